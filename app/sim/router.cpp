// SPDX-License-Identifier: GPL-3.0-or-later
// Router core: entry, rate limit, request faults, dispatch over the route tables, shared helpers.
#include "app/sim/router.h"

#include "app/sim/world.h"

namespace Switchyard::Sim {

using json = nlohmann::json;

namespace {
QStringList segmentsOf(std::string_view path)
{
    return QString::fromLatin1(path.data(), qsizetype(path.size())).split(QLatin1Char('/'), Qt::SkipEmptyParts);
}

/// seg without its leading `prefix` ("api/v1"), or nothing if it does not start with it.
std::optional<QStringList> below(const QStringList &seg, std::string_view prefix)
{
    const QStringList p = segmentsOf(prefix);
    if (seg.size() < p.size() || seg.mid(0, p.size()) != p)
        return std::nullopt;
    return seg.mid(p.size());
}
} // namespace

Router::Router(World &world)
    : m_world(world)
    , m_faultRng(mix64(world.options().seed, 0xFA17ULL))
{ }

void Router::resetFaultRng()
{
    m_faultRng = SimRng(mix64(m_world.options().seed, 0xFA17ULL));
}

void Router::resetRateLimit()
{
    m_limiter.clear();
    m_limiter.resetStats();
}

const ServerFeatures &Router::features() const
{
    return m_world.options().features;
}

// ---------------------------------------------------------------- response helpers
SimResponse Router::jsonResponse(int status, const json &body)
{
    SimResponse r;
    r.status = status;
    r.body = QByteArray::fromStdString(body.dump());
    return r;
}

SimResponse Router::detail(int status, const QString &text)
{
    return jsonResponse(status, json{{"detail", s(text)}});
}

SimResponse Router::errorKey(int status, const QString &text)
{
    return jsonResponse(status, json{{"error", s(text)}});
}

json Router::validationItem(const char *type, const json &loc, const QString &msg, const json &input, const json &ctx)
{
    json item{{"type", type}, {"loc", loc}, {"msg", s(msg)}, {"input", input}};
    if (!ctx.is_null())
        item["ctx"] = ctx;
    return item;
}

SimResponse Router::validation(const json &errors)
{
    return jsonResponse(422, json{{"detail", errors}});
}

SimResponse Router::bodyNotObject(const json &input)
{
    return validation(json::array({validationItem(
        "model_attributes_type", json::array({"body"}),
        QStringLiteral("Input should be a valid dictionary or object to extract fields from"), input)}));
}

SimResponse Router::plain500()
{
    SimResponse r;
    r.status = 500;
    r.contentType = "text/plain; charset=utf-8";
    r.body = "Internal Server Error";
    return r;
}

SimResponse Router::htmlIndex()
{
    SimResponse r;
    r.contentType = "text/html; charset=utf-8";
    r.body = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"/><title>OpenHands</title>"
             "<link rel=\"icon\" href=\"/favicon.ico\"/></head><body><noscript>You need to enable JavaScript to run "
             "this app.</noscript><div id=\"root\"></div><script type=\"module\" src=\"/assets/index.js\"></script>"
             "</body></html>";
    return r;
}

bool Router::parseJsonBody(const QByteArray &body, json *out)
{
    *out = json::parse(body.constData(), body.constData() + body.size(), nullptr, false);
    return !out->is_discarded();
}

// ---------------------------------------------------------------- paging and filters
std::optional<SimResponse> Router::paging(const Ctx &c, int *limit, qint64 *offset, bool clampNegative)
{
    *limit = 100;
    *offset = 0;
    const QUrlQuery &query = c.req->query;
    if (query.hasQueryItem(QStringLiteral("limit"))) {
        const QString text = query.queryItemValue(QStringLiteral("limit"), QUrl::FullyDecoded);
        bool ok = false;
        const int v = text.toInt(&ok);
        if (!ok)
            return validation(json::array({validationItem(
                "int_parsing", json::array({"query", "limit"}),
                QStringLiteral("Input should be a valid integer, unable to parse string as an integer"), s(text))}));
        if (v <= 0)
            return validation(json::array(
                {validationItem("greater_than", json::array({"query", "limit"}),
                                QStringLiteral("Input should be greater than 0"), s(text), json{{"gt", 0}})}));
        if (v > 100)
            return validation(json::array({validationItem("less_than_equal", json::array({"query", "limit"}),
                                                          QStringLiteral("Input should be less than or equal to 100"),
                                                          s(text), json{{"le", 100}})}));
        *limit = v;
    }
    if (query.hasQueryItem(QStringLiteral("page_id"))) {
        const QString pid = query.queryItemValue(QStringLiteral("page_id"), QUrl::FullyDecoded);
        qint64 off = PageIds::decode(pid);
        if (off < 0 && clampNegative) {
            bool ok = false;
            const qint64 raw = pid.toLongLong(&ok);
            if (ok && raw < 0)
                off = 0; // max(0, min(int(page_id), len)) in the newer event service
        }
        if (off < 0)
            return plain500(); // int(page_id) raises in the server
        if (faultApplies(*c.req) && m_faultRng.chance(m_world.options().faults.invalidPageIdRate))
            return detail(400, QStringLiteral("Invalid page_id: ") + pid);
        *offset = off;
    }
    return std::nullopt;
}

json Router::page(qint64 total, qint64 offset, int limit, const std::function<json(qint64)> &item)
{
    json items = json::array();
    const qint64 end = std::min(total, offset + limit);
    const FaultConfig &f = m_world.options().faults;
    const bool dup =
        f.duplicateItemsRate > 0 && offset > 0 && offset <= total && m_faultRng.chance(f.duplicateItemsRate);
    if (dup)
        items.push_back(item(offset - 1));
    for (qint64 i = offset; i < end; ++i)
        items.push_back(item(i));
    if (dup && items.size() > static_cast<std::size_t>(limit))
        items.erase(items.end() - 1);
    if (f.reorderItemsRate > 0 && items.size() > 1 && m_faultRng.chance(f.reorderItemsRate)) {
        for (std::size_t i = items.size() - 1; i > 0; --i)
            std::swap(items[i], items[m_faultRng.below(i + 1)]);
    }
    const bool more = dup ? offset + limit - 1 < total : end < total;
    const qint64 next = dup ? offset + limit - 1 : end;
    return json{
        {"items", items},
        {"next_page_id", more ? json(s(PageIds::encode(next, m_world.options().pageIdBase64))) : json(nullptr)}};
}

std::optional<SimResponse> Router::dateFilter(const Ctx &c, const char *name, qint64 *value, bool *present)
{
    const QString key = QString::fromLatin1(name);
    *present = c.req->query.hasQueryItem(key);
    if (!*present)
        return std::nullopt;
    const QString text = c.req->query.queryItemValue(key, QUrl::FullyDecoded);
    if (!Times::parse(text, value))
        return validation(json::array(
            {validationItem("datetime_from_date_parsing", json::array({"query", name}),
                            QStringLiteral("Input should be a valid datetime or date, invalid character in year"),
                            s(text), json{{"error", "invalid character in year"}})}));
    return std::nullopt;
}

std::optional<SimResponse> Router::boolParam(const Ctx &c, const char *name, bool *value)
{
    const QString key = QString::fromLatin1(name);
    if (!c.req->query.hasQueryItem(key))
        return std::nullopt;
    const QString v = c.req->query.queryItemValue(key).toLower();
    static const QStringList yes{QStringLiteral("true"), QStringLiteral("1"), QStringLiteral("yes"),
                                 QStringLiteral("on")};
    static const QStringList no{QStringLiteral("false"), QStringLiteral("0"), QStringLiteral("no"),
                                QStringLiteral("off")};
    if (yes.contains(v))
        *value = true;
    else if (no.contains(v))
        *value = false;
    else
        return validation(json::array({validationItem("bool_parsing", json::array({"query", name}),
                                                      QStringLiteral("Input should be a valid boolean, unable to "
                                                                     "interpret input"),
                                                      s(v))}));
    return std::nullopt;
}

SimConversation *Router::visibleConversation(const Ctx &c, const QString &id)
{
    SimConversation *conv = m_world.conversation(Ids::normalizeUuid(id));
    if (!conv || !m_world.visibleTo(*conv, c.user->id, c.orgId))
        return nullptr;
    return conv;
}

SimSandbox *Router::ownSandbox(const Ctx &c, const QString &id)
{
    SimSandbox *sb = m_world.sandbox(id);
    return sb && sb->userId == c.user->id ? sb : nullptr;
}

// ---------------------------------------------------------------- request faults
bool Router::faultApplies(const SimRequest &r) const
{
    const FaultConfig &f = m_world.options().faults;
    if (r.path.startsWith(QLatin1String("/_sim")))
        return false;
    return f.pathContains.isEmpty() || r.path.contains(f.pathContains);
}

void Router::applyResponseFaults(const SimRequest &r, SimResponse &resp, bool faultable)
{
    Q_UNUSED(r)
    if (!faultable)
        return;
    const FaultConfig &f = m_world.options().faults;
    const double uTrunc = m_faultRng.unit();
    const double uMal = m_faultRng.unit();
    const double uHang = m_faultRng.unit();
    const double uReset = m_faultRng.unit();
    const auto jitter = f.latencyJitterMs > 0 ? static_cast<int>(m_faultRng.below(f.latencyJitterMs + 1)) : 0;
    const bool isJson = resp.contentType.startsWith("application/json") && resp.body.size() > 1;
    if (resp.deferredTaskId.isEmpty() && isJson && resp.status < 300) {
        if (uTrunc < f.truncateRate) {
            resp.body.truncate(std::max<qsizetype>(1, resp.body.size() * (1 + m_faultRng.below(8)) / 10));
        } else if (uMal < f.malformedRate) {
            const auto pos = static_cast<qsizetype>(m_faultRng.below(static_cast<std::uint64_t>(resp.body.size())));
            resp.body.insert(pos, "\",}{<");
        }
    }
    QList<QByteArray> directive;
    const int delay = f.latencyMs + jitter;
    if (delay > 0)
        directive << "delay=" + QByteArray::number(delay);
    if (uHang < f.hangRate)
        directive << "hang";
    else if (uReset < f.resetRate && resp.deferredTaskId.isEmpty())
        directive << "reset=" + QByteArray::number(std::max<qsizetype>(0, resp.body.size() / 2));
    resp.faultDirective = directive.join(';');
}

// ---------------------------------------------------------------- rate limit (spec §13.1)
bool Router::rateLimited(const SimRequest &r) const
{
    // The app server's middleware: everything but /assets. The agent-server routes and the admin
    // routes are other servers in real life; POST /sandboxes/{id}/resume is exempt.
    if (r.path.startsWith(QLatin1String("/assets")) || r.path.startsWith(QLatin1String("/_sim"))
        || r.path.startsWith(QLatin1String("/agent/")))
        return false;
    const auto api = below(r.path.split(QLatin1Char('/'), Qt::SkipEmptyParts), Api::kApiPrefix);
    Params unused;
    const Route *route = api ? match(apiRoutes(), r.method, *api, &unused) : nullptr;
    return !route || route->endpoint != Api::Endpoint::ResumeSandbox;
}

std::optional<SimResponse> Router::rateLimit(const SimRequest &r)
{
    if (!features().rateLimit || r.rateChecked || r.path.startsWith(QLatin1String("/_sim"))
        || r.path.startsWith(QLatin1String("/agent/")))
        return std::nullopt;
    if (!rateLimited(r)) {
        m_limiter.countExempt();
        return std::nullopt;
    }
    // request.client.host; behind a proxy that sets X-Forwarded-For (uvicorn --proxy-headers) its
    // first hop. Tests use the header to play several clients.
    QString key = QString::fromLatin1(r.header("x-forwarded-for")).section(QLatin1Char(','), 0, 0).trimmed();
    if (key.isEmpty())
        key = r.peer;
    switch (m_limiter.hit(key, features().rateLimitPerSecond)) {
    case RateLimiter::Decision::Allow:
        return std::nullopt;
    case RateLimiter::Decision::Hold: {
        SimResponse held;
        held.holdMs = std::max(1, m_world.options().rateLimitHoldMs);
        return held;
    }
    case RateLimiter::Decision::Reject: {
        SimResponse resp = jsonResponse(429, json{{"message", "Too many requests"}});
        resp.headers.append({QByteArray("Retry-After"), QByteArray("1")});
        return resp;
    }
    }
    return std::nullopt;
}

// ---------------------------------------------------------------- entry
SimResponse Router::handle(const SimRequest &r)
{
    if (auto limited = rateLimit(r)) {
        if (limited->holdMs > 0)
            return *limited; // answered when the adapter hands the request back
        ++m_requests;
        return *limited;
    }
    ++m_requests;
    const bool faultable = faultApplies(r);
    const FaultConfig &f = m_world.options().faults;
    SimResponse resp;
    bool early = false;
    if (faultable) {
        const double u429 = m_faultRng.unit();
        const double u5xx = m_faultRng.unit();
        if (u429 < f.rateLimitRate) {
            resp = jsonResponse(429, json{{"detail", "Too Many Requests"}});
            resp.headers.append({"Retry-After", QByteArray::number(f.retryAfterSeconds)});
            early = true;
        } else if (u5xx < f.serverErrorRate) {
            switch (m_faultRng.below(3)) {
            case 0:
                resp = plain500();
                break;
            case 1:
                resp.status = 502;
                resp.contentType = "text/html";
                resp.body = "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad "
                            "Gateway</h1></center></body></html>";
                break;
            default:
                resp = detail(503, QStringLiteral("Service Unavailable"));
                break;
            }
            early = true;
        }
    }
    if (!early)
        resp = route(r);
    if (features().cacheControlHeaders && !r.path.startsWith(QLatin1String("/_sim")))
        resp.headers.append({QByteArray("Cache-Control"), QByteArray("no-cache, no-store, must-revalidate")});
    applyResponseFaults(r, resp, faultable);
    return resp;
}

SimResponse Router::route(const SimRequest &r)
{
    const QStringList seg = r.path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (const auto api = below(seg, Api::kApiPrefix))
        return dispatchApi(r, *api);
    if (auto root = dispatchRoot(r, seg))
        return *root;
    // /agent/<sandbox>/api/conversations/<id>/...
    if (seg.size() >= 5 && seg[0] == QLatin1String("agent") && below(seg.mid(2), Api::kAgentConversationsPrefix))
        return dispatchAgent(r, seg);
    if (!seg.isEmpty() && seg[0] == QLatin1String("_sim"))
        return dispatchAdmin(r, seg.mid(1));
    return htmlIndex(); // the SPA answers every other path, /canvas/conversations/<hex> included
}

const Router::Route *Router::match(const std::vector<Route> &table, const QString &method, const QStringList &seg,
                                   Params *params) const
{
    for (const Route &route : table) {
        if (route.feature && !(features().*route.feature))
            continue;
        if (method != QLatin1String(route.method.data(), qsizetype(route.method.size())))
            continue;
        const QStringList parts = segmentsOf(route.pattern);
        if (parts.size() != seg.size())
            continue;
        Params captured;
        bool ok = true;
        for (qsizetype i = 0; i < parts.size() && ok; ++i) {
            if (parts[i] == QLatin1String("{id}"))
                captured.id = seg[i];
            else
                ok = parts[i] == seg[i];
        }
        if (ok) {
            *params = captured;
            return &route;
        }
    }
    return nullptr;
}

std::optional<SimResponse> Router::checkId(IdCheck check, const QString &id) const
{
    if (check == IdCheck::None || Ids::isUuidLike(id))
        return std::nullopt;
    switch (check) {
    case IdCheck::Plain500:
        return plain500();
    case IdCheck::Detail400:
        return detail(400, QStringLiteral("Invalid conversation ID format"));
    case IdCheck::Validation422:
        return validation(json::array(
            {validationItem("uuid_parsing", json::array({"path", "conversation_id"}),
                            QStringLiteral("Input should be a valid UUID, invalid group count: expected 5, found 1"),
                            s(id), json{{"error", "invalid group count: expected 5, found 1"}})}));
    case IdCheck::None:
        break;
    }
    return std::nullopt;
}

SimResponse Router::dispatchApi(const SimRequest &r, const QStringList &seg)
{
    // Older builds answer /api/v1/settings with their HTML page (an optional endpoint, spec §1.1).
    if (features().settingsHtml && seg == QStringList{QStringLiteral("settings")})
        return htmlIndex();
    Params params;
    const Route *route = match(apiRoutes(), r.method, seg, &params);
    if (!route)
        return htmlIndex(); // unknown paths get the SPA page, without authentication
    Ctx c;
    c.req = &r;
    if (auto err = authenticate(r, &c))
        return *err;
    if (auto err = checkId(route->idCheck, params.id))
        return *err;
    return (this->*(route->handler))(c, params);
}

std::optional<SimResponse> Router::dispatchRoot(const SimRequest &r, const QStringList &seg)
{
    Params params;
    const Route *route = match(rootRoutes(), r.method, seg, &params);
    if (!route)
        return std::nullopt;
    Ctx c;
    c.req = &r;
    if (auto err = authenticate(r, &c))
        return *err;
    return (this->*(route->handler))(c, params);
}

SimResponse Router::dispatchAdmin(const SimRequest &r, const QStringList &seg)
{
    Params params;
    const Route *route = match(adminRoutes(), r.method, seg, &params);
    if (!route)
        return detail(404, QStringLiteral("Unknown admin endpoint; see switchyard-sim --help"));
    Ctx c;
    c.req = &r;
    // Faults, restarts and seeding change what every client sees: only a key holder may.
    if (auto err = authenticate(r, &c))
        return *err;
    return (this->*(route->handler))(c, params);
}

std::optional<SimResponse> Router::authenticate(const SimRequest &r, Ctx *ctx)
{
    QByteArray key;
    const QByteArray auth = r.header("authorization");
    if (auth.startsWith("Bearer ") || auth.startsWith("bearer "))
        key = auth.mid(7).trimmed();
    if (key.isEmpty())
        key = r.header("x-session-api-key");
    if (key.isEmpty())
        key = r.header("x-access-token");
    if (key.isEmpty()) {
        const QList<QByteArray> cookies = r.header("cookie").split(';');
        for (const QByteArray &cookie : cookies) {
            const QByteArray t = cookie.trimmed();
            if (t.startsWith("api_key="))
                key = t.mid(8);
        }
    }
    if (key.isEmpty())
        return errorKey(401, QStringLiteral("NoCredentialsError"));
    ctx->user = m_world.userByKey(QString::fromUtf8(key));
    if (!ctx->user)
        return errorKey(401, QStringLiteral("AuthError: invalid API key"));
    const QByteArray org = r.header("x-org-id");
    if (!org.isEmpty()) {
        const QString norm = Ids::normalizeUuid(QString::fromUtf8(org));
        if (norm.isEmpty())
            return detail(400, QStringLiteral("Invalid X-Org-Id header (must be a UUID)"));
        ctx->orgId = Ids::dashed(norm);
    }
    return std::nullopt;
}

} // namespace Switchyard::Sim
