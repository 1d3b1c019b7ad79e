// SPDX-License-Identifier: GPL-3.0-or-later
// Cold open of a big conversation (issue 15), against the simulator in a child process (so its
// memory and CPU are not the client's) of the newer generation: rate limit on (spec §13.1),
// storage-order event pages, 100 ms added to every response.
//
// coldOpenBigConversation: a 20,000-event conversation, nothing cached. The conversation is opened
// as soon as the store has its record; measured: the time from the open to the newest event in the
// timeline model, the requests of the full sync (event requests for the conversation until its
// history is complete and the count check agrees; target <= 205), 429 answers (0), and the
// process's peak RSS (VmHWM) while it is ingested (target <= 150 MB).
//
// demoActivity: 200 conversations and the demo's agents working (the sim's clock runs), the main
// window showing them, one conversation open, for SWITCHYARD_COLDOPEN_DEMO_S seconds (default 180):
// 429 answers (0) and the longest GUI-thread gap of a 1 ms probe, in wall time and in the GUI
// thread's own CPU time (see bench_guilag).
//
// The live stack is Test::LoopbackStack with the simulator in a child process: this executable run
// with --sim-child (it prints the conversation to open, then switchyard-sim's listening lines).
//
// Targets, checked in a release build (bench/benchtargets.h): newest event in the model <= 1 s
// after the open, peak RSS <= 150 MB; in every build: 0 x 429, the full sync in <= 205 event
// requests (count/100 + 5), the first page holding the newest event; demo activity: 0 x 429 and,
// in a release build, no GUI-thread task over 50 ms of its own CPU time (the wall gaps are
// printed: on a shared machine they hold waits for a core beside the simulator's process).
// Run on a quiet machine (`uptime` load well under 1):
//   cmake --preset release && cmake --build --preset release --target bench_coldopen
//   build/release/tests/bench/bench_coldopen
//   SWITCHYARD_COLDOPEN_DEMO_S=1800 build/release/tests/bench/bench_coldopen demoActivity   # 30 minutes
// SWITCHYARD_BENCH_QUICK=1 (ctest): 2,000 events, 20 s of activity; targets printed, not checked.
// The figures are what a run prints; none are copied here.
#include "app/sim/simulator.h"
#include "bench/benchtargets.h"
#include "bench/threadcpu.h"
#include "models/commands/synccommands.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "models/timeline/storetimelinesource.h"
#include "models/timeline/timelinemodel.h"
#include "testutils/sim/loopbackstack.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QUrlQuery>

#include <algorithm>
#include <cstdio>

using namespace Switchyard;
using Bench::quick;
using Bench::threadCpuUs;

namespace {

/// kB of a field of /proc/self/status (VmRSS, VmHWM).
qint64 procStatusKb(const char *field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> lines = f.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith(field)) {
            const QList<QByteArray> parts = line.simplified().split(' ');
            return parts.size() >= 2 ? parts.at(1).toLongLong() : -1;
        }
    }
    return -1;
}

/// Resets VmHWM to the current RSS (Linux: write 5 to clear_refs).
void resetPeakRss()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    if (f.open(QIODevice::WriteOnly))
        f.write("5");
}

/// The simulator child: prints "OPEN <conversation>", then switchyard-sim's two lines (listening on
/// <url>, API keys: <key>), and serves until killed.
int runSimChild(const QStringList &args)
{
    // --sim-child big <events> <latencyMs> | --sim-child demo <conversations> <latencyMs>
    if (args.size() < 5)
        return 2;
    const QString mode = args.at(2);
    Sim::SimOptions o;
    o.useGeneration(Sim::ServerGeneration::Newer);
    o.faults.latencyMs = args.at(4).toInt();
    QString open;
    std::unique_ptr<Sim::Simulator> sim;
    if (mode == u"big") {
        o.autoAdvance = false;
        sim = std::make_unique<Sim::Simulator>(o);
        open = sim->seedScale(20, args.at(3).toLongLong());
    } else {
        o.demo = true; // the demo world, its agents working (the clock runs)
        sim = std::make_unique<Sim::Simulator>(o);
        const int more = std::max(0, args.at(3).toInt() - int(sim->conversationIds().size()));
        sim->seedScale(more);
        // The demo's busiest one: an agent that keeps working.
        open = sim->conversationIds().constFirst();
    }
    const quint16 port = sim->listen();
    if (port == 0)
        return 3;
    std::printf("OPEN %s\nswitchyard-sim listening on %s\nAPI keys: %s\n", qPrintable(open),
                qPrintable(sim->baseUrl().toString()), qPrintable(sim->apiKey()));
    std::fflush(stdout);
    return QCoreApplication::exec();
}

/// The stack over a --sim-child of this executable; the conversation it opens.
Test::LoopbackOptions childStack(const QStringList &args)
{
    Test::LoopbackOptions o;
    o.childProcess(QStringList{QStringLiteral("--sim-child")} + args, QCoreApplication::applicationFilePath());
    o.recordRequests = true;
    o.startSync = false;
    return o;
}

QString openedConversation(const Test::LoopbackStack &stack)
{
    for (const QString &line : stack.childLines()) {
        if (line.startsWith(QLatin1String("OPEN ")))
            return line.mid(5);
    }
    return {};
}

} // namespace

class BenchColdOpen : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SwitchyardBench"));
    }

    void coldOpenBigConversation()
    {
        const qint64 events = quick() ? 2000 : 20000;
        Test::LoopbackOptions o = childStack({QStringLiteral("big"), QString::number(events), QStringLiteral("100")});
        o.withCommands = false;
        Test::LoopbackStack stack(o);
        QVERIFY(stack.isListening());
        const QString id = openedConversation(stack);
        QVERIFY(!id.isEmpty());
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        Store *store = stack.store();
        SyncEngine &sync = *stack.sync();
        TimelineModel model;
        StoreTimelineSource source(store, id);
        model.setSource(&source);

        const qint64 rssBeforeKb = procStatusKb("VmRSS");
        resetPeakRss();
        QElapsedTimer sinceOpen;
        qint64 newestMs = -1;
        QString newestShown;
        connect(&model, &QAbstractItemModel::rowsInserted, this, [&] {
            if (newestMs < 0 && sinceOpen.isValid() && model.rowCount() > 0) {
                newestMs = sinceOpen.elapsed();
                newestShown = model.eventAt(model.rowCount() - 1)->id;
            }
        });
        connect(store, &Store::changed, this, [&](const StoreChanges &) {
            if (!sinceOpen.isValid() && store->findConversation(id)) {
                sinceOpen.start();
                sync.setOpenConversation(id);
            }
        });
        QElapsedTimer wall;
        wall.start();
        sync.start();
        QTRY_VERIFY_WITH_TIMEOUT(newestMs >= 0, 60000);
        // The full sync: the history complete and the count check in step.
        QSignalSpy synced(&sync, &SyncEngine::conversationEventsSynced);
        QTRY_VERIFY_WITH_TIMEOUT(store->hasFullHistory(id), 600000);
        const qint64 historyMs = sinceOpen.elapsed();
        QTRY_VERIFY_WITH_TIMEOUT(!synced.isEmpty() && synced.last().at(0).toString() == id, 60000);
        const qint64 fullMs = sinceOpen.elapsed();
        const qint64 peakKb = procStatusKb("VmHWM");
        sync.stop();
        qint64 eventRequests = 0;
        qint64 polls = 0; // the open tail's pass starts: one request from its cursor each
        for (const QUrl &u : stack.requests()) {
            if (!u.path().contains(id) || !u.path().contains(QLatin1String("/events/")))
                continue;
            ++eventRequests;
            const QUrlQuery q(u);
            polls += u.path().endsWith(QLatin1String("/search")) && !q.hasQueryItem(QStringLiteral("page_id"))
                    && !q.hasQueryItem(QStringLiteral("sort_order")) && !q.hasQueryItem(QStringLiteral("timestamp__lt"))
                ? 1
                : 0;
        }
        // The first page held the newest event of the whole log.
        const qint64 count = store->eventCount(id);
        const auto last = store->event(id, count - 1);
        const auto shown = store->event(id, store->findEvent(id, newestShown));
        QVERIFY(last && shown);
        QCOMPARE(shown->timestamp, last->timestamp);
        QVERIFY(count >= events); // the bulk and the script's own events

        qInfo("cold open of %lld events (100 ms latency, rate limit on): newest event in the model after %lld ms; "
              "history complete after %lld ms, full sync (count check in step) after %lld ms with %lld event requests "
              "(%lld requests in all), %d x 429; "
              "RSS before %lld MiB, peak while ingesting %lld MiB",
              qlonglong(count), qlonglong(newestMs), qlonglong(historyMs), qlonglong(fullMs), qlonglong(eventRequests),
              qlonglong(stack.requestCount()), stack.tooManyRequests(), qlonglong(rssBeforeKb / 1024),
              qlonglong(peakKb / 1024));
        QCOMPARE(stack.tooManyRequests(), 0);
        BENCH_TARGET(newestMs <= 1000, "cold open: newest event in the model <= 1 s after the open");
        // The target (issue 15: <= 205 for 20,000 events) holds for the full run. The open
        // conversation's tail also polls while the history loads, so a slower build (CI's quick run
        // under ASan takes ~5 times as long) makes more of those: the quick run counts them apart.
        qInfo("%lld of the event requests were the open tail's polls", qlonglong(polls));
        QVERIFY(eventRequests - (quick() ? polls : 0) <= (count + 99) / 100 + 5);
        // (ASan's shadow memory and quarantine are not the app's memory: a release figure only.)
        BENCH_TARGET(peakKb <= 150 * 1024, "cold open: peak RSS <= 150 MB while ingesting");
    }

    void demoActivity()
    {
        const int seconds = qEnvironmentVariableIsSet("SWITCHYARD_COLDOPEN_DEMO_S")
            ? qEnvironmentVariableIntValue("SWITCHYARD_COLDOPEN_DEMO_S")
            : (quick() ? 20 : 180);
        Test::LoopbackOptions o = childStack({QStringLiteral("demo"), QStringLiteral("200"), QStringLiteral("100")});
        o.recordRequests = false;
        Test::LoopbackStack stack(o);
        QVERIFY(stack.isListening());
        const QString open = openedConversation(stack);
        QVERIFY(!open.isEmpty());
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        Store *store = stack.store();
        SyncEngine &sync = *stack.sync();
        MainWindow window(nullptr, false);
        ShellContext context;
        context.store = store;
        context.sync = &sync;
        SyncCommands syncCommands(&sync, nullptr); // the open conversation and visibility reach sync
        context.syncCommands = &syncCommands;
        context.commands = stack.commands();
        context.workspace = stack.workspace();
        context.downloads = stack.downloads();
        context.serverName = QStringLiteral("bench");
        window.setContext(context);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        QList<qint64> gapsUs;
        QList<qint64> cpuGapsUs; // the GUI thread's own CPU time between two ticks: the task's cost
        QElapsedTimer clock;
        qint64 lastUs = -1;
        qint64 lastCpuUs = -1;
        QTimer probe;
        probe.setTimerType(Qt::PreciseTimer);
        probe.setInterval(1);
        connect(&probe, &QTimer::timeout, this, [&] {
            const qint64 now = clock.nsecsElapsed() / 1000;
            const qint64 cpu = threadCpuUs();
            if (lastUs >= 0) {
                gapsUs.append(now - lastUs);
                cpuGapsUs.append(cpu - lastCpuUs);
            }
            lastUs = now;
            lastCpuUs = cpu;
        });
        clock.start();
        probe.start();
        sync.start();
        sync.setOpenConversation(open);
        QTest::qWait(seconds * 1000);
        probe.stop();
        sync.stop();
        QVERIFY(!gapsUs.isEmpty());
        std::sort(gapsUs.begin(), gapsUs.end());
        std::sort(cpuGapsUs.begin(), cpuGapsUs.end());
        const auto over = [&gapsUs](qint64 limit) {
            return gapsUs.end() - std::upper_bound(gapsUs.begin(), gapsUs.end(), limit);
        };
        qInfo("demo activity, %lld conversations, %d s: %lld requests (%.1f/s), %d x 429; longest GUI-thread gap "
              "%.1f ms, p99 %.2f ms, %lld gaps over 50 ms",
              qlonglong(store->conversationCount()), seconds, qlonglong(stack.requestCount()),
              double(stack.requestCount()) / seconds, stack.tooManyRequests(), double(gapsUs.last()) / 1000.0,
              double(gapsUs.at(qsizetype(double(gapsUs.size() - 1) * 0.99))) / 1000.0, qlonglong(over(50000)));
        qInfo("  GUI thread's CPU between two ticks: longest %.1f ms, p99 %.2f ms, %lld over 50 ms (the wall gaps "
              "also hold the time the thread waited for a core: the simulator runs beside it)",
              double(cpuGapsUs.last()) / 1000.0,
              double(cpuGapsUs.at(qsizetype(double(cpuGapsUs.size() - 1) * 0.99))) / 1000.0,
              qlonglong(cpuGapsUs.end() - std::upper_bound(cpuGapsUs.begin(), cpuGapsUs.end(), qint64(50000))));
        QCOMPARE(stack.tooManyRequests(), 0);
        QVERIFY(store->conversationCount() >= 200);
        BENCH_TARGET(cpuGapsUs.last() <= 50000, "demo activity: no GUI-thread task over 50 ms (thread CPU)");
    }
};

int main(int argc, char **argv)
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args.append(QString::fromLocal8Bit(argv[i]));
    if (args.size() > 1 && args.at(1) == u"--sim-child") {
        QCoreApplication app(argc, argv);
        return runSimChild(args);
    }
    // A long demo run (the 30 minutes) outlasts QtTest's 5-minute limit per function.
    if (const int seconds = qEnvironmentVariableIntValue("SWITCHYARD_COLDOPEN_DEMO_S");
        seconds > 240 && !qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT", QByteArray::number(qint64(seconds + 300) * 1000));
    QApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    BenchColdOpen bench;
    return QTest::qExec(&bench, argc, argv);
}
#include "bench_coldopen.moc"
