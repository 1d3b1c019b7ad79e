// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/conversations/conversationlistmodel.h"

#include "models/conversations/startsteps.h"
#include "models/conversations/statuspresentation.h"
#include "models/read/storereader.h"
#include "models/sandboxmap/conversationlifecycle.h"

#include <QSet>

#include <algorithm>

namespace Switchyard {

namespace {
/// The row's id, then what each status means (the same words as the map's legend).
QString statusTooltip(const ConversationRow &r)
{
    const StatusLook exec = StatusPresentation::execution(r.displayExecution);
    const StatusLook sandbox = StatusPresentation::sandbox(r.sandboxStatus());
    return r.id() + u'\n' + exec.label + QStringLiteral(": ") + exec.tooltip + u'\n' + sandbox.badge
        + QStringLiteral(": ") + sandbox.tooltip;
}
/// The lifecycle estimate of the row's sandbox (models/sandboxmap/conversationlifecycle.h).
QString withLifecycle(const QString &tooltip, const StoreReader *store, const QString &id)
{
    const ConversationRecord *rec = store ? store->findConversation(id) : nullptr;
    const QString text = rec ? conversationLifecycleText(*store, *rec, QDateTime::currentDateTimeUtc()) : QString();
    return text.isEmpty() ? tooltip : tooltip + u'\n' + text;
}
QString lifecycleHintOf(const StoreReader *store, const QString &id)
{
    const ConversationRecord *rec = store ? store->findConversation(id) : nullptr;
    return rec ? conversationLifecycleHint(*store, *rec, QDateTime::currentDateTimeUtc()) : QString();
}
} // namespace

ConversationListModel::ConversationListModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

ConversationListModel::~ConversationListModel() = default;

int ConversationListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ConversationListModel::rowOfConversation(const QString &conversationId) const
{
    return m_rowByKey.value(QStringLiteral("c:") + conversationId, -1);
}

int ConversationListModel::rowOfKey(const QString &key) const
{
    return m_rowByKey.value(key, -1);
}

int ConversationListModel::depthOf(int row) const
{
    int depth = 0;
    QString parent = m_rows.at(row).parentId();
    // Bounded walk: a malformed server could make a cycle.
    while (!parent.isEmpty() && depth < 8) {
        ++depth;
        const int p = rowOfConversation(parent);
        if (p < 0)
            break;
        parent = m_rows.at(p).parentId();
    }
    return depth;
}

// One case per role: a table, split only where a group of roles has a helper of its own.
QVariant ConversationListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ConversationRow &r = m_rows.at(index.row());
    const bool task = r.kind == ConversationRow::Kind::StartTask;
    switch (role) {
    case Qt::DisplayRole:
    case TitleRole:
        return titleOf(r, role);
    case Qt::ToolTipRole:
        return toolTipOf(r);
    case StartStepRole:
    case StartStepIndexRole:
    case StartStatusRole:
    case StartDetailRole:
        return startTaskData(r, role);
    case ParentIdRole:
    case DepthRole:
    case SubConversationIdsRole:
    case HasChildrenRole:
    case CollapsedRole:
    case ParentShownRole:
        return treeData(index.row(), role);
    case LifecycleHintRole:
        return lifecycleHintOf(m_store, r.id());
    case IdRole:
        return r.id();
    case KeyRole:
        return r.key();
    case IsStartTaskRole:
        return task;
    case RepositoryRole:
        return r.repository();
    case BranchRole:
        return r.branch();
    case ExecutionStatusRole:
        return QVariant::fromValue(task ? OpenEnum<ExecutionStatus>() : r.displayExecution);
    case ExecutionStatusValueRole:
        return int(task ? ExecutionStatus::Unknown : r.displayExecution.value());
    case SandboxStatusRole:
        return QVariant::fromValue(r.sandboxStatus());
    case SandboxStatusValueRole:
        return int(r.sandboxStatus().value());
    case SandboxIdRole:
        return r.sandboxId();
    case ModelRole:
        return r.model();
    case CostRole:
        return r.cost();
    case TriggerRole:
        return task ? r.startTask.request.trigger : r.conversation.trigger;
    case CreatedAtRole:
        return task ? r.startTask.createdAt : r.conversation.createdAt;
    case LastActivityRole:
        return r.lastActivity();
    case ConfirmedAtRole:
        return r.confirmedAt;
    case NeedsAttentionRole:
        return r.needsAttention();
    case StartingGraceRole:
        return r.startingGrace;
    case GoneRole:
        return r.gone;
    case SearchTextRole:
        return r.searchText;
    case ObjectRole:
        return QVariant::fromValue(r);
    case ArchivedRole:
        return r.archived;
    case UnreadRole:
        return r.unread;
    case LocalTagsRole:
        return r.localTags;
    case MatchLineRole:
        return QString();
    default:
        return {};
    }
}

// Qt::DisplayRole falls back to a start task's repository, then to the short id; TitleRole does not.
QString ConversationListModel::titleOf(const ConversationRow &r, int role) const
{
    const QString t = r.title();
    if (!t.isEmpty() || role == TitleRole)
        return t;
    if (r.kind == ConversationRow::Kind::StartTask)
        return r.repository().isEmpty() ? tr("New conversation") : tr("New conversation on %1").arg(r.repository());
    return r.id().left(8);
}

QString ConversationListModel::toolTipOf(const ConversationRow &r) const
{
    const bool task = r.kind == ConversationRow::Kind::StartTask;
    if (task && r.startTask.status.value() == StartTaskStatus::Error)
        return r.startTask.detail.isEmpty() ? tr("Start failed") : tr("Start failed: %1").arg(r.startTask.detail);
    if (task)
        return tr("Starting: %1").arg(StartSteps::text(r.startTask.status));
    QString tip = withLifecycle(statusTooltip(r), m_store, r.id());
    // After the first line (the id): a tag never decides whether the tooltip is taken for rich text.
    if (!r.localTags.isEmpty())
        tip += u'\n' + tr("Local tags: %1").arg(r.localTags.join(QStringLiteral(", ")));
    return r.unread ? QString(tr("Changed since you last looked") + QLatin1Char('\n') + tip) : tip;
}

// The start task's step, its index, status and detail (empty for a conversation).
QVariant ConversationListModel::startTaskData(const ConversationRow &r, int role)
{
    const bool task = r.kind == ConversationRow::Kind::StartTask;
    switch (role) {
    case StartStepRole:
        return task ? StartSteps::text(r.startTask.status) : QString();
    case StartStepIndexRole:
        return task ? StartSteps::index(r.startTask.status.value()) : 0;
    case StartStatusRole:
        return QVariant::fromValue(task ? r.startTask.status : OpenEnum<StartTaskStatus>());
    case StartDetailRole:
        return task ? r.startTask.detail : QString();
    default:
        return {};
    }
}

// Where the row stands among its parent and sub-conversations.
QVariant ConversationListModel::treeData(int row, int role) const
{
    const ConversationRow &r = m_rows.at(row);
    const bool task = r.kind == ConversationRow::Kind::StartTask;
    switch (role) {
    case ParentIdRole:
        return r.parentId();
    case DepthRole:
        return depthOf(row);
    case SubConversationIdsRole:
        return task ? QStringList() : QStringList(r.conversation.subConversationIds);
    case HasChildrenRole:
        return !task && hasChildren(r.id());
    case CollapsedRole:
        return false;
    case ParentShownRole:
        return r.parentId().isEmpty() || rowOfConversation(r.parentId()) >= 0;
    default:
        return {};
    }
}

QHash<int, QByteArray> ConversationListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(IdRole, "id");
    names.insert(KeyRole, "key");
    names.insert(IsStartTaskRole, "isStartTask");
    names.insert(TitleRole, "title");
    names.insert(RepositoryRole, "repository");
    names.insert(BranchRole, "branch");
    names.insert(ExecutionStatusRole, "executionStatus");
    names.insert(ExecutionStatusValueRole, "executionStatusValue");
    names.insert(SandboxStatusRole, "sandboxStatus");
    names.insert(SandboxStatusValueRole, "sandboxStatusValue");
    names.insert(SandboxIdRole, "sandboxId");
    names.insert(ModelRole, "model");
    names.insert(CostRole, "cost");
    names.insert(TriggerRole, "trigger");
    names.insert(CreatedAtRole, "createdAt");
    names.insert(LastActivityRole, "lastActivity");
    names.insert(ConfirmedAtRole, "confirmedAt");
    names.insert(ParentIdRole, "parentId");
    names.insert(DepthRole, "depth");
    names.insert(NeedsAttentionRole, "needsAttention");
    names.insert(StartingGraceRole, "startingGrace");
    names.insert(GoneRole, "gone");
    names.insert(StartStepRole, "startStep");
    names.insert(StartStepIndexRole, "startStepIndex");
    names.insert(StartStatusRole, "startStatus");
    names.insert(StartDetailRole, "startDetail");
    names.insert(SearchTextRole, "searchText");
    names.insert(ObjectRole, "object");
    names.insert(ArchivedRole, "archived");
    names.insert(UnreadRole, "unread");
    names.insert(LocalTagsRole, "localTags");
    names.insert(SubConversationIdsRole, "subConversationIds");
    names.insert(HasChildrenRole, "hasChildren");
    names.insert(CollapsedRole, "collapsed");
    names.insert(ParentShownRole, "parentShown");
    names.insert(MatchLineRole, "matchLine");
    return names;
}

ConversationListModel::SortKeys ConversationListModel::keysOf(const ConversationRow &row)
{
    SortKeys k;
    k.activityMs = row.lastActivityMs > 0 ? row.lastActivityMs : row.lastActivity().toMSecsSinceEpoch();
    k.needsAttention = row.needsAttention();
    k.topLevel = row.parentId().isEmpty();
    return k;
}

void ConversationListModel::rebuildIndex()
{
    m_rowByKey.clear();
    m_rowByKey.reserve(m_rows.size());
    for (int i = 0; i < m_rows.size(); ++i)
        m_rowByKey.insert(m_rows.at(i).key(), i);
}

void ConversationListModel::updateChildCounts()
{
    QHash<QString, int> counts;
    for (const ConversationRow &r : std::as_const(m_rows)) {
        if (r.kind == ConversationRow::Kind::Conversation && !r.conversation.parentConversationId.isEmpty())
            ++counts[r.conversation.parentConversationId];
    }
    if (counts == m_childCount)
        return;
    // Parents that gained their first child or lost their last one repaint (their fold arrow).
    QSet<QString> flipped;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (!m_childCount.contains(it.key()))
            flipped.insert(it.key());
    }
    for (auto it = m_childCount.cbegin(); it != m_childCount.cend(); ++it) {
        if (!counts.contains(it.key()))
            flipped.insert(it.key());
    }
    m_childCount = std::move(counts);
    for (const QString &id : std::as_const(flipped)) {
        const int row = rowOfConversation(id);
        if (row >= 0)
            Q_EMIT dataChanged(index(row), index(row), {HasChildrenRole});
    }
}

void ConversationListModel::removeRowsWhere(const QList<int> &rowsIn)
{
    if (rowsIn.isEmpty())
        return;
    QList<int> rows = rowsIn;
    std::sort(rows.begin(), rows.end());
    // Remove contiguous ranges from the bottom up so that earlier indices stay valid.
    int i = int(rows.size()) - 1;
    while (i >= 0) {
        int last = rows.at(i);
        int first = last;
        while (i > 0 && rows.at(i - 1) == first - 1) {
            --i;
            first = rows.at(i);
        }
        --i;
        beginRemoveRows({}, first, last);
        m_rows.remove(first, last - first + 1);
        m_keys.remove(first, last - first + 1);
        endRemoveRows();
    }
    rebuildIndex();
    if (!m_childCount.isEmpty())
        updateChildCounts(); // a parent or a child may have gone
}

void ConversationListModel::applyDiff(QList<ConversationRow> incoming, ConversationRow::Kind kind, bool removeMissing)
{
    // Rows handed over by value (setStore, the store's change sets) are moved in, not copied: the
    // first fill of 10,000 rows is mostly the cost of copying them.
    const bool own = incoming.isDetached();
    QList<QString> incomingKeys;
    incomingKeys.reserve(incoming.size());
    QHash<QString, int> incomingIndex;
    incomingIndex.reserve(incoming.size());
    for (int i = 0; i < incoming.size(); ++i) {
        incomingKeys.append(incoming.at(i).key());
        incomingIndex.insert(incomingKeys.last(), i);
    }

    // 1. removals
    if (removeMissing) {
        QList<int> toRemove;
        for (int row = 0; row < m_rows.size(); ++row) {
            const ConversationRow &r = m_rows.at(row);
            if (r.kind == kind && !incomingIndex.contains(r.key()))
                toRemove.append(row);
        }
        removeRowsWhere(toRemove);
    }

    // 2. changes in place
    bool parentsMoved = false;
    const QList<int> toInsert = updateInPlace(incoming, incomingKeys, own, &parentsMoved);

    // 3. insertions, appended (the proxy sorts)
    if (!toInsert.isEmpty() && appendRows(incoming, incomingKeys, toInsert, own))
        parentsMoved = true;
    // The tree's child counts only move when a row with a parent comes or its parent changes (a
    // poll of 10,000 rows without sub-conversations costs nothing here).
    if (parentsMoved)
        updateChildCounts();
}

// Rows already listed take the incoming content (moved out of `incoming` when `own`), announced in
// contiguous dataChanged ranges. Returns the indices into `incoming` of the rows to add.
QList<int> ConversationListModel::updateInPlace(QList<ConversationRow> &incoming, const QList<QString> &incomingKeys,
                                                bool own, bool *parentsMoved)
{
    QList<int> changedRows;
    QList<int> toInsert; // indices into incoming
    QSet<QString> pendingKeys;
    for (int i = 0; i < incoming.size(); ++i) {
        const ConversationRow &in = incoming.at(i);
        const QString &key = incomingKeys.at(i);
        const int row = m_rowByKey.value(key, -1);
        if (row < 0) {
            if (!pendingKeys.contains(key)) { // a malformed page may repeat an id
                pendingKeys.insert(key);
                toInsert.append(i);
            }
            continue;
        }
        ConversationRow &cur = m_rows[row];
        if (!cur.sameContent(in)) {
            *parentsMoved = *parentsMoved || cur.parentId() != in.parentId();
            if (own)
                cur = std::move(incoming[i]);
            else
                cur = in;
            m_keys[row] = keysOf(cur);
            changedRows.append(row);
        } else {
            cur.confirmedAt = in.confirmedAt; // staleness moves silently
        }
    }
    std::sort(changedRows.begin(), changedRows.end());
    for (int i = 0; i < changedRows.size();) {
        int j = i;
        while (j + 1 < changedRows.size() && changedRows.at(j + 1) == changedRows.at(j) + 1)
            ++j;
        Q_EMIT dataChanged(index(changedRows.at(i)), index(changedRows.at(j)));
        i = j + 1;
    }
    return toInsert;
}

// Appends the rows `toInsert` of `incoming`. True when one of them has a parent.
bool ConversationListModel::appendRows(QList<ConversationRow> &incoming, const QList<QString> &incomingKeys,
                                       const QList<int> &toInsert, bool own)
{
    bool withParent = false;
    const int first = int(m_rows.size());
    beginInsertRows({}, first, first + int(toInsert.size()) - 1);
    for (const int i : std::as_const(toInsert)) {
        m_rowByKey.insert(incomingKeys.at(i), int(m_rows.size()));
        if (own)
            m_rows.append(std::move(incoming[i]));
        else
            m_rows.append(incoming.at(i));
        m_keys.append(keysOf(m_rows.last()));
        withParent = withParent || !m_keys.last().topLevel;
    }
    endInsertRows();
    return withParent;
}

void ConversationListModel::applySnapshot(QList<ConversationRow> conversations)
{
    applyDiff(std::move(conversations), ConversationRow::Kind::Conversation, true);
}

void ConversationListModel::upsertRows(QList<ConversationRow> rows)
{
    applyDiff(std::move(rows), ConversationRow::Kind::Conversation, false);
}

void ConversationListModel::removeConversations(const QList<QString> &ids)
{
    QList<int> rows;
    for (const QString &id : ids) {
        const int r = rowOfConversation(id);
        if (r >= 0)
            rows.append(r);
    }
    removeRowsWhere(rows);
}

void ConversationListModel::applyStartTasks(const QList<StartTask> &tasks)
{
    m_lastTasks = tasks;
    QList<ConversationRow> rows;
    rows.reserve(tasks.size() + m_failedStarts.size());
    for (const StartTask &t : tasks) {
        if (m_failedStarts.contains(t.id))
            continue; // shown as failed below
        // A READY task whose conversation is already listed adds nothing.
        if (t.status.value() == StartTaskStatus::Ready
            && (t.appConversationId.isEmpty() || rowOfConversation(t.appConversationId) >= 0))
            continue;
        rows.append(ConversationRow::fromStartTask(t));
    }
    for (const StartTask &t : std::as_const(m_failedStarts))
        rows.append(ConversationRow::fromStartTask(t));
    applyDiff(std::move(rows), ConversationRow::Kind::StartTask, true);
}

void ConversationListModel::addFailedStart(const StartTask &task)
{
    if (task.id.isEmpty() || task.status.value() != StartTaskStatus::Error)
        return;
    m_failedStarts.insert(task.id, task);
    applyStartTasks(m_lastTasks);
}

void ConversationListModel::dismissFailedStart(const QString &taskId)
{
    if (m_failedStarts.remove(taskId))
        applyStartTasks(m_lastTasks);
}

} // namespace Switchyard
