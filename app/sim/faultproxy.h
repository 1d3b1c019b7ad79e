// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QTcpServer;
class QTcpSocket;

namespace Switchyard::Sim {

/// The public face of the simulator: a raw TCP relay in front of the HTTP server. It reads the
/// X-Sim-Fault header the router put on a response (and strips it) to delay the response, never
/// send it (hung request) or cut the connection in the middle of the body (reset). It also drops
/// every connection and refuses new ones for a while (restart).
///
/// WebSocket upgrades: the request head is shown to the upgrade gate first, which may answer it
/// with a plain HTTP response (a server that refuses the handshake: 403, 503); a 101 answer turns
/// the connection into a raw tunnel with backpressure (a reader that stops reading stalls the
/// backend socket instead of growing a buffer here).
class FaultProxy : public QObject
{
    Q_OBJECT
public:
    /// Request head of an upgrade -> the full HTTP response that refuses it, or nullopt to forward.
    using UpgradeGate = std::function<std::optional<QByteArray>(const QByteArray &requestHead)>;

    FaultProxy(QHostAddress backendAddress, quint16 backendPort, QObject *parent = nullptr);
    ~FaultProxy() override;

    quint16 listen(const QHostAddress &address, quint16 port);
    quint16 port() const { return m_port; }
    QHostAddress address() const { return m_address; }
    /// Aborts every open connection and stops accepting for downtimeMs, then listens again on the same port.
    void restart(int downtimeMs);
    void setUpgradeGate(UpgradeGate gate) { m_gate = std::move(gate); }

private:
    struct Link;
    void onNewConnection();
    void pumpBackend(Link *link);
    void sendNext(Link *link);
    void closeLink(Link *link);
    void onClientData(Link *link);
    bool gateUpgrade(Link *link);
    void pumpTunnel(Link *link);

    QHostAddress m_backendAddress;
    quint16 m_backendPort;
    QHostAddress m_address;
    quint16 m_port = 0;
    std::unique_ptr<QTcpServer> m_server;
    std::vector<std::unique_ptr<Link>> m_links;
    UpgradeGate m_gate;
};

} // namespace Switchyard::Sim
