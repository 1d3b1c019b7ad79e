// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One row of the conversation list: a conversation as the client knows it, or a start task that
// has not produced its conversation yet. Plain value; the list model diffs rows by `key`.

#include "models/domain/conversation.h"
#include "models/domain/starttask.h"

#include <QDateTime>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace Switchyard {

struct ConversationRecord;

struct ConversationRow
{
    enum class Kind
    {
        Conversation,
        StartTask,
    };
    Kind kind = Kind::Conversation;

    Conversation conversation; ///< for Kind::Conversation (session key dropped)
    StartTask startTask; ///< for Kind::StartTask (secrets dropped)

    /// The reconciled execution status to show (absent = none: the sandbox is not running).
    OpenEnum<ExecutionStatus> displayExecution;
    /// The reconciled sandbox status to show (empty: use conversation.sandboxStatus).
    OpenEnum<SandboxStatus> displaySandbox;
    bool startingGrace = false; ///< RUNNING, no agent answer yet: show "starting"
    bool gone = false; ///< the server no longer returns it
    bool archived = false; ///< the user archived it (kept locally, hidden from the default list)
    qint64 lastActivityMs = 0; ///< newest event time known (0 = none)
    qint64 eventCount = 0;
    QString searchText; ///< cached event text, lower-cased or not (matching is case-insensitive)
    bool questionWaiting = false; ///< an ask-user question waits for its answer (QuestionTracker)
    bool unread = false; ///< changed since the user last looked (the store's read marks)
    /// The local tags watch rules put on it (WatchReader::tags(); plain text of the user's rules).
    QStringList localTags;

    /// Not part of equality: it moves on every poll, and the view repaints the staleness on a timer.
    QDateTime confirmedAt;

    /// "c:<conversation id>" or "t:<start task id>".
    [[nodiscard]] QString key() const;
    [[nodiscard]] QString id() const { return kind == Kind::Conversation ? conversation.id : startTask.id; }
    [[nodiscard]] QString title() const;
    [[nodiscard]] QString repository() const;
    [[nodiscard]] QString branch() const;
    [[nodiscard]] QString model() const;
    [[nodiscard]] QString sandboxId() const;
    /// displaySandbox, else the record's sandbox_status.
    [[nodiscard]] OpenEnum<SandboxStatus> sandboxStatus() const;
    [[nodiscard]] QString parentId() const;
    [[nodiscard]] double cost() const;
    /// Last activity: newest event, else updated_at / created_at.
    [[nodiscard]] QDateTime lastActivity() const;
    /// waiting_for_confirmation, error or stuck, or a question waiting for its answer (unless
    /// finished); or a start task in ERROR.
    [[nodiscard]] bool needsAttention() const;

    /// Equality of everything shown (confirmedAt excluded).
    [[nodiscard]] bool sameContent(const ConversationRow &other) const;

    [[nodiscard]] static ConversationRow fromConversation(const Conversation &c);
    [[nodiscard]] static ConversationRow fromStartTask(const StartTask &t);
    /// From the store's record (defined in conversationrowfromstore.cpp, which needs store.h).
    [[nodiscard]] static ConversationRow fromRecord(const ConversationRecord &record);
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::ConversationRow)
