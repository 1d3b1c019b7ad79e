// SPDX-License-Identifier: GPL-3.0-or-later
// Event-loop lag probe: the longest GUI-thread task while the sync engine keeps a list of 10,000
// simulated conversations fresh (newest page + batch get of every known id, ~100 requests per
// round) and the main window with every area shows it. The simulator runs on its own thread, as
// in `switchyard --demo`, so its work is not counted.
//
// The probe is a 1 ms precise timer on the GUI thread: the gap between two of its ticks is the
// longest thing that ran in between. Figures: max and p99 gap, ticks over 16 and 50 ms.
// SWITCHYARD_BENCH_QUICK=1 (ctest): 500 conversations, one round. SWITCHYARD_GUILAG_CONVERSATIONS=N
// overrides the size. The 10,000 run needs QTEST_FUNCTION_TIMEOUT above 300 s in a debug build.
#include "app/demoserver.h"
#include "models/api/apiclient.h"
#include "models/conversations/conversationcommands.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "ui/mainwindow.h"

#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include <algorithm>

using namespace Switchyard;

class BenchGuiLag : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SwitchyardBench"));
    }

    void pollTenThousand()
    {
        const bool quick = qEnvironmentVariableIntValue("SWITCHYARD_BENCH_QUICK") == 1;
        const int conversations = qEnvironmentVariableIsSet("SWITCHYARD_GUILAG_CONVERSATIONS")
            ? qEnvironmentVariableIntValue("SWITCHYARD_GUILAG_CONVERSATIONS")
            : (quick ? 500 : 10000);
        const int rounds = quick ? 1 : 3;

        DemoServer server;
        QString error;
        QVERIFY2(server.startScale(conversations, &error), qPrintable(error));
        QVERIFY(server.conversationCount() >= conversations);

        QNetworkAccessManager nam;
        Api::ApiClient client(&nam);
        Api::ServerConfig config;
        config.baseUrl = server.baseUrl();
        config.apiKey = server.apiKey();
        QVERIFY(!client.setServer(config).has_value());
        auto store = Store::openInMemory();
        SyncEngine sync(&client, store.get());
        SyncTiming timing;
        timing.listMs = 1000;
        timing.sandboxesMs = 1000;
        timing.relistMaxPages = conversations / 100 + 10;
        sync.setTiming(timing);
        ConversationCommands commands(&client, store.get());

        MainWindow window(nullptr, false);
        ShellContext context;
        context.client = &client;
        context.store = store.get();
        context.sync = &sync;
        context.commands = &commands;
        context.serverName = QStringLiteral("bench");
        window.setContext(context);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // The probe.
        QList<qint64> gapsUs;
        gapsUs.reserve(200000);
        QElapsedTimer clock;
        qint64 last = -1;
        QTimer probe;
        probe.setTimerType(Qt::PreciseTimer);
        probe.setInterval(1);
        connect(&probe, &QTimer::timeout, this, [&] {
            const qint64 now = clock.nsecsElapsed() / 1000;
            if (last >= 0)
                gapsUs.append(now - last);
            last = now;
        });

        QSignalSpy synced(&sync, &SyncEngine::listSynced);
        clock.start();
        probe.start();
        sync.start();
        QElapsedTimer wall;
        wall.start();
        // First relist (the big one), then `rounds` more rounds of list + batch get.
        QTRY_VERIFY_WITH_TIMEOUT(store->conversationCount() >= conversations, 300000);
        const qint64 firstFullMs = wall.elapsed();
        const int base = int(synced.size());
        QTRY_VERIFY_WITH_TIMEOUT(synced.size() >= base + rounds, 300000);
        probe.stop();
        sync.stop();

        QVERIFY(!gapsUs.isEmpty());
        std::sort(gapsUs.begin(), gapsUs.end());
        const double maxMs = double(gapsUs.last()) / 1000.0;
        const double p99Ms = double(gapsUs.at(qsizetype(double(gapsUs.size() - 1) * 0.99))) / 1000.0;
        const auto over = [&gapsUs](qint64 us) {
            return gapsUs.end() - std::upper_bound(gapsUs.begin(), gapsUs.end(), us);
        };
        qInfo("GUI lag with %d conversations, %d poll rounds after the first full relist (%lld ms):",
              int(store->conversationCount()), rounds, firstFullMs);
        qInfo("  longest GUI-thread task %.1f ms, p99 %.2f ms, %lld ticks; %lld over 16 ms, %lld over 50 ms", maxMs,
              p99Ms, qlonglong(gapsUs.size()), qlonglong(over(16000)), qlonglong(over(50000)));
        // (No QTest::setBenchmarkResult: it makes QTest run the whole function again.)
    }
};

QTEST_MAIN(BenchGuiLag)
#include "bench_guilag.moc"
