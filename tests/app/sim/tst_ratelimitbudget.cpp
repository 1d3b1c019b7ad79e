// SPDX-License-Identifier: GPL-3.0-or-later
// The request budget against the simulator's rate-limit mode over real loopback HTTP (spec §13.1:
// 10/s per client in a sliding window, 11-20 held back by 1 s, beyond that 429). A burst of 200
// requests from one client — list pages, counts, sandbox pages, user actions, in every priority —
// is answered without a single 429. The control case sends the same burst with the budget switched
// off and sees the server hold requests back (or refuse them), so the first case proves something.
#include "app/sim/simulator.h"
#include "models/api/apiclient.h"
#include "testutils/sim/loopbackstack.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {
constexpr int kBurst = 200;
}

class TestRateLimitBudget : public QObject
{
    Q_OBJECT

    struct Outcome
    {
        int ok = 0;
        int rateLimited = 0;
        int failed = 0;
        qint64 elapsedMs = 0;
        Sim::RateLimiter::Stats server;
    };

    Outcome burst(bool budgetOn)
    {
        Test::LoopbackOptions o;
        o.generation(Sim::ServerGeneration::Newer).rateLimit(true).clientOnly();
        o.budget = budgetOn;
        Test::LoopbackStack stack(o);
        [&] {
            QVERIFY(stack.isListening());
        }();
        Sim::Simulator &sim = stack.sim();
        const QString sandbox = sim.addSandbox();
        [&] {
            QVERIFY(stack.connect());
        }();
        Outcome out;
        if (!stack.client())
            return out; // failed above
        Api::ApiClient &client = *stack.client();
        int pending = kBurst;
        auto count = [&out, &pending](const std::optional<Api::ApiError> &e) {
            --pending;
            if (!e)
                ++out.ok;
            else if (e->kind == Api::ApiError::Kind::RateLimited)
                ++out.rateLimited;
            else
                ++out.failed;
        };
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < kBurst; ++i) {
            Api::ApiCall *call = nullptr;
            switch (i % 4) {
            case 0:
                call = client.countConversations({}, this, [count](Api::Result<qint64> r) {
                    count(r.ok() ? std::nullopt : std::optional(r.error()));
                });
                break;
            case 1:
                call = client.searchSandboxes(QString(), 10, this, [count](auto r) {
                    count(r.ok() ? std::nullopt : std::optional(r.error()));
                });
                call->setPriority(Api::RequestPriority::Background);
                break;
            case 2:
                call = client.getSandboxes({sandbox}, this, [count](auto r) {
                    count(r.ok() ? std::nullopt : std::optional(r.error()));
                });
                break;
            default:
                // A user action (POST) that is not exempt from the limit.
                call = client.pauseSandbox(QStringLiteral("no-such-sandbox"), this, [count](Api::Result<Api::Unit> r) {
                    const bool expected = !r.ok() && r.error().kind == Api::ApiError::Kind::NotFound;
                    count(expected ? std::nullopt : std::optional(r.error()));
                });
                break;
            }
        }
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(pending == 0, 120000);
        }();
        out.elapsedMs = timer.elapsed();
        out.server = sim.rateLimitStats();
        return out;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void burstWithinTheLimit()
    {
        const Outcome o = burst(true);
        qInfo("budget on: %d ok, %d answered 429 (server: %lld allowed, %lld held, %lld rejected) in %lld ms, %.1f "
              "requests/s",
              o.ok, o.rateLimited, qlonglong(o.server.allowed), qlonglong(o.server.held), qlonglong(o.server.rejected),
              qlonglong(o.elapsedMs), kBurst * 1000.0 / double(o.elapsedMs));
        QCOMPARE(o.server.rejected, 0);
        QCOMPARE(o.rateLimited, 0);
        QCOMPARE(o.failed, 0);
        QCOMPARE(o.ok, kBurst);
        // 200 requests at <= 8/s after a burst of 10 cannot be faster than ~23 s.
        QVERIFY2(o.elapsedMs >= (kBurst - 10) * 1000 / 9, qPrintable(QString::number(o.elapsedMs)));
    }

    void burstWithoutTheBudgetIsRefused()
    {
        const Outcome o = burst(false);
        qInfo("budget off: %d ok, %d failed with 429 (server: %lld held, %lld rejected) in %lld ms", o.ok,
              o.rateLimited, qlonglong(o.server.held), qlonglong(o.server.rejected), qlonglong(o.elapsedMs));
        // One QNetworkAccessManager keeps at most 6 requests in flight per host, and the server holds
        // back requests 11-20 of a second for 1 s: without the budget the server has to slow us.
        QVERIFY(o.server.held + o.server.rejected > 0);
    }
};

QTEST_GUILESS_MAIN(TestRateLimitBudget)
#include "tst_ratelimitbudget.moc"
