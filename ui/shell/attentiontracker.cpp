// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/attentiontracker.h"

#include "models/attention/questiontracker.h"
#include "models/read/storereader.h"
#include "models/sandboxmap/conversationlifecycle.h"

#include <QTimer>

namespace Switchyard {

AttentionTracker::AttentionTracker(QObject *parent)
    : QObject(parent)
    , m_lifecycleTimer(new QTimer(this))
    , m_questions(new QuestionTracker(this))
{
    connect(m_questions, &QuestionTracker::questionChanged, this, [this](const QString &id, bool waiting) {
        // Only questions asked while we watch: the initial scan of the cache is the baseline.
        if (!waiting || !m_store || !m_questions->isScanned())
            return;
        const auto r = m_store->conversation(id);
        if (!r || !m_questions->needsAnswer(*r))
            return;
        Q_EMIT attention(Event::Question, id, r->conversation.title.isEmpty() ? id.left(8) : r->conversation.title);
    });
    m_lifecycleTimer->setInterval(60 * 1000);
    connect(m_lifecycleTimer, &QTimer::timeout, this, &AttentionTracker::checkLifecycle);
    m_lifecycleTimer->start();
}

void AttentionTracker::setClock(std::function<QDateTime()> clock)
{
    m_clock = std::move(clock);
}

void AttentionTracker::checkLifecycle()
{
    if (!m_store)
        return;
    const QDateTime now = m_clock ? m_clock() : QDateTime::currentDateTimeUtc();
    const QList<ConversationRecord> records = m_store->conversations();
    QSet<QString> warning;
    for (const ConversationRecord &r : records) {
        // Only a working agent can be stopped by a pause it does not expect.
        if (r.gone || r.displayExecution != ExecutionStatus::Running)
            continue;
        if (!conversationLifecycle(*m_store, r, now).warn)
            continue;
        const QString &id = r.conversation.id;
        warning.insert(id);
        if (!m_warned.contains(id))
            Q_EMIT attention(Event::PausingSoon, id,
                             r.conversation.title.isEmpty() ? id.left(8) : r.conversation.title);
    }
    m_warned = std::move(warning);
}

void AttentionTracker::setStore(StoreReader *store)
{
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    m_last.clear();
    m_warned.clear();
    m_questions->setStore(store);
    if (!store)
        return;
    const QList<ConversationRecord> records = store->conversations();
    for (const ConversationRecord &r : records)
        m_last.insert(r.conversation.id, r.displayExecution.value());
    connect(store, &StoreReader::changed, this, &AttentionTracker::onChanged);
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
