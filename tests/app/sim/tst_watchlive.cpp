// SPDX-License-Identifier: GPL-3.0-or-later
// Watch rules end to end (issue 31): an agent played by the simulator runs `rm -rf`; the event
// comes over loopback HTTP (the REST event tail) into a store file, where the writer checks it
// against the enabled rule cmd:"rm -rf" and records one hit; then the session socket replays the
// whole log over a real WebSocket — the same event again — and no second hit is recorded. The
// rule's Pause action pauses the agent (POST …/pause, once); nothing else is sent: no run, no
// resume, no approval, no answer, no message.
#include "app/sim/simulator.h"
#include "models/commands/watchcommands.h"
#include "models/search/watchservice.h"
#include "models/store/store.h"
#include "models/sync/eventtail.h"
#include "models/sync/live/sessionsocket.h"
#include "testutils/sim/loopbackstack.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using Test::runTail;

namespace {

bool fetchRecord(Test::LoopbackStack &stack, const QString &id)
{
    Store *store = stack.store();
    bool done = false;
    bool ok = false;
    quint64 sequence = 0;
    Api::ApiCall *call =
        stack.client()->getConversations({id}, store, [&](Api::Result<QList<std::optional<Conversation>>> r) {
            done = true;
            ok = r.ok();
            if (ok)
                store->applyConversationBatch({id}, r.value(), sequence);
        });
    sequence = call->sequence();
    if (!QTest::qWaitFor(
            [&] {
                return done;
            },
            10000)
        || !ok)
        return false;
    store->waitForWrites();
    return true;
}

/// Requests whose path ends with `suffix` (only those to an agent server: `agentOnly`).
int sentTo(const QList<QUrl> &requests, const QString &suffix, bool agentOnly = false)
{
    int n = 0;
    for (const QUrl &u : requests) {
        if (agentOnly && !u.path().contains(QStringLiteral("/agent/")))
            continue;
        n += u.path().endsWith(suffix) ? 1 : 0;
    }
    return n;
}

} // namespace

class TestWatchLive : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void rmRfHitOnceAndPaused()
    {
        Test::LoopbackOptions o;
        o.generation(Sim::ServerGeneration::Newer);
        o.rateLimit(false);
        o.sim.autoAdvance = false;
        o.budget = false;
        o.withSync = false;
        o.recordRequests = true;
        Test::LoopbackStack stack(o);
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        Sim::Simulator &sim = stack.sim();
        Store *const store = stack.store();

        Sim::ConversationSpec spec;
        spec.script = QStringLiteral("condense"); // cleans its caches with rm -rf on the way
        spec.runToEnd = false;
        const QString id = sim.addConversation(spec);
        QVERIFY(fetchRecord(stack, id));

        WatchCommands commands(store);
        Search::WatchService watch(store, stack.commands());
        WatchRule rule;
        rule.name = QStringLiteral("rm");
        rule.query = QStringLiteral("cmd:\"rm -rf\"");
        rule.actions = WatchRule::Notify | WatchRule::Pause;
        rule.enabled = true;
        const qint64 ruleId = commands.add(rule);
        QVERIFY(ruleId > 0);
        QSignalSpy hits(&watch, &WatchReader::hits);

        // The agent works; the REST tail brings its events until the rule fires.
        EventTail tail(stack.client(), store);
        for (int step = 0; step < 200 && hits.isEmpty(); ++step) {
            sim.advanceClock(std::chrono::seconds(5));
            QVERIFY(runTail(tail, id));
            store->waitForWrites();
            QCoreApplication::processEvents();
        }
        QCOMPARE(hits.size(), 1);
        const auto batch = hits.constFirst().at(0).value<QList<RuleHit>>();
        QCOMPARE(batch.size(), 1);
        QCOMPARE(batch.constFirst().ruleId, ruleId);
        QCOMPARE(batch.constFirst().conversationId, id);
        QVERIFY(batch.constFirst().text.contains(QStringLiteral("rm -rf")));
        const QString eventId = batch.constFirst().eventId;
        QVERIFY(store->findEvent(id, eventId) >= 0);

        // Pause: the agent's pause, once.
        QVERIFY(QTest::qWaitFor(
            [&] {
                return sim.executionStatus(id) == QLatin1String("paused");
            },
            20000));
        QCOMPARE(watch.pausesRequested(), 1);

        // The session socket replays the whole log (after_seq -1): the same event by the socket.
        const qint64 before = store->eventCount(id);
        SessionSocket socket(id, store, nullptr);
        const QString sandbox = sim.sandboxOf(id);
        socket.setEndpoint(sim.agentServerUrl(sandbox), sim.sessionApiKey(sandbox));
        socket.setBackoff(5, 40, 7);
        socket.start();
        QVERIFY(QTest::qWaitFor(
            [&] {
                return socket.isLive() && store->durableSeq(id) == sim.eventIds(id).size() - 1;
            },
            20000));
        store->waitForWrites();
        QCoreApplication::processEvents();
        QVERIFY(store->eventCount(id) >= before);
        QCOMPARE(hits.size(), 1); // no second hit for the same event id
        QCOMPARE(store->watchRules().constLast().hits, 1);

        // Nothing but the pause was sent.
        const QList<QUrl> &sent = stack.requests();
        QCOMPARE(sentTo(sent, QStringLiteral("/pause")), 1);
        for (const QString &never :
             {QStringLiteral("/run"), QStringLiteral("/resume"), QStringLiteral("/respond_to_confirmation"),
              QStringLiteral("/respond_to_ask_user"), QStringLiteral("/send-message"), QStringLiteral("/events")})
            QVERIFY2(sentTo(sent, never) == 0, qPrintable(never));
    }
};

QTEST_MAIN(TestWatchLive)
#include "tst_watchlive.moc"
