// SPDX-License-Identifier: GPL-3.0-or-later
// The charts page: the series are filled by the model mappers from the table models, follow a
// refresh, switch grouping; plus the screenshot.

#include "../sandboxmap/mapdemoworld.h"
#include "models/charts/chartsmodel.h"
#include "testutils/testpaths.h"
#include "ui/charts/chartswidget.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QComboBox>
#include <QLineSeries>
#include <QPieSeries>
#include <QPieSlice>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

class TestChartsWidget : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void mappersFillTheSeries()
    {
        const auto world = Test::mapDemoWorld();
        ChartsWidget w;
        w.resize(1400, 1000);
        w.setSnapshot(world.sandboxes, world.conversations);

        // pie: one slice per status row, values = counts
        double total = 0;
        for (const QPieSlice *s : w.statusSeries()->slices())
            total += s->value();
        QCOMPARE(int(total), int(world.sandboxes.size()));
        QCOMPARE(w.statusSeries()->count(), w.model()->sandboxesByStatus()->rowCount());

        // per sandbox: the largest kTopN, the largest last (on top)
        const auto cats = w.perSandboxCategories();
        QVERIFY(cats.size() <= ChartsWidget::kTopN);
        QVERIFY(!cats.isEmpty());
        const auto sets = w.perSandboxSeries()->barSets();
        QCOMPARE(sets.size(), 2);
        QCOMPARE(sets.at(0)->count(), cats.size());
        QCOMPARE(sets.at(0)->at(cats.size() - 1), 20.0); // the full sandbox
        for (int i = 1; i < sets.at(0)->count(); ++i)
            QVERIFY(sets.at(0)->at(i - 1) <= sets.at(0)->at(i));

        // cost per repository (default), sorted ascending, one bar set
        QCOMPARE(w.costSeries()->barSets().size(), 1);
        QCOMPARE(w.tokenSeries()->barSets().size(), 2);
        double cost = 0;
        for (const auto &c : world.conversations)
            cost += c.metrics->accumulatedCost;
        double mapped = 0;
        const QBarSet *costSet = w.costSeries()->barSets().constFirst();
        for (int i = 0; i < costSet->count(); ++i)
            mapped += costSet->at(i);
        QVERIFY(qAbs(mapped - cost) < 1e-6); // 5 repositories < kTopN: everything is shown

        // per conversation: capped at kTopN, most expensive on top
        w.setUsageGrouping(ChartRows::UsageGrouping::PerConversation);
        QCOMPARE(w.usageCategories().size(), ChartsWidget::kTopN);
        costSet = w.costSeries()->barSets().constFirst();
        double maxCost = 0;
        for (const auto &c : world.conversations)
            maxCost = std::max(maxCost, c.metrics->accumulatedCost);
        QCOMPARE(costSet->at(costSet->count() - 1), maxCost);

        // per day: the line has one point per day, in order
        QVERIFY(w.dailySeries()->count() >= 2);
        const auto points = w.dailySeries()->points();
        for (int i = 1; i < points.size(); ++i)
            QVERIFY(points.at(i - 1).x() < points.at(i).x());

        // a refresh updates the bars through the model
        auto convs = world.conversations;
        for (auto &c : convs)
            c.metrics->accumulatedCost = 0.01;
        convs[0].metrics->accumulatedCost = 99.0;
        w.setSnapshot(world.sandboxes, convs);
        costSet = w.costSeries()->barSets().constFirst();
        QCOMPARE(costSet->at(costSet->count() - 1), 99.0);
    }

    void screenshot()
    {
        const auto world = Test::mapDemoWorld();
        ChartsWidget w;
        w.resize(1400, 1000);
        w.setSnapshot(world.sandboxes, world.conversations);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::qWait(50);
        const QString path = Test::screenshotPath(QStringLiteral("charts.png"));
        QVERIFY(w.grab().save(path));
        qInfo("screenshot: %s", qPrintable(path));
        w.setUsageGrouping(ChartRows::UsageGrouping::PerConversation);
        QTest::qWait(50);
        QVERIFY(w.grab().save(Test::screenshotPath(QStringLiteral("charts-per-conversation.png"))));
    }
};

QTEST_MAIN(TestChartsWidget)
#include "tst_chartswidget.moc"
