// SPDX-License-Identifier: GPL-3.0-or-later
// The table models behind the charts: roll-ups, keyed diffs (no reset on refresh), and the
// QAbstractItemModelTester on every change; following a store (rows rolled up on a pool thread,
// nothing rolled up while inactive).

#include "models/api/wireenums.h"
#include "models/charts/chartrows.h"
#include "models/charts/chartsmodel.h"
#include "models/charts/rankedchartmodel.h"
#include "models/store/store.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>

using namespace Switchyard;

namespace {

Sandbox sandbox(const QString &id, const QString &status)
{
    Sandbox s;
    s.id = id;
    s.status = Api::sandboxStatusFromWire(status);
    return s;
}

Conversation conversation(const QString &id, const QString &sandboxId, const QString &repo, double cost, qint64 prompt,
                          qint64 completion, const QDateTime &created, const QString &execution = {})
{
    Conversation c;
    c.id = id;
    c.title = QStringLiteral("Title %1").arg(id);
    c.sandboxId = sandboxId;
    c.selectedRepository = repo;
    c.createdAt = created;
    MetricsSnapshot m;
    m.accumulatedCost = cost;
    TokenUsage u;
    u.promptTokens = prompt;
    u.completionTokens = completion;
    m.accumulatedTokenUsage = u;
    c.metrics = m;
    if (!execution.isEmpty())
        c.executionStatus = Api::executionStatusFromWire(execution);
    return c;
}

QDateTime day(int d, int h = 10)
{
    return QDateTime(QDate(2026, 11, d), QTime(h, 0), QTimeZone::utc());
}

double value(const ChartTableModel *m, const QString &key, int column)
{
    const int row = m->rowOf(key);
    return row < 0 ? -1 : m->index(row, column).data().toDouble();
}

} // namespace

class TestChartModels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void rollups()
    {
        ChartsModel model;
        QList<QAbstractItemModelTester *> testers;
        for (auto *m : {model.sandboxesByStatus(), model.conversationsPerSandbox(), model.usage(), model.daily()})
            testers.append(new QAbstractItemModelTester(m, QAbstractItemModelTester::FailureReportingMode::QtTest, m));

        const QList<Sandbox> sbs{sandbox(QStringLiteral("s1"), QStringLiteral("RUNNING")),
                                 sandbox(QStringLiteral("s2"), QStringLiteral("RUNNING")),
                                 sandbox(QStringLiteral("s3"), QStringLiteral("PAUSED")),
                                 sandbox(QStringLiteral("s4"), QStringLiteral("HIBERNATING"))};
        const QList<Conversation> convs{
            conversation(QStringLiteral("a"), QStringLiteral("s1"), QStringLiteral("acme/api"), 1.5, 1000, 100, day(1),
                         QStringLiteral("running")),
            conversation(QStringLiteral("b"), QStringLiteral("s1"), QStringLiteral("acme/web"), 0.5, 500, 50,
                         day(1, 20)),
            conversation(QStringLiteral("c"), QStringLiteral("s2"), QStringLiteral("acme/api"), 2.0, 3000, 300, day(3)),
            conversation(QStringLiteral("d"), QStringLiteral("s1"), QString(), 0.0, 0, 0, day(3),
                         QStringLiteral("waiting_for_confirmation")),
        };
        model.setSnapshot(sbs, convs);

        const auto *status = model.sandboxesByStatus();
        QCOMPARE(status->columnCount(), 2);
        using ChartRows::sandboxStatusKey;
        QCOMPARE(value(status, sandboxStatusKey(SandboxStatus::Running), 1), 2.0);
        QCOMPARE(value(status, sandboxStatusKey(SandboxStatus::Paused), 1), 1.0);
        QCOMPARE(value(status, sandboxStatusKey(SandboxStatus::Error), 1), 0.0); // always present
        const auto hibernating = OpenEnum<SandboxStatus>::unknown(QStringLiteral("HIBERNATING"));
        QCOMPARE(value(status, sandboxStatusKey(hibernating), 1), 1.0); // unknown status kept verbatim
        const QModelIndex unknownRow = status->index(status->rowOf(sandboxStatusKey(hibernating)), 0);
        QCOMPARE(unknownRow.data().toString(), QStringLiteral("HIBERNATING"));
        QCOMPARE(unknownRow.data(ChartTableModel::SubjectRole).value<OpenEnum<SandboxStatus>>(), hibernating);

        const auto *per = model.conversationsPerSandbox();
        QCOMPARE(value(per, QStringLiteral("s1"), 1), 3.0);
        QCOMPARE(value(per, QStringLiteral("s1"), 2), 2.0); // running + waiting
        QCOMPARE(value(per, QStringLiteral("s2"), 1), 1.0);
        QCOMPARE(per->rowOf(QStringLiteral("s3")), -1); // no conversation, no bar

        const auto *usage = model.usage(); // per repository by default
        QCOMPARE(model.usageGrouping(), ChartRows::UsageGrouping::PerRepository);
        QCOMPARE(value(usage, QStringLiteral("acme/api"), 1), 3.5);
        QCOMPARE(value(usage, QStringLiteral("acme/api"), 2), 4000.0);
        QCOMPARE(value(usage, QStringLiteral("acme/api"), 3), 400.0);
        QCOMPARE(value(usage, QStringLiteral("acme/api"), 4), 2.0);
        QCOMPARE(value(usage, QString(), 4), 1.0); // "(no repository)"
        QCOMPARE(usage->headerData(1, Qt::Horizontal).toString(), QStringLiteral("Cost (USD)"));

        const auto *daily = model.daily();
        QCOMPARE(daily->rowCount(), 2);
        QCOMPARE(daily->rows().at(0).key, QStringLiteral("2026-11-01"));
        QCOMPARE(value(daily, QStringLiteral("2026-11-01"), 1),
                 double(QDateTime(QDate(2026, 11, 1), QTime(0, 0), QTimeZone::utc()).toMSecsSinceEpoch()));
        QCOMPARE(value(daily, QStringLiteral("2026-11-01"), 2), 2.0);
        QCOMPARE(value(daily, QStringLiteral("2026-11-03"), 2), 2.0);

        model.setUsageGrouping(ChartRows::UsageGrouping::PerConversation);
        QCOMPARE(usage->rowCount(), 4);
        QCOMPARE(value(usage, QStringLiteral("c"), 1), 2.0);
        QCOMPARE(usage->index(usage->rowOf(QStringLiteral("c")), 0).data().toString(), QStringLiteral("Title c"));
        model.setUsageGrouping(ChartRows::UsageGrouping::PerDay);
        QCOMPARE(usage->columnCount(), 6);
        QCOMPARE(usage->rowCount(), 2);
    }

    void refreshIsADiffNotAReset()
    {
        ChartsModel model;
        auto *per = model.conversationsPerSandbox();
        QAbstractItemModelTester tester(per, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<Conversation> convs{
            conversation(QStringLiteral("a"), QStringLiteral("s1"), {}, 0, 0, 0, day(1)),
            conversation(QStringLiteral("b"), QStringLiteral("s2"), {}, 0, 0, 0, day(1)),
            conversation(QStringLiteral("c"), QStringLiteral("s3"), {}, 0, 0, 0, day(1)),
        };
        model.setSnapshot({}, convs);
        QCOMPARE(per->rowCount(), 3);

        QSignalSpy reset(per, &QAbstractItemModel::modelReset);
        QSignalSpy removed(per, &QAbstractItemModel::rowsRemoved);
        QSignalSpy inserted(per, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(per, &QAbstractItemModel::dataChanged);

        // same data: nothing at all
        model.setSnapshot({}, convs);
        QCOMPARE(changed.count() + removed.count() + inserted.count() + reset.count(), 0);

        // s2 gets a second conversation, s1 disappears, s4 appears
        convs.removeFirst();
        convs.append(conversation(QStringLiteral("d"), QStringLiteral("s2"), {}, 0, 0, 0, day(1)));
        convs.append(conversation(QStringLiteral("e"), QStringLiteral("s4"), {}, 0, 0, 0, day(1)));
        model.setSnapshot({}, convs);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed.at(0).at(1).toInt(), 0); // s1 was row 0
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(changed.count(), 1); // s2 only
        QCOMPARE(per->rowOf(QStringLiteral("s2")), 0);
        QCOMPARE(value(per, QStringLiteral("s2"), 1), 2.0);
        QCOMPARE(per->rowOf(QStringLiteral("s4")), 2); // appended
    }

    void genericDiffs_data()
    {
        QTest::addColumn<QStringList>("before");
        QTest::addColumn<QStringList>("after");
        QTest::newRow("empty to some") << QStringList{} << QStringList{QStringLiteral("a"), QStringLiteral("b")};
        QTest::newRow("some to empty") << QStringList{QStringLiteral("a"), QStringLiteral("b")} << QStringList{};
        QTest::newRow("remove middle ranges")
            << QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d"),
                           QStringLiteral("e")}
            << QStringList{QStringLiteral("a"), QStringLiteral("d")};
        QTest::newRow("reorder keeps first positions")
            << QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}
            << QStringList{QStringLiteral("c"), QStringLiteral("x"), QStringLiteral("a")};
    }
    void genericDiffs()
    {
        QFETCH(QStringList, before);
        QFETCH(QStringList, after);
        ChartTableModel m(QStringLiteral("L"), {QStringLiteral("V")});
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto rows = [](const QStringList &keys, double v) {
            QList<ChartRow> out;
            for (const auto &k : keys)
                out.append({k, k.toUpper(), {v}, {}});
            return out;
        };
        m.setRows(rows(before, 1));
        QCOMPARE(m.rowCount(), before.size());
        m.setRows(rows(after, 2));
        QCOMPARE(m.rowCount(), after.size());
        for (const auto &k : after) {
            QVERIFY(m.rowOf(k) >= 0);
            QCOMPARE(value(&m, k, 1), 2.0);
            QCOMPARE(m.index(m.rowOf(k), 0).data().toString(), k.toUpper());
        }
        QCOMPARE(m.headerData(0, Qt::Horizontal).toString(), QStringLiteral("L"));
        QCOMPARE(m.index(0, 0).parent(), QModelIndex());
    }

    void manyChangedRowsOneSignal()
    {
        // A refresh that changes hundreds of rows is one dataChanged (listeners rebuild once).
        ChartTableModel m(QStringLiteral("L"), {QStringLiteral("V")});
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<ChartRow> rows;
        for (int i = 0; i < 300; ++i)
            rows.append({QStringLiteral("k%1").arg(i), QStringLiteral("K%1").arg(i), {1.0}, {}});
        m.setRows(rows);
        RankedChartModel ranked(&m, 1, 10);
        QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
        QSignalSpy rankedChanged(&ranked, &QAbstractItemModel::dataChanged);
        for (int i = 5; i < 250; i += 2)
            rows[i].values[0] = double(i);
        m.setRows(rows);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 5);
        QCOMPARE(changed.at(0).at(1).toModelIndex().row(), 249);
        QCOMPARE(rankedChanged.count(), 1);
        QCOMPARE(ranked.index(9, 0).data().toString(), QStringLiteral("K249")); // the largest last
        QCOMPARE(value(&m, QStringLiteral("k7"), 1), 7.0);
        QCOMPARE(value(&m, QStringLiteral("k8"), 1), 1.0);
    }

    void ranked()
    {
        ChartTableModel source(QStringLiteral("L"), {QStringLiteral("A"), QStringLiteral("B")});
        RankedChartModel ranked(&source, 1, 3);
        QAbstractItemModelTester tester(&ranked, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(&ranked, &QAbstractItemModel::modelReset);
        auto labelsOf = [&ranked] {
            QStringList out;
            for (int r = 0; r < ranked.rowCount(); ++r)
                out << ranked.index(r, 0).data().toString();
            return out;
        };
        source.setRows({{QStringLiteral("a"), QStringLiteral("a"), {5, 1}, {}},
                        {QStringLiteral("b"), QStringLiteral("b"), {1, 9}, {}},
                        {QStringLiteral("c"), QStringLiteral("c"), {7, 2}, {}},
                        {QStringLiteral("d"), QStringLiteral("d"), {3, 3}, {}}});
        // the 3 largest by column A, ascending (largest last)
        QCOMPARE(labelsOf(), (QStringList{QStringLiteral("d"), QStringLiteral("a"), QStringLiteral("c")}));
        QCOMPARE(ranked.index(2, 1).data().toDouble(), 7.0);
        QCOMPARE(ranked.headerData(1, Qt::Horizontal).toString(), QStringLiteral("A"));

        // a new ranking is an in-place change, not a reset
        QSignalSpy changed(&ranked, &QAbstractItemModel::dataChanged);
        source.setRows({{QStringLiteral("a"), QStringLiteral("a"), {5, 1}, {}},
                        {QStringLiteral("b"), QStringLiteral("b"), {10, 9}, {}},
                        {QStringLiteral("c"), QStringLiteral("c"), {7, 2}, {}},
                        {QStringLiteral("d"), QStringLiteral("d"), {3, 3}, {}}});
        QCOMPARE(labelsOf(), (QStringList{QStringLiteral("a"), QStringLiteral("c"), QStringLiteral("b")}));
        QVERIFY(changed.count() >= 1);

        ranked.setSortColumn(2);
        QCOMPARE(labelsOf(), (QStringList{QStringLiteral("c"), QStringLiteral("d"), QStringLiteral("b")}));
        ranked.setLimit(-1);
        QCOMPARE(ranked.rowCount(), 4);
        source.setRows({{QStringLiteral("a"), QStringLiteral("a"), {5, 1}, {}}});
        QCOMPARE(labelsOf(), QStringList{QStringLiteral("a")});
        QCOMPARE(reset.count(), 0);
        // new columns: a new document
        source.resetColumns(QStringLiteral("L"), {QStringLiteral("X")}, {});
        QCOMPARE(reset.count(), 1);
        QCOMPARE(ranked.columnCount(), 2);
        QCOMPARE(ranked.rowCount(), 0);
    }

    void followsStoreOffThread()
    {
        auto store = Store::openInMemory();
        store->applySandboxes({sandbox(QStringLiteral("s1"), QStringLiteral("RUNNING")),
                               sandbox(QStringLiteral("s2"), QStringLiteral("PAUSED"))},
                              1, true);
        store->applyConversations(
            {conversation(QStringLiteral("c1"), QStringLiteral("s1"), QStringLiteral("o/a"), 1.5, 10, 5, day(1),
                          QStringLiteral("running")),
             conversation(QStringLiteral("c2"), QStringLiteral("s1"), QStringLiteral("o/a"), 0.5, 20, 5, day(2))},
            2);
        store->waitForWrites();
        QTRY_COMPARE(store->conversationCount(), qsizetype(2));

        ChartsModel model;
        QAbstractItemModelTester tester(model.conversationsPerSandbox());
        QSignalSpy updated(&model, &ChartsModel::updated);
        model.setStore(store.get());
        QVERIFY(model.isRebuilding()); // rolled up on the pool, not in setStore()
        QTRY_VERIFY(!model.isRebuilding());
        QCOMPARE(updated.count(), 1);
        auto *per = model.conversationsPerSandbox();
        QCOMPARE(per->rowCount(), 1);
        QCOMPARE(per->rows().at(0).values.at(0), 2.0);
        QCOMPARE(model.usage()->rows().at(0).values.at(0), 2.0); // cost of o/a

        // Another conversation on s2: one coalesced roll-up, a keyed diff.
        store->applyConversations(
            {conversation(QStringLiteral("c3"), QStringLiteral("s2"), QStringLiteral("o/b"), 1.0, 1, 1, day(3))}, 3);
        QTRY_COMPARE(per->rowCount(), 2);
        QTRY_VERIFY(!model.isRebuilding());
        QCOMPARE(per->rows().at(per->rowOf(QStringLiteral("s2"))).values.at(0), 1.0);
        QCOMPARE(model.daily()->rowCount(), 3);

        // Hidden: nothing is rolled up until shown again.
        model.setActive(false);
        store->applyConversations(
            {conversation(QStringLiteral("c4"), QStringLiteral("s3"), QStringLiteral("o/b"), 1.0, 1, 1, day(3))}, 4);
        QTRY_COMPARE(store->conversationCount(), qsizetype(4));
        QTest::qWait(300);
        QCOMPARE(per->rowCount(), 2);
        model.setActive(true);
        QTRY_COMPARE(per->rowCount(), 3);
    }
};

QTEST_GUILESS_MAIN(TestChartModels)
#include "tst_chartmodels.moc"
