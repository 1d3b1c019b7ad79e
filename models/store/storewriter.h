// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The store's writer: lives on the store's worker thread with its own SQLite connection, holds the
// authoritative copy of the small entities (with the sequence number of the request that last wrote
// each), reconciles every batch against it, writes the result in ONE transaction and hands a delta
// (new records + change set) back to the Store after the commit. Internal to models/store; public
// only so that benchmarks can drive it synchronously.

#include "models/domain/conversation.h"
#include "models/domain/event.h"
#include "models/domain/eventsummary.h"
#include "models/domain/sandbox.h"
#include "models/domain/starttask.h"
#include "models/read/conversationrecord.h"
#include "models/read/sandboxrecord.h"
#include "models/read/storechanges.h"
#include "models/read/watchreader.h"
#include "models/store/eventcursor.h"
#include "models/store/storebatch.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>

#include <atomic>
#include <deque>
#include <functional>
#include <memory>
#include <optional>

class QTimer;

namespace Switchyard {

class StoreCheckpointer;
class StoreSearchIndex;

/// Per-conversation event log state.
struct LogState
{
    qint64 key = 0;
    qint64 count = 0;
    qint64 lastActivityMs = 0;
    EventCursor cursor;
    QString searchText;
    /// rid seq of the oldest event (position 0): logs opened newest first grow downwards from it.
    qint64 base = 0;
    /// Every older page was fetched (a log read oldest first always is).
    bool historyComplete = true;
    // History the server no longer has (storewriterlost.cpp): logs.server_lost_at (ms, 0: none),
    // logs.server_event_count (-1: unknown), the events marked missing, and the user's "keep".
    qint64 serverLostAtMs = 0;
    qint64 serverEventCount = -1;
    qint64 knownMissing = 0;
    qint64 keptAtMs = 0; ///< == serverLostAtMs when the user kept this loss
    qint64 durableSeq = -1; ///< the session socket's cursor: the last durable seq stored (-1: none)
};

/// What a committed batch changed, for the mirror.
struct StoreDelta
{
    QList<ConversationRecord> conversations; ///< inserted or changed, full records
    QList<QString> conversationsRemoved;
    QList<QString> confirmedConversations; ///< confirmed unchanged (confirmedAt = confirmedAt below)
    QList<SandboxRecord> sandboxes;
    QList<QString> sandboxesRemoved;
    QList<QString> confirmedSandboxes;
    QDateTime confirmedAt;
    QList<StartTask> startTasks;
    QList<QString> startTasksRemoved;
    std::optional<OpenEnum<GroupingStrategy>> grouping;
    QHash<QString, LogState> logs; ///< conversation id -> new log state
    QDateTime listConfirmed; ///< valid when the conversation list was confirmed
    StoreChanges changes;
    bool failed = false;
    QString error;
    // Filled by the retry queue (storewriterretry.cpp), not by process().
    bool transient = false; ///< failed for a reason that may pass: kept and retried
    bool dropped = false; ///< failed for good (or the queue was full): the batch is lost
    bool barrier = false; ///< no batch: everything submitted before the barrier is done
    quint64 ticket = 0; ///< the submission this delta answers (0: none)
    int queued = 0; ///< batches waiting behind a failed one after this delta
    qint64 retryInMs = 0;
    // Watch rules (storewatch.cpp).
    QList<RuleHit> ruleHits; ///< events the enabled rules matched in this batch (once per rule and event id)
    bool watchRulesChanged = false; ///< a rule was put or removed
};

class StoreWriter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StoreWriter)
public:
    explicit StoreWriter(QObject *parent = nullptr);
    ~StoreWriter() override;

    /// Opens (creating and migrating) the database at `path` on the calling thread and loads the
    /// state. `initial` receives everything, as inserted.
    bool open(const QString &path, QString *error, StoreDelta *initial);
    void close();
    /// Summaries are stored in the user interface language of the moment they were written; when
    /// it differs now (eventSummaryTranslationTag()), the summaries that hold translated text are
    /// made again from the stored raw events. Queued right after open(), off the GUI thread.
    void resummarizeIfStale();
    /// Rewrites every stored value that the cache redaction would change (a cache migrated from an
    /// older build may hold records written before redaction), in one transaction (storemigration.cpp).
    void redactStoredRecords();
    /// Indexes the events a cache from before the full-text index holds, a chunk per call; queues
    /// the next chunk behind the batches waiting (storesearchindex.cpp). Reports searchIndexProgress.
    void buildSearchIndex();
    /// One step of buildSearchIndex(), now (bench_search drives the build with it); true once the
    /// index is complete.
    bool buildSearchStep();
    [[nodiscard]] StoreSearchIndex *searchIndex() const { return m_search.get(); }
    /// Writes no full-text index from now on (bench_search's baseline: ingest without it).
    void dropSearchIndexForBenchmark();
    /// Writes the index's pending documents in a transaction of their own (a barrier, close()).
    bool flushSearchIndex();

    /// Applies one batch in one transaction. On failure nothing changes (memory or disk).
    StoreDelta process(const StoreBatch &batch);

    // --- The retry queue (storewriterretry.cpp) ---------------------------------------------------
    /// Receives every delta of submit() and submitBarrier(), on the writer's thread, in order.
    using Deliver = std::function<void(StoreDelta &&delta)>;
    void setDeliver(Deliver deliver) { m_deliver = std::move(deliver); }
    /// Applies `batch` now, or queues it behind a failed batch. A batch failing for a reason that may
    /// pass (disk full, read-only, I/O error, busy) is kept and retried with backoff; the batches
    /// after it wait (their order matters: events, cursors). At most kMaxQueued wait: beyond that
    /// new batches the server can send again are dropped (the cursor did not move for them).
    void submit(std::shared_ptr<const StoreBatch> batch, quint64 ticket);
    /// Delivers a barrier delta once every batch submitted before it is committed or dropped
    /// (and indexed: the index's pending documents are written first).
    void submitBarrier(quint64 ticket);
    /// Batches posted to this thread and not taken yet: the Store counts one up when it posts it
    /// (notePosted(), any thread) and down when the writer takes it (takePosted()). A batch that
    /// finds none behind it writes the index's pending documents in its own transaction; under a
    /// backlog they wait for a chunk (StoreSearchIndex::kPendingDocuments).
    void notePosted() { m_posted.fetch_add(1, std::memory_order_relaxed); }
    void takePosted() { m_posted.fetch_sub(1, std::memory_order_relaxed); }
    /// One last attempt for the queued batches (shutdown); what still fails is reported lost.
    void flushQueue();
    void setRetryBackoff(qint64 firstMs, qint64 maxMs);
    /// Test hooks for a file system that fails writes: a size limit (PRAGMA max_page_count; 0 lifts
    /// it) and a read-only connection (PRAGMA query_only).
    bool limitFileSize(qint64 bytes);
    bool setReadOnly(bool readOnly);
    [[nodiscard]] int queuedBatches() const { return int(m_queue.size()); }
    static constexpr int kMaxQueued = 512;

    void setClock(std::function<QDateTime()> clock) { m_clock = std::move(clock); }
    void setStartingGrace(qint64 ms) { m_graceMs = ms; }
    [[nodiscard]] QString connectionName() const { return m_connection; }

Q_SIGNALS:
    void searchIndexProgress(qint64 done, qint64 total, bool complete);

private:
    struct Conv
    {
        ConversationRecord rec;
        quint64 seq = 0;
        qint64 runningSinceMs = 0;
    };
    struct Sbx
    {
        SandboxRecord rec;
        quint64 seq = 0;
    };
    struct Work;

    struct Derived
    {
        OpenEnum<ExecutionStatus> execution;
        OpenEnum<SandboxStatus> sandboxStatus;
        bool grace = false;
        qint64 runningSinceMs = 0;
    };

    // One handler per batch kind (storewriterbatches.cpp): stages the batch in `w` (memory) and
    // writes what it must to SQLite inside the open transaction; false rolls the batch back.
    bool stage(Work &w, const StoreOps::PutConversations &op);
    bool stage(Work &w, const StoreOps::ConversationBatch &op);
    bool stage(Work &w, const StoreOps::ConversationsGone &op);
    bool stage(Work &w, const StoreOps::PutSandboxes &op);
    bool stage(Work &w, const StoreOps::SandboxBatch &op);
    bool stage(Work &w, const StoreOps::PutStartTasks &op);
    bool stage(Work &w, const StoreOps::RemoveStartTasks &op);
    bool stage(Work &w, const StoreOps::Settings &op);
    bool stage(Work &w, const StoreOps::AppendEvents &op);
    bool stage(Work &w, const StoreOps::ReplaceEvents &op);
    bool stage(Work &w, const StoreOps::Reevaluate &op);
    // Events out of append order (storewriterhistory.cpp): older pages below the oldest, late or
    // gap events at their place by timestamp.
    bool stage(Work &w, const StoreOps::PrependEvents &op);
    bool stage(Work &w, const StoreOps::InsertEvents &op);
    bool insertByTimestamp(Work &w, const QString &conversationId, const QList<Event> &events,
                           const EventCursor &cursor);
    bool writeHistory(const LogState &log);
    void loadHistory();
    // History the server no longer has (storewriterlost.cpp).
    bool stage(Work &w, const StoreOps::MarkServerLost &op);
    bool stage(Work &w, const StoreOps::SocketLogShortened &op);
    bool stage(Work &w, const StoreOps::LostHistoryChoice &op);
    // Local choices of the user (storearchive.cpp).
    bool stage(Work &w, const StoreOps::SetArchived &op);
    // Responses the user gave (storeresponses.cpp).
    bool stage(Work &w, const StoreOps::PutResponse &op);
    bool stage(Work &w, const StoreOps::SetSeen &op); ///< storeunread.cpp
    // Watch rules and the last-seen mark (storewatch.cpp).
    bool stage(Work &w, const StoreOps::PutWatchRule &op);
    bool stage(Work &w, const StoreOps::SetLastSeen &op);
    bool stage(Work &w, const StoreOps::RemoveLocalTag &op);
    void loadWatchRules();
    /// Checks the event just inserted (rid) against the enabled rules; records the hits in `w`.
    bool checkRules(Work &w, const QString &conversationId, qint64 rid, const Event &e, const EventSummary &s);
    void commitWatch(Work &w, StoreDelta &delta);
    bool stage(Work &w, const StoreOps::PutReviewComments &op); ///< storereview.cpp
    bool stage(Work &w, const StoreOps::PutVariantGroup &op); ///< storegroups.cpp
    bool replaceLog(Work &w, const QString &conversationId, const QList<Event> &events, const EventCursor &cursor);
    struct Refill;
    /// Writes a refill's rows from the first one that moves: moved, marked or inserted.
    bool rewriteRefillTail(Work &w, const QString &conversationId, const LogState &log, const Refill &r);
    bool dropMissing(Work &w, const QString &conversationId, LogState &log);
    bool clearMissingMarks(const LogState &log);
    bool recomputeLogTotals(LogState &log);
    void setLost(Work &w, const QString &conversationId, LogState &log, qint64 serverCount, qint64 knownMissing);
    bool writeLostState(const QString &conversationId, const LogState &log);
    void loadLostHistory();
    static bool sameLostState(const LogState &a, const LogState &b);
    // The retry queue (storewriterretry.cpp).
    void retryQueued();
    bool attempt(const std::shared_ptr<const StoreBatch> &batch, quint64 ticket);
    void deliver(StoreDelta &&delta);
    void rederiveAfterSandboxes(Work &w);
    bool writeStaged(const Work &w);
    /// The status history rows of a batch and, now and then, the pruning (storewriterstatus.cpp).
    bool writeStatusHistory(const Work &w, const StoreBatch &batch);
    // After the commit: the staged state moves to memory and is described in the delta.
    void commitConversations(Work &w, StoreDelta &delta);
    void commitSandboxes(Work &w, StoreDelta &delta);
    void commitStartTasks(const Work &w, StoreDelta &delta);
    void commitSettings(const Work &w, StoreDelta &delta);
    void commitLogs(const Work &w, StoreDelta &delta);

    bool load(QString *error, StoreDelta *initial);
    // load()'s tables, one each: only an unreadable conversations table fails the open.
    bool loadConversations(QString *error);
    void loadSandboxes();
    void loadStartTasks();
    void loadLogs();
    /// The grouping strategy, and when the conversation list was last confirmed (invalid: never).
    QDateTime loadMeta();
    Derived computeDerived(const Conversation &conv, const QDateTime &confirmedAt, qint64 runningSinceMs,
                           const Sbx *sandbox, qint64 nowMs) const;
    static bool sameDerived(const Conv &c, const Derived &d);
    QDateTime now() const;
    bool derive(Conv &c, const Sbx *sandbox, qint64 nowMs) const;
    const Sbx *stagedSandbox(const Work &w, const QString &id) const;
    void finishConversation(Work &w, const QString &id, Conv &&c, bool existed, bool writeSql);
    void applyConversation(Work &w, const Conversation &c, quint64 seq);
    void markGone(Work &w, const QString &id, quint64 seq);
    void applySandbox(Work &w, const Sandbox &s, quint64 seq);
    void markSandboxGone(Work &w, const QString &id, quint64 seq);
    void rederiveOnSandboxes(Work &w, const QSet<QString> &sandboxIds);
    bool writeConversation(const Conv &c);
    bool writeSandbox(const Sbx &s);
    bool appendEvents(Work &w, const QString &conversationId, const QList<Event> &events, const EventCursor &cursor,
                      bool replace, qint64 durableSeq = -1);
    /// Inserts one event row at `seq`: 1 inserted, 0 the log has this id already, -1 failed.
    /// `storedFlags` are bits kept beside EventSummary::flags in the row (kServerMissingFlag).
    int insertEventRow(qint64 key, qint64 seq, const Event &e, const EventSummary &s, int storedFlags = 0);
    LogState &logFor(Work &w, const QString &conversationId, bool *ok);
    bool writeLog(const QString &id, const LogState &log);
    bool exec(const QString &sql, const QVariantList &binds = {});

    struct Queries;
    std::unique_ptr<Queries> m_q;
    std::unique_ptr<StoreSearchIndex> m_search;
    std::unique_ptr<StoreCheckpointer> m_checkpointer; ///< the WAL's checkpoints, on a thread of their own
    struct Watch;
    std::shared_ptr<Watch>
        m_watch; ///< the compiled enabled rules (storewatch.cpp; shared_ptr: an incomplete type here)
    QString m_connection;
    QString m_path;
    bool m_open = false;
    std::function<QDateTime()> m_clock;
    qint64 m_graceMs = 60000;
    QHash<QString, Conv> m_conversations;
    QHash<QString, Sbx> m_sandboxes;
    QHash<QString, StartTask> m_startTasks;
    QHash<QString, LogState> m_logs;
    OpenEnum<GroupingStrategy> m_grouping;
    quint64 m_groupingSeq = 0;
    qint64 m_nextLogKey = 1;
    // SQLite's page cache (adjustPageCache, storewriterbatches.cpp): large only while events pour in.
    void adjustPageCache(qsizetype events);
    QElapsedTimer m_cacheClock;
    qint64 m_cacheWindowStartMs = 0;
    qint64 m_cacheWindowEvents = 0;
    qint64 m_lastBurstMs = -1;
    bool m_bigCache = true; ///< the cache_size the connection was opened with
    qint64 m_historyPrunedMs = 0; ///< the writer's clock when the status history was last pruned
    // The retry queue: a null batch is a barrier.
    struct Queued
    {
        std::shared_ptr<const StoreBatch> batch;
        quint64 ticket = 0;
    };
    std::deque<Queued> m_queue;
    std::atomic<int> m_posted{0}; ///< notePosted() minus takePosted()
    Deliver m_deliver;
    QTimer *m_retryTimer = nullptr;
    qint64 m_retryFirstMs = 250;
    qint64 m_retryMaxMs = 30000;
    qint64 m_retryMs = 0; ///< the current backoff (0: not failing)
};

} // namespace Switchyard
