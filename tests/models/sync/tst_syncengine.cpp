// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/apiclient.h"
#include "models/api/retrypolicy.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "testutils/fakenetworkaccessmanager.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>

using namespace Switchyard;
using Switchyard::Test::FakeNetworkAccessManager;
using Switchyard::Test::FakeResponse;

namespace {

const QString kA = QStringLiteral("aaaaaaaa00000000000000000000000a");
const QString kB = QStringLiteral("bbbbbbbb00000000000000000000000b");

QByteArray conversationJson(const QString &id, const QString &sandboxStatus, const QString &execution)
{
    return QStringLiteral(R"({"id":"%1","sandbox_id":"s1","title":"T %1","sandbox_status":"%2",)"
                          R"("execution_status":%3,"pr_number":[],"sub_conversation_ids":[],)"
                          R"("created_at":"2026-08-20T14:00:00Z","updated_at":"2026-08-20T14:00:00Z"})")
        .arg(id, sandboxStatus, execution.isEmpty() ? QStringLiteral("null") : QStringLiteral("\"%1\"").arg(execution))
        .toUtf8();
}

QByteArray page(const QList<QByteArray> &items)
{
    QByteArray out = "{\"items\":[";
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (i)
            out += ',';
        out += items.at(i);
    }
    out += "],\"next_page_id\":null}";
    return out;
}

QString eid(int n)
{
    return QStringLiteral("00000000-0000-4000-8000-%1").arg(n, 12, 10, QLatin1Char('0'));
}

QString ts(int n)
{
    return QStringLiteral("2026-08-20T14:00:%1.000100").arg(n, 2, 10, QLatin1Char('0'));
}

QByteArray eventJson(int n)
{
    return QStringLiteral(R"({"id":"%1","timestamp":"%2","source":"agent","kind":"MessageEvent",)"
                          R"("llm_message":{"role":"assistant","content":[{"type":"text","text":"event %3"}]}})")
        .arg(eid(n), ts(n))
        .arg(n)
        .toUtf8();
}

QByteArray eventPage(const QList<int> &ns)
{
    QList<QByteArray> items;
    for (int n : ns)
        items.append(eventJson(n));
    return page(items);
}

SyncTiming fastTiming()
{
    SyncTiming t;
    t.openActiveMs = 20;
    t.openIdleMs = 40;
    t.listMs = 50;
    t.sandboxesMs = 50;
    t.backgroundEventsMs = 100;
    t.startTasksMs = 20;
    t.settingsMs = 1000;
    t.backoffBaseMs = 10;
    t.backoffCapMs = 40;
    t.reevaluateMs = 50;
    t.countCheckEvery = 1;
    t.jitterSeed = 7;
    return t;
}

struct Rig
{
    FakeNetworkAccessManager nam;
    Api::ApiClient client{&nam};
    std::unique_ptr<Store> store = Store::openInMemory();
    std::unique_ptr<SyncEngine> engine;

    Rig()
    {
        Api::ServerConfig config;
        config.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9"));
        config.apiKey = QStringLiteral("test-key");
        (void)client.setServer(config);
        Api::RetryPolicy::Config rc;
        rc.maxAttempts = 1;
        client.setRetryPolicy(std::make_shared<Api::RetryPolicy>(rc));
        engine = std::make_unique<SyncEngine>(&client, store.get());
        engine->setTiming(fastTiming());
    }

    void defaults()
    {
        nam.enqueue(QStringLiteral("GET /api/v1/sandboxes/search"),
                    FakeResponse::json(200,
                                       page({QByteArray(R"({"id":"s1","sandbox_spec_id":"x","status":"RUNNING",)"
                                                        R"("created_at":"2026-08-20T13:00:00Z"})")}))
                        .repeated(-1));
        nam.enqueue(QStringLiteral("GET /api/v1/settings"),
                    FakeResponse::json(200, R"({"sandbox_grouping_strategy":"NO_GROUPING"})").repeated(-1));
    }

    qsizetype count(const QString &pattern) const
    {
        const QRegularExpression re(pattern);
        qsizetype n = 0;
        const auto reqs = nam.requests();
        for (const auto &r : reqs) {
            const QString line = QString::fromLatin1(r.method) + u' ' + r.url.path() + u'?' + r.url.query();
            if (re.match(line).hasMatch())
                ++n;
        }
        return n;
    }
};

} // namespace

class TestSyncEngine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void relistBatchGetGoneAndBackgroundEvents()
    {
        Rig rig;
        // A cached conversation the server no longer knows.
        rig.store->applyConversations(
            {Api::Codec::parseConversation(conversationJson(kB, QStringLiteral("PAUSED"), {})).value()}, 0);
        rig.store->waitForWrites();
        rig.defaults();
        rig.nam.enqueue(
            QStringLiteral("GET /api/v1/app-conversations/search"),
            FakeResponse::json(200, page({conversationJson(kA, QStringLiteral("RUNNING"), QStringLiteral("running"))}))
                .repeated(-1));
        rig.nam.enqueue(
            QStringLiteral("GET /api/v1/app-conversations\\?ids"),
            FakeResponse::json(
                200, "[" + conversationJson(kA, QStringLiteral("RUNNING"), QStringLiteral("running")) + ",null]")
                .repeated(-1));
        rig.nam.enqueue(QStringLiteral("/events/search"), FakeResponse::json(200, eventPage({1, 2})).repeated(-1));
        rig.nam.enqueue(QStringLiteral("/events/count"), FakeResponse::json(200, "2").repeated(-1));

        QSignalSpy states(rig.engine.get(), &SyncEngine::stateChanged);
        QSignalSpy listed(rig.engine.get(), &SyncEngine::listSynced);
        rig.engine->start();
        QCOMPARE(rig.engine->state().kind, SyncState::Syncing);
        QVERIFY(listed.wait(5000));
        rig.store->waitForWrites();
        QVERIFY(rig.store->conversation(kA));
        QVERIFY(!rig.store->conversation(kA)->gone);
        QCOMPARE(rig.store->conversation(kA)->displayExecution.value(), ExecutionStatus::Running);
        QVERIFY(rig.store->conversation(kB)->gone);
        QVERIFY(!rig.store->isStale());
        QTRY_COMPARE(rig.engine->state().kind, SyncState::Online);
        QTRY_COMPARE(rig.store->groupingStrategy().value(), GroupingStrategy::NoGrouping);
        QTRY_COMPARE(rig.store->eventCount(kA), 2);
        QVERIFY(rig.store->sandbox(QStringLiteral("s1")));
        // The batch get asked for both the cached and the listed id.
        const auto reqs = rig.nam.requests();
        bool askedBoth = false;
        for (const auto &r : reqs) {
            if (r.url.path() == u"/api/v1/app-conversations") {
                const auto ids = r.queryValues(QStringLiteral("ids"));
                askedBoth = askedBoth || (ids.contains(kA) && ids.contains(kB));
            }
        }
        QVERIFY(askedBoth);
        rig.engine->stop();
        QCOMPARE(rig.engine->state().kind, SyncState::Idle);
    }

    void openConversationTailOverlapDedupe()
    {
        Rig rig;
        rig.defaults();
        rig.nam.enqueue(
            QStringLiteral("GET /api/v1/app-conversations/search"),
            FakeResponse::json(200, page({conversationJson(kA, QStringLiteral("RUNNING"), QStringLiteral("running"))}))
                .repeated(-1));
        rig.nam.enqueue(QStringLiteral("GET /api/v1/app-conversations\\?ids"),
                        FakeResponse::json(
                            200, "[" + conversationJson(kA, QStringLiteral("RUNNING"), QStringLiteral("running")) + "]")
                            .repeated(-1));
        rig.nam.enqueue(
            QStringLiteral("GET /api/v1/sandboxes\\?"),
            FakeResponse::json(200, R"([{"id":"s1","sandbox_spec_id":"x","status":"RUNNING"}])").repeated(-1));
        // First read: 1, 2; then an overlapping re-read 2, 3 (shuffled); then 3 forever.
        rig.nam.enqueue(QStringLiteral("/events/search"), FakeResponse::json(200, eventPage({1, 2})));
        rig.nam.enqueue(QStringLiteral("/events/search"), FakeResponse::json(200, eventPage({3, 2})));
        rig.nam.enqueue(QStringLiteral("/events/search"), FakeResponse::json(200, eventPage({3})).repeated(-1));
        rig.nam.enqueue(QStringLiteral("/events/count"), FakeResponse::json(200, "3").repeated(-1));
        rig.engine->setOpenConversation(kA);
        QSignalSpy synced(rig.engine.get(), &SyncEngine::conversationEventsSynced);
        rig.engine->start();
        QTRY_COMPARE_WITH_TIMEOUT(rig.store->eventCount(kA), 3, 5000);
        QTRY_VERIFY(synced.size() >= 1);
        QCOMPARE(rig.store->eventIds(kA), (QList<QString>{eid(1), eid(2), eid(3)}));
        QTRY_COMPARE_WITH_TIMEOUT(rig.store->eventCursor(kA).timestamp, ts(3), 5000);
        // Re-reads overlap from the cursor's timestamp.
        bool sawGte = false;
        const auto reqs = rig.nam.requests();
        for (const auto &r : reqs) {
            if (r.url.path().endsWith(u"/events/search") && r.queryValue(QStringLiteral("timestamp__gte")) == ts(2))
                sawGte = true;
        }
        QVERIFY(sawGte);
        QCOMPARE(rig.store->conversation(kA)->displaySandboxStatus.value(), SandboxStatus::Running);
        rig.engine->stop();
    }

    void countMismatchRefillsInServerOrder()
    {
        Rig rig;
        rig.defaults();
        rig.nam.enqueue(
            QStringLiteral("GET /api/v1/app-conversations/search"),
            FakeResponse::json(200, page({conversationJson(kA, QStringLiteral("PAUSED"), {})})).repeated(-1));
        rig.nam.enqueue(
            QStringLiteral("GET /api/v1/app-conversations\\?ids"),
            FakeResponse::json(200, "[" + conversationJson(kA, QStringLiteral("PAUSED"), {}) + "]").repeated(-1));
        rig.nam.enqueue(
            QStringLiteral("GET /api/v1/sandboxes\\?"),
            FakeResponse::json(200, R"([{"id":"s1","sandbox_spec_id":"x","status":"PAUSED"}])").repeated(-1));
        // Event 2 arrived late on the server (its timestamp is older than event 3's).
        const QString noGte = QStringLiteral("/events/search\\?(?!.*timestamp__gte)");
        rig.nam.enqueue(noGte, FakeResponse::json(200, eventPage({1, 3})));
        rig.nam.enqueue(noGte, FakeResponse::json(200, eventPage({1, 2, 3})).repeated(-1));
        rig.nam.enqueue(QStringLiteral("/events/search\\?.*timestamp__gte"),
                        FakeResponse::json(200, eventPage({3, 2})).repeated(-1));
        rig.nam.enqueue(QStringLiteral("/events/count"), FakeResponse::json(200, "3").repeated(-1));
        rig.engine->setOpenConversation(kA);
        QSignalSpy changed(rig.store.get(), &Store::changed);
        rig.engine->start();
        QTRY_COMPARE_WITH_TIMEOUT(rig.store->eventIds(kA), (QList<QString>{eid(1), eid(2), eid(3)}), 5000);
        bool reset = false;
        for (const auto &args : std::as_const(changed))
            reset = reset || args.at(0).value<StoreChanges>().eventsReset.contains(kA);
        QVERIFY(reset);
        rig.engine->stop();
    }

    void unauthorizedStopsPolling()
    {
        Rig rig;
        rig.nam.setDefault(FakeResponse::json(401, R"({"error":"bad key"})").repeated(-1));
        rig.engine->start();
        QTRY_COMPARE(rig.engine->state().kind, SyncState::Unauthorized);
        QVERIFY(!rig.engine->state().message.isEmpty());
        QTest::qWait(50);
        const qsizetype n = rig.nam.requestCount();
        QTest::qWait(200);
        QCOMPARE(rig.nam.requestCount(), n);
        rig.engine->stop();
    }

    void offlineThenRecovers()
    {
        Rig rig;
        rig.defaults();
        rig.nam.enqueue(QStringLiteral("GET /api/v1/app-conversations/search"),
                        FakeResponse::error(QNetworkReply::ConnectionRefusedError).repeated(3));
        rig.nam.enqueue(QStringLiteral("GET /api/v1/app-conversations/search"),
                        FakeResponse::json(200, page({})).repeated(-1));
        QSignalSpy states(rig.engine.get(), &SyncEngine::stateChanged);
        rig.engine->start();
        QTRY_COMPARE(rig.engine->state().kind, SyncState::Offline);
        QTRY_COMPARE_WITH_TIMEOUT(rig.engine->state().kind, SyncState::Online, 5000);
        QVERIFY(rig.engine->state().lastConfirmed.isValid());
        rig.engine->stop();
    }

    void startTaskTrackedUntilReady()
    {
        Rig rig;
        rig.defaults();
        rig.nam.enqueue(QStringLiteral("GET /api/v1/app-conversations/search"),
                        FakeResponse::json(200, page({})).repeated(-1));
        const QString taskId = QStringLiteral("cccccccc00000000000000000000000c");
        const QByteArray working =
            QStringLiteral(R"([{"id":"%1","status":"WAITING_FOR_SANDBOX","request":{}}])").arg(taskId).toUtf8();
        const QByteArray ready = QStringLiteral(R"([{"id":"%1","status":"READY","app_conversation_id":"%2",)"
                                                R"("request":{}}])")
                                     .arg(taskId, kA)
                                     .toUtf8();
        rig.nam.enqueue(QStringLiteral("GET /api/v1/app-conversations/start-tasks\\?"),
                        FakeResponse::json(200, working).repeated(2));
        rig.nam.enqueue(QStringLiteral("GET /api/v1/app-conversations/start-tasks\\?"),
                        FakeResponse::json(200, ready).repeated(-1));
        QSignalSpy updates(rig.engine.get(), &SyncEngine::startTaskUpdated);
        rig.engine->start();
        StartTask t;
        t.id = taskId;
        t.status = StartTaskStatus::Working;
        rig.engine->trackStartTask(t);
        QTRY_VERIFY_WITH_TIMEOUT(
            !updates.isEmpty() && updates.last().at(0).value<StartTask>().status.value() == StartTaskStatus::Ready,
            5000);
        rig.store->waitForWrites();
        QVERIFY(rig.store->startTasks().isEmpty());
        rig.engine->stop();
    }

    // A start task the server no longer knows (null in the batch answer, or a 404 for the lookup)
    // ends in ERROR with a detail: startTaskUpdated says so and the store drops it, so no view keeps
    // a "starting" row for it.
    void vanishedStartTaskEndsInError_data()
    {
        QTest::addColumn<bool>("notFound");
        QTest::newRow("null in the batch answer") << false;
        QTest::newRow("404 for the lookup") << true;
    }

    void vanishedStartTaskEndsInError()
    {
        QFETCH(bool, notFound);
        Rig rig;
        rig.defaults();
        rig.nam.enqueue(QStringLiteral("GET /api/v1/app-conversations/search"),
                        FakeResponse::json(200, page({})).repeated(-1));
        const QString taskId = QStringLiteral("dddddddd00000000000000000000000d");
        const QByteArray working =
            QStringLiteral(R"([{"id":"%1","status":"WAITING_FOR_SANDBOX","request":{}}])").arg(taskId).toUtf8();
        rig.nam.enqueue(QStringLiteral("GET /api/v1/app-conversations/start-tasks\\?"),
                        FakeResponse::json(200, working).repeated(1));
        rig.nam.enqueue(QStringLiteral("GET /api/v1/app-conversations/start-tasks\\?"),
                        notFound ? FakeResponse::json(404, R"({"detail":"Not Found"})").repeated(-1)
                                 : FakeResponse::json(200, "[null]").repeated(-1));
        QSignalSpy updates(rig.engine.get(), &SyncEngine::startTaskUpdated);
        rig.engine->start();
        StartTask t;
        t.id = taskId;
        t.status = StartTaskStatus::Working;
        rig.engine->trackStartTask(t);
        QTRY_VERIFY_WITH_TIMEOUT(
            !updates.isEmpty() && updates.last().at(0).value<StartTask>().status.value() == StartTaskStatus::Error,
            5000);
        const auto last = updates.last().at(0).value<StartTask>();
        QCOMPARE(last.id, taskId);
        QVERIFY(!last.detail.isEmpty());
        rig.store->waitForWrites();
        QVERIFY(rig.store->startTasks().isEmpty());
        // Reported once: the task is no longer tracked.
        const qsizetype errors = std::count_if(updates.cbegin(), updates.cend(), [](const QList<QVariant> &args) {
            return args.at(0).value<StartTask>().status.value() == StartTaskStatus::Error;
        });
        QTest::qWait(150);
        QCOMPARE(std::count_if(updates.cbegin(), updates.cend(),
                               [](const QList<QVariant> &args) {
                                   return args.at(0).value<StartTask>().status.value() == StartTaskStatus::Error;
                               }),
                 errors);
        QCOMPARE(errors, qsizetype(1));
        rig.engine->stop();
    }
};

QTEST_GUILESS_MAIN(TestSyncEngine)
#include "tst_syncengine.moc"
