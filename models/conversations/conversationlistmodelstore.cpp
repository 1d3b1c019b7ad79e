// SPDX-License-Identifier: GPL-3.0-or-later
// The store side of the conversation list model: records to rows, change sets to row diffs.
#include "models/conversations/conversationlistmodel.h"
#include "models/store/store.h"

#include <QSet>

namespace Switchyard {

ConversationRow ConversationRow::fromRecord(const ConversationRecord &record)
{
    ConversationRow row = fromConversation(record.conversation);
    row.displayExecution = record.displayExecution;
    row.displaySandbox = record.displaySandboxStatus;
    row.startingGrace = record.startingGrace;
    row.gone = record.gone;
    row.lastActivityMs = record.lastActivityMs;
    row.eventCount = record.eventCount;
    row.searchText = record.searchText;
    row.confirmedAt = record.confirmedAt;
    return row;
}

void ConversationListModel::setStore(Store *store)
{
    if (m_store == store)
        return;
    QObject::disconnect(m_storeConnection);
    m_store = store;
    if (!store) {
        applySnapshot({});
        applyStartTasks({});
        return;
    }
    const QList<ConversationRecord> &records = store->conversations();
    QList<ConversationRow> rows;
    rows.reserve(records.size());
    for (const ConversationRecord &r : records)
        rows.append(ConversationRow::fromRecord(r));
    applySnapshot(rows);
    reloadStartTasksFromStore();
    m_storeConnection = connect(store, &Store::changed, this, &ConversationListModel::handleStoreChanges);
}

void ConversationListModel::reloadStartTasksFromStore()
{
    if (m_store)
        applyStartTasks(m_store->startTasks());
}

void ConversationListModel::handleStoreChanges(const StoreChanges &changes)
{
    if (!m_store)
        return;
    if (!changes.conversations.removed.isEmpty())
        removeConversations(changes.conversations.removed);
    // By id, straight from the store's mirror (no record copied, nothing else re-read).
    QList<ConversationRow> rows;
    rows.reserve(changes.conversations.inserted.size() + changes.conversations.changed.size()
                 + changes.eventsAppended.size());
    QSet<QString> seen;
    auto collect = [this, &rows, &seen](const QString &id) {
        if (seen.contains(id))
            return;
        seen.insert(id);
        if (const ConversationRecord *rec = m_store->findConversation(id))
            rows.append(ConversationRow::fromRecord(*rec));
    };
    for (const QString &id : changes.conversations.inserted)
        collect(id);
    for (const QString &id : changes.conversations.changed)
        collect(id);
    // A new event moves last activity and search text even when the store reports no record change.
    for (auto it = changes.eventsAppended.cbegin(); it != changes.eventsAppended.cend(); ++it)
        collect(it.key());
    if (!rows.isEmpty())
        upsertRows(rows);
    if (!changes.startTasks.isEmpty() || !changes.conversations.inserted.isEmpty())
        reloadStartTasksFromStore();
}

} // namespace Switchyard
