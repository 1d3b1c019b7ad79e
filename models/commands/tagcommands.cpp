// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/commands/tagcommands.h"

#include "models/store/store.h"

namespace Switchyard {

TagCommands::TagCommands(Store *store, QObject *parent)
    : QObject(parent)
    , m_store(store)
{
    qRegisterMetaType<CommandOutcome>();
}

TagCommands::~TagCommands() = default;

bool TagCommands::removeTag(const QString &conversationId, const QString &tag)
{
    if (!m_store) {
        Q_EMIT finished(
            CommandOutcome::failed(Command::RemoveTag, conversationId, CommandError::of(CommandFailure::NotConnected)));
        return false;
    }
    const bool posted = m_store->removeLocalTag(conversationId, tag, this, [this, conversationId, tag](bool ok) {
        if (ok) {
            Q_EMIT finished(CommandOutcome::succeeded(Command::RemoveTag, conversationId,
                                                      tr("Tag “%1” removed from the conversation.").arg(tag)));
        } else {
            Q_EMIT finished(CommandOutcome::failed(
                Command::RemoveTag, conversationId,
                CommandError::of(CommandFailure::Generic,
                                 tr("The tag “%1” could not be removed: the cache could not be written.").arg(tag))));
        }
    });
    if (!posted) {
        Q_EMIT finished(
            CommandOutcome::failed(Command::RemoveTag, conversationId,
                                   CommandError::of(CommandFailure::NotFound,
                                                    tr("This conversation no longer carries the tag “%1”.").arg(tag))));
    }
    return posted;
}

} // namespace Switchyard
