// SPDX-License-Identifier: GPL-3.0-or-later
// World: the simulated server's state: users, the virtual clock, sandboxes and conversations.
// Start tasks: worldstart.cpp; events and agents: worldagents.cpp; records as JSON: worldjson.cpp;
// seeding: worldseed.cpp; the event log and webhook: worldevents.cpp.
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

} // namespace Switchyard::Sim
