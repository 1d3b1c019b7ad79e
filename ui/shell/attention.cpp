// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/attention.h"

#include "models/attention/questiontracker.h"
#include "models/read/storereader.h"

#include <algorithm>

namespace Switchyard::Attention {

namespace {
int urgency(const ConversationRecord &r, const QuestionTracker *questions)
{
    if (questions && questions->needsAnswer(r))
        return 3; // a question waits like a confirmation
    switch (r.displayExecution.value()) {
    case ExecutionStatus::WaitingForConfirmation:
        return 3;
    case ExecutionStatus::Error:
        return 2;
    case ExecutionStatus::Stuck:
        return 1;
    default:
        return 0;
    }
}
} // namespace

bool needsMe(const ConversationRecord &record, const QuestionTracker *questions)
{
    return !record.gone && urgency(record, questions) > 0;
}

QList<QString> needsMeOrder(const StoreReader &store, const QuestionTracker *questions)
{
    QList<ConversationRecord> records = store.conversations();
    records.removeIf([questions](const ConversationRecord &r) {
        return !needsMe(r, questions);
    });
    std::stable_sort(records.begin(), records.end(),
                     [questions](const ConversationRecord &a, const ConversationRecord &b) {
                         const int ua = urgency(a, questions), ub = urgency(b, questions);
                         if (ua != ub)
                             return ua > ub;
                         const qint64 ta = std::max(a.lastActivityMs, a.conversation.updatedAt.toMSecsSinceEpoch());
                         const qint64 tb = std::max(b.lastActivityMs, b.conversation.updatedAt.toMSecsSinceEpoch());
                         if (ta != tb)
                             return ta > tb;
                         return a.conversation.id < b.conversation.id;
                     });
    QList<QString> ids;
    ids.reserve(records.size());
    for (const ConversationRecord &r : std::as_const(records))
        ids.append(r.conversation.id);
    return ids;
}

QString step(const QList<QString> &order, const QString &current, bool forward)
{
    if (order.isEmpty())
        return {};
    const qsizetype at = order.indexOf(current);
    if (at < 0)
        return forward ? order.first() : order.last();
    const qsizetype n = order.size();
    return order.at(forward ? (at + 1) % n : (at + n - 1) % n);
}

} // namespace Switchyard::Attention
