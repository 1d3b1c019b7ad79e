// SPDX-License-Identifier: GPL-3.0-or-later
#include "testutils/testpaths.h"
#include "ui/mainwindow.h"

#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

using namespace Switchyard;

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void showsAndGrabs()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QImage image = window.grab().toImage();
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), window.size() * window.devicePixelRatio());
        QVERIFY(image.save(Test::screenshotPath(QStringLiteral("mainwindow-smoke.png"))));
    }

    void restoresGeometry()
    {
        {
            MainWindow window;
            window.resize(900, 611);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.close();
        }
        MainWindow again;
        QCOMPARE(again.size(), QSize(900, 611));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
