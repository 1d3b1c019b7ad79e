// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/timeline/memorytimelinesource.h"

#include <utility>

namespace Switchyard {

MemoryTimelineSource::MemoryTimelineSource(QObject *parent)
    : TimelineSource(parent)
{ }

MemoryTimelineSource::MemoryTimelineSource(QList<Event> events, QObject *parent)
    : TimelineSource(parent)
    , m_events(std::move(events))
{
    scanStatus(m_events);
}

void MemoryTimelineSource::append(const QList<Event> &events)
{
    if (events.isEmpty())
        return;
    const auto before = executionStatus();
    m_events.append(events);
    scanStatus(events);
    Q_EMIT eventsAppended(m_events.size());
    if (executionStatus() != before)
        Q_EMIT statusChanged();
}

void MemoryTimelineSource::setExecutionStatus(OpenEnum<ExecutionStatus> status)
{
    m_explicitStatus = std::move(status);
    Q_EMIT statusChanged();
}

qint64 MemoryTimelineSource::eventCount() const
{
    return m_events.size();
}

QList<EventSummary> MemoryTimelineSource::summaries(qint64 fromSeq, qint64 count) const
{
    QList<EventSummary> out;
    const qint64 from = std::max<qint64>(0, fromSeq);
    const qint64 to = std::min<qint64>(m_events.size(), fromSeq + count);
    if (to <= from)
        return out;
    out.reserve(to - from);
    for (qint64 i = from; i < to; ++i)
        out.append(summarizeEvent(m_events.at(i)));
    return out;
}

std::optional<Event> MemoryTimelineSource::event(qint64 seq) const
{
    if (seq < 0 || seq >= m_events.size())
        return std::nullopt;
    return m_events.at(seq);
}

OpenEnum<ExecutionStatus> MemoryTimelineSource::executionStatus() const
{
    return m_explicitStatus.isAbsent() ? m_eventStatus : m_explicitStatus;
}

void MemoryTimelineSource::scanStatus(const QList<Event> &events)
{
    for (const Event &e : events) {
        if (const auto *p = std::get_if<StateUpdatePayload>(&e.payload); p && !p->executionStatus.isAbsent())
            m_eventStatus = p->executionStatus;
    }
}

} // namespace Switchyard
