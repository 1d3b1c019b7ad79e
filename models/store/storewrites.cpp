// SPDX-License-Identifier: GPL-3.0-or-later
// The Store's write calls: each posts one batch (StoreOps, storebatch.h) to the writer's queue.
#include "models/store/store.h"
#include "models/store/store_p.h"
#include "models/store/storebatch.h"

namespace Switchyard {

void Store::applyConversations(const QList<Conversation> &records, quint64 sequence)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::PutConversations{records, sequence}}));
}

void Store::applyConversationBatch(const QList<QString> &ids, const QList<std::optional<Conversation>> &answers,
                                   quint64 sequence)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::ConversationBatch{ids, answers, sequence}}));
}

void Store::markConversationsGone(const QList<QString> &ids, quint64 sequence)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::ConversationsGone{ids, sequence}}));
}

void Store::applySandboxes(const QList<Sandbox> &records, quint64 sequence, bool completeListing)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::PutSandboxes{records, sequence, completeListing}}));
}

void Store::applySandboxBatch(const QList<QString> &ids, const QList<std::optional<Sandbox>> &answers, quint64 sequence)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::SandboxBatch{ids, answers, sequence}}));
}

void Store::applyStartTasks(const QList<StartTask> &tasks, quint64 sequence)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::PutStartTasks{tasks, sequence}}));
}

void Store::removeStartTasks(const QList<QString> &ids)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::RemoveStartTasks{ids}}));
}

void Store::setGroupingStrategy(const OpenEnum<GroupingStrategy> &strategy, quint64 sequence)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::Settings{strategy, sequence}}));
}

void Store::appendEvents(const QString &conversationId, const QList<Event> &events, const EventCursor &cursor)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::AppendEvents{conversationId, events, cursor}}));
}

void Store::appendDurableEvents(const QString &conversationId, const QList<Event> &events, qint64 durableSeq,
                                const EventCursor &cursor)
{
    m->noteSocketDelivery(conversationId, events);
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::AppendEvents{conversationId, events, cursor, durableSeq}}));
}

void Store::replaceEvents(const QString &conversationId, const QList<Event> &events, const EventCursor &cursor)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::ReplaceEvents{conversationId, events, cursor}}));
}

void Store::appendEvents(const QString &conversationId, const QList<Event> &events, const EventCursor &cursor,
                         QObject *context, Committed done)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::AppendEvents{conversationId, events, cursor}}), context,
         std::move(done));
}

void Store::replaceEvents(const QString &conversationId, const QList<Event> &events, const EventCursor &cursor,
                          QObject *context, Committed done)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::ReplaceEvents{conversationId, events, cursor}}), context,
         std::move(done));
}

void Store::markServerLost(const QString &conversationId, qint64 serverCount)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::MarkServerLost{conversationId, serverCount}}));
}

void Store::markSocketLogShortened(const QString &conversationId, qint64 serverLength)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::SocketLogShortened{conversationId, serverLength}}));
}

void Store::keepLostHistory(const QString &conversationId)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::LostHistoryChoice{conversationId, false}}));
}

void Store::dropLostHistory(const QString &conversationId)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::LostHistoryChoice{conversationId, true}}));
}

void Store::prependEvents(const QString &conversationId, const QList<Event> &events, const EventCursor &cursor,
                          bool historyComplete)
{
    post(std::make_unique<StoreBatch>(
        StoreBatch{StoreOps::PrependEvents{conversationId, events, cursor, historyComplete}}));
}

void Store::insertEvents(const QString &conversationId, const QList<Event> &events, const EventCursor &cursor)
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::InsertEvents{conversationId, events, cursor}}));
}

void Store::reevaluate()
{
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::Reevaluate{}}));
}

} // namespace Switchyard
