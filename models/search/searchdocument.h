// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the full-text index holds of one event (issue 31): the text a person would search for,
// in the index's columns. Pure domain: the store's index (models/store/storesearchindex.cpp)
// writes it, the search reads it back to show the match in context.

#include "models/domain/event.h"
#include "models/domain/eventsummary.h"

#include <QString>

namespace Switchyard::Search {

/// The index's columns, in their order in the FTS5 table.
enum class Column
{
    Body, ///< messages, thoughts, observation output (head and tail), errors, summaries
    Cmd, ///< commands run
    Path, ///< paths touched
    Kind, ///< the event's kind words: message, action, observation, error, ... and the wire kind
    Risk, ///< the security risk of an action: low, medium, high (empty otherwise)
};

struct Document
{
    QString body;
    QString cmd;
    QString path;
    QString kind;
    QString risk;

    [[nodiscard]] bool isEmpty() const { return body.isEmpty() && cmd.isEmpty() && path.isEmpty(); }
};

/// The most of one event's body the index keeps: its head and tail when longer.
constexpr qsizetype kMaxBodyChars = 64 * 1024;

/// The document of `event` (its summary row `summary` gives the kind and flags). Empty for
/// events with no text of their own (state updates, tokens, streaming deltas).
[[nodiscard]] Document documentOf(const Event &event, const EventSummary &summary);

/// The column's name in the FTS5 table and in queries (body is "text").
[[nodiscard]] QString columnName(Column column);

} // namespace Switchyard::Search
