// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/commands/askusercommands.h"

#include "models/api/apiclient.h"
#include "models/domain/statusnames.h"
#include "models/logging.h"
#include "models/store/store.h"

namespace Switchyard {

using Api::ApiError;
using Status = AskUserCommands::Status;
using State = SentResponse::State;

namespace {

Status statusOf(State s)
{
    switch (s) {
    case State::Recorded:
        return Status::Sending;
    case State::Sent:
        return Status::Sent;
    case State::Refused:
        return Status::Refused;
    case State::Invalid:
        return Status::Invalid;
    case State::NoRoute:
        return Status::NoRoute;
    case State::MessageRecorded:
        return Status::SendingMessage;
    case State::SentAsMessage:
        return Status::SentAsMessage;
    case State::Unknown:
        break;
    }
    return Status::Unknown;
}

State stateOf(Status s)
{
    switch (s) {
    case Status::None:
    case Status::Sending:
        return State::Recorded;
    case Status::Sent:
        return State::Sent;
    case Status::Refused:
        return State::Refused;
    case Status::Invalid:
        return State::Invalid;
    case Status::NoRoute:
        return State::NoRoute;
    case Status::SendingMessage:
        return State::MessageRecorded;
    case Status::SentAsMessage:
        return State::SentAsMessage;
    case Status::Unknown:
        break;
    }
    return State::Unknown;
}

/// The server's words, when it said something beyond its status line.
QString serverWords(const ApiError &e)
{
    const QString d = e.serverDetail.trimmed();
    return d == QLatin1String("Not Found") || d == QLatin1String("Method Not Allowed") ? QString() : d;
}

} // namespace

AskUserCommands::AskUserCommands(Api::ApiClient *client, Store *store, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_store(store)
{
    if (m_store) {
        connect(m_store, &Store::responseChanged, this, &AskUserCommands::statusChanged);
    }
}

AskUserCommands::~AskUserCommands() = default;

Status AskUserCommands::status(const QString &requestId) const
{
    if (m_store) {
        const auto r = m_store->response(requestId);
        return r ? statusOf(r->state) : Status::None;
    }
    return m_local.value(requestId).status;
}

std::optional<AskUserAnswer> AskUserCommands::recordedAnswer(const QString &requestId) const
{
    if (m_store) {
        const auto r = m_store->response(requestId);
        if (r)
            return r->answer;
        return std::nullopt;
    }
    const auto it = m_local.constFind(requestId);
    if (it == m_local.cend())
        return std::nullopt;
    return it->answer;
}

QString AskUserCommands::statusText(const QString &requestId) const
{
    QString detail;
    if (m_store) {
        if (const auto r = m_store->response(requestId))
            detail = r->detail;
    } else {
        detail = m_local.value(requestId).detail;
    }
    switch (status(requestId)) {
    case Status::None:
        return {};
    case Status::Sending:
        return tr("Sending your answer\u2026");
    case Status::Sent:
        return tr("Your answer was sent; the agent carries on.");
    case Status::Refused:
        return detail.isEmpty() ? tr("The agent no longer waits for this answer: the question was answered "
                                     "elsewhere, timed out or is stale. It was not taken.")
                                : tr("The agent no longer waits for this answer: the question was answered "
                                     "elsewhere, timed out or is stale. The server said: %1")
                                      .arg(detail);
    case Status::Invalid:
        return detail.isEmpty() ? tr("The answer was not taken; you can answer again.")
                                : tr("The answer was not taken (%1); you can answer again.").arg(detail);
    case Status::NoRoute:
        return tr("This agent server cannot take answers to questions. You can send your answers to the "
                  "agent as a message instead.");
    case Status::SendingMessage:
        return tr("Sending your answers as a message\u2026");
    case Status::SentAsMessage:
        return tr("Your answers were sent as a message.");
    case Status::Unknown:
        break;
    }
    return tr("It is not known whether your answer reached the agent (no reply from the server). It is "
              "not sent again; if the question stays open, answer it in a message.");
}

void AskUserCommands::setStatus(const QString &conversationId, const QString &requestId, Status status,
                                const QString &detail)
{
    if (m_store) {
        m_store->setResponseState(requestId, stateOf(status), detail);
        return;
    }
    Local &l = m_local[requestId];
    l.status = status;
    l.detail = detail;
    Q_EMIT statusChanged(conversationId, requestId);
}

void AskUserCommands::fail(const QString &conversationId, const QString &requestId, CommandFailure failure,
                           const QString &message)
{
    qCWarning(lcModels) << "ask-user answer not taken" << conversationId << requestId << int(failure);
    Q_EMIT finished(CommandOutcome::failed(Command::Answer, requestId, CommandError::of(failure, message)));
}

bool AskUserCommands::answer(const QString &conversationId, const AskUserRequestPayload &request,
                             const AskUserAnswer &answer)
{
    const QString rid = answer.requestId;
    if (const QString problem = askUserAnswerProblem(request, answer); !problem.isEmpty()) {
        fail(conversationId, rid, CommandFailure::Invalid, problem);
        return false;
    }
    if (!m_client) {
        fail(conversationId, rid, CommandFailure::NotConnected, tr("Not connected to a server."));
        return false;
    }
    const Status before = status(rid);
    if (!allowsAnswer(before)) {
        fail(conversationId, rid, CommandFailure::Busy,
             before == Status::Sending ? tr("Your answer to this question is being sent.")
                                       : tr("This question was answered already; the answer is not sent twice."));
        return false;
    }
    if (m_store) {
        // Recorded (committed) first, sent after: a crash in between leaves a record, never a
        // second POST (invariant 12).
        const bool recorded =
            m_store->recordAskUserAnswer(conversationId, answer, this, [this, conversationId, answer](bool committed) {
                if (!committed) {
                    setStatus(conversationId, answer.requestId, Status::Invalid);
                    fail(conversationId, answer.requestId, CommandFailure::Generic,
                         tr("Your answer could not be recorded, so it was not sent. Try again."));
                    return;
                }
                send(conversationId, answer);
            });
        if (!recorded) {
            fail(conversationId, rid, CommandFailure::Busy,
                 tr("This question was answered already; the answer is not sent twice."));
            return false;
        }
        return true;
    }
    Local &l = m_local[rid];
    l.status = Status::Sending;
    l.answer = answer;
    l.detail.clear();
    Q_EMIT statusChanged(conversationId, rid);
    send(conversationId, answer);
    return true;
}

Status AskUserCommands::statusOfAnswerError(const ApiError &e) const
{
    if (e.httpStatus == 405 || (e.httpStatus == 404 && serverWords(e).isEmpty()))
        return Status::NoRoute;
    if (e.httpStatus == 400 || e.httpStatus == 422 || e.httpStatus == 401 || e.httpStatus == 403)
        return Status::Invalid;
    if (e.httpStatus >= 400 && e.httpStatus < 500 && e.httpStatus != 408 && e.httpStatus != 429)
        return Status::Refused; // 409, 410, a 404 with words: the request is stale or expired
    return Status::Unknown; // no reply, a timeout, 5xx: it may have been taken
}

void AskUserCommands::send(const QString &conversationId, const AskUserAnswer &answer)
{
    const QString rid = answer.requestId;
    if (!m_client) {
        setStatus(conversationId, rid, Status::Invalid);
        fail(conversationId, rid, CommandFailure::NotConnected, tr("Not connected to a server."));
        return;
    }
    // A fresh record: the agent server's URL and session key rotate when a sandbox resumes.
    m_client->getConversations(
        {conversationId}, this, [this, conversationId, answer, rid](Api::Result<QList<std::optional<Conversation>>> r) {
            if (!r || r.value().isEmpty() || !r.value().first()) {
                setStatus(conversationId, rid, Status::Invalid); // nothing was sent
                fail(conversationId, rid, r ? CommandFailure::NotFound : CommandError::fromApi(r.error()).failure,
                     r ? tr("The conversation no longer exists on the server; the answer was not sent.")
                       : tr("The answer was not sent: %1").arg(CommandError::fromApi(r.error()).message));
                return;
            }
            const Conversation c = *r.value().first();
            if (c.sandboxStatus.value() != SandboxStatus::Running || c.conversationUrl.isEmpty()) {
                setStatus(conversationId, rid, Status::Invalid);
                fail(conversationId, rid, CommandFailure::NotRunning,
                     tr("The agent can only be answered while its sandbox is running (it is %1); the answer "
                        "was not sent.")
                         .arg(sandboxStatusName(c.sandboxStatus).toLower()));
                return;
            }
            m_client->respondToAskUser(c, answer, this, [this, conversationId, rid](Api::Result<Api::Unit> rr) {
                if (rr) {
                    setStatus(conversationId, rid, Status::Sent);
                    Q_EMIT finished(CommandOutcome::succeeded(Command::Answer, rid, tr("Answer sent to the agent.")));
                    return;
                }
                const ApiError &e = rr.error();
                const Status s = statusOfAnswerError(e);
                const QString words = serverWords(e);
                setStatus(conversationId, rid, s, words);
                CommandFailure failure = CommandFailure::Network;
                if (s == Status::NoRoute)
                    failure = CommandFailure::Unsupported;
                else if (s == Status::Refused)
                    failure = CommandFailure::Conflict;
                else if (s == Status::Invalid)
                    failure = CommandError::fromApi(e).failure;
                fail(conversationId, rid, failure, statusText(rid));
            });
        });
}

bool AskUserCommands::sendAsMessage(const QString &conversationId, const AskUserRequestPayload &request)
{
    const QString rid = request.requestId;
    const auto recorded = recordedAnswer(rid);
    if (!recorded || status(rid) != Status::NoRoute) {
        fail(conversationId, rid, CommandFailure::Invalid,
             tr("Only an answer the server could not take can be sent as a message."));
        return false;
    }
    if (!m_client) {
        fail(conversationId, rid, CommandFailure::NotConnected, tr("Not connected to a server."));
        return false;
    }
    const QString text = askUserAnswerAsMessage(request, *recorded);
    if (m_store) {
        m_store->setResponseState(rid, State::MessageRecorded, {}, this, [this, conversationId, rid, text](bool ok) {
            if (!ok) {
                setStatus(conversationId, rid, Status::NoRoute);
                fail(conversationId, rid, CommandFailure::Generic,
                     tr("Your answers could not be recorded, so they were not sent. Try again."));
                return;
            }
            sendMessage(conversationId, rid, text);
        });
        return true;
    }
    setStatus(conversationId, rid, Status::SendingMessage);
    sendMessage(conversationId, rid, text);
    return true;
}

void AskUserCommands::sendMessage(const QString &conversationId, const QString &requestId, const QString &text)
{
    m_client->sendMessage(
        conversationId, Api::SendMessageRequest::ofText(text), this,
        [this, conversationId, requestId](Api::Result<Api::SendMessageResponse> r) {
            if (r && r.value().success) {
                setStatus(conversationId, requestId, Status::SentAsMessage);
                Q_EMIT finished(CommandOutcome::succeeded(Command::Answer, requestId,
                                                          tr("Answer sent to the agent as a message.")));
                return;
            }
            if (r) { // the server answered: it did not take the message
                setStatus(conversationId, requestId, Status::NoRoute);
                fail(conversationId, requestId, CommandFailure::Generic,
                     r.value().message.isEmpty() ? tr("The server did not accept the message.") : r.value().message);
                return;
            }
            const ApiError &e = r.error();
            const bool definite = e.httpStatus >= 400 && e.httpStatus < 500;
            setStatus(conversationId, requestId, definite ? Status::NoRoute : Status::Unknown);
            const CommandError ce = CommandError::fromApi(e);
            fail(conversationId, requestId, ce.failure,
                 definite ? tr("The message was not sent: %1").arg(ce.message) : statusText(requestId));
        });
}

} // namespace Switchyard
