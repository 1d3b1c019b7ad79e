// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/commands/localcommands.h"

#include "models/store/store.h"

namespace Switchyard {

LocalCommands::LocalCommands(Store *store, QObject *parent)
    : QObject(parent)
    , m_store(store)
{ }

LocalCommands::~LocalCommands() = default;

void LocalCommands::setArchived(const QList<QString> &ids, bool archived)
{
    if (m_store && !ids.isEmpty())
        m_store->setArchived(ids, archived);
}

void LocalCommands::toggleArchived(const QString &conversationId)
{
    if (m_store && !conversationId.isEmpty())
        m_store->setArchived({conversationId}, !m_store->isArchived(conversationId));
}

void LocalCommands::keepLostHistory(const QString &conversationId)
{
    if (m_store && !conversationId.isEmpty())
        m_store->keepLostHistory(conversationId);
}

bool LocalCommands::dropLostHistory(const QString &conversationId)
{
    if (!m_store || conversationId.isEmpty())
        return false;
    const std::optional<LostHistory> lost = m_store->lostHistory(conversationId);
    if (!lost || !lost->canDrop())
        return false;
    m_store->dropLostHistory(conversationId);
    return true;
}

} // namespace Switchyard
