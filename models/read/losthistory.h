// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QtGlobal>

#include <algorithm>

namespace Switchyard {

/// History the server no longer has (issue 17 item 4, ARCHITECTURE invariant 3): the store never
/// shrinks a log on the server's word. When the server lists or counts fewer events than are kept
/// here, the log is marked; the events stay until the user drops them (Store::dropLostHistory()).
struct LostHistory
{
    QDateTime since; ///< when the store first saw the server without them
    qint64 serverCount = -1; ///< what the server said it holds then
    qint64 localCount = 0; ///< events kept here
    /// Events the server's last full listing did not contain (each is marked in the store). 0 when
    /// only the server's count is known: then which events are missing is not known yet.
    qint64 knownMissing = 0;
    bool kept = false; ///< the user chose to keep them (the banner is dismissed for this loss)

    /// Events kept here that the server does not have.
    [[nodiscard]] qint64 missing() const
    {
        return std::max(knownMissing, std::max<qint64>(0, localCount - std::max<qint64>(0, serverCount)));
    }
    /// Dropping needs to know which events: a full listing must have been read.
    [[nodiscard]] bool canDrop() const { return knownMissing > 0; }
};

} // namespace Switchyard
