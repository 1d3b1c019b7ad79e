// SPDX-License-Identifier: GPL-3.0-or-later
// The request core, part 1: from an endpoint's path and query to a RequestSpec and a QNetworkRequest.
#include "models/api/apiclient_p.h"
#include "models/api/logging.h"
#include "models/api/redaction.h"
#include "models/domain/ids.h"
#include "switchyard_config.h"

#include <QNetworkReply>
#include <QNetworkRequest>

#include <algorithm>
#include <climits>

namespace Switchyard::Api {

namespace RequestDetail {

void addIf(Query &q, const char *key, const QString &value)
{
    if (!value.isEmpty())
        q.append({QString::fromLatin1(key), value});
}

void addTime(Query &q, const char *key, const QDateTime &t)
{
    if (t.isValid())
        q.append({QString::fromLatin1(key), t.toUTC().toString(Qt::ISODateWithMs)});
}

void addLimit(Query &q, int limit)
{
    if (limit > 0)
        q.append({QStringLiteral("limit"), QString::number(qBound(1, limit, 100))});
}

QString idSegment(const QString &id, bool uuid)
{
    const QString hex = uuid ? normalizeUuidHex(id) : QString();
    const QString value = hex.isEmpty() ? id : hex;
    return QString::fromLatin1(QUrl::toPercentEncoding(value));
}

QString endpointPath(Endpoint endpoint, const QString &segment)
{
    const std::string_view path = Api::endpoint(endpoint).path;
    QString out = QLatin1Char('/') + QLatin1String(path.data(), qsizetype(path.size()));
    out.replace(QLatin1String("{id}"), segment);
    return out;
}

QString idValue(const QString &id)
{
    const QString hex = normalizeUuidHex(id);
    return hex.isEmpty() ? id : hex;
}

QString encodeQuery(const Query &query)
{
    QString out;
    for (const auto &[key, value] : query) {
        if (!out.isEmpty())
            out += QLatin1Char('&');
        out += QString::fromLatin1(QUrl::toPercentEncoding(key)) + QLatin1Char('=')
            + QString::fromLatin1(QUrl::toPercentEncoding(value));
    }
    return out;
}

Result<Unit> successOrEmpty(const QByteArray &body)
{
    if (body.trimmed().isEmpty())
        return Unit{};
    auto ok = Codec::parseSuccess(body);
    if (!ok.ok())
        return ok.error();
    return Unit{};
}

} // namespace RequestDetail

ApiClientPrivate::ApiClientPrivate(ApiClient *client)
    : q(client)
    , retry(std::make_shared<RetryPolicy>())
    , budget(std::make_shared<RequestBudget>())
{ }

std::function<void()> ApiClientPrivate::legacyEventsFound()
{
    return [this] {
        qCDebug(lcApi) << "events path not available; using the legacy events/search and events/count";
        legacyEvents = true;
    };
}

QUrl ApiClientPrivate::endpointUrl(Endpoint endpoint, const QString &segment, const Query &query) const
{
    const EndpointInfo &e = Api::endpoint(endpoint);
    Q_ASSERT(e.base != EndpointBase::Conversation); // those go to the agent server (runAgent)
    QUrl url = config.baseUrl;
    QString base = url.path(QUrl::FullyEncoded);
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    if (e.base == EndpointBase::AppApi)
        base += QLatin1Char('/') + QLatin1String(kApiPrefix.data(), qsizetype(kApiPrefix.size()));
    url.setPath(base + RequestDetail::endpointPath(endpoint, segment), QUrl::TolerantMode);
    if (!query.isEmpty())
        url.setQuery(RequestDetail::encodeQuery(query), QUrl::StrictMode);
    else
        url.setQuery(QString());
    url.setFragment(QString());
    return url;
}

RequestSpec ApiClientPrivate::request(Endpoint endpoint, const QString &segment, const Query &query) const
{
    const std::string_view method = Api::endpoint(endpoint).method;
    RequestSpec s;
    s.method = QByteArray(method.data(), qsizetype(method.size()));
    s.url = endpointUrl(endpoint, segment, query);
    return s;
}

RequestSpec ApiClientPrivate::withBody(Endpoint endpoint, const QString &segment, const QByteArray &body,
                                       const Query &query) const
{
    RequestSpec s = request(endpoint, segment, query);
    s.body = body;
    s.hasBody = true;
    return s;
}

QString ApiClientPrivate::context(const RequestSpec &spec)
{
    return QString::fromLatin1(spec.method) + QLatin1Char(' ') + Redaction::redactUrl(spec.url);
}

QNetworkRequest ApiClientPrivate::buildRequest(const RequestSpec &spec) const
{
    QNetworkRequest request(spec.url);
    request.setRawHeader("Accept", spec.accept);
    const QString agent = config.userAgent.isEmpty() ? QStringLiteral("Switchyard/") + QLatin1String(SWITCHYARD_VERSION)
                                                     : config.userAgent;
    request.setHeader(QNetworkRequest::UserAgentHeader, agent);
    if (spec.apiAuth) {
        if (!config.apiKey.isEmpty())
            request.setRawHeader("Authorization", "Bearer " + config.apiKey.toUtf8());
        if (!config.orgId.isEmpty())
            request.setRawHeader("X-Org-Id", config.orgId.toUtf8());
    }
    for (const auto &[name, value] : spec.extraHeaders)
        request.setRawHeader(name, value);
    if (spec.hasBody && !spec.body.isEmpty())
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
    // Redirects are followed by the core itself, within the origin only (followRedirect): Qt's own
    // policies would carry Authorization / X-Session-API-Key to whatever host the server names.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(int(std::clamp<qint64>(config.transferTimeout.count(), 0, INT_MAX)));
    // TLS: the default configuration verifies peers; sslErrors are never ignored.
    return request;
}

QNetworkReply *ApiClientPrivate::startReply(const RequestSpec &spec) const
{
    const QNetworkRequest request = buildRequest(spec);
    if (spec.method == "GET")
        return nam->get(request);
    if (spec.method == "POST")
        return nam->post(request, spec.body);
    if (spec.method == "PUT")
        return nam->put(request, spec.body);
    if (spec.method == "DELETE" && !spec.hasBody)
        return nam->deleteResource(request);
    return nam->sendCustomRequest(request, spec.method, spec.body);
}

void ApiClientPrivate::logRequest(const ApiCall *call, const RequestSpec &spec, int attempt) const
{
    if (!lcApi().isDebugEnabled())
        return;
    QList<QPair<QByteArray, QByteArray>> headers;
    const QNetworkRequest request = buildRequest(spec);
    const QList<QByteArray> names = request.rawHeaderList();
    for (const QByteArray &name : names)
        headers.append({name, request.rawHeader(name)});
    qCDebug(lcApi).noquote() << "#" << call->sequence() << "attempt" << attempt << context(spec) << "\n"
                             << Redaction::redactHeaders(headers);
    if (spec.hasBody && !spec.body.isEmpty())
        qCDebug(lcApi).noquote() << "#" << call->sequence() << "body"
                                 << QString::fromUtf8(Redaction::redactJson(spec.body).left(2048));
}

} // namespace Switchyard::Api
