// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/urlpolicy.h"

#include <QHostAddress>

namespace Switchyard::Api::UrlPolicy {

namespace {

int effectivePort(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    const int fallback = scheme == QLatin1String("https") ? 443 : scheme == QLatin1String("http") ? 80 : -1;
    return url.port(fallback);
}

} // namespace

bool isLoopbackHost(const QString &host)
{
    const QString h = host.toLower();
    if (h == QLatin1String("localhost"))
        return true;
    const QHostAddress address(h);
    return !address.isNull() && address.isLoopback();
}

bool isAllowedUrl(const QUrl &url)
{
    if (!url.isValid() || url.host().isEmpty())
        return false;
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1String("https"))
        return true;
    return scheme == QLatin1String("http") && isLoopbackHost(url.host());
}

bool sameOrigin(const QUrl &a, const QUrl &b)
{
    return a.isValid() && b.isValid() && a.scheme().compare(b.scheme(), Qt::CaseInsensitive) == 0
        && a.host().compare(b.host(), Qt::CaseInsensitive) == 0 && effectivePort(a) == effectivePort(b);
}

} // namespace Switchyard::Api::UrlPolicy
