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

// The builders fill what the field table (eventfields.h) does not: the payload exists already and
// its table fields are set (applyFields) when they run.

void buildMessage(Scratch &s, Event &e)
{
    auto &m = std::get<MessagePayload>(e.payload);
    m.role = std::move(s.msgRole);
    m.text = std::move(s.msgText);
    m.imageUrls = std::move(s.msgImages);
    m.reasoningContent = std::move(s.msgReasoning);
    m.activatedSkills = std::move(s.activatedSkills);
}

void buildAction(Scratch &s, Event &e)
{
    auto &a = std::get<ActionPayload>(e.payload);
    a.thought = std::move(s.thought);
    a.toolCallArguments = std::move(s.toolCallArgs);
    ActionScratch &x = s.action;
    if (x.isObject) {
        a.actionKind = std::move(x.kind);
        a.actionJson = memberJson(e.raw, "action");
        actionFields(x, a);
    }
}

void buildObservation(Scratch &s, Event &e)
{
    auto &p = std::get<ObservationPayload>(e.payload);
    ObservationScratch &o = s.obs;
    if (!o.isObject)
        return;
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
    p.profileName = p.observationKind == QLatin1String("ClassifyAndSwitchLLMObservation") ? std::move(o.model)
                                                                                          : std::move(o.profileName);
}

void buildAgentError(Scratch &s, Event &e)
{
    std::get<AgentErrorPayload>(e.payload).classificationKind = std::move(s.classificationKind);
}

void buildStateUpdate(Scratch &s, Event &e)
{
    auto &st = std::get<StateUpdatePayload>(e.payload);
    ValueScratch &v = s.value;
    if (!v.nonNull)
        return;
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

void buildError(Scratch &s, Event &e)
{
    std::get<ErrorPayload>(e.payload).classificationKind = std::move(s.classificationKind);
}

void buildCondensation(Scratch &s, Event &e)
{
    std::get<CondensationPayload>(e.payload).forgottenEventIds = std::move(s.forgottenIds);
}

void buildSystemPrompt(Scratch &s, Event &e)
{
    auto &sp = std::get<SystemPromptPayload>(e.payload);
    sp.systemPrompt = std::move(s.systemPrompt);
    sp.toolNames = std::move(s.toolNames);
}

void buildAskUserRequest(Scratch &s, Event &e)
{
    std::get<AskUserRequestPayload>(e.payload).questions = std::move(s.questions);
}

void buildAskUserResponse(Scratch &s, Event &e)
{
    auto &r = std::get<AskUserResponsePayload>(e.payload);
    r.action = std::move(s.askAction);
    r.answers = std::move(s.answers);
}

void buildSecurityAnalysis(Scratch &s, Event &e)
{
    auto &p = std::get<SecurityAnalysisPayload>(e.payload);
    p.risks = std::move(s.risks);
    p.detailsJson = memberJson(e.raw, "details");
}

void buildAcpToolCall(Scratch &s, Event &e)
{
    auto &p = std::get<AcpToolCallPayload>(e.payload);
    p.text = std::move(s.acpText);
    p.rawInputJson = memberJson(e.raw, "raw_input");
    p.rawOutputJson = memberJson(e.raw, "raw_output");
}

/// One kind: its payload type and the builder of what the field table does not fill.
struct KindBuilder
{
    void (*emplace)(Event &e);
    void (*build)(Scratch &s, Event &e);
};

template<typename P>
void emplace(Event &e)
{
    e.payload.emplace<P>();
}

void nothing(Scratch &, Event &) { }

KindBuilder builderOf(EvKind kind)
{
    switch (kind) {
    case EvKind::Message:
        return {&emplace<MessagePayload>, &buildMessage};
    case EvKind::Action:
        return {&emplace<ActionPayload>, &buildAction};
    case EvKind::Observation:
        return {&emplace<ObservationPayload>, &buildObservation};
    case EvKind::AgentError:
        return {&emplace<AgentErrorPayload>, &buildAgentError};
    case EvKind::UserReject:
        return {&emplace<UserRejectPayload>, &nothing};
    case EvKind::StateUpdate:
        return {&emplace<StateUpdatePayload>, &buildStateUpdate};
    case EvKind::Error:
        return {&emplace<ErrorPayload>, &buildError};
    case EvKind::Condensation:
        return {&emplace<CondensationPayload>, &buildCondensation};
    case EvKind::HookExecution:
        return {&emplace<HookExecutionPayload>, &nothing};
    case EvKind::StreamingDelta:
        return {&emplace<StreamingDeltaPayload>, &nothing};
    case EvKind::SystemPrompt:
        return {&emplace<SystemPromptPayload>, &buildSystemPrompt};
    case EvKind::AskUserRequest:
        return {&emplace<AskUserRequestPayload>, &buildAskUserRequest};
    case EvKind::AskUserResponse:
        return {&emplace<AskUserResponsePayload>, &buildAskUserResponse};
    case EvKind::SecurityAnalysis:
        return {&emplace<SecurityAnalysisPayload>, &buildSecurityAnalysis};
    case EvKind::AcpToolCall:
        return {&emplace<AcpToolCallPayload>, &buildAcpToolCall};
    case EvKind::Other:
        break; // OtherPayload: everything is in Event::raw
    }
    return {&emplace<OtherPayload>, &nothing};
}

/// The field table's rows whose member came, into the event and its (new) payload.
void applyFields(const Scratch &s, const KeyTable &keys, Event &e)
{
    if (!s.seen)
        return;
    const std::span<const EventFields::Field> rows = EventFields::fields();
    const std::vector<qint8> &slots = keys.rowSlots();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const qint8 slot = slots[i];
        if (s.seen & (quint64(1) << slot))
            rows[i].assign(e, s.fields[std::size_t(slot)]);
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
    e.kind = std::move(s.req[3]);
    const KindBuilder builder = builderOf(classify(e.kind));
    builder.emplace(e);
    applyFields(s, m_keys, e);
    builder.build(s, e);

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
