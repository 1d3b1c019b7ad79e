// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// ChartsModel: the four table models behind the charts page, fed from the Store (Store::changed)
// or from snapshots. Each is a ChartTableModel updated by keyed diffs.
//
// Following a store: change sets are coalesced (100 ms), the records go to a pool thread as an
// implicitly shared snapshot of plain values and the rows are rolled up there; this thread only
// applies the finished rows. One roll-up runs at a time; a newer request supersedes the running one
// (its rows are dropped, at most twice in a row). While inactive (setActive(false): the charts are
// not shown) store changes only mark the charts stale. setSnapshot() stays synchronous.

#include "models/charts/chartrows.h"
#include "models/charts/charttablemodel.h"
#include "models/rebuildscheduler.h"

#include <QObject>
#include <QPointer>

template<typename T>
class QFutureWatcher;

namespace Switchyard {

class StoreReader;

class ChartsModel final : public QObject
{
    Q_OBJECT
public:
    explicit ChartsModel(QObject *parent = nullptr);
    ~ChartsModel() override;
    Q_DISABLE_COPY_MOVE(ChartsModel)

    void setStore(StoreReader *store);
    /// Without a store (tests, demo): gone records are simply left out by the caller.
    void setSnapshot(const QList<Sandbox> &sandboxes, const QList<Conversation> &conversations);

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

    /// Whether store changes are followed right away (default) or only marked stale until the model
    /// is active again (the charts are hidden). Becoming active with stale data starts a rebuild.
    void setActive(bool active);
    [[nodiscard]] bool isActive() const { return m_rebuild->isActive(); }
    /// True while a store rebuild is scheduled or running on the pool.
    [[nodiscard]] bool isRebuilding() const { return m_rebuild->isRebuilding(); }

Q_SIGNALS:
    /// After the tables were updated from a new snapshot.
    void updated();

private:
    struct Rolled
    {
        QList<Conversation> conversations;
        QList<ChartRow> status, perSandbox, usage, daily;
        ChartRows::UsageGrouping grouping = ChartRows::UsageGrouping::PerRepository;
        quint64 generation = 0;
    };
    [[nodiscard]] static Rolled rollUp(QList<Sandbox> sandboxes, QList<Conversation> conversations,
                                       ChartRows::UsageGrouping grouping);
    void rebuildFromStore();
    void rollUpFinished();
    void adopt(Rolled rolled);

    ChartTableModel *m_status;
    ChartTableModel *m_perSandbox;
    ChartTableModel *m_usage;
    ChartTableModel *m_daily;
    ChartRows::UsageGrouping m_grouping = ChartRows::UsageGrouping::PerRepository;
    QList<Conversation> m_conversations;
    RebuildScheduler *m_rebuild;
    QFutureWatcher<Rolled> *m_watcher = nullptr;
    QPointer<StoreReader> m_store;
};

} // namespace Switchyard
