// SPDX-License-Identifier: GPL-3.0-or-later
// The codec's DOM readers (codec_p.h): paths and failures, the opt*/req* member readers, text of
// content blocks, metrics, the bounded document parse, and the start options a record echoes.
#include "models/api/codec_p.h"
#include "models/api/jsonscan.h"

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

} // namespace

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

} // namespace Switchyard::Api
