// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/conversations/conversationrow.h"

namespace Switchyard {

QString ConversationRow::key() const
{
    return kind == Kind::Conversation ? QStringLiteral("c:") + conversation.id : QStringLiteral("t:") + startTask.id;
}

QString ConversationRow::title() const
{
    if (kind == Kind::Conversation)
        return conversation.title;
    return startTask.request.title;
}

QString ConversationRow::repository() const
{
    return kind == Kind::Conversation ? conversation.selectedRepository : startTask.request.selectedRepository;
}

QString ConversationRow::branch() const
{
    return kind == Kind::Conversation ? conversation.selectedBranch : startTask.request.selectedBranch;
}

QString ConversationRow::model() const
{
    if (kind == Kind::StartTask)
        return startTask.request.llmModel;
    if (!conversation.llmModel.isEmpty())
        return conversation.llmModel;
    // metrics.model_name is "default" on stored records (§3.4): not worth showing.
    if (conversation.metrics && conversation.metrics->modelName != u"default")
        return conversation.metrics->modelName;
    return {};
}

QString ConversationRow::sandboxId() const
{
    return kind == Kind::Conversation ? conversation.sandboxId : startTask.sandboxId;
}

OpenEnum<SandboxStatus> ConversationRow::sandboxStatus() const
{
    if (kind == Kind::StartTask)
        return {};
    return displaySandbox.isAbsent() ? conversation.sandboxStatus : displaySandbox;
}

QString ConversationRow::parentId() const
{
    return kind == Kind::Conversation ? conversation.parentConversationId : startTask.request.parentConversationId;
}

double ConversationRow::cost() const
{
    if (kind == Kind::Conversation && conversation.metrics)
        return conversation.metrics->accumulatedCost;
    return 0.0;
}

QDateTime ConversationRow::lastActivity() const
{
    if (lastActivityMs > 0)
        return QDateTime::fromMSecsSinceEpoch(lastActivityMs, Qt::UTC);
    if (kind == Kind::StartTask)
        return startTask.updatedAt.isValid() ? startTask.updatedAt : startTask.createdAt;
    return conversation.updatedAt.isValid() ? conversation.updatedAt : conversation.createdAt;
}

bool ConversationRow::needsAttention() const
{
    if (kind == Kind::StartTask)
        return startTask.status.value() == StartTaskStatus::Error;
    if (gone)
        return false;
    if (questionWaiting && displayExecution != ExecutionStatus::Finished)
        return true;
    switch (displayExecution.value()) {
    case ExecutionStatus::WaitingForConfirmation:
    case ExecutionStatus::Error:
    case ExecutionStatus::Stuck:
        return true;
    default:
        return false;
    }
}

bool ConversationRow::sameContent(const ConversationRow &o) const
{
    if (kind != o.kind)
        return false;
    if (kind == Kind::StartTask) {
        const auto &a = startTask;
        const auto &b = o.startTask;
        return a.id == b.id && a.status == b.status && a.detail == b.detail
            && a.appConversationId == b.appConversationId && a.sandboxId == b.sandboxId && a.updatedAt == b.updatedAt
            && a.request.selectedRepository == b.request.selectedRepository
            && a.request.selectedBranch == b.request.selectedBranch && a.request.llmModel == b.request.llmModel
            && a.request.title == b.request.title;
    }
    return conversation == o.conversation && displayExecution == o.displayExecution
        && displaySandbox == o.displaySandbox && startingGrace == o.startingGrace && gone == o.gone
        && archived == o.archived && lastActivityMs == o.lastActivityMs && eventCount == o.eventCount
        && searchText == o.searchText && questionWaiting == o.questionWaiting && unread == o.unread
        && localTags == o.localTags;
}

ConversationRow ConversationRow::fromConversation(const Conversation &c)
{
    ConversationRow row;
    row.kind = Kind::Conversation;
    row.conversation = c;
    row.conversation.sessionApiKey.clear(); // the list never needs it
    row.displayExecution = c.executionStatus;
    return row;
}

ConversationRow ConversationRow::fromStartTask(const StartTask &t)
{
    ConversationRow row;
    row.kind = Kind::StartTask;
    row.startTask = t;
    row.startTask.request.secrets.clear();
    return row;
}

} // namespace Switchyard
