// SPDX-License-Identifier: GPL-3.0-or-later
// The newer app server's rate limit (spec §13.1) over real HTTP: 10 requests per second per client
// pass, the next 10 are held back by 1 s, beyond that 429 {"message":"Too many requests"} with
// Retry-After: 1; a sliding window that counts refused requests too; resume exempt; per client.
// Bursts go on separate TCP connections so that they reach the server in the same second.
#include "app/sim/simulator.h"
#include "simhttp_test.h"
#include "simsocket_test.h"

#include <QJsonArray>
#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>

using namespace Switchyard;
using namespace Switchyard::Test;

class TestSimRateLimit : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void twentyFiveInOneSecond();
    void slidingWindowCountsEveryRequest();
    void resumeIsExempt();
    void perClientAddress();
    void adminStats();
    void olderServersDoNotLimit();

private:
    std::unique_ptr<Sim::Simulator> make(Sim::ServerGeneration generation);
    QList<QByteArray> requests(int n, const QByteArray &path = "/api/v1/sandboxes/search",
                               const QByteArray &method = "GET", const QByteArray &client = {}) const;
    static void waitWindow() { QTest::qWait(1100); } // the 1 s window has emptied
    std::unique_ptr<Sim::Simulator> m_sim;
};

std::unique_ptr<Sim::Simulator> TestSimRateLimit::make(Sim::ServerGeneration generation)
{
    Sim::SimOptions o;
    o.useGeneration(generation);
    o.autoAdvance = false;
    o.epoch = QDateTime(QDate(2026, 9, 30), QTime(9, 0), QTimeZone::utc());
    auto sim = std::make_unique<Sim::Simulator>(o);
    if (sim->listen() == 0)
        return nullptr;
    return sim;
}

QList<QByteArray> TestSimRateLimit::requests(int n, const QByteArray &path, const QByteArray &method,
                                             const QByteArray &client) const
{
    QList<QByteArray> out;
    for (int i = 0; i < n; ++i)
        out << getRequest(m_sim->baseUrl(), path, m_sim->apiKey().toUtf8(), method, client);
    return out;
}

void TestSimRateLimit::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_sim = make(Sim::ServerGeneration::Newer);
    QVERIFY(m_sim);
    QVERIFY(m_sim->features().rateLimit);
}

void TestSimRateLimit::init()
{
    waitWindow();
    m_sim->resetRateLimit();
}

void TestSimRateLimit::twentyFiveInOneSecond()
{
    const auto answers = burst(m_sim->baseUrl(), requests(25));
    int ok = 0, held = 0, refused = 0;
    for (const RawExchange &e : answers) {
        QVERIFY2(e.answeredAtMs >= 0, "every request is answered");
        if (e.status() == 429) {
            ++refused;
            QCOMPARE(QJsonDocument::fromJson(e.body()).object(),
                     QJsonObject({{QStringLiteral("message"), QStringLiteral("Too many requests")}}));
            QCOMPARE(e.header("retry-after"), QByteArray("1"));
            continue;
        }
        QCOMPARE(e.status(), 200);
        ++ok;
        if (e.answeredAtMs - e.sentAtMs >= 990)
            ++held; // answered late, not refused
    }
    QCOMPARE(ok, 20);
    QCOMPARE(refused, 5);
    QCOMPARE(held, 10);
    const auto stats = m_sim->rateLimitStats();
    QCOMPARE(stats.allowed, 10);
    QCOMPARE(stats.held, 10);
    QCOMPARE(stats.rejected, 5);
}

void TestSimRateLimit::slidingWindowCountsEveryRequest()
{
    // 10 now, 10 more 0.6 s later: a sliding window still holds the first ten, so the second
    // ten are held back (a fixed window on the second boundary would let some through).
    burst(m_sim->baseUrl(), requests(10));
    QTest::qWait(600);
    burst(m_sim->baseUrl(), requests(10));
    QCOMPARE(m_sim->rateLimitStats().allowed, 10);
    QCOMPARE(m_sim->rateLimitStats().held, 10);
    // Refused requests are recorded too. 20 at t0 fill the window (10 pass, 10 held); 10 more at
    // t0+0.5 s are all refused. At t0+1.1 s the first 20 have left the window but the 10 refused
    // ones have not, so one more request is held back (were refusals not recorded, it would pass).
    init();
    auto first = sendAll(m_sim->baseUrl(), requests(20));
    QTest::qWait(500);
    const auto refused = burst(m_sim->baseUrl(), requests(10));
    for (const RawExchange &e : refused)
        QCOMPARE(e.status(), 429);
    awaitAll(*first);
    QVERIFY(first->clock.elapsed() < 1400); // else the machine is too slow for this timing
    QTest::qWait(int(std::max<qint64>(0, 1150 - first->clock.elapsed())));
    const auto late = burst(m_sim->baseUrl(), requests(1));
    QCOMPARE(late.front().status(), 200);
    QCOMPARE(m_sim->rateLimitStats().rejected, 10);
    QCOMPARE(m_sim->rateLimitStats().held, 11);
    QVERIFY(late.front().answeredAtMs - late.front().sentAtMs >= 900);
}

void TestSimRateLimit::resumeIsExempt()
{
    const QString sandbox = m_sim->addSandbox(QStringLiteral("RUNNING"));
    const QByteArray path = "/api/v1/sandboxes/" + sandbox.toUtf8() + "/resume";
    const auto answers = burst(m_sim->baseUrl(), requests(25, path, "POST"));
    for (const RawExchange &e : answers)
        QCOMPARE(e.status(), 200);
    QCOMPARE(m_sim->rateLimitStats().exempt, 25);
    QCOMPARE(m_sim->rateLimitStats().held + m_sim->rateLimitStats().rejected, 0);
    // ... and they do not count against the window: 10 ordinary requests still pass.
    burst(m_sim->baseUrl(), requests(10));
    QCOMPARE(m_sim->rateLimitStats().allowed, 10);
}

void TestSimRateLimit::perClientAddress()
{
    QList<QByteArray> mixed = requests(15, "/api/v1/sandboxes/search", "GET", "10.0.0.1");
    mixed += requests(15, "/api/v1/sandboxes/search", "GET", "10.0.0.2");
    const auto answers = burst(m_sim->baseUrl(), mixed);
    for (const RawExchange &e : answers)
        QCOMPARE(e.status(), 200);
    QCOMPARE(m_sim->rateLimitStats().allowed, 20);
    QCOMPARE(m_sim->rateLimitStats().held, 10);
    QCOMPARE(m_sim->rateLimitStats().rejected, 0);
}

void TestSimRateLimit::adminStats()
{
    burst(m_sim->baseUrl(), requests(22));
    SimHttp http(m_sim->baseUrl(), m_sim->apiKey().toUtf8());
    const SimReply stats = http.call("GET", QStringLiteral("/_sim/stats"));
    QCOMPARE(stats.status, 200);
    const QJsonObject rl = stats.object().value(QStringLiteral("rate_limit")).toObject();
    QCOMPARE(rl.value(QStringLiteral("rejected")).toInt(), 2);
    QCOMPARE(rl.value(QStringLiteral("held")).toInt(), 10);
    QVERIFY(stats.object().contains(QStringLiteral("sockets")));
    // The admin routes are not rate-limited themselves, and DELETE resets the counters.
    QCOMPARE(http.call("DELETE", QStringLiteral("/_sim/stats")).status, 200);
    QCOMPARE(m_sim->rateLimitStats().rejected, 0);
    // Switched off at run time: nothing is counted any more.
    QCOMPARE(http.call("POST", QStringLiteral("/_sim/features"), R"({"rate_limit":false})").status, 200);
    burst(m_sim->baseUrl(), requests(25));
    QCOMPARE(m_sim->rateLimitStats().allowed + m_sim->rateLimitStats().rejected, 0);
    QCOMPARE(http.call("POST", QStringLiteral("/_sim/features"), R"({"rate_limit":true})").status, 200);
}

void TestSimRateLimit::olderServersDoNotLimit()
{
    auto older = make(Sim::ServerGeneration::Older);
    QVERIFY(older);
    QList<QByteArray> list;
    for (int i = 0; i < 25; ++i)
        list << getRequest(older->baseUrl(), "/api/v1/sandboxes/search", older->apiKey().toUtf8());
    const auto answers = burst(older->baseUrl(), list);
    for (const RawExchange &e : answers)
        QCOMPARE(e.status(), 200);
    QCOMPARE(older->rateLimitStats().held + older->rateLimitStats().rejected, 0);
}

QTEST_GUILESS_MAIN(TestSimRateLimit)
#include "tst_simratelimit.moc"
