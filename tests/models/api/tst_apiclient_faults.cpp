// SPDX-License-Identifier: GPL-3.0-or-later
// Fault handling through the fake network manager: every error body shape, non-JSON bodies, 429 with
// both Retry-After forms, 5xx then success, timeouts, resets, truncated JSON, HTML answers, TLS
// failures, the size cap, cancellation, POST never retried, and the retry budget. The retry policy
// runs with a time scale so the whole suite takes well under a second of waiting.
#include "models/api/apiclient.h"
#include "models/api/retrypolicy.h"
#include "testutils/fakenetworkaccessmanager.h"
#include "testutils/testpaths.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using namespace Switchyard::Api;
using namespace Switchyard::Test;

namespace {
const QString kConv = QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34");
const QDateTime kNow(QDate(2026, 8, 20), QTime(14, 0), Qt::UTC);

QByteArray bigEventPage(int count)
{
    const QByteArray one =
        R"({"id":"ID","timestamp":"2026-08-20T14:03:54.619907","source":"agent","kind":"MessageEvent",)"
        R"("llm_message":{"role":"assistant","content":[{"type":"text","text":"TEXT"}]}})";
    QByteArray page = R"({"items":[)";
    const QByteArray filler(400, 'x');
    for (int i = 0; i < count; ++i) {
        QByteArray e = one;
        e.replace("ID", QByteArray::number(i));
        e.replace("TEXT", filler);
        page += (i ? "," : "") + e;
    }
    page += R"(],"next_page_id":"next"})";
    return page;
}

} // namespace

class TestApiClientFaults : public QObject
{
    Q_OBJECT

    FakeNetworkAccessManager *m_nam = nullptr;
    ApiClient *m_client = nullptr;
    std::shared_ptr<RetryPolicy> m_policy;
    QList<qint64> m_requestTimes;
    QElapsedTimer m_clock;

    std::shared_ptr<RetryPolicy> makePolicy(RetryPolicy::Config config = {})
    {
        config.timeScale = 0.01; // 0.5 s -> 5 ms
        auto policy = std::make_shared<RetryPolicy>(config);
        policy->setRandom([] {
            return 0.5;
        });
        policy->setWallClock([] {
            return kNow;
        });
        return policy;
    }

    template<typename T, typename Start>
    Result<T> run(Start start)
    {
        std::optional<Result<T>> result;
        start([&result](Result<T> r) {
            result = std::move(r);
        });
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 10000);
        }();
        return result ? *result : Result<T>(ApiError::cancelled());
    }

    Result<qint64> get() // GET: idempotent
    {
        return run<qint64>([&](auto cb) {
            m_client->countConversations({}, this, cb);
        });
    }

    Result<SendMessageResponse> post() // POST: never retried
    {
        SendMessageRequest m;
        m.content.append(ContentBlock{QStringLiteral("text"), QStringLiteral("hi"), {}});
        return run<SendMessageResponse>([&](auto cb) {
            m_client->sendMessage(kConv, m, this, cb);
        });
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_nam = new FakeNetworkAccessManager(this);
        m_client = new ApiClient(m_nam, this);
        ServerConfig config;
        config.baseUrl = QUrl(QStringLiteral("https://app.example.com"));
        config.apiKey = QStringLiteral("sk-oh-faults-test");
        config.transferTimeout = std::chrono::milliseconds(60);
        QVERIFY(!m_client->setServer(config));
        m_policy = makePolicy();
        m_client->setRetryPolicy(m_policy);
        m_requestTimes.clear();
        m_clock.start();
        connect(m_nam, &FakeNetworkAccessManager::requestRecorded, this, [this](const RecordedRequest &) {
            m_requestTimes.append(m_clock.elapsed());
        });
    }

    void cleanup()
    {
        delete m_client;
        delete m_nam;
    }

    void errorShapes_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QByteArray>("contentType");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("serverDetail");
        QTest::newRow("detail string 404")
            << 404 << QByteArray(R"({"detail":"Conversation 8a6f… not found"})") << QByteArray("application/json")
            << int(ApiError::Kind::NotFound) << QStringLiteral("Conversation 8a6f… not found");
        QTest::newRow("default Not Found")
            << 404 << QByteArray(R"({"detail":"Not Found"})") << QByteArray("application/json")
            << int(ApiError::Kind::NotFound) << QStringLiteral("Not Found");
        QTest::newRow("422 list")
            << 422
            << QByteArray(
                   R"({"detail":[{"type":"missing","loc":["query","sandbox_id"],"msg":"Field required","input":null}]})")
            << QByteArray("application/json") << int(ApiError::Kind::Validation)
            << QStringLiteral("query.sandbox_id: Field required");
        QTest::newRow("error key 401") << 401 << QByteArray(R"({"error":"NoCredentialsError"})")
                                       << QByteArray("application/json") << int(ApiError::Kind::Unauthorized)
                                       << QStringLiteral("NoCredentialsError");
        QTest::newRow("error key 404 skills")
            << 404 << QByteArray(R"({"error":"Sandbox not ready for conversation x"})")
            << QByteArray("application/json") << int(ApiError::Kind::NotFound)
            << QStringLiteral("Sandbox not ready for conversation x");
        QTest::newRow("detail object 403")
            << 403
            << QByteArray("{\"detail\":{\"code\":\"password_change_required\",\"redirect_url\":\"https:\\/\\/x\"}}")
            << QByteArray("application/json") << int(ApiError::Kind::Unauthorized)
            << QStringLiteral("password_change_required");
        QTest::newRow("409 paused") << 409 << QByteArray(R"({"detail":"Sandbox is PAUSED."})")
                                    << QByteArray("application/json") << int(ApiError::Kind::Conflict)
                                    << QStringLiteral("Sandbox is PAUSED.");
        QTest::newRow("410 archived") << 410 << QByteArray(R"({"detail":"Conversation is archived."})")
                                      << QByteArray("application/json") << int(ApiError::Kind::NotFound)
                                      << QStringLiteral("Conversation is archived.");
        QTest::newRow("413") << 413 << QByteArray(R"({"detail":"too many events"})") << QByteArray("application/json")
                             << int(ApiError::Kind::TooLarge) << QStringLiteral("too many events");
        QTest::newRow("502 agent") << 502 << QByteArray(R"({"detail":"Agent server error: 400"})")
                                   << QByteArray("application/json") << int(ApiError::Kind::Server)
                                   << QStringLiteral("Agent server error: 400");
        QTest::newRow("500 plain text") << 500 << QByteArray("Internal Server Error") << QByteArray("text/plain")
                                        << int(ApiError::Kind::Server) << QString();
        QTest::newRow("500 html") << 500 << QByteArray("<html><body>Traceback</body></html>") << QByteArray("text/html")
                                  << int(ApiError::Kind::Server) << QString();
        QTest::newRow("418 other") << 418 << QByteArray("{}") << QByteArray("application/json")
                                   << int(ApiError::Kind::Http) << QString();
    }

    void errorShapes()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        QFETCH(QByteArray, contentType);
        QFETCH(int, kind);
        QFETCH(QString, serverDetail);
        m_nam->enqueue(FakeResponse::raw(status, body, contentType));
        const auto r = post();
        QVERIFY(!r.ok());
        QCOMPARE(int(r.error().kind), kind);
        QCOMPARE(r.error().httpStatus, status);
        QCOMPARE(r.error().serverDetail, serverDetail);
        QVERIFY(!r.error().message.isEmpty());
        if (!serverDetail.isEmpty())
            QVERIFY(r.error().message.contains(serverDetail));
        QVERIFY(r.error().detail.contains(QStringLiteral("POST https://app.example.com/api/v1/app-conversations/")));
        QCOMPARE(m_nam->requestCount(), 1); // POST: never retried
    }

    void fiveHundredThenSuccess()
    {
        m_nam->enqueue(FakeResponse::json(503, R"({"detail":"down"})"));
        m_nam->enqueue(FakeResponse::json(502, R"({"detail":"Failed to reach agent server."})"));
        m_nam->enqueue(FakeResponse::json(200, "7"));
        const auto r = get();
        QVERIFY(r.ok());
        QCOMPARE(r.value(), 7);
        QCOMPARE(m_nam->requestCount(), 3);
    }

    void attemptsAreCapped()
    {
        m_nam->enqueue(FakeResponse::json(503, R"({"detail":"down"})").repeated(-1));
        const auto r = get();
        QCOMPARE(r.error().kind, ApiError::Kind::Server);
        QCOMPARE(m_nam->requestCount(), 3);
    }

    void postNeverRetried()
    {
        m_nam->enqueue(FakeResponse::json(503, R"({"detail":"down"})").repeated(-1));
        QCOMPARE(post().error().kind, ApiError::Kind::Server);
        QCOMPARE(m_nam->requestCount(), 1);
        m_nam->clearRequests();
        m_nam->clearQueue();
        m_nam->enqueue(FakeResponse::error(QNetworkReply::ConnectionRefusedError).repeated(-1));
        QCOMPARE(post().error().kind, ApiError::Kind::Network);
        QCOMPARE(m_nam->requestCount(), 1);
        // PATCH neither.
        m_nam->clearRequests();
        const auto p = run<Conversation>([&](auto cb) {
            Codec::ConversationPatch patch;
            patch.title = QStringLiteral("x");
            m_client->patchConversation(kConv, patch, this, cb);
        });
        QCOMPARE(p.error().kind, ApiError::Kind::Network);
        QCOMPARE(m_nam->requestCount(), 1);
    }

    void retryAfterSeconds()
    {
        m_nam->enqueue(FakeResponse::json(429, R"({"detail":"slow down"})").withHeader("Retry-After", "10"));
        m_nam->enqueue(FakeResponse::json(200, "1"));
        const auto r = get();
        QVERIFY(r.ok());
        QCOMPARE(m_requestTimes.size(), 2);
        // 10 s at time scale 0.01 = 100 ms (the jittered backoff would have been <= 5 ms).
        QVERIFY2(m_requestTimes.at(1) - m_requestTimes.at(0) >= 90,
                 qPrintable(QString::number(m_requestTimes.at(1) - m_requestTimes.at(0))));
    }

    void retryAfterHttpDate()
    {
        const QByteArray date =
            QLocale::c().toString(kNow.addSecs(8), QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'")).toLatin1();
        m_nam->enqueue(FakeResponse::json(429, R"({"detail":"slow down"})").withHeader("Retry-After", date));
        m_nam->enqueue(FakeResponse::json(200, "1"));
        const auto r = get();
        QVERIFY(r.ok());
        QCOMPARE(m_requestTimes.size(), 2);
        QVERIFY(m_requestTimes.at(1) - m_requestTimes.at(0) >= 72); // 8 s * 0.01
        // Rate limited on a POST: reported with the server's hint, not retried.
        m_nam->enqueue(FakeResponse::json(429, R"({"detail":"slow down"})").withHeader("Retry-After", "30"));
        const auto p = post();
        QCOMPARE(p.error().kind, ApiError::Kind::RateLimited);
        QCOMPARE(p.error().retryAfter.value_or(std::chrono::milliseconds(0)).count(), 30000);
    }

    void timeout()
    {
        m_nam->enqueue(FakeResponse::hang().repeated(-1));
        const auto r = get();
        QCOMPARE(r.error().kind, ApiError::Kind::Timeout);
        QCOMPARE(m_nam->requestCount(), 3); // a GET is retried after a timeout
        m_nam->clearRequests();
        QCOMPARE(post().error().kind, ApiError::Kind::Timeout);
        QCOMPARE(m_nam->requestCount(), 1);
    }

    void resetMidBody()
    {
        const QByteArray page = readFile(specPath(QStringLiteral("fixtures/events/events_search_page.json")));
        m_nam->enqueue(FakeResponse::reset(page, page.size() / 2));
        m_nam->enqueue(FakeResponse::json(200, page));
        const auto r = run<Page<Event>>([&](auto cb) {
            m_client->searchEvents(kConv, EventSearch{}, this, cb);
        });
        QVERIFY(r.ok()); // the reset attempt was retried
        QCOMPARE(r.value().items.size(), 15);
        QCOMPARE(m_nam->requestCount(), 2);
        m_nam->enqueue(FakeResponse::reset(page, 100).repeated(-1));
        const auto failed = run<Page<Event>>([&](auto cb) {
            m_client->searchEvents(kConv, EventSearch{}, this, cb);
        });
        QCOMPARE(failed.error().kind, ApiError::Kind::Network);
    }

    void bodyShorterThanContentLength()
    {
        // Qt may finish a reply cut mid-body as a success: a short body against its declared length
        // is a cut connection, retried like one.
        const QByteArray page = readFile(specPath(QStringLiteral("fixtures/events/events_search_page.json")));
        const QByteArray declared = QByteArray::number(page.size());
        m_nam->enqueue(FakeResponse::json(200, page.left(page.size() / 2)).withHeader("Content-Length", declared));
        m_nam->enqueue(FakeResponse::json(200, page).withHeader("Content-Length", declared));
        const auto r = run<Page<Event>>([&](auto cb) {
            m_client->searchEvents(kConv, EventSearch{}, this, cb);
        });
        QVERIFY(r.ok());
        QCOMPARE(r.value().items.size(), 15);
        QCOMPARE(m_nam->requestCount(), 2);
        m_nam->enqueue(FakeResponse::json(200, page.left(100)).withHeader("Content-Length", declared).repeated(-1));
        const auto failed = run<Page<Event>>([&](auto cb) {
            m_client->searchEvents(kConv, EventSearch{}, this, cb);
        });
        QCOMPARE(failed.error().kind, ApiError::Kind::Network);
        // A compressed body declares its compressed length: not compared.
        m_nam->clearQueue();
        m_nam->clearRequests();
        m_nam->enqueue(
            FakeResponse::json(200, "7").withHeader("Content-Length", "2000").withHeader("Content-Encoding", "gzip"));
        QVERIFY(get().ok());
        QCOMPARE(m_nam->requestCount(), 1);
    }

    void truncatedJson()
    {
        const QByteArray page = readFile(specPath(QStringLiteral("fixtures/events/events_search_page.json")));
        m_nam->enqueue(FakeResponse::truncated(page, page.size() / 2));
        const auto r = run<Page<Event>>([&](auto cb) {
            m_client->searchEvents(kConv, EventSearch{}, this, cb);
        });
        QCOMPARE(r.error().kind, ApiError::Kind::Parse);
        QVERIFY2(r.error().jsonPath.startsWith(QStringLiteral("/items/")), qPrintable(r.error().jsonPath));
        QCOMPARE(m_nam->requestCount(), 1); // a complete 200 that cannot be read is not retried
    }

    void htmlAnswer()
    {
        m_nam->enqueue(FakeResponse::html());
        const auto r = run<QList<Skill>>([&](auto cb) {
            m_client->skills(kConv, this, cb);
        });
        QCOMPARE(r.error().kind, ApiError::Kind::NotAvailable);
        QCOMPARE(r.error().httpStatus, 200);
        QCOMPARE(m_nam->requestCount(), 1);
        // Without a content type, an HTML body is recognised too.
        m_nam->enqueue(FakeResponse::raw(200, "<!doctype html><html></html>", QByteArray()));
        QCOMPARE(get().error().kind, ApiError::Kind::NotAvailable);
    }

    void tlsAndNetworkErrors_data()
    {
        QTest::addColumn<int>("error");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("attempts");
        QTest::newRow("tls") << int(QNetworkReply::SslHandshakeFailedError) << int(ApiError::Kind::Tls) << 1;
        QTest::newRow("refused") << int(QNetworkReply::ConnectionRefusedError) << int(ApiError::Kind::Network) << 3;
        QTest::newRow("dns") << int(QNetworkReply::HostNotFoundError) << int(ApiError::Kind::Network) << 3;
        QTest::newRow("insecure redirect")
            << int(QNetworkReply::InsecureRedirectError) << int(ApiError::Kind::Network) << 3;
    }

    void tlsAndNetworkErrors()
    {
        QFETCH(int, error);
        QFETCH(int, kind);
        QFETCH(int, attempts);
        m_nam->enqueue(FakeResponse::error(QNetworkReply::NetworkError(error)).repeated(-1));
        const auto r = get();
        QCOMPARE(int(r.error().kind), kind);
        QCOMPARE(m_nam->requestCount(), attempts);
    }

    void retryBudget()
    {
        RetryPolicy::Config config;
        config.budgetCapacity = 2;
        config.budgetRefillPerSecond = 0;
        m_client->setRetryPolicy(makePolicy(config));
        m_nam->enqueue(FakeResponse::json(503, R"({"detail":"down"})").repeated(-1));
        QCOMPARE(get().error().kind, ApiError::Kind::Server);
        QCOMPARE(m_nam->requestCount(), 3); // two retries: the budget is now empty
        m_nam->clearRequests();
        QCOMPARE(get().error().kind, ApiError::Kind::Server);
        QCOMPARE(m_nam->requestCount(), 1); // no retry left
    }

    void sizeCap()
    {
        CodecLimits limits;
        limits.maxBytes = 1000;
        m_client->setCodecLimits(limits);
        const QByteArray page = readFile(specPath(QStringLiteral("fixtures/events/events_search_page.json")));
        m_nam->enqueue(FakeResponse::json(200, page));
        const auto r = run<Page<Event>>([&](auto cb) {
            m_client->searchEvents(kConv, EventSearch{}, this, cb);
        });
        QCOMPARE(r.error().kind, ApiError::Kind::TooLarge);
        QCOMPARE(m_nam->requestCount(), 1);
    }

    void cancel()
    {
        m_nam->enqueue(FakeResponse::hang());
        std::optional<Result<qint64>> result;
        ApiCall *call = m_client->countConversations({}, this, [&](Result<qint64> r) {
            result = r;
        });
        QTRY_COMPARE(m_nam->requestCount(), 1);
        call->cancel();
        QVERIFY(!result.has_value()); // delivered later, never inside cancel()
        QTRY_VERIFY(result.has_value());
        QCOMPARE(result->error().kind, ApiError::Kind::Cancelled);
        QCOMPARE(m_nam->requestCount(), 1);
    }

    void bigPageParsedOffThread()
    {
        // > 256 KiB: parsed on the thread pool, delivered on this thread.
        const QByteArray one =
            R"({"id":"ID","timestamp":"2026-08-20T14:03:54.619907","source":"agent","kind":"MessageEvent",)"
            R"("llm_message":{"role":"assistant","content":[{"type":"text","text":"TEXT"}]}})";
        QByteArray page = R"({"items":[)";
        const QByteArray filler(400, 'x');
        for (int i = 0; i < 1000; ++i) {
            QByteArray e = one;
            e.replace("ID", QByteArray::number(i));
            e.replace("TEXT", filler);
            page += (i ? "," : "") + e;
        }
        page += R"(],"next_page_id":"1000"})";
        QVERIFY(page.size() > 256 * 1024);
        m_nam->enqueue(FakeResponse::json(200, page));
        QThread *deliveredOn = nullptr;
        std::optional<Result<Page<Event>>> result;
        m_client->searchEvents(kConv, EventSearch{}, this, [&](Result<Page<Event>> r) {
            deliveredOn = QThread::currentThread();
            result = std::move(r);
        });
        QTRY_VERIFY(result.has_value());
        QVERIFY(result->ok());
        QCOMPARE(result->value().items.size(), 1000);
        QCOMPARE(result->value().items.last().id, QStringLiteral("999"));
        QCOMPARE(deliveredOn, QThread::currentThread());
    }

    void cancelWhileParsingOffThread()
    {
        // The body is complete and its (big) parse runs on the thread pool when cancel() comes:
        // the callback gets Cancelled once, and never the parsed page afterwards.
        const QByteArray page = bigEventPage(2000);
        QVERIFY(page.size() > 512 * 1024);
        for (int round = 0; round < 2; ++round) {
            m_nam->enqueue(FakeResponse::json(200, round == 0 ? page : "[" + page.mid(10, page.size() - 33) + "]"));
            QList<ApiError::Kind> delivered;
            QPointer<ApiCall> call;
            if (round == 0) {
                call = m_client->searchEvents(kConv, EventSearch{}, this, [&](Result<Page<Event>> r) {
                    delivered.append(r.ok() ? ApiError::Kind::Network : r.error().kind);
                });
            } else {
                call = m_client->getEvents(kConv, {QStringLiteral("0"), QStringLiteral("1")}, this,
                                           [&](Result<QList<std::optional<Event>>> r) {
                                               delivered.append(r.ok() ? ApiError::Kind::Network : r.error().kind);
                                           });
            }
            // Queued: runs after the reply's finished handler has handed the body to the worker.
            const QMetaObject::Connection c = connect(
                m_client, &ApiClient::requestFinished, this,
                [&call](const QString &, const QString &, int status, qint64) {
                    QCOMPARE(status, 200);
                    QVERIFY(call);
                    call->cancel();
                },
                Qt::QueuedConnection);
            QTRY_COMPARE(delivered.size(), 1);
            disconnect(c);
            QCOMPARE(delivered.first(), ApiError::Kind::Cancelled);
            QTest::qWait(300); // the worker finishes meanwhile; nothing more may arrive
            QCOMPARE(delivered.size(), 1);
            QVERIFY(!call); // the job is gone
        }
        // Without cancel() the same page arrives parsed (the worker is not broken by the above).
        m_nam->enqueue(FakeResponse::json(200, page));
        const auto r = run<Page<Event>>([&](auto cb) {
            m_client->searchEvents(kConv, EventSearch{}, this, cb);
        });
        QVERIFY(r.ok());
        QCOMPARE(r.value().items.size(), 2000);
    }

    void cancelBeforeTheRequestIsSent()
    {
        std::optional<Result<qint64>> result;
        ApiCall *call = m_client->countConversations({}, this, [&](Result<qint64> r) {
            result = r;
        });
        call->cancel();
        QTRY_VERIFY(result.has_value());
        QCOMPARE(result->error().kind, ApiError::Kind::Cancelled);
        QTest::qWait(50);
        QCOMPARE(m_nam->requestCount(), 0);
    }

    void legacyFallbackIsCancellable()
    {
        ServerConfig config = m_client->server();
        config.transferTimeout = std::chrono::milliseconds(20000);
        QVERIFY(!m_client->setServer(config));
        // The new events path is missing; the legacy request hangs: cancel() on the job that
        // searchEvents() returned reaches that second request.
        m_nam->enqueue(QStringLiteral("/conversation/.*/events/search"), FakeResponse::html());
        m_nam->enqueue(QStringLiteral("GET /api/v1/events/search"), FakeResponse::hang());
        QList<ApiError::Kind> delivered;
        QPointer<ApiCall> call = m_client->searchEvents(kConv, EventSearch{}, this, [&](Result<Page<Event>> r) {
            delivered.append(r.ok() ? ApiError::Kind::Network : r.error().kind);
        });
        QTRY_COMPARE(m_nam->requestCount(), 2);
        QVERIFY(call);
        QVERIFY(!call->isFinished());
        QVERIFY(m_client->usesLegacyEventsPath());
        call->cancel();
        QTRY_COMPARE(delivered.size(), 1);
        QCOMPARE(delivered.first(), ApiError::Kind::Cancelled);
        QTest::qWait(100);
        QCOMPARE(delivered.size(), 1);
        QCOMPARE(m_nam->requestCount(), 2);

        // The same for the event count.
        QVERIFY(!m_client->setServer(m_client->server())); // forget the legacy path
        m_nam->enqueue(QStringLiteral("/conversation/.*/events/count"), FakeResponse::json(404, R"({"detail":"x"})"));
        m_nam->enqueue(QStringLiteral("GET /api/v1/events/count"), FakeResponse::hang());
        std::optional<Result<qint64>> count;
        QPointer<ApiCall> countCall = m_client->countEvents(kConv, EventSearch{}, this, [&](Result<qint64> r) {
            count = r;
        });
        QTRY_COMPARE(m_nam->requestCount(), 4);
        QCOMPARE(m_nam->lastRequest().path(), QStringLiteral("/api/v1/events/count"));
        QVERIFY(countCall);
        countCall->cancel();
        QTRY_VERIFY(count.has_value());
        QCOMPARE(count->error().kind, ApiError::Kind::Cancelled);
    }

    void clientDestroyedWithCallsInFlight()
    {
        m_nam->enqueue(FakeResponse::hang());
        bool called = false;
        m_client->countConversations({}, this, [&](Result<qint64>) {
            called = true;
        });
        QTRY_COMPARE(m_nam->requestCount(), 1);
        delete m_client;
        m_client = nullptr;
        QTest::qWait(20);
        QVERIFY(!called);
    }

    // --- the policy itself ---

    void policyFullJitterAndCap()
    {
        RetryPolicy policy;
        double r = 0.999;
        policy.setRandom([&r] {
            return r;
        });
        ApiError e;
        e.kind = ApiError::Kind::Server;
        e.httpStatus = 503;
        auto d1 = policy.decide("GET", 1, e);
        QVERIFY(d1.retry);
        QVERIFY(d1.delay.count() <= 500 && d1.delay.count() >= 499);
        auto d2 = policy.decide("GET", 2, e);
        QVERIFY(d2.delay.count() <= 1000 && d2.delay.count() >= 998);
        QVERIFY(!policy.decide("GET", 3, e).retry); // at most 3 attempts
        RetryPolicy::Config big;
        big.maxAttempts = 20;
        RetryPolicy capped(big);
        capped.setRandom([] {
            return 0.999;
        });
        QVERIFY(capped.decide("PUT", 15, e).delay.count() <= 30000);
        r = 0.0;
        QCOMPARE(policy.decide("DELETE", 1, e).delay.count(), 0); // full jitter reaches zero
        QVERIFY(!policy.decide("POST", 1, e).retry);
        QVERIFY(!policy.decide("PATCH", 1, e).retry);
        ApiError notTransient;
        notTransient.kind = ApiError::Kind::Validation;
        QVERIFY(!policy.decide("GET", 1, notTransient).retry);
        ApiError notImplemented = e;
        notImplemented.httpStatus = 501;
        QVERIFY(!policy.decide("GET", 1, notImplemented).retry);
    }

    void policyRetryAfter()
    {
        QCOMPARE(RetryPolicy::parseRetryAfter("120", kNow)->count(), 120000);
        QCOMPARE(RetryPolicy::parseRetryAfter("Thu, 20 Aug 2026 14:00:30 GMT", kNow)->count(), 30000);
        QCOMPARE(RetryPolicy::parseRetryAfter("Thu, 20 Aug 2026 13:00:00 GMT", kNow)->count(), 0); // in the past
        QVERIFY(!RetryPolicy::parseRetryAfter("soon", kNow));
        QVERIFY(!RetryPolicy::parseRetryAfter("-5", kNow));
        RetryPolicy policy;
        ApiError e;
        e.kind = ApiError::Kind::RateLimited;
        e.retryAfter = std::chrono::milliseconds(600000);
        QCOMPARE(policy.decide("GET", 1, e).delay.count(), 120000); // capped at 120 s
    }

    void policyBudgetRefills()
    {
        RetryPolicy::Config config;
        config.budgetCapacity = 1;
        config.budgetRefillPerSecond = 0.5;
        RetryPolicy policy(config);
        qint64 now = 1000;
        policy.setMonotonicClock([&now] {
            return now;
        });
        ApiError e;
        e.kind = ApiError::Kind::Network;
        QVERIFY(policy.decide("GET", 1, e).retry);
        QVERIFY(!policy.decide("GET", 1, e).retry);
        now += 2000; // +1 token
        QVERIFY(policy.decide("GET", 1, e).retry);
    }
};

QTEST_GUILESS_MAIN(TestApiClientFaults)
#include "tst_apiclient_faults.moc"
