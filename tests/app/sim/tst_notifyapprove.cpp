// SPDX-License-Identifier: GPL-3.0-or-later
// Notifications you can act on (issue 29), over D-Bus against the simulator: the test's own
// notification service on a private session bus records Notify and emits ActionInvoked; Approve
// from a notification sends one respond_to_confirmation POST and opens nothing; a second click
// sends nothing; where no notification server answers, the notification comes back for the tray.
// The bus cases run under run_with_session_bus.sh (ctest tst_notifyapprove_bus).
#include "app/sim/simulator.h"
#include "models/attention/notificationbus.h"
#include "models/attention/notificationcenter.h"
#include "models/commands/conversationcommands.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "testutils/outcomespy.h"
#include "testutils/sim/loopbackstack.h"

#include <QDBusConnection>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {
constexpr int kWaitMs = 20000;

bool privateBus()
{
    return qEnvironmentVariableIsSet("SWITCHYARD_TEST_PRIVATE_BUS");
}

int confirmations(const QList<QUrl> &requests, qsizetype from = 0)
{
    int n = 0;
    for (qsizetype i = from; i < requests.size(); ++i)
        n += requests.at(i).path().endsWith(QLatin1String("respond_to_confirmation")) ? 1 : 0;
    return n;
}
} // namespace

/// The test's own org.freedesktop.Notifications.
class FakeNotifications : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")
public:
    struct Call
    {
        uint replaces = 0;
        uint id = 0;
        QString summary;
        QString body;
        QStringList actions;
        QVariantMap hints;
    };
    QList<Call> notifies;
    QList<uint> closedIds;
    QStringList capabilities{QStringLiteral("actions"), QStringLiteral("body"), QStringLiteral("body-markup")};
    uint next = 100;

public Q_SLOTS:
    QStringList GetCapabilities() { return capabilities; }
    uint Notify(const QString &app, uint replaces, const QString &icon, const QString &summary, const QString &body,
                const QStringList &actions, const QVariantMap &hints, int timeout)
    {
        Q_UNUSED(app)
        Q_UNUSED(icon)
        Q_UNUSED(timeout)
        const uint id = replaces != 0 ? replaces : next++;
        notifies.append(Call{replaces, id, summary, body, actions, hints});
        return id;
    }
    void CloseNotification(uint id)
    {
        closedIds.append(id);
        Q_EMIT NotificationClosed(id, 3);
    }
    QString GetServerInformation(QString &vendor, QString &version, QString &specVersion)
    {
        vendor = QStringLiteral("switchyard-tests");
        version = QStringLiteral("1");
        specVersion = QStringLiteral("1.2");
        return QStringLiteral("fake");
    }

Q_SIGNALS:
    void ActionInvoked(uint id, const QString &actionKey);
    void NotificationClosed(uint id, uint reason);
};

class TestNotifyApprove : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<Notification>();
    }

    void withoutABusItComesBackForTheTray()
    {
        NotificationBus bus(QDBusConnection(QStringLiteral("switchyard-no-such-connection")));
        QVERIFY(!bus.isAvailable());
        QSignalSpy unavailable(&bus, &NotificationBus::unavailable);
        Notification n;
        n.key = 7;
        n.conversationId = QStringLiteral("c");
        bus.show(n);
        QCOMPARE(unavailable.count(), 1);
        QCOMPARE(unavailable.first().first().value<Notification>().key, 7u);
    }

    void withoutANotificationServerItComesBackForTheTray()
    {
        if (!privateBus())
            QSKIP("needs the private session bus (ctest tst_notifyapprove_bus)");
        NotificationBus bus;
        QSignalSpy unavailable(&bus, &NotificationBus::unavailable);
        Notification n;
        n.key = 3;
        bus.show(n);
        QTRY_COMPARE_WITH_TIMEOUT(unavailable.count(), 1, kWaitMs);
        QVERIFY(!bus.isAvailable());
    }

    void approveFromTheNotificationSendsOnePost()
    {
        if (!privateBus())
            QSKIP("needs the private session bus (ctest tst_notifyapprove_bus)");
        FakeNotifications fake;
        QDBusConnection server =
            QDBusConnection::connectToBus(QDBusConnection::SessionBus, QStringLiteral("fake-notifications"));
        QVERIFY(server.isConnected());
        QVERIFY(server.registerObject(NotificationBus::kPath, &fake,
                                      QDBusConnection::ExportAllSlots | QDBusConnection::ExportAllSignals));
        QVERIFY(server.registerService(NotificationBus::kService));

        Test::LoopbackOptions o;
        o.rateLimit(false);
        o.sim.autoAdvance = false;
        o.recordRequests = true;
        o.timing.listMs = 150;
        o.timing.sandboxesMs = 150;
        o.timing.openActiveMs = 200;
        o.timing.openIdleMs = 200;
        Test::LoopbackStack stack(o);
        QVERIFY(stack.isListening());
        Sim::ConversationSpec spec;
        spec.script = QStringLiteral("confirm");
        spec.title = QStringLiteral("Fix <b>the</b> tests");
        const QString id = stack.sim().addConversation(spec);
        QTRY_COMPARE_WITH_TIMEOUT(stack.sim().executionStatus(id), QStringLiteral("waiting_for_confirmation"), kWaitMs);
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        stack.sync()->setOpenConversation(id);
        // The client knows it waits and has the pending action cached.
        QTRY_VERIFY_WITH_TIMEOUT(stack.store()->conversation(id)
                                     && stack.store()->conversation(id)->displayExecution
                                         == ExecutionStatus::WaitingForConfirmation
                                     && pendingAction(*stack.store(), id).has_value(),
                                 kWaitMs);
        const PendingActions pending = *pendingAction(*stack.store(), id);
        QVERIFY2(pending.approvableFromNotification(), qPrintable(pending.risk.raw()));

        NotificationCenter center;
        center.setStore(stack.store());
        center.setCommands(stack.commands());
        NotificationBus bus;
        QObject::connect(&center, &NotificationCenter::present, &bus, &NotificationBus::show);
        QObject::connect(&center, &NotificationCenter::withdraw, &bus, &NotificationBus::close);
        QObject::connect(&bus, &NotificationBus::actionInvoked, &center, &NotificationCenter::invoke);
        QObject::connect(&bus, &NotificationBus::closed, &center, &NotificationCenter::dismissed);
        QSignalSpy open(&center, &NotificationCenter::openRequested);
        QSignalSpy unavailable(&bus, &NotificationBus::unavailable);

        QVERIFY(center.notify(NotificationKind::Waiting, id, spec.title,
                              QStringLiteral("Waiting for your confirmation"), QStringLiteral("generic")));
        QTRY_COMPARE_WITH_TIMEOUT(fake.notifies.size(), 1, kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(bus.shownCount(), 1, kWaitMs); // the reply (its id) is in
        const FakeNotifications::Call call = fake.notifies.first();
        QCOMPARE(call.summary, QStringLiteral("Waiting for your confirmation"));
        QCOMPARE(call.actions,
                 (QStringList{QStringLiteral("approve"), QStringLiteral("Approve"), QStringLiteral("reject"),
                              QStringLiteral("Reject"), QStringLiteral("open"), QStringLiteral("Open"),
                              QStringLiteral("default"), QStringLiteral("Open")}));
        // The server renders markup: the untrusted title is escaped, never bold.
        QVERIFY2(call.body.contains(QStringLiteral("Fix &lt;b&gt;the&lt;/b&gt; tests")), qPrintable(call.body));
        QVERIFY(!call.body.contains(QStringLiteral("<b>")));
        QCOMPARE(call.hints.value(QStringLiteral("desktop-entry")).toString(),
                 QStringLiteral("io.github.switchyard.Switchyard"));
        QVERIFY(unavailable.isEmpty());

        // The user clicks Approve.
        Test::OutcomeSpy ok(stack.commands(), Test::OutcomeSpy::Succeeded);
        Test::OutcomeSpy failed(stack.commands(), Test::OutcomeSpy::Failed);
        const qsizetype before = stack.requests().size();
        QElapsedTimer clock;
        clock.start();
        Q_EMIT fake.ActionInvoked(call.id, QStringLiteral("approve"));
        QTRY_VERIFY_WITH_TIMEOUT(ok.count() + failed.count() > 0, kWaitMs);
        const qint64 ms = clock.elapsed();
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.first().at(2).toString()));
        QCOMPARE(ok.first().at(0).value<Command>(), Command::Approve);
        QCOMPARE(confirmations(stack.requests(), before), 1);
        QTRY_COMPARE_WITH_TIMEOUT(stack.sim().executionStatus(id) == QStringLiteral("waiting_for_confirmation"), false,
                                  kWaitMs);
        // No window asked for; the notification is closed (acted on).
        QCOMPARE(open.count(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(fake.closedIds, QList<uint>{call.id}, kWaitMs);
        QStringList between;
        for (qsizetype i = before; i < stack.requests().size(); ++i)
            between << stack.requests().at(i).path();
        qInfo("approve from a notification: %lld ms to the answer; requests meanwhile: %s", ms,
              qPrintable(between.join(QStringLiteral(", "))));

        // A second click (a server that did not close it) sends nothing.
        const qsizetype after = stack.requests().size();
        Q_EMIT fake.ActionInvoked(call.id, QStringLiteral("approve"));
        QTest::qWait(300);
        QCOMPARE(confirmations(stack.requests(), after), 0);
        stack.disconnect();
    }
};

QTEST_GUILESS_MAIN(TestNotifyApprove)
#include "tst_notifyapprove.moc"
