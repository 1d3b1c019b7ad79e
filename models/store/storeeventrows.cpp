// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/storeeventrows.h"

#include "models/logging.h"
#include "models/store/cacheredaction.h"
#include "models/store/storesearchindex.h"

namespace Switchyard {

EventRowInsert::EventRowInsert(const QSqlDatabase &db)
    : m_statement(db,
                  "INSERT OR IGNORE INTO events(rid, log, event_id, ts, time_ms, kind, source, flags, kind_name, "
                  "tool_call_id, summary, exit_code, raw) VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?)")
{ }

int EventRowInsert::insert(StoreSearchIndex *index, qint64 rid, qint64 key, const Event &e, const EventSummary &s,
                           int storedFlags)
{
    StoredEventText stored;
    stored.raw = CacheRedaction::redactedJson(e.raw);
    stored.kindName = CacheRedaction::redactedText(s.kindName);
    stored.summary = CacheRedaction::redactedText(s.summary);
    SqliteStatement &q = m_statement;
    q.bind(1, rid);
    q.bind(2, key);
    q.bind(3, CacheRedaction::redactedText(e.id));
    q.bind(4, CacheRedaction::redactedText(e.timestamp));
    q.bind(5, s.timeMs);
    q.bind(6, qint64(s.kind));
    q.bind(7, qint64(s.source));
    q.bind(8, qint64(int(s.flags) | storedFlags));
    q.bind(9, stored.kindName);
    q.bind(10, CacheRedaction::redactedText(s.toolCallId));
    q.bind(11, stored.summary);
    if (s.exitCode)
        q.bind(12, qint64(*s.exitCode));
    else
        q.bindNull(12);
    q.bind(13, stored.raw);
    if (!q.exec()) {
        qCWarning(lcStore) << "storing an event failed:" << q.lastError().text();
        return -1;
    }
    if (q.changes() != 1)
        return 0;
    return !index || index->add(rid, e, s, stored, storedFlags) ? 1 : -1;
}

} // namespace Switchyard
