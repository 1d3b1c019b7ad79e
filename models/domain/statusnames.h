// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/domain (switchyard_domain, Qt Core only).
//
// The app's words for the typed statuses (status.h), in the user interface language. A value this
// build does not know gives the raw text the server sent, shown as is; an absent one gives
// "Unknown" (or, for the execution status, that no agent reports one). Colours, icons and badges
// are the views' business; these are the names every view and message can share.

#include "models/domain/openenum.h"
#include "models/domain/status.h"

#include <QString>

namespace Switchyard {

[[nodiscard]] QString sandboxStatusName(const OpenEnum<SandboxStatus> &status);
[[nodiscard]] QString executionStatusName(const OpenEnum<ExecutionStatus> &status);
[[nodiscard]] QString groupingStrategyName(const OpenEnum<GroupingStrategy> &strategy);
[[nodiscard]] QString securityRiskName(const OpenEnum<SecurityRisk> &risk);
[[nodiscard]] QString eventSourceName(const OpenEnum<EventSource> &source);

} // namespace Switchyard
