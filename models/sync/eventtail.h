// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/api/apierror.h"
#include "models/domain/event.h"
#include "models/store/eventcursor.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <optional>

namespace Switchyard {

namespace Api {
class ApiClient;
class ApiCall;
} // namespace Api
class Store;

/// Brings the event log of one conversation up to the server's (ARCHITECTURE invariant 3), one
/// conversation at a time:
///  - tail: `timestamp__gte=<cursor>` sorted by timestamp, page after page; each page is ordered by
///    timestamp (pages may arrive shuffled), ids already known are dropped, events older than the
///    cursor are left to the refill, and the page goes to the store together with the cursor it
///    advances (one transaction);
///  - count check (optional): `/events/count` against the local count once the writes landed; a
///    mismatch re-runs the tail once, a second one refills;
///  - refill: reads the whole log and hands it to Store::replaceEvents (common prefix kept).
class EventTail final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EventTail)
public:
    using Done = std::function<void(const std::optional<Api::ApiError> &error)>;

    EventTail(Api::ApiClient *client, Store *store, QObject *parent = nullptr);
    ~EventTail() override;

    void setPageSize(int size) { m_pageSize = std::clamp(size, 1, 100); }
    /// Starts a pass; `done` is called exactly once (unless cancel() is called first).
    void run(const QString &conversationId, bool countCheck, Done done);
    void cancel();
    [[nodiscard]] bool isRunning() const { return bool(m_done); }
    [[nodiscard]] QString conversationId() const { return m_id; }
    /// Events appended by the last pass (after the store's dedupe it may be fewer).
    [[nodiscard]] qint64 lastNewEvents() const { return m_newEvents; }
    [[nodiscard]] qint64 refills() const { return m_refills; }
    [[nodiscard]] qint64 duplicateItems() const { return m_duplicates; }
    [[nodiscard]] qint64 unorderedPages() const { return m_unordered; }
    [[nodiscard]] qint64 lateEvents() const { return m_late; }
    [[nodiscard]] qint64 countMismatches() const { return m_countMismatches; }

Q_SIGNALS:
    /// The log equals the server's count after a count check (or a refill).
    void synced(const QString &conversationId);
    /// Each call made, so that the owner can track/cancel it.
    void callStarted(Switchyard::Api::ApiCall *call);

private:
    void fetchPage(const QString &pageId);
    void checkCount();
    void refill(const QString &pageId);
    void finish(const std::optional<Api::ApiError> &error);

    Api::ApiClient *m_client;
    Store *m_store;
    int m_pageSize = 100;
    QString m_id;
    bool m_countCheck = false;
    int m_passes = 0;
    EventCursor m_cursor;
    Done m_done;
    QPointer<Api::ApiCall> m_call;
    QList<Event> m_refillEvents;
    qint64 m_newEvents = 0;
    qint64 m_refills = 0;
    qint64 m_duplicates = 0;
    qint64 m_unordered = 0;
    qint64 m_late = 0;
    qint64 m_countMismatches = 0;
    quint64 m_generation = 0;
    QHash<QString, EventCursor> m_cursors; ///< newest cursor this session handed to the store
    QHash<QString, int> m_mismatches;
};

} // namespace Switchyard
