// SPDX-License-Identifier: GPL-3.0-or-later
// Routes: app conversations (spec §4, §13.4) and their start tasks.
#include "app/sim/eventsearch.h"
#include "app/sim/router.h"
#include "app/sim/world.h"
#include "app/sim/zipwriter.h"

namespace Switchyard::Sim {

using json = nlohmann::json;

namespace {
QString pyList(const QStringList &items)
{
    QStringList quoted;
    for (const QString &i : items)
        quoted << QLatin1Char('\'') + i + QLatin1Char('\'');
    return QLatin1Char('[') + quoted.join(QStringLiteral(", ")) + QLatin1Char(']');
}
} // namespace

SimResponse Router::searchConversations(const Ctx &c, const Params &)
{
    return conversationsPage(c, false);
}

SimResponse Router::countConversations(const Ctx &c, const Params &)
{
    return conversationsPage(c, true);
}

SimResponse Router::conversationsPage(const Ctx &c, bool count)
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
    if (!count) {
        if (auto e = boolParam(c, "include_sub_conversations", &includeSubs))
            return *e;
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

SimResponse Router::batchConversations(const Ctx &c, const Params &)
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

SimResponse Router::startConversation(const Ctx &c, const Params &)
{
    return start(c, false);
}

SimResponse Router::streamStart(const Ctx &c, const Params &)
{
    return start(c, true);
}

std::optional<SimResponse> Router::startPrechecks(const Ctx &c, const json &body)
{
    if (!features().startPrechecks)
        return std::nullopt;
    // An ACP Codex profile needs a Codex login or an API key (app_conversation_router.py).
    const std::string profile = body.value("agent_profile_id", json()).is_string()
        ? body["agent_profile_id"].get<std::string>()
        : std::string();
    if (Ids::normalizeUuid(q(profile)) == Ids::normalizeUuid(QLatin1String(World::kCodexProfileId))) {
        bool key = false;
        const json secrets = body.value("secrets", json());
        for (const char *name : {"CODEX_AUTH_JSON", "OPENAI_API_KEY", "CODEX_API_KEY"}) {
            if (secrets.is_object() && secrets.contains(name) && secrets[name].is_string()
                && !q(secrets[name].get<std::string>()).trimmed().isEmpty())
                key = true;
            if (c.user->storedSecretNames.contains(QLatin1String(name)))
                key = true;
        }
        if (!key)
            return detail(400,
                          QStringLiteral("Connect your Codex account or set an API key before starting a Codex "
                                         "conversation."));
    }
    // The daily conversation quota (DailyConversationQuotaService.reserve).
    const int limit = m_world.options().dailyConversationLimit;
    if (limit > 0 && !m_world.reserveQuota(*c.user)) {
        const int used = m_world.quotaUsedToday(*c.user);
        const QString message =
            QStringLiteral("Daily conversation limit of %1 reached. Request a quota increase at "
                           "/settings/quota or https://u8mk1.share.hsforms.com/2lXOvoRtHRfeWEmba8CdOGw")
                .arg(limit);
        return jsonResponse(429,
                            json{{"detail",
                                  {{"code", "daily_conversation_limit_reached"},
                                   {"message", s(message)},
                                   {"limit", limit},
                                   {"used", used},
                                   {"reset_at", s(m_world.nextResetIso())}}}});
    }
    return std::nullopt;
}

SimResponse Router::quotaStatus(const Ctx &c, const Params &)
{
    const int limit = m_world.options().dailyConversationLimit;
    const int used = m_world.quotaUsedToday(*c.user);
    return jsonResponse(200,
                        json{{"daily_limit", limit > 0 ? json(limit) : json(nullptr)},
                             {"used_today", used},
                             {"remaining", limit > 0 ? json(std::max(limit - used, 0)) : json(nullptr)},
                             {"reset_at", s(m_world.nextResetIso())}});
}

SimResponse Router::start(const Ctx &c, bool stream)
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
    if (auto refused = startPrechecks(c, body))
        return *refused;
    SimStartTask &t = m_world.startConversation(c.user->id, c.orgId, body);
    if (features().startPrechecks && m_world.options().dailyConversationLimit > 0)
        t.quotaDay = m_world.dayNumber(); // reserved by startPrechecks; a failed start releases it
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

SimResponse Router::batchStartTasks(const Ctx &c, const Params &)
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

SimResponse Router::searchStartTasks(const Ctx &c, const Params &)
{
    return startTasksPage(c, false);
}

SimResponse Router::countStartTasks(const Ctx &c, const Params &)
{
    return startTasksPage(c, true);
}

SimResponse Router::startTasksPage(const Ctx &c, bool count)
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

SimResponse Router::patchConversation(const Ctx &c, const Params &p)
{
    SimConversation *conv = visibleConversation(c, p.id);
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

SimResponse Router::deleteConversation(const Ctx &c, const Params &p)
{
    SimConversation *conv = visibleConversation(c, p.id);
    if (!conv)
        return detail(404, QStringLiteral("Conversation not found"));
    m_world.deleteConversation(conv->id);
    return jsonResponse(200, json{{"success", true}});
}

SimResponse Router::sendMessage(const Ctx &c, const Params &p)
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
    const QString dashedId = Ids::dashed(Ids::normalizeUuid(p.id));
    SimConversation *conv = visibleConversation(c, p.id);
    if (!conv)
        return detail(404, QStringLiteral("Conversation %1 not found").arg(dashedId));
    const QString status = m_world.publicStatus(m_world.sandboxStatusOf(*conv));
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

SimResponse Router::download(const Ctx &c, const Params &p)
{
    const QString dashedId = Ids::dashed(Ids::normalizeUuid(p.id));
    SimConversation *conv = visibleConversation(c, p.id);
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
    const std::vector<qint64> order = EventSearch::exportOrder(m_world, *conv);
    for (qint64 i = 0; i < total; ++i) {
        const json e = m_world.eventAt(*conv, order[static_cast<std::size_t>(i)]);
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

SimResponse Router::switchProfile(const Ctx &c, const Params &p)
{
    if (!visibleConversation(c, p.id))
        return detail(404, QStringLiteral("Conversation %1 not found").arg(Ids::dashed(Ids::normalizeUuid(p.id))));
    return jsonResponse(200, json{{"success", true}});
}

SimResponse Router::pendingMessage(const Ctx &, const Params &)
{
    static int position = 0;
    return jsonResponse(
        201, json{{"id", s(Ids::dashedUuid(m_world.rng()))}, {"queued", true}, {"position", ++position % 10 + 1}});
}

} // namespace Switchyard::Sim
