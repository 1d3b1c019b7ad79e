// SPDX-License-Identifier: GPL-3.0-or-later
// The strip above the timeline (issue 30): the open conversation's title and status, and the pull
// requests its agent reported as "PR #N" buttons. A click asks the desktop to open exactly the
// canonical https link the app built from the forge, repository and number (a handler registered
// for https stands in for the browser); a link in the agent's text counts only as the validated
// canonical form, anything else (http, an unknown host, a query) never reaches the desktop.
// Real parts: an in-memory store fed through its writer. SWITCHYARD_HEADER_PNG=<file> saves the
// conversation page at 1366x768 with the header.
#include "models/api/codec.h"
#include "models/store/store.h"
#include "ui/pages/conversationpage.h"
#include "ui/timeline/conversationheader.h"
#include "ui/timeline/timelinewidget.h"

#include <QDesktopServices>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>
#include <QUrl>

using namespace Switchyard;

namespace {

const QString kId = QStringLiteral("c0ffee00aa114e6f8a0b5c9d2e7f1a35");

/// Stands in for the browser: records what the desktop was asked to open.
class UrlRecorder : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> opened;
public Q_SLOTS:
    void open(const QUrl &url) { opened.append(url); }
};

Conversation conversation()
{
    Conversation c;
    c.id = kId;
    c.title = QStringLiteral("Fix the flaky parser test");
    c.selectedRepository = QStringLiteral("acme/demo-repo");
    c.gitProvider = QStringLiteral("github");
    c.sandboxStatus = SandboxStatus::Running;
    c.executionStatus = ExecutionStatus::Finished;
    return c;
}

Event agentMessage(int i, const QString &text)
{
    const QByteArray json =
        QStringLiteral(R"({"id":"e%1000000-0000-4000-8000-000000000000","timestamp":)"
                       R"("2026-08-20T10:00:0%1","source":"agent","kind":"MessageEvent",)"
                       R"("llm_message":{"role":"assistant","content":[{"type":"text","text":"%2"}]}})")
            .arg(i)
            .arg(text)
            .toUtf8();
    auto parsed = Api::Codec::parseEvent(json);
    if (!parsed.ok())
        qFatal("test event: %s", qPrintable(parsed.error().detail));
    return std::move(parsed).value();
}

} // namespace

class TestConversationHeader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_recorder = std::make_unique<UrlRecorder>();
        QDesktopServices::setUrlHandler(QStringLiteral("https"), m_recorder.get(), "open");
        QDesktopServices::setUrlHandler(QStringLiteral("http"), m_recorder.get(), "open");
    }

    void cleanup()
    {
        QDesktopServices::unsetUrlHandler(QStringLiteral("https"));
        QDesktopServices::unsetUrlHandler(QStringLiteral("http"));
        m_recorder.reset();
    }

    void showsTitleStatusAndThePullRequestOfTheRecord()
    {
        auto store = Store::openInMemory();
        Conversation c = conversation();
        c.prNumbers = {42};
        store->applyConversations({c}, 1);
        store->waitForWrites();
        ConversationHeader header;
        header.resize(900, 30);
        header.setStore(store.get());
        QVERIFY(header.isHidden()); // no conversation open
        header.setConversation(kId);
        header.show();
        QVERIFY(header.isVisible());
        QCOMPARE(header.titleText(), c.title);
        QVERIFY2(!header.statusText().isEmpty(), "the status is shown");
        QCOMPARE(header.pullRequestButtons().size(), 1);
        QToolButton *pr = header.pullRequestButtons().first();
        QVERIFY(pr->text().startsWith(QLatin1String("PR #42")));
        QVERIFY(pr->isVisible());

        QTest::mouseClick(pr, Qt::LeftButton);
        QCOMPARE(m_recorder->opened.size(), 1);
        QCOMPARE(m_recorder->opened.first(), QUrl(QStringLiteral("https://github.com/acme/demo-repo/pull/42")));

        // The title follows the record; a second pull request joins.
        c.title = QStringLiteral("Fix the parser");
        c.prNumbers = {42, 43};
        store->applyConversations({c}, 2);
        store->waitForWrites();
        QTRY_COMPARE(header.titleText(), c.title);
        QTRY_COMPARE(header.pullRequestButtons().size(), 2);
        QTest::mouseClick(header.pullRequestButtons().at(1), Qt::LeftButton);
        QCOMPARE(m_recorder->opened.last(), QUrl(QStringLiteral("https://github.com/acme/demo-repo/pull/43")));

        // Another conversation without pull requests: none shown; none at all: hidden.
        header.setConversation(QStringLiteral("ffffffff000040008000000000000000"));
        QVERIFY(header.pullRequestButtons().isEmpty());
        QVERIFY(header.isHidden());
    }

    void linksInTheAgentsTextOpenOnlyInTheirCanonicalForm()
    {
        auto store = Store::openInMemory();
        store->applyConversations({conversation()}, 1);
        store->appendEvents(kId,
                            {agentMessage(1,
                                          QStringLiteral("Opened https://github.com/acme/demo-repo/pull/7?tab=files"
                                                         "#diff and http://github.com/acme/demo-repo/pull/8")),
                             agentMessage(2, QStringLiteral("See https://evil.example/acme/demo-repo/pull/9 too"))},
                            {});
        store->waitForWrites();
        ConversationHeader header;
        header.setStore(store.get());
        header.setConversation(kId);
        header.show();
        QTRY_COMPARE(header.pullRequestButtons().size(), 1);
        QToolButton *pr = header.pullRequestButtons().first();
        QVERIFY(pr->text().startsWith(QLatin1String("PR #7")));
        QTest::mouseClick(pr, Qt::LeftButton);
        QCOMPARE(m_recorder->opened, QList<QUrl>{QUrl(QStringLiteral("https://github.com/acme/demo-repo/pull/7"))});
    }

    void theConversationPageShowsItAboveTheTimeline()
    {
        auto store = Store::openInMemory();
        Conversation c = conversation();
        c.prNumbers = {42};
        store->applyConversations({c}, 1);
        store->waitForWrites();
        ConversationPage page;
        page.resize(1366, 768);
        ShellContext context;
        context.store = store.get();
        page.setContext(context, nullptr);
        page.setConversation(kId);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        ConversationHeader *header = page.header();
        QVERIFY(header->isVisible());
        QCOMPARE(header->pullRequestButtons().size(), 1);
        QCOMPARE(header->titleText(), c.title);
        QWidget *timeline = page.timeline();
        QVERIFY(header->mapTo(&page, QPoint(0, 0)).y() < timeline->mapTo(&page, QPoint(0, 0)).y());
        if (const QString png = qEnvironmentVariable("SWITCHYARD_HEADER_PNG"); !png.isEmpty())
            QVERIFY(page.grab().save(png));
    }

private:
    std::unique_ptr<UrlRecorder> m_recorder;
};

QTEST_MAIN(TestConversationHeader)
#include "tst_conversationheader.moc"
