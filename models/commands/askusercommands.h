// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Answering the agent's questions (spec §13.2). answer() checks the answer against the question,
// records it in the store, and only once that is committed posts it once to the agent server
// (POST {conversation_url}/events/respond_to_ask_user {request_id, action, answers}); a request id
// that has an answer that was or may have been sent is never sent again, across reconnects and
// restarts (ARCHITECTURE invariant 12; the record is the store's, SentResponse). The server's answer
// becomes a status and, when it did not take the answer, a CommandError in words:
//  - 404 "Not Found" / 405: the agent server has no route for answers -> NoRoute (CommandFailure::
//    Unsupported); sendAsMessage() then sends the answers written out as a normal message, once;
//  - 409 and other refusals with a detail: the request is stale or expired -> Refused (Conflict);
//  - 400/422: this answer was refused (unknown option...) -> Invalid: a new answer may be given;
//  - no answer (transport, timeout, 5xx): Unknown, never sent again.
// An ask-user action is never approved through respond_to_confirmation: nothing here calls it.

#include "models/commands/commanderror.h"
#include "models/domain/askuser.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

namespace Switchyard {

namespace Api {
class ApiClient;
struct ApiError;
} // namespace Api

class Store;
struct Conversation;

class AskUserCommands final : public QObject
{
    Q_OBJECT
public:
    /// What became of the answer to one request (the store's record, in the views' terms).
    enum class Status
    {
        None, ///< not answered from here
        Sending,
        Sent,
        Refused, ///< stale or expired: not sent again
        Invalid, ///< not taken; a new answer may be given
        NoRoute, ///< the server cannot take answers: sendAsMessage() may
        SendingMessage,
        SentAsMessage,
        Unknown, ///< sent without a reply: not sent again
    };
    Q_ENUM(Status)

    /// `store` may be null: then the answers of this session only are remembered (not across a
    /// restart).
    AskUserCommands(Api::ApiClient *client, Store *store, QObject *parent = nullptr);
    ~AskUserCommands() override;
    Q_DISABLE_COPY_MOVE(AskUserCommands)

    /// Records, then sends. False when refused before anything was sent (answered already, an
    /// answer that does not fit the question, no server): finished() says why at once.
    bool answer(const QString &conversationId, const AskUserRequestPayload &request, const AskUserAnswer &answer);
    /// After NoRoute: the recorded answer written out as a message (send-message), once.
    bool sendAsMessage(const QString &conversationId, const AskUserRequestPayload &request);

    [[nodiscard]] Status status(const QString &requestId) const;
    /// The recorded answer of a request (nullopt: none).
    [[nodiscard]] std::optional<AskUserAnswer> recordedAnswer(const QString &requestId) const;
    /// The status in words for the form (empty for None).
    [[nodiscard]] QString statusText(const QString &requestId) const;
    [[nodiscard]] static bool allowsAnswer(Status status)
    {
        return status == Status::None || status == Status::Invalid;
    }

Q_SIGNALS:
    /// One answer (or the message written from it) ended, once: Command::Answer on the request id,
    /// with a sentence for the status bar or the CommandError in words (status() has the rest).
    void finished(const Switchyard::CommandOutcome &outcome);
    /// status() of a request changed.
    void statusChanged(const QString &conversationId, const QString &requestId);

private:
    void send(const QString &conversationId, const AskUserAnswer &answer);
    void sendMessage(const QString &conversationId, const QString &requestId, const QString &text);
    void setStatus(const QString &conversationId, const QString &requestId, Status status, const QString &detail = {});
    void fail(const QString &conversationId, const QString &requestId, CommandFailure failure, const QString &message);
    [[nodiscard]] Status statusOfAnswerError(const Api::ApiError &error) const;

    QPointer<Api::ApiClient> m_client;
    QPointer<Store> m_store;
    struct Local
    {
        Status status = Status::None;
        AskUserAnswer answer;
        QString detail;
    };
    QHash<QString, Local> m_local; ///< without a store: this session's answers
};

} // namespace Switchyard
