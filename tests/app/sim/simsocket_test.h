// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Test helpers for the simulator's agent-server sockets and for raw HTTP bursts: a QWebSocket
// client that collects frames (blocking waits with a deadline), and a burst of HTTP requests on
// separate TCP connections sent at once (the rate limit sees them in the same second).

#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkRequest>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>
#include <QWebSocket>

#include <functional>
#include <memory>
#include <vector>

namespace Switchyard::Test {

/// Spins the event loop until `done()` or `timeoutMs`; returns done().
inline bool spinUntil(const std::function<bool()> &done, int timeoutMs = 10000)
{
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < timeoutMs) {
        QEventLoop loop;
        QTimer::singleShot(5, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return done();
}

/// A WebSocket client that records every text frame (parsed) and how the socket closed.
class SocketClient
{
public:
    SocketClient()
        : m_socket(std::make_unique<QWebSocket>())
    {
        QObject::connect(m_socket.get(), &QWebSocket::textMessageReceived, [this](const QString &text) {
            const QJsonDocument d = QJsonDocument::fromJson(text.toUtf8());
            frames.push_back(d.object());
            raw.push_back(text);
        });
        QObject::connect(m_socket.get(), &QWebSocket::connected, [this] {
            connected = true;
        });
        QObject::connect(m_socket.get(), &QWebSocket::disconnected, [this] {
            disconnected = true;
            closeCode = m_socket->closeCode();
            closeReason = m_socket->closeReason();
        });
    }

    /// Opens the socket (optionally with X-Session-API-Key) and waits for the handshake.
    bool open(const QUrl &url, const QByteArray &headerKey = {}, int timeoutMs = 10000)
    {
        QNetworkRequest req(url);
        if (!headerKey.isEmpty())
            req.setRawHeader("X-Session-API-Key", headerKey);
        m_socket->open(req);
        return spinUntil(
                   [this] {
                       return connected || disconnected;
                   },
                   timeoutMs)
            && connected;
    }
    void send(const QJsonObject &frame)
    {
        m_socket->sendTextMessage(QString::fromUtf8(QJsonDocument(frame).toJson(QJsonDocument::Compact)));
    }
    void auth(const QString &key)
    {
        send(QJsonObject{{QStringLiteral("type"), QStringLiteral("auth")}, {QStringLiteral("session_api_key"), key}});
    }
    /// Waits until at least `n` frames arrived (or the socket closed).
    bool waitFrames(qsizetype n, int timeoutMs = 10000)
    {
        return spinUntil(
                   [&] {
                       return qsizetype(frames.size()) >= n || disconnected;
                   },
                   timeoutMs)
            && qsizetype(frames.size()) >= n;
    }
    bool waitFor(const std::function<bool(const QJsonObject &)> &pred, int timeoutMs = 10000)
    {
        std::size_t scanned = 0; // frames only grow: look at each once
        bool found = false;
        spinUntil(
            [&] {
                for (; scanned < frames.size() && !found; ++scanned)
                    found = pred(frames[scanned]);
                return found || disconnected;
            },
            timeoutMs);
        for (; scanned < frames.size() && !found; ++scanned)
            found = pred(frames[scanned]);
        return found;
    }
    bool waitClosed(int timeoutMs = 10000)
    {
        return spinUntil(
            [this] {
                return disconnected;
            },
            timeoutMs);
    }
    qsizetype count(const std::function<bool(const QJsonObject &)> &pred) const
    {
        qsizetype n = 0;
        for (const QJsonObject &f : frames)
            n += pred(f) ? 1 : 0;
        return n;
    }
    std::vector<QJsonObject> ofType(const QString &type) const
    {
        std::vector<QJsonObject> out;
        for (const QJsonObject &f : frames) {
            if (f.value(QStringLiteral("type")).toString() == type)
                out.push_back(f);
        }
        return out;
    }
    QWebSocket &socket() { return *m_socket; }

    std::vector<QJsonObject> frames;
    std::vector<QString> raw;
    bool connected = false;
    bool disconnected = false;
    int closeCode = 0;
    QString closeReason;

private:
    std::unique_ptr<QWebSocket> m_socket;
};

/// The close frame a server sends, read off the wire (QWebSocket 6.4 turns codes 1012..2999, e.g.
/// 1013 "try again later", into 1002 protocol error, so a QWebSocket client cannot see them).
struct RawClose
{
    int handshakeStatus = 0;
    int code = -1; ///< -1: no close frame arrived
    QByteArray reason;
};

/// Opens a WebSocket by hand (key in X-Session-API-Key) and reads server frames until a close.
inline RawClose rawClose(const QUrl &url, const QByteArray &headerKey, int timeoutMs = 15000)
{
    RawClose out;
    QTcpSocket raw;
    raw.connectToHost(url.host(), static_cast<quint16>(url.port()));
    if (!raw.waitForConnected(timeoutMs))
        return out;
    raw.write("GET " + url.path().toUtf8() + '?' + url.query().toUtf8() + " HTTP/1.1\r\nHost: " + url.host().toUtf8()
              + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                "Sec-WebSocket-Version: 13\r\nX-Session-API-Key: "
              + headerKey + "\r\n\r\n");
    QByteArray in;
    qsizetype at = -1; // start of the frames
    spinUntil(
        [&] {
            in += raw.readAll();
            if (at < 0 && (at = in.indexOf("\r\n\r\n")) >= 0) {
                out.handshakeStatus = in.mid(in.indexOf(' ') + 1, 3).toInt();
                at += 4;
            }
            // Walk the (unmasked) server frames: opcode, 7/16/64-bit length, payload.
            for (qsizetype p = at; at >= 0 && p + 2 <= in.size();) {
                const int opcode = static_cast<unsigned char>(in[p]) & 0x0f;
                qint64 len = static_cast<unsigned char>(in[p + 1]) & 0x7f;
                qsizetype head = 2;
                if (len == 126 && p + 4 <= in.size()) {
                    len = (qint64(static_cast<unsigned char>(in[p + 2])) << 8) | static_cast<unsigned char>(in[p + 3]);
                    head = 4;
                } else if (len == 127 && p + 10 <= in.size()) {
                    len = 0;
                    for (int i = 0; i < 8; ++i)
                        len = (len << 8) | static_cast<unsigned char>(in[p + 2 + i]);
                    head = 10;
                } else if (len >= 126) {
                    return false;
                }
                if (p + head + len > in.size())
                    return false;
                if (opcode == 0x8) {
                    const QByteArray payload = in.mid(p + head, len);
                    out.code = payload.size() >= 2
                        ? (static_cast<unsigned char>(payload[0]) << 8) | static_cast<unsigned char>(payload[1])
                        : 1005;
                    out.reason = payload.mid(2);
                    return true;
                }
                p += head + len;
            }
            return raw.state() != QAbstractSocket::ConnectedState;
        },
        timeoutMs);
    return out;
}

/// One raw HTTP/1.1 request on its own connection; the answer's status and arrival time.
struct RawExchange
{
    std::unique_ptr<QTcpSocket> socket;
    QByteArray response;
    qint64 sentAtMs = -1;
    qint64 answeredAtMs = -1;
    int status() const
    {
        const qsizetype sp = response.indexOf(' ');
        return sp < 0 ? 0 : response.mid(sp + 1, 3).toInt();
    }
    QByteArray header(const QByteArray &name) const
    {
        const QByteArray head = response.left(response.indexOf("\r\n\r\n")).toLower();
        const QByteArray needle = QByteArray("\r\n") + name.toLower() + ':';
        const qsizetype at = head.indexOf(needle);
        if (at < 0)
            return {};
        const qsizetype start = at + name.size() + 3;
        qsizetype end = head.indexOf("\r\n", start);
        if (end < 0)
            end = head.size();
        return response.mid(start, end - start).trimmed();
    }
    QByteArray body() const { return response.mid(response.indexOf("\r\n\r\n") + 4); }
};

/// A burst in flight: requests written, answers still coming.
struct Burst
{
    std::vector<RawExchange> exchanges;
    QElapsedTimer clock;
};

/// Sends the requests at once, each on a fresh connection, without waiting for the answers.
inline std::unique_ptr<Burst> sendAll(const QUrl &base, const QList<QByteArray> &requests, int timeoutMs = 15000)
{
    auto b = std::make_unique<Burst>();
    b->exchanges.resize(static_cast<std::size_t>(requests.size()));
    b->clock.start();
    for (auto &e : b->exchanges) {
        e.socket = std::make_unique<QTcpSocket>();
        e.socket->connectToHost(base.host(), static_cast<quint16>(base.port()));
    }
    spinUntil(
        [&] {
            for (const auto &e : b->exchanges) {
                if (e.socket->state() != QAbstractSocket::ConnectedState)
                    return false;
            }
            return true;
        },
        timeoutMs);
    for (std::size_t i = 0; i < b->exchanges.size(); ++i) {
        b->exchanges[i].socket->write(requests[static_cast<qsizetype>(i)]);
        b->exchanges[i].sentAtMs = b->clock.elapsed();
    }
    return b;
}

/// Waits until every request of the burst has its whole answer; returns the exchanges.
inline std::vector<RawExchange> awaitAll(Burst &b, int timeoutMs = 15000)
{
    spinUntil(
        [&] {
            bool all = true;
            for (auto &e : b.exchanges) {
                e.response += e.socket->readAll();
                const qsizetype end = e.response.indexOf("\r\n\r\n");
                if (end < 0) {
                    all = false;
                    continue;
                }
                const qint64 length = e.header("content-length").toLongLong();
                if (e.response.size() - end - 4 < length) {
                    all = false;
                    continue;
                }
                if (e.answeredAtMs < 0)
                    e.answeredAtMs = b.clock.elapsed();
            }
            return all;
        },
        timeoutMs);
    return std::move(b.exchanges);
}

/// Sends the requests at once, each on a fresh connection, and waits for every answer.
inline std::vector<RawExchange> burst(const QUrl &base, const QList<QByteArray> &requests, int timeoutMs = 15000)
{
    auto b = sendAll(base, requests, timeoutMs);
    return awaitAll(*b, timeoutMs);
}

inline QByteArray getRequest(const QUrl &base, const QByteArray &path, const QByteArray &key,
                             const QByteArray &method = "GET", const QByteArray &forwardedFor = {})
{
    QByteArray r = method + ' ' + path + " HTTP/1.1\r\nHost: " + base.host().toLatin1() + ':'
        + QByteArray::number(base.port()) + "\r\nAuthorization: Bearer " + key + "\r\n";
    if (!forwardedFor.isEmpty())
        r += "X-Forwarded-For: " + forwardedFor + "\r\n";
    if (method == "POST")
        r += "Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}";
    else
        r += "\r\n";
    return r;
}

} // namespace Switchyard::Test
