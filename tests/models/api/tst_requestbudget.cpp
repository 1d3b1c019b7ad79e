// SPDX-License-Identifier: GPL-3.0-or-later
// The request budget on a fake clock (spec §13.1): bursts of at most 10, 8/s sustained and never
// more than 10 sends in any window the server counts, priorities (user actions, then the open
// conversation, then background sync, which also leaves a reserve), a 429 pausing and slowing the
// whole budget and the rate recovering, cancellation, and "disabled" granting everything. No real
// time is waited: the test moves the clock and calls dispatch().
#include "models/api/requestbudget.h"

#include <QTest>

#include <deque>

using namespace Switchyard::Api;

class TestRequestBudget : public QObject
{
    Q_OBJECT

    qint64 m_now = 1000000;
    std::unique_ptr<RequestBudget> m_budget;
    QList<QString> m_started;

    void makeBudget(RequestBudgetConfig config = {})
    {
        m_started.clear();
        m_budget = std::make_unique<RequestBudget>(config);
        m_budget->setClock([this] {
            return m_now;
        });
        m_budget->setConfig(config); // full bucket at the fake time
    }

    RequestBudget::Ticket ask(RequestPriority p, const QString &name)
    {
        return m_budget->acquire(p, [this, name] {
            m_started.append(name);
        });
    }

    /// Moves the fake clock in 1 ms steps, dispatching at each, and returns the grant times.
    QList<qint64> runFor(qint64 ms, int *grantedCount = nullptr)
    {
        QList<qint64> times;
        qsizetype before = m_started.size();
        for (qint64 t = 0; t < ms; ++t) {
            ++m_now;
            m_budget->dispatch();
            for (; before < m_started.size(); ++before)
                times.append(m_now);
        }
        if (grantedCount)
            *grantedCount = int(times.size());
        return times;
    }

    static int maxInWindow(const QList<qint64> &times, qint64 window)
    {
        int best = 0;
        std::deque<qint64> inside;
        for (qint64 t : times) {
            inside.push_back(t);
            while (!inside.empty() && inside.front() <= t - window)
                inside.pop_front();
            best = std::max(best, int(inside.size()));
        }
        return best;
    }

private Q_SLOTS:
    void burstThenWait()
    {
        makeBudget();
        for (int i = 0; i < 10; ++i)
            QCOMPARE(ask(RequestPriority::Foreground, QString::number(i)), RequestBudget::Ticket(0));
        QCOMPARE(m_started.size(), 10); // a burst of 10 goes at once
        QVERIFY(ask(RequestPriority::Foreground, QStringLiteral("11")) != 0);
        QCOMPARE(m_started.size(), 10);
        QCOMPARE(m_budget->waiting(), 1);
        // The 11th waits until the first send leaves the server's window (1 s + the guard).
        runFor(1000);
        QCOMPARE(m_started.size(), 10);
        runFor(100);
        QCOMPARE(m_started.size(), 11);
    }

    void sustainedRateAndWindow()
    {
        makeBudget();
        QList<qint64> times;
        for (int i = 0; i < 300; ++i)
            ask(RequestPriority::Background, QString::number(i));
        const qint64 start = m_now;
        times = runFor(20000);
        QVERIFY(m_started.size() < 300);
        // Over 20 s: at most the burst plus 8/s.
        QVERIFY2(m_started.size() <= 10 + 8 * 20, qPrintable(QString::number(m_started.size())));
        // Background alone keeps 2 of the window's 10 for the user: ~7.5/s.
        QVERIFY2(m_started.size() >= 7 * 20, qPrintable(QString::number(m_started.size())));
        // Never more than 10 in any 1 s window the server would count (the middleware's sliding window).
        QVERIFY(maxInWindow(times, 1000) <= 10);
        Q_UNUSED(start)
    }

    void prioritiesFirstComeFirst()
    {
        makeBudget();
        for (int i = 0; i < 10; ++i)
            ask(RequestPriority::Foreground, QStringLiteral("fill"));
        ask(RequestPriority::Background, QStringLiteral("bg1"));
        ask(RequestPriority::Foreground, QStringLiteral("fg1"));
        ask(RequestPriority::Interactive, QStringLiteral("click"));
        ask(RequestPriority::Background, QStringLiteral("bg2"));
        ask(RequestPriority::Foreground, QStringLiteral("fg2"));
        runFor(5000);
        const QList<QString> order = m_started.mid(10);
        QCOMPARE(order,
                 (QList<QString>{QStringLiteral("click"), QStringLiteral("fg1"), QStringLiteral("fg2"),
                                 QStringLiteral("bg1"), QStringLiteral("bg2")}));
    }

    void backgroundYieldsButIsNotStarved()
    {
        // Twelve foreground pollers and one background tail, each asking again as soon as its last
        // request went out: together far more than the budget grants. Background yields, but one
        // slot in four is its own while it waits (without the share it never got one).
        makeBudget();
        for (int i = 0; i < 10; ++i)
            ask(RequestPriority::Foreground, QStringLiteral("fill"));
        ask(RequestPriority::Background, QStringLiteral("bg"));
        for (int p = 0; p < 12; ++p)
            ask(RequestPriority::Foreground, QStringLiteral("poll"));
        qsizetype seen = m_started.size();
        for (int step = 0; step < 1000; ++step) { // 10 s
            runFor(10);
            for (; seen < m_started.size(); ++seen) {
                const QString name = m_started.at(seen);
                ask(name == u"bg" ? RequestPriority::Background : RequestPriority::Foreground, name);
            }
        }
        const qsizetype granted = m_started.size() - 10;
        const qsizetype background = m_started.count(QStringLiteral("bg"));
        // One in four of the slots granted while it waited; it asks again only after its last
        // went out (slots pass meanwhile), so of all slots about one in seven.
        QVERIFY2(background * 10 >= granted && background * 4 <= granted,
                 qPrintable(QStringLiteral("%1 of %2").arg(background).arg(granted)));
        // A user's click still goes out at once.
        QCOMPARE(ask(RequestPriority::Interactive, QStringLiteral("click")), RequestBudget::Ticket(0));
    }

    void backgroundLeavesAReserve()
    {
        makeBudget();
        for (int i = 0; i < 100; ++i)
            ask(RequestPriority::Background, QStringLiteral("bg"));
        QCOMPARE(m_started.size(), 8); // 2 slots stay free for the user
        QCOMPARE(ask(RequestPriority::Interactive, QStringLiteral("click")), RequestBudget::Ticket(0));
        QCOMPARE(m_started.last(), QStringLiteral("click"));
        // Under sustained background load a click still goes out at once.
        runFor(3000);
        QVERIFY(m_budget->waiting() > 0);
        QCOMPARE(ask(RequestPriority::Interactive, QStringLiteral("click2")), RequestBudget::Ticket(0));
        QCOMPARE(m_started.last(), QStringLiteral("click2"));
    }

    void rateLimitedSlowsEverything()
    {
        makeBudget();
        for (int i = 0; i < 5; ++i)
            ask(RequestPriority::Foreground, QStringLiteral("a"));
        m_budget->slowDown(std::chrono::milliseconds(1000)); // a 429 with Retry-After: 1
        // The answers to the other requests in flight say the same: one slow-down, not five.
        for (int i = 0; i < 4; ++i)
            m_budget->slowDown(std::chrono::milliseconds(1000));
        QCOMPARE(m_budget->stats().slowDowns, quint64(5));
        QCOMPARE(m_budget->stats().currentRate, 4.0);
        ask(RequestPriority::Interactive, QStringLiteral("click"));
        QCOMPARE(m_started.size(), 5); // paused: even a click waits
        runFor(999);
        QCOMPARE(m_started.size(), 5);
        // After the pause the bucket starts empty, at half the rate.
        runFor(400);
        QCOMPARE(m_started.size(), 6);
        for (int i = 0; i < 100; ++i)
            ask(RequestPriority::Foreground, QStringLiteral("b"));
        int granted = 0;
        runFor(2000, &granted);
        QVERIFY2(granted <= 4 * 2 + 2, qPrintable(QString::number(granted))); // ~4-5/s, recovering
        // Recovery: 10 s after the pause the full rate is back.
        runFor(10000);
        QCOMPARE(m_budget->stats().currentRate, 8.0);
        for (int i = 0; i < 100; ++i)
            ask(RequestPriority::Foreground, QStringLiteral("c"));
        runFor(5000, &granted);
        QVERIFY2(granted >= 8 * 5 - 2, qPrintable(QString::number(granted)));
    }

    void retryAfterLongerPause()
    {
        makeBudget();
        m_budget->slowDown(std::chrono::milliseconds(5000));
        ask(RequestPriority::Interactive, QStringLiteral("x"));
        runFor(4990);
        QVERIFY(m_started.isEmpty());
        runFor(300); // the bucket starts empty after the pause, at half the rate: 250 ms for a token
        QCOMPARE(m_started.size(), 1);
        QVERIFY(m_budget->stats().pausedForMs == 0);
    }

    void cancelledNeverStarts()
    {
        makeBudget();
        for (int i = 0; i < 10; ++i)
            ask(RequestPriority::Foreground, QStringLiteral("fill"));
        const auto t1 = ask(RequestPriority::Foreground, QStringLiteral("gone"));
        ask(RequestPriority::Foreground, QStringLiteral("kept"));
        m_budget->cancel(t1);
        m_budget->cancel(12345); // unknown: ignored
        runFor(3000);
        QVERIFY(!m_started.contains(QStringLiteral("gone")));
        QVERIFY(m_started.contains(QStringLiteral("kept")));
        QCOMPARE(m_budget->waiting(), 0);
    }

    void configurable()
    {
        RequestBudgetConfig c;
        c.ratePerSecond = 2.0;
        c.burst = 3;
        c.backgroundReserve = 0;
        makeBudget(c);
        for (int i = 0; i < 20; ++i)
            ask(RequestPriority::Background, QString::number(i));
        QCOMPARE(m_started.size(), 3);
        const QList<qint64> times = runFor(10000);
        QVERIFY(maxInWindow(times, 1000) <= 3);
        QVERIFY2(m_started.size() <= 3 + 2 * 10 && m_started.size() >= 2 * 10 - 3,
                 qPrintable(QString::number(m_started.size())));
    }

    void disabledGrantsEverything()
    {
        RequestBudgetConfig c;
        c.enabled = false;
        makeBudget(c);
        for (int i = 0; i < 100; ++i)
            QCOMPARE(ask(RequestPriority::Background, QString::number(i)), RequestBudget::Ticket(0));
        QCOMPARE(m_started.size(), 100);
    }

    void startThatAsksAgain()
    {
        // A start() that queues the next request (a retry, a batch part) from inside dispatch().
        makeBudget();
        int chain = 0;
        std::function<void()> next = [&] {
            if (++chain < 30)
                m_budget->acquire(RequestPriority::Foreground, next);
        };
        m_budget->acquire(RequestPriority::Foreground, next);
        runFor(5000);
        QCOMPARE(chain, 30);
    }
};

QTEST_GUILESS_MAIN(TestRequestBudget)
#include "tst_requestbudget.moc"
