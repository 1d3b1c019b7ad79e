// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/domain/statusnames.h"

#include <QCoreApplication>

namespace Switchyard {

namespace {
/// The translation context of the names (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::StatusNames)
};

template<typename E>
QString unknownName(const OpenEnum<E> &value)
{
    return value.raw().isEmpty() ? Tr::tr("Unknown") : value.raw();
}
} // namespace

QString sandboxStatusName(const OpenEnum<SandboxStatus> &status)
{
    switch (status.value()) {
    case SandboxStatus::Starting:
        return Tr::tr("Starting", "sandbox");
    case SandboxStatus::Running:
        return Tr::tr("Running", "sandbox");
    case SandboxStatus::Paused:
        return Tr::tr("Paused", "sandbox");
    case SandboxStatus::Error:
        return Tr::tr("Error", "sandbox");
    case SandboxStatus::Missing:
        return Tr::tr("Missing", "sandbox");
    case SandboxStatus::ProviderUnavailable:
        return Tr::tr("Provider unavailable", "sandbox");
    case SandboxStatus::Unknown:
        break;
    }
    return unknownName(status);
}

QString executionStatusName(const OpenEnum<ExecutionStatus> &status)
{
    switch (status.value()) {
    case ExecutionStatus::Idle:
        return Tr::tr("Idle", "agent");
    case ExecutionStatus::Running:
        return Tr::tr("Running", "agent");
    case ExecutionStatus::Paused:
        return Tr::tr("Paused", "agent");
    case ExecutionStatus::WaitingForConfirmation:
        return Tr::tr("Waiting for confirmation", "agent");
    case ExecutionStatus::Finished:
        return Tr::tr("Finished", "agent");
    case ExecutionStatus::Error:
        return Tr::tr("Error", "agent");
    case ExecutionStatus::Stuck:
        return Tr::tr("Stuck", "agent");
    case ExecutionStatus::Deleting:
        return Tr::tr("Deleting", "agent");
    case ExecutionStatus::Unknown:
        break;
    }
    return status.isAbsent() ? Tr::tr("No agent (sandbox not running)") : unknownName(status);
}

QString groupingStrategyName(const OpenEnum<GroupingStrategy> &strategy)
{
    switch (strategy.value()) {
    case GroupingStrategy::NoGrouping:
        return Tr::tr("No grouping");
    case GroupingStrategy::GroupByNewest:
        return Tr::tr("Group by newest");
    case GroupingStrategy::LeastRecentlyUsed:
        return Tr::tr("Least recently used (oldest created)");
    case GroupingStrategy::FewestConversations:
        return Tr::tr("Fewest conversations");
    case GroupingStrategy::AddToAny:
        return Tr::tr("Add to any");
    case GroupingStrategy::Unknown:
        break;
    }
    return unknownName(strategy);
}

QString securityRiskName(const OpenEnum<SecurityRisk> &risk)
{
    switch (risk.value()) {
    case SecurityRisk::Low:
        return Tr::tr("Low", "risk");
    case SecurityRisk::Medium:
        return Tr::tr("Medium", "risk");
    case SecurityRisk::High:
        return Tr::tr("High", "risk");
    case SecurityRisk::Unknown:
        break;
    }
    return unknownName(risk);
}

QString eventSourceName(const OpenEnum<EventSource> &source)
{
    switch (source.value()) {
    case EventSource::User:
        return Tr::tr("user", "event source");
    case EventSource::Agent:
        return Tr::tr("agent", "event source");
    case EventSource::Environment:
        return Tr::tr("environment", "event source");
    case EventSource::Hook:
        return Tr::tr("hook", "event source");
    case EventSource::Unknown:
        break;
    }
    return unknownName(source);
}

} // namespace Switchyard
