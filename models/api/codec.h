// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// JSON codecs: wire <-> domain at the API's edge. They decode JSON straight into the domain values
// (models/domain) and encode them back, and encode the wire-only request bodies (wiretypes.h).
// nlohmann/json is inside; nothing of it leaks through this header.
// Every parse function is total: it never throws, and a document it cannot read gives an
// ApiError of kind Parse whose jsonPath names where. Limits: nesting depth 1024, and a size cap
// (CodecLimits::maxBytes) checked before parsing.

#include "models/api/result.h"
#include "models/api/wiretypes.h"
#include "models/domain/askuser.h"
#include "models/domain/conversation.h"
#include "models/domain/event.h"
#include "models/domain/sandbox.h"
#include "models/domain/startoptions.h"
#include "models/domain/starttask.h"
#include "models/domain/workspace.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <optional>

namespace Switchyard::Api {

struct CodecLimits
{
    qsizetype maxBytes = 256 * 1024 * 1024;
    int maxDepth = 1024;
};

namespace Codec {

[[nodiscard]] Result<Conversation> parseConversation(QByteArrayView json, const CodecLimits &limits = {});
[[nodiscard]] Result<Page<Conversation>> parseConversationPage(QByteArrayView json, const CodecLimits &limits = {});
/// Batch get: `null` entries stay std::nullopt, in request order.
[[nodiscard]] Result<QList<std::optional<Conversation>>> parseConversationBatch(QByteArrayView json,
                                                                                const CodecLimits &limits = {});
[[nodiscard]] Result<StartTask> parseStartTask(QByteArrayView json, const CodecLimits &limits = {});
[[nodiscard]] Result<Page<StartTask>> parseStartTaskPage(QByteArrayView json, const CodecLimits &limits = {});
[[nodiscard]] Result<QList<std::optional<StartTask>>> parseStartTaskBatch(QByteArrayView json,
                                                                          const CodecLimits &limits = {});
/// stream-start: the (possibly incomplete) JSON array of task snapshots; returns the complete ones.
[[nodiscard]] Result<QList<StartTask>> parseStartTaskStream(QByteArrayView json, const CodecLimits &limits = {});
[[nodiscard]] Result<Sandbox> parseSandbox(QByteArrayView json, const CodecLimits &limits = {});
[[nodiscard]] Result<Page<Sandbox>> parseSandboxPage(QByteArrayView json, const CodecLimits &limits = {});
[[nodiscard]] Result<QList<std::optional<Sandbox>>> parseSandboxBatch(QByteArrayView json,
                                                                      const CodecLimits &limits = {});
[[nodiscard]] Result<Page<SandboxSpec>> parseSandboxSpecPage(QByteArrayView json, const CodecLimits &limits = {});
[[nodiscard]] Result<Event> parseEvent(QByteArrayView json, const CodecLimits &limits = {});
[[nodiscard]] Result<Page<Event>> parseEventPage(QByteArrayView json, const CodecLimits &limits = {});
[[nodiscard]] Result<QList<std::optional<Event>>> parseEventBatch(QByteArrayView json, const CodecLimits &limits = {});
/// A JSON Lines document of events (real-samples/01); bad lines are reported, good ones kept.
[[nodiscard]] Result<QList<Event>> parseEventLines(QByteArrayView jsonl, const CodecLimits &limits = {});
[[nodiscard]] Result<qint64> parseCount(QByteArrayView json);
[[nodiscard]] Result<bool> parseSuccess(QByteArrayView json);
[[nodiscard]] Result<SendMessageResponse> parseSendMessageResponse(QByteArrayView json);
[[nodiscard]] Result<PendingMessageResponse> parsePendingMessageResponse(QByteArrayView json);
[[nodiscard]] Result<UserSettings> parseSettings(QByteArrayView json);
[[nodiscard]] Result<QList<GitChange>> parseGitChanges(QByteArrayView json, const CodecLimits &limits = {});
[[nodiscard]] Result<GitDiff> parseGitDiff(QByteArrayView json, const CodecLimits &limits = {});
/// `/file` answers a JSON string.
[[nodiscard]] Result<QString> parseFileBody(QByteArrayView json, const CodecLimits &limits = {});
/// `/files` answers a JSON array of relative paths (§13.4).
[[nodiscard]] Result<QList<QString>> parseFileList(QByteArrayView json, const CodecLimits &limits = {});
[[nodiscard]] Result<QList<Skill>> parseSkills(QByteArrayView json, const CodecLimits &limits = {});
[[nodiscard]] Result<QList<HookGroup>> parseHooks(QByteArrayView json, const CodecLimits &limits = {});
/// The conversation record of a trajectory's meta.json (no live fields).
[[nodiscard]] Result<Conversation> parseTrajectoryMeta(QByteArrayView json, const CodecLimits &limits = {});
/// The agent server's base_state.json: the fields a reviewer needs (id, model, stats, status).
struct BaseState
{
    QString id;
    QString llmModel;
    OpenEnum<ExecutionStatus> executionStatus; ///< absent when not recorded
    QMap<QString, MetricsSnapshot> usageToMetrics;
    QString workspaceDir;
};
[[nodiscard]] Result<BaseState> parseBaseState(QByteArrayView json, const CodecLimits &limits = {});

/// Error bodies (all four shapes of §1.6): the server's text, flattened. Empty if not JSON.
[[nodiscard]] QString errorDetailText(QByteArrayView body);

} // namespace Codec

/// The wire body for what the user chose (domain -> wire at the API's edge).
[[nodiscard]] StartRequest toStartRequest(const StartOptions &options);

namespace Codec {

// Request bodies (compact JSON).
[[nodiscard]] QByteArray encodeStartRequest(const StartRequest &request);
[[nodiscard]] QByteArray encodeSendMessage(const SendMessageRequest &request);
/// PATCH body: only the keys present in the map are sent; a null QString means JSON null.
struct ConversationPatch
{
    std::optional<QString> title;
    std::optional<bool> isPublic;
    std::optional<QString> selectedRepository;
    std::optional<QString> selectedBranch;
    std::optional<QString> gitProvider;
};
[[nodiscard]] QByteArray encodeConversationPatch(const ConversationPatch &patch);
[[nodiscard]] QByteArray encodeSettings(const UserSettings &settings);
[[nodiscard]] QByteArray encodeConfirmationResponse(bool accept, const QString &reason);
/// The respond_to_confirmation body read back (the store's record of an approval or rejection it
/// sent): {accept, reason}; nullopt when it is not one.
struct ConfirmationResponse
{
    bool accept = false;
    QString reason;
};
[[nodiscard]] std::optional<ConfirmationResponse> parseConfirmationResponse(QByteArrayView bytes);
/// respond_to_ask_user (§13.2): {request_id, action, answers} (codecaskuser.cpp); the parser reads
/// the same JSON back (the store's record of what was sent), nullopt when it is not one.
[[nodiscard]] QByteArray encodeAskUserAnswer(const AskUserAnswer &answer);
[[nodiscard]] std::optional<AskUserAnswer> parseAskUserAnswer(QByteArrayView bytes);

/// Encoders for the trajectory export and the store (round-trip with the parsers above).
[[nodiscard]] QByteArray encodeConversation(const Conversation &c, bool includeSecrets = false);
[[nodiscard]] QByteArray encodeSandbox(const Sandbox &s, bool includeSecrets = false);
[[nodiscard]] QByteArray encodeStartTask(const StartTask &t);

} // namespace Codec
} // namespace Switchyard::Api
