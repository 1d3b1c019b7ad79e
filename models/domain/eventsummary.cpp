// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/domain/eventsummary.h"

#include "models/domain/statusnames.h"
#include "models/domain/timestamp.h"

#include <QCoreApplication>
#include <QHash>

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
    };
    return kinds.value(kind, EventKind::Unknown);
}

EventSummary summarizeEvent(const Event &event)
{
    EventSummary s;
    s.id = event.id;
    const QDateTime time = parseTimestamp(event.timestamp);
    s.timeMs = time.isValid() ? time.toMSecsSinceEpoch() : 0;
    s.kind = eventKindOf(event.kind);
    s.source = event.source.value();
    s.kindName = event.kind;

    std::visit(
        [&s](const auto &p) {
            using P = std::decay_t<decltype(p)>;
            if constexpr (std::is_same_v<P, MessagePayload>) {
                if (s.source == EventSource::User)
                    s.flags |= EventSummary::UserTurn;
                else if (s.source == EventSource::Agent)
                    s.flags |= EventSummary::AgentReply;
                s.summary = oneLine(p.text);
            } else if constexpr (std::is_same_v<P, ActionPayload>) {
                s.toolCallId = p.toolCallId;
                if (!p.actionKind.isEmpty())
                    s.kindName = p.actionKind;
                const bool terminal = p.actionKind == QLatin1String("TerminalAction")
                    || p.actionKind == QLatin1String("ExecuteBashAction");
                if (terminal) {
                    s.flags |= EventSummary::Terminal;
                    s.summary = oneLine(QStringLiteral("$ ") + p.command);
                } else if (p.actionKind == QLatin1String("FileEditorAction")
                           || p.actionKind == QLatin1String("ApplyPatchAction")) {
                    s.flags |= EventSummary::FileEdit;
                    s.summary = oneLine(p.command + QLatin1Char(' ') + p.path);
                } else if (p.actionKind == QLatin1String("FinishAction")) {
                    s.flags |= EventSummary::AgentReply;
                    s.summary = oneLine(p.message);
                } else if (p.actionKind == QLatin1String("ThinkAction")) {
                    s.flags |= EventSummary::Thinking;
                    s.summary = oneLine(p.message);
                } else if (p.actionKind.isEmpty()) {
                    s.summary = oneLine(Tr::tr("Invalid tool call: %1").arg(p.toolName));
                } else {
                    s.summary = oneLine(p.summary.isEmpty() ? p.toolName : p.summary);
                }
                if (s.summary.isEmpty() && !p.summary.isEmpty())
                    s.summary = oneLine(p.summary);
            } else if constexpr (std::is_same_v<P, ObservationPayload>) {
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
            } else if constexpr (std::is_same_v<P, AgentErrorPayload>) {
                s.toolCallId = p.toolCallId;
                s.flags |= EventSummary::IsError;
                s.summary = oneLine(p.error);
            } else if constexpr (std::is_same_v<P, UserRejectPayload>) {
                s.toolCallId = p.toolCallId;
                s.flags |= EventSummary::IsError | EventSummary::Rejected;
                s.summary = oneLine(p.rejectionReason);
            } else if constexpr (std::is_same_v<P, StateUpdatePayload>) {
                s.flags |= EventSummary::Noise;
                if (!p.usageToMetrics.isEmpty())
                    s.flags |= EventSummary::Stats;
                if (!p.executionStatus.isAbsent())
                    s.summary = oneLine(p.key + QStringLiteral(" \u2192 ") + executionStatusName(p.executionStatus));
                else
                    s.summary = oneLine(p.key);
            } else if constexpr (std::is_same_v<P, ErrorPayload>) {
                s.flags |= EventSummary::IsError;
                s.summary = oneLine(p.code.isEmpty() ? p.detail : p.code + QStringLiteral(": ") + p.detail);
            } else if constexpr (std::is_same_v<P, CondensationPayload>) {
                s.summary = oneLine(p.summary.isEmpty()
                                        ? Tr::tr("Condensed %n event(s)", nullptr, int(p.forgottenEventIds.size()))
                                        : p.summary);
            } else if constexpr (std::is_same_v<P, HookExecutionPayload>) {
                if (!p.success || p.blocked)
                    s.flags |= EventSummary::IsError;
                s.exitCode = p.exitCode;
                s.summary = oneLine(p.hookEventType + QLatin1Char(' ') + p.hookCommand);
            } else if constexpr (std::is_same_v<P, StreamingDeltaPayload>) {
                s.flags |= EventSummary::Noise;
                s.summary = oneLine(p.content.isEmpty() ? p.reasoningContent : p.content);
            } else if constexpr (std::is_same_v<P, SystemPromptPayload>) {
                s.summary = oneLine(Tr::tr("System prompt, %n tool(s)", nullptr, int(p.toolNames.size())));
            }
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
    };
    for (int v = int(ExecutionStatus::Idle); v <= int(ExecutionStatus::Deleting); ++v)
        parts.append(executionStatusName(ExecutionStatus(v))); // state updates name the status
    return parts.join(QChar(0x1f));
}

} // namespace Switchyard
