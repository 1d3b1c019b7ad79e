// SPDX-License-Identifier: GPL-3.0-or-later
// ApiClient: following next_page_id over many calls.
#include "models/api/apiclient_p.h"

#include <QSet>

namespace Switchyard::Api {

namespace {

template<typename T, typename FetchPage>
void fetchAllPages(ApiClient *client, int maxPages, QObject *context, Callback<QList<T>> cb, FetchPage fetchPage)
{
    struct State
    {
        QList<T> items;
        QSet<QString> seenIds;
        QSet<QString> seenPageIds;
        int pages = 0;
    };
    auto state = std::make_shared<State>();
    QPointer<QObject> ctx(context ? context : client);
    auto stepHolder = std::make_shared<std::function<void(const QString &)>>();
    std::weak_ptr<std::function<void(const QString &)>> weakStep = stepHolder;
    *stepHolder = [client, maxPages, ctx, cb, fetchPage, state, weakStep](const QString &pageId) {
        const auto step = weakStep.lock();
        if (!step)
            return;
        fetchPage(pageId, client, [ctx, cb, state, step, maxPages](Result<Page<T>> r) {
            if (!r.ok()) {
                if (ctx && cb)
                    cb(r.error());
                *step = nullptr;
                return;
            }
            Page<T> page = std::move(r).value();
            for (T &item : page.items) {
                if (state->seenIds.contains(item.id))
                    continue; // offset paging can repeat an item across pages (spec §1.5)
                state->seenIds.insert(item.id);
                state->items.append(std::move(item));
            }
            ++state->pages;
            const bool more = !page.nextPageId.isEmpty() && !state->seenPageIds.contains(page.nextPageId)
                && (maxPages <= 0 || state->pages < maxPages);
            if (more) {
                state->seenPageIds.insert(page.nextPageId);
                (*step)(page.nextPageId);
                return;
            }
            if (ctx && cb)
                cb(std::move(state->items));
            *step = nullptr;
        });
    };
    (*stepHolder)(QString());
}

} // namespace

void ApiClient::fetchAllConversations(const ConversationSearch &query, int maxPages, QObject *context,
                                      Callback<QList<Conversation>> cb, RequestPriority priority)
{
    fetchAllPages<Conversation>(
        this, maxPages, context, std::move(cb),
        [query, priority](const QString &pageId, ApiClient *client, Callback<Page<Conversation>> next) {
            ConversationSearch q = query;
            q.pageId = pageId;
            client->searchConversations(q, client, std::move(next))->setPriority(priority);
        });
}

void ApiClient::fetchAllSandboxes(int maxPages, QObject *context, Callback<QList<Sandbox>> cb, RequestPriority priority)
{
    fetchAllPages<Sandbox>(this, maxPages, context, std::move(cb),
                           [priority](const QString &pageId, ApiClient *client, Callback<Page<Sandbox>> next) {
                               client->searchSandboxes(pageId, 100, client, std::move(next))->setPriority(priority);
                           });
}

} // namespace Switchyard::Api
