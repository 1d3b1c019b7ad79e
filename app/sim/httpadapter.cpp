// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sim/httpadapter.h"

#include "app/sim/simlogging.h"

#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>

namespace Switchyard::Sim {

struct HttpAdapter::Pending
{
    QString taskId;
    QString method;
    QString path;
    QByteArray faultDirective;
    QHttpServerResponder responder;
};

namespace {
QString methodName(QHttpServerRequest::Method m)
{
    switch (m) {
    case QHttpServerRequest::Method::Get:
        return QStringLiteral("GET");
    case QHttpServerRequest::Method::Put:
        return QStringLiteral("PUT");
    case QHttpServerRequest::Method::Delete:
        return QStringLiteral("DELETE");
    case QHttpServerRequest::Method::Post:
        return QStringLiteral("POST");
    case QHttpServerRequest::Method::Head:
        return QStringLiteral("HEAD");
    case QHttpServerRequest::Method::Options:
        return QStringLiteral("OPTIONS");
    case QHttpServerRequest::Method::Patch:
        return QStringLiteral("PATCH");
    default:
        return QStringLiteral("UNKNOWN");
    }
}
} // namespace

HttpAdapter::HttpAdapter(Handler handler, DeferredLookup deferred, QObject *parent)
    : QObject(parent)
    , m_handler(std::move(handler))
    , m_deferred(std::move(deferred))
    , m_server(std::make_unique<QHttpServer>())
{
    m_server->setMissingHandler([this](const QHttpServerRequest &req, QHttpServerResponder &&responder) {
        SimRequest r;
        r.method = methodName(req.method());
        r.path = req.url().path(QUrl::FullyDecoded);
        r.query = req.query();
        const auto headers = req.headers();
        for (const auto &[key, value] : headers)
            r.headers.insert(key.toLower(), value);
        r.body = req.body();
        SimResponse resp = m_handler(r);
        if (!resp.deferredTaskId.isEmpty()) {
            auto p = std::make_unique<Pending>(
                Pending{resp.deferredTaskId, r.method, r.path, resp.faultDirective, std::move(responder)});
            m_pending.push_back(std::move(p));
            return;
        }
        write(responder, resp);
        Q_EMIT served(r.method, r.path, resp.status);
    });
}

HttpAdapter::~HttpAdapter()
{
    m_pending.clear();
}

quint16 HttpAdapter::listen(const QHostAddress &address, quint16 port)
{
    return m_server->listen(address, port); // 6.4: returns the port, 0 on failure
}

void HttpAdapter::write(QHttpServerResponder &responder, const SimResponse &resp)
{
    responder.writeStatusLine(static_cast<QHttpServerResponder::StatusCode>(resp.status));
    responder.writeHeader("Content-Type", resp.contentType);
    responder.writeHeader("Content-Length", QByteArray::number(resp.body.size()));
    responder.writeHeader("Server", "switchyard-sim");
    for (const auto &[key, value] : resp.headers)
        responder.writeHeader(key, value);
    if (!resp.faultDirective.isEmpty())
        responder.writeHeader("X-Sim-Fault", resp.faultDirective);
    responder.writeBody(resp.body);
}

void HttpAdapter::flushDeferred()
{
    for (auto it = m_pending.begin(); it != m_pending.end();) {
        std::optional<SimResponse> resp = m_deferred((*it)->taskId);
        if (!resp) {
            ++it;
            continue;
        }
        resp->faultDirective = (*it)->faultDirective;
        write((*it)->responder, *resp);
        Q_EMIT served((*it)->method, (*it)->path, resp->status);
        it = m_pending.erase(it);
    }
}

void HttpAdapter::dropDeferred()
{
    m_pending.clear();
}

} // namespace Switchyard::Sim
