// SPDX-License-Identifier: GPL-3.0-or-later
// The route tables: an endpoint of the contract (models/api/endpoints.h gives its method and path
// pattern, relative to the group's prefix) or, for the admin routes, method and pattern, and the
// handler. First match wins, so literal segments come before "{id}" at the same position, as in the
// servers' routers.
#include "app/sim/router.h"

namespace Switchyard::Sim {

using R = Router;
using Id = Router::IdCheck;
using E = Api::Endpoint;

Router::Route::Route(Api::Endpoint e, Handler h, IdCheck check, bool ServerFeatures::*feat)
    : endpoint(e)
    , method(Api::endpoint(e).method)
    , pattern(Api::endpoint(e).path)
    , handler(h)
    , idCheck(check)
    , feature(feat)
{ }

Router::Route::Route(std::string_view m, std::string_view p, Handler h)
    : method(m)
    , pattern(p)
    , handler(h)
{ }

const std::vector<Router::Route> &Router::apiRoutes()
{
    // Relative to /api/v1. Paths and methods: models/api/endpoints.h.
    static const std::vector<Route> routes{
        // app-conversations (spec §4, §9, §13.4)
        {E::BatchConversations, &R::batchConversations},
        {E::StartConversation, &R::startConversation},
        {E::SearchConversations, &R::searchConversations},
        {E::CountConversations, &R::countConversations},
        {E::StreamStart, &R::streamStart},
        {E::BatchStartTasks, &R::batchStartTasks},
        {E::SearchStartTasks, &R::searchStartTasks},
        {E::CountStartTasks, &R::countStartTasks},
        {E::PatchConversation, &R::patchConversation, Id::Plain500},
        {E::DeleteConversation, &R::deleteConversation, Id::Detail400},
        {E::SendMessage, &R::sendMessage, Id::Validation422},
        {E::DownloadTrajectory, &R::download, Id::Validation422},
        {E::ReadFile, &R::readFile, Id::Validation422},
        {E::ListFiles, &R::listFiles, Id::Validation422, &ServerFeatures::filesEndpoint},
        {E::GitChanges, &R::gitChanges, Id::Validation422},
        {E::GitDiff, &R::gitDiff, Id::Validation422},
        {E::Skills, &R::skills, Id::Validation422},
        {E::Hooks, &R::hooks, Id::Validation422},
        {E::SwitchProfile, &R::switchProfile, Id::Validation422},
        {E::SwitchAcpModel, &R::switchProfile, Id::Validation422},
        {E::QueuePendingMessage, &R::pendingMessage},
        // events (spec §5); the legacy path of Nov 2025 servers (LegacyCountEvents: see the table)
        {E::BatchEvents, &R::batchEvents, Id::None, &ServerFeatures::conversationEventsPath},
        {E::SearchEvents, &R::searchEvents, Id::None, &ServerFeatures::conversationEventsPath},
        {E::CountEvents, &R::countEvents, Id::None, &ServerFeatures::conversationEventsPath},
        {E::LegacySearchEvents, &R::legacySearchEvents},
        // sandboxes (spec §8, §13.5)
        {E::BatchSandboxes, &R::batchSandboxes},
        {E::CreateSandbox, &R::createSandbox},
        {E::SearchSandboxes, &R::searchSandboxes},
        {E::PauseSandbox, &R::pauseSandbox},
        {E::ResumeSandbox, &R::resumeSandbox},
        {E::DeleteSandbox, &R::deleteSandbox},
        {E::BatchSandboxSpecs, &R::batchSpecs},
        {E::SearchSandboxSpecs, &R::searchSpecs},
        // settings (spec §8.6)
        {E::GetSettings, &R::getSettings},
        {E::SaveSettings, &R::postSettings},
    };
    return routes;
}

const std::vector<Router::Route> &Router::rootRoutes()
{
    // The app server outside /api/v1 (spec §13.4).
    static const std::vector<Route> routes{
        {E::QuotaStatus, &R::quotaStatus, Id::None, &ServerFeatures::startPrechecks},
    };
    return routes;
}

const std::vector<Router::Route> &Router::agentRoutes()
{
    // Relative to /agent/<sandbox>/api/conversations/<id> (spec §9.6).
    static const std::vector<Route> routes{
        {E::AgentInfo, &R::agentInfo},
        {E::AgentPause, &R::agentPause},
        {E::AgentRun, &R::agentRun},
        {E::AgentConfirm, &R::agentConfirm},
        {E::AgentSendEvent, &R::agentSendEvent},
        {E::AgentAskUser, &R::agentAskUser, Id::None, &ServerFeatures::askUserRoute},
    };
    return routes;
}

bool Router::serves(Api::Endpoint endpoint)
{
    for (const auto *table : {&apiRoutes(), &rootRoutes(), &agentRoutes()}) {
        for (const Route &route : *table) {
            if (route.endpoint == endpoint)
                return true;
        }
    }
    return false;
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
