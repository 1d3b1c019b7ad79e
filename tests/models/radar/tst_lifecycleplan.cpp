// SPDX-License-Identifier: GPL-3.0-or-later
// The lifecycle plan (issue 32): each step the server will probably take, soonest first, with its
// clock time; a stopped sandbox's deletion date; nothing for an unknown status.

#include "models/radar/lifecycleplan.h"

#include <QTest>

using namespace Switchyard;

class TestLifecyclePlan : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void running()
    {
        const QDateTime now(QDate(2026, 12, 5), QTime(10, 0), Qt::LocalTime);
        LifecycleInputs in;
        in.status = SandboxStatus::Running;
        in.lastActivity = now.addSecs(-8 * 60); // idle pause in 12 min
        in.runningSince = now.addSecs(-2 * 3600); // cap in 10 h
        const QList<QString> plan = lifecyclePlan(estimateLifecycle(in, now), now);
        QCOMPARE(plan.size(), 2);
        QVERIFY2(plan.at(0).contains(QStringLiteral("inactivity")), qPrintable(plan.at(0)));
        QVERIFY2(plan.at(0).contains(lifecycleClock(now.addSecs(12 * 60), now)), qPrintable(plan.at(0)));
        QVERIFY2(plan.at(0).contains(QStringLiteral("12 min")), qPrintable(plan.at(0)));
        QVERIFY2(plan.at(1).contains(QStringLiteral("12-hour")), qPrintable(plan.at(1)));
        QVERIFY2(plan.at(1).contains(lifecycleClock(now.addSecs(10 * 3600), now)), qPrintable(plan.at(1)));
    }

    void pausedIsDeletedOnADay()
    {
        const QDateTime now(QDate(2026, 12, 5), QTime(10, 0), Qt::LocalTime);
        LifecycleInputs in;
        in.status = SandboxStatus::Paused;
        in.notRunningSince = now.addDays(-1);
        const QList<QString> plan = lifecyclePlan(estimateLifecycle(in, now), now);
        QCOMPARE(plan.size(), 1);
        QVERIFY2(plan.first().contains(QStringLiteral("deleted")), qPrintable(plan.first()));
        // Another day: the date is named, not only the time.
        QVERIFY(lifecycleClock(now.addDays(9), now).size() > lifecycleClock(now.addSecs(60), now).size());
        QVERIFY2(plan.first().contains(QStringLiteral("9 d")), qPrintable(plan.first()));
    }

    void unknownSaysNothing()
    {
        const QDateTime now = QDateTime::currentDateTime();
        QVERIFY(lifecyclePlan(estimateLifecycle(LifecycleInputs{}, now), now).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLifecyclePlan)
#include "tst_lifecycleplan.moc"
