// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/timeline/timelinemodel.h"

#include "models/logging.h"
#include "models/read/syncstatus.h"
#include "models/timeline/timelinesource.h"

#include <QDateTime>
#include <QScopeGuard>

#include <algorithm>
#include <climits>
#include <utility>
#include <variant>

namespace Switchyard {

namespace {

constexpr int kAppendBatch = 4096;
constexpr quint16 kResultFlags = EventSummary::IsError | EventSummary::NonZeroExit | EventSummary::Rejected
    | EventSummary::Terminal | EventSummary::FileEdit;

} // namespace

TimelineModel::TimelineModel(QObject *parent)
    : QAbstractListModel(parent)
{
    m_kindNames.append(QString());
    m_kindIndex.insert(QString(), 0);
}

TimelineModel::~TimelineModel() = default;

void TimelineModel::setSource(TimelineSource *source)
{
    if (m_source)
        disconnect(m_source, nullptr, this, nullptr);
    beginResetModel();
    m_source = source;
    clear();
    endResetModel();
    if (!m_source) {
        setOlderPageError(QString());
        return;
    }
    connect(m_source, &TimelineSource::eventsAppended, this, &TimelineModel::onEventsAppended);
    connect(m_source, &TimelineSource::eventsPrepended, this, &TimelineModel::onEventsPrepended);
    connect(m_source, &TimelineSource::reset, this, &TimelineModel::onSourceReset);
    connect(m_source, &TimelineSource::userTurnsCounted, this, &TimelineModel::onUserTurnsCounted);
    connect(m_source, &TimelineSource::statusChanged, this, [this] {
        m_waiting = m_source && m_source->executionStatus() == ExecutionStatus::WaitingForConfirmation;
        Q_EMIT pendingActionChanged();
    });
    connect(m_source, &QObject::destroyed, this, [this] {
        setSource(nullptr);
    });
    if (m_sync)
        setOlderPageError(m_sync->olderEventsError(m_source->conversationId()));
    loadNewest();
}

void TimelineModel::setSyncStatus(SyncStatus *sync)
{
    if (m_sync)
        disconnect(m_sync, nullptr, this, nullptr);
    m_sync = sync;
    if (m_sync)
        connect(m_sync, &SyncStatus::olderEventsErrorChanged, this, [this](const QString &id, const QString &message) {
            if (m_source && !id.isEmpty() && id == m_source->conversationId())
                setOlderPageError(message);
        });
    setOlderPageError(m_sync && m_source ? m_sync->olderEventsError(m_source->conversationId()) : QString());
}

void TimelineModel::setOlderPageError(const QString &message)
{
    // m_olderRequested stays: a retry's page still loads into the view (olderEventsArrived).
    if (message == m_olderError)
        return;
    m_olderError = message;
    Q_EMIT olderPageErrorChanged(message);
}

TimelineSource *TimelineModel::source() const
{
    return m_source;
}

void TimelineModel::setPageSize(int rows)
{
    m_pageSize = std::max(1, rows);
}

int TimelineModel::pageSize() const
{
    return m_pageSize;
}

void TimelineModel::clear()
{
    m_rows.clear();
    m_firstSeq = m_endSeq = 0;
    m_arena.clear();
    m_pendingActions.clear();
    m_orphanResults.clear();
    m_turnSeqs.clear();
    m_statsSeqs.clear();
    m_analysisSeqs.clear();
    m_verdicts.clear();
    m_verdictsParsed = 0;
    m_totalsCache.clear();
    m_waiting = false;
    m_turnBase = 0;
    m_turnCountSeq = -1;
    m_olderRequested = false;
}

void TimelineModel::loadNewest()
{
    const qint64 count = m_source->eventCount();
    const qint64 from = std::max<qint64>(0, count - m_pageSize);
    m_firstSeq = m_endSeq = from;
    if (from > 0) {
        // Turns are numbered from the conversation's first user message, loaded or not.
        m_turnBase = -1;
        m_turnCountSeq = from;
        m_source->countUserTurnsBefore(from);
    }
    m_waiting = m_source->executionStatus() == ExecutionStatus::WaitingForConfirmation;
    // In batches: a page may be large, and the summaries are transient (only the rows stay).
    while (m_endSeq < count) {
        const qint64 n = std::min<qint64>(kAppendBatch, count - m_endSeq);
        const QList<EventSummary> batch = m_source->summaries(m_endSeq, n);
        if (batch.size() != n)
            break;
        ingest(batch, m_endSeq, false);
    }
    Q_EMIT pendingActionChanged();
}

void TimelineModel::onEventsAppended(qint64 newCount)
{
    if (!m_source)
        return;
    while (m_endSeq < newCount) {
        const qint64 n = std::min<qint64>(kAppendBatch, newCount - m_endSeq);
        const QList<EventSummary> batch = m_source->summaries(m_endSeq, n);
        if (batch.size() != n) {
            qCWarning(lcModels) << "timeline: source returned" << batch.size() << "of" << n << "events";
            break;
        }
        ingest(batch, m_endSeq, false);
    }
    Q_EMIT pendingActionChanged();
}

void TimelineModel::onEventsPrepended(qint64 count)
{
    if (!m_source || count <= 0)
        return;
    // Every seq moves up; rows, pairing (relative) and the view stay as they are.
    m_firstSeq += count;
    m_endSeq += count;
    for (Row &r : m_rows)
        r.seq += count;
    for (auto it = m_pendingActions.begin(); it != m_pendingActions.end(); ++it)
        *it += count;
    for (auto it = m_orphanResults.begin(); it != m_orphanResults.end(); ++it)
        *it += count;
    for (qint64 &s : m_turnSeqs)
        s += count;
    for (qint64 &s : m_statsSeqs)
        s += count;
    for (qint64 &s : m_analysisSeqs)
        s += count;
    m_totalsCache.clear();
    // The turns before the first loaded row are counted again.
    m_turnBase = -1;
    m_turnCountSeq = m_firstSeq;
    m_source->countUserTurnsBefore(m_firstSeq);
    Q_EMIT turnNumbersChanged();
    setOlderPageError(QString());
    if (std::exchange(m_olderRequested, false))
        Q_EMIT olderEventsArrived();
}

void TimelineModel::onUserTurnsCounted(qint64 beforeSeq, qint64 count)
{
    if (beforeSeq != m_turnCountSeq || count < 0 || beforeSeq < m_firstSeq)
        return;
    m_turnCountSeq = -1;
    // Older pages may have been loaded meanwhile: their turns are counted already.
    const auto loadedBefore = std::lower_bound(m_turnSeqs.begin(), m_turnSeqs.end(), beforeSeq) - m_turnSeqs.begin();
    const qint64 base = std::max<qint64>(0, count - qint64(loadedBefore));
    if (base == m_turnBase)
        return;
    m_turnBase = base;
    Q_EMIT turnNumbersChanged();
}

qint64 TimelineModel::turnNumber(int turn) const
{
    if (turn < 0 || turn >= turnCount() || m_turnBase < 0)
        return -1;
    return m_turnBase + turn + 1;
}

void TimelineModel::onSourceReset()
{
    beginResetModel();
    clear();
    endResetModel();
    if (m_source)
        loadNewest();
}

bool TimelineModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_source && (m_firstSeq > 0 || m_source->canFetchOlder());
}

void TimelineModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent) || m_ingesting)
        return;
    if (m_firstSeq == 0) {
        // Older than anything held: the source asks the server (olderEventsArrived follows).
        m_olderRequested = true;
        m_source->fetchOlder();
        return;
    }
    const qint64 from = std::max<qint64>(0, m_firstSeq - m_pageSize);
    const QList<EventSummary> batch = m_source->summaries(from, m_firstSeq - from);
    if (batch.size() != m_firstSeq - from) {
        qCWarning(lcModels) << "timeline: older page incomplete, stopping at" << m_firstSeq;
        m_firstSeq = 0;
        return;
    }
    ingest(batch, from, true);
}

void TimelineModel::fetchAll()
{
    while (m_source && m_firstSeq > 0 && !m_ingesting)
        fetchMore({}); // what is held only: older pages from the server arrive later
}

void TimelineModel::fetchTo(qint64 seq)
{
    if (!m_source || m_firstSeq <= 0 || m_ingesting || seq >= m_firstSeq)
        return;
    // A little further than seq: the action of a matching result is usually a few events earlier.
    constexpr qint64 kContext = 64;
    const qint64 from = std::max<qint64>(0, std::min(seq - kContext, m_firstSeq - m_pageSize));
    const QList<EventSummary> batch = m_source->summaries(from, m_firstSeq - from);
    if (batch.size() != m_firstSeq - from) {
        qCWarning(lcModels) << "timeline: older rows incomplete, stopping at" << m_firstSeq;
        return;
    }
    ingest(batch, from, true);
}

int TimelineModel::rowIndexForSeq(qint64 seq) const
{
    auto it = std::upper_bound(m_rows.begin(), m_rows.end(), seq, [](qint64 s, const Row &r) {
        return s < r.seq;
    });
    if (it == m_rows.begin())
        return -1;
    --it;
    if (seq >= it->seq + qint64(it->mergedCount))
        return -1;
    return int(it - m_rows.begin());
}

int TimelineModel::rowForSeq(qint64 seq) const
{
    return rowIndexForSeq(seq);
}

qint64 TimelineModel::firstLoadedSeq() const
{
    return m_firstSeq;
}

qint64 TimelineModel::loadedEndSeq() const
{
    return m_endSeq;
}

int TimelineModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QHash<int, QByteArray> TimelineModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(SeqRole, "seq");
    names.insert(KindRole, "kind");
    names.insert(KindNameRole, "kindName");
    names.insert(SourceRole, "source");
    names.insert(TimeRole, "time");
    names.insert(SummaryRole, "summary");
    names.insert(FlagsRole, "flags");
    names.insert(EffectiveFlagsRole, "effectiveFlags");
    names.insert(ExitCodeRole, "exitCode");
    names.insert(PairStateRole, "pairState");
    names.insert(PairedRowRole, "pairedRow");
    names.insert(TurnRole, "turn");
    names.insert(TurnStartRole, "turnStart");
    names.insert(MergedCountRole, "mergedCount");
    return names;
}

QVariant TimelineModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const Row &r = m_rows[std::size_t(row)];
    switch (role) {
    case Qt::DisplayRole:
    case SummaryRole:
        return summaryAt(row);
    case SeqRole:
        return r.seq;
    case KindRole:
        return int(r.kind);
    case KindNameRole:
        return m_kindNames.value(r.kindName);
    case SourceRole:
        return int(r.source);
    case TimeRole:
        return r.timeMs ? QDateTime::fromMSecsSinceEpoch(r.timeMs, Qt::UTC) : QDateTime();
    case FlagsRole:
        return int(r.flags);
    case EffectiveFlagsRole:
        return int(effectiveFlagsAt(row));
    case ExitCodeRole: {
        const auto code = exitCodeAt(row);
        return code ? QVariant(*code) : QVariant();
    }
    case PairStateRole:
        return int(pairStateAt(row));
    case PairedRowRole:
        return pairedRow(row);
    case TurnRole:
        return turnOfRow(row);
    case TurnStartRole:
        return r.kind == EventKind::Message && (r.flags & EventSummary::UserTurn) != 0;
    case MergedCountRole:
        return int(r.mergedCount);
    default:
        return {};
    }
}

qint64 TimelineModel::seqAt(int row) const
{
    return m_rows[std::size_t(row)].seq;
}

EventKind TimelineModel::kindAt(int row) const
{
    return m_rows[std::size_t(row)].kind;
}

EventSource TimelineModel::sourceAt(int row) const
{
    return EventSource(m_rows[std::size_t(row)].source);
}

QString TimelineModel::kindNameAt(int row) const
{
    return m_kindNames.value(m_rows[std::size_t(row)].kindName);
}

quint16 TimelineModel::flagsAt(int row) const
{
    return m_rows[std::size_t(row)].flags;
}

quint16 TimelineModel::effectiveFlagsAt(int row) const
{
    const Row &r = m_rows[std::size_t(row)];
    if (!isAction(r) || r.pairDelta == 0)
        return r.flags;
    const int other = pairedRow(row);
    if (other < 0)
        return r.flags;
    quint16 f = r.flags | (m_rows[std::size_t(other)].flags & kResultFlags);
    if (m_rows[std::size_t(other)].kind == EventKind::AgentError)
        f |= EventSummary::IsError;
    return f;
}

qint64 TimelineModel::timeMsAt(int row) const
{
    return m_rows[std::size_t(row)].timeMs;
}

std::optional<int> TimelineModel::exitCodeAt(int row) const
{
    const Row *r = &m_rows[std::size_t(row)];
    if (isAction(*r) && r->pairDelta != 0) {
        const int other = pairedRow(row);
        if (other >= 0)
            r = &m_rows[std::size_t(other)];
    }
    if (r->exitCode == kNoExit)
        return std::nullopt;
    return r->exitCode;
}

QString TimelineModel::summaryAt(int row) const
{
    const Row &r = m_rows[std::size_t(row)];
    if (r.kind == EventKind::StreamingDelta && r.mergedCount > 1) {
        QString text = mergedText(row, 400).simplified();
        if (text.size() > kMaxSummaryBytes)
            text = text.left(kMaxSummaryBytes - 1) + QChar(0x2026);
        return text;
    }
    return QString::fromUtf8(textOf(r));
}

int TimelineModel::summaryBytesAt(int row) const
{
    return m_rows[std::size_t(row)].textLength;
}

int TimelineModel::mergedCountAt(int row) const
{
    return int(m_rows[std::size_t(row)].mergedCount);
}

TimelineModel::PairState TimelineModel::pairStateAt(int row) const
{
    const Row &r = m_rows[std::size_t(row)];
    if (isResult(r))
        return r.pairDelta != 0 ? PairState::Result : PairState::Orphan;
    if (!isAction(r))
        return PairState::None;
    if (r.pairDelta == 0)
        return PairState::Pending;
    const int other = pairedRow(row);
    if (other < 0)
        return PairState::Pending;
    const Row &result = m_rows[std::size_t(other)];
    if (result.kind == EventKind::UserReject || result.flags & EventSummary::Rejected)
        return PairState::Rejected;
    if (result.kind == EventKind::AgentError || result.flags & (EventSummary::IsError | EventSummary::NonZeroExit))
        return PairState::Failed;
    return PairState::Ok;
}

int TimelineModel::pairedRow(int row) const
{
    const Row &r = m_rows[std::size_t(row)];
    if (r.pairDelta == 0)
        return -1;
    // The paired event is nearly always a few rows away: gallop from here instead of a full search.
    const qint64 seq = r.seq + r.pairDelta;
    const int n = int(m_rows.size());
    int lo = row;
    int hi = row;
    if (r.pairDelta > 0) {
        int step = 1;
        while (hi + step < n && m_rows[std::size_t(hi + step)].seq <= seq) {
            hi += step;
            step *= 2;
        }
        lo = hi;
        hi = std::min(n - 1, hi + step);
    } else {
        int step = 1;
        while (lo - step >= 0 && m_rows[std::size_t(lo - step)].seq > seq) {
            lo -= step;
            step *= 2;
        }
        hi = lo;
        lo = std::max(0, lo - step);
    }
    while (lo < hi) { // last row in [lo, hi] with row.seq <= seq
        const int mid = lo + (hi - lo + 1) / 2;
        if (m_rows[std::size_t(mid)].seq <= seq)
            lo = mid;
        else
            hi = mid - 1;
    }
    const Row &found = m_rows[std::size_t(lo)];
    if (seq < found.seq || seq >= found.seq + qint64(found.mergedCount))
        return -1;
    return lo;
}

std::optional<Event> TimelineModel::eventAt(int row) const
{
    if (!m_source || row < 0 || row >= rowCount())
        return std::nullopt;
    return m_source->event(m_rows[std::size_t(row)].seq);
}

std::optional<SecurityVerdict> TimelineModel::securityVerdictFor(const QString &actionEventId) const
{
    if (!m_source || actionEventId.isEmpty() || m_analysisSeqs.empty())
        return std::nullopt;
    // Analyses are rare beside actions: parse the ones not seen yet, in log order (latest wins).
    for (; m_verdictsParsed < m_analysisSeqs.size(); ++m_verdictsParsed) {
        const auto event = m_source->event(m_analysisSeqs[m_verdictsParsed]);
        if (!event)
            continue;
        const auto verdicts = securityVerdictsByAction({*event});
        for (auto it = verdicts.cbegin(); it != verdicts.cend(); ++it)
            m_verdicts.insert(it.key(), it.value());
    }
    const auto it = m_verdicts.constFind(actionEventId);
    return it == m_verdicts.constEnd() ? std::nullopt : std::optional<SecurityVerdict>(*it);
}

std::optional<Event> TimelineModel::pairedEventAt(int row) const
{
    if (!m_source || row < 0 || row >= rowCount())
        return std::nullopt;
    const Row &r = m_rows[std::size_t(row)];
    if (r.pairDelta == 0)
        return std::nullopt;
    return m_source->event(r.seq + r.pairDelta);
}

QString TimelineModel::mergedText(int row, int maxEvents) const
{
    if (!m_source || row < 0 || row >= rowCount())
        return {};
    const Row &r = m_rows[std::size_t(row)];
    QString text;
    const qint64 n = std::min<qint64>(r.mergedCount, maxEvents);
    for (qint64 i = 0; i < n; ++i) {
        const auto e = m_source->event(r.seq + i);
        if (!e)
            continue;
        if (const auto *p = std::get_if<StreamingDeltaPayload>(&e->payload))
            text += p->content.isEmpty() ? p->reasoningContent : p->content;
    }
    return text;
}

int TimelineModel::turnCount() const
{
    return int(m_turnSeqs.size());
}

int TimelineModel::turnOfRow(int row) const
{
    if (row < 0 || row >= rowCount())
        return -1;
    const qint64 seq = m_rows[std::size_t(row)].seq;
    const auto it = std::upper_bound(m_turnSeqs.begin(), m_turnSeqs.end(), seq);
    return int(it - m_turnSeqs.begin()) - 1;
}

int TimelineModel::turnStartRow(int turn) const
{
    if (turn < 0 || turn >= turnCount())
        return -1;
    return rowIndexForSeq(m_turnSeqs[std::size_t(turn)]);
}

int TimelineModel::turnEndRow(int turn) const
{
    if (turn < 0 || turn >= turnCount())
        return -1;
    if (turn + 1 < turnCount())
        return rowIndexForSeq(m_turnSeqs[std::size_t(turn) + 1]) - 1;
    return rowCount() - 1;
}

qint64 TimelineModel::turnKey(int turn) const
{
    if (turn < 0 || turn >= turnCount())
        return -1;
    return m_turnSeqs[std::size_t(turn)];
}

int TimelineModel::turnForKey(qint64 key) const
{
    const auto it = std::lower_bound(m_turnSeqs.begin(), m_turnSeqs.end(), key);
    if (it == m_turnSeqs.end() || *it != key)
        return -1;
    return int(it - m_turnSeqs.begin());
}

std::optional<TimelineModel::Totals> TimelineModel::totalsAt(qint64 statsSeq) const
{
    const auto cached = m_totalsCache.constFind(statsSeq);
    if (cached != m_totalsCache.constEnd())
        return *cached;
    if (!m_source)
        return std::nullopt;
    const auto e = m_source->event(statsSeq);
    if (!e)
        return std::nullopt;
    const auto *p = std::get_if<StateUpdatePayload>(&e->payload);
    if (!p)
        return std::nullopt;
    Totals t;
    for (const MetricsSnapshot &m : p->usageToMetrics) {
        t.cost += m.accumulatedCost;
        if (m.accumulatedTokenUsage) {
            t.prompt += m.accumulatedTokenUsage->promptTokens;
            t.completion += m.accumulatedTokenUsage->completionTokens;
        }
    }
    m_totalsCache.insert(statsSeq, t);
    return t;
}

TurnUsage TimelineModel::turnUsage(int turn) const
{
    TurnUsage usage;
    if (turn < 0 || turn >= turnCount())
        return usage;
    const qint64 start = m_turnSeqs[std::size_t(turn)];
    const qint64 end = turn + 1 < turnCount() ? m_turnSeqs[std::size_t(turn) + 1] : m_endSeq;
    const auto endIt = std::lower_bound(m_statsSeqs.begin(), m_statsSeqs.end(), end);
    if (endIt == m_statsSeqs.begin() || *(endIt - 1) < start)
        return usage;
    const auto last = totalsAt(*(endIt - 1));
    if (!last)
        return usage;
    const auto startIt = std::lower_bound(m_statsSeqs.begin(), m_statsSeqs.end(), start);
    Totals base;
    if (startIt != m_statsSeqs.begin()) {
        if (const auto b = totalsAt(*(startIt - 1)))
            base = *b;
    } else {
        usage.approximate = m_firstSeq > 0;
    }
    usage.known = true;
    usage.promptTokens = std::max<qint64>(0, last->prompt - base.prompt);
    usage.completionTokens = std::max<qint64>(0, last->completion - base.completion);
    usage.cost = std::max(0.0, last->cost - base.cost);
    return usage;
}

bool TimelineModel::rowMatches(int row, const QString &needle) const
{
    if (needle.isEmpty() || row < 0 || row >= rowCount())
        return false;
    const Row &r = m_rows[std::size_t(row)];
    if (QString::fromUtf8(textOf(r)).contains(needle, Qt::CaseInsensitive))
        return true;
    if (m_kindNames.value(r.kindName).contains(needle, Qt::CaseInsensitive))
        return true;
    if (isAction(r) && r.pairDelta != 0) {
        const int other = pairedRow(row);
        if (other >= 0 && QString::fromUtf8(textOf(m_rows[std::size_t(other)])).contains(needle, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

int TimelineModel::findMatch(const QString &needle, int fromRow, bool forward) const
{
    const int n = rowCount();
    if (needle.isEmpty() || n == 0)
        return -1;
    int row = std::clamp(fromRow, -1, n);
    for (int i = 0; i < n; ++i) {
        row = forward ? row + 1 : row - 1;
        if (row >= n)
            row = 0;
        else if (row < 0)
            row = n - 1;
        if (rowMatches(row, needle))
            return row;
    }
    return -1;
}

bool TimelineModel::waitingForConfirmation() const
{
    return m_waiting;
}

QList<int> TimelineModel::pendingActionRows() const
{
    QList<int> rows;
    if (!m_waiting)
        return rows;
    const int n = rowCount();
    for (int row = n - 1, seen = 0; row >= 0 && seen < 500; --row, ++seen) {
        const Row &r = m_rows[std::size_t(row)];
        if (r.kind == EventKind::Message && r.flags & EventSummary::UserTurn)
            break;
        if (!isAction(r))
            continue;
        if (r.pairDelta != 0)
            break;
        rows.prepend(row);
    }
    return rows;
}

std::size_t TimelineModel::residentBytes() const
{
    std::size_t bytes = m_rows.size() * sizeof(Row);
    bytes += (m_rows.size() / std::max<std::size_t>(1, 512 / sizeof(Row)) + 1) * sizeof(void *); // deque map
    for (const QByteArray &chunk : m_arena)
        bytes += std::size_t(chunk.capacity());
    bytes += std::size_t(m_pendingActions.size() + m_orphanResults.size()) * 96;
    bytes += (m_turnSeqs.capacity() + m_statsSeqs.capacity()) * sizeof(qint64);
    bytes += std::size_t(m_totalsCache.size()) * 48;
    return bytes;
}

} // namespace Switchyard
