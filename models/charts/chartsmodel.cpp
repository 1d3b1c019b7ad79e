// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/charts/chartsmodel.h"

#include "models/read/storereader.h"

#include <QFutureWatcher>
#include <QThreadPool>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace Switchyard {

ChartsModel::ChartsModel(QObject *parent)
    : QObject(parent)
    , m_status(new ChartTableModel(tr("Status"), {tr("Sandboxes")}, this))
    , m_perSandbox(new ChartTableModel(tr("Sandbox"), {tr("Conversations"), tr("Active agents")}, this))
    , m_usage(new ChartTableModel(ChartRows::usageLabelHeader(ChartRows::UsageGrouping::PerRepository),
                                  ChartRows::usageColumns(ChartRows::UsageGrouping::PerRepository), this))
    , m_daily(new ChartTableModel(ChartRows::usageLabelHeader(ChartRows::UsageGrouping::PerDay),
                                  ChartRows::usageColumns(ChartRows::UsageGrouping::PerDay), this))
    , m_rebuild(new RebuildScheduler(
          [this] {
              rebuildFromStore();
          },
          this))
{
    m_status->setObjectName(QStringLiteral("sandboxesByStatus"));
    m_perSandbox->setObjectName(QStringLiteral("conversationsPerSandbox"));
    m_usage->setObjectName(QStringLiteral("usage"));
    m_daily->setObjectName(QStringLiteral("daily"));
    m_status->setRows(ChartRows::sandboxesByStatus({}));
}

ChartsModel::~ChartsModel() = default;

void ChartsModel::setStore(StoreReader *store)
{
    if (m_store == store)
        return;
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    m_rebuild->forget(); // rows for the previous store are of no use any more
    if (!m_store) {
        setSnapshot({}, {});
        return;
    }
    connect(m_store, &StoreReader::changed, this, [this](const StoreChanges &changes) {
        if (!changes.conversations.isEmpty() || !changes.sandboxes.isEmpty())
            m_rebuild->schedule();
    });
    rebuildFromStore();
}

void ChartsModel::setActive(bool active)
{
    m_rebuild->setActive(active);
}

ChartsModel::Rolled ChartsModel::rollUp(QList<Sandbox> sandboxes, QList<Conversation> conversations,
                                        ChartRows::UsageGrouping grouping)
{
    Rolled r;
    r.grouping = grouping;
    r.status = ChartRows::sandboxesByStatus(sandboxes);
    r.perSandbox = ChartRows::conversationsPerSandbox(conversations);
    r.usage = ChartRows::usage(conversations, grouping);
    r.daily = ChartRows::usage(conversations, ChartRows::UsageGrouping::PerDay);
    r.conversations = std::move(conversations);
    return r;
}

void ChartsModel::rebuildFromStore()
{
    if (!m_store)
        return;
    if (!m_rebuild->begin())
        return;

    // Plain values only cross to the pool: the mirror's record list is implicitly shared (the store
    // copies it once when it changes next), the sandbox records are a copy.
    const QList<ConversationRecord> records = m_store->conversations();
    const QList<SandboxRecord> sandboxRecords = m_store->sandboxes();
    const ChartRows::UsageGrouping grouping = m_grouping;
    const quint64 generation = m_rebuild->generation();
    auto work = [records, sandboxRecords, grouping, generation] {
        QList<Sandbox> sandboxes;
        sandboxes.reserve(sandboxRecords.size());
        for (const auto &r : sandboxRecords) {
            if (!r.gone)
                sandboxes.append(r.sandbox);
        }
        QList<Conversation> conversations;
        conversations.reserve(records.size());
        for (const auto &r : records) {
            if (r.gone)
                continue;
            Conversation c = r.conversation;
            c.sessionApiKey.clear(); // charts never need it
            if (!r.displayExecution.isAbsent())
                c.executionStatus = r.displayExecution;
            conversations.append(std::move(c));
        }
        Rolled rolled = rollUp(std::move(sandboxes), std::move(conversations), grouping);
        rolled.generation = generation;
        return rolled;
    };
    if (!m_watcher) {
        m_watcher = new QFutureWatcher<Rolled>(this);
        connect(m_watcher, &QFutureWatcherBase::finished, this, &ChartsModel::rollUpFinished);
    }
    m_watcher->setFuture(QtConcurrent::run(std::move(work)));
}

void ChartsModel::rollUpFinished()
{
    m_rebuild->ended();
    QFuture<Rolled> future = m_watcher->future();
    if (future.isValid() && future.resultCount() > 0) {
        Rolled rolled = future.takeResult(); // moved out: the future keeps no reference
        if (m_rebuild->accept(rolled.generation, rolled.grouping == m_grouping)) {
            adopt(std::move(rolled));
        } else {
            QThreadPool::globalInstance()->start([dropped = std::move(rolled)]() mutable {
                dropped = {}; // freed on the pool
            });
        }
    }
    m_rebuild->continueIfAsked();
}

void ChartsModel::adopt(Rolled rolled)
{
    QList<Conversation> old = std::exchange(m_conversations, std::move(rolled.conversations));
    // Freeing 10,000 records is no work for this thread: the pool drops the last reference.
    QThreadPool::globalInstance()->start([old = std::move(old)]() mutable {
        old = {};
    });
    m_status->setRows(rolled.status);
    m_perSandbox->setRows(rolled.perSandbox);
    m_usage->setRows(rolled.usage);
    m_daily->setRows(rolled.daily);
    Q_EMIT updated();
}

void ChartsModel::setSnapshot(const QList<Sandbox> &sandboxes, const QList<Conversation> &conversations)
{
    m_rebuild->invalidate(); // a snapshot from the caller wins over any roll-up still running
    adopt(rollUp(sandboxes, conversations, m_grouping));
}

void ChartsModel::setUsageGrouping(ChartRows::UsageGrouping grouping)
{
    if (grouping == m_grouping)
        return;
    m_grouping = grouping;
    m_rebuild->supersedeRunning(); // the running roll-up uses the old grouping: its rows are dropped
    // Different meaning of every row: a new document, one reset.
    m_usage->resetColumns(ChartRows::usageLabelHeader(grouping), ChartRows::usageColumns(grouping),
                          ChartRows::usage(m_conversations, grouping));
    Q_EMIT updated();
}

} // namespace Switchyard
