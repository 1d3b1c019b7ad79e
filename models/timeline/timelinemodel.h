// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/domain/eventsummary.h"

#include <QAbstractListModel>
#include <QHash>
#include <QPointer>
#include <QStringList>

#include <climits>
#include <deque>
#include <optional>
#include <vector>

namespace Switchyard {

class SyncStatus;
class TimelineSource;

/// Tokens and cost spent between two user turns, from the cumulative `stats` state updates.
struct TurnUsage
{
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    double cost = 0.0;
    bool known = false; ///< at least one stats update inside the turn
    bool approximate = false; ///< the baseline before the turn is not loaded (older page missing)
};

/// The event timeline of one conversation: one row per event, append-only, newest page first.
///
/// Memory: each row is a fixed-size 40-byte record; the one-line summary is packed as UTF-8 into
/// an arena (at most 200 bytes per row). Event ids, tool-call ids and the raw JSON stay in the
/// source and are read on demand (eventAt, pairedEventAt), so a row costs < 300 bytes even at
/// a million events.
///
/// Structure kept per row: pairing of an action with its observation, agent error or rejection
/// (by tool_call_id, spec §6.4); the user turn it belongs to; consecutive streaming deltas are
/// merged into one row. Loading: setSource() reads the newest page at once; older pages come
/// through canFetchMore()/fetchMore(); new events are appended when the source says so
/// (TimelineSource::eventsAppended). The source is read synchronously on the GUI thread.
class TimelineModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Roles
    {
        SeqRole = Qt::UserRole + 1,
        KindRole, ///< EventKind as int
        KindNameRole, ///< wire kind; inner kind for actions/observations
        SourceRole, ///< EventSource as int
        TimeRole, ///< QDateTime (UTC)
        SummaryRole,
        FlagsRole, ///< EventSummary flags of the row
        EffectiveFlagsRole, ///< the row's flags or'ed with its paired result's (for actions)
        ExitCodeRole, ///< int or invalid QVariant; for actions, the paired result's
        PairStateRole, ///< PairState as int
        PairedRowRole, ///< row of the paired event, or -1
        TurnRole, ///< user turn index, -1 before the first user message
        TurnStartRole, ///< bool: the row is a user message that starts a turn
        MergedCountRole, ///< events folded into the row (streaming deltas), >= 1
    };
    Q_ENUM(Roles)

    enum class PairState : quint8
    {
        None, ///< not an action, nor a result
        Pending, ///< an action without result yet
        Ok, ///< an action whose result succeeded
        Failed, ///< an action whose result is an error, a non-zero exit, or an agent error
        Rejected, ///< an action rejected by the user or a hook
        Result, ///< a result row whose action is in the model (shown as part of the action's card)
        Orphan, ///< a result whose action is not loaded (older page) or missing
    };
    Q_ENUM(PairState)

    static constexpr int kDefaultPageSize = 500;
    static constexpr int kMaxSummaryBytes = 200;

    explicit TimelineModel(QObject *parent = nullptr);
    ~TimelineModel() override;

    /// Opens a source (not owned; may be nullptr): reads its newest page at once.
    void setSource(TimelineSource *source);
    [[nodiscard]] TimelineSource *source() const;
    void setPageSize(int rows);
    [[nodiscard]] int pageSize() const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    /// Where a failed older page is said (SyncStatus::olderEventsError of the source's
    /// conversation); null: nowhere (offline review). Not owned.
    void setSyncStatus(SyncStatus *sync);
    /// Why the older page asked for at the top did not come (empty: none failed, or it was asked
    /// for again). fetchMore() at the top asks again.
    [[nodiscard]] QString olderPageError() const { return m_olderError; }
    /// Loads every older page (export, benchmarks).
    void fetchAll();
    /// Loads the older rows down to seq (at least one page, and a few rows before seq) in one step.
    void fetchTo(qint64 seq);

    // Typed access for delegates, proxies and the detail pane (no QVariant on the hot path).
    [[nodiscard]] qint64 seqAt(int row) const;
    [[nodiscard]] EventKind kindAt(int row) const;
    [[nodiscard]] EventSource sourceAt(int row) const;
    [[nodiscard]] QString kindNameAt(int row) const;
    [[nodiscard]] quint16 flagsAt(int row) const;
    [[nodiscard]] quint16 effectiveFlagsAt(int row) const;
    [[nodiscard]] qint64 timeMsAt(int row) const;
    [[nodiscard]] std::optional<int> exitCodeAt(int row) const;
    [[nodiscard]] QString summaryAt(int row) const;
    /// UTF-8 bytes of the row's one-line summary (kMaxSummaryBytes at most): a size estimate.
    [[nodiscard]] int summaryBytesAt(int row) const;
    [[nodiscard]] int mergedCountAt(int row) const;
    [[nodiscard]] PairState pairStateAt(int row) const;
    [[nodiscard]] int pairedRow(int row) const;
    /// The full event of the row (the first one for merged deltas), parsed by the source.
    [[nodiscard]] std::optional<Event> eventAt(int row) const;
    /// The result of an action row, or the action of a result row.
    [[nodiscard]] std::optional<Event> pairedEventAt(int row) const;
    /// The text of a merged streaming-delta row, concatenated from the source (at most maxEvents).
    [[nodiscard]] QString mergedText(int row, int maxEvents = 10000) const;
    /// The row holding seq, or -1 when it is not loaded.
    [[nodiscard]] int rowForSeq(qint64 seq) const;
    [[nodiscard]] qint64 firstLoadedSeq() const;
    [[nodiscard]] qint64 loadedEndSeq() const;

    // Turns: a turn starts at a user MessageEvent and runs to the next one.
    [[nodiscard]] int turnCount() const;
    [[nodiscard]] int turnOfRow(int row) const;
    [[nodiscard]] int turnStartRow(int turn) const;
    [[nodiscard]] int turnEndRow(int turn) const;
    /// The seq of the turn's user message: a key that stays valid when older pages load.
    [[nodiscard]] qint64 turnKey(int turn) const;
    [[nodiscard]] int turnForKey(qint64 key) const;
    [[nodiscard]] TurnUsage turnUsage(int turn) const;
    /// The absolute number of a turn in the conversation (1 = its first user message), also when
    /// older pages are not loaded; -1 while the source is still counting the turns before the first
    /// loaded row (turnNumbersChanged() follows).
    [[nodiscard]] qint64 turnNumber(int turn) const;

    // Search (case-insensitive, over the one-line summaries and the kind; an action also matches
    // on its result's summary since they show as one card).
    [[nodiscard]] bool rowMatches(int row, const QString &needle) const;
    /// The next matching row after (forward) or before fromRow, wrapping; -1 if none.
    [[nodiscard]] int findMatch(const QString &needle, int fromRow, bool forward) const;

    // Security analysis (§13.2): the latest verdict a SecurityAnalysisEvent of the loaded rows gave
    // on the action with this event id (the action's card and the approval bar show it).
    [[nodiscard]] std::optional<SecurityVerdict> securityVerdictFor(const QString &actionEventId) const;

    // Steering.
    [[nodiscard]] bool waitingForConfirmation() const;
    /// The unpaired actions at the end of the log (the ones a confirmation applies to), oldest
    /// first; empty unless waitingForConfirmation().
    [[nodiscard]] QList<int> pendingActionRows() const;

    /// Bytes held by the model for its rows (rows + text arena + indexes), for the benchmarks.
    [[nodiscard]] std::size_t residentBytes() const;

Q_SIGNALS:
    /// count turns were inserted at index first (older page: at 0; new events: at the end).
    void turnsInserted(int first, int count);
    /// The usage of this turn may have changed (new stats inside it).
    void turnUsageChanged(int turn);
    /// waitingForConfirmation() or pendingActionRows() may have changed.
    void pendingActionChanged();
    /// turnNumber() became known or changed.
    void turnNumbersChanged();
    /// Older events the model asked the source for (fetchMore at seq 0) arrived: canFetchMore() is
    /// true again and fetchMore() loads them (views keep their scroll anchor when they call it).
    void olderEventsArrived();
    /// olderPageError() changed (empty: cleared).
    void olderPageErrorChanged(const QString &message);

private:
    struct Row
    {
        qint64 seq = 0; ///< first event of the row
        qint64 timeMs = 0;
        quint32 textOffset = 0;
        quint16 textLength = 0;
        quint16 flags = 0;
        qint32 pairDelta = 0; ///< seq of the paired event minus seq; 0 = unpaired
        qint32 exitCode = 0;
        quint32 mergedCount = 1;
        quint16 kindName = 0;
        EventKind kind = EventKind::Unknown;
        quint8 source = 0;
    };
    static_assert(sizeof(Row) == 40, "keep the timeline row compact");
    /// The text arena: chunks of 2^kChunkBits bytes; a row's textOffset is chunk << kChunkBits | offset.
    static constexpr int kChunkBits = 20;
    static constexpr qsizetype kChunkSize = qsizetype(1) << kChunkBits;
    static constexpr qint32 kNoExit = INT_MIN; ///< Row::exitCode when there is none
    /// Rows of one ingested page before they are inserted, with their tool-call ids.
    struct IngestBatch
    {
        std::vector<Row> rows;
        std::vector<QString> callIds;
    };
    /// Rows outside the inserted range whose data changed (pairing, merged deltas).
    struct ChangedRows
    {
        int first = INT_MAX;
        int last = -1;
        void note(int row);
    };

    void clear();
    void loadNewest();
    void setOlderPageError(const QString &message);
    void onEventsAppended(qint64 newCount);
    void onEventsPrepended(qint64 count);
    void onSourceReset();
    void onUserTurnsCounted(qint64 beforeSeq, qint64 count);
    void ingest(const QList<EventSummary> &batch, qint64 firstSeq, bool prepend);
    IngestBatch rowsOf(const QList<EventSummary> &batch, qint64 firstSeq);
    void foldBoundaryDeltas(IngestBatch &fresh, bool prepend, ChangedRows &changed);
    /// Pairs an action or result row (at index at..at+n-1, just inserted) by its tool-call id.
    void pairRow(Row &r, const QString &callId, int at, int n, ChangedRows &changed);
    /// Returns whether turnNumber() changed.
    bool addTurnsAndStats(const std::vector<qint64> &turns, const std::vector<qint64> &stats, bool prepend);
    void emitUsageChanges(const std::vector<qint64> &stats, bool prepend, int insertedRows);
    Row makeRow(const EventSummary &s, qint64 seq);
    quint32 storeText(const QString &text, quint16 *length);
    void extendText(Row &row, const QString &more);
    [[nodiscard]] QByteArrayView textOf(const Row &row) const;
    quint16 internKind(const QString &name);
    [[nodiscard]] int rowIndexForSeq(qint64 seq) const;
    [[nodiscard]] static bool isAction(const Row &r) { return r.kind == EventKind::Action; }
    [[nodiscard]] static bool isResult(const Row &r)
    {
        return r.kind == EventKind::Observation || r.kind == EventKind::AgentError || r.kind == EventKind::UserReject;
    }
    struct Totals
    {
        qint64 prompt = 0;
        qint64 completion = 0;
        double cost = 0.0;
    };
    [[nodiscard]] std::optional<Totals> totalsAt(qint64 statsSeq) const;

    QPointer<TimelineSource> m_source;
    int m_pageSize = kDefaultPageSize;
    std::deque<Row> m_rows;
    qint64 m_firstSeq = 0; ///< first loaded seq
    qint64 m_endSeq = 0; ///< one past the last loaded seq
    std::vector<QByteArray> m_arena;
    QStringList m_kindNames;
    QHash<QString, quint16> m_kindIndex;
    QHash<QString, qint64> m_pendingActions; ///< tool_call_id -> action seq, unpaired
    QHash<QString, qint64> m_orphanResults; ///< tool_call_id -> result seq, action not loaded
    std::vector<qint64> m_turnSeqs;
    std::vector<qint64> m_statsSeqs;
    std::vector<qint64> m_analysisSeqs; ///< SecurityAnalysisEvent rows, ascending
    /// Verdicts of the first m_verdictsParsed analysis rows, by action event id (built on demand;
    /// an append parses only the new rows, a prepend or a reset starts over).
    mutable QHash<QString, SecurityVerdict> m_verdicts;
    mutable std::size_t m_verdictsParsed = 0;
    mutable QHash<qint64, Totals> m_totalsCache;
    bool m_waiting = false;
    qint64 m_turnBase = 0; ///< user turns before m_firstSeq; -1 while unknown
    qint64 m_turnCountSeq = -1; ///< the seq whose turns the source is counting
    bool m_ingesting = false; ///< views and testers may call fetchMore from our own signals
    bool m_olderRequested = false; ///< fetchMore at seq 0 asked the source for older events
    QPointer<SyncStatus> m_sync;
    QString m_olderError;
};

} // namespace Switchyard
