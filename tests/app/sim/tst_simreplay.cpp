// SPDX-License-Identifier: GPL-3.0-or-later
// Replay: the same seed and the same requests give the same events and the same faults. Also
// checks each fault of the request layer and of the TCP fault layer.
#include "app/sim/simulator.h"
#include "simhttp_test.h"
#include "testutils/testpaths.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>

using namespace Switchyard;
using namespace Switchyard::Test;
using namespace std::chrono_literals;

class TestSimReplay : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void sameSeedSameEventsAndFaults();
    void rateLimitHasRetryAfter();
    void serverErrors();
    void truncatedAndMalformedBodies();
    void resetMidBody();
    void hungRequest();
    void latency();
    void pageFaults();
    void faultsByAdminEndpoint();

private:
    QStringList session(quint64 seed, QStringList *events);
    std::unique_ptr<Sim::Simulator> make(const Sim::FaultConfig &f, quint64 seed = 7);
};

std::unique_ptr<Sim::Simulator> TestSimReplay::make(const Sim::FaultConfig &f, quint64 seed)
{
    Sim::SimOptions o;
    o.autoAdvance = false;
    o.seed = seed;
    o.epoch = QDateTime(QDate(2026, 8, 20), QTime(9, 0), QTimeZone::utc());
    o.faults = f;
    auto sim = std::make_unique<Sim::Simulator>(o);
    if (!sim->listen())
        return nullptr;
    return sim;
}

QStringList TestSimReplay::session(quint64 seed, QStringList *events)
{
    Sim::FaultConfig f;
    f.serverErrorRate = 0.15;
    f.rateLimitRate = 0.1;
    f.truncateRate = 0.1;
    f.malformedRate = 0.1;
    f.duplicateItemsRate = 0.3;
    f.reorderItemsRate = 0.3;
    auto sim = make(f, seed);
    SimHttp http(sim->baseUrl(), sim->apiKey().toUtf8());
    QStringList log;
    // The port differs between runs: take it out of the bodies (conversation_url, exposed_urls).
    const QByteArray baseUrl = ':' + QByteArray::number(sim->port()) + '/';
    auto note = [&](const SimReply &r) {
        QByteArray body = r.body;
        body.replace(baseUrl, ":PORT/");
        if (qEnvironmentVariableIsSet("SIM_REPLAY_DUMP"))
            qInfo().noquote() << seed << log.size() << body.left(600);
        log << QStringLiteral("%1 %2").arg(r.status).arg(
            QString::fromLatin1(QCryptographicHash::hash(body, QCryptographicHash::Sha1).toHex().left(12)));
    };
    for (int i = 0; i < 4; ++i) {
        note(http.post(
            QStringLiteral("/api/v1/app-conversations"),
            QStringLiteral(
                R"({"initial_message":{"content":[{"type":"text","text":"task %1"}]},"selected_repository":"acme/r%1"})")
                .arg(i)
                .toUtf8()));
    }
    sim->advanceClock(90s);
    for (int i = 0; i < 40; ++i) {
        note(http.get(QStringLiteral("/api/v1/app-conversations/search?limit=2&page_id=%1").arg(i % 3 * 2)));
        note(http.get(QStringLiteral("/api/v1/sandboxes/search?limit=1")));
    }
    sim->setFaults({});
    const QStringList ids = sim->conversationIds();
    for (const QString &id : ids) {
        const SimReply r = http.get(QStringLiteral("/api/v1/conversation/%1/events/search").arg(id));
        events->append(QString::fromUtf8(QByteArray(r.body).replace(baseUrl, ":PORT/")));
    }
    return log;
}

void TestSimReplay::sameSeedSameEventsAndFaults()
{
    QStringList eventsA, eventsB, eventsC;
    const QStringList a = session(42, &eventsA);
    const QStringList b = session(42, &eventsB);
    const QStringList c = session(43, &eventsC);
    QCOMPARE(a.size(), 84);
    QCOMPARE(a, b);
    QCOMPARE(eventsA, eventsB);
    QVERIFY(!eventsA.isEmpty());
    QVERIFY(a != c);
    QVERIFY(eventsA != eventsC);
    // the faults really happened
    QVERIFY(a.filter(QRegularExpression(QStringLiteral("^(429|500|502|503) "))).size() > 3);
}

void TestSimReplay::rateLimitHasRetryAfter()
{
    Sim::FaultConfig f;
    f.rateLimitRate = 1.0;
    f.retryAfterSeconds = 7;
    auto sim = make(f);
    SimHttp http(sim->baseUrl(), sim->apiKey().toUtf8());
    const SimReply r = http.get(QStringLiteral("/api/v1/sandboxes/search"));
    QCOMPARE(r.status, 429);
    QCOMPARE(r.header("Retry-After"), QByteArray("7"));
}

void TestSimReplay::serverErrors()
{
    Sim::FaultConfig f;
    f.serverErrorRate = 1.0;
    f.pathContains = QStringLiteral("/sandboxes");
    auto sim = make(f);
    SimHttp http(sim->baseUrl(), sim->apiKey().toUtf8());
    QSet<int> codes;
    for (int i = 0; i < 20; ++i)
        codes << http.get(QStringLiteral("/api/v1/sandboxes/search")).status;
    QVERIFY(codes.contains(500) && codes.contains(502) && codes.contains(503));
    QVERIFY(!codes.contains(200));
    QCOMPARE(http.get(QStringLiteral("/api/v1/app-conversations/count")).status, 200); // path filter
}

void TestSimReplay::truncatedAndMalformedBodies()
{
    Sim::FaultConfig f;
    f.truncateRate = 1.0;
    auto sim = make(f);
    sim->addConversation({});
    SimHttp http(sim->baseUrl(), sim->apiKey().toUtf8());
    const SimReply t = http.get(QStringLiteral("/api/v1/app-conversations/search"));
    QCOMPARE(t.status, 200);
    QCOMPARE(t.error, QNetworkReply::NoError); // the cut is inside the JSON, not the HTTP framing
    QVERIFY(QJsonDocument::fromJson(t.body).isNull());
    f = {};
    f.malformedRate = 1.0;
    sim->setFaults(f);
    const SimReply m = http.get(QStringLiteral("/api/v1/app-conversations/search"));
    QCOMPARE(m.status, 200);
    QVERIFY(QJsonDocument::fromJson(m.body).isNull());
}

void TestSimReplay::resetMidBody()
{
    Sim::FaultConfig f;
    f.resetRate = 1.0;
    auto sim = make(f);
    sim->addConversation({});
    SimHttp http(sim->baseUrl(), sim->apiKey().toUtf8());
    const SimReply r = http.get(QStringLiteral("/api/v1/app-conversations/search"));
    QVERIFY2(r.error != QNetworkReply::NoError,
             qPrintable(QString::number(r.error) + QStringLiteral(" status ") + QString::number(r.status)
                        + QStringLiteral(" body ") + QString::fromUtf8(r.body.left(300)) + QStringLiteral(" size ")
                        + QString::number(r.body.size())));
    QVERIFY(!r.timedOut);
    sim->setFaults({});
    QCOMPARE(http.get(QStringLiteral("/api/v1/app-conversations/count")).body, QByteArray("1"));
}

void TestSimReplay::hungRequest()
{
    Sim::FaultConfig f;
    f.hangRate = 1.0;
    auto sim = make(f);
    SimHttp http(sim->baseUrl(), sim->apiKey().toUtf8());
    const SimReply r = http.call("GET", QStringLiteral("/api/v1/sandboxes/search"), QByteArray(), QString(), {}, 400);
    QVERIFY(r.timedOut);
    sim->setFaults({});
    QCOMPARE(http.get(QStringLiteral("/api/v1/sandboxes/search")).status, 200);
}

void TestSimReplay::latency()
{
    Sim::FaultConfig f;
    f.latencyMs = 300;
    auto sim = make(f);
    SimHttp http(sim->baseUrl(), sim->apiKey().toUtf8());
    QElapsedTimer t;
    t.start();
    QCOMPARE(http.get(QStringLiteral("/api/v1/sandboxes/search")).status, 200);
    QVERIFY(t.elapsed() >= 290); // a lower bound: the delay was applied
}

void TestSimReplay::pageFaults()
{
    Sim::FaultConfig f;
    f.duplicateItemsRate = 1.0;
    auto sim = make(f);
    for (int i = 0; i < 5; ++i)
        sim->addConversation({});
    SimHttp http(sim->baseUrl(), sim->apiKey().toUtf8());
    const QJsonArray first = http.get(QStringLiteral("/api/v1/app-conversations/search?limit=2"))
                                 .object()
                                 .value(QStringLiteral("items"))
                                 .toArray();
    const QJsonObject second = http.get(QStringLiteral("/api/v1/app-conversations/search?limit=2&page_id=2")).object();
    QCOMPARE(second.value(QStringLiteral("items")).toArray().at(0), first.at(1)); // repeated across pages
    f = {};
    f.invalidPageIdRate = 1.0;
    sim->setFaults(f);
    const SimReply bad = http.get(QStringLiteral("/api/v1/app-conversations/search?limit=2&page_id=2"));
    QCOMPARE(bad.status, 400);
    QCOMPARE(http.get(QStringLiteral("/api/v1/app-conversations/search?limit=2")).status, 200); // no page_id: fine
}

void TestSimReplay::faultsByAdminEndpoint()
{
    auto sim = make({});
    SimHttp http(sim->baseUrl(), sim->apiKey().toUtf8()); // the admin routes need a key (17.9)
    const SimReply set =
        http.post(QStringLiteral("/_sim/faults"), R"({"rate_limit_rate":1.0,"retry_after_seconds":3})");
    QCOMPARE(set.status, 200);
    QCOMPARE(sim->faults().rateLimitRate, 1.0);
    QCOMPARE(http.get(QStringLiteral("/api/v1/sandboxes/search")).status, 429);
    QCOMPARE(http.post(QStringLiteral("/_sim/faults"), R"({"bogus":1})").status, 400);
    QCOMPARE(http.call("DELETE", QStringLiteral("/_sim/faults")).status, 200);
    QCOMPARE(http.get(QStringLiteral("/api/v1/sandboxes/search")).status, 200);
    const QDateTime before = sim->now();
    QCOMPARE(http.post(QStringLiteral("/_sim/clock/advance?seconds=90")).status, 200);
    QCOMPARE(before.secsTo(sim->now()), 90);
}

QTEST_GUILESS_MAIN(TestSimReplay)
#include "tst_simreplay.moc"
