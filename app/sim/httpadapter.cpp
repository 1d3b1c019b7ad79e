// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sim/httpadapter.h"

#include "app/sim/simlogging.h"

#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QTimer>
#include <QWebSocket>

namespace Switchyard::Sim {

struct HttpAdapter::Pending
{
    QString taskId;
    QString method;
    QString path;
    QByteArray faultDirective;
    QHttpServerResponder responder;
};

/// A request the rate limiter holds back: handled again (and answered) when the timer fires.
struct HttpAdapter::Held
{
    Held(SimRequest r, QHttpServerResponder &&resp)
        : request(std::move(r))
        , responder(std::move(resp))
    { }
    SimRequest request;
    QHttpServerResponder responder;
    QTimer timer;
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

SimRequest toSimRequest(const QHttpServerRequest &req)
{
    SimRequest r;
    r.method = methodName(req.method());
    r.path = req.url().path(QUrl::FullyDecoded);
    r.query = req.query();
    const auto headers = req.headers();
    for (const auto &[key, value] : headers)
        r.headers.insert(key.toLower(), value);
    r.body = req.body();
    r.peer = req.remoteAddress().toString();
    return r;
}
} // namespace

HttpAdapter::HttpAdapter(Handler handler, DeferredLookup deferred, QObject *parent)
    : QObject(parent)
    , m_handler(std::move(handler))
    , m_deferred(std::move(deferred))
    , m_server(std::make_unique<QHttpServer>())
{
    m_server->setMissingHandler([this](const QHttpServerRequest &req, QHttpServerResponder &&responder) {
        onRequest(toSimRequest(req), std::move(responder));
    });
    // QHttpServer 6.4 upgrades a WebSocket only when a route handles the request (the missing
    // handler does not count) and that route writes nothing. So the agent server's socket paths
    // get a route: silent for an upgrade (the FaultProxy gate has already vetted it), the
    // ordinary handler for plain HTTP on the same path.
    m_server->route(QStringLiteral("/agent/<arg>/sockets/<arg>/<arg>"),
                    [this](const QString &, const QString &, const QString &, const QHttpServerRequest &req,
                           QHttpServerResponder &&responder) {
                        if (req.value(QByteArrayLiteral("upgrade")).compare("websocket", Qt::CaseInsensitive) == 0)
                            return;
                        onRequest(toSimRequest(req), std::move(responder));
                    });
    connect(m_server.get(), &QAbstractHttpServer::newWebSocketConnection, this, [this] {
        while (m_server->hasPendingWebSocketConnections()) {
            std::unique_ptr<QWebSocket> socket = m_server->nextPendingWebSocketConnection();
            if (socket)
                Q_EMIT webSocketConnected(socket.release());
        }
    });
}

HttpAdapter::~HttpAdapter()
{
    m_held.clear();
    m_pending.clear();
}

void HttpAdapter::onRequest(SimRequest r, QHttpServerResponder &&responder)
{
    SimResponse resp = m_handler(r);
    if (resp.holdMs > 0 && !r.rateChecked) {
        auto held = std::make_unique<Held>(std::move(r), std::move(responder));
        Held *h = held.get();
        h->request.rateChecked = true;
        h->timer.setSingleShot(true);
        h->timer.setTimerType(Qt::PreciseTimer);
        connect(&h->timer, &QTimer::timeout, this, [this, h] {
            release(h);
        });
        h->timer.start(resp.holdMs);
        m_held.push_back(std::move(held));
        return;
    }
    if (!resp.deferredTaskId.isEmpty()) {
        auto p = std::make_unique<Pending>(
            Pending{resp.deferredTaskId, r.method, r.path, resp.faultDirective, std::move(responder)});
        m_pending.push_back(std::move(p));
        return;
    }
    write(responder, resp);
    Q_EMIT served(r.method, r.path, resp.status);
}

void HttpAdapter::release(Held *h)
{
    for (auto it = m_held.begin(); it != m_held.end(); ++it) {
        if (it->get() != h)
            continue;
        std::unique_ptr<Held> held = std::move(*it);
        m_held.erase(it);
        onRequest(std::move(held->request), std::move(held->responder));
        return;
    }
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
    m_held.clear();
}

} // namespace Switchyard::Sim
