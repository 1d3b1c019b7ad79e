// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The full-text index of the cached events (issue 31): an SQLite FTS5 table, search_fts, whose
// rowid is the events table's rid, with external content: the text is made from the events
// table's own columns (storesearchtext.h), never stored twice. The store writer hands it every
// event it inserts (add()); the documents wait until the writer has nothing else queued, or a
// few thousand wait, and then go into FTS5 in the transaction of the batch at hand
// (flushPending()): FTS5 writes a segment per transaction, and one per page of a hundred events
// was most of the index's cost. Their rids wait in search_pending, written with the events, so a
// process that ends first loses nothing: the next open indexes them from the rows. Two triggers
// keep the index in step when rows move (a gap filled, a refill), change or go (history dropped).
// A cache from before the index is indexed in the background on the writer's thread, a chunk at a
// time between the sync batches (buildStep()). Every text passes the cache redaction like
// everything else the store writes. The schema's step 8 creates the table (storeschema.cpp); it
// also has its own version in meta (search_index_version): a later build with other columns or
// other text drops and rebuilds it without a schema step. Internal to models/store.

#include "models/domain/event.h"
#include "models/domain/eventsummary.h"
#include "models/search/searchdocument.h"

#include <QFuture>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace Switchyard {

class SqliteStatement;

/// An event's texts as its row holds them: redacted for the cache (EventRowInsert).
struct StoredEventText
{
    QByteArray raw;
    QString kindName;
    QString summary;
};

class StoreSearchIndex
{
public:
    /// The index version this build writes (meta search_index_version). 2: columnsize=0 (no
    /// per-row column sizes: nothing ranks by them; inserts ~40% cheaper, the file smaller).
    /// 3: external content (the view search_docs, storesearchtext.h): the index keeps no copy of
    /// the text. A cache of an older version is dropped and rebuilt in the background at open, as
    /// a cache from before the index is built (prepare(), buildStep()).
    /// 4: documents wait in memory, their rids in search_pending, until flushPending() (a version
    /// 3 index is kept: only its triggers change).
    static constexpr int kVersion = 4;
    /// flushPending() is due once this many documents, or this many bytes of text, wait.
    static constexpr qsizetype kPendingDocuments = 4000;
    static constexpr qsizetype kPendingBytes = 16 * 1024 * 1024;
    /// Events per buildStep() in the background build (StoreWriter::buildSearchIndex()).
    static constexpr int kBuildChunk = 8000;

    /// The statements that (re)create the empty table, its triggers and its meta keys: complete
    /// when the cache holds no events yet, else to be built by buildStep().
    [[nodiscard]] static QStringList createStatements();
    /// The triggers that keep the index in step with the events table, and the pending list.
    [[nodiscard]] static QStringList triggerStatements();

    explicit StoreSearchIndex(QString connection);
    ~StoreSearchIndex();
    StoreSearchIndex(const StoreSearchIndex &) = delete;
    StoreSearchIndex &operator=(const StoreSearchIndex &) = delete;

    /// Creates the table and its triggers when missing or of another version (then the whole
    /// cache is indexed again by buildStep()). False when the SQLite build has no FTS5.
    bool prepare(QString *error);
    /// Indexes the event just inserted at `rid` (inside the writer's transaction). False on failure.
    /// `stored`: its texts as the row holds them; `storedFlags`: the flags the row was stored with
    /// besides the summary's. Rows past the
    /// background build's cursor are left to the build. When deferred, the document is pending:
    /// FTS5 gets it at flushPending(), and its rid is in search_pending from this transaction on
    /// (a process that ends first leaves it there: prepare() indexes it from the row at the next
    /// open).
    bool add(qint64 rid, const Event &event, const EventSummary &summary, const StoredEventText &stored,
             int storedFlags);
    /// Whether add() keeps the documents pending (the writer sets it per batch: while other work
    /// waits for it) or writes them into FTS5 at once.
    void setDeferred(bool deferred) { m_deferred = deferred; }
    /// Writes the pending documents into FTS5 (inside the caller's transaction): the writer does at
    /// the end of a batch when nothing else waits for it, or once pendingFull(). False on failure
    /// (a rolled-back transaction keeps them pending).
    bool flushPending();
    /// flushPending() in a transaction of its own (a barrier, close(), what an earlier run left).
    bool flushPendingNow();
    /// Documents wait (or may: after a rollback, search_pending says).
    [[nodiscard]] bool hasPending() const { return m_mayHavePending; }
    [[nodiscard]] bool pendingFull() const;
    /// Forgets the documents kept in memory (after a rollback): search_pending, rolled back with
    /// the rest, still lists what waits, and flushPending() makes those from the rows.
    void forgetPending();

    struct Progress
    {
        qint64 done = 0; ///< events looked at so far
        qint64 total = 0; ///< events in the cache when the build started
        bool complete = true;
    };
    /// Indexes up to `rows` events that are not in the index yet, in one transaction of its own.
    /// Call again while the answer is not complete.
    Progress buildStep(int rows);
    /// Creates the events' (rid, time_ms) index (ReadOnlyConnection::kEventTimeIndex) when the file
    /// has none: on the writer's thread after the open (a cache of a million events takes about two
    /// seconds, once). False on failure (searches do without it).
    bool ensureTimeIndex();
    [[nodiscard]] bool isComplete() const { return m_complete; }
    [[nodiscard]] Progress progress() const { return {m_done, m_total, m_complete}; }
    /// The document add() made last, when it was for `rid` (the watch rules check it without
    /// building it again); null otherwise.
    [[nodiscard]] const Search::Document *documentFor(qint64 rid) const { return m_lastRid == rid ? &m_last : nullptr; }

private:
    /// A row of the background build: the stored JSON and summary its document is made from.
    struct BuildRow
    {
        qint64 rid = 0;
        QByteArray raw;
        EventSummary summary;
    };
    /// The chunk after the one buildStep() wrote, read in its transaction, its documents in the
    /// making; used by the next step when nothing was written in between. Dropped, it stops the
    /// making and waits for the pool's threads to let go of it.
    struct NextChunk
    {
        ~NextChunk()
        {
            documents.cancel();
            documents.waitForFinished();
        }
        qint64 after = 0; ///< the cursor it follows
        int rows = 0;
        qint64 changes = -1; ///< the connection's changed-row count after the step committed
        QList<BuildRow> chunk;
        QFuture<Search::Document> documents;
    };
    QList<BuildRow> readBuildRows(qint64 after, int rows, bool *ok);
    static QFuture<Search::Document> makeDocuments(const QList<BuildRow> &rows);
    /// Reads the meta keys; the version of the index the file has (0: none).
    int readMeta();
    bool runInTransaction(const QStringList &statements, QString *error);
    bool write(qint64 rid, const Search::Document &document);

    QString m_connection;
    std::unique_ptr<SqliteStatement> m_insert;
    std::unique_ptr<SqliteStatement> m_pend; ///< adds a rid to search_pending
    QHash<qint64, Search::Document> m_pending; ///< add()'s documents not in FTS5 yet, by rid
    qsizetype m_pendingBytes = 0;
    bool m_mayHavePending = false;
    bool m_deferred = false;
    bool m_ready = false;
    bool m_complete = true;
    bool m_timeIndex = false; ///< ensureTimeIndex() made or found it
    qint64 m_builtRid = 0; ///< every rid up to this one was looked at by the build (all: complete)
    qint64 m_done = 0;
    qint64 m_total = 0;
    std::unique_ptr<NextChunk> m_next;
    Search::Document m_last; ///< of the last add()
    qint64 m_lastRid = -1;
};

} // namespace Switchyard
