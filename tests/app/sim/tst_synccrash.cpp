// SPDX-License-Identifier: GPL-3.0-or-later
// Crash test of the store and the sync engine (issue 5).
//
// The test re-launches its own executable as a child ("--sync-child") that runs the real Store +
// SyncEngine against the simulator served by this process, and kills it with SIGKILL at seeded
// random moments while agents produce events under faults. After every kill the cache must be a
// valid SQLite file (PRAGMA integrity_check) whose invariants hold: each event log is contiguous,
// free of duplicates, in timestamp order, a subsequence of the server's log in the server's order,
// and its cursor matches the newest event it covers (events and cursor are in one transaction).
// Finally a child runs to the end and the logs and statuses equal the server's.
#include "app/sim/simulator.h"
#include "models/api/apiclient.h"
#include "models/api/wireenums.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "testutils/sim/loopbackstack.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <csignal>

using namespace Switchyard;

namespace {

constexpr quint64 kSeed = 424242;

SyncTiming childTiming()
{
    SyncTiming t;
    t.openActiveMs = 30;
    t.openIdleMs = 60;
    t.listMs = 100;
    t.sandboxesMs = 100;
    t.backgroundEventsMs = 100;
    t.startTasksMs = 100;
    t.settingsMs = 1000;
    t.backoffBaseMs = 10;
    t.backoffCapMs = 100;
    t.retryAfterCapMs = 50;
    t.countCheckEvery = 2;
    t.backgroundEventConversations = -1;
    t.eventPageSize = 25;
    return t;
}

/// The child: sync against the simulator until killed.
int runChild(const QStringList &args)
{
    // args: --sync-child <baseUrl> <apiKey> <dbPath> <openConversation>
    if (args.size() < 6)
        return 2;
    Test::LoopbackOptions o;
    o.storePath = args.at(4);
    o.transferTimeout = std::chrono::milliseconds(1000);
    o.timing = childTiming();
    o.openConversation = args.at(5);
    o.withCommands = false;
    // The child polls ~60 times a second so that kills land mid-pass: far past any request budget,
    // where background tails get one slot in four. This test is about the cache surviving SIGKILL
    // and the catch-up; the budget's fairness is tst_requestbudget's and tst_ratelimitbudget's.
    o.budget = false;
    Test::LoopbackStack stack(QUrl(args.at(2)), args.at(3), o);
    QString error;
    if (!stack.connect(&error)) {
        qCritical("child: %s", qPrintable(error));
        return 3;
    }
    return QCoreApplication::exec();
}

} // namespace

class TestSyncCrash : public QObject
{
    Q_OBJECT

    /// Checks the invariants of the cache file; returns a description of the first violation.
    QString checkCache(const QString &path, const QHash<QString, QList<QString>> &serverLogs,
                       QHash<QString, qint64> *counts)
    {
        const QString name = QStringLiteral("crash-check");
        QString problem;
        if (!QFileInfo::exists(path))
            return {}; // killed before it made its cache (a sanitized child starts slowly): nothing to break
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
            if (!db.open())
                return QStringLiteral("cannot open: ") + db.lastError().text();
            QSqlQuery q(db);
            if (!q.exec(QStringLiteral("PRAGMA integrity_check")) || !q.next())
                problem = QStringLiteral("integrity_check failed to run");
            else if (q.value(0).toString() != u"ok")
                problem = QStringLiteral("integrity_check: ") + q.value(0).toString();
            QSqlQuery logs(db);
            if (problem.isEmpty() && logs.exec(QStringLiteral("SELECT key, id, event_count, cursor_ts FROM logs"))) {
                while (problem.isEmpty() && logs.next()) {
                    const qint64 key = logs.value(0).toLongLong();
                    const QString id = logs.value(1).toString();
                    const qint64 count = logs.value(2).toLongLong();
                    const QString cursor = logs.value(3).toString();
                    QSqlQuery ev(db);
                    ev.prepare(QStringLiteral("SELECT rid, event_id, ts FROM events WHERE log = ? ORDER BY rid"));
                    ev.addBindValue(key);
                    if (!ev.exec()) {
                        problem = QStringLiteral("cannot read events");
                        break;
                    }
                    qint64 seq = 0;
                    qint64 first = -1; // a log opened newest first starts high in the seq space
                    QString lastTs;
                    QList<QString> ids;
                    while (ev.next()) {
                        const qint64 at = ev.value(0).toLongLong() & 0xffffffffLL;
                        if (first < 0)
                            first = at;
                        if (at - first != seq)
                            problem = QStringLiteral("%1: hole at seq %2").arg(id).arg(seq);
                        const QString ts = ev.value(2).toString();
                        if (ts < lastTs)
                            problem = QStringLiteral("%1: timestamps out of order at seq %2").arg(id).arg(seq);
                        lastTs = ts;
                        ids.append(ev.value(1).toString());
                        ++seq;
                    }
                    if (seq != count)
                        problem = QStringLiteral("%1: %2 rows but event_count %3").arg(id).arg(seq).arg(count);
                    // The cursor moves when a pass ends (one query per pass), so a kill mid-pass leaves it
                    // behind the stored events (read again, deduped by id); it must never pass them.
                    if (count > 0 && cursor > lastTs)
                        problem =
                            QStringLiteral("%1: cursor %2 past the newest stored event %3").arg(id, cursor, lastTs);
                    // A subsequence of the server's log, in its order (no duplicates, no reordering).
                    const QList<QString> server = serverLogs.value(id);
                    qsizetype at = 0;
                    for (const QString &e : std::as_const(ids)) {
                        while (at < server.size() && server.at(at) != e)
                            ++at;
                        if (at == server.size()) {
                            problem = QStringLiteral("%1: event %2 not in the server's order").arg(id, e);
                            break;
                        }
                        ++at;
                    }
                    if (counts)
                        counts->insert(id, count);
                }
            }
            q = QSqlQuery();
            logs = QSqlQuery();
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        return problem;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void killedAtRandomPoints()
    {
        Test::LoopbackOptions o;
        o.sim.seed = kSeed;
        o.sim.autoAdvance = false;
        o.sim.epoch = QDateTime(QDate(2026, 8, 21), QTime(9, 0), Qt::UTC);
        o.clientOnly(); // the client under test runs in the child; this process reads the server
        Test::LoopbackStack stack(o);
        QVERIFY(stack.isListening());
        Sim::Simulator &sim = stack.sim();
        QStringList ids;
        const QStringList scripts{QStringLiteral("fix_tests"), QStringLiteral("feature"), QStringLiteral("chat")};
        for (int i = 0; i < 3; ++i) {
            Sim::ConversationSpec spec;
            spec.script = scripts.at(i);
            spec.runToEnd = false;
            ids.append(sim.addConversation(spec));
        }
        for (int i = 0; i < 3; ++i) {
            Sim::ConversationSpec spec;
            spec.runToEnd = true;
            spec.bulkEvents = 300 + 200 * i; // many pages: kills land in the middle of tails
            ids.append(sim.addConversation(spec));
        }
        Sim::FaultConfig f;
        f.serverErrorRate = 0.05;
        f.duplicateItemsRate = 0.1;
        f.reorderItemsRate = 0.1;
        f.webhookLag = true;
        sim.setFaults(f);

        QTimer world;
        world.setInterval(20);
        connect(&world, &QTimer::timeout, this, [&] {
            sim.advanceClock(std::chrono::milliseconds(500));
        });
        world.start();

        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("crash.sqlite"));
        const QStringList childArgs{QStringLiteral("--sync-child"), sim.baseUrl().toString(), sim.apiKey(), db,
                                    ids.first()};

        QRandomGenerator rng{quint32(kSeed)};
        const int rounds = qEnvironmentVariableIsSet("SWITCHYARD_SOAK_QUICK") ? 3 : 10;
        for (int round = 0; round < rounds; ++round) {
            QProcess child;
            child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
            child.start(QCoreApplication::applicationFilePath(), childArgs);
            QVERIFY(child.waitForStarted(10000));
            QTest::qWait(int(400 + rng.bounded(2500u)));
            QCOMPARE(child.state(), QProcess::Running);
            ::kill(pid_t(child.processId()), SIGKILL);
            QVERIFY(child.waitForFinished(10000));
            QCOMPARE(child.exitStatus(), QProcess::CrashExit);

            sim.setFaults({}); // read the server's logs cleanly for the check
            QHash<QString, QList<QString>> server;
            for (const QString &id : std::as_const(ids)) {
                const auto log = stack.serverEventIds(id);
                QVERIFY(log);
                server.insert(id, *log);
            }
            sim.setFaults(f);
            QHash<QString, qint64> counts;
            const QString problem = checkCache(db, server, &counts);
            QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("round %1: %2").arg(round).arg(problem)));
            qint64 total = 0;
            for (qint64 c : std::as_const(counts))
                total += c;
            qInfo("round %d: killed; cache intact with %lld events in %lld logs", round, qlonglong(total),
                  qlonglong(counts.size()));
        }

        // The end: faults stop, the world freezes, a last child runs until it caught up.
        world.stop();
        sim.setFaults({});
        QHash<QString, QList<QString>> server;
        for (const QString &id : std::as_const(ids)) {
            const auto log = stack.serverEventIds(id);
            QVERIFY(log);
            server.insert(id, *log);
        }
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QCoreApplication::applicationFilePath(), childArgs);
        QVERIFY(child.waitForStarted(10000));
        QElapsedTimer t;
        t.start();
        bool caughtUp = false;
        QString behind; // what the last look found missing, for the failure message
        while (!caughtUp && t.elapsed() < 60000) {
            QTest::qWait(200);
            QHash<QString, qint64> counts;
            behind = checkCache(db, server, &counts);
            if (!behind.isEmpty())
                continue;
            caughtUp = true;
            for (const QString &id : std::as_const(ids)) {
                if (counts.value(id, -1) != server.value(id).size()) {
                    caughtUp = false;
                    behind +=
                        QStringLiteral("%1: %2 of %3; ").arg(id).arg(counts.value(id, -1)).arg(server.value(id).size());
                }
            }
        }
        qInfo("final child: %s after %lld ms", caughtUp ? "caught up" : "still behind", qlonglong(t.elapsed()));
        QTest::qWait(500); // let the statuses settle (list poll every 100 ms)
        ::kill(pid_t(child.processId()), SIGKILL);
        QVERIFY(child.waitForFinished(10000));
        QVERIFY2(caughtUp, qPrintable(behind));

        QString error;
        auto store = Store::openFile(db, &error);
        QVERIFY2(store, qPrintable(error));
        for (const QString &id : std::as_const(ids)) {
            QCOMPARE(store->eventIds(id), server.value(id));
            const auto rec = store->conversation(id);
            QVERIFY(rec);
            QCOMPARE(Api::toWire(rec->conversation.sandboxStatus), sim.sandboxStatus(sim.sandboxOf(id)));
        }
    }
};

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() > 1 && args.at(1) == u"--sync-child")
        return runChild(args);
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT", "1800000");
    TestSyncCrash test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_synccrash.moc"
