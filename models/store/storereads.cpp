// SPDX-License-Identifier: GPL-3.0-or-later
// The Store's reads: records from the mirror, events from SQLite through the read connection.
#include "models/api/codec.h"
#include "models/logging.h"
#include "models/store/store.h"
#include "models/store/store_p.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace Switchyard {

using StoreDetail::kSeqMask;
using StoreDetail::ridOf;

// --- mirror reads ---------------------------------------------------------------------------------

const QList<ConversationRecord> &Store::conversations() const
{
    return m->conversations;
}

std::optional<ConversationRecord> Store::conversation(const QString &id) const
{
    if (const ConversationRecord *rec = m->findConversation(id))
        return *rec;
    return std::nullopt;
}

const ConversationRecord *Store::findConversation(const QString &id) const
{
    return m->findConversation(id);
}

QList<QString> Store::conversationIds() const
{
    QList<QString> ids;
    ids.reserve(m->conversations.size());
    for (const ConversationRecord &rec : std::as_const(m->conversations))
        ids.append(rec.conversation.id);
    return ids;
}

qsizetype Store::conversationCount() const
{
    return m->conversations.size();
}

QList<SandboxRecord> Store::sandboxes() const
{
    return m->sandboxes.values();
}

std::optional<SandboxRecord> Store::sandbox(const QString &id) const
{
    const auto it = m->sandboxes.constFind(id);
    if (it == m->sandboxes.cend())
        return std::nullopt;
    return *it;
}

QList<QString> Store::conversationsOnSandbox(const QString &sandboxId) const
{
    QList<QString> out;
    for (const ConversationRecord &rec : std::as_const(m->conversations)) {
        if (!rec.gone && rec.conversation.sandboxId == sandboxId)
            out.append(rec.conversation.id);
    }
    return out;
}

QList<StartTask> Store::startTasks() const
{
    return m->tasks.values();
}

std::optional<StartTask> Store::startTask(const QString &id) const
{
    const auto it = m->tasks.constFind(id);
    if (it == m->tasks.cend())
        return std::nullopt;
    return *it;
}

OpenEnum<GroupingStrategy> Store::groupingStrategy() const
{
    return m->grouping;
}

QDateTime Store::lastConfirmed() const
{
    return m->listConfirmed;
}

bool Store::isStale() const
{
    return m->stale;
}

// --- event reads ----------------------------------------------------------------------------------

qint64 Store::conversationKey(const QString &conversationId) const
{
    const auto it = m->logs.constFind(conversationId);
    return it == m->logs.cend() ? -1 : it->key;
}

qint64 Store::eventCount(const QString &conversationId) const
{
    const auto it = m->logs.constFind(conversationId);
    return it == m->logs.cend() ? 0 : it->count;
}

QList<EventSummary> Store::eventSummaries(const QString &conversationId, qint64 fromSeq, qint64 count) const
{
    QList<EventSummary> out;
    const auto it = m->logs.constFind(conversationId);
    if (it == m->logs.cend() || fromSeq < 0 || count <= 0 || fromSeq >= it->count)
        return out;
    const qint64 end = std::min(it->count, fromSeq + count);
    QSqlQuery q(QSqlDatabase::database(m_readConnection, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT event_id, time_ms, kind, source, flags, kind_name, tool_call_id, summary, "
                             "exit_code FROM events WHERE rid >= ? AND rid < ? ORDER BY rid"));
    q.addBindValue(ridOf(it->key, it->base + fromSeq));
    q.addBindValue(ridOf(it->key, it->base + end));
    if (!q.exec()) {
        qCWarning(lcStore) << "reading events failed:" << q.lastError().text();
        return out;
    }
    out.reserve(end - fromSeq);
    while (q.next()) {
        EventSummary s;
        s.id = q.value(0).toString();
        s.timeMs = q.value(1).toLongLong();
        s.kind = static_cast<EventKind>(q.value(2).toInt());
        s.source = static_cast<EventSource>(q.value(3).toInt());
        s.flags = static_cast<quint16>(q.value(4).toInt());
        s.kindName = q.value(5).toString();
        s.toolCallId = q.value(6).toString();
        s.summary = q.value(7).toString();
        const QVariant exit = q.value(8);
        if (!exit.isNull())
            s.exitCode = exit.toInt();
        out.append(std::move(s));
    }
    return out;
}

QByteArray Store::rawEvent(const QString &conversationId, qint64 seq) const
{
    const auto it = m->logs.constFind(conversationId);
    if (it == m->logs.cend() || seq < 0 || seq >= it->count)
        return {};
    QSqlQuery q(QSqlDatabase::database(m_readConnection, false));
    q.prepare(QStringLiteral("SELECT raw FROM events WHERE rid = ?"));
    q.addBindValue(ridOf(it->key, it->base + seq));
    if (!q.exec() || !q.next())
        return {};
    return q.value(0).toByteArray();
}

std::optional<Event> Store::event(const QString &conversationId, qint64 seq) const
{
    const QByteArray raw = rawEvent(conversationId, seq);
    if (raw.isEmpty())
        return std::nullopt;
    auto parsed = Api::Codec::parseEvent(raw);
    if (!parsed.ok()) {
        qCWarning(lcStore) << "a stored event cannot be parsed:" << parsed.error().detail;
        return std::nullopt;
    }
    return std::move(parsed).value();
}

qint64 Store::findEvent(const QString &conversationId, const QString &eventId) const
{
    const auto it = m->logs.constFind(conversationId);
    if (it == m->logs.cend())
        return -1;
    QSqlQuery q(QSqlDatabase::database(m_readConnection, false));
    q.prepare(QStringLiteral("SELECT rid FROM events WHERE log = ? AND event_id = ?"));
    q.addBindValue(it->key);
    q.addBindValue(eventId);
    if (!q.exec() || !q.next())
        return -1;
    const qint64 seq = (q.value(0).toLongLong() & kSeqMask) - it->base;
    return seq >= 0 && seq < it->count ? seq : -1;
}

QList<QString> Store::eventIds(const QString &conversationId) const
{
    QList<QString> out;
    const auto it = m->logs.constFind(conversationId);
    if (it == m->logs.cend() || it->count == 0)
        return out;
    QSqlQuery q(QSqlDatabase::database(m_readConnection, false));
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT event_id FROM events WHERE rid >= ? AND rid < ? ORDER BY rid"));
    q.addBindValue(ridOf(it->key, it->base));
    q.addBindValue(ridOf(it->key, it->base + it->count));
    if (!q.exec())
        return out;
    out.reserve(it->count);
    while (q.next())
        out.append(q.value(0).toString());
    return out;
}

EventCursor Store::eventCursor(const QString &conversationId) const
{
    return m->logs.value(conversationId).cursor;
}

qint64 Store::durableSeq(const QString &conversationId) const
{
    const auto it = m->logs.constFind(conversationId);
    return it == m->logs.cend() ? -1 : it->durableSeq;
}

QString Store::socketLeadSince(const QString &conversationId, std::chrono::milliseconds window) const
{
    const auto it = m->socketDeliveries.constFind(conversationId);
    if (it == m->socketDeliveries.cend())
        return {};
    const qint64 since = m->clock.elapsed() - window.count();
    QString oldest;
    for (auto d = it->crbegin(); d != it->crend() && d->atMs >= since; ++d) {
        if (oldest.isEmpty() || d->oldest < oldest)
            oldest = d->oldest;
    }
    return oldest;
}

std::optional<LostHistory> Store::lostHistory(const QString &conversationId) const
{
    const auto it = m->logs.constFind(conversationId);
    if (it == m->logs.cend() || it->serverLostAtMs == 0)
        return std::nullopt;
    LostHistory lost;
    lost.since = QDateTime::fromMSecsSinceEpoch(it->serverLostAtMs, Qt::UTC);
    lost.serverCount = it->serverEventCount;
    lost.localCount = it->count;
    lost.knownMissing = it->knownMissing;
    lost.kept = it->keptAtMs != 0 && it->keptAtMs == it->serverLostAtMs;
    return lost;
}

bool Store::hasFullHistory(const QString &conversationId) const
{
    const auto it = m->logs.constFind(conversationId);
    return it != m->logs.cend() && it->historyComplete;
}

QString Store::oldestEventTimestamp(const QString &conversationId) const
{
    const auto it = m->logs.constFind(conversationId);
    if (it == m->logs.cend() || it->count == 0)
        return {};
    QSqlQuery q(QSqlDatabase::database(m_readConnection, false));
    q.prepare(QStringLiteral("SELECT MIN(ts) FROM events WHERE rid >= ? AND rid < ?"));
    q.addBindValue(ridOf(it->key, it->base));
    q.addBindValue(ridOf(it->key, it->base + it->count));
    if (!q.exec() || !q.next())
        return {};
    return q.value(0).toString();
}

qint64 Store::countEventsBetween(const QString &conversationId, const QString &gte, const QString &lt) const
{
    const auto it = m->logs.constFind(conversationId);
    if (it == m->logs.cend() || it->count == 0)
        return 0;
    QString sql = QStringLiteral("SELECT COUNT(*) FROM events WHERE rid >= ? AND rid < ?");
    if (!gte.isEmpty())
        sql += QStringLiteral(" AND ts >= ?");
    if (!lt.isEmpty())
        sql += QStringLiteral(" AND ts < ?");
    QSqlQuery q(QSqlDatabase::database(m_readConnection, false));
    q.prepare(sql);
    q.addBindValue(ridOf(it->key, it->base));
    q.addBindValue(ridOf(it->key, it->base + it->count));
    if (!gte.isEmpty())
        q.addBindValue(gte);
    if (!lt.isEmpty())
        q.addBindValue(lt);
    if (!q.exec() || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

void Store::requestOlderEvents(const QString &conversationId)
{
    if (!hasFullHistory(conversationId))
        Q_EMIT olderEventsRequested(conversationId);
}

} // namespace Switchyard
