// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/timeline/timelinesource.h"

#include <QFuture>
#include <QHash>
#include <QPointer>

#include <atomic>
#include <memory>

namespace Switchyard {

class StoreReader;
struct StoreChanges;

/// A TimelineSource over one conversation of the Store: summaries and events are read from the
/// local cache; Store::changed (eventsAppended / eventsReset / the conversation's record) is
/// forwarded as eventsAppended / reset / statusChanged. The execution status is the record's
/// reconciled displayExecution (ARCHITECTURE invariant 1).
class StoreTimelineSource : public TimelineSource
{
    Q_OBJECT
public:
    StoreTimelineSource(StoreReader *store, const QString &conversationId, QObject *parent = nullptr);
    /// Stops the scans still running (each stops after its current chunk) and waits for them.
    ~StoreTimelineSource() override;

    [[nodiscard]] QString conversationId() const override;
    [[nodiscard]] qint64 eventCount() const override;
    [[nodiscard]] QList<EventSummary> summaries(qint64 fromSeq, qint64 count) const override;
    [[nodiscard]] std::optional<Event> event(qint64 seq) const override;
    [[nodiscard]] OpenEnum<ExecutionStatus> executionStatus() const override;
    /// The store's log is not complete (opened newest first); fetchOlder() asks the sync engine
    /// for the next older page through Store::requestOlderEvents().
    [[nodiscard]] bool canFetchOlder() const override;
    void fetchOlder() override;
    /// On a worker thread with its own connection to the store file (StoreEventScan).
    void countUserTurnsBefore(qint64 seq) override;
    void findText(quint64 requestId, const QString &needle, qint64 fromSeq, bool forward) override;
    void countText(quint64 requestId, const QString &needle) override;

private:
    void onChanged(const StoreChanges &changes);

    QPointer<StoreReader> m_store;
    QString m_conversationId;
    template<typename Work, typename Done>
    void runScan(Work work, Done done);

    std::shared_ptr<std::atomic<quint64>> m_turnsGeneration;
    std::shared_ptr<std::atomic<quint64>> m_findGeneration;
    QHash<quint64, QFuture<qint64>> m_running; ///< scans still running, by a serial number
    quint64 m_scanSerial = 0;
    std::shared_ptr<std::atomic<quint64>> m_countGeneration;
};

} // namespace Switchyard
