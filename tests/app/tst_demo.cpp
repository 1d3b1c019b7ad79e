// SPDX-License-Identifier: GPL-3.0-or-later
// `switchyard --demo` end to end, in process: the simulator starts on its own thread, the store
// fills through the real sync engine over loopback HTTP, the window shows it.
#include "app/application.h"
#include "app/demoserver.h"
#include "models/profiles/credentials.h"
#include "models/profiles/serverprofiles.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "testutils/testpaths.h"
#include "ui/dialogs/startconversationdialog.h"
#include "ui/mainwindow.h"
#include "ui/settings/serverprofilesdialog.h"
#include "ui/shell/shellactions.h"
#include "ui/shell/statusbarwidget.h"

#include <QAction>
#include <QNetworkAccessManager>
#include <QSettings>
#include <QSignalSpy>
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

        // Ctrl+N opens the start dialog on the live store (placement lists the demo's sandboxes).
        app.window()->actions()->newConversation->trigger();
        StartConversationDialog *start = nullptr;
        QTRY_VERIFY((start = app.window()->findChild<StartConversationDialog *>()) != nullptr);
        QTRY_VERIFY(start->isVisible());
        start->setRepository(QStringLiteral("acme-corp/payments-api"));
        start->setBranch(QStringLiteral("main"));
        start->setMessage(QStringLiteral("Add retries with jitter to the webhook client and cover them with tests."));
        QTest::qWait(500);
        QVERIFY(start->grab().save(Test::screenshotPath(QStringLiteral("start-dialog.png"))));
        start->reject();

        // The server profile dialog, testing a connection to the demo server.
        const QString url = app.window()->context().serverUrl;
        ServerProfiles profiles;
        ServerProfile cloud;
        cloud.name = QStringLiteral("Company cloud");
        cloud.baseUrl = QUrl(QStringLiteral("https://openhands.example.com"));
        cloud.orgId = QStringLiteral("0b5d4a5c-8a3c-4d8e-9a55-1f2b3c4d5e6f");
        profiles.add(cloud);
        Credentials credentials(QStringLiteral("SwitchyardTest-demo"));
        credentials.setKeychainEnabled(false);
        QNetworkAccessManager nam;
        ServerProfilesDialog dialog(&profiles, &credentials, &nam, app.window());
        dialog.selectProfile(QString());
        dialog.setForm(QStringLiteral("Local simulator"), url, QString(), QStringLiteral("sim-key"));
        QSignalSpy tested(&dialog, &ServerProfilesDialog::testFinished);
        dialog.testConnection();
        QVERIFY(tested.wait(20000));
        QVERIFY2(tested.first().at(0).toBool(), qPrintable(tested.first().at(1).toString()));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(Test::screenshotPath(QStringLiteral("server-profiles.png"))));

        // A wrong key gets its own message.
        dialog.setForm(QStringLiteral("Local simulator"), url, QString(), QStringLiteral("wrong-key"));
        tested.clear();
        dialog.testConnection();
        QVERIFY(tested.wait(20000));
        QVERIFY(!tested.first().at(0).toBool());
        QVERIFY2(tested.first().at(1).toString().contains(QStringLiteral("401")),
                 qPrintable(tested.first().at(1).toString()));
    }

    void wrongKeyFromTheEnvironment()
    {
        DemoServer server;
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        qputenv("SWITCHYARD_API_KEY", "sk-oh-wrong");
        AppOptions options;
        options.server = server.baseUrl();
        Application app(options);
        QVERIFY2(app.start(&error), qPrintable(error));
        qunsetenv("SWITCHYARD_API_KEY");
        QVERIFY(app.syncEngine());
        QTRY_COMPARE_WITH_TIMEOUT(app.syncEngine()->state().kind, SyncState::Unauthorized, 30000);
        QVERIFY(app.window()->statusWidget()->syncText().contains(QStringLiteral("Key rejected")));
        QCOMPARE(app.store()->conversationCount(), 0);
    }
};

QTEST_MAIN(TestDemo)
#include "tst_demo.moc"
