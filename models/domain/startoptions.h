// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/domain (switchyard_domain, Qt Core only).
//
// What the user chose when starting a conversation (spec §3.2): built by the start dialog, checked
// by StartRequestValidator, and turned into the wire request by models/api (Api::toStartRequest).
// A start task's echo of its request comes back as the same value. Empty strings and empty lists
// mean "not chosen" (the server's default).

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>

#include <optional>
#include <variant>

namespace Switchyard {

/// One value of observability metadata: a string, bool, integer or number, or a homogeneous array.
using ObservabilityScalar = std::variant<QString, bool, qint64, double>;

struct ObservabilityValue
{
    bool isArray = false;
    ObservabilityScalar scalar; ///< when !isArray
    QList<ObservabilityScalar> items; ///< when isArray; the caller keeps them homogeneous
    bool operator==(const ObservabilityValue &) const = default;
};

/// Insertion-ordered key/value pairs (keys unique).
using ObservabilityMetadata = QList<QPair<QString, ObservabilityValue>>;

/// A plugin to load into the agent.
struct PluginChoice
{
    QString source; ///< github:owner/repo, a git URL or a path
    QString ref;
    QString repoPath;
    QByteArray parametersJson; ///< the plugin's parameters as a compact JSON object (opaque here), or empty
    bool operator==(const PluginChoice &) const = default;
};

struct StartOptions
{
    QString sandboxId; ///< empty: the server places the conversation
    QString conversationId; ///< empty: a new id is made up when it is sent
    std::optional<QString> initialMessage; ///< the first user message; none: start without one
    QString systemMessageSuffix;
    QString systemPrompt; ///< replaces the default system prompt (newer servers, §13.4); not with the suffix
    QList<QString> disabledSkills; ///< skills (by name) not to load (newer servers, §13.4)
    QString llmModel;
    QString agentProfileId;
    QString selectedRepository;
    QString selectedBranch;
    QString gitProvider;
    QString title;
    QString trigger;
    QList<int> prNumbers;
    QString parentConversationId;
    QString agentType = QStringLiteral("default"); ///< "default" or "plan"
    std::optional<bool> isPublic;
    ObservabilityMetadata observabilityMetadata;
    QList<QString> observabilityTags;
    QString observabilitySpanName;
    QList<PluginChoice> plugins;
    QMap<QString, QString> secrets; ///< memory only; "**********" in a start task's echo
};

} // namespace Switchyard
