// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the user changes in the local cache only, never sent to a server (issue 27): the archive
// (conversations put away), the choice about history the server lost (keep it, or drop it) and
// the unread marks (issue 29: what changed since the user last looked).
// Views never write the store; they call this service, which the composition root builds beside
// the store it writes.

#include "models/commands/commanderror.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

namespace Switchyard {

class Store;

class LocalCommands final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LocalCommands)
public:
    /// `store` is not owned; a null or destroyed store makes every command a no-op.
    explicit LocalCommands(Store *store, QObject *parent = nullptr);
    ~LocalCommands() override;

    /// Archives (or restores) conversations; the store's archiveChanged() follows at once.
    void setArchived(const QList<QString> &ids, bool archived);
    /// Archives the conversation, or restores it when it is archived.
    void toggleArchived(const QString &conversationId);
    /// Keeps what the server lost: the mark stays, the banner is dismissed (remembered).
    void keepLostHistory(const QString &conversationId);
    /// Keeps only what the server has (after the user confirmed). False when which events are
    /// missing is not known yet (LostHistory::canDrop()): nothing is dropped then.
    bool dropLostHistory(const QString &conversationId);

    /// The user saw these conversations as they are now (their unread marks go).
    void markRead(const QList<QString> &ids);
    /// Marks a conversation unread again.
    void markUnread(const QString &conversationId);
    /// Every conversation as it is now counts as seen.
    void markAllRead();
    /// The conversation the user looks at (empty: none, e.g. the window is hidden): marked read
    /// now and again whenever it changes while it stays in view.
    void setViewing(const QString &conversationId);
    [[nodiscard]] QString viewing() const { return m_viewing; }

Q_SIGNALS:
    /// Once per command (Archive, KeepLostHistory, DropLostHistory, MarkRead; not for what
    /// setViewing() marks read by itself). These write locally and the
    /// views follow the store's own signals, so a success has nothing to say (empty message).
    void finished(const Switchyard::CommandOutcome &outcome);

private:
    QPointer<Store> m_store;
    QString m_viewing;
};

} // namespace Switchyard
