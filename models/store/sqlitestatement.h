// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A statement prepared on the store connection's own sqlite3 handle, for the writer's hottest
// inserts (an event row, its search document): there QSqlQuery's binding cost more than SQLite's
// work (a QString key formatted and looked up per bound value, a QVariant copy, UTF-16 that SQLite
// converts again). Texts are bound as UTF-8, null QStrings and QByteArrays as NULL, as the QSQLITE
// driver binds them. It writes what it is given: callers redact first (the cache's gate,
// cacheredaction.h; StoreEventRows does). A failure is noted for the writer's retry as a QSQLITE
// error is (CacheRedaction::noteError, the SQLite code as the native code). Internal to models/store.

#include <QByteArray>
#include <QList>
#include <QSqlError>
#include <QString>

class QSqlDatabase;
struct sqlite3;
struct sqlite3_stmt;

namespace Switchyard {

/// The connection's sqlite3 handle; null when the database is not an open QSQLITE connection.
sqlite3 *sqliteHandle(const QSqlDatabase &db);

class SqliteStatement
{
public:
    SqliteStatement(const QSqlDatabase &db, const char *sql);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement &) = delete;
    SqliteStatement &operator=(const SqliteStatement &) = delete;

    [[nodiscard]] bool isValid() const { return m_stmt != nullptr; }
    /// Binds the 1-based parameter `index`.
    void bind(int index, qint64 value);
    void bind(int index, const QString &text);
    void bind(int index, const QByteArray &blob);
    void bindNull(int index);
    /// Runs the statement to its end and makes it ready for the next bindings. False on failure
    /// (lastError(), also noted for CacheRedaction::takeLastError()).
    bool exec();
    /// Rows the last exec() inserted, changed or deleted.
    [[nodiscard]] int changes() const { return m_changes; }
    [[nodiscard]] QSqlError lastError() const { return m_error; }

private:
    void bindBytes(int index, const QByteArray &bytes, bool blob);

    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_stmt = nullptr;
    QList<QByteArray> m_texts; ///< the bound UTF-8 and blobs, kept until exec() (bound without a copy)
    QSqlError m_error;
    int m_changes = 0;
};

} // namespace Switchyard
