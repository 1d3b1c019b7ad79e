// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/sim/socketserver.h"

#include <QObject>
#include <QTimer>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

class QWebSocket;

namespace Switchyard::Sim {

/// One agent-server socket. Session protocol (SDK session_socket.py / session_protocol.py):
/// auth (first frame, or a valid key in the header/query already checked by the gate), a `sync`
/// frame, the replay of after_seq+1..mark as `durable` frames, the subscribe-time state snapshot
/// as a `transient` frame, then live durable and progress frames. Admission is byte-bounded and
/// synchronous: a frame over the frame cap or over the pending budget drops the connection (1013).
/// Legacy protocol (sockets.py /sockets/events): the snapshot, the resend, then every event as it
/// is published, one event per frame, no seq, no budget.
class SocketConnection : public QObject
{
    Q_OBJECT
public:
    using json = nlohmann::json;

    SocketConnection(QWebSocket *socket, SocketServer::Target target, bool keyChecked, SocketServer &server);
    ~SocketConnection() override;

    const QString &conversationId() const { return m_target.conversationId; }
    const QString &sandboxId() const { return m_target.sandboxId; }
    /// A durable event was appended to the conversation's log.
    void durableAppended(qint64 seq);
    /// item_started / delta / item_aborted of a streamed message.
    void progress(const json &frame);
    /// The agent server went away: the TCP connection is cut (no close frame).
    void abort();

private:
    enum class State
    {
        AwaitingAuth,
        Replaying,
        Live,
        Closed
    };
    void onText(const QString &text);
    void onAuthFrame(const QString &text);
    void start();
    void pump();
    void goLive();
    void catchUp();
    bool sendDurable(qint64 seq);
    bool admit(const json &frame);
    bool admitPayload(const std::string &payload);
    void write(const std::string &payload);
    void fail(int code, const QString &reason);
    json snapshot() const;
    std::string eventFrame(qint64 seq) const;
    bool legacyWanted(qint64 seq) const;
    void inbound(const json &message);

    QWebSocket *m_socket; ///< owned (child)
    SocketServer::Target m_target;
    SocketServer &m_server;
    State m_state = State::AwaitingAuth;
    QTimer m_authTimer;
    QTimer m_pumpTimer;
    QTimer m_reorderTimer;
    qint64 m_next = 0; ///< the next seq to send
    qint64 m_replayEnd = 0; ///< replay covers [m_next, m_replayEnd)
    std::optional<std::string> m_held; ///< a durable frame held back (reorder fault)
    qint64 m_lastFrameBytes = 0;
};

} // namespace Switchyard::Sim
