// SPDX-License-Identifier: GPL-3.0-or-later
// Caches of the older naming (issue 28 item 6). Older builds named a cache file after the server
// profile's id (or, for --server, after the host alone: "url-<host>"); this build names it after the
// normalised base URL and organisation (cachekey.h). An upgrade used to delete the older files,
// history the user chose to keep included. Now the profile's own file is migrated: renamed to the
// new name with everything in it (events, the marks and "keep" of history the server lost, the
// archive, cursors), then every stored value goes through the cache redaction once (an older build
// may have written a record before redaction existed). A file that is not the profile's (a
// host-keyed cache of another profile, possibly of several servers) or that meets a cache of the new
// name is left as it is: never deleted without asking.
#include "models/logging.h"
#include "models/store/cachekey.h"
#include "models/store/cacheredaction.h"
#include "models/store/store.h"
#include "models/store/storewriter.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

namespace Switchyard {

namespace {

/// Renames the cache file `from` (with its write-ahead log) to `to`, keeping everything. False
/// when `from` is absent, in use by an older build still running, or cannot be renamed (then it
/// stays as it was).
bool migrateCacheFile(const QString &from, const QString &to)
{
    if (!QFileInfo::exists(from) || QFileInfo::exists(to))
        return false;
    QLockFile lock(from + QStringLiteral(".lock"));
    if (!lock.tryLock(0))
        return false; // an older build still runs on it
    // The log first, so that a main file under the new name never misses its log. The shared
    // memory index is rebuilt by SQLite from the log.
    const QString wal = from + QStringLiteral("-wal");
    if (QFileInfo::exists(wal) && !QFile::rename(wal, to + QStringLiteral("-wal"))) {
        qCWarning(lcStore) << "a cache of the older naming could not be migrated (its log):" << from;
        return false;
    }
    if (!QFile::rename(from, to)) {
        QFile::rename(to + QStringLiteral("-wal"), wal); // put the log back beside its file
        qCWarning(lcStore) << "a cache of the older naming could not be migrated:" << from;
        return false;
    }
    QFile::remove(from + QStringLiteral("-shm"));
    qCInfo(lcStore) << "migrated a cache of the older naming:" << QFileInfo(from).fileName() << "->"
                    << QFileInfo(to).fileName();
    return true;
}

} // namespace

QString Store::pathForProfile(const QString &profileId)
{
    QString safe;
    safe.reserve(profileId.size());
    bool changed = false;
    for (const QChar ch : profileId) {
        if (ch.isLetterOrNumber() && ch.unicode() < 128)
            safe.append(ch);
        else if (ch == u'-' || ch == u'_')
            safe.append(ch);
        else {
            safe.append(u'_');
            changed = true;
        }
    }
    if (safe.isEmpty() || changed || safe.size() > 64) {
        const QByteArray hash = QCryptographicHash::hash(profileId.toUtf8(), QCryptographicHash::Sha1).toHex();
        safe = safe.left(40) + u'-' + QString::fromLatin1(hash.left(12));
    }
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/stores");
    return dir + u'/' + safe + QStringLiteral(".sqlite");
}

std::unique_ptr<Store> Store::openForProfile(const QString &profileId, QString *error)
{
    return openFile(pathForProfile(profileId), error);
}

std::unique_ptr<Store> Store::openForServer(const QUrl &baseUrl, const QString &orgId, const QString &legacyProfileId,
                                            QString *error)
{
    const QString path = CacheKey::pathForServer(baseUrl, orgId);
    bool migrated = false;
    if (!legacyProfileId.isEmpty()) {
        const QString old = pathForProfile(legacyProfileId);
        if (QFileInfo::exists(old) && QFileInfo::exists(path))
            qCInfo(lcStore) << "a cache of the older naming stays beside the current one:" << QFileInfo(old).fileName();
        else
            migrated = migrateCacheFile(old, path);
    }
    auto store = openFile(path, error);
    if (store && migrated)
        store->redactStoredRecords();
    return store;
}

void Store::redactStoredRecords()
{
    if (!m_writer)
        return;
    StoreWriter *writer = m_writer;
    QMetaObject::invokeMethod(
        writer,
        [writer] {
            writer->redactStoredRecords();
        },
        Qt::QueuedConnection);
}

void StoreWriter::redactStoredRecords()
{
    if (!m_open)
        return;
    // Every column that holds text or JSON from the server, by table and row key. Only rows whose
    // value the redaction changes are rewritten.
    struct Column
    {
        const char *table;
        const char *key;
        const char *column;
    };
    static constexpr Column kColumns[] = {
        {"conversations", "id", "json"}, {"sandboxes", "id", "json"},   {"sandboxes", "id", "transitions"},
        {"start_tasks", "id", "json"},   {"events", "rid", "raw"},      {"events", "rid", "summary"},
        {"logs", "key", "search_text"},  {"logs", "key", "cursor_ids"},
    };
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    // The old values are overwritten with zeros where they were, not left in free space.
    QSqlQuery pragma(db);
    (void)pragma.exec(QStringLiteral("PRAGMA secure_delete = ON"));
    if (!db.transaction())
        return;
    qint64 rewritten = 0;
    bool ok = true;
    for (const Column &c : kColumns) {
        const QString table = QString::fromLatin1(c.table);
        const QString key = QString::fromLatin1(c.key);
        const QString column = QString::fromLatin1(c.column);
        QSqlQuery read(db);
        read.setForwardOnly(true);
        QSqlQuery write(db);
        write.prepare(QStringLiteral("UPDATE %1 SET %2 = ? WHERE %3 = ?").arg(table, column, key));
        ok = read.exec(QStringLiteral("SELECT %1, %2 FROM %3").arg(key, column, table));
        while (ok && read.next()) {
            const QVariant value = read.value(1);
            if (value.isNull() || CacheRedaction::redacted(value) == value)
                continue;
            write.addBindValue(value); // redacted by CacheRedaction::exec
            write.addBindValue(read.value(0));
            ok = CacheRedaction::exec(write);
            ++rewritten;
        }
        if (!ok)
            break;
    }
    if (!ok || !db.commit()) {
        qCWarning(lcStore) << "redacting a migrated cache failed:" << db.lastError().text();
        db.rollback();
        (void)pragma.exec(QStringLiteral("PRAGMA secure_delete = OFF"));
        return;
    }
    // The pages that held the old values are replaced in the main file now, not at some later
    // checkpoint.
    (void)pragma.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    (void)pragma.exec(QStringLiteral("PRAGMA secure_delete = OFF"));
    if (rewritten > 0)
        qCInfo(lcStore) << "redacted" << rewritten << "values of a migrated cache";
}

} // namespace Switchyard
