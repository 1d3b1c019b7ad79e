// SPDX-License-Identifier: GPL-3.0-or-later
#include "testutils/testpaths.h"
#include "ui/mainwindow.h"

#include <QDropEvent>
#include <QMimeData>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QUrl>

using namespace Switchyard;

class TestMainWindowDrop : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void droppedTrajectoriesOpen()
    {
        MainWindow window(nullptr, false);
        QVERIFY(window.acceptDrops());
        QSignalSpy opened(&window, &MainWindow::openTrajectoryRequested);
        const QString zip =
            Test::specPath(QStringLiteral("fixtures/trajectory/conversation_a3f9c2e4-7b1d-4e6f-8a0b-5c9d2e7f1a34.zip"));
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(zip), QUrl::fromLocalFile(Test::testDataPath(QStringLiteral("README.md")))});
        // Qt delivers a drop only to the widget that accepted the drag entering it.
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &drop);
        QCOMPARE(opened.size(), 1); // the zip, not the Markdown file
        QCOMPARE(opened.first().first().toString(), QFileInfo(zip).absoluteFilePath());
        QVERIFY(drop.isAccepted());
    }

    void otherFilesAreRefused()
    {
        MainWindow window(nullptr, false);
        QSignalSpy opened(&window, &MainWindow::openTrajectoryRequested);
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(Test::testDataPath(QStringLiteral("README.md")))});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        enter.setAccepted(false);
        QApplication::sendEvent(&window, &enter);
        QVERIFY(!enter.isAccepted());
        QCOMPARE(opened.size(), 0);
    }
};

QTEST_MAIN(TestMainWindowDrop)
#include "tst_mainwindowdrop.moc"
