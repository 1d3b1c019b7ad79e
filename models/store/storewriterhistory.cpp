// SPDX-License-Identifier: GPL-3.0-or-later
// StoreWriter: events that do not go at the end of a log. A conversation opened newest first gets
// its newest page high in the seq space (rid = key << 32 | seq) and its history below it, page by
// page (PrependEvents: no row is ever rewritten); an event the log missed (a gap the count check
// found, a late arrival) goes to its place by timestamp, and only the rows after it move up
// (InsertEvents). LogState::base is the rid seq of position 0, persisted in log_history with the
// history's completeness.
#include "models/domain/eventsummary.h"
#include "models/logging.h"
#include "models/store/storeeventrows.h"
#include "models/store/storesearchindex.h"
#include "models/store/storewriter.h"
#include "models/store/storewriterwork.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <functional>

namespace Switchyard {

namespace {

constexpr qint64 kSeqMask = 0xffffffffLL;
/// Where an empty log opened newest first starts: half of the seq space below, half above.
constexpr qint64 kNewestFirstBase = qint64(1) << 31;
constexpr qsizetype kMaxSearchText = 16 * 1024;

qint64 ridOf(qint64 key, qint64 seq)
{
    return (key << 32) | (seq & kSeqMask);
}

/// Called for each event inserted (the watch rules' check, storewatch.cpp); false fails the batch.
using AfterInsert = std::function<bool(qint64 rid, const Event &e, const EventSummary &s)>;

/// One prepared INSERT for the rows of one batch.
class EventInsert
{
public:
    EventInsert(const QSqlDatabase &db, StoreSearchIndex *index, AfterInsert after = {})
        : m_rows(db)
        , m_index(index)
        , m_after(std::move(after))
    { }
    /// 1: inserted, 0: the id is already in the log, -1: failed.
    int insert(qint64 rid, qint64 key, const Event &e, const EventSummary &s)
    {
        const int inserted = m_rows.insert(m_index, rid, key, e, s);
        if (inserted != 1)
            return inserted;
        return !m_after || m_after(rid, e, s) ? 1 : -1;
    }

private:
    EventRowInsert m_rows;
    StoreSearchIndex *m_index = nullptr;
    AfterInsert m_after;
};

void addSearchText(QString &text, const EventSummary &s, bool atFront)
{
    if (s.kind != EventKind::Message || s.summary.isEmpty())
        return;
    if (atFront) {
        // Older text only while there is room: the newest messages are the ones kept.
        if (text.size() + s.summary.size() + 1 <= kMaxSearchText)
            text = text.isEmpty() ? s.summary : s.summary + QLatin1Char('\n') + text;
        return;
    }
    if (!text.isEmpty())
        text.append(QLatin1Char('\n'));
    text.append(s.summary);
    if (text.size() > kMaxSearchText)
        text = text.right(kMaxSearchText);
}

void mergeCursor(EventCursor &into, const EventCursor &cursor)
{
    if (cursor.isEmpty())
        return;
    if (into.isEmpty() || cursor.timestamp > into.timestamp) {
        into = cursor;
    } else if (cursor.timestamp == into.timestamp) {
        for (const QString &id : cursor.idsAtTimestamp) {
            if (!into.idsAtTimestamp.contains(id))
                into.idsAtTimestamp.append(id);
        }
    }
}

/// The events whose ids are new to the batch (first one wins), in the given order.
QList<const Event *> uniqueEvents(const QList<Event> &events)
{
    QList<const Event *> out;
    out.reserve(events.size());
    QSet<QString> seen;
    seen.reserve(events.size());
    for (const Event &e : events) {
        if (e.id.isEmpty() || seen.contains(e.id))
            continue;
        seen.insert(e.id);
        out.append(&e);
    }
    return out;
}

/// A row held in a log: its rid and timestamp.
struct HeldRow
{
    qint64 rid = 0;
    QString ts;
};

/// The events the log does not hold yet, in the batch's order (the first of each id).
bool freshEvents(const QSqlDatabase &db, qint64 key, const QList<Event> &events, QList<const Event *> *fresh)
{
    QSqlQuery known(db);
    known.prepare(QStringLiteral("SELECT 1 FROM events WHERE log = ? AND event_id = ?"));
    const QList<const Event *> unique = uniqueEvents(events);
    for (const Event *e : unique) {
        known.addBindValue(key);
        known.addBindValue(e->id);
        if (!known.exec())
            return false;
        const bool held = known.next();
        known.finish();
        if (!held)
            fresh->append(e);
    }
    return true;
}

/// The rows newer than `oldestFresh`, in log order: read from the end until one is not newer.
bool rowsNewerThan(const QSqlDatabase &db, const LogState &log, const QString &oldestFresh, QList<HeldRow> *suffix)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT rid, ts FROM events WHERE rid >= ? AND rid < ? ORDER BY rid DESC"));
    q.addBindValue(ridOf(log.key, log.base));
    q.addBindValue(ridOf(log.key, log.base + log.count));
    if (!q.exec())
        return false;
    while (q.next()) {
        HeldRow r{q.value(0).toLongLong(), q.value(1).toString()};
        if (!(r.ts > oldestFresh))
            break;
        suffix->prepend(std::move(r));
    }
    return true;
}

/// Writes `suffix` (the log's last rows) and `fresh` (oldest first) merged by timestamp from
/// position `at` on: the suffix moves up, the fresh events are inserted. log.count is the caller's.
bool interleave(const QSqlDatabase &db, StoreSearchIndex *index, LogState &log, qint64 at, const QList<HeldRow> &suffix,
                const QList<const Event *> &fresh, const AfterInsert &after)
{
    if (!suffix.isEmpty()) {
        // Move the suffix out of the way (negative rids are free), then back to its new places.
        QSqlQuery away(db);
        away.prepare(QStringLiteral("UPDATE events SET rid = -rid WHERE rid >= ? AND rid < ?"));
        away.addBindValue(ridOf(log.key, log.base + at));
        away.addBindValue(ridOf(log.key, log.base + log.count));
        if (!away.exec())
            return false;
    }
    QSqlQuery back(db);
    back.prepare(QStringLiteral("UPDATE events SET rid = ? WHERE rid = ?"));
    EventInsert ins(db, index, after);
    qsizetype si = 0, fi = 0;
    qint64 pos = at;
    while (si < suffix.size() || fi < fresh.size()) {
        // Equal timestamps: the row held first, the new one after it.
        const bool takeHeld =
            fi == fresh.size() || (si < suffix.size() && !(fresh.at(fi)->timestamp < suffix.at(si).ts));
        const qint64 rid = ridOf(log.key, log.base + pos);
        if (takeHeld) {
            back.addBindValue(rid);
            back.addBindValue(-suffix.at(si).rid);
            if (!back.exec())
                return false;
            ++si;
        } else {
            const Event &e = *fresh.at(fi);
            const EventSummary s = summarizeEvent(e);
            if (ins.insert(rid, log.key, e, s) != 1)
                return false; // checked above: a failure here is a real one
            log.lastActivityMs = std::max(log.lastActivityMs, s.timeMs);
            addSearchText(log.searchText, s, false);
            ++fi;
        }
        ++pos;
    }
    return true;
}

} // namespace

void StoreWriter::loadHistory()
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT l.id, h.seq_base, h.complete FROM log_history h JOIN logs l ON l.key = h.log")))
        return;
    while (q.next()) {
        const auto it = m_logs.find(q.value(0).toString());
        if (it == m_logs.end())
            continue;
        it->base = q.value(1).toLongLong();
        it->historyComplete = q.value(2).toInt() != 0;
    }
}

bool StoreWriter::writeHistory(const LogState &log)
{
    return exec(QStringLiteral("INSERT OR REPLACE INTO log_history(log, seq_base, complete) VALUES(?, ?, ?)"),
                {log.key, log.base, log.historyComplete ? 1 : 0});
}

bool StoreWriter::stage(Work &w, const StoreOps::PrependEvents &op)
{
    if (op.conversationId.isEmpty())
        return true;
    bool ok = true;
    LogState &log = logFor(w, op.conversationId, &ok);
    const bool wasEmpty = log.count == 0;
    if (wasEmpty)
        log.base = kNewestFirstBase;
    const QList<const Event *> events = uniqueEvents(op.events);
    if (log.base < events.size()) {
        // A log read oldest first has no room below: these go to their places instead (they are
        // history it lacks, which only a gap can be).
        if (!insertByTimestamp(w, op.conversationId, op.events, op.cursor))
            return false;
        LogState &again = logFor(w, op.conversationId, &ok);
        again.historyComplete = again.historyComplete || op.historyComplete;
        return writeHistory(again);
    }
    const QString &id = op.conversationId;
    EventInsert ins(QSqlDatabase::database(m_connection, false), m_search.get(),
                    [this, &w, &id](qint64 rid, const Event &e, const EventSummary &s) {
                        return checkRules(w, id, rid, e, s);
                    });
    qint64 added = 0;
    // From the newest down, each one right below the oldest: ascending order in rid.
    for (auto it = events.crbegin(); it != events.crend(); ++it) {
        const Event &e = **it;
        const EventSummary s = summarizeEvent(e);
        const int r = ins.insert(ridOf(log.key, log.base - 1), log.key, e, s);
        if (r < 0)
            return false;
        if (r == 0)
            continue; // already held
        --log.base;
        ++log.count;
        ++added;
        log.lastActivityMs = std::max(log.lastActivityMs, s.timeMs);
        addSearchText(log.searchText, s, true);
    }
    if (wasEmpty) {
        // Added newest to oldest at the front: the search text came out in order.
        log.historyComplete = op.historyComplete;
    } else {
        log.historyComplete = log.historyComplete || op.historyComplete;
        if (added > 0)
            w.logsPrepended[op.conversationId] += added;
    }
    mergeCursor(log.cursor, op.cursor);
    return writeLog(op.conversationId, log) && writeHistory(log);
}

bool StoreWriter::stage(Work &w, const StoreOps::InsertEvents &op)
{
    if (op.conversationId.isEmpty())
        return true;
    if (!insertByTimestamp(w, op.conversationId, op.events, op.cursor))
        return false;
    bool ok = true;
    const LogState &log = logFor(w, op.conversationId, &ok);
    return writeLog(op.conversationId, log) && writeHistory(log);
}

bool StoreWriter::insertByTimestamp(Work &w, const QString &conversationId, const QList<Event> &events,
                                    const EventCursor &cursor)
{
    bool ok = true;
    LogState &log = logFor(w, conversationId, &ok);
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    // What the log does not hold yet, oldest first.
    QList<const Event *> fresh;
    if (!freshEvents(db, log.key, events, &fresh))
        return false;
    mergeCursor(log.cursor, cursor);
    if (fresh.isEmpty())
        return true;
    std::stable_sort(fresh.begin(), fresh.end(), [](const Event *a, const Event *b) {
        return a->timestamp < b->timestamp;
    });
    QList<HeldRow> suffix;
    if (!rowsNewerThan(db, log, fresh.constFirst()->timestamp, &suffix))
        return false;
    const qint64 at = log.count - suffix.size(); // first position that changes
    const auto after = [this, &w, &conversationId](qint64 rid, const Event &e, const EventSummary &s) {
        return checkRules(w, conversationId, rid, e, s);
    };
    if (!interleave(db, m_search.get(), log, at, suffix, fresh, after))
        return false;
    log.count += fresh.size();
    if (!suffix.isEmpty())
        w.logsReset.insert(conversationId);
    return true;
}

} // namespace Switchyard
