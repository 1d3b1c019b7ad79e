// SPDX-License-Identifier: GPL-3.0-or-later
// Review drafts never reach an export unless asked (issue 30 part A): an export of a conversation
// whose draft holds comments (a real store) carries none of them; with the draft asked for
// (ExportInput::reviewDraft), Markdown and HTML carry the message, escaped in HTML.
#include "models/review/reviewanchor.h"
#include "models/review/reviewmessage.h"
#include "models/store/store.h"
#include "models/trajectory/exporter.h"

#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

class TestReviewExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void draftsStayOutUnlessAsked()
    {
        auto store = Store::openInMemory();
        Conversation c;
        c.id = QStringLiteral("c0ffee00c0ffee00c0ffee00c0ffee00");
        c.title = QStringLiteral("Fix the parser");
        store->applyConversations({c}, 1);
        ReviewComment comment;
        comment.id = QStringLiteral("r1");
        comment.conversationId = c.id;
        comment.anchor = ReviewAnchors::make(QStringLiteral("src/app.py"), ReviewAnchor::Side::New,
                                             SplitText::split(QStringLiteral("a\n<b>&\n")), 2, 2);
        comment.body = QStringLiteral("SECRET-DRAFT-COMMENT <script>");
        comment.createdMs = 1;
        store->putReviewComments({comment});
        store->waitForWrites();
        QCOMPARE(store->reviewDraft(c.id).size(), 1);

        ExportInput input = exportInputFromStore(*store, c.id);
        QVERIFY(input.reviewDraft.isEmpty());
        for (const auto format : {Exporter::Format::Markdown, Exporter::Format::Html, Exporter::Format::JsonSummary}) {
            const QByteArray bytes = Exporter::exportAs(format, input);
            QVERIFY(!bytes.contains("SECRET-DRAFT-COMMENT"));
            QVERIFY(!bytes.contains("Review draft"));
        }

        input.reviewDraft = ReviewMessage::compose(store->reviewDraft(c.id));
        const QByteArray md = Exporter::exportMarkdown(input);
        QVERIFY(md.contains("## Review draft (not sent)"));
        QVERIFY(md.contains("src/app.py:L2-L2"));
        QVERIFY(md.contains("SECRET-DRAFT-COMMENT"));
        const QByteArray html = Exporter::exportHtml(input);
        QVERIFY(html.contains("SECRET-DRAFT-COMMENT &lt;script&gt;"));
        QVERIFY(!html.contains("<script>"));
    }
};

QTEST_GUILESS_MAIN(TestReviewExport)
#include "tst_reviewexport.moc"
