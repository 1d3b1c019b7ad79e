// SPDX-License-Identifier: GPL-3.0-or-later
// Event documents parsed with nlohmann::json::sax_parse straight into Api::Event (see eventsax.h).
//
// How it mirrors the DOM reference (codecevents.cpp, eventFrom):
//  - an event's `kind` may come after its fields (the server sends it last), so every field any
//    kind reads is collected into a Scratch and the payload is built at the event's closing brace;
//  - duplicate keys: the last one wins (as in nlohmann's DOM), so a key first resets what it
//    controls and its value then sets it;
//  - typed errors are kept but parsing goes on: a later syntax error wins, as in the DOM path
//    where the whole document is read before any value is looked at;
//  - sub-trees nobody reads are skipped by depth counting only.
#include "models/api/eventsax.h"

#include "models/api/codec_p.h"

#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

namespace Switchyard::Api::CodecDetail::EventSax {

namespace {

// --- key names ------------------------------------------------------------------------------------

enum class K : quint8
{
    None,
    Id,
    Timestamp,
    Source,
    Kind,
    ParentId,
    LlmMessage,
    Sender,
    ActivatedSkills,
    ToolName,
    ToolCallId,
    LlmResponseId,
    SecurityRisk,
    Summary,
    Thought,
    ReasoningContent,
    ToolCall,
    Action,
    Observation,
    ActionId,
    Error,
    Classification,
    RejectionReason,
    RejectionSource,
    Key,
    Value,
    Code,
    Detail,
    ForgottenEventIds,
    HookEventType,
    HookCommand,
    Success,
    Blocked,
    ExitCode,
    Stdout,
    Stderr,
    Reason,
    Content,
    SystemPrompt,
    Tools,
    Role,
    Text,
    ImageUrls,
    Arguments,
    Command,
    IsInput,
    Path,
    FileText,
    OldStr,
    NewStr,
    InsertLine,
    TaskList,
    Message,
    Patch,
    Url,
    Title,
    Notes,
    Status,
    IsError,
    Output,
    Metadata,
    WorkingDir,
    Timeout,
    OldContent,
    NewContent,
    PrevExist,
    ScreenshotData,
    ExecutionStatus,
    Stats,
    UsageToMetrics,
    ModelName,
    AccumulatedCost,
    MaxBudgetPerTask,
    AccumulatedTokenUsage,
    Model,
    PromptTokens,
    CompletionTokens,
    CacheReadTokens,
    CacheWriteTokens,
    ReasoningTokens,
    ContextWindow,
    PerTurnToken,
    ResponseId,
    Name,
    Function,
    Items,
    NextPageId,
};

struct KeyName
{
    const char *name;
    K key;
};

constexpr KeyName kKeyNames[] = {
    {"id", K::Id},
    {"timestamp", K::Timestamp},
    {"source", K::Source},
    {"kind", K::Kind},
    {"parent_id", K::ParentId},
    {"llm_message", K::LlmMessage},
    {"sender", K::Sender},
    {"activated_skills", K::ActivatedSkills},
    {"tool_name", K::ToolName},
    {"tool_call_id", K::ToolCallId},
    {"llm_response_id", K::LlmResponseId},
    {"security_risk", K::SecurityRisk},
    {"summary", K::Summary},
    {"thought", K::Thought},
    {"reasoning_content", K::ReasoningContent},
    {"tool_call", K::ToolCall},
    {"action", K::Action},
    {"observation", K::Observation},
    {"action_id", K::ActionId},
    {"error", K::Error},
    {"classification", K::Classification},
    {"rejection_reason", K::RejectionReason},
    {"rejection_source", K::RejectionSource},
    {"key", K::Key},
    {"value", K::Value},
    {"code", K::Code},
    {"detail", K::Detail},
    {"forgotten_event_ids", K::ForgottenEventIds},
    {"hook_event_type", K::HookEventType},
    {"hook_command", K::HookCommand},
    {"success", K::Success},
    {"blocked", K::Blocked},
    {"exit_code", K::ExitCode},
    {"stdout", K::Stdout},
    {"stderr", K::Stderr},
    {"reason", K::Reason},
    {"content", K::Content},
    {"system_prompt", K::SystemPrompt},
    {"tools", K::Tools},
    {"role", K::Role},
    {"text", K::Text},
    {"image_urls", K::ImageUrls},
    {"arguments", K::Arguments},
    {"command", K::Command},
    {"is_input", K::IsInput},
    {"path", K::Path},
    {"file_text", K::FileText},
    {"old_str", K::OldStr},
    {"new_str", K::NewStr},
    {"insert_line", K::InsertLine},
    {"task_list", K::TaskList},
    {"message", K::Message},
    {"patch", K::Patch},
    {"url", K::Url},
    {"title", K::Title},
    {"notes", K::Notes},
    {"status", K::Status},
    {"is_error", K::IsError},
    {"output", K::Output},
    {"metadata", K::Metadata},
    {"working_dir", K::WorkingDir},
    {"timeout", K::Timeout},
    {"old_content", K::OldContent},
    {"new_content", K::NewContent},
    {"prev_exist", K::PrevExist},
    {"screenshot_data", K::ScreenshotData},
    {"execution_status", K::ExecutionStatus},
    {"stats", K::Stats},
    {"usage_to_metrics", K::UsageToMetrics},
    {"model_name", K::ModelName},
    {"accumulated_cost", K::AccumulatedCost},
    {"max_budget_per_task", K::MaxBudgetPerTask},
    {"accumulated_token_usage", K::AccumulatedTokenUsage},
    {"model", K::Model},
    {"prompt_tokens", K::PromptTokens},
    {"completion_tokens", K::CompletionTokens},
    {"cache_read_tokens", K::CacheReadTokens},
    {"cache_write_tokens", K::CacheWriteTokens},
    {"reasoning_tokens", K::ReasoningTokens},
    {"context_window", K::ContextWindow},
    {"per_turn_token", K::PerTurnToken},
    {"response_id", K::ResponseId},
    {"name", K::Name},
    {"function", K::Function},
    {"items", K::Items},
    {"next_page_id", K::NextPageId},
};

/// Key lookup without allocating: the names bucketed by length, compared with memcmp.
class KeyTable
{
public:
    KeyTable()
    {
        for (const KeyName &k : kKeyNames) {
            const std::size_t len = std::strlen(k.name);
            m_buckets[len].push_back(k);
        }
    }
    [[nodiscard]] K find(const std::string &s) const
    {
        const std::size_t len = s.size();
        if (len >= m_buckets.size())
            return K::None;
        for (const KeyName &k : m_buckets[len]) {
            if (k.name[0] == s[0] && std::memcmp(k.name, s.data(), len) == 0)
                return k.key;
        }
        return K::None;
    }

private:
    std::array<std::vector<KeyName>, 32> m_buckets;
};

const KeyTable &keyTable()
{
    static const KeyTable table;
    return table;
}

// --- values ---------------------------------------------------------------------------------------

struct Scalar
{
    enum class T : quint8
    {
        Null,
        Bool,
        Int,
        UInt,
        Float,
        String
    };
    T type = T::Null;
    bool b = false;
    std::int64_t i = 0;
    std::uint64_t u = 0;
    double d = 0.0;
    const std::string *s = nullptr;

    /// scalarToString of the DOM path.
    [[nodiscard]] QString toStr() const
    {
        switch (type) {
        case T::String:
            return qs(*s);
        case T::Int:
            return QString::number(i);
        case T::UInt:
            return QString::number(u);
        case T::Float:
            return QString::number(d, 'g', 17);
        case T::Bool:
            return b ? QStringLiteral("true") : QStringLiteral("false");
        case T::Null:
            break;
        }
        return {};
    }
    [[nodiscard]] std::optional<qint64> toInt() const
    {
        switch (type) {
        case T::Int:
            return qint64(i);
        case T::UInt:
            return u > std::uint64_t(std::numeric_limits<qint64>::max()) ? std::numeric_limits<qint64>::max()
                                                                         : qint64(u);
        case T::Float:
            if (!std::isfinite(d))
                return std::nullopt;
            if (d >= 9.2e18)
                return std::numeric_limits<qint64>::max();
            if (d <= -9.2e18)
                return std::numeric_limits<qint64>::min();
            return qint64(d);
        default:
            return std::nullopt;
        }
    }
    [[nodiscard]] bool isNumber() const { return type == T::Int || type == T::UInt || type == T::Float; }
    [[nodiscard]] double toDouble() const { return type == T::Int ? double(i) : type == T::UInt ? double(u) : d; }
    [[nodiscard]] const char *typeName() const
    {
        switch (type) {
        case T::Null:
            return "null";
        case T::Bool:
            return "boolean";
        case T::String:
            return "string";
        default:
            return "number";
        }
    }
};

// --- what one event collects ----------------------------------------------------------------------

/// Event-level members read as plain strings (optStr) by some kind.
enum StrField : quint8
{
    SParentId,
    SSender,
    SToolName,
    SToolCallId,
    SLlmResponseId,
    SSecurityRisk,
    SSummary,
    SReasoningContent,
    SActionId,
    SError,
    SRejectionReason,
    SRejectionSource,
    SStateKey,
    SCode,
    SDetail,
    SHookEventType,
    SHookCommand,
    SStdout,
    SStderr,
    SReason,
    SContent,
    SCount
};

int eventStrField(K k)
{
    switch (k) {
    case K::ParentId:
        return SParentId;
    case K::Sender:
        return SSender;
    case K::ToolName:
        return SToolName;
    case K::ToolCallId:
        return SToolCallId;
    case K::LlmResponseId:
        return SLlmResponseId;
    case K::SecurityRisk:
        return SSecurityRisk;
    case K::Summary:
        return SSummary;
    case K::ReasoningContent:
        return SReasoningContent;
    case K::ActionId:
        return SActionId;
    case K::Error:
        return SError;
    case K::RejectionReason:
        return SRejectionReason;
    case K::RejectionSource:
        return SRejectionSource;
    case K::Key:
        return SStateKey;
    case K::Code:
        return SCode;
    case K::Detail:
        return SDetail;
    case K::HookEventType:
        return SHookEventType;
    case K::HookCommand:
        return SHookCommand;
    case K::Stdout:
        return SStdout;
    case K::Stderr:
        return SStderr;
    case K::Reason:
        return SReason;
    case K::Content:
        return SContent;
    default:
        return -1;
    }
}

struct ActionScratch
{
    bool isObject = false;
    QString kind, command, path, fileText, oldStr, newStr, message, thought, patch, url;
    bool isInput = false;
    std::optional<qint64> insertLine;
    QList<TaskItem> tasks;
};

struct ObservationScratch
{
    bool isObject = false;
    QString kind, contentText, output, message, command, path, workingDir;
    bool isError = false;
    enum class Err : quint8
    {
        None,
        Bool,
        String
    } errType = Err::None;
    bool errBool = false;
    QString errText;
    std::optional<qint64> exitCode, metaExitCode;
    bool timeout = false;
    std::optional<QString> oldContent, newContent;
    bool prevExist = false;
    QList<TaskItem> tasks;
    bool hasScreenshot = false;
};

struct ValueScratch
{
    bool nonNull = false;
    bool isString = false;
    bool isObject = false;
    QString string;
    std::optional<QString> fullStateExec;
    QMap<QString, MetricsSnapshot> fullStateUsage; ///< value.stats.usage_to_metrics
    QMap<QString, MetricsSnapshot> statsUsage; ///< value.usage_to_metrics
};

struct Scratch
{
    std::array<QString, 4> req; ///< id, timestamp, source, kind
    std::array<const char *, 4> reqError{}; ///< type name when the value was not a string
    std::array<QString, SCount> str;
    bool success = false;
    bool blocked = false;
    std::optional<qint64> exitCode;
    QList<QString> activatedSkills;
    QList<QString> forgottenIds;
    QString msgRole, msgText, msgReasoning;
    QList<QString> msgImages;
    QString thought;
    QString toolCallArgs;
    QString classificationKind;
    ActionScratch action;
    ObservationScratch obs;
    ValueScratch value;
    QString systemPrompt;
    QList<QString> toolNames;
};

constexpr const char *kReqNames[4] = {"id", "timestamp", "source", "kind"};

int reqIndex(K k)
{
    switch (k) {
    case K::Id:
        return 0;
    case K::Timestamp:
        return 1;
    case K::Source:
        return 2;
    case K::Kind:
        return 3;
    default:
        return -1;
    }
}

enum class EvKind : quint8
{
    Other,
    Message,
    Action,
    Observation,
    AgentError,
    UserReject,
    StateUpdate,
    Error,
    Condensation,
    HookExecution,
    StreamingDelta,
    SystemPrompt
};

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
    return EvKind::Other;
}

// --- the handler ------------------------------------------------------------------------------------

enum class Shape : quint8
{
    Single,
    Page,
    Batch
};

enum class Ctx : quint8
{
    Root, ///< the page / batch object
    Items,
    Event,
    LlmMessage,
    Blocks, ///< a content array (joinText)
    Block,
    ToolCall,
    Classification,
    Action,
    Observation,
    ObsMetadata,
    Tasks,
    Task,
    Value,
    ValueStats,
    UsageMap,
    Metrics,
    TokenUsage,
    StrList,
    Tools,
    Tool,
    ToolFunction,
    SystemPrompt
};

// `which` of a frame: the target of a shared context.
enum : quint8
{
    BlocksMessage = 0,
    BlocksThought = 1,
    BlocksObservation = 2,
    ListSkills = 0,
    ListForgotten = 1,
    ListImages = 2,
    TasksAction = 0,
    TasksObservation = 1,
    UsageStats = 0,
    UsageFullState = 1,
};

struct Frame
{
    Ctx ctx;
    quint8 which;
};

class EventSaxHandler final : public nlohmann::json_sax<json>
{
public:
    EventSaxHandler(QByteArrayView text, const JsonScan::ScanResult &scan, Shape shape)
        : m_text(text)
        , m_scan(scan)
        , m_shape(shape)
        , m_keys(keyTable())
    {
        m_stack.reserve(32);
    }

    // json_sax
    bool null() override { return scalar(Scalar{}); }
    bool boolean(bool val) override
    {
        Scalar v;
        v.type = Scalar::T::Bool;
        v.b = val;
        return scalar(v);
    }
    bool number_integer(number_integer_t val) override
    {
        Scalar v;
        v.type = Scalar::T::Int;
        v.i = val;
        return scalar(v);
    }
    bool number_unsigned(number_unsigned_t val) override
    {
        Scalar v;
        v.type = Scalar::T::UInt;
        v.u = val;
        return scalar(v);
    }
    bool number_float(number_float_t val, const string_t &) override
    {
        Scalar v;
        v.type = Scalar::T::Float;
        v.d = val;
        return scalar(v);
    }
    bool string(string_t &val) override
    {
        Scalar v;
        v.type = Scalar::T::String;
        v.s = &val;
        return scalar(v);
    }
    bool binary(binary_t &) override
    {
        return true; // not produced by JSON text
    }
    bool start_object(std::size_t) override { return container(true); }
    bool start_array(std::size_t) override { return container(false); }
    bool end_object() override { return end(); }
    bool end_array() override { return end(); }
    bool key(string_t &val) override;
    bool parse_error(std::size_t /*position*/, const std::string &, const nlohmann::detail::exception &ex) override
    {
        if (const auto *pe = dynamic_cast<const json::parse_error *>(&ex)) {
            const qsizetype at = qsizetype(pe->byte > 0 ? pe->byte - 1 : 0);
            m_syntax =
                ApiError::parse(JsonScan::pathAt(m_text, at),
                                QStringLiteral("syntax error at byte %1").arg(qMin<qsizetype>(at, m_text.size())));
        } else {
            m_syntax = ApiError::parse(QString(), QString::fromUtf8(ex.what()));
        }
        return false;
    }

    // results
    std::optional<ApiError> m_syntax;
    std::optional<ApiError> m_typed;
    QList<std::optional<Event>> m_batch;
    QList<Event> m_items;
    std::optional<Event> m_single;
    QString m_nextPageId;
    qsizetype m_elementCount = 0;
    bool m_rootIsObject = false;
    enum class ItemsState : quint8
    {
        Absent,
        Null,
        Array,
        Other
    } m_itemsState = ItemsState::Absent;

private:
    bool scalar(const Scalar &v);
    bool container(bool isObject);
    bool end();

    void push(Ctx ctx, quint8 which = 0) { m_stack.push_back(Frame{ctx, which}); }
    void skip() { m_skip = 1; }
    void typedError(const QString &path, const QString &what)
    {
        if (!m_typed)
            m_typed = ApiError::parse(path, what);
    }
    [[nodiscard]] QString itemPath(qsizetype index) const
    {
        if (m_shape == Shape::Single)
            return {};
        return (m_rootIsObject ? QStringLiteral("/items/") : QStringLiteral("/")) + QString::number(index);
    }
    void beginEvent();
    void finishEvent();
    void resetEventKey(K k);
    bool eventScalar(K k, const Scalar &v);
    bool eventContainer(K k, bool isObject);
    void itemsValue(const char *typeName, bool isObjectValue, bool isNull);

    QMap<QString, MetricsSnapshot> &usageTarget(quint8 which)
    {
        return which == UsageStats ? m_s.value.statsUsage : m_s.value.fullStateUsage;
    }
    QList<TaskItem> &tasksTarget(quint8 which) { return which == TasksAction ? m_s.action.tasks : m_s.obs.tasks; }
    QString &blocksTarget(quint8 which)
    {
        return which == BlocksMessage ? m_s.msgText : which == BlocksThought ? m_s.thought : m_s.obs.contentText;
    }
    QList<QString> &listTarget(quint8 which)
    {
        return which == ListSkills ? m_s.activatedSkills : which == ListForgotten ? m_s.forgottenIds : m_blockImages;
    }
    static void appendBlock(QString &target, QString text)
    {
        if (!target.isEmpty())
            target += QLatin1String("\n\n");
        target += text;
    }

    QByteArrayView m_text;
    const JsonScan::ScanResult &m_scan;
    Shape m_shape;
    const KeyTable &m_keys;
    std::vector<Frame> m_stack;
    qsizetype m_skip = 0;
    K m_key = K::None;
    qsizetype m_itemIndex = 0;
    qsizetype m_eventIndex = 0;
    qsizetype m_spanIndex = -1;
    Scratch m_s;
    // one level deep at a time: the block, task, metrics, token usage and tool being read
    std::optional<QString> m_blockText;
    QList<QString> m_blockImages;
    TaskItem m_task;
    QString m_taskStatus;
    QString m_usageKey;
    MetricsSnapshot m_metrics;
    QString m_toolTitle, m_toolName, m_toolFunction, m_toolKind;
};

bool EventSaxHandler::key(string_t &val)
{
    if (m_skip)
        return true;
    const Frame &f = m_stack.back();
    if (f.ctx == Ctx::UsageMap) {
        m_usageKey = qs(val);
        usageTarget(f.which).remove(m_usageKey);
        return true;
    }
    const K k = m_keys.find(val);
    m_key = k;
    switch (f.ctx) {
    case Ctx::Root:
        if (k == K::Items) {
            // A repeated "items": the last one wins. Only its objects count against the scanner's
            // spans (which list every "items" array), so a repeat falls back to the DOM path, as
            // the DOM path itself then re-serialises Event::raw.
            m_items.clear();
            m_batch.clear();
            m_typed.reset();
            m_elementCount = 0;
            m_itemsState = ItemsState::Absent;
        } else if (k == K::NextPageId) {
            m_nextPageId.clear();
        }
        break;
    case Ctx::Event:
        resetEventKey(k);
        break;
    case Ctx::LlmMessage:
        if (k == K::Role)
            m_s.msgRole.clear();
        else if (k == K::Content) {
            m_s.msgText.clear();
            m_s.msgImages.clear();
        } else if (k == K::ReasoningContent)
            m_s.msgReasoning.clear();
        break;
    case Ctx::Block:
        if (k == K::Text)
            m_blockText.reset();
        else if (k == K::ImageUrls)
            m_blockImages.clear();
        break;
    case Ctx::ToolCall:
        if (k == K::Arguments)
            m_s.toolCallArgs.clear();
        break;
    case Ctx::Classification:
        if (k == K::Kind)
            m_s.classificationKind.clear();
        break;
    case Ctx::Action: {
        ActionScratch &a = m_s.action;
        switch (k) {
        case K::Kind:
            a.kind.clear();
            break;
        case K::Command:
            a.command.clear();
            break;
        case K::IsInput:
            a.isInput = false;
            break;
        case K::Path:
            a.path.clear();
            break;
        case K::FileText:
            a.fileText.clear();
            break;
        case K::OldStr:
            a.oldStr.clear();
            break;
        case K::NewStr:
            a.newStr.clear();
            break;
        case K::InsertLine:
            a.insertLine.reset();
            break;
        case K::TaskList:
            a.tasks.clear();
            break;
        case K::Message:
            a.message.clear();
            break;
        case K::Thought:
            a.thought.clear();
            break;
        case K::Patch:
            a.patch.clear();
            break;
        case K::Url:
            a.url.clear();
            break;
        default:
            break;
        }
        break;
    }
    case Ctx::Observation: {
        ObservationScratch &o = m_s.obs;
        switch (k) {
        case K::Kind:
            o.kind.clear();
            break;
        case K::IsError:
            o.isError = false;
            break;
        case K::Content:
            o.contentText.clear();
            break;
        case K::Output:
            o.output.clear();
            break;
        case K::Message:
            o.message.clear();
            break;
        case K::Error:
            o.errType = ObservationScratch::Err::None;
            o.errBool = false;
            o.errText.clear();
            break;
        case K::Command:
            o.command.clear();
            break;
        case K::ExitCode:
            o.exitCode.reset();
            break;
        case K::Metadata:
            o.workingDir.clear();
            o.metaExitCode.reset();
            break;
        case K::Timeout:
            o.timeout = false;
            break;
        case K::Path:
            o.path.clear();
            break;
        case K::OldContent:
            o.oldContent.reset();
            break;
        case K::NewContent:
            o.newContent.reset();
            break;
        case K::PrevExist:
            o.prevExist = false;
            break;
        case K::TaskList:
            o.tasks.clear();
            break;
        case K::ScreenshotData:
            o.hasScreenshot = false;
            break;
        default:
            break;
        }
        break;
    }
    case Ctx::ObsMetadata:
        if (k == K::WorkingDir)
            m_s.obs.workingDir.clear();
        else if (k == K::ExitCode)
            m_s.obs.metaExitCode.reset();
        break;
    case Ctx::Task:
        if (k == K::Title)
            m_task.title.clear();
        else if (k == K::Notes)
            m_task.notes.clear();
        else if (k == K::Status)
            m_taskStatus.clear();
        break;
    case Ctx::Value:
        if (k == K::ExecutionStatus)
            m_s.value.fullStateExec.reset();
        else if (k == K::Stats)
            m_s.value.fullStateUsage.clear();
        else if (k == K::UsageToMetrics)
            m_s.value.statsUsage.clear();
        break;
    case Ctx::ValueStats:
        if (k == K::UsageToMetrics)
            m_s.value.fullStateUsage.clear();
        break;
    case Ctx::Metrics:
        switch (k) {
        case K::ModelName:
            m_metrics.modelName.clear();
            break;
        case K::AccumulatedCost:
            m_metrics.accumulatedCost = 0.0;
            break;
        case K::MaxBudgetPerTask:
            m_metrics.maxBudgetPerTask.reset();
            break;
        case K::AccumulatedTokenUsage:
            m_metrics.accumulatedTokenUsage.reset();
            break;
        default:
            break;
        }
        break;
    case Ctx::TokenUsage: {
        TokenUsage &t = *m_metrics.accumulatedTokenUsage;
        switch (k) {
        case K::Model:
            t.model.clear();
            break;
        case K::PromptTokens:
            t.promptTokens = 0;
            break;
        case K::CompletionTokens:
            t.completionTokens = 0;
            break;
        case K::CacheReadTokens:
            t.cacheReadTokens = 0;
            break;
        case K::CacheWriteTokens:
            t.cacheWriteTokens = 0;
            break;
        case K::ReasoningTokens:
            t.reasoningTokens = 0;
            break;
        case K::ContextWindow:
            t.contextWindow = 0;
            break;
        case K::PerTurnToken:
            t.perTurnToken = 0;
            break;
        case K::ResponseId:
            t.responseId.clear();
            break;
        default:
            break;
        }
        break;
    }
    case Ctx::Tool:
        if (k == K::Title)
            m_toolTitle.clear();
        else if (k == K::Name)
            m_toolName.clear();
        else if (k == K::Function)
            m_toolFunction.clear();
        else if (k == K::Kind)
            m_toolKind.clear();
        break;
    case Ctx::ToolFunction:
        if (k == K::Name)
            m_toolFunction.clear();
        break;
    case Ctx::SystemPrompt:
        if (k == K::Text)
            m_s.systemPrompt.clear();
        break;
    default:
        break;
    }
    return true;
}

void EventSaxHandler::resetEventKey(K k)
{
    if (const int r = reqIndex(k); r >= 0) {
        m_s.req[std::size_t(r)].clear();
        m_s.reqError[std::size_t(r)] = nullptr;
        return;
    }
    if (const int f = eventStrField(k); f >= 0) {
        m_s.str[std::size_t(f)].clear();
        return;
    }
    switch (k) {
    case K::Success:
        m_s.success = false;
        break;
    case K::Blocked:
        m_s.blocked = false;
        break;
    case K::ExitCode:
        m_s.exitCode.reset();
        break;
    case K::ActivatedSkills:
        m_s.activatedSkills.clear();
        break;
    case K::ForgottenEventIds:
        m_s.forgottenIds.clear();
        break;
    case K::LlmMessage:
        m_s.msgRole.clear();
        m_s.msgText.clear();
        m_s.msgImages.clear();
        m_s.msgReasoning.clear();
        break;
    case K::Thought:
        m_s.thought.clear();
        break;
    case K::ToolCall:
        m_s.toolCallArgs.clear();
        break;
    case K::Classification:
        m_s.classificationKind.clear();
        break;
    case K::Action:
        m_s.action = ActionScratch{};
        break;
    case K::Observation:
        m_s.obs = ObservationScratch{};
        break;
    case K::Value:
        m_s.value = ValueScratch{};
        break;
    case K::SystemPrompt:
        m_s.systemPrompt.clear();
        break;
    case K::Tools:
        m_s.toolNames.clear();
        break;
    default:
        break;
    }
}

bool EventSaxHandler::eventScalar(K k, const Scalar &v)
{
    if (const int r = reqIndex(k); r >= 0) {
        if (v.type == Scalar::T::Bool)
            m_s.reqError[std::size_t(r)] = "boolean";
        else if (v.type != Scalar::T::Null)
            m_s.req[std::size_t(r)] = v.toStr();
        return true;
    }
    if (const int f = eventStrField(k); f >= 0) {
        m_s.str[std::size_t(f)] = v.toStr();
        return true;
    }
    switch (k) {
    case K::Success:
        m_s.success = v.type == Scalar::T::Bool && v.b;
        break;
    case K::Blocked:
        m_s.blocked = v.type == Scalar::T::Bool && v.b;
        break;
    case K::ExitCode:
        m_s.exitCode = v.toInt();
        break;
    case K::Thought:
        if (v.type == Scalar::T::String)
            m_s.thought = qs(*v.s);
        break;
    case K::Value:
        m_s.value.nonNull = v.type != Scalar::T::Null;
        if (v.type == Scalar::T::String) {
            m_s.value.isString = true;
            m_s.value.string = qs(*v.s);
        }
        break;
    case K::SystemPrompt:
        if (v.type == Scalar::T::String)
            m_s.systemPrompt = qs(*v.s);
        break;
    default:
        break;
    }
    return true;
}

bool EventSaxHandler::eventContainer(K k, bool isObject)
{
    if (const int r = reqIndex(k); r >= 0) {
        m_s.reqError[std::size_t(r)] = isObject ? "object" : "array";
        skip();
        return true;
    }
    if (isObject) {
        switch (k) {
        case K::LlmMessage:
            push(Ctx::LlmMessage);
            return true;
        case K::ToolCall:
            push(Ctx::ToolCall);
            return true;
        case K::Classification:
            push(Ctx::Classification);
            return true;
        case K::Action:
            m_s.action.isObject = true;
            push(Ctx::Action);
            return true;
        case K::Observation:
            m_s.obs.isObject = true;
            push(Ctx::Observation);
            return true;
        case K::Value:
            m_s.value.nonNull = true;
            m_s.value.isObject = true;
            push(Ctx::Value);
            return true;
        case K::SystemPrompt:
            push(Ctx::SystemPrompt);
            return true;
        default:
            break;
        }
    } else {
        switch (k) {
        case K::ActivatedSkills:
            push(Ctx::StrList, ListSkills);
            return true;
        case K::ForgottenEventIds:
            push(Ctx::StrList, ListForgotten);
            return true;
        case K::Thought:
            push(Ctx::Blocks, BlocksThought);
            return true;
        case K::Tools:
            push(Ctx::Tools);
            return true;
        case K::Value:
            m_s.value.nonNull = true;
            break;
        default:
            break;
        }
    }
    skip();
    return true;
}

void EventSaxHandler::itemsValue(const char *typeName, bool isObjectValue, bool isNull)
{
    const qsizetype index = m_itemIndex++;
    if (isObjectValue) {
        const qsizetype span = m_elementCount++;
        if (m_typed) {
            skip();
            return;
        }
        m_eventIndex = index;
        m_spanIndex = span;
        beginEvent();
        return;
    }
    if (isNull) {
        if (m_shape == Shape::Batch && !m_typed)
            m_batch.append(std::nullopt);
        return;
    }
    typedError(itemPath(index), QStringLiteral("expected an object, got %1").arg(QLatin1String(typeName)));
}

void EventSaxHandler::beginEvent()
{
    m_s = Scratch{};
    push(Ctx::Event);
}

bool EventSaxHandler::scalar(const Scalar &v)
{
    if (m_skip)
        return true;
    if (m_stack.empty()) { // a scalar document
        const QString what = m_shape == Shape::Batch ? QStringLiteral("expected an array, got %1")
                                                     : QStringLiteral("expected an object, got %1");
        typedError(QString(), what.arg(QLatin1String(v.typeName())));
        return true;
    }
    const Frame &f = m_stack.back();
    const K k = m_key;
    switch (f.ctx) {
    case Ctx::Root:
        if (k == K::Items) {
            if (v.type == Scalar::T::Null) {
                m_itemsState = ItemsState::Null;
            } else {
                m_itemsState = ItemsState::Other;
                typedError(QStringLiteral("/items"),
                           QStringLiteral("expected an array, got %1").arg(QLatin1String(v.typeName())));
            }
        } else if (k == K::NextPageId) {
            m_nextPageId = v.toStr();
        }
        break;
    case Ctx::Items:
        itemsValue(v.typeName(), false, v.type == Scalar::T::Null);
        break;
    case Ctx::Event:
        return eventScalar(k, v);
    case Ctx::LlmMessage:
        if (k == K::Role)
            m_s.msgRole = v.toStr();
        else if (k == K::Content) {
            if (v.type == Scalar::T::String)
                m_s.msgText = qs(*v.s);
        } else if (k == K::ReasoningContent)
            m_s.msgReasoning = v.toStr();
        break;
    case Ctx::Blocks:
        if (v.type == Scalar::T::String)
            appendBlock(blocksTarget(f.which), qs(*v.s));
        break;
    case Ctx::Block:
        if (k == K::Text && v.type == Scalar::T::String)
            m_blockText = qs(*v.s);
        break;
    case Ctx::ToolCall:
        if (k == K::Arguments)
            m_s.toolCallArgs = v.toStr();
        break;
    case Ctx::Classification:
        if (k == K::Kind)
            m_s.classificationKind = v.toStr();
        break;
    case Ctx::Action: {
        ActionScratch &a = m_s.action;
        switch (k) {
        case K::Kind:
            a.kind = v.toStr();
            break;
        case K::Command:
            a.command = v.toStr();
            break;
        case K::IsInput:
            a.isInput = v.type == Scalar::T::Bool && v.b;
            break;
        case K::Path:
            a.path = v.toStr();
            break;
        case K::FileText:
            a.fileText = v.toStr();
            break;
        case K::OldStr:
            a.oldStr = v.toStr();
            break;
        case K::NewStr:
            a.newStr = v.toStr();
            break;
        case K::InsertLine:
            a.insertLine = v.toInt();
            break;
        case K::Message:
            a.message = v.toStr();
            break;
        case K::Thought:
            a.thought = v.toStr();
            break;
        case K::Patch:
            a.patch = v.toStr();
            break;
        case K::Url:
            a.url = v.toStr();
            break;
        default:
            break;
        }
        break;
    }
    case Ctx::Observation: {
        ObservationScratch &o = m_s.obs;
        switch (k) {
        case K::Kind:
            o.kind = v.toStr();
            break;
        case K::IsError:
            o.isError = v.type == Scalar::T::Bool && v.b;
            break;
        case K::Content:
            if (v.type == Scalar::T::String)
                o.contentText = qs(*v.s);
            break;
        case K::Output:
            o.output = v.toStr();
            break;
        case K::Message:
            o.message = v.toStr();
            break;
        case K::Error:
            if (v.type == Scalar::T::Bool) {
                o.errType = ObservationScratch::Err::Bool;
                o.errBool = v.b;
            } else if (v.type == Scalar::T::String) {
                o.errType = ObservationScratch::Err::String;
                o.errText = qs(*v.s);
            }
            break;
        case K::Command:
            o.command = v.toStr();
            break;
        case K::ExitCode:
            o.exitCode = v.toInt();
            break;
        case K::Timeout:
            o.timeout = v.type == Scalar::T::Bool && v.b;
            break;
        case K::Path:
            o.path = v.toStr();
            break;
        case K::OldContent:
            if (v.type == Scalar::T::String)
                o.oldContent = qs(*v.s);
            break;
        case K::NewContent:
            if (v.type == Scalar::T::String)
                o.newContent = qs(*v.s);
            break;
        case K::PrevExist:
            o.prevExist = v.type == Scalar::T::Bool && v.b;
            break;
        case K::ScreenshotData:
            o.hasScreenshot = v.type == Scalar::T::String && !v.s->empty();
            break;
        default:
            break;
        }
        break;
    }
    case Ctx::ObsMetadata:
        if (k == K::WorkingDir)
            m_s.obs.workingDir = v.toStr();
        else if (k == K::ExitCode)
            m_s.obs.metaExitCode = v.toInt();
        break;
    case Ctx::Tasks:
        break; // only objects are tasks
    case Ctx::Task:
        if (k == K::Title)
            m_task.title = v.toStr();
        else if (k == K::Notes)
            m_task.notes = v.toStr();
        else if (k == K::Status)
            m_taskStatus = v.toStr();
        break;
    case Ctx::Value:
        if (k == K::ExecutionStatus && v.type == Scalar::T::String)
            m_s.value.fullStateExec = qs(*v.s);
        break;
    case Ctx::ValueStats:
    case Ctx::UsageMap:
        break;
    case Ctx::Metrics:
        if (k == K::ModelName) {
            m_metrics.modelName = v.toStr();
        } else if (k == K::AccumulatedCost) {
            if (v.isNumber() && std::isfinite(v.toDouble()))
                m_metrics.accumulatedCost = v.toDouble();
        } else if (k == K::MaxBudgetPerTask) {
            if (v.isNumber())
                m_metrics.maxBudgetPerTask = std::isfinite(v.toDouble()) ? v.toDouble() : 0.0;
        }
        break;
    case Ctx::TokenUsage: {
        TokenUsage &t = *m_metrics.accumulatedTokenUsage;
        switch (k) {
        case K::Model:
            t.model = v.toStr();
            break;
        case K::PromptTokens:
            t.promptTokens = v.toInt().value_or(0);
            break;
        case K::CompletionTokens:
            t.completionTokens = v.toInt().value_or(0);
            break;
        case K::CacheReadTokens:
            t.cacheReadTokens = v.toInt().value_or(0);
            break;
        case K::CacheWriteTokens:
            t.cacheWriteTokens = v.toInt().value_or(0);
            break;
        case K::ReasoningTokens:
            t.reasoningTokens = v.toInt().value_or(0);
            break;
        case K::ContextWindow:
            t.contextWindow = v.toInt().value_or(0);
            break;
        case K::PerTurnToken:
            t.perTurnToken = v.toInt().value_or(0);
            break;
        case K::ResponseId:
            t.responseId = v.toStr();
            break;
        default:
            break;
        }
        break;
    }
    case Ctx::StrList:
        if (v.type != Scalar::T::Null)
            listTarget(f.which).append(v.toStr());
        break;
    case Ctx::Tools:
        if (v.type == Scalar::T::String)
            m_s.toolNames.append(qs(*v.s));
        break;
    case Ctx::Tool:
        if (k == K::Title)
            m_toolTitle = v.toStr();
        else if (k == K::Name)
            m_toolName = v.toStr();
        else if (k == K::Kind)
            m_toolKind = v.toStr();
        break;
    case Ctx::ToolFunction:
        if (k == K::Name)
            m_toolFunction = v.toStr();
        break;
    case Ctx::SystemPrompt:
        if (k == K::Text)
            m_s.systemPrompt = v.toStr();
        break;
    }
    return true;
}

bool EventSaxHandler::container(bool isObject)
{
    if (m_skip) {
        ++m_skip;
        return true;
    }
    if (m_stack.empty()) { // the document itself
        switch (m_shape) {
        case Shape::Single:
            if (isObject) {
                m_spanIndex = -1;
                beginEvent();
            } else {
                typedError(QString(), QStringLiteral("expected an object, got array"));
                skip();
            }
            return true;
        case Shape::Page:
        case Shape::Batch:
            if (isObject) {
                m_rootIsObject = true;
                push(Ctx::Root);
            } else {
                m_itemsState = ItemsState::Array;
                push(Ctx::Items);
            }
            return true;
        }
    }
    const Frame f = m_stack.back();
    const K k = m_key;
    switch (f.ctx) {
    case Ctx::Root:
        if (k == K::Items) {
            if (!isObject) {
                m_itemsState = ItemsState::Array;
                m_itemIndex = 0;
                push(Ctx::Items);
                return true;
            }
            m_itemsState = ItemsState::Other;
            typedError(QStringLiteral("/items"), QStringLiteral("expected an array, got object"));
        }
        break;
    case Ctx::Items:
        if (isObject) {
            itemsValue("object", true, false);
            return true;
        }
        itemsValue("array", false, false);
        break;
    case Ctx::Event:
        return eventContainer(k, isObject);
    case Ctx::LlmMessage:
        if (k == K::Content && !isObject) {
            push(Ctx::Blocks, BlocksMessage);
            return true;
        }
        break;
    case Ctx::Blocks:
        if (isObject) {
            m_blockText.reset();
            m_blockImages.clear();
            push(Ctx::Block, f.which);
            return true;
        }
        break;
    case Ctx::Block:
        if (k == K::ImageUrls && !isObject && f.which == BlocksMessage) {
            push(Ctx::StrList, ListImages);
            return true;
        }
        break;
    case Ctx::Action:
        if (k == K::TaskList && !isObject) {
            push(Ctx::Tasks, TasksAction);
            return true;
        }
        break;
    case Ctx::Observation:
        if (k == K::Content && !isObject) {
            push(Ctx::Blocks, BlocksObservation);
            return true;
        }
        if (k == K::Metadata && isObject) {
            push(Ctx::ObsMetadata);
            return true;
        }
        if (k == K::TaskList && !isObject) {
            push(Ctx::Tasks, TasksObservation);
            return true;
        }
        break;
    case Ctx::Tasks:
        if (isObject) {
            m_task = TaskItem{};
            m_taskStatus.clear();
            push(Ctx::Task, f.which);
            return true;
        }
        break;
    case Ctx::Value:
        if (isObject && k == K::Stats) {
            push(Ctx::ValueStats);
            return true;
        }
        if (isObject && k == K::UsageToMetrics) {
            push(Ctx::UsageMap, UsageStats);
            return true;
        }
        break;
    case Ctx::ValueStats:
        if (isObject && k == K::UsageToMetrics) {
            push(Ctx::UsageMap, UsageFullState);
            return true;
        }
        break;
    case Ctx::UsageMap:
        if (isObject) {
            m_metrics = MetricsSnapshot{};
            push(Ctx::Metrics, f.which);
            return true;
        }
        break;
    case Ctx::Metrics:
        if (isObject && k == K::AccumulatedTokenUsage) {
            m_metrics.accumulatedTokenUsage.emplace();
            push(Ctx::TokenUsage);
            return true;
        }
        break;
    case Ctx::Tools:
        if (isObject) {
            m_toolTitle.clear();
            m_toolName.clear();
            m_toolFunction.clear();
            m_toolKind.clear();
            push(Ctx::Tool);
            return true;
        }
        break;
    case Ctx::Tool:
        if (isObject && k == K::Function) {
            push(Ctx::ToolFunction);
            return true;
        }
        break;
    default:
        break;
    }
    skip();
    return true;
}

bool EventSaxHandler::end()
{
    if (m_skip) {
        --m_skip;
        return true;
    }
    if (m_stack.empty())
        return true;
    const Frame f = m_stack.back();
    m_stack.pop_back();
    switch (f.ctx) {
    case Ctx::Event:
        finishEvent();
        break;
    case Ctx::Block:
        if (m_blockText)
            appendBlock(blocksTarget(f.which), std::move(*m_blockText));
        if (f.which == BlocksMessage)
            m_s.msgImages.append(m_blockImages);
        m_blockText.reset();
        m_blockImages.clear();
        break;
    case Ctx::Task:
        m_task.status = taskStatusFromWire(m_taskStatus);
        tasksTarget(f.which).append(std::move(m_task));
        m_task = TaskItem{};
        break;
    case Ctx::Metrics:
        usageTarget(f.which).insert(m_usageKey, std::move(m_metrics));
        m_metrics = MetricsSnapshot{};
        break;
    case Ctx::Tool: {
        QString name = m_toolTitle;
        if (name.isEmpty())
            name = m_toolName;
        if (name.isEmpty())
            name = m_toolFunction;
        if (name.isEmpty())
            name = m_toolKind;
        m_s.toolNames.append(name);
        break;
    }
    default:
        break;
    }
    return true;
}

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
    } // else: spans out of line; the caller notices and uses the DOM path

    e.id = std::move(s.req[0]);
    e.timestamp = std::move(s.req[1]);
    e.source = eventSourceFromWire(s.req[2]);
    e.parentId = std::move(s.str[SParentId]);
    e.kind = std::move(s.req[3]);

    switch (classify(e.kind)) {
    case EvKind::Message: {
        MessagePayload m;
        m.role = std::move(s.msgRole);
        m.text = std::move(s.msgText);
        m.imageUrls = std::move(s.msgImages);
        m.reasoningContent = std::move(s.msgReasoning);
        m.sender = std::move(s.str[SSender]);
        m.activatedSkills = std::move(s.activatedSkills);
        e.payload = std::move(m);
        break;
    }
    case EvKind::Action: {
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
            } else {
                a.command = std::move(x.command);
                a.path = std::move(x.path);
                a.message = std::move(x.message);
            }
        }
        e.payload = std::move(a);
        break;
    }
    case EvKind::Observation: {
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
        }
        e.payload = std::move(p);
        break;
    }
    case EvKind::AgentError: {
        AgentErrorPayload a;
        a.toolName = std::move(s.str[SToolName]);
        a.toolCallId = std::move(s.str[SToolCallId]);
        a.error = std::move(s.str[SError]);
        a.classificationKind = std::move(s.classificationKind);
        e.payload = std::move(a);
        break;
    }
    case EvKind::UserReject: {
        UserRejectPayload u;
        u.toolName = std::move(s.str[SToolName]);
        u.toolCallId = std::move(s.str[SToolCallId]);
        u.actionId = std::move(s.str[SActionId]);
        u.rejectionReason = std::move(s.str[SRejectionReason]);
        u.rejectionSource = std::move(s.str[SRejectionSource]);
        e.payload = std::move(u);
        break;
    }
    case EvKind::StateUpdate: {
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
        break;
    }
    case EvKind::Error: {
        ErrorPayload err;
        err.code = std::move(s.str[SCode]);
        err.detail = std::move(s.str[SDetail]);
        err.classificationKind = std::move(s.classificationKind);
        e.payload = std::move(err);
        break;
    }
    case EvKind::Condensation: {
        CondensationPayload c;
        c.forgottenEventIds = std::move(s.forgottenIds);
        c.summary = std::move(s.str[SSummary]);
        e.payload = std::move(c);
        break;
    }
    case EvKind::HookExecution: {
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
        break;
    }
    case EvKind::StreamingDelta: {
        StreamingDeltaPayload d;
        d.content = std::move(s.str[SContent]);
        d.reasoningContent = std::move(s.str[SReasoningContent]);
        e.payload = std::move(d);
        break;
    }
    case EvKind::SystemPrompt: {
        SystemPromptPayload sp;
        sp.systemPrompt = std::move(s.systemPrompt);
        sp.toolNames = std::move(s.toolNames);
        e.payload = std::move(sp);
        break;
    }
    case EvKind::Other:
        break;
    }

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

/// Runs the handler over `text` after the size cap and the nesting limit. Returns an error, or
/// the finished handler in `h`.
std::optional<ApiError> run(QByteArrayView text, const CodecLimits &limits, JsonScan::ScanResult &scan,
                            std::optional<EventSaxHandler> &h, Shape shape)
{
    if (limits.maxBytes > 0 && text.size() > limits.maxBytes)
        return ApiError::tooLarge(text.size(), limits.maxBytes);
    scan = JsonScan::scan(text, limits.maxDepth, shape != Shape::Single);
    if (scan.depthExceededAt >= 0) {
        return ApiError::parse(JsonScan::pathAt(text, scan.depthExceededAt),
                               QStringLiteral("nesting deeper than %1 levels").arg(limits.maxDepth));
    }
    h.emplace(text, scan, shape);
    try {
        const char *begin = text.data();
        json::sax_parse(begin, begin + text.size(), &*h);
    } catch (const std::exception &e) {
        return ApiError::parse(QString(), QString::fromUtf8(e.what()));
    }
    if (h->m_syntax)
        return h->m_syntax;
    if (h->m_typed)
        return h->m_typed;
    return std::nullopt;
}

} // namespace

std::optional<Result<Event>> parseEvent(QByteArrayView text, const CodecLimits &limits)
{
    JsonScan::ScanResult scan;
    std::optional<EventSaxHandler> h;
    if (auto err = run(text, limits, scan, h, Shape::Single))
        return Result<Event>(*err);
    if (!h->m_single)
        return Result<Event>(ApiError::parse(QString(), QStringLiteral("expected an object")));
    return Result<Event>(std::move(*h->m_single));
}

std::optional<Result<Page<Event>>> parsePage(QByteArrayView text, const CodecLimits &limits)
{
    JsonScan::ScanResult scan;
    std::optional<EventSaxHandler> h;
    if (auto err = run(text, limits, scan, h, Shape::Page))
        return Result<Page<Event>>(*err);
    if (h->m_elementCount != scan.elementSpans.size())
        return std::nullopt;
    Page<Event> page;
    page.items = std::move(h->m_items);
    page.nextPageId = std::move(h->m_nextPageId);
    return Result<Page<Event>>(std::move(page));
}

std::optional<Result<QList<std::optional<Event>>>> parseBatch(QByteArrayView text, const CodecLimits &limits)
{
    using R = Result<QList<std::optional<Event>>>;
    JsonScan::ScanResult scan;
    std::optional<EventSaxHandler> h;
    if (auto err = run(text, limits, scan, h, Shape::Batch))
        return R(*err);
    if (h->m_rootIsObject && h->m_itemsState != EventSaxHandler::ItemsState::Array)
        return R(ApiError::parse(QString(), QStringLiteral("expected an array, got object")));
    if (h->m_elementCount != scan.elementSpans.size())
        return std::nullopt;
    return R(std::move(h->m_batch));
}

} // namespace Switchyard::Api::CodecDetail::EventSax
