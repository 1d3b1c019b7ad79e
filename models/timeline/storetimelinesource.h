// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/timeline/timelinesource.h"

#include <QPointer>

#include <atomic>
#include <memory>

namespace Switchyard {

class Store;
struct StoreChanges;

/// A TimelineSource over one conversation of the Store: summaries and events are read from the
/// local cache; Store::changed (eventsAppended / eventsReset / the conversation's record) is
/// forwarded as eventsAppended / reset / statusChanged. The execution status is the record's
/// reconciled displayExecution (ARCHITECTURE invariant 1).
class StoreTimelineSource : public TimelineSource
{
    Q_OBJECT
public:
    StoreTimelineSource(Store *store, const QString &conversationId, QObject *parent = nullptr);

    [[nodiscard]] QString conversationId() const;
    [[nodiscard]] qint64 eventCount() const override;
    [[nodiscard]] QList<EventSummary> summaries(qint64 fromSeq, qint64 count) const override;
    [[nodiscard]] std::optional<Api::Event> event(qint64 seq) const override;
    [[nodiscard]] std::optional<Api::Tolerant<Api::ExecutionStatus>> executionStatus() const override;
    /// On a worker thread with its own connection to the store file (StoreEventScan).
    void countUserTurnsBefore(qint64 seq) override;
    void findText(quint64 requestId, const QString &needle, qint64 fromSeq, bool forward) override;
    void countText(quint64 requestId, const QString &needle) override;

private:
    void onChanged(const StoreChanges &changes);

    QPointer<Store> m_store;
    QString m_conversationId;
    std::shared_ptr<std::atomic<quint64>> m_findGeneration;
    std::shared_ptr<std::atomic<quint64>> m_countGeneration;
};

} // namespace Switchyard
