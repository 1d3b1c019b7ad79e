// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/ (switchyard_models; no widgets).
//
// The attention inbox (issue 29): one row for each thing that waits for the user, from the store's
// read face only —
//  - a pending action (the command, or the file edit as a diff; its risk and the analyzer's verdict
//    where there is one; since when; the conversation's cost; the other conversations in its sandbox),
//  - an ask-user question that waits for its answer,
//  - a conversation in error, or stuck,
//  - a conversation that finished since the user last looked (markLooked()).
// Ordered by what it costs to leave it waiting: risk (HIGH first), then the longest wait; groupable
// by repository or sandbox (a two-level tree: groups, then their rows). A row goes when the store
// says it is resolved (the action got its observation, the record stops waiting, the question its
// answer). Store changes update the rows of the conversations they name (inserted, moved, removed
// rows; never a reset on refresh); only setStore() and setGrouping() rebuild.

#include "models/attention/inboxscan.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QPointer>
#include <QSet>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

class QTimer;

namespace Switchyard {

class StoreReader;
class WatchReader;
struct ConversationRecord;
struct RuleHit;
struct StoreChanges;

struct InboxItem
{
    enum class Kind : quint8
    {
        Action, ///< a pending action (action.actionId empty: the record waits, its action is not cached yet)
        Question,
        Error,
        Stuck,
        Finished,
        RuleHit, ///< a watch rule with the Inbox action matched an event (issue 31); text: the rule and the match
    };
    Kind kind = Kind::Action;
    QString key; ///< unique: "a:<action id>", "q:<request id>", "e:/s:/f:/w:<conversation id>"
    QString conversationId;
    PendingAction action; ///< Kind::Action
    std::optional<PendingQuestion> question; ///< Kind::Question
    QString text; ///< Kind::Error: the last error's line
    qint64 sinceMs = 0; ///< waiting since (UTC ms)
    int rank = 0; ///< lower first
    QString groupKey;

    [[nodiscard]] bool isApprovable() const { return kind == Kind::Action && !action.actionId.isEmpty(); }
};

class InboxModel final : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum class Grouping
    {
        None,
        Repository,
        Sandbox,
    };
    Q_ENUM(Grouping)

    enum Role
    {
        KindRole = Qt::UserRole + 1, ///< int(InboxItem::Kind); -1 for a group row
        KeyRole,
        ConversationIdRole,
        TitleRole, ///< the conversation's title
        RiskRole, ///< int(SecurityRisk) of an action (Unknown otherwise)
        VerdictRole, ///< the analyzer's verdict in words, empty without one
        SummaryRole, ///< one line: the command, the edit, the question, the error
        DetailRole, ///< the command in full, the diff, the questions
        WaitingSinceRole, ///< qint64 UTC ms
        CostRole, ///< double USD, or invalid without metrics
        SandboxPeersRole, ///< QStringList: the titles of the other conversations on its sandbox
        RepositoryRole,
        SandboxIdRole,
        IsGroupRole, ///< bool
    };

    explicit InboxModel(QObject *parent = nullptr);
    ~InboxModel() override;

    /// Not owned; may be null. Rebuilds; the conversations finished now count as looked at.
    void setStore(StoreReader *store);
    void setGrouping(Grouping grouping);
    [[nodiscard]] Grouping grouping() const { return m_grouping; }
    /// UTC ms (tests move it).
    void setClock(std::function<qint64()> clock);

    /// Takes the row away for `forMs`; it comes back then (if it still waits).
    void snooze(const QString &key, qint64 forMs);
    /// Brings back the rows whose snooze is over (a timer calls it; tests with a clock of their own).
    void checkSnoozed();
    /// The user looked at the conversation: its "finished" and rule-hit rows go.
    void markLooked(const QString &conversationId);
    /// Watch rule hits whose rule puts them in the inbox (not owned; may be null).
    void setWatch(WatchReader *watch);

    [[nodiscard]] const InboxItem *itemAt(const QModelIndex &index) const;
    [[nodiscard]] const InboxItem *item(const QString &key) const;
    [[nodiscard]] QModelIndex indexOf(const QString &key) const;
    [[nodiscard]] int itemCount() const { return int(m_items.size()); }
    /// Every row in display order (groups in order, then their rows).
    [[nodiscard]] QList<const InboxItem *> items() const;
    /// The rows of one conversation.
    [[nodiscard]] QList<const InboxItem *> itemsOf(const QString &conversationId) const;
    /// The conversations with a row, in row order, each once ("next thing that needs me").
    [[nodiscard]] QList<QString> conversationOrder() const;

    // QAbstractItemModel
    [[nodiscard]] QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    [[nodiscard]] QModelIndex parent(const QModelIndex &child) const override;
    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex &index) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void itemCountChanged(int count);

private:
    struct Group
    {
        QString key;
        std::vector<InboxItem *> items; ///< sorted
    };

    void rebuild();
    /// The store's unread marks changed (read elsewhere, marked unread): the finished rows follow.
    void onUnreadChanged(const QList<QString> &ids);
    void onChanged(const StoreChanges &changes);
    void onRuleHits(const QList<Switchyard::RuleHit> &hits);
    /// The rule-hit rows of a conversation (the newest few it has not been looked at since).
    [[nodiscard]] std::vector<std::unique_ptr<InboxItem>> ruleHitItems(const QString &conversationId) const;
    void updateConversation(const QString &conversationId, bool eventsChanged);
    [[nodiscard]] std::vector<std::unique_ptr<InboxItem>> wanted(const ConversationRecord &record, bool scanLog);
    void insertItem(std::unique_ptr<InboxItem> item);
    void removeItem(const QString &key);
    void replaceItem(InboxItem *old, std::unique_ptr<InboxItem> fresh);
    [[nodiscard]] QString groupKeyOf(const ConversationRecord &record) const;
    [[nodiscard]] int groupRow(const Group *group) const;
    [[nodiscard]] int groupInsertRow(const QString &key) const;
    [[nodiscard]] QModelIndex groupIndex(const Group *group) const;
    [[nodiscard]] Group *findGroup(const QString &key) const;
    [[nodiscard]] InboxItem *findItem(const QString &key) const;
    [[nodiscard]] int rowInGroup(const Group *group, const InboxItem *item) const;
    [[nodiscard]] QString groupLabel(const Group &group) const;
    [[nodiscard]] QVariant itemData(const InboxItem &item, int role) const;
    void trackSandbox(const QString &conversationId, const ConversationRecord *record, QSet<QString> &touched);
    void peersChanged(const QSet<QString> &sandboxes);
    void armSnoozeTimer();
    [[nodiscard]] qint64 now() const;
    [[nodiscard]] bool grouped() const { return m_grouping != Grouping::None; }

    QPointer<StoreReader> m_store;
    Grouping m_grouping = Grouping::None;
    std::function<qint64()> m_clock;
    std::unordered_map<QString, std::unique_ptr<InboxItem>> m_items; ///< by key
    QHash<QString, QList<QString>> m_keysByConversation;
    std::vector<std::unique_ptr<Group>> m_groups; ///< flat: exactly one, the root (not a row)
    QHash<QString, QString> m_sandboxOf; ///< conversation id -> sandbox id (not gone)
    QHash<QString, QSet<QString>> m_bySandbox; ///< sandbox id -> conversation ids (not gone)
    QHash<QString, ExecutionStatus> m_lastExec;
    QSet<QString> m_finishedUnseen;
    QPointer<WatchReader> m_watch;
    QHash<QString, QList<InboxItem>> m_ruleHits; ///< conversation id -> rule-hit rows not looked at
    QHash<QString, qint64> m_snoozedUntil; ///< key -> UTC ms
    QHash<QString, QString> m_snoozedConversation; ///< key -> conversation id
    QTimer *m_snoozeTimer = nullptr;
};

} // namespace Switchyard
