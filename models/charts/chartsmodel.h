// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// ChartsModel: the four table models behind the charts page, fed from the Store (Store::changed)
// or from snapshots. Each is a ChartTableModel updated by keyed diffs.

#include "models/charts/chartrows.h"
#include "models/charts/charttablemodel.h"

#include <QObject>
#include <QPointer>

namespace Switchyard {

class Store;

class ChartsModel final : public QObject
{
    Q_OBJECT
public:
    explicit ChartsModel(QObject *parent = nullptr);
    ~ChartsModel() override;
    Q_DISABLE_COPY_MOVE(ChartsModel)

    void setStore(Store *store);
    /// Without a store (tests, demo): gone records are simply left out by the caller.
    void setSnapshot(const QList<Api::Sandbox> &sandboxes, const QList<Api::Conversation> &conversations);

    /// Label | Sandboxes
    [[nodiscard]] ChartTableModel *sandboxesByStatus() const { return m_status; }
    /// Sandbox | Conversations | Active agents
    [[nodiscard]] ChartTableModel *conversationsPerSandbox() const { return m_perSandbox; }
    /// Label | Cost | Prompt | Completion | Conversations, grouped by usageGrouping()
    [[nodiscard]] ChartTableModel *usage() const { return m_usage; }
    /// Day | Day (ms) | Cost | Prompt | Completion | Conversations (always per day, for the line chart)
    [[nodiscard]] ChartTableModel *daily() const { return m_daily; }

    void setUsageGrouping(ChartRows::UsageGrouping grouping);
    [[nodiscard]] ChartRows::UsageGrouping usageGrouping() const { return m_grouping; }

Q_SIGNALS:
    /// After the tables were updated from a new snapshot.
    void updated();

private:
    void rebuildFromStore();

    ChartTableModel *m_status;
    ChartTableModel *m_perSandbox;
    ChartTableModel *m_usage;
    ChartTableModel *m_daily;
    ChartRows::UsageGrouping m_grouping = ChartRows::UsageGrouping::PerRepository;
    QList<Api::Conversation> m_conversations;
    void scheduleRebuild();
    static constexpr int kRebuildDelayMs = 100;
    bool m_rebuildPending = false;
    QPointer<Store> m_store;
};

} // namespace Switchyard
