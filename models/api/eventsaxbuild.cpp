// SPDX-License-Identifier: GPL-3.0-or-later
// The event SAX handler, at an event's closing brace: Event::raw cut from the input, the common
// fields, and the payload of its kind from what the Scratch collected (one builder per kind).
#include "models/api/eventsaxhandler.h"

namespace Switchyard::Api::CodecDetail::EventSax {

EvKind classify(const QString &kind)
{
    auto is = [&kind](const char *name) {
        return kind == QLatin1String(name);
    };
    if (is("ActionEvent"))
        return EvKind::Action;
    if (is("ObservationEvent"))
        return EvKind::Observation;
    if (is("MessageEvent"))
        return EvKind::Message;
    if (is("ConversationStateUpdateEvent"))
        return EvKind::StateUpdate;
    if (is("AgentErrorEvent"))
        return EvKind::AgentError;
    if (is("UserRejectObservation"))
        return EvKind::UserReject;
    if (is("ConversationErrorEvent") || is("ServerErrorEvent"))
        return EvKind::Error;
    if (is("Condensation") || is("CondensationSummaryEvent"))
        return EvKind::Condensation;
    if (is("HookExecutionEvent"))
        return EvKind::HookExecution;
    if (is("StreamingDeltaEvent"))
        return EvKind::StreamingDelta;
    if (is("SystemPromptEvent"))
        return EvKind::SystemPrompt;
    if (is("AskUserRequestEvent"))
        return EvKind::AskUserRequest;
    if (is("AskUserResponseEvent"))
        return EvKind::AskUserResponse;
    if (is("SecurityAnalysisEvent"))
        return EvKind::SecurityAnalysis;
    if (is("ACPToolCallEvent"))
        return EvKind::AcpToolCall;
    return EvKind::Other;
}

namespace {

/// The fields of the action kinds the app models (the rest stays in actionJson).
void actionFields(ActionScratch &x, ActionPayload &a)
{
    const QString &kind = a.actionKind;
    auto is = [&kind](const char *name) {
        return kind == QLatin1String(name);
    };
    if (is("TerminalAction") || is("ExecuteBashAction")) {
        a.command = std::move(x.command);
        a.isInput = x.isInput;
    } else if (is("FileEditorAction") || is("StrReplaceEditorAction") || is("PlanningFileEditorAction")) {
        a.command = std::move(x.command);
        a.path = std::move(x.path);
        a.fileText = std::move(x.fileText);
        a.oldStr = std::move(x.oldStr);
        a.newStr = std::move(x.newStr);
        if (x.insertLine)
            a.insertLine = clampInt(*x.insertLine);
    } else if (is("TaskTrackerAction")) {
        a.command = std::move(x.command);
        a.taskList = std::move(x.tasks);
    } else if (is("FinishAction")) {
        a.message = std::move(x.message);
    } else if (is("ThinkAction")) {
        a.message = std::move(x.thought);
    } else if (is("ApplyPatchAction")) {
        a.patch = std::move(x.patch);
    } else if (kind.startsWith(QLatin1String("Browser"))) {
        a.url = std::move(x.url);
    } else if (is("SwitchLLMAction")) {
        a.profileName = std::move(x.profileName);
        a.reason = std::move(x.reason);
    } else {
        a.command = std::move(x.command);
        a.path = std::move(x.path);
        a.message = std::move(x.message);
    }
}

void buildMessage(Scratch &s, Event &e)
{
    MessagePayload m;
    m.role = std::move(s.msgRole);
    m.text = std::move(s.msgText);
    m.imageUrls = std::move(s.msgImages);
    m.reasoningContent = std::move(s.msgReasoning);
    m.sender = std::move(s.str[SSender]);
    m.activatedSkills = std::move(s.activatedSkills);
    e.payload = std::move(m);
}

void buildAction(Scratch &s, Event &e)
{
    ActionPayload a;
    a.toolName = std::move(s.str[SToolName]);
    a.toolCallId = std::move(s.str[SToolCallId]);
    a.llmResponseId = std::move(s.str[SLlmResponseId]);
    a.securityRisk = securityRiskFromWire(s.str[SSecurityRisk]);
    a.summary = std::move(s.str[SSummary]);
    a.thought = std::move(s.thought);
    a.reasoningContent = std::move(s.str[SReasoningContent]);
    a.toolCallArguments = std::move(s.toolCallArgs);
    ActionScratch &x = s.action;
    if (x.isObject) {
        a.actionKind = std::move(x.kind);
        a.actionJson = memberJson(e.raw, "action");
        actionFields(x, a);
    }
    e.payload = std::move(a);
}

void buildObservation(Scratch &s, Event &e)
{
    ObservationPayload p;
    p.toolName = std::move(s.str[SToolName]);
    p.toolCallId = std::move(s.str[SToolCallId]);
    p.actionId = std::move(s.str[SActionId]);
    ObservationScratch &o = s.obs;
    if (o.isObject) {
        p.observationKind = std::move(o.kind);
        p.isError = o.isError;
        p.text = std::move(o.contentText);
        if (p.text.isEmpty()) {
            p.text = std::move(o.output);
            if (p.text.isEmpty())
                p.text = std::move(o.message);
        }
        if (o.errType == ObservationScratch::Err::Bool) {
            p.isError = p.isError || o.errBool;
        } else if (o.errType == ObservationScratch::Err::String) {
            p.errorText = std::move(o.errText);
            p.isError = p.isError || !p.errorText.isEmpty();
        }
        p.command = std::move(o.command);
        if (o.exitCode)
            p.exitCode = clampInt(*o.exitCode);
        p.workingDir = std::move(o.workingDir);
        if (!p.exitCode && o.metaExitCode)
            p.exitCode = clampInt(*o.metaExitCode);
        p.timedOut = o.timeout;
        p.path = std::move(o.path);
        p.oldContent = std::move(o.oldContent);
        p.newContent = std::move(o.newContent);
        p.prevExist = o.prevExist;
        p.taskList = std::move(o.tasks);
        p.hasScreenshot = o.hasScreenshot;
        p.activeModel = std::move(o.activeModel);
        p.chosenClass = std::move(o.chosenClass);
        // ClassifyAndSwitchLLMObservation names the profile it chose `model`
        p.profileName = p.observationKind == QLatin1String("ClassifyAndSwitchLLMObservation")
            ? std::move(o.model)
            : std::move(o.profileName);
    }
    e.payload = std::move(p);
}

void buildAgentError(Scratch &s, Event &e)
{
    AgentErrorPayload a;
    a.toolName = std::move(s.str[SToolName]);
    a.toolCallId = std::move(s.str[SToolCallId]);
    a.error = std::move(s.str[SError]);
    a.classificationKind = std::move(s.classificationKind);
    e.payload = std::move(a);
}

void buildUserReject(Scratch &s, Event &e)
{
    UserRejectPayload u;
    u.toolName = std::move(s.str[SToolName]);
    u.toolCallId = std::move(s.str[SToolCallId]);
    u.actionId = std::move(s.str[SActionId]);
    u.rejectionReason = std::move(s.str[SRejectionReason]);
    u.rejectionSource = std::move(s.str[SRejectionSource]);
    e.payload = std::move(u);
}

void buildStateUpdate(Scratch &s, Event &e)
{
    StateUpdatePayload st;
    st.key = std::move(s.str[SStateKey]);
    ValueScratch &v = s.value;
    if (v.nonNull) {
        const bool fullState = st.key == QLatin1String("full_state");
        if (st.key == QLatin1String("execution_status") && v.isString) {
            st.executionStatus = executionStatusFromWire(v.string);
        } else if (st.key == QLatin1String("stats")) {
            st.usageToMetrics = std::move(v.statsUsage);
        } else if (fullState && v.isObject) {
            if (v.fullStateExec)
                st.executionStatus = executionStatusFromWire(*v.fullStateExec);
            st.usageToMetrics = std::move(v.fullStateUsage);
        }
        if (!fullState) {
            QByteArray slice = memberJson(e.raw, "value");
            if (slice.size() <= kMaxValueJson)
                st.valueJson = std::move(slice);
        }
    }
    e.payload = std::move(st);
}

void buildError(Scratch &s, Event &e)
{
    ErrorPayload err;
    err.code = std::move(s.str[SCode]);
    err.detail = std::move(s.str[SDetail]);
    err.classificationKind = std::move(s.classificationKind);
    e.payload = std::move(err);
}

void buildCondensation(Scratch &s, Event &e)
{
    CondensationPayload c;
    c.forgottenEventIds = std::move(s.forgottenIds);
    c.summary = std::move(s.str[SSummary]);
    e.payload = std::move(c);
}

void buildHookExecution(Scratch &s, Event &e)
{
    HookExecutionPayload h;
    h.hookEventType = std::move(s.str[SHookEventType]);
    h.hookCommand = std::move(s.str[SHookCommand]);
    h.toolName = std::move(s.str[SToolName]);
    h.success = s.success;
    h.blocked = s.blocked;
    if (s.exitCode)
        h.exitCode = clampInt(*s.exitCode);
    h.stdoutText = std::move(s.str[SStdout]);
    h.stderrText = std::move(s.str[SStderr]);
    h.reason = std::move(s.str[SReason]);
    h.error = std::move(s.str[SError]);
    e.payload = std::move(h);
}

void buildStreamingDelta(Scratch &s, Event &e)
{
    StreamingDeltaPayload d;
    d.content = std::move(s.str[SContent]);
    d.reasoningContent = std::move(s.str[SReasoningContent]);
    e.payload = std::move(d);
}

void buildSystemPrompt(Scratch &s, Event &e)
{
    SystemPromptPayload sp;
    sp.systemPrompt = std::move(s.systemPrompt);
    sp.toolNames = std::move(s.toolNames);
    e.payload = std::move(sp);
}

void buildAskUserRequest(Scratch &s, Event &e)
{
    AskUserRequestPayload r;
    r.requestId = std::move(s.str[SRequestId]);
    r.questions = std::move(s.questions);
    r.actionId = std::move(s.str[SActionId]);
    r.toolCallId = std::move(s.str[SToolCallId]);
    r.toolName = std::move(s.str[SToolName]);
    r.timeoutSeconds = s.timeoutSeconds;
    e.payload = std::move(r);
}

void buildAskUserResponse(Scratch &s, Event &e)
{
    AskUserResponsePayload r;
    r.requestId = std::move(s.str[SRequestId]);
    r.action = std::move(s.askAction);
    r.answers = std::move(s.answers);
    e.payload = std::move(r);
}

void buildSecurityAnalysis(Scratch &s, Event &e)
{
    SecurityAnalysisPayload p;
    p.analyzer = std::move(s.str[SAnalyzer]);
    p.policy = std::move(s.str[SPolicy]);
    p.risks = std::move(s.risks);
    p.detailsJson = memberJson(e.raw, "details");
    e.payload = std::move(p);
}

void buildAcpToolCall(Scratch &s, Event &e)
{
    AcpToolCallPayload p;
    p.toolCallId = std::move(s.str[SToolCallId]);
    p.title = std::move(s.str[STitle]);
    p.status = std::move(s.str[SStatus]);
    p.toolKind = std::move(s.str[SToolKind]);
    p.text = std::move(s.acpText);
    p.isError = s.isError;
    p.rawInputJson = memberJson(e.raw, "raw_input");
    p.rawOutputJson = memberJson(e.raw, "raw_output");
    e.payload = std::move(p);
}

void buildPayload(EvKind kind, Scratch &s, Event &e)
{
    switch (kind) {
    case EvKind::Message:
        buildMessage(s, e);
        break;
    case EvKind::Action:
        buildAction(s, e);
        break;
    case EvKind::Observation:
        buildObservation(s, e);
        break;
    case EvKind::AgentError:
        buildAgentError(s, e);
        break;
    case EvKind::UserReject:
        buildUserReject(s, e);
        break;
    case EvKind::StateUpdate:
        buildStateUpdate(s, e);
        break;
    case EvKind::Error:
        buildError(s, e);
        break;
    case EvKind::Condensation:
        buildCondensation(s, e);
        break;
    case EvKind::HookExecution:
        buildHookExecution(s, e);
        break;
    case EvKind::StreamingDelta:
        buildStreamingDelta(s, e);
        break;
    case EvKind::SystemPrompt:
        buildSystemPrompt(s, e);
        break;
    case EvKind::AskUserRequest:
        buildAskUserRequest(s, e);
        break;
    case EvKind::AskUserResponse:
        buildAskUserResponse(s, e);
        break;
    case EvKind::SecurityAnalysis:
        buildSecurityAnalysis(s, e);
        break;
    case EvKind::AcpToolCall:
        buildAcpToolCall(s, e);
        break;
    case EvKind::Other:
        break; // OtherPayload: everything is in Event::raw
    }
}

} // namespace

void EventSaxHandler::finishEvent()
{
    Scratch &s = m_s;
    for (std::size_t r = 0; r < 4; ++r) {
        if (s.reqError[r]) {
            const QString base = itemPath(m_eventIndex);
            typedError(base + QLatin1Char('/') + QLatin1String(kReqNames[r]),
                       QStringLiteral("expected a string, got %1").arg(QLatin1String(s.reqError[r])));
            return;
        }
    }
    if (m_typed)
        return;

    Event e;
    if (m_shape == Shape::Single) {
        e.raw = m_scan.hasSpace ? JsonScan::compact(m_text) : m_text.toByteArray();
    } else if (m_spanIndex >= 0 && m_spanIndex < m_scan.elementSpans.size()) {
        const JsonScan::Span &span = m_scan.elementSpans.at(m_spanIndex);
        const QByteArrayView slice = m_text.sliced(span.begin, span.end - span.begin);
        e.raw = m_scan.hasSpace ? JsonScan::compact(slice) : slice.toByteArray();
    } // else: spans out of line; parsePage()/parseBatch() notice and fail

    e.id = std::move(s.req[0]);
    e.timestamp = std::move(s.req[1]);
    e.source = eventSourceFromWire(s.req[2]);
    e.parentId = std::move(s.str[SParentId]);
    e.kind = std::move(s.req[3]);
    buildPayload(classify(e.kind), s, e);

    switch (m_shape) {
    case Shape::Single:
        m_single = std::move(e);
        break;
    case Shape::Page:
        m_items.append(std::move(e));
        break;
    case Shape::Batch:
        m_batch.append(std::move(e));
        break;
    }
}

} // namespace Switchyard::Api::CodecDetail::EventSax
