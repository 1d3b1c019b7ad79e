// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/domain/conversation.h"

#include <QDateTime>
#include <QString>

#include <algorithm>

namespace Switchyard {

/// A conversation as the app knows it: the server record plus what the client derived from it.
struct ConversationRecord
{
    Conversation conversation; ///< session_api_key kept in memory only, never in SQLite
    QDateTime confirmedAt; ///< last time the server confirmed this record (invalid: never)
    bool gone = false; ///< the server no longer returns it (deleted or no longer visible)
    /// Reconciled execution status to show (ARCHITECTURE invariant 1 plus the cross-checks): absent
    /// when there is none to show (sandbox not running, agent not answering).
    OpenEnum<ExecutionStatus> displayExecution;
    /// Reconciled sandbox status to show: the conversation's own sandbox_status, overridden by a newer
    /// sandbox record that says PAUSED, MISSING or ERROR (or MISSING when the sandbox is gone).
    OpenEnum<SandboxStatus> displaySandboxStatus;
    bool startingGrace = false; ///< sandbox RUNNING but no agent answer yet (<= 60 s): show "starting"
    qint64 lastActivityMs = 0; ///< newest event time known (UTC ms), 0 if no event
    qint64 eventCount = 0; ///< events in the local log
    QString searchText; ///< text of the messages in the log, for search (capped, may be truncated)

    /// What "changed since the user last looked" compares (unread marks): the newer of the record's
    /// updated_at and the newest event, UTC ms (server times both).
    [[nodiscard]] qint64 readActivityMs() const
    {
        const qint64 updated = conversation.updatedAt.isValid() ? conversation.updatedAt.toMSecsSinceEpoch() : 0;
        return std::max(updated, lastActivityMs);
    }
};

} // namespace Switchyard
