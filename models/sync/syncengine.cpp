// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/sync/syncengine.h"

#include "models/logging.h"
#include "models/sync/syncengine_p.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSet>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace Switchyard {

using SyncDetail::isNetworkKind;

void SyncEngine::Private::build()
{
    // makePoller() seeds each poller's jitter by its place: the order stays.
    buildListPollers();
    buildEventPollers();
    buildEventReaders();

    reevaluate.setInterval(int(timing.reevaluateMs));
    QObject::connect(&reevaluate, &QTimer::timeout, q, [this] {
        store->reevaluate();
    });
}

void SyncEngine::Private::buildListPollers()
{
    list = makePoller(QStringLiteral("list"));
    list->setInterval([this] {
        return scaled(timing.listMs);
    });
    list->setRun([this](quint64 t) {
        runList(t);
    });

    sandboxes = makePoller(QStringLiteral("sandboxes"));
    sandboxes->setInterval([this] {
        return scaled(timing.sandboxesMs);
    });
    sandboxes->setRun([this](quint64 t) {
        runSandboxes(t);
    });

    tasks = makePoller(QStringLiteral("start-tasks"));
    tasks->setInterval([this] {
        return trackedTasks.isEmpty() && store->startTasks().isEmpty() ? scaled(timing.listMs * 4)
                                                                       : timing.startTasksMs;
    });
    tasks->setRun([this](quint64 t) {
        runTasks(t);
    });

    settings = makePoller(QStringLiteral("settings"));
    settings->setStopOnUnauthorized(false); // optional: a refusal there is its own (isOptional())
    settings->setInterval([this] {
        return scaled(timing.settingsMs);
    });
    settings->setRun([this](quint64 t) {
        runSettings(t);
    });
}

void SyncEngine::Private::buildEventPollers()
{
    openPoller = makePoller(QStringLiteral("open"));
    openPoller->setInterval([this] {
        return openInterval();
    });
    openPoller->setRun([this](quint64 t) {
        runOpen(t);
    });

    background = makePoller(QStringLiteral("background-events"));
    background->setInterval([this] {
        return backgroundInterval();
    });
    background->setRun([this](quint64 t) {
        runBackground(t);
    });

    historyPoller = makePoller(QStringLiteral("history"));
    historyPoller->setInterval([this] {
        // Page after page while the open conversation's history is incomplete (the budget paces
        // them, Background yields to everything else); otherwise look again later.
        return historyDue() ? 0 : scaled(timing.listMs * 4);
    });
    historyPoller->setRun([this](quint64 t) {
        runHistory(t);
    });
}

void SyncEngine::Private::buildEventReaders()
{
    openTail = new EventTail(client, store, q);
    openTail->setPriority(Api::RequestPriority::Foreground);
    backgroundTail = new EventTail(client, store, q);
    backgroundTail->setPriority(Api::RequestPriority::Background);
    history = new EventHistory(client, store, q);
    QObject::connect(history, &EventHistory::pageStored, q, [this](const QString &id) {
        if (id == open && store->hasFullHistory(id)) {
            // The whole log is here now: tail and compare counts at once.
            forceCountCheck = true;
            openPoller->pollNow();
        }
    });
    // A view reached the oldest event held: the next older page, for the user (Foreground); a
    // failure is told (olderEventsError), never dropped.
    QObject::connect(store, &Store::olderEventsRequested, q, [this](const QString &id) {
        fetchOlderForUser(id);
    });
    QObject::connect(openTail, &EventTail::synced, q, &SyncEngine::conversationEventsSynced);
    QObject::connect(backgroundTail, &EventTail::synced, q, &SyncEngine::conversationEventsSynced);
}

// --- state ----------------------------------------------------------------------------------------

void SyncEngine::Private::pollerFinished(Poller *p)
{
    const auto &err = p->lastError();
    // An optional endpoint degrades alone, whatever it answers (issue 28 item 2): only the
    // endpoints that carry the product stop sync on a 401.
    if (err && err->kind == Api::ApiError::Kind::Unauthorized && !unauthorized && !isOptional(p)) {
        unauthorized = true;
        unauthorizedMessage = err->message;
        for (Poller *other : std::as_const(pollers))
            other->stop();
        openTail->cancel();
        backgroundTail->cancel();
        history->cancel();
        reevaluate.stop();
        qCWarning(lcSync) << "unauthorized: polling stopped until the key changes";
    }
    if (p == openPoller || p == list)
        openPoller->reschedule();
    updateState();
    if (p == list) // lastConfirmed moves once the batch is committed
        store->afterWrites(q, [this] {
            updateState();
        });
}

void SyncEngine::Private::updateState()
{
    SyncState s;
    s.lastConfirmed = store->lastConfirmed();
    if (!running) {
        s.kind = SyncState::Idle;
    } else if (unauthorized) {
        s.kind = SyncState::Unauthorized;
        s.message = unauthorizedMessage;
    } else {
        const Poller *failing = nullptr;
        for (const Poller *p : std::as_const(pollers)) {
            if (p->failures() > 0 && p->lastError() && !isOptional(p)) {
                if (!failing || p == list)
                    failing = p;
            }
        }
        if (failing) {
            s.kind = isNetworkKind(failing->lastError()->kind) ? SyncState::Offline : SyncState::BackingOff;
            s.message = failing->lastError()->message;
        } else {
            s.kind = firstListDone ? SyncState::Online : SyncState::Syncing;
        }
    }
    if (!(s == state)) {
        state = s;
        Q_EMIT q->stateChanged(state);
    }
}

// --- public ---------------------------------------------------------------------------------------

SyncEngine::SyncEngine(Api::ApiClient *client, Store *store, QObject *parent)
    : SyncStatus(parent)
    , d(std::make_unique<Private>())
{
    qRegisterMetaType<Switchyard::SyncState>();
    d->q = this;
    d->client = client;
    d->store = store;
    d->build();
}

SyncEngine::~SyncEngine()
{
    stop();
}

void SyncEngine::setTiming(const SyncTiming &timing)
{
    d->timing = timing;
    for (Poller *p : std::as_const(d->pollers)) {
        p->setBackoff(timing.backoffBaseMs, timing.backoffCapMs, timing.retryAfterCapMs);
        if (timing.jitterSeed)
            p->setJitterSeed(timing.jitterSeed + quint32(d->pollers.indexOf(p)));
    }
    d->openTail->setPageSize(timing.eventPageSize);
    d->backgroundTail->setPageSize(timing.eventPageSize);
    d->openTail->setSocketLeadWindow(std::chrono::milliseconds(timing.socketLeadMs));
    d->backgroundTail->setSocketLeadWindow(std::chrono::milliseconds(timing.socketLeadMs));
    d->history->setPageSize(timing.eventPageSize);
    d->reevaluate.setInterval(int(timing.reevaluateMs));
    if (d->store)
        d->store->setStartingGrace(std::chrono::milliseconds(timing.startingGraceMs));
}

const SyncTiming &SyncEngine::timing() const
{
    return d->timing;
}

void SyncEngine::setClock(std::function<qint64()> nowMs)
{
    d->nowMs = nowMs;
    if (d->store && nowMs)
        d->store->setClock([nowMs] {
            return QDateTime::fromMSecsSinceEpoch(nowMs(), Qt::UTC);
        });
}

void SyncEngine::start()
{
    if (!d->client || !d->store)
        return;
    d->running = true;
    d->unauthorized = false;
    d->unauthorizedMessage.clear();
    d->store->setStartingGrace(std::chrono::milliseconds(d->timing.startingGraceMs));
    // The cache is already painted by whoever reads the store; now relist (invariant 4).
    for (const StartTask &t : d->store->startTasks())
        d->trackedTasks.insert(t.id);
    for (Poller *p : std::as_const(d->pollers))
        p->start();
    d->reevaluate.start();
    d->updateState();
}

void SyncEngine::stop()
{
    d->running = false;
    for (Poller *p : std::as_const(d->pollers))
        p->stop();
    if (d->openTail)
        d->openTail->cancel();
    if (d->backgroundTail)
        d->backgroundTail->cancel();
    if (d->history)
        d->history->cancel();
    d->reevaluate.stop();
    d->updateState();
}

bool SyncEngine::isRunning() const
{
    return d->running;
}

void SyncEngine::setEventTailFilter(std::function<bool(const QString &, bool)> skip)
{
    d->tailFilter = std::move(skip);
}

void SyncEngine::setOpenConversation(const QString &id)
{
    if (d->open == id)
        return;
    d->open = id;
    if (!d->running || d->unauthorized)
        return;
    // Restart the open poller so that a run for the previous conversation does not delay this one.
    d->openTail->cancel();
    if (d->backgroundTail->isRunning() && d->backgroundTail->conversationId() == id) {
        // The open tail takes over; the background poller starts over with another conversation.
        d->backgroundTail->cancel();
        d->background->stop();
        d->background->start();
    }
    // Not cached: ask for the newest page now, beside the record read the open poller starts with.
    if (d->needsNewestPage(id)) {
        d->history->fetchNewest(id, Api::RequestPriority::Foreground, [this](const std::optional<Api::ApiError> &) {
            d->historyPoller->reschedule();
        });
    }
    d->openPoller->stop();
    d->openPoller->start();
    d->historyPoller->reschedule();
}

QString SyncEngine::openConversation() const
{
    return d->open;
}

void SyncEngine::setWindowVisible(bool visible)
{
    if (d->visible == visible)
        return;
    d->visible = visible;
    if (visible) {
        for (Poller *p : std::as_const(d->pollers))
            p->reschedule();
    }
}

void SyncEngine::refreshNow()
{
    if (!d->running)
        return;
    if (d->unauthorized) {
        start();
        return;
    }
    for (Poller *p : std::as_const(d->pollers))
        p->pollNow();
}

void SyncEngine::refreshConversation(const QString &id)
{
    if (!d->running || d->unauthorized || id.isEmpty())
        return;
    if (id == d->open) {
        d->openPoller->pollNow();
        return;
    }
    auto holder = std::make_shared<quint64>(0);
    Api::ApiCall *call =
        d->client->getConversations({id}, this, [this, id, holder](Api::Result<QList<std::optional<Conversation>>> r) {
            if (r.ok())
                d->store->applyConversationBatch({id}, r.value(), *holder);
        });
    if (call)
        *holder = call->sequence();
    d->lastTail.remove(id); // tail it soon too
    d->background->reschedule();
}

void SyncEngine::trackStartTask(const StartTask &task)
{
    if (task.id.isEmpty())
        return;
    d->store->applyStartTasks({task}, 0);
    const auto st = task.status.value();
    if (st == StartTaskStatus::Ready || st == StartTaskStatus::Error)
        return;
    d->trackedTasks.insert(task.id);
    if (d->running && !d->unauthorized)
        d->tasks->pollNow();
}

SyncState SyncEngine::state() const
{
    return d->state;
}

SyncStats SyncEngine::stats() const
{
    SyncStats s;
    for (const Poller *p : std::as_const(d->pollers)) {
        s.runs += p->runs();
        for (auto it = p->failureCounts().cbegin(); it != p->failureCounts().cend(); ++it) {
            s.failuresByKind[it.key()] += it.value();
            s.failures += it.value();
        }
    }
    for (const EventTail *t : {d->openTail, d->backgroundTail}) {
        s.duplicateItems += t->duplicateItems();
        s.unorderedPages += t->unorderedPages();
        s.lateEvents += t->lateEvents();
        s.countMismatches += t->countMismatches();
        s.refills += t->refills();
    }
    s.duplicateItems += d->listDuplicates;
    return s;
}

bool SyncEngine::isQuiet() const
{
    if (d->history->isBusy())
        return false;
    for (const Poller *p : std::as_const(d->pollers)) {
        if (p->isInFlight() || p->failures() > 0)
            return false;
    }
    return true;
}

} // namespace Switchyard
