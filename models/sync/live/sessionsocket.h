// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One live connection to a conversation on its agent server (spec §13.3; §9.6 for older agent
// servers): `<agent base>/sockets/session/<id>?after_seq=<last durable seq>`.
//  - the session key goes in the first frame (or the X-Session-API-Key header), never in the URL;
//    TLS is verified (no error is ever ignored), plain ws:// only to this computer;
//  - durable frames go to the store with their seq, gap-free and duplicate-free: a repeated seq is
//    dropped, an early one waits for the frames before it (a short reorder window), a hole that does
//    not fill reconnects from the last seq stored; the store merges by event id against REST events;
//  - a sync frame whose through_seq is below the cursor is history the server lost: the store keeps
//    and marks what it holds (Store::markSocketLogShortened) and the socket replays the server's log
//    from its start, merged by id (its new events took the seqs of lost ones);
//  - transient frames and durable state updates are status hints, passed on at once;
//  - streamed replies go to LiveStreams and are dropped whenever the connection ends;
//  - reconnects with jittered exponential backoff (1 s -> 30 s) from the last durable seq; close 4001
//    asks the owner for a fresh key (keyRejected()) instead of retrying with the same one.
// Older agent servers (the session route answers 403): `/sockets/events/<id>?resend_mode=since&
// after_timestamp=<newest stored event time>`, one event per frame, no seq (dedupe by id only).

#include "models/domain/event.h"
#include "models/domain/status.h"

#include <QElapsedTimer>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QUrl>

#include <random>

class QWebSocket;

namespace Switchyard {

class Store;
class LiveStreams;

class SessionSocket final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SessionSocket)
public:
    enum class State
    {
        Idle, ///< not started, or stopped
        Connecting, ///< handshake (and auth) in progress
        Replaying, ///< connected, catching up from the cursor
        Live, ///< caught up: every durable event arrives as it happens
        Waiting, ///< disconnected, reconnecting after a backoff (or waiting for a fresh key)
    };
    Q_ENUM(State)
    enum class Protocol
    {
        Session, ///< §13.3, with seq
        Legacy, ///< §9.6 events socket
    };
    enum class Auth
    {
        FirstFrame,
        Header,
    };

    struct Stats
    {
        qint64 connects = 0; ///< handshakes that succeeded
        qint64 disconnects = 0;
        qint64 framesReceived = 0;
        qint64 durableStored = 0; ///< durable events handed to the store (new seq)
        qint64 duplicates = 0; ///< durable frames with a seq already stored
        qint64 reordered = 0; ///< durable frames that waited for an earlier one
        qint64 gaps = 0; ///< holes that did not fill (reconnected)
        qint64 badFrames = 0;
        qint64 unknownFrames = 0;
        qint64 keyRejections = 0; ///< close 4001
        qint64 serverLost = 0; ///< sync frames naming a log shorter than the cursor (history the server lost)
    };

    /// `store` and `streams` (may be null) must outlive the socket.
    SessionSocket(const QString &conversationId, Store *store, LiveStreams *streams, QObject *parent = nullptr);
    ~SessionSocket() override;

    /// The agent server (conversation_url without /api/conversations/<id>) and the session key.
    /// A changed key or server reconnects now (a rotated key, spec §8.4).
    void setEndpoint(const QUrl &agentBase, const QString &sessionApiKey);
    void setAuth(Auth auth) { m_auth = auth; }
    void setProtocol(Protocol protocol) { m_protocol = protocol; }
    [[nodiscard]] Protocol protocol() const { return m_protocol; }
    /// Backoff bounds (tests pass short ones) and a seed for the jitter (0: random).
    void setBackoff(int minMs, int maxMs, quint32 seed = 0);

    void start();
    void stop();

    [[nodiscard]] QString conversationId() const { return m_id; }
    [[nodiscard]] State state() const { return m_state; }
    [[nodiscard]] bool isLive() const { return m_state == State::Live; }
    /// Replaying from after_seq=-1 (a cold backfill), not yet caught up.
    [[nodiscard]] bool isBackfilling() const { return m_state == State::Replaying && m_connectedFrom < 0; }
    /// The last durable seq handed to the store (the cursor of the next reconnect).
    [[nodiscard]] qint64 lastSeq() const { return m_lastSeq; }
    [[nodiscard]] const Stats &stats() const { return m_stats; }
    /// The URL of the next connection (no key in it, ever).
    [[nodiscard]] QUrl socketUrl() const;

    /// Cuts the connection as a network failure would (tests, fault injection).
    void abortConnection();

    /// Pure helpers (tests).
    [[nodiscard]] static QUrl agentBaseFromConversationUrl(const QString &conversationUrl);
    /// The delay before reconnect attempt `attempt` (0-based): min * 2^attempt capped at max,
    /// jittered to 75–100 % of it, never under min.
    [[nodiscard]] static int backoffDelay(int attempt, int minMs, int maxMs, double unitRandom);

Q_SIGNALS:
    void stateChanged(Switchyard::SessionSocket::State state);
    /// Close 4001: the key was refused. The owner fetches a fresh one and calls setEndpoint().
    void keyRejected();
    /// The agent's execution status as the socket reports it (transient snapshot or state update).
    void statusHint(const Switchyard::OpenEnum<Switchyard::ExecutionStatus> &status);
    /// A replay from after_seq=-1 reached the server's end: the store holds the whole history.
    void historyComplete();
    /// Durable events handed to the store (count), for throughput and latency probes.
    void durableEvents(qint64 count);

private:
    void connectNow();
    void onConnected();
    void onDisconnected();
    void onText(const QString &text);
    void onSessionFrame(const QByteArray &bytes);
    void onLegacyFrame(const QByteArray &bytes);
    void acceptDurable(qint64 seq, Event &&event);
    /// A sync frame named fewer events than the cursor covers (history the server lost).
    void serverLogShortened(qint64 serverLength);
    void drainReorder();
    void checkCaughtUp();
    void flush();
    void scheduleReconnect();
    void setState(State s);
    void resetConnection();
    void hint(const Event &e);

    QString m_id;
    Store *m_store;
    QPointer<LiveStreams> m_streams;
    QUrl m_agentBase;
    QString m_key; ///< secret: memory only, never logged
    Auth m_auth = Auth::FirstFrame;
    Protocol m_protocol = Protocol::Session;
    bool m_protocolProbed = false;
    State m_state = State::Idle;
    bool m_running = false;
    bool m_waitingForKey = false;
    QWebSocket *m_socket = nullptr;
    QTimer m_reconnect;
    QTimer m_flush;
    QTimer m_holeTimer;
    QTimer m_connectTimer;
    int m_attempt = 0;
    int m_minMs = 1000;
    int m_maxMs = 30000;
    std::mt19937 m_rng;
    qint64 m_lastSeq = -1;
    qint64 m_connectedFrom = -1; ///< after_seq of the current connection
    qint64 m_throughSeq = -1; ///< the replay's end (sync frame)
    bool m_synced = false;
    bool m_replayFromStart = false; ///< the next connection asks for after_seq=-1 (the store's cursor may lag)
    QMap<qint64, Event> m_early; ///< durable frames ahead of a hole, by seq
    QList<Event> m_pending; ///< accepted, not yet handed to the store
    QString m_legacyAfter; ///< newest event timestamp seen on the legacy socket
    Stats m_stats;
};

} // namespace Switchyard
