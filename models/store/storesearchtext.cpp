// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/storesearchtext.h"

#include "models/api/codec.h"
#include "models/api/redaction.h"
#include "models/logging.h"
#include "models/store/sqlitestatement.h"

#include <QSqlDatabase>

#include <sqlite3.h>

namespace Switchyard::StoreSearchText {

namespace {

QString textArg(sqlite3_value *v)
{
    const auto *p = reinterpret_cast<const char *>(sqlite3_value_text(v));
    return p ? QString::fromUtf8(p, sqlite3_value_bytes(v)) : QString();
}

/// The last row's document: the five columns of one row come one call each, in a row.
struct Memo
{
    QByteArray raw;
    int kind = 0;
    int flags = 0;
    QString kindName;
    QString summary;
    Search::Document document;
    bool valid = false;
};

const QString &column(const Search::Document &d, int column)
{
    static const QString none;
    switch (column) {
    case 0:
        return d.body;
    case 1:
        return d.cmd;
    case 2:
        return d.path;
    case 3:
        return d.kind;
    case 4:
        return d.risk;
    default:
        return none;
    }
}

/// switchyard_search_text(raw, kind, flags, kind_name, summary, column): column 0-4 the text of
/// body, cmd, path, kind, risk (NULL when empty); 5: 1 when the row has a document, else 0.
void searchText(sqlite3_context *context, int argc, sqlite3_value **argv)
{
    if (argc != 6) {
        sqlite3_result_error(context, "switchyard_search_text takes 6 arguments", -1);
        return;
    }
    thread_local Memo memo;
    const auto *rawData = static_cast<const char *>(sqlite3_value_blob(argv[0]));
    const QByteArrayView raw(rawData, rawData ? sqlite3_value_bytes(argv[0]) : 0);
    const int kind = sqlite3_value_int(argv[1]);
    const int flags = sqlite3_value_int(argv[2]) & 0xffff;
    const QString kindName = textArg(argv[3]);
    const QString summary = textArg(argv[4]);
    if (!memo.valid || memo.kind != kind || memo.flags != flags || memo.raw != raw || memo.kindName != kindName
        || memo.summary != summary) {
        memo.raw = raw.toByteArray();
        memo.kind = kind;
        memo.flags = flags;
        memo.kindName = kindName;
        memo.summary = summary;
        memo.document = storedDocument(memo.raw, storedSummary(kind, flags, kindName, summary));
        memo.valid = true;
    }
    const int col = sqlite3_value_int(argv[5]);
    if (col == 5) {
        sqlite3_result_int(context, memo.document.isEmpty() ? 0 : 1);
        return;
    }
    const QString &text = column(memo.document, col);
    if (text.isEmpty()) {
        sqlite3_result_null(context);
        return;
    }
    const QByteArray utf8 = text.toUtf8();
    sqlite3_result_text(context, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT);
}

} // namespace

bool registerFunction(const QSqlDatabase &db)
{
    sqlite3 *sqlite = sqliteHandle(db);
    if (!sqlite) {
        qCWarning(lcStore) << "the search text function needs the SQLite driver";
        return false;
    }
    // Deterministic and innocuous: the same row always gives the same text, and it reads nothing
    // else (so the schema's view and triggers may use it).
    const int rc =
        sqlite3_create_function_v2(sqlite, kFunction, 6, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, nullptr,
                                   &searchText, nullptr, nullptr, nullptr);
    if (rc != SQLITE_OK) {
        qCWarning(lcStore) << "the search text function cannot be registered:" << sqlite3_errstr(rc);
        return false;
    }
    return true;
}

EventSummary storedSummary(int kind, int flags, const QString &kindName, const QString &summary)
{
    EventSummary s;
    s.kind = EventKind(kind);
    s.flags = quint16(flags & 0xffff);
    s.kindName = kindName;
    s.summary = summary;
    return s;
}

Search::Document storedDocument(const QByteArray &raw, const EventSummary &summary)
{
    auto parsed = Api::Codec::parseEvent(raw);
    if (!parsed.ok())
        return {};
    return redacted(Search::documentOf(parsed.value(), summary));
}

Search::Document redacted(Search::Document d)
{
    d.body = Api::Redaction::redactForStorage(d.body);
    d.cmd = Api::Redaction::redactForStorage(d.cmd);
    d.path = Api::Redaction::redactForStorage(d.path);
    d.kind = Api::Redaction::redactForStorage(d.kind);
    d.risk = Api::Redaction::redactForStorage(d.risk);
    return d;
}

} // namespace Switchyard::StoreSearchText
