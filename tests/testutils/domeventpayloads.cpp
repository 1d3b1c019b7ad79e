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
    } else if (is(kind, "SwitchLLMAction")) {
        a.profileName = optStr(*action, "profile_name");
        a.reason = optStr(*action, "reason");
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
    p.activeModel = optStr(*obs, "active_model");
    p.chosenClass = optStr(*obs, "chosen_class");
    p.profileName = optStr(*obs, is(p.observationKind, "ClassifyAndSwitchLLMObservation") ? "model" : "profile_name");
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

AskUserRequestPayload askUserRequestFrom(const json &o)
{
    AskUserRequestPayload r;
    r.requestId = optStr(o, "request_id");
    r.actionId = optStr(o, "action_id");
    r.toolCallId = optStr(o, "tool_call_id");
    r.toolName = optStr(o, "tool_name");
    if (const json *t = member(o, "timeout_seconds"); t && t->is_number())
        r.timeoutSeconds = t->get<double>();
    const json *questions = member(o, "questions");
    if (!questions || !questions->is_array())
        return r;
    for (const json &q : *questions) {
        if (!q.is_object())
            continue;
        AskUserQuestion question;
        question.id = optStr(q, "id");
        question.text = optStr(q, "question");
        if (question.text.isEmpty())
            question.text = optStr(q, "text");
        question.multiSelect = optBool(q, "multi_select");
        if (const json *options = member(q, "options"); options && options->is_array()) {
            for (const json &opt : *options) {
                if (opt.is_object())
                    question.options.append({optStr(opt, "id"), optStr(opt, "label"), optStr(opt, "description")});
            }
        }
        r.questions.append(question);
    }
    return r;
}

AskUserResponsePayload askUserResponseFrom(const json &o)
{
    AskUserResponsePayload r;
    r.requestId = optStr(o, "request_id");
    r.action = optStr(o, "action");
    const json *answers = member(o, "answers");
    if (!answers || !answers->is_object())
        return r;
    for (auto it = answers->begin(); it != answers->end(); ++it) {
        const QString id = qs(it.key());
        if (it->is_string()) {
            r.answers.insert(id, {AskUserPick{QString(), qs(it->get_ref<const std::string &>())}});
        } else if (it->is_array()) {
            QList<AskUserPick> picks;
            for (const json &pick : *it) {
                if (pick.is_string())
                    picks.append({QString(), qs(pick.get_ref<const std::string &>())});
                else if (pick.is_object())
                    picks.append({optStr(pick, "option_id"), optStr(pick, "label")});
            }
            r.answers.insert(id, picks);
        }
    }
    return r;
}

SecurityAnalysisPayload securityAnalysisFrom(const json &o, const QByteArray &raw)
{
    SecurityAnalysisPayload p;
    p.analyzer = optStr(o, "analyzer");
    p.policy = optStr(o, "policy");
    p.detailsJson = memberJson(raw, "details");
    if (const json *risks = member(o, "risks"); risks && risks->is_object()) {
        for (auto it = risks->begin(); it != risks->end(); ++it) {
            if (it->is_string())
                p.risks.insert(qs(it.key()), securityRiskFromWire(qs(it->get_ref<const std::string &>())));
        }
    }
    return p;
}

/// ACP content blocks: a text block, or {"type":"content","content":{"type":"text","text":...}}.
QString acpText(const json *content)
{
    QString out;
    if (!content || !content->is_array())
        return out;
    auto add = [&out](const std::string &text) {
        if (!out.isEmpty())
            out += QLatin1String("\n\n");
        out += qs(text);
    };
    for (const json &block : *content) {
        if (block.is_string()) {
            add(block.get_ref<const std::string &>());
            continue;
        }
        if (!block.is_object())
            continue;
        if (const json *text = member(block, "text"); text && text->is_string()) {
            add(text->get_ref<const std::string &>());
        } else if (const json *inner = member(block, "content"); inner && inner->is_object()) {
            if (const json *t = member(*inner, "text"); t && t->is_string())
                add(t->get_ref<const std::string &>());
        }
    }
    return out;
}

AcpToolCallPayload acpToolCallFrom(const json &o, const QByteArray &raw)
{
    AcpToolCallPayload p;
    p.toolCallId = optStr(o, "tool_call_id");
    p.title = optStr(o, "title");
    p.status = optStr(o, "status");
    p.toolKind = optStr(o, "tool_kind");
    p.text = acpText(member(o, "content"));
    p.isError = optBool(o, "is_error");
    p.rawInputJson = memberJson(raw, "raw_input");
    p.rawOutputJson = memberJson(raw, "raw_output");
    return p;
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
    } else if (is(kind, "AskUserRequestEvent")) {
        e.payload = askUserRequestFrom(o);
    } else if (is(kind, "AskUserResponseEvent")) {
        e.payload = askUserResponseFrom(o);
    } else if (is(kind, "SecurityAnalysisEvent")) {
        e.payload = securityAnalysisFrom(o, e.raw);
    } else if (is(kind, "ACPToolCallEvent")) {
        e.payload = acpToolCallFrom(o, e.raw);
    } else {
        e.payload = OtherPayload{};
    }
    return e;
}

} // namespace Switchyard::Test::DomEvents
