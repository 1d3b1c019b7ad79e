// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The local tags the watch rules put on conversations (issue 31, action "tag"), as the user
// handles them in the conversation list: taking one off. A local write to the store
// (StoreOps::RemoveLocalTag), never sent to a server; the list's chips follow
// WatchReader::tagsChanged() at once, and finished() reports once, when the removal is committed
// (or could not be written: the tag is back then). The tags themselves are read through
// WatchReader::tags().

#include "models/commands/commanderror.h"

#include <QObject>
#include <QPointer>
#include <QString>

namespace Switchyard {

class Store;

class TagCommands final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TagCommands)
public:
    /// `store` is not owned; null or gone: every command fails with NotConnected.
    explicit TagCommands(Store *store, QObject *parent = nullptr);
    ~TagCommands() override;

    /// Takes `tag` off the conversation. False (finished() says why, at once) when there is no
    /// store or the conversation does not carry that tag; true when the removal was posted
    /// (finished() follows its commit). A rule that matches again later puts the tag back on.
    bool removeTag(const QString &conversationId, const QString &tag);

Q_SIGNALS:
    /// Once per removeTag() (Command::RemoveTag, the target is the conversation id).
    void finished(const Switchyard::CommandOutcome &outcome);

private:
    QPointer<Store> m_store;
};

} // namespace Switchyard
