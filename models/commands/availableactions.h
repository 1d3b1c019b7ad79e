// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which steering actions a conversation or a sandbox allows right now, decided once from the typed
// statuses (never from wire strings). The conversation list's context menu, the composer, the
// Conversation and Sandbox menus (and with them the command palette) and the sandbox map all ask
// here. A status this build does not know allows nothing that depends on a status; a sandbox whose
// provider is unavailable can only be deleted.

#include "models/domain/openenum.h"
#include "models/domain/status.h"

#include <QtGlobal>

namespace Switchyard {

struct ConversationRecord;

enum class SteeringAction : quint16
{
    Rename = 1 << 0,
    Delete = 1 << 1,
    SendMessage = 1 << 2, ///< possibly after resuming the sandbox (ResumeSandbox then offered)
    PauseAgent = 1 << 3,
    RunAgent = 1 << 4,
    Approve = 1 << 5,
    Reject = 1 << 6,
    PauseSandbox = 1 << 7,
    ResumeSandbox = 1 << 8,
    DeleteSandbox = 1 << 9,
    StartInSandbox = 1 << 10, ///< start a new conversation placed on this sandbox
    DownloadTrajectory = 1 << 11,
};

/// A set of SteeringAction values.
class SteeringActions
{
public:
    constexpr SteeringActions() = default;
    [[nodiscard]] constexpr bool has(SteeringAction a) const { return (m_bits & quint16(a)) != 0; }
    constexpr void add(SteeringAction a) { m_bits = quint16(m_bits | quint16(a)); }
    [[nodiscard]] constexpr bool isEmpty() const { return m_bits == 0; }
    [[nodiscard]] constexpr quint16 bits() const { return m_bits; }
    constexpr bool operator==(const SteeringActions &) const = default;

private:
    quint16 m_bits = 0;
};

/// What availableActions() looks at.
struct ActionContext
{
    bool connected = false; ///< a command service exists (false: offline review, read-only)
    bool gone = false; ///< the server no longer returns the conversation
    bool hasSandbox = false; ///< the conversation names a sandbox
    OpenEnum<ExecutionStatus> execution; ///< the displayed (reconciled) execution status
    OpenEnum<SandboxStatus> sandbox; ///< the displayed (reconciled) sandbox status
    bool questionWaits = false; ///< the wait is an ask-user question (answered, not approved)

    /// From a store record (displayed statuses; the record's own sandbox status when none is shown).
    [[nodiscard]] static ActionContext of(const ConversationRecord &record, bool connected);
};

/// The actions a conversation allows.
[[nodiscard]] SteeringActions availableActions(const ActionContext &context);
/// The actions a sandbox allows (pause, resume, delete, start a conversation in it). `known`: the
/// server still lists it.
[[nodiscard]] SteeringActions availableSandboxActions(const OpenEnum<SandboxStatus> &status, bool known,
                                                      bool connected);

} // namespace Switchyard
