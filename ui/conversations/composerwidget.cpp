// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/conversations/composerwidget.h"

#include "models/attention/questiontracker.h"
#include "models/commands/availableactions.h"
#include "models/commands/conversationcommands.h"
#include "models/read/storereader.h"
#include "ui/safetext.h"

#include <QAbstractTextDocumentLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace Switchyard {

using K = Command;

ComposerWidget::ComposerWidget(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setSpacing(2);

    m_banner = new QFrame(this);
    m_banner->setFrameShape(QFrame::StyledPanel);
    auto *bannerLayout = new QHBoxLayout(m_banner);
    bannerLayout->setContentsMargins(8, 4, 8, 4);
    m_bannerLabel = new QLabel(m_banner);
    m_bannerLabel->setWordWrap(true);
    m_resumeButton = new QPushButton(tr("Resume and send"), m_banner);
    m_resumeButton->setAccessibleDescription(tr("Resumes the paused sandbox, then sends the message"));
    bannerLayout->addWidget(m_bannerLabel, 1);
    bannerLayout->addWidget(m_resumeButton);
    m_banner->hide();
    layout->addWidget(m_banner);

    // One slim line under the timeline (issue 21: on a 1366x768 laptop the timeline keeps its
    // rows): the status text and the approval hint share a line that shows only when it has
    // something to say; the message box is one line that grows while typing or focused (up to a
    // cap), with Send and the agent's pause/resume beside it.
    auto *notes = new QHBoxLayout;
    notes->setContentsMargins(0, 0, 0, 0);
    // Approve and reject live in ONE place, the timeline's approval bar, which shows what will run;
    // here only a hint points at it.
    m_approvalHint = new QLabel(this);
    m_approvalHint->setText(tr("⚠ An action waits for your approval: approve or reject it in the bar above "
                               "(Ctrl+Shift+A approves)."));
    m_approvalHint->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // elided by the layout
    m_approvalHint->setToolTip(m_approvalHint->text());
    m_approvalHint->hide();
    m_state = new QLabel(this);
    m_state->setTextFormat(Qt::PlainText); // command messages may quote server text (titles)
    m_state->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_state->hide();
    notes->addWidget(m_approvalHint, 1);
    notes->addWidget(m_state, 1);
    layout->addLayout(notes);

    layout->addLayout(buildInputRow());
    updateInputHeight();

    connect(m_send, &QPushButton::clicked, this, &ComposerWidget::send);
    connect(m_resumeButton, &QPushButton::clicked, this, &ComposerWidget::resumeAndSend);
    connect(m_input, &QPlainTextEdit::textChanged, this, &ComposerWidget::refreshState);
    connect(m_input, &QPlainTextEdit::blockCountChanged, this, &ComposerWidget::updateInputHeight);
    connect(m_input->document()->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged, this,
            &ComposerWidget::updateInputHeight);
    connect(m_pause, &QPushButton::clicked, this, [this] {
        if (m_commands)
            m_commands->pauseAgent(m_conversationId);
    });
    connect(m_run, &QPushButton::clicked, this, [this] {
        if (m_commands)
            m_commands->runAgent(m_conversationId);
    });
    refreshState();
}

ComposerWidget::~ComposerWidget() = default;

QHBoxLayout *ComposerWidget::buildInputRow()
{
    auto *inputRow = new QHBoxLayout;
    inputRow->setSpacing(4);
    m_input = new QPlainTextEdit(this);
    m_input->setPlaceholderText(tr("Send a follow-up message… (Ctrl+Enter)"));
    m_input->setTabChangesFocus(true);
    m_input->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_input->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_input->setAccessibleName(tr("Message"));
    m_input->setAccessibleDescription(tr("A follow-up message to the agent; Ctrl+Enter sends it"));
    m_input->installEventFilter(this);
    m_send = new QPushButton(tr("Send"), this);
    m_send->setAccessibleDescription(tr("Sends the message to the agent"));
    m_send->setDefault(true);
    m_pause = new QPushButton(tr("Pause agent"), this);
    m_pause->setAccessibleDescription(tr("Pauses the agent of this conversation; the sandbox keeps running"));
    m_run = new QPushButton(tr("Resume agent"), this);
    m_run->setAccessibleDescription(tr("Lets the agent of this conversation run again"));
    inputRow->addWidget(m_input, 1);
    inputRow->addWidget(m_send, 0, Qt::AlignBottom);
    inputRow->addWidget(m_pause, 0, Qt::AlignBottom);
    inputRow->addWidget(m_run, 0, Qt::AlignBottom);
    return inputRow;
}

void ComposerWidget::setStore(StoreReader *store)
{
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    if (store)
        connect(store, &StoreReader::changed, this, &ComposerWidget::handleStoreChanges);
    refreshState();
}

void ComposerWidget::setQuestions(QuestionTracker *questions)
{
    if (m_questions)
        disconnect(m_questions, nullptr, this, nullptr);
    m_questions = questions;
    if (questions)
        connect(questions, &QuestionTracker::questionChanged, this, [this](const QString &id) {
            if (id == m_conversationId)
                refreshState();
        });
    refreshState();
}

void ComposerWidget::showOutcome(const CommandOutcome &o)
{
    const K kind = o.command;
    if (o.ok()) {
        if (kind == K::SendMessage || kind == K::ResumeAndSend) {
            m_input->clear();
            m_pendingText.clear();
            hideBanner();
        } else if (kind == K::Approve || kind == K::Reject) {
            return; // the timeline's approval bar reports these
        }
        setStateText(o.message);
        return;
    }
    const CommandFailure reason = o.failure();
    if (reason == CommandFailure::Busy)
        return;
    if (reason == CommandFailure::SandboxPaused) {
        m_pendingText = m_input->toPlainText();
        showBanner(o.message, true, false);
    } else if (reason == CommandFailure::Archived) {
        m_archived = true;
        showBanner(o.message, false, false);
        refreshState();
    } else if (kind == K::SendMessage || kind == K::ResumeAndSend || kind == K::PauseAgent
               || kind == K::RunAgent) { // approve/reject: the timeline's approval bar
        showBanner(o.message, false, true);
    }
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
        connect(commands, &ConversationCommands::finished, this, [this](const CommandOutcome &o) {
            if (o.target == m_conversationId)
                showOutcome(o);
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
    setStateText({});
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
    for (QWidget *w : std::initializer_list<QWidget *>{m_pause, m_run, m_send, m_input})
        w->setVisible(m_commands != nullptr);

    std::optional<ConversationRecord> record;
    if (m_store && !m_conversationId.isEmpty())
        record = m_store->conversation(m_conversationId);
    ActionContext context = record ? ActionContext::of(*record, m_commands != nullptr) : ActionContext();
    context.questionWaits = m_questions && m_questions->isWaiting(m_conversationId);
    const SteeringActions can = steer && record ? availableActions(context) : SteeringActions();
    const bool paused = context.sandbox == SandboxStatus::Paused;
    if (record && (record->gone || context.sandbox == SandboxStatus::Missing)) {
        if (!m_archived) {
            m_archived = true;
            showBanner(record->gone ? tr("This conversation was deleted on the server.")
                                    : tr("This conversation is archived: its sandbox no longer exists. You can read it "
                                         "and download its trajectory, but not message it."),
                       false, false);
        }
    }

    using A = SteeringAction;
    auto busy = [this](K kind) {
        return m_commands && m_commands->isBusy(kind, m_conversationId);
    };
    // Without a record (not synced yet) a message can still be tried: the server decides.
    const bool canSend = steer && !m_archived && (!record || can.has(A::SendMessage));
    const bool sending = busy(K::SendMessage) || busy(K::ResumeAndSend);
    m_input->setEnabled(canSend);
    m_send->setEnabled(canSend && !sending && !m_input->toPlainText().trimmed().isEmpty());
    m_send->setText(sending ? tr("Sending…") : (paused ? tr("Send…") : tr("Send")));
    m_send->setToolTip(paused ? tr("The sandbox is paused: you will be offered to resume it")
                              : tr("Send (Ctrl+Enter)"));
    m_approvalHint->setVisible(!m_archived && can.has(A::Approve));
    m_pause->setEnabled(can.has(A::PauseAgent) && !busy(K::PauseAgent));
    m_run->setEnabled(can.has(A::RunAgent) && !busy(K::RunAgent));
}

bool ComposerWidget::isApprovalHintShown() const
{
    return !m_approvalHint->isHidden();
}

void ComposerWidget::setStateText(const QString &text)
{
    m_state->setText(text);
    m_state->setToolTip(SafeText::toolTip(text));
    m_state->setVisible(!text.isEmpty());
}

int ComposerWidget::inputLines() const
{
    // QPlainTextEdit's layout counts in lines (wrapped lines included).
    const int lines = int(m_input->document()->documentLayout()->documentSize().height());
    return std::clamp(std::max(lines, m_input->hasFocus() ? kFocusedLines : 1), 1, kMaxLines);
}

void ComposerWidget::updateInputHeight()
{
    const QFontMetrics fm(m_input->font());
    const int frame = 2 * m_input->frameWidth();
    const int margins = int(2 * m_input->document()->documentMargin());
    const QMargins cm = m_input->contentsMargins();
    const int h = inputLines() * fm.lineSpacing() + frame + margins + cm.top() + cm.bottom();
    if (m_input->height() != h || m_input->minimumHeight() != h)
        m_input->setFixedHeight(h);
}

int ComposerWidget::inputHeight() const
{
    return m_input->height();
}

bool ComposerWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_input && (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut))
        QTimer::singleShot(0, this, &ComposerWidget::updateInputHeight); // hasFocus() is current after the event
    // Ctrl+Enter in the message box sends the message, even while the approval bar's window-wide
    // Ctrl+Return (approve) is active: typing a message must never approve an action.
    if (watched == m_input && event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)
            && (key->modifiers() & ~Qt::KeypadModifier) == Qt::ControlModifier) {
            event->accept();
            return false;
        }
    }
    if (watched == m_input && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)
            && (key->modifiers() & ~Qt::KeypadModifier) == Qt::ControlModifier) {
            send();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace Switchyard
