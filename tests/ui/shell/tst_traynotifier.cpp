// SPDX-License-Identifier: GPL-3.0-or-later
// The tray stays the fallback (issue 29): with a D-Bus transport that no notification server
// answers, what the attention tracker reports still reaches the tray and the status bar; the
// per-kind setting keeps a kind quiet (the status bar still hears of it).
#include "models/api/wireenums.h"
#include "models/attention/notificationbus.h"
#include "models/attention/notificationcenter.h"
#include "models/store/store.h"
#include "testutils/conversationfixture.h"
#include "ui/shell/attentiontracker.h"
#include "ui/shell/traynotifier.h"

#include <QDBusConnection>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

class TestTrayNotifier : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(QStringLiteral("Notifications"));
    }

    void noNotificationServerMeansTheTray()
    {
        auto store = Store::openInMemory();
        store->applyConversations({Test::numberedConversation(1, QStringLiteral("running")),
                                   Test::numberedConversation(2, QStringLiteral("running"))},
                                  1);
        store->waitForWrites();
        AttentionTracker tracker;
        tracker.setStore(store.get());
        TrayNotifier tray;
        NotificationBus bus(QDBusConnection(QStringLiteral("switchyard-no-such-connection")));
        tray.setBus(&bus);
        tray.setServices(store.get(), nullptr);
        tray.setTracker(&tracker);
        QSignalSpy notified(&tray, &TrayNotifier::notified);

        store->applyConversations({Test::numberedConversation(1, QStringLiteral("error"))}, 2);
        store->waitForWrites();
        QCOMPARE(notified.count(), 1);
        QCOMPARE(tray.trayFallbacks(), 1);
        QCOMPARE(tray.center()->shown().size(), 1);

        // Finished switched off in the preferences: the status bar hears of it, nothing pops up.
        NotificationSettings s;
        s.finished = false;
        s.save();
        store->applyConversations({Test::numberedConversation(2, QStringLiteral("finished"))}, 3);
        store->waitForWrites();
        QCOMPARE(notified.count(), 2);
        QCOMPARE(tray.trayFallbacks(), 1);
        QSettings().remove(QStringLiteral("Notifications"));
    }
};

QTEST_MAIN(TestTrayNotifier)
#include "tst_traynotifier.moc"
