// SPDX-License-Identifier: GPL-3.0-or-later
// TimelineModel: building rows from summaries (text arena, kind names, streaming-delta merging,
// action/result pairing, turns and stats). The reading side is in timelinemodel.cpp.
#include "models/timeline/timelinemodel.h"

#include <QScopeGuard>

#include <algorithm>
#include <climits>

namespace Switchyard {

void TimelineModel::ChangedRows::note(int row)
{
    first = std::min(first, row);
    last = std::max(last, row);
}

quint16 TimelineModel::internKind(const QString &name)
{
    const auto it = m_kindIndex.constFind(name);
    if (it != m_kindIndex.constEnd())
        return *it;
    if (m_kindNames.size() >= 0xFFFF)
        return 0;
    const auto index = quint16(m_kindNames.size());
    m_kindNames.append(name);
    m_kindIndex.insert(name, index);
    return index;
}

quint32 TimelineModel::storeText(const QString &text, quint16 *length)
{
    QByteArray utf8 = text.toUtf8();
    qsizetype len = std::min<qsizetype>(utf8.size(), kMaxSummaryBytes);
    // Never cut inside a UTF-8 sequence.
    while (len > 0 && len < utf8.size() && (quint8(utf8.at(len)) & 0xC0) == 0x80)
        --len;
    if (m_arena.empty() || m_arena.back().size() + len > kChunkSize) {
        m_arena.emplace_back();
        m_arena.back().reserve(kChunkSize);
    }
    QByteArray &chunk = m_arena.back();
    const auto offset = quint32((quint32(m_arena.size() - 1) << kChunkBits) | quint32(chunk.size()));
    chunk.append(utf8.constData(), len);
    *length = quint16(len);
    return offset;
}

QByteArrayView TimelineModel::textOf(const Row &row) const
{
    const std::size_t chunk = row.textOffset >> kChunkBits;
    if (chunk >= m_arena.size() || row.textLength == 0)
        return {};
    return QByteArrayView(m_arena[chunk]).sliced(row.textOffset & (kChunkSize - 1), row.textLength);
}

TimelineModel::Row TimelineModel::makeRow(const EventSummary &s, qint64 seq)
{
    Row r;
    r.seq = seq;
    r.timeMs = s.timeMs;
    r.flags = s.flags;
    r.kind = s.kind;
    r.source = quint8(s.source);
    r.exitCode = s.exitCode ? qint32(*s.exitCode) : kNoExit;
    r.kindName = internKind(s.kindName);
    r.textOffset = storeText(s.summary, &r.textLength);
    return r;
}

TimelineModel::IngestBatch TimelineModel::rowsOf(const QList<EventSummary> &batch, qint64 firstSeq)
{
    IngestBatch fresh;
    fresh.rows.reserve(std::size_t(batch.size()));
    fresh.callIds.reserve(std::size_t(batch.size()));
    for (qsizetype i = 0; i < batch.size(); ++i) {
        const EventSummary &s = batch.at(i);
        if (s.kind == EventKind::StreamingDelta && !fresh.rows.empty()
            && fresh.rows.back().kind == EventKind::StreamingDelta) {
            ++fresh.rows.back().mergedCount;
            continue;
        }
        fresh.rows.push_back(makeRow(s, firstSeq + i));
        fresh.callIds.push_back(s.toolCallId);
    }
    return fresh;
}

void TimelineModel::foldBoundaryDeltas(IngestBatch &fresh, bool prepend, ChangedRows &changed)
{
    // Streaming deltas that continue across the page boundary fold into the existing row.
    if (fresh.rows.empty() || m_rows.empty())
        return;
    if (!prepend && fresh.rows.front().kind == EventKind::StreamingDelta
        && m_rows.back().kind == EventKind::StreamingDelta) {
        m_rows.back().mergedCount += fresh.rows.front().mergedCount;
        fresh.rows.erase(fresh.rows.begin());
        fresh.callIds.erase(fresh.callIds.begin());
        changed.note(int(m_rows.size()) - 1);
    } else if (prepend && fresh.rows.back().kind == EventKind::StreamingDelta
               && m_rows.front().kind == EventKind::StreamingDelta) {
        Row &front = m_rows.front();
        const Row &last = fresh.rows.back();
        front.mergedCount += last.mergedCount;
        front.seq = last.seq;
        front.timeMs = last.timeMs;
        front.textOffset = last.textOffset;
        front.textLength = last.textLength;
        fresh.rows.pop_back();
        fresh.callIds.pop_back();
        changed.note(0);
    }
}

void TimelineModel::pairRow(Row &r, const QString &callId, int at, int n, ChangedRows &changed)
{
    if (callId.isEmpty())
        return;
    if (isAction(r)) {
        const auto it = m_orphanResults.find(callId);
        if (it == m_orphanResults.end()) {
            m_pendingActions.insert(callId, r.seq);
            return;
        }
        const int other = rowIndexForSeq(*it);
        m_orphanResults.erase(it);
        if (other < 0)
            return;
        Row &result = m_rows[std::size_t(other)];
        r.pairDelta = qint32(result.seq - r.seq);
        result.pairDelta = -r.pairDelta;
        if (other < at || other >= at + n)
            changed.note(other);
    } else if (isResult(r)) {
        const auto it = m_pendingActions.find(callId);
        if (it == m_pendingActions.end()) {
            if (!m_orphanResults.contains(callId))
                m_orphanResults.insert(callId, r.seq);
            return;
        }
        const int other = rowIndexForSeq(*it);
        m_pendingActions.erase(it);
        if (other < 0)
            return;
        Row &action = m_rows[std::size_t(other)];
        action.pairDelta = qint32(r.seq - action.seq);
        r.pairDelta = -action.pairDelta;
        if (other < at || other >= at + n)
            changed.note(other);
    }
}

bool TimelineModel::addTurnsAndStats(const std::vector<qint64> &turns, const std::vector<qint64> &stats, bool prepend)
{
    bool numbersChanged = false;
    if (prepend) {
        if (m_turnBase >= 0 || m_firstSeq == 0) {
            const qint64 base = m_firstSeq == 0 ? 0 : std::max<qint64>(0, m_turnBase - qint64(turns.size()));
            numbersChanged = base != m_turnBase || !turns.empty();
            m_turnBase = base;
            if (m_firstSeq == 0)
                m_turnCountSeq = -1;
        }
        m_turnSeqs.insert(m_turnSeqs.begin(), turns.begin(), turns.end());
        m_statsSeqs.insert(m_statsSeqs.begin(), stats.begin(), stats.end());
    } else {
        m_turnSeqs.insert(m_turnSeqs.end(), turns.begin(), turns.end());
        m_statsSeqs.insert(m_statsSeqs.end(), stats.begin(), stats.end());
    }
    return numbersChanged;
}

void TimelineModel::emitUsageChanges(const std::vector<qint64> &stats, bool prepend, int insertedRows)
{
    if (stats.empty())
        return;
    if (prepend) {
        // The baseline of the first turn after this page may have become known.
        const int t = turnOfRow(insertedRows);
        if (t >= 0)
            Q_EMIT turnUsageChanged(t);
        return;
    }
    int lastTurn = -2;
    for (qint64 seq : stats) {
        const int t = turnOfRow(rowIndexForSeq(seq));
        if (t >= 0 && t != lastTurn)
            Q_EMIT turnUsageChanged(t);
        lastTurn = t;
    }
}

void TimelineModel::ingest(const QList<EventSummary> &batch, qint64 firstSeq, bool prepend)
{
    m_ingesting = true;
    const auto done = qScopeGuard([this] {
        m_ingesting = false;
    });
    IngestBatch fresh = rowsOf(batch, firstSeq);
    ChangedRows changed;
    foldBoundaryDeltas(fresh, prepend, changed);
    const qint64 endSeq = firstSeq + batch.size();
    if (fresh.rows.empty()) {
        if (prepend)
            m_firstSeq = firstSeq;
        else
            m_endSeq = endSeq;
        if (changed.last >= 0)
            Q_EMIT dataChanged(index(changed.first), index(changed.last));
        return;
    }

    const int n = int(fresh.rows.size());
    const int at = prepend ? 0 : int(m_rows.size());
    if (changed.last >= 0 && prepend) {
        changed.first += n;
        changed.last += n;
    }
    beginInsertRows({}, at, at + n - 1);
    if (prepend) {
        m_rows.insert(m_rows.begin(), fresh.rows.begin(), fresh.rows.end());
        m_firstSeq = firstSeq;
    } else {
        m_rows.insert(m_rows.end(), fresh.rows.begin(), fresh.rows.end());
        m_endSeq = endSeq;
    }
    std::vector<qint64> turns;
    std::vector<qint64> stats;
    std::vector<qint64> analyses;
    for (int k = 0; k < n; ++k) {
        Row &r = m_rows[std::size_t(at + k)];
        if (r.flags & EventSummary::UserTurn && r.kind == EventKind::Message)
            turns.push_back(r.seq);
        if (r.flags & EventSummary::Stats)
            stats.push_back(r.seq);
        if (r.kind == EventKind::SecurityAnalysis)
            analyses.push_back(r.seq);
        pairRow(r, fresh.callIds[std::size_t(k)], at, n, changed);
    }
    if (!analyses.empty()) {
        if (prepend) { // older verdicts go first: the cache is rebuilt in log order
            m_analysisSeqs.insert(m_analysisSeqs.begin(), analyses.begin(), analyses.end());
            m_verdicts.clear();
            m_verdictsParsed = 0;
        } else {
            m_analysisSeqs.insert(m_analysisSeqs.end(), analyses.begin(), analyses.end());
        }
    }
    const int turnsFirst = prepend ? 0 : int(m_turnSeqs.size());
    const bool numbersChanged = addTurnsAndStats(turns, stats, prepend);
    endInsertRows();

    if (changed.last >= 0)
        Q_EMIT dataChanged(index(changed.first), index(changed.last));
    if (!turns.empty())
        Q_EMIT turnsInserted(turnsFirst, int(turns.size()));
    if (numbersChanged)
        Q_EMIT turnNumbersChanged();
    emitUsageChanges(stats, prepend, n);
    if (!analyses.empty())
        Q_EMIT pendingActionChanged(); // a verdict on a pending action is shown in the approval bar
}

} // namespace Switchyard
