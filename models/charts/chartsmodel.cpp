// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/charts/chartsmodel.h"

#include "models/store/store.h"

#include <QTimer>

namespace Switchyard {

ChartsModel::ChartsModel(QObject *parent)
    : QObject(parent)
    , m_status(new ChartTableModel(tr("Status"), {tr("Sandboxes")}, this))
    , m_perSandbox(new ChartTableModel(tr("Sandbox"), {tr("Conversations"), tr("Active agents")}, this))
    , m_usage(new ChartTableModel(ChartRows::usageLabelHeader(ChartRows::UsageGrouping::PerRepository),
                                  ChartRows::usageColumns(ChartRows::UsageGrouping::PerRepository), this))
    , m_daily(new ChartTableModel(ChartRows::usageLabelHeader(ChartRows::UsageGrouping::PerDay),
                                  ChartRows::usageColumns(ChartRows::UsageGrouping::PerDay), this))
{
    m_status->setObjectName(QStringLiteral("sandboxesByStatus"));
    m_perSandbox->setObjectName(QStringLiteral("conversationsPerSandbox"));
    m_usage->setObjectName(QStringLiteral("usage"));
    m_daily->setObjectName(QStringLiteral("daily"));
    m_status->setRows(ChartRows::sandboxesByStatus({}));
}

ChartsModel::~ChartsModel() = default;

void ChartsModel::setStore(Store *store)
{
    if (m_store == store)
        return;
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    if (!m_store) {
        setSnapshot({}, {});
        return;
    }
    connect(m_store, &Store::changed, this, [this](const StoreChanges &changes) {
        if (!changes.conversations.isEmpty() || !changes.sandboxes.isEmpty())
            scheduleRebuild();
    });
    rebuildFromStore();
}

void ChartsModel::scheduleRebuild()
{
    // A relist arrives as many small store transactions: coalesce them into one rebuild.
    if (m_rebuildPending)
        return;
    m_rebuildPending = true;
    QTimer::singleShot(kRebuildDelayMs, this, [this] {
        m_rebuildPending = false;
        rebuildFromStore();
    });
}

void ChartsModel::rebuildFromStore()
{
    if (!m_store)
        return;
    QList<Api::Sandbox> sandboxes;
    for (const auto &r : m_store->sandboxes()) {
        if (!r.gone)
            sandboxes.append(r.sandbox);
    }
    QList<Api::Conversation> conversations;
    for (const auto &r : m_store->conversations()) {
        if (r.gone)
            continue;
        Api::Conversation c = r.conversation;
        c.sessionApiKey.clear(); // charts never need it
        if (!r.displayExecution.isEmpty())
            c.executionStatus = r.displayExecution;
        conversations.append(std::move(c));
    }
    setSnapshot(sandboxes, conversations);
}

void ChartsModel::setSnapshot(const QList<Api::Sandbox> &sandboxes, const QList<Api::Conversation> &conversations)
{
    m_conversations = conversations;
    m_status->setRows(ChartRows::sandboxesByStatus(sandboxes));
    m_perSandbox->setRows(ChartRows::conversationsPerSandbox(conversations));
    m_usage->setRows(ChartRows::usage(conversations, m_grouping));
    m_daily->setRows(ChartRows::usage(conversations, ChartRows::UsageGrouping::PerDay));
    Q_EMIT updated();
}

void ChartsModel::setUsageGrouping(ChartRows::UsageGrouping grouping)
{
    if (grouping == m_grouping)
        return;
    m_grouping = grouping;
    // Different meaning of every row: a new document, one reset.
    m_usage->resetColumns(ChartRows::usageLabelHeader(grouping), ChartRows::usageColumns(grouping),
                          ChartRows::usage(m_conversations, grouping));
    Q_EMIT updated();
}

} // namespace Switchyard
