// SPDX-License-Identifier: GPL-3.0-or-later
// Routes: events of a conversation (spec §5, §13.2).
#include "app/sim/eventfactory.h"
#include "app/sim/eventsearch.h"
#include "app/sim/router.h"
#include "app/sim/world.h"

namespace Switchyard::Sim {

using json = nlohmann::json;

namespace {
const QStringList &eventKinds()
{
    static const QStringList kinds{QStringLiteral("ServerErrorEvent"),
                                   QStringLiteral("ACPToolCallEvent"),
                                   QStringLiteral("Condensation"),
                                   QStringLiteral("CondensationRequest"),
                                   QStringLiteral("CondensationSummaryEvent"),
                                   QStringLiteral("ConversationErrorEvent"),
                                   QStringLiteral("ConversationStateUpdateEvent"),
                                   QStringLiteral("HookExecutionEvent"),
                                   QStringLiteral("LLMCompletionLogEvent"),
                                   QStringLiteral("ActionEvent"),
                                   QStringLiteral("MessageEvent"),
                                   QStringLiteral("AgentErrorEvent"),
                                   QStringLiteral("ObservationEvent"),
                                   QStringLiteral("UserRejectObservation"),
                                   QStringLiteral("SystemPromptEvent"),
                                   QStringLiteral("StreamingDeltaEvent"),
                                   QStringLiteral("TokenEvent"),
                                   QStringLiteral("InterruptEvent"),
                                   QStringLiteral("PauseEvent")};
    return kinds;
}

const QStringList &newerKinds()
{
    static const QStringList kinds{QStringLiteral("AskUserRequestEvent"), QStringLiteral("AskUserResponseEvent"),
                                   QStringLiteral("SecurityAnalysisEvent")};
    return kinds;
}
} // namespace

SimResponse Router::searchEvents(const Ctx &c, const Params &p)
{
    return events(c, p.id, false);
}

SimResponse Router::countEvents(const Ctx &c, const Params &p)
{
    return events(c, p.id, true);
}

SimResponse Router::legacySearchEvents(const Ctx &c, const Params &)
{
    return events(c, c.req->query.queryItemValue(QStringLiteral("conversation_id__eq"), QUrl::FullyDecoded), false);
}

SimResponse Router::events(const Ctx &c, const QString &id, bool count)
{
    if (!Ids::isUuidLike(id))
        return plain500(); // UUID(conversation_id) raises ValueError in the router
    const QUrlQuery &query = c.req->query;
    const bool newer = features().eventsStorageOrder;
    EventSearch::Query sq;
    if (!count) {
        if (auto err = paging(c, &sq.limit, &sq.offset, newer))
            return *err;
    }
    if (query.hasQueryItem(QStringLiteral("kind__eq"))) {
        const QString kind = query.queryItemValue(QStringLiteral("kind__eq"), QUrl::FullyDecoded);
        if (!eventKinds().contains(kind) && !(features().newerEventKinds && newerKinds().contains(kind)))
            return validation(json::array({validationItem(
                "literal_error", json::array({"query", "kind__eq"}),
                QStringLiteral("Input should be 'ServerErrorEvent', 'ACPToolCallEvent', ... or 'PauseEvent'"), s(kind),
                json{{"expected", "'ServerErrorEvent', ... or 'PauseEvent'"}})}));
        sq.kind = s(kind);
    }
    if (!count && query.hasQueryItem(QStringLiteral("sort_order"))) {
        const QString order = query.queryItemValue(QStringLiteral("sort_order"));
        const bool descOk = features().eventsSortDesc;
        if (order != QLatin1String("TIMESTAMP") && !(descOk && order == QLatin1String("TIMESTAMP_DESC"))) {
            // Older builds know one sort order (spec §13.2: they answer 422 to TIMESTAMP_DESC).
            const char *expected = descOk ? "'TIMESTAMP' or 'TIMESTAMP_DESC'" : "'TIMESTAMP'";
            return validation(
                json::array({validationItem("enum", json::array({"query", "sort_order"}),
                                            QStringLiteral("Input should be %1").arg(QLatin1String(expected)), s(order),
                                            json{{"expected", expected}})}));
        }
        sq.desc = order == QLatin1String("TIMESTAMP_DESC");
    }
    qint64 gte = 0, lt = 0;
    bool hasGte = false, hasLt = false;
    if (auto e = dateFilter(c, "timestamp__gte", &gte, &hasGte))
        return *e;
    if (auto e = dateFilter(c, "timestamp__lt", &lt, &hasLt))
        return *e;
    if (hasGte)
        sq.gte = Times::naiveIso(gte);
    if (hasLt)
        sq.lt = Times::naiveIso(lt);
    SimConversation *conv = visibleConversation(c, id);
    if (!conv) {
        if (count)
            return jsonResponse(200, json(0));
        return jsonResponse(200, json{{"items", json::array()}, {"next_page_id", nullptr}});
    }
    if (newer) {
        if (count)
            return jsonResponse(200, json(EventSearch::newerCount(m_world, *conv, sq)));
        const EventSearch::Page pg = EventSearch::newer(m_world, *conv, sq);
        json items = json::array();
        for (const qint64 seq : pg.seqs)
            items.push_back(m_world.eventAt(*conv, seq));
        return jsonResponse(
            200,
            json{{"items", items}, {"next_page_id", pg.next >= 0 ? json(s(QString::number(pg.next))) : json(nullptr)}});
    }
    const EventSearch::Selection sel = EventSearch::older(m_world, *conv, sq);
    if (count)
        return jsonResponse(200, json(sel.total));
    return jsonResponse(200, page(sel.total, sq.offset, sq.limit, [&](qint64 i) {
                            return m_world.eventAt(*conv, sel.seqAt(i));
                        }));
}

SimResponse Router::batchEvents(const Ctx &c, const Params &p)
{
    if (!Ids::isUuidLike(p.id))
        return plain500();
    const QStringList ids = c.req->query.allQueryItemValues(QStringLiteral("id"), QUrl::FullyDecoded);
    if (ids.isEmpty())
        return validation(json::array(
            {validationItem("missing", json::array({"query", "id"}), QStringLiteral("Field required"), nullptr)}));
    if (ids.size() > 100)
        return detail(400, QStringLiteral("Cannot request more than 100 events at once, got %1").arg(ids.size()));
    for (const QString &eid : ids) {
        if (!Ids::isUuidLike(eid))
            return plain500();
    }
    SimConversation *conv = visibleConversation(c, p.id);
    json out = json::array();
    for (const QString &eid : ids) {
        json found = nullptr;
        if (conv) {
            const QString want = Ids::normalizeUuid(eid);
            const qint64 bulkIndex = EventFactory::bulkIndexOf(conv->bulk, eid);
            if (bulkIndex >= 0) {
                found = m_world.eventAt(*conv, bulkIndex);
            } else {
                for (std::size_t i = 0; i < conv->events.size(); ++i) {
                    if (conv->isStored[i]
                        && Ids::normalizeUuid(q(conv->events[i].value("id", std::string()))) == want) {
                        found = conv->events[i];
                        break;
                    }
                }
            }
        }
        out.push_back(found);
    }
    return jsonResponse(200, out);
}

} // namespace Switchyard::Sim
