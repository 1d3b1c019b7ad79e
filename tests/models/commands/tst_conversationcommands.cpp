// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/apiclient.h"
#include "models/commands/conversationcommands.h"
#include "testutils/fakenetworkaccessmanager.h"
#include "testutils/outcomespy.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using namespace Switchyard::Test;
using K = Command;
using F = CommandFailure;

namespace {
const QString kConv = QStringLiteral("0123456789abcdef0123456789abcdef");
const QString kTask = QStringLiteral("fedcba9876543210fedcba9876543210");

QByteArray record(const QString &sandboxStatus, const QString &exec = QString(), const QString &id = kConv,
                  const QString &sandbox = QStringLiteral("sb-1"))
{
    QByteArray execJson = exec.isEmpty() ? QByteArray("null") : QByteArray("\"") + exec.toUtf8() + "\"";
    return QByteArray(R"({"id":")") + id.toUtf8() + R"(","sandbox_id":")" + sandbox.toUtf8()
        + R"(","title":"T","sandbox_status":")" + sandboxStatus.toUtf8() + R"(","execution_status":)" + execJson
        + R"(,"conversation_url":"http://127.0.0.1:2/api/conversations/)" + id.toUtf8()
        + R"(","session_api_key":"sess","created_at":"2026-11-01T10:00:00Z","updated_at":"2026-11-01T10:00:00Z","pr_number":[],"sub_conversation_ids":[]})";
}

QByteArray task(const QString &status, const QString &detail = QString(), const QString &conversation = QString())
{
    return QByteArray(R"({"id":")") + kTask.toUtf8() + R"(","status":")" + status.toUtf8() + R"(","detail":)"
        + (detail.isEmpty() ? QByteArray("null") : "\"" + detail.toUtf8() + "\"") + R"(,"app_conversation_id":)"
        + (conversation.isEmpty() ? QByteArray("null") : "\"" + conversation.toUtf8() + "\"")
        + R"(,"sandbox_id":"sb-1","request":{},"created_at":"2026-11-01T10:00:00Z","updated_at":"2026-11-01T10:00:00Z"})";
}
} // namespace

class TestConversationCommands : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<K>();
        qRegisterMetaType<F>();
        qRegisterMetaType<StartTask>();
    }

    void init()
    {
        m_nam = std::make_unique<FakeNetworkAccessManager>();
        m_client = std::make_unique<Api::ApiClient>(m_nam.get());
        Api::ServerConfig cfg;
        cfg.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:1"));
        cfg.apiKey = QStringLiteral("key");
        QVERIFY(!m_client->setServer(cfg).has_value());
        m_commands = std::make_unique<ConversationCommands>(m_client.get(), nullptr);
        m_commands->setPollInterval(5);
        m_commands->setWaitTimeout(5000);
    }

    void cleanup()
    {
        m_commands.reset();
        m_client.reset();
        m_nam.reset();
    }

    void sendOk()
    {
        m_nam->enqueue(QStringLiteral("POST .*/send-message"),
                       FakeResponse::json(200, R"({"success":true,"sandbox_status":"RUNNING","message":null})"));
        Test::OutcomeSpy ok(m_commands.get(), Test::OutcomeSpy::Succeeded);
        QVERIFY(m_commands->sendMessage(kConv, QStringLiteral("hi")));
        QTRY_COMPARE(ok.count(), 1);
        const auto req = m_nam->lastRequest();
        QVERIFY(req.body.contains("\"text\":\"hi\""));
        QVERIFY(req.body.contains("\"run\":true"));
    }

    void send409OffersResume()
    {
        m_nam->enqueue(
            QStringLiteral("POST .*/send-message"),
            FakeResponse::json(
                409, R"({"detail":"Sandbox is PAUSED. Use POST /api/v1/sandboxes/sb-1/resume to resume it first."})"));
        m_nam->enqueue(QStringLiteral("GET /api/v1/app-conversations\\?ids"),
                       FakeResponse::json(200, "[" + record(QStringLiteral("PAUSED")) + "]"));
        Test::OutcomeSpy reasons(m_commands.get(), Test::OutcomeSpy::FailedWithReason);
        QSignalSpy paused(m_commands.get(), &ConversationCommands::sandboxPausedForSend);
        QVERIFY(m_commands->sendMessage(kConv, QStringLiteral("hi")));
        QTRY_COMPARE(paused.count(), 1);
        QCOMPARE(paused.at(0).at(1).toString(), QStringLiteral("sb-1"));
        QCOMPARE(paused.at(0).at(2).toString(), QStringLiteral("hi"));
        QCOMPARE(reasons.at(0).at(2).value<F>(), F::SandboxPaused);
        QVERIFY(!m_commands->isBusy(K::SendMessage, kConv));
    }

    void resumeAndSendWaitsForRunning()
    {
        m_nam->enqueue(QStringLiteral("GET /api/v1/app-conversations\\?ids"),
                       FakeResponse::json(200, "[" + record(QStringLiteral("PAUSED")) + "]"));
        m_nam->enqueue(QStringLiteral("POST /api/v1/sandboxes/sb-1/resume"),
                       FakeResponse::json(200, R"({"success":true})"));
        m_nam->enqueue(
            QStringLiteral("GET /api/v1/sandboxes\\?id"),
            FakeResponse::json(
                200,
                R"([{"id":"sb-1","sandbox_spec_id":"x","status":"STARTING","created_at":"2026-11-01T10:00:00Z"}])"));
        m_nam->enqueue(
            QStringLiteral("GET /api/v1/sandboxes\\?id"),
            FakeResponse::json(
                200,
                R"([{"id":"sb-1","sandbox_spec_id":"x","status":"RUNNING","created_at":"2026-11-01T10:00:00Z"}])"));
        m_nam->enqueue(QStringLiteral("POST .*/send-message"),
                       FakeResponse::json(200, R"({"success":true,"sandbox_status":"RUNNING","message":null})"));
        Test::OutcomeSpy ok(m_commands.get(), Test::OutcomeSpy::Succeeded);
        Test::OutcomeSpy failed(m_commands.get(), Test::OutcomeSpy::Failed);
        QVERIFY(m_commands->resumeAndSend(kConv, QStringLiteral("hi")));
        QTRY_COMPARE(ok.count() + failed.count(), 1);
        QCOMPARE(ok.count(), 1);
        QCOMPARE(ok.at(0).at(0).value<K>(), K::ResumeAndSend);
        // The message went out only after the sandbox was seen RUNNING.
        const auto reqs = m_nam->requests();
        QCOMPARE(reqs.last().method, QByteArray("POST"));
        QVERIFY(reqs.last().path().endsWith(QStringLiteral("/send-message")));
        int sandboxGets = 0;
        for (const auto &r : reqs)
            sandboxGets += r.path() == u"/api/v1/sandboxes" ? 1 : 0;
        QCOMPARE(sandboxGets, 2);
    }

    void send410Archived()
    {
        m_nam->enqueue(
            QStringLiteral("POST .*/send-message"),
            FakeResponse::json(410, R"({"detail":"Conversation is archived. The sandbox no longer exists."})"));
        Test::OutcomeSpy reasons(m_commands.get(), Test::OutcomeSpy::FailedWithReason);
        QVERIFY(m_commands->sendMessage(kConv, QStringLiteral("hi")));
        QTRY_COMPARE(reasons.count(), 1);
        QCOMPARE(reasons.at(0).at(2).value<F>(), F::Archived);
    }

    void emptyMessageRejectedLocally()
    {
        Test::OutcomeSpy failed(m_commands.get(), Test::OutcomeSpy::Failed);
        QVERIFY(!m_commands->sendMessage(kConv, QStringLiteral("  \n ")));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(m_nam->requestCount(), 0);
    }

    void approveNeedsRunningSandbox()
    {
        m_nam->enqueue(QStringLiteral("GET /api/v1/app-conversations\\?ids"),
                       FakeResponse::json(200, "[" + record(QStringLiteral("PAUSED")) + "]"));
        Test::OutcomeSpy reasons(m_commands.get(), Test::OutcomeSpy::FailedWithReason);
        QVERIFY(m_commands->approve(kConv));
        QTRY_COMPARE(reasons.count(), 1);
        QCOMPARE(reasons.at(0).at(2).value<F>(), F::NotRunning);
        QCOMPARE(m_nam->requestCount(), 1); // nothing sent to the agent server
    }

    void rejectSendsReasonToAgentServer()
    {
        m_nam->enqueue(
            QStringLiteral("GET /api/v1/app-conversations\\?ids"),
            FakeResponse::json(
                200, "[" + record(QStringLiteral("RUNNING"), QStringLiteral("waiting_for_confirmation")) + "]"));
        m_nam->enqueue(QStringLiteral("respond_to_confirmation"), FakeResponse::json(200, R"({"success":true})"));
        Test::OutcomeSpy ok(m_commands.get(), Test::OutcomeSpy::Succeeded);
        QSignalSpy busy(m_commands.get(), &ConversationCommands::busyChanged);
        QVERIFY(m_commands->reject(kConv, QStringLiteral("  too risky ")));
        QVERIFY(!m_commands->approve(kConv)); // same pending action: guarded
        QTRY_COMPARE(ok.count(), 1);
        const auto req = m_nam->lastRequest();
        QVERIFY(req.path().contains(QStringLiteral("respond_to_confirmation")));
        QVERIFY(req.body.contains("\"accept\":false"));
        QVERIFY(req.body.contains("too risky"));
        QCOMPARE(req.header("X-Session-API-Key"), QByteArray("sess"));
        QCOMPARE(busy.count(), 2); // on, off
    }

    void removeReportsEmptiedSandbox()
    {
        m_nam->enqueue(QStringLiteral("GET /api/v1/app-conversations\\?ids"),
                       FakeResponse::json(200, "[" + record(QStringLiteral("RUNNING"), QStringLiteral("idle")) + "]"));
        m_nam->enqueue(QStringLiteral("DELETE /api/v1/app-conversations/"),
                       FakeResponse::json(200, R"({"success":true})"));
        m_nam->enqueue(
            QStringLiteral("GET /api/v1/sandboxes\\?id"),
            FakeResponse::json(
                200,
                R"([{"id":"sb-1","sandbox_spec_id":"x","status":"RUNNING","created_at":"2026-11-01T10:00:00Z"}])"));
        m_nam->enqueue(QStringLiteral("GET /api/v1/app-conversations/search"),
                       FakeResponse::json(200, R"({"items":[],"next_page_id":null})"));
        Test::OutcomeSpy ok(m_commands.get(), Test::OutcomeSpy::Succeeded);
        QSignalSpy empty(m_commands->sandboxes(), &SandboxCommands::leftEmpty);
        QVERIFY(m_commands->remove(kConv));
        QTRY_COMPARE(empty.count(), 1);
        QCOMPARE(ok.count(), 1);
        QCOMPARE(empty.at(0).at(0).toString(), QStringLiteral("sb-1"));
        QCOMPARE(empty.at(0).at(1).toString(), kConv);
        QVERIFY(m_nam->lastRequest().queryValue(QStringLiteral("sandbox_id__eq")) == QStringLiteral("sb-1"));
    }

    void removeKeepsSharedSandboxQuiet()
    {
        const QString other = QStringLiteral("11111111111111111111111111111111");
        m_nam->enqueue(QStringLiteral("GET /api/v1/app-conversations\\?ids"),
                       FakeResponse::json(200, "[" + record(QStringLiteral("RUNNING"), QStringLiteral("idle")) + "]"));
        m_nam->enqueue(QStringLiteral("DELETE /api/v1/app-conversations/"),
                       FakeResponse::json(200, R"({"success":true})"));
        m_nam->enqueue(
            QStringLiteral("GET /api/v1/sandboxes\\?id"),
            FakeResponse::json(
                200,
                R"([{"id":"sb-1","sandbox_spec_id":"x","status":"RUNNING","created_at":"2026-11-01T10:00:00Z"}])"));
        m_nam->enqueue(QStringLiteral("GET /api/v1/app-conversations/search"),
                       FakeResponse::json(200,
                                          R"({"items":[)" + record(QStringLiteral("RUNNING"), QString(), other)
                                              + R"(],"next_page_id":null})"));
        QSignalSpy empty(m_commands->sandboxes(), &SandboxCommands::leftEmpty);
        QVERIFY(m_commands->remove(kConv));
        QTRY_VERIFY(m_nam->lastRequest().path().endsWith(QStringLiteral("/search")));
        QTest::qWait(50);
        QCOMPARE(empty.count(), 0);
    }

    void renameGuardsDoubleSubmission()
    {
        m_nam->enqueue(QStringLiteral("PATCH /api/v1/app-conversations/"),
                       FakeResponse::json(200, record(QStringLiteral("RUNNING"))).withDelay(20));
        Test::OutcomeSpy ok(m_commands.get(), Test::OutcomeSpy::Succeeded);
        Test::OutcomeSpy reasons(m_commands.get(), Test::OutcomeSpy::FailedWithReason);
        QVERIFY(m_commands->rename(kConv, QStringLiteral("New")));
        QVERIFY(!m_commands->rename(kConv, QStringLiteral("New")));
        QCOMPARE(reasons.count(), 1);
        QCOMPARE(reasons.at(0).at(2).value<F>(), F::Busy);
        QTRY_COMPARE(ok.count(), 1);
        QCOMPARE(m_nam->requestCount(), 1);
        QVERIFY(m_nam->lastRequest().body.contains("\"title\":\"New\""));
    }

    void startFollowsTaskToReady()
    {
        m_nam->enqueue(QStringLiteral("POST /api/v1/app-conversations"),
                       FakeResponse::json(200, task(QStringLiteral("WORKING"))));
        m_nam->enqueue(QStringLiteral("GET /api/v1/app-conversations/start-tasks"),
                       FakeResponse::json(200, "[" + task(QStringLiteral("PREPARING_REPOSITORY")) + "]"));
        m_nam->enqueue(QStringLiteral("GET /api/v1/app-conversations/start-tasks"),
                       FakeResponse::json(200, "[" + task(QStringLiteral("READY"), QString(), kConv) + "]"));
        QSignalSpy progress(m_commands.get(), &ConversationCommands::startProgress);
        QSignalSpy finished(m_commands.get(), &ConversationCommands::startFinished);
        StartOptions req;
        req.selectedRepository = QStringLiteral("acme/api");
        req.secrets.insert(QStringLiteral("TOKEN"), QStringLiteral("sentinel-secret"));
        const QString key = m_commands->start(req);
        QCOMPARE(key.size(), 32);
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(finished.at(0).at(1).toBool());
        QCOMPARE(finished.at(0).at(2).value<StartTask>().appConversationId, kConv);
        QList<StartTaskStatus> steps;
        for (const auto &args : progress)
            steps.append(args.at(1).value<StartTask>().status.value());
        QCOMPARE(steps,
                 (QList<StartTaskStatus>{StartTaskStatus::Working, StartTaskStatus::PreparingRepository,
                                         StartTaskStatus::Ready}));
        // The start request carried the chosen id and the secret; the poll asked for the task id.
        const auto reqs = m_nam->requests();
        QVERIFY(reqs.first().body.contains(key.toUtf8()));
        QVERIFY(reqs.first().body.contains("sentinel-secret"));
        QCOMPARE(reqs.at(1).queryValue(QStringLiteral("ids")).remove(u'-'), kTask);
    }

    void startErrorReportsDetail()
    {
        m_nam->enqueue(QStringLiteral("POST /api/v1/app-conversations"),
                       FakeResponse::json(200, task(QStringLiteral("WORKING"))));
        m_nam->enqueue(
            QStringLiteral("GET /api/v1/app-conversations/start-tasks"),
            FakeResponse::json(200, "[" + task(QStringLiteral("ERROR"), QStringLiteral("Repository not found")) + "]"));
        QSignalSpy finished(m_commands.get(), &ConversationCommands::startFinished);
        Test::OutcomeSpy reasons(m_commands.get(), Test::OutcomeSpy::FailedWithReason);
        QVERIFY(!m_commands->start(StartOptions{}).isEmpty());
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(!finished.at(0).at(1).toBool());
        QVERIFY(finished.at(0).at(3).toString().contains(QStringLiteral("Repository not found")));
        QCOMPARE(reasons.last().at(2).value<F>(), F::StartError);
    }

    void startTaskVanishes()
    {
        m_nam->enqueue(QStringLiteral("POST /api/v1/app-conversations"),
                       FakeResponse::json(200, task(QStringLiteral("WORKING"))));
        m_nam->enqueue(QStringLiteral("GET /api/v1/app-conversations/start-tasks"), FakeResponse::json(200, "[null]"));
        QSignalSpy finished(m_commands.get(), &ConversationCommands::startFinished);
        QVERIFY(!m_commands->start(StartOptions{}).isEmpty());
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(!finished.at(0).at(1).toBool());
    }

    void invalidStartNotSent()
    {
        StartOptions req;
        req.observabilitySpanName = QString(129, u'a');
        Test::OutcomeSpy reasons(m_commands.get(), Test::OutcomeSpy::FailedWithReason);
        QVERIFY(m_commands->start(req).isEmpty());
        QCOMPARE(reasons.count(), 1);
        QCOMPARE(reasons.at(0).at(2).value<F>(), F::Invalid);
        QCOMPARE(m_nam->requestCount(), 0);
    }

private:
    std::unique_ptr<FakeNetworkAccessManager> m_nam;
    std::unique_ptr<Api::ApiClient> m_client;
    std::unique_ptr<ConversationCommands> m_commands;
};

QTEST_GUILESS_MAIN(TestConversationCommands)
#include "tst_conversationcommands.moc"
