// SPDX-License-Identifier: GPL-3.0-or-later
// History the server lost, on a conversation the session socket fed (issue 28 item 1), against the
// simulator over real loopback HTTP and WebSocket with a store file: "never erase, always say"
// holds on both paths.
//  - REST: a conversation followed live (its socket cursor saved), the app restarted, the server
//    then keeps only its first 100 events: the sync engine's count check marks the log (before, a
//    saved socket cursor excused every shortfall, for good) and nothing is erased;
//  - socket: the server loses history while the conversation is followed and goes on writing; the
//    socket's sync frame names a shorter log than its cursor: the log is marked, and the server's
//    new events arrive (before, they took the seqs of lost ones and were dropped as repeats);
//  - the socket's lead over REST (REST lags the agent) is not taken for a loss.
#include "app/sim/simulator.h"
#include "models/api/apiclient.h"
#include "models/store/store.h"
#include "models/sync/eventtail.h"
#include "models/sync/live/sessionsocket.h"
#include "models/sync/syncengine.h"
#include "testutils/sim/loopbackstack.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>

using namespace Switchyard;
using Test::runTail;

namespace {

Test::LoopbackOptions options()
{
    Test::LoopbackOptions o;
    o.generation(Sim::ServerGeneration::Newer);
    o.rateLimit(false);
    o.sim.autoAdvance = false;
    o.sim.seed = 2828;
    o.sim.epoch = QDateTime(QDate(2026, 11, 2), QTime(9, 0), QTimeZone::utc());
    o.clientAndStore();
    return o;
}

Sim::ConversationSpec running(qint64 bulk)
{
    Sim::ConversationSpec spec;
    spec.script = QStringLiteral("fix_tests");
    spec.runToEnd = false;
    spec.bulkEvents = bulk;
    return spec;
}

std::unique_ptr<SessionSocket> socketFor(Test::LoopbackStack &stack, const QString &id)
{
    auto s = std::make_unique<SessionSocket>(id, stack.store(), nullptr);
    const QString sandbox = stack.sim().sandboxOf(id);
    s->setEndpoint(stack.sim().agentServerUrl(sandbox), stack.sim().sessionApiKey(sandbox));
    s->setBackoff(5, 40, 7);
    return s;
}

/// The socket is live at the server's end and the store committed its cursor.
bool atEnd(Test::LoopbackStack &stack, const QString &id, const SessionSocket &s)
{
    const qint64 last = stack.sim().eventCount(id) - 1;
    return s.isLive() && s.lastSeq() == last && stack.store()->durableSeq(id) == last;
}

bool followed(Test::LoopbackStack &stack, const QString &id, SessionSocket &s)
{
    return QTest::qWaitFor(
        [&] {
            return atEnd(stack, id, s);
        },
        20000);
}

bool holdsAll(const QList<QString> &mine, const QStringList &server)
{
    const QSet<QString> have(mine.cbegin(), mine.cend());
    for (const QString &id : server) {
        if (!have.contains(id))
            return false;
    }
    return have.size() == mine.size(); // no duplicates either
}

} // namespace

class TestLostHistoryLive : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    /// REST path, across a restart: the saved socket cursor no longer hides the loss.
    void restCheckAfterLiveFollow()
    {
        Test::LoopbackStack live(options());
        QVERIFY(live.connect());
        const QString id = live.sim().addConversation(running(300));
        {
            auto s = socketFor(live, id);
            s->start();
            QVERIFY(followed(live, id, *s));
        }
        const qint64 total = live.store()->eventCount(id);
        QVERIFY(total >= 300);
        const QList<QString> kept = live.store()->eventIds(id);
        const QString storeFile = live.storeFile();
        live.disconnect(); // the app quits; the socket's cursor is saved with the log

        live.sim().truncateEvents(id, 100); // the server loses all but its first 100 events

        // The app again, on the same cache file, with the conversation open: plain REST sync.
        Test::LoopbackOptions o = options();
        o.withSync = true;
        o.storePath = storeFile;
        o.openConversation = id;
        o.timing.openActiveMs = 50;
        o.timing.openIdleMs = 50;
        o.timing.listMs = 200;
        o.timing.countCheckEvery = 1;
        o.timing.backoffBaseMs = 20;
        o.timing.backoffCapMs = 100;
        Test::LoopbackStack app(live.sim().baseUrl(), live.sim().apiKey(), o);
        QVERIFY(app.connect());
        Store *store = app.store();
        QVERIFY(store->durableSeq(id) >= 0); // followed live once
        QSignalSpy changes(store, &Store::changed);
        QVERIFY(QTest::qWaitFor(
            [&] {
                const auto lost = store->lostHistory(id);
                return lost && lost->knownMissing > 0;
            },
            30000));
        store->waitForWrites();
        const auto lost = store->lostHistory(id);
        QCOMPARE(lost->serverCount, 100);
        QCOMPARE(lost->localCount, total);
        QCOMPARE(lost->knownMissing, total - 100);
        QVERIFY(!lost->kept); // the banner shows
        QVERIFY(lost->canDrop());
        bool told = false;
        for (const QList<QVariant> &args : std::as_const(changes))
            told = told || args.at(0).value<StoreChanges>().lostHistory.contains(id);
        QVERIFY(told);
        QCOMPARE(store->eventIds(id), kept); // nothing erased, nothing moved
    }

    /// Socket path: the sync frame names fewer events than the socket's cursor.
    void socketSeesTheShorterLog()
    {
        Test::LoopbackStack stack(options());
        QVERIFY(stack.connect());
        Store *store = stack.store();
        const QString id = stack.sim().addConversation(running(300));
        auto s = socketFor(stack, id);
        s->start();
        QVERIFY(followed(stack, id, *s));
        const qint64 total = store->eventCount(id);
        const QList<QString> kept = store->eventIds(id);

        // The server loses history and goes on writing; its agent server restarts (the sockets
        // close) and the socket comes back with its cursor.
        stack.sim().truncateEvents(id, 100);
        stack.sim().addEvents(id, 10);
        stack.sim().restartAgentServers(std::chrono::milliseconds(50));
        QVERIFY(QTest::qWaitFor(
            [&] {
                return s->stats().serverLost >= 1 && atEnd(stack, id, *s);
            },
            20000));
        store->waitForWrites();
        const QStringList server = stack.sim().eventIds(id);
        QCOMPARE(server.size(), 110);
        QCOMPARE(store->durableSeq(id), 109);
        const auto lost = store->lostHistory(id);
        QVERIFY(lost);
        QCOMPARE(lost->serverCount, 110);
        QVERIFY(!lost->kept);
        const QList<QString> now = store->eventIds(id);
        QCOMPARE(now.mid(0, kept.size()), kept); // nothing erased, nothing moved
        QCOMPARE(now.size(), total + 10);
        QVERIFY(holdsAll(now, server)); // the server's new events arrived

        // And the socket goes on from there.
        stack.sim().addEvents(id, 5);
        QVERIFY(followed(stack, id, *s));
        QVERIFY(holdsAll(store->eventIds(id), stack.sim().eventIds(id)));
        QCOMPARE(store->eventCount(id), total + 15);
    }

    /// The socket ahead of REST (REST's store lags the agent) is not history the server lost.
    void socketLeadIsNotALoss()
    {
        Test::LoopbackOptions o = options();
        o.sim.faults.webhookLag = true; // /events/search sees events late, in batches
        o.sim.faults.webhookBatchSize = 1000;
        o.sim.faults.webhookFlushSeconds = 2;
        Test::LoopbackStack stack(o);
        QVERIFY(stack.connect());
        Store *store = stack.store();
        Sim::ConversationSpec spec = running(40);
        spec.script = QStringLiteral("idle");
        const QString id = stack.sim().addConversation(spec);
        stack.sim().advanceClock(std::chrono::seconds(5)); // REST has the first events
        auto s = socketFor(stack, id);
        s->start();
        QVERIFY(followed(stack, id, *s));
        stack.sim().addEvents(id, 20); // the socket has them, REST not yet
        QVERIFY(followed(stack, id, *s));
        QVERIFY(stack.sim().storedEventCount(id) < stack.sim().eventCount(id));

        EventTail tail(stack.client(), store);
        QVERIFY(runTail(tail, id));
        store->waitForWrites();
        QVERIFY(!store->lostHistory(id));
        QCOMPARE(store->eventCount(id), stack.sim().eventCount(id));
    }
};

QTEST_GUILESS_MAIN(TestLostHistoryLive)
#include "tst_losthistorylive.moc"
