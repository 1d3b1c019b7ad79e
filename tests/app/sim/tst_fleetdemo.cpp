// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet timeline (issue 32) on the simulator's demo world, through the chain the app runs
// (ApiClient -> SyncEngine -> Store writer's status history -> FleetReader -> FleetPage): every
// demo conversation gets a lane under its sandbox, the events' execution_status updates reach back
// before the client first looked, and the page paints it. SWITCHYARD_FLEET_PNG=<stem> keeps
// <stem>-demo-light.png and <stem>-demo-dark.png (1366x768).

#include "app/sim/simulator.h"
#include "models/fleet/fleetreader.h"
#include "models/store/store.h"
#include "testutils/sim/loopbackstack.h"
#include "ui/fleet/fleetpage.h"
#include "ui/fleet/fleettimelineview.h"
#include "ui/theme.h"

#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

class TestFleetDemo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void demoWorld()
    {
        QStandardPaths::setTestModeEnabled(true);
        Test::LoopbackOptions o;
        o.sim.autoAdvance = true;
        o.timing.listMs = 300;
        o.timing.sandboxesMs = 300;
        o.timing.backgroundEventsMs = 300;
        Test::LoopbackStack stack(o);
        QVERIFY(stack.isListening());
        stack.sim().seedDemo();
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        const qsizetype conversations = stack.sim().conversationIds().size();

        FleetPage page;
        page.resize(1366, 768);
        page.setStore(stack.store());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        // Lanes for every conversation, some of them reaching back before the first observation.
        const auto ready = [&page, conversations] {
            const Fleet::TimelineData *d = page.view()->data();
            if (!d)
                return false;
            qsizetype lanes = 0;
            bool fromEvents = false;
            for (const Fleet::Lane &l : d->lanes) {
                if (l.group)
                    continue;
                lanes += l.segments.isEmpty() ? 0 : 1;
                fromEvents = fromEvents || (!l.segments.isEmpty() && l.segments.constFirst().startMs < d->toMs - 60000);
            }
            return lanes * 2 >= conversations && fromEvents;
        };
        QTRY_VERIFY_WITH_TIMEOUT(ready(), 30000);
        page.view()->fitAll();

        const QString stem = qEnvironmentVariable("SWITCHYARD_FLEET_PNG");
        if (stem.isEmpty())
            return;
        for (const QString &theme : {QStringLiteral("light"), QStringLiteral("dark")}) {
            applyTheme(theme);
            QCoreApplication::processEvents();
            QVERIFY(page.grab().save(QStringLiteral("%1-demo-%2.png").arg(stem, theme)));
        }
        applyTheme(QStringLiteral("light"));
    }
};

QTEST_MAIN(TestFleetDemo)
#include "tst_fleetdemo.moc"
