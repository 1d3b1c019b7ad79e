// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/wireenums.h"

#include <array>
#include <utility>

namespace Switchyard::Api {

namespace {

template<typename E, std::size_t N>
OpenEnum<E> fromTable(const std::array<std::pair<E, const char *>, N> &table, const QString &s)
{
    for (const auto &[value, name] : table) {
        if (value != E::Unknown && s == QLatin1String(name))
            return value;
    }
    return OpenEnum<E>::unknown(s);
}

template<typename E, std::size_t N>
QString toTable(const std::array<std::pair<E, const char *>, N> &table, E v)
{
    for (const auto &[value, name] : table) {
        if (value == v)
            return QString::fromLatin1(name);
    }
    return {};
}

// "UNKNOWN" is the newer servers' "provider unavailable" (§13.5), a state of its own.
constexpr std::array<std::pair<SandboxStatus, const char *>, 6> kSandboxStatus{{
    {SandboxStatus::Starting, "STARTING"},
    {SandboxStatus::Running, "RUNNING"},
    {SandboxStatus::Paused, "PAUSED"},
    {SandboxStatus::Error, "ERROR"},
    {SandboxStatus::Missing, "MISSING"},
    {SandboxStatus::ProviderUnavailable, "UNKNOWN"},
}};
constexpr std::array<std::pair<ExecutionStatus, const char *>, 8> kExecutionStatus{{
    {ExecutionStatus::Idle, "idle"},
    {ExecutionStatus::Running, "running"},
    {ExecutionStatus::Paused, "paused"},
    {ExecutionStatus::WaitingForConfirmation, "waiting_for_confirmation"},
    {ExecutionStatus::Finished, "finished"},
    {ExecutionStatus::Error, "error"},
    {ExecutionStatus::Stuck, "stuck"},
    {ExecutionStatus::Deleting, "deleting"},
}};
constexpr std::array<std::pair<StartTaskStatus, const char *>, 9> kStartTaskStatus{{
    {StartTaskStatus::Working, "WORKING"},
    {StartTaskStatus::WaitingForSandbox, "WAITING_FOR_SANDBOX"},
    {StartTaskStatus::PreparingRepository, "PREPARING_REPOSITORY"},
    {StartTaskStatus::RunningSetupScript, "RUNNING_SETUP_SCRIPT"},
    {StartTaskStatus::SettingUpGitHooks, "SETTING_UP_GIT_HOOKS"},
    {StartTaskStatus::SettingUpSkills, "SETTING_UP_SKILLS"},
    {StartTaskStatus::StartingConversation, "STARTING_CONVERSATION"},
    {StartTaskStatus::Ready, "READY"},
    {StartTaskStatus::Error, "ERROR"},
}};
constexpr std::array<std::pair<EventSource, const char *>, 4> kEventSource{{
    {EventSource::Agent, "agent"},
    {EventSource::User, "user"},
    {EventSource::Environment, "environment"},
    {EventSource::Hook, "hook"},
}};
// The server's "UNKNOWN" (not rated) is no member: it reads as an unknown value with that raw text.
constexpr std::array<std::pair<SecurityRisk, const char *>, 3> kSecurityRisk{{
    {SecurityRisk::Low, "LOW"},
    {SecurityRisk::Medium, "MEDIUM"},
    {SecurityRisk::High, "HIGH"},
}};
constexpr std::array<std::pair<GitChangeStatus, const char *>, 4> kGitChangeStatus{{
    {GitChangeStatus::Moved, "MOVED"},
    {GitChangeStatus::Added, "ADDED"},
    {GitChangeStatus::Deleted, "DELETED"},
    {GitChangeStatus::Updated, "UPDATED"},
}};
constexpr std::array<std::pair<GroupingStrategy, const char *>, 5> kGroupingStrategy{{
    {GroupingStrategy::NoGrouping, "NO_GROUPING"},
    {GroupingStrategy::GroupByNewest, "GROUP_BY_NEWEST"},
    {GroupingStrategy::LeastRecentlyUsed, "LEAST_RECENTLY_USED"},
    {GroupingStrategy::FewestConversations, "FEWEST_CONVERSATIONS"},
    {GroupingStrategy::AddToAny, "ADD_TO_ANY"},
}};
constexpr std::array<std::pair<TaskStatus, const char *>, 3> kTaskStatus{{
    {TaskStatus::Todo, "todo"},
    {TaskStatus::InProgress, "in_progress"},
    {TaskStatus::Done, "done"},
}};

} // namespace

OpenEnum<SandboxStatus> sandboxStatusFromWire(const QString &s)
{
    return fromTable(kSandboxStatus, s);
}
OpenEnum<ExecutionStatus> executionStatusFromWire(const QString &s)
{
    return fromTable(kExecutionStatus, s);
}
OpenEnum<StartTaskStatus> startTaskStatusFromWire(const QString &s)
{
    return fromTable(kStartTaskStatus, s);
}
OpenEnum<EventSource> eventSourceFromWire(const QString &s)
{
    return fromTable(kEventSource, s);
}
OpenEnum<SecurityRisk> securityRiskFromWire(const QString &s)
{
    return fromTable(kSecurityRisk, s);
}
OpenEnum<GitChangeStatus> gitChangeStatusFromWire(const QString &s)
{
    return fromTable(kGitChangeStatus, s);
}
OpenEnum<GroupingStrategy> groupingStrategyFromWire(const QString &s)
{
    return fromTable(kGroupingStrategy, s);
}
OpenEnum<TaskStatus> taskStatusFromWire(const QString &s)
{
    return fromTable(kTaskStatus, s);
}

QString toWire(SandboxStatus v)
{
    return toTable(kSandboxStatus, v);
}
QString toWire(ExecutionStatus v)
{
    return toTable(kExecutionStatus, v);
}
QString toWire(StartTaskStatus v)
{
    return toTable(kStartTaskStatus, v);
}
QString toWire(EventSource v)
{
    return toTable(kEventSource, v);
}
QString toWire(SecurityRisk v)
{
    return toTable(kSecurityRisk, v);
}
QString toWire(GitChangeStatus v)
{
    return toTable(kGitChangeStatus, v);
}
QString toWire(GroupingStrategy v)
{
    return toTable(kGroupingStrategy, v);
}
QString toWire(TaskStatus v)
{
    return toTable(kTaskStatus, v);
}

} // namespace Switchyard::Api
