// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <optional>
#include <utility>

namespace Switchyard {

class StoreReader;

/// What an offline reviewer wants to know about a trajectory at a glance, computed from the
/// events in the store (no server notions): how long it ran, how many user turns, tokens and
/// cost, the files it changed, its errors and the tools it used.
struct TrajectorySummary
{
    qint64 events = 0;
    qint64 firstMs = 0; ///< UTC ms of the first timed event (0: none)
    qint64 lastMs = 0;
    int turns = 0; ///< user messages
    int agentReplies = 0;
    int actions = 0;
    int errors = 0; ///< error events, error results, rejections
    int failedCommands = 0; ///< terminal commands with a non-zero exit code
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    double cost = 0.0;
    bool usageKnown = false; ///< a stats update or the record's metrics were seen
    QList<QString> filesChanged; ///< paths of file edits, first-edit order, unique
    QList<std::pair<QString, int>> tools; ///< action kinds with their count, most used first

    [[nodiscard]] qint64 durationMs() const { return lastMs > firstMs ? lastMs - firstMs : 0; }

    /// Reads the conversation's events from the store (synchronously; a few ms per 10,000 events).
    [[nodiscard]] static TrajectorySummary compute(const StoreReader &store, const QString &conversationId);
};

} // namespace Switchyard
