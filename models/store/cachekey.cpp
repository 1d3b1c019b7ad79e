// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/cachekey.h"

#include <QCryptographicHash>
#include <QStandardPaths>

namespace Switchyard::CacheKey {

namespace {

QString fileSafe(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar ch : text) {
        const bool ok = (ch.isLetterOrNumber() && ch.unicode() < 128) || ch == u'-' || ch == u'.';
        out.append(ok ? ch : u'_');
    }
    return out.left(48);
}

} // namespace

QString normalizedBaseUrl(const QUrl &baseUrl)
{
    const QUrl u =
        baseUrl.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::NormalizePathSegments);
    const QString scheme = u.scheme().toLower();
    const int defaultPort = scheme == QLatin1String("https") ? 443 : (scheme == QLatin1String("http") ? 80 : -1);
    QString path = u.path(QUrl::FullyEncoded);
    while (path.endsWith(u'/'))
        path.chop(1);
    if (path.endsWith(QLatin1String("/api/v1"), Qt::CaseInsensitive))
        path.chop(7);
    while (path.endsWith(u'/'))
        path.chop(1);
    return scheme + QStringLiteral("://") + u.host(QUrl::FullyEncoded).toLower() + u':'
        + QString::number(u.port(defaultPort)) + path;
}

QString forServer(const QUrl &baseUrl, const QString &orgId)
{
    const QByteArray material = normalizedBaseUrl(baseUrl).toUtf8() + '\n' + orgId.trimmed().toUtf8();
    const QByteArray hash = QCryptographicHash::hash(material, QCryptographicHash::Sha256).toHex().left(16);
    const int port = baseUrl.port(baseUrl.scheme().toLower() == QLatin1String("https") ? 443 : 80);
    return fileSafe(baseUrl.host().toLower()) + u'-' + QString::number(port) + u'-' + QString::fromLatin1(hash);
}

QString directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/stores");
}

QString pathForServer(const QUrl &baseUrl, const QString &orgId)
{
    return directory() + u'/' + forServer(baseUrl, orgId) + QStringLiteral(".sqlite");
}

} // namespace Switchyard::CacheKey
