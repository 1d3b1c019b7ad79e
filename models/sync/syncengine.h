// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The sync engine: the pollers that keep a Store in step with a V1 server (ARCHITECTURE
// invariants 1-5). It owns one poller per kind of data (conversation list, sandboxes, start tasks,
// settings, the open conversation's event tail, the background event tails); each has at most one
// request in flight, an adaptive interval and its own exponential backoff with jitter (Retry-After
// honoured). Results go to the Store, which reconciles them (latest request wins) and persists them.
//
// start() does what a restart needs: the store's cache is already painted (stale); then relist,
// batch get of every cached id, tail sync of the open conversation, resume pending start tasks.

#include "models/domain/starttask.h"
#include "models/read/syncstatus.h"
#include "models/sync/syncstats.h"
#include "models/sync/synctiming.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

namespace Switchyard {

namespace Api {
class ApiClient;
}
class Store;

class SyncEngine final : public SyncStatus
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SyncEngine)
public:
    /// Neither `client` nor `store` is owned; both must outlive the engine.
    SyncEngine(Api::ApiClient *client, Store *store, QObject *parent = nullptr);
    ~SyncEngine() override;

    /// Intervals and backoff (call before start(); tests pass short ones).
    void setTiming(const SyncTiming &timing);
    [[nodiscard]] const SyncTiming &timing() const;
    /// Wall clock in UTC ms since the epoch (tests inject a virtual one). Also given to the store.
    void setClock(std::function<qint64()> nowMs);

    /// Starts polling: relist, batch get of every cached id, tail of the open conversation, pending
    /// start tasks. Also clears the Unauthorized state (call it after the key changed).
    void start();
    /// Stops every poller and cancels requests in flight. Nothing stored is lost.
    void stop();
    [[nodiscard]] bool isRunning() const;

    /// The conversation shown in the timeline: its status is polled every ~3 s while it is starting
    /// or running and its events are tailed. Empty = none.
    void setOpenConversation(const QString &id);
    [[nodiscard]] QString openConversation() const;
    /// Slower cadence while the window is hidden.
    void setWindowVisible(bool visible);
    /// Polls everything now (ends a backoff, leaves the Unauthorized state).
    void refreshNow();
    /// Re-reads one conversation record (and its sandbox) soon, e.g. after a steering command.
    void refreshConversation(const QString &id);
    /// Conversations whose REST event tail waits for now (`open`: the open conversation's tail): the
    /// live sockets' policy (LiveManager::restTailSuppressed) while a socket replays or follows them.
    /// Their records are still polled.
    void setEventTailFilter(std::function<bool(const QString &id, bool open)> skip);
    /// Polls a start task until READY/ERROR. Persisted in the store, so it is resumed after a restart.
    void trackStartTask(const StartTask &task);

    [[nodiscard]] SyncState state() const override;
    [[nodiscard]] QString olderEventsError(const QString &conversationId) const override;
    /// The next older page of a conversation, for the user (a retry); its failure is said by
    /// olderEventsError(). The store's olderEventsRequested (a scroll to the top) does the same.
    void loadOlderEvents(const QString &conversationId);
    [[nodiscard]] SyncStats stats() const;
    /// True when no poller has a request in flight and none is backing off (tests).
    [[nodiscard]] bool isQuiet() const;

Q_SIGNALS: // stateChanged() is SyncStatus's
    /// Every new snapshot of a tracked start task (READY/ERROR are the last ones).
    void startTaskUpdated(const Switchyard::StartTask &task);
    /// The event tail of a conversation reached the server's end (tests, "up to date" marks).
    void conversationEventsSynced(const QString &conversationId);
    /// One full round (list + batch get + sandboxes) finished.
    void listSynced();

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace Switchyard
