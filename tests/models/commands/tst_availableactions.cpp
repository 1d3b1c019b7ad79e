// SPDX-License-Identifier: GPL-3.0-or-later
// The one rule of which steering actions a conversation and a sandbox allow
// (models/commands/availableactions.h), row by row over the execution status x the sandbox status,
// including values this build does not know, absent ones and the newer servers' provider
// unavailable; plus what read-only (no command service) and a deleted conversation allow.
#include "models/commands/availableactions.h"
#include "models/read/conversationrecord.h"

#include <QTest>

using namespace Switchyard;
using A = SteeringAction;
using E = ExecutionStatus;
using S = SandboxStatus;

Q_DECLARE_METATYPE(Switchyard::SteeringActions)

namespace {

SteeringActions set(std::initializer_list<SteeringAction> actions)
{
    SteeringActions s;
    for (SteeringAction a : actions)
        s.add(a);
    return s;
}

QString describe(const SteeringActions &s)
{
    static const std::pair<SteeringAction, const char *> names[] = {
        {A::Rename, "rename"},
        {A::Delete, "delete"},
        {A::SendMessage, "send"},
        {A::PauseAgent, "pauseAgent"},
        {A::RunAgent, "runAgent"},
        {A::Approve, "approve"},
        {A::Reject, "reject"},
        {A::PauseSandbox, "pauseSandbox"},
        {A::ResumeSandbox, "resumeSandbox"},
        {A::DeleteSandbox, "deleteSandbox"},
        {A::StartInSandbox, "startHere"},
        {A::DownloadTrajectory, "download"},
    };
    QStringList out;
    for (const auto &[a, name] : names)
        if (s.has(a))
            out << QString::fromLatin1(name);
    return out.join(u' ');
}

// What every live conversation allows whatever its statuses.
const std::initializer_list<SteeringAction> kAlways = {A::Rename, A::Delete, A::DownloadTrajectory};

SteeringActions with(std::initializer_list<SteeringAction> extra)
{
    SteeringActions s = set(kAlways);
    for (SteeringAction a : extra)
        s.add(a);
    return s;
}

} // namespace

class TestAvailableActions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void conversation_data()
    {
        QTest::addColumn<OpenEnum<ExecutionStatus>>("execution");
        QTest::addColumn<OpenEnum<SandboxStatus>>("sandbox");
        QTest::addColumn<SteeringActions>("expected");

        const auto unknownExec = OpenEnum<E>::unknown(QStringLiteral("thinking_hard"));
        const auto unknownSandbox = OpenEnum<S>::unknown(QStringLiteral("HIBERNATING"));
        const auto runningBox = {A::SendMessage, A::PauseSandbox, A::DeleteSandbox, A::StartInSandbox};

        auto row = [](const char *name, OpenEnum<E> e, OpenEnum<S> s, SteeringActions expected) {
            QTest::newRow(name) << e << s << expected;
        };
        // sandbox RUNNING: the agent can be steered
        row("running/RUNNING", E::Running, S::Running,
            with({A::SendMessage, A::PauseSandbox, A::DeleteSandbox, A::StartInSandbox, A::PauseAgent}));
        for (E e : {E::Idle, E::Paused, E::Stuck}) {
            SteeringActions expected = with(runningBox);
            expected.add(A::RunAgent);
            QTest::newRow(qPrintable(QStringLiteral("%1/RUNNING").arg(int(e))))
                << OpenEnum<E>(e) << OpenEnum<S>(S::Running) << expected;
        }
        row("waiting/RUNNING", E::WaitingForConfirmation, S::Running,
            with({A::SendMessage, A::PauseSandbox, A::DeleteSandbox, A::StartInSandbox, A::Approve, A::Reject}));
        row("finished/RUNNING", E::Finished, S::Running, with(runningBox));
        row("error/RUNNING", E::Error, S::Running, with(runningBox));
        row("deleting/RUNNING", E::Deleting, S::Running, with(runningBox));
        row("unknown/RUNNING", unknownExec, S::Running, with(runningBox));
        row("absent/RUNNING", OpenEnum<E>(), S::Running, with(runningBox));
        // sandbox not running: no agent calls, sandbox lifecycle by its status
        row("absent/PAUSED", OpenEnum<E>(), S::Paused,
            with({A::SendMessage, A::ResumeSandbox, A::DeleteSandbox, A::StartInSandbox}));
        row("paused/PAUSED (stale agent status)", E::Paused, S::Paused,
            with({A::SendMessage, A::ResumeSandbox, A::DeleteSandbox, A::StartInSandbox}));
        row("absent/STARTING", OpenEnum<E>(), S::Starting,
            with({A::SendMessage, A::PauseSandbox, A::DeleteSandbox, A::StartInSandbox}));
        row("absent/ERROR", OpenEnum<E>(), S::Error, with({A::SendMessage, A::ResumeSandbox, A::DeleteSandbox}));
        // archived: read, rename, delete, download; nothing else
        row("absent/MISSING", OpenEnum<E>(), S::Missing, with({}));
        row("running/MISSING (stale)", E::Running, S::Missing, with({}));
        // provider unavailable (§13.5): neither error nor gone; only deleting the sandbox is offered
        row("absent/UNKNOWN provider", OpenEnum<E>(), S::ProviderUnavailable, with({A::SendMessage, A::DeleteSandbox}));
        row("running/UNKNOWN provider", E::Running, S::ProviderUnavailable, with({A::SendMessage, A::DeleteSandbox}));
        // a sandbox status this build does not know, or none
        row("idle/HIBERNATING", E::Idle, unknownSandbox, with({A::SendMessage, A::DeleteSandbox}));
        row("absent/absent", OpenEnum<E>(), OpenEnum<S>(), with({A::SendMessage, A::DeleteSandbox}));
        // the confirmation can be answered whatever the sandbox says (the command checks it again)
        row("waiting/absent", E::WaitingForConfirmation, OpenEnum<S>(),
            with({A::SendMessage, A::DeleteSandbox, A::Approve, A::Reject}));
    }

    void conversation()
    {
        QFETCH(OpenEnum<ExecutionStatus>, execution);
        QFETCH(OpenEnum<SandboxStatus>, sandbox);
        QFETCH(SteeringActions, expected);
        ActionContext c;
        c.connected = true;
        c.hasSandbox = true;
        c.execution = execution;
        c.sandbox = sandbox;
        const SteeringActions got = availableActions(c);
        QVERIFY2(got == expected, qPrintable(describe(got) + QStringLiteral("  !=  ") + describe(expected)));

        // read-only (offline review) and deleted conversations allow nothing
        c.connected = false;
        QVERIFY(availableActions(c).isEmpty());
        c.connected = true;
        c.gone = true;
        QVERIFY(availableActions(c).isEmpty());
        // without a sandbox there is no sandbox action
        c.gone = false;
        c.hasSandbox = false;
        const SteeringActions noBox = availableActions(c);
        for (SteeringAction a : {A::PauseSandbox, A::ResumeSandbox, A::DeleteSandbox, A::StartInSandbox})
            QVERIFY(!noBox.has(a));
    }

    void sandbox_data()
    {
        QTest::addColumn<OpenEnum<SandboxStatus>>("status");
        QTest::addColumn<SteeringActions>("expected");
        QTest::newRow("RUNNING") << OpenEnum<S>(S::Running)
                                 << set({A::PauseSandbox, A::DeleteSandbox, A::StartInSandbox});
        QTest::newRow("STARTING") << OpenEnum<S>(S::Starting)
                                  << set({A::PauseSandbox, A::DeleteSandbox, A::StartInSandbox});
        QTest::newRow("PAUSED") << OpenEnum<S>(S::Paused)
                                << set({A::ResumeSandbox, A::DeleteSandbox, A::StartInSandbox});
        QTest::newRow("ERROR") << OpenEnum<S>(S::Error) << set({A::ResumeSandbox, A::DeleteSandbox});
        QTest::newRow("MISSING") << OpenEnum<S>(S::Missing) << set({});
        QTest::newRow("UNKNOWN provider") << OpenEnum<S>(S::ProviderUnavailable) << set({A::DeleteSandbox});
        QTest::newRow("raw") << OpenEnum<S>::unknown(QStringLiteral("FROZEN")) << set({A::DeleteSandbox});
        QTest::newRow("absent") << OpenEnum<S>() << set({A::DeleteSandbox});
    }

    void sandbox()
    {
        QFETCH(OpenEnum<SandboxStatus>, status);
        QFETCH(SteeringActions, expected);
        const SteeringActions got = availableSandboxActions(status, true, true);
        QVERIFY2(got == expected, qPrintable(describe(got) + QStringLiteral("  !=  ") + describe(expected)));
        QVERIFY(availableSandboxActions(status, false, true).isEmpty()); // not listed any more
        QVERIFY(availableSandboxActions(status, true, false).isEmpty()); // read-only
    }

    void fromRecord()
    {
        ConversationRecord r;
        r.conversation.id = QStringLiteral("c1");
        r.conversation.sandboxId = QStringLiteral("sb");
        r.conversation.sandboxStatus = S::Paused; // the record's own status when none is displayed
        ActionContext c = ActionContext::of(r, true);
        QCOMPARE(c.sandbox, OpenEnum<S>(S::Paused));
        QVERIFY(c.hasSandbox);
        QVERIFY(availableActions(c).has(A::ResumeSandbox));
        r.displaySandboxStatus = S::Missing; // the reconciled one wins
        r.displayExecution = E::Running;
        c = ActionContext::of(r, true);
        QCOMPARE(c.sandbox, OpenEnum<S>(S::Missing));
        QVERIFY(!availableActions(c).has(A::SendMessage));
        QVERIFY(!availableActions(c).has(A::PauseAgent));
        r.gone = true;
        QVERIFY(availableActions(ActionContext::of(r, true)).isEmpty());
    }

    void aQuestionIsNotApproved()
    {
        ActionContext c;
        c.connected = true;
        c.hasSandbox = true;
        c.sandbox = S::Running;
        c.execution = E::WaitingForConfirmation;
        QVERIFY(availableActions(c).has(A::Approve));
        QVERIFY(availableActions(c).has(A::Reject));
        c.questionWaits = true; // an ask-user question: answered in its form (spec §13.2)
        QVERIFY(!availableActions(c).has(A::Approve));
        QVERIFY(!availableActions(c).has(A::Reject));
        QVERIFY(availableActions(c).has(A::SendMessage));
    }
};

QTEST_GUILESS_MAIN(TestAvailableActions)
#include "tst_availableactions.moc"
