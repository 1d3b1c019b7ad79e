// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/commands/synccommands.h"

#include "models/sync/live/livemanager.h"
#include "models/sync/syncengine.h"

namespace Switchyard {

SyncCommands::SyncCommands(SyncEngine *sync, LiveManager *live, QObject *parent)
    : QObject(parent)
    , m_sync(sync)
    , m_live(live)
{ }

SyncCommands::~SyncCommands() = default;

void SyncCommands::refreshNow()
{
    if (m_sync)
        m_sync->refreshNow();
}

void SyncCommands::setOpenConversation(const QString &conversationId)
{
    if (m_sync)
        m_sync->setOpenConversation(conversationId);
    if (m_live)
        m_live->setOpenConversation(conversationId);
}

void SyncCommands::loadOlderEvents(const QString &conversationId)
{
    if (m_sync)
        m_sync->loadOlderEvents(conversationId);
}

void SyncCommands::setWindowVisible(bool visible)
{
    if (m_sync)
        m_sync->setWindowVisible(visible);
}

} // namespace Switchyard
