// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/commands/localcommands.h"

#include "models/store/store.h"

namespace Switchyard {

LocalCommands::LocalCommands(Store *store, QObject *parent)
    : QObject(parent)
    , m_store(store)
{
    if (!store)
        return;
    // The conversation in view stays read while it changes.
    connect(store, &StoreReader::changed, this, [this](const StoreChanges &changes) {
        if (m_viewing.isEmpty() || !m_store)
            return;
        if (changes.conversations.changed.contains(m_viewing) || changes.conversations.inserted.contains(m_viewing)
            || changes.eventsAppended.contains(m_viewing))
            m_store->markRead({m_viewing});
    });
}

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

void LocalCommands::markRead(const QList<QString> &ids)
{
    if (!m_store || ids.isEmpty())
        return;
    m_store->markRead(ids);
    Q_EMIT finished(CommandOutcome::succeeded(Command::MarkRead, ids.first(), {}));
}

void LocalCommands::markUnread(const QString &conversationId)
{
    if (!m_store || conversationId.isEmpty())
        return;
    m_store->markUnread(conversationId);
    Q_EMIT finished(CommandOutcome::succeeded(Command::MarkRead, conversationId, {}));
}

void LocalCommands::markAllRead()
{
    if (!m_store)
        return;
    m_store->markAllRead();
    Q_EMIT finished(CommandOutcome::succeeded(Command::MarkRead, {}, tr("Every conversation is marked read.")));
}

void LocalCommands::setViewing(const QString &conversationId)
{
    m_viewing = conversationId;
    if (m_store && !conversationId.isEmpty())
        m_store->markRead({conversationId});
}

} // namespace Switchyard
