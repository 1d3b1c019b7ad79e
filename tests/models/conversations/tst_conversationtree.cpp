// SPDX-License-Identifier: GPL-3.0-or-later
// The list's tree, archive and search parts (ConversationFilterProxy): sub-conversations right under
// their parent, indented, foldable; a child whose parent is filtered out still shows, at the top
// level, marked "parent not shown"; archived conversations hidden by default, shown by the
// Archived view; the event-text search's answers count as matches, with the matching line cut
// around the word. Under QAbstractItemModelTester.
#include "models/conversations/conversationfilterproxy.h"
#include "models/conversations/conversationlistmodel.h"

#include <QAbstractItemModelTester>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using M = ConversationListModel;

namespace {
QString hexId(int n)
{
    return QStringLiteral("%1").arg(n, 32, 16, QLatin1Char('0'));
}

ConversationRow conv(int n, const QString &title, int parent = 0, qint64 activityMs = 0)
{
    Conversation c;
    c.id = hexId(n);
    c.title = title;
    c.selectedRepository = QStringLiteral("acme/api");
    c.createdAt = QDateTime(QDate(2026, 11, 1), QTime(10, 0), Qt::UTC);
    c.sandboxStatus = SandboxStatus::Running;
    c.executionStatus = ExecutionStatus::Idle;
    if (parent)
        c.parentConversationId = hexId(parent);
    ConversationRow row = ConversationRow::fromConversation(c);
    row.lastActivityMs = activityMs ? activityMs : 1000 + n;
    return row;
}

QStringList shown(const QAbstractItemModel &m)
{
    QStringList out;
    for (int i = 0; i < m.rowCount(); ++i) {
        const QModelIndex idx = m.index(i, 0);
        out.append(QString(idx.data(M::DepthRole).toInt() * 2, u' ') + idx.data(M::TitleRole).toString());
    }
    return out;
}

QModelIndex find(const QAbstractItemModel &m, const QString &title)
{
    for (int i = 0; i < m.rowCount(); ++i) {
        if (m.index(i, 0).data(M::TitleRole).toString() == title)
            return m.index(i, 0);
    }
    return {};
}
} // namespace

class TestConversationTree : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void childrenUnderTheirParentAndFoldable()
    {
        ConversationListModel model;
        ConversationFilterProxy proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        // The planner is older than another conversation; its children are newer than everything.
        model.applySnapshot({conv(1, QStringLiteral("planner"), 0, 500), conv(2, QStringLiteral("other"), 0, 900),
                             conv(3, QStringLiteral("child a"), 1, 2000), conv(4, QStringLiteral("child b"), 1, 1500),
                             conv(5, QStringLiteral("grandchild"), 3, 3000)});
        QCOMPARE(shown(proxy),
                 (QStringList{QStringLiteral("other"), QStringLiteral("planner"), QStringLiteral("  child a"),
                              QStringLiteral("    grandchild"), QStringLiteral("  child b")}));
        const QModelIndex planner = find(proxy, QStringLiteral("planner"));
        QVERIFY(planner.data(M::HasChildrenRole).toBool());
        QVERIFY(!planner.data(M::CollapsedRole).toBool());
        QVERIFY(!find(proxy, QStringLiteral("other")).data(M::HasChildrenRole).toBool());
        QVERIFY(find(proxy, QStringLiteral("child a")).data(M::ParentShownRole).toBool());

        // Folding the planner hides its whole subtree; unfolding brings it back.
        proxy.setCollapsed(hexId(1), true);
        QCOMPARE(shown(proxy), (QStringList{QStringLiteral("other"), QStringLiteral("planner")}));
        QVERIFY(find(proxy, QStringLiteral("planner")).data(M::CollapsedRole).toBool());
        proxy.setCollapsed(hexId(3), true); // fold a child too
        proxy.setCollapsed(hexId(1), false);
        QCOMPARE(shown(proxy),
                 (QStringList{QStringLiteral("other"), QStringLiteral("planner"), QStringLiteral("  child a"),
                              QStringLiteral("  child b")}));
        proxy.setCollapsed(hexId(3), false);
        QCOMPARE(proxy.rowCount(), 5);

        // A child that arrives later makes "other" a parent (its fold arrow appears).
        model.upsertRows({conv(6, QStringLiteral("late child"), 2, 100)});
        QVERIFY(find(proxy, QStringLiteral("other")).data(M::HasChildrenRole).toBool());
        QCOMPARE(shown(proxy).at(1), QStringLiteral("  late child"));
    }

    void childWhoseParentIsFilteredOutStillShows()
    {
        ConversationListModel model;
        ConversationFilterProxy proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        model.applySnapshot({conv(1, QStringLiteral("planner")), conv(3, QStringLiteral("child fixes tests"), 1),
                             conv(4, QStringLiteral("child docs"), 1)});
        proxy.setSearchText(QStringLiteral("tests"));
        QCOMPARE(shown(proxy), QStringList{QStringLiteral("child fixes tests")}); // top level now
        const QModelIndex child = proxy.index(0, 0);
        QVERIFY(!child.data(M::ParentShownRole).toBool());
        QCOMPARE(child.data(M::ParentIdRole).toString(), hexId(1));
        // Folding a parent that is not shown does not hide its children.
        proxy.setCollapsed(hexId(1), true);
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setSearchText(QString());
        QCOMPARE(shown(proxy), QStringList{QStringLiteral("planner")}); // folded, shown again
        // A child whose parent is not listed at all stands at the top level too.
        model.upsertRows({conv(9, QStringLiteral("orphan"), 77)});
        const QModelIndex orphan = find(proxy, QStringLiteral("orphan"));
        QVERIFY(orphan.isValid());
        QCOMPARE(orphan.data(M::DepthRole).toInt(), 0);
        QVERIFY(!orphan.data(M::ParentShownRole).toBool());
    }

    void archivedHiddenByDefault()
    {
        ConversationListModel model;
        ConversationFilterProxy proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        ConversationRow a = conv(1, QStringLiteral("kept"));
        ConversationRow b = conv(2, QStringLiteral("put away"));
        b.archived = true;
        model.applySnapshot({a, b});
        QCOMPARE(shown(proxy), QStringList{QStringLiteral("kept")});
        QVERIFY(!proxy.hasActiveFilter());
        proxy.setArchiveView(ConversationFilterProxy::ArchiveView::Archived);
        QCOMPARE(shown(proxy), QStringList{QStringLiteral("put away")});
        QVERIFY(proxy.index(0, 0).data(M::ArchivedRole).toBool());
        QVERIFY(proxy.hasActiveFilter());
        proxy.setArchiveView(ConversationFilterProxy::ArchiveView::All);
        QCOMPARE(proxy.rowCount(), 2);
        // Restored: a row change moves it back.
        proxy.setArchiveView(ConversationFilterProxy::ArchiveView::Active);
        b.archived = false;
        model.upsertRows({b});
        QCOMPARE(proxy.rowCount(), 2);
    }

    void eventMatchesCountAndShowTheirLine()
    {
        ConversationListModel model;
        ConversationFilterProxy proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        ConversationRow a = conv(1, QStringLiteral("Fix login"));
        ConversationRow b = conv(2, QStringLiteral("Refactor"));
        b.searchText = QStringLiteral("first message\nplease bump the flux capacitor now\nthanks");
        ConversationRow c = conv(3, QStringLiteral("Old one"));
        model.applySnapshot({a, b, c});

        proxy.setSearchText(QStringLiteral("capacitor"));
        QCOMPARE(shown(proxy), QStringList{QStringLiteral("Refactor")}); // the in-memory text
        QCOMPARE(proxy.index(0, 0).data(M::MatchLineRole).toString(),
                 QStringLiteral("please bump the flux capacitor now"));
        // The worker found it in an old event of "Old one", past the in-memory text.
        proxy.setEventMatches(QStringLiteral("capacitor"),
                              {{hexId(3), QStringLiteral("line one\nthe capacitor is at 1.21 GW")}});
        QCOMPARE(proxy.rowCount(), 2);
        const QModelIndex old = find(proxy, QStringLiteral("Old one"));
        QCOMPARE(old.data(M::MatchLineRole).toString(), QStringLiteral("the capacitor is at 1.21 GW"));
        // A late answer to an older search changes nothing.
        proxy.setSearchText(QStringLiteral("login"));
        proxy.setEventMatches(QStringLiteral("capacitor"), {{hexId(2), QStringLiteral("capacitor")}});
        QCOMPARE(shown(proxy), QStringList{QStringLiteral("Fix login")});
        // A title match needs no line under it.
        QVERIFY(proxy.index(0, 0).data(M::MatchLineRole).toString().isEmpty());
        proxy.setSearchText(QString());
        QCOMPARE(proxy.rowCount(), 3);
        QVERIFY(proxy.index(0, 0).data(M::MatchLineRole).toString().isEmpty());
    }

    void snippetCutsAroundTheWord_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<int>("max");
        QTest::addColumn<QString>("expected");
        QTest::newRow("the line") << QStringLiteral("a\nb NEEDLE c\nd") << QStringList{QStringLiteral("needle")} << 160
                                  << QStringLiteral("b NEEDLE c");
        QTest::newRow("none") << QStringLiteral("abc") << QStringList{QStringLiteral("x")} << 160 << QString();
        QTest::newRow("earliest word") << QStringLiteral("one two three")
                                       << QStringList{QStringLiteral("three"), QStringLiteral("two")} << 160
                                       << QStringLiteral("one two three");
        const QString longLine = QString(100, u'x') + QStringLiteral(" needle ") + QString(100, u'y');
        QTest::newRow("cut both sides") << longLine << QStringList{QStringLiteral("needle")} << 40
                                        << QChar(0x2026) + QString(12, u'x') + QStringLiteral(" needle ")
                + QString(20, u'y') + QChar(0x2026);
    }
    void snippetCutsAroundTheWord()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, words);
        QFETCH(int, max);
        QFETCH(QString, expected);
        QCOMPARE(ConversationFilterProxy::snippet(text, words, max), expected);
    }
};

QTEST_GUILESS_MAIN(TestConversationTree)
#include "tst_conversationtree.moc"
