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

} // namespace Switchyard
