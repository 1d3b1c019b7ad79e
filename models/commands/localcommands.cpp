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
    if (!m_store || ids.isEmpty())
        return;
    m_store->setArchived(ids, archived);
    Q_EMIT finished(CommandOutcome::succeeded(Command::Archive, ids.first(), {}));
}

void LocalCommands::toggleArchived(const QString &conversationId)
{
    if (m_store && !conversationId.isEmpty())
        setArchived({conversationId}, !m_store->isArchived(conversationId));
}

void LocalCommands::keepLostHistory(const QString &conversationId)
{
    if (!m_store || conversationId.isEmpty())
        return;
    m_store->keepLostHistory(conversationId);
    Q_EMIT finished(CommandOutcome::succeeded(Command::KeepLostHistory, conversationId, {}));
}

bool LocalCommands::dropLostHistory(const QString &conversationId)
{
    if (!m_store || conversationId.isEmpty())
        return false;
    const std::optional<LostHistory> lost = m_store->lostHistory(conversationId);
    if (!lost || !lost->canDrop()) {
        Q_EMIT finished(CommandOutcome::failed(
            Command::DropLostHistory, conversationId,
            CommandError::of(CommandFailure::Invalid,
                             tr("Which events the server lost is known once its list has been read again."))));
        return false;
    }
    m_store->dropLostHistory(conversationId);
    Q_EMIT finished(CommandOutcome::succeeded(Command::DropLostHistory, conversationId, {}));
    return true;
}

} // namespace Switchyard
