// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/attentiontracker.h"

#include "models/store/store.h"

namespace Switchyard {

AttentionTracker::AttentionTracker(QObject *parent)
    : QObject(parent)
{ }

void AttentionTracker::setStore(Store *store)
{
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    m_last.clear();
    if (!store)
        return;
    const QList<ConversationRecord> records = store->conversations();
    for (const ConversationRecord &r : records)
        m_last.insert(r.conversation.id, r.displayExecution.value());
    connect(store, &Store::changed, this, &AttentionTracker::onChanged);
}

void AttentionTracker::onChanged(const StoreChanges &changes)
{
    if (!m_store)
        return;
    for (const QString &id : changes.conversations.inserted) {
        if (const auto r = m_store->conversation(id))
            m_last.insert(id, r->displayExecution.value());
    }
    for (const QString &id : changes.conversations.removed)
        m_last.remove(id);
    for (const QString &id : changes.conversations.changed) {
        const auto r = m_store->conversation(id);
        if (!r)
            continue;
        const ExecutionStatus now = r->displayExecution.value();
        const auto it = m_last.find(id);
        if (it == m_last.end()) {
            m_last.insert(id, now);
            continue;
        }
        const ExecutionStatus before = *it;
        *it = now;
        if (before == now || r->gone)
            continue;
        const QString title = r->conversation.title.isEmpty() ? id.left(8) : r->conversation.title;
        switch (now) {
        case ExecutionStatus::WaitingForConfirmation:
            Q_EMIT attention(Event::WaitingForConfirmation, id, title);
            break;
        case ExecutionStatus::Finished:
            Q_EMIT attention(Event::Finished, id, title);
            break;
        case ExecutionStatus::Error:
            Q_EMIT attention(Event::Failed, id, title);
            break;
        default:
            break;
        }
    }
}

} // namespace Switchyard
