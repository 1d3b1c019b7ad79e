// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/sync/live/sessionsocket.h"

#include "models/api/sessionframe.h"
#include "models/api/urlpolicy.h"
#include "models/logging.h"
#include "models/store/eventcursor.h"
#include "models/store/store.h"
#include "models/sync/live/livestream.h"

#include <QNetworkRequest>
#include <QRegularExpression>
#include <QUrlQuery>
#include <QWebSocket>

#include <algorithm>
#include <cmath>

namespace Switchyard {

namespace {

constexpr int kReorderWindow = 1024; ///< durable frames held while waiting for an earlier seq
constexpr int kHoleMs = 2000; ///< a hole that does not fill within this reconnects
constexpr int kConnectTimeoutMs = 15000;
constexpr qsizetype kFlushBatch = 2000;
// Durable events go to the store in batches (one transaction and one change set each): while
// live, what arrived within kLiveFlushMs (the on-screen latency it adds is small against the
// 250 ms target, and 8 sockets at 50 events/s make ~25 transactions a second instead of 400);
// while replaying, larger batches.
constexpr int kLiveFlushMs = 30;
constexpr int kReplayFlushMs = 100;
constexpr int kCloseKeyRejected = 4001;

/// The HTTP status of a refused handshake, from QWebSocket's error text (Qt 6.4 has no accessor).
int handshakeStatus(const QString &errorString)
{
    static const QRegularExpression re(QStringLiteral("status code: (\\d{3})"));
    const auto m = re.match(errorString);
    return m.hasMatch() ? m.captured(1).toInt() : 0;
}

} // namespace

SessionSocket::SessionSocket(const QString &conversationId, Store *store, LiveStreams *streams, QObject *parent)
    : QObject(parent)
    , m_id(conversationId)
    , m_store(store)
    , m_streams(streams)
    , m_rng(std::random_device{}())
{
    m_reconnect.setSingleShot(true);
    connect(&m_reconnect, &QTimer::timeout, this, &SessionSocket::connectNow);
    m_flush.setSingleShot(true);
    connect(&m_flush, &QTimer::timeout, this, &SessionSocket::flush);
    m_holeTimer.setSingleShot(true);
    connect(&m_holeTimer, &QTimer::timeout, this, [this] {
        if (m_early.isEmpty())
            return;
        ++m_stats.gaps;
        qCInfo(lcSync) << "session socket: seq" << m_lastSeq + 1 << "never came; reconnecting from" << m_lastSeq;
        abortConnection();
    });
    m_connectTimer.setSingleShot(true);
    connect(&m_connectTimer, &QTimer::timeout, this, [this] {
        if (m_state == State::Connecting)
            abortConnection();
    });
}

SessionSocket::~SessionSocket()
{
    m_running = false;
    flush();
    resetConnection();
}

void SessionSocket::setBackoff(int minMs, int maxMs, quint32 seed)
{
    m_minMs = std::max(1, minMs);
    m_maxMs = std::max(m_minMs, maxMs);
    if (seed)
        m_rng.seed(seed);
}

int SessionSocket::backoffDelay(int attempt, int minMs, int maxMs, double unitRandom)
{
    const double base = std::min(double(maxMs), double(minMs) * std::pow(2.0, std::clamp(attempt, 0, 30)));
    const double jittered = base * (0.75 + 0.25 * std::clamp(unitRandom, 0.0, 1.0));
    return int(std::clamp(jittered, double(minMs), double(maxMs)));
}

QUrl SessionSocket::agentBaseFromConversationUrl(const QString &conversationUrl)
{
    QUrl url(conversationUrl);
    if (!url.isValid() || url.host().isEmpty())
        return {};
    QString path = url.path();
    const qsizetype at = path.lastIndexOf(QLatin1String("/api/conversations/"));
    if (at >= 0)
        path.truncate(at);
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    url.setPath(path);
    url.setQuery(QString());
    url.setFragment(QString());
    url.setUserInfo(QString());
    return url;
}

QUrl SessionSocket::socketUrl() const
{
    QUrl url = m_agentBase;
    if (url.scheme() == u"https")
        url.setScheme(QStringLiteral("wss"));
    else if (url.scheme() == u"http")
        url.setScheme(QStringLiteral("ws"));
    QString hex = m_id;
    hex.remove(QLatin1Char('-'));
    QUrlQuery q;
    if (m_protocol == Protocol::Session) {
        url.setPath(url.path() + QStringLiteral("/sockets/session/") + hex);
        const qint64 after = m_replayFromStart ? m_lastSeq : std::max(m_lastSeq, m_store->durableSeq(m_id));
        q.addQueryItem(QStringLiteral("after_seq"), QString::number(after));
    } else {
        url.setPath(url.path() + QStringLiteral("/sockets/events/") + hex);
        QString after = m_legacyAfter;
        const QString stored = m_store->eventCursor(m_id).timestamp;
        if (stored > after)
            after = stored;
        if (after.isEmpty()) {
            q.addQueryItem(QStringLiteral("resend_mode"), QStringLiteral("all"));
        } else {
            q.addQueryItem(QStringLiteral("resend_mode"), QStringLiteral("since"));
            q.addQueryItem(QStringLiteral("after_timestamp"), after);
        }
    }
    url.setQuery(q);
    return url;
}

void SessionSocket::setEndpoint(const QUrl &agentBase, const QString &sessionApiKey)
{
    const bool changed = agentBase != m_agentBase || sessionApiKey != m_key;
    const bool wasWaitingForKey = m_waitingForKey;
    m_agentBase = agentBase;
    m_key = sessionApiKey;
    if (!m_running || (!changed && !wasWaitingForKey))
        return;
    m_waitingForKey = false;
    if (changed) {
        resetConnection();
        connectNow();
    } else {
        scheduleReconnect(); // the same key again after a 4001: not at once
    }
}

void SessionSocket::start()
{
    if (m_running)
        return;
    m_running = true;
    m_attempt = 0;
    connectNow();
}

void SessionSocket::stop()
{
    m_running = false;
    m_reconnect.stop();
    flush();
    resetConnection();
    setState(State::Idle);
}

void SessionSocket::abortConnection()
{
    if (m_socket)
        m_socket->abort();
}

void SessionSocket::setState(State s)
{
    if (m_state == s)
        return;
    m_state = s;
    Q_EMIT stateChanged(s);
}

void SessionSocket::resetConnection()
{
    m_holeTimer.stop();
    m_connectTimer.stop();
    m_early.clear();
    m_synced = false;
    m_throughSeq = -1;
    if (m_socket) {
        QWebSocket *s = m_socket;
        m_socket = nullptr;
        s->disconnect(this);
        s->abort();
        s->deleteLater();
    }
    if (m_streams)
        m_streams->dropAll(m_id);
}

void SessionSocket::connectNow()
{
    m_reconnect.stop();
    if (!m_running)
        return;
    resetConnection();
    if (m_key.isEmpty() || !m_agentBase.isValid()) {
        setState(State::Waiting);
        return;
    }
    // Plain ws:// only to this computer (ARCHITECTURE invariant 9), checked on the http spelling.
    if (!Api::UrlPolicy::isAllowedUrl(m_agentBase)) {
        qCWarning(lcSync) << "session socket refused: the agent server is not https";
        setState(State::Waiting);
        return;
    }
    if (!m_replayFromStart)
        m_lastSeq = std::max(m_lastSeq, m_store->durableSeq(m_id));
    const QUrl url = socketUrl();
    m_replayFromStart = false;
    QNetworkRequest req(url);
    if (m_auth == Auth::Header || m_protocol == Protocol::Legacy)
        req.setRawHeader("X-Session-API-Key", m_key.toUtf8());
    m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    m_socket->setMaxAllowedIncomingFrameSize(quint64(Api::kMaxSessionFrameBytes));
    m_socket->setMaxAllowedIncomingMessageSize(quint64(Api::kMaxSessionFrameBytes));
    connect(m_socket, &QWebSocket::connected, this, &SessionSocket::onConnected);
    connect(m_socket, &QWebSocket::disconnected, this, &SessionSocket::onDisconnected);
    connect(m_socket, &QWebSocket::textMessageReceived, this, &SessionSocket::onText);
    connect(m_socket, QOverload<QAbstractSocket::SocketError>::of(&QWebSocket::error), this,
            [this](QAbstractSocket::SocketError) {
                // a refused handshake may end without disconnected(): treat both alike, once
                if (m_socket && m_socket->state() == QAbstractSocket::UnconnectedState)
                    onDisconnected();
            });
    m_connectedFrom = m_protocol == Protocol::Session ? m_lastSeq : -1;
    setState(State::Connecting);
    m_connectTimer.start(kConnectTimeoutMs);
    m_socket->open(req);
}

void SessionSocket::onConnected()
{
    m_connectTimer.stop();
    ++m_stats.connects;
    m_protocolProbed = true;
    if (m_protocol == Protocol::Session && m_auth == Auth::FirstFrame)
        m_socket->sendTextMessage(QString::fromUtf8(Api::encodeAuthFrame(m_key)));
    if (m_protocol == Protocol::Legacy) {
        setState(State::Live); // no replay marker: what comes is live (and the resend of `since`)
        m_attempt = 0;
    } else {
        setState(State::Replaying);
    }
}

void SessionSocket::onDisconnected()
{
    if (!m_socket)
        return;
    QWebSocket *s = m_socket;
    const bool wasConnected = m_state == State::Replaying || m_state == State::Live;
    const int code = int(s->closeCode());
    const int status = wasConnected ? 0 : handshakeStatus(s->errorString());
    flush();
    resetConnection();
    if (wasConnected)
        ++m_stats.disconnects;
    if (!m_running) {
        setState(State::Idle);
        return;
    }
    if (code == kCloseKeyRejected) {
        ++m_stats.keyRejections;
        m_waitingForKey = true;
        setState(State::Waiting);
        Q_EMIT keyRejected();
        return;
    }
    if (!wasConnected && status == 403 && m_protocol == Protocol::Session && !m_protocolProbed) {
        // An older agent server has no session route: its events socket, from now on.
        qCInfo(lcSync) << "no session socket on this agent server; using the events socket";
        m_protocol = Protocol::Legacy;
        m_protocolProbed = true;
        connectNow();
        return;
    }
    scheduleReconnect();
}

void SessionSocket::scheduleReconnect()
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const int delay = backoffDelay(m_attempt, m_minMs, m_maxMs, unit(m_rng));
    m_attempt = std::min(m_attempt + 1, 30);
    setState(State::Waiting);
    m_reconnect.start(delay);
}

void SessionSocket::onText(const QString &text)
{
    ++m_stats.framesReceived;
    const QByteArray bytes = text.toUtf8();
    if (m_protocol == Protocol::Session)
        onSessionFrame(bytes);
    else
        onLegacyFrame(bytes);
}

void SessionSocket::hint(const Event &e)
{
    if (const auto *s = std::get_if<StateUpdatePayload>(&e.payload)) {
        if (!s->executionStatus.isAbsent())
            Q_EMIT statusHint(s->executionStatus);
    }
}

void SessionSocket::onSessionFrame(const QByteArray &bytes)
{
    auto parsed = Api::parseSessionFrame(bytes);
    if (!parsed.ok()) {
        ++m_stats.badFrames;
        qCDebug(lcSync) << "session socket: unreadable frame:" << parsed.error().detail;
        return;
    }
    Api::SessionFrame f = std::move(parsed).value();
    using T = Api::SessionFrame::Type;
    switch (f.type) {
    case T::Sync:
        m_synced = true;
        m_throughSeq = f.throughSeq;
        if (f.throughSeq >= 0 && f.throughSeq < m_lastSeq) {
            serverLogShortened(f.throughSeq + 1);
            return;
        }
        if (f.fromSeq > m_lastSeq + 1) {
            // The server no longer has what lies between: nothing can fetch it over this socket.
            qCWarning(lcSync) << "session socket: the server replays from" << f.fromSeq << "after" << m_lastSeq;
            m_lastSeq = f.fromSeq - 1;
        }
        checkCaughtUp();
        break;
    case T::Durable: {
        if (!f.event)
            break;
        if (f.seq <= m_lastSeq || m_early.contains(f.seq)) {
            ++m_stats.duplicates;
            break;
        }
        if (f.seq == m_lastSeq + 1) {
            acceptDurable(f.seq, std::move(*f.event));
            drainReorder();
        } else {
            ++m_stats.reordered;
            m_early.insert(f.seq, std::move(*f.event));
            if (m_early.size() > kReorderWindow) {
                ++m_stats.gaps;
                abortConnection();
                return;
            }
            if (!m_holeTimer.isActive())
                m_holeTimer.start(kHoleMs);
        }
        checkCaughtUp();
        break;
    }
    case T::Transient:
        if (f.event)
            hint(*f.event);
        break;
    case T::ItemStarted:
        if (m_streams)
            m_streams->start(m_id, f.itemId, f.attempt);
        break;
    case T::Delta:
        if (m_streams)
            m_streams->delta(m_id, f.itemId, f.attempt, f.order, f.deltaKind == u"reasoning", f.content);
        break;
    case T::ItemAborted:
        if (m_streams)
            m_streams->finish(m_id, f.itemId);
        break;
    case T::Error:
        qCDebug(lcSync) << "session socket: server error frame" << f.errorCode;
        break;
    case T::Unknown:
        ++m_stats.unknownFrames;
        break;
    }
}

void SessionSocket::onLegacyFrame(const QByteArray &bytes)
{
    auto parsed = Api::parseLegacySocketFrame(bytes);
    if (!parsed.ok()) {
        ++m_stats.badFrames;
        return;
    }
    Event e = std::move(parsed).value();
    if (std::holds_alternative<StreamingDeltaPayload>(e.payload))
        return; // token noise (§5.1): not part of the log the client keeps
    hint(e);
    if (const auto *state = std::get_if<StateUpdatePayload>(&e.payload); state && state->key == u"full_state")
        return; // the subscribe-time snapshot: a status, not part of the log
    if (e.timestamp > m_legacyAfter)
        m_legacyAfter = e.timestamp;
    m_pending.append(std::move(e));
    if (m_pending.size() >= kFlushBatch)
        flush();
    else if (!m_flush.isActive())
        m_flush.start(m_state == State::Replaying ? kReplayFlushMs : kLiveFlushMs);
}

void SessionSocket::serverLogShortened(qint64 serverLength)
{
    // The server's log ends before this socket's cursor: it lost history (a restore, a truncation).
    // What is kept here stays, marked, and the user is told. Which of the server's seqs this log
    // holds is not known any more (its new events took the seqs of lost ones): the socket starts
    // over from the server's first event, merged by id, so that none of its new events is taken
    // for a repeat.
    ++m_stats.serverLost;
    qCWarning(lcSync) << "session socket: the server's log has" << serverLength << "events, the cursor was at"
                      << m_lastSeq << "; replaying it from the start";
    flush();
    m_early.clear();
    m_store->markSocketLogShortened(m_id, serverLength);
    m_lastSeq = -1;
    m_replayFromStart = true;
    abortConnection();
}

void SessionSocket::acceptDurable(qint64 seq, Event &&event)
{
    m_lastSeq = seq;
    hint(event);
    if (m_streams && std::holds_alternative<MessagePayload>(event.payload))
        m_streams->finish(m_id, event.id);
    m_pending.append(std::move(event));
    if (m_pending.size() >= kFlushBatch)
        flush();
    else if (!m_flush.isActive())
        m_flush.start(m_state == State::Replaying ? kReplayFlushMs : kLiveFlushMs);
}

void SessionSocket::drainReorder()
{
    while (!m_early.isEmpty() && m_early.firstKey() <= m_lastSeq + 1) {
        const qint64 seq = m_early.firstKey();
        Event e = m_early.take(seq);
        if (seq == m_lastSeq + 1)
            acceptDurable(seq, std::move(e));
    }
    if (m_early.isEmpty())
        m_holeTimer.stop();
}

void SessionSocket::checkCaughtUp()
{
    if (m_state != State::Replaying || !m_synced)
        return;
    if (m_throughSeq >= 0 && m_lastSeq < m_throughSeq)
        return;
    flush();
    m_attempt = 0;
    setState(State::Live);
    if (m_connectedFrom < 0)
        Q_EMIT historyComplete();
}

void SessionSocket::flush()
{
    m_flush.stop();
    if (m_pending.isEmpty())
        return;
    const qint64 n = m_pending.size();
    QList<Event> events = std::move(m_pending);
    m_pending.clear();
    if (m_protocol == Protocol::Session) {
        // The REST tail's cursor moves too: the socket's log is gap-free up to lastSeq, so REST
        // only has to look at what is newer (the count check still compares).
        m_store->appendDurableEvents(m_id, events, m_lastSeq, advancedCursor(m_store->eventCursor(m_id), events));
    } else {
        m_store->appendDurableEvents(m_id, events, -1, advancedCursor(m_store->eventCursor(m_id), events));
    }
    m_stats.durableStored += n;
    Q_EMIT durableEvents(n);
}

} // namespace Switchyard
