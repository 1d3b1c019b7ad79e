// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sim/faultproxy.h"

#include "app/sim/simlogging.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <deque>
#include <utility>

#include <sys/socket.h>

namespace Switchyard::Sim {

namespace {
constexpr qint64 kTunnelHighWater = 1024 * 1024; ///< bytes queued to a tunnel's client before we stop reading
constexpr qint64 kTunnelReadBuffer = 256 * 1024;

struct Outgoing
{
    QByteArray bytes;
    int delayMs = 0;
    bool hang = false;
    qsizetype resetAfter = -1; ///< bytes of the whole message to send before cutting the connection
};
} // namespace

struct FaultProxy::Link
{
    QPointer<QTcpSocket> client;
    QPointer<QTcpSocket> backend;
    QByteArray fromBackend;
    std::deque<Outgoing> queue;
    bool sending = false;
    bool awaiting = false; ///< a request was forwarded and its response has not come back yet
    bool clientGone = false;
    bool dead = false;
    bool headChecked = false; ///< the first request head was shown to the upgrade gate
    QByteArray clientHead; ///< bytes of the first request head, until it is complete
    bool tunnel = false; ///< after a 101: raw bytes both ways
};

FaultProxy::FaultProxy(QHostAddress backendAddress, quint16 backendPort, QObject *parent)
    : QObject(parent)
    , m_backendAddress(std::move(backendAddress))
    , m_backendPort(backendPort)
    , m_server(std::make_unique<QTcpServer>())
{
    connect(m_server.get(), &QTcpServer::newConnection, this, &FaultProxy::onNewConnection);
}

FaultProxy::~FaultProxy()
{
    for (auto &l : m_links) {
        if (l->client)
            l->client->disconnect(this);
        if (l->backend)
            l->backend->disconnect(this);
        delete l->client.data();
        delete l->backend.data();
    }
}

quint16 FaultProxy::listen(const QHostAddress &address, quint16 port)
{
    if (!m_server->listen(address, port))
        return 0;
    m_address = address;
    m_port = m_server->serverPort();
    return m_port;
}

void FaultProxy::restart(int downtimeMs)
{
    m_server->close();
    for (auto &l : m_links) {
        if (l->client)
            l->client->abort();
        closeLink(l.get());
    }
    QTimer::singleShot(std::max(0, downtimeMs), this, [this] {
        if (!m_server->listen(m_address, m_port))
            qCWarning(lcSim) << "fault layer: cannot listen again on port" << m_port;
    });
}

void FaultProxy::onNewConnection()
{
    while (QTcpSocket *client = m_server->nextPendingConnection()) {
        auto link = std::make_unique<Link>();
        Link *l = link.get();
        l->client = client;
        auto *backend = new QTcpSocket(this);
        l->backend = backend;
        client->setParent(this);
        connect(client, &QTcpSocket::readyRead, this, [this, l] {
            onClientData(l);
        });
        connect(client, &QTcpSocket::disconnected, this, [this, l] {
            l->clientGone = true;
            if (!l->awaiting)
                closeLink(l);
        });
        connect(client, &QTcpSocket::bytesWritten, this, [this, l] {
            if (l->tunnel)
                pumpTunnel(l);
        });
        connect(backend, &QTcpSocket::readyRead, this, [this, l] {
            if (l->tunnel)
                pumpTunnel(l);
            else
                pumpBackend(l);
        });
        connect(backend, &QTcpSocket::disconnected, this, [l] {
            if (!l->client)
                return;
            if (l->tunnel && l->backend)
                l->client->write(l->backend->readAll());
            if (l->tunnel || l->queue.empty())
                l->client->disconnectFromHost();
        });
        connect(backend, &QTcpSocket::connected, this, [this, l] {
            onClientData(l);
        });
        backend->connectToHost(m_backendAddress, m_backendPort);
        m_links.push_back(std::move(link));
    }
    // forget dead links
    for (auto it = m_links.begin(); it != m_links.end();) {
        if ((*it)->dead)
            it = m_links.erase(it);
        else
            ++it;
    }
}

void FaultProxy::onClientData(Link *l)
{
    if (!l->client || !l->backend || l->backend->state() != QAbstractSocket::ConnectedState)
        return; // the connected handler comes back here
    QByteArray data = l->client->readAll();
    if (l->tunnel) {
        l->backend->write(data);
        return;
    }
    if (!l->headChecked) {
        l->clientHead += data;
        if (!gateUpgrade(l))
            return;
        data = std::exchange(l->clientHead, QByteArray());
    }
    if (data.isEmpty())
        return;
    l->awaiting = true;
    l->backend->write(data);
}

bool FaultProxy::gateUpgrade(Link *l)
{
    const qsizetype end = l->clientHead.indexOf("\r\n\r\n");
    if (end < 0 && l->clientHead.size() < 65536)
        return false; // the rest of the head is still on its way
    l->headChecked = true;
    const QByteArray head = end < 0 ? l->clientHead : l->clientHead.left(end + 2);
    if (!m_gate || !head.startsWith("GET ") || !head.toLower().contains("\r\nupgrade: websocket"))
        return true;
    const std::optional<QByteArray> refusal = m_gate(head);
    if (!refusal)
        return true;
    l->clientHead.clear();
    l->awaiting = false;
    l->client->write(*refusal);
    l->client->disconnectFromHost(); // flushes the answer; the disconnected handler closes the link
    return false;
}

void FaultProxy::pumpTunnel(Link *l)
{
    if (l->dead || !l->client || !l->backend)
        return;
    while (l->client->bytesToWrite() < kTunnelHighWater) {
        const QByteArray chunk = l->backend->read(64 * 1024);
        if (chunk.isEmpty())
            break;
        l->client->write(chunk);
    }
}

void FaultProxy::pumpBackend(Link *l)
{
    if (!l->backend)
        return;
    l->fromBackend += l->backend->readAll();
    for (;;) {
        const qsizetype headerEnd = l->fromBackend.indexOf("\r\n\r\n");
        if (headerEnd < 0)
            return;
        const QByteArray head = l->fromBackend.left(headerEnd);
        if (head.startsWith("HTTP/1.1 101") || head.startsWith("HTTP/1.0 101")) {
            // WebSocket handshake accepted: from here on the bytes are frames, not responses.
            l->tunnel = true;
            l->awaiting = false;
            if (l->client)
                l->client->write(std::exchange(l->fromBackend, QByteArray()));
            l->backend->setReadBufferSize(kTunnelReadBuffer);
            pumpTunnel(l);
            return;
        }
        const QList<QByteArray> lines = head.split('\n');
        qsizetype contentLength = 0;
        QByteArray directive;
        QByteArray rebuilt;
        for (const QByteArray &rawLine : lines) {
            const QByteArray line = rawLine.endsWith('\r') ? rawLine.chopped(1) : rawLine;
            const QByteArray lower = line.toLower();
            if (lower.startsWith("content-length:"))
                contentLength = line.mid(15).trimmed().toLongLong();
            if (lower.startsWith("x-sim-fault:")) {
                directive = line.mid(12).trimmed();
                continue;
            }
            rebuilt += line + "\r\n";
        }
        rebuilt += "\r\n";
        const qsizetype total = headerEnd + 4 + contentLength;
        if (l->fromBackend.size() < total)
            return;
        Outgoing out;
        out.bytes = rebuilt + l->fromBackend.mid(headerEnd + 4, contentLength);
        l->fromBackend.remove(0, total);
        for (const QByteArray &part : directive.split(';')) {
            if (part.startsWith("delay="))
                out.delayMs = part.mid(6).toInt();
            else if (part == "hang")
                out.hang = true;
            else if (part.startsWith("reset="))
                out.resetAfter = rebuilt.size() + part.mid(6).toLongLong();
        }
        l->awaiting = false;
        l->queue.push_back(std::move(out));
        if (l->clientGone) {
            closeLink(l);
            return;
        }
        if (!l->sending)
            sendNext(l);
    }
}

void FaultProxy::sendNext(Link *l)
{
    if (l->queue.empty() || l->dead) {
        l->sending = false;
        return;
    }
    l->sending = true;
    Outgoing &front = l->queue.front();
    if (front.hang) {
        // The response never comes; this connection stays silent until the client gives up.
        l->queue.clear();
        return;
    }
    const int delay = front.delayMs;
    front.delayMs = 0;
    if (delay > 0) {
        QTimer::singleShot(delay, this, [this, l] {
            for (const auto &link : m_links) {
                if (link.get() == l && !l->dead) {
                    sendNext(l);
                    return;
                }
            }
        });
        return;
    }
    Outgoing out = std::move(l->queue.front());
    l->queue.pop_front();
    if (!l->client) {
        l->sending = false;
        return;
    }
    if (out.resetAfter >= 0) {
        l->client->write(out.bytes.left(out.resetAfter));
        l->client->flush();
        const qintptr fd = l->client->socketDescriptor();
        if (fd >= 0) {
            struct linger lg
            {
                1, 0
            };
            ::setsockopt(static_cast<int>(fd), SOL_SOCKET, SO_LINGER, &lg, sizeof lg);
        }
        l->client->abort();
        closeLink(l);
        return;
    }
    l->client->write(out.bytes);
    sendNext(l);
}

void FaultProxy::closeLink(Link *l)
{
    if (l->dead)
        return;
    l->dead = true;
    l->queue.clear();
    if (l->backend) {
        l->backend->disconnect(this);
        l->backend->disconnectFromHost();
        l->backend->deleteLater();
    }
    if (l->client) {
        l->client->disconnect(this);
        if (l->client->state() != QAbstractSocket::UnconnectedState)
            l->client->disconnectFromHost();
        l->client->deleteLater();
    }
}

} // namespace Switchyard::Sim
