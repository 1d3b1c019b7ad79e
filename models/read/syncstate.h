// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QMetaType>
#include <QString>

namespace Switchyard {

/// What the sync engine is doing, for the status bar.
struct SyncState
{
    enum Kind
    {
        Idle, ///< not started (or stopped)
        Syncing, ///< started; the first relist of this session has not finished yet (cache is stale)
        Online, ///< the last polls succeeded
        Offline, ///< the server is unreachable (network error, timeout); polling resumes by itself
        BackingOff, ///< the server answered with errors (5xx, 429): waiting before the next try
        Unauthorized, ///< 401/403: polling stopped until the key changes (refreshNow() or start())
    };
    Kind kind = Idle;
    QDateTime lastConfirmed; ///< newest time the server confirmed the conversation list
    QString message; ///< translated detail (the last error), empty when Online

    bool operator==(const SyncState &) const = default;
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::SyncState)
