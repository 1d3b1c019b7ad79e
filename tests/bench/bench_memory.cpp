// SPDX-License-Identifier: GPL-3.0-or-later
// Memory of a long session (issue 28 item 14), in a shortened form: the simulator's demo world in a
// child process (`switchyard-sim --demo --clock-speed 10`: its agents work ten times as fast, so a
// minute here is ten minutes of a session's world), the client as the app builds it on the live
// test stack (Test::LoopbackStack: client, store file, sync, live sockets, commands) and the main
// window showing the demo's conversations with one open. After a warm-up the process's memory is
// sampled every few seconds and a least-squares line is fitted:
//  - the heap in use (glibc mallinfo2, or ASan's allocator in a sanitized build: what the program
//    holds, without the allocator's slack) and
//  - the RSS (what `ps` shows), both per hour of wall time.
// Target (ARCHITECTURE.md "Scale targets": a day-long session's memory is flat after warm-up,
// <= 2 MB/hour): the heap's slope <= 2 MB per hour. The world runs ten times as fast, so what grows
// with the world's events grows ten times as fast here: the target is also met per hour of the
// session that the world lived through only if the slope is under 20 MB per wall hour; the check
// uses the strict wall figure (what grows with the client's own timers is not sped up).
//
// Run in a release build on a quiet machine (bench/benchtargets.h):
//   cmake --preset release && cmake --build --preset release --target bench_memory switchyard-sim
//   build/release/tests/bench/bench_memory
// SWITCHYARD_MEMORY_WARMUP_S (default 180: 30 minutes of the world) and SWITCHYARD_MEMORY_S (default
// 600: 100 minutes of the world) change the phases; SWITCHYARD_BENCH_QUICK=1 (ctest): 10 s + 20 s,
// figures printed, the slope not checked. SWITCHYARD_MEMORY_PROFILE=1 in the ci (ASan) build prints
// the live heap by allocation stack after the warm-up and at the end (what grows).
#include "bench/benchtargets.h"
#include "models/commands/synccommands.h"
#include "models/store/store.h"
#include "models/sync/live/livemanager.h"
#include "models/sync/syncengine.h"
#include "testutils/sim/loopbackstack.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <QTest>

#include <cstdio>

#include <malloc.h>

#if defined(__SANITIZE_ADDRESS__)
// The sanitizer runtime's interface (sanitizer/allocator_interface.h and common_interface_defs.h,
// which Debian's gcc does not install).
extern "C" {
size_t __sanitizer_get_current_allocated_bytes();
void __sanitizer_print_memory_profile(size_t top_percent, size_t max_number_of_contexts);
}
#endif

using namespace Switchyard;
using Bench::quick;

namespace {

qint64 rssKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith("VmRSS:")) {
            const QList<QByteArray> parts = line.simplified().split(' ');
            return parts.size() >= 2 ? parts.at(1).toLongLong() : -1;
        }
    }
    return -1;
}

/// The heap in use: glibc's count, or ASan's own allocator's under the sanitizers.
qint64 heapKb()
{
#if defined(__SANITIZE_ADDRESS__)
    return qint64(__sanitizer_get_current_allocated_bytes() / 1024);
#else
    const struct mallinfo2 mi = mallinfo2();
    return qint64((mi.uordblks + mi.hblkhd) / 1024);
#endif
}

/// SWITCHYARD_MEMORY_PROFILE=1 in a sanitized build: ASan's live-heap profile by allocation stack
/// (stderr), at the start and at the end of the measured phase: what grew is what the second has more.
void heapProfile(const char *when)
{
#if defined(__SANITIZE_ADDRESS__)
    if (qEnvironmentVariableIntValue("SWITCHYARD_MEMORY_PROFILE") != 1)
        return;
    std::fprintf(stderr, "=== heap profile: %s\n", when);
    __sanitizer_print_memory_profile(95, 60);
    std::fflush(stderr);
#else
    Q_UNUSED(when)
#endif
}

/// Least-squares slope of (seconds, kB) in MB per hour.
double slopeMbPerHour(const QList<double> &t, const QList<double> &kb)
{
    const qsizetype n = t.size();
    if (n < 2)
        return 0;
    double st = 0, sk = 0;
    for (qsizetype i = 0; i < n; ++i) {
        st += t.at(i);
        sk += kb.at(i);
    }
    const double mt = st / double(n), mk = sk / double(n);
    double num = 0, den = 0;
    for (qsizetype i = 0; i < n; ++i) {
        num += (t.at(i) - mt) * (kb.at(i) - mk);
        den += (t.at(i) - mt) * (t.at(i) - mt);
    }
    return den > 0 ? num / den * 3600.0 / 1024.0 : 0;
}

int envSeconds(const char *name, int fallback)
{
    return qEnvironmentVariableIsSet(name) ? qEnvironmentVariableIntValue(name) : fallback;
}

} // namespace

class BenchMemory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SwitchyardBench"));
    }

    void demoSessionIsFlat()
    {
        const int warmupS = envSeconds("SWITCHYARD_MEMORY_WARMUP_S", quick() ? 10 : 180);
        const int measureS = envSeconds("SWITCHYARD_MEMORY_S", quick() ? 20 : 600);
        const int sampleMs = quick() ? 1000 : 5000;

        Test::LoopbackOptions o;
        o.childProcess({QStringLiteral("--demo"), QStringLiteral("--clock-speed"), QStringLiteral("10")});
        o.withLive = true; // as the app: the session sockets beside the pollers
        o.startSync = false;
        Test::LoopbackStack stack(o);
        QVERIFY2(stack.isListening(), "switchyard-sim did not start (build the switchyard-sim target)");
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));

        MainWindow window(nullptr, false);
        ShellContext context;
        context.store = stack.store();
        context.sync = stack.sync();
        SyncCommands syncCommands(stack.sync(), stack.live()); // the open conversation reaches sync and live
        context.syncCommands = &syncCommands;
        context.commands = stack.commands();
        context.workspace = stack.workspace();
        context.downloads = stack.downloads();
        context.live = stack.live();
        context.serverName = QStringLiteral("bench");
        window.setContext(context);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        stack.sync()->start();
        QTRY_VERIFY_WITH_TIMEOUT(stack.store()->conversationCount() > 0, 30000);
        // The demo's first conversation (its agent keeps working), as a user would open it.
        const QString open = stack.store()->conversations().constFirst().conversation.id;
        window.openConversation(open);

        QElapsedTimer clock;
        clock.start();
        QTest::qWait(warmupS * 1000);
        heapProfile("after the warm-up");
        QList<double> t, heap, rss;
        while (clock.elapsed() < qint64(warmupS + measureS) * 1000) {
            t.append(double(clock.elapsed()) / 1000.0);
            heap.append(double(heapKb()));
            rss.append(double(rssKb()));
            QTest::qWait(sampleMs);
        }
        heapProfile("at the end");
        stack.sync()->stop();
        QVERIFY(t.size() >= 2);
        const double heapSlope = slopeMbPerHour(t, heap);
        const double rssSlope = slopeMbPerHour(t, rss);
        qint64 events = 0;
        for (const ConversationRecord &r : stack.store()->conversations())
            events += r.eventCount;
        qInfo("demo session at 10x, %d s warm-up then %d s (%lld samples): heap %.1f -> %.1f MB, slope %.2f MB/h; "
              "RSS %.1f -> %.1f MB, slope %.2f MB/h (per wall hour; per hour of the world divide by 10); "
              "%lld conversations, %lld events cached, %lld requests, %d x 429",
              warmupS, measureS, qlonglong(t.size()), heap.constFirst() / 1024, heap.constLast() / 1024, heapSlope,
              rss.constFirst() / 1024, rss.constLast() / 1024, rssSlope, qlonglong(stack.store()->conversationCount()),
              qlonglong(events), qlonglong(stack.requestCount()), stack.tooManyRequests());
        QVERIFY(events > 0);
        BENCH_TARGET(heapSlope <= 2.0, "long session: heap slope after warm-up <= 2 MB/hour");
    }
};

int main(int argc, char **argv)
{
    // A long run outlasts QtTest's 5-minute limit per function.
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT", "7200000");
    QApplication app(argc, argv);
    app.setAttribute(Qt::AA_Use96Dpi, true);
    BenchMemory bench;
    return QTest::qExec(&bench, argc, argv);
}
#include "bench_memory.moc"
