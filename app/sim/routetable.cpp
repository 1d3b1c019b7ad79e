// SPDX-License-Identifier: GPL-3.0-or-later
// The route tables: method, path pattern (relative to the group's prefix), handler. First match
// wins, so literal segments come before "{id}" at the same position, as in the servers' routers.
#include "app/sim/router.h"

namespace Switchyard::Sim {

using R = Router;
using Id = Router::IdCheck;

const std::vector<Router::Route> &Router::apiRoutes()
{
    static const std::vector<Route> routes{
        // app-conversations (spec §4, §9, §13.4)
        {"GET", "app-conversations", &R::batchConversations},
        {"POST", "app-conversations", &R::startConversation},
        {"GET", "app-conversations/search", &R::searchConversations},
        {"GET", "app-conversations/count", &R::countConversations},
        {"POST", "app-conversations/stream-start", &R::streamStart},
        {"GET", "app-conversations/start-tasks", &R::batchStartTasks},
        {"GET", "app-conversations/start-tasks/search", &R::searchStartTasks},
        {"GET", "app-conversations/start-tasks/count", &R::countStartTasks},
        {"PATCH", "app-conversations/{id}", &R::patchConversation, Id::Plain500},
        {"DELETE", "app-conversations/{id}", &R::deleteConversation, Id::Detail400},
        {"POST", "app-conversations/{id}/send-message", &R::sendMessage, Id::Validation422},
        {"GET", "app-conversations/{id}/download", &R::download, Id::Validation422},
        {"GET", "app-conversations/{id}/file", &R::readFile, Id::Validation422},
        {"GET", "app-conversations/{id}/files", &R::listFiles, Id::Validation422, &ServerFeatures::filesEndpoint},
        {"GET", "app-conversations/{id}/git/changes", &R::gitChanges, Id::Validation422},
        {"GET", "app-conversations/{id}/git/diff", &R::gitDiff, Id::Validation422},
        {"GET", "app-conversations/{id}/skills", &R::skills, Id::Validation422},
        {"GET", "app-conversations/{id}/hooks", &R::hooks, Id::Validation422},
        {"POST", "app-conversations/{id}/switch_profile", &R::switchProfile, Id::Validation422},
        {"POST", "app-conversations/{id}/switch_acp_model", &R::switchProfile, Id::Validation422},
        {"POST", "conversations/{id}/pending-messages", &R::pendingMessage},
        // events (spec §5); the legacy path of Nov 2025 servers
        {"GET", "conversation/{id}/events", &R::batchEvents},
        {"GET", "conversation/{id}/events/search", &R::searchEvents},
        {"GET", "conversation/{id}/events/count", &R::countEvents},
        {"GET", "events/search", &R::legacySearchEvents},
        // sandboxes (spec §8, §13.5)
        {"GET", "sandboxes", &R::batchSandboxes},
        {"POST", "sandboxes", &R::createSandbox},
        {"GET", "sandboxes/search", &R::searchSandboxes},
        {"POST", "sandboxes/{id}/pause", &R::pauseSandbox},
        {"POST", "sandboxes/{id}/resume", &R::resumeSandbox},
        {"DELETE", "sandboxes/{id}", &R::deleteSandbox},
        {"GET", "sandbox-specs", &R::batchSpecs},
        {"GET", "sandbox-specs/search", &R::searchSpecs},
        // settings (spec §8.6)
        {"GET", "settings", &R::getSettings},
        {"POST", "settings", &R::postSettings},
    };
    return routes;
}

const std::vector<Router::Route> &Router::agentRoutes()
{
    // Relative to /agent/<sandbox>/api/conversations/<id> (spec §9.6).
    static const std::vector<Route> routes{
        {"GET", "", &R::agentInfo},
        {"POST", "pause", &R::agentPause},
        {"POST", "run", &R::agentRun},
        {"POST", "events/respond_to_confirmation", &R::agentConfirm},
        {"POST", "events/respond_to_ask_user", &R::agentAskUser, Id::None, &ServerFeatures::askUserRoute},
        {"POST", "events", &R::agentSendEvent},
    };
    return routes;
}

const std::vector<Router::Route> &Router::adminRoutes()
{
    static const std::vector<Route> routes{
        {"GET", "", &R::adminStatus},
        {"GET", "faults", &R::adminFaults},
        {"POST", "faults", &R::adminFaults},
        {"PUT", "faults", &R::adminFaults},
        {"PATCH", "faults", &R::adminFaults},
        {"DELETE", "faults", &R::adminFaults},
        {"GET", "features", &R::adminFeatures},
        {"POST", "features", &R::adminFeatures},
        {"POST", "generation", &R::adminGeneration},
        {"GET", "stats", &R::adminStats},
        {"DELETE", "stats", &R::adminStats},
        {"GET", "clock", &R::adminClock},
        {"POST", "clock/advance", &R::adminAdvance},
        {"POST", "restart", &R::adminRestart},
        {"POST", "sockets/restart", &R::adminSocketRestart},
        {"POST", "seed/demo", &R::adminSeedDemo},
        {"POST", "seed/scale", &R::adminSeedScale},
        {"POST", "sandboxes/{id}/status", &R::adminSandboxStatus},
        {"POST", "conversations/{id}/export-lock", &R::adminExportLock},
        {"POST", "conversations/{id}/events", &R::adminAddEvents},
        {"POST", "conversations/{id}/truncate", &R::adminTruncateEvents},
        {"POST", "quota", &R::adminQuota},
    };
    return routes;
}

SimResponse Router::dispatchAgent(const SimRequest &r, const QStringList &seg)
{
    // seg = agent, <sandbox>, api, conversations, <id>, rest...
    Params params;
    const Route *route = match(agentRoutes(), r.method, seg.mid(5), &params);
    params.sandbox = seg[1];
    params.id = seg[4];
    Ctx c;
    c.req = &r;
    SimConversation *conv = nullptr;
    if (auto err = agentPreamble(c, params, &conv))
        return *err;
    if (!route)
        return r.method != QLatin1String("POST") ? detail(405, QStringLiteral("Method Not Allowed"))
                                                 : detail(404, QStringLiteral("Not Found"));
    return (this->*(route->handler))(c, params);
}

} // namespace Switchyard::Sim
