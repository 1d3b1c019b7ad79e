// SPDX-License-Identifier: GPL-3.0-or-later
// Following conversations live over the agent server's session socket (issue #16), against the
// simulator over real loopback WebSocket and HTTP: replay from the start and from the last seq,
// auth by first frame and by header, close 4001 -> a fresh key, no socket while paused, the
// simulator's socket faults (drops, duplicates, reordering, lost deltas, agent-server restart), a
// reconnect storm of 1,000 drops, the older events socket, and a sentinel session key that never
// shows up in a URL, a log line or the cache file. Every check ends with the client's event log
// equal to the agent's, id by id, in seq order, without duplicates.
#include "app/sim/simulator.h"
#include "models/api/apiclient.h"
#include "models/store/store.h"
#include "models/sync/live/livemanager.h"
#include "models/sync/live/livestream.h"
#include "models/sync/live/sessionsocket.h"
#include "testutils/sim/loopbackstack.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QMutex>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>
#include <QUrlQuery>

using namespace Switchyard;

namespace {

/// Everything a test needs: the simulator (newer servers, manual clock), a client, a store on disk
/// (no sync engine, no commands: the tests drive the sockets themselves).
std::unique_ptr<Test::LoopbackStack> makeStack(bool newer = true)
{
    Test::LoopbackOptions o;
    if (newer)
        o.generation(Sim::ServerGeneration::Newer);
    o.rateLimit(false);
    o.sim.autoAdvance = false;
    o.sim.seed = 1616;
    o.sim.epoch = QDateTime(QDate(2026, 8, 20), QTime(9, 0), QTimeZone::utc());
    o.clientAndStore();
    auto s = std::make_unique<Test::LoopbackStack>(o);
    if (!s->connect())
        return nullptr;
    return s;
}

/// The conversation record as the sync engine would store it (key and URL included).
bool fetchRecord(Test::LoopbackStack &stack, const QString &id)
{
    Store *store = stack.store();
    bool done = false;
    bool ok = false;
    quint64 sequence = 0; // the call's own: a later refresh (a newer request) must win
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

std::unique_ptr<SessionSocket> socketFor(Test::LoopbackStack &stack, const QString &id, LiveStreams *streams = nullptr)
{
    auto s = std::make_unique<SessionSocket>(id, stack.store(), streams);
    const QString sandbox = stack.sim().sandboxOf(id);
    s->setEndpoint(stack.sim().agentServerUrl(sandbox), stack.sim().sessionApiKey(sandbox));
    s->setBackoff(5, 40, 7);
    return s;
}

/// The store's log equals the agent's (after the writes landed), no duplicates.
bool logEqual(Test::LoopbackStack &stack, const QString &id)
{
    stack.store()->waitForWrites();
    const QList<QString> mine = stack.store()->eventIds(id);
    const QStringList server = stack.sim().eventIds(id);
    if (mine != QList<QString>(server.cbegin(), server.cend())) {
        qWarning() << "log differs for" << id << "local" << mine.size() << "server" << server.size();
        return false;
    }
    return QSet<QString>(mine.cbegin(), mine.cend()).size() == mine.size();
}

bool waitEqual(Test::LoopbackStack &stack, const QString &id, SessionSocket &s, int timeoutMs = 20000)
{
    const bool ok = QTest::qWaitFor(
        [&] {
            const qint64 last = stack.sim().eventIds(id).size() - 1;
            return s.isLive() && s.lastSeq() == last && stack.store()->durableSeq(id) == last;
        },
        timeoutMs);
    return ok && logEqual(stack, id);
}

Sim::ConversationSpec running(qint64 bulk = 0, const QString &script = QStringLiteral("fix_tests"))
{
    Sim::ConversationSpec spec;
    spec.script = script;
    spec.runToEnd = false;
    spec.bulkEvents = bulk;
    return spec;
}

QMutex s_logMutex;
QStringList s_log;
QtMessageHandler s_previous = nullptr;

void captureMessages(QtMsgType type, const QMessageLogContext &ctx, const QString &msg)
{
    {
        QMutexLocker lock(&s_logMutex);
        s_log.append(msg);
    }
    if (type != QtDebugMsg && s_previous)
        s_previous(type, ctx, msg);
}

} // namespace

class TestLiveSocket : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void agentBaseFromConversationUrl()
    {
        QCOMPARE(SessionSocket::agentBaseFromConversationUrl(
                     QStringLiteral("https://x.example/runtime/abc/api/conversations/0123abcd")),
                 QUrl(QStringLiteral("https://x.example/runtime/abc")));
        QVERIFY(!SessionSocket::agentBaseFromConversationUrl(QString()).isValid());
    }

    void backoffIsJitteredAndBounded()
    {
        QCOMPARE(SessionSocket::backoffDelay(0, 1000, 30000, 1.0), 1000);
        QCOMPARE(SessionSocket::backoffDelay(0, 1000, 30000, 0.0), 1000); // never under the minimum
        QCOMPARE(SessionSocket::backoffDelay(3, 1000, 30000, 1.0), 8000);
        QCOMPARE(SessionSocket::backoffDelay(3, 1000, 30000, 0.0), 6000);
        QCOMPARE(SessionSocket::backoffDelay(20, 1000, 30000, 1.0), 30000);
        QVERIFY(SessionSocket::backoffDelay(20, 1000, 30000, 0.0) >= 22500);
    }

    void replayFromStart_data()
    {
        QTest::addColumn<bool>("header");
        QTest::newRow("auth frame") << false;
        QTest::newRow("auth header") << true;
    }

    void replayFromStart()
    {
        QFETCH(bool, header);
        auto stack = makeStack();
        QVERIFY(stack);
        const QString id = stack->sim().addConversation(running(500));
        auto s = socketFor(*stack, id);
        if (header)
            s->setAuth(SessionSocket::Auth::Header);
        QVERIFY(!s->socketUrl().toString().contains(stack->sim().sessionApiKey(stack->sim().sandboxOf(id))));
        QCOMPARE(QUrlQuery(s->socketUrl()).queryItemValue(QStringLiteral("after_seq")), QStringLiteral("-1"));
        QSignalSpy complete(s.get(), &SessionSocket::historyComplete);
        s->start();
        QVERIFY(waitEqual(*stack, id, *s));
        QCOMPARE(complete.size(), 1);
        QCOMPARE(stack->store()->durableSeq(id), stack->sim().eventIds(id).size() - 1);
        QCOMPARE(s->stats().duplicates, 0);
        // live events follow
        stack->sim().addEvents(id, 30);
        stack->sim().advanceClock(std::chrono::seconds(20));
        QVERIFY(waitEqual(*stack, id, *s));
        QCOMPARE(complete.size(), 1);
    }

    void mergesWithRestEventsById()
    {
        auto stack = makeStack();
        QVERIFY(stack);
        const QString id = stack->sim().addConversation(running(50));
        // REST already brought the first events (the store has no durable seq: a full replay)
        const QStringList ids = stack->sim().eventIds(id);
        QList<Event> rest;
        for (int i = 0; i < 20; ++i) {
            Event e;
            e.id = ids.at(i);
            e.kind = QStringLiteral("MessageEvent");
            e.timestamp = QStringLiteral("2026-08-20T08:50:00");
            e.raw = "{}";
            rest.append(e);
        }
        stack->store()->appendEvents(id, rest, EventCursor{QStringLiteral("2026-08-20T08:50:00"), {}});
        auto s = socketFor(*stack, id);
        s->start();
        QVERIFY(waitEqual(*stack, id, *s));
    }

    void reconnectsFromLastSeq()
    {
        auto stack = makeStack();
        QVERIFY(stack);
        const QString id = stack->sim().addConversation(running(200));
        auto s = socketFor(*stack, id);
        s->start();
        QVERIFY(waitEqual(*stack, id, *s));
        const qint64 seq = s->lastSeq();
        s->abortConnection();
        QVERIFY(QTest::qWaitFor(
            [&] {
                return s->state() != SessionSocket::State::Live;
            },
            5000));
        QCOMPARE(QUrlQuery(s->socketUrl()).queryItemValue(QStringLiteral("after_seq")), QString::number(seq));
        stack->sim().addEvents(id, 25);
        QVERIFY(waitEqual(*stack, id, *s));
        QCOMPARE(s->stats().connects, 2);
        QCOMPARE(s->stats().duplicates, 0); // resumed after the cursor, not replayed from 0
        // a new socket (an app restart) resumes from the store's cursor
        s.reset();
        auto again = socketFor(*stack, id);
        QCOMPARE(QUrlQuery(again->socketUrl()).queryItemValue(QStringLiteral("after_seq")),
                 QString::number(stack->store()->durableSeq(id)));
        QSignalSpy complete(again.get(), &SessionSocket::historyComplete);
        again->start();
        QVERIFY(waitEqual(*stack, id, *again));
        QCOMPARE(complete.size(), 0); // not a replay from the start
    }

    void badKeyIs4001()
    {
        auto stack = makeStack();
        QVERIFY(stack);
        const QString id = stack->sim().addConversation(running(5));
        auto s = socketFor(*stack, id);
        s->setEndpoint(stack->sim().agentServerUrl(stack->sim().sandboxOf(id)), QStringLiteral("wrong-key"));
        QSignalSpy rejected(s.get(), &SessionSocket::keyRejected);
        s->start();
        QVERIFY(rejected.wait(10000));
        QCOMPARE(s->stats().keyRejections, 1);
        QCOMPARE(s->state(), SessionSocket::State::Waiting);
        // the right key reconnects at once
        s->setEndpoint(stack->sim().agentServerUrl(stack->sim().sandboxOf(id)),
                       stack->sim().sessionApiKey(stack->sim().sandboxOf(id)));
        QVERIFY(waitEqual(*stack, id, *s));
    }

    void rotatedKeyIsFetchedAgain()
    {
        auto stack = makeStack();
        QVERIFY(stack);
        const QString id = stack->sim().addConversation(running(40));
        const QString sandbox = stack->sim().sandboxOf(id);
        QVERIFY(fetchRecord(*stack, id));
        LiveManager live(stack->client(), stack->store());
        live.setBackoff(5, 40, 3);
        live.setOpenConversation(id);
        QVERIFY(live.socket(id));
        QVERIFY(QTest::qWaitFor(
            [&] {
                return live.mode(id) == LiveMode::Live;
            },
            10000));
        const QString oldKey = stack->sim().sessionApiKey(sandbox);
        // pause (the socket is cut, handshakes get 503) and resume (a new key), behind the client's back
        stack->sim().setSandboxStatus(sandbox, QStringLiteral("PAUSED"));
        QVERIFY(QTest::qWaitFor(
            [&] {
                return live.mode(id) != LiveMode::Live;
            },
            5000));
        bool resumed = false;
        stack->client()->resumeSandbox(sandbox, this, [&](Api::Result<Api::Unit> r) {
            resumed = r.ok();
        });
        QVERIFY(QTest::qWaitFor(
            [&] {
                return resumed;
            },
            10000));
        stack->sim().advanceClock(std::chrono::seconds(5));
        QVERIFY(stack->sim().sessionApiKey(sandbox) != oldKey);
        stack->sim().addEvents(id, 10);
        // the old key meets 4001, the manager fetches the record, the socket reconnects with the new key
        QVERIFY(QTest::qWaitFor(
            [&] {
                return live.socket(id) && live.socket(id)->stats().keyRejections >= 1;
            },
            15000));
        QVERIFY(QTest::qWaitFor(
            [&] {
                return live.mode(id) == LiveMode::Live;
            },
            15000));
        QVERIFY(waitEqual(*stack, id, *live.socket(id)));
        QCOMPARE(stack->store()->conversation(id)->conversation.sessionApiKey, stack->sim().sessionApiKey(sandbox));
    }

    void pausedHasNoSocket()
    {
        auto stack = makeStack();
        QVERIFY(stack);
        const QString id = stack->sim().addConversation(running(5));
        stack->sim().setSandboxStatus(stack->sim().sandboxOf(id), QStringLiteral("PAUSED"));
        QVERIFY(fetchRecord(*stack, id));
        QVERIFY(stack->store()->conversation(id)->conversation.sessionApiKey.isEmpty());
        LiveManager live(stack->client(), stack->store());
        live.setOpenConversation(id);
        QVERIFY(!live.socket(id));
        QCOMPARE(live.mode(id), LiveMode::Polling);
        QTest::qWait(300);
        QCOMPARE(stack->sim().socketStats().opened, 0);
        QCOMPARE(stack->sim().socketStats().refused, 0);
        live.setOnline(false);
        QCOMPARE(live.mode(id), LiveMode::Offline);
    }

    void picksAtMostN()
    {
        auto stack = makeStack();
        QVERIFY(stack);
        QStringList ids;
        for (int i = 0; i < 5; ++i) {
            ids.append(stack->sim().addConversation(running(3)));
            stack->sim().advanceClock(std::chrono::seconds(2));
        }
        for (const QString &id : std::as_const(ids))
            QVERIFY(fetchRecord(*stack, id));
        LiveManager live(stack->client(), stack->store());
        live.setBackoff(5, 40, 3);
        live.setMaxSockets(3);
        live.setOpenConversation(ids.first());
        // the open one first; cold backfills one at a time until 3 are followed
        QVERIFY(QTest::qWaitFor(
            [&] {
                return live.followed().size() == 3;
            },
            20000));
        QVERIFY(live.followed().contains(ids.first()));
        QVERIFY(QTest::qWaitFor(
            [&] {
                for (const QString &id : live.followed())
                    if (live.mode(id) != LiveMode::Live)
                        return false;
                return true;
            },
            20000));
    }

    void socketFaults()
    {
        auto stack = makeStack();
        QVERIFY(stack);
        QStringList ids;
        for (const char *script : {"fix_tests", "chat", "feature"})
            ids.append(stack->sim().addConversation(running(100, QString::fromLatin1(script))));
        Sim::FaultConfig f;
        f.socketDuplicateRate = 0.2;
        f.socketReorderRate = 0.2;
        f.socketDeltaLossRate = 0.3;
        stack->sim().setFaults(f);
        LiveStreams streams;
        std::vector<std::unique_ptr<SessionSocket>> sockets;
        for (const QString &id : std::as_const(ids)) {
            sockets.push_back(socketFor(*stack, id, &streams));
            sockets.back()->start();
        }
        for (int i = 0; i < 240; ++i) {
            if (i == 120) { // first duplicates, reordering and lost deltas alone, then connection drops too
                f.socketDropRate = 0.06;
                stack->sim().setFaults(f);
            }
            stack->sim().advanceClock(std::chrono::milliseconds(500));
            if (i % 20 == 0)
                stack->sim().addEvents(ids.at(i / 20 % ids.size()), 15);
            QTest::qWait(10);
        }
        stack->sim().setFaults({});
        qint64 dups = 0, reordered = 0, disconnects = 0;
        for (std::size_t i = 0; i < sockets.size(); ++i) {
            QVERIFY(waitEqual(*stack, ids.at(int(i)), *sockets[i]));
            dups += sockets[i]->stats().duplicates;
            reordered += sockets[i]->stats().reordered;
            disconnects += sockets[i]->stats().disconnects;
            const auto &st = sockets[i]->stats();
            qInfo("socket %d: %lld connects, %lld frames, %lld stored, %lld dups, %lld early, %lld gaps, %lld bad",
                  int(i), qlonglong(st.connects), qlonglong(st.framesReceived), qlonglong(st.durableStored),
                  qlonglong(st.duplicates), qlonglong(st.reordered), qlonglong(st.gaps), qlonglong(st.badFrames));
        }
        const Sim::SocketStats ss = stack->sim().socketStats();
        qInfo("socket faults: %lld duplicates dropped, %lld reordered frames, %lld drops; the simulator sent %lld "
              "duplicates, %lld reordered, dropped %lld, lost %lld deltas",
              qlonglong(dups), qlonglong(reordered), qlonglong(disconnects), qlonglong(ss.duplicated),
              qlonglong(ss.reordered), qlonglong(ss.droppedFault), qlonglong(ss.deltasLost));
        QVERIFY(dups > 0);
        QVERIFY(reordered > 0);
        QVERIFY(disconnects > 0);
        // nothing provisional is left once every durable message arrived
        for (const QString &id : std::as_const(ids))
            QVERIFY(QTest::qWaitFor(
                [&] {
                    return !streams.isStreaming(id) || stack->sim().executionStatus(id) == u"running";
                },
                5000));
    }

    void agentServerRestart()
    {
        auto stack = makeStack();
        QVERIFY(stack);
        const QString id = stack->sim().addConversation(running(100));
        auto s = socketFor(*stack, id);
        s->start();
        QVERIFY(waitEqual(*stack, id, *s));
        stack->sim().restartAgentServers(std::chrono::milliseconds(300));
        stack->sim().addEvents(id, 20);
        QVERIFY(QTest::qWaitFor(
            [&] {
                return s->stats().disconnects >= 1;
            },
            5000));
        QVERIFY(waitEqual(*stack, id, *s));
        // the whole simulator restarts, state kept
        stack->sim().restart(true, std::chrono::milliseconds(200));
        stack->sim().addEvents(id, 20);
        QVERIFY(waitEqual(*stack, id, *s, 30000));
    }

    void reconnectStormLosesNothing()
    {
        auto stack = makeStack();
        QVERIFY(stack);
        const QString id = stack->sim().addConversation(running(1500));
        Sim::FaultConfig f;
        f.socketDropRate = 0.5;
        stack->sim().setFaults(f);
        auto s = socketFor(*stack, id);
        s->setBackoff(1, 4, 11);
        s->start();
        int added = 0;
        QElapsedTimer t;
        t.start();
        while (s->stats().disconnects < 1000 && t.elapsed() < 240000) {
            if (++added % 10 == 0)
                stack->sim().addEvents(id, 1);
            QTest::qWait(5);
        }
        qInfo("reconnect storm: %lld drops, %lld connects, %lld events in %lld ms", qlonglong(s->stats().disconnects),
              qlonglong(s->stats().connects), qlonglong(stack->sim().eventIds(id).size()), qlonglong(t.elapsed()));
        QVERIFY(s->stats().disconnects >= 1000);
        stack->sim().setFaults({});
        QVERIFY(waitEqual(*stack, id, *s, 60000));
    }

    void olderAgentServerEventsSocket()
    {
        auto stack = makeStack(false);
        QVERIFY(stack);
        const QString id = stack->sim().addConversation(running(30));
        auto s = socketFor(*stack, id);
        s->start();
        QVERIFY(QTest::qWaitFor(
            [&] {
                return s->protocol() == SessionSocket::Protocol::Legacy && s->isLive();
            },
            10000));
        QVERIFY(s->socketUrl().path().contains(QStringLiteral("/sockets/events/")));
        QVERIFY(QTest::qWaitFor(
            [&] {
                return stack->store()->eventCount(id) == stack->sim().eventIds(id).size();
            },
            10000));
        QVERIFY(logEqual(*stack, id));
        stack->sim().addEvents(id, 5);
        stack->sim().advanceClock(std::chrono::seconds(5));
        QVERIFY(QTest::qWaitFor(
            [&] {
                return stack->store()->eventCount(id) == stack->sim().eventIds(id).size();
            },
            10000));
        QVERIFY(logEqual(*stack, id));
    }

    void sentinelKeyNeverLeaks()
    {
        QLoggingCategory::setFilterRules(QStringLiteral("switchyard.*=true"));
        s_previous = qInstallMessageHandler(captureMessages);
        auto stack = makeStack();
        QVERIFY(stack);
        const QString id = stack->sim().addConversation(running(20));
        const QString sandbox = stack->sim().sandboxOf(id);
        const QString key = stack->sim().sessionApiKey(sandbox);
        QVERIFY(key.size() >= 20);
        QVERIFY(fetchRecord(*stack, id));
        {
            LiveManager live(stack->client(), stack->store());
            live.setBackoff(5, 40, 3);
            live.setOpenConversation(id);
            QVERIFY(live.socket(id));
            QVERIFY(!live.socket(id)->socketUrl().toString().contains(key));
            QVERIFY(QTest::qWaitFor(
                [&] {
                    return live.mode(id) == LiveMode::Live;
                },
                10000));
            // a reconnect and a 4001 go through the paths that log
            live.socket(id)->abortConnection();
            QVERIFY(QTest::qWaitFor(
                [&] {
                    return live.mode(id) == LiveMode::Live;
                },
                10000));
            QVERIFY(!live.socket(id)->socketUrl().toString().contains(key));
        }
        stack->store()->waitForWrites();
        qInstallMessageHandler(s_previous);
        QLoggingCategory::setFilterRules(QString());
        {
            QMutexLocker lock(&s_logMutex);
            QVERIFY(!s_log.isEmpty());
            for (const QString &line : std::as_const(s_log))
                QVERIFY2(!line.contains(key), qPrintable(line));
        }
        const QString folder = QFileInfo(stack->storeFile()).absolutePath();
        stack->disconnect(); // closes the file (checkpoint)
        QDirIterator files(folder, QDir::Files);
        int read = 0;
        while (files.hasNext()) {
            QFile file(files.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY2(!file.readAll().contains(key.toUtf8()), qPrintable(file.fileName()));
            ++read;
        }
        QVERIFY(read >= 1);
    }
};

QTEST_GUILESS_MAIN(TestLiveSocket)
#include "tst_livesocket.moc"
