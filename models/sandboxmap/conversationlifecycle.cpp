// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/sandboxmap/conversationlifecycle.h"

#include "models/read/storereader.h"

namespace Switchyard {

namespace {

QDateTime activityOf(const ConversationRecord &r)
{
    QDateTime t = r.conversation.updatedAt;
    if (r.lastActivityMs > 0) {
        const QDateTime e = QDateTime::fromMSecsSinceEpoch(r.lastActivityMs, Qt::UTC);
        if (!t.isValid() || e > t)
            t = e;
    }
    return t;
}

LifecycleEstimate estimate(const StoreReader &store, const ConversationRecord &record, const QDateTime &now,
                           bool withSiblings)
{
    const Conversation &c = record.conversation;
    if (record.gone || c.sandboxId.isEmpty())
        return {};
    const OpenEnum<SandboxStatus> status =
        record.displaySandboxStatus.isAbsent() ? c.sandboxStatus : record.displaySandboxStatus;
    if (status.isAbsent())
        return {};
    QDateTime created = c.createdAt;
    QList<ObservedSandboxStatus> transitions;
    if (const std::optional<SandboxRecord> sandbox = store.sandbox(c.sandboxId)) {
        if (sandbox->gone)
            return {};
        if (sandbox->sandbox.createdAt.isValid())
            created = sandbox->sandbox.createdAt;
        transitions = sandbox->transitions;
    }
    QDateTime activity = activityOf(record);
    bool working = record.displayExecution == ExecutionStatus::Running;
    if (withSiblings) {
        const QList<QString> ids = store.conversationsOnSandbox(c.sandboxId);
        for (const QString &id : ids) {
            if (id == c.id)
                continue;
            const std::optional<ConversationRecord> other = store.conversation(id);
            if (!other)
                continue;
            const QDateTime t = activityOf(*other);
            if (t.isValid() && (!activity.isValid() || t > activity))
                activity = t;
            working = working || other->displayExecution == ExecutionStatus::Running;
        }
    }
    return estimateLifecycle(lifecycleInputsFrom(status, created, transitions, activity, working), now);
}

} // namespace

LifecycleEstimate conversationLifecycle(const StoreReader &store, const ConversationRecord &record,
                                        const QDateTime &now)
{
    return estimate(store, record, now, true);
}

QString conversationLifecycleHint(const StoreReader &store, const ConversationRecord &record, const QDateTime &now)
{
    // Other conversations on the sandbox can only put the idle pause later (and never move the
    // cap), so a row far from a limit on its own is far from it: no sibling scan for it.
    if (lifecycleHint(estimate(store, record, now, false), now).isEmpty())
        return {};
    return lifecycleHint(estimate(store, record, now, true), now);
}

QString conversationLifecycleText(const StoreReader &store, const ConversationRecord &record, const QDateTime &now)
{
    return lifecycleText(conversationLifecycle(store, record, now), now);
}

} // namespace Switchyard
