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
// SWITCHYARD_BENCH_QUICK=1 (ctest): 2,000 events, 20 s of activity.
//
// Figures (release build, 2026-12-03, 2 cores):
//   cold open, 20,008 events (`uptime` load 0.3-1): newest event in the model 131 ms after the open;
//   history complete after 34.1 s, count check in step after 34.6 s; 203 event requests (263 in
//   all, 1 of them a tail poll); 0 x 429; RSS 30 MiB before, peak 72 MiB while ingesting.
//   demo activity, 201 conversations: 5 minutes on a quiet machine (load 0-0.4): 1,050 requests
//   (3.5/s), 0 x 429, longest GUI-thread gap 38.7 ms, p99 11.3 ms, none over 50 ms. 30 minutes
//   on a quiet machine (load 0-0.1): 5,811 requests (3.2/s), 0 x 429; longest wall gap 62.3 ms,
//   p99 11.3 ms, 2 gaps over 50 ms; the GUI thread's own CPU between two ticks (the task's cost):
//   longest 21.8 ms, p99 2.7 ms, none over 50 ms (the wall gaps include waiting for one of the 2
//   cores beside the simulator's process). 30 minutes while two builds ran at nice 19 (load ~3):
//   5,751 requests, 0 x 429, longest wall gap 139.5 ms, 60 over 50 ms.
#include "app/sim/simulator.h"
#include "bench/threadcpu.h"
#include "models/api/apiclient.h"
#include "models/commands/conversationcommands.h"
#include "models/commands/downloadcommands.h"
#include "models/commands/synccommands.h"
#include "models/commands/workspacecommands.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "models/timeline/storetimelinesource.h"
#include "models/timeline/timelinemodel.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrlQuery>

#include <algorithm>
#include <cstdio>

using namespace Switchyard;
using Bench::threadCpuUs;

namespace {

bool quick()
{
    return qEnvironmentVariableIntValue("SWITCHYARD_BENCH_QUICK") == 1;
}

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

/// Counts the requests and the 429 answers of the client.
class CountingNam : public QNetworkAccessManager
{
public:
    QList<QUrl> urls;
    int tooMany = 0;

protected:
    QNetworkReply *createRequest(Operation op, const QNetworkRequest &request, QIODevice *data) override
    {
        urls.append(request.url());
        QNetworkReply *reply = QNetworkAccessManager::createRequest(op, request, data);
        connect(reply, &QNetworkReply::finished, this, [this, reply] {
            if (reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 429)
                ++tooMany;
        });
        return reply;
    }
};

/// The simulator child: prints "READY <port> <key> <conversation>" and serves until killed.
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
    std::printf("READY %u %s %s\n", unsigned(port), qPrintable(sim->apiKey()), qPrintable(open));
    std::fflush(stdout);
    return QCoreApplication::exec();
}

struct Child
{
    QProcess process;
    QUrl baseUrl;
    QString key;
    QString conversation;

    bool start(const QStringList &args)
    {
        process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process.start(QCoreApplication::applicationFilePath(), QStringList{QStringLiteral("--sim-child")} + args);
        if (!process.waitForStarted(10000))
            return false;
        QElapsedTimer t;
        t.start();
        QByteArray line;
        while (t.elapsed() < 120000) {
            if (process.canReadLine() || process.waitForReadyRead(1000)) {
                line += process.readLine();
                if (line.endsWith('\n'))
                    break;
            }
            if (process.state() != QProcess::Running)
                return false;
        }
        const QList<QByteArray> parts = line.trimmed().split(' ');
        if (parts.size() < 4 || parts.at(0) != "READY")
            return false;
        baseUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(QString::fromLatin1(parts.at(1))));
        key = QString::fromLatin1(parts.at(2));
        conversation = QString::fromLatin1(parts.at(3));
        return true;
    }
    ~Child()
    {
        process.kill();
        process.waitForFinished(5000);
    }
};

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
        Child child;
        QVERIFY(child.start({QStringLiteral("big"), QString::number(events), QStringLiteral("100")}));
        const QString id = child.conversation;

        CountingNam nam;
        Api::ApiClient client(&nam);
        Api::ServerConfig config;
        config.baseUrl = child.baseUrl;
        config.apiKey = child.key;
        QVERIFY(!client.setServer(config).has_value());
        QTemporaryDir dir;
        QString error;
        auto store = Store::openFile(dir.filePath(QStringLiteral("cold.sqlite")), &error);
        QVERIFY2(store, qPrintable(error));
        SyncEngine sync(&client, store.get());
        TimelineModel model;
        StoreTimelineSource source(store.get(), id);
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
        connect(store.get(), &Store::changed, this, [&](const StoreChanges &) {
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
        for (const QUrl &u : std::as_const(nam.urls)) {
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
              qlonglong(nam.urls.size()), nam.tooMany, qlonglong(rssBeforeKb / 1024), qlonglong(peakKb / 1024));
        QCOMPARE(nam.tooMany, 0);
        QVERIFY(newestMs <= 1000 || quick());
        // The target (issue 15: <= 205 for 20,000 events) holds for the full run. The open
        // conversation's tail also polls while the history loads, so a slower build (CI's quick run
        // under ASan takes ~5 times as long) makes more of those: the quick run counts them apart.
        qInfo("%lld of the event requests were the open tail's polls", qlonglong(polls));
        QVERIFY(eventRequests - (quick() ? polls : 0) <= (count + 99) / 100 + 5);
#if !defined(__SANITIZE_ADDRESS__) // ASan's shadow memory and quarantine are not the app's memory
        QVERIFY(peakKb <= 150 * 1024);
#endif
    }

    void demoActivity()
    {
        const int seconds = qEnvironmentVariableIsSet("SWITCHYARD_COLDOPEN_DEMO_S")
            ? qEnvironmentVariableIntValue("SWITCHYARD_COLDOPEN_DEMO_S")
            : (quick() ? 20 : 180);
        Child child;
        QVERIFY(child.start({QStringLiteral("demo"), QStringLiteral("200"), QStringLiteral("100")}));

        CountingNam nam;
        Api::ApiClient client(&nam);
        Api::ServerConfig config;
        config.baseUrl = child.baseUrl;
        config.apiKey = child.key;
        QVERIFY(!client.setServer(config).has_value());
        QTemporaryDir dir;
        QString error;
        auto store = Store::openFile(dir.filePath(QStringLiteral("demo.sqlite")), &error);
        QVERIFY2(store, qPrintable(error));
        SyncEngine sync(&client, store.get());
        ConversationCommands commands(&client, store.get());
        WorkspaceCommands workspace(&client);
        DownloadCommands downloads(&client);
        MainWindow window(nullptr, false);
        ShellContext context;
        context.store = store.get();
        context.sync = &sync;
        SyncCommands syncCommands(&sync, nullptr); // the open conversation and visibility reach sync
        context.syncCommands = &syncCommands;
        context.commands = &commands;
        context.workspace = &workspace;
        context.downloads = &downloads;
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
        sync.setOpenConversation(child.conversation);
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
              qlonglong(store->conversationCount()), seconds, qlonglong(nam.urls.size()),
              double(nam.urls.size()) / seconds, nam.tooMany, double(gapsUs.last()) / 1000.0,
              double(gapsUs.at(qsizetype(double(gapsUs.size() - 1) * 0.99))) / 1000.0, qlonglong(over(50000)));
        qInfo("  GUI thread's CPU between two ticks: longest %.1f ms, p99 %.2f ms, %lld over 50 ms (the wall gaps "
              "also hold the time the thread waited for a core: the simulator runs beside it)",
              double(cpuGapsUs.last()) / 1000.0,
              double(cpuGapsUs.at(qsizetype(double(cpuGapsUs.size() - 1) * 0.99))) / 1000.0,
              qlonglong(cpuGapsUs.end() - std::upper_bound(cpuGapsUs.begin(), cpuGapsUs.end(), qint64(50000))));
        QCOMPARE(nam.tooMany, 0);
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
