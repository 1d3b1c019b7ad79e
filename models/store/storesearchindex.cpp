// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/storesearchindex.h"

#include "models/api/redaction.h"
#include "models/logging.h"
#include "models/search/searchdocument.h"
#include "models/store/cacheredaction.h"
#include "models/store/storesearchtext.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

#include <limits>

namespace Switchyard {

namespace {

constexpr qint64 kNoRid = std::numeric_limits<qint64>::min();
constexpr qint64 kAllRids = std::numeric_limits<qint64>::max(); ///< search_built_rid of a complete index

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

} // namespace

QStringList StoreSearchIndex::createStatements()
{
    // f(row, n): the n-th column of the row's document (storesearchtext.h); f(row, 5): it has one.
    const auto f = [](const char *row, int column) {
        return QStringLiteral("%1(%2.raw, %2.kind, %2.flags, %2.kind_name, %2.summary, %3)")
            .arg(QLatin1String(StoreSearchText::kFunction), QLatin1String(row))
            .arg(column);
    };
    const auto columns = [&f](const char *row) {
        return QStringList{f(row, 0), f(row, 1), f(row, 2), f(row, 3), f(row, 4)}.join(QStringLiteral(", "));
    };
    // Rows past the background build's cursor are not in the index yet: the triggers leave them
    // alone, the build indexes them when it gets there (search_built_rid is the largest rowid
    // once the index is complete).
    const QString built = QStringLiteral("(SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'search_built_rid')");
    const QString take = QStringLiteral("INSERT INTO search_fts(search_fts, rowid, body, cmd, path, kind, risk) "
                                        "SELECT 'delete', old.rid, %1 WHERE old.rid <= %2 AND %3 = 1;")
                             .arg(columns("old"), built, f("old", 5));
    const QString put = QStringLiteral("INSERT INTO search_fts(rowid, body, cmd, path, kind, risk) "
                                       "SELECT new.rid, %1 WHERE new.rid <= %2 AND %3 = 1;")
                            .arg(columns("new"), built, f("new", 5));
    return {
        QStringLiteral("DROP TRIGGER IF EXISTS search_fts_moved"),
        QStringLiteral("DROP TRIGGER IF EXISTS search_fts_deleted"),
        QStringLiteral("DROP TRIGGER IF EXISTS search_fts_changed"),
        QStringLiteral("DROP TABLE IF EXISTS search_fts"),
        QStringLiteral("DROP VIEW IF EXISTS search_docs"),
        // The documents, made from the events table's own columns: the index keeps no copy.
        QStringLiteral("CREATE VIEW search_docs AS SELECT rid, %1 AS body, %2 AS cmd, %3 AS path, %4 AS kind, "
                       "%5 AS risk FROM events e WHERE %6 = 1")
            .arg(f("e", 0), f("e", 1), f("e", 2), f("e", 3), f("e", 4), f("e", 5)),
        // Columns in the order of Search::Column. unicode61: letters and digits make words, case
        // and diacritics do not count. columnsize=0: no docsize table (only bm25 would read it).
        // prefix: the list's search box asks for prefixes as the user types (two letters and
        // up) and four letters is the common prefix* of the search page; without these, FTS5
        // merges the postings of every word with the prefix before the first result (kaka* over
        // 1,000,000 events: 276 ms -> see bench_search).
        QStringLiteral("CREATE VIRTUAL TABLE search_fts USING fts5(body, cmd, path, kind, risk, "
                       "content = 'search_docs', content_rowid = 'rid', prefix = '2 4', "
                       "tokenize = 'unicode61 remove_diacritics 2', columnsize = 0)"),
        // An external-content index is told what to take out: the text the row had.
        QStringLiteral("CREATE TRIGGER search_fts_deleted AFTER DELETE ON events BEGIN %1 END").arg(take),
        QStringLiteral("CREATE TRIGGER search_fts_changed AFTER UPDATE OF rid, raw, kind, flags, kind_name, summary "
                       "ON events WHEN old.rid != new.rid OR old.raw IS NOT new.raw OR old.kind IS NOT new.kind "
                       "OR (old.flags & 65535) != (new.flags & 65535) OR old.kind_name IS NOT new.kind_name "
                       "OR old.summary IS NOT new.summary BEGIN %1 %2 END")
            .arg(take, put),
        QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES('search_index_version', '%1')").arg(kVersion),
        QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES('search_index_complete', "
                       "CASE WHEN EXISTS(SELECT 1 FROM events) THEN '0' ELSE '1' END)"),
        QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES('search_built_rid', "
                       "CASE WHEN EXISTS(SELECT 1 FROM events) THEN '%1' ELSE '%2' END)")
            .arg(kNoRid)
            .arg(kAllRids),
    };
}

StoreSearchIndex::StoreSearchIndex(QString connection)
    : m_connection(std::move(connection))
{ }

StoreSearchIndex::~StoreSearchIndex() = default;

bool StoreSearchIndex::readMeta()
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT key, value FROM meta WHERE key LIKE 'search_%'")))
        return false;
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
    return tableExists && version == kVersion;
}

bool StoreSearchIndex::prepare(QString *error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!readMeta()) {
        // Another index version (or none): dropped and created again, then built in the background.
        if (!db.transaction()) {
            if (error)
                *error = db.lastError().text();
            return false;
        }
        bool ok = true;
        for (const QString &sql : createStatements())
            ok = ok && execOn(db, sql, error);
        if (!ok || !db.commit()) {
            db.rollback();
            qCWarning(lcStore) << "the search index cannot be created:" << (error ? *error : QString());
            return false;
        }
        if (!readMeta())
            return false;
        qCInfo(lcStore) << "search index created" << (m_complete ? "(empty cache)" : "(to be built)");
    }
    m_insert = std::make_unique<QSqlQuery>(db);
    m_insert->prepare(
        QStringLiteral("INSERT INTO search_fts(rowid, body, cmd, path, kind, risk) VALUES(?, ?, ?, ?, ?, ?)"));
    m_ready = true;
    return true;
}

bool StoreSearchIndex::write(qint64 rid, const Search::Document &d)
{
    if (d.isEmpty())
        return true;
    QSqlQuery &q = *m_insert;
    q.addBindValue(rid);
    q.addBindValue(d.body);
    q.addBindValue(d.cmd);
    q.addBindValue(d.path);
    q.addBindValue(d.kind);
    q.addBindValue(d.risk);
    // Every document comes through StoreSearchText (storedDocument(), redacted()): its columns are
    // redacted as CacheRedaction::exec() would redact them, so they are not looked at twice.
    if (!q.exec()) {
        CacheRedaction::noteError(q.lastError());
        qCWarning(lcStore) << "indexing an event failed:" << q.lastError().text();
        return false;
    }
    return true;
}

bool StoreSearchIndex::add(qint64 rid, const Event &event, const EventSummary &summary, int storedFlags)
{
    m_last = Search::documentOf(event, summary);
    m_lastRid = rid;
    if (!m_ready || rid > m_builtRid)
        return true; // not yet: the background build gets there
    // The text the triggers hand FTS5 to take this row out again is made from the row as stored
    // (storesearchtext.h): index exactly that. The cache redaction mostly leaves a row as it came,
    // and then the document made above is the one.
    const QByteArray raw = Api::Redaction::redactJsonForStorage(event.raw);
    const EventSummary stored = StoreSearchText::storedSummary(int(summary.kind), int(summary.flags) | storedFlags,
                                                               Api::Redaction::redactForStorage(summary.kindName),
                                                               Api::Redaction::redactForStorage(summary.summary));
    if (raw != event.raw)
        return write(rid, StoreSearchText::storedDocument(raw, stored));
    const bool sameSummary =
        stored.flags == summary.flags && stored.kindName == summary.kindName && stored.summary == summary.summary;
    return write(rid, StoreSearchText::redacted(sameSummary ? m_last : Search::documentOf(event, stored)));
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
    if (!db.transaction())
        return progress(); // busy: the next step tries again
    QSqlQuery q(db);
    q.setForwardOnly(true);
    // held: indexed when it was written (after the upgrade); asked here, not row by row.
    q.prepare(QStringLiteral("SELECT rid, raw, kind, flags, kind_name, summary FROM events WHERE rid > ? "
                             "ORDER BY rid LIMIT ?"));
    q.addBindValue(m_builtRid);
    q.addBindValue(rows);
    bool ok = q.exec();
    qint64 last = m_builtRid;
    qint64 seen = 0;
    while (ok && q.next()) {
        last = q.value(0).toLongLong();
        ++seen;
        // Past the cursor, the writer indexed nothing: every row here is new to the index. An
        // unreadable row stays out of it, as it stays out of the timeline.
        ok = write(last,
                   StoreSearchText::storedDocument(
                       q.value(1).toByteArray(),
                       StoreSearchText::storedSummary(q.value(2).toInt(), q.value(3).toInt(), q.value(4).toString(),
                                                      q.value(5).toString())));
    }
    q.finish();
    const bool finished = ok && seen < rows;
    ok = ok && putMeta(db, QStringLiteral("search_built_rid"), finished ? kAllRids : last)
        && (!finished || putMeta(db, QStringLiteral("search_index_complete"), 1));
    if (!ok || !db.commit()) {
        qCWarning(lcStore) << "building the search index failed:" << db.lastError().text();
        db.rollback();
        return progress();
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
