// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>
#include <QString>

namespace Switchyard {

/// Whether the store's writes reach the disk (issue 17 item 8). A write that fails for a reason
/// that may pass (disk full, read-only file, I/O error, busy) is rolled back, kept, and retried with
/// backoff; the writes after it wait behind it so that their order holds. Nothing already stored is
/// touched, and no cursor moves until the events it covers are committed.
struct StoreWriteStatus
{
    bool failing = false; ///< a write is waiting to be retried
    int queuedWrites = 0; ///< writes waiting to be stored (the failing one included)
    int droppedWrites = 0; ///< writes given up since opening (failed for good, or the queue was full)
    qint64 retryInMs = 0; ///< the next attempt, from the moment of the last failure
    QString error; ///< the last failure, in words (SQLite's text)

    bool operator==(const StoreWriteStatus &) const = default;
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::StoreWriteStatus)
