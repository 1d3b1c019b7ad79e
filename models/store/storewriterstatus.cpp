// SPDX-License-Identifier: GPL-3.0-or-later
// The status history (issue 32, schema 12): written by StoreWriter::process() in the transaction of
// the batch that changed a status. A conversation's execution and sandbox status and a sandbox's
// status get a row ('observed', at the writer's clock) only when they change; the events a batch
// carries add what their timestamps say (execution_status state updates: 'event'; stats state
// updates: a 'cost' point), once per event id. Rows older than 90 days are pruned at most once an
// hour, in the transaction of some batch, never per write.
#include "models/api/wireenums.h"
#include "models/logging.h"
#include "models/store/storewriter.h"
#include "models/store/storewriterwork.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace Switchyard {

namespace {

constexpr qint64 kKeepMs = 90LL * 24 * 3600 * 1000;
constexpr qint64 kPruneEveryMs = 3600LL * 1000;

struct Row
{
    QString subjectId;
    QString subject;
    QString kind;
    QString status;
    qint64 at = 0;
    QString source;
    QString eventId; ///< empty: an observed change
    QVariant value;
};

bool insertRow(QSqlQuery &q, const Row &r)
{
    q.addBindValue(r.subjectId);
    q.addBindValue(r.subject);
    q.addBindValue(r.kind);
    q.addBindValue(r.status);
    q.addBindValue(r.at);
    q.addBindValue(r.source);
    q.addBindValue(r.eventId.isEmpty() ? QVariant() : QVariant(r.eventId));
    q.addBindValue(r.value);
    if (!q.exec()) {
        qCWarning(lcStore) << "writing the status history failed:" << q.lastError().text();
        return false;
    }
    return true;
}

/// The status and cost points of one event (none for most kinds).
void eventRows(const QString &conversationId, const Event &e, QList<Row> &out)
{
    const auto *p = std::get_if<StateUpdatePayload>(&e.payload);
    if (!p || e.id.isEmpty())
        return;
    const EventSummary s = summarizeEvent(e);
    if (s.timeMs <= 0)
        return;
    if (!p->executionStatus.isAbsent())
        out.append({conversationId,
                    QStringLiteral("conversation"),
                    QStringLiteral("exec"),
                    Api::toWire(p->executionStatus),
                    s.timeMs,
                    QStringLiteral("event"),
                    e.id,
                    {}});
    if (!p->usageToMetrics.isEmpty()) {
        double cost = 0;
        for (const MetricsSnapshot &m : p->usageToMetrics)
            cost += m.accumulatedCost;
        out.append({conversationId, QStringLiteral("conversation"), QStringLiteral("cost"), QString(), s.timeMs,
                    QStringLiteral("event"), e.id, cost});
    }
}

} // namespace

bool StoreWriter::writeStatusHistory(const Work &w, const StoreBatch &batch)
{
    QList<Row> rows;
    const QString observed = QStringLiteral("observed");
    for (const QString &id : std::as_const(w.convWrite)) {
        const auto staged = w.convs.constFind(id);
        if (staged == w.convs.cend() || staged->rec.gone)
            continue;
        const Conversation &now = staged->rec.conversation;
        const auto old = m_conversations.constFind(id);
        const bool known = old != m_conversations.cend() && !old->rec.gone;
        if (!known || !(old->rec.conversation.executionStatus == now.executionStatus))
            rows.append({id,
                         QStringLiteral("conversation"),
                         QStringLiteral("exec"),
                         Api::toWire(now.executionStatus),
                         w.nowMs,
                         observed,
                         {},
                         {}});
        if (!known || !(old->rec.conversation.sandboxStatus == now.sandboxStatus))
            rows.append({id,
                         QStringLiteral("conversation"),
                         QStringLiteral("sandbox"),
                         Api::toWire(now.sandboxStatus),
                         w.nowMs,
                         observed,
                         {},
                         {}});
    }
    for (const QString &id : std::as_const(w.sbxWrite)) {
        const auto staged = w.sbxs.constFind(id);
        if (staged == w.sbxs.cend() || staged->rec.gone)
            continue;
        const auto old = m_sandboxes.constFind(id);
        if (old == m_sandboxes.cend() || old->rec.gone || !(old->rec.sandbox.status == staged->rec.sandbox.status))
            rows.append({id,
                         QStringLiteral("sandbox"),
                         QStringLiteral("sandbox"),
                         Api::toWire(staged->rec.sandbox.status),
                         w.nowMs,
                         observed,
                         {},
                         {}});
    }
    std::visit(
        [&rows](const auto &op) {
            if constexpr (requires {
                              op.conversationId;
                              op.events;
                          }) {
                for (const Event &e : op.events)
                    eventRows(op.conversationId, e, rows);
            }
        },
        batch.op);
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!rows.isEmpty()) {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("INSERT OR IGNORE INTO status_history(subject_id, subject, kind, status, "
                                 "observed_at, source, event_id, value) VALUES(?, ?, ?, COALESCE(?, ''), ?, ?, ?, ?)"));
        for (const Row &r : std::as_const(rows)) {
            if (!insertRow(q, r))
                return false;
        }
    }
    if (m_historyPrunedMs == 0 || w.nowMs - m_historyPrunedMs >= kPruneEveryMs || w.nowMs < m_historyPrunedMs) {
        QSqlQuery prune(db);
        prune.prepare(QStringLiteral("DELETE FROM status_history WHERE observed_at < ?"));
        prune.addBindValue(w.nowMs - kKeepMs);
        if (!prune.exec()) {
            qCWarning(lcStore) << "pruning the status history failed:" << prune.lastError().text();
            return false;
        }
        m_historyPrunedMs = w.nowMs;
    }
    return true;
}

} // namespace Switchyard
