// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The endpoint table: every HTTP endpoint of the V1 contract the product knows, once. The client's
// endpoint groups (apiclient_*.cpp) build their method and path from it, and the simulator's route
// tables (app/sim/routetable.cpp) name its entries instead of spelling paths; tst_endpoints checks
// that every entry is served by the simulator and used (or, for Need::Unused, not used) by the client.
//
// Layering: this header is data only (no Qt, no JSON, no code of the client) and is its own CMake
// target, switchyard_endpoints (INTERFACE), which both switchyard_api and switchyard_sim link. The
// simulator shares the contract with the client, never the client's code: if it linked
// switchyard_api it could decode with the client's codec and agree with the client's bugs. A
// simulator source that includes anything else of models/ does not link, and the layer test
// (tests/layers/check-layers.sh) names this file as the only one of models/ that app/sim/ includes.
//
// Adding an endpoint: a row here (its place in the enum and in kEndpoints must match, checked at
// compile time), a route in app/sim/routetable.cpp, the call in its apiclient_*.cpp, and the call
// in tests/app/sim/tst_endpoints.cpp.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace Switchyard::Api {

/// What an endpoint's path is relative to.
enum class EndpointBase : std::uint8_t
{
    AppApi, ///< <base URL>/api/v1/<path>: the app server's API
    AppRoot, ///< <base URL>/<path>: the app server outside /api/v1
    Conversation, ///< <conversation_url>/<path>: the sandbox's agent server (spec §9.6, X-Session-API-Key)
};

/// What the product needs of an endpoint.
enum class EndpointNeed : std::uint8_t
{
    Required, ///< the client calls it and every supported server has it
    Optional, ///< the client calls it and copes with a server without it (older/newer builds, §1.1, §11, §13)
    Unused, ///< servers have it and the simulator serves it (tests, other clients); the client never calls it
};

enum class Endpoint : std::uint8_t
{
    // §4 conversations and start tasks
    SearchConversations,
    CountConversations,
    BatchConversations,
    StartConversation,
    StreamStart,
    BatchStartTasks,
    SearchStartTasks,
    CountStartTasks,
    PatchConversation,
    DeleteConversation,
    SendMessage,
    DownloadTrajectory,
    SwitchProfile,
    SwitchAcpModel,
    QueuePendingMessage,
    // §9 workspace
    ReadFile,
    ListFiles,
    GitChanges,
    GitDiff,
    Skills,
    Hooks,
    // §5 events
    SearchEvents,
    CountEvents,
    BatchEvents,
    LegacySearchEvents,
    LegacyCountEvents,
    // §8 sandboxes, specs, settings
    BatchSandboxes,
    CreateSandbox,
    SearchSandboxes,
    PauseSandbox,
    ResumeSandbox,
    DeleteSandbox,
    BatchSandboxSpecs,
    SearchSandboxSpecs,
    GetSettings,
    SaveSettings,
    // §13.4 outside /api/v1
    QuotaStatus,
    // §9.6 the agent server, relative to conversation_url
    AgentInfo,
    AgentPause,
    AgentRun,
    AgentConfirm,
    AgentSendEvent,
    AgentAskUser, ///< §13.2, by analogy with respond_to_confirmation; older agent servers: 404
};

struct EndpointInfo
{
    Endpoint id;
    std::string_view name; ///< for messages and tests
    std::string_view method; ///< GET POST PUT PATCH DELETE
    EndpointBase base;
    std::string_view path; ///< segments joined by '/', no leading slash; "{id}" is one path segment
    bool idempotent; ///< GET, PUT, DELETE (invariant 5: only these are retried; the retry policy decides by method)
    EndpointNeed need;
    /// false: the simulator does not serve it (it answers like an unknown path), with the reason at the row.
    bool simulated = true;
};

namespace EndpointTable {
using B = EndpointBase;
using N = EndpointNeed;
using E = Endpoint;
// clang-format off
inline constexpr EndpointInfo kEndpoints[] = {
    {E::SearchConversations, "searchConversations", "GET", B::AppApi, "app-conversations/search", true, N::Required},
    {E::CountConversations, "countConversations", "GET", B::AppApi, "app-conversations/count", true, N::Required},
    {E::BatchConversations, "batchConversations", "GET", B::AppApi, "app-conversations", true, N::Required},
    {E::StartConversation, "startConversation", "POST", B::AppApi, "app-conversations", false, N::Required},
    {E::StreamStart, "streamStart", "POST", B::AppApi, "app-conversations/stream-start", false, N::Unused},
    {E::BatchStartTasks, "batchStartTasks", "GET", B::AppApi, "app-conversations/start-tasks", true, N::Required},
    {E::SearchStartTasks, "searchStartTasks", "GET", B::AppApi, "app-conversations/start-tasks/search", true, N::Required},
    {E::CountStartTasks, "countStartTasks", "GET", B::AppApi, "app-conversations/start-tasks/count", true, N::Required},
    {E::PatchConversation, "patchConversation", "PATCH", B::AppApi, "app-conversations/{id}", false, N::Required},
    {E::DeleteConversation, "deleteConversation", "DELETE", B::AppApi, "app-conversations/{id}", true, N::Required},
    {E::SendMessage, "sendMessage", "POST", B::AppApi, "app-conversations/{id}/send-message", false, N::Required},
    {E::DownloadTrajectory, "downloadTrajectory", "GET", B::AppApi, "app-conversations/{id}/download", true, N::Required},
    {E::SwitchProfile, "switchProfile", "POST", B::AppApi, "app-conversations/{id}/switch_profile", false, N::Unused},
    {E::SwitchAcpModel, "switchAcpModel", "POST", B::AppApi, "app-conversations/{id}/switch_acp_model", false, N::Unused},
    {E::QueuePendingMessage, "queuePendingMessage", "POST", B::AppApi, "conversations/{id}/pending-messages", false, N::Required},
    {E::ReadFile, "readFile", "GET", B::AppApi, "app-conversations/{id}/file", true, N::Required},
    {E::ListFiles, "listFiles", "GET", B::AppApi, "app-conversations/{id}/files", true, N::Optional}, // §13.4: newer servers
    {E::GitChanges, "gitChanges", "GET", B::AppApi, "app-conversations/{id}/git/changes", true, N::Required},
    {E::GitDiff, "gitDiff", "GET", B::AppApi, "app-conversations/{id}/git/diff", true, N::Required},
    {E::Skills, "skills", "GET", B::AppApi, "app-conversations/{id}/skills", true, N::Required},
    {E::Hooks, "hooks", "GET", B::AppApi, "app-conversations/{id}/hooks", true, N::Required},
    {E::SearchEvents, "searchEvents", "GET", B::AppApi, "conversation/{id}/events/search", true, N::Required},
    {E::CountEvents, "countEvents", "GET", B::AppApi, "conversation/{id}/events/count", true, N::Required},
    {E::BatchEvents, "batchEvents", "GET", B::AppApi, "conversation/{id}/events", true, N::Required},
    // §5.3: Nov 2025 servers; the client falls back to it when the path above answers 404/HTML.
    {E::LegacySearchEvents, "legacySearchEvents", "GET", B::AppApi, "events/search", true, N::Optional},
    // The client's fallback for the count beside the legacy search. The spec's legacy snapshot
    // names only the search, so the simulator does not invent the count: it answers the SPA page,
    // which the client takes as "not available".
    {E::LegacyCountEvents, "legacyCountEvents", "GET", B::AppApi, "events/count", true, N::Optional, false},
    {E::BatchSandboxes, "batchSandboxes", "GET", B::AppApi, "sandboxes", true, N::Required},
    {E::CreateSandbox, "createSandbox", "POST", B::AppApi, "sandboxes", false, N::Required},
    {E::SearchSandboxes, "searchSandboxes", "GET", B::AppApi, "sandboxes/search", true, N::Required},
    {E::PauseSandbox, "pauseSandbox", "POST", B::AppApi, "sandboxes/{id}/pause", false, N::Required},
    {E::ResumeSandbox, "resumeSandbox", "POST", B::AppApi, "sandboxes/{id}/resume", false, N::Required},
    {E::DeleteSandbox, "deleteSandbox", "DELETE", B::AppApi, "sandboxes/{id}", true, N::Required},
    {E::BatchSandboxSpecs, "batchSandboxSpecs", "GET", B::AppApi, "sandbox-specs", true, N::Unused},
    {E::SearchSandboxSpecs, "searchSandboxSpecs", "GET", B::AppApi, "sandbox-specs/search", true, N::Required},
    {E::GetSettings, "getSettings", "GET", B::AppApi, "settings", true, N::Optional}, // §8.6: older builds answer HTML
    {E::SaveSettings, "saveSettings", "POST", B::AppApi, "settings", false, N::Optional},
    {E::QuotaStatus, "quotaStatus", "GET", B::AppRoot, "api/quota/status", true, N::Unused}, // §13.4
    {E::AgentInfo, "agentInfo", "GET", B::Conversation, "", true, N::Unused},
    {E::AgentPause, "agentPause", "POST", B::Conversation, "pause", false, N::Required},
    {E::AgentRun, "agentRun", "POST", B::Conversation, "run", false, N::Required},
    {E::AgentConfirm, "agentConfirm", "POST", B::Conversation, "events/respond_to_confirmation", false, N::Required},
    {E::AgentSendEvent, "agentSendEvent", "POST", B::Conversation, "events", false, N::Unused},
    {E::AgentAskUser, "agentAskUser", "POST", B::Conversation, "events/respond_to_ask_user", false, N::Optional},
};
// clang-format on
inline constexpr std::size_t kCount = std::size(kEndpoints);

constexpr bool inEnumOrder()
{
    for (std::size_t i = 0; i < kCount; ++i) {
        if (static_cast<std::size_t>(kEndpoints[i].id) != i)
            return false;
    }
    return true;
}

constexpr bool idempotentMatchesMethod()
{
    for (const EndpointInfo &e : kEndpoints) {
        const bool byMethod = e.method == "GET" || e.method == "PUT" || e.method == "DELETE";
        if (e.idempotent != byMethod)
            return false;
    }
    return true;
}

static_assert(inEnumOrder(), "kEndpoints must list the endpoints in the order of enum Endpoint");
static_assert(idempotentMatchesMethod(), "idempotent must agree with the method (invariant 5)");
} // namespace EndpointTable

/// The row of `id`.
constexpr const EndpointInfo &endpoint(Endpoint id)
{
    return EndpointTable::kEndpoints[static_cast<std::size_t>(id)];
}

/// Every row, in enum order.
constexpr const auto &endpoints()
{
    return EndpointTable::kEndpoints;
}

/// Where the app server's API lives below the base URL, and the agent server's conversations below
/// the agent server (conversation_url = <agent server>/api/conversations/<id>, spec §9.6).
inline constexpr std::string_view kApiPrefix = "api/v1";
inline constexpr std::string_view kAgentConversationsPrefix = "api/conversations";

} // namespace Switchyard::Api
