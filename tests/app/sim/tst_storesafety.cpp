// SPDX-License-Identifier: GPL-3.0-or-later
// The store against a real server (the simulator over loopback HTTP), issue 17 items 4 and 8:
//  - a server that lost history: 20,000 events cached by the event tail, then the server (admin
//    route POST /_sim/conversations/<id>/truncate, behind the admin key) keeps only its first 100;
//    the tail's count check and refill find 100 where 20,000 are kept: all 20,000 stay, the log is
//    marked (100 on the server, 19,900 known missing);
//  - a cache that fails writes while the tail runs: the stored cursor never moves past stored
//    events, and once writes work again the events arrive and the log equals the server's.
#include "app/sim/simulator.h"
#include "models/api/apiclient.h"
#include "models/store/store.h"
#include "models/sync/eventtail.h"
#include "simhttp_test.h"
#include "testutils/sim/loopbackstack.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using Test::runTail;

namespace {

/// The simulator (manual clock), the client and a store file; the test runs the event tail itself
/// (no sync engine, no commands).
Test::LoopbackOptions options()
{
    Test::LoopbackOptions o;
    o.sim.autoAdvance = false;
    o.budget = false; // about the store, not pacing (the budget has its own tests)
    o.withSync = false;
    o.withCommands = false;
    return o;
}

} // namespace

class TestStoreSafety : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void serverLostHistoryIsKept()
    {
        Sim::ConversationSpec spec;
        spec.script = QStringLiteral("idle");
        spec.bulkEvents = 20000;
        Test::LoopbackStack stack(options());
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        Sim::Simulator &sim = stack.sim();
        Store *const store = stack.store();
        const QString id = sim.addConversation(spec);
        const qint64 total = sim.eventCount(id);
        QVERIFY(total >= 20000);

        EventTail tail(stack.client(), store);
        tail.setPageSize(100);
        QElapsedTimer t;
        t.start();
        QVERIFY(runTail(tail, id, true));
        store->waitForWrites();
        qInfo("cached %lld events in %lld ms", store->eventCount(id), qint64(t.elapsed()));
        QCOMPARE(store->eventCount(id), total);
        const QList<QString> kept = store->eventIds(id);

        // The server loses all but its first 100 (admin route, needs the key).
        Test::SimHttp anonymous(sim.baseUrl(), QByteArray());
        const QString route = QStringLiteral("/_sim/conversations/%1/truncate?keep=100").arg(id);
        QCOMPARE(anonymous.call("POST", route, "{}", {}, {}, 15000, false).status, 401);
        QCOMPARE(sim.eventCount(id), total);
        Test::SimHttp admin(sim.baseUrl(), sim.apiKey().toUtf8());
        const Test::SimReply r = admin.post(route);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.object().value(QStringLiteral("events")).toInteger(), 100);
        QCOMPARE(sim.eventCount(id), 100);

        // The sync checks the count (twice: a mismatch first gets one more pass, then a refill).
        for (int pass = 0; pass < 3; ++pass)
            QVERIFY(runTail(tail, id, true));
        store->waitForWrites();
        QVERIFY(tail.countMismatches() >= 1);
        QCOMPARE(store->eventCount(id), total); // nothing erased
        QCOMPARE(store->eventIds(id), kept);
        const auto lost = store->lostHistory(id);
        QVERIFY(lost);
        QCOMPARE(lost->serverCount, 100);
        QCOMPARE(lost->localCount, total);
        QCOMPARE(lost->knownMissing, total - 100);
        QVERIFY(lost->canDrop());

        // The user drops what the server lost: the log equals the server's again.
        store->dropLostHistory(id);
        store->waitForWrites();
        QCOMPARE(store->eventCount(id), 100);
        QCOMPARE(store->eventIds(id), kept.mid(0, 100));
        QVERIFY(!store->lostHistory(id));
        QVERIFY(runTail(tail, id, true));
        store->waitForWrites();
        QCOMPARE(store->eventCount(id), 100);
        QVERIFY(!store->lostHistory(id));
    }

    void failingCacheNeverMovesTheCursorPastUnstoredEvents()
    {
        Sim::ConversationSpec spec;
        spec.script = QStringLiteral("idle");
        spec.bulkEvents = 300;
        Test::LoopbackStack stack(options());
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        Sim::Simulator &sim = stack.sim();
        Store *const store = stack.store();
        const QString id = sim.addConversation(spec);
        const qint64 total = sim.eventCount(id);

        const QString path = stack.storeFile();
        store->setRetryBackoff(std::chrono::milliseconds(20), std::chrono::milliseconds(100));
        EventTail tail(stack.client(), store);
        tail.setPageSize(50);
        // The disk is full from the start: the tail reads everything, the store keeps none of it,
        // and the pass waits for its writes (retried with backoff) instead of moving the cursor.
        store->limitFileSize(QFileInfo(path).size());
        bool firstDone = false;
        bool firstOk = false;
        tail.run(id, false, [&](const std::optional<Api::ApiError> &e) {
            firstDone = true;
            firstOk = !e;
        });
        QTRY_VERIFY_WITH_TIMEOUT(store->writeStatus().failing, 60000);
        QCOMPARE(store->eventCount(id), 0);
        QVERIFY(store->eventCursor(id).isEmpty()); // a restart now would read everything again
        // More events on the server meanwhile.
        sim.addEvents(id, 20);
        const qint64 later = sim.eventCount(id);
        QVERIFY(later > total);
        QCOMPARE(store->eventCount(id), 0);

        // The disk has room again: the queued writes land in order, then the tail completes.
        store->limitFileSize(0);
        QTRY_VERIFY_WITH_TIMEOUT(!store->writeStatus().failing, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(firstDone, 60000);
        QVERIFY(firstOk);
        QVERIFY(store->eventCount(id) >= total); // the pass may have read the later events too
        QVERIFY(runTail(tail, id, true));
        store->waitForWrites();
        QCOMPARE(store->eventCount(id), later);
        QCOMPARE(store->eventIds(id), sim.eventIds(id));
        QVERIFY(!store->eventCursor(id).isEmpty());
        QVERIFY(store->failedWrites() >= 1);
    }
};

QTEST_GUILESS_MAIN(TestStoreSafety)
#include "tst_storesafety.moc"
