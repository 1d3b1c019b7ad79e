// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <chrono>

namespace Switchyard::Sim {

/// Which servers the simulator stands in for: the ones of spec §1–§11 (Older) or the late-2026
/// ones of spec §13 (Newer). A preset of ServerFeatures; every switch can also be flipped alone.
enum class ServerGeneration
{
    Older,
    Newer
};

/// Every behaviour where older and newer servers differ, one switch each (spec §13; README lists
/// where each semantic comes from). ServerFeatures::preset() gives a generation's defaults.
struct ServerFeatures
{
    // §13.1 app-server rate limit middleware: `rateLimitPerSecond` requests per second per client
    // IP, the next as many held back by 1 s, beyond that 429 (wall clock, sliding 1 s window).
    bool rateLimit = false;
    int rateLimitPerSecond = 10;
    // §13.2 events
    bool eventsStorageOrder = false; ///< /events/search walks storage (mtime) order, page_id = offset in it, clamped
    bool eventsSortDesc = false; ///< sort_order=TIMESTAMP_DESC accepted (older builds: 422)
    bool outOfOrderTimestamps = false; ///< agents sometimes append an event whose timestamp is older than the last
    bool webhookConcurrentSave = false; ///< a webhook batch's events are stored in shuffled order (asyncio.gather)
    // §13.3 agent server
    bool sessionSocket = false; ///< /sockets/session/<id> (older agent servers: only /sockets/events/<id>)
    bool streamingDeltas = false; ///< agent messages stream as item_started/delta before the durable event
    // §13.4 conversations
    bool filesEndpoint = false; ///< GET /app-conversations/{id}/files
    bool fileRemap = false; ///< /file remaps relative paths and stale roots onto the project folder
    bool startPrechecks = false; ///< 429 daily quota, 400 Codex without a key, /api/quota/status
    bool startRequestFields = false; ///< system_prompt, disabled_skills in the start request and its echo
    // §13.5 sandboxes
    bool sandboxUnknownStatus = false; ///< UNKNOWN is reported (older servers map an unknown runtime to MISSING)
    bool sandboxWorkingDir = false; ///< SandboxInfo.working_dir
    bool resumeIdempotent = false; ///< resume of STARTING/RUNNING answers 200 without rotating; 409/502
    // §13.2 kinds and their record effects (ask-user, security analysis, model switches, ACP, child launch)
    bool newerEventKinds = false;
    /// POST {conversation_url}/events/respond_to_ask_user answers a waiting ask-user question
    /// (older agent servers: 404, the answer then travels as a message)
    bool askUserRoute = false;
    bool cacheControlHeaders = false; ///< every response carries Cache-Control: no-cache, no-store, must-revalidate
    // Optional endpoints, independent of the generation: older builds answer /api/v1/settings with the SPA page.
    bool settingsHtml = false;
    /// /conversation/{id}/events/...; off: a Nov 2025 build with only the legacy events/search (spec §5.3, §11).
    bool conversationEventsPath = true;

    static ServerFeatures preset(ServerGeneration generation);
    bool operator==(const ServerFeatures &) const = default;
};

inline ServerFeatures ServerFeatures::preset(ServerGeneration generation)
{
    ServerFeatures f;
    if (generation == ServerGeneration::Older)
        return f;
    f.rateLimit = true;
    f.eventsStorageOrder = true;
    f.eventsSortDesc = true;
    f.outOfOrderTimestamps = true;
    f.webhookConcurrentSave = true;
    f.sessionSocket = true;
    f.streamingDeltas = true;
    f.filesEndpoint = true;
    f.fileRemap = true;
    f.startPrechecks = true;
    f.startRequestFields = true;
    f.sandboxUnknownStatus = true;
    f.sandboxWorkingDir = true;
    f.resumeIdempotent = true;
    f.newerEventKinds = true;
    f.askUserRoute = true;
    f.cacheControlHeaders = true;
    return f;
}

/// Faults the simulator injects. Every probabilistic decision is drawn from a generator seeded by
/// SimOptions::seed, in request order, so the same seed and the same requests give the same faults.
struct FaultConfig
{
    int latencyMs = 0; ///< added to every response (in the TCP fault layer)
    int latencyJitterMs = 0; ///< plus a seeded random 0..jitter
    double serverErrorRate = 0.0; ///< fraction of requests answered 500/502/503 (plain-text or {"detail"})
    int serverErrorStatus = 0; ///< when set, serverErrorRate answers this status instead ({"detail"}; e.g. 401, 403)
    double rateLimitRate = 0.0; ///< fraction answered 429 with Retry-After
    int retryAfterSeconds = 2;
    double hangRate = 0.0; ///< fraction whose response never arrives (connection stays open)
    double resetRate = 0.0; ///< fraction whose connection is reset in the middle of the body
    double truncateRate = 0.0; ///< fraction whose JSON body is cut short (Content-Length matches the cut body)
    double malformedRate = 0.0; ///< fraction whose JSON body is syntactically broken
    double duplicateItemsRate = 0.0; ///< fraction of pages that repeat an item of the previous page
    double reorderItemsRate = 0.0; ///< fraction of pages whose items are shuffled
    double invalidPageIdRate = 0.0; ///< fraction of requests carrying page_id answered 400 "Invalid page_id"
    bool webhookLag = false; ///< /events/search sees events late, in batches (spec §5.1)
    int webhookBatchSize = 5;
    int webhookFlushSeconds = 30; ///< virtual seconds of silence before a partial batch is flushed
    double webhookLateBatchRate = 0.0; ///< fraction of webhook batches stored after the next one (retried POST)
    QString pathContains; ///< when non-empty, request-level faults only hit paths containing it

    // Agent-server session socket faults (decided per frame, seeded like the rest).
    double socketDropRate = 0.0; ///< per durable frame: the connection is cut right after it (no close frame)
    double socketDuplicateRate = 0.0; ///< per durable frame: sent twice
    double socketReorderRate = 0.0; ///< per durable frame: sent after the next one
    double socketDeltaLossRate = 0.0; ///< per delta frame: never sent
    // Runtime faults.
    bool runtimeResumeFailure = false; ///< the runtime API fails resumes (newer 502, older 404)
    bool agentServerFailure = false; ///< agent-server calls behind /files fail (502)

    bool operator==(const FaultConfig &) const = default;
};

struct SimOptions
{
    /// Accepted API keys. "key" or "key=user-id". Each key is one user (its own sandboxes and settings).
    QStringList apiKeys{QStringLiteral("sim-key")};
    quint64 seed = 1;
    bool demo = false; ///< seed the demo world at construction and keep agents working
    FaultConfig faults;

    /// The generation preset the features came from. Set it with useGeneration(); a SimOptions that
    /// never chose one behaves as Older, and seedDemo() (or demo=true) then switches to Newer with
    /// the rate limit off (demoRateLimit).
    ServerGeneration generation = ServerGeneration::Older;
    bool generationChosen = false;
    ServerFeatures features; ///< the switches in force (Older preset by default)
    bool demoRateLimit = false; ///< the demo's Newer world also rate-limits (off until told otherwise)

    SimOptions &useGeneration(ServerGeneration g)
    {
        generation = g;
        generationChosen = true;
        features = ServerFeatures::preset(g);
        return *this;
    }

    /// Virtual clock. When autoAdvance is on, it follows real time times clockSpeed; tests switch it
    /// off and call Simulator::advanceClock(). epoch is the clock's start (invalid = real now).
    bool autoAdvance = true;
    double clockSpeed = 1.0;
    QDateTime epoch;

    /// Server rules (defaults of the real app server where known).
    int maxConversationsPerSandbox = 20;
    int maxRunningSandboxesPerUser = 10;
    std::chrono::seconds sandboxStartTime{3}; ///< STARTING -> RUNNING
    // The lifecycle of spec §13.5, the same figures as the client's estimates (LifecyclePolicy in
    // models/domain/lifecycle.h; the simulator may not include it: tst_simlifecycle checks both agree).
    std::chrono::seconds idlePauseAfter{20 * 60}; ///< RUNNING sandbox without agent activity -> PAUSED
    std::chrono::seconds deletePausedAfter{10 * 24 * 3600}; ///< PAUSED sandbox -> deleted (conversations MISSING)
    std::chrono::seconds maxRunTime{12 * 3600}; ///< RUNNING longer than this -> PAUSED
    std::chrono::milliseconds startStepTime{400}; ///< each start-task status lasts this long
    std::chrono::milliseconds agentStepTime{1500}; ///< virtual time between two agent steps
    int exportMaxEvents = 10000;
    bool pageIdBase64 = false; ///< emit page ids as URL-safe base64 of the offset (newer helper code)
    QString agentBaseHost; ///< host used in conversation_url (default: the listen address)

    // Newer-server knobs (only in effect when the matching feature is on).
    int dailyConversationLimit = 0; ///< startPrechecks: starts per user per UTC day (0 = unlimited)
    double outOfOrderRate = 0.25; ///< outOfOrderTimestamps: fraction of eligible events written out of order
    int rateLimitHoldMs = 1000; ///< rateLimit: how long requests over the limit are held back
    qint64 socketMaxFrameBytes = 4 * 1024 * 1024; ///< a bigger frame drops the connection (1013 frame_too_large)
    qint64 socketMaxPendingBytes = 16 * 1024 * 1024; ///< unsent bytes before a reader is dropped (1013 slow_consumer)
    int socketAuthTimeoutMs = 10000; ///< first-frame auth must arrive this fast (else 4001)
    int streamDeltaMs = 80; ///< virtual time between two streamed deltas
};

/// What tests pass to Simulator::addConversation().
struct ConversationSpec
{
    QString apiKey; ///< owner (empty = the first key)
    QString orgId; ///< X-Org-Id the conversation was created under (empty = the user's default org)
    QString title; ///< empty = "Conversation <5 hex>"
    QString repository; ///< "owner/repo" or empty
    QString branch{QStringLiteral("main")};
    QString sandboxId; ///< existing sandbox to put it on; empty = a new RUNNING sandbox
    /// Script the agent runs: "fix_tests", "feature", "confirm", "stuck", "error", "condense",
    /// "big_diff", "chat", "idle" (no agent run; only the system prompt); newer kinds: "ask_user", "ask_multi",
    /// "security", "switch_llm", "acp", "planner", "budget".
    QString script{QStringLiteral("fix_tests")};
    QString initialMessage;
    bool runToEnd = true; ///< play the whole script immediately (events timestamped in the past)
    qint64 bulkEvents = 0; ///< prefix of lazily generated events (scale tests: up to millions)
    std::chrono::seconds age{600}; ///< created this long before now
    int workspaceFiles = 0; ///< extra generated files in the workspace (the /files cap is 2,000)
    /// The workspace folder (empty: the server's choice, /workspace/project/<id> on a shared sandbox).
    /// Another conversation's folder puts two agents in one worktree (issue 32: the conflict radar).
    QString workspaceRoot;
};

} // namespace Switchyard::Sim
