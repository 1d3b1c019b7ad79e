// SPDX-License-Identifier: GPL-3.0-or-later
// The request budget as the client uses it, through the fake network manager and a budget on a
// fake clock: every request of a client takes a slot (burst of 10, then nothing until the clock
// moves), retries and batch parts too; user actions overtake queued reads and background sync;
// two clients can share one budget; the agent server on its own origin is not counted; a 429
// `{"message":"Too many requests"}` is read as its own error shape and pauses the whole budget;
// cancel() takes a waiting request out of the queue. Plus the absolute deadline and the download
// cap, which live in the same request core.
#include "models/api/apiclient.h"
#include "models/api/retrypolicy.h"
#include "testutils/fakenetworkaccessmanager.h"

#include <QBuffer>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using namespace Switchyard::Api;
using namespace Switchyard::Test;

namespace {
const QString kConv = QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34");
}

class TestApiClientBudget : public QObject
{
    Q_OBJECT

    FakeNetworkAccessManager *m_nam = nullptr;
    ApiClient *m_client = nullptr;
    std::shared_ptr<RequestBudget> m_budget;
    qint64 m_now = 5000000;

    void advance(qint64 ms)
    {
        for (qint64 i = 0; i < ms; i += 10) {
            m_now += 10;
            m_budget->dispatch();
        }
        QCoreApplication::processEvents();
    }

    /// Lets the event loop run until the fake network manager saw `n` requests (and a bit more).
    void settle()
    {
        for (int i = 0; i < 20; ++i)
            QCoreApplication::processEvents();
        QTest::qWait(20);
    }

    std::shared_ptr<RetryPolicy> fastRetries()
    {
        RetryPolicy::Config config;
        config.timeScale = 0.001;
        auto policy = std::make_shared<RetryPolicy>(config);
        policy->setRandom([] {
            return 0.5;
        });
        return policy;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_nam = new FakeNetworkAccessManager(this);
        m_nam->setDefault(FakeResponse::json(200, "1"));
        m_client = new ApiClient(m_nam, this);
        ServerConfig config;
        config.baseUrl = QUrl(QStringLiteral("https://app.example.com"));
        config.apiKey = QStringLiteral("sk-oh-budget-test");
        QVERIFY(!m_client->setServer(config));
        m_budget = std::make_shared<RequestBudget>(config.budget);
        m_budget->setClock([this] {
            return m_now;
        });
        m_budget->setConfig(config.budget);
        m_client->setRequestBudget(m_budget);
        m_client->setRetryPolicy(fastRetries());
    }

    void cleanup()
    {
        delete m_client;
        delete m_nam;
        m_budget.reset();
    }

    void everyRequestTakesASlot()
    {
        int done = 0;
        for (int i = 0; i < 25; ++i)
            m_client->countConversations({}, this, [&done](Result<qint64>) {
                ++done;
            });
        settle();
        QCOMPARE(m_nam->requestCount(), 10); // the burst; the clock does not move, nothing more goes
        QCOMPARE(m_budget->waiting(), 15);
        advance(1100);
        settle();
        QVERIFY(m_nam->requestCount() > 10);
        advance(5000);
        QTRY_COMPARE(done, 25);
        QCOMPARE(m_nam->requestCount(), 25);
        QCOMPARE(m_budget->stats().granted, quint64(25));
    }

    void batchPartsAndRetriesToo()
    {
        QList<QString> ids;
        for (int i = 0; i < 250; ++i)
            ids.append(QStringLiteral("sb%1").arg(i));
        m_nam->enqueue(QStringLiteral("GET /api/v1/sandboxes\\?"), FakeResponse::json(503, R"({"detail":"down"})"));
        m_nam->setDefault(FakeResponse::json(200, "[]"));
        std::optional<Result<QList<std::optional<Sandbox>>>> result;
        m_client->getSandboxes(ids, this, [&result](auto r) {
            result = std::move(r);
        });
        advance(5000);
        QTRY_VERIFY(result.has_value());
        QVERIFY(result->ok());
        QCOMPARE(m_nam->requestCount(), 4); // 3 parts, the first one retried once
        QCOMPARE(m_budget->stats().granted, quint64(4));
    }

    void userActionsOvertakeQueuedReads()
    {
        for (int i = 0; i < 10; ++i)
            m_client->countConversations({}, this, [](Result<qint64>) {});
        settle();
        QCOMPARE(m_nam->requestCount(), 10);
        m_nam->clearRequests();
        // Queued: background sync, a read of the open conversation, then a click (POST).
        for (int i = 0; i < 3; ++i)
            m_client->searchSandboxes(QString(), 100, this, [](Result<Page<Sandbox>>) {})
                ->setPriority(RequestPriority::Background);
        m_client->countEvents(kConv, {}, this, [](Result<qint64>) {});
        m_nam->setDefault(FakeResponse::json(200, R"({"success":true})"));
        m_client->pauseSandbox(QStringLiteral("sb1"), this, [](Result<Unit>) {});
        settle();
        QCOMPARE(m_nam->requestCount(), 0);
        advance(6000);
        QTRY_COMPARE(m_nam->requestCount(), 5);
        const QList<RecordedRequest> seen = m_nam->requests();
        QCOMPARE(seen.at(0).method, QByteArray("POST")); // the user action
        QVERIFY(seen.at(1).path().contains(QStringLiteral("/events/count"))); // the open conversation
        QVERIFY(seen.at(2).path().endsWith(QStringLiteral("/sandboxes/search"))); // background last
    }

    void sharedBetweenClientsAgentServerApart()
    {
        ApiClient other(m_nam);
        ServerConfig config = m_client->server();
        QVERIFY(!other.setServer(config));
        other.setRequestBudget(m_client->requestBudget());
        for (int i = 0; i < 6; ++i) {
            m_client->countConversations({}, this, [](Result<qint64>) {});
            other.countConversations({}, this, [](Result<qint64>) {});
        }
        settle();
        QCOMPARE(m_nam->requestCount(), 10); // one budget for both
        // The agent server is another server (another origin): its calls are not held back.
        Conversation c;
        c.id = kConv;
        c.conversationUrl = QStringLiteral("https://runtime-1.example.net/api/conversations/x");
        c.sessionApiKey = QStringLiteral("session");
        bool steered = false;
        m_nam->setDefault(FakeResponse::json(200, R"({"success":true})"));
        other.pauseAgent(c, this, [&steered](Result<Unit> r) {
            steered = r.ok();
        });
        QTRY_VERIFY(steered);
        QCOMPARE(m_nam->requestCount(), 11);
    }

    void tooManyRequestsPausesTheBudget()
    {
        m_nam->enqueue(FakeResponse::json(429, R"({"message":"Too many requests"})").withHeader("Retry-After", "1"));
        std::optional<Result<SendMessageResponse>> posted;
        SendMessageRequest m;
        m.content.append(ContentBlock{QStringLiteral("text"), QStringLiteral("hi"), {}});
        m_client->sendMessage(kConv, m, this, [&posted](Result<SendMessageResponse> r) {
            posted = std::move(r);
        });
        QTRY_VERIFY(posted.has_value());
        QVERIFY(!posted->ok());
        const ApiError &e = posted->error();
        QCOMPARE(e.kind, ApiError::Kind::RateLimited);
        QCOMPARE(e.serverDetail, QStringLiteral("Too many requests"));
        QVERIFY2(e.message.contains(QStringLiteral("per second")), qPrintable(e.message));
        QCOMPARE(m_budget->stats().slowDowns, quint64(1));
        QVERIFY(m_budget->stats().pausedForMs > 0); // Retry-After: 1 at the time scale 0.001: 1 ms
        QCOMPARE(m_budget->stats().currentRate, 4.0); // the whole budget halves, not one call
    }

    void cancelWhileWaiting()
    {
        for (int i = 0; i < 10; ++i)
            m_client->countConversations({}, this, [](Result<qint64>) {});
        std::optional<Result<qint64>> result;
        ApiCall *call = m_client->countConversations({}, this, [&result](Result<qint64> r) {
            result = std::move(r);
        });
        settle();
        QCOMPARE(m_budget->waiting(), 1);
        call->cancel();
        QTRY_VERIFY(result.has_value());
        QCOMPARE(result->error().kind, ApiError::Kind::Cancelled);
        QCOMPARE(m_budget->waiting(), 0);
        advance(3000);
        settle();
        QCOMPARE(m_nam->requestCount(), 10);
    }

    void destroyedWhileWaiting()
    {
        for (int i = 0; i < 12; ++i)
            m_client->countConversations({}, this, [](Result<qint64>) {});
        settle();
        QCOMPARE(m_budget->waiting(), 2);
        delete m_client;
        m_client = nullptr;
        QCOMPARE(m_budget->waiting(), 0); // nothing left that could call into the dead client
        advance(3000);
        m_client = new ApiClient(m_nam, this);
    }

    void absoluteDeadline()
    {
        ServerConfig config = m_client->server();
        config.transferTimeout = std::chrono::milliseconds(20000); // inactivity alone would wait 20 s
        config.requestDeadline = std::chrono::milliseconds(50);
        QVERIFY(!m_client->setServer(config));
        m_client->setRequestBudget({});
        RetryPolicy::Config rc;
        rc.maxAttempts = 1;
        m_client->setRetryPolicy(std::make_shared<RetryPolicy>(rc));
        m_nam->enqueue(FakeResponse::hang());
        std::optional<Result<qint64>> result;
        m_client->countConversations({}, this, [&result](Result<qint64> r) {
            result = std::move(r);
        });
        QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 5000);
        QCOMPARE(result->error().kind, ApiError::Kind::Timeout);
        QVERIFY2(result->error().detail.contains(QStringLiteral("deadline")), qPrintable(result->error().detail));
    }

    void downloadCapAndErrorBodyNotInTheFile()
    {
        ServerConfig config = m_client->server();
        config.maxDownloadBytes = 1000;
        QVERIFY(!m_client->setServer(config));
        m_client->setRequestBudget({});
        m_nam->enqueue(FakeResponse::raw(200, QByteArray(5000, 'z'), "application/zip"));
        QBuffer sink;
        sink.open(QIODevice::WriteOnly);
        std::optional<Result<Unit>> result;
        m_client->downloadTrajectory(kConv, &sink, this, [&result](Result<Unit> r) {
            result = std::move(r);
        });
        QTRY_VERIFY(result.has_value());
        QCOMPARE(result->error().kind, ApiError::Kind::TooLarge);
        QVERIFY(sink.data().size() <= 1000);

        // A 404 answer's body is an error, not the start of a zip.
        m_nam->enqueue(FakeResponse::json(404, R"({"detail":"Not Found"})"));
        QBuffer sink2;
        sink2.open(QIODevice::WriteOnly);
        result.reset();
        m_client->downloadTrajectory(kConv, &sink2, this, [&result](Result<Unit> r) {
            result = std::move(r);
        });
        QTRY_VERIFY(result.has_value());
        QCOMPARE(result->error().kind, ApiError::Kind::NotFound);
        QCOMPARE(sink2.data().size(), 0);
    }

    void fileCap()
    {
        ServerConfig config = m_client->server();
        config.maxFileBytes = 100;
        QVERIFY(!m_client->setServer(config));
        m_client->setRequestBudget({});
        m_nam->enqueue(FakeResponse::raw(200, QByteArray(500, 'a'), "text/plain"));
        std::optional<Result<QString>> result;
        m_client->readFile(kConv, QStringLiteral("/workspace/big.txt"), this, [&result](Result<QString> r) {
            result = std::move(r);
        });
        QTRY_VERIFY(result.has_value());
        QCOMPARE(result->error().kind, ApiError::Kind::TooLarge);
    }

    void localhostSubdomainsAreNotLoopback_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("localhost") << QStringLiteral("http://localhost:3000") << true;
        QTest::newRow("LOCALHOST") << QStringLiteral("http://LOCALHOST:3000") << true;
        QTest::newRow("127.0.0.2") << QStringLiteral("http://127.0.0.2:3000") << true;
        QTest::newRow("::1") << QStringLiteral("http://[::1]:3000") << true;
        QTest::newRow("app.localhost") << QStringLiteral("http://app.localhost:3000") << false;
        QTest::newRow("a.b.localhost") << QStringLiteral("http://a.b.localhost") << false;
        QTest::newRow("https app.localhost") << QStringLiteral("https://app.localhost") << true;
    }

    void localhostSubdomainsAreNotLoopback()
    {
        QFETCH(QString, url);
        QFETCH(bool, allowed);
        QCOMPARE(ApiClient::isAllowedUrl(QUrl(url)), allowed);
    }
};

QTEST_GUILESS_MAIN(TestApiClientBudget)
#include "tst_apiclient_budget.moc"
