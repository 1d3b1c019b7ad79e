// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/attention/questiontracker.h"

#include "models/domain/eventsummary.h"
#include "models/read/storereader.h"

#include <QTimer>

namespace Switchyard {

namespace {
constexpr int kSlice = 25; ///< logs read per event-loop turn during the initial scan
}

QuestionTracker::QuestionTracker(QObject *parent)
    : QObject(parent)
    , m_scan(new QTimer(this))
{
    m_scan->setInterval(0);
    connect(m_scan, &QTimer::timeout, this, &QuestionTracker::scanSlice);
}

QuestionTracker::~QuestionTracker() = default;

void QuestionTracker::setStore(StoreReader *store)
{
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    const QList<QString> before = m_waiting.keys();
    m_waiting.clear();
    for (const QString &id : before)
        Q_EMIT questionChanged(id, false);
    m_pending.clear();
    m_scan->stop();
    if (!store)
        return;
    connect(store, &StoreReader::changed, this, &QuestionTracker::onChanged);
    for (const ConversationRecord &r : store->conversations()) {
        if (!r.gone && r.eventCount > 0)
            m_pending.append(r.conversation.id);
    }
    if (!m_pending.isEmpty())
        m_scan->start();
}

bool QuestionTracker::needsAnswer(const ConversationRecord &record) const
{
    if (record.gone || !m_waiting.contains(record.conversation.id))
        return false;
    return record.displayExecution != ExecutionStatus::Finished;
}

void QuestionTracker::scanSlice()
{
    for (int i = 0; i < kSlice && !m_pending.isEmpty(); ++i)
        recheck(m_pending.takeLast());
    if (m_pending.isEmpty())
        m_scan->stop();
}

void QuestionTracker::recheck(const QString &conversationId)
{
    if (!m_store)
        return;
    const qint64 count = m_store->eventCount(conversationId);
    const qint64 from = std::max<qint64>(0, count - kTail);
    const QString request =
        count > 0 ? waitingQuestion(m_store->eventSummaries(conversationId, from, count - from)) : QString();
    const auto it = m_waiting.constFind(conversationId);
    const QString before = it == m_waiting.cend() ? QString() : *it;
    if (request == before)
        return;
    if (request.isEmpty())
        m_waiting.remove(conversationId);
    else
        m_waiting.insert(conversationId, request);
    // A new question after another one counts as a new one.
    if (!before.isEmpty() && !request.isEmpty())
        Q_EMIT questionChanged(conversationId, false);
    Q_EMIT questionChanged(conversationId, !request.isEmpty());
}

void QuestionTracker::onChanged(const StoreChanges &changes)
{
    for (auto it = changes.eventsAppended.cbegin(); it != changes.eventsAppended.cend(); ++it) {
        m_pending.removeOne(it.key());
        recheck(it.key());
    }
    for (const QString &id : changes.eventsReset) {
        if (!changes.eventsAppended.contains(id))
            recheck(id);
    }
    for (const QString &id : changes.conversations.removed) {
        m_pending.removeOne(id);
        if (m_waiting.remove(id) > 0)
            Q_EMIT questionChanged(id, false);
    }
}

} // namespace Switchyard
