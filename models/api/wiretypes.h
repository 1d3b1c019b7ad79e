// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Wire-only shapes of the V1 API (spec §3, §8): request bodies, pages and small responses that
// never travel above models/api. The records themselves (Conversation, Sandbox, StartTask, Event,
// the workspace values) are domain values (models/domain/): the codecs (codec.h) decode JSON
// straight into them and encode them back, and the wire spelling of their status enums is in
// wireenums.h. Rules that hold for every type:
//  - every field may be missing or null on the wire: missing strings are empty, missing numbers are
//    0, and fields where "absent" differs from "empty" are std::optional;
//  - secrets (session_api_key, start-request secrets) live in memory only; the store and the logs
//    never see them (see redaction.h).

#include "models/domain/status.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace Switchyard::Api {

// --- §3.1 / §3.2 request bodies --------------------------------------------------------------

/// One block of message content: `{"type":"text","text":…}` or `{"type":"image","image_urls":[…]}`.
struct ContentBlock
{
    QString type = QStringLiteral("text");
    QString text;
    QList<QString> imageUrls;
    bool operator==(const ContentBlock &) const = default;
};

struct SendMessageRequest
{
    QString role = QStringLiteral("user");
    QList<ContentBlock> content;
    bool run = true;

    /// The user's plain text as one block, run = true: a message, a review, answers as text.
    [[nodiscard]] static SendMessageRequest ofText(const QString &text)
    {
        SendMessageRequest msg;
        ContentBlock block;
        block.text = text;
        msg.content.append(block);
        return msg;
    }
};

struct PluginSpec
{
    QString source;
    QString ref;
    QString repoPath;
    QByteArray parametersJson; ///< compact JSON object, or empty
    bool operator==(const PluginSpec &) const = default;
};

/// POST /api/v1/app-conversations body (§3.2). Empty strings / empty optionals are omitted. Made from
/// the domain's StartOptions by toStartRequest() (codec.h).
struct StartRequest
{
    QString sandboxId;
    QString conversationId;
    std::optional<SendMessageRequest> initialMessage;
    QString systemMessageSuffix;
    QString systemPrompt;
    QList<QString> disabledSkills;
    QString llmModel;
    QString agentProfileId;
    QString selectedRepository;
    QString selectedBranch;
    QString gitProvider;
    QString title;
    QString trigger;
    QList<int> prNumbers;
    QString parentConversationId;
    QString agentType = QStringLiteral("default");
    std::optional<bool> isPublic;
    QByteArray observabilityMetadataJson; ///< compact JSON object, or empty
    QList<QString> observabilityTags;
    QString observabilitySpanName;
    QList<PluginSpec> plugins;
    QMap<QString, QString> secrets; ///< memory only; masked in echoes
};

// --- §3.5 sandbox specs -----------------------------------------------------------------------

struct SandboxSpec
{
    QString id;
    QList<QString> command;
    QDateTime createdAt;
    QMap<QString, QString> initialEnv;
    QString workingDir;
};

// --- §3.6 pages and small bodies --------------------------------------------------------------

template<typename T>
struct Page
{
    QList<T> items;
    QString nextPageId; ///< empty when this is the last page
};

struct SendMessageResponse
{
    bool success = false;
    OpenEnum<SandboxStatus> sandboxStatus;
    QString message;
};

struct UserSettings
{
    OpenEnum<GroupingStrategy> sandboxGroupingStrategy;
};

struct PendingMessageResponse
{
    QString id;
    bool queued = false;
    int position = 0;
};

} // namespace Switchyard::Api
