// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/eventsaxkeys.h"

namespace Switchyard::Api::CodecDetail::EventSax {

namespace {

constexpr KeyName kKeyNames[] = {
    {"id", K::Id},
    {"timestamp", K::Timestamp},
    {"source", K::Source},
    {"kind", K::Kind},
    {"llm_message", K::LlmMessage},
    {"activated_skills", K::ActivatedSkills},
    {"thought", K::Thought},
    {"reasoning_content", K::ReasoningContent},
    {"tool_call", K::ToolCall},
    {"action", K::Action},
    {"observation", K::Observation},
    {"error", K::Error},
    {"classification", K::Classification},
    {"value", K::Value},
    {"forgotten_event_ids", K::ForgottenEventIds},
    {"exit_code", K::ExitCode},
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
    {"questions", K::Questions},
    {"question", K::Question},
    {"options", K::Options},
    {"label", K::Label},
    {"description", K::Description},
    {"multi_select", K::MultiSelect},
    {"answers", K::Answers},
    {"option_id", K::OptionId},
    {"risks", K::Risks},
    {"profile_name", K::ProfileName},
    {"active_model", K::ActiveModel},
    {"chosen_class", K::ChosenClass},
};

} // namespace

KeyTable::KeyTable()
{
    for (const KeyName &k : kKeyNames) {
        const std::size_t len = std::strlen(k.name);
        m_buckets[len].push_back(Entry{k.name, KeyHit{k.key, -1}});
    }
    // The field table's names: one slot per distinct name, on the name's entry (a new one if no
    // section switches on it).
    qint8 slots = 0;
    for (const EventFields::Field &f : EventFields::fields()) {
        const std::size_t len = f.name.size();
        Q_ASSERT(len > 0 && len < m_buckets.size());
        Entry *entry = nullptr;
        for (Entry &e : m_buckets[len]) {
            if (std::memcmp(e.name, f.name.data(), len) == 0)
                entry = &e;
        }
        if (!entry) {
            m_buckets[len].push_back(Entry{f.name.data(), KeyHit{}});
            entry = &m_buckets[len].back();
        }
        if (entry->hit.slot < 0) {
            if (slots == kMaxFieldSlots)
                qFatal("eventfields.cpp: more than %d distinct member names", kMaxFieldSlots);
            entry->hit.slot = slots++;
        }
        m_rowSlots.push_back(entry->hit.slot);
    }
}

const KeyTable &keyTable()
{
    static const KeyTable table;
    return table;
}

} // namespace Switchyard::Api::CodecDetail::EventSax
