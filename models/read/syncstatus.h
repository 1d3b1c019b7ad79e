// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the sync engine is doing, for the status bar and the window (issue 27): the sync engine
// implements it (models/sync/syncengine.h). Views only read it; what they ask of sync (refresh,
// the open conversation, the window's visibility) goes through SyncCommands (models/commands/).

#include "models/read/syncstate.h"

#include <QObject>

namespace Switchyard {

class SyncStatus : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SyncStatus)
public:
    ~SyncStatus() override;

    [[nodiscard]] virtual SyncState state() const = 0;

Q_SIGNALS:
    void stateChanged(const Switchyard::SyncState &state);

protected:
    explicit SyncStatus(QObject *parent = nullptr);
};

} // namespace Switchyard
