// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/sim/ratelimiter.h"
#include "app/sim/simoptions.h"
#include "app/sim/socketstats.h"

#include <QHostAddress>
#include <QObject>
#include <QUrl>

#include <chrono>
#include <memory>
#include <optional>

namespace Switchyard::Sim {

class World;
class Router;
class HttpAdapter;
class FaultProxy;
class SocketServer;

/// The V1 server simulator (spec v1-api.md §4, §5, §8, §9, §9.6, §13) on loopback HTTP, with the
/// agent servers' sockets on the same port (see agentServerUrl()). SimOptions::useGeneration()
/// picks the older (§1–§11) or newer (§13) servers; every difference is a switch of its own.
///
///     Sim::SimOptions o;                       // key "sim-key", seed 1
///     o.autoAdvance = false;                   // tests drive the virtual clock
///     Sim::Simulator sim(o);
///     sim.listen();                            // 127.0.0.1, free port
///     QUrl base = sim.baseUrl();               // http://127.0.0.1:PORT  (API under /api/v1)
///     sim.advanceClock(std::chrono::seconds(5));
///
/// Admin endpoints outside /api/v1 (the same API key as the API): see adminHelp().
class Simulator : public QObject
{
    Q_OBJECT
public:
    explicit Simulator(const SimOptions &options = {}, QObject *parent = nullptr);
    ~Simulator() override;

    /// Starts listening (the fault layer's port is the public one). Returns the port, 0 on failure.
    quint16 listen(const QHostAddress &address = QHostAddress::LocalHost, quint16 port = 0);
    quint16 port() const;
    /// http://<address>:<port> (no trailing slash; the API is under /api/v1).
    QUrl baseUrl() const;
    /// The first API key.
    QString apiKey() const;
    /// The user id behind an API key (empty key = the first).
    QString userId(const QString &apiKey = {}) const;
    const SimOptions &options() const;

    /// Builds the demo world (several repos and users, shared and single sandboxes in every status,
    /// one conversation waiting for approval, one in error, one stuck, one finished with a large diff;
    /// on newer servers also an ask-user question, security verdicts, a planner with children, one
    /// near its budget, an ACP agent, an UNKNOWN sandbox). Without an explicit useGeneration() it
    /// switches to Newer (rate limit per SimOptions::demoRateLimit).
    void seedDemo();
    /// Scale world: `conversations` finished conversations (in shared sandboxes) plus, when
    /// bigConversationEvents > 0, one conversation with that many lazily generated events. Returns
    /// the big conversation's id (or empty).
    QString seedScale(int conversations, qint64 bigConversationEvents = 0);

    /// Virtual clock.
    void advanceClock(std::chrono::milliseconds by);
    QDateTime now() const;

    // ---- world manipulation for tests ----
    /// Adds a conversation as if it had been started; returns its 32-hex id.
    QString addConversation(const ConversationSpec &spec = {});
    /// Creates a sandbox in `status` (STARTING, RUNNING, PAUSED, ERROR); returns its id.
    QString addSandbox(const QString &status = QStringLiteral("RUNNING"), const QString &apiKey = {});
    /// Appends `count` scripted events (visible at once) to a conversation.
    void addEvents(const QString &conversationId, int count);
    /// The server loses all but the first `keep` events of a conversation (admin route
    /// POST /_sim/conversations/<id>/truncate?keep=N).
    void truncateEvents(const QString &conversationId, qint64 keep);
    /// Sets a sandbox status directly (MISSING deletes the sandbox record).
    void setSandboxStatus(const QString &sandboxId, const QString &status);
    void setGroupingStrategy(const QString &strategy, const QString &apiKey = {});
    QString groupingStrategy(const QString &apiKey = {}) const;
    void setFaults(const FaultConfig &faults);
    FaultConfig faults() const;
    /// Simulates an app-server restart: drops every open connection (sockets too), refuses
    /// connections for `downtime`, and keeps or forgets every conversation and sandbox.
    void restart(bool keepState, std::chrono::milliseconds downtime = std::chrono::milliseconds(300));
    /// Restarts the agent servers: every socket is cut, new handshakes get 503 for `downtime`;
    /// the event logs are on disk and kept.
    void restartAgentServers(std::chrono::milliseconds downtime = std::chrono::milliseconds(300));

    // ---- server generation (spec §13) ----
    /// Switches to a generation's preset at run time (the rate limit follows the preset).
    void useGeneration(ServerGeneration generation);
    ServerGeneration generation() const;
    ServerFeatures features() const;
    void setFeatures(const ServerFeatures &features);
    /// Starts per user per UTC day (0 = unlimited); needs ServerFeatures::startPrechecks.
    void setDailyConversationLimit(int limit);

    // ---- the agent servers (spec §9.6, §13.3) ----
    /// http://<host>:<port>/agent/<sandbox id>: the AGENT_SERVER exposed URL of a sandbox.
    QUrl agentServerUrl(const QString &sandboxId) const;
    /// ws://<host>:<port>/agent/<sandbox>/sockets/session/<hex>[?after_seq=N] (no key in the URL:
    /// authenticate with the first frame or X-Session-API-Key).
    QUrl sessionSocketUrl(const QString &conversationId, std::optional<qint64> afterSeq = std::nullopt) const;
    /// ws://…/agent/<sandbox>/sockets/events/<hex>[?resend_mode=…&after_timestamp=…] (legacy).
    QUrl legacySocketUrl(const QString &conversationId, const QString &resendMode = {},
                         const QString &afterTimestamp = {}) const;

    // ---- inspection for tests ----
    QStringList conversationIds() const;
    QStringList sandboxIds() const;
    QString sandboxOf(const QString &conversationId) const;
    QString sandboxStatus(const QString &sandboxId) const; ///< "MISSING" when unknown
    QString executionStatus(const QString &conversationId) const; ///< agent-side value, even if paused
    qint64 eventCount(const QString &conversationId) const; ///< all events, including not yet visible ones
    QString sessionApiKey(const QString &sandboxId) const;
    /// Number of HTTP requests the simulator answered (fault layer excluded).
    qint64 requestCount() const;
    /// What the rate limiter decided so far (spec §13.1): benchmarks assert rejected == 0.
    RateLimiter::Stats rateLimitStats() const;
    void resetRateLimit();
    SocketStats socketStats() const;
    int activeSockets() const;
    /// Event ids of a conversation in log (seq) order: the session socket's seq is the index.
    QStringList eventIds(const QString &conversationId) const;
    /// How many of its events /events/search sees (webhook batching, spec §5.1).
    qint64 storedEventCount(const QString &conversationId) const;
    /// The request_id of the ask_user question a conversation waits on (empty when none).
    QString pendingAskUser(const QString &conversationId) const;

    /// Text of the admin endpoints, also printed by `switchyard-sim --help`.
    static QString adminHelp();
    /// True for addresses only this machine reaches (127.0.0.0/8, ::1, and the IPv4-mapped form).
    static bool isLoopback(const QHostAddress &address);
    /// "name=on|off" (the snake_case names of /_sim/features) applied to `features`.
    static bool applyFeatureSwitch(ServerFeatures &features, const QString &entry, QString *error);
    /// One line per switch: "events_storage_order = on".
    static QString describeFeatures(const ServerFeatures &features);

Q_SIGNALS:
    /// Every answered request (after faults were decided), for tests and the demo log.
    void requestServed(const QString &method, const QString &path, int status);

private:
    struct Clock;
    SimOptions m_options;
    std::unique_ptr<World> m_world;
    std::unique_ptr<Router> m_router;
    std::unique_ptr<HttpAdapter> m_http;
    std::unique_ptr<FaultProxy> m_proxy;
    std::unique_ptr<SocketServer> m_sockets;
    std::unique_ptr<Clock> m_clock;
    QHostAddress m_address;
};

} // namespace Switchyard::Sim
