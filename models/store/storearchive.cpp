// SPDX-License-Identifier: GPL-3.0-or-later
// The archive (schema 4): conversations the user put away. Local only: nothing is sent to the
// server, and the conversation stays in the store (and on the server) as it was.
#include "models/logging.h"
#include "models/store/store.h"
#include "models/store/storewriter.h"

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
    if (m_writer) {
        StoreWriter *writer = m_writer;
        QMetaObject::invokeMethod(
            writer,
            [this, writer, changedIds, archived, now] {
                QString error;
                if (writer->writeArchived(changedIds, archived, now, &error))
                    return;
                QMetaObject::invokeMethod(
                    this,
                    [this, error] {
                        ++m_failedWrites;
                        Q_EMIT writeFailed(error);
                    },
                    Qt::QueuedConnection);
            },
            Qt::QueuedConnection);
    }
    Q_EMIT archiveChanged(changedIds);
}

bool StoreWriter::writeArchived(const QList<QString> &ids, bool archived, qint64 atMs, QString *error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.isOpen() || !db.transaction()) {
        if (error)
            *error = tr("The archive could not be written: %1").arg(db.lastError().text());
        return false;
    }
    QSqlQuery q(db);
    q.prepare(archived ? QStringLiteral("INSERT OR REPLACE INTO archived (id, archived_at) VALUES (?, ?)")
                       : QStringLiteral("DELETE FROM archived WHERE id = ?"));
    for (const QString &id : ids) {
        q.addBindValue(id);
        if (archived)
            q.addBindValue(atMs);
        if (!q.exec()) {
            if (error)
                *error = tr("The archive could not be written: %1").arg(q.lastError().text());
            db.rollback();
            return false;
        }
    }
    if (!db.commit()) {
        if (error)
            *error = tr("The archive could not be written: %1").arg(db.lastError().text());
        return false;
    }
    return true;
}

} // namespace Switchyard
