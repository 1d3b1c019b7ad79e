// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The text the full-text index holds for a stored event, computed from the event's row rather than
// kept a second time (issue 31: the index holds its text once). search_fts is an external-content
// FTS5 table over the view search_docs, whose columns call the SQL function
// switchyard_search_text(raw, kind, flags, kind_name, summary, column) on the events table's own
// columns. The writer indexes exactly that text, the triggers that keep the index in step when
// rows move or go hand FTS5 the same text to take out, and the search reads its excerpts through
// the view. Every connection that reads the view or writes events registers the function
// (registerFunction(): the writer, ReadOnlyConnection). Internal to models/store.

#include "models/domain/eventsummary.h"
#include "models/search/searchdocument.h"

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>

namespace Switchyard::StoreSearchText {

/// The SQL function's name.
inline constexpr const char *kFunction = "switchyard_search_text";

/// Registers the function on `db`'s SQLite handle. False (and a warning) when the driver is not
/// SQLite or the handle cannot be had.
bool registerFunction(const QSqlDatabase &db);

/// The summary columns a stored row keeps, as the document needs them.
[[nodiscard]] EventSummary storedSummary(int kind, int flags, const QString &kindName, const QString &summary);

/// The index's document of a stored row: the stored (already redacted) raw JSON parsed, its
/// document made, and each column redacted as the cache redacts text. Empty for a row the index
/// does not hold (noise, no text, unreadable JSON).
[[nodiscard]] Search::Document storedDocument(const QByteArray &raw, const EventSummary &summary);

/// `document` with each column redacted as the cache redacts text.
[[nodiscard]] Search::Document redacted(Search::Document document);

} // namespace Switchyard::StoreSearchText
