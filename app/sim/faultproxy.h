// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QPointer>

#include <memory>
#include <vector>

class QTcpServer;
class QTcpSocket;

namespace Switchyard::Sim {

/// The public face of the simulator: a raw TCP relay in front of the HTTP server. It reads the
/// X-Sim-Fault header the router put on a response (and strips it) to delay the response, never
/// send it (hung request) or cut the connection in the middle of the body (reset). It also drops
/// every connection and refuses new ones for a while (restart).
class FaultProxy : public QObject
{
    Q_OBJECT
public:
    FaultProxy(QHostAddress backendAddress, quint16 backendPort, QObject *parent = nullptr);
    ~FaultProxy() override;

    quint16 listen(const QHostAddress &address, quint16 port);
    quint16 port() const { return m_port; }
    QHostAddress address() const { return m_address; }
    /// Aborts every open connection and stops accepting for downtimeMs, then listens again on the same port.
    void restart(int downtimeMs);

private:
    struct Link;
    void onNewConnection();
    void pumpBackend(Link *link);
    void sendNext(Link *link);
    void closeLink(Link *link);

    QHostAddress m_backendAddress;
    quint16 m_backendPort;
    QHostAddress m_address;
    quint16 m_port = 0;
    std::unique_ptr<QTcpServer> m_server;
    std::vector<std::unique_ptr<Link>> m_links;
};

} // namespace Switchyard::Sim
