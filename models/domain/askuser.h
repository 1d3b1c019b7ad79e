// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/domain (switchyard_domain, Qt Core only).
//
// The user's answer to an ask-user question (spec §13.2): what respond_to_ask_user sends
// ({request_id, action, answers}) and what an AskUserResponseEvent reports. The question itself is
// AskUserRequestPayload (event.h). `action` follows MCP elicitation: accept (with answers), decline
// (the user will not answer) or cancel (dismissed).

#include "models/domain/event.h"

#include <QList>
#include <QMap>
#include <QMetaType>
#include <QString>

#include <optional>

namespace Switchyard {

enum class AskUserAction
{
    Accept,
    Decline,
    Cancel,
};

/// The wire words ("accept", "decline", "cancel") and back (nullopt for anything else).
[[nodiscard]] QString askUserActionWire(AskUserAction action);
[[nodiscard]] std::optional<AskUserAction> askUserActionFromWire(const QString &text);

struct AskUserAnswer
{
    QString requestId;
    AskUserAction action = AskUserAction::Accept;
    /// question id -> picks (an option's id and label, or a free text in `label` with no option id);
    /// only for Accept.
    QMap<QString, QList<AskUserPick>> answers;
    bool operator==(const AskUserAnswer &) const = default;
};

/// What is wrong with `answer` for `request` before it is sent (translated, empty when nothing): an
/// unknown question or option, several picks on a single-select question, an empty free text.
[[nodiscard]] QString askUserAnswerProblem(const AskUserRequestPayload &request, const AskUserAnswer &answer);

/// The answer written out as a message, for servers that cannot take answers (404/405 on
/// respond_to_ask_user): each question with the picked labels, or that the user declined or
/// dismissed the question. Plain text.
[[nodiscard]] QString askUserAnswerAsMessage(const AskUserRequestPayload &request, const AskUserAnswer &answer);

/// The picks of one response written out, one "question: labels" line per question (read-only
/// display of an answered question). Questions are named by their text where `request` knows them.
[[nodiscard]] QStringList askUserAnswerLines(const AskUserRequestPayload &request,
                                             const QMap<QString, QList<AskUserPick>> &answers);

/// An ask_user ActionEvent (the tool call an AskUserRequestEvent resolves): it is answered, never
/// approved or rejected through respond_to_confirmation.
[[nodiscard]] bool isAskUserAction(const ActionPayload &action);

/// When the question times out (UTC ms), from its event's timestamp and timeout_seconds; nullopt
/// when it has no timeout or the timestamp does not parse.
[[nodiscard]] std::optional<qint64> askUserDeadlineMs(const QString &eventTimestamp,
                                                      const AskUserRequestPayload &request);

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::AskUserAnswer)
