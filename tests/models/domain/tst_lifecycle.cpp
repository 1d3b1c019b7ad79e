// SPDX-License-Identifier: GPL-3.0-or-later
// The lifecycle estimates (models/domain/lifecycle.h, spec §13.5): which of idle pause, 12-hour
// cap and deletion comes next for each sandbox state, when, when a working agent's user is warned,
// and that nothing is guessed from times the client does not know.
#include "models/domain/lifecycle.h"

#include <QTest>

using namespace Switchyard;

Q_DECLARE_METATYPE(Switchyard::LifecycleEvent)

namespace {
const QDateTime kNow = QDateTime(QDate(2026, 12, 1), QTime(12, 0), Qt::UTC);
QDateTime minsAgo(int m)
{
    return kNow.addSecs(-60 * m);
}
} // namespace

class TestLifecycle : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void next_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<int>("activityMinsAgo"); // -1: unknown
        QTest::addColumn<int>("runningMinsAgo");
        QTest::addColumn<int>("stoppedMinsAgo");
        QTest::addColumn<bool>("working");
        QTest::addColumn<LifecycleEvent>("next");
        QTest::addColumn<int>("nextInMins");
        QTest::addColumn<bool>("warn");

        const int running = int(SandboxStatus::Running), paused = int(SandboxStatus::Paused);
        QTest::newRow("running, idle soon")
            << running << 15 << 60 << -1 << false << LifecycleEvent::IdlePause << 5 << false;
        QTest::newRow("running, cap first")
            << running << 1 << 11 * 60 + 55 << -1 << true << LifecycleEvent::RuntimeCap << 5 << true;
        QTest::newRow("running, working, far")
            << running << 1 << 60 << -1 << true << LifecycleEvent::IdlePause << 19 << false;
        QTest::newRow("running, working, stale activity")
            << running << 17 << 60 << -1 << true << LifecycleEvent::IdlePause << 3 << true;
        QTest::newRow("running, overdue")
            << running << 30 << 60 << -1 << false << LifecycleEvent::IdlePause << -10 << false;
        QTest::newRow("running, no activity known")
            << running << -1 << 60 << -1 << false << LifecycleEvent::RuntimeCap << 660 << false;
        QTest::newRow("starting counts as running")
            << int(SandboxStatus::Starting) << 0 << 0 << -1 << false << LifecycleEvent::IdlePause << 20 << false;
        QTest::newRow("paused, deletion")
            << paused << 300 << 400 << 24 * 60 << false << LifecycleEvent::Deletion << 9 * 24 * 60 << false;
        QTest::newRow("error, deletion") << int(SandboxStatus::Error) << -1 << -1 << 60 << false
                                         << LifecycleEvent::Deletion << 10 * 24 * 60 - 60 << false;
        QTest::newRow("paused, stop time unknown")
            << paused << 5 << 5 << -1 << false << LifecycleEvent::None << 0 << false;
        QTest::newRow("missing") << int(SandboxStatus::Missing) << 5 << 5 << 5 << false << LifecycleEvent::None << 0
                                 << false;
        QTest::newRow("provider unavailable")
            << int(SandboxStatus::ProviderUnavailable) << 5 << 5 << 5 << true << LifecycleEvent::None << 0 << false;
        QTest::newRow("unknown") << int(SandboxStatus::Unknown) << 5 << 5 << 5 << true << LifecycleEvent::None << 0
                                 << false;
    }
    void next()
    {
        QFETCH(int, status);
        QFETCH(int, activityMinsAgo);
        QFETCH(int, runningMinsAgo);
        QFETCH(int, stoppedMinsAgo);
        QFETCH(bool, working);
        QFETCH(LifecycleEvent, next);
        QFETCH(int, nextInMins);
        QFETCH(bool, warn);

        LifecycleInputs in;
        in.status = SandboxStatus(status);
        if (activityMinsAgo >= 0)
            in.lastActivity = minsAgo(activityMinsAgo);
        if (runningMinsAgo >= 0)
            in.runningSince = minsAgo(runningMinsAgo);
        if (stoppedMinsAgo >= 0)
            in.notRunningSince = minsAgo(stoppedMinsAgo);
        in.agentWorking = working;
        const LifecycleEstimate e = estimateLifecycle(in, kNow);
        QCOMPARE(e.next, next);
        QCOMPARE(e.warn, warn);
        if (next == LifecycleEvent::None) {
            QVERIFY(lifecycleText(e, kNow).isEmpty());
            return;
        }
        QCOMPARE(kNow.secsTo(e.nextAt), qint64(nextInMins) * 60);
        const QString text = lifecycleText(e, kNow);
        QVERIFY2(text.startsWith(QStringLiteral("Estimated:")), qPrintable(text));
    }

    void unknownRawStatusGivesNothing()
    {
        LifecycleInputs in;
        in.status = OpenEnum<SandboxStatus>::unknown(QStringLiteral("UNKNOWN"));
        in.lastActivity = kNow;
        in.runningSince = kNow;
        QVERIFY(estimateLifecycle(in, kNow).isEmpty());
    }

    void texts()
    {
        LifecycleInputs in;
        in.status = SandboxStatus::Running;
        in.lastActivity = minsAgo(8);
        in.runningSince = minsAgo(60);
        QCOMPARE(lifecycleText(estimateLifecycle(in, kNow), kNow),
                 QStringLiteral("Estimated: paused for inactivity in about 12 min unless the agent acts"));
        in.status = SandboxStatus::Paused;
        in.notRunningSince = kNow.addSecs(-(24 * 3600 + 3 * 3600));
        QCOMPARE(lifecycleText(estimateLifecycle(in, kNow), kNow),
                 QStringLiteral("Estimated: deleted with its workspace in about 8 d 21 h unless resumed"));
    }

    void inputsFromObservations()
    {
        using T = ObservedSandboxStatus;
        const QDateTime created = minsAgo(600);
        // Seen running from the start: the cap counts from the creation time.
        LifecycleInputs in = lifecycleInputsFrom(SandboxStatus::Running, created,
                                                 {T{minsAgo(300), SandboxStatus::Running}}, minsAgo(2), true);
        QCOMPARE(in.runningSince, created);
        QVERIFY(in.agentWorking);
        QVERIFY(!in.notRunningSince.isValid());
        // A resume the client saw: the cap counts from it.
        in = lifecycleInputsFrom(SandboxStatus::Running, created,
                                 {T{minsAgo(500), SandboxStatus::Running}, T{minsAgo(400), SandboxStatus::Paused},
                                  T{minsAgo(30), SandboxStatus::Starting}, T{minsAgo(29), SandboxStatus::Running}},
                                 minsAgo(2), false);
        QCOMPARE(in.runningSince, minsAgo(30));
        // A pause the client saw: deletion counts from it.
        in = lifecycleInputsFrom(SandboxStatus::Paused, created,
                                 {T{minsAgo(500), SandboxStatus::Running}, T{minsAgo(400), SandboxStatus::Paused}},
                                 minsAgo(420), true);
        QCOMPARE(in.notRunningSince, minsAgo(400));
        QVERIFY(!in.agentWorking); // a paused sandbox has no working agent
        QVERIFY(!in.runningSince.isValid());
        // Paused before the client looked: the earlier of last activity and first sight.
        in = lifecycleInputsFrom(SandboxStatus::Paused, created, {T{minsAgo(100), SandboxStatus::Paused}}, minsAgo(200),
                                 false);
        QCOMPARE(in.notRunningSince, minsAgo(200));
        in = lifecycleInputsFrom(SandboxStatus::Paused, created, {}, QDateTime(), false);
        QVERIFY(!in.notRunningSince.isValid());
        QVERIFY(estimateLifecycle(in, kNow).isEmpty()); // nothing known: nothing guessed
    }

    void hints()
    {
        LifecycleInputs in;
        in.status = SandboxStatus::Running;
        in.lastActivity = minsAgo(16);
        in.runningSince = minsAgo(60);
        QCOMPARE(lifecycleHint(estimateLifecycle(in, kNow), kNow),
                 QStringLiteral("idle pause in about 4 min (estimate)"));
        in.lastActivity = minsAgo(1);
        QVERIFY(lifecycleHint(estimateLifecycle(in, kNow), kNow).isEmpty()); // 19 min away: no hint
        in.runningSince = minsAgo(12 * 60 - 3);
        QCOMPARE(lifecycleHint(estimateLifecycle(in, kNow), kNow),
                 QStringLiteral("12-hour limit in about 3 min (estimate)"));
        in.runningSince = minsAgo(12 * 60 + 3);
        QCOMPARE(lifecycleHint(estimateLifecycle(in, kNow), kNow), QStringLiteral("may pause any moment (estimate)"));
        in.status = SandboxStatus::Paused;
        in.notRunningSince = minsAgo(10 * 24 * 60 - 1);
        QVERIFY(lifecycleHint(estimateLifecycle(in, kNow), kNow).isEmpty()); // deletion is not a row hint
    }

    void durations()
    {
        QCOMPARE(shortDuration(40), QStringLiteral("40 s"));
        QCOMPARE(shortDuration(-5), QStringLiteral("0 s"));
        QCOMPARE(shortDuration(12 * 60 + 30), QStringLiteral("12 min"));
        QCOMPARE(shortDuration(3600), QStringLiteral("1 h"));
        QCOMPARE(shortDuration(3 * 3600 + 5 * 60), QStringLiteral("3 h 5 min"));
        QCOMPARE(shortDuration(2 * 86400), QStringLiteral("2 d"));
        // Measured spans (review summaries) keep the seconds below an hour; estimates do not.
        QCOMPARE(shortDuration(12 * 60 + 30, DurationDetail::Seconds), QStringLiteral("12 min 30 s"));
        QCOMPARE(shortDuration(12 * 60, DurationDetail::Seconds), QStringLiteral("12 min"));
        QCOMPARE(shortDuration(42, DurationDetail::Seconds), QStringLiteral("42 s"));
        QCOMPARE(shortDuration(2 * 3600 + 5 * 60 + 9, DurationDetail::Seconds), QStringLiteral("2 h 5 min"));
    }
};

QTEST_GUILESS_MAIN(TestLifecycle)
#include "tst_lifecycle.moc"
