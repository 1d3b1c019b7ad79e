// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/sqlitestatement.h"

#include "models/logging.h"
#include "models/store/cacheredaction.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

namespace Switchyard {

sqlite3 *sqliteHandle(const QSqlDatabase &db)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(handle.constData());
}

SqliteStatement::SqliteStatement(const QSqlDatabase &db, const char *sql)
    : m_db(sqliteHandle(db))
{
    if (!m_db) {
        m_error = QSqlError(QStringLiteral("not an SQLite connection"), QString(), QSqlError::ConnectionError);
        return;
    }
    const int rc = sqlite3_prepare_v3(m_db, sql, -1, SQLITE_PREPARE_PERSISTENT, &m_stmt, nullptr);
    if (rc != SQLITE_OK) {
        m_error = QSqlError(QStringLiteral("Unable to prepare statement"), QString::fromUtf8(sqlite3_errmsg(m_db)),
                            QSqlError::StatementError, QString::number(rc));
        qCWarning(lcStore) << "preparing a statement failed:" << m_error.text();
        sqlite3_finalize(m_stmt);
        m_stmt = nullptr;
        return;
    }
    m_texts.resize(sqlite3_bind_parameter_count(m_stmt));
}

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(m_stmt); // before the connection closes: QSQLITE cannot close it otherwise
}

void SqliteStatement::bind(int index, qint64 value)
{
    if (m_stmt)
        sqlite3_bind_int64(m_stmt, index, value);
}

void SqliteStatement::bind(int index, const QString &text)
{
    if (text.isNull())
        bindNull(index);
    else
        bindBytes(index, text.toUtf8(), false);
}

void SqliteStatement::bind(int index, const QByteArray &blob)
{
    if (blob.isNull())
        bindNull(index);
    else
        bindBytes(index, blob, true);
}

void SqliteStatement::bindBytes(int index, const QByteArray &bytes, bool blob)
{
    if (!m_stmt || index < 1 || index > m_texts.size())
        return;
    QByteArray &kept = m_texts[index - 1]; // kept until exec(): SQLite reads it without a copy
    kept = bytes;
    if (blob)
        sqlite3_bind_blob(m_stmt, index, kept.constData(), int(kept.size()), SQLITE_STATIC);
    else
        sqlite3_bind_text(m_stmt, index, kept.constData(), int(kept.size()), SQLITE_STATIC);
}

void SqliteStatement::bindNull(int index)
{
    if (m_stmt)
        sqlite3_bind_null(m_stmt, index);
}

bool SqliteStatement::exec()
{
    if (!m_stmt) {
        CacheRedaction::noteError(m_error);
        return false;
    }
    int rc = sqlite3_step(m_stmt);
    while (rc == SQLITE_ROW)
        rc = sqlite3_step(m_stmt);
    const bool ok = rc == SQLITE_DONE;
    if (ok) {
        m_changes = sqlite3_changes(m_db);
        m_error = QSqlError();
    } else {
        m_changes = 0;
        m_error = QSqlError(QStringLiteral("Unable to fetch row"), QString::fromUtf8(sqlite3_errmsg(m_db)),
                            QSqlError::StatementError, QString::number(rc));
        CacheRedaction::noteError(m_error);
    }
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
    for (QByteArray &kept : m_texts)
        kept = QByteArray();
    return ok;
}

} // namespace Switchyard
