// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/apierror.h"

#include "models/api/codec.h"
#include "models/api/redaction.h"

namespace Switchyard::Api {

namespace {

constexpr qsizetype kSnippetChars = 200;

bool looksLikeJson(QByteArrayView body, const QString &contentType)
{
    if (contentType.contains(QLatin1String("json"), Qt::CaseInsensitive))
        return true;
    if (!contentType.isEmpty())
        return false;
    const QByteArrayView t = body.trimmed();
    if (t.isEmpty())
        return false;
    const char c = t.front();
    return c == '{' || c == '[' || c == '"' || c == '-' || (c >= '0' && c <= '9') || c == 't' || c == 'f' || c == 'n';
}

QString bodySnippet(QByteArrayView body)
{
    QString text = QString::fromUtf8(body.first(qMin<qsizetype>(body.size(), 4 * kSnippetChars))).simplified();
    if (text.size() > kSnippetChars)
        text = text.left(kSnippetChars) + QStringLiteral("…");
    return Redaction::redactText(text);
}

ApiError transportError(QNetworkReply::NetworkError error, const QString &context)
{
    ApiError e;
    // Multi-arg arg(): the context holds a URL, and a "%2" in it (an encoded "/" is "%2F") must not
    // be taken for the next placeholder.
    e.detail = QStringLiteral("%1: network error %2").arg(context, QString::number(int(error)));
    switch (error) {
    case QNetworkReply::TimeoutError:
        e.kind = ApiError::Kind::Timeout;
        e.message = ApiError::tr("The server did not answer in time.");
        break;
    case QNetworkReply::OperationCanceledError:
        e.kind = ApiError::Kind::Cancelled;
        e.message = ApiError::tr("The request was cancelled.");
        break;
    case QNetworkReply::SslHandshakeFailedError:
        e.kind = ApiError::Kind::Tls;
        e.message = ApiError::tr("The secure connection to the server failed: its certificate could not be verified.");
        break;
    case QNetworkReply::ConnectionRefusedError:
        e.kind = ApiError::Kind::Network;
        e.message = ApiError::tr("The server refused the connection.");
        break;
    case QNetworkReply::RemoteHostClosedError:
        e.kind = ApiError::Kind::Network;
        e.message = ApiError::tr("The server closed the connection before the answer was complete.");
        break;
    case QNetworkReply::HostNotFoundError:
        e.kind = ApiError::Kind::Network;
        e.message = ApiError::tr("The server's host name could not be found.");
        break;
    case QNetworkReply::TooManyRedirectsError:
    case QNetworkReply::InsecureRedirectError:
        e.kind = ApiError::Kind::Network;
        e.message = ApiError::tr("The server redirected the request to an address that is not allowed.");
        break;
    default:
        if (int(error) >= 101 && int(error) <= 199) {
            e.kind = ApiError::Kind::Network;
            e.message = ApiError::tr("The proxy server failed to pass the request on.");
        } else {
            e.kind = ApiError::Kind::Network;
            e.message = ApiError::tr("The server could not be reached.");
        }
        break;
    }
    return e;
}

} // namespace

ApiError ApiError::fromReply(QNetworkReply::NetworkError error, int httpStatus, QByteArrayView body,
                             const QString &contentType, const QString &context)
{
    // Transport-level failures (1..199) win over a status line that may have arrived before them
    // (a reset in the middle of a 200 body is a network error, not a success).
    const int code = int(error);
    if (code >= 1 && code <= 199)
        return transportError(error, context);
    if (httpStatus == 0)
        return transportError(error == QNetworkReply::NoError ? QNetworkReply::UnknownNetworkError : error, context);

    ApiError e;
    e.httpStatus = httpStatus;
    const bool json = looksLikeJson(body, contentType);
    if (json)
        e.serverDetail = Redaction::redactText(Codec::errorDetailText(body));
    const QString shown = e.serverDetail;
    e.detail = QStringLiteral("%1: HTTP %2").arg(context, QString::number(httpStatus));
    if (!shown.isEmpty())
        e.detail += QStringLiteral(" — ") + shown;
    else if (!body.isEmpty())
        e.detail += QStringLiteral(" — ") + bodySnippet(body);

    if (httpStatus >= 200 && httpStatus < 300) {
        e.kind = Kind::NotAvailable;
        e.message = tr("This server version does not offer this function (it answered with a web page).");
        return e;
    }
    if (httpStatus >= 300 && httpStatus < 400) {
        e.kind = Kind::Http;
        e.message = tr("The server redirected the request (HTTP %1); the redirect was not followed.").arg(httpStatus);
        return e;
    }
    auto withDetail = [&shown](const QString &base) {
        return shown.isEmpty() ? base : tr("%1 (%2)").arg(base, shown);
    };
    switch (httpStatus) {
    case 401:
        e.kind = Kind::Unauthorized;
        e.message = withDetail(tr("The server did not accept the API key. Check the key in the server settings."));
        return e;
    case 403:
        e.kind = Kind::Unauthorized;
        e.message = withDetail(tr("The server denied access."));
        return e;
    case 404:
        if (!json && body.trimmed().startsWith('<')) {
            e.kind = Kind::NotAvailable;
            e.message = tr("This server version does not offer this function.");
            return e;
        }
        e.kind = Kind::NotFound;
        e.message = withDetail(tr("Not found on the server."));
        return e;
    case 410:
        e.kind = Kind::NotFound;
        e.message = withDetail(tr("This conversation is archived: its sandbox no longer exists."));
        return e;
    case 409:
        e.kind = Kind::Conflict;
        e.message = withDetail(tr("The server cannot do this in the current state."));
        return e;
    case 429:
        e.kind = Kind::RateLimited;
        e.message = withDetail(tr("Too many requests: the server asked to slow down."));
        return e;
    case 400:
    case 422:
        e.kind = Kind::Validation;
        e.message = withDetail(tr("The server rejected the request."));
        return e;
    case 413:
        e.kind = Kind::TooLarge;
        e.message = withDetail(tr("The answer would be too large."));
        return e;
    case 502:
        e.kind = Kind::Server;
        e.message = withDetail(tr("The sandbox's agent server did not answer properly."));
        return e;
    case 503:
        e.kind = Kind::Server;
        e.message = withDetail(tr("The server is temporarily unavailable."));
        return e;
    case 504:
        e.kind = Kind::Server;
        e.message = withDetail(tr("The server timed out waiting for the sandbox."));
        return e;
    default:
        break;
    }
    if (httpStatus >= 500) {
        e.kind = Kind::Server;
        e.message = withDetail(tr("The server failed (HTTP %1).").arg(httpStatus));
        return e;
    }
    e.kind = Kind::Http;
    e.message = withDetail(tr("The server answered HTTP %1.").arg(httpStatus));
    return e;
}

ApiError ApiError::parse(const QString &jsonPath, const QString &what)
{
    ApiError e;
    e.kind = Kind::Parse;
    e.jsonPath = jsonPath;
    e.message = jsonPath.isEmpty() ? tr("The server's answer could not be read.")
                                   : tr("The server's answer could not be read (at %1).").arg(jsonPath);
    e.detail = jsonPath.isEmpty() ? what : jsonPath + QStringLiteral(": ") + what;
    return e;
}

ApiError ApiError::tooLarge(qint64 size, qint64 cap)
{
    ApiError e;
    e.kind = Kind::TooLarge;
    e.message = tr("The server's answer is too large (%1 MiB; the limit is %2 MiB).")
                    .arg(double(size) / (1024.0 * 1024.0), 0, 'f', 1)
                    .arg(double(cap) / (1024.0 * 1024.0), 0, 'f', 1);
    e.detail = QStringLiteral("body of %1 bytes over the cap of %2").arg(QString::number(size), QString::number(cap));
    return e;
}

ApiError ApiError::insecureUrl(const QString &redactedUrl)
{
    ApiError e;
    e.kind = Kind::InsecureUrl;
    e.message =
        tr("Plain http:// is only allowed for this computer (localhost). Use https:// for %1.").arg(redactedUrl);
    e.detail = QStringLiteral("refused insecure URL %1").arg(redactedUrl);
    return e;
}

ApiError ApiError::cancelled()
{
    ApiError e;
    e.kind = Kind::Cancelled;
    e.message = tr("The request was cancelled.");
    e.detail = QStringLiteral("cancelled");
    return e;
}

ApiError ApiError::invalidRequest(const QString &what)
{
    ApiError e;
    e.kind = Kind::Validation;
    e.message = tr("The request could not be sent: %1").arg(what);
    e.detail = what;
    return e;
}

QString ApiError::kindName(Kind k)
{
    switch (k) {
    case Kind::Network:
        return QStringLiteral("Network");
    case Kind::Timeout:
        return QStringLiteral("Timeout");
    case Kind::Tls:
        return QStringLiteral("Tls");
    case Kind::InsecureUrl:
        return QStringLiteral("InsecureUrl");
    case Kind::Unauthorized:
        return QStringLiteral("Unauthorized");
    case Kind::NotFound:
        return QStringLiteral("NotFound");
    case Kind::Conflict:
        return QStringLiteral("Conflict");
    case Kind::RateLimited:
        return QStringLiteral("RateLimited");
    case Kind::Validation:
        return QStringLiteral("Validation");
    case Kind::TooLarge:
        return QStringLiteral("TooLarge");
    case Kind::Server:
        return QStringLiteral("Server");
    case Kind::Http:
        return QStringLiteral("Http");
    case Kind::NotAvailable:
        return QStringLiteral("NotAvailable");
    case Kind::Parse:
        return QStringLiteral("Parse");
    case Kind::Cancelled:
        return QStringLiteral("Cancelled");
    }
    return QStringLiteral("Unknown");
}

} // namespace Switchyard::Api
