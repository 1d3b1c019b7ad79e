// SPDX-License-Identifier: GPL-3.0-or-later
// History the server no longer has (issue 17 item 4): the store never shrinks a log on the server's
// word. A refill (ReplaceEvents) keeps every local event the server's listing lacks, in its place
// by time, and marks it (StoreDetail::kServerMissingFlag in events.flags); a server count below the
// local one marks the log (MarkServerLost); only the user's explicit choice drops what the server
// lost (LostHistoryChoice). The log's mark is logs.server_lost_at / logs.server_event_count; the
// user's "keep" is a meta row per conversation.
#include "models/logging.h"
#include "models/store/cacheredaction.h"
#include "models/store/storewriter.h"
#include "models/store/storewriterwork.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace Switchyard {

namespace {

constexpr qint64 kSeqMask = 0xffffffffLL;

qint64 ridOf(qint64 key, qint64 seq)
{
    return (key << 32) | (seq & kSeqMask);
}

/// Where a row waits while a refill moves it: a negative rid no log uses.
qint64 parkedRid(qint64 key, qint64 seq)
{
    return -1 - ridOf(key, seq);
}

QString keptKey(const QString &conversationId)
{
    return QStringLiteral("lost_kept:") + conversationId;
}

struct LocalRow
{
    qint64 seq = 0;
    QString id;
    QString timestamp;
    int flags = 0;
};

bool run(QSqlQuery &q)
{
    if (CacheRedaction::exec(q))
        return true;
    qCWarning(lcStore) << "SQL failed:" << q.lastError().text();
    return false;
}

} // namespace

bool StoreWriter::sameLostState(const LogState &a, const LogState &b)
{
    return a.serverLostAtMs == b.serverLostAtMs && a.serverEventCount == b.serverEventCount
        && a.knownMissing == b.knownMissing && a.keptAtMs == b.keptAtMs;
}

bool StoreWriter::writeLostState(const QString &conversationId, const LogState &log)
{
    Q_UNUSED(conversationId)
    // The logs row is written with INSERT OR REPLACE of the columns writeLog() lists, which puts
    // these back to their defaults (not lost): a marked log sets them again.
    if (log.serverLostAtMs == 0 && log.serverEventCount == -1)
        return true;
    return exec(QStringLiteral("UPDATE logs SET server_lost_at = ?, server_event_count = ? WHERE key = ?"),
                {log.serverLostAtMs, log.serverEventCount, log.key});
}

void StoreWriter::loadLostHistory()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, server_lost_at, server_event_count FROM logs WHERE server_lost_at > 0")))
        return;
    QList<QString> lost;
    while (q.next()) {
        const auto it = m_logs.find(q.value(0).toString());
        if (it == m_logs.end())
            continue;
        it->serverLostAtMs = q.value(1).toLongLong();
        it->serverEventCount = q.value(2).toLongLong();
        lost.append(it.key());
    }
    q.finish();
    QSqlQuery count(db);
    count.prepare(QStringLiteral("SELECT COUNT(*) FROM events WHERE rid >= ? AND rid <= ? AND (flags & ?) != 0"));
    QSqlQuery kept(db);
    kept.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    for (const QString &id : std::as_const(lost)) {
        LogState &log = m_logs[id];
        count.addBindValue(ridOf(log.key, 0));
        count.addBindValue(ridOf(log.key, kSeqMask));
        count.addBindValue(StoreDetail::kServerMissingFlag);
        if (count.exec() && count.next())
            log.knownMissing = count.value(0).toLongLong();
        count.finish();
        kept.addBindValue(keptKey(id));
        if (kept.exec() && kept.next())
            log.keptAtMs = kept.value(0).toLongLong() == log.serverLostAtMs ? log.serverLostAtMs : 0;
        kept.finish();
    }
}

void StoreWriter::setLost(Work &w, const QString &conversationId, LogState &log, qint64 serverCount,
                          qint64 knownMissing)
{
    const LogState before = log;
    if (knownMissing > 0 || (serverCount >= 0 && serverCount < log.count)) {
        if (log.serverLostAtMs == 0) {
            log.serverLostAtMs = w.nowMs;
            log.keptAtMs = 0; // a new loss: the banner comes back
        }
        log.serverEventCount = serverCount;
        log.knownMissing = knownMissing;
    } else {
        log.serverLostAtMs = 0;
        log.serverEventCount = -1;
        log.knownMissing = 0;
        log.keptAtMs = 0;
    }
    if (!sameLostState(before, log))
        w.lostChanged.insert(conversationId);
}

bool StoreWriter::clearMissingMarks(const LogState &log)
{
    return exec(QStringLiteral("UPDATE events SET flags = flags & ? WHERE rid >= ? AND rid <= ? AND (flags & ?) != 0"),
                {~StoreDetail::kServerMissingFlag, ridOf(log.key, 0), ridOf(log.key, kSeqMask),
                 StoreDetail::kServerMissingFlag});
}

/// A refill's plan: the server's list merged into the local log.
struct StoreWriter::Refill
{
    struct Item
    {
        qsizetype local = -1; ///< index into `local`, -1: new from the server
        const Event *event = nullptr; ///< the server's event, null: the server lacks it
    };

    explicit Refill(const QList<Event> &events);
    bool readLocal(const QSqlDatabase &db, const LogState &log);
    void merge();
    /// Sets the marks of the rows that keep their rid.
    bool markInPlace(const QSqlDatabase &db, const LogState &log) const;

    /// The server's list, without events lacking an id and without repeats.
    QList<const Event *> server;
    QSet<QString> inServer;
    QList<LocalRow> local; ///< the local log, in order
    QHash<QString, qsizetype> localIndex;
    qsizetype common = 0; ///< the common prefix's length
    QList<Item> tail; ///< what follows the prefix, in its new order
    qsizetype inPlace = 0; ///< tail items before the first one that moves
    qint64 missing = 0; ///< local events the server lacks
};

StoreWriter::Refill::Refill(const QList<Event> &events)
{
    server.reserve(events.size());
    inServer.reserve(events.size());
    for (const Event &e : events) {
        if (e.id.isEmpty() || inServer.contains(e.id))
            continue;
        inServer.insert(e.id);
        server.append(&e);
    }
}

bool StoreWriter::Refill::readLocal(const QSqlDatabase &db, const LogState &log)
{
    local.reserve(log.count);
    localIndex.reserve(log.count);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT rid, event_id, ts, flags FROM events WHERE rid >= ? AND rid <= ? ORDER BY rid"));
    q.addBindValue(ridOf(log.key, 0));
    q.addBindValue(ridOf(log.key, kSeqMask));
    if (!q.exec()) {
        CacheRedaction::noteError(q.lastError());
        return false;
    }
    while (q.next()) {
        LocalRow r;
        r.seq = q.value(0).toLongLong() & kSeqMask;
        r.id = q.value(1).toString();
        r.timestamp = q.value(2).toString();
        r.flags = q.value(3).toInt();
        localIndex.insert(r.id, local.size());
        local.append(std::move(r));
    }
    return true;
}

void StoreWriter::Refill::merge()
{
    // The common prefix stays. After it: the server's events in the server's order, and every
    // local event the server lacks before the first server event with a later timestamp (local
    // order among them). Nothing local is left out.
    while (common < local.size() && common < server.size() && local.at(common).id == server.at(common)->id)
        ++common;
    tail.reserve(local.size() - common + server.size() - common);
    auto serverItem = [&](qsizetype j) {
        return Item{localIndex.value(server.at(j)->id, -1), server.at(j)};
    };
    qsizetype j = common;
    for (qsizetype i = common; i < local.size(); ++i) {
        if (inServer.contains(local.at(i).id))
            continue;
        while (j < server.size() && server.at(j)->timestamp < local.at(i).timestamp)
            tail.append(serverItem(j++));
        tail.append(Item{i, nullptr});
        ++missing;
    }
    while (j < server.size())
        tail.append(serverItem(j++));

    // Rows before the first one that moves keep their rid; only their mark may change.
    while (inPlace < tail.size() && tail.at(inPlace).local == common + inPlace)
        ++inPlace;
}

bool StoreWriter::Refill::markInPlace(const QSqlDatabase &db, const LogState &log) const
{
    // Marks change in runs (the lost part is usually one block): one UPDATE per run of rows.
    QSqlQuery setFlags(db);
    setFlags.prepare(QStringLiteral("UPDATE events SET flags = (flags | ?) & ? WHERE rid >= ? AND rid <= ?"));
    struct Run
    {
        qint64 first = -1;
        qint64 last = -1;
        bool lost = false;
    } runOf;
    auto flush = [&] {
        if (runOf.first < 0)
            return true;
        setFlags.addBindValue(runOf.lost ? StoreDetail::kServerMissingFlag : 0);
        setFlags.addBindValue(runOf.lost ? -1 : ~StoreDetail::kServerMissingFlag);
        setFlags.addBindValue(ridOf(log.key, runOf.first));
        setFlags.addBindValue(ridOf(log.key, runOf.last));
        runOf = Run{};
        return run(setFlags);
    };
    auto markRow = [&](const LocalRow &r, bool lost) {
        if (((r.flags & StoreDetail::kServerMissingFlag) != 0) == lost)
            return true;
        if (runOf.first >= 0 && (runOf.lost != lost || runOf.last + 1 != r.seq) && !flush())
            return false;
        if (runOf.first < 0)
            runOf = Run{r.seq, r.seq, lost};
        else
            runOf.last = r.seq;
        return true;
    };
    for (qsizetype i = 0; i < common; ++i) {
        if (!markRow(local.at(i), false))
            return false;
    }
    for (qsizetype p = 0; p < inPlace; ++p) {
        if (!markRow(local.at(tail.at(p).local), tail.at(p).event == nullptr))
            return false;
    }
    return flush();
}

bool StoreWriter::rewriteRefillTail(Work &w, const QString &conversationId, const LogState &log, const Refill &r)
{
    // Park the local rows from the first one that moves, then put every item in its place.
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    const qint64 firstMoved = r.common + r.inPlace;
    if (firstMoved < r.local.size()) {
        QSqlQuery park(db);
        park.prepare(QStringLiteral("UPDATE events SET rid = -1 - rid WHERE rid >= ? AND rid <= ?"));
        park.addBindValue(ridOf(log.key, log.base + firstMoved));
        park.addBindValue(ridOf(log.key, kSeqMask));
        if (!run(park))
            return false;
        w.logsReset.insert(conversationId);
    }
    QSqlQuery move(db);
    move.prepare(QStringLiteral("UPDATE events SET rid = ?, flags = ? WHERE rid = ?"));
    for (qsizetype p = r.inPlace; p < r.tail.size(); ++p) {
        const Refill::Item &item = r.tail.at(p);
        const qint64 seq = log.base + r.common + p; // rid seq (a log opened newest first starts high)
        if (item.local < 0) {
            if (insertEventRow(log.key, seq, *item.event, summarizeEvent(*item.event)) != 1)
                return false;
            continue;
        }
        const LocalRow &row = r.local.at(item.local);
        const bool lost = item.event == nullptr;
        move.addBindValue(ridOf(log.key, seq));
        move.addBindValue(lost ? (row.flags | StoreDetail::kServerMissingFlag)
                               : (row.flags & ~StoreDetail::kServerMissingFlag));
        move.addBindValue(parkedRid(log.key, row.seq));
        if (!run(move))
            return false;
    }
    return true;
}

bool StoreWriter::replaceLog(Work &w, const QString &conversationId, const QList<Event> &events,
                             const EventCursor &cursor)
{
    if (conversationId.isEmpty())
        return true;
    bool ok = true;
    LogState &log = logFor(w, conversationId, &ok);
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    Refill refill(events);
    if (!refill.readLocal(db, log))
        return false;
    refill.merge();
    if (!refill.markInPlace(db, log))
        return false;
    const bool rewritten = refill.inPlace < refill.tail.size();
    if (rewritten && !rewriteRefillTail(w, conversationId, log, refill))
        return false;
    log.count = refill.common + refill.tail.size();
    if (rewritten && !recomputeLogTotals(log))
        return false;
    log.cursor = cursor; // a refill sets the cursor
    if (refill.missing > 0)
        qCInfo(lcStore) << "the server no longer lists" << refill.missing << "of the" << log.count
                        << "events kept for a conversation; they stay";
    setLost(w, conversationId, log, refill.server.size(), refill.missing);
    if (log.keptAtMs == 0 && !exec(QStringLiteral("DELETE FROM meta WHERE key = ?"), {keptKey(conversationId)}))
        return false;
    return writeLog(conversationId, log);
}

bool StoreWriter::stage(Work &w, const StoreOps::MarkServerLost &op)
{
    if (op.conversationId.isEmpty() || (!w.logs.contains(op.conversationId) && !m_logs.contains(op.conversationId)))
        return true; // nothing kept here: nothing to lose
    bool ok = true;
    LogState &log = logFor(w, op.conversationId, &ok);
    if (op.serverCount >= log.count) {
        // The server has at least as many again: the marks no longer say anything.
        if (log.serverLostAtMs == 0)
            return true;
        if (!clearMissingMarks(log))
            return false;
        setLost(w, op.conversationId, log, op.serverCount, 0);
    } else {
        setLost(w, op.conversationId, log, std::max<qint64>(0, op.serverCount), log.knownMissing);
    }
    if (log.keptAtMs == 0 && !exec(QStringLiteral("DELETE FROM meta WHERE key = ?"), {keptKey(op.conversationId)}))
        return false;
    return writeLog(op.conversationId, log);
}

bool StoreWriter::stage(Work &w, const StoreOps::SocketLogShortened &op)
{
    if (op.conversationId.isEmpty() || (!w.logs.contains(op.conversationId) && !m_logs.contains(op.conversationId)))
        return true;
    bool ok = true;
    LogState &log = logFor(w, op.conversationId, &ok);
    // Which of the server's seqs this log holds is not known any more: the socket starts over from
    // the server's first event (merged by id), the one exception to "the cursor only moves forward".
    log.durableSeq = -1;
    if (op.serverLength < log.count) {
        qCInfo(lcStore) << "the session socket names" << op.serverLength << "events where" << log.count
                        << "are kept; they stay, marked";
        setLost(w, op.conversationId, log, std::max<qint64>(0, op.serverLength), log.knownMissing);
        if (log.keptAtMs == 0 && !exec(QStringLiteral("DELETE FROM meta WHERE key = ?"), {keptKey(op.conversationId)}))
            return false;
    }
    return writeLog(op.conversationId, log);
}

bool StoreWriter::stage(Work &w, const StoreOps::LostHistoryChoice &op)
{
    if (op.conversationId.isEmpty() || (!w.logs.contains(op.conversationId) && !m_logs.contains(op.conversationId)))
        return true;
    bool ok = true;
    LogState &log = logFor(w, op.conversationId, &ok);
    if (log.serverLostAtMs == 0)
        return true; // nothing lost (any more)
    if (op.drop)
        return dropMissing(w, op.conversationId, log);
    if (log.keptAtMs == log.serverLostAtMs)
        return true;
    log.keptAtMs = log.serverLostAtMs;
    w.lostChanged.insert(op.conversationId);
    return exec(QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES(?, ?)"),
                {keptKey(op.conversationId), log.keptAtMs});
}

bool StoreWriter::dropMissing(Work &w, const QString &conversationId, LogState &log)
{
    if (log.knownMissing == 0) {
        // Only the server's count is known, not which events it lacks: nothing is dropped on a guess.
        qCInfo(lcStore) << "not dropping lost history: the server's listing has not been read";
        return true;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery del(db);
    del.prepare(QStringLiteral("DELETE FROM events WHERE rid >= ? AND rid <= ? AND (flags & ?) != 0"));
    del.addBindValue(ridOf(log.key, 0));
    del.addBindValue(ridOf(log.key, kSeqMask));
    del.addBindValue(StoreDetail::kServerMissingFlag);
    if (!run(del))
        return false;
    const qint64 dropped = del.numRowsAffected();
    // Close the holes: seq stays base..base+count-1. Moving down in rid order never meets a taken slot.
    QList<qint64> rids;
    {
        QSqlQuery q(db);
        q.setForwardOnly(true);
        q.prepare(QStringLiteral("SELECT rid FROM events WHERE rid >= ? AND rid <= ? ORDER BY rid"));
        q.addBindValue(ridOf(log.key, 0));
        q.addBindValue(ridOf(log.key, kSeqMask));
        if (!q.exec()) {
            CacheRedaction::noteError(q.lastError());
            return false;
        }
        while (q.next())
            rids.append(q.value(0).toLongLong());
    }
    QSqlQuery move(db);
    move.prepare(QStringLiteral("UPDATE events SET rid = ? WHERE rid = ?"));
    for (qsizetype i = 0; i < rids.size(); ++i) {
        if (rids.at(i) == ridOf(log.key, log.base + i))
            continue;
        move.addBindValue(ridOf(log.key, log.base + i));
        move.addBindValue(rids.at(i));
        if (!run(move))
            return false;
    }
    log.count = rids.size();
    if (!recomputeLogTotals(log))
        return false;
    w.logsReset.insert(conversationId);
    qCInfo(lcStore) << "dropped" << dropped << "events the server no longer has, at the user's request";
    setLost(w, conversationId, log, log.serverEventCount, 0);
    if (!exec(QStringLiteral("DELETE FROM meta WHERE key = ?"), {keptKey(conversationId)}))
        return false;
    return writeLog(conversationId, log);
}

} // namespace Switchyard
