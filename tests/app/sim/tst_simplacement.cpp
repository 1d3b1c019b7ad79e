// SPDX-License-Identifier: GPL-3.0-or-later
// Sandbox placement of new conversations: the five grouping strategies and explicit sandbox_id,
// with the real server's rules (at most 20 per sandbox, PAUSED never chosen, LRU = oldest created).
#include "app/sim/simulator.h"
#include "simhttp_test.h"
#include "testutils/testpaths.h"

#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>

using namespace Switchyard;
using namespace Switchyard::Test;
using namespace std::chrono_literals;

class TestSimPlacement : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init();
    void cleanup();
    void strategies_data();
    void strategies();
    void fullSandboxIsSkipped();
    void noRunningCandidateCreatesSandbox();
    void explicitSandbox();
    void explicitPausedSandboxIsResumed();
    void explicitUnknownOrErrorSandboxFails();
    void conversationIdBecomesSandboxId();

private:
    QJsonObject start(const QByteArray &body);
    std::unique_ptr<Sim::Simulator> m_sim;
    std::unique_ptr<SimHttp> m_http;
    QString m_a, m_b, m_c, m_paused; ///< oldest .. newest; m_paused newest of all
};

void TestSimPlacement::init()
{
    Sim::SimOptions o;
    o.autoAdvance = false;
    o.epoch = QDateTime(QDate(2026, 8, 20), QTime(9, 0), QTimeZone::utc());
    m_sim = std::make_unique<Sim::Simulator>(o);
    QVERIFY(m_sim->listen());
    m_http = std::make_unique<SimHttp>(m_sim->baseUrl(), m_sim->apiKey().toUtf8());
    // A (oldest, 3 conversations), B (1), C (newest running, 2), P (paused, 0)
    m_a = m_sim->addSandbox();
    m_sim->advanceClock(60s);
    m_b = m_sim->addSandbox();
    m_sim->advanceClock(60s);
    m_c = m_sim->addSandbox();
    m_sim->advanceClock(60s);
    m_paused = m_sim->addSandbox(QStringLiteral("PAUSED"));
    Sim::ConversationSpec spec;
    spec.script = QStringLiteral("chat");
    for (const auto &[sandbox, n] : {std::pair{m_a, 3}, std::pair{m_b, 1}, std::pair{m_c, 2}}) {
        spec.sandboxId = sandbox;
        for (int i = 0; i < n; ++i)
            m_sim->addConversation(spec);
    }
}

void TestSimPlacement::cleanup()
{
    m_http.reset();
    m_sim.reset();
}

QJsonObject TestSimPlacement::start(const QByteArray &body)
{
    const SimReply r = m_http->post(QStringLiteral("/api/v1/app-conversations"), body);
    const QString id = r.object().value(QStringLiteral("id")).toString();
    QJsonObject task;
    for (int i = 0; i < 60; ++i) {
        m_sim->advanceClock(500ms);
        task = m_http->get(QStringLiteral("/api/v1/app-conversations/start-tasks?ids=") + id).array().at(0).toObject();
        const QString st = task.value(QStringLiteral("status")).toString();
        if (st == QLatin1String("READY") || st == QLatin1String("ERROR"))
            break;
    }
    return task;
}

void TestSimPlacement::strategies_data()
{
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<QString>("expected"); // a, b, c or "new"
    QTest::newRow("NO_GROUPING") << QStringLiteral("NO_GROUPING") << QStringLiteral("new");
    QTest::newRow("ADD_TO_ANY") << QStringLiteral("ADD_TO_ANY") << QStringLiteral("c"); // first in created_at desc
    QTest::newRow("GROUP_BY_NEWEST") << QStringLiteral("GROUP_BY_NEWEST") << QStringLiteral("c");
    QTest::newRow("LEAST_RECENTLY_USED") << QStringLiteral("LEAST_RECENTLY_USED")
                                         << QStringLiteral("a"); // oldest created
    QTest::newRow("FEWEST_CONVERSATIONS")
        << QStringLiteral("FEWEST_CONVERSATIONS") << QStringLiteral("b"); // not the empty PAUSED one
}

void TestSimPlacement::strategies()
{
    QFETCH(QString, strategy);
    QFETCH(QString, expected);
    const SimReply set = m_http->post(QStringLiteral("/api/v1/settings"),
                                      QStringLiteral(R"({"sandbox_grouping_strategy":"%1"})").arg(strategy).toUtf8());
    QCOMPARE(set.status, 200);
    const QJsonObject task = start(R"({"initial_message":{"content":[{"type":"text","text":"go #chat"}]}})");
    QCOMPARE(task.value(QStringLiteral("status")).toString(), QStringLiteral("READY"));
    const QString sid = task.value(QStringLiteral("sandbox_id")).toString();
    const QStringList existing{m_a, m_b, m_c, m_paused};
    if (expected == QLatin1String("new")) {
        QVERIFY(!existing.contains(sid));
    } else {
        const QString want = expected == QLatin1String("a") ? m_a : (expected == QLatin1String("b") ? m_b : m_c);
        QCOMPARE(sid, want);
    }
    QCOMPARE(m_sim->sandboxStatus(m_paused), QStringLiteral("PAUSED")); // never auto-selected nor resumed
    const QString conv = task.value(QStringLiteral("app_conversation_id")).toString();
    const QJsonObject rec =
        m_http->get(QStringLiteral("/api/v1/app-conversations?ids=") + conv).array().at(0).toObject();
    const QString workspace =
        rec.value(QStringLiteral("tags")).toObject().value(QStringLiteral("archiveworkspacepath")).toString();
    if (strategy == QLatin1String("NO_GROUPING"))
        QCOMPARE(workspace, QStringLiteral("/workspace/project"));
    else
        QCOMPARE(workspace, QStringLiteral("/workspace/project/") + conv); // grouped: one dir per conversation
}

void TestSimPlacement::fullSandboxIsSkipped()
{
    Sim::ConversationSpec spec;
    spec.script = QStringLiteral("idle");
    spec.sandboxId = m_a;
    for (int i = 0; i < 17; ++i)
        m_sim->addConversation(spec); // A now holds 20
    m_sim->setGroupingStrategy(QStringLiteral("LEAST_RECENTLY_USED"));
    QCOMPARE(start(R"({})").value(QStringLiteral("sandbox_id")).toString(), m_b);
}

void TestSimPlacement::noRunningCandidateCreatesSandbox()
{
    for (const QString &s : {m_a, m_b, m_c})
        m_sim->setSandboxStatus(s, QStringLiteral("PAUSED"));
    m_sim->setGroupingStrategy(QStringLiteral("ADD_TO_ANY"));
    const QString sid = start(R"({})").value(QStringLiteral("sandbox_id")).toString();
    QVERIFY(!QStringList({m_a, m_b, m_c, m_paused}).contains(sid));
}

void TestSimPlacement::explicitSandbox()
{
    m_sim->setGroupingStrategy(QStringLiteral("GROUP_BY_NEWEST"));
    const QJsonObject task = start(QStringLiteral(R"({"sandbox_id":"%1"})").arg(m_a).toUtf8());
    QCOMPARE(task.value(QStringLiteral("status")).toString(), QStringLiteral("READY"));
    QCOMPARE(task.value(QStringLiteral("sandbox_id")).toString(), m_a);
}

void TestSimPlacement::explicitPausedSandboxIsResumed()
{
    const QString oldKey = m_sim->sessionApiKey(m_paused);
    const QJsonObject task = start(QStringLiteral(R"({"sandbox_id":"%1"})").arg(m_paused).toUtf8());
    QCOMPARE(task.value(QStringLiteral("status")).toString(), QStringLiteral("READY"));
    QCOMPARE(task.value(QStringLiteral("sandbox_id")).toString(), m_paused);
    QCOMPARE(m_sim->sandboxStatus(m_paused), QStringLiteral("RUNNING"));
    QVERIFY(m_sim->sessionApiKey(m_paused) != oldKey);
}

void TestSimPlacement::explicitUnknownOrErrorSandboxFails()
{
    const QJsonObject unknown = start(R"({"sandbox_id":"no-such-sandbox"})");
    QCOMPARE(unknown.value(QStringLiteral("status")).toString(), QStringLiteral("ERROR"));
    QCOMPARE(unknown.value(QStringLiteral("detail")).toString(), QStringLiteral("Sandbox not found: no-such-sandbox"));
    QVERIFY(unknown.value(QStringLiteral("sandbox_id")).isNull());
    m_sim->setSandboxStatus(m_b, QStringLiteral("ERROR"));
    const QJsonObject broken = start(QStringLiteral(R"({"sandbox_id":"%1"})").arg(m_b).toUtf8());
    QCOMPARE(broken.value(QStringLiteral("status")).toString(), QStringLiteral("ERROR"));
    QCOMPARE(broken.value(QStringLiteral("detail")).toString(), QStringLiteral("Sandbox status: SandboxStatus.ERROR"));
    // another user's sandbox is unknown to us
    SimHttp other(m_sim->baseUrl(), "nobody");
    QCOMPARE(other.post(QStringLiteral("/api/v1/app-conversations"), "{}").status, 401);
}

void TestSimPlacement::conversationIdBecomesSandboxId()
{
    const QString hex = QStringLiteral("0123456789ab4def8123456789abcdef");
    const QJsonObject task = start(QStringLiteral(R"({"conversation_id":"%1"})").arg(hex).toUtf8());
    QCOMPARE(task.value(QStringLiteral("app_conversation_id")).toString(), hex);
    QCOMPARE(task.value(QStringLiteral("sandbox_id")).toString(), hex);
}

QTEST_GUILESS_MAIN(TestSimPlacement)
#include "tst_simplacement.moc"
