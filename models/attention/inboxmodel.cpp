// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/attention/inboxmodel.h"

#include "models/domain/statusnames.h"
#include "models/read/storereader.h"
#include "models/read/watchreader.h"

#include <QDateTime>
#include <QTimer>

#include <algorithm>

namespace Switchyard {

namespace {

using Kind = InboxItem::Kind;

int actionRank(SecurityRisk risk)
{
    switch (risk) {
    case SecurityRisk::High:
        return 0;
    case SecurityRisk::Medium:
        return 1;
    case SecurityRisk::Unknown:
        return 2;
    case SecurityRisk::Low:
        break;
    }
    return 3;
}

// Risk (then the kind of wait), then the longest wait, then the key: a total order.
bool sortsBefore(const InboxItem *a, const InboxItem *b)
{
    if (a->rank != b->rank)
        return a->rank < b->rank;
    if (a->sinceMs != b->sinceMs)
        return a->sinceMs < b->sinceMs;
    return a->key < b->key;
}

qint64 activityMs(const ConversationRecord &r)
{
    return std::max(r.lastActivityMs,
                    r.conversation.updatedAt.isValid() ? r.conversation.updatedAt.toMSecsSinceEpoch() : qint64(0));
}

} // namespace

InboxModel::InboxModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_snoozeTimer(new QTimer(this))
{
    m_snoozeTimer->setSingleShot(true);
    connect(m_snoozeTimer, &QTimer::timeout, this, &InboxModel::checkSnoozed);
    m_groups.push_back(std::make_unique<Group>());
}

InboxModel::~InboxModel() = default;

qint64 InboxModel::now() const
{
    return m_clock ? m_clock() : QDateTime::currentMSecsSinceEpoch();
}

void InboxModel::setClock(std::function<qint64()> clock)
{
    m_clock = std::move(clock);
}

void InboxModel::setStore(StoreReader *store)
{
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    m_lastExec.clear();
    m_finishedUnseen.clear();
    if (store) {
        connect(store, &StoreReader::changed, this, &InboxModel::onChanged);
        connect(store, &StoreReader::unreadChanged, this, &InboxModel::onUnreadChanged);
        for (const ConversationRecord &r : store->conversations()) {
            m_lastExec.insert(r.conversation.id, r.displayExecution.value());
            // Finished since the user last looked, across restarts: the store's unread marks.
            if (!r.gone && r.displayExecution == ExecutionStatus::Finished && store->isUnread(r.conversation.id))
                m_finishedUnseen.insert(r.conversation.id);
        }
    }
    rebuild();
}

void InboxModel::setGrouping(Grouping grouping)
{
    if (grouping == m_grouping)
        return;
    m_grouping = grouping;
    rebuild();
}

QString InboxModel::groupKeyOf(const ConversationRecord &record) const
{
    switch (m_grouping) {
    case Grouping::Repository:
        return record.conversation.selectedRepository;
    case Grouping::Sandbox:
        return record.conversation.sandboxId;
    case Grouping::None:
        break;
    }
    return {};
}

// The whole inbox at once: one pass over the records, a tail read only for the conversations that
// wait, are in error or stuck; then one sort.
void InboxModel::rebuild()
{
    const int before = itemCount();
    beginResetModel();
    m_items.clear();
    m_keysByConversation.clear();
    m_groups.clear();
    m_sandboxOf.clear();
    m_bySandbox.clear();
    std::vector<InboxItem *> all;
    if (m_store) {
        for (const ConversationRecord &r : m_store->conversations()) {
            if (r.gone)
                continue;
            const QString &id = r.conversation.id;
            if (!r.conversation.sandboxId.isEmpty()) {
                m_sandboxOf.insert(id, r.conversation.sandboxId);
                m_bySandbox[r.conversation.sandboxId].insert(id);
            }
            const ExecutionStatus e = r.displayExecution.value();
            const bool wait = e == ExecutionStatus::WaitingForConfirmation || e == ExecutionStatus::Error
                || e == ExecutionStatus::Stuck;
            if (!wait && !m_finishedUnseen.contains(id))
                continue;
            for (auto &item : wanted(r, wait)) {
                const QString key = item->key;
                const auto [it, inserted] = m_items.try_emplace(key, std::move(item));
                if (!inserted)
                    continue; // one row per key: a second would free the first while it is listed
                all.push_back(it->second.get());
                m_keysByConversation[id].append(key);
            }
        }
    }
    std::sort(all.begin(), all.end(), sortsBefore);
    if (!grouped()) {
        m_groups.push_back(std::make_unique<Group>());
        m_groups.front()->items = std::move(all);
    } else {
        QHash<QString, Group *> byKey;
        for (InboxItem *item : all) {
            Group *&g = byKey[item->groupKey];
            if (!g) {
                m_groups.push_back(std::make_unique<Group>());
                g = m_groups.back().get();
                g->key = item->groupKey;
            }
            g->items.push_back(item);
        }
        std::sort(m_groups.begin(), m_groups.end(), [](const auto &a, const auto &b) {
            // Named groups by name; the one without a name (no repository, no sandbox) last.
            if (a->key.isEmpty() != b->key.isEmpty())
                return b->key.isEmpty();
            return a->key < b->key;
        });
    }
    endResetModel();
    if (before != itemCount())
        Q_EMIT itemCountChanged(itemCount());
}

std::vector<std::unique_ptr<InboxItem>> InboxModel::wanted(const ConversationRecord &record, bool scanLog)
{
    std::vector<std::unique_ptr<InboxItem>> out;
    if (record.gone)
        return out;
    const QString &id = record.conversation.id;
    const QString group = groupKeyOf(record);
    const qint64 t = now();
    auto add = [&](std::unique_ptr<InboxItem> item) {
        const auto s = m_snoozedUntil.constFind(item->key);
        if (s != m_snoozedUntil.cend() && *s > t)
            return;
        item->conversationId = id;
        item->groupKey = group;
        out.push_back(std::move(item));
    };
    const ExecutionStatus exec = record.displayExecution.value();
    ConversationWaits waits;
    if (scanLog && m_store)
        waits = InboxScan::scan(*m_store, record);
    for (const PendingAction &a : std::as_const(waits.actions)) {
        auto item = std::make_unique<InboxItem>();
        item->kind = Kind::Action;
        item->key = QStringLiteral("a:") + id + QLatin1Char('/') + a.actionId; // ids of another log may repeat
        item->action = a;
        item->sinceMs = a.timeMs;
        item->rank = actionRank(a.risk());
        add(std::move(item));
    }
    if (waits.question) {
        auto item = std::make_unique<InboxItem>();
        item->kind = Kind::Question;
        item->key = QStringLiteral("q:") + id + QLatin1Char('/') + waits.question->requestId;
        item->sinceMs = waits.question->timeMs;
        item->question = waits.question;
        item->rank = 2; // the agent is blocked, as on an action whose risk nobody judged
        add(std::move(item));
    }
    if (exec == ExecutionStatus::WaitingForConfirmation && waits.actions.isEmpty() && !waits.question) {
        // The record waits but the action is not cached yet: the conversation still needs the user.
        auto item = std::make_unique<InboxItem>();
        item->kind = Kind::Action;
        item->key = QStringLiteral("w:") + id;
        item->sinceMs = activityMs(record);
        item->rank = 2;
        add(std::move(item));
    }
    if (exec == ExecutionStatus::Error || exec == ExecutionStatus::Stuck) {
        auto item = std::make_unique<InboxItem>();
        item->kind = exec == ExecutionStatus::Error ? Kind::Error : Kind::Stuck;
        item->key = (exec == ExecutionStatus::Error ? QStringLiteral("e:") : QStringLiteral("s:")) + id;
        item->text = waits.lastError;
        item->sinceMs = activityMs(record);
        item->rank = exec == ExecutionStatus::Error ? 4 : 5;
        add(std::move(item));
    }
    for (auto &item : ruleHitItems(id))
        add(std::move(item));
    if (exec == ExecutionStatus::Finished && m_finishedUnseen.contains(id)) {
        auto item = std::make_unique<InboxItem>();
        item->kind = Kind::Finished;
        item->key = QStringLiteral("f:") + id;
        item->sinceMs = activityMs(record);
        item->rank = 6;
        add(std::move(item));
    }
    return out;
}

void InboxModel::onChanged(const StoreChanges &changes)
{
    if (!m_store)
        return;
    QHash<QString, bool> touched; // conversation id -> its events changed
    for (const QString &id : changes.conversations.inserted)
        touched.insert(id, false);
    for (const QString &id : changes.conversations.changed)
        touched.insert(id, false);
    for (const QString &id : changes.conversations.removed)
        touched.insert(id, false);
    for (auto it = changes.eventsAppended.cbegin(); it != changes.eventsAppended.cend(); ++it)
        touched.insert(it.key(), true);
    for (const QString &id : changes.eventsReset)
        touched.insert(id, true);
    for (auto it = changes.eventsPrepended.cbegin(); it != changes.eventsPrepended.cend(); ++it)
        touched.insert(it.key(), true);
    QSet<QString> sandboxes;
    for (auto it = touched.cbegin(); it != touched.cend(); ++it) {
        const ConversationRecord *r = m_store->findConversation(it.key());
        trackSandbox(it.key(), r, sandboxes);
        // Finished since the user last looked: a change into FINISHED while we watch.
        const ExecutionStatus nowExec = r ? r->displayExecution.value() : ExecutionStatus::Unknown;
        const auto last = m_lastExec.constFind(it.key());
        if (r && nowExec == ExecutionStatus::Finished && last != m_lastExec.cend()
            && *last != ExecutionStatus::Finished)
            m_finishedUnseen.insert(it.key());
        else if (nowExec != ExecutionStatus::Finished)
            m_finishedUnseen.remove(it.key());
        if (r)
            m_lastExec.insert(it.key(), nowExec);
        else
            m_lastExec.remove(it.key());
        updateConversation(it.key(), it.value());
    }
    peersChanged(sandboxes);
}

void InboxModel::trackSandbox(const QString &conversationId, const ConversationRecord *record, QSet<QString> &touched)
{
    const QString before = m_sandboxOf.value(conversationId);
    const QString after = record && !record->gone ? record->conversation.sandboxId : QString();
    if (before == after)
        return;
    if (!before.isEmpty()) {
        auto it = m_bySandbox.find(before);
        if (it != m_bySandbox.end()) {
            it->remove(conversationId);
            if (it->isEmpty())
                m_bySandbox.erase(it);
        }
        touched.insert(before);
    }
    if (after.isEmpty()) {
        m_sandboxOf.remove(conversationId);
    } else {
        m_sandboxOf.insert(conversationId, after);
        m_bySandbox[after].insert(conversationId);
        touched.insert(after);
    }
}

// The sandbox's conversations changed: the rows that name their peers are repainted.
void InboxModel::peersChanged(const QSet<QString> &sandboxes)
{
    for (const QString &sandbox : sandboxes) {
        const QSet<QString> members = m_bySandbox.value(sandbox);
        for (const QString &cid : members) {
            for (const QString &key : m_keysByConversation.value(cid)) {
                const QModelIndex i = indexOf(key);
                if (i.isValid())
                    Q_EMIT dataChanged(i, i);
            }
        }
    }
}

void InboxModel::updateConversation(const QString &conversationId, bool eventsChanged)
{
    const ConversationRecord *r = m_store ? m_store->findConversation(conversationId) : nullptr;
    std::vector<std::unique_ptr<InboxItem>> fresh;
    if (r) {
        const ExecutionStatus e = r->displayExecution.value();
        const bool scan = e == ExecutionStatus::WaitingForConfirmation || e == ExecutionStatus::Error
            || e == ExecutionStatus::Stuck || (eventsChanged && e != ExecutionStatus::Finished);
        fresh = wanted(*r, scan);
    }
    const int countBefore = itemCount();
    const QList<QString> oldKeys = m_keysByConversation.value(conversationId);
    QSet<QString> freshKeys;
    for (const auto &item : fresh)
        freshKeys.insert(item->key);
    for (const QString &key : oldKeys) {
        if (!freshKeys.contains(key))
            removeItem(key);
    }
    QList<QString> keys;
    for (auto &item : fresh) {
        keys.append(item->key);
        InboxItem *old = findItem(item->key);
        if (old)
            replaceItem(old, std::move(item));
        else
            insertItem(std::move(item));
    }
    if (keys.isEmpty())
        m_keysByConversation.remove(conversationId);
    else
        m_keysByConversation.insert(conversationId, keys);
    if (countBefore != itemCount())
        Q_EMIT itemCountChanged(itemCount());
}

InboxModel::Group *InboxModel::findGroup(const QString &key) const
{
    if (!grouped())
        return m_groups.front().get();
    for (const auto &g : m_groups) {
        if (g->key == key)
            return g.get();
    }
    return nullptr;
}

int InboxModel::groupRow(const Group *group) const
{
    for (std::size_t i = 0; i < m_groups.size(); ++i) {
        if (m_groups[i].get() == group)
            return int(i);
    }
    return -1;
}

int InboxModel::groupInsertRow(const QString &key) const
{
    int row = 0;
    for (const auto &g : m_groups) {
        const bool after = key.isEmpty() ? false : (g->key.isEmpty() || key < g->key);
        if (after)
            break;
        ++row;
    }
    return row;
}

QModelIndex InboxModel::groupIndex(const Group *group) const
{
    if (!grouped())
        return {};
    const int row = groupRow(group);
    return row < 0 ? QModelIndex() : createIndex(row, 0, nullptr);
}

int InboxModel::rowInGroup(const Group *group, const InboxItem *item) const
{
    const auto it = std::lower_bound(group->items.begin(), group->items.end(), item, sortsBefore);
    return it != group->items.end() && *it == item ? int(it - group->items.begin()) : -1;
}

void InboxModel::insertItem(std::unique_ptr<InboxItem> item)
{
    if (findItem(item->key))
        removeItem(item->key); // one row per key: never free a row that is still listed
    Group *g = findGroup(item->groupKey);
    if (!g) {
        const int row = groupInsertRow(item->groupKey);
        beginInsertRows({}, row, row);
        auto group = std::make_unique<Group>();
        group->key = item->groupKey;
        g = group.get();
        m_groups.insert(m_groups.begin() + row, std::move(group));
        endInsertRows();
    }
    InboxItem *raw = item.get();
    const auto at = std::lower_bound(g->items.begin(), g->items.end(), raw, sortsBefore);
    const int row = int(at - g->items.begin());
    beginInsertRows(groupIndex(g), row, row);
    g->items.insert(at, raw);
    m_items.insert_or_assign(raw->key, std::move(item));
    endInsertRows();
    if (grouped()) {
        const QModelIndex gi = groupIndex(g);
        Q_EMIT dataChanged(gi, gi); // its count
    }
}

void InboxModel::removeItem(const QString &key)
{
    InboxItem *item = findItem(key);
    if (!item)
        return;
    Group *g = findGroup(item->groupKey);
    const int row = g ? rowInGroup(g, item) : -1;
    if (row < 0) {
        m_items.erase(key);
        return;
    }
    beginRemoveRows(groupIndex(g), row, row);
    g->items.erase(g->items.begin() + row);
    m_items.erase(key);
    endRemoveRows();
    if (grouped() && g->items.empty()) {
        const int gr = groupRow(g);
        beginRemoveRows({}, gr, gr);
        m_groups.erase(m_groups.begin() + gr);
        endRemoveRows();
    } else if (grouped()) {
        const QModelIndex gi = groupIndex(g);
        Q_EMIT dataChanged(gi, gi);
    }
}

void InboxModel::replaceItem(InboxItem *old, std::unique_ptr<InboxItem> fresh)
{
    fresh->sinceMs = old->sinceMs; // it has waited since it first came
    if (old->groupKey != fresh->groupKey) {
        const QString key = old->key;
        removeItem(key);
        insertItem(std::move(fresh));
        return;
    }
    Group *g = findGroup(old->groupKey);
    const int from = g ? rowInGroup(g, old) : -1;
    if (from < 0)
        return;
    if (old->rank != fresh->rank) {
        // Moved in place (a verdict raised its risk): the view keeps it current and selected.
        const auto at = std::lower_bound(g->items.begin(), g->items.end(), fresh.get(), sortsBefore);
        const int to = int(at - g->items.begin());
        if (to != from && to != from + 1) {
            const QModelIndex parent = groupIndex(g);
            beginMoveRows(parent, from, from, parent, to);
            g->items.erase(g->items.begin() + from);
            *old = std::move(*fresh);
            g->items.insert(g->items.begin() + (to > from ? to - 1 : to), old);
            endMoveRows();
            const QModelIndex i = indexOf(old->key);
            Q_EMIT dataChanged(i, i);
            return;
        }
    }
    *old = std::move(*fresh); // same place: the text, the verdict, the cost may have changed
    const QModelIndex i = createIndex(from, 0, g);
    Q_EMIT dataChanged(i, i);
}

void InboxModel::snooze(const QString &key, qint64 forMs)
{
    const InboxItem *item = this->item(key);
    if (!item)
        return;
    m_snoozedUntil.insert(key, now() + forMs);
    m_snoozedConversation.insert(key, item->conversationId);
    const QString cid = item->conversationId;
    updateConversation(cid, false);
    armSnoozeTimer();
}

void InboxModel::armSnoozeTimer()
{
    if (m_snoozedUntil.isEmpty()) {
        m_snoozeTimer->stop();
        return;
    }
    const qint64 next = *std::min_element(m_snoozedUntil.cbegin(), m_snoozedUntil.cend());
    m_snoozeTimer->start(int(std::clamp<qint64>(next - now(), 0, 24 * 3600 * 1000)));
}

void InboxModel::checkSnoozed()
{
    const qint64 t = now();
    QSet<QString> conversations;
    for (auto it = m_snoozedUntil.begin(); it != m_snoozedUntil.end();) {
        if (*it <= t) {
            conversations.insert(m_snoozedConversation.take(it.key()));
            it = m_snoozedUntil.erase(it);
        } else {
            ++it;
        }
    }
    for (const QString &cid : std::as_const(conversations))
        updateConversation(cid, false);
    armSnoozeTimer();
}

void InboxModel::onUnreadChanged(const QList<QString> &ids)
{
    for (const QString &id : ids) {
        const ConversationRecord *r = m_store ? m_store->findConversation(id) : nullptr;
        const bool unseen = r && !r->gone && r->displayExecution == ExecutionStatus::Finished && m_store->isUnread(id);
        if (unseen == m_finishedUnseen.contains(id))
            continue;
        if (unseen)
            m_finishedUnseen.insert(id);
        else
            m_finishedUnseen.remove(id);
        updateConversation(id, false);
    }
}

void InboxModel::markLooked(const QString &conversationId)
{
    const bool hits = m_ruleHits.remove(conversationId) > 0;
    if (m_finishedUnseen.remove(conversationId) || hits)
        updateConversation(conversationId, false);
}

void InboxModel::setWatch(WatchReader *watch)
{
    if (m_watch)
        disconnect(m_watch, nullptr, this, nullptr);
    m_watch = watch;
    if (watch)
        connect(watch, &WatchReader::hits, this, &InboxModel::onRuleHits);
}

void InboxModel::onRuleHits(const QList<RuleHit> &hits)
{
    constexpr qsizetype kKeep = 5; // per conversation: the newest
    QSet<QString> touched;
    for (const RuleHit &h : hits) {
        if (!(h.actions & WatchRule::Inbox))
            continue;
        InboxItem item;
        item.kind = Kind::RuleHit;
        item.key = QStringLiteral("r:%1/%2/%3").arg(h.conversationId).arg(h.ruleId).arg(h.eventId);
        item.conversationId = h.conversationId;
        item.text = tr("Rule “%1”: %2").arg(h.ruleName, h.text);
        item.sinceMs = h.timeMs > 0 ? h.timeMs : now();
        item.rank = 3; // after what blocks the agent, before errors
        QList<InboxItem> &list = m_ruleHits[h.conversationId];
        list.append(item);
        if (list.size() > kKeep)
            list.remove(0, list.size() - kKeep);
        touched.insert(h.conversationId);
    }
    for (const QString &id : std::as_const(touched))
        updateConversation(id, false);
}

std::vector<std::unique_ptr<InboxItem>> InboxModel::ruleHitItems(const QString &conversationId) const
{
    std::vector<std::unique_ptr<InboxItem>> out;
    for (const InboxItem &item : m_ruleHits.value(conversationId))
        out.push_back(std::make_unique<InboxItem>(item));
    return out;
}

InboxItem *InboxModel::findItem(const QString &key) const
{
    const auto it = m_items.find(key);
    return it == m_items.end() ? nullptr : it->second.get();
}

const InboxItem *InboxModel::item(const QString &key) const
{
    return findItem(key);
}

const InboxItem *InboxModel::itemAt(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || !index.internalPointer())
        return nullptr;
    const auto *g = static_cast<const Group *>(index.internalPointer());
    return index.row() < int(g->items.size()) ? g->items[std::size_t(index.row())] : nullptr;
}

QModelIndex InboxModel::indexOf(const QString &key) const
{
    const InboxItem *item = this->item(key);
    if (!item)
        return {};
    Group *g = findGroup(item->groupKey);
    const int row = g ? rowInGroup(g, item) : -1;
    return row < 0 ? QModelIndex() : createIndex(row, 0, g);
}

QList<const InboxItem *> InboxModel::items() const
{
    QList<const InboxItem *> out;
    out.reserve(itemCount());
    for (const auto &g : m_groups)
        out.append(QList<const InboxItem *>(g->items.begin(), g->items.end()));
    return out;
}

QList<const InboxItem *> InboxModel::itemsOf(const QString &conversationId) const
{
    QList<const InboxItem *> out;
    for (const QString &key : m_keysByConversation.value(conversationId)) {
        if (const InboxItem *i = item(key))
            out.append(i);
    }
    return out;
}

QList<QString> InboxModel::conversationOrder() const
{
    QList<QString> out;
    QSet<QString> seen;
    for (const InboxItem *i : items()) {
        if (!seen.contains(i->conversationId)) {
            seen.insert(i->conversationId);
            out.append(i->conversationId);
        }
    }
    return out;
}

} // namespace Switchyard
