// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/conversations/weblink.h"

namespace Switchyard::WebLink {

namespace {
bool isHex(QChar c)
{
    return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
}
} // namespace

bool isOpenable(const QUrl &url)
{
    if (!url.isValid() || url.isRelative() || url.host().isEmpty())
        return false;
    const QString scheme = url.scheme().toLower();
    return scheme == QLatin1String("http") || scheme == QLatin1String("https");
}

QUrl conversationUrl(const QUrl &server, const QString &conversationId, Style style)
{
    if (!isOpenable(server))
        return {};
    QString hex;
    hex.reserve(32);
    for (const QChar c : conversationId) {
        if (c == u'-')
            continue;
        if (!isHex(c))
            return {};
        hex.append(c.toLower());
    }
    if (hex.size() != 32)
        return {};
    QUrl url = server.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::RemoveUserInfo);
    QString path = url.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    if (style == Style::Canvas)
        path += QStringLiteral("/canvas/conversations/") + hex;
    else
        path += QStringLiteral("/conversations/") + conversationId.toLower();
    url.setPath(path);
    return url;
}

} // namespace Switchyard::WebLink
