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
};

struct SimSandbox
{
    QString id;
    QString userId;
    QString specId;
    QString status; ///< STARTING, RUNNING, PAUSED, ERROR
    QString statusDetail;
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
    SimRng rng{1};
    QString lastParentId; ///< latest non-artifact event id
    int turns = 0;

    // events
    BulkEvents bulk;
    std::vector<nlohmann::json> events; ///< live events after the bulk prefix
    std::size_t visibleLive = 0; ///< webhook lag: how many live events /events/search sees
    qint64 lastEventUs = 0;

    SimWorkspace workspace;
    bool exportRunning = false;

    qint64 totalEvents() const { return bulk.count + static_cast<qint64>(events.size()); }
    qint64 visibleEvents() const { return bulk.count + static_cast<qint64>(visibleLive); }
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
    std::vector<nlohmann::json> snapshots; ///< for stream-start
};

} // namespace Switchyard::Sim
