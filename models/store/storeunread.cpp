// SPDX-License-Identifier: GPL-3.0-or-later
// Unread marks (schema 7, table `seen` and meta `read_baseline_ms`; issue 29): a conversation is
// unread when its activity (ConversationRecord::readActivityMs(): updated_at or the newest event,
// both server times) is newer than what the user saw. Local only. Written through the store's one
// queue (StoreOps::SetSeen) like the archive: in call order with the sync's writes, retried while
// the disk refuses it.
#include "models/logging.h"
#include "models/store/cacheredaction.h"
#include "models/store/store.h"
#include "models/store/storebatch.h"
#include "models/store/storewriter.h"
#include "models/store/storewriterwork.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace Switchyard {

namespace {
const QString kBaselineKey = QStringLiteral("read_baseline_ms");
}

void Store::loadSeen()
{
    m_seen.clear();
    m_readBaseline = 0;
    QSqlQuery q(QSqlDatabase::database(m_readConnection, false));
    q.setForwardOnly(true);
    if (q.exec(QStringLiteral("SELECT value FROM meta WHERE key = '%1'").arg(kBaselineKey)) && q.next())
        m_readBaseline = q.value(0).toLongLong();
    if (!q.exec(QStringLiteral("SELECT id, activity_ms FROM seen"))) {
        qCWarning(lcStore) << "reading the read marks failed:" << q.lastError().text();
        return;
    }
    while (q.next())
        m_seen.insert(q.value(0).toString(), q.value(1).toLongLong());
}

qint64 Store::seenActivity(const QString &conversationId) const
{
    const auto it = m_seen.constFind(conversationId);
    return it == m_seen.cend() ? m_readBaseline : *it;
}

bool Store::isUnread(const QString &conversationId) const
{
    const ConversationRecord *r = findConversation(conversationId);
    return r && !r->gone && r->readActivityMs() > seenActivity(conversationId);
}

int Store::unreadCount() const
{
    int n = 0;
    for (const ConversationRecord &r : conversations()) {
        if (!r.gone && r.readActivityMs() > seenActivity(r.conversation.id))
            ++n;
    }
    return n;
}

void Store::markRead(const QList<QString> &ids)
{
    StoreOps::SetSeen op;
    QList<QString> changed;
    for (const QString &id : ids) {
        const ConversationRecord *r = findConversation(id);
        if (!r)
            continue;
        const qint64 activity = r->readActivityMs();
        const auto it = m_seen.constFind(id);
        if (it != m_seen.cend() ? *it == activity : activity <= m_readBaseline)
            continue; // nothing new since it was seen
        const bool wasUnread = activity > seenActivity(id);
        m_seen.insert(id, activity);
        op.rows.append({id, activity});
        if (wasUnread)
            changed.append(id);
    }
    if (op.rows.isEmpty())
        return;
    post(std::make_unique<StoreBatch>(StoreBatch{std::move(op)}));
    if (!changed.isEmpty())
        Q_EMIT unreadChanged(changed);
}

void Store::markUnread(const QString &conversationId)
{
    const ConversationRecord *r = findConversation(conversationId);
    if (!r || r->gone || isUnread(conversationId))
        return;
    const qint64 before = r->readActivityMs() - 1;
    m_seen.insert(conversationId, before);
    StoreOps::SetSeen op;
    op.rows.append({conversationId, before});
    post(std::make_unique<StoreBatch>(StoreBatch{std::move(op)}));
    Q_EMIT unreadChanged({conversationId});
}

void Store::markAllRead()
{
    QList<QString> changed;
    qint64 newest = m_readBaseline;
    for (const ConversationRecord &r : conversations()) {
        if (!r.gone && r.readActivityMs() > seenActivity(r.conversation.id))
            changed.append(r.conversation.id);
        newest = std::max(newest, r.readActivityMs());
    }
    // Every conversation's activity is at most the baseline now: the rows say nothing more.
    m_seen.clear();
    m_readBaseline = newest;
    StoreOps::SetSeen op;
    op.clearAll = true;
    op.baselineMs = newest;
    post(std::make_unique<StoreBatch>(StoreBatch{std::move(op)}));
    if (!changed.isEmpty())
        Q_EMIT unreadChanged(changed);
}

bool StoreWriter::stage(Work &w, const StoreOps::SetSeen &op)
{
    Q_UNUSED(w)
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (op.clearAll) {
        q.prepare(QStringLiteral("DELETE FROM seen"));
        if (!CacheRedaction::exec(q)) {
            qCWarning(lcStore) << "clearing the read marks failed:" << q.lastError().text();
            return false;
        }
        q.prepare(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"));
        q.addBindValue(kBaselineKey);
        q.addBindValue(QString::number(op.baselineMs));
        if (!CacheRedaction::exec(q)) {
            qCWarning(lcStore) << "writing the read baseline failed:" << q.lastError().text();
            return false;
        }
    }
    if (op.rows.isEmpty())
        return true;
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO seen (id, activity_ms) VALUES (?, ?)"));
    for (const auto &[id, activity] : op.rows) {
        q.addBindValue(id);
        q.addBindValue(activity);
        if (!CacheRedaction::exec(q)) { // notes the error: a full or read-only disk is retried
            qCWarning(lcStore) << "writing the read marks failed:" << q.lastError().text();
            return false;
        }
    }
    return true;
}

} // namespace Switchyard
