// SPDX-License-Identifier: GPL-3.0-or-later
// The request budget against the simulator's rate limit (spec §13.1), over loopback HTTP:
//  - sustained: N reads queued at once (background sync), the achieved requests/s after the first
//    burst, the 429s the client saw and the server's own counts (allowed / held back / rejected);
//    with 0 ms and (full run) 100 ms of added latency per response;
//  - a user action under that load: how long one click waits while the queue is full;
//  - the same load with the budget switched off, for contrast.
// SWITCHYARD_BENCH_QUICK=1 (ctest): 40 requests, no latency run. Full: 400 requests.
#include "app/sim/simulator.h"
#include "models/api/apiclient.h"
#include "testutils/sim/loopbackstack.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {

bool quick()
{
    return qEnvironmentVariableIntValue("SWITCHYARD_BENCH_QUICK") == 1;
}

struct Run
{
    int ok = 0;
    int rateLimited = 0;
    int failed = 0;
    qint64 elapsedMs = 0;
    qint64 afterBurstMs = 0; ///< from the 11th answer to the last
    qint64 clickMs = -1; ///< the user action's wait, when one was sent
    Sim::RateLimiter::Stats server;
};

Run load(int n, int latencyMs, bool budgetOn, bool click)
{
    Test::LoopbackOptions o;
    o.generation(Sim::ServerGeneration::Newer).rateLimit(true).latency(latencyMs).clientOnly();
    o.budget = budgetOn;
    Test::LoopbackStack stack(o);
    Sim::Simulator &sim = stack.sim();
    (void)stack.connect();
    Api::ApiClient &client = *stack.client();
    Run run;
    int pending = n;
    QElapsedTimer timer;
    timer.start();
    qint64 eleventh = -1;
    QObject ctx;
    for (int i = 0; i < n; ++i) {
        client
            .countConversations({}, &ctx,
                                [&](Api::Result<qint64> r) {
                                    --pending;
                                    if (r.ok())
                                        ++run.ok;
                                    else if (r.error().kind == Api::ApiError::Kind::RateLimited)
                                        ++run.rateLimited;
                                    else
                                        ++run.failed;
                                    if (run.ok + run.rateLimited + run.failed == 11)
                                        eleventh = timer.elapsed();
                                })
            ->setPriority(Api::RequestPriority::Background);
    }
    if (click) {
        QTest::qWait(2000);
        QElapsedTimer clickTimer;
        clickTimer.start();
        bool clicked = false;
        client.pauseSandbox(QStringLiteral("no-such-sandbox"), &ctx, [&](Api::Result<Api::Unit>) {
            clicked = true;
            run.clickMs = clickTimer.elapsed();
        });
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(clicked, 60000);
        }();
    }
    [&] {
        QTRY_VERIFY_WITH_TIMEOUT(pending == 0, 600000);
    }();
    run.elapsedMs = timer.elapsed();
    run.afterBurstMs = eleventh >= 0 ? run.elapsedMs - eleventh : 0;
    run.server = sim.rateLimitStats();
    return run;
}

void report(const char *name, int n, const Run &r)
{
    const double rate = r.afterBurstMs > 0 ? double(n - 11) * 1000.0 / double(r.afterBurstMs) : 0.0;
    qInfo("%s: %d requests in %lld ms; %.2f requests/s after the first burst; ok %d, 429 seen %d, other errors %d; "
          "server allowed %lld, held %lld, rejected %lld%s",
          name, n, qlonglong(r.elapsedMs), rate, r.ok, r.rateLimited, r.failed, qlonglong(r.server.allowed),
          qlonglong(r.server.held), qlonglong(r.server.rejected),
          r.clickMs >= 0 ? qPrintable(QStringLiteral("; a click under load waited %1 ms").arg(r.clickMs)) : "");
}

} // namespace

class BenchRequestBudget : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void sustained()
    {
        const int n = quick() ? 40 : 400;
        const Run r = load(n, 0, true, !quick());
        report("budget on, 0 ms latency", n, r);
        QCOMPARE(r.server.rejected, 0);
        QCOMPARE(r.rateLimited, 0);
    }

    void sustainedWithLatency()
    {
        if (quick())
            QSKIP("full run only");
        const int n = 200;
        const Run r = load(n, 100, true, true);
        report("budget on, 100 ms latency", n, r);
        QCOMPARE(r.server.rejected, 0);
    }

    void withoutBudget()
    {
        const int n = quick() ? 40 : 400;
        const Run r = load(n, 0, false, false);
        report("budget off, 0 ms latency", n, r);
    }
};

QTEST_GUILESS_MAIN(BenchRequestBudget)
#include "bench_requestbudget.moc"
