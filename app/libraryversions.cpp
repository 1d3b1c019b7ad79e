// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/libraryversions.h"

#include "switchyard_config.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSslSocket>
#include <QUuid>

#include <nlohmann/detail/abi_macros.hpp> // the version macros only

#include <zlib.h>

namespace Switchyard {

QString sqliteVersion()
{
    const QString connection = QStringLiteral("switchyard-version-") + QUuid::createUuid().toString(QUuid::Id128);
    QString version;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(QStringLiteral(":memory:"));
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(QStringLiteral("select sqlite_version()")) && query.next())
                version = query.value(0).toString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return version;
}

QList<AboutComponent> libraryVersions()
{
    QList<AboutComponent> out;
    out.append({QStringLiteral("Qt"),
                QCoreApplication::translate("Switchyard::LibraryVersions", "%1 (built with %2)")
                    .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR))});
    const QString sqlite = sqliteVersion();
    out.append({QStringLiteral("SQLite"),
                sqlite.isEmpty()
                    ? QCoreApplication::translate("Switchyard::LibraryVersions", "not available (no Qt SQLite driver)")
                    : QCoreApplication::translate("Switchyard::LibraryVersions", "%1 (Qt SQL driver)").arg(sqlite)});
    out.append({QStringLiteral("QtKeychain"), QStringLiteral(SWITCHYARD_QTKEYCHAIN_VERSION)});
    out.append({QStringLiteral("QuaZip"), QStringLiteral(SWITCHYARD_QUAZIP_VERSION)});
    // "GNU source-highlight 3.1.9" or "KF6 SyntaxHighlighting 6.x": split the name from the version.
    const QString highlighter = QStringLiteral(SWITCHYARD_HIGHLIGHTER_NAME);
    const qsizetype space = highlighter.lastIndexOf(QLatin1Char(' '));
    out.append({space > 0 ? highlighter.left(space) : highlighter, space > 0 ? highlighter.mid(space + 1) : QString()});
    out.append({QStringLiteral("nlohmann/json"),
                QStringLiteral("%1.%2.%3")
                    .arg(NLOHMANN_JSON_VERSION_MAJOR)
                    .arg(NLOHMANN_JSON_VERSION_MINOR)
                    .arg(NLOHMANN_JSON_VERSION_PATCH)});
    out.append({QStringLiteral("zlib"), QString::fromLatin1(zlibVersion())});
    if (QSslSocket::supportsSsl()) {
        // "OpenSSL 3.0.11 19 Sep 2023"
        const QString tls = QSslSocket::sslLibraryVersionString();
        if (tls.startsWith(QLatin1String("OpenSSL ")))
            out.append({QStringLiteral("OpenSSL"), tls.mid(8)});
        else
            out.append({QCoreApplication::translate("Switchyard::LibraryVersions", "TLS library"), tls});
    }
    return out;
}

} // namespace Switchyard
