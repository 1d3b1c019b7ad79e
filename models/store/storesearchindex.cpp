// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/storesearchindex.h"

#include "models/logging.h"
#include "models/search/searchdocument.h"
#include "models/store/cacheredaction.h"
#include "models/store/readonlyconnection.h"
#include "models/store/sqlitestatement.h"
#include "models/store/storesearchtext.h"

#include <QFuture>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>
#include <QtConcurrent/QtConcurrentMap>

#include <limits>
#include <utility>

#include <sqlite3.h>

namespace Switchyard {

namespace {

constexpr qint64 kNoRid = std::numeric_limits<qint64>::min();
constexpr qint64 kAllRids = std::numeric_limits<qint64>::max(); ///< search_built_rid of a complete index
constexpr int kAutomerge = 16; ///< segments of one level FTS5 merges into one of the next
constexpr int kHashBytes = 64 * 1024 * 1024; ///< FTS5's table of new postings before it writes a segment
constexpr int kCrisisMerge = 64; ///< segments of one level that FTS5 merges at once, there and then

bool execOn(QSqlDatabase &db, const QString &sql, QString *error = nullptr)
{
    QSqlQuery q(db);
    if (q.exec(sql))
        return true;
    if (error)
        *error = q.lastError().text();
    CacheRedaction::noteError(q.lastError());
    return false;
}

bool putMeta(QSqlDatabase &db, const QString &key, const QVariant &value)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES(?, ?)"));
    q.addBindValue(key);
    q.addBindValue(value.toString());
    return CacheRedaction::exec(q);
}

/// Sets one of search_fts's persistent options (kept in search_fts_config) unless it has that value.
void configure(QSqlDatabase &db, const QString &option, int value)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT v FROM search_fts_config WHERE k = ?"));
    q.addBindValue(option);
    if (q.exec() && q.next() && q.value(0).toInt() == value)
        return;
    q.finish();
    execOn(db, QStringLiteral("INSERT INTO search_fts(search_fts, rank) VALUES('%1', %2)").arg(option).arg(value));
}

} // namespace

namespace {

/// f(row, n): the n-th column of the row's document (storesearchtext.h); f(row, 5): it has one.
QString documentColumn(const char *row, int column)
{
    return QStringLiteral("%1(%2.raw, %2.kind, %2.flags, %2.kind_name, %2.summary, %3)")
        .arg(QLatin1String(StoreSearchText::kFunction), QLatin1String(row))
        .arg(column);
}

QString documentColumns(const char *row)
{
    QStringList out;
    for (int column = 0; column < 5; ++column)
        out.append(documentColumn(row, column));
    return out.join(QStringLiteral(", "));
}

} // namespace

QStringList StoreSearchIndex::triggerStatements()
{
    // Rows past the background build's cursor are not in the index yet: the triggers leave them
    // alone, the build indexes them when it gets there (search_built_rid is the largest rowid
    // once the index is complete). A row whose document is still pending (add()) is not in FTS5
    // yet either: it leaves the pending list instead, and changed, its new text goes in directly.
    const QString built = QStringLiteral("(SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'search_built_rid')");
    const QString take = QStringLiteral("INSERT INTO search_fts(search_fts, rowid, body, cmd, path, kind, risk) "
                                        "SELECT 'delete', old.rid, %1 WHERE old.rid <= %2 AND %3 = 1 "
                                        "AND NOT EXISTS (SELECT 1 FROM search_pending WHERE rid = old.rid); "
                                        "DELETE FROM search_pending WHERE rid = old.rid;")
                             .arg(documentColumns("old"), built, documentColumn("old", 5));
    const QString put = QStringLiteral("INSERT INTO search_fts(rowid, body, cmd, path, kind, risk) "
                                       "SELECT new.rid, %1 WHERE new.rid <= %2 AND %3 = 1;")
                            .arg(documentColumns("new"), built, documentColumn("new", 5));
    return {
        QStringLiteral("DROP TRIGGER IF EXISTS search_fts_moved"),
        QStringLiteral("DROP TRIGGER IF EXISTS search_fts_deleted"),
        QStringLiteral("DROP TRIGGER IF EXISTS search_fts_changed"),
        QStringLiteral("CREATE TABLE IF NOT EXISTS search_pending (rid INTEGER PRIMARY KEY)"),
        // An external-content index is told what to take out: the text the row had.
        QStringLiteral("CREATE TRIGGER search_fts_deleted AFTER DELETE ON events BEGIN %1 END").arg(take),
        QStringLiteral("CREATE TRIGGER search_fts_changed AFTER UPDATE OF rid, raw, kind, flags, kind_name, summary "
                       "ON events WHEN old.rid != new.rid OR old.raw IS NOT new.raw OR old.kind IS NOT new.kind "
                       "OR (old.flags & 65535) != (new.flags & 65535) OR old.kind_name IS NOT new.kind_name "
                       "OR old.summary IS NOT new.summary BEGIN %1 %2 END")
            .arg(take, put),
        QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES('search_index_version', '%1')").arg(kVersion),
    };
}

QStringList StoreSearchIndex::createStatements()
{
    QStringList out{
        QStringLiteral("DROP TRIGGER IF EXISTS search_fts_moved"),
        QStringLiteral("DROP TRIGGER IF EXISTS search_fts_deleted"),
        QStringLiteral("DROP TRIGGER IF EXISTS search_fts_changed"),
        QStringLiteral("DROP TABLE IF EXISTS search_pending"),
        QStringLiteral("DROP TABLE IF EXISTS search_fts"),
        QStringLiteral("DROP VIEW IF EXISTS search_docs"),
        // The documents, made from the events table's own columns: the index keeps no copy.
        QStringLiteral("CREATE VIEW search_docs AS SELECT rid, %1 AS body, %2 AS cmd, %3 AS path, %4 AS kind, "
                       "%5 AS risk FROM events e WHERE %6 = 1")
            .arg(documentColumn("e", 0), documentColumn("e", 1), documentColumn("e", 2), documentColumn("e", 3),
                 documentColumn("e", 4), documentColumn("e", 5)),
        // Columns in the order of Search::Column. unicode61: letters and digits make words, case
        // and diacritics do not count. columnsize=0: no docsize table (only bm25 would read it).
        // prefix: the list's search box asks for prefixes as the user types (two letters and
        // up) and four letters is the common prefix* of the search page; without these, FTS5
        // merges the postings of every word with the prefix before the first result (kaka* over
        // 1,000,000 events: 276 ms -> see bench_search).
        QStringLiteral("CREATE VIRTUAL TABLE search_fts USING fts5(body, cmd, path, kind, risk, "
                       "content = 'search_docs', content_rowid = 'rid', prefix = '2 4', "
                       "tokenize = 'unicode61 remove_diacritics 2', columnsize = 0)"),
    };
    out += triggerStatements();
    out += QStringList{
        QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES('search_index_complete', "
                       "CASE WHEN EXISTS(SELECT 1 FROM events) THEN '0' ELSE '1' END)"),
        QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES('search_built_rid', "
                       "CASE WHEN EXISTS(SELECT 1 FROM events) THEN '%1' ELSE '%2' END)")
            .arg(kNoRid)
            .arg(kAllRids),
    };
    return out;
}

StoreSearchIndex::StoreSearchIndex(QString connection)
    : m_connection(std::move(connection))
{ }

StoreSearchIndex::~StoreSearchIndex() = default;

int StoreSearchIndex::readMeta()
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT key, value FROM meta WHERE key LIKE 'search_%'")))
        return 0;
    int version = 0;
    m_complete = false;
    m_builtRid = kNoRid;
    while (q.next()) {
        const QString key = q.value(0).toString();
        if (key == u"search_index_version")
            version = q.value(1).toInt();
        else if (key == u"search_index_complete")
            m_complete = q.value(1).toInt() != 0;
        else if (key == u"search_built_rid")
            m_builtRid = q.value(1).toLongLong();
    }
    QSqlQuery t(QSqlDatabase::database(m_connection, false));
    const bool tableExists =
        t.exec(QStringLiteral("SELECT 1 FROM sqlite_master WHERE name = 'search_fts'")) && t.next();
    if (m_complete)
        m_builtRid = kAllRids;
    return tableExists ? version : 0;
}

bool StoreSearchIndex::runInTransaction(const QStringList &statements, QString *error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.transaction()) {
        if (error)
            *error = db.lastError().text();
        return false;
    }
    bool ok = true;
    for (const QString &sql : statements)
        ok = ok && execOn(db, sql, error);
    if (!ok || !db.commit()) {
        db.rollback();
        return false;
    }
    return true;
}

bool StoreSearchIndex::prepare(QString *error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const int version = readMeta();
    if (version == 3) {
        // Version 3 differs only in its triggers (no pending documents): the index stays.
        if (!runInTransaction(triggerStatements(), error)) {
            qCWarning(lcStore) << "the search index cannot be upgraded:" << (error ? *error : QString());
            return false;
        }
    } else if (version != kVersion) {
        // Another index version (or none): dropped and created again, then built in the background.
        if (!runInTransaction(createStatements(), error)) {
            qCWarning(lcStore) << "the search index cannot be created:" << (error ? *error : QString());
            return false;
        }
        if (readMeta() != kVersion)
            return false;
        qCInfo(lcStore) << "search index created" << (m_complete ? "(empty cache)" : "(to be built)");
    }
    // FTS5 merges its segments as it goes: by default four of a level into one of the next, which
    // rewrites each posting log4(n) times and took most of the index's time; sixteen at a time
    // rewrites it half as often, for queries that read a few more segments (bench_search). And it
    // writes a segment whenever its in-memory table of new postings passes hashsize (1 MB by
    // default): a chunk of thousands of documents made several small segments, each merged again
    // later; with room for the whole chunk it makes one (the table only grows as it fills).
    // A level that reaches crisismerge segments (16 by default, as many as automerge) is merged
    // whole within the commit at hand: with both at sixteen, every sixteenth chunk of the build
    // paid for a merge of sixteen segments at once. At 64 the incremental merges keep up first.
    configure(db, QStringLiteral("automerge"), kAutomerge);
    configure(db, QStringLiteral("crisismerge"), kCrisisMerge);
    configure(db, QStringLiteral("hashsize"), kHashBytes);
    m_insert = std::make_unique<SqliteStatement>(
        db, "INSERT INTO search_fts(rowid, body, cmd, path, kind, risk) VALUES(?, ?, ?, ?, ?, ?)");
    m_pend = std::make_unique<SqliteStatement>(db, "INSERT OR IGNORE INTO search_pending(rid) VALUES(?)");
    m_ready = m_insert->isValid() && m_pend->isValid();
    if (!m_ready) {
        if (error)
            *error = m_insert->isValid() ? m_pend->lastError().text() : m_insert->lastError().text();
        return false;
    }
    // Documents a process that ended left pending (their rows are stored, the memory is gone):
    // indexed now from the rows.
    QSqlQuery left(db);
    if (left.exec(QStringLiteral("SELECT 1 FROM search_pending LIMIT 1")) && left.next()) {
        left.finish();
        m_mayHavePending = true;
        if (flushPendingNow())
            qCInfo(lcStore) << "events left pending by an earlier run were indexed";
    }
    return true;
}

bool StoreSearchIndex::flushPendingNow()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.transaction())
        return false;
    if (!flushPending() || !db.commit()) {
        qCWarning(lcStore) << "writing the pending search documents failed:" << db.lastError().text();
        db.rollback();
        forgetPending(); // still listed in search_pending: written at the next flush
        return false;
    }
    return true;
}

bool StoreSearchIndex::write(qint64 rid, const Search::Document &d)
{
    if (d.isEmpty())
        return true;
    SqliteStatement &q = *m_insert;
    q.bind(1, rid);
    q.bind(2, d.body);
    q.bind(3, d.cmd);
    q.bind(4, d.path);
    q.bind(5, d.kind);
    q.bind(6, d.risk);
    // Every document comes through StoreSearchText (storedDocument(), redacted()): its columns are
    // redacted as CacheRedaction::exec() would redact them, so they are not looked at twice.
    if (!q.exec()) {
        qCWarning(lcStore) << "indexing an event failed:" << q.lastError().text();
        return false;
    }
    return true;
}

bool StoreSearchIndex::add(qint64 rid, const Event &event, const EventSummary &summary, const StoredEventText &stored,
                           int storedFlags)
{
    m_last = Search::documentOf(event, summary);
    m_lastRid = rid;
    if (!m_ready || rid > m_builtRid)
        return true; // not yet: the background build gets there
    // The text the triggers hand FTS5 to take this row out again is made from the row as stored
    // (storesearchtext.h): index exactly that. The cache redaction mostly leaves a row as it came,
    // and then the document made above is the one.
    const EventSummary storedSummary = StoreSearchText::storedSummary(
        int(summary.kind), int(summary.flags) | storedFlags, stored.kindName, stored.summary);
    Search::Document document;
    if (!stored.raw.isSharedWith(event.raw) && stored.raw != event.raw) {
        document = StoreSearchText::storedDocument(stored.raw, storedSummary);
    } else {
        const bool sameSummary = storedSummary.flags == summary.flags && storedSummary.kindName == summary.kindName
            && storedSummary.summary == summary.summary;
        document = StoreSearchText::redacted(sameSummary ? m_last : Search::documentOf(event, storedSummary));
    }
    if (!m_deferred)
        return write(rid, document);
    if (document.isEmpty())
        return true; // nothing to index, as the view says (search_docs)
    // Pending: FTS5 writes a segment per transaction, and a page of a hundred events made most of
    // its cost; the documents wait here (and their rids in search_pending, in this transaction,
    // for a process that ends before they are written) until flushPending().
    m_pend->bind(1, rid);
    if (!m_pend->exec()) {
        qCWarning(lcStore) << "indexing an event failed:" << m_pend->lastError().text();
        return false;
    }
    m_mayHavePending = true;
    m_pendingBytes += document.body.size() + document.cmd.size() + document.path.size();
    m_pending.insert(rid, std::move(document));
    return true;
}

bool StoreSearchIndex::pendingFull() const
{
    return m_pending.size() >= kPendingDocuments || m_pendingBytes >= kPendingBytes;
}

bool StoreSearchIndex::flushPending()
{
    if (!m_ready)
        return true;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    // search_pending says which rows still wait; what a rolled-back transaction added is not in
    // it, and a row that changed or went since left it (the triggers).
    QList<qint64> rids;
    {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.exec(QStringLiteral("SELECT rid FROM search_pending ORDER BY rid"))) {
            CacheRedaction::noteError(q.lastError());
            return false;
        }
        while (q.next())
            rids.append(q.value(0).toLongLong());
    }
    bool ok = true;
    QSqlQuery fromRow(db);
    bool fromRowPrepared = false;
    for (qint64 rid : std::as_const(rids)) {
        const auto it = m_pending.constFind(rid);
        if (it != m_pending.cend()) {
            ok = write(rid, *it);
        } else {
            // Not in memory (an earlier run, or a rolled-back flush): made from the row.
            if (!std::exchange(fromRowPrepared, true))
                fromRow.prepare(
                    QStringLiteral("INSERT INTO search_fts(rowid, body, cmd, path, kind, risk) "
                                   "SELECT rid, body, cmd, path, kind, risk FROM search_docs WHERE rid = ?"));
            fromRow.addBindValue(rid);
            ok = CacheRedaction::exec(fromRow);
        }
        if (!ok)
            return false;
    }
    QSqlQuery done(db);
    if (!done.exec(QStringLiteral("DELETE FROM search_pending"))) {
        CacheRedaction::noteError(done.lastError());
        return false;
    }
    m_pending.clear();
    m_pendingBytes = 0;
    m_mayHavePending = false;
    return true;
}

void StoreSearchIndex::forgetPending()
{
    m_pending.clear();
    m_pendingBytes = 0;
    m_mayHavePending = true; // the rolled-back transaction may have brought rids back
}

bool StoreSearchIndex::ensureTimeIndex()
{
    if (m_timeIndex)
        return true;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QString error;
    m_timeIndex = execOn(db,
                         QStringLiteral("CREATE INDEX IF NOT EXISTS %1 ON events(rid, time_ms)")
                             .arg(QLatin1String(ReadOnlyConnection::kEventTimeIndex)),
                         &error);
    if (!m_timeIndex)
        qCWarning(lcStore) << "the events' time index cannot be made:" << error;
    return m_timeIndex;
}

QList<StoreSearchIndex::BuildRow> StoreSearchIndex::readBuildRows(qint64 after, int rows, bool *ok)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT rid, raw, kind, flags, kind_name, summary FROM events WHERE rid > ? "
                             "ORDER BY rid LIMIT ?"));
    q.addBindValue(after);
    q.addBindValue(rows);
    *ok = q.exec();
    QList<BuildRow> chunk;
    chunk.reserve(rows);
    while (*ok && q.next())
        chunk.append({q.value(0).toLongLong(), q.value(1).toByteArray(),
                      StoreSearchText::storedSummary(q.value(2).toInt(), q.value(3).toInt(), q.value(4).toString(),
                                                     q.value(5).toString())});
    return chunk;
}

QFuture<Search::Document> StoreSearchIndex::makeDocuments(const QList<BuildRow> &rows)
{
    // On the document pool (the stored JSON parsed, the redaction) while this thread writes FTS5.
    // An unreadable row gives an empty document: it stays out of the index as out of the timeline.
    return QtConcurrent::mapped(rows, [](const BuildRow &row) {
        return StoreSearchText::storedDocument(row.raw, row.summary);
    });
}

StoreSearchIndex::Progress StoreSearchIndex::buildStep(int rows)
{
    if (!m_ready || m_complete)
        return progress();
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (m_total == 0) {
        QSqlQuery c(db);
        if (c.exec(QStringLiteral("SELECT COUNT(*) FROM events")) && c.next())
            m_total = c.value(0).toLongLong();
    }
    if (!db.transaction()) {
        m_next.reset();
        return progress(); // busy: the next step tries again
    }
    // The chunk the last step read ahead is this one unless something else wrote in between (a
    // sync batch: rows may have come, moved or gone past the cursor). The connection's count of
    // changed rows says: it moves with every write, the triggers' included.
    sqlite3 *handle = sqliteHandle(db);
    const qint64 changes = handle ? sqlite3_total_changes64(handle) : -1;
    bool ok = true;
    QList<BuildRow> chunk;
    QFuture<Search::Document> documents;
    if (m_next && m_next->after == m_builtRid && m_next->rows == rows && m_next->changes == changes && changes >= 0) {
        chunk = std::move(m_next->chunk);
        documents = std::exchange(m_next->documents, QFuture<Search::Document>());
        m_next.reset();
    } else {
        m_next.reset();
        // held: indexed when it was written (after the upgrade); asked here, not row by row.
        chunk = readBuildRows(m_builtRid, rows, &ok);
        documents = makeDocuments(chunk);
    }
    const qint64 seen = chunk.size();
    const qint64 last = chunk.isEmpty() ? m_builtRid : chunk.constLast().rid;
    const bool finished = ok && seen < rows;
    // The next chunk is read now, in this transaction, so that its documents are made while this
    // one is written and committed (FTS5's segments, the larger part of a step).
    std::unique_ptr<NextChunk> next;
    if (ok && !finished) {
        bool read = true;
        QList<BuildRow> ahead = readBuildRows(last, rows, &read);
        if (read) {
            next = std::make_unique<NextChunk>();
            next->after = last;
            next->rows = rows;
            next->documents = makeDocuments(ahead);
            next->chunk = std::move(ahead);
        }
    }
    // Past the cursor, the writer indexed nothing: every row here is new to the index.
    for (qsizetype i = 0; ok && i < chunk.size(); ++i)
        ok = write(chunk.at(i).rid, documents.resultAt(int(i)));
    documents.cancel();
    documents.waitForFinished();
    ok = ok && putMeta(db, QStringLiteral("search_built_rid"), finished ? kAllRids : last)
        && (!finished || putMeta(db, QStringLiteral("search_index_complete"), 1));
    if (!ok || !db.commit()) {
        qCWarning(lcStore) << "building the search index failed:" << db.lastError().text();
        db.rollback();
        return progress(); // the chunk read ahead goes with `next`
    }
    if (next) {
        next->changes = handle ? sqlite3_total_changes64(handle) : -1;
        m_next = std::move(next);
    }
    m_builtRid = finished ? kAllRids : last;
    m_done += seen;
    if (finished) {
        m_complete = true;
        m_done = std::max(m_done, m_total);
        qCInfo(lcStore) << "search index built:" << m_done << "events";
    }
    return progress();
}

} // namespace Switchyard
