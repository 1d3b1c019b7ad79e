// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to models/api (the event SAX handler, eventsax.h): the member names it reads, and their
// lookup without allocating. A new field: a K value here and its name in eventsaxkeys.cpp.

#include <QtGlobal>

#include <array>
#include <cstring>
#include <string>
#include <vector>

namespace Switchyard::Api::CodecDetail::EventSax {

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
    // newer kinds (§13.2)
    RequestId,
    Questions,
    Question,
    Options,
    Label,
    Description,
    MultiSelect,
    TimeoutSeconds,
    Answers,
    OptionId,
    Analyzer,
    Policy,
    Risks,
    ToolKind,
    ProfileName,
    ActiveModel,
    ChosenClass,
};

struct KeyName
{
    const char *name;
    K key;
};

/// Key lookup without allocating: the names bucketed by length, compared with memcmp.
class KeyTable
{
public:
    KeyTable();
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

/// The one table (built on first use).
const KeyTable &keyTable();

} // namespace Switchyard::Api::CodecDetail::EventSax
