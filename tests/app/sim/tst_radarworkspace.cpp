// SPDX-License-Identifier: GPL-3.0-or-later
// The conflict radar's workspace input (issue 32: "the git changes the workspace reports"): two
// conversations of one shared sandbox of the simulator, in one worktree, whose /git/changes both
// report src/app.py changed, over real HTTP into a real store that holds none of their events (the
// sync reads no events in the background here: no file-edit event reaches the radar). Expected: no
// overlap from the events; with the conversations' workspace services followed (the Changes tab's
// source), an overlap on src/app.py. A third conversation of the sandbox, in a worktree of its own,
// changes the same relative file: no overlap with it (another checkout is another file).

#include "app/sim/simulator.h"
#include "models/radar/conflictradarmodel.h"
#include "models/store/store.h"
#include "models/workspace/workspaceservice.h"
#include "testutils/sim/loopbackstack.h"

#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

class TestRadarWorkspace : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void uncommittedChangesAreAnEdge()
    {
        QStandardPaths::setTestModeEnabled(true);
        Test::LoopbackOptions o;
        o.generation(Sim::ServerGeneration::Newer).rateLimit(false);
        o.sim.autoAdvance = false;
        o.timing.listMs = 150;
        o.timing.sandboxesMs = 150;
        o.timing.backgroundEventConversations = 0; // no conversation's events are read
        Test::LoopbackStack stack(o);
        QVERIFY(stack.isListening());
        Sim::Simulator &sim = stack.sim();
        const QString sandbox = sim.addSandbox();
        Sim::ConversationSpec spec;
        spec.sandboxId = sandbox;
        spec.repository = QStringLiteral("acme-corp/demo-repo");
        spec.script = QStringLiteral("fix_tests"); // edits src/app.py
        spec.title = QStringLiteral("First");
        const QString first = sim.addConversation(spec);
        spec.title = QStringLiteral("Second");
        spec.workspaceRoot = QStringLiteral("/workspace/project/") + first; // the same worktree
        const QString second = sim.addConversation(spec);
        spec.title = QStringLiteral("Third");
        spec.workspaceRoot.clear(); // a worktree of its own on the same sandbox
        const QString third = sim.addConversation(spec);
        QCOMPARE(sim.sandboxOf(second), sim.sandboxOf(first));
        QCOMPARE(sim.sandboxOf(third), sim.sandboxOf(first));

        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(stack.store()->findConversation(first) && stack.store()->findConversation(second)
                                     && stack.store()->findConversation(third),
                                 20000);
        ConflictRadarModel radar;
        radar.setStore(stack.store());
        QTRY_VERIFY_WITH_TIMEOUT(!radar.isBuilding(), 10000);
        for (const QString &id : {first, second, third})
            QCOMPARE(stack.store()->eventCount(id), 0); // no event reached the radar
        QVERIFY(radar.conflictsOf(first).isEmpty());

        // The workspace services of the three conversations (as the Changes tab reads them).
        std::vector<std::unique_ptr<WorkspaceService>> services;
        for (const QString &id : {first, second, third}) {
            auto service = std::make_unique<WorkspaceService>();
            service->setCommands(stack.workspace());
            service->setStore(stack.store());
            radar.followWorkspace(service.get());
            service->setConversation(id);
            services.push_back(std::move(service));
        }
        for (const auto &service : services) {
            QTRY_VERIFY_WITH_TIMEOUT(service->mode() == WorkspaceService::Mode::Live
                                         && service->statusOf(QStringLiteral("src/app.py")).value()
                                             != GitChangeStatus::Unknown,
                                     20000);
        }
        QTRY_COMPARE_WITH_TIMEOUT(radar.conflictsOf(first).size(), 1, 10000);
        const RadarConflict c = radar.conflictsOf(first).first();
        QCOMPARE(c.other(first), second);
        QVERIFY(c.kinds & RadarConflict::SameFile);
        const QString appPy = services.front()->absolutePath(QStringLiteral("src/app.py"));
        QVERIFY2(c.files.contains(appPy), qPrintable(c.files.join(QLatin1Char(' '))));
        QVERIFY(radar.conflictsOf(third).isEmpty());
        QVERIFY(services.back()->absolutePath(QStringLiteral("src/app.py")) != appPy);

        // A full build (a rewritten log, a new store) keeps what the workspaces reported.
        radar.setStore(nullptr);
        radar.setStore(stack.store());
        QTRY_VERIFY_WITH_TIMEOUT(!radar.isBuilding(), 10000);
        QCOMPARE(radar.conflictsOf(first).size(), 1);
        radar.setStore(nullptr);
    }
};

QTEST_MAIN(TestRadarWorkspace)
#include "tst_radarworkspace.moc"
