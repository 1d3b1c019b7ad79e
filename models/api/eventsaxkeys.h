// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to models/api (the event SAX handler, eventsax.h): the member names it reads, and their
// lookup without allocating. Two sources: the names the handler's sections switch on (a K value
// here and its name in eventsaxkeys.cpp), and the event fields of the field table (eventfields.h:
// a name found there gets a slot of Scratch::fields). A plain event field needs only a row there.

#include "models/api/eventfields.h"

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
    LlmMessage,
    ActivatedSkills,
    Thought,
    ReasoningContent,
    ToolCall,
    Action,
    Observation,
    Error,
    Classification,
    Value,
    ForgottenEventIds,
    ExitCode,
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
    Questions,
    Question,
    Options,
    Label,
    Description,
    MultiSelect,
    Answers,
    OptionId,
    Risks,
    ProfileName,
    ActiveModel,
    ChosenClass,
};

struct KeyName
{
    const char *name;
    K key;
};

/// The most distinct member names the field table may have (Scratch::fields, a bit mask).
inline constexpr int kMaxFieldSlots = 64;

/// What a member name is: the K a section switches on, and the slot of an event field (or -1).
struct KeyHit
{
    K key = K::None;
    qint8 slot = -1;
};

/// Key lookup without allocating: the names bucketed by length, compared with memcmp.
class KeyTable
{
public:
    KeyTable();
    [[nodiscard]] KeyHit find(const std::string &s) const
    {
        const std::size_t len = s.size();
        if (len == 0 || len >= m_buckets.size())
            return {};
        for (const Entry &k : m_buckets[len]) {
            if (k.name[0] == s[0] && std::memcmp(k.name, s.data(), len) == 0)
                return k.hit;
        }
        return {};
    }
    /// The slot of each row of EventFields::fields(), in its order.
    [[nodiscard]] const std::vector<qint8> &rowSlots() const { return m_rowSlots; }

private:
    struct Entry
    {
        const char *name;
        KeyHit hit;
    };
    std::array<std::vector<Entry>, 32> m_buckets;
    std::vector<qint8> m_rowSlots;
};

/// The one table (built on first use).
const KeyTable &keyTable();

} // namespace Switchyard::Api::CodecDetail::EventSax
