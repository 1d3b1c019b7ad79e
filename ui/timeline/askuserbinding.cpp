// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/askuserbinding.h"

#include "models/commands/askusercommands.h"
#include "models/domain/eventsummary.h"
#include "models/timeline/timelinemodel.h"
#include "ui/timeline/askuserform.h"

#include <QAbstractItemModel>

namespace Switchyard {

AskUserBinding::AskUserBinding(AskUserForm *form, TimelineModel *model, QObject *parent)
    : QObject(parent)
    , m_form(form)
    , m_model(model)
{
    connect(m_form, &AskUserForm::answerRequested, this, &AskUserBinding::onAnswer);
    connect(m_form, &AskUserForm::messageRequested, this, &AskUserBinding::onMessage);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved}) {
        connect(m_model, signal, this, [this] {
            refresh();
        });
    }
    connect(m_model, &QAbstractItemModel::modelReset, this, &AskUserBinding::refresh);
    connect(m_model, &QAbstractItemModel::layoutChanged, this, &AskUserBinding::refresh);
}

void AskUserBinding::setCommands(AskUserCommands *commands)
{
    if (m_commands)
        disconnect(m_commands, nullptr, this, nullptr);
    m_commands = commands;
    if (m_commands) {
        connect(m_commands, &AskUserCommands::statusChanged, this,
                [this](const QString &conversationId, const QString &requestId) {
                    if (conversationId == m_conversationId && requestId == m_form->requestId())
                        showStatus();
                });
        connect(m_commands, &AskUserCommands::finished, this, [this](const CommandOutcome &o) {
            if (o.command != Command::Answer || o.target.isEmpty() || o.target != m_form->requestId())
                return;
            if (!o.ok() && o.failure() != CommandFailure::Busy
                && m_commands->status(o.target) == AskUserCommands::Status::None)
                m_form->setStatus(o.message, true, false, true); // refused before sending
            else
                showStatus();
        });
    }
    refresh();
}

void AskUserBinding::setConversation(const QString &conversationId)
{
    m_conversationId = conversationId;
    m_form->clear();
    refresh();
}

void AskUserBinding::refresh()
{
    // The newest question and whether a response to it follows.
    std::optional<AskUserRequestPayload> request;
    QString askedAt;
    std::optional<AskUserResponsePayload> response;
    QList<AskUserResponsePayload> responses;
    const int n = m_model->rowCount();
    for (int row = n - 1; row >= 0 && row >= n - kTailRows; --row) {
        const EventKind kind = m_model->kindAt(row);
        if (kind != EventKind::AskUserRequest && kind != EventKind::AskUserResponse)
            continue;
        const auto event = m_model->eventAt(row);
        if (!event)
            continue;
        if (const auto *r = std::get_if<AskUserResponsePayload>(&event->payload)) {
            responses.append(*r);
            continue;
        }
        if (const auto *q = std::get_if<AskUserRequestPayload>(&event->payload)) {
            request = *q;
            askedAt = event->timestamp;
            for (const AskUserResponsePayload &r : std::as_const(responses)) {
                if (r.requestId == q->requestId)
                    response = r;
            }
            break;
        }
    }
    const bool waiting = request && !response;
    if (!request || m_conversationId.isEmpty()) {
        if (!m_form->requestId().isEmpty())
            m_form->clear();
    } else if (response && m_form->requestId() != request->requestId) {
        m_form->clear(); // answered before it was shown here: its cards say so
    } else if (response) {
        // Answered while the form showed it: read-only, until another conversation is opened.
        QString title;
        const auto action = askUserActionFromWire(response->action);
        if (action == AskUserAction::Decline)
            title = tr("You declined to answer the agent's question.");
        else if (action == AskUserAction::Cancel)
            title = tr("The question was dismissed (cancelled or timed out).");
        else
            title = tr("The agent's question was answered:");
        m_form->setAnswered(title, askUserAnswerLines(*request, response->answers));
    } else {
        m_form->setRequest(*request, askedAt);
        showStatus();
    }
    if (waiting != m_waiting) {
        m_waiting = waiting;
        Q_EMIT waitingChanged(waiting);
    }
}

void AskUserBinding::showStatus()
{
    if (m_form->isAnswered() || m_form->requestId().isEmpty())
        return;
    if (!m_commands) {
        m_form->setStatus(tr("Answers cannot be sent from here (read-only)."), false, false, false);
        return;
    }
    using S = AskUserCommands::Status;
    const S s = m_commands->status(m_form->requestId());
    const bool error = s == S::Refused || s == S::Invalid || s == S::NoRoute || s == S::Unknown;
    m_form->setStatus(m_commands->statusText(m_form->requestId()), AskUserCommands::allowsAnswer(s), s == S::NoRoute,
                      error);
}

void AskUserBinding::onAnswer(const AskUserAnswer &answer)
{
    if (!m_commands) {
        showStatus();
        return;
    }
    m_commands->answer(m_conversationId, m_form->request(), answer);
}

void AskUserBinding::onMessage(const QString &requestId)
{
    if (m_commands && requestId == m_form->requestId())
        m_commands->sendAsMessage(m_conversationId, m_form->request());
}

} // namespace Switchyard
