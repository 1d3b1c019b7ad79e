// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Test helper: blocking HTTP calls to the simulator with a plain QNetworkAccessManager, and a
// recording of every response for the OpenAPI conformance check.

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>
#include <QUrl>

namespace Switchyard::Test {

struct SimReply
{
    int status = 0;
    QByteArray body;
    QByteArray contentType;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QList<QNetworkReply::RawHeaderPair> headers;
    bool timedOut = false;

    QByteArray header(const QByteArray &name) const
    {
        for (const auto &[k, v] : headers) {
            if (k.compare(name, Qt::CaseInsensitive) == 0)
                return v;
        }
        return {};
    }
    /// Any JSON value (also bare integers and strings).
    QJsonValue json() const
    {
        const QJsonDocument d = QJsonDocument::fromJson("[" + body + "]");
        return d.isArray() ? d.array().at(0) : QJsonValue(QJsonValue::Undefined);
    }
    QJsonObject object() const { return json().toObject(); }
    QJsonArray array() const { return json().toArray(); }
};

class SimHttp
{
public:
    SimHttp(const QUrl &base, const QByteArray &apiKey)
        : m_base(base)
        , m_key(apiKey)
    { }

    QByteArray apiKey() const { return m_key; }
    void setApiKey(const QByteArray &key) { m_key = key; }
    void setRecording(bool on) { m_record = on; }
    const QList<QJsonObject> &recording() const { return m_recording; }

    /// `route` = the OpenAPI path template, recorded with the response when non-empty.
    SimReply call(const QByteArray &method, const QString &pathAndQuery, const QByteArray &body = {},
                  const QString &route = {}, const QList<QPair<QByteArray, QByteArray>> &headers = {},
                  int timeoutMs = 15000, bool auth = true)
    {
        QUrl url = m_base;
        const qsizetype qpos = pathAndQuery.indexOf(QLatin1Char('?'));
        url.setPath(qpos < 0 ? pathAndQuery : pathAndQuery.left(qpos));
        if (qpos >= 0)
            url.setQuery(pathAndQuery.mid(qpos + 1));
        QNetworkRequest req(url);
        if (auth && !m_key.isEmpty())
            req.setRawHeader("Authorization", "Bearer " + m_key);
        if (!body.isNull())
            req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        for (const auto &[k, v] : headers)
            req.setRawHeader(k, v);
        QNetworkReply *reply = m_nam.sendCustomRequest(req, method, body);
        QEventLoop loop;
        QTimer timer;
        timer.setSingleShot(true);
        bool timedOut = false;
        QObject::connect(&timer, &QTimer::timeout, &loop, [&] {
            timedOut = true;
            reply->abort();
        });
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        timer.start(timeoutMs);
        loop.exec();
        SimReply r;
        r.timedOut = timedOut;
        r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        r.body = reply->readAll();
        r.error = reply->error();
        r.contentType = reply->header(QNetworkRequest::ContentTypeHeader).toByteArray();
        r.headers = reply->rawHeaderPairs();
        // Qt 6.4 can finish a reply whose connection closed in the middle of the body as a success
        // (seen about once in a few hundred runs under load): a short body against Content-Length is
        // a cut connection, as any careful client must treat it.
        const QByteArray declared = r.header("Content-Length");
        if (r.error == QNetworkReply::NoError && !declared.isEmpty() && reply->rawHeader("Content-Encoding").isEmpty()
            && r.body.size() < declared.toLongLong())
            r.error = QNetworkReply::RemoteHostClosedError;
        reply->deleteLater();
        if (m_record && !route.isEmpty() && r.status > 0) {
            QJsonObject rec;
            rec[QStringLiteral("method")] = QString::fromLatin1(method);
            rec[QStringLiteral("route")] = route;
            rec[QStringLiteral("status")] = r.status;
            rec[QStringLiteral("content_type")] = QString::fromLatin1(r.contentType);
            rec[QStringLiteral("body")] =
                r.contentType.startsWith("application/zip") ? QString() : QString::fromUtf8(r.body);
            m_recording.append(rec);
        }
        return r;
    }

    SimReply get(const QString &path, const QString &route = {}) { return call("GET", path, QByteArray(), route); }
    SimReply post(const QString &path, const QByteArray &body = "{}", const QString &route = {})
    {
        return call("POST", path, body, route);
    }

private:
    QNetworkAccessManager m_nam;
    QUrl m_base;
    QByteArray m_key;
    bool m_record = false;
    QList<QJsonObject> m_recording;
};

} // namespace Switchyard::Test
