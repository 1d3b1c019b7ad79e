// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/ (switchyard_models).
//
// The fleet timeline's read face (issue 32): takes what it needs of the store's mirror on the GUI
// thread (conversations, their sandboxes' lifecycle estimates: the list's own functions), reads
// the status history on a worker thread through a read-only connection of its own (WAL: it never
// blocks the writer or the GUI thread), builds Fleet::TimelineData there and hands it back by a
// queued signal. The result is cached until the store changes (rebuilt at most once a second) or
// the grouping changes; a view paints from it and never queries SQL.

#include "models/fleet/fleettimeline.h"

#include <QObject>
#include <QPointer>

#include <atomic>
#include <functional>
#include <memory>

class QTimer;

namespace Switchyard {

class StoreReader;

namespace Fleet {

/// Every status history row of the store file at `dbPath` observed in [fromMs, toMs) (own
/// read-only connection: call it on a worker thread). Empty on error.
[[nodiscard]] QList<HistoryRow> readHistory(const QString &dbPath, qint64 fromMs, qint64 toMs);

} // namespace Fleet

class FleetReader final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FleetReader)
public:
    explicit FleetReader(QObject *parent = nullptr);
    ~FleetReader() override;

    void setStore(StoreReader *store);
    void setGrouping(Fleet::Grouping grouping);
    [[nodiscard]] Fleet::Grouping grouping() const { return m_grouping; }
    /// How far back the timeline reads (default 30 days; the store keeps 90).
    void setSpanDays(int days);
    void setClock(std::function<QDateTime()> clock) { m_clock = std::move(clock); }

    /// The last data built (null before the first one).
    [[nodiscard]] std::shared_ptr<const Fleet::TimelineData> data() const { return m_data; }
    /// Builds now (off this thread); dataReady() follows.
    void refresh();
    [[nodiscard]] bool isBuilding() const { return m_building > 0; }
    /// While inactive (the page is hidden) store changes only mark the data stale; it is rebuilt
    /// when the reader becomes active again. Active by default.
    void setActive(bool active);

Q_SIGNALS:
    void dataReady();

private:
    [[nodiscard]] Fleet::Inputs collect() const;
    void scheduleRefresh();

    QPointer<StoreReader> m_store;
    Fleet::Grouping m_grouping = Fleet::Grouping::Sandbox;
    int m_spanDays = 30;
    std::function<QDateTime()> m_clock;
    std::shared_ptr<const Fleet::TimelineData> m_data;
    std::shared_ptr<std::atomic<quint64>> m_generation = std::make_shared<std::atomic<quint64>>(0);
    int m_building = 0;
    bool m_active = true;
    bool m_stale = false;
    QTimer *m_debounce = nullptr;
    QMetaObject::Connection m_changed;
};

} // namespace Switchyard
