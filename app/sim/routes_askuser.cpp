// SPDX-License-Identifier: GPL-3.0-or-later
// Route: the agent server's answer to an ask-user question (spec §13.2), by analogy with
// respond_to_confirmation: POST /agent/<sandbox>/api/conversations/<id>/events/respond_to_ask_user
// {request_id, action, answers}. Only while ServerFeatures::askUserRoute is on (older: 404).
#include "app/sim/router.h"
#include "app/sim/world.h"

namespace Switchyard::Sim {

using json = nlohmann::json;

SimResponse Router::agentAskUser(const Ctx &c, const Params &p)
{
    json body;
    if (!parseJsonBody(c.req->body, &body) || !body.is_object() || !body.contains("request_id")
        || !body["request_id"].is_string())
        return validation(json::array({validationItem("missing", json::array({"body", "request_id"}),
                                                      QStringLiteral("Field required"), nullptr)}));
    if (!body.contains("action") || !body["action"].is_string())
        return validation(json::array(
            {validationItem("missing", json::array({"body", "action"}), QStringLiteral("Field required"), nullptr)}));
    QString why;
    using O = World::AskUserOutcome;
    switch (m_world.respondToAskUser(*m_world.conversation(Ids::normalizeUuid(p.id)), body, &why)) {
    case O::Answered:
        return jsonResponse(200, json{{"success", true}});
    case O::Stale:
        return detail(409, why);
    case O::UnknownQuestion:
    case O::UnknownOption:
    case O::Invalid:
        break;
    }
    return detail(422, why);
}

} // namespace Switchyard::Sim
