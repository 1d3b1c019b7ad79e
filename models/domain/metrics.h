// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/domain (switchyard_domain, Qt Core only).
//
// What a conversation's LLM usage cost (spec §3.4 metrics): carried by the conversation record and
// by the `stats` state updates of its event log.

#include <QString>

#include <optional>

namespace Switchyard {

struct TokenUsage
{
    QString model;
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    qint64 cacheReadTokens = 0;
    qint64 cacheWriteTokens = 0;
    qint64 reasoningTokens = 0;
    qint64 contextWindow = 0;
    qint64 perTurnToken = 0;
    QString responseId;
    bool operator==(const TokenUsage &) const = default;
};

struct MetricsSnapshot
{
    QString modelName;
    double accumulatedCost = 0.0;
    std::optional<double> maxBudgetPerTask;
    std::optional<TokenUsage> accumulatedTokenUsage;
    bool operator==(const MetricsSnapshot &) const = default;
};

} // namespace Switchyard
