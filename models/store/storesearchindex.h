// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The full-text index of the cached events (issue 31): an SQLite FTS5 table, search_fts, whose
// rowid is the events table's rid, with external content: the text is made from the events
// table's own columns (storesearchtext.h), never stored twice. The store writer adds a row for
// every event it inserts, in the same transaction (add()); two triggers keep it in step when rows
// move (a gap filled, a refill), change or go (history dropped). A cache from before the index is indexed in the
// background on the writer's thread, a chunk at a time between the sync batches (buildStep()). Every text passes the
// cache redaction like everything else the store writes. The schema's step 8 creates the table (storeschema.cpp); it
// also has its own version in meta (search_index_version): a later build with other columns or other text drops and
// rebuilds it without a schema step. Internal to models/store.

#include "models/domain/event.h"
#include "models/domain/eventsummary.h"
#include "models/search/searchdocument.h"

#include <QString>
#include <QStringList>

#include <memory>

class QSqlQuery;

namespace Switchyard {

class StoreSearchIndex
{
public:
    /// The index version this build writes (meta search_index_version). 2: columnsize=0 (no
    /// per-row column sizes: nothing ranks by them; inserts ~40% cheaper, the file smaller).
    /// 3: external content (the view search_docs, storesearchtext.h): the index keeps no copy of
    /// the text. A cache of an older version is dropped and rebuilt in the background at open, as
    /// a cache from before the index is built (prepare(), buildStep()).
    static constexpr int kVersion = 3;

    /// The statements that (re)create the empty table, its triggers and its meta keys: complete
    /// when the cache holds no events yet, else to be built by buildStep().
    [[nodiscard]] static QStringList createStatements();

    explicit StoreSearchIndex(QString connection);
    ~StoreSearchIndex();
    StoreSearchIndex(const StoreSearchIndex &) = delete;
    StoreSearchIndex &operator=(const StoreSearchIndex &) = delete;

    /// Creates the table and its triggers when missing or of another version (then the whole
    /// cache is indexed again by buildStep()). False when the SQLite build has no FTS5.
    bool prepare(QString *error);
    /// Indexes the event just inserted at `rid` (inside the writer's transaction). False on failure.
    /// `storedFlags`: the flags the row was stored with besides the summary's. Rows past the
    /// background build's cursor are left to the build.
    bool add(qint64 rid, const Event &event, const EventSummary &summary, int storedFlags = 0);

    struct Progress
    {
        qint64 done = 0; ///< events looked at so far
        qint64 total = 0; ///< events in the cache when the build started
        bool complete = true;
    };
    /// Indexes up to `rows` events that are not in the index yet, in one transaction of its own.
    /// Call again while the answer is not complete.
    Progress buildStep(int rows);
    [[nodiscard]] bool isComplete() const { return m_complete; }
    [[nodiscard]] Progress progress() const { return {m_done, m_total, m_complete}; }
    /// The document add() made last, when it was for `rid` (the watch rules check it without
    /// building it again); null otherwise.
    [[nodiscard]] const Search::Document *documentFor(qint64 rid) const { return m_lastRid == rid ? &m_last : nullptr; }

private:
    bool readMeta();
    bool write(qint64 rid, const Search::Document &document);

    QString m_connection;
    std::unique_ptr<QSqlQuery> m_insert;
    bool m_ready = false;
    bool m_complete = true;
    qint64 m_builtRid = 0; ///< every rid up to this one was looked at by the build (all: complete)
    qint64 m_done = 0;
    qint64 m_total = 0;
    Search::Document m_last; ///< of the last add()
    qint64 m_lastRid = -1;
};

} // namespace Switchyard
