// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/domain (switchyard_domain, Qt Core only).
//
// A conversation as the server reports it (spec §3.4). models/api decodes it from the wire; the
// store, sync, the item models and the views use it as is. Missing strings are empty, missing
// numbers 0; fields where "absent" differs from "empty" are std::optional (or an absent OpenEnum).

#include "models/domain/metrics.h"
#include "models/domain/status.h"

#include <QDateTime>
#include <QList>
#include <QMap>
#include <QMetaType>
#include <QString>

#include <optional>

namespace Switchyard {

/// The agent profile (and its revision) a conversation was launched with.
struct AgentProfileRef
{
    QString agentProfileId;
    int revision = 0;
    bool operator==(const AgentProfileRef &) const = default;
};

struct Conversation
{
    QString id;
    QString createdByUserId;
    QString sandboxId;
    QString selectedRepository;
    QString selectedBranch;
    QString gitProvider;
    QString title;
    QString trigger;
    QList<int> prNumbers;
    QString llmModel;
    QString agentKind;
    std::optional<MetricsSnapshot> metrics;
    QString parentConversationId;
    QList<QString> subConversationIds;
    std::optional<bool> isPublic;
    QMap<QString, QString> tags;
    QDateTime createdAt;
    QDateTime updatedAt;
    OpenEnum<SandboxStatus> sandboxStatus;
    OpenEnum<ExecutionStatus> executionStatus; ///< absent (null) unless the sandbox is RUNNING
    QString conversationUrl;
    QString sessionApiKey; ///< secret: memory only
    QString acpServer;
    std::optional<AgentProfileRef> launchedAgentProfile;
    bool operator==(const Conversation &) const = default;
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::Conversation)
