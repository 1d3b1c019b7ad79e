// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/domain/askuser.h"

#include <QObject>
#include <QPointer>
#include <QString>

namespace Switchyard {

class AskUserCommands;
class AskUserForm;
class TimelineModel;

/// Keeps an AskUserForm on the conversation's latest ask-user question: the form while it waits,
/// the answer read-only once an AskUserResponseEvent says so (or this client's answer was taken);
/// sends what the form asks through AskUserCommands and shows what became of it in words.
class AskUserBinding : public QObject
{
    Q_OBJECT
public:
    /// How many of the newest rows are looked at for the question and its answer.
    static constexpr int kTailRows = 200;

    AskUserBinding(AskUserForm *form, TimelineModel *model, QObject *parent = nullptr);

    void setCommands(AskUserCommands *commands);
    void setConversation(const QString &conversationId);
    /// Looks at the model's newest rows again.
    void refresh();
    /// A question waits for its answer (the form shows it).
    [[nodiscard]] bool isWaiting() const { return m_waiting; }

Q_SIGNALS:
    /// isWaiting() changed.
    void waitingChanged(bool waiting);

private:
    void onAnswer(const AskUserAnswer &answer);
    void onMessage(const QString &requestId);
    void showStatus();

    AskUserForm *m_form = nullptr;
    TimelineModel *m_model = nullptr;
    QPointer<AskUserCommands> m_commands;
    QString m_conversationId;
    bool m_waiting = false;
};

} // namespace Switchyard
