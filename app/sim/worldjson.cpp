// SPDX-License-Identifier: GPL-3.0-or-later
// World: the JSON of records as the app server answers them (conversation, metrics, sandbox,
// start task).
#include "app/sim/world.h"
#include "models/api/endpoints.h"

#include <QDateTime>

namespace Switchyard::Sim {

namespace {
nlohmann::json nullable(const QString &v)
{
    return v.isNull() ? nlohmann::json(nullptr) : nlohmann::json(v.toStdString());
}
} // namespace

// ---------------------------------------------------------------- JSON
World::json World::conversationJson(const SimConversation &c, bool live) const
{
    json tags = json::object();
    for (auto it = c.tags.constBegin(); it != c.tags.constEnd(); ++it)
        tags[s(it.key())] = s(it.value());
    json subs = json::array();
    for (const QString &sub : c.subIds)
        subs.push_back(s(sub));
    const auto sbIt = m_sandboxes.find(c.sandboxId);
    const SimSandbox *sb = sbIt == m_sandboxes.end() ? nullptr : sbIt->second.get();
    json j;
    j["id"] = s(c.id);
    j["created_by_user_id"] = s(c.userId);
    j["sandbox_id"] = s(c.sandboxId);
    j["selected_repository"] = c.repository.isEmpty() ? json(nullptr) : json(s(c.repository));
    j["selected_branch"] = c.branch.isEmpty() || c.repository.isEmpty() ? json(nullptr) : json(s(c.branch));
    j["git_provider"] = c.gitProvider.isEmpty() ? json(nullptr) : json(s(c.gitProvider));
    j["title"] = nullable(c.title);
    j["trigger"] = c.trigger.isEmpty() ? json(nullptr) : json(s(c.trigger));
    j["pr_number"] = json::array();
    j["llm_model"] = s(c.llmModel);
    j["agent_kind"] = s(c.agentKind);
    j["metrics"] = metricsJson(c);
    j["parent_conversation_id"] = c.parentId.isEmpty() ? json(nullptr) : json(s(c.parentId));
    j["sub_conversation_ids"] = subs;
    j["public"] = c.isPublic ? json(*c.isPublic) : json(nullptr);
    j["tags"] = tags;
    j["created_at"] = s(Times::record(c.createdAt));
    j["updated_at"] = s(Times::record(std::max(c.updatedAt, c.createdAt)));
    if (live) {
        const bool running = sb && sb->status == QLatin1String("RUNNING");
        j["sandbox_status"] = sb ? s(publicStatus(sb->status)) : std::string("MISSING");
        j["execution_status"] = running ? json(s(c.executionStatus)) : json(nullptr);
        j["conversation_url"] = running ? json(s(agentServerUrl(*sb) + QLatin1Char('/')
                                                 + QLatin1String(Api::kAgentConversationsPrefix.data(),
                                                                 qsizetype(Api::kAgentConversationsPrefix.size()))
                                                 + QLatin1Char('/') + c.id))
                                        : json(nullptr);
        j["session_api_key"] = running ? json(s(sb->sessionKey)) : json(nullptr);
    }
    j["acp_server"] =
        c.agentKind == QLatin1String("acp") && !c.acpServer.isEmpty() ? json(s(c.acpServer)) : json(nullptr);
    j["launched_agent_profile"] = nullptr;
    if (c.tags.contains(QStringLiteral("agentprofileid")))
        j["launched_agent_profile"] = json{{"agent_profile_id", s(c.tags.value(QStringLiteral("agentprofileid")))},
                                           {"revision", c.tags.value(QStringLiteral("agentprofilerevision")).toInt()}};
    return j;
}

World::json World::metricsJson(const SimConversation &c) const
{
    return json{{"model_name", "default"},
                {"accumulated_cost", c.cost},
                {"max_budget_per_task", c.maxBudget ? json(*c.maxBudget) : json(nullptr)},
                {"accumulated_token_usage",
                 {{"model", ""},
                  {"prompt_tokens", c.promptTokens},
                  {"completion_tokens", c.completionTokens},
                  {"cache_read_tokens", c.cacheReadTokens},
                  {"cache_write_tokens", c.cacheWriteTokens},
                  {"reasoning_tokens", 0},
                  {"context_window", c.promptTokens > 0 ? 200000 : 0},
                  {"per_turn_token", c.perTurnTokens},
                  {"response_id", ""}}}};
}

World::json World::sandboxJson(const SimSandbox &sb) const
{
    json j;
    j["id"] = s(sb.id);
    j["created_by_user_id"] = s(sb.userId);
    j["sandbox_spec_id"] = s(sb.specId);
    j["status"] = s(publicStatus(sb.status));
    if (m_options.features.sandboxWorkingDir)
        j["working_dir"] = s(sb.workingDir);
    const bool hasRuntime = sb.status == QLatin1String("RUNNING") || sb.status == QLatin1String("STARTING");
    j["session_api_key"] = hasRuntime ? json(s(sb.sessionKey)) : json(nullptr);
    if (sb.status == QLatin1String("RUNNING")) {
        const QString agent = agentServerUrl(sb);
        const QString root = m_baseUrl.toString();
        j["exposed_urls"] = json::array({json{{"name", "AGENT_SERVER"}, {"url", s(agent)}, {"port", 60000}},
                                         json{{"name", "VSCODE"},
                                              {"url",
                                               s(root + QStringLiteral("/vscode/") + sb.id + QStringLiteral("/?tkn=")
                                                 + sb.sessionKey + QStringLiteral("&folder=%2Fworkspace%2Fproject"))},
                                              {"port", 60001}},
                                         json{{"name", "WORKER_1"},
                                              {"url", s(root + QStringLiteral("/work-1/") + sb.id + QLatin1Char('/'))},
                                              {"port", 12000}},
                                         json{{"name", "WORKER_2"},
                                              {"url", s(root + QStringLiteral("/work-2/") + sb.id + QLatin1Char('/'))},
                                              {"port", 12001}}});
    } else {
        j["exposed_urls"] = nullptr;
    }
    j["created_at"] = s(Times::record(sb.createdAt));
    j["status_detail"] = sb.statusDetail.isEmpty() ? json(nullptr) : json(s(sb.statusDetail));
    return j;
}

World::json World::taskJson(const SimStartTask &t) const
{
    json j;
    j["id"] = s(t.id);
    j["created_by_user_id"] = s(t.userId);
    j["status"] = s(t.status);
    j["detail"] = t.detail.isEmpty() ? json(nullptr) : json(s(t.detail));
    j["app_conversation_id"] = t.conversationId.isEmpty() ? json(nullptr) : json(s(t.conversationId));
    j["sandbox_id"] = t.sandboxId.isEmpty() ? json(nullptr) : json(s(t.sandboxId));
    j["agent_server_url"] = t.agentServerUrl.isEmpty() ? json(nullptr) : json(s(t.agentServerUrl));
    j["request"] = t.request;
    j["created_at"] = s(Times::record(t.createdAt));
    j["updated_at"] = s(Times::record(t.updatedAt));
    return j;
}

} // namespace Switchyard::Sim
