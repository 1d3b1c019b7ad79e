// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/readonlyconnection.h"

#include "models/logging.h"
#include "models/store/storesearchtext.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <atomic>

namespace Switchyard {

namespace {
std::atomic<quint64> s_connections{0};
} // namespace

ReadOnlyConnection::ReadOnlyConnection(const QString &path, const char *purpose)
    : m_name(QStringLiteral("switchyard-readonly-%1").arg(++s_connections))
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000;QSQLITE_OPEN_READONLY"));
    m_ok = !path.isEmpty() && db.open();
    if (m_ok) // the search index reads its text through it (storesearchtext.h)
        (void)StoreSearchText::registerFunction(db);
    if (!m_ok) {
        m_error = path.isEmpty() ? QStringLiteral("no store file") : db.lastError().text();
        qCWarning(lcModels) << purpose << ": cannot open the store:" << m_error;
    }
}

ReadOnlyConnection::~ReadOnlyConnection()
{
    QSqlDatabase::removeDatabase(m_name);
}

std::optional<StoredLog> ReadOnlyConnection::log(const QString &conversationId) const
{
    if (!m_ok)
        return std::nullopt;
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT l.key, COALESCE(h.seq_base, 0), l.event_count FROM logs l LEFT JOIN "
                             "log_history h ON h.log = l.key WHERE l.id = ?"));
    q.addBindValue(conversationId);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return StoredLog{q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toLongLong()};
}

QString ReadOnlyConnection::eventTimeJoin(const char *table) const
{
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?"));
    q.addBindValue(QLatin1String(kEventTimeIndex));
    const QString index =
        m_ok && q.exec() && q.next() ? QStringLiteral(" INDEXED BY %1").arg(QLatin1String(kEventTimeIndex)) : QString();
    return QStringLiteral(" JOIN events e%1 ON e.rid = %2.rowid").arg(index, QLatin1String(table));
}

} // namespace Switchyard
