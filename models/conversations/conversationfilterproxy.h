// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Search, filters and sort over ConversationListModel. Search matches every word (case-insensitive)
// against title, repository, branch, model, id, the local tags and the cached event text. Filters combine with
// AND; an empty filter lets everything through. Sorting: "needs me" rows first (optional), then
// newest activity first; sub-conversations stay right under their parent.

#include "models/domain/status.h"
#include "models/read/variantgroup.h"

#include <QDateTime>
#include <QHash>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QStringList>

#include <optional>

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
    /// Which conversations by archive state (archived ones are kept locally, hidden by default).
    enum class ArchiveView
    {
        Active, ///< not archived (the default)
        Archived, ///< only archived
        All,
    };
    Q_ENUM(ArchiveView)
    /// Roles the proxy answers beside the list model's.
    enum ProxyRoles
    {
        /// QString: "<group title> · <variant label>" of a variant run (issue 30 part B), else empty.
        VariantGroupRole = Qt::UserRole + 200,
    };

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
    /// Only these conversations (the fleet timeline's selected range, issue 32); nullopt lifts it.
    /// clearFilters() lifts it too.
    void setConversationIds(const std::optional<QSet<QString>> &ids);
    [[nodiscard]] const std::optional<QSet<QString>> &conversationIds() const { return m_ids; }
    void setNeedsMeFirst(bool on);
    void setShowStartTasks(bool on);
    /// Conversations the server no longer returns (deleted elsewhere); hidden by default.
    void setShowGone(bool on);
    void setSortKey(SortKey key);
    void setArchiveView(ArchiveView view);
    [[nodiscard]] ArchiveView archiveView() const { return m_archiveView; }
    void clearFilters();
    /// Exactly these conversations (a line of the "while you were away" digest, the fleet
    /// timeline's range); an empty set shows none. `label` says what they are (shown by the list).
    /// clearFilters() or setConversationIds(std::nullopt) lifts it.
    void setIdFilter(const QSet<QString> &ids, const QString &label);
    [[nodiscard]] QSet<QString> idFilter() const { return m_ids.value_or(QSet<QString>()); }
    [[nodiscard]] const QString &idFilterLabel() const { return m_idsLabel; }

    /// Folds a conversation's sub-conversations away (or shows them again).
    void setCollapsed(const QString &conversationId, bool collapsed);
    [[nodiscard]] bool isCollapsed(const QString &conversationId) const { return m_collapsed.contains(conversationId); }
    /// What the event-text search found for `searchText` (conversation id -> the matching line):
    /// those conversations match the search too. Ignored unless `searchText` is the current search
    /// (an answer to an older search that arrives late changes nothing).
    void setEventMatches(const QString &searchText, const QHash<QString, QString> &matches);
    /// The line under a row that shows why it matched the search (empty: none to show).
    [[nodiscard]] QString matchLine(int sourceRow) const;
    /// The cut of `text` to show around the first of `words` found in it (one line, at most
    /// `maxChars`, with an ellipsis where it was cut). Empty if no word is in it.
    [[nodiscard]] static QString snippet(const QString &text, const QStringList &words, int maxChars = 160);
    [[nodiscard]] const QStringList &searchWords() const { return m_words; }

    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    [[nodiscard]] bool needsMeFirst() const { return m_needsMeFirst; }
    [[nodiscard]] bool hasActiveFilter() const;

    // --- Variant groups (issue 30 part B; conversationfiltergroups.cpp) --------------------------
    /// The groups of the store: rows of members say their group (VariantGroupRole).
    void setVariantGroups(const QList<VariantGroup> &groups);
    /// Shows only the members of one group (their start tasks included), in variant order; empty:
    /// every row.
    void setGroupFilter(const QString &groupId);
    [[nodiscard]] QString groupFilter() const { return m_groupFilter; }
    /// The group of a listed conversation or start task (empty: none).
    [[nodiscard]] QString groupOf(const QString &conversationId) const;

Q_SIGNALS:
    /// The search text changed (the event-text search follows it).
    void searchTextChanged(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    /// The row's own filters (search, statuses, facets), without the tree's folding.
    bool acceptsOwn(int sourceRow) const;
    /// The parent is listed and passes the filters (and is not folded away itself).
    bool parentShown(int sourceRow) const;
    /// Chain of source rows from the top-level ancestor down to `row`.
    QList<int> ancestry(int row) const;
    bool rowLess(int a, int b) const; ///< siblings' order
    /// The conversation id a row stands for (a start task: the id chosen for its conversation).
    [[nodiscard]] QString memberKey(int sourceRow) const;
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
    ArchiveView m_archiveView = ArchiveView::Active;
    QSet<QString> m_collapsed;
    QHash<QString, QString> m_eventMatches; ///< for m_searchText
    std::optional<QSet<QString>> m_ids; ///< setIdFilter(), setConversationIds(); nullopt: all
    QString m_idsLabel;
    struct GroupMark
    {
        QString groupId;
        QString text; ///< "<title> · <label>"
        int position = 0;
    };
    QHash<QString, GroupMark> m_groupOf; ///< conversation id -> its group
    QString m_groupFilter;
};

} // namespace Switchyard
