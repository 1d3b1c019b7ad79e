// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/domain (switchyard_domain, Qt Core only).
//
// One event of a conversation's log (spec §6): the common fields, a typed payload for the kinds
// the app shows, and the compact raw JSON of the whole event as opaque bytes (nothing the payload
// does not model is ever lost; the timeline's detail view has models/api parse it on demand). The
// event and payload kinds (`kind`, `actionKind`, `observationKind`) are kept verbatim: servers add
// new ones freely and unknown kinds are shown by name. The compact per-event row is EventSummary
// (eventsummary.h).

#include "models/domain/metrics.h"
#include "models/domain/status.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QMetaType>
#include <QString>

#include <optional>
#include <variant>

namespace Switchyard {

struct TaskItem
{
    QString title;
    QString notes;
    OpenEnum<TaskStatus> status;
    bool operator==(const TaskItem &) const = default;
};

/// MessageEvent (§6.2).
struct MessagePayload
{
    QString role;
    QString text; ///< the text blocks of llm_message.content joined by blank lines
    QList<QString> imageUrls;
    QString sender;
    QList<QString> activatedSkills;
    QString reasoningContent;
};

/// ActionEvent (§6.2, §6.3). `actionKind` is empty when `action` was null (invalid tool call).
struct ActionPayload
{
    QString actionKind; ///< TerminalAction, FileEditorAction, ..., or any newer kind
    QString toolName;
    QString toolCallId;
    QString llmResponseId;
    OpenEnum<SecurityRisk> securityRisk;
    QString summary;
    QString thought; ///< thought blocks joined
    QString reasoningContent;
    QString toolCallArguments; ///< the raw JSON string the LLM produced
    // Typed fields of the common action kinds; empty when not applicable.
    QString command; ///< TerminalAction.command, ExecuteBashAction.command, FileEditorAction.command
    bool isInput = false; ///< TerminalAction.is_input
    QString path; ///< FileEditorAction.path
    QString fileText; ///< FileEditorAction.file_text
    QString oldStr; ///< FileEditorAction.old_str
    QString newStr; ///< FileEditorAction.new_str
    std::optional<int> insertLine;
    QList<TaskItem> taskList; ///< TaskTrackerAction
    QString message; ///< FinishAction.message, ThinkAction.thought
    QString url; ///< BrowserNavigateAction.url
    QString patch; ///< ApplyPatchAction.patch
    QString profileName; ///< SwitchLLMAction.profile_name (§13.2: a model switch)
    QString reason; ///< SwitchLLMAction.reason
    QByteArray actionJson; ///< the compact JSON of `action` (for MCP arguments and unmodelled kinds)
};

/// ObservationEvent (§6.2, §6.3).
struct ObservationPayload
{
    QString observationKind;
    QString toolName;
    QString toolCallId;
    QString actionId;
    bool isError = false;
    QString text; ///< content text blocks joined (or legacy `output`)
    QString errorText; ///< legacy ExecuteBashObservation.error
    QString command;
    std::optional<int> exitCode;
    bool timedOut = false;
    QString workingDir;
    QString path;
    std::optional<QString> oldContent; ///< FileEditorObservation
    std::optional<QString> newContent;
    bool prevExist = false;
    QList<TaskItem> taskList;
    bool hasScreenshot = false; ///< BrowserObservation.screenshot_data present (kept in the raw JSON)
    // Model switches (§13.2): SwitchLLMObservation, ClassifyAndSwitchLLMObservation.
    QString activeModel; ///< active_model: the model the next steps use
    QString profileName; ///< profile_name (SwitchLLM) or model (ClassifyAndSwitch: the profile chosen)
    QString chosenClass; ///< chosen_class (ClassifyAndSwitch)
};

struct AgentErrorPayload
{
    QString toolName;
    QString toolCallId;
    QString error;
    QString classificationKind;
};

struct UserRejectPayload
{
    QString toolName;
    QString toolCallId;
    QString actionId;
    QString rejectionReason;
    QString rejectionSource;
};

/// ConversationStateUpdateEvent: `key` plus what the client uses from `value`.
struct StateUpdatePayload
{
    QString key;
    OpenEnum<ExecutionStatus> executionStatus; ///< key execution_status or full_state; absent otherwise
    QMap<QString, MetricsSnapshot> usageToMetrics; ///< key stats or full_state.stats
    QByteArray valueJson; ///< compact JSON of `value`, capped
};

/// ConversationErrorEvent and ServerErrorEvent.
struct ErrorPayload
{
    QString code;
    QString detail;
    QString classificationKind;
};

struct CondensationPayload
{
    QList<QString> forgottenEventIds;
    QString summary;
};

struct HookExecutionPayload
{
    QString hookEventType; ///< PascalCase
    QString hookCommand;
    QString toolName;
    bool success = false;
    bool blocked = false;
    std::optional<int> exitCode;
    QString stdoutText;
    QString stderrText;
    QString reason;
    QString error;
};

struct StreamingDeltaPayload
{
    QString content;
    QString reasoningContent;
};

struct SystemPromptPayload
{
    QString systemPrompt;
    QList<QString> toolNames;
};

/// One option of an ask-user question.
struct AskUserOption
{
    QString id;
    QString label;
    QString description;
    bool operator==(const AskUserOption &) const = default;
};

struct AskUserQuestion
{
    QString id;
    QString text; ///< `question` (SDK) or `text` (spec §13.2)
    QList<AskUserOption> options;
    bool multiSelect = false;
    bool operator==(const AskUserQuestion &) const = default;
};

/// AskUserRequestEvent (§13.2): the agent asks the user and waits. The conversation needs the
/// user until an AskUserResponseEvent with the same request id arrives (waitingQuestion()).
struct AskUserRequestPayload
{
    QString requestId;
    QList<AskUserQuestion> questions;
    QString actionId; ///< the ask_user ActionEvent
    QString toolCallId;
    QString toolName;
    std::optional<double> timeoutSeconds;
};

/// One pick of an answer: an option (id and label), or a free text in `label`.
struct AskUserPick
{
    QString optionId;
    QString label;
    bool operator==(const AskUserPick &) const = default;
};

/// AskUserResponseEvent: `action` is accept, decline or cancel (kept verbatim).
struct AskUserResponsePayload
{
    QString requestId;
    QString action;
    QMap<QString, QList<AskUserPick>> answers; ///< question id -> picks
};

/// SecurityAnalysisEvent (§13.2): an analyzer's verdicts on actions, by the ActionEvent's id
/// (securityVerdictsByAction() attaches them to the actions they judge).
struct SecurityAnalysisPayload
{
    QString analyzer;
    QString policy;
    QMap<QString, OpenEnum<SecurityRisk>> risks; ///< action event id -> risk
    QByteArray detailsJson; ///< compact JSON of `details` ({action id: {...}}), as sent
};

/// ACPToolCallEvent: a tool call of an ACP agent (Codex, Claude Code: the conversation's
/// agent_kind "acp" and acp_server say which), reported while it runs.
struct AcpToolCallPayload
{
    QString toolCallId;
    QString title;
    QString status; ///< pending, in_progress, completed, failed (kept verbatim)
    QString toolKind; ///< read, edit, execute, ... (kept verbatim)
    QString text; ///< the text of `content` (text blocks, nested ACP content blocks)
    bool isError = false;
    QByteArray rawInputJson; ///< compact JSON of raw_input, as sent
    QByteArray rawOutputJson;
};

/// Kinds with no fields of their own (PauseEvent, InterruptEvent, CondensationRequest, TokenEvent,
/// LLMCompletionLogEvent, ...) and unknown kinds: everything is in Event::raw.
struct OtherPayload
{ };

using EventPayload =
    std::variant<OtherPayload, MessagePayload, ActionPayload, ObservationPayload, AgentErrorPayload, UserRejectPayload,
                 StateUpdatePayload, ErrorPayload, CondensationPayload, HookExecutionPayload, StreamingDeltaPayload,
                 SystemPromptPayload, AskUserRequestPayload, AskUserResponsePayload, SecurityAnalysisPayload,
                 AcpToolCallPayload>;

/// One event: the common fields (§6.1), a typed payload, and the compact raw JSON of the whole event
/// (so nothing the payload does not model is ever lost).
struct Event
{
    QString id;
    QString timestamp; ///< as on the wire: naive ISO, compared as a string by the server
    OpenEnum<EventSource> source;
    QString parentId;
    QString kind; ///< the discriminator, kept verbatim (unknown kinds included)
    EventPayload payload;
    QByteArray raw; ///< compact JSON of the whole event
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::Event)
