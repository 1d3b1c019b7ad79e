// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/commands/availableactions.h"

#include "models/read/conversationrecord.h"

namespace Switchyard {

ActionContext ActionContext::of(const ConversationRecord &record, bool connected)
{
    ActionContext c;
    c.connected = connected;
    c.gone = record.gone;
    c.hasSandbox = !record.conversation.sandboxId.isEmpty();
    c.execution = record.displayExecution;
    c.sandbox =
        record.displaySandboxStatus.isAbsent() ? record.conversation.sandboxStatus : record.displaySandboxStatus;
    return c;
}

SteeringActions availableSandboxActions(const OpenEnum<SandboxStatus> &status, bool known, bool connected)
{
    using S = SandboxStatus;
    SteeringActions out;
    if (!connected || !known)
        return out;
    const S s = status.value();
    if (s == S::Running || s == S::Starting)
        out.add(SteeringAction::PauseSandbox);
    if (s == S::Paused || s == S::Error)
        out.add(SteeringAction::ResumeSandbox);
    if (s != S::Missing)
        out.add(SteeringAction::DeleteSandbox);
    // Placement on an ERROR or unknown sandbox ends the start task in ERROR (§4.1); a paused one is
    // resumed by the server.
    if (s == S::Running || s == S::Starting || s == S::Paused)
        out.add(SteeringAction::StartInSandbox);
    return out;
}

SteeringActions availableActions(const ActionContext &c)
{
    using E = ExecutionStatus;
    using S = SandboxStatus;
    SteeringActions out;
    if (!c.connected || c.gone)
        return out;
    out.add(SteeringAction::Rename);
    out.add(SteeringAction::Delete);
    out.add(SteeringAction::DownloadTrajectory);
    const S sandbox = c.sandbox.value();
    const E exec = c.execution.value();
    // Archived: the sandbox is gone, the conversation can be read but not messaged (§4.7: 410).
    if (sandbox != S::Missing)
        out.add(SteeringAction::SendMessage);
    // A question the agent waits on is answered, never approved (spec §13.2).
    if (exec == E::WaitingForConfirmation && !c.questionWaits) {
        out.add(SteeringAction::Approve);
        out.add(SteeringAction::Reject);
    }
    // The agent server answers only while its sandbox runs (§9.6).
    if (sandbox == S::Running) {
        if (exec == E::Running)
            out.add(SteeringAction::PauseAgent);
        if (exec == E::Paused || exec == E::Idle || exec == E::Stuck)
            out.add(SteeringAction::RunAgent);
    }
    if (c.hasSandbox) {
        const SteeringActions box = availableSandboxActions(c.sandbox, true, true);
        for (SteeringAction a : {SteeringAction::PauseSandbox, SteeringAction::ResumeSandbox,
                                 SteeringAction::DeleteSandbox, SteeringAction::StartInSandbox})
            if (box.has(a))
                out.add(a);
    }
    return out;
}

} // namespace Switchyard
