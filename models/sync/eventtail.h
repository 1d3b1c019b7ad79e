// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/api/apierror.h"
#include "models/api/requestbudget.h"
#include "models/domain/event.h"
#include "models/store/eventcursor.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>

#include <chrono>
#include <functional>
#include <optional>

namespace Switchyard {

namespace Api {
class ApiClient;
class ApiCall;
} // namespace Api
class Store;

/// Brings the newer end of one conversation's event log up to the server's (ARCHITECTURE
/// invariant 3, spec §5.1, §13.2), one conversation at a time:
///  - one query per pass: `timestamp__gte=<cursor>` (empty: the whole log), limit; only page_id
///    changes from page to page (an offset into THAT query's result). Pages are not assumed sorted
///    (newer servers walk storage order): ids are deduped across the pass and each page is ordered
///    locally; a page that is not newer than what the pass stored goes to its place by timestamp
///    (Store::insertEvents). Each page is stored as it arrives, the cursor stays;
///  - a pass interrupted by a page failure that may pass (network, timeout, 429, 5xx, an unreadable
///    body) or by cancel() is resumed by the next run() for that conversation at the page it
///    stopped at, with the same query, as long as the cursor it started from is still the cursor: a
///    long pass under a steady failure rate still ends (starting over would read its first pages
///    again and again, and never move the cursor);
///  - the cursor moves when the pass ends, to the newest event of the pass, once the store
///    confirmed every write of it (a failed write leaves it where it was: the next pass reads again);
///  - count check (optional): `/events/count` bounded by `timestamp__lt` just after the cursor (so
///    events that arrive meanwhile do not count; from the oldest event held when the history is not
///    complete) against the same local count. Missing events are found by bisecting the time range
///    with ranged counts and fetched by ranged searches (`timestamp__gte`/`timestamp__lt`), never by
///    reading the whole log again; fewer events on the server than here is history it lost. Events
///    the session socket handed over lately (its lead over REST) are left out of the check; a log
///    the socket fed is otherwise checked like any other (its saved cursor excuses nothing).
class EventTail final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EventTail)
public:
    using Done = std::function<void(const std::optional<Api::ApiError> &error)>;

    EventTail(Api::ApiClient *client, Store *store, QObject *parent = nullptr);
    ~EventTail() override;

    void setPageSize(int size) { m_pageSize = std::clamp(size, 1, 100); }
    /// Where this tail's requests queue in the request budget (the open conversation: Foreground).
    /// A Background tail yields, and the budget keeps it from starving (RequestBudgetConfig::
    /// backgroundShare: while it waits, one slot in that many is its own).
    void setPriority(Api::RequestPriority priority) { m_priority = priority; }
    /// How long events the session socket handed over count as its lead over REST (whose store
    /// lags the agent by up to ~30 s, spec §5.1): the count check leaves them out. Default 60 s.
    void setSocketLeadWindow(std::chrono::milliseconds window) { m_socketLead = window; }
    /// Starts a pass; `done` is called exactly once (unless cancel() is called first).
    void run(const QString &conversationId, bool countCheck, Done done);
    void cancel();
    [[nodiscard]] bool isRunning() const { return bool(m_done); }
    [[nodiscard]] QString conversationId() const { return m_id; }
    /// Events stored by the last pass (after the store's dedupe it may be fewer).
    [[nodiscard]] qint64 lastNewEvents() const { return m_newEvents; }
    [[nodiscard]] qint64 refills() const { return 0; }
    [[nodiscard]] qint64 duplicateItems() const { return m_duplicates; }
    [[nodiscard]] qint64 unorderedPages() const { return m_unordered; }
    [[nodiscard]] qint64 lateEvents() const { return m_late; }
    [[nodiscard]] qint64 countMismatches() const { return m_countMismatches; }
    /// Ranged requests (counts and searches) spent closing gaps.
    [[nodiscard]] qint64 gapRequests() const { return m_gapRequests; }
    /// Events a ranged fetch found missing and stored.
    [[nodiscard]] qint64 gapEvents() const { return m_gapEvents; }
    /// Every request this tail made (pages, counts, ranged fetches).
    [[nodiscard]] qint64 requests() const { return m_requests; }

Q_SIGNALS:
    /// The log equals the server's count after a count check.
    void synced(const QString &conversationId);
    /// Each call made, so that the owner can track/cancel it.
    void callStarted(Switchyard::Api::ApiCall *call);

private:
    /// A time range [gte, lt) whose server count is known.
    struct Range
    {
        QString gte;
        QString lt;
        qint64 server = 0;
    };

    /// Where an interrupted pass stood, to go on from there.
    struct SuspendedPass
    {
        EventCursor start;
        EventCursor next;
        QString storedUpTo;
        QSet<QString> ids;
        QString pageId; ///< the page it did not get
        int failedAtStart = 0;
    };

    void fetchPage(const QString &pageId);
    /// Keeps the pass in flight (paging) for the next run() of its conversation.
    void suspendPass();
    void endPass();
    void checkCount();
    void compareCounts(qint64 serverCount);
    void readServerListing(const QString &pageId);
    void nextGap();
    void countHalf(const Range &range, const QString &mid);
    void fetchRange(const Range &range, const QString &pageId);
    void reportServerLost(qint64 serverCount);
    void finish(const std::optional<Api::ApiError> &error);
    /// `call` is this tail's request in flight.
    void started(Api::ApiCall *call);

    Api::ApiClient *m_client;
    Store *m_store;
    int m_pageSize = 100;
    Api::RequestPriority m_priority = Api::RequestPriority::Foreground;
    QString m_id;
    bool m_countCheck = false;
    EventCursor m_start; ///< where the pass started (its fixed timestamp__gte)
    EventCursor m_next; ///< the newest event the pass stored
    QString m_storedUpTo; ///< newest timestamp appended in this pass (a page below it is inserted)
    QSet<QString> m_passIds; ///< ids the pass already saw
    int m_failedAtStart = 0;
    bool m_paging = false; ///< the pass reads its pages (m_pageId is in flight)
    QString m_pageId;
    QHash<QString, SuspendedPass> m_suspended; ///< conversation -> its interrupted pass
    Done m_done;
    QPointer<Api::ApiCall> m_call;
    QList<Range> m_gaps; ///< ranges still to look at
    QList<Event> m_listing; ///< the server's whole log, read when it lost history
    static constexpr qint64 kLostListingMax = 2000; ///< read the listing only up to this many events
    QString m_countGte, m_countLt; ///< the bounds of the count check
    bool m_countBoundedByLead = false; ///< m_countLt stops before the socket's lead
    std::chrono::milliseconds m_socketLead{60000};
    int m_gapBudget = 0;
    qint64 m_newEvents = 0;
    qint64 m_duplicates = 0;
    qint64 m_unordered = 0;
    qint64 m_late = 0;
    qint64 m_countMismatches = 0;
    qint64 m_gapRequests = 0;
    qint64 m_gapEvents = 0;
    qint64 m_requests = 0;
    quint64 m_generation = 0;
    QHash<QString, EventCursor> m_cursors; ///< newest cursor this session handed to the store
};

} // namespace Switchyard
