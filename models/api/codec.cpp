// SPDX-License-Identifier: GPL-3.0-or-later
// The codec: the records (conversation, start task, sandbox, sandbox spec) as pages, batches and
// single values, and the events (through the SAX parser, eventsax.h). The DOM readers are in
// codecread.cpp, the small bodies in codecbodies.cpp, the encoders in codecencode.cpp.
#include "models/api/codec.h"

#include "models/api/codec_p.h"
#include "models/api/codecdocument_p.h"
#include "models/api/eventsax.h"
#include "models/api/jsonscan.h"
#include "models/api/logging.h"
#include "models/api/redaction.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace Switchyard::Api {

using namespace CodecDetail;

namespace {

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

} // namespace Codec
} // namespace Switchyard::Api
