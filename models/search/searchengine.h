// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The full-text search over the store's index (issue 31), for a worker thread: each call opens
// its own read-only connection on the store file (WAL: it never waits for the writer, and the
// GUI thread never waits for it). Matches come newest log first (the index's rowid is the
// events' rid: log key << 32 | seq), grouped by conversation; only the hits shown are read back
// with their text, cut around the match, with the ranges to highlight.

#include "models/read/searchreader.h"
#include "models/search/searchquery.h"

#include <QHash>
#include <QSet>
#include <QString>

#include <atomic>
#include <optional>

namespace Switchyard::Search {

struct Request
{
    QString dbPath;
    Query query;
    QString text; ///< as typed (SearchResult::query)
    /// Only these conversations (the repo:, status: and model: filters, resolved by the caller).
    std::optional<QSet<QString>> conversations;
    QHash<QString, QString> titles; ///< conversation id -> title, for the groups
    int maxGroups = 50;
    int hitsPerGroup = 3;
    qint64 maxScanned = 50000; ///< matches looked at, at most (then SearchResult::truncated)
};

[[nodiscard]] SearchResult run(const Request &request, const std::atomic<quint64> *latest = nullptr,
                               quint64 generation = 0);

/// For the list's search box: conversation id -> one line of its newest match, at most `limit`
/// conversations. Empty when the index cannot answer (see indexComplete()).
[[nodiscard]] QHash<QString, QString> conversationLines(const QString &dbPath, const Query &query, int limit,
                                                        const std::atomic<quint64> *latest = nullptr,
                                                        quint64 generation = 0);

/// True when the store file at `dbPath` has a complete index (false: none yet, or being built).
[[nodiscard]] bool indexComplete(const QString &dbPath);

/// The ranges of `text` that `query`'s words match in `column` (the index's rules: letters and
/// digits make words, case does not count; a prefix matches the start of a word).
[[nodiscard]] QList<SearchSpan> highlights(const QString &text, const Query &query, Column column);

/// About `width` characters of `text` around its first span (line breaks as spaces), the spans
/// moved into it.
[[nodiscard]] QString excerpt(const QString &text, const QList<SearchSpan> &spans, qsizetype width,
                              QList<SearchSpan> *moved);

} // namespace Switchyard::Search
