// SPDX-License-Identifier: GPL-3.0-or-later
// Sandbox lifecycle against the simulator over real loopback HTTP, seen through the sandbox map:
// ApiClient -> SyncEngine -> Store -> SandboxMapModel, actions through ConversationCommands (the
// same chain the app runs). Pause a shared sandbox and watch every attached conversation's status
// follow within two list polls; resume; delete (its conversations become orphans on the map).

#include "app/sim/simulator.h"
#include "models/commands/conversationcommands.h"
#include "models/sandboxmap/sandboxmapmodel.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "testutils/outcomespy.h"
#include "testutils/sim/loopbackstack.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using K = Command;

namespace {

constexpr int kWaitMs = 20000;
constexpr int kPollMs = 150;

bool allConversations(const SandboxMapSnapshot &snap, const QList<QString> &ids, SandboxStatus status)
{
    for (const auto &id : ids) {
        const auto *c = snap.conversation(id);
        if (!c || c->sandboxStatus.value() != status)
            return false;
        if (status != SandboxStatus::Running && !c->execution.isAbsent())
            return false; // execution_status is null unless RUNNING (§3.4)
    }
    return true;
}

} // namespace

class TestSandboxLifecycle : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<K>();
        Test::LoopbackOptions o;
        o.sim.autoAdvance = true;
        o.sim.clockSpeed = 10.0; // STARTING -> RUNNING (3 s virtual) takes 300 ms
        o.timing.listMs = kPollMs;
        o.timing.sandboxesMs = kPollMs;
        o.timing.openActiveMs = 60000;
        o.timing.openIdleMs = 60000;
        o.timing.backgroundEventsMs = 60000;
        o.timing.settingsMs = 60000;
        o.timing.backgroundEventConversations = 0;
        o.timing.jitterSeed = 7;
        o.startSync = false; // once the map watches the store
        m_stack = std::make_unique<Test::LoopbackStack>(o);
        QVERIFY(m_stack->isListening());
        m_sim = &m_stack->sim();

        // A shared sandbox with three conversations, and a bystander on its own sandbox.
        m_sandbox = m_sim->addSandbox(QStringLiteral("RUNNING"));
        for (int i = 0; i < 3; ++i) {
            Sim::ConversationSpec spec;
            spec.sandboxId = m_sandbox;
            spec.title = QStringLiteral("Shared %1").arg(i);
            spec.script = QStringLiteral("idle");
            m_shared.append(m_sim->addConversation(spec));
        }
        Sim::ConversationSpec solo;
        solo.title = QStringLiteral("Bystander");
        solo.script = QStringLiteral("idle");
        m_bystander = m_sim->addConversation(solo);
        QCOMPARE(m_sim->sandboxOf(m_shared.at(2)), m_sandbox);

        QString error;
        QVERIFY2(m_stack->connect(&error), qPrintable(error));
        m_store = m_stack->store();
        m_sync = m_stack->sync();
        m_commands = m_stack->commands();
        m_commands->setPollInterval(50);
        m_map = std::make_unique<SandboxMapModel>();
        m_map->setStore(m_store);
        m_sync->start();

        // The conversations may arrive before the sandbox records (the map then shows placeholders).
        const QString bystanderSandbox = m_sim->sandboxOf(m_bystander);
        QTRY_VERIFY_WITH_TIMEOUT(m_map->snapshot().sandbox(m_sandbox) && m_map->snapshot().sandbox(m_sandbox)->known
                                     && m_map->snapshot().sandbox(m_sandbox)->capacityUsed() == 3
                                     && m_map->snapshot().sandbox(bystanderSandbox)
                                     && m_map->snapshot().sandbox(bystanderSandbox)->known,
                                 kWaitMs);
        const auto &snap = m_map->snapshot();
        QVERIFY(snap.sandbox(m_sandbox)->isShared());
        QCOMPARE(snap.sandbox(m_sandbox)->status.value(), SandboxStatus::Running);
        QVERIFY(allConversations(snap, m_shared, SandboxStatus::Running));
        QCOMPARE(snap.count(SandboxMapFinding::Shared), 1);
    }

    void cleanupTestCase()
    {
        m_map.reset();
        m_commands = nullptr;
        m_sync = nullptr;
        m_store = nullptr;
        m_sim = nullptr;
        m_stack.reset();
    }

    void pauseFollowsWithinTwoPolls()
    {
        Test::OutcomeSpy ok(m_commands->sandboxes(), Test::OutcomeSpy::Succeeded);
        Test::OutcomeSpy failed(m_commands->sandboxes(), Test::OutcomeSpy::Failed);
        QVERIFY(m_commands->sandboxes()->pause(m_sandbox));
        QTRY_VERIFY_WITH_TIMEOUT(!ok.isEmpty() || !failed.isEmpty(), kWaitMs);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(2).toString()));
        QCOMPARE(m_sim->sandboxStatus(m_sandbox), QStringLiteral("PAUSED"));

        // Count the list polls completed from here until the map shows every attached
        // conversation PAUSED (with no execution status).
        int polls = 0;
        int pollsWhenFollowed = -1;
        QMetaObject::Connection counter = connect(m_sync, &SyncEngine::listSynced, this, [&polls] {
            ++polls;
        });
        QMetaObject::Connection watcher = connect(m_map.get(), &SandboxMapModel::changed, this, [&] {
            if (pollsWhenFollowed < 0 && allConversations(m_map->snapshot(), m_shared, SandboxStatus::Paused))
                pollsWhenFollowed = polls;
        });
        QTRY_VERIFY_WITH_TIMEOUT(pollsWhenFollowed >= 0 || polls > 4, kWaitMs);
        disconnect(counter);
        disconnect(watcher);
        qInfo("every attached conversation showed PAUSED after %d list poll(s)", pollsWhenFollowed);
        QVERIFY2(pollsWhenFollowed >= 0 && pollsWhenFollowed <= 2,
                 qPrintable(QStringLiteral("followed after %1 polls (seen %2)").arg(pollsWhenFollowed).arg(polls)));

        // The sandbox itself, and the bystander is untouched.
        QTRY_COMPARE_WITH_TIMEOUT(m_map->snapshot().sandbox(m_sandbox)->status.value(), SandboxStatus::Paused, kWaitMs);
        const auto &snap = m_map->snapshot();
        QCOMPARE(snap.conversation(m_bystander)->sandboxStatus.value(), SandboxStatus::Running);
        for (const auto &id : std::as_const(m_shared))
            QCOMPARE(snap.conversation(id)->desync, SandboxDesync::None);
        // The transition was observed and kept.
        const auto &tr = snap.sandbox(m_sandbox)->transitions;
        QVERIFY(!tr.isEmpty());
        QCOMPARE(tr.constLast().second.value(), SandboxStatus::Paused);
    }

    void resume()
    {
        Test::OutcomeSpy ok(m_commands->sandboxes(), Test::OutcomeSpy::Succeeded);
        Test::OutcomeSpy failed(m_commands->sandboxes(), Test::OutcomeSpy::Failed);
        QVERIFY(m_commands->sandboxes()->resume(m_sandbox));
        QTRY_VERIFY_WITH_TIMEOUT(!ok.isEmpty() || !failed.isEmpty(), kWaitMs);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(2).toString()));
        QTRY_VERIFY_WITH_TIMEOUT(m_map->snapshot().sandbox(m_sandbox)->status.value() == SandboxStatus::Running
                                     && allConversations(m_map->snapshot(), m_shared, SandboxStatus::Running),
                                 kWaitMs);
        const auto &tr = m_map->snapshot().sandbox(m_sandbox)->transitions;
        QVERIFY(tr.size() >= 2);
        QCOMPARE(tr.constLast().second.value(), SandboxStatus::Running);
    }

    void deleteLeavesOrphans()
    {
        Test::OutcomeSpy ok(m_commands->sandboxes(), Test::OutcomeSpy::Succeeded);
        Test::OutcomeSpy failed(m_commands->sandboxes(), Test::OutcomeSpy::Failed);
        QVERIFY(m_commands->sandboxes()->remove(m_sandbox));
        QTRY_VERIFY_WITH_TIMEOUT(!ok.isEmpty() || !failed.isEmpty(), kWaitMs);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(2).toString()));
        QCOMPARE(m_sim->sandboxStatus(m_sandbox), QStringLiteral("MISSING"));

        // Its conversations stay, read-only, as orphans: sandbox gone, status MISSING.
        QTRY_VERIFY_WITH_TIMEOUT(allConversations(m_map->snapshot(), m_shared, SandboxStatus::Missing), kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(m_map->snapshot().count(SandboxMapFinding::Orphan) == 3, kWaitMs);
        const auto &snap = m_map->snapshot();
        for (const auto &id : std::as_const(m_shared))
            QVERIFY(snap.conversation(id)->isOrphan());
        QCOMPARE(snap.count(SandboxMapFinding::Shared), 0); // a gone sandbox is not "shared" any more
        QCOMPARE(snap.conversation(m_bystander)->desync, SandboxDesync::None);
    }

private:
    std::unique_ptr<Test::LoopbackStack> m_stack;
    Sim::Simulator *m_sim = nullptr;
    Store *m_store = nullptr;
    SyncEngine *m_sync = nullptr;
    ConversationCommands *m_commands = nullptr;
    std::unique_ptr<SandboxMapModel> m_map;
    QString m_sandbox;
    QList<QString> m_shared;
    QString m_bystander;
};

QTEST_GUILESS_MAIN(TestSandboxLifecycle)
#include "tst_sandboxlifecycle.moc"
