// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sim/socketserver.h"

#include "app/sim/simlogging.h"
#include "app/sim/socketconnection.h"
#include "app/sim/world.h"

#include <QUrl>
#include <QUrlQuery>
#include <QWebSocket>

#include <algorithm>

namespace Switchyard::Sim {

using json = nlohmann::json;

namespace {
QByteArray httpRefusal(int status)
{
    // What uvicorn answers when the app closes a WebSocket before accepting it (403), and what the
    // runtime's ingress answers for a sandbox that is not running (503).
    const QByteArray body = status == 503
        ? QByteArray("<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>")
        : QByteArray();
    const QByteArray reason = status == 503 ? "Service Temporarily Unavailable" : "Forbidden";
    return "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason
        + "\r\nContent-Type: " + (status == 503 ? "text/html" : "text/plain")
        + "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body;
}
} // namespace

SocketServer::SocketServer(World &world, QObject *parent)
    : QObject(parent)
    , m_world(world)
    , m_faultRng(mix64(world.options().seed, 0x50C4ULL))
    , m_idRng(mix64(world.options().seed, 0x1D5ULL))
{
    m_clock.start();
    m_world.onEventAppended = [this](const SimConversation &c, qint64 seq) {
        eventAppended(c, seq);
    };
    m_world.onStreamFrame = [this](const SimConversation &c, const json &frame) {
        streamFrame(c, frame);
    };
    m_world.onSandboxDown = [this](const QString &sandboxId) {
        sandboxDown(sandboxId);
    };
    m_world.onConversationGone = [this](const QString &conversationId) {
        conversationGone(conversationId);
    };
}

SocketServer::~SocketServer()
{
    m_world.onEventAppended = nullptr;
    m_world.onStreamFrame = nullptr;
    m_world.onSandboxDown = nullptr;
    m_world.onConversationGone = nullptr;
    const std::vector<SocketConnection *> connections = m_connections;
    m_connections.clear();
    qDeleteAll(connections);
}

void SocketServer::resetRng()
{
    m_faultRng = SimRng(mix64(m_world.options().seed, 0x50C4ULL));
}

std::optional<SocketServer::Target> SocketServer::parse(const QString &path, const QUrlQuery &query, QString *why)
{
    // /agent/<sandbox>/sockets/session/<id> or /agent/<sandbox>/sockets/events/<id>
    const QStringList seg = path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (seg.size() != 5 || seg[0] != QLatin1String("agent") || seg[2] != QLatin1String("sockets")
        || (seg[3] != QLatin1String("session") && seg[3] != QLatin1String("events"))) {
        *why = QStringLiteral("no such socket route");
        return std::nullopt;
    }
    Target t;
    t.session = seg[3] == QLatin1String("session");
    t.sandboxId = seg[1];
    t.conversationId = Ids::normalizeUuid(seg[4]);
    if (t.conversationId.isEmpty()) {
        *why = QStringLiteral("conversation_id is not a UUID");
        return std::nullopt;
    }
    t.queryKey = query.queryItemValue(QStringLiteral("session_api_key"), QUrl::FullyDecoded);
    if (t.session && query.hasQueryItem(QStringLiteral("after_seq"))) {
        bool ok = false;
        const qint64 v = query.queryItemValue(QStringLiteral("after_seq")).toLongLong(&ok);
        if (!ok) {
            *why = QStringLiteral("after_seq is not an integer");
            return std::nullopt;
        }
        t.afterSeq = v;
    }
    if (!t.session) {
        t.resendMode = query.queryItemValue(QStringLiteral("resend_mode"));
        if (!t.resendMode.isEmpty() && t.resendMode != QLatin1String("all") && t.resendMode != QLatin1String("since")) {
            *why = QStringLiteral("resend_mode must be all or since");
            return std::nullopt;
        }
        if (t.resendMode.isEmpty() && query.queryItemValue(QStringLiteral("resend_all")) == QLatin1String("true"))
            t.resendMode = QStringLiteral("all"); // deprecated spelling
        t.afterTimestamp = query.queryItemValue(QStringLiteral("after_timestamp"), QUrl::FullyDecoded);
    }
    return t;
}

std::optional<QByteArray> SocketServer::refusal(const Target &t, const QByteArray &headerKey) const
{
    if (m_downUntilMs >= 0 && m_clock.elapsed() < m_downUntilMs)
        return httpRefusal(503);
    if (t.session && !m_world.features().sessionSocket)
        return httpRefusal(403); // older agent servers have no such route
    const SimSandbox *sb = m_world.sandbox(t.sandboxId);
    if (!sb || sb->status != QLatin1String("RUNNING"))
        return httpRefusal(503); // paused / gone: no agent server, and no session key either
    // A key in the query or the header is checked before accepting: a bad one is refused (uvicorn
    // turns the pre-accept close 4001 into HTTP 403). No key: first-frame auth after accepting.
    const QString key = !t.queryKey.isEmpty() ? t.queryKey : QString::fromUtf8(headerKey);
    if ((!t.queryKey.isEmpty() || !headerKey.isEmpty()) && key != sb->sessionKey)
        return httpRefusal(403);
    return std::nullopt;
}

std::optional<QByteArray> SocketServer::gate(const QByteArray &head)
{
    const QList<QByteArray> lines = head.split('\n');
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    QByteArray headerKey;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        if (line.toLower().startsWith("x-session-api-key:"))
            headerKey = line.mid(18).trimmed();
    }
    const QUrl url(QString::fromLatin1(requestLine.value(1)));
    QString why;
    const std::optional<Target> target = parse(url.path(QUrl::FullyDecoded), QUrlQuery(url), &why);
    std::optional<QByteArray> refused = target ? refusal(*target, headerKey) : httpRefusal(403);
    if (refused)
        ++m_counters.refused;
    return refused;
}

void SocketServer::adopt(QWebSocket *socket)
{
    // The gate in the fault layer already refused what the agent server refuses; a socket that got
    // here without it (a client on the backend port) is checked again and closed instead.
    const QUrl url = socket->requestUrl();
    QString why;
    std::optional<Target> target = parse(url.path(QUrl::FullyDecoded), QUrlQuery(url), &why);
    const QByteArray headerKey = socket->request().rawHeader("X-Session-API-Key");
    if (!target || refusal(*target, headerKey)) {
        ++m_counters.refused;
        socket->close(QWebSocketProtocol::CloseCodePolicyViolated, why.isEmpty() ? QStringLiteral("refused") : why);
        socket->deleteLater();
        return;
    }
    const bool keyChecked = !target->queryKey.isEmpty() || !headerKey.isEmpty();
    ++m_counters.opened;
    ++(target->session ? m_counters.sessionOpened : m_counters.legacyOpened);
    auto *connection = new SocketConnection(socket, *target, keyChecked, *this);
    connection->setParent(this);
    m_connections.push_back(connection);
}

void SocketServer::forget(SocketConnection *connection)
{
    m_connections.erase(std::remove(m_connections.begin(), m_connections.end(), connection), m_connections.end());
}

int SocketServer::activeConnections() const
{
    return static_cast<int>(m_connections.size());
}

void SocketServer::closeAll()
{
    const std::vector<SocketConnection *> connections = m_connections;
    for (SocketConnection *c : connections)
        c->abort();
}

void SocketServer::restart(int downtimeMs)
{
    qCInfo(lcSim) << "agent servers restart: closing" << m_connections.size() << "sockets";
    closeAll();
    m_downUntilMs = m_clock.elapsed() + std::max(0, downtimeMs);
}

void SocketServer::eventAppended(const SimConversation &c, qint64 seq)
{
    const std::vector<SocketConnection *> connections = m_connections;
    for (SocketConnection *s : connections) {
        if (s->conversationId() == c.id)
            s->durableAppended(seq);
    }
}

void SocketServer::streamFrame(const SimConversation &c, const json &frame)
{
    const std::vector<SocketConnection *> connections = m_connections;
    for (SocketConnection *s : connections) {
        if (s->conversationId() == c.id)
            s->progress(frame);
    }
}

void SocketServer::sandboxDown(const QString &sandboxId)
{
    const std::vector<SocketConnection *> connections = m_connections;
    for (SocketConnection *s : connections) {
        if (s->sandboxId() == sandboxId)
            s->abort();
    }
}

void SocketServer::conversationGone(const QString &conversationId)
{
    const std::vector<SocketConnection *> connections = m_connections;
    for (SocketConnection *s : connections) {
        if (s->conversationId() == conversationId)
            s->abort();
    }
}

SocketServer::json SocketServer::stats(bool reset)
{
    const Counters &k = m_counters;
    json out{{"active", activeConnections()},
             {"opened", k.opened},
             {"session_opened", k.sessionOpened},
             {"legacy_opened", k.legacyOpened},
             {"refused", k.refused},
             {"closed_auth", k.closedAuth},
             {"closed_not_found", k.closedNotFound},
             {"dropped_slow_consumer", k.droppedSlow},
             {"dropped_frame_too_large", k.droppedTooLarge},
             {"dropped_fault", k.droppedFault},
             {"aborted_down", k.abortedDown},
             {"durable_frames", k.durableFrames},
             {"transient_frames", k.transientFrames},
             {"progress_frames", k.progressFrames},
             {"deltas_lost", k.deltasLost},
             {"duplicated", k.duplicated},
             {"reordered", k.reordered},
             {"bytes_sent", k.bytesSent},
             {"inbound_messages", k.inbound}};
    if (reset)
        m_counters = Counters();
    return out;
}

} // namespace Switchyard::Sim
