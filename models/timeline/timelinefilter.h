// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/domain/eventsummary.h"

#include <QList>
#include <QSet>

#include <atomic>
#include <vector>

namespace Switchyard {

/// The pure predicate of TimelineFilterProxy: what a filter setting accepts, over a compact 32-bit
/// key per row (effective flags 16 bits, kind 5, source 4, paired result 1). Values only, safe to
/// copy to a worker thread.
struct TimelineFilter
{
    quint32 hiddenKinds = 0;
    quint32 hiddenSources = 0;
    bool errorsOnly = false;
    bool nonZeroExitOnly = false;
    bool showNoise = false;
    bool showPairedResults = false;
    bool collapsedByDefault = false;
    QSet<qint64> toggledTurns; ///< turns whose state differs from collapsedByDefault

    [[nodiscard]] bool collapsed(qint64 turnKey) const { return collapsedByDefault != toggledTurns.contains(turnKey); }
    [[nodiscard]] bool anyCollapsed() const { return collapsedByDefault || !toggledTurns.isEmpty(); }

    /// Turn structure for a computation: turn head rows (ascending) and whether each is collapsed.
    struct Turns
    {
        std::vector<int> startRows;
        std::vector<char> collapsed;
    };

    [[nodiscard]] static quint32 key(quint16 effectiveFlags, EventKind kind, EventSource source, bool pairedResult);
    /// True if a row with this key passes every filter except turn collapsing.
    [[nodiscard]] bool accepts(quint32 key) const;
    /// The accepted rows (ascending) of keys, collapsed turns reduced to their head; empty when
    /// latest (if set) moves away from generation meanwhile (superseded).
    [[nodiscard]] std::vector<int> acceptedRows(const QList<quint32> &keys, const Turns &turns,
                                                const std::atomic<quint64> *latest = nullptr,
                                                quint64 generation = 0) const;
};

} // namespace Switchyard
