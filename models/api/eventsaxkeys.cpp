// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/eventsaxkeys.h"

namespace Switchyard::Api::CodecDetail::EventSax {

namespace {

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
    {"request_id", K::RequestId},
    {"questions", K::Questions},
    {"question", K::Question},
    {"options", K::Options},
    {"label", K::Label},
    {"description", K::Description},
    {"multi_select", K::MultiSelect},
    {"timeout_seconds", K::TimeoutSeconds},
    {"answers", K::Answers},
    {"option_id", K::OptionId},
    {"analyzer", K::Analyzer},
    {"policy", K::Policy},
    {"risks", K::Risks},
    {"tool_kind", K::ToolKind},
    {"profile_name", K::ProfileName},
    {"active_model", K::ActiveModel},
    {"chosen_class", K::ChosenClass},
};

} // namespace

KeyTable::KeyTable()
{
    for (const KeyName &k : kKeyNames) {
        const std::size_t len = std::strlen(k.name);
        m_buckets[len].push_back(k);
    }
}

const KeyTable &keyTable()
{
    static const KeyTable table;
    return table;
}

} // namespace Switchyard::Api::CodecDetail::EventSax
