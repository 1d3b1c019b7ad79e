// SPDX-License-Identifier: GPL-3.0-or-later
// Live following over the session socket (issue #16), the targets of the issue, each checked:
//  - an event the simulated agent emits is in the timeline model <= 250 ms later (p99);
//  - a streaming delta reaches the provisional text <= 100 ms later (p99);
//  - a 20,000-event conversation backfills over one socket <= 3 s (committed in the store);
//  - with 8 live sockets at 50 events/s each, no GUI-thread task over 50 ms (the bench_guilag probe:
//    a 1 ms precise timer; the longest gap between two ticks is the longest task in between).
// The live stack is Test::LoopbackStack with its simulator on a thread of its own, so that the GUI
// thread carries only the client, as in the app; every socket is the LiveManager's. Run it in a
// release build on a quiet machine (bench/benchtargets.h):
//   cmake --preset release && cmake --build --preset release --target bench_live
//   build/release/tests/bench/bench_live
// Quick mode (ctest, SWITCHYARD_BENCH_QUICK=1): small sizes, the same code paths, targets printed
// but not checked.
#include "app/sim/simulator.h"
#include "bench/benchtargets.h"
#include "models/api/apiclient.h"
#include "models/store/store.h"
#include "models/sync/live/livemanager.h"
#include "models/sync/live/livestream.h"
#include "models/sync/live/sessionsocket.h"
#include "models/timeline/storetimelinesource.h"
#include "models/timeline/timelinemodel.h"
#include "testutils/sim/loopbackstack.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <memory>

using namespace Switchyard;
using Bench::quick;

namespace {

/// The stack of every function: the newer simulator (no rate limit, manual clock) on its own
/// thread, the client without budget, an in-memory store, the live manager; no REST sync (the
/// records are fetched once by fetch()), so that what is measured is the socket path alone.
Test::LoopbackOptions options(int streamDeltaMs = 80)
{
    Test::LoopbackOptions o;
    o.placement = Test::SimPlacement::OwnThread;
    o.sim.useGeneration(Sim::ServerGeneration::Newer);
    o.sim.features.rateLimit = false;
    o.sim.autoAdvance = false;
    o.sim.seed = 4807;
    o.sim.epoch = QDateTime(QDate(2026, 8, 20), QTime(9, 0), QTimeZone::utc());
    o.sim.streamDeltaMs = streamDeltaMs;
    o.budget = false;
    o.inMemoryStore = true;
    o.withSync = false;
    o.withCommands = false;
    o.withLive = true;
    return o;
}

Sim::ConversationSpec running(qint64 bulk, const QString &script = QStringLiteral("idle"))
{
    Sim::ConversationSpec spec;
    spec.script = script;
    spec.runToEnd = false;
    spec.bulkEvents = bulk;
    return spec;
}

/// Reads the conversations' records into the store (what the list poll does in the app).
bool fetch(Test::LoopbackStack &stack, const QList<QString> &ids)
{
    bool done = false;
    quint64 sequence = 0;
    Store *store = stack.store();
    Api::ApiCall *call =
        stack.client()->getConversations(ids, store, [&](Api::Result<QList<std::optional<Conversation>>> r) {
            done = true;
            if (r.ok())
                store->applyConversationBatch(ids, r.value(), sequence);
        });
    sequence = call->sequence();
    const bool ok = QTest::qWaitFor(
        [&] {
            return done;
        },
        20000);
    store->waitForWrites();
    return ok;
}

double percentile(QList<double> v, double p)
{
    if (v.isEmpty())
        return -1;
    std::sort(v.begin(), v.end());
    return v.at(qsizetype(double(v.size() - 1) * p));
}

} // namespace

class BenchLive : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void eventToTimeline()
    {
        Test::LoopbackStack stack(options());
        QVERIFY(stack.isListening());
        const QString id = stack.onSim([](Sim::Simulator &s) {
            return s.addConversation(running(50));
        });
        QVERIFY(stack.connect());
        QVERIFY(fetch(stack, {id}));
        LiveManager &live = *stack.live();
        live.setOpenConversation(id);
        QVERIFY(QTest::qWaitFor(
            [&] {
                return live.mode(id) == LiveMode::Live;
            },
            10000));
        stack.store()->waitForWrites();
        StoreTimelineSource source(stack.store(), id);
        TimelineModel model;
        model.setSource(&source);
        QTest::qWait(200);

        const int n = quick() ? 50 : 400;
        QElapsedTimer clock;
        clock.start();
        auto emittedUs = std::make_unique<std::atomic<qint64>[]>(std::size_t(n));
        for (int i = 0; i < n; ++i)
            emittedUs[std::size_t(i)] = -1;
        QList<double> latencyMs;
        const int base = model.rowCount();
        int seen = 0;
        connect(&model, &QAbstractItemModel::rowsInserted, this, [&](const QModelIndex &, int first, int last) {
            const qint64 now = clock.nsecsElapsed() / 1000;
            for (int r = first; r <= last; ++r) {
                const int k = r - base;
                if (k >= 0 && k < n && emittedUs[std::size_t(k)] >= 0) {
                    latencyMs.append(double(now - emittedUs[std::size_t(k)]) / 1000.0);
                    ++seen;
                }
            }
        });
        for (int i = 0; i < n; ++i) {
            stack.postToSim([&, i](Sim::Simulator &s) {
                emittedUs[std::size_t(i)] = clock.nsecsElapsed() / 1000;
                s.addEvents(id, 1);
            });
            QTest::qWait(20); // 50 events/s
        }
        QVERIFY(QTest::qWaitFor(
            [&] {
                return seen >= n;
            },
            20000));
        QCOMPARE(seen, n); // every event reached the model, once
        const double p99 = percentile(latencyMs, 0.99);
        qInfo(
            "event emitted -> timeline model row: %d events, p50 %.1f ms, p99 %.1f ms, max %.1f ms (target p99 250 ms)",
            n, percentile(latencyMs, 0.5), p99, percentile(latencyMs, 1.0));
        BENCH_TARGET(p99 <= 250, "event -> timeline p99 <= 250 ms");
    }

    void deltaToProvisionalText()
    {
        Test::LoopbackStack stack(options(10));
        QVERIFY(stack.isListening());
        const QString id = stack.onSim([](Sim::Simulator &s) {
            return s.addConversation(running(0, QStringLiteral("feature")));
        });
        QVERIFY(stack.connect());
        QVERIFY(fetch(stack, {id}));
        LiveManager &live = *stack.live();
        live.setOpenConversation(id);
        QVERIFY(QTest::qWaitFor(
            [&] {
                return live.mode(id) == LiveMode::Live;
            },
            10000));
        QElapsedTimer clock;
        clock.start();
        qint64 stepUs = -1;
        QList<double> latencyMs;
        connect(live.streams(), &LiveStreams::changed, this, [&](const QString &cid) {
            if (cid == id && stepUs >= 0 && live.streams()->isStreaming(id)) {
                latencyMs.append(double(clock.nsecsElapsed() / 1000 - stepUs) / 1000.0);
                stepUs = -1;
            }
        });
        const int steps = quick() ? 300 : 3000;
        for (int i = 0; i < steps; ++i) {
            stack.onSim([&](Sim::Simulator &s) {
                stepUs = clock.nsecsElapsed() / 1000;
                s.advanceClock(std::chrono::milliseconds(10));
            });
            QTest::qWait(3);
            stepUs = -1;
        }
        const double p99 = percentile(latencyMs, 0.99);
        qInfo("streaming delta -> provisional text: %lld deltas, p50 %.1f ms, p99 %.1f ms, max %.1f ms (target 100 ms)",
              qlonglong(latencyMs.size()), percentile(latencyMs, 0.5), p99, percentile(latencyMs, 1.0));
        if (latencyMs.isEmpty() && !Bench::checkTargets())
            QSKIP("no streaming delta reached the widget within the run (a slow build: the sanitizers' CI build)");
        QVERIFY2(!latencyMs.isEmpty(), "no streaming delta reached the provisional text");
        BENCH_TARGET(p99 <= 100, "delta -> provisional text p99 <= 100 ms");
    }

    void backfillOverSocket()
    {
        Test::LoopbackStack stack(options());
        QVERIFY(stack.isListening());
        const int events = quick() ? 2000 : 20000;
        const QString id = stack.onSim([events](Sim::Simulator &s) {
            return s.addConversation(running(events));
        });
        const qint64 total = stack.onSim([&id](Sim::Simulator &s) {
            return qint64(s.eventIds(id).size());
        });
        QVERIFY(stack.connect());
        QVERIFY(fetch(stack, {id}));
        LiveManager &live = *stack.live();
        QElapsedTimer t;
        t.start();
        live.setOpenConversation(id); // a cold socket: it replays the whole history
        QVERIFY(QTest::qWaitFor(
            [&] {
                return live.mode(id) == LiveMode::Live;
            },
            60000));
        const qint64 liveMs = t.elapsed();
        stack.store()->waitForWrites();
        const qint64 committedMs = t.elapsed();
        QCOMPARE(stack.store()->eventCount(id), total);
        qInfo("backfill over one socket: %lld events caught up in %lld ms, committed in %lld ms (target 3 s)",
              qlonglong(total), qlonglong(liveMs), qlonglong(committedMs));
        BENCH_TARGET(committedMs <= 3000, "20k-event backfill over one socket committed <= 3 s");
    }

    void guiLagEightSockets()
    {
        Test::LoopbackStack stack(options());
        QVERIFY(stack.isListening());
        const int sockets = 8;
        QStringList ids;
        // Running agents (an endless script on a manual clock stays "running"): the live manager
        // follows the open one and the most active running ones, up to 8.
        for (int i = 0; i < sockets; ++i)
            ids.append(stack.onSim([](Sim::Simulator &s) {
                return s.addConversation(running(200, QStringLiteral("endless")));
            }));
        QVERIFY(stack.connect());
        QVERIFY(fetch(stack, ids));
        LiveManager &live = *stack.live();
        QCOMPARE(live.maxSockets(), sockets);
        live.setOpenConversation(ids.first());
        QVERIFY2(QTest::qWaitFor(
                     [&] {
                         return std::all_of(ids.cbegin(), ids.cend(), [&live](const QString &id) {
                             return live.mode(id) == LiveMode::Live;
                         });
                     },
                     30000),
                 "the live manager did not follow all 8 conversations");
        StoreTimelineSource source(stack.store(), ids.first());
        TimelineModel model;
        model.setSource(&source);

        QList<qint64> gapsUs;
        gapsUs.reserve(100000);
        QElapsedTimer clock;
        clock.start();
        qint64 last = -1;
        QTimer probe;
        probe.setTimerType(Qt::PreciseTimer);
        probe.setInterval(1);
        connect(&probe, &QTimer::timeout, this, [&] {
            const qint64 now = clock.nsecsElapsed() / 1000;
            if (last >= 0)
                gapsUs.append(now - last);
            last = now;
        });
        // 50 events/s per socket, emitted on the simulator's thread
        QTimer emitter;
        emitter.setInterval(20);
        connect(&emitter, &QTimer::timeout, this, [&] {
            stack.postToSim([ids](Sim::Simulator &s) {
                for (const QString &id : ids)
                    s.addEvents(id, 1);
            });
        });
        QList<qint64> before;
        for (const QString &id : std::as_const(ids))
            before.append(stack.store()->eventCount(id));
        probe.start();
        emitter.start();
        QTest::qWait(quick() ? 2000 : 20000);
        emitter.stop();
        probe.stop();
        QTest::qWait(500);
        stack.store()->waitForWrites();
        std::sort(gapsUs.begin(), gapsUs.end());
        QVERIFY(!gapsUs.isEmpty());
        const double maxMs = double(gapsUs.last()) / 1000.0;
        const double p99 = double(gapsUs.at(qsizetype(double(gapsUs.size() - 1) * 0.99))) / 1000.0;
        const qint64 over50 = gapsUs.end() - std::upper_bound(gapsUs.begin(), gapsUs.end(), qint64(50000));
        qint64 added = 0;
        for (int i = 0; i < sockets; ++i) {
            const qint64 n = stack.store()->eventCount(ids.at(i)) - before.at(i);
            QVERIFY2(n > 0, qPrintable(ids.at(i)));
            added += n;
        }
        qInfo("8 live sockets x 50 events/s: longest GUI-thread task %.1f ms, p99 gap %.2f ms, %lld gaps over 50 ms, "
              "%lld ticks; %lld events into the 8 logs (target: none over 50 ms)",
              maxMs, p99, qlonglong(over50), qlonglong(gapsUs.size()), qlonglong(added));
        BENCH_TARGET(over50 == 0, "8 sockets x 50 events/s: no GUI-thread task over 50 ms");
    }
};

QTEST_GUILESS_MAIN(BenchLive)
#include "bench_live.moc"
