// SPDX-License-Identifier: GPL-3.0-or-later
// Lifecycle on the virtual clock: sandbox start, idle pause, the 12-hour cap, deletion of paused
// sandboxes, the per-user limit, scripted agent endings, webhook lag and restarts.
#include "app/sim/simulator.h"
#include "models/domain/lifecycle.h"
#include "simhttp_test.h"
#include "testutils/testpaths.h"

#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>

using namespace Switchyard;
using namespace Switchyard::Test;
using namespace std::chrono_literals;

class TestSimLifecycle : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanup();
    void sandboxStartsThenRuns();
    void idlePause();
    void sameFiguresAsTheClient();
    void twelveHourCap();
    void pausedSandboxIsDeleted();
    void sandboxLimitPausesOldest();
    void scriptedEndings_data();
    void scriptedEndings();
    void webhookLag();
    void restartKeepsOrLosesState();

private:
    void make(const Sim::SimOptions &o);
    Sim::SimOptions base() const;
    QString conversationField(const QString &id, const char *field);
    std::unique_ptr<Sim::Simulator> m_sim;
    std::unique_ptr<SimHttp> m_http;
};

Sim::SimOptions TestSimLifecycle::base() const
{
    Sim::SimOptions o;
    o.autoAdvance = false;
    o.epoch = QDateTime(QDate(2026, 8, 20), QTime(9, 0), QTimeZone::utc());
    o.features.eventsSortDesc = true; // the status check below reads the newest updates first
    return o;
}

void TestSimLifecycle::make(const Sim::SimOptions &o)
{
    m_sim = std::make_unique<Sim::Simulator>(o);
    QVERIFY(m_sim->listen());
    m_http = std::make_unique<SimHttp>(m_sim->baseUrl(), m_sim->apiKey().toUtf8());
}

void TestSimLifecycle::cleanup()
{
    m_http.reset();
    m_sim.reset();
}

QString TestSimLifecycle::conversationField(const QString &id, const char *field)
{
    const QJsonValue v = m_http->get(QStringLiteral("/api/v1/app-conversations?ids=") + id)
                             .array()
                             .at(0)
                             .toObject()
                             .value(QLatin1String(field));
    return v.isNull() ? QStringLiteral("null") : v.toString();
}

void TestSimLifecycle::sandboxStartsThenRuns()
{
    make(base());
    const QString id =
        m_http->post(QStringLiteral("/api/v1/sandboxes")).object().value(QStringLiteral("id")).toString();
    m_sim->advanceClock(2s);
    QCOMPARE(m_sim->sandboxStatus(id), QStringLiteral("STARTING"));
    m_sim->advanceClock(2s);
    QCOMPARE(m_sim->sandboxStatus(id), QStringLiteral("RUNNING"));
}

void TestSimLifecycle::idlePause()
{
    make(base());
    Sim::ConversationSpec spec;
    const QString conv = m_sim->addConversation(spec);
    const QString sid = m_sim->sandboxOf(conv);
    m_sim->advanceClock(19min);
    QCOMPARE(m_sim->sandboxStatus(sid), QStringLiteral("RUNNING"));
    QCOMPARE(conversationField(conv, "execution_status"), QStringLiteral("finished"));
    m_sim->advanceClock(2min);
    QCOMPARE(m_sim->sandboxStatus(sid), QStringLiteral("PAUSED"));
    QCOMPARE(conversationField(conv, "sandbox_status"), QStringLiteral("PAUSED"));
    QCOMPARE(conversationField(conv, "execution_status"), QStringLiteral("null"));
}

void TestSimLifecycle::sameFiguresAsTheClient()
{
    // The simulator may not include the client's policy (layer rule), so the figures are mirrored:
    // the demo pauses, caps and deletes exactly when the app says it will (issue 32).
    const Sim::SimOptions sim;
    const LifecyclePolicy client;
    QCOMPARE(qint64(sim.idlePauseAfter.count()), client.idlePauseSecs);
    QCOMPARE(qint64(sim.maxRunTime.count()), client.runtimeCapSecs);
    QCOMPARE(qint64(sim.deletePausedAfter.count()), client.deleteAfterSecs);
}

void TestSimLifecycle::twelveHourCap()
{
    Sim::SimOptions o = base();
    o.idlePauseAfter = 0s;
    make(o);
    const QString sid = m_sim->addSandbox();
    m_sim->advanceClock(11h + 59min);
    QCOMPARE(m_sim->sandboxStatus(sid), QStringLiteral("RUNNING"));
    m_sim->advanceClock(2min);
    QCOMPARE(m_sim->sandboxStatus(sid), QStringLiteral("PAUSED"));
}

void TestSimLifecycle::pausedSandboxIsDeleted()
{
    make(base());
    Sim::ConversationSpec spec;
    const QString conv = m_sim->addConversation(spec);
    const QString sid = m_sim->sandboxOf(conv);
    m_sim->setSandboxStatus(sid, QStringLiteral("PAUSED"));
    m_sim->advanceClock(std::chrono::hours(24 * 10 - 1));
    QCOMPARE(m_sim->sandboxStatus(sid), QStringLiteral("PAUSED"));
    m_sim->advanceClock(2h);
    QCOMPARE(m_sim->sandboxStatus(sid), QStringLiteral("MISSING"));
    QCOMPARE(conversationField(conv, "sandbox_status"), QStringLiteral("MISSING"));
    QCOMPARE(m_http
                 ->post(QStringLiteral("/api/v1/app-conversations/%1/send-message").arg(conv),
                        R"({"content":[{"type":"text","text":"hi"}]})")
                 .status,
             410);
}

void TestSimLifecycle::sandboxLimitPausesOldest()
{
    Sim::SimOptions o = base();
    o.maxRunningSandboxesPerUser = 3;
    make(o);
    const QString a = m_sim->addSandbox();
    m_sim->advanceClock(1s);
    const QString b = m_sim->addSandbox();
    m_sim->advanceClock(1s);
    const QString c = m_sim->addSandbox();
    QCOMPARE(m_http->post(QStringLiteral("/api/v1/sandboxes")).status, 200);
    QCOMPARE(m_sim->sandboxStatus(a), QStringLiteral("PAUSED"));
    QCOMPARE(m_sim->sandboxStatus(b), QStringLiteral("RUNNING"));
    QCOMPARE(m_sim->sandboxStatus(c), QStringLiteral("RUNNING"));
    // resuming A pauses the now-oldest running one (B)
    QCOMPARE(m_http->post(QStringLiteral("/api/v1/sandboxes/%1/resume").arg(a)).status, 200);
    QCOMPARE(m_sim->sandboxStatus(b), QStringLiteral("PAUSED"));
}

void TestSimLifecycle::scriptedEndings_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("kind"); // an event kind the run must contain
    QTest::newRow("fix_tests") << QStringLiteral("fix_tests") << QStringLiteral("finished")
                               << QStringLiteral("AgentErrorEvent");
    QTest::newRow("stuck") << QStringLiteral("stuck") << QStringLiteral("stuck") << QStringLiteral("ObservationEvent");
    QTest::newRow("error") << QStringLiteral("error") << QStringLiteral("error")
                           << QStringLiteral("ConversationErrorEvent");
    QTest::newRow("condense") << QStringLiteral("condense") << QStringLiteral("finished")
                              << QStringLiteral("Condensation");
    QTest::newRow("condense-hook") << QStringLiteral("condense") << QStringLiteral("finished")
                                   << QStringLiteral("HookExecutionEvent");
    QTest::newRow("confirm") << QStringLiteral("confirm") << QStringLiteral("waiting_for_confirmation")
                             << QStringLiteral("ActionEvent");
    QTest::newRow("big_diff") << QStringLiteral("big_diff") << QStringLiteral("finished")
                              << QStringLiteral("ObservationEvent");
    QTest::newRow("chat") << QStringLiteral("chat") << QStringLiteral("finished") << QStringLiteral("MessageEvent");
}

void TestSimLifecycle::scriptedEndings()
{
    QFETCH(QString, script);
    QFETCH(QString, status);
    QFETCH(QString, kind);
    make(base());
    const SimReply r = m_http->post(
        QStringLiteral("/api/v1/app-conversations"),
        QStringLiteral(
            R"({"initial_message":{"content":[{"type":"text","text":"Do it #%1"}]},"selected_repository":"acme/app"})")
            .arg(script)
            .toUtf8());
    const QString task = r.object().value(QStringLiteral("id")).toString();
    m_sim->advanceClock(10s);
    const QString conv = m_http->get(QStringLiteral("/api/v1/app-conversations/start-tasks?ids=") + task)
                             .array()
                             .at(0)
                             .toObject()
                             .value(QStringLiteral("app_conversation_id"))
                             .toString();
    QVERIFY(!conv.isEmpty());
    m_sim->advanceClock(5min);
    QCOMPARE(conversationField(conv, "execution_status"), status);
    const SimReply events =
        m_http->get(QStringLiteral("/api/v1/conversation/%1/events/search?kind__eq=%2").arg(conv, kind));
    QVERIFY(!events.object().value(QStringLiteral("items")).toArray().isEmpty());
    // the last execution_status update agrees with the record
    const SimReply updates = m_http->get(
        QStringLiteral(
            "/api/v1/conversation/%1/events/search?kind__eq=ConversationStateUpdateEvent&sort_order=TIMESTAMP_DESC")
            .arg(conv));
    for (const QJsonValue &v : updates.object().value(QStringLiteral("items")).toArray()) {
        if (v.toObject().value(QStringLiteral("key")) == QLatin1String("execution_status")) {
            QCOMPARE(v.toObject().value(QStringLiteral("value")).toString(), status);
            break;
        }
    }
    if (script == QLatin1String("big_diff")) {
        const SimReply changes = m_http->get(
            QStringLiteral("/api/v1/app-conversations/%1/git/changes?path=/workspace/project/app").arg(conv));
        QVERIFY(changes.array().size() >= 10);
    }
}

void TestSimLifecycle::webhookLag()
{
    Sim::SimOptions o = base();
    o.faults.webhookLag = true;
    make(o);
    const SimReply r = m_http->post(
        QStringLiteral("/api/v1/app-conversations"),
        R"({"initial_message":{"content":[{"type":"text","text":"Fix it"}]},"selected_repository":"acme/app"})");
    m_sim->advanceClock(10s);
    const QString conv = m_http
                             ->get(QStringLiteral("/api/v1/app-conversations/start-tasks?ids=")
                                   + r.object().value(QStringLiteral("id")).toString())
                             .array()
                             .at(0)
                             .toObject()
                             .value(QStringLiteral("app_conversation_id"))
                             .toString();
    QVERIFY(!conv.isEmpty());
    bool sawLag = false;
    for (int i = 0; i < 20; ++i) {
        m_sim->advanceClock(1500ms);
        const int visible =
            m_http->get(QStringLiteral("/api/v1/conversation/%1/events/count").arg(conv)).json().toInt();
        const qint64 total = m_sim->eventCount(conv);
        QVERIFY(visible <= total);
        QCOMPARE(visible % 5, 0); // batches of 5
        if (visible < total)
            sawLag = true;
    }
    QVERIFY(sawLag);
    m_sim->advanceClock(5min); // run ends, then 30 s of silence flush the rest
    QCOMPARE(m_http->get(QStringLiteral("/api/v1/conversation/%1/events/count").arg(conv)).json().toInt(),
             m_sim->eventCount(conv));
}

void TestSimLifecycle::restartKeepsOrLosesState()
{
    make(base());
    Sim::ConversationSpec spec;
    m_sim->addConversation(spec);
    QCOMPARE(m_http->get(QStringLiteral("/api/v1/app-conversations/count")).body, QByteArray("1"));
    m_sim->restart(true, 300ms);
    const SimReply during = m_http->get(QStringLiteral("/api/v1/app-conversations/count"));
    QCOMPARE(during.error, QNetworkReply::ConnectionRefusedError);
    QTest::qWait(500);
    QCOMPARE(m_http->get(QStringLiteral("/api/v1/app-conversations/count")).body, QByteArray("1"));
    // restart through the admin endpoint, losing everything
    QCOMPARE(m_http->post(QStringLiteral("/_sim/restart?keep_state=false&downtime_ms=200")).status, 200);
    QTest::qWait(600);
    QCOMPARE(m_http->get(QStringLiteral("/api/v1/app-conversations/count")).body, QByteArray("0"));
}

QTEST_GUILESS_MAIN(TestSimLifecycle)
#include "tst_simlifecycle.moc"
