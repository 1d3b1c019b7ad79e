// SPDX-License-Identifier: GPL-3.0-or-later
// /api/v1/settings is an optional endpoint (issue 28 item 2): whatever it answers, it degrades
// alone. Against the simulator over loopback HTTP with its fault injection on that path only
// (FaultConfig::pathContains): 5xx, 403 and 401 there never show the app as backing off, offline or
// unauthorized, and sync goes on (a conversation the server starts later arrives). Before, a 5xx
// there put the whole status bar into "backing off" and a 401/403 stopped every poller.
#include "app/sim/simulator.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "testutils/sim/loopbackstack.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

class TestSyncSettings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void settingsFailsAlone_data()
    {
        QTest::addColumn<int>("status");
        QTest::newRow("5xx") << 0; // the simulator's 500/502/503 mix
        QTest::newRow("403") << 403;
        QTest::newRow("401") << 401;
    }

    void settingsFailsAlone()
    {
        QFETCH(int, status);
        Test::LoopbackOptions o;
        o.generation(Sim::ServerGeneration::Newer);
        o.rateLimit(false);
        o.budget = false;
        o.retryAttempts = 1; // the client's own retries would only slow the test down
        o.sim.faults.pathContains = QStringLiteral("/settings");
        o.sim.faults.serverErrorRate = 1.0;
        o.sim.faults.serverErrorStatus = status;
        o.timing.listMs = 100;
        o.timing.sandboxesMs = 100;
        o.timing.settingsMs = 50;
        o.timing.backoffBaseMs = 10;
        o.timing.backoffCapMs = 40;
        o.timing.jitterSeed = 28;
        o.withCommands = false;
        o.startSync = false;
        Test::LoopbackStack stack(o);
        QVERIFY(stack.isListening());
        const QString first = stack.sim().addConversation();
        QVERIFY(stack.connect());
        SyncEngine *sync = stack.sync();
        QSignalSpy states(sync, &SyncEngine::stateChanged);
        sync->start();

        // The settings keep failing (a few rounds of its own backoff) while the rest syncs.
        QVERIFY(QTest::qWaitFor(
            [&] {
                return sync->stats().failures >= 4 && stack.store()->conversation(first).has_value();
            },
            20000));
        const QString later = stack.sim().addConversation();
        QVERIFY(QTest::qWaitFor(
            [&] {
                return stack.store()->conversation(later).has_value();
            },
            20000));

        QCOMPARE(sync->state().kind, SyncState::Online);
        QVERIFY(sync->isRunning());
        for (const QList<QVariant> &args : std::as_const(states)) {
            const auto kind = args.at(0).value<SyncState>().kind;
            QVERIFY2(
                kind == SyncState::Syncing || kind == SyncState::Online,
                qPrintable(QStringLiteral("state %1: %2").arg(int(kind)).arg(args.at(0).value<SyncState>().message)));
        }
        // Every failure was the settings'.
        const SyncStats stats = sync->stats();
        QCOMPARE(stats.failuresOf(status == 0 ? Api::ApiError::Kind::Server : Api::ApiError::Kind::Unauthorized),
                 stats.failures);
    }
};

QTEST_GUILESS_MAIN(TestSyncSettings)
#include "tst_syncsettings.moc"
