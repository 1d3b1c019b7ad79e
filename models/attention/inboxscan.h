// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/ (switchyard_models).
//
// What one conversation waits on, read from the tail of its cached log (issue 29): the pending
// actions (ActionEvents with no observation, rejection or error of their tool call after the last
// user turn, while the record says waiting_for_confirmation), each with its risk and the security
// analyzer's verdict; the ask-user question that waits for its answer; the last error. The inbox
// (InboxModel) shows it; ApprovalCommands reads it again at the moment it approves, so that what is
// approved is what the store says waits now (never an action the user did not see, never a HIGH one
// in a batch).

#include "models/domain/askuser.h"
#include "models/domain/eventsummary.h"
#include "models/domain/status.h"

#include <QList>
#include <QString>

#include <optional>

namespace Switchyard {

class StoreReader;
struct ConversationRecord;

struct PendingAction
{
    QString conversationId;
    QString actionId; ///< the ActionEvent's id (what a response is deduplicated by)
    qint64 seq = -1;
    qint64 timeMs = 0; ///< when the agent asked (UTC ms)
    OpenEnum<SecurityRisk> declaredRisk; ///< the action's own security_risk
    std::optional<SecurityVerdict> verdict; ///< the analyzer's, when one judged it
    QString actionKind; ///< TerminalAction, FileEditorAction, ...
    QString summary; ///< one line
    QString detail; ///< the command in full, or the file edit as a diff (plain text)
    bool fileEdit = false;

    /// The higher of the declared risk and the analyzer's verdict.
    [[nodiscard]] SecurityRisk risk() const;
};

struct PendingQuestion
{
    QString requestId;
    qint64 seq = -1;
    qint64 timeMs = 0;
    QString timestamp; ///< the event's, for the countdown
    AskUserRequestPayload request;
};

struct ConversationWaits
{
    QList<PendingAction> actions; ///< in log order
    std::optional<PendingQuestion> question;
    QString lastError; ///< the newest error event's one line (empty: none in the tail)
};

namespace InboxScan {

/// How many of a log's newest events are read (a wait further back is not waiting any more).
inline constexpr qint64 kTail = 32;

/// Reads the conversation's log tail. Pending actions only while the record waits for confirmation;
/// the question only while the conversation is neither gone nor finished.
[[nodiscard]] ConversationWaits scan(const StoreReader &store, const ConversationRecord &record);
/// The pending actions alone (ApprovalCommands).
[[nodiscard]] QList<PendingAction> pendingActions(const StoreReader &store, const QString &conversationId);
/// The file edit of an action written out as a diff ("--- path", "-old", "+new" lines).
[[nodiscard]] QString editAsDiff(const ActionPayload &action);

} // namespace InboxScan
} // namespace Switchyard
