// SPDX-License-Identifier: GPL-3.0-or-later
// The sandbox map and the charts on the simulator's demo world, through the whole chain the app
// runs (ApiClient -> SyncEngine -> Store -> SandboxMapWidget / ChartsWidget), and the committed
// screenshots (docs/screenshots/sandbox-map.png, charts.png when SWITCHYARD_SCREENSHOT_DIR points
// there).

#include "app/sim/simulator.h"
#include "models/charts/chartsmodel.h"
#include "models/commands/conversationcommands.h"
#include "models/sandboxmap/sandboxmapmodel.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "testutils/sim/loopbackstack.h"
#include "testutils/testpaths.h"
#include "ui/charts/chartswidget.h"
#include "ui/sandboxmap/sandboxdetailpanel.h"
#include "ui/sandboxmap/sandboxmapview.h"
#include "ui/sandboxmap/sandboxmapwidget.h"

#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

class TestSandboxMapDemo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Test::LoopbackOptions o;
        o.sim.autoAdvance = true;
        o.timing.listMs = 300;
        o.timing.sandboxesMs = 300;
        o.timing.settingsMs = 300;
        o.timing.backgroundEventConversations = 0;
        m_stack = std::make_unique<Test::LoopbackStack>(o);
        QVERIFY(m_stack->isListening());
        m_sim = &m_stack->sim();
        m_sim->seedDemo();
        QString error;
        QVERIFY2(m_stack->connect(&error), qPrintable(error));
        m_store = m_stack->store();
        m_sync = m_stack->sync();
        m_commands = m_stack->commands();
    }

    void cleanupTestCase()
    {
        m_commands = nullptr;
        m_sync = nullptr;
        m_store = nullptr;
        m_sim = nullptr;
        m_stack.reset();
    }

    void mapOnTheDemoWorld()
    {
        SandboxMapWidget w;
        w.setStore(m_store);
        w.setCommands(m_commands);
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const int sandboxes = int(m_sim->sandboxIds().size());
        QTRY_VERIFY_WITH_TIMEOUT(w.model()->snapshot().sandboxes.size() >= sandboxes
                                     && w.model()->snapshot().conversations.size() >= m_sim->conversationIds().size(),
                                 20000);
        // the grouping strategy arrives with the settings poll
        QTRY_VERIFY_WITH_TIMEOUT(!w.model()->snapshot().grouping.isAbsent(), 20000);
        const auto &snap = w.model()->snapshot();
        QVERIFY(snap.count(SandboxMapFinding::Shared) >= 1); // the demo has shared sandboxes
        QString shared;
        for (const auto &s : snap.sandboxes)
            if (s.known && s.isShared() && shared.isEmpty())
                shared = s.id;
        w.selectSandbox(shared);
        QVERIFY(w.panel()->findChild<QPushButton *>(QStringLiteral("pauseButton"))->isVisible());
        QCOMPARE(w.view()->visibleSandboxIds().size(), snap.sandboxes.size());
        w.view()->fitAll();
        QTest::qWait(100);
        const QString path = Test::screenshotPath(QStringLiteral("sandbox-map.png"));
        QVERIFY(w.grab().save(path));
        qInfo("screenshot: %s (%d sandboxes, %d conversations)", qPrintable(path), int(snap.sandboxes.size()),
              int(snap.conversations.size()));
    }

    void chartsOnTheDemoWorld()
    {
        ChartsWidget w;
        w.setStore(m_store);
        w.resize(1400, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_VERIFY_WITH_TIMEOUT(w.model()->conversationsPerSandbox()->rowCount() > 0, 20000);
        QVERIFY(!w.perSandboxCategories().isEmpty());
        QTest::qWait(100);
        const QString path = Test::screenshotPath(QStringLiteral("charts.png"));
        QVERIFY(w.grab().save(path));
        qInfo("screenshot: %s", qPrintable(path));
    }

private:
    std::unique_ptr<Test::LoopbackStack> m_stack;
    Sim::Simulator *m_sim = nullptr;
    Store *m_store = nullptr;
    SyncEngine *m_sync = nullptr;
    ConversationCommands *m_commands = nullptr;
};

QTEST_MAIN(TestSandboxMapDemo)
#include "tst_sandboxmapdemo.moc"
