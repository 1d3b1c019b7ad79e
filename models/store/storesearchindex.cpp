// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/storesearchindex.h"

#include "models/api/codec.h"
#include "models/logging.h"
#include "models/search/searchdocument.h"
#include "models/store/cacheredaction.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

#include <limits>

namespace Switchyard {

namespace {

constexpr qint64 kNoRid = std::numeric_limits<qint64>::min();

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
    return {
        QStringLiteral("DROP TRIGGER IF EXISTS search_fts_moved"),
        QStringLiteral("DROP TRIGGER IF EXISTS search_fts_deleted"),
        QStringLiteral("DROP TABLE IF EXISTS search_fts"),
        // Columns in the order of Search::Column. unicode61: letters and digits make words, case
        // and diacritics do not count. columnsize=0: no docsize table (only bm25 would read it).
        QStringLiteral("CREATE VIRTUAL TABLE search_fts USING fts5(body, cmd, path, kind, risk, "
                       "tokenize = 'unicode61 remove_diacritics 2', columnsize = 0)"),
        QStringLiteral("CREATE TRIGGER search_fts_moved AFTER UPDATE OF rid ON events BEGIN "
                       "UPDATE search_fts SET rowid = new.rid WHERE rowid = old.rid; END"),
        QStringLiteral("CREATE TRIGGER search_fts_deleted AFTER DELETE ON events BEGIN "
                       "DELETE FROM search_fts WHERE rowid = old.rid; END"),
        QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES('search_index_version', '%1')").arg(kVersion),
        QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES('search_index_complete', "
                       "CASE WHEN EXISTS(SELECT 1 FROM events) THEN '0' ELSE '1' END)"),
        QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES('search_built_rid', '%1')").arg(kNoRid),
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

bool StoreSearchIndex::insert(qint64 rid, const Event &event, const EventSummary &summary)
{
    m_last = Search::documentOf(event, summary);
    m_lastRid = rid;
    const Search::Document &d = m_last;
    if (d.isEmpty())
        return true;
    QSqlQuery &q = *m_insert;
    q.addBindValue(rid);
    q.addBindValue(d.body);
    q.addBindValue(d.cmd);
    q.addBindValue(d.path);
    q.addBindValue(d.kind);
    q.addBindValue(d.risk);
    if (!CacheRedaction::exec(q)) {
        qCWarning(lcStore) << "indexing an event failed:" << q.lastError().text();
        return false;
    }
    return true;
}

bool StoreSearchIndex::add(qint64 rid, const Event &event, const EventSummary &summary)
{
    if (!m_ready)
        return true;
    return insert(rid, event, summary);
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
    q.prepare(QStringLiteral("SELECT rid, raw, kind, flags, kind_name, summary, "
                             "EXISTS(SELECT 1 FROM search_fts WHERE rowid = e.rid) FROM events e WHERE rid > ? "
                             "ORDER BY rid LIMIT ?"));
    q.addBindValue(m_builtRid);
    q.addBindValue(rows);
    bool ok = q.exec();
    qint64 last = m_builtRid;
    qint64 seen = 0;
    while (ok && q.next()) {
        const qint64 rid = q.value(0).toLongLong();
        last = rid;
        ++seen;
        if (q.value(6).toInt() != 0)
            continue; // indexed when it was written (after the upgrade)
        auto parsed = Api::Codec::parseEvent(q.value(1).toByteArray());
        if (!parsed.ok())
            continue; // an unreadable row stays out of the index, as it stays out of the timeline
        EventSummary s;
        s.kind = EventKind(q.value(2).toInt());
        s.flags = quint16(q.value(3).toInt() & 0xffff);
        s.kindName = q.value(4).toString();
        s.summary = q.value(5).toString();
        ok = insert(rid, parsed.value(), s);
    }
    q.finish();
    const bool finished = ok && seen < rows;
    ok = ok && putMeta(db, QStringLiteral("search_built_rid"), last)
        && (!finished || putMeta(db, QStringLiteral("search_index_complete"), 1));
    if (!ok || !db.commit()) {
        qCWarning(lcStore) << "building the search index failed:" << db.lastError().text();
        db.rollback();
        return progress();
    }
    m_builtRid = last;
    m_done += seen;
    if (finished) {
        m_complete = true;
        m_done = std::max(m_done, m_total);
        qCInfo(lcStore) << "search index built:" << m_done << "events";
    }
    return progress();
}

} // namespace Switchyard
