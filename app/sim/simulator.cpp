// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sim/simulator.h"

#include "app/sim/faultproxy.h"
#include "app/sim/httpadapter.h"
#include "app/sim/router.h"
#include "app/sim/simlogging.h"
#include "app/sim/socketserver.h"
#include "app/sim/world.h"

#include <QElapsedTimer>
#include <QTimeZone>
#include <QTimer>
#include <QUrlQuery>
#include <QWebSocket>

namespace Switchyard::Sim {

namespace {
constexpr int kTickMs = 100;

SimOptions effectiveOptions(SimOptions o)
{
    // The demo shows the newer servers unless a generation was chosen.
    if (o.demo && !o.generationChosen) {
        o.useGeneration(ServerGeneration::Newer);
        o.features.rateLimit = o.demoRateLimit;
    }
    return o;
}
} // namespace

struct Simulator::Clock
{
    QTimer timer;
    QElapsedTimer elapsed;
    qint64 lastRealMs = 0;
    double carryUs = 0.0;
};

Simulator::Simulator(const SimOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(effectiveOptions(options))
    , m_world(std::make_unique<World>(m_options))
    , m_router(std::make_unique<Router>(*m_world))
    , m_sockets(std::make_unique<SocketServer>(*m_world))
    , m_clock(std::make_unique<Clock>())
{
    m_router->onAdvance = [this](qint64 ms) {
        advanceClock(std::chrono::milliseconds(ms));
    };
    m_router->onRestart = [this](bool keep, int downtime) {
        // Answer the admin request first, then restart.
        QTimer::singleShot(100, this, [this, keep, downtime] {
            restart(keep, std::chrono::milliseconds(downtime));
        });
    };
    m_router->onSocketRestart = [this](int downtime) {
        m_sockets->restart(downtime);
    };
    m_router->socketStats = [this](bool reset) {
        return m_sockets->stats(reset);
    };
    m_router->onFaultsChanged = [this] {
        m_options.faults = m_world->options().faults;
        if (!m_options.faults.webhookLag)
            m_world->flushWebhook(true);
    };
    m_http = std::make_unique<HttpAdapter>(
        [this](const SimRequest &r) {
            return m_router->handle(r);
        },
        [this](const QString &taskId) {
            return m_router->deferredResponse(taskId);
        });
    connect(m_http.get(), &HttpAdapter::served, this, &Simulator::requestServed);
    connect(m_http.get(), &HttpAdapter::webSocketConnected, this, [this](QWebSocket *socket) {
        m_sockets->adopt(socket);
    });
    if (m_options.demo)
        m_world->seedDemo();
    m_clock->timer.setInterval(kTickMs);
    connect(&m_clock->timer, &QTimer::timeout, this, [this] {
        const qint64 real = m_clock->elapsed.elapsed();
        const qint64 deltaMs = real - m_clock->lastRealMs;
        m_clock->lastRealMs = real;
        if (!m_options.autoAdvance)
            return;
        m_clock->carryUs += static_cast<double>(deltaMs) * 1000.0 * m_options.clockSpeed;
        const auto whole = static_cast<qint64>(m_clock->carryUs);
        m_clock->carryUs -= static_cast<double>(whole);
        m_world->advanceBy(whole);
        m_http->flushDeferred();
    });
    m_clock->elapsed.start();
    m_clock->timer.start();
}

Simulator::~Simulator()
{
    m_clock->timer.stop();
    m_proxy.reset();
    m_sockets.reset();
    m_http.reset();
}

quint16 Simulator::listen(const QHostAddress &address, quint16 port)
{
    const quint16 backend = m_http->listen(QHostAddress::LocalHost, 0);
    if (backend == 0)
        return 0;
    m_proxy = std::make_unique<FaultProxy>(QHostAddress::LocalHost, backend);
    m_proxy->setUpgradeGate([this](const QByteArray &head) {
        return m_sockets->gate(head);
    });
    const quint16 publicPort = m_proxy->listen(address, port);
    if (publicPort == 0) {
        m_proxy.reset();
        return 0;
    }
    m_address = address;
    m_world->setBaseUrl(baseUrl());
    qCInfo(lcSim) << "listening on" << baseUrl().toString();
    return publicPort;
}

quint16 Simulator::port() const
{
    return m_proxy ? m_proxy->port() : 0;
}

QUrl Simulator::baseUrl() const
{
    if (!m_proxy)
        return {};
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    QHostAddress host = m_address;
    if (host == QHostAddress::Any || host == QHostAddress::AnyIPv4 || host == QHostAddress::AnyIPv6)
        host = QHostAddress::LocalHost;
    url.setHost(host.toString());
    url.setPort(m_proxy->port());
    return url;
}

QString Simulator::apiKey() const
{
    return m_world->users().front()->apiKey;
}

QString Simulator::userId(const QString &key) const
{
    if (key.isEmpty())
        return m_world->users().front()->id;
    SimUser *u = m_world->userByKey(key);
    return u ? u->id : QString();
}

const SimOptions &Simulator::options() const
{
    return m_world->options();
}

void Simulator::seedDemo()
{
    m_world->seedDemo();
}

QString Simulator::seedScale(int conversations, qint64 bigConversationEvents)
{
    return m_world->seedScale(conversations, bigConversationEvents);
}

void Simulator::advanceClock(std::chrono::milliseconds by)
{
    if (by.count() > 0)
        m_world->advanceBy(static_cast<qint64>(by.count()) * 1000);
    m_http->flushDeferred();
}

QDateTime Simulator::now() const
{
    return QDateTime::fromMSecsSinceEpoch(m_world->nowUs() / 1000, QTimeZone::utc());
}

QString Simulator::addConversation(const ConversationSpec &spec)
{
    return m_world->addConversation(spec);
}

QString Simulator::addSandbox(const QString &status, const QString &key)
{
    return m_world->addSandbox(status, key);
}

void Simulator::addEvents(const QString &conversationId, int count)
{
    if (SimConversation *c = m_world->conversation(Ids::normalizeUuid(conversationId))) {
        m_world->addFillerEvents(*c, count);
        m_world->flushWebhook(false);
    }
}

void Simulator::truncateEvents(const QString &conversationId, qint64 keep)
{
    if (SimConversation *c = m_world->conversation(Ids::normalizeUuid(conversationId)))
        m_world->truncateEvents(*c, keep);
}

void Simulator::setSandboxStatus(const QString &sandboxId, const QString &status)
{
    m_world->setSandboxStatus(sandboxId, status);
}

void Simulator::setGroupingStrategy(const QString &strategy, const QString &key)
{
    SimUser *u = key.isEmpty() ? m_world->defaultUser() : m_world->userByKey(key);
    if (u && World::isGroupingStrategy(strategy))
        u->grouping = strategy;
}

QString Simulator::groupingStrategy(const QString &key) const
{
    SimUser *u = key.isEmpty() ? m_world->defaultUser() : m_world->userByKey(key);
    return u ? u->grouping : QString();
}

void Simulator::setFaults(const FaultConfig &faults)
{
    m_options.faults = faults;
    m_world->options().faults = faults;
    if (!faults.webhookLag)
        m_world->flushWebhook(true);
}

void Simulator::useGeneration(ServerGeneration generation)
{
    m_world->useGeneration(generation);
}

ServerGeneration Simulator::generation() const
{
    return m_world->options().generation;
}

ServerFeatures Simulator::features() const
{
    return m_world->options().features;
}

void Simulator::setFeatures(const ServerFeatures &features)
{
    m_world->options().features = features;
}

void Simulator::setDailyConversationLimit(int limit)
{
    m_world->options().dailyConversationLimit = std::max(0, limit);
}

QUrl Simulator::agentServerUrl(const QString &sandboxId) const
{
    QUrl url = baseUrl();
    url.setPath(QStringLiteral("/agent/") + sandboxId);
    return url;
}

QUrl Simulator::sessionSocketUrl(const QString &conversationId, std::optional<qint64> afterSeq) const
{
    const QString id = Ids::normalizeUuid(conversationId);
    QUrl url = baseUrl();
    url.setScheme(QStringLiteral("ws"));
    url.setPath(QStringLiteral("/agent/%1/sockets/session/%2").arg(sandboxOf(id), id));
    if (afterSeq)
        url.setQuery(QStringLiteral("after_seq=%1").arg(*afterSeq));
    return url;
}

QUrl Simulator::legacySocketUrl(const QString &conversationId, const QString &resendMode,
                                const QString &afterTimestamp) const
{
    const QString id = Ids::normalizeUuid(conversationId);
    QUrl url = baseUrl();
    url.setScheme(QStringLiteral("ws"));
    url.setPath(QStringLiteral("/agent/%1/sockets/events/%2").arg(sandboxOf(id), id));
    QUrlQuery q;
    if (!resendMode.isEmpty())
        q.addQueryItem(QStringLiteral("resend_mode"), resendMode);
    if (!afterTimestamp.isEmpty())
        q.addQueryItem(QStringLiteral("after_timestamp"), afterTimestamp);
    url.setQuery(q);
    return url;
}

void Simulator::restartAgentServers(std::chrono::milliseconds downtime)
{
    m_sockets->restart(static_cast<int>(downtime.count()));
}

RateLimiter::Stats Simulator::rateLimitStats() const
{
    return m_router->rateLimitStats();
}

void Simulator::resetRateLimit()
{
    m_router->resetRateLimit();
}

SocketStats Simulator::socketStats() const
{
    const SocketStats s = m_sockets->counters();
    return s;
}

int Simulator::activeSockets() const
{
    return m_sockets->activeConnections();
}

QStringList Simulator::eventIds(const QString &conversationId) const
{
    const SimConversation *c = m_world->conversation(Ids::normalizeUuid(conversationId));
    return c ? m_world->eventIds(*c) : QStringList();
}

qint64 Simulator::storedEventCount(const QString &conversationId) const
{
    const SimConversation *c = m_world->conversation(Ids::normalizeUuid(conversationId));
    return c ? c->visibleEvents() : 0;
}

QString Simulator::pendingAskUser(const QString &conversationId) const
{
    const SimConversation *c = m_world->conversation(Ids::normalizeUuid(conversationId));
    return c && !c->pendingAsk.is_null() ? QString::fromStdString(c->pendingAsk.value("request_id", std::string()))
                                         : QString();
}

FaultConfig Simulator::faults() const
{
    return m_world->options().faults;
}

void Simulator::restart(bool keepState, std::chrono::milliseconds downtime)
{
    qCInfo(lcSim) << "restart" << (keepState ? "keeping state" : "losing state");
    m_http->dropDeferred();
    m_sockets->closeAll();
    if (m_proxy)
        m_proxy->restart(static_cast<int>(downtime.count()));
    if (!keepState)
        m_world->clear();
}

QStringList Simulator::conversationIds() const
{
    QStringList out;
    for (const auto &[id, c] : m_world->conversations())
        out << id;
    return out;
}

QStringList Simulator::sandboxIds() const
{
    QStringList out;
    for (const auto &[id, s] : m_world->sandboxes())
        out << id;
    return out;
}

QString Simulator::sandboxOf(const QString &conversationId) const
{
    SimConversation *c = m_world->conversation(Ids::normalizeUuid(conversationId));
    return c ? c->sandboxId : QString();
}

QString Simulator::sandboxStatus(const QString &sandboxId) const
{
    SimSandbox *s = m_world->sandbox(sandboxId);
    return s ? s->status : QStringLiteral("MISSING");
}

QString Simulator::executionStatus(const QString &conversationId) const
{
    SimConversation *c = m_world->conversation(Ids::normalizeUuid(conversationId));
    return c ? c->executionStatus : QString();
}

qint64 Simulator::eventCount(const QString &conversationId) const
{
    SimConversation *c = m_world->conversation(Ids::normalizeUuid(conversationId));
    return c ? c->totalEvents() : 0;
}

QString Simulator::sessionApiKey(const QString &sandboxId) const
{
    SimSandbox *s = m_world->sandbox(sandboxId);
    return s ? s->sessionKey : QString();
}

qint64 Simulator::requestCount() const
{
    return m_router->requestCount();
}

bool Simulator::applyFeatureSwitch(ServerFeatures &features, const QString &entry, QString *error)
{
    const QString name = entry.section(QLatin1Char('='), 0, 0).trimmed();
    const QString value = entry.section(QLatin1Char('='), 1).trimmed().toLower();
    nlohmann::json patch;
    if (name == QLatin1String("rate_limit_per_second"))
        patch[name.toStdString()] = value.toInt();
    else if (value == QLatin1String("on") || value == QLatin1String("true") || value == QLatin1String("1"))
        patch[name.toStdString()] = true;
    else if (value == QLatin1String("off") || value == QLatin1String("false") || value == QLatin1String("0"))
        patch[name.toStdString()] = false;
    else {
        *error = QStringLiteral("the value must be on or off");
        return false;
    }
    return Router::applyFeatureJson(features, patch, error);
}

QString Simulator::describeFeatures(const ServerFeatures &features)
{
    QString out;
    const nlohmann::json j = Router::featuresToJson(features);
    for (auto it = j.begin(); it != j.end(); ++it) {
        const QString value =
            it->is_boolean() ? QLatin1String(it->get<bool>() ? "on" : "off") : QString::number(it->get<int>());
        out += QStringLiteral("%1 = %2\n").arg(QString::fromStdString(it.key()), value);
    }
    return out;
}

bool Simulator::isLoopback(const QHostAddress &address)
{
    bool mapped = false;
    const QHostAddress v4(address.toIPv4Address(&mapped));
    return address.isLoopback() || (mapped && v4.isLoopback());
}

QString Simulator::adminHelp()
{
    return QStringLiteral(
        "Admin endpoints (outside /api/v1; they need an API key, as the API does):\n"
        "  GET    /_sim                              status: virtual time, counts, active faults\n"
        "  GET    /_sim/faults                       the active faults (JSON)\n"
        "  POST   /_sim/faults                       merge faults, e.g. "
        "{\"server_error_rate\":0.1,\"latency_ms\":200}\n"
        "  PUT    /_sim/faults                       replace all faults;  DELETE /_sim/faults  clears them\n"
        "         keys: latency_ms latency_jitter_ms server_error_rate rate_limit_rate retry_after_seconds\n"
        "               hang_rate reset_rate truncate_rate malformed_rate duplicate_items_rate\n"
        "               reorder_items_rate invalid_page_id_rate webhook_lag webhook_batch_size\n"
        "               webhook_flush_seconds webhook_late_batch_rate path_contains\n"
        "               socket_drop_rate socket_duplicate_rate socket_reorder_rate socket_delta_loss_rate\n"
        "               runtime_resume_failure agent_server_failure\n"
        "  GET    /_sim/features                     the behaviour switches (older vs newer servers)\n"
        "  POST   /_sim/features                     merge switches, e.g. {\"rate_limit\":true}\n"
        "  POST   /_sim/generation?value=older|newer[&rate_limit=true|false]   apply a preset\n"
        "  GET    /_sim/stats                        requests, rate limit (allowed/held/rejected), sockets\n"
        "  DELETE /_sim/stats                        the same, then reset the counters\n"
        "  POST   /_sim/sockets/restart?downtime_ms=300   cut every agent-server socket\n"
        "  POST   /_sim/quota?limit=N                daily conversation limit (newer servers)\n"
        "  GET    /_sim/clock                        virtual time\n"
        "  POST   /_sim/clock/advance?seconds=N      advance the virtual clock (or ?ms=N)\n"
        "  POST   /_sim/restart?keep_state=true|false&downtime_ms=300\n"
        "                                            drop every connection, refuse new ones for a while,\n"
        "                                            keep or forget all conversations and sandboxes\n"
        "  POST   /_sim/seed/demo                    add the demo world\n"
        "  POST   /_sim/seed/scale?conversations=N&events=M   add N conversations (+1 with M events)\n"
        "  POST   /_sim/sandboxes/<id>/status?value=RUNNING|PAUSED|STARTING|ERROR|UNKNOWN|MISSING\n"
        "  POST   /_sim/conversations/<id>/export-lock?on=true|false   make /download answer 409\n"
        "  POST   /_sim/conversations/<id>/events?count=N             append N scripted events\n"
        "  POST   /_sim/conversations/<id>/truncate?keep=N            the server loses all but its first N events\n"
        "Agent scripts: a start request whose message contains #fix_tests, #confirm, #stuck, #error,\n"
        "#condense, #big_diff, #chat or #idle runs that script (default fix_tests); newer servers also\n"
        "#ask_user, #security, #switch_llm, #planner, #budget (agent_profile_id\n"
        "c0dec0de-0000-4000-8000-00000000c0de starts an ACP Codex agent). A repository name\n"
        "containing 'does-not-exist' makes the start task fail in PREPARING_REPOSITORY.\n"
        "Agent servers: AGENT_SERVER = http://<host>:<port>/agent/<sandbox id>; sockets at\n"
        "ws://<host>:<port>/agent/<sandbox id>/sockets/session/<conversation hex>?after_seq=N (newer)\n"
        "and .../sockets/events/<conversation hex>?resend_mode=all|since&after_timestamp=... (legacy).\n");
}

} // namespace Switchyard::Sim
