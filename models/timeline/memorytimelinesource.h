// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/timeline/timelinesource.h"

namespace Switchyard {

/// A TimelineSource over events held in memory (tests, previews, small offline files).
/// The execution status is the one set explicitly, else the latest one seen in a state update.
class MemoryTimelineSource : public TimelineSource
{
    Q_OBJECT
public:
    explicit MemoryTimelineSource(QObject *parent = nullptr);
    explicit MemoryTimelineSource(QList<Event> events, QObject *parent = nullptr);

    void append(const QList<Event> &events);
    void setExecutionStatus(OpenEnum<ExecutionStatus> status);

    [[nodiscard]] qint64 eventCount() const override;
    [[nodiscard]] QList<EventSummary> summaries(qint64 fromSeq, qint64 count) const override;
    [[nodiscard]] std::optional<Event> event(qint64 seq) const override;
    [[nodiscard]] OpenEnum<ExecutionStatus> executionStatus() const override;

private:
    void scanStatus(const QList<Event> &events);

    QList<Event> m_events;
    OpenEnum<ExecutionStatus> m_explicitStatus;
    OpenEnum<ExecutionStatus> m_eventStatus;
};

} // namespace Switchyard
