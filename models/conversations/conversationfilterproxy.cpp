// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/conversations/conversationfilterproxy.h"

#include "models/conversations/conversationlistmodel.h"

namespace Switchyard {

using M = ConversationListModel;

namespace {
/// A local tag of the row contains `word` (case-insensitive), as the title does.
bool hasTag(const ConversationRow &r, const QString &word)
{
    for (const QString &tag : r.localTags) {
        if (tag.contains(word, Qt::CaseInsensitive))
            return true;
    }
    return false;
}
} // namespace

ConversationFilterProxy::ConversationFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(true);
    setSortRole(M::LastActivityRole);
    sort(0, Qt::AscendingOrder); // lessThan() puts what comes first as "less"
}

ConversationFilterProxy::~ConversationFilterProxy() = default;

void ConversationFilterProxy::setSourceModel(QAbstractItemModel *model)
{
    // Cached once: lessThan() runs O(n log n) times for 10,000 rows.
    m_list = qobject_cast<const ConversationListModel *>(model);
    QSortFilterProxyModel::setSourceModel(model);
}

void ConversationFilterProxy::refilter()
{
    invalidateFilter();
}

void ConversationFilterProxy::setSearchText(const QString &text)
{
    if (text == m_searchText)
        return;
    m_searchText = text;
    m_words = text.simplified().split(u' ', Qt::SkipEmptyParts);
    m_eventMatches.clear(); // they answered the previous text
    refilter();
    Q_EMIT searchTextChanged(text);
}

void ConversationFilterProxy::setEventMatches(const QString &searchText, const QHash<QString, QString> &matches)
{
    if (searchText != m_searchText || (matches.isEmpty() && m_eventMatches.isEmpty()))
        return;
    m_eventMatches = matches;
    refilter();
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, 0), {ConversationListModel::MatchLineRole});
}

void ConversationFilterProxy::setArchiveView(ArchiveView view)
{
    if (m_archiveView == view)
        return;
    m_archiveView = view;
    refilter();
}

void ConversationFilterProxy::setCollapsed(const QString &conversationId, bool collapsed)
{
    if (collapsed == m_collapsed.contains(conversationId))
        return;
    if (collapsed)
        m_collapsed.insert(conversationId);
    else
        m_collapsed.remove(conversationId);
    refilter();
    if (const auto *model = listModel()) {
        const QModelIndex idx = mapFromSource(model->index(model->rowOfConversation(conversationId)));
        if (idx.isValid())
            Q_EMIT dataChanged(idx, idx, {ConversationListModel::CollapsedRole});
    }
}

QString ConversationFilterProxy::snippet(const QString &text, const QStringList &words, int maxChars)
{
    qsizetype at = -1;
    qsizetype len = 0;
    for (const QString &w : words) {
        const qsizetype i = text.indexOf(w, 0, Qt::CaseInsensitive);
        if (i >= 0 && (at < 0 || i < at)) {
            at = i;
            len = w.size();
        }
    }
    if (at < 0)
        return {};
    // The line holding the match.
    qsizetype begin = text.lastIndexOf(u'\n', at);
    begin = begin < 0 ? 0 : begin + 1;
    qsizetype end = text.indexOf(u'\n', at + len);
    if (end < 0)
        end = text.size();
    bool cutLeft = false;
    bool cutRight = false;
    if (end - begin > maxChars) {
        const qsizetype lead = qMin<qsizetype>(at - begin, maxChars / 3);
        if (at - lead > begin) {
            begin = at - lead;
            cutLeft = true;
        }
        if (end - begin > maxChars) {
            end = begin + maxChars;
            cutRight = true;
        }
    }
    QString out = text.mid(begin, end - begin).simplified();
    if (cutLeft)
        out.prepend(QChar(0x2026));
    if (cutRight)
        out.append(QChar(0x2026));
    return out;
}

QString ConversationFilterProxy::matchLine(int sourceRow) const
{
    const auto *model = listModel();
    if (m_words.isEmpty() || !model || sourceRow < 0 || sourceRow >= model->rowCount())
        return {};
    const ConversationRow &r = model->rowAt(sourceRow);
    const QString event = m_eventMatches.value(r.id());
    if (!event.isEmpty())
        return snippet(event, m_words);
    // The title, repository, branch and local tags are on the row already: only message text needs
    // a line.
    for (const QString &word : m_words) {
        if (r.title().contains(word, Qt::CaseInsensitive) || r.repository().contains(word, Qt::CaseInsensitive)
            || r.branch().contains(word, Qt::CaseInsensitive) || hasTag(r, word))
            return {};
    }
    return snippet(r.searchText, m_words);
}

QVariant ConversationFilterProxy::data(const QModelIndex &index, int role) const
{
    const auto *model = listModel();
    if (!model || !index.isValid())
        return QSortFilterProxyModel::data(index, role);
    switch (role) {
    case ConversationListModel::MatchLineRole:
        return matchLine(mapToSource(index).row());
    case VariantGroupRole:
        return m_groupOf.value(memberKey(mapToSource(index).row())).text;
    case ConversationListModel::CollapsedRole:
        return m_collapsed.contains(index.data(ConversationListModel::IdRole).toString());
    case ConversationListModel::ParentShownRole: {
        const int row = mapToSource(index).row();
        return model->rowAt(row).parentId().isEmpty() || parentShown(row);
    }
    case ConversationListModel::DepthRole: {
        // Indented under the ancestors that are shown; a child whose parent is not shown stands
        // at the top level (with a hint).
        int depth = 0;
        int row = mapToSource(index).row();
        while (depth < 8 && parentShown(row)) {
            ++depth;
            row = model->rowOfConversation(model->rowAt(row).parentId());
        }
        return depth;
    }
    default:
        return QSortFilterProxyModel::data(index, role);
    }
}

void ConversationFilterProxy::setExecutionStatuses(const QList<OpenEnum<ExecutionStatus>> &statuses)
{
    m_executions = statuses;
    refilter();
}

void ConversationFilterProxy::setSandboxStatuses(const QList<OpenEnum<SandboxStatus>> &statuses)
{
    m_sandboxStatuses = statuses;
    refilter();
}

void ConversationFilterProxy::setSandboxId(const QString &sandboxId)
{
    m_sandboxId = sandboxId;
    refilter();
}

void ConversationFilterProxy::setRepository(const QString &repository)
{
    m_repository = repository;
    refilter();
}

void ConversationFilterProxy::setBranch(const QString &branch)
{
    m_branch = branch;
    refilter();
}

void ConversationFilterProxy::setModel(const QString &model)
{
    m_model = model;
    refilter();
}

void ConversationFilterProxy::setTrigger(const QString &trigger)
{
    m_trigger = trigger;
    refilter();
}

void ConversationFilterProxy::setDateRange(const QDateTime &from, const QDateTime &to)
{
    m_from = from;
    m_to = to;
    refilter();
}

void ConversationFilterProxy::setNeedsMeOnly(bool on)
{
    m_needsMeOnly = on;
    refilter();
}

void ConversationFilterProxy::setNeedsMeFirst(bool on)
{
    if (m_needsMeFirst == on)
        return;
    m_needsMeFirst = on;
    invalidate();
}

void ConversationFilterProxy::setShowStartTasks(bool on)
{
    m_showStartTasks = on;
    refilter();
}

void ConversationFilterProxy::setShowGone(bool on)
{
    m_showGone = on;
    refilter();
}

void ConversationFilterProxy::setSortKey(SortKey key)
{
    if (m_sortKey == key)
        return;
    m_sortKey = key;
    invalidate();
}

void ConversationFilterProxy::clearFilters()
{
    m_searchText.clear();
    m_words.clear();
    m_executions.clear();
    m_sandboxStatuses.clear();
    m_sandboxId.clear();
    m_repository.clear();
    m_branch.clear();
    m_model.clear();
    m_trigger.clear();
    m_from = {};
    m_to = {};
    m_needsMeOnly = false;
    m_groupFilter.clear();
    m_eventMatches.clear();
    m_ids.reset();
    m_idsLabel.clear();
    refilter();
    Q_EMIT searchTextChanged(m_searchText);
}

void ConversationFilterProxy::setConversationIds(const std::optional<QSet<QString>> &ids)
{
    if (m_ids == ids)
        return;
    m_ids = ids;
    m_idsLabel.clear();
    refilter();
}

bool ConversationFilterProxy::hasActiveFilter() const
{
    return !m_words.isEmpty() || !m_executions.isEmpty() || !m_sandboxStatuses.isEmpty() || !m_sandboxId.isEmpty()
        || !m_repository.isEmpty() || !m_branch.isEmpty() || !m_model.isEmpty() || !m_trigger.isEmpty()
        || m_from.isValid() || m_to.isValid() || m_needsMeOnly || m_archiveView != ArchiveView::Active
        || m_ids.has_value() || !m_groupFilter.isEmpty();
}

void ConversationFilterProxy::setIdFilter(const QSet<QString> &ids, const QString &label)
{
    m_ids = ids;
    m_idsLabel = label;
    refilter();
}

bool ConversationFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (sourceParent.isValid())
        return false;
    const auto *model = listModel();
    if (!model)
        return true;
    if (!acceptsOwn(sourceRow))
        return false;
    // Folded away: an ancestor that is shown and collapsed hides it (an ancestor that is not shown
    // does not: the child then stands on its own).
    if (!m_collapsed.isEmpty()) {
        const QList<int> chain = ancestry(sourceRow);
        for (qsizetype i = 0; i + 1 < chain.size(); ++i) {
            const int a = chain.at(i);
            if (m_collapsed.contains(model->rowAt(a).id()) && acceptsOwn(a))
                return false;
        }
    }
    return true;
}

bool ConversationFilterProxy::parentShown(int sourceRow) const
{
    const auto *model = listModel();
    if (!model || sourceRow < 0)
        return true;
    const QString parent = model->rowAt(sourceRow).parentId();
    if (parent.isEmpty())
        return false;
    const int p = model->rowOfConversation(parent);
    return p >= 0 && p != sourceRow && filterAcceptsRow(p, {});
}

bool ConversationFilterProxy::acceptsOwn(int sourceRow) const
{
    const auto *model = listModel();
    const ConversationRow &r = model->rowAt(sourceRow);
    const bool task = r.kind == ConversationRow::Kind::StartTask;
    if (!m_groupFilter.isEmpty() && m_groupOf.value(memberKey(sourceRow)).groupId != m_groupFilter)
        return false;
    if (task && !m_showStartTasks)
        return false;
    if (m_ids && !m_ids->contains(r.id()))
        return false;
    if (r.gone && !m_showGone && !m_ids)
        return false;
    if ((m_archiveView == ArchiveView::Active && r.archived) || (m_archiveView == ArchiveView::Archived && !r.archived))
        return false;
    if (m_needsMeOnly && !r.needsAttention())
        return false;
    if (!m_executions.isEmpty() && !m_executions.contains(task ? OpenEnum<ExecutionStatus>() : r.displayExecution))
        return false;
    if (!m_sandboxStatuses.isEmpty() && !m_sandboxStatuses.contains(r.sandboxStatus()))
        return false;
    if (!m_sandboxId.isEmpty() && r.sandboxId() != m_sandboxId)
        return false;
    if (!m_repository.isEmpty() && r.repository().compare(m_repository, Qt::CaseInsensitive) != 0)
        return false;
    if (!m_branch.isEmpty() && r.branch() != m_branch)
        return false;
    if (!m_model.isEmpty() && r.model() != m_model)
        return false;
    if (!m_trigger.isEmpty() && (task ? r.startTask.request.trigger : r.conversation.trigger) != m_trigger)
        return false;
    if (m_from.isValid() || m_to.isValid()) {
        const QDateTime when = r.lastActivity();
        if (!when.isValid() || (m_from.isValid() && when < m_from) || (m_to.isValid() && when >= m_to))
            return false;
    }
    if (m_words.isEmpty() || m_eventMatches.contains(r.id()))
        return true;
    for (const QString &word : m_words) {
        const bool hit = r.title().contains(word, Qt::CaseInsensitive)
            || r.repository().contains(word, Qt::CaseInsensitive) || r.branch().contains(word, Qt::CaseInsensitive)
            || r.model().contains(word, Qt::CaseInsensitive) || r.id().startsWith(word, Qt::CaseInsensitive)
            || r.searchText.contains(word, Qt::CaseInsensitive) || hasTag(r, word);
        if (!hit)
            return false;
    }
    return true;
}

QList<int> ConversationFilterProxy::ancestry(int row) const
{
    QList<int> chain{row};
    const auto *model = listModel();
    QString parent = model->rowAt(row).parentId();
    while (!parent.isEmpty() && chain.size() < 9) {
        const int p = model->rowOfConversation(parent);
        if (p < 0 || chain.contains(p))
            break;
        chain.prepend(p);
        parent = model->rowAt(p).parentId();
    }
    return chain;
}

bool ConversationFilterProxy::rowLess(int a, int b) const
{
    const auto *model = listModel();
    const ConversationListModel::SortKeys &ka = model->sortKeysAt(a);
    const ConversationListModel::SortKeys &kb = model->sortKeysAt(b);
    if (!m_groupFilter.isEmpty()) { // one group shown: its variants in their order
        const int pa = m_groupOf.value(memberKey(a)).position;
        const int pb = m_groupOf.value(memberKey(b)).position;
        if (pa != pb)
            return pa < pb;
    }
    if (m_needsMeFirst && ka.needsAttention != kb.needsAttention)
        return ka.needsAttention;
    switch (m_sortKey) {
    case SortKey::Title: {
        const int c = model->rowAt(a).title().localeAwareCompare(model->rowAt(b).title());
        if (c != 0)
            return c < 0;
        break;
    }
    case SortKey::Cost: {
        const double ca = model->rowAt(a).cost();
        const double cb = model->rowAt(b).cost();
        if (ca != cb)
            return ca > cb;
        break;
    }
    case SortKey::Created: {
        const ConversationRow &ra = model->rowAt(a);
        const ConversationRow &rb = model->rowAt(b);
        const QDateTime ca =
            ra.kind == ConversationRow::Kind::StartTask ? ra.startTask.createdAt : ra.conversation.createdAt;
        const QDateTime cb =
            rb.kind == ConversationRow::Kind::StartTask ? rb.startTask.createdAt : rb.conversation.createdAt;
        if (ca != cb)
            return ca > cb;
        break;
    }
    case SortKey::LastActivity:
        break;
    }
    // Precomputed integers: this runs O(n log n) times when 10,000 rows are sorted.
    if (ka.activityMs != kb.activityMs)
        return ka.activityMs > kb.activityMs; // newest first
    return model->rowAt(a).key() < model->rowAt(b).key(); // total order: stable across polls
}

bool ConversationFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const auto *model = listModel();
    if (!model)
        return QSortFilterProxyModel::lessThan(left, right);
    if (model->sortKeysAt(left.row()).topLevel && model->sortKeysAt(right.row()).topLevel)
        return rowLess(left.row(), right.row()); // the common case: two top-level rows
    const QList<int> a = ancestry(left.row());
    const QList<int> b = ancestry(right.row());
    const qsizetype n = qMin(a.size(), b.size());
    for (qsizetype i = 0; i < n; ++i) {
        if (a.at(i) != b.at(i))
            return rowLess(a.at(i), b.at(i));
    }
    return a.size() < b.size(); // the parent before its children
}

} // namespace Switchyard
