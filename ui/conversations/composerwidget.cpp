// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/conversations/composerwidget.h"

#include "models/conversations/conversationcommands.h"
#include "models/store/store.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace Switchyard {

using K = ConversationCommands::Kind;

ComposerWidget::ComposerWidget(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);

    m_banner = new QFrame(this);
    m_banner->setFrameShape(QFrame::StyledPanel);
    auto *bannerLayout = new QHBoxLayout(m_banner);
    bannerLayout->setContentsMargins(8, 4, 8, 4);
    m_bannerLabel = new QLabel(m_banner);
    m_bannerLabel->setWordWrap(true);
    m_resumeButton = new QPushButton(tr("Resume and send"), m_banner);
    bannerLayout->addWidget(m_bannerLabel, 1);
    bannerLayout->addWidget(m_resumeButton);
    m_banner->hide();
    layout->addWidget(m_banner);

    auto *controls = new QHBoxLayout;
    m_state = new QLabel(this);
    m_pause = new QPushButton(tr("Pause agent"), this);
    m_run = new QPushButton(tr("Resume agent"), this);
    m_approve = new QPushButton(tr("Approve"), this);
    m_reject = new QPushButton(tr("Reject"), this);
    m_reason = new QLineEdit(this);
    m_reason->setPlaceholderText(tr("Reason for rejecting (optional)"));
    m_approve->setToolTip(tr("Run the pending action (Ctrl+Shift+A)"));
    m_reject->setToolTip(tr("Refuse the pending action; the reason is sent to the agent"));
    controls->addWidget(m_state);
    controls->addStretch(1);
    controls->addWidget(m_approve);
    controls->addWidget(m_reject);
    controls->addWidget(m_reason, 2);
    controls->addWidget(m_pause);
    controls->addWidget(m_run);
    layout->addLayout(controls);

    auto *inputRow = new QHBoxLayout;
    m_input = new QPlainTextEdit(this);
    m_input->setPlaceholderText(tr("Send a follow-up message… (Ctrl+Enter)"));
    m_input->setTabChangesFocus(true);
    m_input->setMaximumHeight(96);
    m_input->setAccessibleName(tr("Message"));
    m_send = new QPushButton(tr("Send"), this);
    m_send->setDefault(true);
    inputRow->addWidget(m_input, 1);
    inputRow->addWidget(m_send, 0, Qt::AlignBottom);
    layout->addLayout(inputRow);

    connect(m_send, &QPushButton::clicked, this, &ComposerWidget::send);
    connect(m_resumeButton, &QPushButton::clicked, this, &ComposerWidget::resumeAndSend);
    auto *sendShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), m_input);
    sendShortcut->setContext(Qt::WidgetShortcut);
    connect(sendShortcut, &QShortcut::activated, this, &ComposerWidget::send);
    auto *approveShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), this);
    approveShortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(approveShortcut, &QShortcut::activated, m_approve, &QPushButton::click);
    connect(m_input, &QPlainTextEdit::textChanged, this, &ComposerWidget::refreshState);
    connect(m_pause, &QPushButton::clicked, this, [this] {
        if (m_commands)
            m_commands->pauseAgent(m_conversationId);
    });
    connect(m_run, &QPushButton::clicked, this, [this] {
        if (m_commands)
            m_commands->runAgent(m_conversationId);
    });
    connect(m_approve, &QPushButton::clicked, this, [this] {
        if (m_commands && m_approve->isEnabled())
            m_commands->approve(m_conversationId);
    });
    connect(m_reject, &QPushButton::clicked, this, [this] {
        if (m_commands)
            m_commands->reject(m_conversationId, m_reason->text());
    });
    refreshState();
}

ComposerWidget::~ComposerWidget() = default;

void ComposerWidget::setStore(Store *store)
{
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    if (store)
        connect(store, &Store::changed, this, &ComposerWidget::handleStoreChanges);
    refreshState();
}

void ComposerWidget::setCommands(ConversationCommands *commands)
{
    if (m_commands)
        disconnect(m_commands, nullptr, this, nullptr);
    m_commands = commands;
    if (commands) {
        connect(commands, &ConversationCommands::busyChanged, this, [this](K, const QString &id, bool) {
            if (id == m_conversationId)
                refreshState();
        });
        connect(commands, &ConversationCommands::commandSucceeded, this,
                [this](K kind, const QString &id, const QString &message) {
                    if (id != m_conversationId)
                        return;
                    if (kind == K::SendMessage || kind == K::ResumeAndSend) {
                        m_input->clear();
                        m_pendingText.clear();
                        hideBanner();
                    } else if (kind == K::Reject) {
                        m_reason->clear();
                    }
                    m_state->setText(message);
                });
        connect(commands, &ConversationCommands::commandFailedWithReason, this,
                [this](K kind, const QString &id, ConversationCommands::Failure reason, const QString &message) {
                    if (id != m_conversationId || reason == ConversationCommands::Failure::Busy)
                        return;
                    if (reason == ConversationCommands::Failure::SandboxPaused) {
                        m_pendingText = m_input->toPlainText();
                        showBanner(message, true, false);
                    } else if (reason == ConversationCommands::Failure::Archived) {
                        m_archived = true;
                        showBanner(message, false, false);
                        refreshState();
                    } else if (kind == K::SendMessage || kind == K::ResumeAndSend || kind == K::Approve
                               || kind == K::Reject || kind == K::PauseAgent || kind == K::RunAgent) {
                        showBanner(message, false, true);
                    }
                });
    }
    refreshState();
}

void ComposerWidget::setConversation(const QString &conversationId)
{
    if (conversationId == m_conversationId)
        return;
    m_conversationId = conversationId;
    m_pendingText.clear();
    m_archived = false;
    m_state->clear();
    m_reason->clear();
    hideBanner();
    refreshState();
}

QString ComposerWidget::text() const
{
    return m_input->toPlainText();
}

void ComposerWidget::setText(const QString &text)
{
    m_input->setPlainText(text);
}

QString ComposerWidget::bannerText() const
{
    return m_banner->isHidden() ? QString() : m_bannerLabel->text();
}

bool ComposerWidget::isResumeOffered() const
{
    return !m_banner->isHidden() && !m_resumeButton->isHidden();
}

void ComposerWidget::send()
{
    if (!m_commands || m_conversationId.isEmpty() || !m_send->isEnabled())
        return;
    const QString t = m_input->toPlainText();
    if (t.trimmed().isEmpty())
        return;
    hideBanner();
    m_commands->sendMessage(m_conversationId, t);
}

void ComposerWidget::resumeAndSend()
{
    if (!m_commands || m_conversationId.isEmpty())
        return;
    const QString t = m_pendingText.isEmpty() ? m_input->toPlainText() : m_pendingText;
    if (t.trimmed().isEmpty())
        return;
    showBanner(tr("Resuming the sandbox; the message is sent as soon as it runs…"), false, false);
    m_commands->resumeAndSend(m_conversationId, t);
}

void ComposerWidget::showBanner(const QString &text, bool offerResume, bool error)
{
    m_bannerLabel->setText(text);
    m_resumeButton->setVisible(offerResume);
    m_banner->setStyleSheet(error ? QStringLiteral("QFrame { background: #fde8e8; color: #7f1d1d; }")
                                  : QStringLiteral("QFrame { background: #fff7e0; color: #713f12; }"));
    m_banner->show();
}

void ComposerWidget::hideBanner()
{
    m_banner->hide();
}

void ComposerWidget::handleStoreChanges(const StoreChanges &changes)
{
    if (m_conversationId.isEmpty())
        return;
    if (changes.conversations.changed.contains(m_conversationId)
        || changes.conversations.inserted.contains(m_conversationId)
        || changes.conversations.removed.contains(m_conversationId))
        refreshState();
}

void ComposerWidget::refreshState()
{
    const bool steer = m_commands != nullptr && !m_conversationId.isEmpty();
    for (QWidget *w : std::initializer_list<QWidget *>{m_pause, m_run, m_approve, m_reject, m_reason, m_send, m_input})
        w->setVisible(m_commands != nullptr);

    QString sandbox;
    QString exec;
    bool gone = false;
    if (m_store && !m_conversationId.isEmpty()) {
        if (const auto rec = m_store->conversation(m_conversationId)) {
            sandbox = rec->displaySandboxStatus.isEmpty() ? rec->conversation.sandboxStatus.wire
                                                          : rec->displaySandboxStatus.wire;
            exec = rec->displayExecution.wire;
            gone = rec->gone;
        }
    }
    if (sandbox == u"MISSING" || gone) {
        if (!m_archived) {
            m_archived = true;
            showBanner(gone ? tr("This conversation was deleted on the server.")
                            : tr("This conversation is archived: its sandbox no longer exists. You can read it and "
                                 "download its trajectory, but not message it."),
                       false, false);
        }
    }
    m_sandboxRunning = sandbox == u"RUNNING";
    m_waiting = exec == u"waiting_for_confirmation";
    m_running = exec == u"running";

    auto busy = [this](K kind) {
        return m_commands && m_commands->isBusy(kind, m_conversationId);
    };
    const bool sending = busy(K::SendMessage) || busy(K::ResumeAndSend);
    m_input->setEnabled(steer && !m_archived);
    m_send->setEnabled(steer && !m_archived && !sending && !m_input->toPlainText().trimmed().isEmpty());
    m_send->setText(sending ? tr("Sending…") : (sandbox == u"PAUSED" ? tr("Send…") : tr("Send")));
    m_send->setToolTip(sandbox == u"PAUSED" ? tr("The sandbox is paused: you will be offered to resume it")
                                            : tr("Send (Ctrl+Enter)"));
    const bool confirming = busy(K::Approve) || busy(K::Reject);
    m_approve->setVisible(m_commands && m_waiting);
    m_reject->setVisible(m_commands && m_waiting);
    m_reason->setVisible(m_commands && m_waiting);
    m_approve->setEnabled(steer && m_sandboxRunning && !confirming);
    m_reject->setEnabled(steer && m_sandboxRunning && !confirming);
    m_pause->setEnabled(steer && m_sandboxRunning && m_running && !busy(K::PauseAgent));
    m_run->setEnabled(steer && m_sandboxRunning && !m_running && !m_waiting && !busy(K::RunAgent));
    if (m_waiting && m_state->text().isEmpty())
        m_state->setText(tr("An action waits for your approval."));
}

} // namespace Switchyard
