// SPDX-License-Identifier: GPL-3.0-or-later
// Routes: sandboxes (spec §8, §13.5), sandbox specs and settings.
#include "app/sim/router.h"
#include "app/sim/world.h"

namespace Switchyard::Sim {

using json = nlohmann::json;

SimResponse Router::searchSandboxes(const Ctx &c, const Params &)
{
    int limit = 100;
    qint64 offset = 0;
    if (auto err = paging(c, &limit, &offset))
        return *err;
    const std::vector<SimSandbox *> all = m_world.sandboxesOf(c.user->id);
    return jsonResponse(200, page(static_cast<qint64>(all.size()), offset, limit, [&](qint64 i) {
                            return m_world.sandboxJson(*all[static_cast<std::size_t>(i)]);
                        }));
}

SimResponse Router::batchSandboxes(const Ctx &c, const Params &)
{
    const QStringList ids = c.req->query.allQueryItemValues(QStringLiteral("id"), QUrl::FullyDecoded);
    if (ids.isEmpty())
        return validation(json::array(
            {validationItem("missing", json::array({"query", "id"}), QStringLiteral("Field required"), nullptr)}));
    if (ids.size() > 100)
        return detail(400, QStringLiteral("Cannot request more than 100 sandboxes at once, got %1").arg(ids.size()));
    json out = json::array();
    for (const QString &id : ids) {
        SimSandbox *sb = m_world.sandbox(id);
        out.push_back(sb && sb->userId == c.user->id ? m_world.sandboxJson(*sb) : json(nullptr));
    }
    return jsonResponse(200, out);
}

SimResponse Router::createSandbox(const Ctx &c, const Params &)
{
    const QString spec = c.req->query.queryItemValue(QStringLiteral("sandbox_spec_id"), QUrl::FullyDecoded);
    if (!spec.isEmpty() && !spec.startsWith(QLatin1String("ghcr.io/openhands/agent-server")))
        return detail(404, QStringLiteral("Sandbox spec not found: ") + spec);
    SimSandbox &sb = m_world.createSandbox(c.user->id);
    if (!spec.isEmpty())
        sb.specId = spec;
    return jsonResponse(200, m_world.sandboxJson(sb));
}

SimResponse Router::pauseSandbox(const Ctx &c, const Params &p)
{
    if (!ownSandbox(c, p.id) || !m_world.pauseSandbox(p.id))
        return detail(404, QStringLiteral("Not Found"));
    return jsonResponse(200, json{{"success", true}});
}

SimResponse Router::resumeSandbox(const Ctx &c, const Params &p)
{
    if (!ownSandbox(c, p.id))
        return detail(404, QStringLiteral("Not Found"));
    switch (m_world.resumeRequest(p.id)) {
    case World::ResumeOutcome::Resumed:
        return jsonResponse(200, json{{"success", true}});
    case World::ResumeOutcome::NotFound:
        return detail(404, QStringLiteral("Not Found"));
    case World::ResumeOutcome::Conflict:
        return detail(
            409,
            QStringLiteral("Sandbox %1 cannot be resumed from status %2").arg(p.id, m_world.sandbox(p.id)->status));
    case World::ResumeOutcome::RuntimeFailed:
        return detail(502, QStringLiteral("Runtime API failed to resume sandbox %1").arg(p.id));
    }
    return detail(404, QStringLiteral("Not Found"));
}

SimResponse Router::deleteSandbox(const Ctx &c, const Params &)
{
    if (!c.req->query.hasQueryItem(QStringLiteral("sandbox_id")))
        return validation(json::array({validationItem("missing", json::array({"query", "sandbox_id"}),
                                                      QStringLiteral("Field required"), nullptr)}));
    const QString id = c.req->query.queryItemValue(QStringLiteral("sandbox_id"), QUrl::FullyDecoded);
    SimSandbox *sb = m_world.sandbox(id);
    if (!sb || sb->userId != c.user->id)
        return detail(404, QStringLiteral("Not Found"));
    m_world.deleteSandbox(id);
    return jsonResponse(200, json{{"success", true}});
}

namespace {
const nlohmann::json &specJson()
{
    static const nlohmann::json spec{{"id", "ghcr.io/openhands/agent-server:ddac556-python"},
                                     {"command", nullptr},
                                     {"created_at", "2026-08-01T09:00:00.000000Z"},
                                     {"initial_env", nlohmann::json::object()},
                                     {"working_dir", "/workspace/project"}};
    return spec;
}
} // namespace

SimResponse Router::batchSpecs(const Ctx &c, const Params &)
{
    const QStringList ids = c.req->query.allQueryItemValues(QStringLiteral("id"), QUrl::FullyDecoded);
    json out = json::array();
    for (const QString &id : ids)
        out.push_back(s(id) == specJson()["id"].get<std::string>() ? specJson() : json(nullptr));
    return jsonResponse(200, out);
}

SimResponse Router::searchSpecs(const Ctx &c, const Params &)
{
    int limit = 100;
    qint64 offset = 0;
    if (auto err = paging(c, &limit, &offset))
        return *err;
    return jsonResponse(200, page(1, offset, limit, [&](qint64) {
                            return specJson();
                        }));
}

SimResponse Router::getSettings(const Ctx &c, const Params &)
{
    json j = c.user->settings;
    j["language"] = j.value("language", json("en"));
    j["user_version"] = nullptr;
    j["remote_runtime_resource_factor"] = 1;
    j["enable_sound_notifications"] = j.value("enable_sound_notifications", json(false));
    j["enable_proactive_conversation_starters"] = j.value("enable_proactive_conversation_starters", json(true));
    j["user_consents_to_analytics"] = j.value("user_consents_to_analytics", json(false));
    j["sandbox_base_container_image"] = nullptr;
    j["sandbox_runtime_container_image"] = nullptr;
    j["disabled_skills"] = j.value("disabled_skills", json::array());
    j["max_budget_per_task"] = j.value("max_budget_per_task", json(nullptr));
    j["email"] = "sim-user@example.com";
    j["email_verified"] = true;
    j["git_user_name"] = "openhands";
    j["git_user_email"] = "openhands@all-hands.dev";
    j["git_full_clone"] = false;
    j["v1_enabled"] = true;
    j["agent_settings"] = j.value("agent_settings", json::object());
    j["sandbox_grouping_strategy"] = s(c.user->grouping);
    j["default_sandbox_spec_id"] = nullptr;
    j["active_agent_profile_id"] = nullptr;
    j["active_agent_profile_revision"] = nullptr;
    j["registered_marketplaces"] = json::array();
    j["inherited_marketplaces"] = json::array();
    j["provider_tokens_set"] = json{{"github", nullptr}};
    j["llm_api_key_set"] = true;
    j["search_api_key_set"] = false;
    j.erase("conversation_settings");
    j.erase("llm_profiles");
    return jsonResponse(200, j);
}

SimResponse Router::postSettings(const Ctx &c, const Params &)
{
    json body;
    if (!parseJsonBody(c.req->body, &body) || !body.is_object())
        return validation(json::array({validationItem(
            "model_attributes_type", json::array({"body"}),
            QStringLiteral("Input should be a valid dictionary or object to extract fields from"), nullptr)}));
    if (body.contains("sandbox_grouping_strategy")) {
        const json &v = body["sandbox_grouping_strategy"];
        if (!v.is_string() || !World::isGroupingStrategy(q(v.get<std::string>())))
            return validation(json::array({validationItem(
                "enum", json::array({"body", "sandbox_grouping_strategy"}),
                QStringLiteral("Input should be 'NO_GROUPING', 'GROUP_BY_NEWEST', 'LEAST_RECENTLY_USED', "
                               "'FEWEST_CONVERSATIONS' or 'ADD_TO_ANY'"),
                v)}));
        c.user->grouping = q(v.get<std::string>());
    }
    static const char *const kept[] = {"language",
                                       "enable_sound_notifications",
                                       "enable_proactive_conversation_starters",
                                       "user_consents_to_analytics",
                                       "disabled_skills",
                                       "max_budget_per_task",
                                       "agent_settings"};
    for (const char *key : kept) {
        if (body.contains(key))
            c.user->settings[key] = body[key];
    }
    return jsonResponse(200, json{{"message", "Settings stored"}});
}

} // namespace Switchyard::Sim
