// SPDX-License-Identifier: GPL-3.0-or-later
// Live following over the session socket (issue #16), the targets of the issue:
//  - an event the simulated agent emits is in the timeline model <= 250 ms later (p99);
//  - a streaming delta reaches the provisional text <= 100 ms later (p99);
//  - a 20,000-event conversation backfills over one socket <= 3 s (committed in the store);
//  - with 8 live sockets at 50 events/s each, no GUI-thread task over 50 ms (the bench_guilag probe:
//    a 1 ms precise timer; the longest gap between two ticks is the longest task in between).
// The simulator runs in a thread of its own, so that the GUI thread carries only the client, as in
// the app. Quick mode (CI): small sizes, the same code paths; the figures come from a full run.
#include "app/sim/simulator.h"
#include "models/api/apiclient.h"
#include "models/store/store.h"
#include "models/sync/live/livemanager.h"
#include "models/sync/live/livestream.h"
#include "models/sync/live/sessionsocket.h"
#include "models/timeline/storetimelinesource.h"
#include "models/timeline/timelinemodel.h"

#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QStandardPaths>
#include <QTest>
#include <QThread>
#include <QTimeZone>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <memory>

using namespace Switchyard;

namespace {

bool quickMode()
{
    return qEnvironmentVariableIntValue("SWITCHYARD_BENCH_QUICK") == 1;
}

/// The simulator on its own thread; every call to it is run there.
class SimHost
{
public:
    explicit SimHost(const Sim::SimOptions &o)
    {
        m_thread.start();
        m_ctx = new QObject;
        m_ctx->moveToThread(&m_thread);
        run([&] {
            m_sim = new Sim::Simulator(o);
            m_sim->listen();
        });
    }
    ~SimHost()
    {
        run([&] {
            delete m_sim;
        });
        m_ctx->deleteLater();
        m_thread.quit();
        m_thread.wait();
    }
    template<typename F>
    auto run(F f) -> decltype(f())
    {
        using R = decltype(f());
        if constexpr (std::is_void_v<R>) {
            QMetaObject::invokeMethod(m_ctx, f, Qt::BlockingQueuedConnection);
        } else {
            R r{};
            QMetaObject::invokeMethod(
                m_ctx,
                [&] {
                    r = f();
                },
                Qt::BlockingQueuedConnection);
            return r;
        }
    }
    template<typename F>
    void post(F f)
    {
        QMetaObject::invokeMethod(m_ctx, f, Qt::QueuedConnection);
    }
    Sim::Simulator *sim() const { return m_sim; }

private:
    QThread m_thread;
    QObject *m_ctx = nullptr;
    Sim::Simulator *m_sim = nullptr;
};

Sim::SimOptions options()
{
    Sim::SimOptions o;
    o.useGeneration(Sim::ServerGeneration::Newer);
    o.features.rateLimit = false;
    o.autoAdvance = false;
    o.seed = 4807;
    o.epoch = QDateTime(QDate(2026, 8, 20), QTime(9, 0), QTimeZone::utc());
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

struct Client
{
    QNetworkAccessManager nam;
    std::unique_ptr<Api::ApiClient> api;
    std::unique_ptr<Store> store = Store::openInMemory();

    explicit Client(SimHost &host)
    {
        api = std::make_unique<Api::ApiClient>(&nam);
        Api::ServerConfig config;
        config.baseUrl = host.run([&] {
            return host.sim()->baseUrl();
        });
        config.apiKey = host.run([&] {
            return host.sim()->apiKey();
        });
        config.budget.enabled = false;
        (void)api->setServer(config);
    }
    bool fetch(const QList<QString> &ids)
    {
        bool done = false;
        quint64 sequence = 0;
        Api::ApiCall *call =
            api->getConversations(ids, store.get(), [&](Api::Result<QList<std::optional<Conversation>>> r) {
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
};

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
        SimHost host(options());
        const QString id = host.run([&] {
            return host.sim()->addConversation(running(50));
        });
        Client c(host);
        QVERIFY(c.fetch({id}));
        LiveManager live(c.api.get(), c.store.get());
        live.setOpenConversation(id);
        QVERIFY(QTest::qWaitFor(
            [&] {
                return live.mode(id) == LiveMode::Live;
            },
            10000));
        c.store->waitForWrites();
        StoreTimelineSource source(c.store.get(), id);
        TimelineModel model;
        model.setSource(&source);
        QTest::qWait(200);

        const int n = quickMode() ? 50 : 400;
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
            host.post([&, i] {
                emittedUs[std::size_t(i)] = clock.nsecsElapsed() / 1000;
                host.sim()->addEvents(id, 1);
            });
            QTest::qWait(20); // 50 events/s
        }
        QVERIFY(QTest::qWaitFor(
            [&] {
                return seen >= n;
            },
            20000));
        qInfo(
            "event emitted -> timeline model row: %d events, p50 %.1f ms, p99 %.1f ms, max %.1f ms (target p99 250 ms)",
            n, percentile(latencyMs, 0.5), percentile(latencyMs, 0.99), percentile(latencyMs, 1.0));
        QVERIFY(percentile(latencyMs, 0.99) < 250 || quickMode());
    }

    void deltaToProvisionalText()
    {
        Sim::SimOptions o = options();
        o.streamDeltaMs = 10;
        SimHost host(o);
        const QString id = host.run([&] {
            return host.sim()->addConversation(running(0, QStringLiteral("feature")));
        });
        Client c(host);
        QVERIFY(c.fetch({id}));
        LiveManager live(c.api.get(), c.store.get());
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
        const int steps = quickMode() ? 300 : 3000;
        for (int i = 0; i < steps; ++i) {
            host.run([&] {
                stepUs = clock.nsecsElapsed() / 1000;
                host.sim()->advanceClock(std::chrono::milliseconds(10));
            });
            QTest::qWait(3);
            stepUs = -1;
        }
        qInfo("streaming delta -> provisional text: %lld deltas, p50 %.1f ms, p99 %.1f ms, max %.1f ms (target 100 ms)",
              qlonglong(latencyMs.size()), percentile(latencyMs, 0.5), percentile(latencyMs, 0.99),
              percentile(latencyMs, 1.0));
        if (latencyMs.isEmpty())
            QSKIP("no streaming delta reached the widget within the run (a slow build: the sanitizers' CI build)");
    }

    void backfillOverSocket()
    {
        SimHost host(options());
        const int events = quickMode() ? 2000 : 20000;
        const QString id = host.run([&] {
            return host.sim()->addConversation(running(events));
        });
        const qint64 total = host.run([&] {
            return qint64(host.sim()->eventIds(id).size());
        });
        Client c(host);
        const QString sandbox = host.run([&] {
            return host.sim()->sandboxOf(id);
        });
        const QUrl base = host.run([&] {
            return host.sim()->agentServerUrl(sandbox);
        });
        const QString key = host.run([&] {
            return host.sim()->sessionApiKey(sandbox);
        });
        SessionSocket socket(id, c.store.get(), nullptr);
        socket.setEndpoint(base, key);
        QElapsedTimer t;
        t.start();
        socket.start();
        QVERIFY(QTest::qWaitFor(
            [&] {
                return socket.isLive();
            },
            60000));
        const qint64 liveMs = t.elapsed();
        c.store->waitForWrites();
        const qint64 committedMs = t.elapsed();
        QCOMPARE(c.store->eventCount(id), total);
        qInfo("backfill over one socket: %lld events caught up in %lld ms, committed in %lld ms (target 3 s)",
              qlonglong(total), qlonglong(liveMs), qlonglong(committedMs));
        QVERIFY(committedMs < 3000 || quickMode());
    }

    void guiLagEightSockets()
    {
        SimHost host(options());
        const int sockets = 8;
        QStringList ids;
        for (int i = 0; i < sockets; ++i)
            ids.append(host.run([&] {
                return host.sim()->addConversation(running(200));
            }));
        Client c(host);
        QVERIFY(c.fetch(ids));
        LiveManager live(c.api.get(), c.store.get());
        live.setOpenConversation(ids.first());
        live.reselect();
        // the running ones get sockets too (the most active, up to 8); an "idle" script is not
        // running, so follow them as the open one, one after the other, and keep them all
        std::vector<std::unique_ptr<SessionSocket>> extra;
        for (int i = 1; i < sockets; ++i) {
            const QString sandbox = host.run([&] {
                return host.sim()->sandboxOf(ids.at(i));
            });
            auto s = std::make_unique<SessionSocket>(ids.at(i), c.store.get(), live.streams());
            s->setEndpoint(host.run([&] {
                return host.sim()->agentServerUrl(sandbox);
            }),
                           host.run([&] {
                               return host.sim()->sessionApiKey(sandbox);
                           }));
            s->start();
            extra.push_back(std::move(s));
        }
        QVERIFY(QTest::qWaitFor(
            [&] {
                if (live.mode(ids.first()) != LiveMode::Live)
                    return false;
                return std::all_of(extra.cbegin(), extra.cend(), [](const auto &s) {
                    return s->isLive();
                });
            },
            20000));
        StoreTimelineSource source(c.store.get(), ids.first());
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
            host.post([&] {
                for (const QString &id : std::as_const(ids))
                    host.sim()->addEvents(id, 1);
            });
        });
        const qint64 before = c.store->eventCount(ids.last());
        probe.start();
        emitter.start();
        QTest::qWait(quickMode() ? 2000 : 20000);
        emitter.stop();
        probe.stop();
        QTest::qWait(500);
        c.store->waitForWrites();
        std::sort(gapsUs.begin(), gapsUs.end());
        const double maxMs = gapsUs.isEmpty() ? -1 : double(gapsUs.last()) / 1000.0;
        const double p99 =
            gapsUs.isEmpty() ? -1 : double(gapsUs.at(qsizetype(double(gapsUs.size() - 1) * 0.99))) / 1000.0;
        const qint64 over50 = gapsUs.end() - std::upper_bound(gapsUs.begin(), gapsUs.end(), qint64(50000));
        qInfo("8 live sockets x 50 events/s: longest GUI-thread task %.1f ms, p99 gap %.2f ms, %lld gaps over 50 ms, "
              "%lld ticks; %lld events into one log (target: none over 50 ms)",
              maxMs, p99, qlonglong(over50), qlonglong(gapsUs.size()),
              qlonglong(c.store->eventCount(ids.last()) - before));
        QVERIFY(c.store->eventCount(ids.last()) > before);
    }
};

QTEST_GUILESS_MAIN(BenchLive)
#include "bench_live.moc"
