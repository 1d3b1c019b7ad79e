// SPDX-License-Identifier: GPL-3.0-or-later
// Routes: the agent server's REST steering calls (spec §9.6) under
// /agent/<sandbox>/api/conversations/<id>. The sockets live in socketserver.cpp.
#include "app/sim/router.h"
#include "app/sim/world.h"

namespace Switchyard::Sim {

using json = nlohmann::json;

std::optional<SimResponse> Router::agentPreamble(const Ctx &c, const Params &p, SimConversation **conv)
{
    SimSandbox *sb = m_world.sandbox(p.sandbox);
    if (!sb || sb->status != QLatin1String("RUNNING")) {
        SimResponse resp; // the runtime's ingress: nobody home
        resp.status = 503;
        resp.contentType = "text/html";
        resp.body = "<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>";
        return resp;
    }
    if (QString::fromUtf8(c.req->header("x-session-api-key")) != sb->sessionKey)
        return detail(401, QStringLiteral("Unauthorized"));
    *conv = m_world.conversation(Ids::normalizeUuid(p.id));
    if (!*conv || (*conv)->sandboxId != p.sandbox)
        return detail(404, QStringLiteral("Not Found"));
    return std::nullopt;
}

SimResponse Router::agentInfo(const Ctx &, const Params &p)
{
    const SimConversation &conv = *m_world.conversation(Ids::normalizeUuid(p.id));
    json usage{{"model", s(conv.llmModel)},
               {"prompt_tokens", conv.promptTokens},
               {"completion_tokens", conv.completionTokens},
               {"cache_read_tokens", conv.cacheReadTokens},
               {"cache_write_tokens", conv.cacheWriteTokens},
               {"reasoning_tokens", 0},
               {"context_window", 200000},
               {"per_turn_token", conv.perTurnTokens},
               {"response_id", ""}};
    json info{
        {"id", s(Ids::dashed(conv.id))},
        {"title", s(conv.title)},
        {"execution_status", s(conv.executionStatus)},
        {"confirmation_policy", {{"kind", conv.script == QLatin1String("confirm") ? "AlwaysConfirm" : "NeverConfirm"}}},
        {"stats",
         {{"usage_to_metrics",
           {{"agent",
             {{"model_name", s(conv.llmModel)},
              {"accumulated_cost", conv.cost},
              {"max_budget_per_task", conv.maxBudget ? json(*conv.maxBudget) : json(nullptr)},
              {"accumulated_token_usage", usage}}}}}}},
        {"agent",
         {{"kind", conv.agentKind == QLatin1String("acp") ? "ACPAgent" : "Agent"},
          {"llm", {{"model", s(conv.llmModel)}}}}},
        {"workspace", {{"kind", "LocalWorkspace"}, {"working_dir", s(conv.workspace.root)}}},
        {"created_at", s(Times::record(conv.createdAt))},
        {"updated_at", s(Times::record(conv.updatedAt))}};
    return jsonResponse(200, info);
}

SimResponse Router::agentPause(const Ctx &, const Params &p)
{
    m_world.pauseAgent(*m_world.conversation(Ids::normalizeUuid(p.id)));
    return jsonResponse(200, json{{"success", true}});
}

SimResponse Router::agentRun(const Ctx &, const Params &p)
{
    m_world.runAgent(*m_world.conversation(Ids::normalizeUuid(p.id)));
    return jsonResponse(200, json{{"success", true}});
}

SimResponse Router::agentConfirm(const Ctx &c, const Params &p)
{
    json body;
    if (!parseJsonBody(c.req->body, &body) || !body.is_object() || !body.contains("accept")
        || !body["accept"].is_boolean())
        return validation(json::array(
            {validationItem("missing", json::array({"body", "accept"}), QStringLiteral("Field required"), nullptr)}));
    const QString reason =
        body.contains("reason") && body["reason"].is_string() ? q(body["reason"].get<std::string>()) : QString();
    m_world.respondToConfirmation(*m_world.conversation(Ids::normalizeUuid(p.id)), body["accept"].get<bool>(), reason);
    return jsonResponse(200, json{{"success", true}});
}

SimResponse Router::agentSendEvent(const Ctx &c, const Params &p)
{
    json body;
    if (!parseJsonBody(c.req->body, &body) || !body.is_object())
        return validation(json::array({validationItem("model_attributes_type", json::array({"body"}),
                                                      QStringLiteral("Input should be a valid dictionary"), nullptr)}));
    QString text;
    for (const auto &item : body.value("content", json::array())) {
        if (item.is_object() && item.value("type", std::string()) == "text")
            text += q(item.value("text", std::string()));
    }
    m_world.sendMessage(*m_world.conversation(Ids::normalizeUuid(p.id)), text, body.value("run", false));
    return jsonResponse(200, json{{"success", true}});
}

} // namespace Switchyard::Sim
