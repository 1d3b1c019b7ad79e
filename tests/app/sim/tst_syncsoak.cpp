// SPDX-License-Identifier: GPL-3.0-or-later
// Fault soak of the sync engine against the simulator over real loopback HTTP (issue 5).
//
// A fixed seed drives the simulator's faults (5xx, 429 with Retry-After, hangs, resets, truncated and
// malformed JSON, invalid page ids, duplicated and shuffled page items, webhook lag) while agents
// produce events, sandboxes are paused and resumed, conversations are added and the open
// conversation changes. After at least 10,000 injected faults the faults stop and the world is
// frozen; then:
//  - within two list polls every conversation's and sandbox's status equals the server's;
//  - every conversation's client event log equals the server's (no loss, duplicate or reordering).
// soakWithSockets() does the same with the live session sockets beside the pollers (issue #16) and
// the simulator's socket faults on top: dropped connections, duplicated and reordered frames, lost
// deltas, agent-server restarts; afterwards every log equals the agent's, in order, no duplicates.
// Both run on the one live stack, Test::LoopbackStack (the second with its LiveManager).
#include "app/sim/simulator.h"
#include "models/api/apiclient.h"
#include "models/api/wireenums.h"
#include "models/store/store.h"
#include "models/sync/live/livemanager.h"
#include "models/sync/live/livestream.h"
#include "models/sync/syncengine.h"
#include "testutils/sim/loopbackstack.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

using namespace Switchyard;

namespace {

constexpr quint64 kSeed = 20261129;

qint64 injectedFaults(const SyncStats &s)
{
    return s.failures + s.duplicateItems + s.unorderedPages;
}

} // namespace

class TestSyncSoak : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void soak()
    {
        const bool quick = qEnvironmentVariableIsSet("SWITCHYARD_SOAK_QUICK");
        const qint64 faultTarget = quick ? 1000 : 10000;

        Test::LoopbackOptions o;
        o.sim.seed = kSeed;
        o.sim.autoAdvance = false;
        o.sim.epoch = QDateTime(QDate(2026, 8, 20), QTime(9, 0), Qt::UTC);
        o.transferTimeout = std::chrono::milliseconds(300);
        // The soak is about faults, not pacing: a budget of 8 requests/s would stretch it past its
        // fault target (the budget has tst_requestbudget and tst_ratelimitbudget).
        o.budget = false;
        o.retryAttempts = 1; // every injected fault reaches the pollers
        o.withCommands = false;
        o.startSync = false; // started below, once the world moves
        Test::LoopbackStack stack(o);
        QVERIFY(stack.isListening());
        Sim::Simulator &sim = stack.sim();
        QRandomGenerator rng{quint32(kSeed)};

        QStringList scripts{QStringLiteral("fix_tests"), QStringLiteral("feature"), QStringLiteral("chat"),
                            QStringLiteral("condense"), QStringLiteral("confirm")};
        QStringList live;
        for (int i = 0; i < 5; ++i) {
            Sim::ConversationSpec spec;
            spec.script = scripts.at(i);
            spec.runToEnd = false;
            spec.title = QStringLiteral("live %1").arg(i);
            live.append(sim.addConversation(spec));
        }
        for (int i = 0; i < 4; ++i) {
            Sim::ConversationSpec spec;
            spec.script = QStringLiteral("fix_tests");
            spec.runToEnd = true;
            spec.bulkEvents = i == 0 ? 230 : 0;
            spec.sandboxId = sim.sandboxOf(live.at(i % live.size()));
            live.append(sim.addConversation(spec));
        }

        SyncTiming t;
        t.openActiveMs = 5;
        t.openIdleMs = 10;
        t.listMs = 30;
        t.sandboxesMs = 20;
        t.backgroundEventsMs = 40;
        t.startTasksMs = 20;
        t.settingsMs = 10;
        t.backoffBaseMs = 2;
        t.backoffCapMs = 20;
        t.retryAfterCapMs = 10; // Retry-After is honoured, capped so that the soak runs fast
        t.reevaluateMs = 100;
        t.countCheckEvery = 2;
        t.backgroundEventConversations = -1;
        t.eventPageSize = 2; // tiny pages: every tail pages, so page faults (duplicates, shuffles) happen
        t.jitterSeed = quint32(kSeed);
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        QVERIFY(!stack.storeFile().isEmpty()); // a real SQLite file, as the app's cache
        SyncEngine &engine = *stack.sync();
        Store *store = stack.store();
        engine.setTiming(t);
        engine.setOpenConversation(live.first());

        Sim::FaultConfig f;
        f.serverErrorRate = 0.12;
        f.rateLimitRate = 0.08;
        f.retryAfterSeconds = 1;
        f.hangRate = 0.004;
        f.resetRate = 0.08;
        f.truncateRate = 0.08;
        f.malformedRate = 0.08;
        f.duplicateItemsRate = 0.3;
        f.reorderItemsRate = 0.3;
        f.invalidPageIdRate = 0.1;
        f.webhookLag = true;
        f.webhookBatchSize = 5;
        f.webhookFlushSeconds = 30;
        f.latencyJitterMs = 2;
        sim.setFaults(f);

        // The world moves on while faults happen: virtual time, sandbox churn, new conversations,
        // the user opening other conversations.
        int tick = 0;
        QTimer world;
        world.setInterval(10);
        connect(&world, &QTimer::timeout, this, [&] {
            sim.advanceClock(std::chrono::milliseconds(400));
            ++tick;
            if (tick % 150 == 0) {
                const QStringList sandboxes = sim.sandboxIds();
                if (!sandboxes.isEmpty()) {
                    const QString sid = sandboxes.at(int(rng.bounded(quint32(sandboxes.size()))));
                    const QString st = sim.sandboxStatus(sid);
                    if (st == u"RUNNING")
                        sim.setSandboxStatus(sid, QStringLiteral("PAUSED"));
                    else if (st == u"PAUSED")
                        sim.setSandboxStatus(sid, QStringLiteral("RUNNING"));
                }
            }
            if (tick % 400 == 0 && live.size() < 16) {
                Sim::ConversationSpec spec;
                spec.script = scripts.at(int(rng.bounded(quint32(scripts.size()))));
                spec.runToEnd = false;
                live.append(sim.addConversation(spec));
            }
            if (tick % 250 == 0)
                engine.setOpenConversation(live.at(int(rng.bounded(quint32(live.size())))));
        });
        world.start();
        engine.start();

        QElapsedTimer elapsed;
        elapsed.start();
        while (injectedFaults(engine.stats()) < faultTarget && elapsed.elapsed() < 600000)
            QTest::qWait(100);
        const SyncStats during = engine.stats();
        qInfo("faults observed by the client: %lld (%lld failed requests: server %lld, 429 %lld, timeout %lld, "
              "network %lld, parse %lld, 400 %lld; duplicate items %lld, unordered pages %lld), late events %lld, "
              "count mismatches %lld, refills %lld, in %lld ms",
              qlonglong(injectedFaults(during)), qlonglong(during.failures),
              qlonglong(during.failuresOf(Api::ApiError::Kind::Server)),
              qlonglong(during.failuresOf(Api::ApiError::Kind::RateLimited)),
              qlonglong(during.failuresOf(Api::ApiError::Kind::Timeout)),
              qlonglong(during.failuresOf(Api::ApiError::Kind::Network)),
              qlonglong(during.failuresOf(Api::ApiError::Kind::Parse)),
              qlonglong(during.failuresOf(Api::ApiError::Kind::Validation)), qlonglong(during.duplicateItems),
              qlonglong(during.unorderedPages), qlonglong(during.lateEvents), qlonglong(during.countMismatches),
              qlonglong(during.refills), qlonglong(elapsed.elapsed()));
        QVERIFY(injectedFaults(during) >= faultTarget);
        if (!quick) {
            // Every kind the simulator offers was hit.
            QVERIFY(during.failuresOf(Api::ApiError::Kind::Server) > 0);
            QVERIFY(during.failuresOf(Api::ApiError::Kind::RateLimited) > 0);
            QVERIFY(during.failuresOf(Api::ApiError::Kind::Timeout) > 0);
            QVERIFY(during.failuresOf(Api::ApiError::Kind::Network) > 0);
            QVERIFY(during.failuresOf(Api::ApiError::Kind::Parse) > 0);
            QVERIFY(during.failuresOf(Api::ApiError::Kind::Validation) > 0);
            QVERIFY(during.duplicateItems > 0);
            QVERIFY(during.unorderedPages > 0);
        }

        // Faults stop; the world freezes.
        world.stop();
        sim.setFaults({});
        QSignalSpy listed(&engine, &SyncEngine::listSynced);
        QSignalSpy synced(&engine, &SyncEngine::conversationEventsSynced);

        // Statuses: equal to the server's within two list polls.
        QTRY_VERIFY_WITH_TIMEOUT(listed.size() >= 2, 20000);
        store->waitForWrites();
        Api::ApiClient &check = stack.checkClient(); // 10 s transfer timeout, no budget
        const QStringList serverIds = sim.conversationIds();
        auto records = Test::await<QList<std::optional<Conversation>>>([&](auto cb) {
            return check.getConversations(serverIds, this, cb);
        });
        QVERIFY(records);
        int compared = 0;
        for (const auto &rec : std::as_const(*records)) {
            if (!rec)
                continue;
            const auto mine = store->conversation(rec->id);
            QVERIFY2(mine, qPrintable(rec->id));
            QVERIFY(!mine->gone);
            QCOMPARE(mine->conversation.sandboxStatus, rec->sandboxStatus);
            QCOMPARE(mine->conversation.executionStatus, rec->executionStatus);
            QCOMPARE(mine->displaySandboxStatus, rec->sandboxStatus);
            ++compared;
        }
        QCOMPARE(compared, serverIds.size());
        for (const QString &sid : sim.sandboxIds()) {
            const auto mine = store->sandbox(sid);
            QVERIFY2(mine, qPrintable(sid));
            QCOMPARE(Api::toWire(mine->sandbox.status), sim.sandboxStatus(sid));
        }

        // Event logs: every conversation synced (count check passed) since the faults stopped, then
        // compared id by id with the server's log.
        QSet<QString> done;
        QElapsedTimer waitSync;
        waitSync.start();
        while (waitSync.elapsed() < 60000) {
            for (const auto &args : std::as_const(synced))
                done.insert(args.at(0).toString());
            bool all = true;
            for (const QString &id : serverIds)
                all = all && done.contains(id);
            if (all)
                break;
            QTest::qWait(50);
        }
        engine.stop();
        store->waitForWrites();
        qint64 totalEvents = 0;
        for (const QString &id : serverIds) {
            const auto server = stack.serverEventIds(id);
            QVERIFY(server);
            const QList<QString> local = store->eventIds(id);
            if (local != *server) {
                qWarning() << "log differs for" << id << "local" << local.size() << "server" << server->size();
                QCOMPARE(local, *server);
            }
            QCOMPARE(QSet<QString>(local.cbegin(), local.cend()).size(), local.size());
            totalEvents += local.size();
        }
        qInfo("after the faults: %lld conversations, %lld events, every log equal to the server's",
              qlonglong(serverIds.size()), qlonglong(totalEvents));
        QVERIFY(totalEvents > 100);
    }

    void soakWithSockets()
    {
        const bool quick = qEnvironmentVariableIsSet("SWITCHYARD_SOAK_QUICK");
        Test::LoopbackOptions o;
        o.sim.seed = kSeed + 16;
        o.sim.autoAdvance = false;
        o.sim.epoch = QDateTime(QDate(2026, 8, 20), QTime(9, 0), Qt::UTC);
        o.sim.features.sessionSocket = true; // the newer agent servers' socket, the older REST otherwise
        o.sim.features.streamingDeltas = true;
        o.transferTimeout = std::chrono::milliseconds(300);
        o.budget = false;
        o.retryAttempts = 1;
        o.withCommands = false;
        o.startSync = false; // started below, once the world moves
        o.withLive = true; // wired as the app wires it (Application::wireLive)
        Test::LoopbackStack stack(o);
        QVERIFY(stack.isListening());
        Sim::Simulator &sim = stack.sim();
        QRandomGenerator rng{quint32(kSeed + 16)};
        QStringList scripts{QStringLiteral("fix_tests"), QStringLiteral("feature"), QStringLiteral("chat"),
                            QStringLiteral("condense"), QStringLiteral("confirm")};
        QStringList ids;
        for (int i = 0; i < 10; ++i) {
            Sim::ConversationSpec spec;
            spec.script = scripts.at(i % scripts.size());
            spec.runToEnd = false;
            spec.bulkEvents = i < 3 ? 300 : 0;
            ids.append(sim.addConversation(spec));
        }
        SyncTiming t;
        t.openActiveMs = 5;
        t.openIdleMs = 10;
        t.listMs = 30;
        t.sandboxesMs = 20;
        t.backgroundEventsMs = 40;
        t.startTasksMs = 20;
        t.settingsMs = 10;
        t.backoffBaseMs = 2;
        t.backoffCapMs = 20;
        t.retryAfterCapMs = 10;
        t.reevaluateMs = 100;
        t.countCheckEvery = 2;
        t.backgroundEventConversations = -1;
        t.eventPageSize = 5;
        t.jitterSeed = quint32(kSeed);
        o.timing = t;
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        QVERIFY(!stack.storeFile().isEmpty()); // a real SQLite file, as the app's cache
        SyncEngine &engine = *stack.sync();
        engine.setTiming(t);
        Store *store = stack.store();
        LiveManager &live = *stack.live();
        live.setBackoff(2, 30, quint32(kSeed));
        live.setMaxSockets(6);
        engine.setOpenConversation(ids.first());
        live.setOpenConversation(ids.first());

        Sim::FaultConfig f;
        f.serverErrorRate = 0.05;
        f.resetRate = 0.03;
        f.truncateRate = 0.03;
        f.duplicateItemsRate = 0.2;
        f.reorderItemsRate = 0.2;
        f.webhookLag = true;
        f.webhookBatchSize = 5;
        f.webhookFlushSeconds = 30;
        f.socketDropRate = 0.03;
        f.socketDuplicateRate = 0.1;
        f.socketReorderRate = 0.1;
        f.socketDeltaLossRate = 0.2;
        sim.setFaults(f);

        int tick = 0;
        QTimer world;
        world.setInterval(10);
        connect(&world, &QTimer::timeout, this, [&] {
            sim.advanceClock(std::chrono::milliseconds(400));
            ++tick;
            if (tick % 60 == 0)
                sim.addEvents(ids.at(int(rng.bounded(quint32(ids.size())))), 20);
            if (tick % 150 == 0) {
                const QString sid = sim.sandboxOf(ids.at(int(rng.bounded(quint32(ids.size())))));
                const QString st = sim.sandboxStatus(sid);
                if (st == u"RUNNING")
                    sim.setSandboxStatus(sid, QStringLiteral("PAUSED"));
                else if (st == u"PAUSED")
                    sim.setSandboxStatus(sid, QStringLiteral("RUNNING"));
            }
            if (tick % 230 == 0)
                sim.restartAgentServers(std::chrono::milliseconds(100));
            if (tick % 250 == 0) {
                const QString open = ids.at(int(rng.bounded(quint32(ids.size()))));
                engine.setOpenConversation(open);
                live.setOpenConversation(open);
            }
        });
        world.start();
        engine.start();
        QElapsedTimer elapsed;
        elapsed.start();
        const qint64 runMs = quick ? 15000 : 60000;
        qint64 socketStored = 0;
        while (elapsed.elapsed() < runMs)
            QTest::qWait(100);
        world.stop();
        sim.setFaults({});
        // every sandbox runs again: the sockets follow what they may, REST the rest
        for (const QString &sid : sim.sandboxIds()) {
            if (sim.sandboxStatus(sid) == u"PAUSED")
                sim.setSandboxStatus(sid, QStringLiteral("RUNNING"));
        }
        sim.advanceClock(std::chrono::seconds(60)); // the webhook flushes what it held
        const Sim::SocketStats ss = sim.socketStats();
        qInfo("socket soak: %lld sockets opened, %lld dropped by fault, %lld restarts aborted, %lld durable frames, "
              "%lld deltas lost",
              qlonglong(ss.opened), qlonglong(ss.droppedFault), qlonglong(ss.abortedDown), qlonglong(ss.durableFrames),
              qlonglong(ss.deltasLost));
        QVERIFY(ss.droppedFault > 0);
        QVERIFY(ss.durableFrames > 0);

        // Every log holds the agent's events (settled), then equals the server's log in order: the
        // agent's seq order (what the socket delivers), or, for a log REST filled first, the order
        // /events/search gives (the existing soak's criterion); no duplicates either way.
        QElapsedTimer settle;
        settle.start();
        while (settle.elapsed() < 90000) {
            store->waitForWrites();
            bool all = true;
            for (const QString &id : sim.conversationIds()) {
                const QStringList server = sim.eventIds(id);
                const QList<QString> local = store->eventIds(id);
                all = all
                    && QSet<QString>(local.cbegin(), local.cend()) == QSet<QString>(server.cbegin(), server.cend())
                    && local.size() == server.size();
            }
            if (all)
                break;
            QTest::qWait(200);
        }
        for (const QString &id : live.followed())
            socketStored += live.socket(id)->stats().durableStored;
        engine.stop();
        store->waitForWrites();
        Api::ApiClient &check = stack.checkClient(); // 10 s transfer timeout, no budget
        qint64 total = 0;
        int restOrdered = 0;
        for (const QString &id : sim.conversationIds()) {
            const QList<QString> local = store->eventIds(id);
            const QStringList agent = sim.eventIds(id);
            QCOMPARE(QSet<QString>(local.cbegin(), local.cend()).size(), local.size());
            if (local != QList<QString>(agent.cbegin(), agent.cend())) {
                const auto rest = Test::serverEventIds(check, this, id);
                QVERIFY(rest);
                if (local != *rest)
                    qWarning() << "log differs for" << id << "local" << local.size() << "agent" << agent.size();
                QCOMPARE(local, *rest);
                ++restOrdered;
            }
            total += local.size();
        }
        qInfo("after the socket faults: %lld conversations, %lld events, every log equal to the server's (%d in "
              "REST order, the rest in the agent's seq order; %lld stored by the sockets still open)",
              qlonglong(sim.conversationIds().size()), qlonglong(total), restOrdered, qlonglong(socketStored));
        QVERIFY(total > 500);
    }
};

int main(int argc, char **argv)
{
    // The soak runs for minutes on a loaded machine: lift Qt Test's 5-minute watchdog.
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT", "1800000");
    QCoreApplication app(argc, argv);
    TestSyncSoak test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_syncsoak.moc"
