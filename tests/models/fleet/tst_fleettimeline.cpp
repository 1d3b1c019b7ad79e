// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet timeline's data (issue 32): status segments from the observed history and the events'
// timestamps, lanes grouped by sandbox or repository, concurrency, cost, the range -> active ids;
// and the store's status history (schema 12) behind it in a real SQLite file: one row per change,
// event points once, pruning beyond 90 days, kept across a reopen.

#include "models/api/wireenums.h"
#include "models/fleet/fleetreader.h"
#include "models/fleet/fleettimeline.h"
#include "models/store/store.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Switchyard;
using namespace Switchyard::Fleet;

namespace {

const qint64 kT0 = QDateTime(QDate(2026, 11, 2), QTime(8, 0), Qt::UTC).toMSecsSinceEpoch();
constexpr qint64 kMin = 60000;

StatusPoint exec(qint64 at, const QString &s, bool fromEvent = false)
{
    return {at, QStringLiteral("exec"), s, fromEvent};
}

StatusPoint sandbox(qint64 at, const QString &s)
{
    return {at, QStringLiteral("sandbox"), s, false};
}

HistoryRow row(const QString &id, const QString &kind, const QString &status, qint64 at, bool fromEvent = false,
               double value = 0)
{
    return {id, false, kind, status, at, fromEvent, value};
}

Event stateUpdate(const QString &id, qint64 atMs, const QString &key, ExecutionStatus s, double cost = -1)
{
    Event e;
    e.id = id;
    e.kind = QStringLiteral("ConversationStateUpdateEvent");
    e.timestamp = QDateTime::fromMSecsSinceEpoch(atMs, Qt::UTC).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz000"));
    e.source = EventSource::Environment;
    StateUpdatePayload p;
    p.key = key;
    if (s != ExecutionStatus::Unknown)
        p.executionStatus = s;
    if (cost >= 0) {
        MetricsSnapshot m;
        m.accumulatedCost = cost;
        p.usageToMetrics.insert(QStringLiteral("agent"), m);
    }
    e.payload = p;
    e.raw = QByteArrayLiteral("{}");
    return e;
}

Conversation conversation(const QString &id, const QString &sbx, ExecutionStatus s)
{
    Conversation c;
    c.id = id;
    c.title = QStringLiteral("Title ") + id;
    c.sandboxId = sbx;
    c.sandboxStatus = SandboxStatus::Running;
    c.executionStatus = s;
    c.createdAt = QDateTime::fromMSecsSinceEpoch(kT0, Qt::UTC);
    c.updatedAt = c.createdAt;
    return c;
}

Sandbox sandboxRecord(const QString &id, SandboxStatus s)
{
    Sandbox b;
    b.id = id;
    b.status = s;
    b.createdAt = QDateTime::fromMSecsSinceEpoch(kT0, Qt::UTC);
    return b;
}

QList<HistoryRow> rowsOf(const QList<HistoryRow> &rows, const QString &id, const QString &kind)
{
    QList<HistoryRow> out;
    for (const HistoryRow &r : rows) {
        if (r.subjectId == id && r.kind == kind)
            out.append(r);
    }
    return out;
}

} // namespace

class TestFleetTimeline : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void statesFromWireStrings()
    {
        bool approval = true;
        QCOMPARE(stateOf(QStringLiteral("running"), QStringLiteral("RUNNING"), &approval), State::Running);
        QVERIFY(!approval);
        QCOMPARE(stateOf(QStringLiteral("waiting_for_confirmation"), QStringLiteral("RUNNING"), &approval),
                 State::Waiting);
        QVERIFY(approval);
        QCOMPARE(stateOf(QStringLiteral("idle"), QString()), State::Waiting);
        QCOMPARE(stateOf(QString(), QStringLiteral("PAUSED")), State::Paused);
        QCOMPARE(stateOf(QStringLiteral("running"), QStringLiteral("ERROR")), State::Error);
        QCOMPARE(stateOf(QStringLiteral("stuck"), QStringLiteral("RUNNING")), State::Error);
        QCOMPARE(stateOf(QStringLiteral("finished"), QStringLiteral("RUNNING")), State::Finished);
        QCOMPARE(stateOf(QStringLiteral("hibernating"), QStringLiteral("RUNNING")), State::Other); // unknown kept
        QCOMPARE(stateOf(QString(), QString()), State::None);
    }

    void eventsFillTheTimeBeforeTheFirstObservation()
    {
        // Events say: running at 0, waiting for approval at 10, running at 20, finished at 50. The
        // client first looked at 30 (running), then saw it paused at 40: from 30 on only what it
        // observed counts (the event at 50 is a hint it did not confirm).
        const QList<StatusPoint> events{exec(kT0, QStringLiteral("running"), true),
                                        exec(kT0 + 10 * kMin, QStringLiteral("waiting_for_confirmation"), true),
                                        exec(kT0 + 20 * kMin, QStringLiteral("running"), true),
                                        exec(kT0 + 50 * kMin, QStringLiteral("finished"), true)};
        const QList<StatusPoint> observed{
            sandbox(kT0 + 30 * kMin, QStringLiteral("RUNNING")), exec(kT0 + 30 * kMin, QStringLiteral("running")),
            sandbox(kT0 + 40 * kMin, QStringLiteral("PAUSED")), exec(kT0 + 40 * kMin, QString())};
        const QList<StatusPoint> merged = mergeHistory(observed, events);
        QCOMPARE(merged.size(), 7);
        const QList<Segment> segs = segmentsFrom(merged, kT0 + 60 * kMin);
        QCOMPARE(segs.size(), 4);
        QCOMPARE(segs.at(0).state, State::Running);
        QCOMPARE(segs.at(0).endMs, kT0 + 10 * kMin);
        QCOMPARE(segs.at(1).state, State::Waiting);
        QVERIFY(segs.at(1).approval);
        QCOMPARE(segs.at(2).state, State::Running); // 20..40: the event's running and the observed one merge
        QCOMPARE(segs.at(2).startMs, kT0 + 20 * kMin);
        QCOMPARE(segs.at(2).endMs, kT0 + 40 * kMin);
        QCOMPARE(segs.at(3).state, State::Paused);
        QCOMPARE(segs.at(3).endMs, kT0 + 60 * kMin);
    }

    void lanesConcurrencyCostAndRange()
    {
        Inputs in;
        in.nowMs = kT0 + 120 * kMin;
        in.conversations = {
            {QStringLiteral("a"), QStringLiteral("A"), QStringLiteral("s1"), QStringLiteral("acme/web"), kT0, 1.5},
            {QStringLiteral("b"), QStringLiteral("B"), QStringLiteral("s1"), QStringLiteral("acme/api"), kT0 + 1, 0},
            {QStringLiteral("c"), QStringLiteral("C"), QStringLiteral("s2"), QStringLiteral("acme/web"), kT0 + 2, 0}};
        in.rows = {row(QStringLiteral("a"), QStringLiteral("exec"), QStringLiteral("running"), kT0),
                   row(QStringLiteral("a"), QStringLiteral("exec"), QStringLiteral("finished"), kT0 + 30 * kMin),
                   row(QStringLiteral("b"), QStringLiteral("exec"), QStringLiteral("running"), kT0 + 20 * kMin),
                   row(QStringLiteral("b"), QStringLiteral("exec"), QStringLiteral("idle"), kT0 + 60 * kMin),
                   row(QStringLiteral("b"), QStringLiteral("sandbox"), QStringLiteral("PAUSED"), kT0 + 90 * kMin),
                   row(QStringLiteral("c"), QStringLiteral("exec"), QStringLiteral("error"), kT0 + 5 * kMin),
                   row(QStringLiteral("a"), QStringLiteral("cost"), QString(), kT0 + 10 * kMin, true, 0.5),
                   row(QStringLiteral("b"), QStringLiteral("cost"), QString(), kT0 + 25 * kMin, true, 0.25)};
        in.sandboxes = {{QStringLiteral("s1"), {}}};
        in.sandboxes[0].lifecycle.deleteAt = QDateTime::fromMSecsSinceEpoch(in.nowMs + 3600000, Qt::UTC);
        const TimelineData d = build(in);
        QCOMPARE(d.lanes.size(), 5); // s1, a, b, s2, c
        QVERIFY(d.lanes.at(0).group);
        QCOMPARE(d.lanes.at(0).id, QStringLiteral("s1"));
        QCOMPARE(d.lanes.at(1).id, QStringLiteral("a"));
        QCOMPARE(d.lanes.at(3).id, QStringLiteral("s2"));
        QVERIFY(d.lanes.at(0).lifecycle.deleteAt.isValid());
        // s1: a runs 0..30, b runs/waits 20..90: two at once between 20 and 30.
        QCOMPARE(d.lanes.at(0).maxConcurrency, 2);
        const QList<QPair<qint64, int>> expected{{kT0, 1},
                                                 {kT0 + 20 * kMin, 2},
                                                 {kT0 + 30 * kMin, 1},
                                                 {kT0 + 90 * kMin, 0}};
        QCOMPARE(d.lanes.at(0).concurrency, expected);
        // Cost: a 0.5 at 10, b 0.25 at 25, a's record says 1.5 now: the group sums the latest of each.
        const QList<CostPoint> &cost = d.lanes.at(0).cost;
        QCOMPARE(cost.size(), 3);
        QCOMPARE(cost.at(1).cost, 0.75);
        QCOMPARE(cost.at(2).cost, 1.75);
        QCOMPARE(d.maxCost, 1.75);
        // The range -> the conversations running or waiting then.
        QCOMPARE(d.activeIn(kT0 + 21 * kMin, kT0 + 22 * kMin),
                 (QSet<QString>{QStringLiteral("a"), QStringLiteral("b")}));
        QCOMPARE(d.activeIn(kT0 + 40 * kMin, kT0 + 41 * kMin), QSet<QString>{QStringLiteral("b")});
        QCOMPARE(d.activeIn(kT0 + 100 * kMin, kT0 + 110 * kMin), QSet<QString>{}); // b paused, c in error
        // By repository: acme/api (b), acme/web (a, c).
        in.grouping = Grouping::Repository;
        const TimelineData r = build(in);
        QCOMPARE(r.lanes.at(0).title, QStringLiteral("acme/api"));
        QCOMPARE(r.lanes.at(2).title, QStringLiteral("acme/web"));
        QCOMPARE(r.lanes.size(), 5);
    }

    void storeKeepsOneRowPerChangeAndPrunes()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cache.sqlite"));
        qint64 clock = kT0 - 100LL * 24 * 3600 * 1000; // 100 days before T0
        {
            QString error;
            auto store = Store::openFile(path, &error);
            QVERIFY2(store, qPrintable(error));
            store->setClock([&clock] {
                return QDateTime::fromMSecsSinceEpoch(clock, Qt::UTC);
            });
            store->applySandboxes({sandboxRecord(QStringLiteral("s1"), SandboxStatus::Running)}, 1, false);
            store->applyConversations(
                {conversation(QStringLiteral("c1"), QStringLiteral("s1"), ExecutionStatus::Running)}, 2);
            store->waitForWrites();
            clock = kT0;
            // Unchanged records, polled again: no row. A change: one row.
            store->applySandboxes({sandboxRecord(QStringLiteral("s1"), SandboxStatus::Running)}, 3, false);
            store->applyConversations(
                {conversation(QStringLiteral("c1"), QStringLiteral("s1"), ExecutionStatus::Running)}, 4);
            clock = kT0 + kMin;
            store->applyConversations(
                {conversation(QStringLiteral("c1"), QStringLiteral("s1"), ExecutionStatus::WaitingForConfirmation)}, 5);
            store->applySandboxes({sandboxRecord(QStringLiteral("s1"), SandboxStatus::Paused)}, 6, false);
            // Events: an execution_status update and a stats update, sent twice (once stored).
            const QList<Event> events{stateUpdate(QStringLiteral("e1"), kT0 - 30 * kMin,
                                                  QStringLiteral("execution_status"), ExecutionStatus::Running),
                                      stateUpdate(QStringLiteral("e2"), kT0 - 20 * kMin, QStringLiteral("stats"),
                                                  ExecutionStatus::Unknown, 0.42)};
            store->appendEvents(QStringLiteral("c1"), events, {});
            store->waitForWrites();
            store->appendEvents(QStringLiteral("c1"), events, {});
            store->waitForWrites();
        }
        // The first rows (100 days old) were pruned in the batch at T0; the rest survive a reopen.
        const QList<HistoryRow> rows = readHistory(path, 0, kT0 + 3600000);
        const QList<HistoryRow> sbx = rowsOf(rows, QStringLiteral("s1"), QStringLiteral("sandbox"));
        QCOMPARE(sbx.size(), 1);
        QCOMPARE(sbx.at(0).status, QStringLiteral("PAUSED"));
        QVERIFY(sbx.at(0).sandboxSubject);
        QCOMPARE(sbx.at(0).atMs, kT0 + kMin);
        const QList<HistoryRow> ex = rowsOf(rows, QStringLiteral("c1"), QStringLiteral("exec"));
        QCOMPARE(ex.size(), 2); // the event's running (kept once) and the observed change
        QVERIFY(ex.at(0).fromEvent);
        QCOMPARE(ex.at(0).atMs, kT0 - 30 * kMin);
        QCOMPARE(ex.at(1).status, QStringLiteral("waiting_for_confirmation"));
        QVERIFY(!ex.at(1).fromEvent);
        const QList<HistoryRow> cost = rowsOf(rows, QStringLiteral("c1"), QStringLiteral("cost"));
        QCOMPARE(cost.size(), 1);
        QCOMPARE(cost.at(0).value, 0.42);
        // The reader builds the lanes from it off the GUI thread.
        QString error;
        auto store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        FleetReader reader;
        reader.setClock([] {
            return QDateTime::fromMSecsSinceEpoch(kT0 + 2 * kMin, Qt::UTC);
        });
        QSignalSpy ready(&reader, &FleetReader::dataReady);
        reader.setStore(store.get());
        QTRY_VERIFY(reader.data() != nullptr);
        const TimelineData &d = *reader.data();
        QCOMPARE(d.lanes.size(), 2);
        QCOMPARE(d.lanes.at(1).segments.size(), 2); // running (from the event), then waiting for approval
        QCOMPARE(d.lanes.at(1).segments.at(0).startMs, kT0 - 30 * kMin);
        QVERIFY(d.lanes.at(1).segments.at(1).approval);
    }
};

QTEST_GUILESS_MAIN(TestFleetTimeline)
#include "tst_fleettimeline.moc"
