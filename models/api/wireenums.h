// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The wire spelling of the domain's status enums (models/domain/status.h) and the mapping both
// ways. This is the only place that knows them: above models/api the app compares typed values and
// shows its own words (or, for a value this build does not know, the raw text the server sent).

#include "models/domain/status.h"

#include <QString>

namespace Switchyard::Api {

/// Wire string -> value. Total: an unknown string gives OpenEnum::unknown(s) (absent when empty).
[[nodiscard]] OpenEnum<SandboxStatus> sandboxStatusFromWire(const QString &s);
[[nodiscard]] OpenEnum<ExecutionStatus> executionStatusFromWire(const QString &s);
[[nodiscard]] OpenEnum<StartTaskStatus> startTaskStatusFromWire(const QString &s);
[[nodiscard]] OpenEnum<EventSource> eventSourceFromWire(const QString &s);
[[nodiscard]] OpenEnum<SecurityRisk> securityRiskFromWire(const QString &s);
[[nodiscard]] OpenEnum<GitChangeStatus> gitChangeStatusFromWire(const QString &s);
[[nodiscard]] OpenEnum<GroupingStrategy> groupingStrategyFromWire(const QString &s);
[[nodiscard]] OpenEnum<TaskStatus> taskStatusFromWire(const QString &s);

/// Value -> wire string; empty for Unknown.
[[nodiscard]] QString toWire(SandboxStatus v);
[[nodiscard]] QString toWire(ExecutionStatus v);
[[nodiscard]] QString toWire(StartTaskStatus v);
[[nodiscard]] QString toWire(EventSource v);
[[nodiscard]] QString toWire(SecurityRisk v);
[[nodiscard]] QString toWire(GitChangeStatus v);
[[nodiscard]] QString toWire(GroupingStrategy v);
[[nodiscard]] QString toWire(TaskStatus v);

/// The wire string of a known value, the raw text of an unknown one, empty for an absent one: what
/// the server sent (round trip).
template<typename E>
[[nodiscard]] QString toWire(const OpenEnum<E> &v)
{
    return v.isKnown() ? toWire(v.value()) : v.raw();
}

} // namespace Switchyard::Api
