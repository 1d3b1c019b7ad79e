// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QList>
#include <QMetaType>
#include <QString>

namespace Switchyard {

/// Ids inserted / changed / removed by one committed transaction, for one entity.
struct ChangeSet
{
    QList<QString> inserted;
    QList<QString> changed;
    QList<QString> removed;

    [[nodiscard]] bool isEmpty() const { return inserted.isEmpty() && changed.isEmpty() && removed.isEmpty(); }
};

/// What one committed store transaction changed. Emitted by Store::changed() after the commit, so
/// that item models update the affected rows in place (never a reset on refresh).
///
/// "removed" is used only when a record really leaves the store (a start task that finished, a
/// record dropped by the user). A conversation or sandbox the server no longer returns stays, with
/// ConversationRecord::gone / SandboxRecord::gone set, and is reported as "changed".
struct StoreChanges
{
    ChangeSet conversations;
    ChangeSet sandboxes;
    ChangeSet startTasks;
    /// Conversation id -> new total event count (events were appended at the end of the log).
    QHash<QString, qint64> eventsAppended;
    /// Conversations whose event log was rewritten (a refill found the server's order differs from
    /// the local one): views showing them must reload from seq 0. Their new count is in
    /// eventsAppended too.
    QList<QString> eventsReset;
    /// Conversation id -> events put before the first one (older history arrived): every position
    /// moved up by that many. Their new count is in eventsAppended too.
    QHash<QString, qint64> eventsPrepended;
    /// Conversations whose lost-history state changed (marked, kept, dropped or cleared; see
    /// Store::lostHistory()).
    QList<QString> lostHistory;
    bool settingsChanged = false;

    [[nodiscard]] bool isEmpty() const
    {
        return conversations.isEmpty() && sandboxes.isEmpty() && startTasks.isEmpty() && eventsAppended.isEmpty()
            && eventsReset.isEmpty() && eventsPrepended.isEmpty() && lostHistory.isEmpty() && !settingsChanged;
    }
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::StoreChanges)
