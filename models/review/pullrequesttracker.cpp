// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/review/pullrequesttracker.h"

#include "models/read/storereader.h"

#include <algorithm>

namespace Switchyard {

PullRequestTracker::PullRequestTracker(QObject *parent)
    : QObject(parent)
{ }

PullRequestTracker::~PullRequestTracker() = default;

void PullRequestTracker::setStore(StoreReader *store)
{
    if (m_store == store)
        return;
    if (m_store)
        disconnect(m_store, nullptr, this, nullptr);
    m_store = store;
    if (m_store)
        connect(m_store, &StoreReader::changed, this, &PullRequestTracker::onChanged);
    rescan();
}

void PullRequestTracker::setConversation(const QString &conversationId)
{
    if (conversationId == m_conversationId)
        return;
    m_conversationId = conversationId;
    rescan();
}

QList<PullRequests::Link> PullRequestTracker::links() const
{
    return m_links;
}

void PullRequestTracker::onChanged(const StoreChanges &changes)
{
    if (m_conversationId.isEmpty())
        return;
    if (changes.eventsReset.contains(m_conversationId) || changes.eventsPrepended.contains(m_conversationId)) {
        rescan();
        return;
    }
    const auto appended = changes.eventsAppended.constFind(m_conversationId);
    if (appended != changes.eventsAppended.cend() && *appended > m_scanned)
        scan(m_scanned, *appended);
    publish();
}

void PullRequestTracker::rescan()
{
    m_found.clear();
    m_scanned = 0;
    if (m_store && !m_conversationId.isEmpty()) {
        const qint64 count = m_store->eventCount(m_conversationId);
        scan(std::max<qint64>(0, count - kTailEvents), count);
    }
    publish();
}

void PullRequestTracker::scan(qint64 from, qint64 to)
{
    m_scanned = std::max(m_scanned, to);
    if (!m_store || to <= from)
        return;
    from = std::max(from, to - kTailEvents);
    const QList<EventSummary> rows = m_store->eventSummaries(m_conversationId, from, to - from);
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const EventSummary &s = rows.at(i);
        const bool agentMessage = s.kind == EventKind::Message && s.source == EventSource::Agent;
        if (!agentMessage && s.kind != EventKind::Observation)
            continue;
        if (!s.summary.contains(QLatin1String("https://")) && s.kind == EventKind::Message && s.summary.size() < 150)
            continue; // a short message without a link (the summary is its whole text)
        const auto event = m_store->event(m_conversationId, from + i);
        if (!event)
            continue;
        QString text;
        if (const auto *m = std::get_if<MessagePayload>(&event->payload))
            text = m->text;
        else if (const auto *o = std::get_if<ObservationPayload>(&event->payload))
            text = o->text;
        for (const PullRequests::Link &link : PullRequests::find(text)) {
            if (!m_found.contains(link))
                m_found.append(link);
        }
    }
}

void PullRequestTracker::publish()
{
    QList<PullRequests::Link> links;
    const ConversationRecord *record = m_store ? m_store->findConversation(m_conversationId) : nullptr;
    if (record) {
        const Conversation &c = record->conversation;
        for (int n : c.prNumbers) {
            if (const auto link = PullRequests::forNumber(c.selectedRepository, c.gitProvider, n))
                links.append(*link);
        }
    }
    for (const PullRequests::Link &link : std::as_const(m_found)) {
        if (!links.contains(link))
            links.append(link);
    }
    if (links == m_links)
        return;
    m_links = links;
    Q_EMIT linksChanged();
}

} // namespace Switchyard
