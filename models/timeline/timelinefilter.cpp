// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/timeline/timelinefilter.h"

namespace Switchyard {

namespace {

constexpr int kKindShift = 16;
constexpr int kSourceShift = 21;
constexpr quint32 kPairedResultBit = 1u << 25;
static_assert(int(EventKind::Token) < 32, "the kind must fit in 5 bits of the filter key");

} // namespace

quint32 TimelineFilter::key(quint16 effectiveFlags, EventKind kind, EventSource source, bool pairedResult)
{
    quint32 k = effectiveFlags;
    k |= quint32(kind) << kKindShift;
    k |= (quint32(source) & 0xF) << kSourceShift;
    if (pairedResult)
        k |= kPairedResultBit;
    return k;
}

bool TimelineFilter::accepts(quint32 key) const
{
    const quint16 flags = quint16(key & 0xFFFF);
    const quint32 kind = (key >> kKindShift) & 0x1F;
    const quint32 source = (key >> kSourceShift) & 0xF;
    const bool turnStart = kind == quint32(EventKind::Message) && (flags & EventSummary::UserTurn);
    if (hiddenKinds & (1u << kind))
        return false;
    if (hiddenSources & (1u << source))
        return false;
    if (!showNoise && (flags & EventSummary::Noise))
        return false;
    if (!showPairedResults && (key & kPairedResultBit)) {
        // Shown inside its action's card; unless a filter picks results and not actions.
        if (hiddenKinds & (1u << quint32(EventKind::Action)))
            return !errorsOnly || (flags & EventSummary::IsError);
        return false;
    }
    if (errorsOnly && !(flags & (EventSummary::IsError | EventSummary::Rejected | EventSummary::NonZeroExit))
        && !turnStart)
        return false;
    if (nonZeroExitOnly && !(flags & EventSummary::NonZeroExit) && !turnStart)
        return false;
    return true;
}

std::vector<int> TimelineFilter::acceptedRows(const QList<quint32> &keys, const Turns &turns,
                                              const std::atomic<quint64> *latest, quint64 generation) const
{
    std::vector<int> out;
    const int n = int(keys.size());
    const quint32 *k = keys.constData();
    std::size_t nextTurn = 0;
    int turnHead = -1;
    bool turnCollapsed = false;
    for (int row = 0; row < n; ++row) {
        if ((row & 0xFFFF) == 0 && latest && latest->load(std::memory_order_relaxed) != generation)
            return {}; // superseded
        while (nextTurn < turns.startRows.size() && turns.startRows[nextTurn] <= row) {
            turnHead = turns.startRows[nextTurn];
            turnCollapsed = turns.collapsed[nextTurn] != 0;
            ++nextTurn;
        }
        if (!accepts(k[row]))
            continue;
        if (turnCollapsed && row != turnHead)
            continue;
        out.push_back(row);
    }
    return out;
}

} // namespace Switchyard
