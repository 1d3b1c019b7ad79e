// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/codec.h"

#include "models/api/codec_p.h"
#include "models/api/eventsax.h"
#include "models/api/jsonscan.h"
#include "models/api/logging.h"
#include "models/api/redaction.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace Switchyard::Api {

namespace CodecDetail {

QString Path::toString() const
{
    QStringList parts;
    for (const Path *p = this; p != nullptr; p = p->parent) {
        if (p->parent == nullptr && p->key == nullptr && p->index == 0)
            break; // the root frame
        if (p->key != nullptr) {
            QString k = QString::fromUtf8(p->key);
            k.replace(QLatin1Char('~'), QLatin1String("~0"));
            k.replace(QLatin1Char('/'), QLatin1String("~1"));
            parts.prepend(k);
        } else {
            parts.prepend(QString::number(p->index));
        }
    }
    return parts.isEmpty() ? QString() : QLatin1Char('/') + parts.join(QLatin1Char('/'));
}

void fail(const Path &path, const QString &what)
{
    throw Failure{path.toString(), what};
}

namespace {

QString scalarToString(const json &v)
{
    switch (v.type()) {
    case json::value_t::string:
        return qs(v.get_ref<const std::string &>());
    case json::value_t::number_integer:
        return QString::number(v.get<std::int64_t>());
    case json::value_t::number_unsigned:
        return QString::number(v.get<std::uint64_t>());
    case json::value_t::number_float:
        return QString::number(v.get<double>(), 'g', 17);
    case json::value_t::boolean:
        return v.get<bool>() ? QStringLiteral("true") : QStringLiteral("false");
    default:
        return {};
    }
}

std::optional<qint64> toInt(const json &v)
{
    switch (v.type()) {
    case json::value_t::number_integer:
        return qint64(v.get<std::int64_t>());
    case json::value_t::number_unsigned:
        return saturatingInt64(v.get<std::uint64_t>());
    case json::value_t::number_float:
        return saturatingInt64(v.get<double>());
    default:
        return std::nullopt;
    }
}

} // namespace

QString optStr(const json &obj, const char *key)
{
    const json *v = member(obj, key);
    return v ? scalarToString(*v) : QString();
}

std::optional<QString> optStrN(const json &obj, const char *key)
{
    const json *v = member(obj, key);
    if (!v || !v->is_string())
        return std::nullopt;
    return qs(v->get_ref<const std::string &>());
}

qint64 optInt(const json &obj, const char *key, qint64 def)
{
    const json *v = member(obj, key);
    if (!v)
        return def;
    return toInt(*v).value_or(def);
}

std::optional<qint64> optIntN(const json &obj, const char *key)
{
    const json *v = member(obj, key);
    return v ? toInt(*v) : std::nullopt;
}

int clampInt(qint64 v)
{
    return int(std::clamp<qint64>(v, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
}

double optDouble(const json &obj, const char *key, double def)
{
    const json *v = member(obj, key);
    if (!v || !v->is_number())
        return def;
    const double d = v->get<double>();
    return std::isfinite(d) ? d : def;
}

bool optBool(const json &obj, const char *key, bool def)
{
    const json *v = member(obj, key);
    return (v && v->is_boolean()) ? v->get<bool>() : def;
}

std::optional<bool> optBoolN(const json &obj, const char *key)
{
    const json *v = member(obj, key);
    if (!v || !v->is_boolean())
        return std::nullopt;
    return v->get<bool>();
}

QList<QString> strList(const json &obj, const char *key)
{
    QList<QString> out;
    const json *v = member(obj, key);
    if (!v || !v->is_array())
        return out;
    out.reserve(qsizetype(v->size()));
    for (const json &e : *v) {
        if (!e.is_null() && !e.is_structured())
            out.append(scalarToString(e));
    }
    return out;
}

QList<int> intList(const json &obj, const char *key)
{
    QList<int> out;
    const json *v = member(obj, key);
    if (!v || !v->is_array())
        return out;
    for (const json &e : *v) {
        if (const auto i = toInt(e))
            out.append(clampInt(*i));
    }
    return out;
}

QMap<QString, QString> strMap(const json &obj, const char *key)
{
    QMap<QString, QString> out;
    const json *v = member(obj, key);
    if (!v || !v->is_object())
        return out;
    for (auto it = v->begin(); it != v->end(); ++it) {
        const json &e = it.value();
        out.insert(qs(it.key()), e.is_structured() ? QString::fromUtf8(dumpCompact(e)) : scalarToString(e));
    }
    return out;
}

QDateTime optTime(const json &obj, const char *key)
{
    const json *v = member(obj, key);
    if (!v || !v->is_string())
        return {};
    return parseTimestamp(qs(v->get_ref<const std::string &>()));
}

QString reqStr(const json &obj, const char *key, const Path &path)
{
    const json *v = member(obj, key);
    if (!v)
        return {};
    if (v->is_structured() || v->is_boolean())
        fail(path.child(key), QStringLiteral("expected a string, got %1").arg(QString::fromLatin1(v->type_name())));
    return scalarToString(*v);
}

QString textOf(const json *v)
{
    if (!v)
        return {};
    if (v->is_string())
        return qs(v->get_ref<const std::string &>());
    if (v->is_object())
        return optStr(*v, "text");
    return {};
}

QString joinText(const json *content, QList<QString> *imageUrls)
{
    if (!content)
        return {};
    if (content->is_string())
        return qs(content->get_ref<const std::string &>());
    if (!content->is_array())
        return {};
    QString out;
    for (const json &block : *content) {
        if (block.is_string()) {
            if (!out.isEmpty())
                out += QLatin1String("\n\n");
            out += qs(block.get_ref<const std::string &>());
            continue;
        }
        if (!block.is_object())
            continue;
        const json *text = member(block, "text");
        if (text && text->is_string()) {
            if (!out.isEmpty())
                out += QLatin1String("\n\n");
            out += qs(text->get_ref<const std::string &>());
        }
        if (imageUrls)
            imageUrls->append(strList(block, "image_urls"));
    }
    return out;
}

std::string dumpString(const json &v)
{
    return v.dump(-1, ' ', false, json::error_handler_t::replace);
}

QByteArray dumpCompact(const json &v)
{
    const std::string s = dumpString(v);
    return QByteArray(s.data(), qsizetype(s.size()));
}

const json &expectObject(const json &v, const Path &path)
{
    if (!v.is_object())
        fail(path, QStringLiteral("expected an object, got %1").arg(QString::fromLatin1(v.type_name())));
    return v;
}

const json &expectArray(const json &v, const Path &path)
{
    if (!v.is_array())
        fail(path, QStringLiteral("expected an array, got %1").arg(QString::fromLatin1(v.type_name())));
    return v;
}

MetricsSnapshot metricsFrom(const json &o)
{
    MetricsSnapshot m;
    m.modelName = optStr(o, "model_name");
    m.accumulatedCost = optDouble(o, "accumulated_cost");
    if (const json *b = member(o, "max_budget_per_task"); b && b->is_number())
        m.maxBudgetPerTask = optDouble(o, "max_budget_per_task");
    if (const json *u = member(o, "accumulated_token_usage"); u && u->is_object()) {
        TokenUsage t;
        t.model = optStr(*u, "model");
        t.promptTokens = optInt(*u, "prompt_tokens");
        t.completionTokens = optInt(*u, "completion_tokens");
        t.cacheReadTokens = optInt(*u, "cache_read_tokens");
        t.cacheWriteTokens = optInt(*u, "cache_write_tokens");
        t.reasoningTokens = optInt(*u, "reasoning_tokens");
        t.contextWindow = optInt(*u, "context_window");
        t.perTurnToken = optInt(*u, "per_turn_token");
        t.responseId = optStr(*u, "response_id");
        m.accumulatedTokenUsage = t;
    }
    return m;
}

QMap<QString, MetricsSnapshot> usageToMetrics(const json *stats)
{
    QMap<QString, MetricsSnapshot> out;
    if (!stats || !stats->is_object())
        return out;
    const json *u = member(*stats, "usage_to_metrics");
    if (!u || !u->is_object())
        return out;
    for (auto it = u->begin(); it != u->end(); ++it) {
        if (it.value().is_object())
            out.insert(qs(it.key()), metricsFrom(it.value()));
    }
    return out;
}

std::optional<ApiError> parseDocument(QByteArrayView text, const CodecLimits &limits, json &out,
                                      JsonScan::ScanResult *scanOut, bool collectElements)
{
    if (limits.maxBytes > 0 && text.size() > limits.maxBytes)
        return ApiError::tooLarge(text.size(), limits.maxBytes);
    JsonScan::ScanResult scan = JsonScan::scan(text, limits.maxDepth, collectElements);
    if (scan.depthExceededAt >= 0) {
        return ApiError::parse(JsonScan::pathAt(text, scan.depthExceededAt),
                               QStringLiteral("nesting deeper than %1 levels").arg(limits.maxDepth));
    }
    // nlohmann's lexer takes a NUL byte for the end of the input, so "{}\0garbage" would parse; a
    // NUL is never valid JSON (not even inside a string): a syntax error there (fuzz_codec finding).
    if (const qsizetype nul = text.indexOf('\0'); nul >= 0)
        return ApiError::parse(JsonScan::pathAt(text, nul), QStringLiteral("syntax error at byte %1").arg(nul));
    try {
        out = json::parse(text.begin(), text.end());
    } catch (const json::parse_error &e) {
        const qsizetype at = qsizetype(e.byte > 0 ? e.byte - 1 : 0);
        return ApiError::parse(JsonScan::pathAt(text, at),
                               QStringLiteral("syntax error at byte %1").arg(qMin<qsizetype>(at, text.size())));
    } catch (const std::exception &e) {
        return ApiError::parse(QString(), QString::fromUtf8(e.what()));
    }
    if (scanOut)
        *scanOut = std::move(scan);
    return std::nullopt;
}

QByteArray memberJson(const QByteArray &raw, QByteArrayView key)
{
    const JsonScan::Span span = JsonScan::memberValueSpan(raw, key);
    if (span.begin < 0)
        return {};
    return raw.sliced(span.begin, span.end - span.begin);
}

ApiError toApiError(const Failure &f)
{
    return ApiError::parse(f.path, f.what);
}

StartOptions startOptionsFrom(const json &o)
{
    StartOptions r;
    if (!o.is_object())
        return r;
    r.sandboxId = optStr(o, "sandbox_id");
    r.conversationId = optStr(o, "conversation_id");
    if (const json *m = member(o, "initial_message"); m && m->is_object())
        r.initialMessage = joinText(member(*m, "content"));
    r.systemMessageSuffix = optStr(o, "system_message_suffix");
    r.systemPrompt = optStr(o, "system_prompt");
    r.disabledSkills = strList(o, "disabled_skills");
    r.llmModel = optStr(o, "llm_model");
    r.agentProfileId = optStr(o, "agent_profile_id");
    r.selectedRepository = optStr(o, "selected_repository");
    r.selectedBranch = optStr(o, "selected_branch");
    r.gitProvider = optStr(o, "git_provider");
    r.title = optStr(o, "title");
    r.trigger = optStr(o, "trigger");
    r.prNumbers = intList(o, "pr_number");
    r.parentConversationId = optStr(o, "parent_conversation_id");
    if (member(o, "agent_type"))
        r.agentType = optStr(o, "agent_type");
    r.isPublic = optBoolN(o, "public");
    if (const json *m = member(o, "observability_metadata"); m && m->is_object())
        r.observabilityMetadata = observabilityMetadataFrom(*m);
    r.observabilityTags = strList(o, "observability_tags");
    r.observabilitySpanName = optStr(o, "observability_span_name");
    if (const json *plugins = member(o, "plugins"); plugins && plugins->is_array()) {
        for (const json &p : *plugins) {
            if (!p.is_object())
                continue;
            PluginChoice plugin;
            plugin.source = optStr(p, "source");
            plugin.ref = optStr(p, "ref");
            plugin.repoPath = optStr(p, "repo_path");
            if (const json *params = member(p, "parameters"); params && params->is_object())
                plugin.parametersJson = dumpCompact(*params);
            r.plugins.append(plugin);
        }
    }
    r.secrets = strMap(o, "secrets");
    return r;
}

} // namespace CodecDetail

using namespace CodecDetail;

namespace {

const Path kRoot{};

Conversation conversationFrom(const json &o, const Path &path)
{
    expectObject(o, path);
    Conversation c;
    c.id = reqStr(o, "id", path);
    c.createdByUserId = optStr(o, "created_by_user_id");
    c.sandboxId = optStr(o, "sandbox_id");
    c.selectedRepository = optStr(o, "selected_repository");
    c.selectedBranch = optStr(o, "selected_branch");
    c.gitProvider = optStr(o, "git_provider");
    c.title = optStr(o, "title");
    c.trigger = optStr(o, "trigger");
    c.prNumbers = intList(o, "pr_number");
    c.llmModel = optStr(o, "llm_model");
    c.agentKind = optStr(o, "agent_kind");
    if (const json *m = member(o, "metrics"); m && m->is_object())
        c.metrics = metricsFrom(*m);
    c.parentConversationId = optStr(o, "parent_conversation_id");
    c.subConversationIds = strList(o, "sub_conversation_ids");
    c.isPublic = optBoolN(o, "public");
    c.tags = strMap(o, "tags");
    c.createdAt = optTime(o, "created_at");
    c.updatedAt = optTime(o, "updated_at");
    c.sandboxStatus = sandboxStatusFromWire(optStr(o, "sandbox_status"));
    if (const json *e = member(o, "execution_status"); e && e->is_string())
        c.executionStatus = executionStatusFromWire(qs(e->get_ref<const std::string &>()));
    c.conversationUrl = optStr(o, "conversation_url");
    c.sessionApiKey = optStr(o, "session_api_key");
    Redaction::registerSecret(c.sessionApiKey); // redacted wherever it shows up (logs, cache, export)
    c.acpServer = optStr(o, "acp_server");
    if (const json *p = member(o, "launched_agent_profile"); p && p->is_object()) {
        AgentProfileRef ref;
        ref.agentProfileId = optStr(*p, "agent_profile_id");
        ref.revision = clampInt(optInt(*p, "revision"));
        c.launchedAgentProfile = ref;
    }
    return c;
}

StartTask startTaskFrom(const json &o, const Path &path)
{
    expectObject(o, path);
    StartTask t;
    t.id = reqStr(o, "id", path);
    t.createdByUserId = optStr(o, "created_by_user_id");
    t.status = startTaskStatusFromWire(reqStr(o, "status", path));
    t.detail = optStr(o, "detail");
    t.appConversationId = optStr(o, "app_conversation_id");
    t.sandboxId = optStr(o, "sandbox_id");
    t.agentServerUrl = optStr(o, "agent_server_url");
    if (const json *r = member(o, "request"))
        t.request = startOptionsFrom(*r);
    t.createdAt = optTime(o, "created_at");
    t.updatedAt = optTime(o, "updated_at");
    return t;
}

Sandbox sandboxFrom(const json &o, const Path &path)
{
    expectObject(o, path);
    Sandbox s;
    s.id = reqStr(o, "id", path);
    s.createdByUserId = optStr(o, "created_by_user_id");
    s.sandboxSpecId = optStr(o, "sandbox_spec_id");
    s.status = sandboxStatusFromWire(reqStr(o, "status", path));
    s.sessionApiKey = optStr(o, "session_api_key");
    Redaction::registerSecret(s.sessionApiKey);
    if (const json *urls = member(o, "exposed_urls"); urls && urls->is_array()) {
        for (const json &u : *urls) {
            if (!u.is_object())
                continue;
            ExposedUrl e;
            e.name = optStr(u, "name");
            e.url = optStr(u, "url");
            e.port = clampInt(optInt(u, "port"));
            s.exposedUrls.append(e);
        }
    }
    s.createdAt = optTime(o, "created_at");
    s.statusDetail = optStr(o, "status_detail");
    return s;
}

SandboxSpec sandboxSpecFrom(const json &o, const Path &path)
{
    expectObject(o, path);
    SandboxSpec s;
    s.id = reqStr(o, "id", path);
    s.command = strList(o, "command");
    s.createdAt = optTime(o, "created_at");
    s.initialEnv = strMap(o, "initial_env");
    s.workingDir = optStr(o, "working_dir");
    return s;
}

/// Runs `body` and turns internal failures into a Parse error.
template<typename T, typename F>
Result<T> guarded(F &&body)
{
    try {
        return body();
    } catch (const Failure &f) {
        return toApiError(f);
    } catch (const std::exception &e) {
        return ApiError::parse(QString(), QString::fromUtf8(e.what()));
    }
}

template<typename T, typename ItemFn>
Result<Page<T>> parsePage(QByteArrayView text, const CodecLimits &limits, ItemFn itemFn)
{
    json root;
    if (auto err = parseDocument(text, limits, root))
        return *err;
    return guarded<Page<T>>([&]() -> Page<T> {
        Page<T> page;
        // Some servers (and the simulator's older shape) answer a bare array.
        const json *items = root.is_array() ? &root : nullptr;
        Path itemsPath = kRoot;
        if (!items) {
            expectObject(root, kRoot);
            items = member(root, "items");
            itemsPath = kRoot.child("items");
            page.nextPageId = optStr(root, "next_page_id");
        }
        if (!items)
            return page;
        expectArray(*items, itemsPath);
        page.items.reserve(qsizetype(items->size()));
        qsizetype i = 0;
        for (const json &item : *items) {
            if (!item.is_null())
                page.items.append(itemFn(item, itemsPath.at(i)));
            ++i;
        }
        return page;
    });
}

template<typename T, typename ItemFn>
Result<QList<std::optional<T>>> parseBatch(QByteArrayView text, const CodecLimits &limits, ItemFn itemFn)
{
    json root;
    if (auto err = parseDocument(text, limits, root))
        return *err;
    return guarded<QList<std::optional<T>>>([&]() -> QList<std::optional<T>> {
        const json *items = &root;
        Path itemsPath = kRoot;
        if (root.is_object() && member(root, "items")) { // tolerate a page-shaped answer
            items = member(root, "items");
            itemsPath = kRoot.child("items");
        }
        expectArray(*items, itemsPath);
        QList<std::optional<T>> out;
        out.reserve(qsizetype(items->size()));
        qsizetype i = 0;
        for (const json &item : *items) {
            if (item.is_null())
                out.append(std::nullopt);
            else
                out.append(itemFn(item, itemsPath.at(i)));
            ++i;
        }
        return out;
    });
}

template<typename T, typename Fn>
Result<T> parseSingle(QByteArrayView text, const CodecLimits &limits, Fn fn)
{
    json root;
    if (auto err = parseDocument(text, limits, root))
        return *err;
    return guarded<T>([&]() -> T {
        return fn(root);
    });
}

} // namespace

namespace Codec {

Result<Conversation> parseConversation(QByteArrayView json, const CodecLimits &limits)
{
    return parseSingle<Conversation>(json, limits, [](const CodecDetail::json &r) {
        return conversationFrom(r, kRoot);
    });
}

Result<Page<Conversation>> parseConversationPage(QByteArrayView json, const CodecLimits &limits)
{
    return parsePage<Conversation>(json, limits, conversationFrom);
}

Result<QList<std::optional<Conversation>>> parseConversationBatch(QByteArrayView json, const CodecLimits &limits)
{
    return parseBatch<Conversation>(json, limits, conversationFrom);
}

Result<StartTask> parseStartTask(QByteArrayView json, const CodecLimits &limits)
{
    return parseSingle<StartTask>(json, limits, [](const CodecDetail::json &r) {
        return startTaskFrom(r, kRoot);
    });
}

Result<Page<StartTask>> parseStartTaskPage(QByteArrayView json, const CodecLimits &limits)
{
    return parsePage<StartTask>(json, limits, startTaskFrom);
}

Result<QList<std::optional<StartTask>>> parseStartTaskBatch(QByteArrayView json, const CodecLimits &limits)
{
    return parseBatch<StartTask>(json, limits, startTaskFrom);
}

Result<QList<StartTask>> parseStartTaskStream(QByteArrayView json, const CodecLimits &limits)
{
    if (limits.maxBytes > 0 && json.size() > limits.maxBytes)
        return ApiError::tooLarge(json.size(), limits.maxBytes);
    const JsonScan::ScanResult scan = JsonScan::scan(json, limits.maxDepth, true);
    if (scan.depthExceededAt >= 0)
        return ApiError::parse(JsonScan::pathAt(json, scan.depthExceededAt),
                               QStringLiteral("nesting deeper than %1 levels").arg(limits.maxDepth));
    QList<StartTask> out;
    qsizetype index = 0;
    for (const JsonScan::Span &span : scan.elementSpans) {
        auto task = parseSingle<StartTask>(json.sliced(span.begin, span.end - span.begin), limits,
                                           [&](const CodecDetail::json &r) {
                                               return startTaskFrom(r, kRoot.at(index));
                                           });
        if (!task.ok())
            return task.error();
        out.append(std::move(task).value());
        ++index;
    }
    return out;
}

Result<Sandbox> parseSandbox(QByteArrayView json, const CodecLimits &limits)
{
    return parseSingle<Sandbox>(json, limits, [](const CodecDetail::json &r) {
        return sandboxFrom(r, kRoot);
    });
}

Result<Page<Sandbox>> parseSandboxPage(QByteArrayView json, const CodecLimits &limits)
{
    return parsePage<Sandbox>(json, limits, sandboxFrom);
}

Result<QList<std::optional<Sandbox>>> parseSandboxBatch(QByteArrayView json, const CodecLimits &limits)
{
    return parseBatch<Sandbox>(json, limits, sandboxFrom);
}

Result<Page<SandboxSpec>> parseSandboxSpecPage(QByteArrayView json, const CodecLimits &limits)
{
    return parsePage<SandboxSpec>(json, limits, sandboxSpecFrom);
}

Result<Event> parseEvent(QByteArrayView text, const CodecLimits &limits)
{
    return EventSax::parseEvent(text, limits);
}

Result<Page<Event>> parseEventPage(QByteArrayView text, const CodecLimits &limits)
{
    return EventSax::parsePage(text, limits);
}

Result<QList<std::optional<Event>>> parseEventBatch(QByteArrayView text, const CodecLimits &limits)
{
    return EventSax::parseBatch(text, limits);
}

Result<QList<Event>> parseEventLines(QByteArrayView jsonl, const CodecLimits &limits)
{
    if (limits.maxBytes > 0 && jsonl.size() > limits.maxBytes)
        return ApiError::tooLarge(jsonl.size(), limits.maxBytes);
    QList<Event> out;
    std::optional<ApiError> firstError;
    qsizetype badLines = 0;
    qsizetype line = 0;
    qsizetype pos = 0;
    while (pos < jsonl.size()) {
        qsizetype end = jsonl.indexOf('\n', pos);
        if (end < 0)
            end = jsonl.size();
        const QByteArrayView text = jsonl.sliced(pos, end - pos).trimmed();
        if (!text.isEmpty()) {
            auto event = parseEvent(text, limits);
            if (event.ok()) {
                out.append(std::move(event).value());
            } else {
                ApiError err = event.error();
                err.jsonPath = QLatin1Char('/') + QString::number(line) + err.jsonPath;
                ++badLines;
                if (!firstError)
                    firstError = err;
            }
        }
        pos = end + 1;
        ++line;
    }
    if (out.isEmpty() && firstError)
        return *firstError;
    if (badLines > 0)
        qCWarning(lcApi) << "skipped" << badLines << "unreadable event lines; first at" << firstError->jsonPath;
    return out;
}

Result<qint64> parseCount(QByteArrayView text)
{
    return parseSingle<qint64>(text, CodecLimits{}, [](const CodecDetail::json &r) -> qint64 {
        if (r.is_number_integer() || r.is_number_unsigned())
            return r.is_number_unsigned() ? qint64(qMin<std::uint64_t>(r.get<std::uint64_t>(), 1ULL << 62))
                                          : qint64(r.get<std::int64_t>());
        if (r.is_number_float() && std::isfinite(r.get<double>()) && std::abs(r.get<double>()) < 9.0e18)
            return qint64(r.get<double>());
        if (r.is_object()) { // {"count": n} from some proxies
            if (const auto n = optIntN(r, "count"))
                return *n;
        }
        fail(kRoot, QStringLiteral("expected an integer, got %1").arg(QString::fromLatin1(r.type_name())));
    });
}

Result<bool> parseSuccess(QByteArrayView text)
{
    return parseSingle<bool>(text, CodecLimits{}, [](const CodecDetail::json &r) -> bool {
        if (r.is_boolean())
            return r.get<bool>();
        expectObject(r, kRoot);
        return optBool(r, "success", false);
    });
}

Result<SendMessageResponse> parseSendMessageResponse(QByteArrayView text)
{
    return parseSingle<SendMessageResponse>(text, CodecLimits{}, [](const CodecDetail::json &r) {
        expectObject(r, kRoot);
        SendMessageResponse s;
        s.success = optBool(r, "success");
        s.sandboxStatus = sandboxStatusFromWire(optStr(r, "sandbox_status"));
        s.message = optStr(r, "message");
        return s;
    });
}

Result<PendingMessageResponse> parsePendingMessageResponse(QByteArrayView text)
{
    return parseSingle<PendingMessageResponse>(text, CodecLimits{}, [](const CodecDetail::json &r) {
        expectObject(r, kRoot);
        PendingMessageResponse p;
        p.id = optStr(r, "id");
        p.queued = optBool(r, "queued");
        p.position = clampInt(optInt(r, "position"));
        return p;
    });
}

Result<UserSettings> parseSettings(QByteArrayView text)
{
    return parseSingle<UserSettings>(text, CodecLimits{}, [](const CodecDetail::json &r) {
        expectObject(r, kRoot);
        UserSettings s;
        s.sandboxGroupingStrategy = groupingStrategyFromWire(optStr(r, "sandbox_grouping_strategy"));
        return s;
    });
}

Result<QList<GitChange>> parseGitChanges(QByteArrayView text, const CodecLimits &limits)
{
    return parseSingle<QList<GitChange>>(text, limits, [](const CodecDetail::json &r) {
        expectArray(r, kRoot);
        QList<GitChange> out;
        qsizetype i = 0;
        for (const CodecDetail::json &c : r) {
            const Path p = kRoot.at(i++);
            if (c.is_null())
                continue;
            expectObject(c, p);
            GitChange g;
            g.status = gitChangeStatusFromWire(reqStr(c, "status", p));
            g.path = reqStr(c, "path", p);
            out.append(g);
        }
        return out;
    });
}

Result<GitDiff> parseGitDiff(QByteArrayView text, const CodecLimits &limits)
{
    return parseSingle<GitDiff>(text, limits, [](const CodecDetail::json &r) {
        expectObject(r, kRoot);
        GitDiff d;
        d.modified = optStrN(r, "modified");
        d.original = optStrN(r, "original");
        return d;
    });
}

Result<QString> parseFileBody(QByteArrayView text, const CodecLimits &limits)
{
    return parseSingle<QString>(text, limits, [](const CodecDetail::json &r) -> QString {
        if (r.is_null())
            return {};
        if (!r.is_string())
            fail(kRoot, QStringLiteral("expected a string, got %1").arg(QString::fromLatin1(r.type_name())));
        return qs(r.get_ref<const std::string &>());
    });
}

Result<QList<QString>> parseFileList(QByteArrayView text, const CodecLimits &limits)
{
    return parseSingle<QList<QString>>(text, limits, [](const CodecDetail::json &r) {
        expectArray(r, kRoot);
        QList<QString> out;
        out.reserve(qsizetype(std::min<size_t>(r.size(), 100000)));
        for (const CodecDetail::json &p : r) {
            if (p.is_string() && !p.get_ref<const std::string &>().empty())
                out.append(QString::fromStdString(p.get<std::string>()));
        }
        return out;
    });
}

Result<QList<Skill>> parseSkills(QByteArrayView text, const CodecLimits &limits)
{
    return parseSingle<QList<Skill>>(text, limits, [](const CodecDetail::json &r) {
        const CodecDetail::json *list = &r;
        Path listPath = kRoot;
        if (r.is_object()) {
            list = member(r, "skills");
            listPath = kRoot.child("skills");
        }
        QList<Skill> out;
        if (!list)
            return out;
        expectArray(*list, listPath);
        for (const CodecDetail::json &s : *list) {
            if (!s.is_object())
                continue;
            Skill skill;
            skill.name = optStr(s, "name");
            skill.type = optStr(s, "type");
            skill.content = optStr(s, "content");
            skill.triggers = strList(s, "triggers");
            out.append(skill);
        }
        return out;
    });
}

Result<QList<HookGroup>> parseHooks(QByteArrayView text, const CodecLimits &limits)
{
    return parseSingle<QList<HookGroup>>(text, limits, [](const CodecDetail::json &r) {
        const CodecDetail::json *list = &r;
        Path listPath = kRoot;
        if (r.is_object()) {
            list = member(r, "hooks");
            listPath = kRoot.child("hooks");
        }
        QList<HookGroup> out;
        if (!list)
            return out;
        expectArray(*list, listPath);
        for (const CodecDetail::json &g : *list) {
            if (!g.is_object())
                continue;
            HookGroup group;
            group.eventType = optStr(g, "event_type");
            if (const CodecDetail::json *matchers = member(g, "matchers"); matchers && matchers->is_array()) {
                for (const CodecDetail::json &m : *matchers) {
                    if (!m.is_object())
                        continue;
                    HookMatcher matcher;
                    matcher.matcher = optStr(m, "matcher");
                    if (const CodecDetail::json *hooks = member(m, "hooks"); hooks && hooks->is_array()) {
                        for (const CodecDetail::json &h : *hooks) {
                            if (!h.is_object())
                                continue;
                            HookCommand cmd;
                            cmd.type = optStr(h, "type");
                            cmd.command = optStr(h, "command");
                            cmd.timeout = clampInt(optInt(h, "timeout", 60));
                            cmd.async = optBool(h, "async");
                            matcher.hooks.append(cmd);
                        }
                    }
                    group.matchers.append(matcher);
                }
            }
            out.append(group);
        }
        return out;
    });
}

Result<Conversation> parseTrajectoryMeta(QByteArrayView json, const CodecLimits &limits)
{
    return parseConversation(json, limits);
}

Result<BaseState> parseBaseState(QByteArrayView text, const CodecLimits &limits)
{
    return parseSingle<BaseState>(text, limits, [](const CodecDetail::json &r) {
        expectObject(r, kRoot);
        BaseState s;
        s.id = optStr(r, "id");
        if (const CodecDetail::json *agent = member(r, "agent"); agent && agent->is_object()) {
            if (const CodecDetail::json *llm = member(*agent, "llm"); llm && llm->is_object())
                s.llmModel = optStr(*llm, "model");
        }
        if (const CodecDetail::json *e = member(r, "execution_status"); e && e->is_string())
            s.executionStatus = executionStatusFromWire(qs(e->get_ref<const std::string &>()));
        s.usageToMetrics = usageToMetrics(member(r, "stats"));
        if (const CodecDetail::json *w = member(r, "workspace"); w && w->is_object())
            s.workspaceDir = optStr(*w, "working_dir");
        return s;
    });
}

QString errorDetailText(QByteArrayView body)
{
    json root;
    CodecLimits limits;
    limits.maxBytes = 4 * 1024 * 1024;
    limits.maxDepth = 64;
    if (parseDocument(body, limits, root))
        return {};
    try {
        if (root.is_string())
            return qs(root.get_ref<const std::string &>());
        if (!root.is_object())
            return {};
        if (const json *error = member(root, "error"))
            return error->is_string() ? qs(error->get_ref<const std::string &>())
                                      : QString::fromUtf8(dumpCompact(*error));
        const json *detail = member(root, "detail");
        if (!detail)
            return optStr(root, "message");
        if (detail->is_string())
            return qs(detail->get_ref<const std::string &>());
        if (detail->is_array()) { // 422 validation list
            QStringList parts;
            for (const json &item : *detail) {
                if (!item.is_object()) {
                    if (item.is_string())
                        parts.append(qs(item.get_ref<const std::string &>()));
                    continue;
                }
                QStringList loc;
                if (const json *l = member(item, "loc"); l && l->is_array()) {
                    for (const json &segment : *l) {
                        if (segment.is_string())
                            loc.append(qs(segment.get_ref<const std::string &>()));
                        else if (segment.is_number())
                            loc.append(QString::number(toInt(segment).value_or(0)));
                    }
                }
                const QString msg = optStr(item, "msg");
                parts.append(loc.isEmpty() ? msg : loc.join(QLatin1Char('.')) + QLatin1String(": ") + msg);
            }
            return parts.join(QLatin1String("; "));
        }
        if (detail->is_object()) { // {"detail": {"code": ..., "message"?: ...}}
            const QString code = optStr(*detail, "code");
            const QString message = optStr(*detail, "message");
            if (!message.isEmpty())
                return code.isEmpty() ? message : code + QLatin1String(": ") + message;
            return code.isEmpty() ? QString::fromUtf8(dumpCompact(*detail)) : code;
        }
        return optStr(root, "detail");
    } catch (const std::exception &) {
        return {};
    }
}

} // namespace Codec
} // namespace Switchyard::Api
