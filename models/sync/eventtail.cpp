// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/sync/eventtail.h"

#include "models/api/apiclient.h"
#include "models/logging.h"
#include "models/store/eventcursor.h"
#include "models/store/store.h"
#include "models/sync/eventtime.h"

#include <QSet>

#include <algorithm>

namespace Switchyard {

namespace {

/// Ranged requests one count check may spend on closing gaps (bisection and fetches).
constexpr int kGapBudget = 48;

bool byTimestamp(const Event &a, const Event &b)
{
    return a.timestamp < b.timestamp;
}

/// A page that failed this way may come through when asked again: the pass goes on with it. Any
/// other failure (a 4xx may refuse the page_id itself) starts the next pass over.
bool mayPass(Api::ApiError::Kind kind)
{
    using K = Api::ApiError::Kind;
    return kind == K::Network || kind == K::Timeout || kind == K::RateLimited || kind == K::Server || kind == K::Parse;
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
    if (m_done)
        suspendPass();
    m_paging = false;
    m_done = nullptr;
    m_gaps.clear();
    m_passIds.clear();
    if (m_call) {
        Api::ApiCall *call = m_call;
        m_call = nullptr;
        call->cancel();
    }
}

void EventTail::started(Api::ApiCall *call)
{
    m_call = call;
    if (!call)
        return;
    call->setPriority(m_priority);
    ++m_requests;
    Q_EMIT callStarted(call);
}

void EventTail::run(const QString &conversationId, bool countCheck, Done done)
{
    cancel();
    m_id = conversationId;
    m_countCheck = countCheck;
    m_done = std::move(done);
    m_newEvents = 0;
    // The store's cursor may lag our last (still uncommitted) write: take the newer of the two.
    EventCursor start = m_store->eventCursor(conversationId);
    const EventCursor mine = m_cursors.value(conversationId);
    if (mine.timestamp > start.timestamp)
        start = mine;
    const auto suspended = m_suspended.constFind(conversationId);
    if (suspended != m_suspended.cend() && suspended->start == start) {
        // The same query goes on where it stopped (its page_id is an offset into this query).
        SuspendedPass pass = m_suspended.take(conversationId);
        m_start = std::move(pass.start);
        m_next = std::move(pass.next);
        m_storedUpTo = std::move(pass.storedUpTo);
        m_passIds = std::move(pass.ids);
        m_failedAtStart = pass.failedAtStart;
        fetchPage(pass.pageId);
        return;
    }
    m_suspended.remove(conversationId); // the cursor moved since: a new pass from there
    m_start = start;
    m_next = m_start;
    m_storedUpTo = m_start.timestamp;
    m_failedAtStart = m_store->failedWrites();
    fetchPage({});
}

void EventTail::suspendPass()
{
    if (!m_paging || m_id.isEmpty())
        return;
    m_suspended.insert(m_id, SuspendedPass{m_start, m_next, m_storedUpTo, m_passIds, m_pageId, m_failedAtStart});
}

void EventTail::finish(const std::optional<Api::ApiError> &error)
{
    m_paging = false;
    m_call = nullptr;
    m_gaps.clear();
    m_passIds.clear();
    Done done = std::move(m_done);
    m_done = nullptr;
    if (done)
        done(error);
}

void EventTail::fetchPage(const QString &pageId)
{
    // One query per pass: only page_id changes between its pages (spec §13.2).
    Api::EventSearch q;
    q.timestampGte = m_start.timestamp;
    q.limit = m_pageSize;
    q.pageId = pageId;
    m_paging = true;
    m_pageId = pageId;
    const quint64 gen = m_generation;
    const QString id = m_id;
    Api::ApiCall *call = m_client->searchEvents(id, q, this, [this, gen, id](Api::Result<Api::Page<Event>> r) {
        if (gen != m_generation)
            return;
        if (!r.ok()) {
            // The cursor stays; the next run goes on with this page of the same query.
            if (mayPass(r.error().kind))
                suspendPass();
            finish(r.error());
            return;
        }
        Api::Page<Event> page = std::move(r).value();
        if (!std::is_sorted(page.items.cbegin(), page.items.cend(), byTimestamp))
            ++m_unordered;
        QList<Event> fresh;
        fresh.reserve(page.items.size());
        for (Event &e : page.items) {
            if (e.id.isEmpty() || m_passIds.contains(e.id)) {
                ++m_duplicates;
                continue;
            }
            m_passIds.insert(e.id);
            // The designed overlap: the events at the cursor's timestamp that are already stored.
            if (e.timestamp == m_start.timestamp && m_start.idsAtTimestamp.contains(e.id))
                continue;
            fresh.append(std::move(e));
        }
        std::stable_sort(fresh.begin(), fresh.end(), byTimestamp);
        if (!fresh.isEmpty()) {
            m_newEvents += fresh.size();
            // The cursor stays where the pass started until the pass ends (endPass).
            if (fresh.constFirst().timestamp >= m_storedUpTo) {
                m_store->appendEvents(id, fresh, m_start);
            } else {
                ++m_late; // storage order: older than what this pass stored already
                m_store->insertEvents(id, fresh, m_start);
            }
            m_storedUpTo = std::max(m_storedUpTo, fresh.constLast().timestamp);
            m_next = advancedCursor(m_next, fresh);
        }
        if (!page.nextPageId.isEmpty() && !page.items.isEmpty()) {
            fetchPage(page.nextPageId);
            return;
        }
        endPass();
    });
    started(call);
}

void EventTail::endPass()
{
    m_paging = false;
    m_call = nullptr;
    const quint64 gen = m_generation;
    const QString id = m_id;
    m_store->afterWrites(this, [this, gen, id] {
        if (gen != m_generation)
            return;
        if (m_store->failedWrites() != m_failedAtStart) {
            // A page did not reach the disk: the cursor stays, the next pass reads it again.
            qCWarning(lcSync) << "event tail of" << id << "not advanced: a cache write failed";
            finish(std::nullopt);
            return;
        }
        if (!(m_next == m_start)) {
            m_store->appendEvents(id, {}, m_next);
            m_cursors.insert(id, m_next);
        }
        if (m_countCheck)
            checkCount();
        else
            finish(std::nullopt);
    });
}

void EventTail::checkCount()
{
    // Bounded above just after the newest event of the pass: what arrives meanwhile is for the
    // next pass, not a mismatch. Bounded below by the oldest event held while older pages are
    // still to come (a log opened newest first).
    m_countLt = m_next.isEmpty() ? QString() : EventTime::justAfter(m_next.timestamp);
    m_countGte = m_store->hasFullHistory(m_id) ? QString() : m_store->oldestEventTimestamp(m_id);
    // What the session socket handed over lately may not be in REST's store yet (it lags the agent
    // by up to ~30 s): those events are left out on both sides.
    const QString lead = m_store->socketLeadSince(m_id, m_socketLead);
    m_countBoundedByLead = !lead.isEmpty() && (m_countLt.isEmpty() || lead < m_countLt);
    if (m_countBoundedByLead)
        m_countLt = lead;
    if (m_countBoundedByLead && !m_countGte.isEmpty() && m_countLt <= m_countGte) {
        finish(std::nullopt); // all of it is the socket's lead: nothing to compare yet
        return;
    }
    Api::EventSearch q;
    q.timestampGte = m_countGte;
    q.timestampLt = m_countLt;
    const quint64 gen = m_generation;
    Api::ApiCall *call = m_client->countEvents(m_id, q, this, [this, gen](Api::Result<qint64> r) {
        if (gen != m_generation)
            return;
        m_call = nullptr;
        if (!r.ok()) {
            finish(r.error());
            return;
        }
        compareCounts(r.value());
    });
    started(call);
}

void EventTail::compareCounts(qint64 serverCount)
{
    const qint64 local = m_store->countEventsBetween(m_id, m_countGte, m_countLt);
    if (local == serverCount) {
        Q_EMIT synced(m_id);
        finish(std::nullopt);
        return;
    }
    ++m_countMismatches;
    qCDebug(lcSync) << "event count mismatch for" << m_id << "local" << local << "server" << serverCount;
    if (local > serverCount) {
        if (m_countGte.isEmpty()) {
            // The events after the bound (the socket's lead, what arrived meanwhile) are taken as
            // the server's too: only what it is known to lack counts as lost.
            reportServerLost(serverCount + std::max<qint64>(0, m_store->eventCount(m_id) - local));
            // A small listing tells which events the server lost, so that the user can drop them;
            // not while the socket is ahead of REST (the listing would lack its lead).
            if (serverCount <= kLostListingMax && !m_countBoundedByLead) {
                m_listing.clear();
                readServerListing(QString());
                return;
            }
        }
        finish(std::nullopt);
        return;
    }
    m_gaps = {Range{m_countGte, m_countLt, serverCount}};
    m_gapBudget = kGapBudget;
    nextGap();
}

void EventTail::reportServerLost(qint64 serverCount)
{
    // The server holds fewer events than this log: history it lost, kept here (invariant 3).
    qCInfo(lcSync) << "the server has fewer events than the cache for" << m_id << ":" << serverCount;
    m_store->markServerLost(m_id, serverCount);
}

void EventTail::readServerListing(const QString &pageId)
{
    // The server's whole (small) log with one fixed query; the store keeps every local event it
    // lacks, in place and marked (replaceEvents never shrinks a log).
    Api::EventSearch q;
    q.limit = m_pageSize;
    q.pageId = pageId;
    const quint64 gen = m_generation;
    Api::ApiCall *call = m_client->searchEvents(m_id, q, this, [this, gen](Api::Result<Api::Page<Event>> r) {
        if (gen != m_generation)
            return;
        m_call = nullptr;
        if (!r.ok()) {
            finish(r.error());
            return;
        }
        Api::Page<Event> page = std::move(r).value();
        for (Event &e : page.items)
            m_listing.append(std::move(e));
        if (!page.nextPageId.isEmpty() && !page.items.isEmpty() && m_listing.size() <= kLostListingMax) {
            readServerListing(page.nextPageId);
            return;
        }
        std::stable_sort(m_listing.begin(), m_listing.end(), byTimestamp);
        QSet<QString> seen;
        QList<Event> listing;
        listing.reserve(m_listing.size());
        for (Event &e : m_listing) {
            if (!e.id.isEmpty() && !seen.contains(e.id)) {
                seen.insert(e.id);
                listing.append(std::move(e));
            }
        }
        m_listing.clear();
        if (!m_store->socketLeadSince(m_id, m_socketLead).isEmpty()) {
            // The socket handed events over while the listing was read: REST may lack them yet.
            finish(std::nullopt);
            return;
        }
        m_store->replaceEvents(m_id, listing, m_store->eventCursor(m_id));
        finish(std::nullopt);
    });
    started(call);
}

void EventTail::nextGap()
{
    const quint64 gen = m_generation;
    while (!m_gaps.isEmpty()) {
        if (m_gapBudget <= 0) {
            qCInfo(lcSync) << "event gaps of" << m_id << "left for the next count check";
            break;
        }
        const Range r = m_gaps.takeFirst();
        const qint64 local = m_store->countEventsBetween(m_id, r.gte, r.lt);
        const qint64 missing = r.server - local;
        if (local < 0 || missing <= 0)
            continue;
        // Where to split: the middle of the range in time; an open lower end splits at the oldest
        // event held (everything before it is missing).
        QString mid;
        const QString lower = r.gte.isEmpty() ? m_store->oldestEventTimestamp(m_id) : r.gte;
        const auto lo = EventTime::toMicros(lower);
        const auto hi = EventTime::toMicros(r.lt);
        if (r.gte.isEmpty() && !lower.isEmpty())
            mid = lower;
        else if (lo && hi && *hi - *lo > 1)
            mid = EventTime::fromMicros(*lo + (*hi - *lo) / 2);
        // Fetch when most of the range is missing or it is one page: cheaper than narrowing it.
        const bool fetch = local == 0 || r.server <= m_pageSize || missing * 2 >= r.server || mid.isEmpty();
        if (fetch) {
            fetchRange(r, {});
            return;
        }
        countHalf(r, mid);
        return;
    }
    m_gaps.clear();
    m_store->afterWrites(this, [this, gen] {
        if (gen == m_generation)
            finish(std::nullopt);
    });
}

void EventTail::countHalf(const Range &range, const QString &mid)
{
    // The server's count of the older half [gte, mid); the newer half's follows from the range's.
    Api::EventSearch q;
    q.timestampGte = range.gte;
    q.timestampLt = mid;
    const quint64 gen = m_generation;
    --m_gapBudget;
    ++m_gapRequests;
    Api::ApiCall *call = m_client->countEvents(m_id, q, this, [this, gen, range, mid](Api::Result<qint64> res) {
        if (gen != m_generation)
            return;
        m_call = nullptr;
        if (!res.ok()) {
            finish(res.error());
            return;
        }
        const qint64 left = res.value();
        m_gaps.prepend(Range{mid, range.lt, range.server - left});
        m_gaps.prepend(Range{range.gte, mid, left});
        nextGap();
    });
    started(call);
}

void EventTail::fetchRange(const Range &range, const QString &pageId)
{
    // A ranged search: fixed bounds and limit, only page_id moves.
    Api::EventSearch q;
    q.timestampGte = range.gte;
    q.timestampLt = range.lt;
    q.limit = m_pageSize;
    q.pageId = pageId;
    const quint64 gen = m_generation;
    const QString id = m_id;
    --m_gapBudget;
    ++m_gapRequests;
    Api::ApiCall *call = m_client->searchEvents(id, q, this, [this, gen, id, range](Api::Result<Api::Page<Event>> r) {
        if (gen != m_generation)
            return;
        m_call = nullptr;
        if (!r.ok()) {
            finish(r.error());
            return;
        }
        Api::Page<Event> page = std::move(r).value();
        if (!page.items.isEmpty()) {
            m_gapEvents += page.items.size();
            std::stable_sort(page.items.begin(), page.items.end(), byTimestamp);
            m_store->insertEvents(id, page.items, {}); // ids already held are skipped there
        }
        if (!page.nextPageId.isEmpty() && !page.items.isEmpty() && m_gapBudget > 0) {
            fetchRange(range, page.nextPageId);
            return;
        }
        nextGap();
    });
    started(call);
}

} // namespace Switchyard
