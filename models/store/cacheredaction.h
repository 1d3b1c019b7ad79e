// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one gate between the store and its SQLite file: every statement that writes passes through
// exec() below, which redacts each bound value first (ARCHITECTURE invariant 7: keys never reach the
// cache). Blobs are JSON records (conversations, sandboxes, start tasks, raw events): redacted by
// field and by value (Api::Redaction::redactJsonForStorage); texts (summaries, search text, ids,
// cursors, settings) by value (Api::Redaction::redactForStorage). A record without secrets is
// written byte for byte as it came. The in-memory mirror keeps the values as they are: the commands
// need the session key and the VS Code URL with its ?tkn=.

#include <QSqlError>
#include <QVariant>

class QSqlQuery;

namespace Switchyard::CacheRedaction {

/// The value as it may be persisted.
[[nodiscard]] QVariant redacted(const QVariant &value);
/// The same for a statement bound without QSqlQuery (SqliteStatement, the event rows): a text, and
/// a JSON record (the same QByteArray, shared, when it holds no secret).
[[nodiscard]] QString redactedText(const QString &text);
[[nodiscard]] QByteArray redactedJson(const QByteArray &json);
/// Replaces every bound value of `query` by redacted(value), then executes it.
bool exec(QSqlQuery &query);
/// The error of the last statement that failed on this thread (through exec() or noteError()), for
/// the writer to tell a full disk from bad input; cleared by the call.
[[nodiscard]] QSqlError takeLastError();
void noteError(const QSqlError &error);

} // namespace Switchyard::CacheRedaction
