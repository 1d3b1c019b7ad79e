// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/sim/simhttp.h"
#include "app/sim/simoptions.h"
#include "app/sim/simutil.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>

namespace Switchyard::Sim {

class World;
struct SimUser;
struct SimConversation;

/// Answers requests: the /api/v1 app-server routes, the agent-server steering routes under
/// /agent/<sandbox>/api/conversations/<id>, the /_sim admin routes and the SPA fallback. Decides
/// request-level faults (seeded). No HTTP library here.
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
    std::function<void(qint64 ms)> onAdvance;
    std::function<void()> onFaultsChanged;

    qint64 requestCount() const { return m_requests; }
    static json faultsToJson(const FaultConfig &faults);
    static bool applyFaultJson(FaultConfig &faults, const json &patch, QString *error);
    void resetFaultRng();

private:
    struct Ctx
    {
        const SimRequest *req = nullptr;
        SimUser *user = nullptr;
        QString orgId;
    };

    SimResponse route(const SimRequest &r);
    SimResponse api(const SimRequest &r, const QStringList &seg);
    SimResponse agentServer(const SimRequest &r, const QStringList &seg);
    SimResponse admin(const SimRequest &r, const QStringList &seg);
    std::optional<SimResponse> authenticate(const SimRequest &r, Ctx *ctx);

    // app-conversations
    SimResponse searchConversations(const Ctx &c, bool count);
    SimResponse batchConversations(const Ctx &c);
    SimResponse startConversation(const Ctx &c, bool stream);
    SimResponse batchStartTasks(const Ctx &c);
    SimResponse searchStartTasks(const Ctx &c, bool count);
    SimResponse patchConversation(const Ctx &c, const QString &id);
    SimResponse deleteConversation(const Ctx &c, const QString &id);
    SimResponse sendMessage(const Ctx &c, const QString &id);
    SimResponse download(const Ctx &c, const QString &id);
    SimResponse workspace(const Ctx &c, const QString &id, const QString &what);
    // events
    SimResponse searchEvents(const Ctx &c, const QString &id, bool count);
    SimResponse batchEvents(const Ctx &c, const QString &id);
    // sandboxes
    SimResponse searchSandboxes(const Ctx &c);
    SimResponse batchSandboxes(const Ctx &c);
    SimResponse createSandbox(const Ctx &c);
    SimResponse sandboxAction(const Ctx &c, const QString &id, const QString &action);
    SimResponse deleteSandbox(const Ctx &c);
    SimResponse sandboxSpecs(const Ctx &c, bool batch);
    // settings
    SimResponse getSettings(const Ctx &c);
    SimResponse postSettings(const Ctx &c);

    // helpers
    static SimResponse jsonResponse(int status, const json &body);
    static SimResponse detail(int status, const QString &text);
    static SimResponse errorKey(int status, const QString &text);
    static SimResponse validation(const json &errors);
    static json validationItem(const char *type, const json &loc, const QString &msg, const json &input,
                               const json &ctx = json());
    static SimResponse plain500();
    static SimResponse htmlIndex();
    /// limit/page_id parsing; returns an error response when invalid.
    std::optional<SimResponse> paging(const Ctx &c, int *limit, qint64 *offset);
    /// Builds {items, next_page_id} from a slice, applying page faults.
    json page(qint64 total, qint64 offset, int limit, const std::function<json(qint64)> &item);
    std::optional<SimResponse> dateFilter(const Ctx &c, const char *name, qint64 *value, bool *present);
    SimConversation *visibleConversation(const Ctx &c, const QString &id);
    void applyResponseFaults(const SimRequest &r, SimResponse &resp, bool faultable);
    bool faultApplies(const SimRequest &r) const;

    World &m_world;
    SimRng m_faultRng;
    qint64 m_requests = 0;
};

} // namespace Switchyard::Sim
