// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/wireenums.h"
#include "models/conversations/conversationfilterproxy.h"
#include "models/conversations/conversationlistmodel.h"

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {

QString hexId(int n)
{
    return QStringLiteral("%1").arg(n, 32, 16, QLatin1Char('0'));
}

ConversationRow conv(int n, const QString &exec, const QString &sandbox, qint64 activityMs)
{
    Conversation c;
    c.id = hexId(n);
    c.title = QStringLiteral("Conversation %1").arg(n);
    c.sandboxId = QStringLiteral("sb%1").arg(n % 2);
    c.selectedRepository = n % 2 ? QStringLiteral("acme/api") : QStringLiteral("acme/web");
    c.selectedBranch = n % 2 ? QStringLiteral("main") : QStringLiteral("feature/x");
    c.llmModel = n % 2 ? QStringLiteral("claude") : QStringLiteral("gpt");
    c.trigger = n % 3 ? QStringLiteral("gui") : QStringLiteral("slack");
    c.createdAt = QDateTime(QDate(2026, 11, 1), QTime(10, 0), Qt::UTC).addSecs(n * 60);
    c.sandboxStatus = Api::sandboxStatusFromWire(sandbox);
    if (!exec.isEmpty())
        c.executionStatus = Api::executionStatusFromWire(exec);
    ConversationRow row = ConversationRow::fromConversation(c);
    row.lastActivityMs = activityMs;
    return row;
}

QStringList titles(const QAbstractItemModel &m)
{
    QStringList out;
    for (int i = 0; i < m.rowCount(); ++i)
        out.append(m.index(i, 0).data(ConversationListModel::TitleRole).toString());
    return out;
}

const qint64 kBase = QDateTime(QDate(2026, 11, 2), QTime(0, 0), Qt::UTC).toMSecsSinceEpoch();

} // namespace

class TestConversationFilterProxy : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void sortsNeedsMeFirstThenNewest()
    {
        ConversationListModel model;
        ConversationFilterProxy proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        model.applySnapshot({
            conv(0, QStringLiteral("running"), QStringLiteral("RUNNING"), kBase + 1000),
            conv(1, QStringLiteral("finished"), QStringLiteral("RUNNING"), kBase + 5000),
            conv(2, QStringLiteral("waiting_for_confirmation"), QStringLiteral("RUNNING"), kBase + 10),
            conv(3, QString(), QStringLiteral("PAUSED"), kBase + 3000),
            conv(4, QStringLiteral("stuck"), QStringLiteral("RUNNING"), kBase + 20),
        });
        QCOMPARE(titles(proxy),
                 (QStringList{QStringLiteral("Conversation 4"), QStringLiteral("Conversation 2"),
                              QStringLiteral("Conversation 1"), QStringLiteral("Conversation 3"),
                              QStringLiteral("Conversation 0")}));
        proxy.setNeedsMeFirst(false);
        QCOMPARE(titles(proxy).first(), QStringLiteral("Conversation 1"));
        proxy.setNeedsMeOnly(true);
        QCOMPARE(proxy.rowCount(), 2);
    }

    void subConversationsStayUnderTheirParent()
    {
        ConversationListModel model;
        ConversationFilterProxy proxy;
        proxy.setSourceModel(&model);
        auto child = conv(5, QStringLiteral("running"), QStringLiteral("RUNNING"), kBase + 9999);
        child.conversation.parentConversationId = hexId(0);
        model.applySnapshot({conv(0, QStringLiteral("running"), QStringLiteral("RUNNING"), kBase + 1),
                             conv(1, QStringLiteral("running"), QStringLiteral("RUNNING"), kBase + 500), child});
        QCOMPARE(titles(proxy),
                 (QStringList{QStringLiteral("Conversation 1"), QStringLiteral("Conversation 0"),
                              QStringLiteral("Conversation 5")}));
    }

    void filters()
    {
        ConversationListModel model;
        ConversationFilterProxy proxy;
        proxy.setSourceModel(&model);
        QList<ConversationRow> list;
        for (int i = 0; i < 12; ++i)
            list.append(conv(i, i % 4 == 0 ? QString() : QStringLiteral("running"),
                             i % 4 == 0 ? QStringLiteral("PAUSED") : QStringLiteral("RUNNING"), kBase + i * 1000));
        list[5].searchText = QStringLiteral("the agent ran pytest and it failed");
        model.applySnapshot(list);
        QCOMPARE(proxy.rowCount(), 12);

        proxy.setSearchText(QStringLiteral("PYTEST failed"));
        QCOMPARE(titles(proxy), QStringList{QStringLiteral("Conversation 5")});
        proxy.setSearchText(QStringLiteral("acme/web"));
        QCOMPARE(proxy.rowCount(), 6);
        proxy.setSearchText(QStringLiteral("feature/x"));
        QCOMPARE(proxy.rowCount(), 6);
        proxy.setSearchText(QString());

        proxy.setExecutionStatuses({OpenEnum<ExecutionStatus>()}); // none
        QCOMPARE(proxy.rowCount(), 3);
        proxy.setExecutionStatuses({});
        proxy.setSandboxStatuses({SandboxStatus::Paused});
        QCOMPARE(proxy.rowCount(), 3);
        proxy.setSandboxStatuses({});
        proxy.setSandboxId(QStringLiteral("sb1"));
        QCOMPARE(proxy.rowCount(), 6);
        proxy.setRepository(QStringLiteral("acme/api"));
        QCOMPARE(proxy.rowCount(), 6); // odd = sb1 = acme/api
        proxy.setModel(QStringLiteral("gpt"));
        QCOMPARE(proxy.rowCount(), 0);
        proxy.clearFilters();
        proxy.setSandboxId(QString());
        proxy.setTrigger(QStringLiteral("slack"));
        QCOMPARE(proxy.rowCount(), 4); // 0,3,6,9
        proxy.setTrigger(QString());
        proxy.setDateRange(QDateTime::fromMSecsSinceEpoch(kBase + 3000, Qt::UTC),
                           QDateTime::fromMSecsSinceEpoch(kBase + 6000, Qt::UTC));
        QCOMPARE(proxy.rowCount(), 3); // 3,4,5
        QVERIFY(proxy.hasActiveFilter());
    }

    void goneHiddenByDefault()
    {
        ConversationListModel model;
        ConversationFilterProxy proxy;
        proxy.setSourceModel(&model);
        auto a = conv(1, QStringLiteral("running"), QStringLiteral("RUNNING"), kBase);
        a.gone = true;
        model.applySnapshot({a, conv(2, QStringLiteral("running"), QStringLiteral("RUNNING"), kBase)});
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setShowGone(true);
        QCOMPARE(proxy.rowCount(), 2);
    }

    void selectionSurvivesPolls()
    {
        ConversationListModel model;
        ConversationFilterProxy proxy;
        proxy.setSourceModel(&model);
        QList<ConversationRow> list;
        for (int i = 0; i < 10; ++i)
            list.append(conv(i, QStringLiteral("running"), QStringLiteral("RUNNING"), kBase + i * 1000));
        model.applySnapshot(list);
        QItemSelectionModel selection(&proxy);
        const QModelIndex target = proxy.index(4, 0);
        const QString id = target.data(ConversationListModel::IdRole).toString();
        selection.setCurrentIndex(target, QItemSelectionModel::ClearAndSelect);
        // A poll that changes other rows, re-sorts (row 0 becomes newest) and adds one.
        list[0].lastActivityMs = kBase + 100000;
        list.append(conv(20, QStringLiteral("running"), QStringLiteral("RUNNING"), kBase + 50));
        model.applySnapshot(list);
        QVERIFY(selection.currentIndex().isValid());
        QCOMPARE(selection.currentIndex().data(ConversationListModel::IdRole).toString(), id);
        QCOMPARE(selection.selectedIndexes().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestConversationFilterProxy)
#include "tst_conversationfilterproxy.moc"
