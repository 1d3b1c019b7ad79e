// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/sync/syncengine.h"

#include "models/api/apiclient.h"
#include "models/store/store.h"

namespace Switchyard {

class SyncEngine::Private
{
public:
    Api::ApiClient *client = nullptr;
    Store *store = nullptr;
    SyncTiming timing;
    SyncState state;
    QString open;
    bool running = false;
};

SyncEngine::SyncEngine(Api::ApiClient *client, Store *store, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    d->client = client;
    d->store = store;
}

SyncEngine::~SyncEngine() = default;

void SyncEngine::setTiming(const SyncTiming &timing)
{
    d->timing = timing;
}
const SyncTiming &SyncEngine::timing() const
{
    return d->timing;
}
void SyncEngine::setClock(std::function<qint64()>) { }
void SyncEngine::start()
{
    d->running = true;
}
void SyncEngine::stop()
{
    d->running = false;
}
bool SyncEngine::isRunning() const
{
    return d->running;
}
void SyncEngine::setOpenConversation(const QString &id)
{
    d->open = id;
}
QString SyncEngine::openConversation() const
{
    return d->open;
}
void SyncEngine::setWindowVisible(bool) { }
void SyncEngine::refreshNow() { }
void SyncEngine::refreshConversation(const QString &) { }
void SyncEngine::trackStartTask(const Api::StartTask &) { }
SyncState SyncEngine::state() const
{
    return d->state;
}
bool SyncEngine::isQuiet() const
{
    return true;
}

} // namespace Switchyard
