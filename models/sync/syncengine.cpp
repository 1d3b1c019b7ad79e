// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/sync/syncengine.h"

#include "models/api/apiclient.h"
#include "models/logging.h"
#include "models/store/store.h"
#include "models/sync/eventhistory.h"
#include "models/sync/eventtail.h"
#include "models/sync/poller.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSet>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace Switchyard {

namespace {

bool isActive(const ConversationRecord &r)
{
    if (r.gone)
        return false;
    if (r.startingGrace)
        return true;
    const auto sb = r.displaySandboxStatus.value();
    if (sb == SandboxStatus::Starting)
        return true;
    const auto ex = r.displayExecution.value();
    return ex == ExecutionStatus::Running || ex == ExecutionStatus::WaitingForConfirmation;
}

bool isNetworkKind(Api::ApiError::Kind k)
{
    return k == Api::ApiError::Kind::Network || k == Api::ApiError::Kind::Timeout || k == Api::ApiError::Kind::Tls;
}

} // namespace

class SyncEngine::Private
{
public:
    SyncEngine *q = nullptr;
    Api::ApiClient *client = nullptr;
    Store *store = nullptr;
    SyncTiming timing;
    std::function<qint64()> nowMs;
    SyncState state;
    QString open;
    bool running = false;
    bool visible = true;
    bool firstListDone = false;
    bool unauthorized = false;
    QString unauthorizedMessage;

    Poller *list = nullptr;
    Poller *sandboxes = nullptr;
    Poller *tasks = nullptr;
    Poller *settings = nullptr;
    Poller *openPoller = nullptr;
    Poller *background = nullptr;
    Poller *historyPoller = nullptr;
    QList<Poller *> pollers;
    EventTail *openTail = nullptr;
    EventTail *backgroundTail = nullptr;
    EventHistory *history = nullptr;
    QTimer reevaluate;

    int openTails = 0;
    bool forceCountCheck = false; ///< the open conversation's history just completed: check now
    QHash<QString, qint64> lastTail; ///< conversation -> time of the last finished background tail
    QHash<QString, QDateTime> tailedUpdatedAt; ///< conversation -> updated_at when last tailed
    QHash<QString, qint64> failedTail; ///< conversation -> when its last background tail failed
    QSet<QString> trackedTasks;
    qint64 listDuplicates = 0;
    std::function<bool(const QString &, bool)> tailFilter;

    qint64 now() const { return nowMs ? nowMs() : QDateTime::currentMSecsSinceEpoch(); }
    qint64 scaled(qint64 ms) const { return visible ? ms : qint64(double(ms) * timing.hiddenFactor); }

    Poller *makePoller(const QString &name)
    {
        auto *p = new Poller(name, q);
        p->setBackoff(timing.backoffBaseMs, timing.backoffCapMs, timing.retryAfterCapMs);
        p->setJitterSeed(timing.jitterSeed ? timing.jitterSeed + quint32(pollers.size()) : 0);
        QObject::connect(p, &Poller::finished, q, [this, p] {
            pollerFinished(p);
        });
        pollers.append(p);
        return p;
    }

    void build();
    /// The pollers of the conversations, the sandboxes, the start tasks and the settings.
    void buildListPollers();
    /// The pollers of the open conversation, the background tails and the open one's history.
    void buildEventPollers();
    /// The event tails and the history pager, and what answers their signals.
    void buildEventReaders();
    void runList(quint64 token);
    void listPage(quint64 token, const QString &pageId, int pagesLeft, QSet<QString> seen);
    void listBatch(quint64 token, QSet<QString> seen);
    void runSandboxes(quint64 token);
    void sandboxPage(quint64 token, const QString &pageId, int pagesLeft, quint64 firstSeq, QList<Sandbox> collected);
    void runTasks(quint64 token);
    void runSettings(quint64 token);
    void runOpen(quint64 token);
    // The steps of runOpen() after the conversation's record: its sandbox's record, then its events.
    void readOpenSandbox(quint64 token, const QString &id, const QString &sandboxId);
    void tailOpen(quint64 token, const QString &id);
    /// The tail on from the newest event held (nothing while an idle one's history is read).
    void tailOpenForward(quint64 token, const QString &id);
    void runBackground(quint64 token);
    bool needsNewestPage(const QString &id) const;
    bool historyDue() const;
    void runHistory(quint64 token);
    QString nextBackground() const;
    qint64 openInterval() const;
    qint64 backgroundInterval() const;
    void pollerFinished(Poller *p);
    void updateState();
};

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
    // A view reached the oldest event held: the next older page, for the user (Foreground).
    QObject::connect(store, &Store::olderEventsRequested, q, [this](const QString &id) {
        if (!running || unauthorized)
            return;
        history->fetchOlder(id, Api::RequestPriority::Foreground, [](const std::optional<Api::ApiError> &) {});
    });
    QObject::connect(openTail, &EventTail::synced, q, &SyncEngine::conversationEventsSynced);
    QObject::connect(backgroundTail, &EventTail::synced, q, &SyncEngine::conversationEventsSynced);
}

// --- conversation list ----------------------------------------------------------------------------

void SyncEngine::Private::runList(quint64 token)
{
    const int pages = firstListDone ? std::max(1, timing.listPages) : std::max(1, timing.relistMaxPages);
    listPage(token, {}, pages, {});
}

void SyncEngine::Private::listPage(quint64 token, const QString &pageId, int pagesLeft, QSet<QString> seen)
{
    Api::ConversationSearch query;
    query.includeSubConversations = true;
    query.limit = 100;
    query.pageId = pageId;
    auto holder = std::make_shared<quint64>(0);
    Api::ApiCall *call = client->searchConversations(
        query, q, [this, token, pagesLeft, seen, holder](Api::Result<Api::Page<Conversation>> r) mutable {
            if (!list->isCurrent(token))
                return;
            if (!r.ok()) {
                list->done(token, r.error());
                return;
            }
            const Api::Page<Conversation> &page = r.value();
            store->applyConversations(page.items, *holder);
            for (const Conversation &c : page.items) {
                if (seen.contains(c.id))
                    ++listDuplicates;
                seen.insert(c.id);
            }
            if (!page.nextPageId.isEmpty() && !page.items.isEmpty() && pagesLeft > 1)
                listPage(token, page.nextPageId, pagesLeft - 1, std::move(seen));
            else
                listBatch(token, std::move(seen));
        });
    if (call) {
        *holder = call->sequence();
        list->track(call);
    }
}

void SyncEngine::Private::listBatch(quint64 token, QSet<QString> seen)
{
    // Every known id that is not gone, plus what the pages showed: the batch get is the call that
    // returns the live statuses, and its nulls are how ids become gone.
    const QList<ConversationRecord> &known = store->conversations();
    for (const ConversationRecord &r : known) {
        if (!r.gone)
            seen.insert(r.conversation.id);
    }
    QList<QString> ids(seen.cbegin(), seen.cend());
    std::sort(ids.begin(), ids.end());
    if (ids.isEmpty()) {
        store->applyConversationBatch({}, {}, 0); // confirms the (empty) list
        firstListDone = true;
        list->done(token, std::nullopt);
        Q_EMIT q->listSynced();
        return;
    }
    auto holder = std::make_shared<quint64>(0);
    Api::ApiCall *call =
        client->getConversations(ids, q, [this, token, ids, holder](Api::Result<QList<std::optional<Conversation>>> r) {
            if (!list->isCurrent(token))
                return;
            if (!r.ok()) {
                list->done(token, r.error());
                return;
            }
            store->applyConversationBatch(ids, r.value(), *holder);
            firstListDone = true;
            list->done(token, std::nullopt);
            Q_EMIT q->listSynced();
            background->reschedule();
        });
    if (call) {
        *holder = call->sequence();
        list->track(call);
    }
}

// --- sandboxes ------------------------------------------------------------------------------------

void SyncEngine::Private::runSandboxes(quint64 token)
{
    sandboxPage(token, {}, 50, 0, {});
}

void SyncEngine::Private::sandboxPage(quint64 token, const QString &pageId, int pagesLeft, quint64 firstSeq,
                                      QList<Sandbox> collected)
{
    auto holder = std::make_shared<quint64>(firstSeq);
    Api::ApiCall *call = client->searchSandboxes(
        pageId, 100, q,
        [this, token, pagesLeft, holder, collected = std::move(collected)](Api::Result<Api::Page<Sandbox>> r) mutable {
            if (!sandboxes->isCurrent(token))
                return;
            if (!r.ok()) {
                sandboxes->done(token, r.error());
                return;
            }
            const Api::Page<Sandbox> &page = r.value();
            QSet<QString> ids;
            for (const Sandbox &s : std::as_const(collected))
                ids.insert(s.id);
            for (const Sandbox &s : page.items) {
                if (!ids.contains(s.id))
                    collected.append(s);
                else
                    ++listDuplicates;
            }
            if (!page.nextPageId.isEmpty() && !page.items.isEmpty() && pagesLeft > 1) {
                sandboxPage(token, page.nextPageId, pagesLeft - 1, *holder, std::move(collected));
                return;
            }
            // The whole listing carries the sequence of its FIRST request: a newer single read
            // (the open conversation's sandbox) is never overwritten by it.
            store->applySandboxes(collected, *holder, pagesLeft > 1 || page.nextPageId.isEmpty());
            sandboxes->done(token, std::nullopt);
        });
    if (call) {
        if (*holder == 0)
            *holder = call->sequence();
        sandboxes->track(call);
    }
}

// --- start tasks ----------------------------------------------------------------------------------

void SyncEngine::Private::runTasks(quint64 token)
{
    const QList<StartTask> stored = store->startTasks();
    for (const StartTask &t : stored)
        trackedTasks.insert(t.id);
    QList<QString> ids(trackedTasks.cbegin(), trackedTasks.cend());
    if (ids.isEmpty()) {
        tasks->done(token, std::nullopt);
        return;
    }
    std::sort(ids.begin(), ids.end());
    auto holder = std::make_shared<quint64>(0);
    Api::ApiCall *call =
        client->getStartTasks(ids, q, [this, token, ids, holder](Api::Result<QList<std::optional<StartTask>>> r) {
            if (!tasks->isCurrent(token))
                return;
            // A 404 for the lookup itself means none of these tasks exists any more (a server that
            // answers unknown ids with 404 instead of null); treat it like nulls for every id.
            const bool allGone = !r.ok() && r.error().kind == Api::ApiError::Kind::NotFound;
            if (!r.ok() && !allGone) {
                tasks->done(token, r.error());
                return;
            }
            const QList<std::optional<StartTask>> answers = allGone ? QList<std::optional<StartTask>>() : r.value();
            QList<StartTask> found;
            QList<QString> vanished;
            bool ready = false;
            for (qsizetype i = 0; i < ids.size(); ++i) {
                const auto &answer = i < answers.size() ? answers.at(i) : std::optional<StartTask>{};
                if (!answer) {
                    // Vanished on the server (its conversation was deleted, or it never existed):
                    // the start ends here, in ERROR, so nothing keeps showing it as "starting".
                    vanished.append(ids.at(i));
                    trackedTasks.remove(ids.at(i));
                    StartTask gone = store->startTask(ids.at(i)).value_or(StartTask{});
                    gone.id = ids.at(i);
                    gone.status = StartTaskStatus::Error;
                    gone.detail = SyncEngine::tr("The start task no longer exists on the server.");
                    Q_EMIT q->startTaskUpdated(gone);
                    continue;
                }
                found.append(*answer);
                const auto st = answer->status.value();
                if (st == StartTaskStatus::Ready || st == StartTaskStatus::Error) {
                    trackedTasks.remove(ids.at(i));
                    ready = ready || st == StartTaskStatus::Ready;
                }
                Q_EMIT q->startTaskUpdated(*answer);
            }
            store->applyStartTasks(found, *holder);
            if (!vanished.isEmpty())
                store->removeStartTasks(vanished);
            tasks->done(token, std::nullopt);
            if (ready) {
                list->pollNow();
                sandboxes->pollNow();
            }
        });
    if (call) {
        *holder = call->sequence();
        tasks->track(call);
    }
}

// --- settings -------------------------------------------------------------------------------------

void SyncEngine::Private::runSettings(quint64 token)
{
    auto holder = std::make_shared<quint64>(0);
    Api::ApiCall *call = client->getSettings(q, [this, token, holder](Api::Result<Api::UserSettings> r) {
        if (!settings->isCurrent(token))
            return;
        if (!r.ok()) {
            const auto kind = r.error().kind;
            if (kind == Api::ApiError::Kind::NotFound || kind == Api::ApiError::Kind::NotAvailable) {
                // An optional endpoint (older builds answer 404 or their HTML page): the strategy is
                // unknown, and nothing else is affected; no error state, no backoff.
                store->setGroupingStrategy(OpenEnum<GroupingStrategy>(), *holder);
                settings->done(token, std::nullopt);
                return;
            }
            settings->done(token, r.error());
            return;
        }
        store->setGroupingStrategy(r.value().sandboxGroupingStrategy, *holder);
        settings->done(token, std::nullopt);
    });
    if (call) {
        *holder = call->sequence();
        settings->track(call);
    }
}

// --- the open conversation ------------------------------------------------------------------------

qint64 SyncEngine::Private::openInterval() const
{
    if (open.isEmpty())
        return scaled(timing.listMs * 4);
    const auto rec = store->conversation(open);
    if (!rec || isActive(*rec))
        return scaled(timing.openActiveMs);
    return scaled(timing.openIdleMs);
}

void SyncEngine::Private::runOpen(quint64 token)
{
    const QString id = open;
    if (id.isEmpty()) {
        openPoller->done(token, std::nullopt);
        return;
    }
    auto holder = std::make_shared<quint64>(0);
    Api::ApiCall *call =
        client->getConversations({id}, q, [this, token, id, holder](Api::Result<QList<std::optional<Conversation>>> r) {
            if (!openPoller->isCurrent(token))
                return;
            if (!r.ok()) {
                openPoller->done(token, r.error());
                return;
            }
            store->applyConversationBatch({id}, r.value(), *holder);
            const QString sandboxId =
                (!r.value().isEmpty() && r.value().first()) ? r.value().first()->sandboxId : QString();
            readOpenSandbox(token, id, sandboxId);
        });
    if (call) {
        *holder = call->sequence();
        openPoller->track(call);
    }
}

void SyncEngine::Private::readOpenSandbox(quint64 token, const QString &id, const QString &sandboxId)
{
    if (sandboxId.isEmpty()) {
        tailOpen(token, id);
        return;
    }
    auto sholder = std::make_shared<quint64>(0);
    Api::ApiCall *scall = client->getSandboxes(
        {sandboxId}, q, [this, token, id, sandboxId, sholder](Api::Result<QList<std::optional<Sandbox>>> sr) {
            if (!openPoller->isCurrent(token))
                return;
            if (!sr.ok()) {
                openPoller->done(token, sr.error());
                return;
            }
            store->applySandboxBatch({sandboxId}, sr.value(), *sholder);
            tailOpen(token, id);
        });
    if (scall) {
        *sholder = scall->sequence();
        openPoller->track(scall);
    }
}

void SyncEngine::Private::tailOpen(quint64 token, const QString &id)
{
    if (!openPoller->isCurrent(token))
        return;
    if (tailFilter && tailFilter(id, true)) {
        openPoller->done(token, std::nullopt); // its socket replays the history
        return;
    }
    if (!needsNewestPage(id)) {
        tailOpenForward(token, id);
        return;
    }
    // Not cached: the newest page first (joins the request setOpenConversation made), then the
    // tail goes on from it; the history follows in the background.
    history->fetchNewest(id, Api::RequestPriority::Foreground,
                         [this, token, id](const std::optional<Api::ApiError> &error) {
                             if (!openPoller->isCurrent(token))
                                 return;
                             if (error) {
                                 openPoller->done(token, error);
                                 return;
                             }
                             historyPoller->reschedule();
                             tailOpenForward(token, id);
                         });
}

void SyncEngine::Private::tailOpenForward(quint64 token, const QString &id)
{
    if (!openPoller->isCurrent(token))
        return;
    const auto rec = store->conversation(id);
    if (historyDue() && rec && !isActive(*rec) && !forceCountCheck) {
        // Idle while its history is read: the newest page is recent, nothing to tail; the check
        // comes when the history is complete.
        openPoller->done(token, std::nullopt);
        return;
    }
    const bool countCheck = std::exchange(forceCountCheck, false) || timing.countCheckEvery <= 1
        || (++openTails % timing.countCheckEvery) == 0;
    openTail->run(id, countCheck, [this, token, id](const std::optional<Api::ApiError> &error) {
        if (!error) {
            lastTail.insert(id, now());
            failedTail.remove(id);
        }
        openPoller->done(token, error);
    });
}

// --- history of the open conversation (newest first) ---------------------------------------------

bool SyncEngine::Private::needsNewestPage(const QString &id) const
{
    return !id.isEmpty() && history->descendingSupported() && store->eventCount(id) == 0 && !store->hasFullHistory(id);
}

bool SyncEngine::Private::historyDue() const
{
    return timing.historyInBackground && !open.isEmpty() && history->descendingSupported()
        && store->eventCount(open) > 0 && !store->hasFullHistory(open);
}

void SyncEngine::Private::runHistory(quint64 token)
{
    if (!historyDue()) {
        historyPoller->done(token, std::nullopt);
        return;
    }
    history->fetchOlder(open, Api::RequestPriority::Background,
                        [this, token](const std::optional<Api::ApiError> &error) {
                            if (historyPoller->isCurrent(token))
                                historyPoller->done(token, error);
                        });
}

// --- background event tails -----------------------------------------------------------------------

QString SyncEngine::Private::nextBackground() const
{
    // Pointers into the store's mirror plus the sort key: no record is copied or swapped (10,000
    // conversations are looked at every time the background poller asks what is next).
    struct Candidate
    {
        const ConversationRecord *record;
        qint64 recency;
    };
    const QList<ConversationRecord> &records = store->conversations();
    QList<Candidate> all;
    all.reserve(records.size());
    for (const ConversationRecord &r : records) {
        if (r.gone || r.conversation.id == open || (tailFilter && tailFilter(r.conversation.id, false)))
            continue;
        all.append({&r, std::max(r.lastActivityMs, r.conversation.updatedAt.toMSecsSinceEpoch())});
    }
    const auto newer = [](const Candidate &a, const Candidate &b) {
        return a.recency != b.recency ? a.recency > b.recency : a.record->conversation.id < b.record->conversation.id;
    };
    if (timing.backgroundEventConversations >= 0 && all.size() > timing.backgroundEventConversations) {
        std::partial_sort(all.begin(), all.begin() + timing.backgroundEventConversations, all.end(), newer);
        all.resize(timing.backgroundEventConversations);
    } else {
        std::sort(all.begin(), all.end(), newer);
    }
    const qint64 t = now();
    QString best;
    qint64 bestOverdue = -1;
    for (const Candidate &c : std::as_const(all)) {
        const ConversationRecord &r = *c.record;
        const QString &id = r.conversation.id;
        const auto last = lastTail.constFind(id);
        qint64 overdue;
        if (const auto failed = failedTail.constFind(id); failed != failedTail.cend()) {
            // Due again, in turn with the others from the time it failed: one whose tail keeps
            // failing must not hold the background poller (its pass goes on where it stopped).
            overdue = t - *failed;
        } else if (last == lastTail.cend()) {
            overdue = std::numeric_limits<qint64>::max() / 2; // never tailed this session
        } else {
            const qint64 every =
                isActive(r) ? std::max(timing.openActiveMs, timing.backgroundEventsMs / 3) : timing.backgroundEventsMs;
            overdue = t - *last - scaled(every);
            if (tailedUpdatedAt.value(id) != r.conversation.updatedAt)
                overdue = std::max<qint64>(overdue, 0); // the record changed since: due now
        }
        if (overdue >= 0 && overdue > bestOverdue) {
            bestOverdue = overdue;
            best = id;
        }
    }
    return best;
}

qint64 SyncEngine::Private::backgroundInterval() const
{
    // Work left: go on soon (one conversation per run, never a burst); otherwise look again later.
    return nextBackground().isEmpty() ? std::min<qint64>(scaled(timing.backgroundEventsMs), 5000)
                                      : std::min<qint64>(20, timing.openActiveMs);
}

void SyncEngine::Private::runBackground(quint64 token)
{
    const QString id = nextBackground();
    if (id.isEmpty()) {
        background->done(token, std::nullopt);
        return;
    }
    const auto rec = store->conversation(id);
    const QDateTime updatedAt = rec ? rec->conversation.updatedAt : QDateTime();
    backgroundTail->run(id, true, [this, token, id, updatedAt](const std::optional<Api::ApiError> &error) {
        if (!error) {
            lastTail.insert(id, now());
            tailedUpdatedAt.insert(id, updatedAt);
            failedTail.remove(id);
        } else if (error->kind != Api::ApiError::Kind::Cancelled) {
            failedTail.insert(id, now());
        }
        background->done(token, error);
    });
}

// --- state ----------------------------------------------------------------------------------------

void SyncEngine::Private::pollerFinished(Poller *p)
{
    const auto &err = p->lastError();
    if (err && err->kind == Api::ApiError::Kind::Unauthorized && !unauthorized) {
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
            if (p->failures() > 0 && p->lastError()) {
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
