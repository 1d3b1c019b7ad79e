// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The conversation list: every conversation the client knows plus the start tasks still in
// progress, in arrival order (the proxy sorts). Polls are applied as diffs by id (STYLE §4.3):
// an identical snapshot emits nothing, a changed row emits dataChanged for that row only, new rows
// are appended, removed rows are removed in contiguous ranges. Never reset on refresh, so the
// selection and scroll position survive polls.

#include "models/conversations/conversationrow.h"

#include <QAbstractListModel>
#include <QHash>
#include <QList>
#include <QMetaObject>
#include <QPointer>

namespace Switchyard {

class QuestionTracker;
class StoreReader;
class WatchReader;
struct ConversationRecord;
struct StoreChanges;

class ConversationListModel final : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Roles
    {
        IdRole = Qt::UserRole + 1,
        KeyRole, ///< "c:<id>" / "t:<task id>"
        IsStartTaskRole,
        TitleRole,
        RepositoryRole,
        BranchRole,
        ExecutionStatusRole, ///< OpenEnum<ExecutionStatus> shown (absent: none)
        ExecutionStatusValueRole, ///< int(ExecutionStatus)
        SandboxStatusRole, ///< OpenEnum<SandboxStatus>
        SandboxStatusValueRole, ///< int(SandboxStatus)
        SandboxIdRole,
        ModelRole,
        CostRole, ///< double USD
        TriggerRole,
        CreatedAtRole, ///< QDateTime
        LastActivityRole, ///< QDateTime
        ConfirmedAtRole, ///< QDateTime (moves without dataChanged)
        ParentIdRole,
        DepthRole, ///< 0 for top level, 1 for a sub-conversation, ...
        NeedsAttentionRole,
        StartingGraceRole,
        GoneRole,
        StartStepRole, ///< translated step text of a start task
        StartStepIndexRole, ///< 1..8, 0 for ERROR/unknown
        StartStatusRole, ///< OpenEnum<StartTaskStatus> of a start task (absent for a conversation)
        StartDetailRole, ///< detail (ERROR)
        SearchTextRole,
        ObjectRole, ///< the whole ConversationRow
        ArchivedRole, ///< bool: archived by the user (local)
        SubConversationIdsRole, ///< QStringList: the server's sub_conversation_ids
        HasChildrenRole, ///< bool: a listed conversation names this one as its parent
        CollapsedRole, ///< bool: its children are folded away (the proxy answers it)
        ParentShownRole, ///< bool: the parent is listed and shown (the proxy answers it; true at top level)
        MatchLineRole, ///< QString: the cached event line the search matched (the proxy answers it)
        LifecycleHintRole, ///< "idle pause in about 4 min (estimate)" near a limit, else empty
        UnreadRole, ///< bool: changed since the user last looked (kept in the store)
        LocalTagsRole, ///< QStringList: the local tags watch rules put on it (WatchReader; plain text)
    };
    Q_ENUM(Roles)

    explicit ConversationListModel(QObject *parent = nullptr);
    ~ConversationListModel() override;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    /// Follows the store: paints its current content, then applies each change set. A big cache
    /// (more than fillChunkSize() records) is filled in chunks over several event-loop turns, so no
    /// single GUI task converts 10,000 records; each chunk reads the records as they are then.
    void setStore(StoreReader *store);
    /// Marks rows whose ask-user question waits for its answer ("needs me"); not owned, may be null.
    void setQuestions(QuestionTracker *questions);
    /// The local tags of the watch rules (LocalTagsRole), followed through tagsChanged(): a tag put
    /// on or taken off changes that row only. Not owned; null: no tags.
    void setWatch(WatchReader *watch);
    [[nodiscard]] static constexpr int fillChunkSize() { return 1500; }
    /// True while a chunked fill from the store is still going on.
    [[nodiscard]] bool isFilling() const { return m_fillPos < m_fillIds.size(); }

    /// The full list of conversations (start-task rows are kept): diff by id.
    /// (By value: an rvalue's rows are moved in, an lvalue is shared and copied row by row.)
    void applySnapshot(QList<ConversationRow> conversations);
    /// Inserts or updates these conversation rows, leaves the others.
    void upsertRows(QList<ConversationRow> rows);
    /// Removes conversations by id.
    void removeConversations(const QList<QString> &ids);
    /// The start tasks in progress (READY/ERROR ones may be passed; READY ones whose conversation
    /// is listed are hidden).
    void applyStartTasks(const QList<StartTask> &tasks);
    /// A start that ended in ERROR (or vanished on the server): its row stays, as "Start failed"
    /// with the detail, until dismissed, even though the store no longer keeps the task.
    void addFailedStart(const StartTask &task);
    void dismissFailedStart(const QString &taskId);
    [[nodiscard]] bool isFailedStart(const QString &taskId) const { return m_failedStarts.contains(taskId); }

    /// What the proxy sorts by, computed once per row change (not once per comparison).
    struct SortKeys
    {
        qint64 activityMs = 0; ///< lastActivity() as UTC ms (0: none)
        bool needsAttention = false;
        bool topLevel = true; ///< no parent id
    };

    [[nodiscard]] const ConversationRow &rowAt(int row) const { return m_rows.at(row); }
    [[nodiscard]] const SortKeys &sortKeysAt(int row) const { return m_keys.at(row); }
    /// Row of a conversation id (-1 if absent).
    [[nodiscard]] int rowOfConversation(const QString &conversationId) const;
    [[nodiscard]] int rowOfKey(const QString &key) const;
    [[nodiscard]] int depthOf(int row) const;
    /// True when a listed row names this conversation as its parent.
    [[nodiscard]] bool hasChildren(const QString &conversationId) const
    {
        return m_childCount.value(conversationId) > 0;
    }

private:
    [[nodiscard]] QString titleOf(const ConversationRow &r, int role) const;
    [[nodiscard]] QString toolTipOf(const ConversationRow &r) const;
    [[nodiscard]] static QVariant startTaskData(const ConversationRow &r, int role);
    [[nodiscard]] QVariant treeData(int row, int role) const;
    void applyDiff(QList<ConversationRow> incoming, ConversationRow::Kind kind, bool removeMissing);
    QList<int> updateInPlace(QList<ConversationRow> &incoming, const QList<QString> &incomingKeys, bool own,
                             bool *parentsMoved);
    bool appendRows(QList<ConversationRow> &incoming, const QList<QString> &incomingKeys, const QList<int> &toInsert,
                    bool own);
    void removeRowsWhere(const QList<int> &rows);
    void rebuildIndex();
    void updateChildCounts();
    void handleStoreChanges(const StoreChanges &changes);
    void reloadStartTasksFromStore();
    void fillNextChunk(quint64 generation);
    void handleArchiveChanged(const QList<QString> &ids);
    [[nodiscard]] ConversationRow rowFromRecord(const ConversationRecord &record) const;

    static SortKeys keysOf(const ConversationRow &row);

    QList<ConversationRow> m_rows;
    QList<SortKeys> m_keys; ///< parallel to m_rows
    QHash<QString, int> m_rowByKey;
    QList<StartTask> m_lastTasks; ///< as last passed to applyStartTasks()
    QHash<QString, StartTask> m_failedStarts; ///< task id -> the task in ERROR, until dismissed
    QPointer<StoreReader> m_store;
    QPointer<QuestionTracker> m_questions;
    QPointer<WatchReader> m_watch;
    QMetaObject::Connection m_tagsConnection;
    QMetaObject::Connection m_storeConnection;
    QMetaObject::Connection m_archiveConnection;
    QMetaObject::Connection m_unreadConnection;
    QHash<QString, int> m_childCount; ///< parent id -> listed rows naming it
    QList<QString> m_fillIds; ///< records still to add after setStore()
    qsizetype m_fillPos = 0;
    quint64 m_fillGeneration = 0;
};

} // namespace Switchyard
