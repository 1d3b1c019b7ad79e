// SPDX-License-Identifier: GPL-3.0-or-later
// World: start tasks (spec §4.1-4.4): the request, placing a sandbox by the grouping strategy,
// the task's steps to READY or ERROR, and the conversation it starts.
#include "app/sim/agentscripts.h"
#include "app/sim/simlogging.h"
#include "app/sim/world.h"

#include <algorithm>

namespace Switchyard::Sim {

namespace {
constexpr qint64 kSecond = 1000000;

const QStringList &taskOrder()
{
    static const QStringList order{QStringLiteral("WORKING"),
                                   QStringLiteral("WAITING_FOR_SANDBOX"),
                                   QStringLiteral("PREPARING_REPOSITORY"),
                                   QStringLiteral("RUNNING_SETUP_SCRIPT"),
                                   QStringLiteral("SETTING_UP_GIT_HOOKS"),
                                   QStringLiteral("SETTING_UP_SKILLS"),
                                   QStringLiteral("STARTING_CONVERSATION"),
                                   QStringLiteral("READY")};
    return order;
}
} // namespace

// ---------------------------------------------------------------- start tasks
SimStartTask *World::startTask(const QString &id)
{
    const auto it = m_tasks.find(id);
    return it == m_tasks.end() ? nullptr : it->second.get();
}

SimStartTask &World::startConversation(const QString &userId, const QString &orgId, const json &body)
{
    auto t = std::make_unique<SimStartTask>();
    t->id = Ids::hex32(m_rng);
    t->userId = userId;
    t->orgId = orgId;
    t->createdAt = m_nowUs + (m_createdCounter++);
    t->updatedAt = t->createdAt;
    t->rawRequest = body;
    // Echo: every key with its default; secrets masked.
    json r = json::object();
    auto get = [&](const char *key, json def) {
        auto it = body.find(key);
        return it == body.end() ? def : *it;
    };
    r["sandbox_id"] = get("sandbox_id", nullptr);
    r["conversation_id"] = get("conversation_id", nullptr);
    json im = get("initial_message", nullptr);
    if (im.is_object()) {
        json content = json::array();
        if (im.contains("content") && im["content"].is_array()) {
            for (json item : im["content"]) {
                if (item.is_object() && !item.contains("cache_prompt"))
                    item["cache_prompt"] = false;
                item.erase("enable_truncation");
                content.push_back(item);
            }
        }
        im = json{{"role", im.value("role", std::string("user"))}, {"content", content}, {"run", true}};
    }
    r["initial_message"] = im;
    for (const char *key :
         {"system_message_suffix", "processors", "llm_model", "agent_profile_id", "selected_repository",
          "selected_branch", "git_provider", "suggested_task", "title", "trigger"})
        r[key] = get(key, nullptr);
    r["pr_number"] = get("pr_number", json::array());
    r["parent_conversation_id"] = get("parent_conversation_id", nullptr);
    r["agent_type"] = get("agent_type", "default");
    for (const char *key :
         {"public", "observability_metadata", "observability_tags", "observability_span_name", "plugins"})
        r[key] = get(key, nullptr);
    if (m_options.features.startRequestFields) {
        r["system_prompt"] = get("system_prompt", nullptr);
        r["disabled_skills"] = get("disabled_skills", nullptr);
    }
    json secrets = get("secrets", nullptr);
    if (secrets.is_object()) {
        for (auto &v : secrets)
            v = "**********";
    }
    r["secrets"] = secrets;
    t->request = r;
    t->nextAt = m_nowUs + static_cast<qint64>(m_options.startStepTime.count()) * 1000;
    t->snapshots.push_back(taskJson(*t));
    SimStartTask &ref = *t;
    m_tasks[ref.id] = std::move(t);
    return ref;
}

void World::taskSetStatus(SimStartTask &t, const QString &status)
{
    t.status = status;
    t.updatedAt = m_nowUs;
    const bool terminal = status == QLatin1String("READY") || status == QLatin1String("ERROR");
    t.nextAt = terminal ? -1 : m_nowUs + static_cast<qint64>(m_options.startStepTime.count()) * 1000;
    t.snapshots.push_back(taskJson(t));
}

void World::taskFail(SimStartTask &t, const QString &detail)
{
    t.detail = detail;
    taskSetStatus(t, QStringLiteral("ERROR"));
    releaseQuota(t.userId, t.quotaDay); // a failed start gives its daily slot back
    t.quotaDay = -1;
}

bool World::isGroupingStrategy(const QString &s)
{
    static const QStringList all{QStringLiteral("NO_GROUPING"), QStringLiteral("GROUP_BY_NEWEST"),
                                 QStringLiteral("LEAST_RECENTLY_USED"), QStringLiteral("FEWEST_CONVERSATIONS"),
                                 QStringLiteral("ADD_TO_ANY")};
    return all.contains(s);
}

QString World::placeSandbox(SimStartTask &t, QString *error)
{
    const json &r = t.rawRequest;
    // Sub-conversation: the parent's sandbox.
    if (r.contains("parent_conversation_id") && r["parent_conversation_id"].is_string()) {
        SimConversation *p = conversation(Ids::normalizeUuid(q(r["parent_conversation_id"].get<std::string>())));
        if (!p || p->userId != t.userId) {
            *error = QStringLiteral("Parent conversation not found");
            return {};
        }
        return p->sandboxId;
    }
    if (r.contains("sandbox_id") && r["sandbox_id"].is_string()) {
        const QString sid = q(r["sandbox_id"].get<std::string>());
        SimSandbox *sb = sandbox(sid);
        if (!sb || sb->userId != t.userId) {
            *error = QStringLiteral("Sandbox not found: ") + sid;
            return {};
        }
        if (sb->status == QLatin1String("ERROR")) {
            t.sandboxId = sid;
            *error = QStringLiteral("Sandbox status: SandboxStatus.ERROR");
            return {};
        }
        if (sb->status == QLatin1String("PAUSED"))
            resumeSandbox(sid);
        return sid;
    }
    SimUser *u = user(t.userId);
    const QString strategy = u ? u->grouping : QStringLiteral("NO_GROUPING");
    QString newId;
    if (r.contains("conversation_id") && r["conversation_id"].is_string())
        newId = Ids::normalizeUuid(q(r["conversation_id"].get<std::string>()));
    if (strategy != QLatin1String("NO_GROUPING")) {
        std::vector<SimSandbox *> candidates;
        for (SimSandbox *sb : sandboxesOf(t.userId)) { // created_at desc = search order
            if (sb->status == QLatin1String("RUNNING")
                && conversationCountOn(sb->id) < m_options.maxConversationsPerSandbox)
                candidates.push_back(sb);
        }
        SimSandbox *pick = nullptr;
        if (!candidates.empty()) {
            if (strategy == QLatin1String("ADD_TO_ANY")) {
                pick = candidates.front();
            } else if (strategy == QLatin1String("GROUP_BY_NEWEST")) {
                pick = *std::max_element(candidates.begin(), candidates.end(), [](SimSandbox *a, SimSandbox *b) {
                    return a->createdAt < b->createdAt;
                });
            } else if (strategy == QLatin1String("LEAST_RECENTLY_USED")) {
                pick = *std::min_element(candidates.begin(), candidates.end(), [](SimSandbox *a, SimSandbox *b) {
                    return a->createdAt < b->createdAt;
                });
            } else if (strategy == QLatin1String("FEWEST_CONVERSATIONS")) {
                pick = *std::min_element(candidates.begin(), candidates.end(), [this](SimSandbox *a, SimSandbox *b) {
                    return conversationCountOn(a->id) < conversationCountOn(b->id);
                });
            }
        }
        if (pick)
            return pick->id;
    }
    return createSandbox(t.userId, newId).id;
}

void World::stepTask(SimStartTask &t)
{
    const QString st = t.status;
    if (st == QLatin1String("WORKING")) {
        if (t.rawRequest.contains("suggested_task") && !t.rawRequest["suggested_task"].is_null()
            && t.rawRequest.contains("initial_message") && !t.rawRequest["initial_message"].is_null()) {
            taskFail(t, QStringLiteral("Only one of initial_message and suggested_task may be provided"));
            return;
        }
        QString error;
        const QString sid = placeSandbox(t, &error);
        if (!error.isEmpty()) {
            taskFail(t, error);
            return;
        }
        t.sandboxId = sid;
        t.waitingSince = m_nowUs;
        taskSetStatus(t, QStringLiteral("WAITING_FOR_SANDBOX"));
        return;
    }
    if (st == QLatin1String("WAITING_FOR_SANDBOX")) {
        SimSandbox *sb = sandbox(t.sandboxId);
        if (!sb) {
            taskFail(t, QStringLiteral("Sandbox not found: ") + t.sandboxId);
            return;
        }
        if (sb->status == QLatin1String("ERROR")) {
            taskFail(t, QStringLiteral("Sandbox status: SandboxStatus.ERROR"));
            return;
        }
        if (sb->status == QLatin1String("PAUSED"))
            resumeSandbox(sb->id);
        if (sb->status != QLatin1String("RUNNING")) {
            if (m_nowUs - t.waitingSince > 120 * kSecond) {
                taskFail(t, QStringLiteral("Sandbox startup timed out after 120 seconds"));
                return;
            }
            t.nextAt = std::max(m_nowUs + static_cast<qint64>(m_options.startStepTime.count()) * 1000,
                                std::min(sb->readyAt, m_nowUs + 2 * kSecond));
            return;
        }
        taskSetStatus(t, QStringLiteral("PREPARING_REPOSITORY"));
        return;
    }
    if (st == QLatin1String("PREPARING_REPOSITORY")) {
        const std::string repo = t.rawRequest.value("selected_repository", json()).is_string()
            ? t.rawRequest["selected_repository"].get<std::string>()
            : std::string();
        if (repo.find("does-not-exist") != std::string::npos) {
            taskFail(t, QStringLiteral("Repository %1 not found or not accessible").arg(q(repo)));
            return;
        }
    }
    const int index = static_cast<int>(taskOrder().indexOf(st));
    if (index < 0 || index + 1 >= taskOrder().size())
        return;
    const QString next = taskOrder().at(index + 1);
    if (next == QLatin1String("STARTING_CONVERSATION")) {
        if (SimSandbox *sb = sandbox(t.sandboxId))
            t.agentServerUrl = agentServerUrl(*sb);
    }
    if (next != QLatin1String("READY")) {
        taskSetStatus(t, next);
        return;
    }
    finishStart(t);
}

void World::finishStart(SimStartTask &t)
{
    // READY: the conversation now exists on the agent server.
    const json &r = t.rawRequest;
    QString convId;
    if (r.contains("conversation_id") && r["conversation_id"].is_string())
        convId = Ids::normalizeUuid(q(r["conversation_id"].get<std::string>()));
    if (!convId.isEmpty() && conversation(convId)) {
        taskFail(t, QStringLiteral("Conversation already exists: ") + Ids::dashed(convId));
        return;
    }
    SimSandbox *sb = sandbox(t.sandboxId);
    if (!sb) {
        taskFail(t, QStringLiteral("Sandbox not found: ") + t.sandboxId);
        return;
    }
    SimConversation &c = createConversation(t.userId, t.orgId, t.sandboxId, convId);
    copyStartRequest(c, r, *sb);
    applyStartFields(c, r);
    const bool acp = startAcp(c, r);
    setupWorkspace(c);
    t.conversationId = c.id;
    taskSetStatus(t, QStringLiteral("READY"));
    QString message;
    if (r.contains("initial_message") && r["initial_message"].is_object()) {
        for (const auto &item : r["initial_message"].value("content", json::array())) {
            if (item.is_object() && item.value("type", std::string()) == "text")
                message += q(item.value("text", std::string()));
        }
    } else if (r.contains("suggested_task") && r["suggested_task"].is_object()) {
        message = q(r["suggested_task"].value("title", std::string("Work on the suggested task")));
    }
    QString script = QStringLiteral("fix_tests");
    for (const QString &name : AgentScripts::names()) {
        if (message.contains(QLatin1Char('#') + name)
            && (m_options.features.newerEventKinds || !AgentScripts::isNewer(name)))
            script = name;
    }
    if (acp)
        script = QStringLiteral("acp");
    if (message.isEmpty())
        script = QStringLiteral("idle");
    touchSandbox(sb->id);
    startAgent(c, script, message);
}

void World::copyStartRequest(SimConversation &c, const json &r, const SimSandbox &sb)
{
    auto str = [&](const char *key) {
        auto it = r.find(key);
        return it != r.end() && it->is_string() ? q(it->get<std::string>()) : QString();
    };
    c.repository = str("selected_repository");
    c.branch = str("selected_branch");
    c.gitProvider = str("git_provider");
    if (c.gitProvider.isEmpty() && !c.repository.isEmpty())
        c.gitProvider = QStringLiteral("github");
    if (!str("llm_model").isEmpty())
        c.llmModel = str("llm_model");
    if (!str("trigger").isEmpty())
        c.trigger = str("trigger");
    if (r.contains("public") && r["public"].is_boolean())
        c.isPublic = r["public"].get<bool>();
    SimUser *u = user(c.userId);
    const bool grouped = (u && u->grouping != QLatin1String("NO_GROUPING")) || conversationCountOn(sb.id) > 1
        || (r.contains("sandbox_id") && r["sandbox_id"].is_string());
    if (grouped)
        c.workspace.root = QStringLiteral("/workspace/project/") + c.id;
    const QString parent = str("parent_conversation_id");
    if (!parent.isEmpty()) {
        if (SimConversation *p = conversation(Ids::normalizeUuid(parent))) {
            c.parentId = p->id;
            p->subIds.append(c.id);
            if (c.repository.isEmpty()) {
                c.repository = p->repository;
                c.branch = p->branch;
                c.gitProvider = p->gitProvider;
            }
            c.llmModel = p->llmModel;
        }
    }
}

void World::applyStartFields(SimConversation &c, const json &r)
{
    if (!m_options.features.startRequestFields)
        return;
    if (r.contains("system_prompt") && r["system_prompt"].is_string())
        c.systemPrompt = q(r["system_prompt"].get<std::string>());
    if (r.contains("system_message_suffix") && r["system_message_suffix"].is_string())
        c.systemSuffix = q(r["system_message_suffix"].get<std::string>());
    for (const auto &name : r.value("disabled_skills", json::array())) {
        if (name.is_string())
            c.disabledSkills << q(name.get<std::string>());
    }
}

bool World::startAcp(SimConversation &c, const json &r)
{
    const std::string profile =
        r.value("agent_profile_id", json()).is_string() ? r["agent_profile_id"].get<std::string>() : std::string();
    const QString norm = Ids::normalizeUuid(q(profile));
    QString server;
    if (norm == Ids::normalizeUuid(QLatin1String(kCodexProfileId)))
        server = QStringLiteral("codex");
    else if (norm == Ids::normalizeUuid(QLatin1String(kClaudeCodeProfileId)))
        server = QStringLiteral("claude-code");
    if (server.isEmpty())
        return false;
    applyAcp(c, server);
    return true;
}

void World::applyAcp(SimConversation &c, const QString &server)
{
    const bool codex = server == QLatin1String("codex");
    c.agentKind = QStringLiteral("acp");
    c.acpServer = server;
    c.llmModel = codex ? QStringLiteral("gpt-5.2-codex") : QStringLiteral("claude-opus-4-5");
    c.tags[QStringLiteral("acpserver")] = server;
    c.tags[QStringLiteral("agentprofileid")] = QString::fromLatin1(codex ? kCodexProfileId : kClaudeCodeProfileId);
    c.tags[QStringLiteral("agentprofilerevision")] = QStringLiteral("3");
}

} // namespace Switchyard::Sim
