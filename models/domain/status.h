// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/domain (switchyard_domain, Qt Core only).
//
// The enumerations of the V1 API that the app reasons about (spec §3, §6, §9), as the app's own
// vocabulary. Each is used through OpenEnum<E> (openenum.h): a field of a record holds either a
// known member or Unknown with the server's raw text. Every enum's Unknown member stands for "not a
// value this build knows" (or nothing at all); the wire spellings live in models/api/wireenums.h.

#include "models/domain/openenum.h"

#include <QMetaType>

namespace Switchyard {

/// A sandbox's lifecycle (§3.5); also the `sandbox_status` of a conversation. ProviderUnavailable
/// is the newer servers' UNKNOWN (§13.5: the provider cannot say): its own state, neither an error
/// nor gone. Missing means confirmed removed.
enum class SandboxStatus
{
    Unknown,
    Starting,
    Running,
    Paused,
    Error,
    Missing,
    ProviderUnavailable
};

/// What the agent of a conversation is doing (§3.4); only reported while its sandbox runs.
enum class ExecutionStatus
{
    Unknown,
    Idle,
    Running,
    Paused,
    WaitingForConfirmation,
    Finished,
    Error,
    Stuck,
    Deleting
};

/// The steps of a start task (§3.3), in the order the server goes through them, then Ready/Error.
enum class StartTaskStatus
{
    Unknown,
    Working,
    WaitingForSandbox,
    PreparingRepository,
    RunningSetupScript,
    SettingUpGitHooks,
    SettingUpSkills,
    StartingConversation,
    Ready,
    Error
};

/// Who emitted an event (§6.1).
enum class EventSource
{
    Unknown,
    Agent,
    User,
    Environment,
    Hook
};

/// The security analyser's rating of an action (§6.3). The server's own "not rated" value is not a
/// member: it arrives as an unknown value with its raw text.
enum class SecurityRisk
{
    Unknown,
    Low,
    Medium,
    High
};

/// How a file changed in the workspace (§9).
enum class GitChangeStatus
{
    Unknown,
    Moved,
    Added,
    Deleted,
    Updated
};

/// How the server places a new conversation on a sandbox (user setting, §8).
enum class GroupingStrategy
{
    Unknown,
    NoGrouping,
    GroupByNewest,
    LeastRecentlyUsed,
    FewestConversations,
    AddToAny
};

/// One entry of the agent's task list (TaskTrackerAction / Observation, §6.3).
enum class TaskStatus
{
    Unknown,
    Todo,
    InProgress,
    Done
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::OpenEnum<Switchyard::SandboxStatus>)
Q_DECLARE_METATYPE(Switchyard::OpenEnum<Switchyard::ExecutionStatus>)
Q_DECLARE_METATYPE(Switchyard::OpenEnum<Switchyard::StartTaskStatus>)
