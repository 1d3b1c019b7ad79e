// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QFrame;
class QHBoxLayout;

namespace Switchyard {

class ConversationCommands;
class QuestionTracker;
class StoreReader;
struct StoreChanges;
struct CommandOutcome;

/// Steering under the timeline, one slim line: a message box (Ctrl+Enter sends) that is one line at
/// rest and grows while focused or typing (up to kMaxLines), Send, pause/resume of the agent.
/// Approve / reject are NOT here: they live in the timeline's approval bar (which shows what will
/// run); while an action waits, the composer shows a hint pointing at it. A 409 on a paused
/// sandbox turns into a banner offering "Resume and send"; an archived conversation (sandbox
/// MISSING, 410) is explained and the input is disabled.
class ComposerWidget final : public QWidget
{
    Q_OBJECT
public:
    explicit ComposerWidget(QWidget *parent = nullptr);
    ~ComposerWidget() override;

    void setStore(StoreReader *store);
    /// Which conversations wait on a question (answered in its form, never approved); null: none known.
    void setQuestions(QuestionTracker *questions);
    /// nullptr: read-only (offline trajectory): the composer hides its controls.
    void setCommands(ConversationCommands *commands);
    void setConversation(const QString &conversationId);
    [[nodiscard]] QString conversationId() const { return m_conversationId; }

    [[nodiscard]] QString text() const;
    void setText(const QString &text);
    /// The banner text shown (tests).
    [[nodiscard]] QString bannerText() const;
    [[nodiscard]] bool isResumeOffered() const;
    /// The hint pointing at the timeline's approval bar is shown (an action waits for approval).
    [[nodiscard]] bool isApprovalHintShown() const;
    /// The message box's height: one line at rest, more while focused or holding more lines, at
    /// most kMaxLines (tests).
    [[nodiscard]] int inputHeight() const;
    static constexpr int kFocusedLines = 3;
    static constexpr int kMaxLines = 8;

public Q_SLOTS:
    void send();
    void resumeAndSend();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refreshState();
    void handleStoreChanges(const StoreChanges &changes);
    void showOutcome(const CommandOutcome &outcome);
    void showBanner(const QString &text, bool offerResume, bool error);
    void hideBanner();
    void setStateText(const QString &text);
    [[nodiscard]] int inputLines() const;
    void updateInputHeight();
    QHBoxLayout *buildInputRow();

    QPointer<StoreReader> m_store;
    QPointer<QuestionTracker> m_questions;
    QPointer<ConversationCommands> m_commands;
    QString m_conversationId;
    QString m_pendingText; ///< the text refused with 409, for "resume and send"
    QFrame *m_banner = nullptr;
    QLabel *m_bannerLabel = nullptr;
    QPushButton *m_resumeButton = nullptr;
    QPlainTextEdit *m_input = nullptr;
    QPushButton *m_send = nullptr;
    QPushButton *m_pause = nullptr;
    QPushButton *m_run = nullptr;
    QLabel *m_approvalHint = nullptr; ///< points at the timeline's approval bar
    QLabel *m_state = nullptr;
    bool m_archived = false;
};

} // namespace Switchyard
