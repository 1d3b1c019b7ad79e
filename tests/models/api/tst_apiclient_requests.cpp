// SPDX-License-Identifier: GPL-3.0-or-later
// Request-building tests: every endpoint's method, path, query, headers and body, through the fake
// network manager (no network).
#include "models/api/apiclient.h"
#include "models/api/wireenums.h"
#include "testutils/fakenetworkaccessmanager.h"
#include "testutils/testpaths.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using namespace Switchyard::Api;
using namespace Switchyard::Test;

namespace {

const QString kConv = QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34");
const QString kConvDashed = QStringLiteral("a3f9c2e4-7b1d-4e6f-8a0b-5c9d2e7f1a34");
const QString kSandbox = QStringLiteral("4Xq9LmT2vR8nB6pW1sZ0kJ");
const QString kKey = QStringLiteral("sk-oh-requests-test-key-000000");

QByteArray fixture(const char *rel)
{
    return readFile(specPath(QString::fromLatin1(rel)));
}

QJsonObject bodyObject(const RecordedRequest &r)
{
    return QJsonDocument::fromJson(r.body).object();
}

} // namespace

class TestApiClientRequests : public QObject
{
    Q_OBJECT

    FakeNetworkAccessManager *m_nam = nullptr;
    ApiClient *m_client = nullptr;

    /// Runs one call to completion and returns the request the fake recorded.
    template<typename T, typename Start>
    RecordedRequest call(Start start, Result<T> *out = nullptr)
    {
        std::optional<Result<T>> result;
        const qsizetype before = m_nam->requestCount();
        start([&result](Result<T> r) {
            result = std::move(r);
        });
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 5000);
        }();
        if (out && result)
            *out = *result;
        if (m_nam->requestCount() == before)
            return {};
        return m_nam->lastRequest();
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_nam = new FakeNetworkAccessManager(this);
        m_client = new ApiClient(m_nam, this);
        ServerConfig config;
        config.baseUrl = QUrl(QStringLiteral("https://app.example.com/prefix/"));
        config.apiKey = kKey;
        config.orgId = QStringLiteral("0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b");
        QVERIFY(!m_client->setServer(config));
    }

    void cleanup()
    {
        delete m_client;
        delete m_nam;
    }

    void commonHeaders()
    {
        m_nam->enqueue(FakeResponse::json(200, fixture("fixtures/sandboxes/sandbox_search_page.json")));
        const RecordedRequest r = call<Page<Sandbox>>([&](auto cb) {
            m_client->searchSandboxes(QString(), 0, this, cb);
        });
        QCOMPARE(r.method, QByteArray("GET"));
        QCOMPARE(r.url.scheme(), QStringLiteral("https"));
        QCOMPARE(r.url.host(), QStringLiteral("app.example.com"));
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/sandboxes/search"));
        QCOMPARE(r.header("Authorization"), "Bearer " + kKey.toUtf8());
        QCOMPARE(r.header("X-Org-Id"), QByteArray("0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b"));
        QCOMPARE(r.header("Accept"), QByteArray("application/json"));
        QVERIFY(r.header("User-Agent").startsWith("Switchyard/"));
        QVERIFY(!r.hasHeader("Content-Type"));
        QVERIFY(!r.hasHeader("X-Session-API-Key"));
        // The client follows redirects itself, within the origin (tst_apiclient_redirects).
        QCOMPARE(r.request.attribute(QNetworkRequest::RedirectPolicyAttribute).toInt(),
                 int(QNetworkRequest::ManualRedirectPolicy));
        QCOMPARE(r.request.transferTimeout(), 30000);
        QVERIFY(r.body.isEmpty());
    }

    void conversations()
    {
        // search: every filter
        m_nam->enqueue(FakeResponse::json(200, fixture("fixtures/conversations/conversation_search_page.json")));
        ConversationSearch s;
        s.titleContains = QStringLiteral("fix & test+1");
        s.createdAtGte = QDateTime(QDate(2026, 8, 20), QTime(14, 0), Qt::UTC);
        s.updatedAtLt = QDateTime(QDate(2026, 8, 21), QTime(0, 0), Qt::UTC);
        s.sandboxIdEq = kSandbox;
        s.includeSubConversations = true;
        s.pageId = QStringLiteral("100");
        s.limit = 50;
        Result<Page<Conversation>> page = ApiError::cancelled();
        RecordedRequest r = call<Page<Conversation>>(
            [&](auto cb) {
                m_client->searchConversations(s, this, cb);
            },
            &page);
        QVERIFY(page.ok());
        QCOMPARE(page.value().items.size(), 3);
        QCOMPARE(r.method, QByteArray("GET"));
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/app-conversations/search"));
        QCOMPARE(r.queryValue(QStringLiteral("title__contains")), QStringLiteral("fix & test+1"));
        QVERIFY(r.url.query(QUrl::FullyEncoded).contains(QStringLiteral("test%2B1"))); // '+' must not become a space
        QCOMPARE(r.queryValue(QStringLiteral("created_at__gte")), QStringLiteral("2026-08-20T14:00:00.000Z"));
        QCOMPARE(r.queryValue(QStringLiteral("updated_at__lt")), QStringLiteral("2026-08-21T00:00:00.000Z"));
        QVERIFY(!r.url.query().contains(QStringLiteral("created_at__lt")));
        QCOMPARE(r.queryValue(QStringLiteral("sandbox_id__eq")), kSandbox);
        QCOMPARE(r.queryValue(QStringLiteral("include_sub_conversations")), QStringLiteral("true"));
        QCOMPARE(r.queryValue(QStringLiteral("page_id")), QStringLiteral("100"));
        QCOMPARE(r.queryValue(QStringLiteral("limit")), QStringLiteral("50"));
        QVERIFY(!r.url.query().contains(QStringLiteral("sort_order")));

        // count
        m_nam->enqueue(FakeResponse::json(200, "3"));
        Result<qint64> n = ApiError::cancelled();
        r = call<qint64>(
            [&](auto cb) {
                m_client->countConversations(s, this, cb);
            },
            &n);
        QCOMPARE(n.value(), 3);
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/app-conversations/count"));
        QCOMPARE(r.queryValue(QStringLiteral("sandbox_id__eq")), kSandbox);
        QVERIFY(!r.url.query().contains(QStringLiteral("page_id")));
        QVERIFY(!r.url.query().contains(QStringLiteral("include_sub")));

        // start
        m_nam->enqueue(FakeResponse::json(200, fixture("fixtures/start_task/start_task_WORKING.json")));
        StartRequest start;
        start.selectedRepository = QStringLiteral("acme-corp/demo-repo");
        start.initialMessage = SendMessageRequest{};
        start.initialMessage->content.append(ContentBlock{QStringLiteral("text"), QStringLiteral("hi"), {}});
        start.secrets.insert(QStringLiteral("PYPI_TOKEN"), QStringLiteral("pypi-secret-value-123456"));
        Result<StartTask> task = ApiError::cancelled();
        r = call<StartTask>(
            [&](auto cb) {
                m_client->startConversation(start, this, cb);
            },
            &task);
        QCOMPARE(task.value().status.value(), StartTaskStatus::Working);
        QCOMPARE(r.method, QByteArray("POST"));
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/app-conversations"));
        QCOMPARE(r.header("Content-Type"), QByteArray("application/json"));
        QJsonObject body = bodyObject(r);
        QCOMPARE(body.value(QLatin1String("selected_repository")).toString(), QStringLiteral("acme-corp/demo-repo"));
        QCOMPARE(body.value(QLatin1String("secrets")).toObject().value(QLatin1String("PYPI_TOKEN")).toString(),
                 QStringLiteral("pypi-secret-value-123456"));
        QCOMPARE(body.value(QLatin1String("initial_message")).toObject().value(QLatin1String("role")).toString(),
                 QStringLiteral("user"));
        QVERIFY(!body.contains(QLatin1String("title")));

        // send-message (dashed id in, hex in the path)
        m_nam->enqueue(FakeResponse::json(200, fixture("fixtures/conversations/send_message_response.json")));
        SendMessageRequest msg;
        msg.content.append(ContentBlock{QStringLiteral("text"), QStringLiteral("Also add a test."), {}});
        r = call<SendMessageResponse>([&](auto cb) {
            m_client->sendMessage(kConvDashed, msg, this, cb);
        });
        QCOMPARE(r.method, QByteArray("POST"));
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/app-conversations/%1/send-message").arg(kConv));
        QCOMPARE(r.body,
                 QByteArray(R"({"content":[{"text":"Also add a test.","type":"text"}],"role":"user","run":true})"));

        // pending messages
        m_nam->enqueue(FakeResponse::json(201, R"({"id":"p1","queued":true,"position":1})"));
        Result<PendingMessageResponse> pending = ApiError::cancelled();
        r = call<PendingMessageResponse>(
            [&](auto cb) {
                m_client->queuePendingMessage(kConv, msg, this, cb);
            },
            &pending);
        QCOMPARE(pending.value().position, 1);
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/conversations/%1/pending-messages").arg(kConv));

        // patch: only present keys; explicit null clears
        m_nam->enqueue(FakeResponse::json(200, fixture("fixtures/conversations/patch_response.json")));
        Codec::ConversationPatch patch;
        patch.title = QStringLiteral("Refactor settings loader");
        patch.selectedBranch = QString(); // null
        r = call<Conversation>([&](auto cb) {
            m_client->patchConversation(kConv, patch, this, cb);
        });
        QCOMPARE(r.method, QByteArray("PATCH"));
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/app-conversations/%1").arg(kConv));
        QCOMPARE(r.body, QByteArray(R"({"selected_branch":null,"title":"Refactor settings loader"})"));

        // delete
        m_nam->enqueue(FakeResponse::json(200, R"({"success":true})"));
        Result<Unit> unit = ApiError::cancelled();
        r = call<Unit>(
            [&](auto cb) {
                m_client->deleteConversation(kConv, this, cb);
            },
            &unit);
        QVERIFY(unit.ok());
        QCOMPARE(r.method, QByteArray("DELETE"));
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/app-conversations/%1").arg(kConv));

        // download into a sink
        QByteArray zip = fixture("fixtures/trajectory/conversation_a3f9c2e4-7b1d-4e6f-8a0b-5c9d2e7f1a34.zip");
        m_nam->enqueue(FakeResponse::raw(200, zip, "application/zip"));
        QBuffer sink;
        sink.open(QIODevice::WriteOnly);
        r = call<Unit>(
            [&](auto cb) {
                m_client->downloadTrajectory(kConv, &sink, this, cb);
            },
            &unit);
        QVERIFY(unit.ok());
        QCOMPARE(sink.data(), zip);
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/app-conversations/%1/download").arg(kConv));
        QVERIFY(r.header("Accept").contains("application/zip"));
    }

    void batchesSplitAndJoinInOrder()
    {
        QList<QString> ids;
        for (int i = 0; i < 250; ++i)
            ids.append(QStringLiteral("%1").arg(i, 32, 16, QLatin1Char('0')));
        // Answer each chunk with null entries: positions must still line up (250 in, 250 out).
        for (int chunk : {99, 99, 52}) {
            QByteArray arr = "[";
            for (int i = 0; i < chunk; ++i)
                arr += (i ? ",null" : "null");
            arr += "]";
            m_nam->enqueue(FakeResponse::json(200, arr));
        }
        Result<QList<std::optional<Conversation>>> result = ApiError::cancelled();
        call<QList<std::optional<Conversation>>>(
            [&](auto cb) {
                m_client->getConversations(ids, this, cb);
            },
            &result);
        QVERIFY(result.ok());
        QCOMPARE(result.value().size(), 250);
        const QList<RecordedRequest> reqs = m_nam->requests();
        QCOMPARE(reqs.size(), 3);
        QCOMPARE(reqs.at(0).queryValues(QStringLiteral("ids")).size(), 99);
        QCOMPARE(reqs.at(1).queryValues(QStringLiteral("ids")).size(), 99);
        QCOMPARE(reqs.at(2).queryValues(QStringLiteral("ids")).size(), 52);
        QCOMPARE(reqs.at(1).queryValues(QStringLiteral("ids")).first(), ids.at(99));
        QCOMPARE(reqs.at(2).queryValues(QStringLiteral("ids")).last(), ids.last());
        QCOMPARE(reqs.at(0).path(), QStringLiteral("/prefix/api/v1/app-conversations"));

        // Real answers keep their order across chunks.
        m_nam->clearRequests();
        m_nam->enqueue(FakeResponse::json(200, fixture("fixtures/conversations/conversations_batch_response.json")));
        call<QList<std::optional<Conversation>>>(
            [&](auto cb) {
                m_client->getConversations({kConvDashed, QStringLiteral("8a6f0e2c55d14b8e9a0c1d2e3f4a5b6c")}, this, cb);
            },
            &result);
        QCOMPARE(result.value().size(), 2);
        QVERIFY(result.value().at(0).has_value());
        QVERIFY(!result.value().at(1).has_value());
        QCOMPARE(m_nam->lastRequest().queryValues(QStringLiteral("ids")).first(), kConv); // dashes removed

        // start tasks and sandboxes: chunks of 100, parameter names ids / id
        m_nam->clearRequests();
        QList<QString> hundredOne = ids.mid(0, 101);
        m_nam->enqueue(FakeResponse::json(200, "[]").repeated(2));
        Result<QList<std::optional<StartTask>>> tasks = ApiError::cancelled();
        call<QList<std::optional<StartTask>>>(
            [&](auto cb) {
                m_client->getStartTasks(hundredOne, this, cb);
            },
            &tasks);
        QCOMPARE(m_nam->requests().size(), 2);
        QCOMPARE(m_nam->requests().at(0).queryValues(QStringLiteral("ids")).size(), 100);
        QCOMPARE(m_nam->requests().at(0).path(), QStringLiteral("/prefix/api/v1/app-conversations/start-tasks"));
        QCOMPARE(tasks.value().size(), 101);

        m_nam->clearRequests();
        m_nam->enqueue(FakeResponse::json(200, fixture("fixtures/sandboxes/sandboxes_batch_response.json")));
        Result<QList<std::optional<Sandbox>>> sandboxes = ApiError::cancelled();
        call<QList<std::optional<Sandbox>>>(
            [&](auto cb) {
                m_client->getSandboxes({kSandbox, QStringLiteral("nope")}, this, cb);
            },
            &sandboxes);
        QCOMPARE(m_nam->lastRequest().path(), QStringLiteral("/prefix/api/v1/sandboxes"));
        QCOMPARE(m_nam->lastRequest().queryValues(QStringLiteral("id")),
                 (QStringList{kSandbox, QStringLiteral("nope")}));

        // no ids: no request, empty answer
        m_nam->clearRequests();
        call<QList<std::optional<Conversation>>>(
            [&](auto cb) {
                m_client->getConversations({}, this, cb);
            },
            &result);
        QVERIFY(result.ok() && result.value().isEmpty());
        QCOMPARE(m_nam->requestCount(), 0);
    }

    void startTasksAndEvents()
    {
        m_nam->enqueue(FakeResponse::json(200, R"({"items":[],"next_page_id":null})"));
        StartTaskSearch ts;
        ts.conversationIdEq = kConvDashed;
        ts.sortOrder = QStringLiteral("CREATED_AT");
        ts.limit = 10;
        RecordedRequest r = call<Page<StartTask>>([&](auto cb) {
            m_client->searchStartTasks(ts, this, cb);
        });
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/app-conversations/start-tasks/search"));
        QCOMPARE(r.queryValue(QStringLiteral("conversation_id__eq")), kConv);
        QCOMPARE(r.queryValue(QStringLiteral("sort_order")), QStringLiteral("CREATED_AT"));
        QCOMPARE(r.queryValue(QStringLiteral("limit")), QStringLiteral("10"));
        m_nam->enqueue(FakeResponse::json(200, "1"));
        r = call<qint64>([&](auto cb) {
            m_client->countStartTasks(ts, this, cb);
        });
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/app-conversations/start-tasks/count"));
        QVERIFY(!r.url.query().contains(QStringLiteral("sort_order")));

        m_nam->enqueue(FakeResponse::json(200, fixture("fixtures/events/events_search_page_1_of_2.json")));
        EventSearch es;
        es.kindEq = QStringLiteral("ActionEvent");
        es.timestampGte = QStringLiteral("2026-08-20T14:04:00");
        es.timestampLt = QStringLiteral("2026-08-20T15:00:00.123456");
        es.descending = true;
        es.limit = 10;
        Result<Page<Event>> events = ApiError::cancelled();
        r = call<Page<Event>>(
            [&](auto cb) {
                m_client->searchEvents(kConvDashed, es, this, cb);
            },
            &events);
        QCOMPARE(events.value().items.size(), 10);
        QCOMPARE(events.value().nextPageId, QStringLiteral("10"));
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/conversation/%1/events/search").arg(kConv));
        QCOMPARE(r.queryValue(QStringLiteral("kind__eq")), QStringLiteral("ActionEvent"));
        QCOMPARE(r.queryValue(QStringLiteral("timestamp__gte")), QStringLiteral("2026-08-20T14:04:00"));
        QCOMPARE(r.queryValue(QStringLiteral("timestamp__lt")), QStringLiteral("2026-08-20T15:00:00.123456"));
        QCOMPARE(r.queryValue(QStringLiteral("sort_order")), QStringLiteral("TIMESTAMP_DESC"));

        m_nam->enqueue(FakeResponse::json(200, "15"));
        r = call<qint64>([&](auto cb) {
            m_client->countEvents(kConv, es, this, cb);
        });
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/conversation/%1/events/count").arg(kConv));
        QVERIFY(!r.url.query().contains(QStringLiteral("limit")));

        m_nam->enqueue(FakeResponse::json(200, fixture("fixtures/events/events_batch_response.json")));
        Result<QList<std::optional<Event>>> batch = ApiError::cancelled();
        const QString e1 = QStringLiteral("1c7b4d63-2a8f-4e3b-8d95-6f2a1b8c4e32");
        r = call<QList<std::optional<Event>>>(
            [&](auto cb) {
                m_client->getEvents(kConv, {e1, QStringLiteral("x")}, this, cb);
            },
            &batch);
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/conversation/%1/events").arg(kConv));
        QCOMPARE(r.queryValues(QStringLiteral("id")).first(), e1); // event ids keep their dashes
        QCOMPARE(batch.value().at(0)->id, e1);
    }

    void legacyEventsPathFallback()
    {
        // The new path answers the SPA page (unknown route): the client retries the legacy path and remembers.
        m_nam->enqueue(QStringLiteral("/conversation/.*/events/search"), FakeResponse::html());
        m_nam->enqueue(QStringLiteral("GET /prefix/api/v1/events/search"),
                       FakeResponse::json(200, fixture("fixtures/events/events_search_page.json")).repeated(2));
        Result<Page<Event>> events = ApiError::cancelled();
        call<Page<Event>>(
            [&](auto cb) {
                m_client->searchEvents(kConv, EventSearch{}, this, cb);
            },
            &events);
        QVERIFY(events.ok());
        QCOMPARE(events.value().items.size(), 15);
        QVERIFY(m_client->usesLegacyEventsPath());
        QCOMPARE(m_nam->requestCount(), 2);
        RecordedRequest r = m_nam->lastRequest();
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/events/search"));
        QCOMPARE(r.queryValue(QStringLiteral("conversation_id__eq")), kConv);
        // Remembered: the next search goes straight to the legacy path.
        call<Page<Event>>(
            [&](auto cb) {
                m_client->searchEvents(kConv, EventSearch{}, this, cb);
            },
            &events);
        QCOMPARE(m_nam->requestCount(), 3);
        QCOMPARE(m_nam->lastRequest().path(), QStringLiteral("/prefix/api/v1/events/search"));

        // A JSON 404 on a fresh client triggers it too.
        ApiClient other(m_nam);
        ServerConfig config = m_client->server();
        QVERIFY(!other.setServer(config));
        m_nam->enqueue(QStringLiteral("/conversation/.*/events/search"),
                       FakeResponse::json(404, R"({"detail":"Not Found"})"));
        m_nam->enqueue(QStringLiteral("GET /prefix/api/v1/events/search"),
                       FakeResponse::json(200, R"({"items":[],"next_page_id":null})"));
        std::optional<Result<Page<Event>>> got;
        other.searchEvents(kConv, EventSearch{}, this, [&](Result<Page<Event>> res) {
            got = res;
        });
        QTRY_VERIFY(got.has_value());
        QVERIFY(got->ok());
        QVERIFY(other.usesLegacyEventsPath());
    }

    void legacyEventsCountFallback()
    {
        // The count lives beside the search: on an old server its new path is missing too.
        QVERIFY(!m_client->usesLegacyEventsPath());
        m_nam->enqueue(QStringLiteral("/conversation/.*/events/count"), FakeResponse::html());
        m_nam->enqueue(QStringLiteral("GET /prefix/api/v1/events/count"), FakeResponse::json(200, "42"));
        EventSearch filter;
        filter.kindEq = QStringLiteral("ActionEvent");
        Result<qint64> n = ApiError::cancelled();
        call<qint64>(
            [&](auto cb) {
                m_client->countEvents(kConv, filter, this, cb);
            },
            &n);
        QVERIFY(n.ok());
        QCOMPARE(n.value(), 42);
        QCOMPARE(m_nam->requestCount(), 2);
        const RecordedRequest r = m_nam->lastRequest();
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/events/count"));
        QCOMPARE(r.queryValue(QStringLiteral("conversation_id__eq")), kConv);
        QCOMPARE(r.queryValue(QStringLiteral("kind__eq")), QStringLiteral("ActionEvent"));
        QVERIFY(m_client->usesLegacyEventsPath());
        // A server error is not a missing path: no fallback.
        ApiClient other(m_nam);
        QVERIFY(!other.setServer(m_client->server()));
        m_nam->enqueue(QStringLiteral("/conversation/.*/events/search"),
                       FakeResponse::json(422, R"({"detail":"bad kind"})"));
        std::optional<Result<Page<Event>>> got;
        other.searchEvents(kConv, EventSearch{}, this, [&](Result<Page<Event>> res) {
            got = res;
        });
        QTRY_VERIFY(got.has_value());
        QVERIFY(!got->ok());
        QCOMPARE(m_nam->requestCount(), 3);
        QVERIFY(!other.usesLegacyEventsPath());
    }

    void sandboxes()
    {
        m_nam->enqueue(FakeResponse::json(200, fixture("fixtures/sandboxes/sandbox_create_response.json")));
        RecordedRequest r = call<Sandbox>([&](auto cb) {
            m_client->createSandbox(QStringLiteral("ghcr.io/openhands/agent-server:4e2ecd8-python"), this, cb);
        });
        QCOMPARE(r.method, QByteArray("POST"));
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/sandboxes"));
        QCOMPARE(r.queryValue(QStringLiteral("sandbox_spec_id")),
                 QStringLiteral("ghcr.io/openhands/agent-server:4e2ecd8-python"));
        QVERIFY(r.body.isEmpty());

        m_nam->enqueue(FakeResponse::json(200, fixture("fixtures/sandboxes/sandbox_search_page.json")));
        r = call<Page<Sandbox>>([&](auto cb) {
            m_client->searchSandboxes(QStringLiteral("MTAw"), 25, this, cb);
        });
        QCOMPARE(r.queryValue(QStringLiteral("page_id")), QStringLiteral("MTAw"));
        QCOMPARE(r.queryValue(QStringLiteral("limit")), QStringLiteral("25"));

        for (const char *action : {"pause", "resume"}) {
            m_nam->enqueue(FakeResponse::json(200, R"({"success":true})"));
            r = call<Unit>([&](auto cb) {
                if (qstrcmp(action, "pause") == 0)
                    m_client->pauseSandbox(kSandbox, this, cb);
                else
                    m_client->resumeSandbox(kSandbox, this, cb);
            });
            QCOMPARE(r.method, QByteArray("POST"));
            QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/sandboxes/%1/%2").arg(kSandbox, QLatin1String(action)));
            QCOMPARE(r.body, QByteArray("{}"));
        }

        m_nam->enqueue(FakeResponse::json(200, R"({"success":true})"));
        r = call<Unit>([&](auto cb) {
            m_client->deleteSandbox(kSandbox, this, cb);
        });
        QCOMPARE(r.method, QByteArray("DELETE"));
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/sandboxes/%1").arg(kSandbox));
        QCOMPARE(r.queryValue(QStringLiteral("sandbox_id")), kSandbox); // the quirk of §8.5

        m_nam->enqueue(FakeResponse::json(
            200,
            R"({"items":[{"id":"spec1","command":null,"initial_env":{"A":"1"},"working_dir":"/workspace/project"}],"next_page_id":null})"));
        Result<Page<SandboxSpec>> specs = ApiError::cancelled();
        r = call<Page<SandboxSpec>>(
            [&](auto cb) {
                m_client->searchSandboxSpecs(QString(), 100, this, cb);
            },
            &specs);
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/sandbox-specs/search"));
        QCOMPARE(specs.value().items.first().workingDir, QStringLiteral("/workspace/project"));

        m_nam->enqueue(FakeResponse::json(200, R"({"sandbox_grouping_strategy":"NO_GROUPING","llm_model":"x"})"));
        Result<UserSettings> settings = ApiError::cancelled();
        r = call<UserSettings>(
            [&](auto cb) {
                m_client->getSettings(this, cb);
            },
            &settings);
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/settings"));
        QCOMPARE(settings.value().sandboxGroupingStrategy.value(), GroupingStrategy::NoGrouping);

        m_nam->enqueue(FakeResponse::json(200, R"({"message":"Settings stored"})"));
        UserSettings wanted;
        wanted.sandboxGroupingStrategy = groupingStrategyFromWire(QStringLiteral("FEWEST_CONVERSATIONS"));
        r = call<UserSettings>(
            [&](auto cb) {
                m_client->saveSettings(wanted, this, cb);
            },
            &settings);
        QCOMPARE(r.method, QByteArray("POST"));
        QCOMPARE(r.body, QByteArray(R"({"sandbox_grouping_strategy":"FEWEST_CONVERSATIONS"})"));
        QCOMPARE(settings.value().sandboxGroupingStrategy.value(), GroupingStrategy::FewestConversations);
    }

    void workspace()
    {
        m_nam->enqueue(FakeResponse::json(200, fixture("fixtures/workspace/file_response_body.json")));
        Result<QString> file = ApiError::cancelled();
        RecordedRequest r = call<QString>(
            [&](auto cb) {
                m_client->readFile(kConv, QStringLiteral("/workspace/project/PLAN #1.md"), this, cb);
            },
            &file);
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/app-conversations/%1/file").arg(kConv));
        QCOMPARE(r.queryValue(QStringLiteral("file_path")), QStringLiteral("/workspace/project/PLAN #1.md"));
        QVERIFY(file.value().startsWith(QStringLiteral("# Plan\n\n1.")));

        m_nam->enqueue(FakeResponse::json(200, fixture("fixtures/workspace/git_changes_response.json")));
        Result<QList<GitChange>> changes = ApiError::cancelled();
        r = call<QList<GitChange>>(
            [&](auto cb) {
                m_client->gitChanges(kConv, QStringLiteral("/workspace/project/demo-repo"), QStringLiteral("HEAD"),
                                     this, cb);
            },
            &changes);
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/app-conversations/%1/git/changes").arg(kConv));
        QCOMPARE(r.queryValue(QStringLiteral("path")), QStringLiteral("/workspace/project/demo-repo"));
        QCOMPARE(r.queryValue(QStringLiteral("ref")), QStringLiteral("HEAD"));
        QCOMPARE(changes.value().size(), 3);

        m_nam->enqueue(FakeResponse::json(200, fixture("fixtures/workspace/git_diff_response.json")));
        r = call<GitDiff>([&](auto cb) {
            m_client->gitDiff(kConv, QStringLiteral("/workspace/project/demo-repo/src/app.py"), QString(), this, cb);
        });
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/app-conversations/%1/git/diff").arg(kConv));
        QCOMPARE(r.queryValue(QStringLiteral("path")), QStringLiteral("/workspace/project/demo-repo/src/app.py"));
        QVERIFY(!r.url.query().contains(QStringLiteral("ref=")));

        m_nam->enqueue(FakeResponse::json(200, fixture("fixtures/workspace/skills_response.json")));
        r = call<QList<Skill>>([&](auto cb) {
            m_client->skills(kConv, this, cb);
        });
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/app-conversations/%1/skills").arg(kConv));
        m_nam->enqueue(FakeResponse::json(200, fixture("fixtures/workspace/hooks_response.json")));
        r = call<QList<HookGroup>>([&](auto cb) {
            m_client->hooks(kConv, this, cb);
        });
        QCOMPARE(r.path(), QStringLiteral("/prefix/api/v1/app-conversations/%1/hooks").arg(kConv));
    }

    void agentServerSteering()
    {
        Conversation c;
        c.id = kConv;
        c.conversationUrl = QStringLiteral("https://k3xq9vz2wm.runtime.example.com/api/conversations/%1").arg(kConv);
        c.sessionApiKey = QStringLiteral("4q7ZkP0sV2mX9rT1bW8nY3cF6hJ5dL0aG2eK7uQ9iO1");
        m_nam->enqueue(FakeResponse::json(200, R"({"success":true})").repeated(3));

        RecordedRequest r = call<Unit>([&](auto cb) {
            m_client->pauseAgent(c, this, cb);
        });
        QCOMPARE(r.method, QByteArray("POST"));
        QCOMPARE(r.url.toString(), c.conversationUrl + QStringLiteral("/pause"));
        QCOMPARE(r.header("X-Session-API-Key"), c.sessionApiKey.toUtf8());
        QVERIFY(!r.hasHeader("Authorization")); // the API key never goes to the sandbox
        QVERIFY(!r.hasHeader("X-Org-Id"));

        r = call<Unit>([&](auto cb) {
            m_client->runAgent(c, this, cb);
        });
        QCOMPARE(r.url.toString(), c.conversationUrl + QStringLiteral("/run"));

        r = call<Unit>([&](auto cb) {
            m_client->respondToConfirmation(c, false, QStringLiteral("too risky"), this, cb);
        });
        QCOMPARE(r.url.toString(), c.conversationUrl + QStringLiteral("/events/respond_to_confirmation"));
        QCOMPARE(r.body, QByteArray(R"({"accept":false,"reason":"too risky"})"));
        QCOMPARE(r.header("Content-Type"), QByteArray("application/json"));

        // Not running: no URL -> refused without a request.
        Conversation paused = c;
        paused.conversationUrl.clear();
        const qsizetype before = m_nam->requestCount();
        Result<Unit> res = Unit{};
        call<Unit>(
            [&](auto cb) {
                m_client->runAgent(paused, this, cb);
            },
            &res);
        QVERIFY(!res.ok());
        QCOMPARE(m_nam->requestCount(), before);
        // A plain-http agent URL off loopback is refused too.
        Conversation insecure = c;
        insecure.conversationUrl = QStringLiteral("http://runtime.example.com/api/conversations/x");
        call<Unit>(
            [&](auto cb) {
                m_client->runAgent(insecure, this, cb);
            },
            &res);
        QCOMPARE(res.error().kind, ApiError::Kind::InsecureUrl);
        QCOMPARE(m_nam->requestCount(), before);
    }

    void insecureUrlsRefused_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("https") << QStringLiteral("https://app.all-hands.dev") << true;
        QTest::newRow("http remote") << QStringLiteral("http://app.all-hands.dev") << false;
        QTest::newRow("http localhost") << QStringLiteral("http://localhost:3000") << true;
        QTest::newRow("http 127.0.0.1") << QStringLiteral("http://127.0.0.1:8000") << true;
        QTest::newRow("http 127.8.9.10") << QStringLiteral("http://127.8.9.10") << true;
        QTest::newRow("http ::1") << QStringLiteral("http://[::1]:8000") << true;
        QTest::newRow("http 10.0.0.1") << QStringLiteral("http://10.0.0.1") << false;
        QTest::newRow("http localhost.evil.com") << QStringLiteral("http://localhost.evil.com") << false;
        QTest::newRow("ftp") << QStringLiteral("ftp://localhost") << false;
    }

    void insecureUrlsRefused()
    {
        QFETCH(QString, url);
        QFETCH(bool, allowed);
        ServerConfig config;
        config.baseUrl = QUrl(url);
        config.apiKey = kKey;
        const std::optional<ApiError> err = m_client->setServer(config);
        QCOMPARE(!err.has_value(), allowed);
        if (allowed)
            return;
        QCOMPARE(err->kind,
                 url.startsWith(QLatin1String("http:")) ? ApiError::Kind::InsecureUrl : ApiError::Kind::InsecureUrl);
        Result<Page<Sandbox>> r = Page<Sandbox>{};
        call<Page<Sandbox>>(
            [&](auto cb) {
                m_client->searchSandboxes(QString(), 0, this, cb);
            },
            &r);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ApiError::Kind::InsecureUrl);
        QCOMPARE(m_nam->requestCount(), 0);
    }

    void pagingHelpersFollowAndDedupe()
    {
        const QByteArray p1 = fixture("fixtures/conversations/conversation_search_page_with_next.json");
        // Page 2 repeats the last item of page 1 (offset paging under inserts) and ends.
        const QJsonObject first = QJsonDocument::fromJson(p1).object();
        const QJsonValue repeated = first.value(QLatin1String("items")).toArray().last();
        QJsonObject extra = repeated.toObject();
        extra.insert(QStringLiteral("id"), QStringLiteral("0123456789abcdef0123456789abcdef"));
        const QByteArray p2 = QJsonDocument(QJsonObject{{QStringLiteral("items"), QJsonArray{repeated, extra}},
                                                        {QStringLiteral("next_page_id"), QJsonValue::Null}})
                                  .toJson();
        m_nam->enqueue(FakeResponse::json(200, p1));
        m_nam->enqueue(FakeResponse::json(200, p2));
        std::optional<Result<QList<Conversation>>> all;
        m_client->fetchAllConversations(ConversationSearch{}, 10, this, [&](Result<QList<Conversation>> r) {
            all = r;
        });
        QTRY_VERIFY(all.has_value());
        QVERIFY(all->ok());
        const qsizetype firstCount = first.value(QLatin1String("items")).toArray().size();
        QCOMPARE(all->value().size(), firstCount + 1);
        QCOMPARE(m_nam->requestCount(), 2);
        QCOMPARE(m_nam->requests().at(1).queryValue(QStringLiteral("page_id")),
                 first.value(QLatin1String("next_page_id")).toString());

        m_nam->enqueue(FakeResponse::json(200, R"({"items":[{"id":"s1","status":"RUNNING"}],"next_page_id":"1"})"));
        m_nam->enqueue(FakeResponse::json(
            200, R"({"items":[{"id":"s1","status":"RUNNING"},{"id":"s2","status":"PAUSED"}],"next_page_id":"1"})"));
        std::optional<Result<QList<Sandbox>>> sandboxes;
        m_client->fetchAllSandboxes(0, this, [&](Result<QList<Sandbox>> r) {
            sandboxes = r;
        });
        QTRY_VERIFY(sandboxes.has_value());
        QCOMPARE(sandboxes->value().size(), 2); // the repeated page id stops the loop
    }

    void sequenceNumbersAndSignal()
    {
        QSignalSpy spy(m_client, &ApiClient::requestFinished);
        m_nam->enqueue(FakeResponse::json(200, "1").repeated(2));
        ApiCall *a = m_client->countConversations({}, this, [](Result<qint64>) {});
        ApiCall *b = m_client->countConversations({}, this, [](Result<qint64>) {});
        QVERIFY(b->sequence() > a->sequence());
        QTRY_COMPARE(spy.count(), 2);
        QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("GET"));
        QCOMPARE(spy.at(0).at(1).toString(), QStringLiteral("/prefix/api/v1/app-conversations/count"));
        QCOMPARE(spy.at(0).at(2).toInt(), 200);
    }

    void callbackNeverAfterContextDies()
    {
        m_nam->enqueue(FakeResponse::json(200, "1").withDelay(20));
        bool called = false;
        auto *context = new QObject;
        m_client->countConversations({}, context, [&](Result<qint64>) {
            called = true;
        });
        delete context;
        QTest::qWait(80);
        QVERIFY(!called);
        // and never synchronously before the method returns
        m_nam->enqueue(FakeResponse::json(200, "1"));
        m_client->countConversations({}, this, [&](Result<qint64>) {
            called = true;
        });
        QVERIFY(!called);
        QTRY_VERIFY(called);
    }
};

QTEST_GUILESS_MAIN(TestApiClientRequests)
#include "tst_apiclient_requests.moc"
