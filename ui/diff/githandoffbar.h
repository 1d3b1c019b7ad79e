// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QToolButton;

namespace Switchyard {

class ConversationCommands;
class PullRequestButtons;
class PullRequestTracker;
class StoreReader;
struct CommandOutcome;

/// The git hand-off of the Changes tab (issue 30 part A): Commit, Push and Open pull request ask the
/// agent in a message (ConversationCommands::sendMessage), as the OpenHands web UI's git bar does;
/// they are enabled where the sandbox runs and the conversation has a repository, and say why not
/// otherwise. The pull requests the agent reported (the record's pr_number, links in its events)
/// are buttons that open the validated https link in the browser on the user's click only.
class GitHandOffBar final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GitHandOffBar)
public:
    explicit GitHandOffBar(QWidget *parent = nullptr);
    ~GitHandOffBar() override;

    /// Neither is owned; without commands the buttons stay disabled (offline review).
    void setServices(ConversationCommands *commands, StoreReader *store);
    void setConversation(const QString &conversationId);

    [[nodiscard]] QToolButton *commitButton() const { return m_commit; }
    [[nodiscard]] QToolButton *pushButton() const { return m_push; }
    [[nodiscard]] QToolButton *pullRequestButton() const { return m_pullRequest; }
    /// The buttons of the pull requests shown (tests).
    [[nodiscard]] QList<QToolButton *> pullRequestLinks() const;
    [[nodiscard]] PullRequestTracker *tracker() const;
    /// Why the git buttons are disabled ("" when enabled).
    [[nodiscard]] QString disabledReason() const;

private:
    void refreshState();
    void ask(int action);
    void onFinished(const CommandOutcome &outcome);

    QPointer<ConversationCommands> m_commands;
    QPointer<StoreReader> m_store;
    QString m_conversationId;
    QToolButton *m_commit = nullptr;
    QToolButton *m_push = nullptr;
    QToolButton *m_pullRequest = nullptr;
    PullRequestButtons *m_pullRequests = nullptr;
    QString m_reason;
};

} // namespace Switchyard
