// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/sync/eventhistory.h"

#include "models/api/apiclient.h"
#include "models/logging.h"
#include "models/store/eventcursor.h"
#include "models/store/store.h"
#include "models/sync/eventtime.h"

#include <algorithm>

namespace Switchyard {

EventHistory::EventHistory(Api::ApiClient *client, Store *store, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_store(store)
{ }

EventHistory::~EventHistory()
{
    cancel();
}

bool EventHistory::isBusy(const QString &conversationId) const
{
    return m_busy.contains(conversationId);
}

void EventHistory::cancel()
{
    ++m_generation;
    const QHash<QString, Busy> busy = std::exchange(m_busy, {});
    for (const Busy &b : busy) {
        if (b.call)
            b.call->cancel();
    }
}

void EventHistory::fetchNewest(const QString &conversationId, Api::RequestPriority priority, Done done)
{
    if (auto it = m_busy.find(conversationId); it != m_busy.end()) {
        it->waiting.append(std::move(done));
        return;
    }
    if (!m_descending || m_store->eventCount(conversationId) > 0) {
        done(std::nullopt);
        return;
    }
    m_passes.remove(conversationId);
    request(conversationId, Pass{}, priority, std::move(done));
}

void EventHistory::fetchOlder(const QString &conversationId, Api::RequestPriority priority, Done done)
{
    if (auto it = m_busy.find(conversationId); it != m_busy.end()) {
        it->waiting.append(std::move(done));
        return;
    }
    if (!m_descending || m_store->hasFullHistory(conversationId) || m_completing.contains(conversationId)) {
        done(std::nullopt);
        return;
    }
    if (m_store->eventCount(conversationId) == 0) {
        fetchNewest(conversationId, priority, std::move(done));
        return;
    }
    Pass pass = m_passes.value(conversationId);
    if (pass.nextPageId.isEmpty()) {
        // A new pass (after a restart): everything up to and including the oldest event held; the
        // ones at its timestamp that are held already are skipped by the store.
        pass.lt = EventTime::justAfter(m_store->oldestEventTimestamp(conversationId));
        if (pass.lt.isEmpty()) {
            done(std::nullopt);
            return;
        }
    }
    request(conversationId, pass, priority, std::move(done));
}

void EventHistory::request(const QString &conversationId, const Pass &pass, Api::RequestPriority priority, Done done)
{
    // One query per pass: sort, limit and bound fixed; only page_id moves (spec §13.2).
    Api::EventSearch q;
    q.descending = true;
    q.limit = m_pageSize;
    q.timestampLt = pass.lt;
    q.pageId = pass.nextPageId;
    const quint64 gen = m_generation;
    const bool newest = pass.lt.isEmpty() && pass.nextPageId.isEmpty();
    Busy &busy = m_busy[conversationId];
    busy.waiting.append(std::move(done));
    busy.generation = gen;
    Api::ApiCall *call = m_client->searchEvents(
        conversationId, q, this, [this, conversationId, pass, gen, newest](Api::Result<Api::Page<Event>> r) {
            if (gen != m_generation)
                return;
            if (!r.ok()) {
                if (newest && r.error().kind == Api::ApiError::Kind::Validation) {
                    // An older build: no sort_order. The log is read oldest first instead.
                    qCInfo(lcSync) << "the server rejects sort_order=TIMESTAMP_DESC: events are read oldest first";
                    m_descending = false;
                    finish(conversationId, std::nullopt);
                    return;
                }
                finish(conversationId, r.error());
                return;
            }
            Api::Page<Event> page = std::move(r).value();
            ++m_pages;
            // Pages are not assumed sorted (storage order): ordered here, deduped by the store.
            std::stable_sort(page.items.begin(), page.items.end(), [](const Event &a, const Event &b) {
                return a.timestamp < b.timestamp;
            });
            const bool last = page.nextPageId.isEmpty() || page.items.isEmpty();
            // The newest page sets where the tail goes on from.
            const EventCursor cursor = newest ? advancedCursor(EventCursor{}, page.items) : EventCursor{};
            m_store->prependEvents(conversationId, page.items, cursor, last);
            if (last) {
                m_passes.remove(conversationId);
                m_completing.insert(conversationId);
            } else {
                m_passes.insert(conversationId, Pass{pass.lt, page.nextPageId});
            }
            // An older page: the next one may be asked for at once (the writes stay in order). The
            // newest page is waited for, since the tail goes on from the cursor it sets.
            if (!newest)
                finish(conversationId, std::nullopt);
            m_store->afterWrites(this, [this, conversationId, gen, newest, last] {
                // Only the oldest page's own barrier: the barriers of the pages before it come back
                // first, while the oldest page is still waiting to be committed.
                if (last)
                    m_completing.remove(conversationId);
                if (gen != m_generation)
                    return;
                Q_EMIT pageStored(conversationId);
                if (newest)
                    finish(conversationId, std::nullopt);
            });
        });
    busy.call = call;
    if (call) {
        call->setPriority(priority);
        ++m_requests;
        Q_EMIT callStarted(call);
    }
}

void EventHistory::finish(const QString &conversationId, const std::optional<Api::ApiError> &error)
{
    const Busy busy = m_busy.take(conversationId);
    for (const Done &done : busy.waiting) {
        if (done)
            done(error);
    }
}

} // namespace Switchyard
