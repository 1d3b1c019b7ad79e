// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QFrame;

namespace Switchyard {

class ConversationCommands;
class Store;
struct StoreChanges;

/// Steering under the timeline: a message box (Ctrl+Enter sends), pause/resume of the agent, and
/// approve / reject (with a reason) while an action waits for confirmation. A 409 on a paused
/// sandbox turns into a banner offering "Resume and send"; an archived conversation (sandbox
/// MISSING, 410) is explained and the input is disabled.
class ComposerWidget final : public QWidget
{
    Q_OBJECT
public:
    explicit ComposerWidget(QWidget *parent = nullptr);
    ~ComposerWidget() override;

    void setStore(Store *store);
    /// nullptr: read-only (offline trajectory): the composer hides its controls.
    void setCommands(ConversationCommands *commands);
    void setConversation(const QString &conversationId);
    [[nodiscard]] QString conversationId() const { return m_conversationId; }

    [[nodiscard]] QString text() const;
    void setText(const QString &text);
    /// The banner text shown (tests).
    [[nodiscard]] QString bannerText() const;
    [[nodiscard]] bool isResumeOffered() const;

public Q_SLOTS:
    void send();
    void resumeAndSend();

private:
    void refreshState();
    void handleStoreChanges(const StoreChanges &changes);
    void showBanner(const QString &text, bool offerResume, bool error);
    void hideBanner();

    QPointer<Store> m_store;
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
    QPushButton *m_approve = nullptr;
    QPushButton *m_reject = nullptr;
    QLineEdit *m_reason = nullptr;
    QLabel *m_state = nullptr;
    bool m_archived = false;
    bool m_waiting = false;
    bool m_running = false;
    bool m_sandboxRunning = false;
};

} // namespace Switchyard
