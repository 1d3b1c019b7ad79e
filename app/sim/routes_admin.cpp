// SPDX-License-Identifier: GPL-3.0-or-later
// Routes: the /_sim admin endpoints (an API key required; see Simulator::adminHelp()).
#include "app/sim/router.h"
#include "app/sim/world.h"

namespace Switchyard::Sim {

using json = nlohmann::json;

namespace {
template<typename T>
struct Field
{
    const char *name;
    T FaultConfig::*member;
};

const Field<double> kFaultRates[] = {
    {"server_error_rate", &FaultConfig::serverErrorRate},
    {"rate_limit_rate", &FaultConfig::rateLimitRate},
    {"hang_rate", &FaultConfig::hangRate},
    {"reset_rate", &FaultConfig::resetRate},
    {"truncate_rate", &FaultConfig::truncateRate},
    {"malformed_rate", &FaultConfig::malformedRate},
    {"duplicate_items_rate", &FaultConfig::duplicateItemsRate},
    {"reorder_items_rate", &FaultConfig::reorderItemsRate},
    {"invalid_page_id_rate", &FaultConfig::invalidPageIdRate},
    {"webhook_late_batch_rate", &FaultConfig::webhookLateBatchRate},
    {"socket_drop_rate", &FaultConfig::socketDropRate},
    {"socket_duplicate_rate", &FaultConfig::socketDuplicateRate},
    {"socket_reorder_rate", &FaultConfig::socketReorderRate},
    {"socket_delta_loss_rate", &FaultConfig::socketDeltaLossRate},
};
const Field<int> kFaultInts[] = {
    {"latency_ms", &FaultConfig::latencyMs},
    {"latency_jitter_ms", &FaultConfig::latencyJitterMs},
    {"retry_after_seconds", &FaultConfig::retryAfterSeconds},
    {"webhook_batch_size", &FaultConfig::webhookBatchSize},
    {"webhook_flush_seconds", &FaultConfig::webhookFlushSeconds},
};
const Field<bool> kFaultBools[] = {
    {"webhook_lag", &FaultConfig::webhookLag},
    {"runtime_resume_failure", &FaultConfig::runtimeResumeFailure},
    {"agent_server_failure", &FaultConfig::agentServerFailure},
};

struct FeatureField
{
    const char *name;
    bool ServerFeatures::*member;
};
const FeatureField kFeatures[] = {
    {"rate_limit", &ServerFeatures::rateLimit},
    {"events_storage_order", &ServerFeatures::eventsStorageOrder},
    {"events_sort_desc", &ServerFeatures::eventsSortDesc},
    {"out_of_order_timestamps", &ServerFeatures::outOfOrderTimestamps},
    {"webhook_concurrent_save", &ServerFeatures::webhookConcurrentSave},
    {"session_socket", &ServerFeatures::sessionSocket},
    {"streaming_deltas", &ServerFeatures::streamingDeltas},
    {"files_endpoint", &ServerFeatures::filesEndpoint},
    {"file_remap", &ServerFeatures::fileRemap},
    {"start_prechecks", &ServerFeatures::startPrechecks},
    {"start_request_fields", &ServerFeatures::startRequestFields},
    {"sandbox_unknown_status", &ServerFeatures::sandboxUnknownStatus},
    {"sandbox_working_dir", &ServerFeatures::sandboxWorkingDir},
    {"resume_idempotent", &ServerFeatures::resumeIdempotent},
    {"newer_event_kinds", &ServerFeatures::newerEventKinds},
    {"ask_user_route", &ServerFeatures::askUserRoute},
    {"cache_control_headers", &ServerFeatures::cacheControlHeaders},
    {"settings_html", &ServerFeatures::settingsHtml},
    {"conversation_events_path", &ServerFeatures::conversationEventsPath},
};

bool queryTrue(const QUrlQuery &q, const char *name, bool fallback)
{
    const QString v = q.queryItemValue(QString::fromLatin1(name)).toLower();
    if (v.isEmpty())
        return fallback;
    return v == QLatin1String("true") || v == QLatin1String("1") || v == QLatin1String("on");
}
} // namespace

// ---------------------------------------------------------------- JSON of faults and features
json Router::faultsToJson(const FaultConfig &f)
{
    json j{{"path_contains", s(f.pathContains)}};
    for (const auto &field : kFaultRates)
        j[field.name] = f.*field.member;
    for (const auto &field : kFaultInts)
        j[field.name] = f.*field.member;
    for (const auto &field : kFaultBools)
        j[field.name] = f.*field.member;
    return j;
}

bool Router::applyFaultJson(FaultConfig &f, const json &j, QString *error)
{
    if (!j.is_object()) {
        *error = QStringLiteral("body must be a JSON object");
        return false;
    }
    for (auto it = j.begin(); it != j.end(); ++it) {
        const std::string &k = it.key();
        const json &v = it.value();
        bool known = false;
        bool ok = true;
        for (const auto &field : kFaultRates) {
            if (k == field.name) {
                known = true;
                ok = v.is_number() && (f.*field.member = v.get<double>(), true);
            }
        }
        for (const auto &field : kFaultInts) {
            if (k == field.name) {
                known = true;
                ok = v.is_number() && (f.*field.member = static_cast<int>(v.get<double>()), true);
            }
        }
        for (const auto &field : kFaultBools) {
            if (k == field.name) {
                known = true;
                ok = v.is_boolean() && (f.*field.member = v.get<bool>(), true);
            }
        }
        if (k == "path_contains") {
            known = true;
            ok = v.is_string() && (f.pathContains = q(v.get<std::string>()), true);
        }
        if (!known) {
            *error = QStringLiteral("unknown fault: ") + q(k);
            return false;
        }
        if (!ok) {
            *error = QStringLiteral("bad value for ") + q(k);
            return false;
        }
    }
    return true;
}

json Router::featuresToJson(const ServerFeatures &features)
{
    json j{{"rate_limit_per_second", features.rateLimitPerSecond}};
    for (const auto &field : kFeatures)
        j[field.name] = features.*field.member;
    return j;
}

bool Router::applyFeatureJson(ServerFeatures &features, const json &j, QString *error)
{
    if (!j.is_object()) {
        *error = QStringLiteral("body must be a JSON object");
        return false;
    }
    for (auto it = j.begin(); it != j.end(); ++it) {
        bool known = false;
        bool ok = true;
        for (const auto &field : kFeatures) {
            if (it.key() == field.name) {
                known = true;
                ok = it->is_boolean() && (features.*field.member = it->get<bool>(), true);
            }
        }
        if (it.key() == "rate_limit_per_second") {
            known = true;
            ok = it->is_number() && (features.rateLimitPerSecond = std::max(1, it->get<int>()), true);
        }
        if (!known || !ok) {
            *error = (known ? QStringLiteral("bad value for ") : QStringLiteral("unknown feature: ")) + q(it.key());
            return false;
        }
    }
    return true;
}

// ---------------------------------------------------------------- handlers
SimResponse Router::adminStatus(const Ctx &, const Params &)
{
    return jsonResponse(
        200,
        json{{"now", s(Times::record(m_world.nowUs()))},
             {"conversations", m_world.conversations().size()},
             {"sandboxes", m_world.sandboxes().size()},
             {"start_tasks", m_world.startTasks().size()},
             {"requests", m_requests},
             {"generation", m_world.options().generation == ServerGeneration::Newer ? "newer" : "older"},
             {"features", featuresToJson(features())},
             {"faults", faultsToJson(m_world.options().faults)}});
}

SimResponse Router::adminFaults(const Ctx &c, const Params &)
{
    const QString m = c.req->method;
    FaultConfig &f = m_world.options().faults;
    if (m == QLatin1String("DELETE")) {
        f = FaultConfig();
    } else if (m != QLatin1String("GET")) {
        json body;
        QString error;
        FaultConfig next = m == QLatin1String("PUT") ? FaultConfig() : f;
        if (!parseJsonBody(c.req->body, &body) || !applyFaultJson(next, body, &error))
            return detail(400, error.isEmpty() ? QStringLiteral("body must be JSON") : error);
        f = next;
    }
    if (onFaultsChanged)
        onFaultsChanged();
    return jsonResponse(200, faultsToJson(f));
}

SimResponse Router::adminFeatures(const Ctx &c, const Params &)
{
    if (c.req->method == QLatin1String("POST")) {
        json body;
        QString error;
        ServerFeatures next = features();
        if (!parseJsonBody(c.req->body, &body) || !applyFeatureJson(next, body, &error))
            return detail(400, error.isEmpty() ? QStringLiteral("body must be JSON") : error);
        m_world.options().features = next;
    }
    return jsonResponse(200, featuresToJson(features()));
}

SimResponse Router::adminGeneration(const Ctx &c, const Params &)
{
    const QString value = c.req->query.queryItemValue(QStringLiteral("value")).toLower();
    if (value != QLatin1String("older") && value != QLatin1String("newer"))
        return detail(400, QStringLiteral("value must be older or newer"));
    const bool newer = value == QLatin1String("newer");
    m_world.useGeneration(newer ? ServerGeneration::Newer : ServerGeneration::Older);
    m_world.options().features.rateLimit = queryTrue(c.req->query, "rate_limit", newer);
    return jsonResponse(200, json{{"generation", s(value)}, {"features", featuresToJson(features())}});
}

SimResponse Router::adminStats(const Ctx &c, const Params &)
{
    const bool reset = c.req->method == QLatin1String("DELETE");
    const RateLimiter::Stats &rl = m_limiter.stats();
    json out{
        {"requests", m_requests},
        {"rate_limit", {{"allowed", rl.allowed}, {"held", rl.held}, {"rejected", rl.rejected}, {"exempt", rl.exempt}}},
        {"sockets", socketStats ? socketStats(reset) : json::object()}};
    if (reset)
        resetRateLimit();
    return jsonResponse(200, out);
}

SimResponse Router::adminClock(const Ctx &, const Params &)
{
    return jsonResponse(200, json{{"now", s(Times::record(m_world.nowUs()))}});
}

SimResponse Router::adminAdvance(const Ctx &c, const Params &)
{
    const QUrlQuery &query = c.req->query;
    qint64 ms = 0;
    if (query.hasQueryItem(QStringLiteral("seconds")))
        ms = static_cast<qint64>(query.queryItemValue(QStringLiteral("seconds")).toDouble() * 1000.0);
    if (query.hasQueryItem(QStringLiteral("ms")))
        ms = query.queryItemValue(QStringLiteral("ms")).toLongLong();
    if (ms < 0)
        return detail(400, QStringLiteral("cannot go back in time"));
    if (onAdvance)
        onAdvance(ms);
    else
        m_world.advanceBy(ms * 1000);
    return adminClock(c, Params());
}

SimResponse Router::adminRestart(const Ctx &c, const Params &)
{
    const bool keepState = queryTrue(c.req->query, "keep_state", true);
    const QString downtimeText = c.req->query.queryItemValue(QStringLiteral("downtime_ms"));
    const int downtime = downtimeText.isEmpty() ? 300 : downtimeText.toInt();
    if (onRestart)
        onRestart(keepState, downtime);
    return jsonResponse(200, json{{"restarting", true}, {"keep_state", keepState}, {"downtime_ms", downtime}});
}

SimResponse Router::adminSocketRestart(const Ctx &c, const Params &)
{
    const QString downtimeText = c.req->query.queryItemValue(QStringLiteral("downtime_ms"));
    const int downtime = downtimeText.isEmpty() ? 300 : downtimeText.toInt();
    if (onSocketRestart)
        onSocketRestart(downtime);
    return jsonResponse(200, json{{"restarting", true}, {"downtime_ms", downtime}});
}

SimResponse Router::adminSeedDemo(const Ctx &, const Params &)
{
    m_world.seedDemo();
    return jsonResponse(200, json{{"success", true}});
}

SimResponse Router::adminSeedScale(const Ctx &c, const Params &)
{
    const int conversations = c.req->query.queryItemValue(QStringLiteral("conversations")).toInt();
    const qint64 events = c.req->query.queryItemValue(QStringLiteral("events")).toLongLong();
    const QString big = m_world.seedScale(conversations, events);
    return jsonResponse(200, json{{"success", true}, {"big_conversation_id", s(big)}});
}

SimResponse Router::adminSandboxStatus(const Ctx &c, const Params &p)
{
    if (!m_world.sandbox(p.id))
        return detail(404, QStringLiteral("Not Found"));
    m_world.setSandboxStatus(p.id, c.req->query.queryItemValue(QStringLiteral("value")).toUpper());
    return jsonResponse(200, json{{"success", true}});
}

SimResponse Router::adminExportLock(const Ctx &c, const Params &p)
{
    SimConversation *conv = m_world.conversation(Ids::normalizeUuid(p.id));
    if (!conv)
        return detail(404, QStringLiteral("Not Found"));
    conv->exportRunning = c.req->query.queryItemValue(QStringLiteral("on")) != QLatin1String("false");
    return jsonResponse(200, json{{"export_running", conv->exportRunning}});
}

SimResponse Router::adminAddEvents(const Ctx &c, const Params &p)
{
    SimConversation *conv = m_world.conversation(Ids::normalizeUuid(p.id));
    if (!conv)
        return detail(404, QStringLiteral("Not Found"));
    m_world.addFillerEvents(*conv, std::max(0, c.req->query.queryItemValue(QStringLiteral("count")).toInt()));
    return jsonResponse(200, json{{"events", conv->totalEvents()}});
}

SimResponse Router::adminTruncateEvents(const Ctx &c, const Params &p)
{
    SimConversation *conv = m_world.conversation(Ids::normalizeUuid(p.id));
    if (!conv)
        return detail(404, QStringLiteral("Not Found"));
    bool ok = false;
    const qint64 keep = c.req->query.queryItemValue(QStringLiteral("keep")).toLongLong(&ok);
    if (!ok || keep < 0)
        return detail(422, QStringLiteral("keep must be a count of events (0 or more)"));
    m_world.truncateEvents(*conv, keep);
    return jsonResponse(200, json{{"events", conv->totalEvents()}});
}

SimResponse Router::adminQuota(const Ctx &c, const Params &)
{
    m_world.options().dailyConversationLimit =
        std::max(0, c.req->query.queryItemValue(QStringLiteral("limit")).toInt());
    return jsonResponse(200, json{{"daily_limit", m_world.options().dailyConversationLimit}});
}

} // namespace Switchyard::Sim
