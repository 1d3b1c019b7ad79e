// SPDX-License-Identifier: GPL-3.0-or-later
// Steering against the simulator over real loopback HTTP, through ConversationCommands — the same
// service the UI uses: start (the task reaches READY), send a message, 409 -> resume and send, 410,
// approve and reject (with a reason) a pending action, rename, delete.
#include "app/sim/simulator.h"
#include "models/commands/conversationcommands.h"
#include "testutils/outcomespy.h"
#include "testutils/sim/loopbackstack.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using K = Command;
using F = CommandFailure;

namespace {
constexpr int kWaitMs = 20000;

/// Index in `spy` (succeeded/failed outcomes) of the first emission for (kind, id), or -1.
int findEmission(const Test::OutcomeSpy &spy, K kind, const QString &id)
{
    for (int i = 0; i < spy.count(); ++i) {
        if (spy.at(i).at(0).value<K>() == kind && spy.at(i).at(1).toString() == id)
            return i;
    }
    return -1;
}
} // namespace

class TestSteering : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<K>();
        qRegisterMetaType<F>();
        qRegisterMetaType<StartTask>();
        Test::LoopbackOptions o;
        o.sim.autoAdvance = true;
        o.sim.clockSpeed = 20.0; // start steps of 400 ms virtual take 20 ms
        // The simulator runs without its rate limit and this test watches short status windows at
        // a 50 ms poll: the client's request budget (tested in tst_ratelimitbudget) stays out.
        o.budget = false;
        // The commands without a store or sync engine: records come from the server, the service
        // tracks its start tasks itself.
        o.withStore = false;
        m_stack = std::make_unique<Test::LoopbackStack>(o);
        QVERIFY(m_stack->isListening());
        QString error;
        QVERIFY2(m_stack->connect(&error), qPrintable(error));
        m_sim = &m_stack->sim();
        m_commands = m_stack->commands();
        QVERIFY(m_commands && !m_stack->store() && !m_stack->sync());
        m_commands->setPollInterval(50);
        m_commands->setWaitTimeout(kWaitMs);
    }

    void cleanupTestCase()
    {
        m_commands = nullptr;
        m_sim = nullptr;
        m_stack.reset();
    }

    void startReachesReady()
    {
        QSignalSpy progress(m_commands, &ConversationCommands::startProgress);
        QSignalSpy finished(m_commands, &ConversationCommands::startFinished);
        StartOptions req;
        req.selectedRepository = QStringLiteral("acme/api");
        req.selectedBranch = QStringLiteral("main");
        req.initialMessage = QStringLiteral("Fix the failing tests");
        req.secrets.insert(QStringLiteral("TOKEN"), QStringLiteral("s3cr3t"));
        const QString key = m_commands->start(req);
        QVERIFY(!key.isEmpty());
        QVERIFY(m_commands->isBusy(K::Start, key));
        QVERIFY(finished.wait(kWaitMs) || finished.count() > 0);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).toString(), key);
        QVERIFY2(finished.at(0).at(1).toBool(), qPrintable(finished.at(0).at(3).toString()));
        const auto task = finished.at(0).at(2).value<StartTask>();
        QCOMPARE(task.status.value(), StartTaskStatus::Ready);
        QVERIFY(!task.appConversationId.isEmpty());
        QVERIFY(m_sim->conversationIds().contains(task.appConversationId));
        // Progress went through intermediate steps, in order, ending with READY.
        QVERIFY(progress.count() >= 2);
        int last = 0;
        for (const auto &args : progress) {
            const int step = ConversationCommands::stepIndex(args.at(1).value<StartTask>().status.value());
            QVERIFY(step >= last);
            last = step;
        }
        QCOMPARE(last, ConversationCommands::stepCount());
        QVERIFY(!m_commands->isBusy(K::Start, key));
        m_started = task.appConversationId;
    }

    void sendMessage()
    {
        QVERIFY(!m_started.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(m_sim->sandboxStatus(m_sim->sandboxOf(m_started)), QStringLiteral("RUNNING"),
                                  kWaitMs);
        Test::OutcomeSpy ok(m_commands, Test::OutcomeSpy::Succeeded);
        Test::OutcomeSpy failed(m_commands, Test::OutcomeSpy::Failed);
        const qint64 before = m_sim->eventCount(m_started);
        QVERIFY(m_commands->sendMessage(m_started, QStringLiteral("Also update the changelog")));
        // A second send of the same conversation while the first is in flight is refused.
        QVERIFY(!m_commands->sendMessage(m_started, QStringLiteral("twice")));
        QTRY_VERIFY_WITH_TIMEOUT(findEmission(ok, K::SendMessage, m_started) >= 0
                                     || findEmission(failed, K::SendMessage, m_started) >= 0,
                                 kWaitMs);
        QVERIFY2(findEmission(ok, K::SendMessage, m_started) >= 0,
                 failed.isEmpty() ? "" : qPrintable(failed.at(0).at(2).toString()));
        QTRY_VERIFY_WITH_TIMEOUT(m_sim->eventCount(m_started) > before, kWaitMs);
    }

    void pausedSandboxOffersResumeAndSend()
    {
        const QString id = m_sim->addConversation();
        const QString sandbox = m_sim->sandboxOf(id);
        m_sim->setSandboxStatus(sandbox, QStringLiteral("PAUSED"));
        Test::OutcomeSpy reasons(m_commands, Test::OutcomeSpy::FailedWithReason);
        QSignalSpy paused(m_commands, &ConversationCommands::sandboxPausedForSend);
        QVERIFY(m_commands->sendMessage(id, QStringLiteral("hello?")));
        QTRY_COMPARE_WITH_TIMEOUT(paused.count(), 1, kWaitMs);
        QCOMPARE(paused.at(0).at(0).toString(), id);
        QCOMPARE(paused.at(0).at(1).toString(), sandbox);
        QCOMPARE(paused.at(0).at(2).toString(), QStringLiteral("hello?"));
        QCOMPARE(reasons.count(), 1);
        QCOMPARE(reasons.at(0).at(2).value<F>(), F::SandboxPaused);

        Test::OutcomeSpy ok(m_commands, Test::OutcomeSpy::Succeeded);
        Test::OutcomeSpy failed(m_commands, Test::OutcomeSpy::Failed);
        const qint64 before = m_sim->eventCount(id);
        QVERIFY(m_commands->resumeAndSend(id, QStringLiteral("hello?")));
        QTRY_VERIFY_WITH_TIMEOUT(!ok.isEmpty() || !failed.isEmpty(), kWaitMs);
        QVERIFY2(findEmission(ok, K::ResumeAndSend, id) >= 0,
                 failed.isEmpty() ? "" : qPrintable(failed.at(0).at(2).toString()));
        QCOMPARE(m_sim->sandboxStatus(sandbox), QStringLiteral("RUNNING"));
        QTRY_VERIFY_WITH_TIMEOUT(m_sim->eventCount(id) > before, kWaitMs);
    }

    void archivedConversationExplained()
    {
        const QString id = m_sim->addConversation();
        m_sim->setSandboxStatus(m_sim->sandboxOf(id), QStringLiteral("MISSING"));
        Test::OutcomeSpy reasons(m_commands, Test::OutcomeSpy::FailedWithReason);
        QVERIFY(m_commands->sendMessage(id, QStringLiteral("anyone?")));
        QTRY_COMPARE_WITH_TIMEOUT(reasons.count(), 1, kWaitMs);
        QCOMPARE(reasons.at(0).at(2).value<F>(), F::Archived);
        QVERIFY(reasons.at(0).at(3).toString().contains(QStringLiteral("archived")));
    }

    void approveAndRejectPendingAction()
    {
        Sim::ConversationSpec spec;
        spec.script = QStringLiteral("confirm");
        const QString a = m_sim->addConversation(spec);
        const QString b = m_sim->addConversation(spec);
        QTRY_COMPARE_WITH_TIMEOUT(m_sim->executionStatus(a), QStringLiteral("waiting_for_confirmation"), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(m_sim->executionStatus(b), QStringLiteral("waiting_for_confirmation"), kWaitMs);
        const qint64 beforeA = m_sim->eventCount(a);

        Test::OutcomeSpy ok(m_commands, Test::OutcomeSpy::Succeeded);
        Test::OutcomeSpy failed(m_commands, Test::OutcomeSpy::Failed);
        QVERIFY(m_commands->approve(a));
        QVERIFY(!m_commands->approve(a)); // double submission guarded
        QVERIFY(!m_commands->reject(a, QStringLiteral("no"))); // the other answer too
        QVERIFY(m_commands->reject(b, QStringLiteral("Do not delete the legacy tests")));
        QTRY_VERIFY_WITH_TIMEOUT(ok.count() + failed.count() >= 2, kWaitMs);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(2).toString()));
        QVERIFY(findEmission(ok, K::Approve, a) >= 0);
        QVERIFY(findEmission(ok, K::Reject, b) >= 0);
        QTRY_VERIFY_WITH_TIMEOUT(m_sim->eventCount(a) > beforeA, kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(m_sim->executionStatus(b) != QStringLiteral("waiting_for_confirmation"), kWaitMs);

        // Nothing to approve any more: refused with a reason, not sent blindly.
        Test::OutcomeSpy reasons(m_commands, Test::OutcomeSpy::FailedWithReason);
        QTRY_VERIFY_WITH_TIMEOUT(m_sim->executionStatus(a) != QStringLiteral("waiting_for_confirmation"), kWaitMs);
        if (m_sim->executionStatus(a) != QStringLiteral("waiting_for_confirmation")) {
            QVERIFY(m_commands->approve(a));
            QTRY_COMPARE_WITH_TIMEOUT(reasons.count(), 1, kWaitMs);
            QCOMPARE(reasons.at(0).at(2).value<F>(), F::Invalid);
        }
    }

    void pauseAndRunAgent()
    {
        Sim::ConversationSpec spec;
        spec.script = QStringLiteral("stuck");
        const QString id = m_sim->addConversation(spec);
        Test::OutcomeSpy ok(m_commands, Test::OutcomeSpy::Succeeded);
        Test::OutcomeSpy failed(m_commands, Test::OutcomeSpy::Failed);
        QVERIFY(m_commands->pauseAgent(id));
        QTRY_VERIFY_WITH_TIMEOUT(!ok.isEmpty() || !failed.isEmpty(), kWaitMs);
        QVERIFY2(findEmission(ok, K::PauseAgent, id) >= 0,
                 failed.isEmpty() ? "" : qPrintable(failed.at(0).at(2).toString()));
        QVERIFY(m_commands->runAgent(id));
        QTRY_VERIFY_WITH_TIMEOUT(findEmission(ok, K::RunAgent, id) >= 0 || failed.count() > 0, kWaitMs);
        QVERIFY(findEmission(ok, K::RunAgent, id) >= 0);
    }

    void renameAndDelete()
    {
        QVERIFY(!m_started.isEmpty());
        Test::OutcomeSpy ok(m_commands, Test::OutcomeSpy::Succeeded);
        Test::OutcomeSpy failed(m_commands, Test::OutcomeSpy::Failed);
        QVERIFY(m_commands->rename(m_started, QStringLiteral("  Fix the flaky parser  ")));
        QTRY_VERIFY_WITH_TIMEOUT(!ok.isEmpty() || !failed.isEmpty(), kWaitMs);
        QVERIFY(findEmission(ok, K::Rename, m_started) >= 0);

        bool checked = false;
        m_stack->client()->getConversations({m_started}, this, [&](Api::Result<QList<std::optional<Conversation>>> r) {
            QVERIFY(r.ok());
            QVERIFY(r.value().first().has_value());
            QCOMPARE(r.value().first()->title, QStringLiteral("Fix the flaky parser"));
            checked = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(checked, kWaitMs);

        QVERIFY(!m_commands->rename(m_started, QStringLiteral("   "))); // validated before sending

        const QString sandbox = m_sim->sandboxOf(m_started);
        QVERIFY(m_commands->remove(m_started));
        QTRY_VERIFY_WITH_TIMEOUT(
            findEmission(ok, K::Remove, m_started) >= 0 || findEmission(failed, K::Remove, m_started) >= 0, kWaitMs);
        QVERIFY(findEmission(ok, K::Remove, m_started) >= 0);
        QVERIFY(!m_sim->conversationIds().contains(m_started));
        Q_UNUSED(sandbox);
    }

    void deleteSandboxLeftEmpty()
    {
        // A sandbox with no conversation (e.g. left behind when an archive failed) is reported after
        // a delete: here, the conversation's sandbox gets a sibling that we delete first.
        const QString sandbox = m_sim->addSandbox(QStringLiteral("RUNNING"));
        Sim::ConversationSpec spec;
        spec.sandboxId = sandbox;
        spec.script = QStringLiteral("idle");
        const QString id = m_sim->addConversation(spec);
        QSignalSpy empty(m_commands->sandboxes(), &SandboxCommands::leftEmpty);
        Test::OutcomeSpy sandboxOk(m_commands->sandboxes(), Test::OutcomeSpy::Succeeded);
        Test::OutcomeSpy ok(m_commands, Test::OutcomeSpy::Succeeded);
        QVERIFY(m_commands->remove(id));
        QTRY_VERIFY_WITH_TIMEOUT(findEmission(ok, K::Remove, id) >= 0, kWaitMs);
        // Either the server removed the sandbox itself (nothing to offer) or we are told it is empty.
        QTest::qWait(500);
        if (m_sim->sandboxStatus(sandbox) != QStringLiteral("MISSING")) {
            QTRY_COMPARE_WITH_TIMEOUT(empty.count(), 1, kWaitMs);
            QCOMPARE(empty.at(0).at(0).toString(), sandbox);
            QVERIFY(m_commands->sandboxes()->remove(sandbox));
            QTRY_VERIFY_WITH_TIMEOUT(findEmission(sandboxOk, K::DeleteSandbox, sandbox) >= 0, kWaitMs);
            QTRY_COMPARE_WITH_TIMEOUT(m_sim->sandboxStatus(sandbox), QStringLiteral("MISSING"), kWaitMs);
        } else {
            QCOMPARE(empty.count(), 0);
        }
    }

    void startErrorCarriesDetail()
    {
        // Explicit placement in a sandbox in ERROR ends the task in ERROR (§3.2).
        const QString bad = m_sim->addSandbox(QStringLiteral("ERROR"));
        QSignalSpy finished(m_commands, &ConversationCommands::startFinished);
        StartOptions req;
        req.sandboxId = bad;
        const QString key = m_commands->start(req);
        QVERIFY(!key.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kWaitMs);
        QVERIFY(!finished.at(0).at(1).toBool());
        const auto task = finished.at(0).at(2).value<StartTask>();
        QCOMPARE(task.status.value(), StartTaskStatus::Error);
        QVERIFY(!finished.at(0).at(3).toString().isEmpty());
    }

    void invalidStartRejectedBeforeSending()
    {
        const qint64 before = m_sim->requestCount();
        Test::OutcomeSpy reasons(m_commands, Test::OutcomeSpy::FailedWithReason);
        StartOptions req;
        req.observabilitySpanName = QStringLiteral("has spaces");
        QVERIFY(m_commands->start(req).isEmpty());
        QCOMPARE(reasons.count(), 1);
        QCOMPARE(reasons.at(0).at(2).value<F>(), F::Invalid);
        QCOMPARE(m_sim->requestCount(), before);
    }

private:
    std::unique_ptr<Test::LoopbackStack> m_stack;
    Sim::Simulator *m_sim = nullptr;
    ConversationCommands *m_commands = nullptr;
    QString m_started;
};

QTEST_GUILESS_MAIN(TestSteering)
#include "tst_steering.moc"
