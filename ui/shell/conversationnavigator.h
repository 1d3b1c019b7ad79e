// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

namespace Switchyard {

class AttentionTracker;
class StoreReader;

/// Which conversation the window opens by itself (issue 27). On launch: the conversation open last
/// time on this server, else the one that needs the user most, else the newest — once, as soon as
/// the store has it. On request: the next or previous one that needs the user. It remembers the
/// open conversation per server for the next launch.
class ConversationNavigator final : public QObject
{
    Q_OBJECT
public:
    /// `remember` false: an offline-review window, which neither reads nor writes the memory.
    ConversationNavigator(AttentionTracker *tracker, bool remember, QObject *parent = nullptr);

    /// A new context: its store (null: none) and server; `online` (a sync engine behind the store):
    /// open a conversation as soon as the store has one, and remember the ones opened.
    void setContext(StoreReader *store, const QString &serverUrl, const QString &serverName, bool online);
    /// The window shows `id` now (empty: none).
    void setCurrent(const QString &id);
    /// The conversation that needs the user after (`forward`) or before the current one, in
    /// `order` (the inbox's: risk, then wait) or, when it is empty, the list's attention order;
    /// empty: none does.
    [[nodiscard]] QString step(bool forward, const QList<QString> &order = {}) const;

Q_SIGNALS:
    void openRequested(const QString &id);

private:
    void openInitial();
    void stopAutoOpen();
    [[nodiscard]] QString lastConversationKey() const;

    AttentionTracker *m_tracker = nullptr;
    StoreReader *m_store = nullptr;
    QString m_server; ///< url|name: the key of the remembered conversation
    QString m_current;
    bool m_remember = true;
    bool m_online = false;
    bool m_autoOpen = false; ///< openInitial() still to do
    QMetaObject::Connection m_storeChanges;
};

} // namespace Switchyard
