// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <chrono>

namespace Switchyard::Sim {

/// Faults the simulator injects. Every probabilistic decision is drawn from a generator seeded by
/// SimOptions::seed, in request order, so the same seed and the same requests give the same faults.
struct FaultConfig
{
    int latencyMs = 0; ///< added to every response (in the TCP fault layer)
    int latencyJitterMs = 0; ///< plus a seeded random 0..jitter
    double serverErrorRate = 0.0; ///< fraction of requests answered 500/502/503 (plain-text or {"detail"})
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
    QString pathContains; ///< when non-empty, request-level faults only hit paths containing it

    bool operator==(const FaultConfig &) const = default;
};

struct SimOptions
{
    /// Accepted API keys. "key" or "key=user-id". Each key is one user (its own sandboxes and settings).
    QStringList apiKeys{QStringLiteral("sim-key")};
    quint64 seed = 1;
    bool demo = false; ///< seed the demo world at construction and keep agents working
    FaultConfig faults;

    /// Virtual clock. When autoAdvance is on, it follows real time times clockSpeed; tests switch it
    /// off and call Simulator::advanceClock(). epoch is the clock's start (invalid = real now).
    bool autoAdvance = true;
    double clockSpeed = 1.0;
    QDateTime epoch;

    /// Server rules (defaults of the real app server where known).
    int maxConversationsPerSandbox = 20;
    int maxRunningSandboxesPerUser = 10;
    std::chrono::seconds sandboxStartTime{3}; ///< STARTING -> RUNNING
    std::chrono::seconds idlePauseAfter{30 * 60}; ///< RUNNING sandbox without agent activity -> PAUSED
    std::chrono::seconds deletePausedAfter{7 * 24 * 3600}; ///< PAUSED sandbox -> deleted (conversations MISSING)
    std::chrono::seconds maxRunTime{12 * 3600}; ///< RUNNING longer than this -> PAUSED
    std::chrono::milliseconds startStepTime{400}; ///< each start-task status lasts this long
    std::chrono::milliseconds agentStepTime{1500}; ///< virtual time between two agent steps
    int exportMaxEvents = 10000;
    bool pageIdBase64 = false; ///< emit page ids as URL-safe base64 of the offset (newer servers)
    QString agentBaseHost; ///< host used in conversation_url (default: the listen address)
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
    /// "big_diff", "chat", "idle" (no agent run; only the system prompt).
    QString script{QStringLiteral("fix_tests")};
    QString initialMessage;
    bool runToEnd = true; ///< play the whole script immediately (events timestamped in the past)
    qint64 bulkEvents = 0; ///< prefix of lazily generated events (scale tests: up to millions)
    std::chrono::seconds age{600}; ///< created this long before now
};

} // namespace Switchyard::Sim
