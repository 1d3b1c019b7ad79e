// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/store. A response the user gave (an ask-user answer, or an approval or rejection of
// a pending action: ApprovalCommands), as the store keeps it:
// recorded before it is sent, then what became of it, so that it is never sent twice, across
// reconnects and restarts (ARCHITECTURE invariant 12). One per request id.

#include "models/domain/askuser.h"

#include <QString>

namespace Switchyard {

struct SentResponse
{
    /// Stored as integers: append only.
    enum class State
    {
        Recorded = 0, ///< committed, being sent (after a restart: it may have been sent)
        Sent = 1, ///< the server took it
        Refused = 2, ///< the server said no for good (stale or expired request): not sent again
        Invalid = 3, ///< the server refused this answer (unknown option...): a new answer may be given
        NoRoute = 4, ///< the server has no respond_to_ask_user (404/405): may go as a message
        MessageRecorded = 5, ///< the answer as a message is committed, being sent
        SentAsMessage = 6,
        Unknown = 7, ///< sent, no answer (transport error, 5xx, a restart while sending): not sent again
    };

    /// What was answered (the store's `kind` column: "ask_user", "confirmation").
    enum class Kind
    {
        AskUser,
        Confirmation, ///< respond_to_confirmation; requestId is the pending ActionEvent's id
    };

    Kind kind = Kind::AskUser;
    QString requestId; ///< the ask-user request id, or the action id of a confirmation
    QString conversationId;
    AskUserAnswer answer; ///< Kind::AskUser
    bool accept = false; ///< Kind::Confirmation: approved (true) or rejected
    QString reason; ///< Kind::Confirmation: the rejection's reason
    State state = State::Recorded;
    qint64 recordedAtMs = 0;
    QString detail; ///< the server's words for Refused / Invalid (untrusted, plain text)

    /// respond_to_ask_user may (again) carry an answer for this request.
    [[nodiscard]] bool allowsAnswer() const { return state == State::Invalid; }
    /// The answer may go as a message (the server has no route for it).
    [[nodiscard]] bool allowsMessage() const { return state == State::NoRoute; }
};

} // namespace Switchyard
