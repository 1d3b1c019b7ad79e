// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sim/router.h"

#include "app/sim/eventfactory.h"
#include "app/sim/world.h"
#include "app/sim/zipwriter.h"

#include <QRegularExpression>

#include <algorithm>

namespace Switchyard::Sim {

using json = nlohmann::json;

namespace {
std::string s(const QString &q)
{
    return q.toStdString();
}
QString q(const std::string &v)
{
    return QString::fromStdString(v);
}
bool parseJsonBody(const QByteArray &body, json *out)
{
    *out = json::parse(body.constData(), body.constData() + body.size(), nullptr, false);
    return !out->is_discarded();
}
const QStringList &eventKinds()
{
    static const QStringList kinds{QStringLiteral("ServerErrorEvent"),
                                   QStringLiteral("ACPToolCallEvent"),
                                   QStringLiteral("Condensation"),
                                   QStringLiteral("CondensationRequest"),
                                   QStringLiteral("CondensationSummaryEvent"),
                                   QStringLiteral("ConversationErrorEvent"),
                                   QStringLiteral("ConversationStateUpdateEvent"),
                                   QStringLiteral("HookExecutionEvent"),
                                   QStringLiteral("LLMCompletionLogEvent"),
                                   QStringLiteral("ActionEvent"),
                                   QStringLiteral("MessageEvent"),
                                   QStringLiteral("AgentErrorEvent"),
                                   QStringLiteral("ObservationEvent"),
                                   QStringLiteral("UserRejectObservation"),
                                   QStringLiteral("SystemPromptEvent"),
                                   QStringLiteral("StreamingDeltaEvent"),
                                   QStringLiteral("TokenEvent"),
                                   QStringLiteral("InterruptEvent"),
                                   QStringLiteral("PauseEvent")};
    return kinds;
}
QString pyList(const QStringList &items)
{
    QStringList quoted;
    for (const QString &i : items)
        quoted << QLatin1Char('\'') + i + QLatin1Char('\'');
    return QLatin1Char('[') + quoted.join(QStringLiteral(", ")) + QLatin1Char(']');
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

std::optional<SimResponse> Router::paging(const Ctx &c, int *limit, qint64 *offset)
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
        const qint64 off = PageIds::decode(pid);
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
    // Page faults: an item of the previous page shows up again (as if a row was inserted), or the
    // order of the page is shuffled.
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

bool Router::faultApplies(const SimRequest &r) const
{
    const FaultConfig &f = m_world.options().faults;
    if (r.path.startsWith(QLatin1String("/_sim")))
        return false;
    return f.pathContains.isEmpty() || r.path.contains(f.pathContains);
}

// ---------------------------------------------------------------- entry
SimResponse Router::handle(const SimRequest &r)
{
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
    applyResponseFaults(r, resp, faultable);
    return resp;
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

SimResponse Router::route(const SimRequest &r)
{
    QStringList seg = r.path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (seg.size() >= 2 && seg[0] == QLatin1String("api") && seg[1] == QLatin1String("v1"))
        return api(r, seg.mid(2));
    if (seg.size() >= 5 && seg[0] == QLatin1String("agent") && seg[2] == QLatin1String("api")
        && seg[3] == QLatin1String("conversations"))
        return agentServer(r, seg);
    if (!seg.isEmpty() && seg[0] == QLatin1String("_sim"))
        return admin(r, seg.mid(1));
    return htmlIndex();
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

SimConversation *Router::visibleConversation(const Ctx &c, const QString &id)
{
    SimConversation *conv = m_world.conversation(Ids::normalizeUuid(id));
    if (!conv || !m_world.visibleTo(*conv, c.user->id, c.orgId))
        return nullptr;
    return conv;
}

SimResponse Router::api(const SimRequest &r, const QStringList &seg)
{
    const QString m = r.method;
    const auto n = seg.size();
    const auto is = [&](qsizetype i, const char *text) {
        return i < n && seg[i] == QLatin1String(text);
    };
    // Find the route first: unknown paths get the SPA page, without authentication.
    enum class Route
    {
        None,
        ConvSearch,
        ConvCount,
        ConvBatch,
        ConvStart,
        ConvStream,
        TaskBatch,
        TaskSearch,
        TaskCount,
        ConvPatch,
        ConvDelete,
        SendMessage,
        Download,
        Workspace,
        SwitchProfile,
        PendingMessage,
        EventSearch,
        EventCount,
        EventBatch,
        LegacyEventSearch,
        SbSearch,
        SbBatch,
        SbCreate,
        SbAction,
        SbDelete,
        SpecSearch,
        SpecBatch,
        SettingsGet,
        SettingsPost
    };
    Route route = Route::None;
    QString id;
    QString what;
    if (is(0, "app-conversations")) {
        if (n == 1 && m == QLatin1String("GET"))
            route = Route::ConvBatch;
        else if (n == 1 && m == QLatin1String("POST"))
            route = Route::ConvStart;
        else if (n == 2 && is(1, "search") && m == QLatin1String("GET"))
            route = Route::ConvSearch;
        else if (n == 2 && is(1, "count") && m == QLatin1String("GET"))
            route = Route::ConvCount;
        else if (n == 2 && is(1, "stream-start") && m == QLatin1String("POST"))
            route = Route::ConvStream;
        else if (n == 2 && is(1, "start-tasks") && m == QLatin1String("GET"))
            route = Route::TaskBatch;
        else if (n == 3 && is(1, "start-tasks") && is(2, "search") && m == QLatin1String("GET"))
            route = Route::TaskSearch;
        else if (n == 3 && is(1, "start-tasks") && is(2, "count") && m == QLatin1String("GET"))
            route = Route::TaskCount;
        else if (n == 2 && m == QLatin1String("PATCH"))
            route = Route::ConvPatch;
        else if (n == 2 && m == QLatin1String("DELETE"))
            route = Route::ConvDelete;
        else if (n == 3 && is(2, "send-message") && m == QLatin1String("POST"))
            route = Route::SendMessage;
        else if (n == 3 && is(2, "download") && m == QLatin1String("GET"))
            route = Route::Download;
        else if (n == 3 && (is(2, "file") || is(2, "skills") || is(2, "hooks")) && m == QLatin1String("GET"))
            route = Route::Workspace;
        else if (n == 4 && is(2, "git") && (is(3, "changes") || is(3, "diff")) && m == QLatin1String("GET"))
            route = Route::Workspace;
        else if (n == 3 && (is(2, "switch_profile") || is(2, "switch_acp_model")) && m == QLatin1String("POST"))
            route = Route::SwitchProfile;
        if (n >= 2)
            id = seg[1];
        if (n >= 3)
            what = seg.mid(2).join(QLatin1Char('/'));
    } else if (is(0, "conversations") && n == 3 && is(2, "pending-messages") && m == QLatin1String("POST")) {
        route = Route::PendingMessage;
        id = seg[1];
    } else if (is(0, "conversation") && n >= 3 && is(2, "events") && m == QLatin1String("GET")) {
        id = seg[1];
        if (n == 3)
            route = Route::EventBatch;
        else if (n == 4 && is(3, "search"))
            route = Route::EventSearch;
        else if (n == 4 && is(3, "count"))
            route = Route::EventCount;
    } else if (is(0, "events") && n == 2 && is(1, "search") && m == QLatin1String("GET")) {
        route = Route::LegacyEventSearch;
    } else if (is(0, "sandboxes")) {
        if (n == 1 && m == QLatin1String("GET"))
            route = Route::SbBatch;
        else if (n == 1 && m == QLatin1String("POST"))
            route = Route::SbCreate;
        else if (n == 2 && is(1, "search") && m == QLatin1String("GET"))
            route = Route::SbSearch;
        else if (n == 3 && (is(2, "pause") || is(2, "resume")) && m == QLatin1String("POST"))
            route = Route::SbAction;
        else if (n == 2 && m == QLatin1String("DELETE"))
            route = Route::SbDelete;
        if (n >= 2)
            id = seg[1];
        if (n >= 3)
            what = seg[2];
    } else if (is(0, "sandbox-specs")) {
        if (n == 1 && m == QLatin1String("GET"))
            route = Route::SpecBatch;
        else if (n == 2 && is(1, "search") && m == QLatin1String("GET"))
            route = Route::SpecSearch;
    } else if (is(0, "settings") && n == 1) {
        if (m == QLatin1String("GET"))
            route = Route::SettingsGet;
        else if (m == QLatin1String("POST"))
            route = Route::SettingsPost;
    }
    if (route == Route::None)
        return htmlIndex();

    Ctx c;
    c.req = &r;
    if (auto err = authenticate(r, &c))
        return *err;

    const auto badUuidPath = [&](const QString &value) {
        return validation(json::array(
            {validationItem("uuid_parsing", json::array({"path", "conversation_id"}),
                            QStringLiteral("Input should be a valid UUID, invalid group count: expected 5, found 1"),
                            s(value), json{{"error", "invalid group count: expected 5, found 1"}})}));
    };

    switch (route) {
    case Route::ConvSearch:
        return searchConversations(c, false);
    case Route::ConvCount:
        return searchConversations(c, true);
    case Route::ConvBatch:
        return batchConversations(c);
    case Route::ConvStart:
        return startConversation(c, false);
    case Route::ConvStream:
        return startConversation(c, true);
    case Route::TaskBatch:
        return batchStartTasks(c);
    case Route::TaskSearch:
        return searchStartTasks(c, false);
    case Route::TaskCount:
        return searchStartTasks(c, true);
    case Route::ConvPatch:
        if (!Ids::isUuidLike(id))
            return plain500();
        return patchConversation(c, id);
    case Route::ConvDelete:
        if (!Ids::isUuidLike(id))
            return detail(400, QStringLiteral("Invalid conversation ID format"));
        return deleteConversation(c, id);
    case Route::SendMessage:
        if (!Ids::isUuidLike(id))
            return badUuidPath(id);
        return sendMessage(c, id);
    case Route::Download:
        if (!Ids::isUuidLike(id))
            return badUuidPath(id);
        return download(c, id);
    case Route::Workspace:
        if (!Ids::isUuidLike(id))
            return badUuidPath(id);
        return workspace(c, id, what);
    case Route::SwitchProfile: {
        if (!Ids::isUuidLike(id))
            return badUuidPath(id);
        if (!visibleConversation(c, id))
            return detail(404, QStringLiteral("Conversation %1 not found").arg(Ids::dashed(Ids::normalizeUuid(id))));
        return jsonResponse(200, json{{"success", true}});
    }
    case Route::PendingMessage: {
        static int position = 0;
        SimResponse resp = jsonResponse(
            201, json{{"id", s(Ids::dashedUuid(m_world.rng()))}, {"queued", true}, {"position", ++position % 10 + 1}});
        return resp;
    }
    case Route::EventSearch:
        return searchEvents(c, id, false);
    case Route::EventCount:
        return searchEvents(c, id, true);
    case Route::EventBatch:
        return batchEvents(c, id);
    case Route::LegacyEventSearch:
        return searchEvents(c, r.query.queryItemValue(QStringLiteral("conversation_id__eq"), QUrl::FullyDecoded),
                            false);
    case Route::SbSearch:
        return searchSandboxes(c);
    case Route::SbBatch:
        return batchSandboxes(c);
    case Route::SbCreate:
        return createSandbox(c);
    case Route::SbAction:
        return sandboxAction(c, id, what);
    case Route::SbDelete:
        return deleteSandbox(c);
    case Route::SpecSearch:
        return sandboxSpecs(c, false);
    case Route::SpecBatch:
        return sandboxSpecs(c, true);
    case Route::SettingsGet:
        return getSettings(c);
    case Route::SettingsPost:
        return postSettings(c);
    case Route::None:
        break;
    }
    return htmlIndex();
}

// ---------------------------------------------------------------- app-conversations
SimResponse Router::searchConversations(const Ctx &c, bool count)
{
    const QUrlQuery &query = c.req->query;
    int limit = 100;
    qint64 offset = 0;
    if (!count) {
        if (auto err = paging(c, &limit, &offset))
            return *err;
    }
    qint64 cGte = 0, cLt = 0, uGte = 0, uLt = 0;
    bool hcGte = false, hcLt = false, huGte = false, huLt = false;
    if (auto e = dateFilter(c, "created_at__gte", &cGte, &hcGte))
        return *e;
    if (auto e = dateFilter(c, "created_at__lt", &cLt, &hcLt))
        return *e;
    if (auto e = dateFilter(c, "updated_at__gte", &uGte, &huGte))
        return *e;
    if (auto e = dateFilter(c, "updated_at__lt", &uLt, &huLt))
        return *e;
    const QString title = query.queryItemValue(QStringLiteral("title__contains"), QUrl::FullyDecoded);
    const bool hasSandbox = query.hasQueryItem(QStringLiteral("sandbox_id__eq"));
    const QString sandbox = query.queryItemValue(QStringLiteral("sandbox_id__eq"), QUrl::FullyDecoded);
    bool includeSubs = false;
    if (!count && query.hasQueryItem(QStringLiteral("include_sub_conversations"))) {
        const QString v = query.queryItemValue(QStringLiteral("include_sub_conversations")).toLower();
        if (v == QLatin1String("true") || v == QLatin1String("1") || v == QLatin1String("yes")
            || v == QLatin1String("on"))
            includeSubs = true;
        else if (!(v == QLatin1String("false") || v == QLatin1String("0") || v == QLatin1String("no")
                   || v == QLatin1String("off")))
            return validation(json::array(
                {validationItem("bool_parsing", json::array({"query", "include_sub_conversations"}),
                                QStringLiteral("Input should be a valid boolean, unable to interpret input"), s(v))}));
    }
    std::vector<SimConversation *> all = m_world.visibleConversations(c.user->id, c.orgId);
    std::vector<SimConversation *> hits;
    hits.reserve(all.size());
    for (SimConversation *conv : all) {
        if (!title.isEmpty() && !conv->title.contains(title, Qt::CaseInsensitive))
            continue;
        if (hcGte && conv->createdAt < cGte)
            continue;
        if (hcLt && conv->createdAt >= cLt)
            continue;
        if (huGte && conv->updatedAt < uGte)
            continue;
        if (huLt && conv->updatedAt >= uLt)
            continue;
        if (hasSandbox && conv->sandboxId != sandbox)
            continue;
        if (!count && !includeSubs && !conv->parentId.isEmpty())
            continue;
        hits.push_back(conv);
    }
    if (count)
        return jsonResponse(200, json(static_cast<qint64>(hits.size())));
    return jsonResponse(200, page(static_cast<qint64>(hits.size()), offset, limit, [&](qint64 i) {
                            return m_world.conversationJson(*hits[static_cast<std::size_t>(i)], true);
                        }));
}

SimResponse Router::batchConversations(const Ctx &c)
{
    const QStringList ids = c.req->query.allQueryItemValues(QStringLiteral("ids"), QUrl::FullyDecoded);
    if (ids.isEmpty())
        return validation(json::array(
            {validationItem("missing", json::array({"query", "ids"}), QStringLiteral("Field required"), nullptr)}));
    if (ids.size() >= 100)
        return detail(400, QStringLiteral("Too many ids requested. Maximum is 99."));
    QStringList bad;
    for (const QString &id : ids) {
        if (!Ids::isUuidLike(id))
            bad << id;
    }
    if (!bad.isEmpty())
        return detail(400, QStringLiteral("Invalid UUID format for ids: ") + pyList(bad));
    json out = json::array();
    for (const QString &id : ids) {
        SimConversation *conv = visibleConversation(c, id);
        out.push_back(conv ? m_world.conversationJson(*conv, true) : json(nullptr));
    }
    return jsonResponse(200, out);
}

SimResponse Router::startConversation(const Ctx &c, bool stream)
{
    json body = json::object();
    if (!c.req->body.trimmed().isEmpty()) {
        if (!parseJsonBody(c.req->body, &body))
            return validation(json::array(
                {validationItem("json_invalid", json::array({"body", 0}), QStringLiteral("JSON decode error"),
                                json::object(), json{{"error", "Expecting value"}})}));
    }
    if (!body.is_object())
        return validation(json::array({validationItem(
            "model_attributes_type", json::array({"body"}),
            QStringLiteral("Input should be a valid dictionary or object to extract fields from"), body)}));
    if (body.contains("initial_message") && !body["initial_message"].is_null()) {
        const json &im = body["initial_message"];
        if (!im.is_object() || (im.contains("content") && !im["content"].is_array()))
            return validation(json::array({validationItem(
                "model_type", json::array({"body", "initial_message"}),
                QStringLiteral("Input should be a valid dictionary or instance of SendMessageRequest"), im)}));
    }
    if (body.contains("conversation_id") && body["conversation_id"].is_string()
        && !Ids::isUuidLike(q(body["conversation_id"].get<std::string>())))
        return validation(
            json::array({validationItem("uuid_parsing", json::array({"body", "conversation_id"}),
                                        QStringLiteral("Input should be a valid UUID"), body["conversation_id"])}));
    if (body.contains("sandbox_grouping_strategy"))
        body.erase("sandbox_grouping_strategy");
    SimStartTask &t = m_world.startConversation(c.user->id, c.orgId, body);
    if (stream) {
        SimResponse r;
        r.deferredTaskId = t.id;
        return r;
    }
    return jsonResponse(200, m_world.taskJson(t));
}

std::optional<SimResponse> Router::deferredResponse(const QString &taskId)
{
    SimStartTask *t = m_world.startTask(taskId);
    if (t && t->status != QLatin1String("READY") && t->status != QLatin1String("ERROR"))
        return std::nullopt;
    QByteArray body = "[\n";
    if (t) {
        for (std::size_t i = 0; i < t->snapshots.size(); ++i) {
            if (i > 0)
                body += ",\n";
            body += QByteArray::fromStdString(t->snapshots[i].dump());
        }
    }
    body += "]";
    SimResponse r;
    r.body = body;
    return r;
}

SimResponse Router::batchStartTasks(const Ctx &c)
{
    const QStringList ids = c.req->query.allQueryItemValues(QStringLiteral("ids"), QUrl::FullyDecoded);
    if (ids.isEmpty())
        return validation(json::array(
            {validationItem("missing", json::array({"query", "ids"}), QStringLiteral("Field required"), nullptr)}));
    if (ids.size() > 100)
        return detail(400, QStringLiteral("Cannot request more than 100 start tasks at once, got %1").arg(ids.size()));
    json errors = json::array();
    for (int i = 0; i < ids.size(); ++i) {
        if (!Ids::isUuidLike(ids[i]))
            errors.push_back(validationItem("uuid_parsing", json::array({"query", "ids", i}),
                                            QStringLiteral("Input should be a valid UUID, invalid length"), s(ids[i]),
                                            json{{"error", "invalid length"}}));
    }
    if (!errors.empty())
        return validation(errors);
    json out = json::array();
    for (const QString &id : ids) {
        SimStartTask *t = m_world.startTask(Ids::normalizeUuid(id));
        out.push_back(t && t->userId == c.user->id ? m_world.taskJson(*t) : json(nullptr));
    }
    return jsonResponse(200, out);
}

SimResponse Router::searchStartTasks(const Ctx &c, bool count)
{
    int limit = 100;
    qint64 offset = 0;
    if (!count) {
        if (auto err = paging(c, &limit, &offset))
            return *err;
    }
    const QUrlQuery &query = c.req->query;
    QString conv;
    if (query.hasQueryItem(QStringLiteral("conversation_id__eq"))) {
        const QString v = query.queryItemValue(QStringLiteral("conversation_id__eq"), QUrl::FullyDecoded);
        conv = Ids::normalizeUuid(v);
        if (conv.isEmpty())
            return validation(json::array({validationItem("uuid_parsing", json::array({"query", "conversation_id__eq"}),
                                                          QStringLiteral("Input should be a valid UUID"), s(v))}));
    }
    qint64 gte = 0;
    bool hasGte = false;
    if (auto e = dateFilter(c, "created_at__gte", &gte, &hasGte))
        return *e;
    QString order = QStringLiteral("CREATED_AT_DESC");
    if (!count && query.hasQueryItem(QStringLiteral("sort_order"))) {
        order = query.queryItemValue(QStringLiteral("sort_order"));
        static const QStringList orders{QStringLiteral("CREATED_AT"), QStringLiteral("CREATED_AT_DESC"),
                                        QStringLiteral("UPDATED_AT"), QStringLiteral("UPDATED_AT_DESC")};
        if (!orders.contains(order))
            return validation(json::array({validationItem(
                "enum", json::array({"query", "sort_order"}),
                QStringLiteral("Input should be 'CREATED_AT', 'CREATED_AT_DESC', 'UPDATED_AT' or 'UPDATED_AT_DESC'"),
                s(order), json{{"expected", "'CREATED_AT', 'CREATED_AT_DESC', 'UPDATED_AT' or 'UPDATED_AT_DESC'"}})}));
    }
    std::vector<SimStartTask *> hits;
    for (const auto &[id, t] : m_world.startTasks()) {
        if (t->userId != c.user->id || t->orgId != c.orgId)
            continue;
        if (!conv.isEmpty() && t->conversationId != conv)
            continue;
        if (hasGte && t->createdAt < gte)
            continue;
        hits.push_back(t.get());
    }
    if (count)
        return jsonResponse(200, json(static_cast<qint64>(hits.size())));
    const bool byUpdate = order.startsWith(QLatin1String("UPDATED"));
    const bool desc = order.endsWith(QLatin1String("DESC"));
    std::sort(hits.begin(), hits.end(), [&](SimStartTask *a, SimStartTask *b) {
        const qint64 x = byUpdate ? a->updatedAt : a->createdAt;
        const qint64 y = byUpdate ? b->updatedAt : b->createdAt;
        if (x != y)
            return desc ? x > y : x < y;
        return a->id < b->id;
    });
    return jsonResponse(200, page(static_cast<qint64>(hits.size()), offset, limit, [&](qint64 i) {
                            return m_world.taskJson(*hits[static_cast<std::size_t>(i)]);
                        }));
}

SimResponse Router::patchConversation(const Ctx &c, const QString &id)
{
    SimConversation *conv = visibleConversation(c, id);
    if (!conv)
        return detail(404, QStringLiteral("unknown_app_conversation"));
    json body;
    if (!parseJsonBody(c.req->body, &body) || !body.is_object())
        return validation(json::array({validationItem(
            "model_attributes_type", json::array({"body"}),
            QStringLiteral("Input should be a valid dictionary or object to extract fields from"), nullptr)}));
    auto strField = [&](const char *key, QString *target) -> bool {
        if (!body.contains(key))
            return true;
        if (body[key].is_null()) {
            *target = QString();
            return true;
        }
        if (!body[key].is_string())
            return false;
        *target = q(body[key].get<std::string>());
        return true;
    };
    QString title = conv->title, repo = conv->repository, branch = conv->branch, provider = conv->gitProvider;
    if (!strField("title", &title) || !strField("selected_repository", &repo) || !strField("selected_branch", &branch)
        || !strField("git_provider", &provider))
        return validation(json::array({validationItem("string_type", json::array({"body"}),
                                                      QStringLiteral("Input should be a valid string"), body)}));
    if (body.contains("git_provider") && body["git_provider"].is_string()) {
        static const QStringList providers{QStringLiteral("github"),        QStringLiteral("gitlab"),
                                           QStringLiteral("bitbucket"),     QStringLiteral("bitbucket_data_center"),
                                           QStringLiteral("forgejo"),       QStringLiteral("azure_devops"),
                                           QStringLiteral("enterprise_sso")};
        if (!providers.contains(provider))
            return validation(json::array(
                {validationItem("enum", json::array({"body", "git_provider"}),
                                QStringLiteral("Input should be a valid ProviderType"), body["git_provider"])}));
    }
    if (repo.isEmpty() && (!branch.isEmpty() || !provider.isEmpty()) && body.contains("selected_repository"))
        return plain500(); // ValueError in the service, not mapped by the router
    if (!branch.isEmpty() && (branch.contains(QLatin1String("..")) || branch.contains(QLatin1Char(' '))))
        return plain500();
    conv->title = title;
    conv->repository = repo;
    conv->branch = branch;
    conv->gitProvider = provider;
    if (body.contains("public"))
        conv->isPublic = body["public"].is_boolean() ? std::optional<bool>(body["public"].get<bool>()) : std::nullopt;
    conv->updatedAt = m_world.nowUs();
    return jsonResponse(200, m_world.conversationJson(*conv, true));
}

SimResponse Router::deleteConversation(const Ctx &c, const QString &id)
{
    SimConversation *conv = visibleConversation(c, id);
    if (!conv)
        return detail(404, QStringLiteral("Conversation not found"));
    m_world.deleteConversation(conv->id);
    return jsonResponse(200, json{{"success", true}});
}

SimResponse Router::sendMessage(const Ctx &c, const QString &id)
{
    json body;
    if (!parseJsonBody(c.req->body, &body) || !body.is_object())
        return validation(json::array({validationItem(
            "model_attributes_type", json::array({"body"}),
            QStringLiteral("Input should be a valid dictionary or object to extract fields from"), nullptr)}));
    if (!body.contains("content") || !body["content"].is_array() || body["content"].empty())
        return validation(json::array({validationItem(
            body.contains("content") ? "too_short" : "missing", json::array({"body", "content"}),
            body.contains("content") ? QStringLiteral("List should have at least 1 item after validation, not 0")
                                     : QStringLiteral("Field required"),
            body.value("content", json(nullptr)))}));
    if (body.contains("role") && body["role"] != "user")
        return validation(json::array(
            {validationItem("literal_error", json::array({"body", "role"}), QStringLiteral("Input should be 'user'"),
                            body["role"], json{{"expected", "'user'"}})}));
    const QString dashedId = Ids::dashed(Ids::normalizeUuid(id));
    SimConversation *conv = visibleConversation(c, id);
    if (!conv)
        return detail(404, QStringLiteral("Conversation %1 not found").arg(dashedId));
    const QString status = m_world.sandboxStatusOf(*conv);
    if (status == QLatin1String("MISSING"))
        return detail(410, QStringLiteral("Conversation is archived. The sandbox no longer exists."));
    if (status == QLatin1String("ERROR"))
        return detail(503, QStringLiteral("Sandbox is in an error state and cannot accept messages."));
    if (status != QLatin1String("RUNNING"))
        return detail(409,
                      QStringLiteral("Sandbox is %1. Use POST /api/v1/sandboxes/%2/resume to resume it first.")
                          .arg(status, conv->sandboxId));
    QString text;
    for (const auto &item : body["content"]) {
        if (item.is_object() && item.value("type", std::string()) == "text")
            text += q(item.value("text", std::string()));
    }
    const bool run = body.value("run", true);
    m_world.sendMessage(*conv, text, run);
    return jsonResponse(200, json{{"success", true}, {"sandbox_status", "RUNNING"}, {"message", nullptr}});
}

SimResponse Router::download(const Ctx &c, const QString &id)
{
    const QString dashedId = Ids::dashed(Ids::normalizeUuid(id));
    SimConversation *conv = visibleConversation(c, id);
    if (!conv)
        return detail(404, QStringLiteral("Conversation not found: ") + dashedId);
    if (conv->exportRunning)
        return detail(409, QStringLiteral("Conversation export already running: ") + dashedId);
    const qint64 total = conv->visibleEvents();
    if (total > m_world.options().exportMaxEvents)
        return detail(413,
                      QStringLiteral("Conversation export contains %1 events, exceeding the limit of %2")
                          .arg(total)
                          .arg(m_world.options().exportMaxEvents));
    ZipWriter zip;
    zip.add("meta.json", QByteArray::fromStdString(m_world.conversationJson(*conv, false).dump(2)));
    for (qint64 i = 0; i < total; ++i) {
        const json e = m_world.eventAt(*conv, i);
        const QByteArray name = QStringLiteral("event_%1_%2.json")
                                    .arg(i, 6, 10, QLatin1Char('0'))
                                    .arg(q(e.value("id", std::string())))
                                    .toUtf8();
        zip.add(name, QByteArray::fromStdString(e.dump(2, ' ', true)));
    }
    SimResponse r;
    r.contentType = "application/zip";
    r.body = zip.finish();
    r.headers.append({"Content-Disposition", "attachment; filename=\"conversation_" + dashedId.toLatin1() + ".zip\""});
    return r;
}

SimResponse Router::workspace(const Ctx &c, const QString &id, const QString &what)
{
    const QString dashedId = Ids::dashed(Ids::normalizeUuid(id));
    SimConversation *conv = visibleConversation(c, id);
    const QString status = conv ? m_world.sandboxStatusOf(*conv) : QStringLiteral("MISSING");
    const bool running = status == QLatin1String("RUNNING");
    const QUrlQuery &query = c.req->query;
    if (what == QLatin1String("file")) {
        const QString path = query.hasQueryItem(QStringLiteral("file_path"))
            ? query.queryItemValue(QStringLiteral("file_path"), QUrl::FullyDecoded)
            : QStringLiteral("/workspace/project/PLAN.md");
        if (!conv || !running)
            return jsonResponse(200, json(""));
        return jsonResponse(200, json(s(conv->workspace.read(path).value_or(QString()))));
    }
    if (what == QLatin1String("git/changes") || what == QLatin1String("git/diff")) {
        if (!query.hasQueryItem(QStringLiteral("path")))
            return validation(json::array({validationItem("missing", json::array({"query", "path"}),
                                                          QStringLiteral("Field required"), nullptr)}));
        const QString path = query.queryItemValue(QStringLiteral("path"), QUrl::FullyDecoded);
        if (conv && status == QLatin1String("PAUSED"))
            return detail(409, QStringLiteral("Sandbox is paused; resume it before reading git state."));
        if (!conv || !running)
            return detail(404, QStringLiteral("Conversation %1 is not reachable").arg(dashedId));
        if (what == QLatin1String("git/changes")) {
            json out = json::array();
            const auto changes = conv->workspace.changes(path);
            for (const auto &[st, p] : changes)
                out.push_back(json{{"status", s(st)}, {"path", s(p)}});
            return jsonResponse(200, out);
        }
        const SimWorkspace::Diff d = conv->workspace.diff(path);
        if (d.error)
            return detail(502, QStringLiteral("Agent server error: 400"));
        return jsonResponse(200,
                            json{{"modified", d.modified ? json(s(*d.modified)) : json(nullptr)},
                                 {"original", d.original ? json(s(*d.original)) : json(nullptr)}});
    }
    // skills / hooks: {"error": ...} bodies
    const bool skills = what == QLatin1String("skills");
    if (!conv)
        return errorKey(404, QStringLiteral("Conversation %1 not found").arg(dashedId));
    if (status == QLatin1String("PAUSED"))
        return jsonResponse(200, skills ? json{{"skills", json::array()}} : json{{"hooks", json::array()}});
    if (status == QLatin1String("MISSING"))
        return errorKey(404, QStringLiteral("Sandbox not found for conversation %1").arg(dashedId));
    if (!running)
        return errorKey(404, QStringLiteral("Sandbox not ready for conversation %1").arg(dashedId));
    const QString root = conv->workspace.repoRoot;
    if (skills) {
        json list = json::array();
        if (!root.isEmpty()) {
            if (auto repo = conv->workspace.read(root + QStringLiteral("/.openhands/microagents/repo.md")))
                list.push_back(
                    json{{"name", "repo"}, {"type", "repo"}, {"content", s(*repo)}, {"triggers", json::array()}});
        }
        list.push_back(json{{"name", "github"},
                            {"type", "knowledge"},
                            {"content",
                             "You have access to an environment variable, `GITHUB_TOKEN`, which allows you to interact "
                             "with the GitHub API."},
                            {"triggers", json::array({"github", "git"})}});
        list.push_back(json{{"name", "code-review"},
                            {"type", "agentskills"},
                            {"content", "# Code Review\n\nWhen asked to review a pull request, read the diff first."},
                            {"triggers", json::array({"/codereview"})}});
        return jsonResponse(200, json{{"skills", list}});
    }
    json hooks = json::array();
    if (!root.isEmpty()) {
        if (auto text = conv->workspace.read(root + QStringLiteral("/.openhands/hooks.json"))) {
            json cfg;
            if (!parseJsonBody(text->toUtf8(), &cfg) || !cfg.is_object())
                return errorKey(500, QStringLiteral("Error getting hooks: invalid hooks.json"));
            for (auto it = cfg.begin(); it != cfg.end(); ++it) {
                json matchers = json::array();
                for (const auto &m : it.value()) {
                    json hs = json::array();
                    for (const auto &h : m.value("hooks", json::array()))
                        hs.push_back(json{{"type", h.value("type", std::string("command"))},
                                          {"command", h.value("command", std::string())},
                                          {"timeout", h.value("timeout", 60)},
                                          {"async", h.value("async", false)}});
                    matchers.push_back(json{{"matcher", m.value("matcher", std::string("*"))}, {"hooks", hs}});
                }
                if (!matchers.empty())
                    hooks.push_back(json{{"event_type", it.key()}, {"matchers", matchers}});
            }
        }
    }
    return jsonResponse(200, json{{"hooks", hooks}});
}

// ---------------------------------------------------------------- events
SimResponse Router::searchEvents(const Ctx &c, const QString &id, bool count)
{
    if (!Ids::isUuidLike(id))
        return plain500(); // UUID(conversation_id) raises ValueError in the router
    const QUrlQuery &query = c.req->query;
    int limit = 100;
    qint64 offset = 0;
    if (!count) {
        if (auto err = paging(c, &limit, &offset))
            return *err;
    }
    QString kind;
    if (query.hasQueryItem(QStringLiteral("kind__eq"))) {
        kind = query.queryItemValue(QStringLiteral("kind__eq"), QUrl::FullyDecoded);
        if (!eventKinds().contains(kind))
            return validation(json::array({validationItem(
                "literal_error", json::array({"query", "kind__eq"}),
                QStringLiteral("Input should be 'ServerErrorEvent', 'ACPToolCallEvent', ... or 'PauseEvent'"), s(kind),
                json{{"expected", "'ServerErrorEvent', ... or 'PauseEvent'"}})}));
    }
    bool desc = false;
    if (!count && query.hasQueryItem(QStringLiteral("sort_order"))) {
        const QString order = query.queryItemValue(QStringLiteral("sort_order"));
        if (order != QLatin1String("TIMESTAMP") && order != QLatin1String("TIMESTAMP_DESC"))
            return validation(
                json::array({validationItem("enum", json::array({"query", "sort_order"}),
                                            QStringLiteral("Input should be 'TIMESTAMP' or 'TIMESTAMP_DESC'"), s(order),
                                            json{{"expected", "'TIMESTAMP' or 'TIMESTAMP_DESC'"}})}));
        desc = order == QLatin1String("TIMESTAMP_DESC");
    }
    qint64 gte = 0, lt = 0;
    bool hasGte = false, hasLt = false;
    if (auto e = dateFilter(c, "timestamp__gte", &gte, &hasGte))
        return *e;
    if (auto e = dateFilter(c, "timestamp__lt", &lt, &hasLt))
        return *e;
    SimConversation *conv = visibleConversation(c, id);
    if (!conv) {
        if (count)
            return jsonResponse(200, json(0));
        return jsonResponse(200, json{{"items", json::array()}, {"next_page_id", nullptr}});
    }
    const qint64 visible = conv->visibleEvents();
    // Timestamps grow with the index, so the string filters are binary searches.
    auto lowerBound = [&](const QString &bound) {
        qint64 lo = 0, hi = visible;
        while (lo < hi) {
            const qint64 mid = lo + (hi - lo) / 2;
            if (m_world.timestampAt(*conv, mid) < bound)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    };
    const qint64 first = hasGte ? lowerBound(Times::naiveIso(gte)) : 0;
    const qint64 last = hasLt ? lowerBound(Times::naiveIso(lt)) : visible;
    std::vector<qint64> selected;
    const bool filtered = !kind.isEmpty();
    if (filtered) {
        const std::string k = s(kind);
        for (qint64 i = first; i < last; ++i) {
            if (m_world.kindAt(*conv, i) == k)
                selected.push_back(i);
        }
    }
    const qint64 total = filtered ? static_cast<qint64>(selected.size()) : std::max<qint64>(0, last - first);
    if (count)
        return jsonResponse(200, json(total));
    return jsonResponse(200, page(total, offset, limit, [&](qint64 i) {
                            const qint64 pos = desc ? total - 1 - i : i;
                            const qint64 index = filtered ? selected[static_cast<std::size_t>(pos)] : first + pos;
                            return m_world.eventAt(*conv, index);
                        }));
}

SimResponse Router::batchEvents(const Ctx &c, const QString &id)
{
    if (!Ids::isUuidLike(id))
        return plain500();
    const QStringList ids = c.req->query.allQueryItemValues(QStringLiteral("id"), QUrl::FullyDecoded);
    if (ids.isEmpty())
        return validation(json::array(
            {validationItem("missing", json::array({"query", "id"}), QStringLiteral("Field required"), nullptr)}));
    if (ids.size() > 100)
        return detail(400, QStringLiteral("Cannot request more than 100 events at once, got %1").arg(ids.size()));
    for (const QString &eid : ids) {
        if (!Ids::isUuidLike(eid))
            return plain500();
    }
    SimConversation *conv = visibleConversation(c, id);
    json out = json::array();
    for (const QString &eid : ids) {
        json found = nullptr;
        if (conv) {
            const QString want = Ids::normalizeUuid(eid);
            const qint64 bulkIndex = EventFactory::bulkIndexOf(conv->bulk, eid);
            if (bulkIndex >= 0) {
                found = m_world.eventAt(*conv, bulkIndex);
            } else {
                for (std::size_t i = 0; i < conv->visibleLive; ++i) {
                    if (Ids::normalizeUuid(q(conv->events[i].value("id", std::string()))) == want) {
                        found = conv->events[i];
                        break;
                    }
                }
            }
        }
        out.push_back(found);
    }
    return jsonResponse(200, out);
}

// ---------------------------------------------------------------- sandboxes
SimResponse Router::searchSandboxes(const Ctx &c)
{
    int limit = 100;
    qint64 offset = 0;
    if (auto err = paging(c, &limit, &offset))
        return *err;
    const std::vector<SimSandbox *> all = m_world.sandboxesOf(c.user->id);
    return jsonResponse(200, page(static_cast<qint64>(all.size()), offset, limit, [&](qint64 i) {
                            return m_world.sandboxJson(*all[static_cast<std::size_t>(i)]);
                        }));
}

SimResponse Router::batchSandboxes(const Ctx &c)
{
    const QStringList ids = c.req->query.allQueryItemValues(QStringLiteral("id"), QUrl::FullyDecoded);
    if (ids.isEmpty())
        return validation(json::array(
            {validationItem("missing", json::array({"query", "id"}), QStringLiteral("Field required"), nullptr)}));
    if (ids.size() > 100)
        return detail(400, QStringLiteral("Cannot request more than 100 sandboxes at once, got %1").arg(ids.size()));
    json out = json::array();
    for (const QString &id : ids) {
        SimSandbox *sb = m_world.sandbox(id);
        out.push_back(sb && sb->userId == c.user->id ? m_world.sandboxJson(*sb) : json(nullptr));
    }
    return jsonResponse(200, out);
}

SimResponse Router::createSandbox(const Ctx &c)
{
    const QString spec = c.req->query.queryItemValue(QStringLiteral("sandbox_spec_id"), QUrl::FullyDecoded);
    if (!spec.isEmpty() && !spec.startsWith(QLatin1String("ghcr.io/openhands/agent-server")))
        return detail(404, QStringLiteral("Sandbox spec not found: ") + spec);
    SimSandbox &sb = m_world.createSandbox(c.user->id);
    if (!spec.isEmpty())
        sb.specId = spec;
    return jsonResponse(200, m_world.sandboxJson(sb));
}

SimResponse Router::sandboxAction(const Ctx &c, const QString &id, const QString &action)
{
    SimSandbox *sb = m_world.sandbox(id);
    if (!sb || sb->userId != c.user->id)
        return detail(404, QStringLiteral("Not Found"));
    const bool ok = action == QLatin1String("pause") ? m_world.pauseSandbox(id) : m_world.resumeSandbox(id);
    if (!ok)
        return detail(404, QStringLiteral("Not Found"));
    return jsonResponse(200, json{{"success", true}});
}

SimResponse Router::deleteSandbox(const Ctx &c)
{
    if (!c.req->query.hasQueryItem(QStringLiteral("sandbox_id")))
        return validation(json::array({validationItem("missing", json::array({"query", "sandbox_id"}),
                                                      QStringLiteral("Field required"), nullptr)}));
    const QString id = c.req->query.queryItemValue(QStringLiteral("sandbox_id"), QUrl::FullyDecoded);
    SimSandbox *sb = m_world.sandbox(id);
    if (!sb || sb->userId != c.user->id)
        return detail(404, QStringLiteral("Not Found"));
    m_world.deleteSandbox(id);
    return jsonResponse(200, json{{"success", true}});
}

SimResponse Router::sandboxSpecs(const Ctx &c, bool batch)
{
    const json spec{{"id", "ghcr.io/openhands/agent-server:ddac556-python"},
                    {"command", nullptr},
                    {"created_at", "2026-08-01T09:00:00.000000Z"},
                    {"initial_env", json::object()},
                    {"working_dir", "/workspace/project"}};
    if (batch) {
        const QStringList ids = c.req->query.allQueryItemValues(QStringLiteral("id"), QUrl::FullyDecoded);
        json out = json::array();
        for (const QString &id : ids)
            out.push_back(s(id) == spec["id"].get<std::string>() ? spec : json(nullptr));
        return jsonResponse(200, out);
    }
    int limit = 100;
    qint64 offset = 0;
    if (auto err = paging(c, &limit, &offset))
        return *err;
    return jsonResponse(200, page(1, offset, limit, [&](qint64) {
                            return spec;
                        }));
}

// ---------------------------------------------------------------- settings
SimResponse Router::getSettings(const Ctx &c)
{
    json j = c.user->settings;
    j["language"] = j.value("language", json("en"));
    j["user_version"] = nullptr;
    j["remote_runtime_resource_factor"] = 1;
    j["enable_sound_notifications"] = j.value("enable_sound_notifications", json(false));
    j["enable_proactive_conversation_starters"] = j.value("enable_proactive_conversation_starters", json(true));
    j["user_consents_to_analytics"] = j.value("user_consents_to_analytics", json(false));
    j["sandbox_base_container_image"] = nullptr;
    j["sandbox_runtime_container_image"] = nullptr;
    j["disabled_skills"] = j.value("disabled_skills", json::array());
    j["max_budget_per_task"] = j.value("max_budget_per_task", json(nullptr));
    j["email"] = "sim-user@example.com";
    j["email_verified"] = true;
    j["git_user_name"] = "openhands";
    j["git_user_email"] = "openhands@all-hands.dev";
    j["git_full_clone"] = false;
    j["v1_enabled"] = true;
    j["agent_settings"] = j.value("agent_settings", json::object());
    j["sandbox_grouping_strategy"] = s(c.user->grouping);
    j["default_sandbox_spec_id"] = nullptr;
    j["active_agent_profile_id"] = nullptr;
    j["active_agent_profile_revision"] = nullptr;
    j["registered_marketplaces"] = json::array();
    j["inherited_marketplaces"] = json::array();
    j["provider_tokens_set"] = json{{"github", nullptr}};
    j["llm_api_key_set"] = true;
    j["search_api_key_set"] = false;
    j.erase("conversation_settings");
    j.erase("llm_profiles");
    return jsonResponse(200, j);
}

SimResponse Router::postSettings(const Ctx &c)
{
    json body;
    if (!parseJsonBody(c.req->body, &body) || !body.is_object())
        return validation(json::array({validationItem(
            "model_attributes_type", json::array({"body"}),
            QStringLiteral("Input should be a valid dictionary or object to extract fields from"), nullptr)}));
    if (body.contains("sandbox_grouping_strategy")) {
        const json &v = body["sandbox_grouping_strategy"];
        if (!v.is_string() || !World::isGroupingStrategy(q(v.get<std::string>())))
            return validation(json::array({validationItem(
                "enum", json::array({"body", "sandbox_grouping_strategy"}),
                QStringLiteral("Input should be 'NO_GROUPING', 'GROUP_BY_NEWEST', 'LEAST_RECENTLY_USED', "
                               "'FEWEST_CONVERSATIONS' or 'ADD_TO_ANY'"),
                v)}));
        c.user->grouping = q(v.get<std::string>());
    }
    static const char *const kept[] = {"language",
                                       "enable_sound_notifications",
                                       "enable_proactive_conversation_starters",
                                       "user_consents_to_analytics",
                                       "disabled_skills",
                                       "max_budget_per_task",
                                       "agent_settings"};
    for (const char *key : kept) {
        if (body.contains(key))
            c.user->settings[key] = body[key];
    }
    return jsonResponse(200, json{{"message", "Settings stored"}});
}

// ---------------------------------------------------------------- agent server (spec §9.6)
SimResponse Router::agentServer(const SimRequest &r, const QStringList &seg)
{
    const QString sid = seg[1];
    const QString hex = Ids::normalizeUuid(seg[4]);
    const QString rest = seg.mid(5).join(QLatin1Char('/'));
    SimSandbox *sb = m_world.sandbox(sid);
    if (!sb || sb->status != QLatin1String("RUNNING")) {
        SimResponse resp;
        resp.status = 503;
        resp.contentType = "text/html";
        resp.body = "<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>";
        return resp;
    }
    if (QString::fromUtf8(r.header("x-session-api-key")) != sb->sessionKey)
        return detail(401, QStringLiteral("Unauthorized"));
    SimConversation *conv = m_world.conversation(hex);
    if (!conv || conv->sandboxId != sid)
        return detail(404, QStringLiteral("Not Found"));
    const QString m = r.method;
    if (rest.isEmpty() && m == QLatin1String("GET")) {
        json usage{{"model", s(conv->llmModel)},
                   {"prompt_tokens", conv->promptTokens},
                   {"completion_tokens", conv->completionTokens},
                   {"cache_read_tokens", conv->cacheReadTokens},
                   {"cache_write_tokens", conv->cacheWriteTokens},
                   {"reasoning_tokens", 0},
                   {"context_window", 200000},
                   {"per_turn_token", conv->perTurnTokens},
                   {"response_id", ""}};
        json info{{"id", s(Ids::dashed(conv->id))},
                  {"title", s(conv->title)},
                  {"execution_status", s(conv->executionStatus)},
                  {"confirmation_policy",
                   {{"kind", conv->script == QLatin1String("confirm") ? "AlwaysConfirm" : "NeverConfirm"}}},
                  {"stats",
                   {{"usage_to_metrics",
                     {{"agent",
                       {{"model_name", s(conv->llmModel)},
                        {"accumulated_cost", conv->cost},
                        {"max_budget_per_task", nullptr},
                        {"accumulated_token_usage", usage}}}}}}},
                  {"agent", {{"kind", "Agent"}, {"llm", {{"model", s(conv->llmModel)}}}}},
                  {"workspace", {{"kind", "LocalWorkspace"}, {"working_dir", s(conv->workspace.root)}}},
                  {"created_at", s(Times::record(conv->createdAt))},
                  {"updated_at", s(Times::record(conv->updatedAt))}};
        return jsonResponse(200, info);
    }
    if (m != QLatin1String("POST"))
        return detail(405, QStringLiteral("Method Not Allowed"));
    if (rest == QLatin1String("pause")) {
        m_world.pauseAgent(*conv);
        return jsonResponse(200, json{{"success", true}});
    }
    if (rest == QLatin1String("run")) {
        m_world.runAgent(*conv);
        return jsonResponse(200, json{{"success", true}});
    }
    if (rest == QLatin1String("events/respond_to_confirmation")) {
        json body;
        if (!parseJsonBody(r.body, &body) || !body.is_object() || !body.contains("accept")
            || !body["accept"].is_boolean())
            return validation(json::array({validationItem("missing", json::array({"body", "accept"}),
                                                          QStringLiteral("Field required"), nullptr)}));
        const QString reason =
            body.contains("reason") && body["reason"].is_string() ? q(body["reason"].get<std::string>()) : QString();
        m_world.respondToConfirmation(*conv, body["accept"].get<bool>(), reason);
        return jsonResponse(200, json{{"success", true}});
    }
    if (rest == QLatin1String("events")) {
        json body;
        if (!parseJsonBody(r.body, &body) || !body.is_object())
            return validation(
                json::array({validationItem("model_attributes_type", json::array({"body"}),
                                            QStringLiteral("Input should be a valid dictionary"), nullptr)}));
        QString text;
        for (const auto &item : body.value("content", json::array())) {
            if (item.is_object() && item.value("type", std::string()) == "text")
                text += q(item.value("text", std::string()));
        }
        m_world.sendMessage(*conv, text, body.value("run", false));
        return jsonResponse(200, json{{"success", true}});
    }
    return detail(404, QStringLiteral("Not Found"));
}

// ---------------------------------------------------------------- admin
json Router::faultsToJson(const FaultConfig &f)
{
    return json{{"latency_ms", f.latencyMs},
                {"latency_jitter_ms", f.latencyJitterMs},
                {"server_error_rate", f.serverErrorRate},
                {"rate_limit_rate", f.rateLimitRate},
                {"retry_after_seconds", f.retryAfterSeconds},
                {"hang_rate", f.hangRate},
                {"reset_rate", f.resetRate},
                {"truncate_rate", f.truncateRate},
                {"malformed_rate", f.malformedRate},
                {"duplicate_items_rate", f.duplicateItemsRate},
                {"reorder_items_rate", f.reorderItemsRate},
                {"invalid_page_id_rate", f.invalidPageIdRate},
                {"webhook_lag", f.webhookLag},
                {"webhook_batch_size", f.webhookBatchSize},
                {"webhook_flush_seconds", f.webhookFlushSeconds},
                {"path_contains", s(f.pathContains)}};
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
        auto num = [&](double *target) {
            if (!v.is_number())
                return false;
            *target = v.get<double>();
            return true;
        };
        auto integer = [&](int *target) {
            if (!v.is_number())
                return false;
            *target = static_cast<int>(v.get<double>());
            return true;
        };
        bool ok = true;
        if (k == "latency_ms")
            ok = integer(&f.latencyMs);
        else if (k == "latency_jitter_ms")
            ok = integer(&f.latencyJitterMs);
        else if (k == "server_error_rate")
            ok = num(&f.serverErrorRate);
        else if (k == "rate_limit_rate")
            ok = num(&f.rateLimitRate);
        else if (k == "retry_after_seconds")
            ok = integer(&f.retryAfterSeconds);
        else if (k == "hang_rate")
            ok = num(&f.hangRate);
        else if (k == "reset_rate")
            ok = num(&f.resetRate);
        else if (k == "truncate_rate")
            ok = num(&f.truncateRate);
        else if (k == "malformed_rate")
            ok = num(&f.malformedRate);
        else if (k == "duplicate_items_rate")
            ok = num(&f.duplicateItemsRate);
        else if (k == "reorder_items_rate")
            ok = num(&f.reorderItemsRate);
        else if (k == "invalid_page_id_rate")
            ok = num(&f.invalidPageIdRate);
        else if (k == "webhook_lag")
            ok = v.is_boolean() && (f.webhookLag = v.get<bool>(), true);
        else if (k == "webhook_batch_size")
            ok = integer(&f.webhookBatchSize);
        else if (k == "webhook_flush_seconds")
            ok = integer(&f.webhookFlushSeconds);
        else if (k == "path_contains")
            ok = v.is_string() && (f.pathContains = q(v.get<std::string>()), true);
        else {
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

SimResponse Router::admin(const SimRequest &r, const QStringList &seg)
{
    const QString m = r.method;
    const QUrlQuery &query = r.query;
    const auto n = seg.size();
    if (n == 0) {
        return jsonResponse(200,
                            json{{"now", s(Times::record(m_world.nowUs()))},
                                 {"conversations", m_world.conversations().size()},
                                 {"sandboxes", m_world.sandboxes().size()},
                                 {"start_tasks", m_world.startTasks().size()},
                                 {"requests", m_requests},
                                 {"faults", faultsToJson(m_world.options().faults)}});
    }
    if (seg[0] == QLatin1String("faults")) {
        FaultConfig &f = m_world.options().faults;
        if (m == QLatin1String("DELETE")) {
            f = FaultConfig();
        } else if (m == QLatin1String("POST") || m == QLatin1String("PUT") || m == QLatin1String("PATCH")) {
            json body;
            QString error;
            FaultConfig next = m == QLatin1String("PUT") ? FaultConfig() : f;
            if (!parseJsonBody(r.body, &body) || !applyFaultJson(next, body, &error))
                return detail(400, error.isEmpty() ? QStringLiteral("body must be JSON") : error);
            f = next;
        }
        if (onFaultsChanged)
            onFaultsChanged();
        return jsonResponse(200, faultsToJson(f));
    }
    if (seg[0] == QLatin1String("clock")) {
        if (n == 2 && seg[1] == QLatin1String("advance") && m == QLatin1String("POST")) {
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
        }
        return jsonResponse(200, json{{"now", s(Times::record(m_world.nowUs()))}});
    }
    if (seg[0] == QLatin1String("restart") && m == QLatin1String("POST")) {
        const QString keep = query.queryItemValue(QStringLiteral("keep_state")).toLower();
        const bool keepState = keep.isEmpty() || keep == QLatin1String("true") || keep == QLatin1String("1");
        const int downtime = query.hasQueryItem(QStringLiteral("downtime_ms"))
            ? query.queryItemValue(QStringLiteral("downtime_ms")).toInt()
            : 300;
        if (onRestart)
            onRestart(keepState, downtime);
        return jsonResponse(200, json{{"restarting", true}, {"keep_state", keepState}, {"downtime_ms", downtime}});
    }
    if (seg[0] == QLatin1String("seed") && n == 2 && m == QLatin1String("POST")) {
        if (seg[1] == QLatin1String("demo")) {
            m_world.seedDemo();
            return jsonResponse(200, json{{"success", true}});
        }
        if (seg[1] == QLatin1String("scale")) {
            const int conversations = query.queryItemValue(QStringLiteral("conversations")).toInt();
            const qint64 events = query.queryItemValue(QStringLiteral("events")).toLongLong();
            const QString big = m_world.seedScale(conversations, events);
            return jsonResponse(200, json{{"success", true}, {"big_conversation_id", s(big)}});
        }
    }
    if (seg[0] == QLatin1String("sandboxes") && n == 3 && seg[2] == QLatin1String("status")
        && m == QLatin1String("POST")) {
        if (!m_world.sandbox(seg[1]))
            return detail(404, QStringLiteral("Not Found"));
        m_world.setSandboxStatus(seg[1], query.queryItemValue(QStringLiteral("value")).toUpper());
        return jsonResponse(200, json{{"success", true}});
    }
    if (seg[0] == QLatin1String("conversations") && n == 3 && m == QLatin1String("POST")) {
        SimConversation *conv = m_world.conversation(Ids::normalizeUuid(seg[1]));
        if (!conv)
            return detail(404, QStringLiteral("Not Found"));
        if (seg[2] == QLatin1String("export-lock")) {
            conv->exportRunning = query.queryItemValue(QStringLiteral("on")) != QLatin1String("false");
            return jsonResponse(200, json{{"export_running", conv->exportRunning}});
        }
        if (seg[2] == QLatin1String("events")) {
            m_world.addFillerEvents(*conv, std::max(0, query.queryItemValue(QStringLiteral("count")).toInt()));
            return jsonResponse(200, json{{"events", conv->totalEvents()}});
        }
    }
    return detail(404, QStringLiteral("Unknown admin endpoint; see switchyard-sim --help"));
}

} // namespace Switchyard::Sim
