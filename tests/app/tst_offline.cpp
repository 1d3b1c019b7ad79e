// SPDX-License-Identifier: GPL-3.0-or-later
// `switchyard FILE`: a downloaded trajectory opens offline, in its own read-only window, through
// the same widgets; no server, no steering; the file lands in the recent list.
#include "app/application.h"
#include "models/store/store.h"
#include "testutils/testpaths.h"
#include "ui/mainwindow.h"
#include "ui/shell/shellactions.h"
#include "ui/shell/statusbarwidget.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

using namespace Switchyard;

class TestOffline : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SwitchyardTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_offline"));
        QSettings().clear();
    }

    void opensReadOnly()
    {
        const QString zip =
            Test::specPath(QStringLiteral("fixtures/trajectory/conversation_a3f9c2e4-7b1d-4e6f-8a0b-5c9d2e7f1a34.zip"));
        AppOptions options;
        options.files = {zip};
        Application app(options);
        QString error;
        QVERIFY2(app.start(&error), qPrintable(error));
        QCOMPARE(app.offlineWindows().size(), 1);
        MainWindow *window = app.offlineWindows().first();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QVERIFY(window->windowTitle().contains(QStringLiteral("read-only")));
        StoreReader *store = window->context().store; // the window sees the read face only
        QVERIFY(store);
        QVERIFY(!window->context().commands);
        QVERIFY(!window->context().workspace);
        QVERIFY(!window->context().downloads);
        QVERIFY(window->statusWidget()->syncText().contains(QStringLiteral("read-only")));
        QTRY_VERIFY_WITH_TIMEOUT(!window->currentConversation().isEmpty(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(store->eventCount(window->currentConversation()) > 0, 10000);
        QVERIFY(!window->actions()->approve->isEnabled());
        QVERIFY(!window->actions()->newConversation->isEnabled());
        QVERIFY(!window->actions()->downloadTrajectory->isEnabled());
        QTest::qWait(500);
        QVERIFY(window->grab().save(Test::screenshotPath(QStringLiteral("offline-trajectory.png"))));

        // Remembered in File › Open recent of the main window.
        QVERIFY(
            QSettings().value(QStringLiteral("recentFiles")).toStringList().first().endsWith(QStringLiteral(".zip")));
        QVERIFY(app.window()->actions()->recentMenu->isEnabled());
        QCOMPARE(app.window()->actions()->recentMenu->actions().size(), 1);
    }

    void unreadableFileIsExplained()
    {
        AppOptions options;
        Application app(options);
        QString error;
        QVERIFY(app.start(&error));
        // A missing file: a warning box (closed by the timer), no window, nothing remembered.
        bool explained = false;
        QTimer::singleShot(300, this, [&explained] {
            for (QWidget *w : QApplication::topLevelWidgets()) {
                if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible()) {
                    explained = box->text().contains(QStringLiteral("nothing.zip"));
                    box->done(QMessageBox::Ok);
                }
            }
        });
        app.openTrajectory(QStringLiteral("/nonexistent/nothing.zip"));
        QVERIFY(app.offlineWindows().isEmpty());
        QVERIFY(explained);
    }
};

QTEST_MAIN(TestOffline)
#include "tst_offline.moc"
