// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/sim/simutil.h"
#include "app/sim/workspace.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <deque>
#include <functional>
#include <optional>
#include <vector>

// Plain records of the simulated world (internal to app/sim).
namespace Switchyard::Sim {

class World;
struct SimConversation;

struct SimUser
{
    QString apiKey;
    QString id;
    QString grouping{QStringLiteral("NO_GROUPING")};
    nlohmann::json settings = nlohmann::json::object(); ///< other stored settings (merged on POST)
    QMap<qint64, int> startsByDay; ///< daily conversation quota: UTC day number -> starts reserved
    QStringList storedSecretNames; ///< names of the user's stored secrets (CODEX_API_KEY counts for Codex)
};

struct SimSandbox
{
    QString id;
    QString userId;
    QString specId;
    QString status; ///< STARTING, RUNNING, PAUSED, ERROR, UNKNOWN (provider unavailable)
    QString statusDetail;
    QString workingDir{QStringLiteral("/workspace/project")};
    QString sessionKey;
    QString runtimeId; ///< host label of the runtime
    qint64 createdAt = 0; ///< µs since epoch
    qint64 readyAt = 0; ///< STARTING -> RUNNING at this time
    qint64 runningSince = 0;
    qint64 pausedAt = 0;
    qint64 lastActivity = 0;
};

/// One step of a scripted agent.
struct AgentBeat
{
    std::function<void(World &, SimConversation &)> run;
    bool confirmationGate = false; ///< the agent waits for approve/reject before this beat
    double pace = 1.0; ///< multiplier of the agent step time before this beat
};

/// A webhook POST from the agent server to the app server (spec §5.1): live event indices.
struct WebhookBatch
{
    std::vector<qint64> items;
    qint64 deliverAtUs = 0;
};

/// An agent message being streamed (spec §13.3): item_started, deltas, then the durable event.
struct AgentStream
{
    nlohmann::json event; ///< the MessageEvent it ends in (its id is the item id)
    QStringList chunks; ///< the deltas, in order
    QList<bool> reasoning; ///< per chunk: reasoning (true) or text
    int pos = 0; ///< next chunk to send
    int attempt = 1;
    int order = 0;
    int retryAt = -1; ///< chunk index at which attempt 1 is superseded by attempt 2 (-1 = none)
    qint64 nextAtUs = 0;
    qint64 anchorSeq = -1;
};

/// Events generated on demand (scale: millions without holding them).
struct BulkEvents
{
    qint64 count = 0;
    std::uint64_t seed = 0;
    qint64 firstUs = 0; ///< timestamp of event 0
    QString workdir;
};

struct SimConversation
{
    QString id;
    QString userId;
    QString orgId;
    QString sandboxId;
    QString repository;
    QString branch;
    QString gitProvider;
    QString title;
    QString trigger;
    QString llmModel;
    QString parentId;
    QStringList subIds;
    std::optional<bool> isPublic;
    QMap<QString, QString> tags;
    qint64 createdAt = 0;
    qint64 updatedAt = 0;
    bool autoTitlePending = true;
    QString pendingTitle;
    QString agentKind{QStringLiteral("openhands")}; ///< "acp" for ACP agents (acp_server then set)
    QString acpServer;
    std::optional<double> maxBudget; ///< metrics.max_budget_per_task
    QString systemPrompt; ///< start request system_prompt (replaces the default prompt)
    QString systemSuffix;
    QStringList disabledSkills; ///< start request disabled_skills (skills listed here are not loaded)

    // metrics (copied from stats updates)
    double cost = 0.0;
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    qint64 cacheReadTokens = 0;
    qint64 cacheWriteTokens = 0;
    qint64 perTurnTokens = 0;

    // agent
    QString executionStatus{QStringLiteral("idle")};
    QString script;
    std::deque<AgentBeat> beats;
    qint64 nextStepAt = -1; ///< -1 = not scheduled
    bool waitingForConfirmation = false;
    QString pendingActionId;
    QString pendingToolCallId;
    QString pendingToolName;
    nlohmann::json pendingAsk; ///< the AskUserRequestEvent waiting for an answer (null when none)
    qint64 askDeadlineUs = -1; ///< when the server answers pendingAsk itself (timeout_seconds; -1: never)
    SimRng rng{1};
    QString lastParentId; ///< latest non-artifact event id
    int turns = 0;

    // events: the agent server's log is bulk + events (seq = position in it); the app server
    // stores what the webhook delivered, in `stored` order (storage / mtime order).
    BulkEvents bulk;
    std::vector<nlohmann::json> events; ///< live events after the bulk prefix
    std::vector<qint64> stored; ///< live indices in the order the app server stored them
    std::vector<char> isStored; ///< per live index
    bool storedInOrder = true; ///< stored == 0, 1, 2, ...
    bool tsMonotonic = true; ///< timestamps never decrease along the log
    std::vector<qint64> webhookBuffer; ///< live indices the agent server has not posted yet
    std::vector<WebhookBatch> inflight; ///< posted, not yet stored (late batches)
    qint64 storeVersion = 0; ///< bumped whenever `stored` changes
    std::vector<qint64> tsOrder; ///< cache: stored seqs by timestamp (older search, out-of-order case)
    qint64 tsOrderVersion = -1;
    qint64 lastEventUs = 0;
    std::optional<AgentStream> stream;

    SimWorkspace workspace;
    bool exportRunning = false;

    qint64 totalEvents() const { return bulk.count + static_cast<qint64>(events.size()); }
    qint64 visibleEvents() const { return bulk.count + static_cast<qint64>(stored.size()); }
    /// The seq of the pos-th stored event in storage order (bulk prefix first).
    qint64 storedSeq(qint64 pos) const
    {
        return pos < bulk.count ? pos : bulk.count + stored[static_cast<std::size_t>(pos - bulk.count)];
    }
    bool seqStored(qint64 seq) const
    {
        return seq < bulk.count || isStored[static_cast<std::size_t>(seq - bulk.count)] != 0;
    }
};

struct SimStartTask
{
    QString id;
    QString userId;
    QString orgId;
    QString status{QStringLiteral("WORKING")};
    QString detail;
    QString conversationId;
    QString sandboxId;
    QString agentServerUrl;
    nlohmann::json request; ///< echoed with every key and masked secrets
    nlohmann::json rawRequest; ///< as received (secrets intact; never served)
    qint64 createdAt = 0;
    qint64 updatedAt = 0;
    qint64 nextAt = 0;
    qint64 waitingSince = 0;
    qint64 quotaDay = -1; ///< the daily-quota slot this start reserved (released if it fails)
    std::vector<nlohmann::json> snapshots; ///< for stream-start
};

} // namespace Switchyard::Sim
