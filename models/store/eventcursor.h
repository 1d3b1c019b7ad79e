// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace Switchyard {

/// Where the event tail of one conversation stands (ARCHITECTURE invariant 3): the newest naive
/// event timestamp seen, and the ids seen at exactly that timestamp. The next read asks for
/// `timestamp__gte=timestamp` and drops ids already stored. Persisted in the same transaction as the
/// events it covers.
struct EventCursor
{
    QString timestamp; ///< naive ISO as on the wire; empty = nothing read yet
    QList<QString> idsAtTimestamp;

    [[nodiscard]] bool isEmpty() const { return timestamp.isEmpty(); }
    bool operator==(const EventCursor &) const = default;
};

/// `cursor` moved forward over `events` (any order; each has `timestamp` and `id`): the newest
/// timestamp and every id seen at it. Never moves back.
template<typename Events>
[[nodiscard]] EventCursor advancedCursor(EventCursor cursor, const Events &events)
{
    for (const auto &e : events) {
        if (e.timestamp > cursor.timestamp) {
            cursor.timestamp = e.timestamp;
            cursor.idsAtTimestamp = {e.id};
        } else if (e.timestamp == cursor.timestamp && !cursor.idsAtTimestamp.contains(e.id)) {
            cursor.idsAtTimestamp.append(e.id);
        }
    }
    return cursor;
}

} // namespace Switchyard
