// SPDX-License-Identifier: GPL-3.0-or-later
// ApiClient, spec §5: events (with the legacy path of §11).
#include "models/api/apiclient_p.h"

namespace Switchyard::Api {

using namespace RequestDetail;

namespace {

Query eventFilters(const EventSearch &s)
{
    Query q;
    addIf(q, "kind__eq", s.kindEq);
    addIf(q, "timestamp__gte", s.timestampGte);
    addIf(q, "timestamp__lt", s.timestampLt);
    return q;
}

} // namespace

ApiCall *ApiClient::searchEvents(const QString &conversationId, const EventSearch &query, QObject *context,
                                 Callback<Page<Event>> cb)
{
    Query q = eventFilters(query);
    if (query.descending)
        q.append({QStringLiteral("sort_order"), QStringLiteral("TIMESTAMP_DESC")});
    addIf(q, "page_id", query.pageId);
    addLimit(q, query.limit);
    const CodecLimits limits = d->limits;
    const QString id = idValue(conversationId);
    std::function<Result<Page<Event>>(const QByteArray &)> parse = [limits](const QByteArray &b) {
        return Codec::parseEventPage(b, limits);
    };
    Query legacyQuery = q;
    legacyQuery.prepend({QStringLiteral("conversation_id__eq"), id});
    RequestSpec legacy = d->request(Endpoint::LegacySearchEvents, {}, legacyQuery);
    if (d->legacyEvents)
        return d->run<Page<Event>>(std::move(legacy), context, std::move(cb), parse);
    // New path first; on 404/HTML the legacy path (spec §5.3), in the same job, and remembered.
    return d->run<Page<Event>>(d->request(Endpoint::SearchEvents, idSegment(conversationId, true), q), context,
                               std::move(cb), parse, std::move(legacy), d->legacyEventsFound());
}

ApiCall *ApiClient::countEvents(const QString &conversationId, const EventSearch &query, QObject *context,
                                Callback<qint64> cb)
{
    const Query q = eventFilters(query);
    std::function<Result<qint64>(const QByteArray &)> parse = [](const QByteArray &b) {
        return Codec::parseCount(b);
    };
    Query legacyQuery = q;
    legacyQuery.prepend({QStringLiteral("conversation_id__eq"), idValue(conversationId)});
    RequestSpec legacy = d->request(Endpoint::LegacyCountEvents, {}, legacyQuery);
    if (d->legacyEvents)
        return d->run<qint64>(std::move(legacy), context, std::move(cb), parse);
    // The count lives beside the search on both servers: same fallback.
    return d->run<qint64>(d->request(Endpoint::CountEvents, idSegment(conversationId, true), q), context, std::move(cb),
                          parse, std::move(legacy), d->legacyEventsFound());
}

ApiCall *ApiClient::getEvents(const QString &conversationId, const QList<QString> &eventIds, QObject *context,
                              Callback<QList<std::optional<Event>>> cb)
{
    const CodecLimits limits = d->limits;
    return d->runBatch<Event>(Endpoint::BatchEvents, idSegment(conversationId, true), QStringLiteral("id"), eventIds,
                              kOtherBatch, false, context, std::move(cb), [limits](const QByteArray &b) {
                                  return Codec::parseEventBatch(b, limits);
                              });
}

} // namespace Switchyard::Api
