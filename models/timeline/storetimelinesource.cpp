// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/timeline/storetimelinesource.h"

#include "models/store/store.h"

namespace Switchyard {

StoreTimelineSource::StoreTimelineSource(Store *store, const QString &conversationId, QObject *parent)
    : TimelineSource(parent)
    , m_store(store)
    , m_conversationId(conversationId)
{
    if (m_store)
        connect(m_store, &Store::changed, this, &StoreTimelineSource::onChanged);
}

QString StoreTimelineSource::conversationId() const
{
    return m_conversationId;
}

qint64 StoreTimelineSource::eventCount() const
{
    return m_store ? m_store->eventCount(m_conversationId) : 0;
}

QList<EventSummary> StoreTimelineSource::summaries(qint64 fromSeq, qint64 count) const
{
    return m_store ? m_store->eventSummaries(m_conversationId, fromSeq, count) : QList<EventSummary>();
}

std::optional<Api::Event> StoreTimelineSource::event(qint64 seq) const
{
    return m_store ? m_store->event(m_conversationId, seq) : std::nullopt;
}

std::optional<Api::Tolerant<Api::ExecutionStatus>> StoreTimelineSource::executionStatus() const
{
    if (!m_store)
        return std::nullopt;
    const auto record = m_store->conversation(m_conversationId);
    if (!record)
        return std::nullopt;
    if (!record->displayExecution.isEmpty())
        return record->displayExecution;
    return record->conversation.executionStatus;
}

void StoreTimelineSource::onChanged(const StoreChanges &changes)
{
    if (changes.eventsReset.contains(m_conversationId)) {
        Q_EMIT reset();
    } else {
        const auto it = changes.eventsAppended.constFind(m_conversationId);
        if (it != changes.eventsAppended.constEnd())
            Q_EMIT eventsAppended(*it);
    }
    if (changes.conversations.changed.contains(m_conversationId)
        || changes.conversations.inserted.contains(m_conversationId))
        Q_EMIT statusChanged();
}

} // namespace Switchyard
