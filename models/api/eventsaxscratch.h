// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to models/api (the event SAX handler): what one event collects while it is read. An
// event's `kind` may come after its fields (the server sends it last), so every field any kind
// reads is collected here and the payload is built at the event's closing brace
// (eventsaxbuild.cpp).

#include "models/api/eventsaxkeys.h"
#include "models/domain/event.h"

#include <QList>
#include <QMap>
#include <QString>

#include <array>
#include <optional>

namespace Switchyard::Api::CodecDetail::EventSax {

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
    SRequestId,
    SAnalyzer,
    SPolicy,
    STitle,
    SStatus,
    SToolKind,
    SCount
};

inline int eventStrField(K k)
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
    case K::RequestId:
        return SRequestId;
    case K::Analyzer:
        return SAnalyzer;
    case K::Policy:
        return SPolicy;
    case K::Title:
        return STitle;
    case K::Status:
        return SStatus;
    case K::ToolKind:
        return SToolKind;
    default:
        return -1;
    }
}

struct ActionScratch
{
    bool isObject = false;
    QString kind, command, path, fileText, oldStr, newStr, message, thought, patch, url, profileName, reason;
    bool isInput = false;
    std::optional<qint64> insertLine;
    QList<TaskItem> tasks;
};

struct ObservationScratch
{
    bool isObject = false;
    QString kind, contentText, output, message, command, path, workingDir;
    QString activeModel, profileName, model, chosenClass; ///< model switches (§13.2)
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
    // newer kinds (§13.2)
    bool isError = false; ///< ACPToolCallEvent.is_error
    std::optional<double> timeoutSeconds;
    QString askAction; ///< AskUserResponseEvent.action (a string there, an object in ActionEvent)
    QString acpText; ///< ACPToolCallEvent content blocks
    QList<AskUserQuestion> questions;
    QMap<QString, QList<AskUserPick>> answers;
    QMap<QString, OpenEnum<SecurityRisk>> risks;
};

inline constexpr const char *kReqNames[4] = {"id", "timestamp", "source", "kind"};

inline int reqIndex(K k)
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
    SystemPrompt,
    AskUserRequest,
    AskUserResponse,
    SecurityAnalysis,
    AcpToolCall
};

/// The payload an event kind gets (eventsaxbuild.cpp).
EvKind classify(const QString &kind);

} // namespace Switchyard::Api::CodecDetail::EventSax
