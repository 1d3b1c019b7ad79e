// SPDX-License-Identifier: GPL-3.0-or-later
// `switchyard --demo` end to end, in process: the simulator starts on its own thread, the store
// fills through the real sync engine over loopback HTTP, the window shows it.
#include "app/application.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "testutils/testpaths.h"
#include "ui/mainwindow.h"
#include "ui/shell/shellactions.h"
#include "ui/shell/statusbarwidget.h"

#include <QAction>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

class TestDemo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SwitchyardTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_demo"));
        QSettings().clear();
    }

    void demoConnectsAndFills()
    {
        AppOptions options;
        options.demo = true;
        Application app(options);
        QString error;
        QVERIFY2(app.start(&error), qPrintable(error));
        QVERIFY(app.window());
        QVERIFY(app.store());
        QVERIFY(QTest::qWaitForWindowExposed(app.window()));
        QTRY_VERIFY_WITH_TIMEOUT(app.store()->conversationCount() >= 5, 30000);
        QTRY_COMPARE_WITH_TIMEOUT(app.syncEngine()->state().kind, SyncState::Online, 30000);
        QVERIFY(app.window()->statusWidget()->confirmedText().contains(QStringLiteral("confirmed")));
        QVERIFY(app.window()->windowTitle().contains(QStringLiteral("Demo")));

        // The demo world has a conversation waiting for approval: Ctrl+J finds it.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                app.window()->actions()->nextNeedsMe->trigger();
                return !app.window()->currentConversation().isEmpty();
            }(),
            20000);
        QTest::qWait(1500);
        QVERIFY(app.window()->grab().save(Test::screenshotPath(QStringLiteral("mainwindow-demo.png"))));
    }
};

QTEST_MAIN(TestDemo)
#include "tst_demo.moc"
