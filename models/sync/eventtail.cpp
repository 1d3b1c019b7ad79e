// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/sync/eventtail.h"

#include "models/api/apiclient.h"
#include "models/logging.h"
#include "models/store/store.h"

#include <QSet>

#include <algorithm>

namespace Switchyard {

namespace {

void sortByTimestamp(QList<Event> &events)
{
    std::stable_sort(events.begin(), events.end(), [](const Event &a, const Event &b) {
        return a.timestamp < b.timestamp;
    });
}

EventCursor advance(EventCursor cursor, const QList<Event> &events)
{
    for (const Event &e : events) {
        if (e.timestamp > cursor.timestamp) {
            cursor.timestamp = e.timestamp;
            cursor.idsAtTimestamp = {e.id};
        } else if (e.timestamp == cursor.timestamp && !cursor.idsAtTimestamp.contains(e.id)) {
            cursor.idsAtTimestamp.append(e.id);
        }
    }
    return cursor;
}

} // namespace

EventTail::EventTail(Api::ApiClient *client, Store *store, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_store(store)
{ }

EventTail::~EventTail()
{
    cancel();
}

void EventTail::cancel()
{
    ++m_generation;
    m_done = nullptr;
    m_refillEvents.clear();
    if (m_call) {
        Api::ApiCall *call = m_call;
        m_call = nullptr;
        call->cancel();
    }
}

void EventTail::run(const QString &conversationId, bool countCheck, Done done)
{
    cancel();
    m_id = conversationId;
    m_countCheck = countCheck;
    m_done = std::move(done);
    m_passes = 0;
    m_newEvents = 0;
    // The store's cursor may lag our last (still uncommitted) write: take the newer of the two.
    m_cursor = m_store->eventCursor(conversationId);
    const EventCursor mine = m_cursors.value(conversationId);
    if (mine.timestamp > m_cursor.timestamp)
        m_cursor = mine;
    fetchPage({});
}

void EventTail::finish(const std::optional<Api::ApiError> &error)
{
    m_call = nullptr;
    Done done = std::move(m_done);
    m_done = nullptr;
    if (done)
        done(error);
}

void EventTail::fetchPage(const QString &pageId)
{
    Api::EventSearch q;
    q.timestampGte = m_cursor.timestamp;
    q.limit = m_pageSize;
    q.pageId = pageId;
    const quint64 gen = m_generation;
    const QString id = m_id;
    const bool laterPage = !pageId.isEmpty();
    m_call = m_client->searchEvents(id, q, this, [this, gen, id, laterPage](Api::Result<Api::Page<Event>> r) {
        if (gen != m_generation)
            return;
        if (!r.ok()) {
            finish(r.error());
            return;
        }
        Api::Page<Event> page = std::move(r).value();
        if (!std::is_sorted(page.items.cbegin(), page.items.cend(), [](const Event &a, const Event &b) {
                return a.timestamp < b.timestamp;
            }))
            ++m_unordered;
        sortByTimestamp(page.items);
        QList<Event> fresh;
        fresh.reserve(page.items.size());
        QSet<QString> seen;
        for (Event &e : page.items) {
            if (e.id.isEmpty() || seen.contains(e.id)) {
                ++m_duplicates;
                continue;
            }
            seen.insert(e.id);
            // Older than the cursor: a late arrival. Appending it would break the order; the count
            // check sees the difference and the refill puts it in its place.
            if (!m_cursor.isEmpty() && e.timestamp < m_cursor.timestamp) {
                ++m_late;
                continue;
            }
            if (e.timestamp == m_cursor.timestamp && m_cursor.idsAtTimestamp.contains(e.id)) {
                // On the first page this is the designed overlap; on a later page, a repeated item.
                if (laterPage)
                    ++m_duplicates;
                continue;
            }
            fresh.append(std::move(e));
        }
        const EventCursor next = advance(m_cursor, fresh);
        if (!fresh.isEmpty() || !(next == m_cursor)) {
            m_newEvents += fresh.size();
            m_store->appendEvents(id, fresh, next);
            m_cursor = next;
            m_cursors.insert(id, next);
        }
        if (!page.nextPageId.isEmpty() && !page.items.isEmpty()) {
            fetchPage(page.nextPageId);
            return;
        }
        if (m_countCheck)
            checkCount();
        else
            finish(std::nullopt);
    });
    if (m_call)
        Q_EMIT callStarted(m_call);
}

void EventTail::checkCount()
{
    const quint64 gen = m_generation;
    const QString id = m_id;
    m_call = m_client->countEvents(id, {}, this, [this, gen, id](Api::Result<qint64> r) {
        if (gen != m_generation)
            return;
        if (!r.ok()) {
            finish(r.error());
            return;
        }
        const qint64 serverCount = r.value();
        m_call = nullptr;
        m_store->afterWrites(this, [this, gen, id, serverCount] {
            if (gen != m_generation)
                return;
            const qint64 local = m_store->eventCount(id);
            // A log the session socket feeds may be ahead of REST (whose store lags): not a mismatch.
            if (local == serverCount || (local > serverCount && m_store->durableSeq(id) >= 0)) {
                m_mismatches.remove(id);
                Q_EMIT synced(id);
                finish(std::nullopt);
                return;
            }
            ++m_countMismatches;
            const int n = m_mismatches.value(id) + 1;
            m_mismatches.insert(id, n);
            qCDebug(lcSync) << "event count mismatch for" << id << "local" << local << "server" << serverCount;
            if (n >= 2) {
                m_refillEvents.clear();
                refill({});
            } else {
                fetchPage({}); // maybe new events became visible in between: one more pass
            }
        });
    });
    if (m_call)
        Q_EMIT callStarted(m_call);
}

void EventTail::refill(const QString &pageId)
{
    Api::EventSearch q;
    q.limit = m_pageSize;
    q.pageId = pageId;
    const quint64 gen = m_generation;
    const QString id = m_id;
    m_call = m_client->searchEvents(id, q, this, [this, gen, id](Api::Result<Api::Page<Event>> r) {
        if (gen != m_generation)
            return;
        if (!r.ok()) {
            m_refillEvents.clear();
            finish(r.error());
            return;
        }
        Api::Page<Event> page = std::move(r).value();
        m_refillEvents.append(page.items);
        if (!page.nextPageId.isEmpty() && !page.items.isEmpty()) {
            refill(page.nextPageId);
            return;
        }
        QList<Event> all = std::move(m_refillEvents);
        m_refillEvents.clear();
        sortByTimestamp(all);
        QSet<QString> seen;
        QList<Event> unique;
        unique.reserve(all.size());
        for (Event &e : all) {
            if (e.id.isEmpty() || seen.contains(e.id)) {
                ++m_duplicates;
                continue;
            }
            seen.insert(e.id);
            unique.append(std::move(e));
        }
        const EventCursor cursor = advance(EventCursor{}, unique);
        ++m_refills;
        qCInfo(lcSync) << "refilled the event log of" << id << "with" << unique.size() << "events";
        m_store->replaceEvents(id, unique, cursor);
        m_cursor = cursor;
        m_cursors.insert(id, cursor);
        m_mismatches.remove(id);
        finish(std::nullopt);
    });
    if (m_call)
        Q_EMIT callStarted(m_call);
}

} // namespace Switchyard
