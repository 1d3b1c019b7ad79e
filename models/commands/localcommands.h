// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the user changes in the local cache only, never sent to a server (issue 27): the archive
// (conversations put away) and the choice about history the server lost (keep it, or drop it).
// Views never write the store; they call this service, which the composition root builds beside
// the store it writes.

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

private:
    QPointer<Store> m_store;
};

} // namespace Switchyard
