// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/sim/simhttp.h"

#include <QHostAddress>
#include <QObject>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QHttpServer;
class QHttpServerResponder;
class QWebSocket;

namespace Switchyard::Sim {

/// The ONLY file that uses the QHttpServer API (it changes a lot after Qt 6.4; see TOOLCHAIN.md §5).
/// Every request goes to one handler (the missing handler: no per-route templates), and every
/// answer is written by hand with an explicit Content-Length. WebSocket upgrades (QHttpServer 6.4
/// accepts every one) are handed on through webSocketConnected().
class HttpAdapter : public QObject
{
    Q_OBJECT
public:
    using Handler = std::function<SimResponse(const SimRequest &)>;
    using DeferredLookup = std::function<std::optional<SimResponse>(const QString &taskId)>;

    HttpAdapter(Handler handler, DeferredLookup deferred, QObject *parent = nullptr);
    ~HttpAdapter() override;

    /// Listens on address:port (0 = any free port); returns the port, 0 on failure.
    quint16 listen(const QHostAddress &address, quint16 port = 0);
    /// Answers the deferred requests whose answer is now available.
    void flushDeferred();
    /// Forgets the deferred and held requests without answering (restart).
    void dropDeferred();

Q_SIGNALS:
    void served(const QString &method, const QString &path, int status);
    /// A socket upgraded by the HTTP server; the receiver takes ownership.
    void webSocketConnected(QWebSocket *socket);

private:
    struct Pending;
    struct Held;
    void onRequest(SimRequest r, QHttpServerResponder &&responder);
    void write(QHttpServerResponder &responder, const SimResponse &response);
    void release(Held *held);

    Handler m_handler;
    DeferredLookup m_deferred;
    std::unique_ptr<QHttpServer> m_server;
    std::vector<std::unique_ptr<Pending>> m_pending;
    std::vector<std::unique_ptr<Held>> m_held;
};

} // namespace Switchyard::Sim
