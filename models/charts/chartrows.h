// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Pure roll-ups behind the charts: typed records in, ChartRows out.

#include "models/charts/charttablemodel.h"
#include "models/domain/conversation.h"
#include "models/domain/sandbox.h"

namespace Switchyard::ChartRows {

enum class UsageGrouping
{
    PerConversation,
    PerRepository,
    PerDay,
};

/// One row per sandbox status (running, starting, paused, error, missing, then any value this build
/// does not know), always present (0 when none), values: [count]; subject: the OpenEnum<SandboxStatus>.
/// Keyed by sandboxStatusKey().
[[nodiscard]] QList<ChartRow> sandboxesByStatus(const QList<Sandbox> &sandboxes);
/// The key of a status's row in sandboxesByStatus().
[[nodiscard]] QString sandboxStatusKey(const OpenEnum<SandboxStatus> &status);

/// One row per sandbox id that conversations reference, values: [conversations, of them with an
/// active agent (running / waiting)]. Keyed by sandbox id, in first-seen order.
[[nodiscard]] QList<ChartRow> conversationsPerSandbox(const QList<Conversation> &conversations);

/// Cost and tokens rolled up. Values: [cost USD, prompt tokens, completion tokens, conversations];
/// PerDay prepends the day's start (UTC, ms since epoch) as the first value (an X for line charts)
/// and orders by day; the others keep first-seen order (charts sort through a proxy).
[[nodiscard]] QList<ChartRow> usage(const QList<Conversation> &conversations, UsageGrouping grouping);

/// Translated value-column names for usage(grouping).
[[nodiscard]] QStringList usageColumns(UsageGrouping grouping);
[[nodiscard]] QString usageLabelHeader(UsageGrouping grouping);

} // namespace Switchyard::ChartRows
