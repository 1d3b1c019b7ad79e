// SPDX-License-Identifier: GPL-3.0-or-later
// The archive (schema 4): conversations the user put away. Local only: nothing is sent to the
// server, and the conversation stays in the store (and on the server) as it was. Written through
// the store's one queue (StoreOps::SetArchived), like every other write: in call order with the
// sync's writes, retried while the disk refuses it (issue 28 item 4: it used to be a transaction
// of its own beside the queue, which could overtake queued writes and was lost when it failed).
#include "models/logging.h"
#include "models/store/cacheredaction.h"
#include "models/store/store.h"
#include "models/store/storebatch.h"
#include "models/store/storewriter.h"
#include "models/store/storewriterwork.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace Switchyard {

void Store::loadArchive()
{
    m_archived.clear();
    QSqlQuery q(QSqlDatabase::database(m_readConnection, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, archived_at FROM archived"))) {
        qCWarning(lcStore) << "reading the archive failed:" << q.lastError().text();
        return;
    }
    while (q.next())
        m_archived.insert(q.value(0).toString(), q.value(1).toLongLong());
}

bool Store::isArchived(const QString &conversationId) const
{
    return m_archived.contains(conversationId);
}

void Store::setArchived(const QList<QString> &ids, bool archived)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QList<QString> changedIds;
    for (const QString &id : ids) {
        if (id.isEmpty() || m_archived.contains(id) == archived || changedIds.contains(id))
            continue;
        if (archived)
            m_archived.insert(id, now);
        else
            m_archived.remove(id);
        changedIds.append(id);
    }
    if (changedIds.isEmpty())
        return;
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::SetArchived{changedIds, archived, now}}), this,
         [this, changedIds, archived](bool committed) {
             if (committed)
                 return;
             // Given up for good: the mirror goes back to what the file holds.
             QList<QString> back;
             for (const QString &id : changedIds) {
                 if (m_archived.contains(id) != archived)
                     continue; // changed again since
                 if (archived)
                     m_archived.remove(id);
                 else
                     m_archived.insert(id, QDateTime::currentMSecsSinceEpoch());
                 back.append(id);
             }
             if (!back.isEmpty())
                 Q_EMIT archiveChanged(back);
         });
    Q_EMIT archiveChanged(changedIds);
}

bool StoreWriter::stage(Work &w, const StoreOps::SetArchived &op)
{
    Q_UNUSED(w)
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(op.archived ? QStringLiteral("INSERT OR REPLACE INTO archived (id, archived_at) VALUES (?, ?)")
                          : QStringLiteral("DELETE FROM archived WHERE id = ?"));
    for (const QString &id : op.ids) {
        q.addBindValue(id);
        if (op.archived)
            q.addBindValue(op.atMs);
        if (!CacheRedaction::exec(q)) { // notes the error: a full or read-only disk is retried
            qCWarning(lcStore) << "writing the archive failed:" << q.lastError().text();
            return false;
        }
    }
    return true;
}

} // namespace Switchyard
