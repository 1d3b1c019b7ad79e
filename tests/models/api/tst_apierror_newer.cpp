// SPDX-License-Identifier: GPL-3.0-or-later
// Error words for newer servers (issue 19, spec §13.1, §13.4, §13.5), through the client and the
// fake network manager so that the operation a status belongs to is the client's own choice:
//  - resume answering 409 (wrong state) or 502 (runtime failed), and 404 on older servers;
//  - start refused with 429 and a daily quota (used/limit/reset shown), in the detail-object shape
//    and in the status-object shape; 400 for an ACP profile without a key;
//  - the rate limiter's `{"message":"Too many requests"}` as an error shape of its own;
//  - the same statuses elsewhere keep their general words.
#include "models/api/apiclient.h"
#include "models/api/errorbody.h"
#include "models/api/retrypolicy.h"
#include "testutils/fakenetworkaccessmanager.h"

#include <QLocale>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using namespace Switchyard::Api;
using namespace Switchyard::Test;

class TestApiErrorNewer : public QObject
{
    Q_OBJECT

    FakeNetworkAccessManager *m_nam = nullptr;
    ApiClient *m_client = nullptr;

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

    ApiError resume(const FakeResponse &answer)
    {
        m_nam->enqueue(answer);
        const auto r = run<Unit>([&](auto cb) {
            m_client->resumeSandbox(QStringLiteral("sb-1"), this, cb);
        });
        return r.ok() ? ApiError() : r.error();
    }

    ApiError start(const FakeResponse &answer)
    {
        m_nam->enqueue(answer);
        StartRequest request;
        const auto r = run<StartTask>([&](auto cb) {
            m_client->startConversation(request, this, cb);
        });
        return r.ok() ? ApiError() : r.error();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
    }

    void init()
    {
        m_nam = new FakeNetworkAccessManager(this);
        m_client = new ApiClient(m_nam, this);
        ServerConfig config;
        config.baseUrl = QUrl(QStringLiteral("https://app.example.com"));
        config.apiKey = QStringLiteral("sk-oh-words-test");
        QVERIFY(!m_client->setServer(config));
    }

    void cleanup()
    {
        delete m_client;
        delete m_nam;
    }

    void resumeConflict()
    {
        const ApiError e = resume(FakeResponse::json(409, R"({"detail":"Sandbox is in ERROR and cannot be resumed"})"));
        QCOMPARE(e.kind, ApiError::Kind::Conflict);
        QVERIFY2(e.message.startsWith(QStringLiteral("The sandbox cannot be resumed from its current state")),
                 qPrintable(e.message));
        QVERIFY(e.message.contains(QStringLiteral("ERROR and cannot be resumed")));
        QCOMPARE(m_nam->requestCount(), 1); // a POST: never retried
    }

    void resumeRuntimeFailed()
    {
        const ApiError e = resume(FakeResponse::json(502, R"({"detail":"Runtime API failed"})"));
        QCOMPARE(e.kind, ApiError::Kind::Server);
        QVERIFY2(e.message.contains(QStringLiteral("could not be resumed")), qPrintable(e.message));
        QVERIFY(e.message.contains(QStringLiteral("runtime")));
    }

    void resumeOlderNotFound()
    {
        const ApiError e = resume(FakeResponse::json(404, R"({"detail":"Not Found"})"));
        QCOMPARE(e.kind, ApiError::Kind::NotFound);
        QVERIFY2(e.message.contains(QStringLiteral("could not be resumed")), qPrintable(e.message));
    }

    void sameStatusElsewhereKeepsGeneralWords()
    {
        m_nam->enqueue(FakeResponse::json(409, R"({"detail":"Sandbox is PAUSED."})"));
        SendMessageRequest m;
        m.content.append(ContentBlock{QStringLiteral("text"), QStringLiteral("hi"), {}});
        const auto r = run<SendMessageResponse>([&](auto cb) {
            m_client->sendMessage(QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34"), m, this, cb);
        });
        QVERIFY(!r.error().message.contains(QStringLiteral("resumed")));
        QVERIFY(r.error().message.contains(QStringLiteral("current state")));
    }

    void startDailyQuotaDetailObject()
    {
        const ApiError e = start(FakeResponse::json(
            429,
            R"({"detail":{"code":"daily_conversation_limit_reached","message":"Daily conversation limit of 5 reached. Request a quota increase at /settings/quota","limit":5,"used":5,"reset_at":"2026-08-21T00:00:00+00:00"}})"));
        QCOMPARE(e.kind, ApiError::Kind::RateLimited);
        QCOMPARE(e.serverCode, QStringLiteral("daily_conversation_limit_reached"));
        QVERIFY(e.quota.has_value());
        QCOMPARE(e.quota->limit.value_or(-1), 5);
        QCOMPARE(e.quota->used.value_or(-1), 5);
        QCOMPARE(e.quota->resetAt, QDateTime(QDate(2026, 8, 21), QTime(0, 0), Qt::UTC));
        QVERIFY2(e.message.contains(QStringLiteral("5 of 5")), qPrintable(e.message));
        QVERIFY2(e.message.contains(QStringLiteral("resets at")), qPrintable(e.message));
        QVERIFY(e.message.contains(QStringLiteral("No new conversation was started")));
        QCOMPARE(m_nam->requestCount(), 1);
    }

    void startDailyQuotaStatusObject()
    {
        const ApiError e = start(FakeResponse::json(
            429, R"({"daily_limit":3,"used_today":3,"remaining":0,"reset_at":"2026-08-21T00:00:00Z"})"));
        QCOMPARE(e.kind, ApiError::Kind::RateLimited);
        QVERIFY(e.quota.has_value());
        QCOMPARE(e.quota->limit.value_or(-1), 3);
        QCOMPARE(e.quota->remaining.value_or(-1), 0);
        QVERIFY2(e.message.contains(QStringLiteral("3 of 3")), qPrintable(e.message));
    }

    void startAcpProfileWithoutKey()
    {
        const ApiError e = start(FakeResponse::json(
            400, R"({"detail":"Connect your Codex account or set an API key before starting a Codex conversation."})"));
        QCOMPARE(e.kind, ApiError::Kind::Validation);
        QVERIFY2(e.message.contains(QStringLiteral("needs its own account or API key")), qPrintable(e.message));
        QVERIFY(e.message.contains(QStringLiteral("Codex")));
    }

    void startOtherBadRequest()
    {
        const ApiError e = start(FakeResponse::json(400, R"({"detail":"sandbox_spec_id unknown"})"));
        QVERIFY2(e.message.contains(QStringLiteral("refused to start")), qPrintable(e.message));
    }

    void rateLimiterShape()
    {
        const ErrorBody b = ErrorBody::parse(R"({"message":"Too many requests"})");
        QCOMPARE(b.shape, ErrorBody::Shape::Message);
        QCOMPARE(b.text, QStringLiteral("Too many requests"));
        const ApiError e = ApiError::fromReply(QNetworkReply::NoError, 429, R"({"message":"Too many requests"})",
                                               QStringLiteral("application/json"), QStringLiteral("GET /x"));
        QCOMPARE(e.kind, ApiError::Kind::RateLimited);
        QVERIFY(e.message.contains(QStringLiteral("per second")));
        QVERIFY(!e.quota);
        // The other shapes, for completeness.
        QCOMPARE(ErrorBody::parse(R"({"detail":"x"})").shape, ErrorBody::Shape::DetailText);
        QCOMPARE(ErrorBody::parse(R"({"detail":[{"loc":["q"],"msg":"m"}]})").shape, ErrorBody::Shape::DetailList);
        QCOMPARE(ErrorBody::parse(R"({"detail":{"code":"c"}})").shape, ErrorBody::Shape::DetailObject);
        QCOMPARE(ErrorBody::parse(R"({"error":"e"})").shape, ErrorBody::Shape::Error);
        QCOMPARE(ErrorBody::parse("<html>").shape, ErrorBody::Shape::None);
        QCOMPARE(ErrorBody::parse(QByteArray(100, '[')).shape, ErrorBody::Shape::None);
    }
};

QTEST_GUILESS_MAIN(TestApiErrorNewer)
#include "tst_apierror_newer.moc"
