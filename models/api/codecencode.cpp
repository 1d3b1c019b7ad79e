// SPDX-License-Identifier: GPL-3.0-or-later
// Request bodies and the round-trip encoders (compact JSON, built with nlohmann, never by hand).
#include "models/api/codec_p.h"
#include "models/api/observabilitymetadata.h"

namespace Switchyard::Api {

using namespace CodecDetail;

namespace {

void putStr(json &o, const char *key, const QString &value)
{
    if (!value.isEmpty())
        o[key] = ss(value);
}

json strOrNull(const QString &value)
{
    return value.isEmpty() ? json(nullptr) : json(ss(value));
}

json timeOrNull(const QDateTime &t)
{
    return t.isValid() ? json(ss(t.toUTC().toString(Qt::ISODateWithMs))) : json(nullptr);
}

json strArray(const QList<QString> &list)
{
    json a = json::array();
    for (const QString &s : list)
        a.push_back(ss(s));
    return a;
}

json strObject(const QMap<QString, QString> &map)
{
    json o = json::object();
    for (auto it = map.cbegin(); it != map.cend(); ++it)
        o[ss(it.key())] = ss(it.value());
    return o;
}

json rawObjectOr(const QByteArray &compact, json fallback)
{
    if (compact.isEmpty())
        return fallback;
    json v = json::parse(compact.begin(), compact.end(), nullptr, false);
    return v.is_discarded() ? fallback : v;
}

json contentJson(const QList<ContentBlock> &blocks)
{
    json content = json::array();
    for (const ContentBlock &b : blocks) {
        json block = json::object();
        block["type"] = ss(b.type.isEmpty() ? QStringLiteral("text") : b.type);
        if (b.type == QLatin1String("image"))
            block["image_urls"] = strArray(b.imageUrls);
        else
            block["text"] = ss(b.text);
        content.push_back(std::move(block));
    }
    return content;
}

json messageJson(const SendMessageRequest &m)
{
    json o = json::object();
    o["role"] = ss(m.role.isEmpty() ? QStringLiteral("user") : m.role);
    o["content"] = contentJson(m.content);
    o["run"] = m.run;
    return o;
}

json metricsJson(const MetricsSnapshot &m)
{
    json o = json::object();
    o["model_name"] = ss(m.modelName);
    o["accumulated_cost"] = m.accumulatedCost;
    o["max_budget_per_task"] = m.maxBudgetPerTask ? json(*m.maxBudgetPerTask) : json(nullptr);
    if (m.accumulatedTokenUsage) {
        const TokenUsage &t = *m.accumulatedTokenUsage;
        o["accumulated_token_usage"] = json{{"model", ss(t.model)},
                                            {"prompt_tokens", t.promptTokens},
                                            {"completion_tokens", t.completionTokens},
                                            {"cache_read_tokens", t.cacheReadTokens},
                                            {"cache_write_tokens", t.cacheWriteTokens},
                                            {"reasoning_tokens", t.reasoningTokens},
                                            {"context_window", t.contextWindow},
                                            {"per_turn_token", t.perTurnToken},
                                            {"response_id", ss(t.responseId)}};
    } else {
        o["accumulated_token_usage"] = nullptr;
    }
    return o;
}

json startRequestJson(const StartRequest &r, bool maskSecrets)
{
    json o = json::object();
    putStr(o, "sandbox_id", r.sandboxId);
    putStr(o, "conversation_id", r.conversationId);
    if (r.initialMessage)
        o["initial_message"] = messageJson(*r.initialMessage);
    putStr(o, "system_message_suffix", r.systemMessageSuffix);
    putStr(o, "system_prompt", r.systemPrompt);
    if (!r.disabledSkills.isEmpty())
        o["disabled_skills"] = strArray(r.disabledSkills);
    putStr(o, "llm_model", r.llmModel);
    putStr(o, "agent_profile_id", r.agentProfileId);
    putStr(o, "selected_repository", r.selectedRepository);
    putStr(o, "selected_branch", r.selectedBranch);
    putStr(o, "git_provider", r.gitProvider);
    putStr(o, "title", r.title);
    putStr(o, "trigger", r.trigger);
    if (!r.prNumbers.isEmpty()) {
        json a = json::array();
        for (int n : r.prNumbers)
            a.push_back(n);
        o["pr_number"] = std::move(a);
    }
    putStr(o, "parent_conversation_id", r.parentConversationId);
    putStr(o, "agent_type", r.agentType);
    if (r.isPublic)
        o["public"] = *r.isPublic;
    if (!r.observabilityMetadataJson.isEmpty())
        o["observability_metadata"] = rawObjectOr(r.observabilityMetadataJson, json::object());
    if (!r.observabilityTags.isEmpty())
        o["observability_tags"] = strArray(r.observabilityTags);
    putStr(o, "observability_span_name", r.observabilitySpanName);
    if (!r.plugins.isEmpty()) {
        json a = json::array();
        for (const PluginSpec &p : r.plugins) {
            json spec = json::object();
            spec["source"] = ss(p.source);
            putStr(spec, "ref", p.ref);
            putStr(spec, "repo_path", p.repoPath);
            if (!p.parametersJson.isEmpty())
                spec["parameters"] = rawObjectOr(p.parametersJson, json::object());
            a.push_back(std::move(spec));
        }
        o["plugins"] = std::move(a);
    }
    if (!r.secrets.isEmpty()) {
        json s = json::object();
        for (auto it = r.secrets.cbegin(); it != r.secrets.cend(); ++it)
            s[ss(it.key())] = maskSecrets ? std::string("**********") : ss(it.value());
        o["secrets"] = std::move(s);
    }
    return o;
}

QByteArray bytes(const json &o)
{
    return dumpCompact(o);
}

} // namespace

StartRequest toStartRequest(const StartOptions &options)
{
    StartRequest r;
    r.sandboxId = options.sandboxId;
    r.conversationId = options.conversationId;
    if (options.initialMessage)
        r.initialMessage = SendMessageRequest::ofText(*options.initialMessage);
    r.systemMessageSuffix = options.systemMessageSuffix;
    r.systemPrompt = options.systemPrompt;
    r.disabledSkills = options.disabledSkills;
    r.llmModel = options.llmModel;
    r.agentProfileId = options.agentProfileId;
    r.selectedRepository = options.selectedRepository;
    r.selectedBranch = options.selectedBranch;
    r.gitProvider = options.gitProvider;
    r.title = options.title;
    r.trigger = options.trigger;
    r.prNumbers = options.prNumbers;
    r.parentConversationId = options.parentConversationId;
    r.agentType = options.agentType;
    r.isPublic = options.isPublic;
    if (!options.observabilityMetadata.isEmpty())
        r.observabilityMetadataJson = Codec::encodeObservabilityMetadata(options.observabilityMetadata);
    r.observabilityTags = options.observabilityTags;
    r.observabilitySpanName = options.observabilitySpanName;
    for (const PluginChoice &p : options.plugins)
        r.plugins.append(PluginSpec{p.source, p.ref, p.repoPath, p.parametersJson});
    r.secrets = options.secrets;
    return r;
}

namespace Codec {

QByteArray encodeStartRequest(const StartRequest &request)
{
    return bytes(startRequestJson(request, false));
}

QByteArray encodeSendMessage(const SendMessageRequest &request)
{
    return bytes(messageJson(request));
}

QByteArray encodeConversationPatch(const ConversationPatch &patch)
{
    json o = json::object();
    auto put = [&o](const char *key, const std::optional<QString> &v) {
        if (v)
            o[key] = v->isNull() ? json(nullptr) : json(ss(*v));
    };
    put("title", patch.title);
    if (patch.isPublic)
        o["public"] = *patch.isPublic;
    put("selected_repository", patch.selectedRepository);
    put("selected_branch", patch.selectedBranch);
    put("git_provider", patch.gitProvider);
    return bytes(o);
}

QByteArray encodeSettings(const UserSettings &settings)
{
    json o = json::object();
    const QString wire = toWire(settings.sandboxGroupingStrategy);
    if (!wire.isEmpty())
        o["sandbox_grouping_strategy"] = ss(wire);
    return bytes(o);
}

QByteArray encodeConfirmationResponse(bool accept, const QString &reason)
{
    json o = json::object();
    o["accept"] = accept;
    o["reason"] = ss(reason);
    return bytes(o);
}

QByteArray encodeConversation(const Conversation &c, bool includeSecrets)
{
    json o = json::object();
    o["id"] = ss(c.id);
    o["created_by_user_id"] = strOrNull(c.createdByUserId);
    o["sandbox_id"] = ss(c.sandboxId);
    o["selected_repository"] = strOrNull(c.selectedRepository);
    o["selected_branch"] = strOrNull(c.selectedBranch);
    o["git_provider"] = strOrNull(c.gitProvider);
    o["title"] = strOrNull(c.title);
    o["trigger"] = strOrNull(c.trigger);
    json prs = json::array();
    for (int n : c.prNumbers)
        prs.push_back(n);
    o["pr_number"] = std::move(prs);
    o["llm_model"] = strOrNull(c.llmModel);
    if (!c.agentKind.isEmpty())
        o["agent_kind"] = ss(c.agentKind);
    o["metrics"] = c.metrics ? metricsJson(*c.metrics) : json(nullptr);
    o["parent_conversation_id"] = strOrNull(c.parentConversationId);
    o["sub_conversation_ids"] = strArray(c.subConversationIds);
    o["public"] = c.isPublic ? json(*c.isPublic) : json(nullptr);
    o["tags"] = strObject(c.tags);
    o["created_at"] = timeOrNull(c.createdAt);
    o["updated_at"] = timeOrNull(c.updatedAt);
    o["sandbox_status"] = strOrNull(toWire(c.sandboxStatus));
    o["execution_status"] = strOrNull(toWire(c.executionStatus));
    o["conversation_url"] = strOrNull(c.conversationUrl);
    o["session_api_key"] = includeSecrets ? strOrNull(c.sessionApiKey) : json(nullptr);
    o["acp_server"] = strOrNull(c.acpServer);
    if (c.launchedAgentProfile)
        o["launched_agent_profile"] = json{{"agent_profile_id", ss(c.launchedAgentProfile->agentProfileId)},
                                           {"revision", c.launchedAgentProfile->revision}};
    else
        o["launched_agent_profile"] = nullptr;
    return bytes(o);
}

QByteArray encodeSandbox(const Sandbox &s, bool includeSecrets)
{
    json o = json::object();
    o["id"] = ss(s.id);
    o["created_by_user_id"] = strOrNull(s.createdByUserId);
    o["sandbox_spec_id"] = ss(s.sandboxSpecId);
    o["status"] = strOrNull(toWire(s.status));
    o["session_api_key"] = includeSecrets ? strOrNull(s.sessionApiKey) : json(nullptr);
    if (s.exposedUrls.isEmpty()) {
        o["exposed_urls"] = nullptr;
    } else {
        json a = json::array();
        for (const ExposedUrl &u : s.exposedUrls)
            a.push_back(json{{"name", ss(u.name)}, {"url", ss(u.url)}, {"port", u.port}});
        o["exposed_urls"] = std::move(a);
    }
    o["created_at"] = timeOrNull(s.createdAt);
    o["status_detail"] = strOrNull(s.statusDetail);
    return bytes(o);
}

QByteArray encodeStartTask(const StartTask &t)
{
    json o = json::object();
    o["id"] = ss(t.id);
    o["created_by_user_id"] = strOrNull(t.createdByUserId);
    o["status"] = ss(toWire(t.status));
    o["detail"] = strOrNull(t.detail);
    o["app_conversation_id"] = strOrNull(t.appConversationId);
    o["sandbox_id"] = strOrNull(t.sandboxId);
    o["agent_server_url"] = strOrNull(t.agentServerUrl);
    o["request"] = startRequestJson(toStartRequest(t.request), true); // secrets never leave masked
    o["created_at"] = timeOrNull(t.createdAt);
    o["updated_at"] = timeOrNull(t.updatedAt);
    return bytes(o);
}

} // namespace Codec
} // namespace Switchyard::Api
