// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Field-by-field comparison of two Event values (the payload structs have no operator==), used
// to hold the SAX event parser to the DOM reference: by tst_codec and by the fuzz_codec target.

#include "models/api/apierror.h"
#include "models/domain/event.h"

#include <QString>

#include <type_traits>
#include <variant>

namespace Switchyard::Test {

// Adding a field to a payload changes its size (x86-64): this fails to compile until sameEvent()
// compares the new field too.
static_assert(sizeof(MessagePayload) == 144, "update sameEvent() for the new MessagePayload field");
static_assert(sizeof(ActionPayload) == 528, "update sameEvent() for the new ActionPayload field");
static_assert(sizeof(ObservationPayload) == 416, "update sameEvent() for the new ObservationPayload field");
static_assert(sizeof(AgentErrorPayload) == 96, "update sameEvent() for the new AgentErrorPayload field");
static_assert(sizeof(UserRejectPayload) == 120, "update sameEvent() for the new UserRejectPayload field");
static_assert(sizeof(StateUpdatePayload) == 88, "update sameEvent() for the new StateUpdatePayload field");
static_assert(sizeof(ErrorPayload) == 72, "update sameEvent() for the new ErrorPayload field");
static_assert(sizeof(CondensationPayload) == 48, "update sameEvent() for the new CondensationPayload field");
static_assert(sizeof(HookExecutionPayload) == 184, "update sameEvent() for the new HookExecutionPayload field");
static_assert(sizeof(StreamingDeltaPayload) == 48, "update sameEvent() for the new StreamingDeltaPayload field");
static_assert(sizeof(SystemPromptPayload) == 48, "update sameEvent() for the new SystemPromptPayload field");
static_assert(sizeof(AskUserRequestPayload) == 136, "update sameEvent() for the new AskUserRequestPayload field");
static_assert(sizeof(AskUserResponsePayload) == 56, "update sameEvent() for the new AskUserResponsePayload field");
static_assert(sizeof(SecurityAnalysisPayload) == 80, "update sameEvent() for the new SecurityAnalysisPayload field");
static_assert(sizeof(AcpToolCallPayload) == 176, "update sameEvent() for the new AcpToolCallPayload field");
static_assert(sizeof(Event) == 688, "update sameEvent() for the new Event field");

#define SAME(field)                                                                                                    \
    do {                                                                                                               \
        if (!(x.field == y.field))                                                                                     \
            return QStringLiteral(#field);                                                                             \
    } while (false)

inline QString samePayload(const MessagePayload &x, const MessagePayload &y)
{
    SAME(role);
    SAME(text);
    SAME(imageUrls);
    SAME(sender);
    SAME(activatedSkills);
    SAME(reasoningContent);
    return {};
}
inline QString samePayload(const ActionPayload &x, const ActionPayload &y)
{
    SAME(actionKind);
    SAME(toolName);
    SAME(toolCallId);
    SAME(llmResponseId);
    SAME(securityRisk);
    SAME(summary);
    SAME(thought);
    SAME(reasoningContent);
    SAME(toolCallArguments);
    SAME(command);
    SAME(isInput);
    SAME(path);
    SAME(fileText);
    SAME(oldStr);
    SAME(newStr);
    SAME(insertLine);
    SAME(taskList);
    SAME(message);
    SAME(url);
    SAME(patch);
    SAME(profileName);
    SAME(reason);
    SAME(actionJson);
    return {};
}
inline QString samePayload(const ObservationPayload &x, const ObservationPayload &y)
{
    SAME(observationKind);
    SAME(toolName);
    SAME(toolCallId);
    SAME(actionId);
    SAME(isError);
    SAME(text);
    SAME(errorText);
    SAME(command);
    SAME(exitCode);
    SAME(timedOut);
    SAME(workingDir);
    SAME(path);
    SAME(oldContent);
    SAME(newContent);
    SAME(prevExist);
    SAME(taskList);
    SAME(hasScreenshot);
    SAME(activeModel);
    SAME(profileName);
    SAME(chosenClass);
    return {};
}
inline QString samePayload(const AgentErrorPayload &x, const AgentErrorPayload &y)
{
    SAME(toolName);
    SAME(toolCallId);
    SAME(error);
    SAME(classificationKind);
    return {};
}
inline QString samePayload(const UserRejectPayload &x, const UserRejectPayload &y)
{
    SAME(toolName);
    SAME(toolCallId);
    SAME(actionId);
    SAME(rejectionReason);
    SAME(rejectionSource);
    return {};
}
inline QString samePayload(const StateUpdatePayload &x, const StateUpdatePayload &y)
{
    SAME(key);
    SAME(executionStatus);
    SAME(usageToMetrics);
    SAME(valueJson);
    return {};
}
inline QString samePayload(const ErrorPayload &x, const ErrorPayload &y)
{
    SAME(code);
    SAME(detail);
    SAME(classificationKind);
    return {};
}
inline QString samePayload(const CondensationPayload &x, const CondensationPayload &y)
{
    SAME(forgottenEventIds);
    SAME(summary);
    return {};
}
inline QString samePayload(const HookExecutionPayload &x, const HookExecutionPayload &y)
{
    SAME(hookEventType);
    SAME(hookCommand);
    SAME(toolName);
    SAME(success);
    SAME(blocked);
    SAME(exitCode);
    SAME(stdoutText);
    SAME(stderrText);
    SAME(reason);
    SAME(error);
    return {};
}
inline QString samePayload(const StreamingDeltaPayload &x, const StreamingDeltaPayload &y)
{
    SAME(content);
    SAME(reasoningContent);
    return {};
}
inline QString samePayload(const SystemPromptPayload &x, const SystemPromptPayload &y)
{
    SAME(systemPrompt);
    SAME(toolNames);
    return {};
}
inline QString samePayload(const AskUserRequestPayload &x, const AskUserRequestPayload &y)
{
    SAME(requestId);
    SAME(questions);
    SAME(actionId);
    SAME(toolCallId);
    SAME(toolName);
    SAME(timeoutSeconds);
    return {};
}
inline QString samePayload(const AskUserResponsePayload &x, const AskUserResponsePayload &y)
{
    SAME(requestId);
    SAME(action);
    SAME(answers);
    return {};
}
inline QString samePayload(const SecurityAnalysisPayload &x, const SecurityAnalysisPayload &y)
{
    SAME(analyzer);
    SAME(policy);
    SAME(risks);
    SAME(detailsJson);
    return {};
}
inline QString samePayload(const AcpToolCallPayload &x, const AcpToolCallPayload &y)
{
    SAME(toolCallId);
    SAME(title);
    SAME(status);
    SAME(toolKind);
    SAME(text);
    SAME(isError);
    SAME(rawInputJson);
    SAME(rawOutputJson);
    return {};
}
inline QString samePayload(const OtherPayload &, const OtherPayload &)
{
    return {};
}

/// Empty when equal, else the name of the first field that differs.
inline QString sameEvent(const Event &x, const Event &y)
{
    SAME(id);
    SAME(timestamp);
    SAME(source);
    SAME(parentId);
    SAME(kind);
    SAME(raw);
    if (x.payload.index() != y.payload.index())
        return QStringLiteral("payload type");
    return std::visit(
        [&y](const auto &px) -> QString {
            using P = std::decay_t<decltype(px)>;
            const QString field = samePayload(px, std::get<P>(y.payload));
            return field.isEmpty() ? QString() : QStringLiteral("payload.") + field;
        },
        x.payload);
}
#undef SAME

inline QString sameError(const Api::ApiError &x, const Api::ApiError &y)
{
    if (x.kind != y.kind || x.jsonPath != y.jsonPath || x.message != y.message || x.detail != y.detail)
        return QStringLiteral("error: %1 | %2 vs %3 | %4").arg(x.jsonPath, x.detail, y.jsonPath, y.detail);
    return {};
}

} // namespace Switchyard::Test
