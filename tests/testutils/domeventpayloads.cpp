// SPDX-License-Identifier: GPL-3.0-or-later
// The DOM reference's event payloads (spec §6.2, §6.3, §13.2): the typed part of each event kind,
// read from an nlohmann DOM. Tests only (see domeventparser.h); the product reads events with the
// SAX handler in models/api/eventsax*.
#include "testutils/domeventparser_p.h"

#include <cstring>

namespace Switchyard::Test::DomEvents {

using namespace Switchyard::Api;
using namespace Switchyard::Api::CodecDetail;

namespace {

bool is(const QString &kind, const char *name)
{
    return kind == QLatin1String(name);
}

QList<TaskItem> taskList(const json &o)
{
    QList<TaskItem> out;
    const json *list = member(o, "task_list");
    if (!list || !list->is_array())
        return out;
    for (const json &t : *list) {
        if (!t.is_object())
            continue;
        TaskItem item;
        item.title = optStr(t, "title");
        item.notes = optStr(t, "notes");
        item.status = taskStatusFromWire(optStr(t, "status"));
        out.append(item);
    }
    return out;
}

QString classificationKind(const json &o)
{
    const json *c = member(o, "classification");
    return (c && c->is_object()) ? optStr(*c, "kind") : QString();
}

MessagePayload messageFrom(const json &o)
{
    MessagePayload m;
    if (const json *msg = member(o, "llm_message"); msg && msg->is_object()) {
        m.role = optStr(*msg, "role");
        m.text = joinText(member(*msg, "content"), &m.imageUrls);
        m.reasoningContent = optStr(*msg, "reasoning_content");
    }
    m.sender = optStr(o, "sender");
    m.activatedSkills = strList(o, "activated_skills");
    return m;
}

ActionPayload actionFrom(const json &o, const QByteArray &raw)
{
    ActionPayload a;
    a.toolName = optStr(o, "tool_name");
    a.toolCallId = optStr(o, "tool_call_id");
    a.llmResponseId = optStr(o, "llm_response_id");
    a.securityRisk = securityRiskFromWire(optStr(o, "security_risk"));
    a.summary = optStr(o, "summary");
    a.thought = joinText(member(o, "thought"));
    a.reasoningContent = optStr(o, "reasoning_content");
    if (const json *call = member(o, "tool_call"); call && call->is_object())
        a.toolCallArguments = optStr(*call, "arguments");
    const json *action = member(o, "action");
    if (!action || !action->is_object())
        return a;
    a.actionKind = optStr(*action, "kind");
    a.actionJson = memberJson(raw, "action");
    const QString &kind = a.actionKind;
    if (is(kind, "TerminalAction") || is(kind, "ExecuteBashAction")) {
        a.command = optStr(*action, "command");
        a.isInput = optBool(*action, "is_input");
    } else if (is(kind, "FileEditorAction") || is(kind, "StrReplaceEditorAction")
               || is(kind, "PlanningFileEditorAction")) {
        a.command = optStr(*action, "command");
        a.path = optStr(*action, "path");
        a.fileText = optStr(*action, "file_text");
        a.oldStr = optStr(*action, "old_str");
        a.newStr = optStr(*action, "new_str");
        if (const auto line = optIntN(*action, "insert_line"))
            a.insertLine = clampInt(*line);
    } else if (is(kind, "TaskTrackerAction")) {
        a.command = optStr(*action, "command");
        a.taskList = taskList(*action);
    } else if (is(kind, "FinishAction")) {
        a.message = optStr(*action, "message");
    } else if (is(kind, "ThinkAction")) {
        a.message = optStr(*action, "thought");
    } else if (is(kind, "ApplyPatchAction")) {
        a.patch = optStr(*action, "patch");
    } else if (kind.startsWith(QLatin1String("Browser"))) {
        a.url = optStr(*action, "url");
    } else {
        // Newer / less common kinds: pick the usual names when present.
        a.command = optStr(*action, "command");
        a.path = optStr(*action, "path");
        a.message = optStr(*action, "message");
    }
    return a;
}

ObservationPayload observationFrom(const json &o)
{
    ObservationPayload p;
    p.toolName = optStr(o, "tool_name");
    p.toolCallId = optStr(o, "tool_call_id");
    p.actionId = optStr(o, "action_id");
    const json *obs = member(o, "observation");
    if (!obs || !obs->is_object())
        return p;
    p.observationKind = optStr(*obs, "kind");
    p.isError = optBool(*obs, "is_error");
    p.text = joinText(member(*obs, "content"));
    if (p.text.isEmpty()) {
        // Legacy ExecuteBashObservation: `output` (and `error`, a bool or a string); FinishObservation `message`.
        p.text = optStr(*obs, "output");
        if (p.text.isEmpty())
            p.text = optStr(*obs, "message");
    }
    if (const json *err = member(*obs, "error")) {
        if (err->is_boolean())
            p.isError = p.isError || err->get<bool>();
        else if (err->is_string()) {
            p.errorText = qs(err->get_ref<const std::string &>());
            p.isError = p.isError || !p.errorText.isEmpty();
        }
    }
    p.command = optStr(*obs, "command");
    if (const auto code = optIntN(*obs, "exit_code"))
        p.exitCode = clampInt(*code);
    if (const json *meta = member(*obs, "metadata"); meta && meta->is_object()) {
        p.workingDir = optStr(*meta, "working_dir");
        if (!p.exitCode) {
            if (const auto code = optIntN(*meta, "exit_code"))
                p.exitCode = clampInt(*code);
        }
    }
    if (const json *timeout = member(*obs, "timeout"); timeout && timeout->is_boolean())
        p.timedOut = timeout->get<bool>();
    p.path = optStr(*obs, "path");
    p.oldContent = optStrN(*obs, "old_content");
    p.newContent = optStrN(*obs, "new_content");
    p.prevExist = optBool(*obs, "prev_exist");
    p.taskList = taskList(*obs);
    if (const json *shot = member(*obs, "screenshot_data"); shot && shot->is_string())
        p.hasScreenshot = !shot->get_ref<const std::string &>().empty();
    return p;
}

StateUpdatePayload stateUpdateFrom(const json &o, const QByteArray &raw)
{
    StateUpdatePayload s;
    s.key = optStr(o, "key");
    const json *value = member(o, "value");
    if (!value)
        return s;
    const QString &key = s.key;
    if (key == QLatin1String("execution_status") && value->is_string()) {
        s.executionStatus = executionStatusFromWire(qs(value->get_ref<const std::string &>()));
    } else if (key == QLatin1String("stats")) {
        s.usageToMetrics = usageToMetrics(value);
    } else if (key == QLatin1String("full_state") && value->is_object()) {
        if (const json *e = member(*value, "execution_status"); e && e->is_string())
            s.executionStatus = executionStatusFromWire(qs(e->get_ref<const std::string &>()));
        s.usageToMetrics = usageToMetrics(member(*value, "stats"));
    }
    if (key != QLatin1String("full_state")) {
        QByteArray slice = memberJson(raw, "value");
        if (slice.size() <= kMaxValueJson)
            s.valueJson = std::move(slice);
    }
    return s;
}

SystemPromptPayload systemPromptFrom(const json &o)
{
    SystemPromptPayload s;
    s.systemPrompt = textOf(member(o, "system_prompt"));
    if (const json *tools = member(o, "tools"); tools && tools->is_array()) {
        for (const json &t : *tools) {
            if (t.is_string()) {
                s.toolNames.append(qs(t.get_ref<const std::string &>()));
                continue;
            }
            if (!t.is_object())
                continue;
            QString name = optStr(t, "title");
            if (name.isEmpty())
                name = optStr(t, "name");
            if (name.isEmpty()) {
                if (const json *fn = member(t, "function"); fn && fn->is_object())
                    name = optStr(*fn, "name");
            }
            if (name.isEmpty())
                name = optStr(t, "kind");
            s.toolNames.append(name);
        }
    }
    return s;
}

} // namespace

Event eventFrom(const json &o, const Path &path, QByteArray raw)
{
    Event e;
    e.id = reqStr(o, "id", path);
    e.timestamp = reqStr(o, "timestamp", path);
    e.source = eventSourceFromWire(reqStr(o, "source", path));
    e.parentId = optStr(o, "parent_id");
    e.kind = reqStr(o, "kind", path);
    e.raw = std::move(raw);

    const QString &kind = e.kind;
    if (is(kind, "MessageEvent")) {
        e.payload = messageFrom(o);
    } else if (is(kind, "ActionEvent")) {
        e.payload = actionFrom(o, e.raw);
    } else if (is(kind, "ObservationEvent")) {
        e.payload = observationFrom(o);
    } else if (is(kind, "AgentErrorEvent")) {
        AgentErrorPayload a;
        a.toolName = optStr(o, "tool_name");
        a.toolCallId = optStr(o, "tool_call_id");
        a.error = optStr(o, "error");
        a.classificationKind = classificationKind(o);
        e.payload = a;
    } else if (is(kind, "UserRejectObservation")) {
        UserRejectPayload u;
        u.toolName = optStr(o, "tool_name");
        u.toolCallId = optStr(o, "tool_call_id");
        u.actionId = optStr(o, "action_id");
        u.rejectionReason = optStr(o, "rejection_reason");
        u.rejectionSource = optStr(o, "rejection_source");
        e.payload = u;
    } else if (is(kind, "ConversationStateUpdateEvent")) {
        e.payload = stateUpdateFrom(o, e.raw);
    } else if (is(kind, "ConversationErrorEvent") || is(kind, "ServerErrorEvent")) {
        ErrorPayload err;
        err.code = optStr(o, "code");
        err.detail = optStr(o, "detail");
        err.classificationKind = classificationKind(o);
        e.payload = err;
    } else if (is(kind, "Condensation") || is(kind, "CondensationSummaryEvent")) {
        CondensationPayload c;
        c.forgottenEventIds = strList(o, "forgotten_event_ids");
        c.summary = optStr(o, "summary");
        e.payload = c;
    } else if (is(kind, "HookExecutionEvent")) {
        HookExecutionPayload h;
        h.hookEventType = optStr(o, "hook_event_type");
        h.hookCommand = optStr(o, "hook_command");
        h.toolName = optStr(o, "tool_name");
        h.success = optBool(o, "success");
        h.blocked = optBool(o, "blocked");
        if (const auto code = optIntN(o, "exit_code"))
            h.exitCode = clampInt(*code);
        h.stdoutText = optStr(o, "stdout");
        h.stderrText = optStr(o, "stderr");
        h.reason = optStr(o, "reason");
        h.error = optStr(o, "error");
        e.payload = h;
    } else if (is(kind, "StreamingDeltaEvent")) {
        StreamingDeltaPayload s;
        s.content = optStr(o, "content");
        s.reasoningContent = optStr(o, "reasoning_content");
        e.payload = s;
    } else if (is(kind, "SystemPromptEvent")) {
        e.payload = systemPromptFrom(o);
    } else {
        e.payload = OtherPayload{};
    }
    return e;
}

} // namespace Switchyard::Test::DomEvents
