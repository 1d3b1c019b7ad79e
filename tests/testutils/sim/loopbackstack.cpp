// SPDX-License-Identifier: GPL-3.0-or-later
#include "testutils/sim/loopbackstack.h"

#include "app/sim/simulator.h"
#include "models/api/retrypolicy.h"
#include "models/commands/conversationcommands.h"
#include "models/commands/downloadcommands.h"
#include "models/commands/workspacecommands.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"

#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QTemporaryDir>

namespace Switchyard::Test {

namespace {

/// The client's NAM: tells the stack of every request before it leaves (retries included).
class ObservedNam : public QNetworkAccessManager
{
public:
    explicit ObservedNam(std::function<void(const QUrl &)> observe)
        : m_observe(std::move(observe))
    { }

protected:
    QNetworkReply *createRequest(Operation op, const QNetworkRequest &request, QIODevice *data) override
    {
        m_observe(request.url());
        return QNetworkAccessManager::createRequest(op, request, data);
    }

private:
    std::function<void(const QUrl &)> m_observe;
};

} // namespace

LoopbackStack::LoopbackStack(LoopbackOptions options)
    : m_options(std::move(options))
{
    m_sim = std::make_unique<Sim::Simulator>(m_options.sim);
    if (m_sim->listen() != 0) {
        m_baseUrl = m_sim->baseUrl();
        m_apiKey = m_sim->apiKey();
    }
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
    m_nam = std::make_unique<ObservedNam>([this](const QUrl &url) {
        if (m_options.recordRequests)
            m_requests.append(url);
        if (m_onRequest)
            m_onRequest(url);
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

} // namespace Switchyard::Test
