// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sim/socketconnection.h"

#include "app/sim/eventfactory.h"
#include "app/sim/world.h"

#include <QWebSocket>

namespace Switchyard::Sim {

using json = nlohmann::json;

namespace {
constexpr qint64 kReplayBytesPerTurn = 256 * 1024; ///< replay admitted per event-loop turn

/// The wire dumps with exclude_none=True: null members are left out (objects only).
void stripNulls(json &j)
{
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end();) {
            if (it->is_null()) {
                it = j.erase(it);
            } else {
                stripNulls(*it);
                ++it;
            }
        }
    } else if (j.is_array()) {
        for (auto &item : j)
            stripNulls(item);
    }
}

bool isAuthControl(const json &data)
{
    if (!data.is_object() || data.value("type", std::string()) != "auth")
        return false;
    for (auto it = data.begin(); it != data.end(); ++it) {
        if (it.key() != "type" && it.key() != "session_api_key")
            return false;
    }
    return true;
}
} // namespace

SocketConnection::SocketConnection(QWebSocket *socket, SocketServer::Target target, bool keyChecked,
                                   SocketServer &server)
    : m_socket(socket)
    , m_target(std::move(target))
    , m_server(server)
{
    m_socket->setParent(this);
    connect(m_socket, &QWebSocket::textMessageReceived, this, &SocketConnection::onText);
    connect(m_socket, &QWebSocket::disconnected, this, [this] {
        m_state = State::Closed;
        m_pumpTimer.stop();
        m_authTimer.stop();
        m_server.forget(this);
        deleteLater();
    });
    m_pumpTimer.setInterval(0);
    connect(&m_pumpTimer, &QTimer::timeout, this, &SocketConnection::pump);
    m_authTimer.setSingleShot(true);
    connect(&m_authTimer, &QTimer::timeout, this, [this] {
        ++m_server.counters().closedAuth; // no auth frame within the timeout
        fail(4001, QStringLiteral("Authentication failed"));
    });
    m_reorderTimer.setSingleShot(true);
    connect(&m_reorderTimer, &QTimer::timeout, this, [this] {
        if (m_held && m_state != State::Closed) {
            const std::string held = std::move(*m_held);
            m_held.reset();
            if (admitPayload(held))
                ++m_server.counters().reordered;
        }
    });
    if (keyChecked)
        QTimer::singleShot(0, this, &SocketConnection::start);
    else
        m_authTimer.start(std::max(1, m_server.world().options().socketAuthTimeoutMs));
}

SocketConnection::~SocketConnection() = default;

// ---------------------------------------------------------------- inbound
void SocketConnection::onText(const QString &text)
{
    if (m_state == State::Closed)
        return;
    if (m_state == State::AwaitingAuth) {
        onAuthFrame(text);
        return;
    }
    const json data = json::parse(text.toStdString(), nullptr, false);
    if (isAuthControl(data))
        return; // a redundant auth frame after header auth
    inbound(data);
}

void SocketConnection::onAuthFrame(const QString &text)
{
    m_authTimer.stop();
    const json data = json::parse(text.toStdString(), nullptr, false);
    const SimSandbox *sb = m_server.world().sandbox(m_target.sandboxId);
    const bool ok = data.is_object() && data.value("type", std::string()) == "auth" && sb
        && data.value("session_api_key", json()).is_string()
        && QString::fromStdString(data["session_api_key"].get<std::string>()) == sb->sessionKey;
    if (!ok) {
        ++m_server.counters().closedAuth;
        fail(4001, QStringLiteral("Authentication failed"));
        return;
    }
    start();
}

void SocketConnection::inbound(const json &message)
{
    ++m_server.counters().inbound;
    // Message.model_validate, then send_message(message, run=True).
    QString error;
    QString text;
    if (!message.is_object() || !message.contains("role") || !message["role"].is_string())
        error = QStringLiteral("1 validation error for Message\nrole\n  Field required");
    else if (message.contains("content") && !message["content"].is_array())
        error = QStringLiteral("1 validation error for Message\ncontent\n  Input should be a valid list");
    for (const auto &item : message.value("content", json::array())) {
        if (item.is_object() && item.value("type", std::string()) == "text")
            text += QString::fromStdString(item.value("text", std::string()));
    }
    SimConversation *c = m_server.world().conversation(m_target.conversationId);
    if (error.isEmpty() && c) {
        m_server.world().sendMessage(*c, text, true);
        return;
    }
    if (m_target.session) {
        admit(json{{"type", "error"}, {"code", "ValidationError"}, {"detail", error.toStdString()}});
        return;
    }
    json ev{{"id", Ids::dashedUuid(m_server.idRng()).toStdString()},
            {"timestamp", Times::event(m_server.world().nowUs()).toStdString()},
            {"source", "environment"},
            {"code", "ValidationError"},
            {"detail", error.toStdString()},
            {"kind", "ServerErrorEvent"}};
    write(ev.dump());
}

// ---------------------------------------------------------------- the protocol
void SocketConnection::start()
{
    if (m_state != State::AwaitingAuth)
        return;
    World &w = m_server.world();
    const SimConversation *c = w.conversation(m_target.conversationId);
    if (!c || c->sandboxId != m_target.sandboxId) {
        ++m_server.counters().closedNotFound;
        fail(4004, QStringLiteral("Conversation not found"));
        return;
    }
    const qint64 length = c->totalEvents();
    if (!m_target.session) {
        // sockets.py: subscribe_to_events pushes the snapshot, then the resend, then live events.
        write(snapshot().dump());
        ++m_server.counters().transientFrames;
        m_next = m_target.resendMode.isEmpty() ? length : 0;
        m_replayEnd = length;
        m_state = State::Replaying;
        m_pumpTimer.start();
        return;
    }
    json sync{{"type", "sync"}};
    if (m_target.afterSeq)
        sync["from_seq"] = *m_target.afterSeq;
    if (length > 0)
        sync["through_seq"] = length - 1;
    if (!admit(sync))
        return;
    if (m_target.afterSeq && length > 0) {
        m_next = std::max<qint64>(*m_target.afterSeq + 1, 0);
        m_replayEnd = length;
        m_state = State::Replaying;
        m_pumpTimer.start();
        return;
    }
    m_next = length; // live only: only what is published after subscribing
    goLive();
}

void SocketConnection::pump()
{
    qint64 budget = kReplayBytesPerTurn;
    while (m_state == State::Replaying && m_next < m_replayEnd && budget > 0) {
        const qint64 seq = m_next++;
        if (!legacyWanted(seq)) {
            budget -= 64; // skipped ones cost a little too
            continue;
        }
        if (!sendDurable(seq))
            return;
        budget -= std::max<qint64>(64, m_lastFrameBytes);
    }
    if (m_state == State::Replaying && m_next >= m_replayEnd)
        goLive();
}

void SocketConnection::goLive()
{
    m_pumpTimer.stop();
    if (m_state == State::Closed)
        return;
    if (m_target.session) {
        // The snapshot subscribe pushed into the buffer comes out first: transient, no seq.
        if (!admit(json{{"type", "transient"}, {"event", snapshot()}}))
            return;
        ++m_server.counters().transientFrames;
    }
    m_state = State::Live;
    catchUp();
}

void SocketConnection::catchUp()
{
    const SimConversation *c = m_server.world().conversation(m_target.conversationId);
    while (c && m_state == State::Live && m_next < c->totalEvents()) {
        if (!sendDurable(m_next++))
            return;
    }
}

void SocketConnection::durableAppended(qint64 seq)
{
    Q_UNUSED(seq)
    if (m_state == State::Live)
        catchUp(); // while replaying, the replay reaches it
}

void SocketConnection::progress(const json &frame)
{
    if (m_state != State::Live)
        return; // progress frames are never replayed, nor buffered
    const FaultConfig &f = m_server.world().options().faults;
    const bool delta = frame.value("type", std::string()) == "delta";
    if (m_target.session) {
        if (delta && f.socketDeltaLossRate > 0 && m_server.faultRng().chance(f.socketDeltaLossRate)) {
            ++m_server.counters().deltasLost;
            return;
        }
        if (admit(frame))
            ++m_server.counters().progressFrames;
        return;
    }
    if (!delta)
        return;
    // The legacy socket forwards what the token callback publishes: StreamingDeltaEvents.
    const bool reasoning = frame.value("kind", std::string()) == "reasoning";
    json ev{{"id", Ids::dashedUuid(m_server.idRng()).toStdString()},
            {"timestamp", Times::event(m_server.world().nowUs()).toStdString()},
            {"source", "agent"},
            {reasoning ? "reasoning_content" : "content", frame.value("content", std::string())},
            {"kind", "StreamingDeltaEvent"}};
    write(ev.dump());
    ++m_server.counters().progressFrames;
}

bool SocketConnection::legacyWanted(qint64 seq) const
{
    if (m_target.session || m_target.resendMode != QLatin1String("since") || m_state != State::Replaying)
        return true;
    // resend_mode=since: events with timestamp >= after_timestamp (naive, server time zone = UTC).
    qint64 after = 0;
    if (m_target.afterTimestamp.isEmpty() || !Times::parse(m_target.afterTimestamp, &after))
        return false; // since without after_timestamp resends nothing
    const SimConversation *c = m_server.world().conversation(m_target.conversationId);
    return c && m_server.world().timestampAt(*c, seq) >= Times::naiveIso(after);
}

bool SocketConnection::sendDurable(qint64 seq)
{
    const std::string payload = eventFrame(seq);
    if (!m_target.session) {
        write(payload);
        ++m_server.counters().durableFrames;
        return true;
    }
    const FaultConfig &f = m_server.world().options().faults;
    SimRng &rng = m_server.faultRng();
    if (!m_held && f.socketReorderRate > 0 && rng.chance(f.socketReorderRate)) {
        m_held = payload; // goes out after the next durable frame (or shortly, if none comes)
        m_reorderTimer.start(200);
        return true;
    }
    if (!admitPayload(payload))
        return false;
    ++m_server.counters().durableFrames;
    if (m_held) {
        const std::string held = std::move(*m_held);
        m_held.reset();
        m_reorderTimer.stop();
        if (!admitPayload(held))
            return false;
        ++m_server.counters().reordered;
    }
    if (f.socketDuplicateRate > 0 && rng.chance(f.socketDuplicateRate)) {
        if (!admitPayload(payload))
            return false;
        ++m_server.counters().duplicated;
    }
    if (f.socketDropRate > 0 && rng.chance(f.socketDropRate)) {
        ++m_server.counters().droppedFault; // cut mid-stream, no close frame
        m_state = State::Closed;
        m_socket->abort();
        return false;
    }
    return true;
}

bool SocketConnection::admit(const json &frame)
{
    return admitPayload(frame.dump());
}

bool SocketConnection::admitPayload(const std::string &payload)
{
    if (m_state == State::Closed)
        return false;
    const auto size = static_cast<qint64>(payload.size());
    const SimOptions &o = m_server.world().options();
    if (size > o.socketMaxFrameBytes) {
        // A frame over the cap drops the connection, not the frame: the client resumes with its
        // cursor (and meets the same event again).
        ++m_server.counters().droppedTooLarge;
        fail(1013, QStringLiteral("frame_too_large"));
        return false;
    }
    if (m_socket->bytesToWrite() + size > o.socketMaxPendingBytes) {
        ++m_server.counters().droppedSlow;
        fail(1013, QStringLiteral("slow_consumer"));
        return false;
    }
    write(payload);
    return true;
}

void SocketConnection::write(const std::string &payload)
{
    m_lastFrameBytes = static_cast<qint64>(payload.size());
    m_server.counters().bytesSent += m_lastFrameBytes;
    m_socket->sendTextMessage(QString::fromStdString(payload));
}

void SocketConnection::fail(int code, const QString &reason)
{
    if (m_state == State::Closed)
        return;
    m_state = State::Closed;
    m_pumpTimer.stop();
    m_authTimer.stop();
    m_socket->close(static_cast<QWebSocketProtocol::CloseCode>(code), reason);
    // A reader that stopped reading never answers the close: cut it after a grace period.
    QTimer::singleShot(1000, m_socket, [socket = m_socket] {
        socket->abort();
    });
}

void SocketConnection::abort()
{
    if (m_state != State::Closed)
        ++m_server.counters().abortedDown;
    m_state = State::Closed;
    m_pumpTimer.stop();
    m_authTimer.stop();
    m_socket->abort();
}

// ---------------------------------------------------------------- frames
std::string SocketConnection::eventFrame(qint64 seq) const
{
    const World &w = m_server.world();
    json event = w.eventAt(*w.conversation(m_target.conversationId), seq);
    stripNulls(event);
    if (!m_target.session)
        return event.dump();
    // DurableFrame {type, seq, event}, written around the event's own dump (no copy of the tree).
    return R"({"type":"durable","seq":)" + std::to_string(seq) + R"(,"event":)" + event.dump() + '}';
}

SocketConnection::json SocketConnection::snapshot() const
{
    // ConversationStateUpdateEvent.from_conversation_state: key full_state, never persisted.
    World &w = m_server.world();
    const SimConversation &c = *w.conversation(m_target.conversationId);
    const json metrics = EventFactory::agentMetrics(c);
    json value{
        {"id", Ids::dashed(c.id).toStdString()},
        {"execution_status", c.executionStatus.toStdString()},
        {"confirmation_policy", {{"kind", c.script == QLatin1String("confirm") ? "AlwaysConfirm" : "NeverConfirm"}}},
        {"stats", {{"usage_to_metrics", {{"agent", metrics}}}}},
        {"workspace", {{"kind", "LocalWorkspace"}, {"working_dir", c.workspace.root.toStdString()}}},
        {"activated_knowledge_skills", json::array()},
        {"blocked_actions", json::object()}};
    return json{{"id", Ids::dashedUuid(m_server.idRng()).toStdString()},
                {"timestamp", Times::event(w.nowUs()).toStdString()},
                {"source", "environment"},
                {"key", "full_state"},
                {"value", value},
                {"kind", "ConversationStateUpdateEvent"}};
}

} // namespace Switchyard::Sim
