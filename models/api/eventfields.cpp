// SPDX-License-Identifier: GPL-3.0-or-later
// The event field table (eventfields.h): event members that fill one domain field each. Grouped
// by the kind whose payload gets them; a member several kinds read has one row per kind.
#include "models/api/eventfields.h"

namespace Switchyard::Api::EventFields {

namespace {

// clang-format off
constexpr Field kFields[] = {
    // every event (the common fields id, timestamp, source and kind are read by the handler itself)
    field<&Event::parentId>("parent_id"),
    // MessageEvent
    field<&MessagePayload::sender>("sender"),
    // ActionEvent
    field<&ActionPayload::toolName>("tool_name"),
    field<&ActionPayload::toolCallId>("tool_call_id"),
    field<&ActionPayload::llmResponseId>("llm_response_id"),
    enumField<&ActionPayload::securityRisk, &securityRiskFromWire>("security_risk"),
    field<&ActionPayload::summary>("summary"),
    field<&ActionPayload::reasoningContent>("reasoning_content"),
    // ObservationEvent
    field<&ObservationPayload::toolName>("tool_name"),
    field<&ObservationPayload::toolCallId>("tool_call_id"),
    field<&ObservationPayload::actionId>("action_id"),
    // AgentErrorEvent
    field<&AgentErrorPayload::toolName>("tool_name"),
    field<&AgentErrorPayload::toolCallId>("tool_call_id"),
    field<&AgentErrorPayload::error>("error"),
    // UserRejectObservation
    field<&UserRejectPayload::toolName>("tool_name"),
    field<&UserRejectPayload::toolCallId>("tool_call_id"),
    field<&UserRejectPayload::actionId>("action_id"),
    field<&UserRejectPayload::rejectionReason>("rejection_reason"),
    field<&UserRejectPayload::rejectionSource>("rejection_source"),
    // ConversationStateUpdateEvent (its value: eventsaxstate.cpp)
    field<&StateUpdatePayload::key>("key"),
    // ConversationErrorEvent, ServerErrorEvent
    field<&ErrorPayload::code>("code"),
    field<&ErrorPayload::detail>("detail"),
    // Condensation, CondensationSummaryEvent
    field<&CondensationPayload::summary>("summary"),
    // HookExecutionEvent
    field<&HookExecutionPayload::hookEventType>("hook_event_type"),
    field<&HookExecutionPayload::hookCommand>("hook_command"),
    field<&HookExecutionPayload::toolName>("tool_name"),
    field<&HookExecutionPayload::success>("success"),
    field<&HookExecutionPayload::blocked>("blocked"),
    field<&HookExecutionPayload::exitCode>("exit_code"),
    field<&HookExecutionPayload::stdoutText>("stdout"),
    field<&HookExecutionPayload::stderrText>("stderr"),
    field<&HookExecutionPayload::reason>("reason"),
    field<&HookExecutionPayload::error>("error"),
    // StreamingDeltaEvent
    field<&StreamingDeltaPayload::content>("content"),
    field<&StreamingDeltaPayload::reasoningContent>("reasoning_content"),
    // AskUserRequestEvent, AskUserResponseEvent (§13.2)
    field<&AskUserRequestPayload::requestId>("request_id"),
    field<&AskUserRequestPayload::actionId>("action_id"),
    field<&AskUserRequestPayload::toolCallId>("tool_call_id"),
    field<&AskUserRequestPayload::toolName>("tool_name"),
    field<&AskUserRequestPayload::timeoutSeconds>("timeout_seconds"),
    field<&AskUserResponsePayload::requestId>("request_id"),
    // SecurityAnalysisEvent
    field<&SecurityAnalysisPayload::analyzer>("analyzer"),
    field<&SecurityAnalysisPayload::policy>("policy"),
    // ACPToolCallEvent
    field<&AcpToolCallPayload::toolCallId>("tool_call_id"),
    field<&AcpToolCallPayload::title>("title"),
    field<&AcpToolCallPayload::status>("status"),
    field<&AcpToolCallPayload::toolKind>("tool_kind"),
    field<&AcpToolCallPayload::isError>("is_error"),
};
// clang-format on

} // namespace

std::span<const Field> fields()
{
    return kFields;
}

} // namespace Switchyard::Api::EventFields
