// SPDX-License-Identifier: GPL-3.0-or-later
// SyncEngine: the pollers of the conversation list, the sandboxes, the start tasks and the settings.
#include "models/logging.h"
#include "models/sync/syncengine_p.h"

#include <algorithm>
#include <limits>

namespace Switchyard {

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

} // namespace Switchyard
