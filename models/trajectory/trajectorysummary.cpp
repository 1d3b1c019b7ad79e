// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/trajectory/trajectorysummary.h"

#include "models/domain/eventsummary.h"
#include "models/read/storereader.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <variant>

namespace Switchyard {

namespace {

constexpr qint64 kPage = 2000;

/// Tokens and cost of a stats update (summed over its usage ids), if it carries them.
bool usageOf(const Event &event, TrajectorySummary *s)
{
    const auto *p = std::get_if<StateUpdatePayload>(&event.payload);
    if (!p || p->usageToMetrics.isEmpty())
        return false;
    s->cost = 0.0;
    s->promptTokens = 0;
    s->completionTokens = 0;
    for (const MetricsSnapshot &m : p->usageToMetrics) {
        s->cost += m.accumulatedCost;
        if (m.accumulatedTokenUsage) {
            s->promptTokens += m.accumulatedTokenUsage->promptTokens;
            s->completionTokens += m.accumulatedTokenUsage->completionTokens;
        }
    }
    return true;
}

void countRow(const EventSummary &e, TrajectorySummary *s, QHash<QString, int> *tools)
{
    if (e.timeMs > 0) {
        if (s->firstMs == 0 || e.timeMs < s->firstMs)
            s->firstMs = e.timeMs;
        s->lastMs = std::max(s->lastMs, e.timeMs);
    }
    if (e.kind == EventKind::Message && e.has(EventSummary::UserTurn))
        ++s->turns;
    if (e.has(EventSummary::AgentReply))
        ++s->agentReplies;
    if (e.has(EventSummary::IsError) || e.has(EventSummary::Rejected))
        ++s->errors;
    if (e.has(EventSummary::NonZeroExit))
        ++s->failedCommands;
    if (e.kind == EventKind::Action) {
        ++s->actions;
        (*tools)[e.kindName.isEmpty() ? QStringLiteral("?") : e.kindName] += 1;
    }
}

} // namespace

TrajectorySummary TrajectorySummary::compute(const StoreReader &store, const QString &conversationId)
{
    TrajectorySummary s;
    s.events = store.eventCount(conversationId);
    QHash<QString, int> tools;
    QSet<QString> seenFiles;
    qint64 lastStats = -1;
    for (qint64 from = 0; from < s.events; from += kPage) {
        const QList<EventSummary> page = store.eventSummaries(conversationId, from, kPage);
        for (qsizetype i = 0; i < page.size(); ++i) {
            const EventSummary &e = page.at(i);
            countRow(e, &s, &tools);
            if (e.has(EventSummary::Stats))
                lastStats = from + i;
            if (e.kind == EventKind::Action && e.has(EventSummary::FileEdit)) {
                // Only the edits are parsed (for their path).
                const auto event = store.event(conversationId, from + i);
                const auto *a = event ? std::get_if<ActionPayload>(&event->payload) : nullptr;
                if (a && !a->path.isEmpty() && !seenFiles.contains(a->path)) {
                    seenFiles.insert(a->path);
                    s.filesChanged.append(a->path);
                }
            }
        }
        if (page.isEmpty())
            break;
    }
    if (lastStats >= 0) {
        if (const auto event = store.event(conversationId, lastStats))
            s.usageKnown = usageOf(*event, &s);
    }
    if (!s.usageKnown) {
        const ConversationRecord *record = store.findConversation(conversationId);
        if (record && record->conversation.metrics) {
            const MetricsSnapshot &m = *record->conversation.metrics;
            s.cost = m.accumulatedCost;
            if (m.accumulatedTokenUsage) {
                s.promptTokens = m.accumulatedTokenUsage->promptTokens;
                s.completionTokens = m.accumulatedTokenUsage->completionTokens;
            }
            s.usageKnown = true;
        }
    }
    for (auto it = tools.cbegin(); it != tools.cend(); ++it)
        s.tools.append({it.key(), it.value()});
    std::sort(s.tools.begin(), s.tools.end(), [](const auto &a, const auto &b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    return s;
}

} // namespace Switchyard
