// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The local store: an SQLite cache (one file per server profile, WAL) with an in-memory mirror of
// the small entities on the GUI thread.
//
// Layering: the interface speaks domain values only (models/domain: Conversation, Sandbox,
// StartTask, Event, EventSummary, the typed statuses), never wire types. Inside, records are
// persisted as JSON through the API codec (models/api) and status texts through its wire mapping
// (wireenums.h): that is the store's private business.
//
// Threading: a Store lives on the thread that created it (the GUI thread). All reads are
// synchronous and cheap: conversations, sandboxes, start tasks and settings come from the mirror;
// events are read from SQLite through a read-only connection owned by this thread (indexed by
// (conversation, seq), so a range read costs the same at 1M events as at 100).
// All writes are asynchronous: each write call is one batch, applied on the store's worker thread
// with its own connection in ONE SQLite transaction (together with the event cursor it advances);
// after the commit the mirror is updated and changed() is emitted on the store's thread. Writes are
// applied in call order.
//
// Reconciliation (ARCHITECTURE invariants 1 and 2) happens in the worker: every write carries the
// sequence number of the request that produced it (Api::ApiCall::sequence()); a record last written
// by a newer request is never overwritten by an older one. Sequence numbers are per session (they
// restart with the ApiClient), so they are not persisted.
//
// Secrets never reach SQLite: records are stored through Codec::encode*(…, includeSecrets = false)
// and session keys live only in the mirror. Bad input (a corrupt row, an unparsable event) is
// skipped with a warning; it never loses what is stored.

#include "models/domain/conversation.h"
#include "models/domain/event.h"
#include "models/domain/eventsummary.h"
#include "models/domain/sandbox.h"
#include "models/domain/starttask.h"
#include "models/read/storereader.h"
#include "models/read/watchreader.h"
#include "models/review/reviewcomment.h"
#include "models/store/eventcursor.h"
#include "models/store/sentresponse.h"

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>

class QThread;

namespace Switchyard {

class StoreGroups;
class StoreWriter;
class VariantGroupReader;
struct VariantGroup;
struct StoreBatch;
struct StoreDelta;

class Store final : public StoreReader
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Store)
public:
    ~Store() override;

    /// One SQLite file per server profile under QStandardPaths::CacheLocation (WAL). `profileId` is
    /// sanitised into a file name. Returns nullptr (and sets `error`) if the file cannot be opened or
    /// its schema is newer than this build knows.
    static std::unique_ptr<Store> openForProfile(const QString &profileId, QString *error);
    /// The cache of one server: one file per (normalised base URL, organisation), see cachekey.h.
    /// A cache of the older naming by the profile's id (`legacyProfileId`; for --server that id is
    /// "url-<host>") is migrated when no cache of the new name exists: renamed with everything in
    /// it, then each stored value redacted once (storemigration.cpp). Other caches of the older
    /// naming are left as they are, never deleted. The file is locked (QLockFile) while the Store
    /// lives: a second process gets an error.
    static std::unique_ptr<Store> openForServer(const QUrl &baseUrl, const QString &orgId,
                                                const QString &legacyProfileId, QString *error);
    static std::unique_ptr<Store> openFile(const QString &path, QString *error);
    /// A private, temporary store (offline trajectories, tests). Deleted when the Store is destroyed.
    static std::unique_ptr<Store> openInMemory();
    /// The file openForProfile() uses.
    [[nodiscard]] static QString pathForProfile(const QString &profileId);

    [[nodiscard]] QString path() const override;
    /// The current schema version this build writes.
    [[nodiscard]] static int schemaVersion();

    // --- Snapshot reads from the mirror (this thread) --------------------------------------------
    /// Every record, in no particular order: the mirror's own list, no record is copied. Iterate it
    /// right away; a copy kept past the next change set is a snapshot (implicitly shared, it costs
    /// one copy of the records when the mirror changes next).
    [[nodiscard]] const QList<ConversationRecord> &conversations() const override;
    [[nodiscard]] std::optional<ConversationRecord> conversation(const QString &id) const override;
    /// The mirror's record without a copy (nullptr if unknown). Valid until control returns to the
    /// event loop (the next change set may move it).
    [[nodiscard]] const ConversationRecord *findConversation(const QString &id) const override;
    [[nodiscard]] QList<QString> conversationIds() const;
    [[nodiscard]] qsizetype conversationCount() const override;
    [[nodiscard]] QList<SandboxRecord> sandboxes() const override;
    [[nodiscard]] std::optional<SandboxRecord> sandbox(const QString &id) const override;
    /// Conversations (not gone) whose record names this sandbox.
    [[nodiscard]] QList<QString> conversationsOnSandbox(const QString &sandboxId) const override;
    /// Pending start tasks (not READY/ERROR), persisted across restarts.
    [[nodiscard]] QList<StartTask> startTasks() const override;
    [[nodiscard]] std::optional<StartTask> startTask(const QString &id) const;
    [[nodiscard]] OpenEnum<GroupingStrategy> groupingStrategy() const override;
    /// The newest time the server confirmed the conversation list (invalid before the first poll of
    /// any session). Persisted: after a restart it says how stale the cache is.
    [[nodiscard]] QDateTime lastConfirmed() const;
    /// True until this session wrote its first confirmed conversation list (the cache is stale).
    [[nodiscard]] bool isStale() const;

    // --- Events of one conversation, in log order (seq 0..count-1) -------------------------------
    [[nodiscard]] qint64 eventCount(const QString &conversationId) const override;
    [[nodiscard]] QList<EventSummary> eventSummaries(const QString &conversationId, qint64 fromSeq,
                                                     qint64 count) const override;
    /// The compact JSON of one event, as received. Empty if out of range.
    [[nodiscard]] QByteArray rawEvent(const QString &conversationId, qint64 seq) const;
    /// Parsed on demand through Api::Codec::parseEvent.
    [[nodiscard]] std::optional<Event> event(const QString &conversationId, qint64 seq) const override;
    /// seq of the event with this id, or -1.
    [[nodiscard]] qint64 findEvent(const QString &conversationId, const QString &eventId) const;
    /// Every event id of the log in order (tests, export).
    [[nodiscard]] QList<QString> eventIds(const QString &conversationId) const;
    /// The cursor as committed with the events it covers: never past an event that is not stored
    /// (a write waiting to be retried has not moved it).
    [[nodiscard]] EventCursor eventCursor(const QString &conversationId) const;
    /// True when every older page of the log was fetched (a log read oldest first always is; one
    /// opened newest first once its oldest page arrived). False for an unknown log. Persisted.
    [[nodiscard]] bool hasFullHistory(const QString &conversationId) const override;
    /// The smallest event timestamp held (naive ISO), empty when the log is empty.
    [[nodiscard]] QString oldestEventTimestamp(const QString &conversationId) const;
    /// Events held with gte <= timestamp < lt (an empty bound is open), -1 on a read error.
    [[nodiscard]] qint64 countEventsBetween(const QString &conversationId, const QString &gte, const QString &lt) const;
    /// A view reached the oldest event held: emits olderEventsRequested() unless the history is
    /// complete (the sync engine fetches the next older page).
    void requestOlderEvents(const QString &conversationId) override;
    /// History the server no longer has, kept here (nullopt: none known).
    [[nodiscard]] std::optional<LostHistory> lostHistory(const QString &conversationId) const override;
    /// The session socket's cursor: the last durable seq committed for this conversation (-1: none).
    [[nodiscard]] qint64 durableSeq(const QString &conversationId) const;
    /// The session socket's lead over REST: the oldest event timestamp among the events a socket
    /// handed over (appendDurableEvents) in the last `window`; empty when none. REST's store lags
    /// the agent by up to ~30 s (spec §5.1), so a count check leaves these events out; everything
    /// older the server must list, or it lost it.
    [[nodiscard]] QString socketLeadSince(const QString &conversationId, std::chrono::milliseconds window) const;

    // --- Writes (asynchronous, in call order; changed() follows the commit) ----------------------
    /// Records from a search page, a PATCH answer, an optimistic update... Each is applied unless the
    /// stored one was written by a newer request.
    void applyConversations(const QList<Conversation> &records, quint64 sequence);
    /// A batch get: `answers[i]` answers `ids[i]`; a null answer marks the id gone.
    void applyConversationBatch(const QList<QString> &ids, const QList<std::optional<Conversation>> &answers,
                                quint64 sequence);
    void markConversationsGone(const QList<QString> &ids, quint64 sequence);
    /// Sandboxes from a search. With `completeListing`, known sandboxes missing from it become gone.
    void applySandboxes(const QList<Sandbox> &records, quint64 sequence, bool completeListing);
    void applySandboxBatch(const QList<QString> &ids, const QList<std::optional<Sandbox>> &answers, quint64 sequence);
    /// Start tasks: pending ones are kept (and persisted); READY/ERROR ones are removed.
    void applyStartTasks(const QList<StartTask> &tasks, quint64 sequence);
    void removeStartTasks(const QList<QString> &ids);
    void setGroupingStrategy(const OpenEnum<GroupingStrategy> &strategy, quint64 sequence);
    /// Called once a write is committed (true) or given up (false: nothing of it is stored and no
    /// cursor moved), on this thread, unless `context` is gone. A write waiting to be retried calls
    /// it only when it finally commits.
    using Committed = std::function<void(bool committed)>;
    /// Appends the events whose ids the log does not have yet, in the given order, and moves the
    /// cursor forward (never backward), in one transaction.
    void appendEvents(const QString &conversationId, const QList<Event> &events, const EventCursor &cursor);
    void appendEvents(const QString &conversationId, const QList<Event> &events, const EventCursor &cursor,
                      QObject *context, Committed done);
    /// Durable events from the agent server's session socket, in seq order, up to `durableSeq` (-1:
    /// the older events socket, no seq): merged with the log by id like REST events (duplicates
    /// dropped); both cursors only move forward, in the same transaction.
    void appendDurableEvents(const QString &conversationId, const QList<Event> &events, qint64 durableSeq,
                             const EventCursor &cursor = {});
    /// Refill: `events` is the server's whole log. Never shrinks the log: the common prefix stays,
    /// the server's events follow in its order, and every local event the server no longer lists
    /// stays in its place by time, marked (lostHistory(); StoreChanges::lostHistory). When rows
    /// moved, the conversation is in StoreChanges::eventsReset. Sets the cursor; one transaction.
    void replaceEvents(const QString &conversationId, const QList<Event> &events, const EventCursor &cursor);
    /// Older events (ascending by timestamp) before the oldest one held, in one transaction: the
    /// newest page of a conversation opened newest first (empty log), then its history page by
    /// page. `historyComplete`: this was the oldest page. Reported as StoreChanges::eventsPrepended
    /// (every position moves up). Ids already held are skipped; the cursor moves forward only.
    void prependEvents(const QString &conversationId, const QList<Event> &events, const EventCursor &cursor,
                       bool historyComplete);
    /// Events the log misses (a count-check gap, a late arrival), each put at its place by
    /// timestamp; the later rows move up (reported as eventsReset when any had to). Ids already
    /// held are skipped; the cursor moves forward only.
    void insertEvents(const QString &conversationId, const QList<Event> &events, const EventCursor &cursor);
    void replaceEvents(const QString &conversationId, const QList<Event> &events, const EventCursor &cursor,
                       QObject *context, Committed done);
    /// The server counts `serverCount` events where the log holds more: the log is marked (nothing
    /// is removed). A count at least the local one clears the mark.
    void markServerLost(const QString &conversationId, qint64 serverCount);
    /// The session socket found the server's log shorter than its cursor: the server holds
    /// `serverLength` events (seq 0..serverLength-1). The socket's cursor starts over (-1: it
    /// replays the server's log, merged by id) and, when the log holds more, it is marked as by
    /// markServerLost(); nothing is removed. One transaction.
    void markSocketLogShortened(const QString &conversationId, qint64 serverLength);
    /// The user keeps what the server lost: the mark stays, the banner is dismissed (remembered).
    void keepLostHistory(const QString &conversationId);
    /// The user's explicit choice (after a confirmation): keep only what the server has. Drops the
    /// events the server's last full listing did not contain; when only a count is known, nothing
    /// is dropped (LostHistory::canDrop()).
    void dropLostHistory(const QString &conversationId);
    /// Recomputes the time-dependent display state (the starting grace); the sync engine calls it on
    /// a timer.
    void reevaluate();

    /// Clock for confirmedAt and the starting grace (tests inject a virtual clock).
    void setClock(std::function<QDateTime()> clock);
    void setStartingGrace(std::chrono::milliseconds grace);

    /// Calls `callback` on this thread (unless `context` is gone) once every write posted so far is
    /// committed and reflected in the mirror. Never blocks.
    void afterWrites(QObject *context, std::function<void()> callback);
    /// Blocks until every write posted so far was attempted and its changed() was emitted (a write
    /// waiting to be retried stays queued: see writeStatus()). For tests and shutdown only (never
    /// around network I/O).
    void waitForWrites();
    /// Failed write attempts since opening (each was rolled back; nothing stored was lost).
    [[nodiscard]] int failedWrites() const;
    /// Whether writes reach the disk now (a failed one is retried with backoff).
    [[nodiscard]] StoreWriteStatus writeStatus() const override;
    /// Retry backoff: the first delay, doubled per failure up to `max` (defaults 250 ms, 30 s).
    void setRetryBackoff(std::chrono::milliseconds first, std::chrono::milliseconds max);
    /// A file system that fails writes, for tests: the file may not grow past `bytes` (PRAGMA
    /// max_page_count; 0 lifts the limit) / the writer's connection refuses writes (PRAGMA
    /// query_only, what a read-only file does; root can write any file, so a chmod cannot show it).
    /// Blocking; applied before any write posted later.
    void limitFileSize(qint64 bytes);
    void simulateReadOnly(bool readOnly);

    // --- Archive: conversations the user put away (local only, never sent; schema 4) -------------
    /// Archives (or restores) conversations. The mirror follows at once and archiveChanged() is
    /// emitted; the rows are one write of the store's queue like every other (StoreOps::SetArchived:
    /// in call order, retried while the disk refuses it, never given up for room). A write that
    /// fails for good puts the mirror back (archiveChanged() again). (storearchive.cpp)
    void setArchived(const QList<QString> &ids, bool archived);
    [[nodiscard]] bool isArchived(const QString &conversationId) const override;
    /// Conversation id -> when it was archived (UTC ms).
    [[nodiscard]] const QHash<QString, qint64> &archived() const override { return m_archived; }

    // --- Unread marks (schema 7; storeunread.cpp) ------------------------------------------------
    // The mirror follows at once and unreadChanged() is emitted; the rows go through the ordered
    // write queue (StoreOps::SetSeen), retried, never given up for room.
    /// The user saw these conversations as they are now.
    void markRead(const QList<QString> &ids);
    /// Marks a conversation unread again (as if its last change were not seen).
    void markUnread(const QString &conversationId);
    /// Everything as it is now counts as seen (one row of meta; the per-conversation rows go).
    void markAllRead();
    [[nodiscard]] bool isUnread(const QString &conversationId) const override;
    [[nodiscard]] int unreadCount() const;

    // --- Responses the user gave: recorded before sent, never sent twice (invariant 12) ---------
    // (storeresponses.cpp) The mirror follows at once; the row is written through the ordered
    // write queue, and `done` runs once it is committed (send then, never before).
    /// Records an ask-user answer. False (nothing written, `done` not called) when this request id
    /// already has a response that was or may have been sent (SentResponse::allowsAnswer()).
    bool recordAskUserAnswer(const QString &conversationId, const AskUserAnswer &answer, QObject *context,
                             Committed done);
    /// Records an approval (accept) or a rejection of the pending actions `actionIds` of one
    /// conversation (one respond_to_confirmation answers them all), one row per action id. False
    /// (nothing written, `done` not called) when any of them already has a response that was or
    /// may have been sent. `done(true)` once every row is committed.
    bool recordConfirmation(const QString &conversationId, const QList<QString> &actionIds, bool accept,
                            const QString &reason, QObject *context, Committed done);
    /// What became of a recorded response (persisted in call order with the other writes).
    void setResponseState(const QString &requestId, SentResponse::State state, const QString &detail = {},
                          QObject *context = nullptr, Committed done = {});
    [[nodiscard]] std::optional<SentResponse> response(const QString &requestId) const;
    /// The responses recorded for one conversation (oldest first).
    [[nodiscard]] QList<SentResponse> responses(const QString &conversationId) const;

    // --- Watch rules and the last-seen mark (schema 9; storewatch.cpp) ----------------------------
    // Local only. The mirror follows at once; the rows go through the ordered write queue. The
    // writer checks every event it inserts against the enabled rules and records each hit once
    // per rule and event id (socket and REST alike); hits come back through ruleHits().
    [[nodiscard]] const QList<WatchRule> &watchRules() const { return m_watchRules; }
    /// Adds (id 0: the new id is returned) or replaces a rule. Enabling stamps enabledAtMs.
    qint64 putWatchRule(WatchRule rule);
    void removeWatchRule(qint64 id);
    /// The local tags rules put on the conversation.
    [[nodiscard]] QStringList localTags(const QString &conversationId) const
    {
        return m_localTags.value(conversationId);
    }
    /// Takes a local tag off a conversation (the user's choice): the mirror follows at once and
    /// localTagsChanged() is emitted; the row goes through the ordered write queue
    /// (StoreOps::RemoveLocalTag), retried, never given up for room. `done` runs once it is
    /// committed (false: it could not be written; the tag is back in the mirror then). False, and
    /// nothing posted, when the conversation does not carry that tag.
    bool removeLocalTag(const QString &conversationId, const QString &tag, QObject *context = nullptr,
                        Committed done = {});
    /// When the user last looked at this server's conversations (UTC ms; 0: never), and the summed
    /// cost of its conversations then (negative: unknown). Persisted.
    [[nodiscard]] qint64 lastSeenMs() const { return m_lastSeenMs; }
    [[nodiscard]] double lastSeenCost() const { return m_lastSeenCost; }
    void setLastSeen(qint64 ms, double cost = -1.0);
    /// Conversation id -> rule hits recorded since `ms` (UTC ms; one indexed read).
    [[nodiscard]] QHash<QString, int> ruleHitsSince(qint64 ms) const;
    // --- Review comments on diff lines (schema 10; storereview.cpp) --------------------------------
    // The mirror follows at once and reviewChanged() is emitted; the rows go through the ordered
    // write queue (StoreOps::PutReviewComments), retried, never given up for room; `done` runs once
    // they are committed (a review is sent only then: invariant 12).
    /// Writes (replaces by id) these comments.
    void putReviewComments(const QList<ReviewComment> &comments, QObject *context = nullptr, Committed done = {});
    /// Removes comments (a draft comment the user deleted).
    void removeReviewComments(const QList<QString> &ids);
    /// Every comment of a conversation in any state, oldest first (StoreReviewReader reads these).
    [[nodiscard]] QList<ReviewComment> reviewComments(const QString &conversationId) const;
    [[nodiscard]] std::optional<ReviewComment> reviewComment(const QString &id) const;
    /// The comments in state Draft, oldest first.
    [[nodiscard]] QList<ReviewComment> reviewDraft(const QString &conversationId) const;
    // --- Variant groups (schema 11; storegroups.cpp; local only) ---------------------------------
    // Their read face is a reader of its own (views take it, never the store). The mirror follows
    // at once and the reader's variantGroupsChanged() is emitted; the rows go through the ordered
    // write queue (StoreOps::PutVariantGroup), retried, never given up for room.
    [[nodiscard]] VariantGroupReader *groupReader() const;
    /// Writes a group whole (its members replaced); `done` runs once it is committed.
    void putVariantGroup(const VariantGroup &group, QObject *context = nullptr, Committed done = {});
    void removeVariantGroup(const QString &groupId);

Q_SIGNALS: // changed(), writeStatusChanged() and archiveChanged() are StoreReader's
    /// A rule was put or removed, or hit counts moved.
    void watchRulesChanged();
    /// Enabled rules matched newly stored events (committed).
    void ruleHits(const QList<Switchyard::RuleHit> &hits);
    /// recordAskUserAnswer() or setResponseState() changed a response (mirror updated).
    void responseChanged(const QString &conversationId, const QString &requestId);
    /// A transaction failed and was rolled back (disk full, corrupt file...).
    void writeFailed(const QString &message);
    /// requestOlderEvents() was called for a log whose history is not complete.
    void olderEventsRequested(const QString &conversationId);
    /// The background build of the full-text index (a cache from before it) moved on.
    void searchIndexProgress(qint64 done, qint64 total, bool complete);
    /// putReviewComments() or removeReviewComments() changed a conversation's comments (mirror updated).
    void reviewChanged(const QString &conversationId);
    /// The local tags of these conversations changed (a rule hit put one on, the user took one off).
    void localTagsChanged(const QList<QString> &conversationIds);

private:
    explicit Store(QObject *parent = nullptr);
    bool open(const QString &path, bool temporary, QString *error);
    void post(std::unique_ptr<StoreBatch> batch, QObject *context = nullptr, Committed done = {});
    quint64 addTicket(QObject *context, std::function<void(bool)> callback);
    void runTicket(quint64 ticket, bool ok);
    void updateWriteStatus(const StoreDelta &delta);
    void applyDelta(const StoreDelta &delta);
    QString eventConnectionName() const;
    qint64 conversationKey(const QString &conversationId) const;
    void loadArchive(); ///< from the read connection, at open (storearchive.cpp)
    /// Queues StoreWriter::redactStoredRecords() (a migrated cache; storemigration.cpp).
    void redactStoredRecords();
    void loadResponses(); ///< from the read connection, at open (storeresponses.cpp)
    void loadSeen(); ///< from the read connection, at open (storeunread.cpp)
    void loadReviewComments(); ///< from the read connection, at open (storereview.cpp)
    void loadVariantGroups(); ///< from the read connection, at open (storegroups.cpp)
    [[nodiscard]] qint64 seenActivity(const QString &conversationId) const;
    void postResponse(const SentResponse &r, QObject *context, Committed done);
    void loadWatch(); ///< rules, tags and the last-seen mark, from the read connection (storewatch.cpp)
    void applyWatchDelta(const StoreDelta &delta);

    struct Mirror;
    std::unique_ptr<Mirror> m;
    QThread *m_thread = nullptr;
    StoreWriter *m_writer = nullptr;
    QString m_path;
    QString m_readConnection;
    bool m_temporary = false;
    int m_failedWrites = 0;
    StoreWriteStatus m_writeStatus;
    struct Ticket
    {
        QPointer<QObject> context;
        bool hasContext = false;
        std::function<void(bool)> callback;
    };
    QHash<quint64, Ticket> m_tickets;
    quint64 m_nextTicket = 1;
    QHash<QString, qint64> m_archived; ///< conversation id -> archived at (UTC ms)
    QHash<QString, SentResponse> m_responses; ///< request id -> the response recorded for it
    QHash<QString, qint64> m_seen; ///< conversation id -> the activity the user saw (UTC ms)
    qint64 m_readBaseline = 0; ///< seen by every conversation without a row
    QList<WatchRule> m_watchRules;
    QHash<QString, QStringList> m_localTags; ///< conversation id -> tags rules put on it
    /// "<conversation id>\n<tag>" -> removals posted and not committed yet: a rule hit committed
    /// before the removal and reported after it does not put the tag back in the mirror.
    QHash<QString, int> m_tagRemovals;
    qint64 m_lastSeenMs = 0;
    double m_lastSeenCost = -1.0;
    QHash<QString, ReviewComment> m_reviewComments; ///< comment id -> comment (every state)
    StoreGroups *m_groups = nullptr; ///< child: the variant groups' mirror and read face
};

} // namespace Switchyard
