// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/commands/localcommands.h"

#include <QObject>
#include <QPointer>
#include <QUrl>

#include <functional>

class QWidget;

namespace Switchyard {

class ConversationCommands;
class ShellActions;
class StoreReader;

/// The Conversation and Sandbox menus: enables each action for the current conversation and runs it
/// through ConversationCommands (with the confirmations and the shared-sandbox warning the product
/// asks for). Results come back as commandSucceeded/commandFailed and are shown by the window.
class ConversationActions final : public QObject
{
    Q_OBJECT
public:
    ConversationActions(ShellActions *actions, QWidget *dialogParent);

    /// Not owned. `commands` null = read-only (offline review): every steering action is disabled.
    /// `local` null: the archive action is off.
    void setServices(StoreReader *store, ConversationCommands *commands, LocalCommands *local);
    void setCurrent(const QString &conversationId);
    void updateEnabled();
    /// The server whose web UI "Open in browser" opens (empty: none, e.g. offline review).
    void setServerUrl(const QUrl &url);
    /// The current conversation's web page (invalid when there is none to open).
    [[nodiscard]] QUrl webUrl() const;
    /// Hands `url` to the desktop's browser if it is http(s); false otherwise (tests replace it).
    static bool openUrl(const QUrl &url);

private:
    void confirmAndRun(const QString &title, const QString &text, const std::function<void()> &run);
    [[nodiscard]] QString sandboxWarning(const QString &sandboxId) const;
    [[nodiscard]] QString sandboxOfCurrent() const;

    ShellActions *m_actions = nullptr;
    QWidget *m_parent = nullptr;
    QPointer<StoreReader> m_store;
    QPointer<ConversationCommands> m_commands;
    QPointer<LocalCommands> m_local;
    QString m_current;
    QUrl m_serverUrl;
};

} // namespace Switchyard
