// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Typed values for every record of the V1 API (spec §3, §6, §8, §9).
//
// These are plain values: no JSON appears here. The codecs in codec.h fill them. They double as the
// domain values above the API (models/ and ui/ use them directly instead of a parallel set of
// copies). Rules that hold for every type:
//  - every field may be missing or null on the wire: missing strings are empty, missing numbers are
//    0, and fields where "absent" differs from "empty" are std::optional;
//  - enums keep the original wire string (Tolerant<E>::wire) so an unknown value is shown, never
//    dropped or coerced;
//  - secrets (session_api_key, start-request secrets) live in memory only; the store and the logs
//    never see them (see redaction.h).

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QMetaType>
#include <QString>

#include <optional>
#include <variant>

namespace Switchyard::Api {

/// An enum value together with the exact string it came from. `value` is the enum's Unknown
/// member when the string is not one this build knows.
template<typename E>
struct Tolerant
{
    E value = E::Unknown;
    QString wire;

    [[nodiscard]] bool isKnown() const { return value != E::Unknown; }
    [[nodiscard]] bool isEmpty() const { return wire.isEmpty(); }
    bool operator==(const Tolerant &other) const { return value == other.value && wire == other.wire; }
};

enum class SandboxStatus
{
    Unknown,
    Starting,
    Running,
    Paused,
    Error,
    Missing
};
enum class ExecutionStatus
{
    Unknown,
    Idle,
    Running,
    Paused,
    WaitingForConfirmation,
    Finished,
    Error,
    Stuck,
    Deleting
};
enum class StartTaskStatus
{
    Unknown,
    Working,
    WaitingForSandbox,
    PreparingRepository,
    RunningSetupScript,
    SettingUpGitHooks,
    SettingUpSkills,
    StartingConversation,
    Ready,
    Error
};
enum class EventSource
{
    Unknown,
    Agent,
    User,
    Environment,
    Hook
};
enum class SecurityRisk
{
    Unknown,
    Low,
    Medium,
    High
};
enum class GitChangeStatus
{
    Unknown,
    Moved,
    Added,
    Deleted,
    Updated
};
enum class GroupingStrategy
{
    Unknown,
    NoGrouping,
    GroupByNewest,
    LeastRecentlyUsed,
    FewestConversations,
    AddToAny
};
enum class TaskStatus
{
    Unknown,
    Todo,
    InProgress,
    Done
};

/// Wire string <-> enum. The *FromWire functions are total: unknown strings give Unknown.
[[nodiscard]] Tolerant<SandboxStatus> sandboxStatusFromWire(const QString &s);
[[nodiscard]] Tolerant<ExecutionStatus> executionStatusFromWire(const QString &s);
[[nodiscard]] Tolerant<StartTaskStatus> startTaskStatusFromWire(const QString &s);
[[nodiscard]] Tolerant<EventSource> eventSourceFromWire(const QString &s);
[[nodiscard]] Tolerant<SecurityRisk> securityRiskFromWire(const QString &s);
[[nodiscard]] Tolerant<GitChangeStatus> gitChangeStatusFromWire(const QString &s);
[[nodiscard]] Tolerant<GroupingStrategy> groupingStrategyFromWire(const QString &s);
[[nodiscard]] Tolerant<TaskStatus> taskStatusFromWire(const QString &s);
[[nodiscard]] QString toWire(SandboxStatus v);
[[nodiscard]] QString toWire(ExecutionStatus v);
[[nodiscard]] QString toWire(StartTaskStatus v);
[[nodiscard]] QString toWire(EventSource v);
[[nodiscard]] QString toWire(SecurityRisk v);
[[nodiscard]] QString toWire(GitChangeStatus v);
[[nodiscard]] QString toWire(GroupingStrategy v);
[[nodiscard]] QString toWire(TaskStatus v);

/// Normalises a conversation / start-task id to the 32-hex form the server emits
/// (accepts dashed, braced and urn:uuid: forms). Returns an empty string for a non-UUID.
[[nodiscard]] QString normalizeUuidHex(const QString &id);
/// Parses an app-server timestamp (aware, `Z` or `+00:00`, with or without fraction) or an event
/// timestamp (naive; taken as UTC). Invalid input gives an invalid QDateTime.
[[nodiscard]] QDateTime parseTimestamp(const QString &s);

// --- §3.4 metrics -----------------------------------------------------------------------------

struct TokenUsage
{
    QString model;
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    qint64 cacheReadTokens = 0;
    qint64 cacheWriteTokens = 0;
    qint64 reasoningTokens = 0;
    qint64 contextWindow = 0;
    qint64 perTurnToken = 0;
    QString responseId;
    bool operator==(const TokenUsage &) const = default;
};

struct MetricsSnapshot
{
    QString modelName;
    double accumulatedCost = 0.0;
    std::optional<double> maxBudgetPerTask;
    std::optional<TokenUsage> accumulatedTokenUsage;
    bool operator==(const MetricsSnapshot &) const = default;
};

// --- §3.1 / §3.2 requests ---------------------------------------------------------------------

/// One block of message content: `{"type":"text","text":…}` or `{"type":"image","image_urls":[…]}`.
struct ContentBlock
{
    QString type = QStringLiteral("text");
    QString text;
    QList<QString> imageUrls;
    bool operator==(const ContentBlock &) const = default;
};

struct SendMessageRequest
{
    QString role = QStringLiteral("user");
    QList<ContentBlock> content;
    bool run = true;
};

struct PluginSpec
{
    QString source;
    QString ref;
    QString repoPath;
    QByteArray parametersJson; ///< compact JSON object, or empty
    bool operator==(const PluginSpec &) const = default;
};

/// POST /api/v1/app-conversations body (§3.2). Empty strings / empty optionals are omitted.
struct StartRequest
{
    QString sandboxId;
    QString conversationId;
    std::optional<SendMessageRequest> initialMessage;
    QString systemMessageSuffix;
    QString llmModel;
    QString agentProfileId;
    QString selectedRepository;
    QString selectedBranch;
    QString gitProvider;
    QString title;
    QString trigger;
    QList<int> prNumbers;
    QString parentConversationId;
    QString agentType = QStringLiteral("default");
    std::optional<bool> isPublic;
    QByteArray observabilityMetadataJson; ///< compact JSON object, or empty
    QList<QString> observabilityTags;
    QString observabilitySpanName;
    QList<PluginSpec> plugins;
    QMap<QString, QString> secrets; ///< memory only; masked in echoes
};

// --- §3.3 start task --------------------------------------------------------------------------

struct StartTask
{
    QString id;
    QString createdByUserId;
    Tolerant<StartTaskStatus> status;
    QString detail;
    QString appConversationId;
    QString sandboxId;
    QString agentServerUrl;
    StartRequest request; ///< the echo; secrets are "**********"
    QDateTime createdAt;
    QDateTime updatedAt;
};

// --- §3.4 conversation ------------------------------------------------------------------------

struct AgentProfileRef
{
    QString agentProfileId;
    int revision = 0;
    bool operator==(const AgentProfileRef &) const = default;
};

struct Conversation
{
    QString id;
    QString createdByUserId;
    QString sandboxId;
    QString selectedRepository;
    QString selectedBranch;
    QString gitProvider;
    QString title;
    QString trigger;
    QList<int> prNumbers;
    QString llmModel;
    QString agentKind;
    std::optional<MetricsSnapshot> metrics;
    QString parentConversationId;
    QList<QString> subConversationIds;
    std::optional<bool> isPublic;
    QMap<QString, QString> tags;
    QDateTime createdAt;
    QDateTime updatedAt;
    Tolerant<SandboxStatus> sandboxStatus;
    std::optional<Tolerant<ExecutionStatus>> executionStatus; ///< null unless the sandbox is RUNNING
    QString conversationUrl;
    QString sessionApiKey; ///< secret: memory only
    QString acpServer;
    std::optional<AgentProfileRef> launchedAgentProfile;
    bool operator==(const Conversation &) const = default;
};

// --- §3.5 sandbox -----------------------------------------------------------------------------

struct ExposedUrl
{
    QString name; ///< AGENT_SERVER, VSCODE, WORKER_1, WORKER_2, or anything newer
    QString url;
    int port = 0;
    bool operator==(const ExposedUrl &) const = default;
};

struct Sandbox
{
    QString id;
    QString createdByUserId;
    QString sandboxSpecId;
    Tolerant<SandboxStatus> status;
    QString sessionApiKey; ///< secret: memory only
    QList<ExposedUrl> exposedUrls;
    QDateTime createdAt;
    QString statusDetail;
    bool operator==(const Sandbox &) const = default;
};

struct SandboxSpec
{
    QString id;
    QList<QString> command;
    QDateTime createdAt;
    QMap<QString, QString> initialEnv;
    QString workingDir;
};

// --- §3.6 pages and small bodies --------------------------------------------------------------

template<typename T>
struct Page
{
    QList<T> items;
    QString nextPageId; ///< empty when this is the last page
};

struct SendMessageResponse
{
    bool success = false;
    Tolerant<SandboxStatus> sandboxStatus;
    QString message;
};

struct UserSettings
{
    Tolerant<GroupingStrategy> sandboxGroupingStrategy;
};

// --- §9 workspace -----------------------------------------------------------------------------

struct GitChange
{
    Tolerant<GitChangeStatus> status;
    QString path;
    bool operator==(const GitChange &) const = default;
};

struct GitDiff
{
    std::optional<QString> modified; ///< null when not in a git repo
    std::optional<QString> original;
};

struct Skill
{
    QString name;
    QString type; ///< repo, knowledge, agentskills, or newer
    QString content;
    QList<QString> triggers;
};

struct HookCommand
{
    QString type; ///< command, prompt, agent
    QString command;
    int timeout = 60;
    bool async = false;
};

struct HookMatcher
{
    QString matcher;
    QList<HookCommand> hooks;
};

struct HookGroup
{
    QString eventType; ///< pre_tool_use, ... (snake_case here)
    QList<HookMatcher> matchers;
};

struct PendingMessageResponse
{
    QString id;
    bool queued = false;
    int position = 0;
};

// --- §6 events --------------------------------------------------------------------------------

struct TaskItem
{
    QString title;
    QString notes;
    Tolerant<TaskStatus> status;
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
    Tolerant<SecurityRisk> securityRisk;
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
    std::optional<Tolerant<ExecutionStatus>> executionStatus; ///< key execution_status or full_state
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

/// Kinds with no fields of their own (PauseEvent, InterruptEvent, CondensationRequest, TokenEvent,
/// LLMCompletionLogEvent, ...) and unknown kinds: everything is in Event::raw.
struct OtherPayload
{ };

using EventPayload = std::variant<OtherPayload, MessagePayload, ActionPayload, ObservationPayload, AgentErrorPayload,
                                  UserRejectPayload, StateUpdatePayload, ErrorPayload, CondensationPayload,
                                  HookExecutionPayload, StreamingDeltaPayload, SystemPromptPayload>;

/// One event: the common fields (§6.1), a typed payload, and the compact raw JSON of the whole event
/// (so nothing the payload does not model is ever lost).
struct Event
{
    QString id;
    QString timestamp; ///< as on the wire: naive ISO, compared as a string by the server
    Tolerant<EventSource> source;
    QString parentId;
    QString kind; ///< the discriminator, kept verbatim (unknown kinds included)
    EventPayload payload;
    QByteArray raw; ///< compact JSON of the whole event
};

} // namespace Switchyard::Api

Q_DECLARE_METATYPE(Switchyard::Api::Conversation)
Q_DECLARE_METATYPE(Switchyard::Api::Sandbox)
Q_DECLARE_METATYPE(Switchyard::Api::StartTask)
Q_DECLARE_METATYPE(Switchyard::Api::Event)
