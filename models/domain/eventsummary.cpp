// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/domain/eventsummary.h"

#include "models/domain/statusnames.h"
#include "models/domain/timestamp.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QStringList>

#include <type_traits>

namespace Switchyard {

namespace {

constexpr int kMaxSummary = 200;

QString oneLine(const QString &text)
{
    QString s = text.simplified();
    if (s.size() > kMaxSummary)
        s = s.left(kMaxSummary - 1) + QChar(0x2026);
    return s;
}

/// The translation context of the summaries (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::EventSummary)
};

bool isModelSwitch(const QString &kind)
{
    return kind == QLatin1String("SwitchLLMAction") || kind == QLatin1String("ClassifyAndSwitchLLMAction")
        || kind == QLatin1String("SwitchLLMObservation") || kind == QLatin1String("ClassifyAndSwitchLLMObservation");
}

QString modelSwitchText(const ActionPayload &p)
{
    if (p.profileName.isEmpty())
        return Tr::tr("Choosing a model for the task");
    return p.reason.isEmpty() ? Tr::tr("Switch to model profile %1").arg(p.profileName)
                              : Tr::tr("Switch to model profile %1: %2").arg(p.profileName, p.reason);
}

QString modelSwitchText(const ObservationPayload &p)
{
    if (p.activeModel.isEmpty())
        return p.text;
    return p.chosenClass.isEmpty() ? Tr::tr("Now using %1").arg(p.activeModel)
                                   : Tr::tr("Task classified as %1, now using %2").arg(p.chosenClass, p.activeModel);
}

// --- the newer kinds (§13.2) ------------------------------------------------------------------------

void describe(EventSummary &s, const AskUserRequestPayload &p)
{
    s.flags |= EventSummary::Question;
    s.toolCallId = p.requestId;
    const QString first = p.questions.isEmpty() ? QString() : p.questions.first().text;
    if (p.questions.size() > 1)
        s.summary = oneLine(Tr::tr("Question: %1 (and %n more)", nullptr, int(p.questions.size() - 1)).arg(first));
    else
        s.summary = oneLine(Tr::tr("Question: %1").arg(first));
}

void describe(EventSummary &s, const AskUserResponsePayload &p)
{
    s.toolCallId = p.requestId;
    if (p.action == QLatin1String("decline")) {
        s.summary = Tr::tr("Declined to answer");
        return;
    }
    if (p.action == QLatin1String("cancel")) {
        s.summary = Tr::tr("Question dismissed");
        return;
    }
    QStringList answers;
    for (const QList<AskUserPick> &picks : p.answers) {
        QStringList labels;
        for (const AskUserPick &pick : picks)
            labels.append(pick.label.isEmpty() ? pick.optionId : pick.label);
        answers.append(labels.join(QStringLiteral(", ")));
    }
    s.summary = oneLine(Tr::tr("Answered: %1").arg(answers.join(QStringLiteral("; "))));
}

void describe(EventSummary &s, const SecurityAnalysisPayload &p)
{
    // One analysis usually judges one action; several: the highest risk speaks for them.
    OpenEnum<SecurityRisk> worst;
    for (const OpenEnum<SecurityRisk> &risk : p.risks) {
        if (worst.isAbsent() || int(risk.value()) > int(worst.value()))
            worst = risk;
    }
    s.summary = oneLine(Tr::tr("Security check: %1 risk (%2)").arg(securityRiskName(worst), p.analyzer));
}

void describe(EventSummary &s, const AcpToolCallPayload &p)
{
    s.toolCallId = p.toolCallId;
    if (p.isError || p.status == QLatin1String("failed"))
        s.flags |= EventSummary::IsError;
    if (p.toolKind == QLatin1String("execute"))
        s.flags |= EventSummary::Terminal;
    else if (p.toolKind == QLatin1String("edit"))
        s.flags |= EventSummary::FileEdit;
    s.kindName = QStringLiteral("ACPToolCallEvent");
    s.summary = oneLine(p.status.isEmpty() ? p.title : p.title + QStringLiteral(" (") + p.status + QLatin1Char(')'));
}

} // namespace

EventKind eventKindOf(const QString &kind)
{
    static const QHash<QString, EventKind> kinds{
        {QStringLiteral("SystemPromptEvent"), EventKind::SystemPrompt},
        {QStringLiteral("MessageEvent"), EventKind::Message},
        {QStringLiteral("ActionEvent"), EventKind::Action},
        {QStringLiteral("ObservationEvent"), EventKind::Observation},
        {QStringLiteral("AgentErrorEvent"), EventKind::AgentError},
        {QStringLiteral("UserRejectObservation"), EventKind::UserReject},
        {QStringLiteral("ConversationStateUpdateEvent"), EventKind::StateUpdate},
        {QStringLiteral("ConversationErrorEvent"), EventKind::ConversationError},
        {QStringLiteral("ServerErrorEvent"), EventKind::ServerError},
        {QStringLiteral("PauseEvent"), EventKind::Pause},
        {QStringLiteral("InterruptEvent"), EventKind::Interrupt},
        {QStringLiteral("Condensation"), EventKind::Condensation},
        {QStringLiteral("CondensationRequest"), EventKind::CondensationRequest},
        {QStringLiteral("CondensationSummaryEvent"), EventKind::CondensationSummary},
        {QStringLiteral("HookExecutionEvent"), EventKind::HookExecution},
        {QStringLiteral("ACPToolCallEvent"), EventKind::AcpToolCall},
        {QStringLiteral("LLMCompletionLogEvent"), EventKind::LlmCompletionLog},
        {QStringLiteral("StreamingDeltaEvent"), EventKind::StreamingDelta},
        {QStringLiteral("TokenEvent"), EventKind::Token},
        {QStringLiteral("AskUserRequestEvent"), EventKind::AskUserRequest},
        {QStringLiteral("AskUserResponseEvent"), EventKind::AskUserResponse},
        {QStringLiteral("SecurityAnalysisEvent"), EventKind::SecurityAnalysis},
    };
    return kinds.value(kind, EventKind::Unknown);
}

namespace {

// One describe() per payload: flags, tool call id, kind name and the one-line summary.

void describe(EventSummary &, const OtherPayload &) { }

void describe(EventSummary &s, const MessagePayload &p)
{
    if (s.source == EventSource::User)
        s.flags |= EventSummary::UserTurn;
    else if (s.source == EventSource::Agent)
        s.flags |= EventSummary::AgentReply;
    s.summary = oneLine(p.text);
}

void describe(EventSummary &s, const ActionPayload &p)
{
    s.toolCallId = p.toolCallId;
    if (!p.actionKind.isEmpty())
        s.kindName = p.actionKind;
    const bool terminal =
        p.actionKind == QLatin1String("TerminalAction") || p.actionKind == QLatin1String("ExecuteBashAction");
    if (terminal) {
        s.flags |= EventSummary::Terminal;
        s.summary = oneLine(QStringLiteral("$ ") + p.command);
    } else if (p.actionKind == QLatin1String("FileEditorAction") || p.actionKind == QLatin1String("ApplyPatchAction")) {
        s.flags |= EventSummary::FileEdit;
        s.summary = oneLine(p.command + QLatin1Char(' ') + p.path);
    } else if (p.actionKind == QLatin1String("FinishAction")) {
        s.flags |= EventSummary::AgentReply;
        s.summary = oneLine(p.message);
    } else if (p.actionKind == QLatin1String("ThinkAction")) {
        s.flags |= EventSummary::Thinking;
        s.summary = oneLine(p.message);
    } else if (isModelSwitch(p.actionKind)) {
        s.flags |= EventSummary::ModelSwitch;
        s.summary = oneLine(modelSwitchText(p));
    } else if (p.actionKind.isEmpty()) {
        s.summary = oneLine(Tr::tr("Invalid tool call: %1").arg(p.toolName));
    } else {
        s.summary = oneLine(p.summary.isEmpty() ? p.toolName : p.summary);
    }
    if (s.summary.isEmpty() && !p.summary.isEmpty())
        s.summary = oneLine(p.summary);
}

void describe(EventSummary &s, const ObservationPayload &p)
{
    s.toolCallId = p.toolCallId;
    if (!p.observationKind.isEmpty())
        s.kindName = p.observationKind;
    if (p.isError)
        s.flags |= EventSummary::IsError;
    const bool terminal = p.observationKind == QLatin1String("TerminalObservation")
        || p.observationKind == QLatin1String("ExecuteBashObservation");
    if (terminal)
        s.flags |= EventSummary::Terminal;
    if (p.observationKind == QLatin1String("FileEditorObservation")
        || p.observationKind == QLatin1String("ApplyPatchObservation"))
        s.flags |= EventSummary::FileEdit;
    s.exitCode = p.exitCode;
    if (p.exitCode && *p.exitCode != 0 && *p.exitCode != -1)
        s.flags |= EventSummary::NonZeroExit;
    QString text = p.text.isEmpty() ? p.errorText : p.text;
    if (p.exitCode)
        text = Tr::tr("exit %1: ").arg(*p.exitCode) + text;
    s.summary = oneLine(text);
    if (isModelSwitch(p.observationKind)) {
        s.flags |= EventSummary::ModelSwitch;
        s.summary = oneLine(modelSwitchText(p));
    }
}

void describe(EventSummary &s, const AgentErrorPayload &p)
{
    s.toolCallId = p.toolCallId;
    s.flags |= EventSummary::IsError;
    s.summary = oneLine(p.error);
}

void describe(EventSummary &s, const UserRejectPayload &p)
{
    s.toolCallId = p.toolCallId;
    s.flags |= EventSummary::IsError | EventSummary::Rejected;
    s.summary = oneLine(p.rejectionReason);
}

void describe(EventSummary &s, const StateUpdatePayload &p)
{
    s.flags |= EventSummary::Noise;
    if (!p.usageToMetrics.isEmpty())
        s.flags |= EventSummary::Stats;
    if (!p.executionStatus.isAbsent())
        s.summary = oneLine(p.key + QStringLiteral(" \u2192 ") + executionStatusName(p.executionStatus));
    else
        s.summary = oneLine(p.key);
}

void describe(EventSummary &s, const ErrorPayload &p)
{
    s.flags |= EventSummary::IsError;
    s.summary = oneLine(p.code.isEmpty() ? p.detail : p.code + QStringLiteral(": ") + p.detail);
}

void describe(EventSummary &s, const CondensationPayload &p)
{
    s.summary = oneLine(p.summary.isEmpty() ? Tr::tr("Condensed %n event(s)", nullptr, int(p.forgottenEventIds.size()))
                                            : p.summary);
}

void describe(EventSummary &s, const HookExecutionPayload &p)
{
    if (!p.success || p.blocked)
        s.flags |= EventSummary::IsError;
    s.exitCode = p.exitCode;
    s.summary = oneLine(p.hookEventType + QLatin1Char(' ') + p.hookCommand);
}

void describe(EventSummary &s, const StreamingDeltaPayload &p)
{
    s.flags |= EventSummary::Noise;
    s.summary = oneLine(p.content.isEmpty() ? p.reasoningContent : p.content);
}

void describe(EventSummary &s, const SystemPromptPayload &p)
{
    s.summary = oneLine(Tr::tr("System prompt, %n tool(s)", nullptr, int(p.toolNames.size())));
}

} // namespace

EventSummary summarizeEvent(const Event &event)
{
    EventSummary s;
    s.id = event.id;
    s.timeMs = parseTimestampMs(event.timestamp);
    s.kind = eventKindOf(event.kind);
    s.source = event.source.value();
    s.kindName = event.kind;

    std::visit(
        [&s](const auto &p) {
            describe(s, p);
        },
        event.payload);

    if (s.kind == EventKind::Token || s.kind == EventKind::LlmCompletionLog)
        s.flags |= EventSummary::Noise;
    if (s.kind == EventKind::Pause)
        s.summary = Tr::tr("Paused");
    else if (s.kind == EventKind::Interrupt)
        s.summary = Tr::tr("Interrupted");
    else if (s.kind == EventKind::CondensationRequest)
        s.summary = Tr::tr("Condensation requested");
    if (s.summary.isEmpty() && s.kind == EventKind::Unknown)
        s.summary = Tr::tr("Unknown event kind %1").arg(event.kind);
    return s;
}

QString eventSummaryTranslationTag()
{
    QStringList parts{
        Tr::tr("Invalid tool call: %1"),
        Tr::tr("exit %1: "),
        Tr::tr("Condensed %n event(s)", nullptr, 1),
        Tr::tr("Condensed %n event(s)", nullptr, 2),
        Tr::tr("System prompt, %n tool(s)", nullptr, 1),
        Tr::tr("System prompt, %n tool(s)", nullptr, 2),
        Tr::tr("Paused"),
        Tr::tr("Interrupted"),
        Tr::tr("Condensation requested"),
        Tr::tr("Unknown event kind %1"),
        Tr::tr("Choosing a model for the task"),
        Tr::tr("Switch to model profile %1"),
        Tr::tr("Switch to model profile %1: %2"),
        Tr::tr("Now using %1"),
        Tr::tr("Task classified as %1, now using %2"),
        Tr::tr("Question: %1 (and %n more)", nullptr, 1),
        Tr::tr("Question: %1 (and %n more)", nullptr, 2),
        Tr::tr("Question: %1"),
        Tr::tr("Declined to answer"),
        Tr::tr("Question dismissed"),
        Tr::tr("Answered: %1"),
        Tr::tr("Security check: %1 risk (%2)"),
    };
    for (int v = int(SecurityRisk::Unknown); v <= int(SecurityRisk::High); ++v)
        parts.append(securityRiskName(SecurityRisk(v)));
    for (int v = int(ExecutionStatus::Idle); v <= int(ExecutionStatus::Deleting); ++v)
        parts.append(executionStatusName(ExecutionStatus(v))); // state updates name the status
    return parts.join(QChar(0x1f));
}

QString waitingQuestion(const QList<EventSummary> &summaries)
{
    // Walk back from the end: the first request not answered by a response after it.
    QSet<QString> answered;
    for (auto it = summaries.crbegin(); it != summaries.crend(); ++it) {
        if (it->kind == EventKind::AskUserResponse)
            answered.insert(it->toolCallId);
        else if (it->kind == EventKind::AskUserRequest && !answered.contains(it->toolCallId))
            return it->toolCallId;
    }
    return {};
}

std::optional<AskUserRequestPayload> waitingQuestion(const QList<Event> &events)
{
    QSet<QString> answered;
    for (auto it = events.crbegin(); it != events.crend(); ++it) {
        if (const auto *response = std::get_if<AskUserResponsePayload>(&it->payload))
            answered.insert(response->requestId);
        else if (const auto *request = std::get_if<AskUserRequestPayload>(&it->payload);
                 request && !answered.contains(request->requestId))
            return *request;
    }
    return std::nullopt;
}

QHash<QString, SecurityVerdict> securityVerdictsByAction(const QList<Event> &events)
{
    QHash<QString, SecurityVerdict> out;
    for (const Event &e : events) {
        const auto *analysis = std::get_if<SecurityAnalysisPayload>(&e.payload);
        if (!analysis)
            continue;
        for (auto it = analysis->risks.cbegin(); it != analysis->risks.cend(); ++it)
            out.insert(it.key(), SecurityVerdict{it.value(), analysis->analyzer, analysis->policy, e.id});
    }
    return out;
}

} // namespace Switchyard
