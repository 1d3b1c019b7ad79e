// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Search, filters and sort over ConversationListModel. Search matches every word (case-insensitive)
// against title, repository, branch, model, id and the cached event text. Filters combine with
// AND; an empty filter lets everything through. Sorting: "needs me" rows first (optional), then
// newest activity first; sub-conversations stay right under their parent.

#include "models/domain/status.h"

#include <QDateTime>
#include <QSortFilterProxyModel>
#include <QStringList>

namespace Switchyard {

class ConversationListModel;

class ConversationFilterProxy final : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    enum class SortKey
    {
        LastActivity,
        Created,
        Title,
        Cost,
    };
    Q_ENUM(SortKey)

    explicit ConversationFilterProxy(QObject *parent = nullptr);
    ~ConversationFilterProxy() override;

    void setSourceModel(QAbstractItemModel *model) override;

    void setSearchText(const QString &text);
    [[nodiscard]] QString searchText() const { return m_searchText; }
    /// The displayed execution statuses to keep (an absent OpenEnum for "none": the sandbox is not
    /// running, or a start task); empty = all.
    void setExecutionStatuses(const QList<OpenEnum<ExecutionStatus>> &statuses);
    /// The sandbox statuses to keep; empty = all.
    void setSandboxStatuses(const QList<OpenEnum<SandboxStatus>> &statuses);
    void setSandboxId(const QString &sandboxId);
    void setRepository(const QString &repository); ///< exact owner/repo; empty = all
    void setBranch(const QString &branch);
    void setModel(const QString &model);
    void setTrigger(const QString &trigger);
    /// Last activity within [from, to); invalid bounds are open.
    void setDateRange(const QDateTime &from, const QDateTime &to);
    void setNeedsMeOnly(bool on);
    void setNeedsMeFirst(bool on);
    void setShowStartTasks(bool on);
    /// Conversations the server no longer returns (deleted elsewhere); hidden by default.
    void setShowGone(bool on);
    void setSortKey(SortKey key);
    void clearFilters();

    [[nodiscard]] bool needsMeFirst() const { return m_needsMeFirst; }
    [[nodiscard]] bool hasActiveFilter() const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    /// Chain of source rows from the top-level ancestor down to `row`.
    QList<int> ancestry(int row) const;
    bool rowLess(int a, int b) const; ///< siblings' order
    void refilter();
    const ConversationListModel *listModel() const { return m_list; }

    const ConversationListModel *m_list = nullptr; ///< sourceModel() when it is a ConversationListModel

    QString m_searchText;
    QStringList m_words;
    QList<OpenEnum<ExecutionStatus>> m_executions;
    QList<OpenEnum<SandboxStatus>> m_sandboxStatuses;
    QString m_sandboxId;
    QString m_repository;
    QString m_branch;
    QString m_model;
    QString m_trigger;
    QDateTime m_from;
    QDateTime m_to;
    bool m_needsMeOnly = false;
    bool m_needsMeFirst = true;
    bool m_showStartTasks = true;
    bool m_showGone = false;
    SortKey m_sortKey = SortKey::LastActivity;
};

} // namespace Switchyard
