// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/timeline/timelinesource.h"

namespace Switchyard::Test {

/// A conversation of any length generated from the seq, holding nothing (a store's summary table
/// without the store): the timeline and transcript benchmarks' source.
///  - Shape::Log: a user message every 200 events, then terminal actions and their results in
///    pairs, a state update (noise) every 10th event, a failed command every 7th result;
///  - Shape::Chat: a user message and an agent reply (Markdown with a code block) every 50
///    events, terminal actions and their results between them.
class SyntheticSource final : public TimelineSource
{
public:
    enum class Shape
    {
        Log,
        Chat
    };

    explicit SyntheticSource(qint64 count, Shape shape = Shape::Log, QObject *parent = nullptr);

    [[nodiscard]] qint64 eventCount() const override { return m_count; }
    [[nodiscard]] QList<EventSummary> summaries(qint64 fromSeq, qint64 count) const override;
    [[nodiscard]] std::optional<Event> event(qint64 seq) const override;
    /// Answered at once from the shape (no scan).
    void countUserTurnsBefore(qint64 seq) override;

    [[nodiscard]] EventSummary summary(qint64 seq) const;

private:
    [[nodiscard]] static EventSummary logSummary(qint64 seq);
    [[nodiscard]] static EventSummary chatSummary(qint64 seq);

    qint64 m_count;
    Shape m_shape;
};

} // namespace Switchyard::Test
