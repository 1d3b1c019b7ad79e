// SPDX-License-Identifier: GPL-3.0-or-later
// The live test stack of tests/testutils/sim (issue 18): what its options build, that the chain
// really runs over loopback (the sync engine fills the store file from the simulator), that a
// second stack attached to the same server and store file sees the cache, and that the check
// client reads the server's whole log.
#include "app/sim/simulator.h"
#include "models/commands/conversationcommands.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "testutils/sim/loopbackstack.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

class TestLoopbackStack : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void clientOnlyBuildsNoStore()
    {
        Test::LoopbackOptions o;
        o.generation(Sim::ServerGeneration::Newer).rateLimit(false).latency(5).clientOnly();
        o.budget = false;
        Test::LoopbackStack stack(o);
        QVERIFY(stack.isListening());
        QVERIFY(stack.hasSim());
        QCOMPARE(stack.sim().options().generation, Sim::ServerGeneration::Newer);
        QVERIFY(!stack.sim().options().features.rateLimit);
        QCOMPARE(stack.sim().options().faults.latencyMs, 5);
        QVERIFY(stack.connect());
        QVERIFY(stack.client());
        QVERIFY(!stack.store());
        QVERIFY(!stack.sync());
        QVERIFY(!stack.commands());
        QVERIFY(!stack.serverConfig().budget.enabled);
        QCOMPARE(stack.serverConfig().baseUrl, stack.sim().baseUrl());
        QCOMPARE(stack.serverConfig().baseUrl.host(), QStringLiteral("127.0.0.1"));
    }

    void fullStackSyncsIntoAStoreFile()
    {
        Test::LoopbackOptions o;
        o.sim.autoAdvance = false;
        o.timing.listMs = 50;
        o.timing.sandboxesMs = 50;
        o.timing.settingsMs = 60000;
        o.timing.backgroundEventConversations = 0;
        Test::LoopbackStack stack(o);
        QVERIFY(stack.isListening());
        Sim::ConversationSpec spec;
        spec.title = QStringLiteral("through the stack");
        spec.bulkEvents = 120;
        const QString id = stack.sim().addConversation(spec);
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        QVERIFY(stack.serverConfig().budget.enabled); // the app's default
        QVERIFY(stack.commands() && stack.workspace() && stack.downloads());
        QVERIFY(stack.sync()->isRunning());
        QVERIFY(QFileInfo::exists(stack.storeFile()));
        stack.sync()->setOpenConversation(id);
        QTRY_VERIFY_WITH_TIMEOUT(stack.store()->conversation(id).has_value(), 20000);

        const auto server = stack.serverEventIds(id);
        QVERIFY(server);
        QVERIFY(server->size() >= 120);
        QTRY_COMPARE_WITH_TIMEOUT(stack.store()->eventIds(id), *server, 20000);

        // Reconnecting keeps the store file: the cache is there before the first poll.
        const QString file = stack.storeFile();
        stack.disconnect();
        QVERIFY(!stack.client() && !stack.store());
        Test::LoopbackOptions attach;
        attach.storePath = file;
        attach.startSync = false;
        Test::LoopbackStack second(stack.sim().baseUrl(), stack.sim().apiKey(), attach);
        QVERIFY(!second.hasSim());
        QVERIFY(second.connect(&error));
        QVERIFY(!second.sync()->isRunning());
        QCOMPARE(second.store()->eventIds(id), *server);
    }
};

QTEST_GUILESS_MAIN(TestLoopbackStack)
#include "tst_loopbackstack.moc"
