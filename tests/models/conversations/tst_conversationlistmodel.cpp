// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/wireenums.h"
#include "models/conversations/conversationfilterproxy.h"
#include "models/conversations/conversationlistmodel.h"
#include "models/store/store.h"

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {

QString hexId(int n)
{
    return QStringLiteral("%1").arg(n, 32, 16, QLatin1Char('0'));
}

ConversationRow conv(int n, const QString &exec = QStringLiteral("running"),
                     const QString &sandbox = QStringLiteral("RUNNING"))
{
    Conversation c;
    c.id = hexId(n);
    c.title = QStringLiteral("Conversation %1").arg(n);
    c.sandboxId = QStringLiteral("sb%1").arg(n % 3);
    c.selectedRepository = n % 2 ? QStringLiteral("acme/api") : QStringLiteral("acme/web");
    c.selectedBranch = QStringLiteral("main");
    c.llmModel = n % 2 ? QStringLiteral("claude") : QStringLiteral("gpt");
    c.trigger = QStringLiteral("gui");
    c.createdAt = QDateTime(QDate(2026, 11, 1), QTime(10, 0), Qt::UTC).addSecs(n * 60);
    c.updatedAt = c.createdAt;
    c.sandboxStatus = Api::sandboxStatusFromWire(sandbox);
    if (!exec.isEmpty())
        c.executionStatus = Api::executionStatusFromWire(exec);
    c.metrics = MetricsSnapshot{QStringLiteral("default"), 0.5 * n, std::nullopt, std::nullopt};
    ConversationRow row = ConversationRow::fromConversation(c);
    row.confirmedAt = QDateTime::currentDateTimeUtc();
    return row;
}

StartTask task(int n, const QString &status)
{
    StartTask t;
    t.id = QStringLiteral("%1").arg(n + 1000, 32, 16, QLatin1Char('0'));
    t.status = Api::startTaskStatusFromWire(status);
    t.request.selectedRepository = QStringLiteral("acme/new");
    t.createdAt = QDateTime::currentDateTimeUtc();
    t.updatedAt = t.createdAt;
    return t;
}

QList<ConversationRow> rows(int count)
{
    QList<ConversationRow> out;
    for (int i = 0; i < count; ++i)
        out.append(conv(i));
    return out;
}

} // namespace

class TestConversationListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void modelTester()
    {
        ConversationListModel model;
        ConversationFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester t1(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applySnapshot(rows(20));
        auto changed = rows(25);
        changed.removeAt(3);
        changed.removeAt(7);
        changed[10].conversation.title = QStringLiteral("renamed");
        model.applySnapshot(changed);
        model.applyStartTasks({task(1, QStringLiteral("WAITING_FOR_SANDBOX")), task(2, QStringLiteral("WORKING"))});
        model.applyStartTasks({task(2, QStringLiteral("PREPARING_REPOSITORY"))});
        model.applySnapshot({});
        QCOMPARE(model.rowCount(), 1);
    }

    void identicalPollEmitsNothing()
    {
        ConversationListModel model;
        model.applySnapshot(rows(50));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy layout(&model, &QAbstractItemModel::layoutChanged);
        auto again = rows(50);
        for (auto &r : again)
            r.confirmedAt = QDateTime::currentDateTimeUtc().addSecs(5); // only the confirmation moved
        model.applySnapshot(again);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(inserted.count(), 0);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(layout.count(), 0);
        // ...but the new confirmation time is visible.
        QCOMPARE(model.index(0).data(ConversationListModel::ConfirmedAtRole).toDateTime(), again.at(0).confirmedAt);
    }

    void changedPollEmitsOnlyChangedRows()
    {
        ConversationListModel model;
        model.applySnapshot(rows(50));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        auto next = rows(50);
        next[7].conversation.executionStatus = ExecutionStatus::WaitingForConfirmation;
        next[7].displayExecution = next[7].conversation.executionStatus;
        next[30].conversation.title = QStringLiteral("A better title");
        next[31].lastActivityMs = 12345;
        model.applySnapshot(next);
        QCOMPARE(inserted.count(), 0);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(changed.count(), 2); // row 7, rows 30-31 as one range
        QCOMPARE(changed.at(0).at(0).value<QModelIndex>().row(), 7);
        QCOMPARE(changed.at(0).at(1).value<QModelIndex>().row(), 7);
        QCOMPARE(changed.at(1).at(0).value<QModelIndex>().row(), 30);
        QCOMPARE(changed.at(1).at(1).value<QModelIndex>().row(), 31);
        QCOMPARE(model.index(7).data(ConversationListModel::ExecutionStatusRole).value<OpenEnum<ExecutionStatus>>(),
                 ExecutionStatus::WaitingForConfirmation);
        QVERIFY(model.index(7).data(ConversationListModel::NeedsAttentionRole).toBool());
    }

    void insertAndRemoveRanges()
    {
        ConversationListModel model;
        model.applySnapshot(rows(10));
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        auto next = rows(12); // +10, +11
        next.removeAt(2); // -2
        next.removeAt(2); // -3
        next.removeAt(5); // -7 (index shifted)
        model.applySnapshot(next);
        QCOMPARE(removed.count(), 2); // [7,7] then [2,3]
        QCOMPARE(removed.at(0).at(1).toInt(), 7);
        QCOMPARE(removed.at(1).at(1).toInt(), 2);
        QCOMPARE(removed.at(1).at(2).toInt(), 3);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted.at(0).at(1).toInt(), 7);
        QCOMPARE(inserted.at(0).at(2).toInt(), 8);
        QCOMPARE(model.rowCount(), 9);
        for (const auto &r : next)
            QVERIFY(model.rowOfConversation(r.conversation.id) >= 0);
    }

    void startTasksShowTheirStep()
    {
        ConversationListModel model;
        model.applySnapshot(rows(2));
        model.applyStartTasks({task(1, QStringLiteral("PREPARING_REPOSITORY"))});
        QCOMPARE(model.rowCount(), 3);
        const QModelIndex idx = model.index(2);
        QVERIFY(idx.data(ConversationListModel::IsStartTaskRole).toBool());
        QCOMPARE(idx.data(ConversationListModel::StartStepIndexRole).toInt(), 3);
        QVERIFY(!idx.data(ConversationListModel::StartStepRole).toString().isEmpty());
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.applyStartTasks({task(1, QStringLiteral("RUNNING_SETUP_SCRIPT"))});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(idx.data(ConversationListModel::StartStepIndexRole).toInt(), 4);
        // Unknown steps are kept verbatim.
        model.applyStartTasks({task(1, QStringLiteral("WARMING_UP_GPUS"))});
        QCOMPARE(idx.data(ConversationListModel::StartStepRole).toString(), QStringLiteral("WARMING_UP_GPUS"));
        // Done: the row goes, conversations stay.
        model.applyStartTasks({});
        QCOMPARE(model.rowCount(), 2);
    }

    void unknownStatusesVerbatim()
    {
        ConversationListModel model;
        model.applySnapshot({conv(1, QStringLiteral("hibernating"), QStringLiteral("FROZEN"))});
        QCOMPARE(
            model.index(0).data(ConversationListModel::ExecutionStatusRole).value<OpenEnum<ExecutionStatus>>().raw(),
            QStringLiteral("hibernating"));
        QCOMPARE(model.index(0).data(ConversationListModel::SandboxStatusRole).value<OpenEnum<SandboxStatus>>().raw(),
                 QStringLiteral("FROZEN"));
        QCOMPARE(model.index(0).data(ConversationListModel::ExecutionStatusValueRole).toInt(),
                 int(ExecutionStatus::Unknown));
    }

    void objectRoleAndRoleNames()
    {
        ConversationListModel model;
        model.applySnapshot(rows(3));
        const auto row = model.index(1).data(ConversationListModel::ObjectRole).value<ConversationRow>();
        QCOMPARE(row.conversation.id, hexId(1));
        QCOMPARE(model.roleNames().value(ConversationListModel::TitleRole), QByteArray("title"));
        QVERIFY(model.rowAt(1).conversation.sessionApiKey.isEmpty());
    }

    void nestingDepth()
    {
        ConversationListModel model;
        auto list = rows(3);
        list[2].conversation.parentConversationId = hexId(0);
        model.applySnapshot(list);
        QCOMPARE(model.index(2).data(ConversationListModel::DepthRole).toInt(), 1);
        QCOMPARE(model.index(0).data(ConversationListModel::DepthRole).toInt(), 0);
    }

    // A start that failed (ERROR, or vanished on the server) stays visible as a failed start row,
    // needing attention, after the store dropped the task; it goes only when dismissed.
    void failedStartStaysUntilDismissed()
    {
        ConversationListModel model;
        ConversationFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester t1(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applySnapshot(rows(2));
        StartTask pending = task(1, QStringLiteral("WAITING_FOR_SANDBOX"));
        model.applyStartTasks({pending});
        QCOMPARE(model.rowCount(), 3);

        StartTask failed = pending;
        failed.status = StartTaskStatus::Error;
        failed.detail = QStringLiteral("The start task no longer exists on the server.");
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        model.addFailedStart(failed);
        QCOMPARE(changed.count(), 1); // the same row, updated in place
        model.applyStartTasks({}); // the store dropped the task
        QCOMPARE(removed.count(), 0);
        QCOMPARE(model.rowCount(), 3);
        const int row = model.rowOfKey(QStringLiteral("t:") + failed.id);
        QVERIFY(row >= 0);
        const QModelIndex idx = model.index(row);
        QCOMPARE(idx.data(ConversationListModel::StartStatusRole).value<OpenEnum<StartTaskStatus>>(),
                 StartTaskStatus::Error);
        QCOMPARE(idx.data(ConversationListModel::StartDetailRole).toString(), failed.detail);
        QVERIFY(idx.data(ConversationListModel::NeedsAttentionRole).toBool());
        QVERIFY(idx.data(Qt::ToolTipRole).toString().contains(failed.detail));
        QVERIFY(model.isFailedStart(failed.id));
        // "Needs me" first: the failed start sorts to the top.
        QCOMPARE(proxy.index(0, 0).data(ConversationListModel::KeyRole).toString(), QStringLiteral("t:") + failed.id);

        model.dismissFailedStart(failed.id);
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(!model.isFailedStart(failed.id));
        // A non-error task is not taken as a failure.
        model.addFailedStart(pending);
        QCOMPARE(model.rowCount(), 2);
    }

    // The proxy sorts by keys the model precomputes; they follow in-place changes and removals.
    void sortKeysFollowChanges()
    {
        ConversationListModel model;
        ConversationFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester t(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto list = rows(5);
        model.applySnapshot(list);
        // Newest activity first: conversation 4 was created last.
        QCOMPARE(proxy.index(0, 0).data(ConversationListModel::IdRole).toString(), hexId(4));
        list[1].lastActivityMs = QDateTime(QDate(2026, 12, 1), QTime(0, 0), Qt::UTC).toMSecsSinceEpoch();
        model.applySnapshot(list);
        QCOMPARE(proxy.index(0, 0).data(ConversationListModel::IdRole).toString(), hexId(1));
        list[3].conversation.executionStatus = ExecutionStatus::WaitingForConfirmation;
        list[3].displayExecution = list[3].conversation.executionStatus;
        model.applySnapshot(list);
        QCOMPARE(proxy.index(0, 0).data(ConversationListModel::IdRole).toString(), hexId(3)); // needs me
        list.removeAt(3);
        model.applySnapshot(list);
        QCOMPARE(proxy.index(0, 0).data(ConversationListModel::IdRole).toString(), hexId(1));
        for (int i = 0; i < model.rowCount(); ++i)
            QCOMPARE(model.sortKeysAt(i).needsAttention, model.rowAt(i).needsAttention());
    }

    // A big cache is filled in chunks over event-loop turns; a change set that arrives meanwhile
    // wins over the record read at setStore() time, and removed records never appear.
    void chunkedFillFromStore()
    {
        auto store = Store::openInMemory();
        QVERIFY(store);
        const int n = ConversationListModel::fillChunkSize() * 2 + 7;
        QList<Conversation> records;
        for (int i = 0; i < n; ++i)
            records.append(conv(i).conversation);
        store->applyConversations(records, 1);
        store->waitForWrites();
        QCOMPARE(store->conversationCount(), qsizetype(n));

        ConversationListModel model;
        ConversationFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester t(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setStore(store.get());
        QCOMPARE(model.rowCount(), ConversationListModel::fillChunkSize());
        QVERIFY(model.isFilling());
        // Rename one that is not listed yet.
        const QString lateId = store->conversations().last().conversation.id;
        QCOMPARE(model.rowOfConversation(lateId), -1);
        Conversation renamed = store->conversation(lateId)->conversation;
        renamed.title = QStringLiteral("Renamed while filling");
        store->applyConversations({renamed}, 2);
        store->waitForWrites(); // delivers the change set: the row is added now
        QTRY_VERIFY(!model.isFilling());
        QCOMPARE(model.rowCount(), n);
        const int row = model.rowOfConversation(lateId);
        QVERIFY(row >= 0);
        QCOMPARE(model.rowAt(row).title(), QStringLiteral("Renamed while filling"));
        QCOMPARE(proxy.rowCount(), n);
    }
};

QTEST_GUILESS_MAIN(TestConversationListModel)
#include "tst_conversationlistmodel.moc"
