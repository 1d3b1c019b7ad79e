// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/sync/poller.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {

Api::ApiError error(Api::ApiError::Kind kind, std::optional<std::chrono::milliseconds> retryAfter = std::nullopt)
{
    Api::ApiError e;
    e.kind = kind;
    e.retryAfter = retryAfter;
    e.message = QStringLiteral("failed");
    return e;
}

} // namespace

class TestPoller : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void oneRunInFlight()
    {
        Poller p(QStringLiteral("t"));
        p.setInterval([] {
            return qint64(5);
        });
        QList<quint64> tokens;
        p.setRun([&](quint64 t) {
            tokens.append(t);
        });
        p.start();
        QTRY_COMPARE(tokens.size(), 1);
        // Asking again while the run is in flight does not start a second one...
        p.pollNow();
        p.pollNow();
        QTest::qWait(30);
        QCOMPARE(tokens.size(), 1);
        QVERIFY(p.isInFlight());
        // ...it runs once right after.
        p.done(tokens.first(), std::nullopt);
        QTRY_COMPARE(tokens.size(), 2);
        QCOMPARE(p.lastDelayMs(), 0);
        p.done(tokens.last(), std::nullopt);
        QCOMPARE(p.lastDelayMs(), 5);
    }

    void staleTokenIgnored()
    {
        Poller p(QStringLiteral("t"));
        p.setInterval([] {
            return qint64(100000);
        });
        QList<quint64> tokens;
        p.setRun([&](quint64 t) {
            tokens.append(t);
        });
        p.start();
        QTRY_COMPARE(tokens.size(), 1);
        p.stop();
        QSignalSpy finished(&p, &Poller::finished);
        p.done(tokens.first(), error(Api::ApiError::Kind::Server)); // the answer of a stopped run
        QCOMPARE(finished.size(), 0);
        QCOMPARE(p.failures(), 0);
        QVERIFY(!p.isCurrent(tokens.first()));
    }

    void backoffGrowsWithJitterAndResets()
    {
        Poller p(QStringLiteral("t"));
        p.setInterval([] {
            return qint64(100000);
        });
        p.setBackoff(10, 160, 120000);
        p.setJitterSeed(42);
        quint64 token = 0;
        p.setRun([&](quint64 t) {
            token = t;
        });
        p.start();
        QTRY_VERIFY(token != 0);
        QList<qint64> delays;
        for (int i = 0; i < 7; ++i) {
            p.done(token, error(Api::ApiError::Kind::Server));
            delays.append(p.lastDelayMs());
            const quint64 before = token;
            QTRY_VERIFY(token != before); // the backoff timer runs it again
        }
        // Equal jitter: delay in [exp/2, exp], exp = 10 * 2^(n-1) capped at 160.
        const qint64 exps[] = {10, 20, 40, 80, 160, 160, 160};
        for (int i = 0; i < delays.size(); ++i) {
            QVERIFY2(delays.at(i) >= exps[i] / 2 && delays.at(i) <= exps[i], qPrintable(QString::number(delays.at(i))));
        }
        QCOMPARE(p.failures(), 7);
        p.done(token, std::nullopt);
        QCOMPARE(p.failures(), 0);
        QCOMPARE(p.lastDelayMs(), 100000);
    }

    void retryAfterHonouredAndCapped()
    {
        Poller p(QStringLiteral("t"));
        p.setInterval([] {
            return qint64(100000);
        });
        p.setBackoff(10, 100, 5000);
        quint64 token = 0;
        p.setRun([&](quint64 t) {
            token = t;
        });
        p.start();
        QTRY_VERIFY(token != 0);
        p.done(token, error(Api::ApiError::Kind::RateLimited, std::chrono::milliseconds(3000)));
        QCOMPARE(p.lastDelayMs(), 3000);
        p.pollNow();
        const quint64 before = token;
        QTRY_VERIFY(token != before);
        p.done(token, error(Api::ApiError::Kind::RateLimited, std::chrono::milliseconds(600000)));
        QCOMPARE(p.lastDelayMs(), 5000);
    }

    void unauthorizedStops()
    {
        Poller p(QStringLiteral("t"));
        p.setInterval([] {
            return qint64(1);
        });
        int runs = 0;
        quint64 token = 0;
        p.setRun([&](quint64 t) {
            ++runs;
            token = t;
        });
        p.start();
        QTRY_COMPARE(runs, 1);
        p.done(token, error(Api::ApiError::Kind::Unauthorized));
        QVERIFY(!p.isActive());
        QTest::qWait(20);
        QCOMPARE(runs, 1);
        p.start();
        QTRY_COMPARE(runs, 2);
    }
};

QTEST_GUILESS_MAIN(TestPoller)
#include "tst_poller.moc"
