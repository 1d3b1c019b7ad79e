// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sim/eventfactory.h"

namespace Switchyard::Sim::EventFactory {

namespace {
std::string s(const QString &q)
{
    return q.toStdString();
}

json tool(const char *kind, const char *title, const char *action, const char *observation, const char *desc,
          bool readOnly, bool destructive, bool idempotent, bool openWorld)
{
    return json{{"description", desc},
                {"action_type", action},
                {"observation_type", observation},
                {"annotations",
                 {{"title", title},
                  {"readOnlyHint", readOnly},
                  {"destructiveHint", destructive},
                  {"idempotentHint", idempotent},
                  {"openWorldHint", openWorld}}},
                {"meta", nullptr},
                {"kind", kind},
                {"title", title}};
}

json llmMessage(const char *role, const QString &text)
{
    return json{{"role", role},
                {"content", json::array({textContent(text)})},
                {"tool_calls", nullptr},
                {"tool_call_id", nullptr},
                {"name", nullptr},
                {"reasoning_content", nullptr},
                {"thinking_blocks", json::array()},
                {"responses_reasoning_item", nullptr}};
}
} // namespace

json textContent(const QString &text)
{
    return json{{"cache_prompt", false}, {"type", "text"}, {"text", s(text)}};
}

json base(SimConversation &c, qint64 us, const char *source)
{
    json e;
    e["id"] = s(Ids::dashedUuid(c.rng));
    e["timestamp"] = s(Times::event(us));
    e["source"] = source;
    e["parent_id"] = c.lastParentId.isEmpty() ? json(nullptr) : json(s(c.lastParentId));
    return e;
}

json systemPrompt(SimConversation &c, qint64 us)
{
    json e = base(c, us, "agent");
    QString prompt = c.systemPrompt.isEmpty()
        ? QStringLiteral("You are OpenHands agent, a helpful AI assistant that can interact with a computer to solve "
                         "tasks.\n\n<ROLE>\nYour primary role is to assist users by executing commands, modifying "
                         "code, and solving technical problems effectively.\n</ROLE>")
        : c.systemPrompt;
    if (!c.systemSuffix.isEmpty())
        prompt += QStringLiteral("\n\n") + c.systemSuffix;
    e["system_prompt"] = textContent(prompt);
    e["tools"] = json::array(
        {tool("TerminalTool", "terminal", "TerminalAction", "TerminalObservation",
              "Execute a bash command in the terminal within a persistent shell session.", false, true, false, true),
         tool("FileEditorTool", "file_editor", "FileEditorAction", "FileEditorObservation",
              "Custom editing tool for viewing, creating and editing files in plain-text format.", false, true, false,
              true),
         tool("TaskTrackerTool", "task_tracker", "TaskTrackerAction", "TaskTrackerObservation",
              "This tool provides structured task management capabilities.", false, false, false, false),
         tool("FinishTool", "finish", "FinishAction", "FinishObservation",
              "Signals the completion of the current task or conversation.", true, false, true, false),
         tool("ThinkTool", "think", "ThinkAction", "ThinkObservation", "Use the tool to think about something.", true,
              false, true, false)});
    QString ctx = QStringLiteral("<RUNTIME_INFORMATION>\nThe current working directory is %1\n</RUNTIME_INFORMATION>")
                      .arg(c.workspace.root);
    if (!c.repository.isEmpty())
        ctx += QStringLiteral("\n<REPOSITORY_INFO>\n%1 is cloned at %2\n</REPOSITORY_INFO>")
                   .arg(c.repository, c.repository.section(QLatin1Char('/'), -1));
    e["dynamic_context"] = textContent(ctx);
    e["kind"] = "SystemPromptEvent";
    return e;
}

json message(SimConversation &c, qint64 us, const char *role, const QString &text)
{
    const bool agent = QLatin1String(role) == QLatin1String("assistant");
    json e = base(c, us, agent ? "agent" : "user");
    e["llm_message"] = llmMessage(role, text);
    e["llm_response_id"] = agent ? json(s(Ids::responseId(c.rng))) : json(nullptr);
    e["activated_skills"] = json::array();
    e["extended_content"] = json::array();
    e["sender"] = nullptr;
    e["critic_result"] = nullptr;
    e["kind"] = "MessageEvent";
    return e;
}

json stateUpdate(SimConversation &c, qint64 us, const QString &key, const json &value)
{
    json e = base(c, us, "environment");
    e["key"] = s(key);
    e["value"] = value;
    e["kind"] = "ConversationStateUpdateEvent";
    return e;
}

json agentMetrics(const SimConversation &c)
{
    const std::string model = s(c.llmModel);
    json usage{{"model", model},
               {"prompt_tokens", c.promptTokens},
               {"completion_tokens", c.completionTokens},
               {"cache_read_tokens", c.cacheReadTokens},
               {"cache_write_tokens", c.cacheWriteTokens},
               {"reasoning_tokens", 0},
               {"context_window", 200000},
               {"per_turn_token", c.perTurnTokens},
               {"response_id", ""}};
    json metrics{{"model_name", model}, {"accumulated_cost", c.cost}, {"accumulated_token_usage", usage}};
    if (c.maxBudget)
        metrics["max_budget_per_task"] = *c.maxBudget;
    return metrics;
}

json stats(SimConversation &c, qint64 us)
{
    json metrics = agentMetrics(c);
    if (!c.maxBudget)
        metrics["max_budget_per_task"] = nullptr; // the stats update names it even when unset
    return stateUpdate(c, us, QStringLiteral("stats"), json{{"usage_to_metrics", {{"agent", metrics}}}});
}

json action(SimConversation &c, qint64 us, const QString &toolName, const json &act, const QString &thought,
            const QString &summary, const char *risk, const QString &rawArguments)
{
    json e = base(c, us, "agent");
    const QString callId = Ids::toolCallId(c.rng);
    e["thought"] = thought.isEmpty() ? json::array() : json::array({textContent(thought)});
    e["reasoning_content"] = nullptr;
    e["thinking_blocks"] = json::array();
    e["responses_reasoning_item"] = nullptr;
    e["action"] = act;
    e["tool_name"] = s(toolName);
    e["tool_call_id"] = s(callId);
    std::string args;
    if (!rawArguments.isEmpty()) {
        args = s(rawArguments);
    } else {
        json a = act.is_object() ? act : json::object();
        a.erase("kind");
        for (auto it = a.begin(); it != a.end();) {
            if (it->is_null())
                it = a.erase(it);
            else
                ++it;
        }
        a["security_risk"] = risk;
        if (!summary.isEmpty())
            a["summary"] = s(summary);
        args = a.dump();
    }
    e["tool_call"] = json{{"id", s(callId)},
                          {"responses_item_id", nullptr},
                          {"name", s(toolName)},
                          {"arguments", args},
                          {"origin", "completion"}};
    e["llm_response_id"] = s(Ids::responseId(c.rng));
    e["security_risk"] = act.is_null() ? "UNKNOWN" : risk;
    e["critic_result"] = nullptr;
    e["summary"] = summary.isEmpty() || act.is_null() ? json(nullptr) : json(s(summary));
    e["kind"] = "ActionEvent";
    c.pendingActionId = QString::fromStdString(e["id"].get<std::string>());
    c.pendingToolCallId = callId;
    c.pendingToolName = toolName;
    return e;
}

json observation(SimConversation &c, qint64 us, const json &obs)
{
    json e = base(c, us, "environment");
    e["tool_name"] = s(c.pendingToolName);
    e["tool_call_id"] = s(c.pendingToolCallId);
    e["observation"] = obs;
    e["action_id"] = s(c.pendingActionId);
    e["extended_content"] = json::array();
    e["kind"] = "ObservationEvent";
    return e;
}

json terminalAction(const QString &command, double timeout)
{
    return json{{"command", s(command)},
                {"is_input", false},
                {"timeout", timeout < 0 ? json(nullptr) : json(timeout)},
                {"reset", false},
                {"kind", "TerminalAction"}};
}

json terminalObservation(const QString &command, const QString &output, int exitCode, const QString &workdir)
{
    const std::string suffix = "\n[The command completed with exit code " + std::to_string(exitCode) + ".]";
    return json{{"content", json::array({textContent(output)})},
                {"is_error", false},
                {"command", s(command)},
                {"exit_code", exitCode},
                {"timeout", false},
                {"metadata",
                 {{"exit_code", exitCode},
                  {"pid", -1},
                  {"username", "openhands"},
                  {"hostname", "runtime-sim"},
                  {"working_dir", s(workdir)},
                  {"py_interpreter_path", "/usr/bin/python"},
                  {"prefix", ""},
                  {"suffix", suffix}}},
                {"full_output_save_dir", nullptr},
                {"kind", "TerminalObservation"}};
}

json fileEditAction(const QString &command, const QString &path, const QString &oldStr, const QString &newStr,
                    const QString &fileText)
{
    return json{{"command", s(command)},
                {"path", s(path)},
                {"file_text", fileText.isNull() ? json(nullptr) : json(s(fileText))},
                {"old_str", oldStr.isNull() ? json(nullptr) : json(s(oldStr))},
                {"new_str", newStr.isNull() ? json(nullptr) : json(s(newStr))},
                {"insert_line", nullptr},
                {"view_range", nullptr},
                {"kind", "FileEditorAction"}};
}

json fileEditObservation(const QString &command, const QString &path, const std::optional<QString> &oldContent,
                         const QString &newContent, const QString &text)
{
    return json{{"content", json::array({textContent(text)})},
                {"is_error", false},
                {"command", s(command)},
                {"path", s(path)},
                {"prev_exist", oldContent.has_value()},
                {"old_content", oldContent ? json(s(*oldContent)) : json(nullptr)},
                {"new_content", s(newContent)},
                {"kind", "FileEditorObservation"}};
}

json taskList(const QList<std::pair<QString, QString>> &titleStatus)
{
    json list = json::array();
    for (const auto &[title, status] : titleStatus)
        list.push_back(json{{"title", s(title)}, {"notes", ""}, {"status", s(status)}});
    return list;
}

json taskTrackerAction(const json &tasks)
{
    return json{{"command", "plan"}, {"task_list", tasks}, {"kind", "TaskTrackerAction"}};
}

json taskTrackerObservation(const json &tasks)
{
    std::string text = "Task list has been updated with " + std::to_string(tasks.size()) + " items.";
    return json{{"content", json::array({textContent(QString::fromStdString(text))})},
                {"is_error", false},
                {"command", "plan"},
                {"task_list", tasks},
                {"kind", "TaskTrackerObservation"}};
}

json thinkAction(const QString &thought)
{
    return json{{"thought", s(thought)}, {"kind", "ThinkAction"}};
}

json thinkObservation()
{
    return json{{"content", json::array({textContent(QStringLiteral("Your thought has been logged."))})},
                {"is_error", false},
                {"kind", "ThinkObservation"}};
}

json finishAction(const QString &msg)
{
    return json{{"message", s(msg)}, {"kind", "FinishAction"}};
}

json finishObservation(const QString &msg)
{
    return json{{"content", json::array({textContent(msg)})}, {"is_error", false}, {"kind", "FinishObservation"}};
}

json agentError(SimConversation &c, qint64 us, const QString &error)
{
    json e = base(c, us, "agent");
    e["tool_name"] = s(c.pendingToolName);
    e["tool_call_id"] = s(c.pendingToolCallId);
    e["error"] = s(error);
    // no "classification": the Cloud server of the reference OpenAPI predates it
    e["kind"] = "AgentErrorEvent";
    return e;
}

json conversationError(SimConversation &c, qint64 us, const QString &code, const QString &detail)
{
    json e = base(c, us, "environment");
    e["code"] = s(code);
    e["detail"] = s(detail);
    e["kind"] = "ConversationErrorEvent";
    return e;
}

json userReject(SimConversation &c, qint64 us, const QString &reason, const char *source)
{
    json e = base(c, us, "environment");
    e["tool_name"] = s(c.pendingToolName);
    e["tool_call_id"] = s(c.pendingToolCallId);
    e["rejection_reason"] = s(reason);
    e["rejection_source"] = source;
    e["action_id"] = s(c.pendingActionId);
    e["kind"] = "UserRejectObservation";
    return e;
}

json pauseEvent(SimConversation &c, qint64 us)
{
    json e = base(c, us, "user");
    e["kind"] = "PauseEvent";
    return e;
}

json condensation(SimConversation &c, qint64 us, const QStringList &forgotten, const QString &summary)
{
    json e = base(c, us, "environment");
    json ids = json::array();
    for (const QString &id : forgotten)
        ids.push_back(s(id));
    e["forgotten_event_ids"] = ids;
    e["summary"] = s(summary);
    e["summary_offset"] = 1;
    e["llm_response_id"] = s(Ids::responseId(c.rng));
    e["kind"] = "Condensation";
    return e;
}

json hookExecution(SimConversation &c, qint64 us, const QString &command, const QString &toolName, bool blocked,
                   const QString &reason)
{
    json e = base(c, us, "hook");
    e["hook_event_type"] = "PreToolUse";
    e["hook_command"] = s(command);
    e["tool_name"] = s(toolName);
    e["success"] = true;
    e["blocked"] = blocked;
    e["exit_code"] = blocked ? 2 : 0;
    e["stdout"] = "";
    e["stderr"] = blocked ? s(reason) : std::string();
    e["reason"] = blocked ? json(s(reason)) : json(nullptr);
    e["additional_context"] = nullptr;
    e["error"] = nullptr;
    e["action_id"] = s(c.pendingActionId);
    e["message_id"] = nullptr;
    e["hook_input"] = json{{"tool_name", s(toolName)}};
    e["kind"] = "HookExecutionEvent";
    return e;
}

// ---- newer kinds ----
json askUserAction(const json &questions)
{
    return json{{"questions", questions}, {"kind", "AskUserAction"}};
}

json askUserRequest(SimConversation &c, qint64 us, const json &questions, double timeoutSeconds)
{
    json e = base(c, us, "agent");
    e["request_id"] = "ask_" + s(Ids::base62(c.rng, 16));
    e["questions"] = questions;
    e["action_id"] = s(c.pendingActionId);
    e["tool_call_id"] = s(c.pendingToolCallId);
    e["tool_name"] = "ask_user";
    e["timeout_seconds"] = timeoutSeconds > 0 ? json(timeoutSeconds) : json(nullptr);
    e["kind"] = "AskUserRequestEvent";
    return e;
}

json askUserResponse(SimConversation &c, qint64 us, const json &request, const std::string &action, const json &answers)
{
    json e = base(c, us, "user");
    e["request_id"] = request.value("request_id", std::string());
    e["action"] = action;
    e["answers"] = action == "accept" ? answers : json::object();
    e["kind"] = "AskUserResponseEvent";
    return e;
}

json askUserObservation(const json &request, const std::string &action, const json &answers)
{
    std::string message;
    if (action == "decline") {
        message = "User declined to answer the question(s).";
    } else if (action == "cancel") {
        message = "The question was dismissed (cancelled). Proceed using your best judgement or try a different "
                  "approach.";
    } else {
        std::string lines;
        for (const auto &question : request.value("questions", json::array())) {
            const auto it = answers.find(question.value("id", std::string()));
            if (it == answers.end() || it->empty())
                continue;
            std::string labels;
            for (const auto &pick : *it)
                labels += (labels.empty() ? "" : ", ") + pick.value("label", std::string());
            lines += "\n- " + question.value("question", std::string()) + " -> " + labels;
        }
        message = lines.empty() ? "User accepted without selecting an option." : "User answered:" + lines;
    }
    return json{{"content", json::array({textContent(QString::fromStdString(message))})},
                {"is_error", false},
                {"resolution", action},
                {"answers", action == "accept" ? answers : json::object()},
                {"message", message},
                {"kind", "AskUserObservation"}};
}

json securityAnalysis(SimConversation &c, qint64 us, const QString &analyzer, const QString &policy, const json &risks,
                      const json &details)
{
    json e = base(c, us, "environment");
    e["analyzer"] = s(analyzer);
    e["policy"] = s(policy);
    e["risks"] = risks;
    e["details"] = details;
    e["kind"] = "SecurityAnalysisEvent";
    return e;
}

json switchLlmAction(const QString &profile, const QString &reason)
{
    return json{{"profile_name", s(profile)}, {"reason", s(reason)}, {"kind", "SwitchLLMAction"}};
}

json switchLlmObservation(const QString &profile, const QString &reason, const QString &activeModel)
{
    const QString text = QStringLiteral("Switched LLM profile to '%1' with active model '%2'. Reason: %3 Future agent "
                                        "steps will use this profile.")
                             .arg(profile, activeModel, reason);
    return json{{"content", json::array({textContent(text)})},
                {"is_error", false},
                {"profile_name", s(profile)},
                {"reason", s(reason)},
                {"active_model", s(activeModel)},
                {"kind", "SwitchLLMObservation"}};
}

json classifyAndSwitchAction()
{
    return json{{"kind", "ClassifyAndSwitchLLMAction"}};
}

json classifyAndSwitchObservation(const QString &chosenClass, const QString &profile, const QString &activeModel)
{
    const QString text = QStringLiteral("Classified task as '%1' and switched to LLM profile '%2' (model '%3'). Future "
                                        "agent steps will use this profile.")
                             .arg(chosenClass, profile, activeModel);
    return json{{"content", json::array({textContent(text)})},
                {"is_error", false},
                {"chosen_class", s(chosenClass)},
                {"model", s(profile)},
                {"active_model", s(activeModel)},
                {"kind", "ClassifyAndSwitchLLMObservation"}};
}

json acpToolCall(SimConversation &c, qint64 us, const QString &title, const QString &toolKind, const QString &status,
                 const json &rawInput, const json &rawOutput, const json &content)
{
    json e = base(c, us, "agent");
    e["tool_call_id"] = "call_" + s(Ids::base62(c.rng, 24));
    e["title"] = s(title);
    e["status"] = s(status);
    e["tool_kind"] = s(toolKind);
    e["raw_input"] = rawInput;
    e["raw_output"] = rawOutput;
    e["content"] = content;
    e["is_error"] = status == QLatin1String("failed");
    e["kind"] = "ACPToolCallEvent";
    return e;
}

json launchChildAction(const QString &task, const QString &title)
{
    return json{{"task", s(task)},
                {"title", s(title)},
                {"isolation", "shared"},
                {"kind", "LaunchChildConversationAction"}};
}

json launchChildObservation(const QString &childId, const QString &status, const QString &workspace)
{
    const QString path = QStringLiteral("/conversations/") + childId;
    const QString text = QStringLiteral("Child conversation %1 launched with status %2. Workspace: %3. Path: %4.")
                             .arg(childId, status, workspace, path);
    return json{{"content", json::array({textContent(text)})},
                {"is_error", false},
                {"conversation_id", s(childId)},
                {"execution_status", s(status)},
                {"workspace", s(workspace)},
                {"url_path", s(path)},
                {"kind", "LaunchChildConversationObservation"}};
}

bool isArtifact(const json &event)
{
    const auto k = event.value("kind", std::string());
    return k == "ConversationStateUpdateEvent" || k == "ConversationErrorEvent";
}

// ---- lazily generated events ----
namespace {
constexpr qint64 kBulkStepUs = 250000; // 4 events per second of virtual history
constexpr int kCycle = 10;
const char *const kBulkKinds[kCycle] = {
    "MessageEvent",     "ConversationStateUpdateEvent", "ActionEvent", "ObservationEvent", "ActionEvent",
    "ObservationEvent", "ConversationStateUpdateEvent", "ActionEvent", "ObservationEvent", "MessageEvent"};

std::uint64_t bulkPrefix(const BulkEvents &b)
{
    return (mix64(b.seed, 1) & 0xFFFFFFFFFFFF0FFFULL) | 0x4000ULL; // version nibble already 4
}

QString bulkId(const BulkEvents &b, qint64 i)
{
    if (i < 0)
        return {};
    return Ids::dashedFromParts(bulkPrefix(b),
                                (mix64(b.seed, 2) & 0x0FFF000000000000ULL) | static_cast<std::uint64_t>(i));
}
} // namespace

qint64 bulkTimestamp(const BulkEvents &b, qint64 index)
{
    const auto jitter = static_cast<qint64>(mix64(b.seed ^ 0x7157ULL, static_cast<std::uint64_t>(index)) % 200000);
    return b.firstUs + index * kBulkStepUs + jitter;
}

const char *bulkKind(qint64 index)
{
    return kBulkKinds[index % kCycle];
}

// One case per phase of the ten-event cycle, each building a whole event: long, but a flat list.
json bulkEvent(const BulkEvents &b, qint64 i)
{
    const int phase = static_cast<int>(i % kCycle);
    const qint64 round = i / kCycle;
    const qint64 us = bulkTimestamp(b, i);
    json e;
    e["id"] = s(bulkId(b, i));
    e["timestamp"] = s(Times::event(us));
    // parent: the latest non-artifact event (phases 1 and 6 are state updates)
    qint64 parent = i - 1;
    while (parent >= 0 && (parent % kCycle == 1 || parent % kCycle == 6))
        --parent;
    e["parent_id"] = parent >= 0 ? json(s(bulkId(b, parent))) : json(nullptr);
    const std::string callA = "toolu_01bulk" + std::to_string(i - (phase == 3 ? 1 : 0));
    const std::string callB = "toolu_01bulk" + std::to_string(i - (phase == 5 ? 1 : 0));
    const std::string callC = "toolu_01bulk" + std::to_string(i - (phase == 8 ? 1 : 0));
    const QString file = QStringLiteral("%1/src/module_%2.py").arg(b.workdir).arg(round % 50);
    const QString cmd = QStringLiteral("cd %1 && python -m pytest -q tests/test_%2.py").arg(b.workdir).arg(round % 50);
    auto actionEvent = [&](const json &act, const std::string &toolName, const std::string &call) {
        e["source"] = "agent";
        e["thought"] = json::array({textContent(QStringLiteral("Step %1 of the long-running task.").arg(round))});
        e["reasoning_content"] = nullptr;
        e["thinking_blocks"] = json::array();
        e["responses_reasoning_item"] = nullptr;
        e["action"] = act;
        e["tool_name"] = toolName;
        e["tool_call_id"] = call;
        e["tool_call"] = json{{"id", call},
                              {"responses_item_id", nullptr},
                              {"name", toolName},
                              {"arguments", "{}"},
                              {"origin", "completion"}};
        e["llm_response_id"] = "chatcmpl-bulk-" + std::to_string(i);
        e["security_risk"] = "LOW";
        e["critic_result"] = nullptr;
        e["summary"] = "bulk step";
        e["kind"] = "ActionEvent";
    };
    auto observationEvent = [&](const json &obs, const std::string &toolName, const std::string &call) {
        e["source"] = "environment";
        e["tool_name"] = toolName;
        e["tool_call_id"] = call;
        e["observation"] = obs;
        e["action_id"] = s(bulkId(b, i - 1));
        e["extended_content"] = json::array();
        e["kind"] = "ObservationEvent";
    };
    switch (phase) {
    case 0:
    case 9: {
        const bool user = phase == 0;
        e["source"] = user ? "user" : "agent";
        e["llm_message"] =
            llmMessage(user ? "user" : "assistant",
                       user ? QStringLiteral("Continue with module %1.").arg(round % 50)
                            : QStringLiteral("Module %1 is done; %2 tests pass.").arg(round % 50).arg(10 + round % 7));
        e["llm_response_id"] = user ? json(nullptr) : json("chatcmpl-bulk-" + std::to_string(i));
        e["activated_skills"] = json::array();
        e["extended_content"] = json::array();
        e["sender"] = nullptr;
        e["critic_result"] = nullptr;
        e["kind"] = "MessageEvent";
        break;
    }
    case 1:
        e["source"] = "environment";
        e["key"] = "execution_status";
        e["value"] = "running";
        e["kind"] = "ConversationStateUpdateEvent";
        break;
    case 2:
        actionEvent(terminalAction(cmd), "terminal", callA);
        break;
    case 3:
        observationEvent(
            terminalObservation(cmd, QStringLiteral("%1 passed in 0.%2s").arg(10 + round % 7).arg(round % 90 + 10), 0,
                                b.workdir),
            "terminal", callA);
        break;
    case 4:
        actionEvent(fileEditAction(QStringLiteral("str_replace"), file, QStringLiteral("x = %1").arg(round),
                                   QStringLiteral("x = %1").arg(round + 1), QString()),
                    "file_editor", callB);
        break;
    case 5:
        observationEvent(fileEditObservation(QStringLiteral("str_replace"), file, QStringLiteral("x = %1\n").arg(round),
                                             QStringLiteral("x = %1\n").arg(round + 1),
                                             QStringLiteral("The file %1 has been edited.").arg(file)),
                         "file_editor", callB);
        break;
    case 6: {
        const double cost = 0.002 * static_cast<double>(round + 1);
        e["source"] = "environment";
        e["key"] = "stats";
        e["value"] = json{{"usage_to_metrics",
                           {{"agent",
                             {{"model_name", "litellm_proxy/claude-sonnet-4-5-20250929"},
                              {"accumulated_cost", cost},
                              {"max_budget_per_task", nullptr},
                              {"accumulated_token_usage",
                               {{"model", "litellm_proxy/claude-sonnet-4-5-20250929"},
                                {"prompt_tokens", 1200 * (round + 1)},
                                {"completion_tokens", 90 * (round + 1)},
                                {"cache_read_tokens", 1000 * round},
                                {"cache_write_tokens", 200 * (round + 1)},
                                {"reasoning_tokens", 0},
                                {"context_window", 200000},
                                {"per_turn_token", 1290},
                                {"response_id", ""}}}}}}}};
        e["kind"] = "ConversationStateUpdateEvent";
        break;
    }
    case 7:
        actionEvent(thinkAction(QStringLiteral("Module %1 looks consistent; moving on.").arg(round % 50)), "think",
                    callC);
        break;
    case 8:
        observationEvent(thinkObservation(), "think", callC);
        break;
    default:
        break;
    }
    return e;
}

qint64 bulkIndexOf(const BulkEvents &b, const QString &eventId)
{
    std::uint64_t a = 0;
    std::uint64_t lo = 0;
    if (!Ids::parts(Ids::normalizeUuid(eventId), &a, &lo) || a != bulkPrefix(b))
        return -1;
    const auto index = static_cast<qint64>(lo & 0x0000FFFFFFFFFFFFULL);
    return index < b.count && bulkId(b, index).remove(QLatin1Char('-')) == Ids::normalizeUuid(eventId) ? index : -1;
}

} // namespace Switchyard::Sim::EventFactory
