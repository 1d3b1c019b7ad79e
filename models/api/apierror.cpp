// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/apierror.h"

#include "models/api/errorbody.h"
#include "models/api/redaction.h"

#include <QLocale>

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

namespace {

QString withDetail(const QString &base, const QString &shown)
{
    return shown.isEmpty() ? base : ApiError::tr("%1 (%2)").arg(base, shown);
}

/// Kind and words for a 4xx status; false when the status has no words of its own.
bool clientStatus(ApiError &e, int status, bool html, const QString &shown)
{
    using Kind = ApiError::Kind;
    switch (status) {
    case 401:
        e.kind = Kind::Unauthorized;
        e.message = withDetail(
            ApiError::tr("The server did not accept the API key. Check the key in the server settings."), shown);
        return true;
    case 403:
        e.kind = Kind::Unauthorized;
        e.message = withDetail(ApiError::tr("The server denied access."), shown);
        return true;
    case 404:
        if (html) {
            e.kind = Kind::NotAvailable;
            e.message = ApiError::tr("This server version does not offer this function.");
            return true;
        }
        e.kind = Kind::NotFound;
        e.message = withDetail(ApiError::tr("Not found on the server."), shown);
        return true;
    case 410:
        e.kind = Kind::NotFound;
        e.message = withDetail(ApiError::tr("This conversation is archived: its sandbox no longer exists."), shown);
        return true;
    case 409:
        e.kind = Kind::Conflict;
        e.message = withDetail(ApiError::tr("The server cannot do this in the current state."), shown);
        return true;
    case 400:
    case 422:
        e.kind = Kind::Validation;
        e.message = withDetail(ApiError::tr("The server rejected the request."), shown);
        return true;
    case 413:
        e.kind = Kind::TooLarge;
        e.message = withDetail(ApiError::tr("The answer would be too large."), shown);
        return true;
    default:
        return false;
    }
}

/// Kind and words for a 5xx status.
void serverStatus(ApiError &e, int status, const QString &shown)
{
    e.kind = ApiError::Kind::Server;
    switch (status) {
    case 502:
        e.message = withDetail(ApiError::tr("The sandbox's agent server did not answer properly."), shown);
        return;
    case 503:
        e.message = withDetail(ApiError::tr("The server is temporarily unavailable."), shown);
        return;
    case 504:
        e.message = withDetail(ApiError::tr("The server timed out waiting for the sandbox."), shown);
        return;
    default:
        e.message = withDetail(ApiError::tr("The server failed (HTTP %1).").arg(status), shown);
        return;
    }
}

QString resetText(const QDateTime &resetAt)
{
    return QLocale().toString(resetAt.toLocalTime(), QLocale::ShortFormat);
}

/// "You have started 5 of your 5 conversations for today; the quota resets at …" from what the body gave.
QString quotaText(const QuotaStatus &q)
{
    QString text;
    if (q.limit && q.used)
        text = ApiError::tr("The daily conversation quota is used up: %1 of %2 conversations started today.")
                   .arg(QString::number(*q.used), QString::number(*q.limit));
    else if (q.limit)
        text = ApiError::tr("The daily conversation quota of %1 is used up.").arg(QString::number(*q.limit));
    else
        text = ApiError::tr("The daily conversation quota is used up.");
    if (q.resetAt.isValid())
        text += QLatin1Char(' ') + ApiError::tr("It resets at %1.").arg(resetText(q.resetAt));
    return text;
}

/// 429: the rate-limit middleware (`{"message": …}`, §13.1) or a daily quota (§13.4).
void rateLimited(ApiError &e, const ErrorBody &body, const QString &shown)
{
    e.kind = ApiError::Kind::RateLimited;
    if (body.quota) {
        e.quota = body.quota;
        e.message = quotaText(*body.quota);
        return;
    }
    if (body.shape == ErrorBody::Shape::Message) {
        e.message = ApiError::tr("The server is limiting how many requests it takes per second; "
                                 "Switchyard slows down and tries again.");
        return;
    }
    e.message = withDetail(ApiError::tr("Too many requests: the server asked to slow down."), shown);
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
    const ErrorBody parsed = json ? ErrorBody::parse(body) : ErrorBody{};
    e.serverDetail = Redaction::redactText(parsed.text);
    e.serverCode = parsed.code;
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
    if (httpStatus == 429) {
        rateLimited(e, parsed, shown);
        return e;
    }
    if (clientStatus(e, httpStatus, !json && body.trimmed().startsWith('<'), shown))
        return e;
    if (httpStatus >= 500) {
        serverStatus(e, httpStatus, shown);
        return e;
    }
    e.kind = Kind::Http;
    e.message = withDetail(tr("The server answered HTTP %1.").arg(httpStatus), shown);
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

ApiError ApiError::deadlineExceeded(std::chrono::milliseconds deadline, const QString &context)
{
    ApiError e;
    e.kind = Kind::Timeout;
    e.message = tr("The server did not finish its answer within %1 s.").arg(QString::number(deadline.count() / 1000));
    e.detail = QStringLiteral("%1: deadline of %2 ms exceeded").arg(context, QString::number(deadline.count()));
    return e;
}

ApiError ApiError::redirectRefused(RedirectRefusal why, int httpStatus, const QString &redactedTarget,
                                   const QString &context)
{
    ApiError e;
    e.kind = Kind::Http;
    e.httpStatus = httpStatus;
    e.redirectTarget = redactedTarget;
    switch (why) {
    case RedirectRefusal::OtherOrigin:
        e.message = tr("The server redirected the request to %1, another address; the redirect was not followed "
                       "so that the API key stays with the server it belongs to.")
                        .arg(redactedTarget);
        break;
    case RedirectRefusal::MethodChange:
        e.message = tr("The server redirected the request to %1 (HTTP %2); only reads follow such a redirect.")
                        .arg(redactedTarget, QString::number(httpStatus));
        break;
    case RedirectRefusal::TooMany:
        e.message = tr("The server redirected the request too many times (last to %1).").arg(redactedTarget);
        break;
    case RedirectRefusal::NoLocation:
        e.message =
            tr("The server redirected the request (HTTP %1) without saying where to.").arg(QString::number(httpStatus));
        break;
    }
    e.detail =
        QStringLiteral("%1: HTTP %2 redirect to %3 refused")
            .arg(context, QString::number(httpStatus), redactedTarget.isEmpty() ? QStringLiteral("?") : redactedTarget);
    return e;
}

namespace {

ApiError forResume(ApiError e)
{
    const QString shown = e.serverDetail;
    if (e.httpStatus == 409)
        e.message = withDetail(ApiError::tr("The sandbox cannot be resumed from its current state."), shown);
    else if (e.httpStatus == 502)
        e.message = withDetail(ApiError::tr("The sandbox could not be resumed: the server's runtime service failed. "
                                            "Try again in a moment."),
                               shown);
    else if (e.httpStatus == 404)
        e.message = ApiError::tr("The sandbox could not be resumed: the server no longer knows it, or its runtime "
                                 "could not be reached.");
    return e;
}

ApiError forStart(ApiError e)
{
    const QString shown = e.serverDetail;
    if (e.httpStatus == 429 && !e.quota && e.serverCode.contains(QLatin1String("limit")))
        e.message = withDetail(ApiError::tr("The daily conversation quota is used up."), shown);
    else if (e.httpStatus == 429 && e.quota)
        e.message = ApiError::tr("No new conversation was started. %1").arg(e.message);
    else if (e.httpStatus == 400 && shown.contains(QLatin1String("key"), Qt::CaseInsensitive))
        e.message = ApiError::tr("This agent profile needs its own account or API key: connect the account or add "
                                 "the key as a secret, then start again. (%1)")
                        .arg(shown);
    else if (e.httpStatus == 400)
        e.message = withDetail(ApiError::tr("The server refused to start the conversation."), shown);
    return e;
}

} // namespace

ApiError ApiError::forOperation(ApiError error, Operation operation)
{
    switch (operation) {
    case Operation::ResumeSandbox:
        return forResume(std::move(error));
    case Operation::StartConversation:
        return forStart(std::move(error));
    case Operation::PauseSandbox:
        if (error.httpStatus == 404)
            error.message = tr("The sandbox could not be paused: the server no longer knows it, or its runtime "
                               "could not be reached.");
        return error;
    case Operation::Other:
        break;
    }
    return error;
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
