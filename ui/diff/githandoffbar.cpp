// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diff/githandoffbar.h"

#include "models/commands/conversationcommands.h"
#include "models/read/storereader.h"
#include "models/review/pullrequests.h"
#include "models/review/pullrequesttracker.h"
#include "ui/safetext.h"

#include <QDesktopServices>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace Switchyard {

GitHandOffBar::GitHandOffBar(QWidget *parent)
    : QWidget(parent)
    , m_tracker(new PullRequestTracker(this))
    , m_commit(new QToolButton(this))
    , m_push(new QToolButton(this))
    , m_pullRequest(new QToolButton(this))
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
    m_linkRow = new QHBoxLayout;
    m_linkRow->setSpacing(2);
    row->addWidget(m_commit);
    row->addWidget(m_push);
    row->addWidget(m_pullRequest);
    row->addLayout(m_linkRow);
    connect(m_commit, &QToolButton::clicked, this, [this] {
        ask(int(PullRequests::GitAction::Commit));
    });
    connect(m_push, &QToolButton::clicked, this, [this] {
        ask(int(PullRequests::GitAction::Push));
    });
    connect(m_pullRequest, &QToolButton::clicked, this, [this] {
        ask(int(PullRequests::GitAction::PullRequest));
    });
    connect(m_tracker, &PullRequestTracker::linksChanged, this, &GitHandOffBar::updateLinks);
    refreshState();
}

GitHandOffBar::~GitHandOffBar() = default;

void GitHandOffBar::setServices(ConversationCommands *commands, StoreReader *store)
{
    if (m_commands)
        disconnect(m_commands, nullptr, this, nullptr);
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_commands = commands;
    m_store = store;
    m_tracker->setStore(store);
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
    m_tracker->setConversation(conversationId);
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

void GitHandOffBar::updateLinks()
{
    qDeleteAll(m_links);
    m_links.clear();
    const QList<PullRequests::Link> links = m_tracker->links();
    for (qsizetype i = 0; i < links.size() && i < 3; ++i) {
        const PullRequests::Link link = links.at(i);
        auto *b = new QToolButton(this);
        b->setObjectName(QStringLiteral("pullRequestLink"));
        b->setAutoRaise(true);
        b->setText(tr("PR #%1 \u2197").arg(link.number));
        b->setToolTip(SafeText::toolTip(tr("Opens %1 in the browser").arg(link.url.toString())));
        b->setAccessibleName(tr("Pull request %1 of %2").arg(link.number).arg(link.repository));
        connect(b, &QToolButton::clicked, this, [link] {
            // Validated again: only an https link to a known forge's pull request leaves the app.
            const auto valid = PullRequests::parse(link.url);
            if (valid && SafeText::isOpenableUrl(valid->url))
                QDesktopServices::openUrl(valid->url);
        });
        m_linkRow->addWidget(b);
        m_links.append(b);
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
