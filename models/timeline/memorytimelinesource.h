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
    explicit MemoryTimelineSource(QList<Api::Event> events, QObject *parent = nullptr);

    void append(const QList<Api::Event> &events);
    void setExecutionStatus(std::optional<Api::Tolerant<Api::ExecutionStatus>> status);

    [[nodiscard]] qint64 eventCount() const override;
    [[nodiscard]] QList<EventSummary> summaries(qint64 fromSeq, qint64 count) const override;
    [[nodiscard]] std::optional<Api::Event> event(qint64 seq) const override;
    [[nodiscard]] std::optional<Api::Tolerant<Api::ExecutionStatus>> executionStatus() const override;

private:
    void scanStatus(const QList<Api::Event> &events);

    QList<Api::Event> m_events;
    std::optional<Api::Tolerant<Api::ExecutionStatus>> m_explicitStatus;
    std::optional<Api::Tolerant<Api::ExecutionStatus>> m_eventStatus;
};

} // namespace Switchyard
