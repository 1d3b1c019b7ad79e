// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The search language (issue 31), parsed into what the full-text index can answer:
//   words             every word must occur (in the text, a command or a path); case does not count
//   "a phrase"        the words in this order
//   word*             a prefix (at least 2 letters)
//   -word, -"phrase"  must not occur
//   kind:K            message, action, observation, error, reject, hook, question, ... or a wire
//                     kind (TerminalAction)
//   cmd:W  path:W     in a command run / a path touched (a value in quotes is a phrase)
//   risk:R            low, medium, high (the analyser's rating of an action)
//   repo:R status:S model:M   the conversation's repository, status, LLM model (a part of it)
//   since:T until:T   7d, 24h, 30m, 2w, or a date (2026-11-20); until a date includes that day
// A query that cannot be answered is explained (Query::error), never answered with nothing.
// Pure: no store, no widgets.

#include "models/search/searchdocument.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Switchyard::Search {

struct Term
{
    QString text; ///< as typed (without quotes, field and star)
    bool phrase = false;
    bool prefix = false;
    bool negated = false;
    std::optional<Column> column; ///< none: the text, commands and paths
};

struct Query
{
    QList<Term> terms;
    QStringList repos; ///< any of these (case-insensitive parts of the repository)
    QStringList statuses;
    QStringList models;
    qint64 sinceMs = 0; ///< 0: open
    qint64 untilMs = 0; ///< exclusive; 0: open
    QString error; ///< why the query cannot be answered (empty: it can)
    qsizetype errorAt = -1; ///< where in the text

    [[nodiscard]] bool isValid() const { return error.isEmpty(); }
    [[nodiscard]] bool filtersConversations() const
    {
        return !repos.isEmpty() || !statuses.isEmpty() || !models.isEmpty();
    }
    /// The FTS5 MATCH expression (every word quoted: FTS5's own syntax never leaks through).
    [[nodiscard]] QString ftsMatch() const;
};

/// Parses `text`; relative times count back from `now`.
[[nodiscard]] Query parse(const QString &text, const QDateTime &now = QDateTime::currentDateTimeUtc());

/// The words of a text as the index cuts them (letters and digits; case folded), with their place.
struct Token
{
    QString folded;
    qsizetype start = 0;
    qsizetype length = 0;
};
[[nodiscard]] QList<Token> tokenize(const QString &text);

} // namespace Switchyard::Search
