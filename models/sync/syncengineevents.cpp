// SPDX-License-Identifier: GPL-3.0-or-later
// SyncEngine: the open conversation (record, sandbox, event tail), its history newest first, and
// the background event tails.
#include "models/logging.h"
#include "models/sync/syncengine_p.h"

#include <algorithm>
#include <limits>

namespace Switchyard {

using SyncDetail::isActive;

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
    if (needsNewestPage(id) && !(tailFilter && tailFilter(id, true))) {
        // Not cached: the events page the user waits for goes first (it joins the request
        // setOpenConversation made); the record and its sandbox are read after it (issue 28.15:
        // the list just read the record, and the budget's first slots are the page's).
        history->fetchNewest(id, Api::RequestPriority::Foreground,
                             [this, token, id](const std::optional<Api::ApiError> &error) {
                                 if (!openPoller->isCurrent(token))
                                     return;
                                 if (error) {
                                     openPoller->done(token, error);
                                     return;
                                 }
                                 historyPoller->reschedule();
                                 readOpenRecord(token, id);
                             });
        return;
    }
    readOpenRecord(token, id);
}

void SyncEngine::Private::readOpenRecord(quint64 token, const QString &id)
{
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

// --- older pages the user asked for (a scroll to the top, Retry) ---------------------------------

void SyncEngine::Private::setOlderError(const QString &id, const QString &message)
{
    if (olderErrors.value(id) == message)
        return;
    if (message.isEmpty())
        olderErrors.remove(id);
    else
        olderErrors.insert(id, message);
    Q_EMIT q->olderEventsErrorChanged(id, message);
}

void SyncEngine::Private::fetchOlderForUser(const QString &id)
{
    if (id.isEmpty())
        return;
    // Never silent (issue 28 item 5): what keeps the page from coming is said where the user looks.
    if (unauthorized) {
        setOlderError(id,
                      unauthorizedMessage.isEmpty() ? SyncEngine::tr("The server rejected the API key.")
                                                    : unauthorizedMessage);
        return;
    }
    if (!running) {
        setOlderError(id, SyncEngine::tr("Not connected to the server."));
        return;
    }
    setOlderError(id, QString()); // asked again: the line goes until the answer
    history->fetchOlder(id, Api::RequestPriority::Foreground, [this, id](const std::optional<Api::ApiError> &error) {
        if (error && error->kind == Api::ApiError::Kind::Cancelled)
            return;
        if (error) {
            qCInfo(lcSync) << "older page failed:" << error->message;
            setOlderError(id, error->message.isEmpty() ? SyncEngine::tr("The request failed.") : error->message);
        } else {
            setOlderError(id, QString());
        }
    });
}

QString SyncEngine::olderEventsError(const QString &conversationId) const
{
    return d->olderErrors.value(conversationId);
}

void SyncEngine::loadOlderEvents(const QString &conversationId)
{
    d->fetchOlderForUser(conversationId);
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

} // namespace Switchyard
