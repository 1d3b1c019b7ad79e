// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/sim/worldtypes.h"

#include <nlohmann/json.hpp>

// Builders of agent-server event JSON (spec §6), shaped like the SDK's model_dump(mode="json").
namespace Switchyard::Sim::EventFactory {

using json = nlohmann::json;

/// Common header: id, timestamp, source, parent_id, kind (kind is set last by each builder).
json base(SimConversation &c, qint64 us, const char *source);

json systemPrompt(SimConversation &c, qint64 us);
json message(SimConversation &c, qint64 us, const char *role, const QString &text);
json stateUpdate(SimConversation &c, qint64 us, const QString &key, const json &value);
json stats(SimConversation &c, qint64 us);
/// The agent's metrics as the SDK reports them (stats.usage_to_metrics.agent): model, cost, token
/// usage, and max_budget_per_task when the conversation has one.
json agentMetrics(const SimConversation &c);

/// An ActionEvent. `action` may be null (invalid tool call). Fills c.pendingToolCallId / pendingActionId.
json action(SimConversation &c, qint64 us, const QString &toolName, const json &action, const QString &thought,
            const QString &summary, const char *risk = "LOW", const QString &rawArguments = {});
json observation(SimConversation &c, qint64 us, const json &observation);
json terminalAction(const QString &command, double timeout = -1);
json terminalObservation(const QString &command, const QString &output, int exitCode, const QString &workdir);
json fileEditAction(const QString &command, const QString &path, const QString &oldStr, const QString &newStr,
                    const QString &fileText);
json fileEditObservation(const QString &command, const QString &path, const std::optional<QString> &oldContent,
                         const QString &newContent, const QString &text);
json taskList(const QList<std::pair<QString, QString>> &titleStatus);
json taskTrackerAction(const json &tasks);
json taskTrackerObservation(const json &tasks);
json thinkAction(const QString &thought);
json thinkObservation();
json finishAction(const QString &message);
json finishObservation(const QString &message);
json agentError(SimConversation &c, qint64 us, const QString &error);
json conversationError(SimConversation &c, qint64 us, const QString &code, const QString &detail);
json userReject(SimConversation &c, qint64 us, const QString &reason, const char *source);
json pauseEvent(SimConversation &c, qint64 us);
json condensation(SimConversation &c, qint64 us, const QStringList &forgotten, const QString &summary);
json hookExecution(SimConversation &c, qint64 us, const QString &command, const QString &toolName, bool blocked,
                   const QString &reason);
json textContent(const QString &text);

// ---- newer kinds (spec §13.2; shapes from the SDK sources, see README) ----
/// AskUserAction {questions: [{id, question, options: [{id, label, description}], multi_select}]}.
json askUserAction(const json &questions);
/// AskUserRequestEvent for the pending ask_user ActionEvent (c.pendingActionId / ToolCallId).
json askUserRequest(SimConversation &c, qint64 us, const json &questions, double timeoutSeconds);
json askUserResponse(SimConversation &c, qint64 us, const json &request, const std::string &action,
                     const json &answers);
json askUserObservation(const json &request, const std::string &action, const json &answers);
/// SecurityAnalysisEvent: risks / details keyed by ActionEvent id.
json securityAnalysis(SimConversation &c, qint64 us, const QString &analyzer, const QString &policy, const json &risks,
                      const json &details);
json switchLlmAction(const QString &profile, const QString &reason);
json switchLlmObservation(const QString &profile, const QString &reason, const QString &activeModel);
json classifyAndSwitchAction();
json classifyAndSwitchObservation(const QString &chosenClass, const QString &profile, const QString &activeModel);
json acpToolCall(SimConversation &c, qint64 us, const QString &title, const QString &toolKind, const QString &status,
                 const json &rawInput, const json &rawOutput, const json &content);
json launchChildAction(const QString &task, const QString &title);
json launchChildObservation(const QString &childId, const QString &status, const QString &workspace);

/// Lazily generated events of BulkEvents (deterministic per index).
qint64 bulkTimestamp(const BulkEvents &b, qint64 index);
const char *bulkKind(qint64 index);
json bulkEvent(const BulkEvents &b, qint64 index);
/// The index of a bulk event id, -1 when it is not one of b's.
qint64 bulkIndexOf(const BulkEvents &b, const QString &eventId);

/// Whether the SDK would never pick this event as a parent (state updates, conversation errors).
bool isArtifact(const json &event);

} // namespace Switchyard::Sim::EventFactory
