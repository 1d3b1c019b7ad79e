// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/sim/simutil.h"
#include "app/sim/socketstats.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <vector>

class QWebSocket;
class QUrl;
class QUrlQuery;

namespace Switchyard::Sim {

class World;
class SocketConnection;
struct SimConversation;

/// The agent servers' WebSockets (spec §9.6, §13.3), on the simulator's port under the
/// AGENT_SERVER prefix: /agent/<sandbox>/sockets/session/<conversation>?after_seq=N (newer agent
/// servers) and /agent/<sandbox>/sockets/events/<conversation>?resend_mode=… (legacy). Refuses
/// handshakes the way uvicorn does (the fault layer asks gate() before upgrading), owns the
/// connections and fans the world's events and stream frames out to them.
class SocketServer : public QObject
{
    Q_OBJECT
public:
    using json = nlohmann::json;

    /// A parsed socket URL.
    struct Target
    {
        bool session = false; ///< /sockets/session (else /sockets/events)
        QString sandboxId;
        QString conversationId; ///< 32-hex
        std::optional<qint64> afterSeq;
        QString resendMode; ///< legacy: "", "all", "since"
        QString afterTimestamp;
        QString queryKey; ///< session_api_key in the query (deprecated)
    };
    using Counters = SocketStats;

    explicit SocketServer(World &world, QObject *parent = nullptr);
    ~SocketServer() override;

    /// Takes ownership of an upgraded socket.
    void adopt(QWebSocket *socket);
    /// The fault layer's upgrade gate: the HTTP response that refuses this handshake, or nullopt.
    std::optional<QByteArray> gate(const QByteArray &requestHead);
    /// Every socket is cut (agent servers restarted); new handshakes get 503 for `downtimeMs`.
    void restart(int downtimeMs);
    void closeAll();
    int activeConnections() const;
    json stats(bool reset);
    void resetRng();

    // for SocketConnection
    World &world() { return m_world; }
    SimRng &faultRng() { return m_faultRng; }
    SimRng &idRng() { return m_idRng; }
    Counters &counters() { return m_counters; }
    void forget(SocketConnection *connection);

    /// Parses a socket path and query; nullopt when it is not a socket route.
    static std::optional<Target> parse(const QString &path, const QUrlQuery &query, QString *why);

private:
    std::optional<QByteArray> refusal(const Target &t, const QByteArray &headerKey) const;
    void eventAppended(const SimConversation &c, qint64 seq);
    void streamFrame(const SimConversation &c, const json &frame);
    void sandboxDown(const QString &sandboxId);
    void conversationGone(const QString &conversationId);

    World &m_world;
    SimRng m_faultRng;
    SimRng m_idRng;
    Counters m_counters;
    std::vector<SocketConnection *> m_connections; ///< children of this object
    QElapsedTimer m_clock;
    qint64 m_downUntilMs = -1;
};

} // namespace Switchyard::Sim
