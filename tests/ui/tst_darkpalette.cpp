// SPDX-License-Identifier: GPL-3.0-or-later
// The charts, the sandbox map and the diff view follow the palette: dark when it is dark, and at
// once when it changes while they are shown (--theme, File › Preferences, the desktop switching).
// Writes dark screenshots of each.
#include "models/diff/filediff.h"
#include "models/sandboxmap/sandboxmapmodel.h"
#include "sandboxmap/mapdemoworld.h"
#include "testutils/testpaths.h"
#include "ui/charts/chartswidget.h"
#include "ui/diff/diffview.h"
#include "ui/sandboxmap/sandboxmapview.h"
#include "ui/sandboxmap/sandboxmapwidget.h"
#include "ui/theme.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QPieSeries>
#include <QPieSlice>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>

using namespace Switchyard;

namespace {

bool isDark(const QColor &c)
{
    return c.lightness() < 100;
}

bool isLight(const QColor &c)
{
    return c.lightness() > 160;
}

/// The average lightness of an image (0..255).
int averageLightness(const QImage &image)
{
    const QImage small = image.scaled(64, 64, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    qint64 sum = 0;
    for (int y = 0; y < small.height(); ++y)
        for (int x = 0; x < small.width(); ++x)
            sum += QColor(small.pixel(x, y)).lightness();
    return int(sum / (small.width() * small.height()));
}

} // namespace

class TestDarkPalette : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SwitchyardTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_darkpalette"));
        QSettings().clear();
        QVERIFY(applyTheme(QStringLiteral("light")));
    }

    void cleanup() { applyTheme(QStringLiteral("light")); }

    void chartsFollowThePaletteLive()
    {
        const auto world = Test::mapDemoWorld();
        ChartsWidget charts;
        charts.setSnapshot(world.sandboxes, world.conversations);
        charts.resize(1100, 900);
        charts.show();
        QVERIFY(QTest::qWaitForWindowExposed(&charts));
        const QList<QChartView *> views = charts.findChildren<QChartView *>();
        QCOMPARE(views.size(), 5);
        for (QChartView *view : views) {
            QVERIFY(isLight(view->chart()->backgroundBrush().color()));
            QVERIFY(isDark(view->chart()->titleBrush().color()));
        }

        QVERIFY(applyTheme(QStringLiteral("dark"))); // a live change, as Preferences does it
        QTRY_VERIFY(isDark(charts.chartBackground()));
        for (QChartView *view : views) {
            QChart *chart = view->chart();
            QVERIFY2(isDark(chart->backgroundBrush().color()), qPrintable(chart->title()));
            QVERIFY2(isLight(chart->titleBrush().color()), qPrintable(chart->title()));
            QVERIFY2(isLight(chart->legend()->labelColor()), qPrintable(chart->title()));
            for (QAbstractAxis *axis : chart->axes())
                QVERIFY2(isLight(axis->labelsColor()), qPrintable(chart->title()));
            QVERIFY(isDark(view->backgroundBrush().color()));
        }
        for (QPieSlice *slice : charts.statusSeries()->slices())
            QVERIFY(isLight(slice->labelColor()));
        // At this size not all 12 bars of the ranked charts have room for a label: fewer are shown.
        QTRY_VERIFY(charts.barLimit() < ChartsWidget::kTopN);
        QVERIFY(charts.barLimit() >= 3);
        QTRY_COMPARE(charts.perSandboxCategories().size(), charts.barLimit());
        const QImage dark = charts.grab().toImage();
        QVERIFY2(averageLightness(dark) < 110, qPrintable(QString::number(averageLightness(dark))));
        QVERIFY(dark.save(Test::screenshotPath(QStringLiteral("charts-dark.png"))));

        // And back.
        QVERIFY(applyTheme(QStringLiteral("light")));
        QTRY_VERIFY(isLight(views.first()->chart()->backgroundBrush().color()));
        QVERIFY(averageLightness(charts.grab().toImage()) > 150);

        // The text a screen reader gets for each chart carries its data.
        const QStringList descriptions = charts.chartDescriptions();
        QCOMPARE(descriptions.size(), 5);
        QVERIFY2(descriptions.first().contains(QStringLiteral("Running")), qPrintable(descriptions.first()));
    }

    void sandboxMapFollowsThePaletteLive()
    {
        const auto world = Test::mapDemoWorld();
        SandboxMapWidget map;
        map.model()->setSnapshot(world.sandboxes, world.conversations, world.grouping);
        map.resize(1000, 700);
        map.show();
        QVERIFY(QTest::qWaitForWindowExposed(&map));
        QVERIFY(isLight(map.view()->backgroundBrush().color()));
        QVERIFY(applyTheme(QStringLiteral("dark")));
        QTRY_VERIFY(isDark(map.view()->backgroundBrush().color()));
        const QImage dark = map.grab().toImage();
        QVERIFY2(averageLightness(dark) < 120, qPrintable(QString::number(averageLightness(dark))));
        QVERIFY(dark.save(Test::screenshotPath(QStringLiteral("sandboxmap-dark.png"))));

        // Keyboard: arrows select the sandboxes one after the other, Escape goes back to the overview.
        map.view()->setFocus();
        const QList<QString> shown = map.view()->visibleSandboxIds();
        QVERIFY(shown.size() >= 2);
        QSignalSpy selected(map.view(), &SandboxMapView::sandboxClicked);
        QSignalSpy overview(map.view(), &SandboxMapView::backgroundClicked);
        QTest::keyClick(map.view(), Qt::Key_Right);
        QTest::keyClick(map.view(), Qt::Key_Right);
        QTest::keyClick(map.view(), Qt::Key_Left);
        QTest::keyClick(map.view(), Qt::Key_Left); // wraps to the last one
        QCOMPARE(selected.size(), 4);
        QCOMPARE(selected.at(0).at(0).toString(), shown.at(0));
        QCOMPARE(selected.at(1).at(0).toString(), shown.at(1));
        QCOMPARE(selected.at(2).at(0).toString(), shown.at(0));
        QCOMPARE(selected.at(3).at(0).toString(), shown.last());
        QTest::keyClick(map.view(), Qt::Key_Escape);
        QCOMPARE(overview.size(), 1);
        QVERIFY(applyTheme(QStringLiteral("light")));
        QTRY_VERIFY(isLight(map.view()->backgroundBrush().color()));
    }

    void diffViewFollowsThePaletteLive()
    {
        QStringList a, b;
        for (int i = 0; i < 60; ++i) {
            a.append(QStringLiteral("    int value%1 = compute(%1); // line %1").arg(i));
            b.append(i % 9 == 4 ? QStringLiteral("    int value%1 = computeFaster(%1, cache); // changed").arg(i)
                                : a.last());
        }
        DiffView view;
        view.setDiff(FileDiff::compute(a.join(QLatin1Char('\n')), b.join(QLatin1Char('\n'))), QStringLiteral("x.cpp"));
        view.resize(900, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(averageLightness(view.grab().toImage()) > 150);
        QVERIFY(applyTheme(QStringLiteral("dark")));
        QTRY_VERIFY(averageLightness(view.grab().toImage()) < 110);
        QTRY_VERIFY(view.isHighlighted());
        QVERIFY(view.grab().save(Test::screenshotPath(QStringLiteral("diff-dark.png"))));

        // Keyboard: N goes to the next change, A opens every folded run of unchanged lines.
        auto folds = [&view] {
            return std::count_if(view.rows().cbegin(), view.rows().cend(), [](const DiffRow &r) {
                return r.type == DiffRow::Type::Fold;
            });
        };
        QVERIFY(folds() > 0);
        view.setFocus();
        const int hunk = view.currentHunk();
        QTest::keyClick(&view, Qt::Key_N);
        QCOMPARE(view.currentHunk(), hunk + 1);
        QTest::keyClick(&view, Qt::Key_A);
        QCOMPARE(folds(), 0);
    }
};

QTEST_MAIN(TestDarkPalette)
#include "tst_darkpalette.moc"
