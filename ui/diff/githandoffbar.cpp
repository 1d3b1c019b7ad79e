// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diff/githandoffbar.h"

#include "models/commands/conversationcommands.h"
#include "models/read/storereader.h"
#include "models/review/pullrequests.h"
#include "ui/diff/pullrequestbuttons.h"
#include "ui/safetext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace Switchyard {

GitHandOffBar::GitHandOffBar(QWidget *parent)
    : QWidget(parent)
    , m_commit(new QToolButton(this))
    , m_push(new QToolButton(this))
    , m_pullRequest(new QToolButton(this))
    , m_pullRequests(new PullRequestButtons(QStringLiteral("pullRequestLink"), this))
{
    setObjectName(QStringLiteral("gitHandOff"));
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(4);
    m_commit->setText(tr("Commit"));
    m_push->setText(tr("Push"));
    m_pullRequest->setText(tr("Open pull request"));
    m_commit->setAccessibleDescription(tr("Asks the agent to commit the changes"));
    m_push->setAccessibleDescription(tr("Asks the agent to push the committed changes to a new branch"));
    m_pullRequest->setAccessibleDescription(tr("Asks the agent to push the changes and open a pull request"));
    row->addWidget(m_commit);
    row->addWidget(m_push);
    row->addWidget(m_pullRequest);
    row->addWidget(m_pullRequests);
    connect(m_commit, &QToolButton::clicked, this, [this] {
        ask(int(PullRequests::GitAction::Commit));
    });
    connect(m_push, &QToolButton::clicked, this, [this] {
        ask(int(PullRequests::GitAction::Push));
    });
    connect(m_pullRequest, &QToolButton::clicked, this, [this] {
        ask(int(PullRequests::GitAction::PullRequest));
    });
    refreshState();
}

GitHandOffBar::~GitHandOffBar() = default;

QList<QToolButton *> GitHandOffBar::pullRequestLinks() const
{
    return m_pullRequests->buttons();
}

PullRequestTracker *GitHandOffBar::tracker() const
{
    return m_pullRequests->tracker();
}

void GitHandOffBar::setServices(ConversationCommands *commands, StoreReader *store)
{
    if (m_commands)
        disconnect(m_commands, nullptr, this, nullptr);
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_commands = commands;
    m_store = store;
    m_pullRequests->setStore(store);
    if (m_commands) {
        connect(m_commands, &ConversationCommands::finished, this, &GitHandOffBar::onFinished);
        connect(m_commands, &ConversationCommands::busyChanged, this, &GitHandOffBar::refreshState);
    }
    if (m_store)
        connect(m_store, &StoreReader::changed, this, &GitHandOffBar::refreshState);
    refreshState();
}

void GitHandOffBar::setConversation(const QString &conversationId)
{
    m_conversationId = conversationId;
    m_pullRequests->setConversation(conversationId);
    refreshState();
}

QString GitHandOffBar::disabledReason() const
{
    return m_reason;
}

void GitHandOffBar::refreshState()
{
    const ConversationRecord *record = m_store ? m_store->findConversation(m_conversationId) : nullptr;
    if (!m_commands)
        m_reason = tr("Not connected to a server: the agent cannot be asked.");
    else if (!record)
        m_reason = tr("Select a conversation.");
    else if (record->conversation.selectedRepository.isEmpty())
        m_reason = tr("This conversation has no repository.");
    else if ((record->displaySandboxStatus.isAbsent() ? record->conversation.sandboxStatus
                                                      : record->displaySandboxStatus)
             != SandboxStatus::Running)
        m_reason = tr("The sandbox is not running: resume it to hand the changes to git.");
    else if (m_commands->isBusy(Command::SendMessage, m_conversationId))
        m_reason = tr("A message is being sent.");
    else
        m_reason.clear();
    const bool on = m_reason.isEmpty();
    const QString repo = record ? record->conversation.selectedRepository : QString();
    for (QToolButton *b : {m_commit, m_push, m_pullRequest}) {
        b->setEnabled(on);
        b->setToolTip(
            on ? SafeText::toolTip(b->accessibleDescription() + QStringLiteral(" (") + repo + QLatin1Char(')'))
               : m_reason);
    }
}

void GitHandOffBar::ask(int action)
{
    const ConversationRecord *record = m_store ? m_store->findConversation(m_conversationId) : nullptr;
    if (!m_commands || !record || !m_reason.isEmpty())
        return;
    const Conversation &c = record->conversation;
    m_commands->sendMessage(
        m_conversationId,
        PullRequests::prompt(PullRequests::GitAction(action), c.selectedRepository, c.selectedBranch, c.gitProvider));
}

void GitHandOffBar::onFinished(const CommandOutcome &outcome)
{
    if (outcome.target == m_conversationId)
        refreshState();
}

} // namespace Switchyard
