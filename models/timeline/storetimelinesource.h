// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/timeline/timelinesource.h"

#include <QPointer>

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

private:
    void onChanged(const StoreChanges &changes);

    QPointer<Store> m_store;
    QString m_conversationId;
};

} // namespace Switchyard
