// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/domain/sandbox.h"

#include <QDateTime>
#include <QList>
#include <QPair>

namespace Switchyard {

/// A sandbox as the app knows it: the server record plus what the client observed over time.
struct SandboxRecord
{
    Sandbox sandbox; ///< session_api_key kept in memory only, never in SQLite
    QDateTime confirmedAt; ///< last time the server confirmed this record
    bool gone = false; ///< the server no longer returns it
    /// Status changes observed by this client, oldest first (capped at the newest 64).
    QList<QPair<QDateTime, OpenEnum<SandboxStatus>>> transitions;
};

} // namespace Switchyard
