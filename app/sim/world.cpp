// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sim/world.h"

#include "app/sim/agentscripts.h"
#include "app/sim/eventfactory.h"
#include "app/sim/simlogging.h"

#include <QDateTime>

#include <algorithm>

namespace Switchyard::Sim {

namespace {
constexpr qint64 kSecond = 1000000;

std::uint64_t hashString(const QString &text)
{
    std::uint64_t h = 1469598103934665603ULL;
    for (const QChar ch : text) {
        h ^= ch.unicode();
        h *= 1099511628211ULL;
    }
    return h;
}

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

nlohmann::json nullable(const QString &v)
{
    return v.isNull() ? nlohmann::json(nullptr) : nlohmann::json(v.toStdString());
}
} // namespace

World::World(const SimOptions &options)
    : m_options(options)
    , m_rng(mix64(options.seed, 0x51u))
    , m_orderRng(mix64(options.seed, 0x0DE7u))
{
    const QDateTime epoch = options.epoch.isValid() ? options.epoch : QDateTime::currentDateTimeUtc();
    m_nowUs = epoch.toMSecsSinceEpoch() * 1000;
    int index = 0;
    for (const QString &entry : options.apiKeys) {
        auto u = std::make_unique<SimUser>();
        u->apiKey = entry.section(QLatin1Char('='), 0, 0);
        const QString given = entry.section(QLatin1Char('='), 1);
        u->id = given.isEmpty() ? Ids::dashedUuidFrom(hashString(u->apiKey), static_cast<std::uint64_t>(index)) : given;
        m_users.push_back(std::move(u));
        ++index;
    }
    if (m_users.empty()) {
        auto u = std::make_unique<SimUser>();
        u->apiKey = QStringLiteral("sim-key");
        u->id = Ids::dashedUuidFrom(hashString(u->apiKey), 0);
        m_users.push_back(std::move(u));
    }
}

World::~World() = default;

void World::useGeneration(ServerGeneration generation, bool keepRateLimit)
{
    const bool rateLimit = m_options.features.rateLimit;
    m_options.useGeneration(generation);
    if (keepRateLimit)
        m_options.features.rateLimit = rateLimit;
}

void World::clear()
{
    m_tasks.clear();
    m_conversations.clear();
    m_orderDirty = true;
    m_sandboxes.clear();
    m_activeConversations.clear();
    m_streaming.clear();
    for (auto &u : m_users) {
        u->grouping = QStringLiteral("NO_GROUPING");
        u->settings = json::object();
    }
}

// ---------------------------------------------------------------- users
SimUser *World::userByKey(const QString &apiKey)
{
    for (auto &u : m_users) {
        if (u->apiKey == apiKey)
            return u.get();
    }
    return nullptr;
}

SimUser *World::user(const QString &userId)
{
    for (auto &u : m_users) {
        if (u->id == userId)
            return u.get();
    }
    return nullptr;
}

SimUser *World::defaultUser()
{
    return m_users.front().get();
}

// ---------------------------------------------------------------- clock
qint64 World::nextEventUs(SimConversation &c, qint64 minGapUs)
{
    qint64 t = std::max(m_nowUs, c.lastEventUs + minGapUs);
    t += static_cast<qint64>(c.rng.below(900));
    return t;
}

void World::advanceTo(qint64 target)
{
    for (int guard = 0; guard < 1000000; ++guard) {
        qint64 best = target + 1;
        int kind = 0;
        QString which;
        for (const auto &[id, t] : m_tasks) {
            if (t->nextAt >= 0 && t->nextAt < best) {
                best = t->nextAt;
                kind = 1;
                which = id;
            }
        }
        for (const auto &[id, sb] : m_sandboxes) {
            if (sb->status == QLatin1String("STARTING") && sb->readyAt < best) {
                best = sb->readyAt;
                kind = 2;
                which = id;
            }
        }
        for (const QString &id : m_activeConversations) {
            const auto it = m_conversations.find(id);
            if (it != m_conversations.end() && it->second->nextStepAt >= 0 && it->second->nextStepAt < best) {
                best = it->second->nextStepAt;
                kind = 3;
                which = id;
            }
        }
        for (const QString &id : m_streaming) {
            const auto it = m_conversations.find(id);
            if (it != m_conversations.end() && it->second->stream && it->second->stream->nextAtUs < best) {
                best = it->second->stream->nextAtUs;
                kind = 5;
                which = id;
            }
        }
        if (m_demo && m_nextDemoUs < best) {
            best = m_nextDemoUs;
            kind = 4;
        }
        if (kind == 0)
            break;
        m_nowUs = std::max(m_nowUs, best);
        if (kind == 1) {
            stepTask(*m_tasks.at(which));
        } else if (kind == 2) {
            SimSandbox &sb = *m_sandboxes.at(which);
            sb.status = QStringLiteral("RUNNING");
            sb.runningSince = m_nowUs;
            sb.lastActivity = m_nowUs;
        } else if (kind == 3) {
            runBeat(*m_conversations.at(which));
        } else if (kind == 5) {
            stepStream(*m_conversations.at(which));
        } else {
            demoTick();
        }
        lifecycle();
    }
    m_nowUs = std::max(m_nowUs, target);
    lifecycle();
    flushWebhook(false);
}

// ---------------------------------------------------------------- sandboxes
SimSandbox *World::sandbox(const QString &id)
{
    const auto it = m_sandboxes.find(id);
    return it == m_sandboxes.end() ? nullptr : it->second.get();
}

const SimSandbox *World::sandbox(const QString &id) const
{
    const auto it = m_sandboxes.find(id);
    return it == m_sandboxes.end() ? nullptr : it->second.get();
}

SimSandbox &World::createSandbox(const QString &userId, const QString &id, bool alreadyRunning)
{
    enforceSandboxLimit(userId, QString());
    auto sb = std::make_unique<SimSandbox>();
    sb->id = id.isEmpty() ? Ids::base62(m_rng, 22) : id;
    sb->userId = userId;
    sb->specId = QStringLiteral("ghcr.io/openhands/agent-server:ddac556-python");
    sb->sessionKey = Ids::base62(m_rng, 43);
    sb->runtimeId = Ids::base62(m_rng, 10).toLower();
    sb->createdAt = m_nowUs + (m_createdCounter++);
    sb->lastActivity = m_nowUs;
    if (alreadyRunning) {
        sb->status = QStringLiteral("RUNNING");
        sb->runningSince = m_nowUs;
    } else {
        sb->status = QStringLiteral("STARTING");
        sb->readyAt = m_nowUs + static_cast<qint64>(m_options.sandboxStartTime.count()) * kSecond;
    }
    SimSandbox &ref = *sb;
    m_sandboxes[ref.id] = std::move(sb);
    return ref;
}

void World::enforceSandboxLimit(const QString &userId, const QString &exceptId)
{
    for (;;) {
        int live = 0;
        SimSandbox *oldest = nullptr;
        for (const auto &[id, sb] : m_sandboxes) {
            if (sb->userId != userId || id == exceptId)
                continue;
            if (sb->status == QLatin1String("RUNNING") || sb->status == QLatin1String("STARTING"))
                ++live;
            if (sb->status == QLatin1String("RUNNING") && (!oldest || sb->createdAt < oldest->createdAt))
                oldest = sb.get();
        }
        if (live < m_options.maxRunningSandboxesPerUser || !oldest)
            return;
        qCDebug(lcSim) << "sandbox limit: pausing" << oldest->id;
        pauseSandbox(oldest->id);
    }
}

bool World::pauseSandbox(const QString &id)
{
    SimSandbox *sb = sandbox(id);
    if (!sb)
        return false;
    if (sb->status == QLatin1String("PAUSED"))
        return true;
    if (sb->status == QLatin1String("ERROR") || sb->status == QLatin1String("UNKNOWN"))
        return false;
    sb->status = QStringLiteral("PAUSED");
    sb->pausedAt = m_nowUs;
    for (auto &[cid, c] : m_conversations) {
        if (c->sandboxId != id)
            continue;
        abortStream(*c, "cancelled");
        if (c->executionStatus == QLatin1String("running")
            || c->executionStatus == QLatin1String("waiting_for_confirmation")) {
            c->executionStatus = QStringLiteral("paused"); // the runtime was stopped under the agent
            c->waitingForConfirmation = false;
        }
        c->nextStepAt = -1;
        m_activeConversations.erase(cid);
    }
    if (onSandboxDown)
        onSandboxDown(id);
    return true;
}

bool World::resumeSandbox(const QString &id)
{
    SimSandbox *sb = sandbox(id);
    if (!sb || sb->status == QLatin1String("ERROR") || sb->status == QLatin1String("UNKNOWN"))
        return false;
    if (sb->status == QLatin1String("RUNNING") || sb->status == QLatin1String("STARTING"))
        return true;
    enforceSandboxLimit(sb->userId, id);
    sb->status = QStringLiteral("STARTING");
    sb->sessionKey = Ids::base62(m_rng, 43); // rotates on resume
    sb->readyAt = m_nowUs + static_cast<qint64>(m_options.sandboxStartTime.count()) * kSecond;
    sb->lastActivity = m_nowUs;
    return true;
}

World::ResumeOutcome World::resumeRequest(const QString &id)
{
    SimSandbox *sb = sandbox(id);
    if (!sb)
        return ResumeOutcome::NotFound;
    const bool newer = m_options.features.resumeIdempotent;
    const bool live = sb->status == QLatin1String("RUNNING") || sb->status == QLatin1String("STARTING");
    if (newer && live)
        return ResumeOutcome::Resumed; // idempotent: no runtime call, no new key
    if (sb->status == QLatin1String("UNKNOWN") || m_options.faults.runtimeResumeFailure)
        return newer ? ResumeOutcome::RuntimeFailed : ResumeOutcome::NotFound;
    if (sb->status == QLatin1String("ERROR"))
        return newer ? ResumeOutcome::Conflict : ResumeOutcome::NotFound;
    if (live) {
        // Older servers call the runtime's resume whatever the state; it issues a new key.
        sb->sessionKey = Ids::base62(m_rng, 43);
        return ResumeOutcome::Resumed;
    }
    return resumeSandbox(id) ? ResumeOutcome::Resumed : ResumeOutcome::NotFound;
}

bool World::deleteSandbox(const QString &id)
{
    const auto it = m_sandboxes.find(id);
    if (it == m_sandboxes.end())
        return false;
    m_sandboxes.erase(it);
    for (auto &[cid, c] : m_conversations) {
        if (c->sandboxId == id) {
            abortStream(*c, "cancelled");
            c->nextStepAt = -1;
            m_activeConversations.erase(cid);
        }
    }
    if (onSandboxDown)
        onSandboxDown(id);
    return true;
}

void World::setSandboxStatus(const QString &id, const QString &status)
{
    if (status == QLatin1String("MISSING")) {
        deleteSandbox(id);
        return;
    }
    SimSandbox *sb = sandbox(id);
    if (!sb)
        return;
    if (status == QLatin1String("PAUSED")) {
        pauseSandbox(id);
    } else if (status == QLatin1String("RUNNING")) {
        sb->status = status;
        sb->runningSince = m_nowUs;
        sb->lastActivity = m_nowUs;
        sb->statusDetail.clear();
    } else if (status == QLatin1String("STARTING")) {
        sb->status = status;
        sb->readyAt = m_nowUs + static_cast<qint64>(m_options.sandboxStartTime.count()) * kSecond;
    } else if (status == QLatin1String("ERROR") || status == QLatin1String("UNKNOWN")) {
        // ERROR: the runtime failed. UNKNOWN: the provider is unavailable, nothing can be said
        // about the runtime; its agents are out of reach either way.
        pauseSandbox(id);
        sb->status = status;
        sb->statusDetail = status == QLatin1String("ERROR") ? QStringLiteral("ImagePullBackOff") : QString();
        if (onSandboxDown)
            onSandboxDown(id);
    }
}

QString World::publicStatus(const QString &internalStatus) const
{
    if (internalStatus == QLatin1String("UNKNOWN") && !m_options.features.sandboxUnknownStatus)
        return QStringLiteral("MISSING"); // older remote service: no runtime / unknown -> MISSING
    return internalStatus;
}

std::vector<SimSandbox *> World::sandboxesOf(const QString &userId)
{
    std::vector<SimSandbox *> out;
    for (auto &[id, sb] : m_sandboxes) {
        if (sb->userId == userId)
            out.push_back(sb.get());
    }
    std::sort(out.begin(), out.end(), [](SimSandbox *a, SimSandbox *b) {
        return a->createdAt != b->createdAt ? a->createdAt > b->createdAt : a->id < b->id;
    });
    return out;
}

int World::conversationCountOn(const QString &sandboxId) const
{
    int n = 0;
    for (const auto &[id, c] : m_conversations) {
        if (c->sandboxId == sandboxId)
            ++n;
    }
    return n;
}

QString World::sandboxStatusOf(const SimConversation &c) const
{
    const auto it = m_sandboxes.find(c.sandboxId);
    return it == m_sandboxes.end() ? QStringLiteral("MISSING") : it->second->status;
}

QString World::agentServerUrl(const SimSandbox &s) const
{
    QString base = m_baseUrl.toString();
    if (!m_options.agentBaseHost.isEmpty())
        base = m_options.agentBaseHost;
    return base + QStringLiteral("/agent/") + s.id;
}

void World::touchSandbox(const QString &sandboxId)
{
    if (SimSandbox *sb = sandbox(sandboxId))
        sb->lastActivity = m_nowUs;
}

void World::lifecycle()
{
    std::vector<QString> toPause;
    std::vector<QString> toDelete;
    const qint64 idle = static_cast<qint64>(m_options.idlePauseAfter.count()) * kSecond;
    const qint64 cap = static_cast<qint64>(m_options.maxRunTime.count()) * kSecond;
    const qint64 del = static_cast<qint64>(m_options.deletePausedAfter.count()) * kSecond;
    for (const auto &[id, sb] : m_sandboxes) {
        if (sb->status == QLatin1String("RUNNING")) {
            if ((idle > 0 && m_nowUs - sb->lastActivity >= idle) || (cap > 0 && m_nowUs - sb->runningSince >= cap))
                toPause.push_back(id);
        } else if (sb->status == QLatin1String("PAUSED") && del > 0 && m_nowUs - sb->pausedAt >= del) {
            toDelete.push_back(id);
        }
    }
    for (const QString &id : toPause)
        pauseSandbox(id);
    for (const QString &id : toDelete)
        deleteSandbox(id);
}

// ---------------------------------------------------------------- conversations
SimConversation *World::conversation(const QString &hex)
{
    const auto it = m_conversations.find(hex);
    return it == m_conversations.end() ? nullptr : it->second.get();
}

const SimConversation *World::conversation(const QString &hex) const
{
    const auto it = m_conversations.find(hex);
    return it == m_conversations.end() ? nullptr : it->second.get();
}

bool World::visibleTo(const SimConversation &c, const QString &userId, const QString &orgId) const
{
    return c.userId == userId && c.orgId == orgId;
}

std::vector<SimConversation *> World::visibleConversations(const QString &userId, const QString &orgId)
{
    if (m_orderDirty) {
        m_byCreatedDesc.clear();
        m_byCreatedDesc.reserve(m_conversations.size());
        for (auto &[id, c] : m_conversations)
            m_byCreatedDesc.push_back(c.get());
        std::sort(m_byCreatedDesc.begin(), m_byCreatedDesc.end(), [](SimConversation *a, SimConversation *b) {
            return a->createdAt != b->createdAt ? a->createdAt > b->createdAt : a->id > b->id;
        });
        m_orderDirty = false;
    }
    std::vector<SimConversation *> out;
    out.reserve(m_byCreatedDesc.size());
    for (SimConversation *c : m_byCreatedDesc) {
        if (visibleTo(*c, userId, orgId))
            out.push_back(c);
    }
    return out;
}

SimConversation &World::createConversation(const QString &userId, const QString &orgId, const QString &sandboxId,
                                           const QString &id)
{
    auto c = std::make_unique<SimConversation>();
    c->id = id.isEmpty() ? Ids::hex32(m_rng) : id;
    c->userId = userId;
    c->orgId = orgId;
    c->sandboxId = sandboxId;
    c->title = QStringLiteral("Conversation ") + c->id.left(5);
    c->llmModel = QStringLiteral("litellm_proxy/claude-sonnet-4-5-20250929");
    c->trigger = QStringLiteral("openhands_api");
    c->createdAt = m_nowUs + (m_createdCounter++);
    c->updatedAt = c->createdAt;
    c->rng = SimRng(mix64(m_options.seed, hashString(c->id)));
    c->workspace.root = QStringLiteral("/workspace/project");
    SimConversation &ref = *c;
    m_conversations[ref.id] = std::move(c);
    m_orderDirty = true;
    return ref;
}

void World::setupWorkspace(SimConversation &c)
{
    c.tags[QStringLiteral("archiveworkspacepath")] = c.workspace.root;
    if (!c.repository.isEmpty()) {
        c.tags[QStringLiteral("repo_name")] = c.repository;
        c.tags[QStringLiteral("git_provider")] = c.gitProvider;
        if (!c.branch.isEmpty())
            c.tags[QStringLiteral("selected_branch")] = c.branch;
        c.workspace.repoRoot = c.workspace.root + QLatin1Char('/') + c.repository.section(QLatin1Char('/'), -1);
        AgentScripts::seedRepository(c);
    }
}

bool World::deleteConversation(const QString &hex)
{
    SimConversation *c = conversation(hex);
    if (!c)
        return false;
    const QStringList subs = c->subIds;
    for (const QString &sub : subs)
        deleteConversation(sub);
    const QString sandboxId = c->sandboxId;
    const QString parent = c->parentId;
    for (auto it = m_tasks.begin(); it != m_tasks.end();) {
        if (it->second->conversationId == hex)
            it = m_tasks.erase(it);
        else
            ++it;
    }
    m_activeConversations.erase(hex);
    m_streaming.erase(hex);
    m_conversations.erase(hex);
    m_orderDirty = true;
    if (onConversationGone)
        onConversationGone(hex);
    if (SimConversation *p = conversation(parent))
        p->subIds.removeAll(hex);
    if (conversationCountOn(sandboxId) == 0)
        deleteSandbox(sandboxId); // the last conversation took its sandbox with it
    return true;
}

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

// ---------------------------------------------------------------- events and agents
World::json World::eventAt(const SimConversation &c, qint64 index) const
{
    if (index < c.bulk.count)
        return EventFactory::bulkEvent(c.bulk, index);
    return c.events.at(static_cast<std::size_t>(index - c.bulk.count));
}

std::string World::kindAt(const SimConversation &c, qint64 index) const
{
    if (index < c.bulk.count)
        return EventFactory::bulkKind(index);
    return c.events.at(static_cast<std::size_t>(index - c.bulk.count)).value("kind", std::string());
}

QString World::timestampAt(const SimConversation &c, qint64 index) const
{
    if (index < c.bulk.count)
        return Times::event(EventFactory::bulkTimestamp(c.bulk, index));
    return q(c.events.at(static_cast<std::size_t>(index - c.bulk.count)).value("timestamp", std::string()));
}

QString World::eventIdAt(const SimConversation &c, qint64 index) const
{
    if (index < c.bulk.count)
        return q(EventFactory::bulkEvent(c.bulk, index)["id"].get<std::string>());
    return q(c.events.at(static_cast<std::size_t>(index - c.bulk.count)).value("id", std::string()));
}

void World::setExecutionStatus(SimConversation &c, const QString &status)
{
    if (c.executionStatus == status)
        return;
    c.executionStatus = status;
    appendEvent(c, EventFactory::stateUpdate(c, nextEventUs(c, 200), QStringLiteral("execution_status"), s(status)));
}

void World::addUsage(SimConversation &c, qint64 prompt, qint64 completion)
{
    c.promptTokens += prompt;
    c.completionTokens += completion;
    c.cacheReadTokens += prompt * 8 / 10;
    c.cacheWriteTokens += prompt * 15 / 100;
    c.perTurnTokens = prompt + completion;
    c.cost += static_cast<double>(prompt) * 0.0000009 + static_cast<double>(completion) * 0.000015;
    c.updatedAt = m_nowUs;
}

void World::schedule(SimConversation &c, double pace)
{
    const double base = static_cast<double>(m_options.agentStepTime.count()) * 1000.0 * pace;
    c.nextStepAt = m_nowUs + static_cast<qint64>(base * (0.6 + 0.8 * c.rng.unit())) + 1;
    m_activeConversations.insert(c.id);
}

void World::startAgent(SimConversation &c, const QString &script, const QString &message)
{
    c.script = script;
    c.pendingTitle = message.isEmpty() ? QString() : AgentScripts::titleFor(message);
    c.beats = AgentScripts::build(c, script, message);
    runBeat(c); // system prompt + user message are there as soon as the conversation exists
}

void World::runBeat(SimConversation &c)
{
    c.nextStepAt = -1;
    m_activeConversations.erase(c.id);
    if (c.beats.empty() || c.stream)
        return; // a streaming message schedules the next beat itself
    if (sandboxStatusOf(c) != QLatin1String("RUNNING"))
        return;
    if (!c.pendingAsk.is_null()) { // a question waits: only its timeout moves the run on
        if (c.askDeadlineUs >= 0 && m_nowUs >= c.askDeadlineUs)
            timeOutAskUser(c);
        return;
    }
    AgentBeat &front = c.beats.front();
    if (front.confirmationGate) {
        c.waitingForConfirmation = true;
        setExecutionStatus(c, QStringLiteral("waiting_for_confirmation"));
        return;
    }
    AgentBeat beat = std::move(front);
    c.beats.pop_front();
    beat.run(*this, c);
    touchSandbox(c.sandboxId);
    if (c.autoTitlePending && !c.pendingTitle.isEmpty() && c.events.size() > 3) {
        c.title = c.pendingTitle;
        c.autoTitlePending = false;
        c.updatedAt = m_nowUs;
    }
    if (c.stream)
        return; // the streamed message schedules the next beat when its durable event is out
    scheduleNextBeat(c);
}

void World::scheduleNextBeat(SimConversation &c)
{
    if (c.beats.empty()) {
        if (m_demo && c.script == QLatin1String("endless") && c.executionStatus == QLatin1String("running")) {
            c.beats = AgentScripts::endlessRound(c, ++c.turns);
            schedule(c, 1.0);
        }
        return;
    }
    if (c.executionStatus == QLatin1String("running") || c.beats.front().confirmationGate)
        schedule(c, c.beats.front().pace);
}

void World::playToEnd(SimConversation &c, qint64 spanUs)
{
    const qint64 realNow = m_nowUs;
    playBetween(c, realNow - spanUs, realNow);
    m_nowUs = realNow;
    c.updatedAt = std::min(realNow, c.lastEventUs);
}

void World::playBetween(SimConversation &c, qint64 fromUs, qint64 toUs)
{
    // Replays the script with the clock wound back, so that events carry past timestamps.
    const qint64 count = std::max<qint64>(1, static_cast<qint64>(c.beats.size()));
    const qint64 step = (toUs - fromUs) / (count + 1);
    const bool wasReplaying = m_replaying;
    const qint64 wasEnd = m_replayEndUs;
    m_replaying = true;
    m_replayEndUs = toUs;
    m_nowUs = fromUs;
    c.lastEventUs = std::min(c.lastEventUs, m_nowUs);
    for (int guard = 0; guard < 100000 && !c.beats.empty(); ++guard) {
        if (c.beats.front().confirmationGate) {
            c.waitingForConfirmation = true;
            setExecutionStatus(c, QStringLiteral("waiting_for_confirmation"));
            break;
        }
        AgentBeat beat = std::move(c.beats.front());
        c.beats.pop_front();
        beat.run(*this, c);
        m_nowUs += step;
        if (c.executionStatus != QLatin1String("running") && c.executionStatus != QLatin1String("idle"))
            break;
    }
    m_replaying = wasReplaying;
    m_replayEndUs = wasEnd;
    c.nextStepAt = -1;
    m_activeConversations.erase(c.id);
    if (!c.pendingAsk.is_null() && c.askDeadlineUs >= 0) { // the question's timeout stays armed
        c.nextStepAt = c.askDeadlineUs;
        m_activeConversations.insert(c.id);
    }
    if (c.autoTitlePending && !c.pendingTitle.isEmpty()) {
        c.title = c.pendingTitle;
        c.autoTitlePending = false;
    }
}

void World::addFillerEvents(SimConversation &c, int count)
{
    std::deque<AgentBeat> saved;
    saved.swap(c.beats);
    c.beats = AgentScripts::filler(count);
    while (!c.beats.empty()) {
        AgentBeat beat = std::move(c.beats.front());
        c.beats.pop_front();
        beat.run(*this, c);
    }
    c.beats.swap(saved);
}

void World::sendMessage(SimConversation &c, const QString &text, bool run)
{
    if (!c.pendingAsk.is_null() && answerAskUser(c, text))
        return; // the ask_user answer travels as a user message (SDK ask_user tool)
    appendEvent(c, EventFactory::message(c, nextEventUs(c), "user", text));
    touchSandbox(c.sandboxId);
    c.updatedAt = m_nowUs;
    if (!run)
        return;
    const bool busy = c.executionStatus == QLatin1String("running") && !c.beats.empty();
    const auto tail = AgentScripts::reply(text);
    c.beats.insert(c.beats.end(), tail.begin(), tail.end());
    if (!busy) {
        c.waitingForConfirmation = false;
        setExecutionStatus(c, QStringLiteral("running"));
        schedule(c, 0.7);
    }
}

bool World::pauseAgent(SimConversation &c)
{
    if (c.executionStatus != QLatin1String("running") && c.executionStatus != QLatin1String("waiting_for_confirmation"))
        return true;
    abortStream(c, "cancelled");
    appendEvent(c, EventFactory::pauseEvent(c, nextEventUs(c)));
    c.waitingForConfirmation = false;
    setExecutionStatus(c, QStringLiteral("paused"));
    c.nextStepAt = -1;
    m_activeConversations.erase(c.id);
    return true;
}

bool World::runAgent(SimConversation &c)
{
    if (c.executionStatus == QLatin1String("running"))
        return true;
    if (c.beats.empty()) {
        const auto tail = AgentScripts::reply(QString());
        c.beats.insert(c.beats.end(), tail.begin(), tail.end());
    }
    setExecutionStatus(c, QStringLiteral("running"));
    if (c.waitingForConfirmation || !c.pendingAsk.is_null()) // still needs an answer
        setExecutionStatus(c, QStringLiteral("waiting_for_confirmation"));
    else
        schedule(c, 0.5);
    return true;
}

bool World::respondToConfirmation(SimConversation &c, bool accept, const QString &reason)
{
    if (!c.waitingForConfirmation || c.beats.empty())
        return false;
    c.waitingForConfirmation = false;
    if (accept) {
        c.beats.front().confirmationGate = false;
        setExecutionStatus(c, QStringLiteral("running"));
        schedule(c, 0.5);
        return true;
    }
    c.beats.clear();
    appendEvent(c,
                EventFactory::userReject(
                    c, nextEventUs(c), reason.isEmpty() ? QStringLiteral("User rejected the action") : reason, "user"));
    setExecutionStatus(c, QStringLiteral("running"));
    c.beats = AgentScripts::afterRejection();
    schedule(c, 0.7);
    return true;
}

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
        j["conversation_url"] =
            running ? json(s(agentServerUrl(*sb) + QStringLiteral("/api/conversations/") + c.id)) : json(nullptr);
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
