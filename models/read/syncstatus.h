// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the sync engine is doing, for the status bar and the window (issue 27): the sync engine
// implements it (models/sync/syncengine.h). Views only read it; what they ask of sync (refresh,
// the open conversation, the window's visibility) goes through SyncCommands (models/commands/).

#include "models/read/syncstate.h"

#include <QObject>
#include <QString>

namespace Switchyard {

class SyncStatus : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SyncStatus)
public:
    ~SyncStatus() override;

    [[nodiscard]] virtual SyncState state() const = 0;
    /// Why the last older page the user asked for in this conversation (a scroll to the top,
    /// SyncCommands::loadOlderEvents) did not come, in words; empty when none failed, or it was
    /// asked for again, or it came (issue 28 item 5: never silent).
    [[nodiscard]] virtual QString olderEventsError(const QString &conversationId) const = 0;

Q_SIGNALS:
    void stateChanged(const Switchyard::SyncState &state);
    /// olderEventsError(conversationId) is now `message` (empty: cleared).
    void olderEventsErrorChanged(const QString &conversationId, const QString &message);

protected:
    explicit SyncStatus(QObject *parent = nullptr);
};

} // namespace Switchyard
