// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one INSERT of an event row, for the writer's appends (storewriter.cpp) and its history and
// gap inserts (storewriterhistory.cpp). Each text and the raw JSON are redacted for the cache once,
// as CacheRedaction::exec() redacts a QSqlQuery's bound values (ARCHITECTURE invariant 7), bound
// through SqliteStatement (the hottest statement of a sync), and the same redacted text is what the
// search index makes the row's document from. Internal to models/store.

#include "models/domain/event.h"
#include "models/domain/eventsummary.h"
#include "models/store/sqlitestatement.h"

class QSqlDatabase;

namespace Switchyard {

class StoreSearchIndex;

class EventRowInsert
{
public:
    explicit EventRowInsert(const QSqlDatabase &db);
    /// 1: inserted, 0: the id is already in the log (INSERT OR IGNORE), -1: failed
    /// (CacheRedaction::takeLastError() says why). The row goes to `index` too unless it is null (no
    /// full-text index in this SQLite build). `storedFlags`: flags stored besides the summary's.
    int insert(StoreSearchIndex *index, qint64 rid, qint64 key, const Event &e, const EventSummary &s,
               int storedFlags = 0);

private:
    SqliteStatement m_statement;
};

} // namespace Switchyard
