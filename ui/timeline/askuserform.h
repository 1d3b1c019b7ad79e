// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/domain/askuser.h"
#include "ui/timeline/amberpanel.h"

#include <QList>
#include <QString>

#include <optional>

class QAbstractButton;
class QLabel;
class QLineEdit;
class QPushButton;
class QTimer;
class QVBoxLayout;

namespace Switchyard {

/// An ask-user question as a form (spec §13.2): each question's text, its options as radio buttons
/// (check boxes when multi_select; the description as the tooltip), a line for a free text when the
/// question has no options; Accept, Decline and Cancel; the time left as a countdown when the
/// request has a timeout. Once answered it shows the answer read-only. Every text of the question
/// is untrusted and shown as plain text. Knows nothing of the network: it emits the answer.
class AskUserForm : public AmberPanel
{
    Q_OBJECT
public:
    explicit AskUserForm(QWidget *parent = nullptr);

    /// Shows `request` as a form (a new request id rebuilds it; the same one keeps the choices).
    /// `askedAt`: the event's timestamp, for the countdown.
    void setRequest(const AskUserRequestPayload &request, const QString &askedAt);
    [[nodiscard]] QString requestId() const { return m_request.requestId; }
    [[nodiscard]] const AskUserRequestPayload &request() const { return m_request; }
    void clear();

    /// The answer as chosen now, for `action` (accept: the picks; decline/cancel: none).
    [[nodiscard]] AskUserAnswer currentAnswer(AskUserAction action) const;
    /// What happened to the answer, in words; `canAnswer`: the buttons work (again); `offerMessage`:
    /// the "Send as message" button shows.
    void setStatus(const QString &text, bool canAnswer, bool offerMessage, bool isError);
    /// Answered (by this client or elsewhere): the choices read-only, `lines` the answer written out.
    void setAnswered(const QString &title, const QStringList &lines);
    [[nodiscard]] bool isAnswered() const { return m_answered; }

    // For tests and the palette: the widgets.
    [[nodiscard]] QList<QAbstractButton *> optionButtons(const QString &questionId) const;
    [[nodiscard]] QLineEdit *freeTextEdit(const QString &questionId) const;
    [[nodiscard]] QPushButton *acceptButton() const { return m_accept; }
    [[nodiscard]] QPushButton *declineButton() const { return m_decline; }
    [[nodiscard]] QPushButton *cancelButton() const { return m_cancel; }
    [[nodiscard]] QPushButton *messageButton() const { return m_message; }
    [[nodiscard]] QLabel *countdownLabel() const { return m_countdown; }
    [[nodiscard]] QLabel *statusLabel() const { return m_status; }
    /// The countdown text for `nowMs` (empty without a timeout).
    [[nodiscard]] QString countdownText(qint64 nowMs) const;

Q_SIGNALS:
    /// Accept, Decline or Cancel pressed (the buttons stay disabled until setStatus() says otherwise).
    void answerRequested(const Switchyard::AskUserAnswer &answer);
    /// "Send as message" pressed (after the server said it cannot take answers).
    void messageRequested(const QString &requestId);

private:
    struct Question
    {
        QString id;
        QList<QAbstractButton *> options; ///< in the order of the request's options
        QLineEdit *text = nullptr;
    };
    void rebuild();
    void submit(AskUserAction action);
    void updateCountdown();
    void updateAcceptEnabled();
    void setInputsEnabled(bool enabled);

    AskUserRequestPayload m_request;
    std::optional<qint64> m_deadlineMs;
    QList<Question> m_questions;
    QWidget *m_body = nullptr;
    QVBoxLayout *m_bodyLayout = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_countdown = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_answer = nullptr;
    QPushButton *m_accept = nullptr;
    QPushButton *m_decline = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_message = nullptr;
    QTimer *m_tick = nullptr;
    bool m_answered = false;
    bool m_submitted = false;
};

} // namespace Switchyard
