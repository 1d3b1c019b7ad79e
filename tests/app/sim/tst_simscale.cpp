// SPDX-License-Identifier: GPL-3.0-or-later
// Scale: 10 000 conversations and one conversation of 1 000 000 lazily generated events, served
// page by page. Timings are printed (benchmarks measure speed); the assertions are functional.
#include "app/sim/simulator.h"
#include "simhttp_test.h"
#include "testutils/testpaths.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>

using namespace Switchyard;
using namespace Switchyard::Test;

class TestSimScale : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void tenThousandConversations();
    void millionEvents();

private:
    std::unique_ptr<Sim::Simulator> m_sim;
    std::unique_ptr<SimHttp> m_http;
    QString m_big;
};

void TestSimScale::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Sim::SimOptions o;
    o.autoAdvance = false;
    o.epoch = QDateTime(QDate(2026, 8, 20), QTime(9, 0), QTimeZone::utc());
    o.features.eventsSortDesc = true; // older ordering, but newest-first pages (older builds answer 422)
    m_sim = std::make_unique<Sim::Simulator>(o);
    QElapsedTimer t;
    t.start();
    m_big = m_sim->seedScale(10000, 1000000);
    qInfo() << "seeded 10000 conversations + 1M events in" << t.elapsed() << "ms";
    QVERIFY(!m_big.isEmpty());
    QVERIFY(m_sim->listen());
    m_http = std::make_unique<SimHttp>(m_sim->baseUrl(), m_sim->apiKey().toUtf8());
}

void TestSimScale::tenThousandConversations()
{
    QCOMPARE(m_http->get(QStringLiteral("/api/v1/app-conversations/count")).json().toInt(), 10001);
    QElapsedTimer t;
    t.start();
    QSet<QString> ids;
    QString page;
    QString previous = QStringLiteral("9999");
    int requests = 0;
    do {
        const SimReply r = m_http->get(QStringLiteral("/api/v1/app-conversations/search?limit=100")
                                       + (page.isEmpty() ? QString() : QStringLiteral("&page_id=") + page));
        QCOMPARE(r.status, 200);
        ++requests;
        for (const QJsonValue &v : r.object().value(QStringLiteral("items")).toArray()) {
            const QString created = v.toObject().value(QStringLiteral("created_at")).toString();
            QVERIFY(created <= previous); // created_at descending
            previous = created;
            ids.insert(v.toObject().value(QStringLiteral("id")).toString());
        }
        page = r.object().value(QStringLiteral("next_page_id")).toString();
    } while (!page.isEmpty());
    QCOMPARE(ids.size(), 10001);
    QCOMPARE(requests, 101);
    qInfo() << "listed 10001 conversations in" << requests << "pages," << t.elapsed() << "ms";
    // the sandboxes: 20 per sandbox, all but the newest few paused by the per-user limit
    const SimReply sandboxes = m_http->get(QStringLiteral("/api/v1/sandboxes/search?limit=100"));
    QCOMPARE(sandboxes.object().value(QStringLiteral("items")).toArray().size(), 100);
}

void TestSimScale::millionEvents()
{
    const QString base = QStringLiteral("/api/v1/conversation/%1/events").arg(m_big);
    QElapsedTimer t;
    t.start();
    QCOMPARE(m_http->get(base + QStringLiteral("/count")).json().toInteger(),
             qint64(1000000) + (m_sim->eventCount(m_big) - 1000000));
    const SimReply first = m_http->get(base + QStringLiteral("/search?limit=100"));
    QCOMPARE(first.object().value(QStringLiteral("items")).toArray().size(), 100);
    QCOMPARE(first.object().value(QStringLiteral("next_page_id")).toString(), QStringLiteral("100"));
    const SimReply deep = m_http->get(base + QStringLiteral("/search?limit=100&page_id=999900"));
    const QJsonArray deepItems = deep.object().value(QStringLiteral("items")).toArray();
    QCOMPARE(deepItems.size(), 100);
    // same page twice: same bytes (events are generated deterministically)
    QCOMPARE(m_http->get(base + QStringLiteral("/search?limit=100&page_id=999900")).body, deep.body);
    // newest first
    const SimReply desc = m_http->get(base + QStringLiteral("/search?limit=1&sort_order=TIMESTAMP_DESC"));
    const QString newest = desc.object()
                               .value(QStringLiteral("items"))
                               .toArray()
                               .at(0)
                               .toObject()
                               .value(QStringLiteral("timestamp"))
                               .toString();
    QVERIFY(newest > deepItems.last().toObject().value(QStringLiteral("timestamp")).toString());
    // filters on the whole million
    const qint64 actions = m_http->get(base + QStringLiteral("/count?kind__eq=ActionEvent")).json().toInteger();
    QVERIFY(actions >= 300000);
    const QString mid = deepItems.at(50).toObject().value(QStringLiteral("timestamp")).toString();
    const SimReply since = m_http->get(base + QStringLiteral("/search?limit=100&timestamp__gte=") + mid);
    QCOMPARE(since.object().value(QStringLiteral("items")).toArray().at(0), deepItems.at(50));
    // batch get by id of a generated event
    const QString id = deepItems.at(7).toObject().value(QStringLiteral("id")).toString();
    const SimReply batch = m_http->get(base + QStringLiteral("?id=") + id);
    QCOMPARE(batch.array().at(0), deepItems.at(7));
    // too big to export
    QCOMPARE(m_http->get(QStringLiteral("/api/v1/app-conversations/%1/download").arg(m_big)).status, 413);
    qInfo() << "1M-event conversation: count, pages, filters, batch in" << t.elapsed() << "ms";
}

QTEST_GUILESS_MAIN(TestSimScale)
#include "tst_simscale.moc"
