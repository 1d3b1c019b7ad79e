// SPDX-License-Identifier: GPL-3.0-or-later
// /events/search of older and newer servers (spec §5.1, §13.2) over real HTTP: timestamp order vs
// storage order (events written out of timestamp order, webhook batches stored late and
// shuffled), page_id as an offset into the newer storage walk, stale page ids clamped, one fixed
// query per pass returning every event exactly once while the agent writes, newest first
// (TIMESTAMP_DESC) on newer servers and 422 on older ones, unknown kinds passed through.
#include "app/sim/simulator.h"
#include "simhttp_test.h"

#include <QJsonArray>
#include <QSet>
#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>

using namespace Switchyard;
using namespace Switchyard::Test;
using namespace std::chrono_literals;

namespace {
QString eventsPath(const QString &conv, const QString &query = {})
{
    return QStringLiteral("/api/v1/conversation/%1/events/search%2")
        .arg(conv, query.isEmpty() ? QString() : QLatin1Char('?') + query);
}
} // namespace

class TestSimEvents : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void olderPagesAreInTimestampOrder();
    void newerPagesAreInStorageOrder();
    void fixedQueryPassIsExactlyOnceWhileWriting();
    void stalePageIdIsClamped();
    void newestFirst();
    void olderRefusesDescending();
    void newerKindsPassThrough();
    void countAgreesWithPass();

private:
    std::unique_ptr<Sim::Simulator> make(Sim::ServerGeneration generation, bool outOfOrder);
    /// Every item of one pass with a fixed query, following next_page_id.
    QList<QJsonObject> pass(SimHttp &http, const QString &conv, const QString &query, int *requests = nullptr,
                            const std::function<void()> &betweenPages = {});
    std::unique_ptr<Sim::Simulator> m_newer;
    std::unique_ptr<Sim::Simulator> m_older;
    std::unique_ptr<SimHttp> m_newHttp;
    std::unique_ptr<SimHttp> m_oldHttp;
    QString m_newConv;
    QString m_oldConv;
};

std::unique_ptr<Sim::Simulator> TestSimEvents::make(Sim::ServerGeneration generation, bool outOfOrder)
{
    Sim::SimOptions o;
    o.useGeneration(generation);
    o.features.rateLimit = false; // this test is about ordering
    o.features.outOfOrderTimestamps = outOfOrder;
    o.outOfOrderRate = 0.5;
    o.autoAdvance = false;
    o.epoch = QDateTime(QDate(2026, 9, 30), QTime(9, 0), QTimeZone::utc());
    o.faults.webhookLag = true; // batches of 5, partial ones after 30 s of silence
    o.faults.webhookLateBatchRate = 0.3; // and some stored after the next batch
    auto sim = std::make_unique<Sim::Simulator>(o);
    return sim->listen() ? std::move(sim) : nullptr;
}

void TestSimEvents::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_newer = make(Sim::ServerGeneration::Newer, true);
    m_older = make(Sim::ServerGeneration::Older, true);
    QVERIFY(m_newer && m_older);
    m_newHttp = std::make_unique<SimHttp>(m_newer->baseUrl(), m_newer->apiKey().toUtf8());
    m_oldHttp = std::make_unique<SimHttp>(m_older->baseUrl(), m_older->apiKey().toUtf8());
    Sim::ConversationSpec spec;
    spec.repository = QStringLiteral("acme-corp/demo-repo");
    spec.script = QStringLiteral("condense"); // hooks and stats updates: written out of order now and then
    m_newConv = m_newer->addConversation(spec);
    m_oldConv = m_older->addConversation(spec);
    m_newer->addEvents(m_newConv, 40);
    m_older->addEvents(m_oldConv, 40);
    m_newer->advanceClock(60s); // partial and late batches are stored
    m_older->advanceClock(60s);
    QCOMPARE(m_newer->storedEventCount(m_newConv), m_newer->eventCount(m_newConv));
}

QList<QJsonObject> TestSimEvents::pass(SimHttp &http, const QString &conv, const QString &query, int *requests,
                                       const std::function<void()> &betweenPages)
{
    QList<QJsonObject> items;
    QString pageId;
    for (int guard = 0; guard < 1000; ++guard) {
        QString q = query;
        if (!pageId.isEmpty())
            q += (q.isEmpty() ? QString() : QStringLiteral("&")) + QStringLiteral("page_id=") + pageId;
        const SimReply r = http.get(eventsPath(conv, q));
        if (requests)
            ++*requests;
        if (r.status != 200)
            return {};
        for (const QJsonValue &v : r.object().value(QStringLiteral("items")).toArray())
            items << v.toObject();
        const QJsonValue next = r.object().value(QStringLiteral("next_page_id"));
        if (next.isNull())
            break;
        pageId = next.toString();
        if (betweenPages)
            betweenPages();
    }
    return items;
}

void TestSimEvents::olderPagesAreInTimestampOrder()
{
    const QList<QJsonObject> items = pass(*m_oldHttp, m_oldConv, QStringLiteral("limit=9"));
    QCOMPARE(items.size(), m_older->eventCount(m_oldConv));
    bool inverted = false;
    const QStringList logOrder = m_older->eventIds(m_oldConv);
    for (qsizetype i = 1; i < items.size(); ++i) {
        QVERIFY(items[i - 1].value(QStringLiteral("timestamp")).toString()
                <= items[i].value(QStringLiteral("timestamp")).toString());
        inverted = inverted || items[i].value(QStringLiteral("id")).toString() != logOrder.value(i);
    }
    QVERIFY2(inverted, "the agent wrote some events out of timestamp order; the older server sorted them");
}

void TestSimEvents::newerPagesAreInStorageOrder()
{
    const QList<QJsonObject> items = pass(*m_newHttp, m_newConv, QStringLiteral("limit=9"));
    QCOMPARE(items.size(), m_newer->eventCount(m_newConv));
    int inversions = 0;
    for (qsizetype i = 1; i < items.size(); ++i) {
        if (items[i - 1].value(QStringLiteral("timestamp")).toString()
            > items[i].value(QStringLiteral("timestamp")).toString())
            ++inversions;
    }
    QVERIFY2(inversions > 0, "storage order differs from timestamp order on newer servers");
    QSet<QString> ids;
    for (const QJsonObject &e : items)
        ids.insert(e.value(QStringLiteral("id")).toString());
    QCOMPARE(ids.size(), items.size()); // every event once
    // The same walk again gives the same order (mtime order is stable).
    const QList<QJsonObject> again = pass(*m_newHttp, m_newConv, QStringLiteral("limit=50"));
    QCOMPARE(again.size(), items.size());
    for (qsizetype i = 0; i < items.size(); ++i)
        QCOMPARE(again[i].value(QStringLiteral("id")), items[i].value(QStringLiteral("id")));
}

void TestSimEvents::fixedQueryPassIsExactlyOnceWhileWriting()
{
    for (const QString &query : {QStringLiteral("limit=6"), QStringLiteral("kind__eq=ActionEvent&limit=4"),
                                 QStringLiteral("timestamp__gte=2026-09-30T08:55:00&limit=5")}) {
        const qint64 before = m_newer->storedEventCount(m_newConv);
        const QList<QJsonObject> items = pass(*m_newHttp, m_newConv, query, nullptr, [&] {
            m_newer->addEvents(m_newConv, 3); // the agent keeps writing between pages
            m_newer->advanceClock(40s);
        });
        QSet<QString> ids;
        for (const QJsonObject &e : items)
            ids.insert(e.value(QStringLiteral("id")).toString());
        QVERIFY2(ids.size() == items.size(), qPrintable(QStringLiteral("no duplicates: ") + query));
        // Everything stored before the pass began is in it (what came later may be too).
        const QList<QJsonObject> after = pass(*m_newHttp, m_newConv, query);
        QVERIFY(after.size() >= items.size());
        qint64 matchedBefore = 0;
        for (qsizetype i = 0; i < after.size() && i < before; ++i)
            matchedBefore += ids.contains(after[i].value(QStringLiteral("id")).toString()) ? 1 : 0;
        QCOMPARE(matchedBefore, std::min<qint64>(before, after.size()));
        for (qsizetype i = 0; i < items.size(); ++i)
            QCOMPARE(after[i].value(QStringLiteral("id")), items[i].value(QStringLiteral("id")));
    }
}

void TestSimEvents::stalePageIdIsClamped()
{
    // Newer: an offset beyond the end answers an empty last page; a negative one starts at 0; an
    // offset of another query is an offset into the same storage walk.
    SimReply r = m_newHttp->get(eventsPath(m_newConv, QStringLiteral("page_id=999999")));
    QCOMPARE(r.status, 200);
    QVERIFY(r.object().value(QStringLiteral("items")).toArray().isEmpty());
    QVERIFY(r.object().value(QStringLiteral("next_page_id")).isNull());
    const SimReply first = m_newHttp->get(eventsPath(m_newConv, QStringLiteral("limit=3")));
    r = m_newHttp->get(eventsPath(m_newConv, QStringLiteral("limit=3&page_id=-5")));
    QCOMPARE(r.status, 200);
    QCOMPARE(r.object().value(QStringLiteral("items")), first.object().value(QStringLiteral("items")));
    const SimReply filtered = m_newHttp->get(eventsPath(m_newConv, QStringLiteral("kind__eq=MessageEvent&limit=2")));
    const QString foreign = filtered.object().value(QStringLiteral("next_page_id")).toString();
    QVERIFY(!foreign.isEmpty());
    r = m_newHttp->get(eventsPath(m_newConv, QStringLiteral("limit=2&page_id=") + foreign));
    QCOMPARE(r.status, 200);
    QCOMPARE(r.object().value(QStringLiteral("items")).toArray().size(), 2);
    QCOMPARE(m_newHttp->get(eventsPath(m_newConv, QStringLiteral("page_id=abc"))).status, 500); // int(page_id)
    // Older: beyond the end is empty too, a negative offset raises.
    r = m_oldHttp->get(eventsPath(m_oldConv, QStringLiteral("page_id=999999")));
    QCOMPARE(r.status, 200);
    QVERIFY(r.object().value(QStringLiteral("items")).toArray().isEmpty());
    QCOMPARE(m_oldHttp->get(eventsPath(m_oldConv, QStringLiteral("page_id=-5"))).status, 500);
}

void TestSimEvents::newestFirst()
{
    const QList<QJsonObject> all = pass(*m_newHttp, m_newConv, QStringLiteral("limit=100"));
    const SimReply r = m_newHttp->get(eventsPath(m_newConv, QStringLiteral("sort_order=TIMESTAMP_DESC&limit=100")));
    QCOMPARE(r.status, 200);
    const QJsonArray newest = r.object().value(QStringLiteral("items")).toArray();
    QCOMPARE(newest.size(), std::min<qsizetype>(100, all.size()));
    for (qsizetype i = 0; i < newest.size(); ++i)
        QCOMPARE(newest[i].toObject().value(QStringLiteral("id")), all[all.size() - 1 - i].value(QStringLiteral("id")));
    QCOMPARE(r.object().value(QStringLiteral("next_page_id")).isNull(), all.size() <= 100);
}

void TestSimEvents::olderRefusesDescending()
{
    const SimReply r = m_oldHttp->get(eventsPath(m_oldConv, QStringLiteral("sort_order=TIMESTAMP_DESC&limit=100")));
    QCOMPARE(r.status, 422);
    const QJsonObject item = r.object().value(QStringLiteral("detail")).toArray().at(0).toObject();
    QCOMPARE(item.value(QStringLiteral("type")).toString(), QStringLiteral("enum"));
    QCOMPARE(item.value(QStringLiteral("loc")).toArray(),
             QJsonArray({QStringLiteral("query"), QStringLiteral("sort_order")}));
    QCOMPARE(item.value(QStringLiteral("input")).toString(), QStringLiteral("TIMESTAMP_DESC"));
    QVERIFY(item.contains(QStringLiteral("msg")));
    // The limit-only fallback works.
    QCOMPARE(m_oldHttp->get(eventsPath(m_oldConv, QStringLiteral("limit=100"))).status, 200);
}

void TestSimEvents::newerKindsPassThrough()
{
    Sim::ConversationSpec spec;
    spec.repository = QStringLiteral("acme-corp/infra");
    spec.script = QStringLiteral("security");
    const QString conv = m_newer->addConversation(spec);
    m_newer->advanceClock(60s);
    const SimReply r = m_newHttp->get(eventsPath(conv, QStringLiteral("kind__eq=SecurityAnalysisEvent")));
    QCOMPARE(r.status, 200);
    const QJsonArray items = r.object().value(QStringLiteral("items")).toArray();
    QCOMPARE(items.size(), 2);
    const QJsonObject verdict = items.at(1).toObject();
    QCOMPARE(verdict.value(QStringLiteral("analyzer")).toString(), QStringLiteral("LLMSecurityAnalyzer"));
    QCOMPARE(verdict.value(QStringLiteral("risks")).toObject().begin().value().toString(), QStringLiteral("HIGH"));
    // Older servers know no such kind.
    QCOMPARE(m_oldHttp->get(eventsPath(m_oldConv, QStringLiteral("kind__eq=SecurityAnalysisEvent"))).status, 422);
}

void TestSimEvents::countAgreesWithPass()
{
    for (const QString &query : {QString(), QStringLiteral("kind__eq=ObservationEvent"),
                                 QStringLiteral("timestamp__lt=2026-09-30T08:58:00")}) {
        const QList<QJsonObject> items = pass(*m_newHttp, m_newConv, query);
        const SimReply count =
            m_newHttp->get(QStringLiteral("/api/v1/conversation/%1/events/count%2")
                               .arg(m_newConv, query.isEmpty() ? QString() : QLatin1Char('?') + query));
        QCOMPARE(count.json().toInt(), items.size());
    }
}

QTEST_GUILESS_MAIN(TestSimEvents)
#include "tst_simevents.moc"
