// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/api/apierror.h"
#include "models/api/requestbudget.h"
#include "models/domain/event.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>

#include <functional>
#include <optional>

namespace Switchyard {

namespace Api {
class ApiClient;
class ApiCall;
} // namespace Api
class Store;

/// The older end of an event log, read newest first (spec §13.2), the way the web UI opens a
/// conversation: one request `sort_order=TIMESTAMP_DESC&limit=100` gives the newest page, stored
/// (Store::prependEvents into the empty log) and shown at once; then the history, one older page at
/// a time, in ONE query per pass (the same sort, limit and bound; only page_id moves), each page
/// stored below the oldest event held. When the last page arrived the log's history is complete
/// (persisted: never fetched again). A pass interrupted by a restart resumes with
/// `timestamp__lt` just after the oldest event held.
///
/// A server that rejects sort_order (older builds answer 422) is remembered for the session:
/// descendingSupported() turns false and the caller reads the log oldest first (EventTail).
/// The newest page's callbacks run after it is committed to the store (the tail goes on from its
/// cursor); an older page's as soon as it is posted, so that the next request is not held up by
/// the write. pageStored() follows each commit.
class EventHistory final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EventHistory)
public:
    using Done = std::function<void(const std::optional<Api::ApiError> &error)>;

    EventHistory(Api::ApiClient *client, Store *store, QObject *parent = nullptr);
    ~EventHistory() override;

    void setPageSize(int size) { m_pageSize = std::clamp(size, 1, 100); }
    /// The newest page of a conversation whose log is empty. A request for the conversation already
    /// in flight is joined, not repeated.
    void fetchNewest(const QString &conversationId, Api::RequestPriority priority, Done done);
    /// The next older page (nothing to do when the history is complete: done at once).
    void fetchOlder(const QString &conversationId, Api::RequestPriority priority, Done done);
    /// A request for this conversation is in flight.
    [[nodiscard]] bool isBusy(const QString &conversationId) const;
    [[nodiscard]] bool isBusy() const { return !m_busy.isEmpty(); }
    void cancel();
    [[nodiscard]] bool descendingSupported() const { return m_descending; }
    [[nodiscard]] qint64 requests() const { return m_requests; }
    [[nodiscard]] qint64 pages() const { return m_pages; }

Q_SIGNALS:
    void callStarted(Switchyard::Api::ApiCall *call);
    /// A page was committed to the store (newest or older).
    void pageStored(const QString &conversationId);

private:
    /// One pass over a conversation's history: the bound it started with and where it is.
    struct Pass
    {
        QString lt; ///< timestamp__lt of the pass (empty: from the newest event on)
        QString nextPageId;
    };
    struct Busy
    {
        QPointer<Api::ApiCall> call;
        QList<Done> waiting;
        quint64 generation = 0;
    };

    void request(const QString &conversationId, const Pass &pass, Api::RequestPriority priority, Done done);
    void finish(const QString &conversationId, const std::optional<Api::ApiError> &error);

    Api::ApiClient *m_client;
    Store *m_store;
    int m_pageSize = 100;
    bool m_descending = true;
    QHash<QString, Pass> m_passes;
    QHash<QString, Busy> m_busy;
    QSet<QString> m_completing; ///< the oldest page is posted, not committed yet
    quint64 m_generation = 0;
    qint64 m_requests = 0;
    qint64 m_pages = 0;
};

} // namespace Switchyard
