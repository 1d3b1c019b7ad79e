// SPDX-License-Identifier: GPL-3.0-or-later
// The search page (ui/search/searchpage.h, issue 31) over a SearchReader: the query goes to the
// reader; the answer shows grouped by conversation with the ranges to highlight; a malformed
// query shows its explanation; server text stays text (never HTML); activating a hit asks to open
// it; the index's background build is shown while it runs.
#include "models/read/searchreader.h"
#include "ui/search/searchhitdelegate.h"
#include "ui/search/searchpage.h"

#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace Switchyard;

namespace {

class FakeReader final : public SearchReader
{
public:
    QStringList asked;
    SearchIndexState state;
    void search(const QString &query) override
    {
        asked.append(query);
        SearchResult r;
        r.query = query;
        if (query.contains(u'"') && query.count(u'"') % 2) {
            r.error = QStringLiteral("A quote is not closed.");
        } else {
            SearchGroup g;
            g.conversationId = QStringLiteral("c1");
            g.title = QStringLiteral("<b>Deploy</b>");
            g.hitCount = 1;
            SearchHit h;
            h.conversationId = g.conversationId;
            h.eventId = QStringLiteral("e1");
            h.position = 7;
            h.kindName = QStringLiteral("TerminalAction");
            h.context = QStringLiteral("git push --force <img src=x>");
            h.spans = {SearchSpan{0, 3}};
            g.hits.append(h);
            r.groups.append(g);
            r.hitCount = 1;
        }
        Q_EMIT resultReady(r);
    }
    [[nodiscard]] SearchIndexState indexState() const override { return state; }
    void progress(SearchIndexState s)
    {
        state = s;
        Q_EMIT indexStateChanged();
    }
};

} // namespace

class TestSearchPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsGroupsAndOpensAHit()
    {
        FakeReader reader;
        SearchPage page;
        page.setReader(&reader);
        page.resize(600, 400);
        page.show();
        page.setQuery(QStringLiteral("git"));
        QCOMPARE(reader.asked.constLast(), QStringLiteral("git"));
        QTreeWidget *tree = page.results();
        QCOMPARE(tree->topLevelItemCount(), 1);
        QTreeWidgetItem *group = tree->topLevelItem(0);
        QVERIFY(group->text(0).startsWith(QStringLiteral("<b>Deploy</b>"))); // as text
        QCOMPARE(group->childCount(), 1);
        QTreeWidgetItem *hit = group->child(0);
        QCOMPARE(hit->text(0), QStringLiteral("git push --force <img src=x>"));
        const auto spans = hit->data(0, SearchHitDelegate::SpansRole).value<QList<SearchSpan>>();
        QCOMPARE(spans, (QList<SearchSpan>{SearchSpan{0, 3}}));
        QVERIFY(!page.statusLabel()->text().isEmpty());
        QCOMPARE(page.statusLabel()->textFormat(), Qt::PlainText);
        tree->grab(); // the delegate paints with its formats
        QSignalSpy activated(&page, &SearchPage::hitActivated);
        Q_EMIT tree->itemActivated(hit, 0);
        QCOMPARE(activated.size(), 1);
        const auto h = activated.at(0).at(0).value<SearchHit>();
        QCOMPARE(h.eventId, QStringLiteral("e1"));
        QCOMPARE(h.position, 7);
        Q_EMIT tree->itemActivated(group, 0); // a conversation row opens nothing
        QCOMPARE(activated.size(), 1);
        // Another server's cache: the old answers go.
        FakeReader other;
        page.setReader(&other);
        QCOMPARE(tree->topLevelItemCount(), 0);
        QVERIFY(page.statusLabel()->text().isEmpty());
    }

    void explainsAMalformedQuery()
    {
        FakeReader reader;
        SearchPage page;
        page.setReader(&reader);
        page.setQuery(QStringLiteral("cmd:\"rm"));
        QCOMPARE(page.results()->topLevelItemCount(), 0);
        QCOMPARE(page.statusLabel()->text(), QStringLiteral("A quote is not closed."));
    }

    void showsTheIndexBuild()
    {
        FakeReader reader;
        SearchPage page;
        page.setReader(&reader);
        page.show();
        auto *label = page.findChild<QLabel *>(QStringLiteral("searchIndexState"));
        QVERIFY(label);
        QVERIFY(!label->isVisible());
        reader.progress(SearchIndexState{4000, 9000, false});
        QVERIFY(label->isVisible());
        QVERIFY(label->text().contains(QStringLiteral("4000")));
        reader.progress(SearchIndexState{9000, 9000, true});
        QVERIFY(!label->isVisible());
    }
};

QTEST_MAIN(TestSearchPage)
#include "tst_searchpage.moc"
