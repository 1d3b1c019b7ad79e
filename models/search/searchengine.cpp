// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/search/searchengine.h"

#include "models/logging.h"
#include "models/store/readonlyconnection.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace Switchyard::Search {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::Search)
};

constexpr qint64 kSeqMask = 0xffffffffLL;
constexpr qsizetype kExcerptWidth = 160;

/// logs: key -> conversation id, and where each log's positions start.
struct Logs
{
    QHash<qint64, QString> ids;
    QHash<qint64, qint64> bases;
};

Logs readLogs(const QSqlDatabase &db)
{
    Logs logs;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (q.exec(QStringLiteral("SELECT key, id FROM logs"))) {
        while (q.next())
            logs.ids.insert(q.value(0).toLongLong(), q.value(1).toString());
    }
    if (q.exec(QStringLiteral("SELECT log, seq_base FROM log_history"))) {
        while (q.next())
            logs.bases.insert(q.value(0).toLongLong(), q.value(1).toLongLong());
    }
    return logs;
}

bool readComplete(const QSqlDatabase &db)
{
    QSqlQuery q(db);
    return q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'search_index_complete'")) && q.next()
        && q.value(0).toInt() != 0;
}

/// The matching rowids, newest first, with the time filters applied.
bool prepareMatch(QSqlQuery &q, const ReadOnlyConnection &c, const Query &query)
{
    QString sql;
    if (query.sinceMs || query.untilMs) {
        sql = QStringLiteral("SELECT f.rowid FROM search_fts f%1 WHERE search_fts MATCH ?").arg(c.eventTimeJoin("f"));
        if (query.sinceMs)
            sql += QStringLiteral(" AND e.time_ms >= ?");
        if (query.untilMs)
            sql += QStringLiteral(" AND e.time_ms < ?");
    } else {
        sql = QStringLiteral("SELECT f.rowid FROM search_fts f WHERE search_fts MATCH ?");
    }
    sql += QStringLiteral(" ORDER BY f.rowid DESC");
    q.setForwardOnly(true);
    if (!q.prepare(sql))
        return false;
    q.addBindValue(query.ftsMatch());
    if (query.sinceMs)
        q.addBindValue(query.sinceMs);
    if (query.untilMs)
        q.addBindValue(query.untilMs);
    return q.exec();
}

bool appliesTo(const Term &t, Column column)
{
    if (t.negated)
        return false;
    if (t.column)
        return *t.column == column;
    return column == Column::Body || column == Column::Cmd || column == Column::Path;
}

/// The stored row of one hit: its texts and its event.
struct Stored
{
    QString body, cmd, path;
    QString eventId, kindName;
    qint64 timeMs = 0;
    int kind = 0;
};

class HitReader
{
public:
    explicit HitReader(const QSqlDatabase &db)
        : m_text(db)
        , m_event(db)
    {
        m_text.prepare(QStringLiteral("SELECT body, cmd, path FROM search_fts WHERE rowid = ?"));
        m_event.prepare(QStringLiteral("SELECT event_id, time_ms, kind, kind_name FROM events WHERE rid = ?"));
    }
    std::optional<Stored> read(qint64 rid)
    {
        Stored s;
        m_text.addBindValue(rid);
        if (!m_text.exec() || !m_text.next())
            return std::nullopt;
        s.body = m_text.value(0).toString();
        s.cmd = m_text.value(1).toString();
        s.path = m_text.value(2).toString();
        m_text.finish();
        m_event.addBindValue(rid);
        if (!m_event.exec() || !m_event.next())
            return std::nullopt;
        s.eventId = m_event.value(0).toString();
        s.timeMs = m_event.value(1).toLongLong();
        s.kind = m_event.value(2).toInt();
        s.kindName = m_event.value(3).toString();
        m_event.finish();
        return s;
    }

private:
    QSqlQuery m_text;
    QSqlQuery m_event;
};

/// Which of the hit's texts to show, and its ranges: a field the query names first.
void fillContext(SearchHit &hit, const Stored &s, const Query &query)
{
    struct Candidate
    {
        Column column;
        const QString *text;
        const char *field;
    };
    const Candidate all[] = {{Column::Cmd, &s.cmd, "cmd"},
                             {Column::Path, &s.path, "path"},
                             {Column::Body, &s.body, "text"}};
    bool named = false;
    for (const Term &t : query.terms)
        named = named || (!t.negated && t.column && (*t.column == Column::Cmd || *t.column == Column::Path));
    for (int pass = 0; pass < 2; ++pass) {
        for (const Candidate &c : all) {
            if (pass == 0 && named && c.column == Column::Body)
                continue;
            const QList<SearchSpan> spans = highlights(*c.text, query, c.column);
            if (spans.isEmpty())
                continue;
            hit.field = QLatin1String(c.field);
            hit.context = excerpt(*c.text, spans, kExcerptWidth, &hit.spans);
            return;
        }
    }
    // Matched on kind: or risk: alone: the event's first text.
    for (const Candidate &c : all) {
        if (!c.text->isEmpty()) {
            hit.field = QLatin1String(c.field);
            hit.context = excerpt(*c.text, {}, kExcerptWidth, &hit.spans);
            return;
        }
    }
}

} // namespace

QList<SearchSpan> highlights(const QString &text, const Query &query, Column column)
{
    QList<SearchSpan> out;
    if (text.isEmpty())
        return out;
    const QList<Token> tokens = tokenize(text);
    for (const Term &t : query.terms) {
        if (!appliesTo(t, column))
            continue;
        const QList<Token> want = tokenize(t.text);
        if (want.isEmpty())
            continue;
        for (qsizetype i = 0; i + want.size() <= tokens.size(); ++i) {
            bool match = true;
            for (qsizetype j = 0; j < want.size() && match; ++j) {
                const QString &have = tokens.at(i + j).folded;
                const bool last = j == want.size() - 1;
                match = (t.prefix && last) ? have.startsWith(want.at(j).folded) : have == want.at(j).folded;
            }
            if (!match)
                continue;
            const Token &first = tokens.at(i);
            const Token &end = tokens.at(i + want.size() - 1);
            out.append(SearchSpan{first.start, end.start + end.length - first.start});
        }
    }
    std::sort(out.begin(), out.end(), [](const SearchSpan &a, const SearchSpan &b) {
        return a.start < b.start;
    });
    return out;
}

QString excerpt(const QString &text, const QList<SearchSpan> &spans, qsizetype width, QList<SearchSpan> *moved)
{
    moved->clear();
    const qsizetype anchor = spans.isEmpty() ? 0 : spans.constFirst().start;
    qsizetype from = std::max<qsizetype>(0, anchor - width / 4);
    const qsizetype to = std::min(text.size(), from + width);
    from = std::max<qsizetype>(0, std::min(from, to - width));
    QString out = text.mid(from, to - from);
    for (QChar &c : out) {
        if (c == u'\n' || c == u'\r' || c == u'\t')
            c = u' ';
    }
    qsizetype shift = -from;
    if (from > 0) {
        out.prepend(QChar(0x2026));
        shift += 1;
    }
    if (to < text.size())
        out.append(QChar(0x2026));
    for (const SearchSpan &s : spans) {
        const qsizetype start = std::max(s.start, from);
        const qsizetype end = std::min(s.start + s.length, to);
        if (end > start)
            moved->append(SearchSpan{start + shift, end - start});
    }
    return out;
}

bool indexComplete(const QString &dbPath)
{
    ReadOnlyConnection c(dbPath, "search");
    return c.ok() && readComplete(c.db());
}

SearchResult run(const Request &request, const std::atomic<quint64> *latest, quint64 generation)
{
    QElapsedTimer clock;
    clock.start();
    SearchResult result;
    result.query = request.text;
    if (!request.query.isValid()) {
        result.error = request.query.error;
        result.errorAt = request.query.errorAt;
        return result;
    }
    if (superseded(latest, generation))
        return result;
    ReadOnlyConnection c(request.dbPath, "search");
    if (!c.ok()) {
        result.error = Tr::tr("The cache cannot be read, so there is nothing to search.");
        return result;
    }
    const QSqlDatabase db = c.db();
    result.indexComplete = readComplete(db);
    const Logs logs = readLogs(db);
    QSqlQuery q(db);
    if (!prepareMatch(q, c, request.query)) {
        result.error = Tr::tr("The search could not run: %1").arg(q.lastError().text());
        return result;
    }
    QHash<QString, qsizetype> groupIndex;
    QList<QPair<qsizetype, qint64>> shown; // (group, rid) of the hits to read back
    qint64 scanned = 0;
    while (q.next()) {
        if (++scanned > request.maxScanned) {
            result.truncated = true;
            break;
        }
        if ((scanned & 1023) == 0 && superseded(latest, generation))
            return result;
        const qint64 rid = q.value(0).toLongLong();
        const QString id = logs.ids.value(rid >> 32);
        if (id.isEmpty() || (request.conversations && !request.conversations->contains(id)))
            continue;
        auto it = groupIndex.find(id);
        if (it == groupIndex.end()) {
            if (result.groups.size() >= request.maxGroups) {
                ++result.hitCount;
                result.truncated = true;
                continue;
            }
            SearchGroup g;
            g.conversationId = id;
            g.title = request.titles.value(id);
            result.groups.append(g);
            it = groupIndex.insert(id, result.groups.size() - 1);
        }
        SearchGroup &g = result.groups[*it];
        ++g.hitCount;
        ++result.hitCount;
        if (g.hitCount <= request.hitsPerGroup)
            shown.append({*it, rid});
    }
    q.finish();
    HitReader reader(db);
    for (const auto &[group, rid] : std::as_const(shown)) {
        const std::optional<Stored> s = reader.read(rid);
        if (!s)
            continue;
        SearchHit hit;
        hit.conversationId = result.groups.at(group).conversationId;
        hit.eventId = s->eventId;
        hit.position = (rid & kSeqMask) - logs.bases.value(rid >> 32, 0);
        hit.timeMs = s->timeMs;
        hit.kind = EventKind(s->kind);
        hit.kindName = s->kindName;
        fillContext(hit, *s, request.query);
        result.groups[group].hits.append(hit);
    }
    result.elapsedMs = clock.elapsed();
    return result;
}

QHash<QString, QString> conversationLines(const QString &dbPath, const Query &query, int limit,
                                          const std::atomic<quint64> *latest, quint64 generation)
{
    QHash<QString, QString> out;
    if (superseded(latest, generation))
        return out;
    ReadOnlyConnection c(dbPath, "search");
    if (!c.ok() || !query.isValid())
        return out;
    const QSqlDatabase db = c.db();
    const Logs logs = readLogs(db);
    // The newest match of each log in one pass inside SQLite (rowid = log key << 32 | seq): no
    // row of a common word comes up to this loop, one row per conversation does.
    QHash<QString, qint64> newest;
    {
        QString sql = QStringLiteral("SELECT max(f.rowid) FROM search_fts f");
        if (query.sinceMs || query.untilMs)
            sql += c.eventTimeJoin("f");
        sql += QStringLiteral(" WHERE search_fts MATCH ?");
        if (query.sinceMs)
            sql += QStringLiteral(" AND e.time_ms >= ?");
        if (query.untilMs)
            sql += QStringLiteral(" AND e.time_ms < ?");
        sql += QStringLiteral(" GROUP BY f.rowid >> 32 ORDER BY 1 DESC LIMIT ?");
        QSqlQuery q(db);
        q.setForwardOnly(true);
        q.prepare(sql);
        q.addBindValue(query.ftsMatch());
        if (query.sinceMs)
            q.addBindValue(query.sinceMs);
        if (query.untilMs)
            q.addBindValue(query.untilMs);
        q.addBindValue(limit);
        if (!q.exec())
            return out;
        while (q.next()) {
            const qint64 rid = q.value(0).toLongLong();
            const QString id = logs.ids.value(rid >> 32);
            if (!id.isEmpty())
                newest.insert(id, rid);
        }
    }
    if (superseded(latest, generation))
        return out;
    QSqlQuery text(db);
    text.prepare(QStringLiteral("SELECT body, cmd, path FROM search_fts WHERE rowid = ?"));
    for (auto it = newest.cbegin(); it != newest.cend(); ++it) {
        text.addBindValue(*it);
        QString line;
        if (text.exec() && text.next()) {
            for (int col = 0; col < 3 && line.isEmpty(); ++col) {
                const QString t = text.value(col).toString();
                const QList<SearchSpan> spans = highlights(t, query,
                                                           col == 0       ? Column::Body
                                                               : col == 1 ? Column::Cmd
                                                                          : Column::Path);
                if (!spans.isEmpty()) {
                    QList<SearchSpan> moved;
                    line = excerpt(t, spans, 200, &moved);
                }
            }
            if (line.isEmpty()) {
                QList<SearchSpan> none;
                line = excerpt(text.value(0).toString(), {}, 200, &none);
            }
        }
        text.finish();
        out.insert(it.key(), line);
    }
    return out;
}

} // namespace Switchyard::Search
