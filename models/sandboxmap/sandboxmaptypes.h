// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Value types of the sandbox map (issue 9): what the map knows about every sandbox and the
// conversations on it, plus the findings derived from them. Plain values, no Qt::Widgets, no JSON.

#include "models/domain/conversation.h"
#include "models/domain/lifecycle.h"
#include "models/domain/sandbox.h"
#include "models/domain/statusnames.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>

namespace Switchyard {

/// The server's default `max_num_conversations_per_sandbox` (spec §4.1).
inline constexpr int kSandboxCapacity = 20;
/// From this many conversations on, a sandbox counts as "near capacity" (80 %).
inline constexpr int kSandboxNearCapacity = 16;

using SandboxTransition = QPair<QDateTime, OpenEnum<SandboxStatus>>;

/// One sandbox as the map input sees it (a SandboxRecord or a bare Sandbox).
struct SandboxMapSandboxInput
{
    Sandbox sandbox;
    bool gone = false; ///< the server no longer returns it
    QList<SandboxTransition> transitions; ///< observed over time (oldest first); may be empty
};

/// One conversation as the map input sees it (a ConversationRecord or a bare Conversation).
struct SandboxMapConversationInput
{
    Conversation conversation;
    bool gone = false;
    /// When true, `displayExecution` is the reconciled execution status to show (a
    /// ConversationRecord's), even when null; otherwise the record's own execution_status is shown.
    /// Desync detection always looks at the raw record.
    bool reconciled = false;
    OpenEnum<ExecutionStatus> displayExecution;
    QDateTime lastActivity; ///< newest event seen (invalid: none); the record's updated_at counts too
};

struct SandboxMapInput
{
    QList<SandboxMapSandboxInput> sandboxes;
    QList<SandboxMapConversationInput> conversations;
    OpenEnum<GroupingStrategy> grouping;
};

/// How a conversation disagrees with its sandbox.
enum class SandboxDesync
{
    None,
    NoSandboxId, ///< the record has no sandbox_id at all
    SandboxUnknown, ///< sandbox_id is not among the sandboxes the server returns
    SandboxGone, ///< the sandbox record is gone or MISSING while the conversation still exists
    StatusMismatch, ///< the conversation's sandbox_status differs from the sandbox's status
    ExecutionWithoutRunningSandbox, ///< an execution status although the sandbox is not RUNNING
};

/// A conversation node of the map.
struct SandboxMapConversation
{
    QString id;
    QString sandboxId;
    QString title;
    QString repository;
    QString branch;
    QString llmModel;
    OpenEnum<SandboxStatus> sandboxStatus; ///< as the conversation record reports it
    OpenEnum<ExecutionStatus> execution; ///< null unless RUNNING
    QDateTime createdAt;
    QDateTime updatedAt;
    QDateTime lastActivity; ///< newest of updated_at and the newest event seen
    double cost = 0.0;
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    SandboxDesync desync = SandboxDesync::None;
    bool operator==(const SandboxMapConversation &) const = default;

    /// True when the sandbox is gone/unknown (orphan) rather than merely disagreeing.
    [[nodiscard]] bool isOrphan() const
    {
        return desync == SandboxDesync::NoSandboxId || desync == SandboxDesync::SandboxUnknown
            || desync == SandboxDesync::SandboxGone;
    }
};

/// A sandbox container of the map. `known == false` marks a placeholder for a sandbox id that
/// conversations reference but the server does not return (their sandbox is gone).
struct SandboxMapSandbox
{
    QString id;
    bool known = true;
    bool gone = false;
    OpenEnum<SandboxStatus> status;
    QString statusDetail;
    QString specId;
    QDateTime createdAt;
    QList<ExposedUrl> exposedUrls; ///< may carry the session key in a query (VSCODE ?tkn=)
    QList<QString> conversationIds; ///< oldest first
    QList<SandboxTransition> transitions;
    QDateTime lastActivity; ///< newest activity of its conversations (invalid: none known)
    bool agentWorking = false; ///< one of its conversations' agents is running
    bool operator==(const SandboxMapSandbox &) const = default;

    [[nodiscard]] int capacityUsed() const { return int(conversationIds.size()); }
    [[nodiscard]] bool isShared() const { return conversationIds.size() > 1; }
    [[nodiscard]] bool isNearCapacity() const { return capacityUsed() >= kSandboxNearCapacity; }
    [[nodiscard]] bool isFull() const { return capacityUsed() >= kSandboxCapacity; }
    [[nodiscard]] bool isEmpty() const { return conversationIds.isEmpty(); }
};

struct SandboxMapFinding
{
    enum Kind
    {
        Shared, ///< several conversations share one sandbox (one failure and trust domain)
        NearCapacity, ///< >= 80 % of the per-sandbox limit
        Full, ///< at the per-sandbox limit: the server will not place new conversations here
        NoConversation, ///< a sandbox nothing uses (costs compute)
        Orphan, ///< a conversation whose sandbox is gone or unknown
        Desync, ///< a conversation whose status disagrees with its sandbox
    };
    Kind kind = Shared;
    QString sandboxId;
    QString conversationId; ///< Orphan / Desync only
    QString text; ///< translated, one line
    bool operator==(const SandboxMapFinding &) const = default;
};

/// Everything the map shows, derived from one input. Sandboxes are ordered oldest first (a new
/// sandbox appends, so the layout of the others stays put); placeholders for unknown sandboxes last.
struct SandboxMapSnapshot
{
    QList<SandboxMapSandbox> sandboxes;
    QHash<QString, int> sandboxIndex; ///< id -> index in sandboxes
    QHash<QString, SandboxMapConversation> conversations; ///< id -> node
    QList<SandboxMapFinding> findings;
    OpenEnum<GroupingStrategy> grouping;

    [[nodiscard]] const SandboxMapSandbox *sandbox(const QString &id) const
    {
        const auto it = sandboxIndex.constFind(id);
        return it == sandboxIndex.constEnd() ? nullptr : &sandboxes.at(*it);
    }
    [[nodiscard]] const SandboxMapConversation *conversation(const QString &id) const
    {
        const auto it = conversations.constFind(id);
        return it == conversations.constEnd() ? nullptr : &*it;
    }
    [[nodiscard]] QList<SandboxMapFinding> findingsFor(const QString &sandboxId) const;
    [[nodiscard]] int count(SandboxMapFinding::Kind kind) const;
};

/// Ids that differ between two snapshots.
struct SandboxMapDelta
{
    QList<QString> sandboxesInserted, sandboxesChanged, sandboxesRemoved;
    QList<QString> conversationsInserted, conversationsChanged, conversationsRemoved;
    bool findingsChanged = false;
    bool groupingChanged = false;
    [[nodiscard]] bool isEmpty() const
    {
        return sandboxesInserted.isEmpty() && sandboxesChanged.isEmpty() && sandboxesRemoved.isEmpty()
            && conversationsInserted.isEmpty() && conversationsChanged.isEmpty() && conversationsRemoved.isEmpty()
            && !findingsChanged && !groupingChanged;
    }
};

/// When the server's automatic lifecycle will probably act on this sandbox (spec §13.5): an
/// estimate from its status, creation time, observed transitions and its conversations' activity.
[[nodiscard]] LifecycleEstimate sandboxLifecycle(const SandboxMapSandbox &sandbox, const QDateTime &now);

/// Translated display texts (the status names are in models/domain/statusnames.h).
[[nodiscard]] QString desyncText(SandboxDesync desync);
/// The URL with any secret query value (tkn, session_api_key, ...) masked, for display only.
[[nodiscard]] QString displaySafeUrl(const QString &url);

} // namespace Switchyard
