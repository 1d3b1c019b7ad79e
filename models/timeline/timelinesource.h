// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/domain/event.h"
#include "models/domain/eventsummary.h"

#include <QList>
#include <QObject>

#include <optional>

namespace Switchyard {

/// Where a TimelineModel reads the events of ONE conversation from: the Store (cached and live
/// conversations, offline trajectories) or an in-memory list (tests, previews).
///
/// Events are addressed by their log sequence number 0..eventCount()-1 and only ever appended.
/// Reads are synchronous and expected to be cheap (a local cache): the model reads summaries in
/// pages and parses single events only when a detail is shown. Lives on the GUI thread.
class TimelineSource : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    ~TimelineSource() override;

    [[nodiscard]] virtual qint64 eventCount() const = 0;
    /// The conversation whose log this is (empty: none, e.g. an in-memory preview).
    [[nodiscard]] virtual QString conversationId() const { return {}; }
    /// Compact rows for seq [fromSeq, fromSeq + count), clamped to the log.
    [[nodiscard]] virtual QList<EventSummary> summaries(qint64 fromSeq, qint64 count) const = 0;
    /// The whole typed event, parsed on demand.
    [[nodiscard]] virtual std::optional<Event> event(qint64 seq) const = 0;
    /// The conversation's execution status as the app knows it (the record first, then events).
    [[nodiscard]] virtual OpenEnum<ExecutionStatus> executionStatus() const { return {}; }
    /// Older events exist beyond seq 0 that are not held yet (a conversation opened newest first).
    [[nodiscard]] virtual bool canFetchOlder() const { return false; }
    /// Asks for them; they arrive as eventsPrepended().
    virtual void fetchOlder() { }

    // Scans over the whole log, answered asynchronously by signal (a store source reads off the
    // GUI thread; the default implementation reads summaries()/event() once control returns to
    // the event loop, fine for in-memory logs).
    /// Counts the user turns (user MessageEvents) before seq: answered by userTurnsCounted().
    virtual void countUserTurnsBefore(qint64 seq);
    /// Looks for needle (case-insensitive) in the full text of the events after (forward) or before
    /// fromSeq, wrapping around; fromSeq itself is looked at last. Answered by textFound(requestId,
    /// seq or -1). A newer request supersedes an older one.
    virtual void findText(quint64 requestId, const QString &needle, qint64 fromSeq, bool forward);
    /// Counts the events whose full text contains needle: answered by textCounted(requestId, n).
    virtual void countText(quint64 requestId, const QString &needle);

    /// The text findText() looks at for an event: its raw JSON if known, else its typed text fields.
    [[nodiscard]] static QString searchableText(const Event &event);

Q_SIGNALS:
    /// New events were appended; newCount is the new eventCount().
    void eventsAppended(qint64 newCount);
    /// `count` older events were put before seq 0: every seq moved up by count (eventsAppended
    /// with the new total follows).
    void eventsPrepended(qint64 count);
    /// executionStatus() may have changed.
    void statusChanged();
    /// The log was replaced (refill after a count mismatch): readers start over.
    void reset();
    void userTurnsCounted(qint64 beforeSeq, qint64 count);
    void textFound(quint64 requestId, qint64 seq);
    void textCounted(quint64 requestId, qint64 count);
};

} // namespace Switchyard
