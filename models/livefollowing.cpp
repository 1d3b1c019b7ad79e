// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/livefollowing.h"

#include "models/sync/live/livemanager.h"
#include "models/sync/syncengine.h"

#include <QPointer>

namespace Switchyard::LiveFollowing {

void attach(SyncEngine &sync, LiveManager &live)
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("SWITCHYARD_LIVE_SOCKETS", &ok);
    if (ok)
        live.setMaxSockets(n);
    QPointer<LiveManager> sockets = &live;
    SyncEngine *engine = &sync;
    live.setRecordRefresher([engine](const QString &id) {
        engine->refreshConversation(id);
    });
    sync.setEventTailFilter([sockets](const QString &id, bool open) {
        return sockets && sockets->restTailSuppressed(id, open);
    });
    QObject::connect(&sync, &SyncEngine::stateChanged, &live, [sockets](const SyncState &state) {
        if (sockets)
            sockets->setOnline(state.kind != SyncState::Offline && state.kind != SyncState::Unauthorized);
    });
}

} // namespace Switchyard::LiveFollowing
