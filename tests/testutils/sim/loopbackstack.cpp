// SPDX-License-Identifier: GPL-3.0-or-later
#include "testutils/sim/loopbackstack.h"

#include "app/sim/simulator.h"
#include "models/api/retrypolicy.h"
#include "models/commands/conversationcommands.h"
#include "models/commands/downloadcommands.h"
#include "models/commands/workspacecommands.h"
#include "models/store/store.h"
#include "models/sync/eventtail.h"
#include "models/sync/live/livemanager.h"
#include "models/sync/syncengine.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>

namespace Switchyard::Test {

namespace {

/// The client's NAM: tells the stack of every request before it leaves (retries included) and of
/// every 429 answer.
class ObservedNam : public QNetworkAccessManager
{
public:
    ObservedNam(std::function<void(const QUrl &)> observe, std::function<void()> tooMany)
        : m_observe(std::move(observe))
        , m_tooMany(std::move(tooMany))
    { }

protected:
    QNetworkReply *createRequest(Operation op, const QNetworkRequest &request, QIODevice *data) override
    {
        m_observe(request.url());
        QNetworkReply *reply = QNetworkAccessManager::createRequest(op, request, data);
        connect(reply, &QNetworkReply::metaDataChanged, this, [this, reply] {
            if (reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 429)
                m_tooMany();
        });
        return reply;
    }

private:
    std::function<void(const QUrl &)> m_observe;
    std::function<void()> m_tooMany;
};

QString defaultSimProgram()
{
    const QString name = QStringLiteral("switchyard-sim");
    const QString binDir = qEnvironmentVariable("SWITCHYARD_BIN_DIR");
    if (!binDir.isEmpty() && QFileInfo::exists(QDir(binDir).filePath(name)))
        return QDir(binDir).filePath(name);
    // beside the test (tests/), the build's bin/ is one folder up
    const QDir here(QCoreApplication::applicationDirPath());
    for (const QString &candidate : {here.filePath(name), here.filePath(QStringLiteral("../bin/") + name),
                                     here.filePath(QStringLiteral("../../bin/") + name)}) {
        if (QFileInfo::exists(candidate))
            return QDir::cleanPath(candidate);
    }
    return name;
}

} // namespace

LoopbackStack::LoopbackStack(LoopbackOptions options)
    : m_options(std::move(options))
{
    switch (m_options.placement) {
    case SimPlacement::SameThread:
        m_sim = std::make_unique<Sim::Simulator>(m_options.sim);
        if (m_sim->listen() != 0) {
            m_baseUrl = m_sim->baseUrl();
            m_apiKey = m_sim->apiKey();
        }
        break;
    case SimPlacement::OwnThread: {
        m_simThread = new QThread;
        m_simThread->setObjectName(QStringLiteral("loopback-sim"));
        m_simAnchor = new QObject;
        m_simAnchor->moveToThread(m_simThread);
        m_simThread->start();
        QMetaObject::invokeMethod(
            m_simAnchor,
            [this] {
                m_simOwn = new Sim::Simulator(m_options.sim);
                if (m_simOwn->listen() != 0) {
                    m_baseUrl = m_simOwn->baseUrl();
                    m_apiKey = m_simOwn->apiKey();
                }
            },
            Qt::BlockingQueuedConnection);
        break;
    }
    case SimPlacement::ChildProcess:
        startChild();
        break;
    }
}

bool LoopbackStack::startChild()
{
    m_child = std::make_unique<QProcess>();
    m_child->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    const QString program = m_options.child.program.isEmpty() ? defaultSimProgram() : m_options.child.program;
    m_child->start(program, m_options.child.arguments);
    if (!m_child->waitForStarted(10000)) {
        qWarning("LoopbackStack: %s did not start", qPrintable(program));
        return false;
    }
    static const QRegularExpression listening(QStringLiteral("listening on (http://\\S+)"));
    QUrl url;
    QString key;
    QElapsedTimer t;
    t.start();
    while ((!url.isValid() || key.isEmpty()) && t.elapsed() < m_options.child.startTimeoutMs
           && m_child->state() == QProcess::Running) {
        if (!m_child->canReadLine() && !m_child->waitForReadyRead(1000))
            continue;
        while (m_child->canReadLine()) {
            const QString line = QString::fromUtf8(m_child->readLine()).trimmed();
            if (const auto m = listening.match(line); m.hasMatch())
                url = QUrl(m.captured(1));
            else if (line.startsWith(QLatin1String("API keys: ")))
                key = line.mid(10).section(QLatin1Char(','), 0, 0).section(QLatin1Char('='), 0, 0).trimmed();
            else
                m_childLines.append(line);
        }
    }
    if (!url.isValid() || key.isEmpty()) {
        qWarning("LoopbackStack: %s printed no listening address and key", qPrintable(program));
        return false;
    }
    m_baseUrl = url.adjusted(QUrl::StripTrailingSlash);
    m_apiKey = key;
    return true;
}

qint64 LoopbackStack::childPid() const
{
    return m_child ? m_child->processId() : 0;
}

void LoopbackStack::runOnSim(const std::function<void(Sim::Simulator &)> &f)
{
    if (m_sim) {
        f(*m_sim);
        return;
    }
    Q_ASSERT(m_simThread && m_simOwn);
    QMetaObject::invokeMethod(
        m_simAnchor,
        [this, &f] {
            f(*m_simOwn);
        },
        Qt::BlockingQueuedConnection);
}

void LoopbackStack::postToSim(std::function<void(Sim::Simulator &)> f)
{
    if (m_sim) {
        QMetaObject::invokeMethod(
            m_sim.get(),
            [sim = m_sim.get(), f = std::move(f)] {
                f(*sim);
            },
            Qt::QueuedConnection);
        return;
    }
    Q_ASSERT(m_simThread && m_simOwn);
    QMetaObject::invokeMethod(
        m_simAnchor,
        [this, f = std::move(f)] {
            if (m_simOwn)
                f(*m_simOwn);
        },
        Qt::QueuedConnection);
}

LoopbackStack::LoopbackStack(const QUrl &baseUrl, const QString &apiKey, LoopbackOptions options)
    : m_options(std::move(options))
    , m_baseUrl(baseUrl)
    , m_apiKey(apiKey)
{ }

LoopbackStack::~LoopbackStack()
{
    disconnect();
    m_check.reset();
    m_checkNam.reset();
    m_context.reset();
    m_sim.reset();
    if (m_simThread) {
        QMetaObject::invokeMethod(
            m_simAnchor,
            [this] {
                delete m_simOwn;
                m_simOwn = nullptr;
            },
            Qt::BlockingQueuedConnection);
        m_simThread->quit();
        m_simThread->wait();
        delete m_simAnchor; // its thread has finished
        delete m_simThread;
    }
    if (m_child) {
        m_child->kill();
        m_child->waitForFinished(5000);
    }
}

Sim::Simulator &LoopbackStack::sim() const
{
    Q_ASSERT(m_sim);
    return *m_sim;
}

Api::ServerConfig LoopbackStack::serverConfig() const
{
    Api::ServerConfig config;
    config.baseUrl = m_baseUrl;
    config.apiKey = m_apiKey;
    config.budget.enabled = m_options.budget;
    if (m_options.transferTimeout)
        config.transferTimeout = *m_options.transferTimeout;
    return config;
}

bool LoopbackStack::connect(QString *error)
{
    disconnect();
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (!isListening())
        return fail(QStringLiteral("the simulator does not listen"));

    m_requests.clear();
    m_requestCount = 0;
    m_tooMany = 0;
    m_nam = std::make_unique<ObservedNam>(
        [this](const QUrl &url) {
            ++m_requestCount;
            if (m_options.recordRequests)
                m_requests.append(url);
            if (m_onRequest)
                m_onRequest(url);
        },
        [this] {
            ++m_tooMany;
        });
    m_client = std::make_unique<Api::ApiClient>(m_nam.get());
    if (const auto refused = m_client->setServer(serverConfig()))
        return fail(QStringLiteral("server config refused"));
    if (m_options.retryAttempts) {
        Api::RetryPolicy::Config rc;
        rc.maxAttempts = *m_options.retryAttempts;
        m_client->setRetryPolicy(std::make_shared<Api::RetryPolicy>(rc));
    }

    if (m_options.withStore) {
        if (m_options.inMemoryStore) {
            m_store = Store::openInMemory();
        } else {
            m_storeFile = m_options.storePath;
            if (m_storeFile.isEmpty()) {
                if (!m_dir)
                    m_dir = std::make_unique<QTemporaryDir>();
                m_storeFile = m_dir->filePath(QStringLiteral("loopback.sqlite"));
            }
            QString why;
            m_store = Store::openFile(m_storeFile, &why);
            if (!m_store)
                return fail(why);
        }
        if (!m_store)
            return fail(QStringLiteral("the store did not open"));
    }
    if (m_store && m_options.withSync) {
        m_sync = std::make_unique<SyncEngine>(m_client.get(), m_store.get());
        m_sync->setTiming(m_options.timing);
        if (!m_options.openConversation.isEmpty())
            m_sync->setOpenConversation(m_options.openConversation);
    }
    if (m_options.withCommands) {
        m_commands = std::make_unique<ConversationCommands>(m_client.get(), m_store.get());
        if (m_sync && m_options.startsTrackedBySync)
            m_commands->setSyncEngine(m_sync.get());
        m_workspace = std::make_unique<WorkspaceCommands>(m_client.get());
        m_downloads = std::make_unique<DownloadCommands>(m_client.get());
    }
    if (m_store && m_options.withLive) {
        // wired as Application::wireLive
        m_live = std::make_unique<LiveManager>(m_client.get(), m_store.get());
        if (m_sync) {
            SyncEngine *sync = m_sync.get();
            LiveManager *live = m_live.get();
            m_live->setRecordRefresher([sync](const QString &id) {
                sync->refreshConversation(id);
            });
            m_sync->setEventTailFilter([live](const QString &id, bool open) {
                return live->restTailSuppressed(id, open);
            });
            QObject::connect(sync, &SyncEngine::stateChanged, live, [live](const SyncState &state) {
                live->setOnline(state.kind != SyncState::Offline && state.kind != SyncState::Unauthorized);
            });
        }
        if (!m_options.openConversation.isEmpty())
            m_live->setOpenConversation(m_options.openConversation);
    }
    if (m_sync && m_options.startSync)
        m_sync->start();
    return true;
}

void LoopbackStack::disconnect()
{
    m_downloads.reset();
    m_workspace.reset();
    m_commands.reset();
    if (m_sync)
        m_sync->setEventTailFilter({});
    m_live.reset();
    if (m_sync)
        m_sync->stop();
    m_sync.reset();
    if (m_store)
        m_store->waitForWrites();
    m_store.reset();
    m_client.reset();
    m_nam.reset();
}

Api::ApiClient &LoopbackStack::checkClient()
{
    if (!m_check) {
        m_checkNam = std::make_unique<QNetworkAccessManager>();
        m_check = std::make_unique<Api::ApiClient>(m_checkNam.get());
        Api::ServerConfig config = serverConfig();
        config.budget.enabled = false;
        config.transferTimeout = std::chrono::milliseconds(10000);
        [[maybe_unused]] const auto refused = m_check->setServer(config);
        Q_ASSERT(!refused);
        m_context = std::make_unique<QObject>();
    }
    return *m_check;
}

std::optional<QList<QString>> LoopbackStack::serverEventIds(const QString &conversationId, int pageTimeoutMs)
{
    return Test::serverEventIds(checkClient(), m_context.get(), conversationId, pageTimeoutMs);
}

std::optional<QList<QString>> serverEventIds(Api::ApiClient &client, QObject *context, const QString &conversationId,
                                             int pageTimeoutMs)
{
    QList<QString> ids;
    QString pageId;
    for (int guard = 0; guard < 10000; ++guard) {
        Api::EventSearch q;
        q.pageId = pageId;
        auto page = await<Api::Page<Event>>(
            [&](auto cb) {
                return client.searchEvents(conversationId, q, context, cb);
            },
            pageTimeoutMs);
        if (!page)
            return std::nullopt;
        for (const Event &e : page->items)
            ids.append(e.id);
        if (page->nextPageId.isEmpty() || page->items.isEmpty())
            return ids;
        pageId = page->nextPageId;
    }
    return std::nullopt;
}

bool runTail(EventTail &tail, const QString &conversationId, bool countCheck, int timeoutMs)
{
    bool done = false;
    bool ok = false;
    tail.run(conversationId, countCheck, [&](const std::optional<Api::ApiError> &error) {
        done = true;
        ok = !error;
    });
    QElapsedTimer t;
    t.start();
    while (!done && t.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return done && ok;
}

} // namespace Switchyard::Test
