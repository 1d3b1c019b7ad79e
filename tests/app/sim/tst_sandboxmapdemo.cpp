// SPDX-License-Identifier: GPL-3.0-or-later
// The sandbox map and the charts on the simulator's demo world, through the whole chain the app
// runs (ApiClient -> SyncEngine -> Store -> SandboxMapWidget / ChartsWidget), and the committed
// screenshots (docs/screenshots/sandbox-map.png, charts.png when SWITCHYARD_SCREENSHOT_DIR points
// there).

#include "app/sim/simulator.h"
#include "models/api/apiclient.h"
#include "models/charts/chartsmodel.h"
#include "models/commands/conversationcommands.h"
#include "models/sandboxmap/sandboxmapmodel.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "testutils/testpaths.h"
#include "ui/charts/chartswidget.h"
#include "ui/sandboxmap/sandboxdetailpanel.h"
#include "ui/sandboxmap/sandboxmapview.h"
#include "ui/sandboxmap/sandboxmapwidget.h"

#include <QNetworkAccessManager>
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
        Sim::SimOptions o;
        o.autoAdvance = true;
        m_sim = std::make_unique<Sim::Simulator>(o);
        m_sim->seedDemo();
        QVERIFY(m_sim->listen() != 0);
        m_client = std::make_unique<Api::ApiClient>(&m_nam);
        Api::ServerConfig cfg;
        cfg.baseUrl = m_sim->baseUrl();
        cfg.apiKey = m_sim->apiKey();
        QVERIFY(!m_client->setServer(cfg).has_value());
        m_store = Store::openInMemory();
        m_sync = std::make_unique<SyncEngine>(m_client.get(), m_store.get());
        SyncTiming t;
        t.listMs = 300;
        t.sandboxesMs = 300;
        t.settingsMs = 300;
        t.backgroundEventConversations = 0;
        m_sync->setTiming(t);
        m_commands = std::make_unique<ConversationCommands>(m_client.get(), m_store.get());
        m_sync->start();
    }

    void cleanupTestCase()
    {
        m_commands.reset();
        if (m_sync)
            m_sync->stop();
        m_sync.reset();
        m_store.reset();
        m_client.reset();
        m_sim.reset();
    }

    void mapOnTheDemoWorld()
    {
        SandboxMapWidget w;
        w.setStore(m_store.get());
        w.setCommands(m_commands.get());
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
        w.setStore(m_store.get());
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
    std::unique_ptr<Sim::Simulator> m_sim;
    QNetworkAccessManager m_nam;
    std::unique_ptr<Api::ApiClient> m_client;
    std::unique_ptr<Store> m_store;
    std::unique_ptr<SyncEngine> m_sync;
    std::unique_ptr<ConversationCommands> m_commands;
};

QTEST_MAIN(TestSandboxMapDemo)
#include "tst_sandboxmapdemo.moc"
