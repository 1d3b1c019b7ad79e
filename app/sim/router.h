// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/sim/ratelimiter.h"
#include "app/sim/simhttp.h"
#include "app/sim/simoptions.h"
#include "app/sim/simutil.h"
#include "models/api/endpoints.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <vector>

namespace Switchyard::Sim {

class World;
struct SimUser;
struct SimConversation;
struct SimSandbox;

/// Answers requests: the /api/v1 app-server routes, the agent-server REST routes under
/// /agent/<sandbox>/api/conversations/<id>, the /_sim admin routes and the SPA fallback. Every
/// group is a table of routes (see routetable.cpp), each handler a small member function in one of
/// the routes_*.cpp files. The API routes name a row of the endpoint table the client uses too
/// (models/api/endpoints.h: method and path come from there); only the admin routes, which are the
/// simulator's own, spell their method and path here. Decides request-level faults (seeded)
/// and the rate limit (spec §13.1). No HTTP library here.
class Router
{
public:
    using json = nlohmann::json;

    explicit Router(World &world);

    SimResponse handle(const SimRequest &request);
    /// The late answer of a deferred request (stream-start) once its task is READY/ERROR.
    std::optional<SimResponse> deferredResponse(const QString &taskId);

    /// Admin hooks the Simulator provides.
    std::function<void(bool keepState, int downtimeMs)> onRestart;
    std::function<void(int downtimeMs)> onSocketRestart;
    std::function<void(qint64 ms)> onAdvance;
    std::function<void()> onFaultsChanged;
    std::function<json(bool reset)> socketStats; ///< the socket server's counters for /_sim/stats

    qint64 requestCount() const { return m_requests; }
    const RateLimiter::Stats &rateLimitStats() const { return m_limiter.stats(); }
    void resetRateLimit();
    static json faultsToJson(const FaultConfig &faults);
    static bool applyFaultJson(FaultConfig &faults, const json &patch, QString *error);
    static json featuresToJson(const ServerFeatures &features);
    static bool applyFeatureJson(ServerFeatures &features, const json &patch, QString *error);
    void resetFaultRng();

    struct Ctx
    {
        const SimRequest *req = nullptr;
        SimUser *user = nullptr;
        QString orgId;
    };
    /// What the path pattern captured: `{id}` (one segment) and, for agent routes, the sandbox.
    struct Params
    {
        QString id;
        QString sandbox;
    };
    using Handler = SimResponse (Router::*)(const Ctx &, const Params &);
    /// How a route rejects an `{id}` that is not a UUID (the servers differ per route, spec §4).
    enum class IdCheck
    {
        None,
        Plain500, ///< UUID(...) raises in the handler
        Detail400, ///< {"detail":"Invalid conversation ID format"}
        Validation422 ///< FastAPI path validation
    };
    struct Route
    {
        /// An API route: method and pattern from the endpoint table.
        Route(Api::Endpoint e, Handler h, IdCheck check = IdCheck::None, bool ServerFeatures::*feat = nullptr);
        /// An admin route (the simulator's own, not part of the contract).
        Route(std::string_view m, std::string_view p, Handler h);

        std::optional<Api::Endpoint> endpoint;
        std::string_view method;
        std::string_view pattern; ///< segments joined by '/', "{id}" captures one
        Handler handler;
        IdCheck idCheck = IdCheck::None;
        bool ServerFeatures::*feature = nullptr; ///< the route exists only while this switch is on
    };
    /// True if a route of the API or agent tables serves `endpoint` (whatever the feature switches).
    static bool serves(Api::Endpoint endpoint);

private:
    static const std::vector<Route> &apiRoutes();
    static const std::vector<Route> &rootRoutes();
    static const std::vector<Route> &agentRoutes();
    static const std::vector<Route> &adminRoutes();
    /// The first route of `table` matching method and segments, with its captures; nullptr if none.
    const Route *match(const std::vector<Route> &table, const QString &method, const QStringList &seg,
                       Params *params) const;

    SimResponse route(const SimRequest &r);
    SimResponse dispatchApi(const SimRequest &r, const QStringList &seg);
    std::optional<SimResponse> dispatchRoot(const SimRequest &r, const QStringList &seg);
    SimResponse dispatchAgent(const SimRequest &r, const QStringList &seg);
    SimResponse dispatchAdmin(const SimRequest &r, const QStringList &seg);
    std::optional<SimResponse> authenticate(const SimRequest &r, Ctx *ctx);
    std::optional<SimResponse> rateLimit(const SimRequest &r);
    std::optional<SimResponse> checkId(IdCheck check, const QString &id) const;

    // app-conversations (routes_conversations.cpp)
    SimResponse searchConversations(const Ctx &c, const Params &p);
    SimResponse countConversations(const Ctx &c, const Params &p);
    SimResponse conversationsPage(const Ctx &c, bool count);
    SimResponse batchConversations(const Ctx &c, const Params &p);
    SimResponse startConversation(const Ctx &c, const Params &p);
    SimResponse streamStart(const Ctx &c, const Params &p);
    SimResponse start(const Ctx &c, bool stream);
    std::optional<SimResponse> startPrechecks(const Ctx &c, const json &body);
    SimResponse batchStartTasks(const Ctx &c, const Params &p);
    SimResponse searchStartTasks(const Ctx &c, const Params &p);
    SimResponse countStartTasks(const Ctx &c, const Params &p);
    SimResponse startTasksPage(const Ctx &c, bool count);
    SimResponse patchConversation(const Ctx &c, const Params &p);
    SimResponse deleteConversation(const Ctx &c, const Params &p);
    SimResponse sendMessage(const Ctx &c, const Params &p);
    SimResponse download(const Ctx &c, const Params &p);
    SimResponse switchProfile(const Ctx &c, const Params &p);
    SimResponse pendingMessage(const Ctx &c, const Params &p);
    SimResponse quotaStatus(const Ctx &c, const Params &p);
    // workspace (routes_workspace.cpp)
    SimResponse readFile(const Ctx &c, const Params &p);
    SimResponse listFiles(const Ctx &c, const Params &p);
    SimResponse gitChanges(const Ctx &c, const Params &p);
    SimResponse gitDiff(const Ctx &c, const Params &p);
    std::optional<SimResponse> gitPreamble(const Ctx &c, const Params &p, SimConversation **conv, QString *path);
    SimResponse skills(const Ctx &c, const Params &p);
    SimResponse hooks(const Ctx &c, const Params &p);
    std::optional<SimResponse> skillsHooksPreamble(const Ctx &c, const Params &p, bool skills, SimConversation **conv);
    // events (routes_events.cpp)
    SimResponse searchEvents(const Ctx &c, const Params &p);
    SimResponse countEvents(const Ctx &c, const Params &p);
    SimResponse legacySearchEvents(const Ctx &c, const Params &p);
    SimResponse events(const Ctx &c, const QString &id, bool count);
    SimResponse batchEvents(const Ctx &c, const Params &p);
    // sandboxes, specs, settings (routes_sandboxes.cpp)
    SimResponse searchSandboxes(const Ctx &c, const Params &p);
    SimResponse batchSandboxes(const Ctx &c, const Params &p);
    SimResponse createSandbox(const Ctx &c, const Params &p);
    SimResponse pauseSandbox(const Ctx &c, const Params &p);
    SimResponse resumeSandbox(const Ctx &c, const Params &p);
    SimResponse deleteSandbox(const Ctx &c, const Params &p);
    SimResponse searchSpecs(const Ctx &c, const Params &p);
    SimResponse batchSpecs(const Ctx &c, const Params &p);
    SimResponse getSettings(const Ctx &c, const Params &p);
    SimResponse postSettings(const Ctx &c, const Params &p);
    // agent server (routes_agent.cpp)
    SimResponse agentInfo(const Ctx &c, const Params &p);
    SimResponse agentPause(const Ctx &c, const Params &p);
    SimResponse agentRun(const Ctx &c, const Params &p);
    SimResponse agentConfirm(const Ctx &c, const Params &p);
    SimResponse agentSendEvent(const Ctx &c, const Params &p);
    SimResponse agentAskUser(const Ctx &c, const Params &p); ///< routes_askuser.cpp
    std::optional<SimResponse> agentPreamble(const Ctx &c, const Params &p, SimConversation **conv);
    // admin (routes_admin.cpp)
    SimResponse adminStatus(const Ctx &c, const Params &p);
    SimResponse adminFaults(const Ctx &c, const Params &p);
    SimResponse adminFeatures(const Ctx &c, const Params &p);
    SimResponse adminGeneration(const Ctx &c, const Params &p);
    SimResponse adminStats(const Ctx &c, const Params &p);
    SimResponse adminClock(const Ctx &c, const Params &p);
    SimResponse adminAdvance(const Ctx &c, const Params &p);
    SimResponse adminRestart(const Ctx &c, const Params &p);
    SimResponse adminSocketRestart(const Ctx &c, const Params &p);
    SimResponse adminSeedDemo(const Ctx &c, const Params &p);
    SimResponse adminSeedScale(const Ctx &c, const Params &p);
    SimResponse adminSandboxStatus(const Ctx &c, const Params &p);
    SimResponse adminExportLock(const Ctx &c, const Params &p);
    SimResponse adminAddEvents(const Ctx &c, const Params &p);
    SimResponse adminTruncateEvents(const Ctx &c, const Params &p);
    SimResponse adminQuota(const Ctx &c, const Params &p);

public:
    // helpers (router.cpp), shared by the route files
    static SimResponse jsonResponse(int status, const json &body);
    static SimResponse detail(int status, const QString &text);
    static SimResponse errorKey(int status, const QString &text);
    static SimResponse validation(const json &errors);
    static json validationItem(const char *type, const json &loc, const QString &msg, const json &input,
                               const json &ctx = json());
    static SimResponse bodyNotObject(const json &input = nullptr);
    static SimResponse plain500();
    static SimResponse htmlIndex();
    static bool parseJsonBody(const QByteArray &body, json *out);
    static std::string s(const QString &q) { return q.toStdString(); }
    static QString q(const std::string &v) { return QString::fromStdString(v); }

private:
    /// limit/page_id parsing; returns an error response when invalid. `clampNegative`: a negative
    /// offset is clamped to 0 (newer event search) instead of raising.
    std::optional<SimResponse> paging(const Ctx &c, int *limit, qint64 *offset, bool clampNegative = false);
    /// Builds {items, next_page_id} from a slice, applying page faults.
    json page(qint64 total, qint64 offset, int limit, const std::function<json(qint64)> &item);
    std::optional<SimResponse> dateFilter(const Ctx &c, const char *name, qint64 *value, bool *present);
    std::optional<SimResponse> boolParam(const Ctx &c, const char *name, bool *value);
    SimConversation *visibleConversation(const Ctx &c, const QString &id);
    SimSandbox *ownSandbox(const Ctx &c, const QString &id);
    void applyResponseFaults(const SimRequest &r, SimResponse &resp, bool faultable);
    bool faultApplies(const SimRequest &r) const;
    bool rateLimited(const SimRequest &r) const;
    const ServerFeatures &features() const;

    World &m_world;
    SimRng m_faultRng;
    RateLimiter m_limiter;
    qint64 m_requests = 0;
};

} // namespace Switchyard::Sim
