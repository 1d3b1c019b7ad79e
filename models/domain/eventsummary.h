// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/domain/event.h"
#include "models/domain/status.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace Switchyard {

/// The event kinds of spec §6.2. Unknown covers every kind this build does not know; its wire name
/// stays in EventSummary::kindName.
enum class EventKind : quint8
{
    Unknown,
    SystemPrompt,
    Message,
    Action,
    Observation,
    AgentError,
    UserReject,
    StateUpdate,
    ConversationError,
    ServerError,
    Pause,
    Interrupt,
    Condensation,
    CondensationRequest,
    CondensationSummary,
    HookExecution,
    AcpToolCall,
    LlmCompletionLog,
    StreamingDelta,
    Token,
    // appended (values are stored in the cache): the newer kinds of §13.2
    AskUserRequest,
    AskUserResponse,
    SecurityAnalysis,
};

[[nodiscard]] EventKind eventKindOf(const QString &kind);

/// The compact row kept per event (store summary table, timeline rows). The raw JSON stays in the
/// store and is parsed on demand for details.
struct EventSummary
{
    enum Flag : quint16
    {
        IsError = 1 << 0, ///< agent/conversation/server error, error observation, rejection
        NonZeroExit = 1 << 1, ///< terminal observation with exit code != 0 (and != -1)
        Noise = 1 << 2, ///< state updates, streaming deltas, token and LLM-log events
        UserTurn = 1 << 3, ///< a user MessageEvent: starts a turn
        AgentReply = 1 << 4, ///< an agent MessageEvent or FinishAction
        FileEdit = 1 << 5, ///< FileEditorAction / FileEditorObservation / ApplyPatch
        Terminal = 1 << 6, ///< terminal / execute_bash action or observation
        Rejected = 1 << 7, ///< UserRejectObservation
        Stats = 1 << 8, ///< state update carrying usage metrics (key stats, or full_state with stats)
        Thinking = 1 << 9, ///< ThinkAction, or an event whose text is reasoning only
        Question = 1 << 10, ///< AskUserRequestEvent: the agent waits for the user's answer
        ModelSwitch = 1 << 11, ///< SwitchLLM / ClassifyAndSwitchLLM action or observation
    };

    QString id;
    qint64 timeMs = 0; ///< UTC milliseconds since the epoch
    EventKind kind = EventKind::Unknown;
    EventSource source = EventSource::Unknown;
    quint16 flags = 0;
    QString kindName; ///< wire kind; for actions/observations the inner kind (e.g. TerminalAction)
    /// For pairing actions with observations, errors and rejections (§6.4); for ask-user requests
    /// and responses, their request id (waitingQuestion()).
    QString toolCallId;
    QString summary; ///< one line, at most ~200 characters
    std::optional<int> exitCode;

    [[nodiscard]] bool has(Flag f) const { return (flags & f) != 0; }
};

/// Builds the compact summary of one typed event. Pure and cheap (no JSON parsing).
[[nodiscard]] EventSummary summarizeEvent(const Event &event);
/// The request id of the ask-user question still waiting for its answer in a log's summaries (in
/// log order), or empty: the last AskUserRequestEvent with no AskUserResponseEvent of the same
/// request id after it. A waiting question counts as "needs me".
[[nodiscard]] QString waitingQuestion(const QList<EventSummary> &summaries);
/// The same over parsed events, with the question itself (std::nullopt when none waits).
[[nodiscard]] std::optional<AskUserRequestPayload> waitingQuestion(const QList<Event> &events);

/// A security analyzer's verdict on one action (SecurityAnalysisEvent, §13.2).
struct SecurityVerdict
{
    OpenEnum<SecurityRisk> risk;
    QString analyzer;
    QString policy;
    QString analysisEventId; ///< the SecurityAnalysisEvent (its details are in its raw JSON)
};
/// The verdicts of `events` attached to the actions they judge: ActionEvent id -> the latest
/// verdict on it.
[[nodiscard]] QHash<QString, SecurityVerdict> securityVerdictsByAction(const QList<Event> &events);

/// The translated texts summarizeEvent() puts into summaries, joined: it changes when the user
/// interface language (or its translation) changes, so stored summaries can be redone.
[[nodiscard]] QString eventSummaryTranslationTag();

} // namespace Switchyard
