// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 19, the server side of the conversation views, against the simulator over real loopback
// HTTP (ApiClient -> SyncEngine -> Store -> models -> widgets, the chain the app runs):
//  - lifecycle estimates: the header says when an idle sandbox will be paused and when a paused one
//    will be deleted, the map's panel and tooltip say it too, and a working agent close to the
//    12-hour cap is notified once;
//  - the per-task budget bar warns near its end (the "budget" agent) and says "no budget" unset;
//  - the Files tab lists every file (GET …/files), marks the changed ones, says when the 2,000 cap
//    is hit, and says plainly that an older server can only show the changed files;
//  - the start dialog sends system_prompt and disabled_skills (picked from the skills the server
//    lists), and a start refused by the daily quota says used/limit and the reset; the Codex
//    profile without a key says so in words;
//  - an ask-user question waiting for its answer makes the conversation "need me" (the attention
//    order and a notification) until it is answered.
#include "app/sim/simulator.h"
#include "models/attention/questiontracker.h"
#include "models/commands/conversationcommands.h"
#include "models/commands/workspacecommands.h"
#include "models/sandboxmap/conversationlifecycle.h"
#include "models/sandboxmap/sandboxmapmodel.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "models/workspace/changesmodel.h"
#include "models/workspace/filetreemodel.h"
#include "models/workspace/workspaceservice.h"
#include "testutils/outcomespy.h"
#include "testutils/sim/loopbackstack.h"
#include "testutils/testpaths.h"
#include "ui/dialogs/startconversationdialog.h"
#include "ui/diff/changeswidget.h"
#include "ui/sandboxmap/sandboxdetailpanel.h"
#include "ui/shell/attention.h"
#include "ui/shell/attentiontracker.h"
#include "ui/shell/metadatawidget.h"
#include "ui/shell/traynotifier.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>

using namespace Switchyard;
using namespace std::chrono_literals;

namespace {

constexpr int kWaitMs = 20000;
const QString kCodex = QStringLiteral("c0dec0de-0000-4000-8000-00000000c0de");

/// The simulator of `generation` (manual clock, no rate limit) and the app's chain over it with an
/// in-memory store and quick polls; sync starts once the test added its conversations.
Test::LoopbackOptions options(Sim::ServerGeneration generation)
{
    Test::LoopbackOptions o;
    o.generation(generation).rateLimit(false); // tst_ratelimitbudget covers the limit
    o.sim.autoAdvance = false;
    o.inMemoryStore = true;
    o.startSync = false;
    o.timing.listMs = 150;
    o.timing.sandboxesMs = 150;
    o.timing.openActiveMs = 300;
    o.timing.openIdleMs = 300;
    o.timing.backgroundEventsMs = 300;
    o.timing.startTasksMs = 100;
    o.timing.settingsMs = 60000;
    o.timing.jitterSeed = 19;
    return o;
}

/// connect(), and the commands poll quickly.
bool connectStack(Test::LoopbackStack &s)
{
    if (!s.connect())
        return false;
    s.commands()->setPollInterval(50);
    return true;
}

QString add(Test::LoopbackStack &s, const QString &script, bool runToEnd = true, int files = 0,
            const QString &sandbox = {})
{
    Sim::ConversationSpec spec;
    spec.script = script;
    spec.runToEnd = runToEnd;
    spec.workspaceFiles = files;
    spec.sandboxId = sandbox;
    spec.repository = QStringLiteral("acme-corp/demo-repo");
    spec.title = QStringLiteral("Run ") + script;
    return s.sim().addConversation(spec);
}

/// Waits until the store has the conversation and its sandbox record.
bool known(Test::LoopbackStack &s, const QString &id)
{
    for (int i = 0; i < kWaitMs / 50; ++i) {
        const auto r = s.store()->conversation(id);
        if (r && s.store()->sandbox(r->conversation.sandboxId))
            return true;
        QTest::qWait(50);
    }
    return false;
}

/// With SWITCHYARD_SCREENSHOT_DIR set: the widget as its pane of a 1366x768 window and of a large one.
void shoot(QWidget &w, const QString &name, QSize small, QSize large)
{
    if (qEnvironmentVariableIsEmpty("SWITCHYARD_SCREENSHOT_DIR"))
        return;
    for (const QSize &size : {small, large}) {
        w.resize(size);
        w.show();
        QTest::qWait(50);
        w.grab().save(Test::screenshotPath(
            QStringLiteral("serverux-%1-%2x%3.png").arg(name).arg(size.width()).arg(size.height())));
    }
    w.hide();
}

} // namespace

class TestServerUx : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void lifecycleInHeaderAndMap()
    {
        Test::LoopbackStack s(options(Sim::ServerGeneration::Newer));
        QVERIFY(connectStack(s));
        const QString idle = add(s, QStringLiteral("idle"));
        s.sync()->start();
        QVERIFY(known(s, idle));
        const QDateTime simNow = s.sim().now();

        MetadataWidget header;
        header.setClock([&s] {
            return s.sim().now();
        });
        header.setStore(s.store());
        header.setConversation(idle);
        const QString running = header.fieldText(QStringLiteral("lifecycle"));
        QVERIFY2(running.startsWith(QStringLiteral("Estimated: paused for inactivity in about ")), qPrintable(running));
        shoot(header, QStringLiteral("header-lifecycle"), {900, 560}, {1400, 800});

        // The map says the same for the sandbox: in the panel and in its tooltip data.
        SandboxMapModel map;
        map.setStore(s.store());
        const QString sandboxId = s.store()->conversation(idle)->conversation.sandboxId;
        QTRY_VERIFY_WITH_TIMEOUT(map.snapshot().sandbox(sandboxId) && map.snapshot().sandbox(sandboxId)->known,
                                 kWaitMs);
        const LifecycleEstimate onMap = sandboxLifecycle(*map.snapshot().sandbox(sandboxId), simNow);
        QCOMPARE(onMap.next, LifecycleEvent::IdlePause);
        SandboxDetailPanel panel;
        panel.showSandbox(map.snapshot(), sandboxId);
        QVERIFY2(panel.lifecycleText().startsWith(QStringLiteral("Estimated:")), qPrintable(panel.lifecycleText()));
        shoot(panel, QStringLiteral("map-panel"), {340, 640}, {420, 900});

        // Paused: deletion with the workspace, counted from the pause the client saw.
        s.sim().setSandboxStatus(sandboxId, QStringLiteral("PAUSED"));
        QTRY_VERIFY_WITH_TIMEOUT(header.fieldText(QStringLiteral("lifecycle"))
                                     .contains(QStringLiteral("deleted with its workspace in about")),
                                 kWaitMs);
        const auto record = s.store()->conversation(idle);
        QVERIFY(record);
        const LifecycleEstimate paused = conversationLifecycle(*s.store(), *record, s.sim().now());
        QCOMPARE(paused.next, LifecycleEvent::Deletion);
        QVERIFY(s.sim().now().secsTo(paused.nextAt) > 9 * 24 * 3600);
        QVERIFY(conversationLifecycleHint(*s.store(), *record, s.sim().now()).isEmpty()); // no row hint when paused
        s.disconnect();
    }

    void workingAgentNearTheCapIsNotifiedOnce()
    {
        Test::LoopbackStack s(options(Sim::ServerGeneration::Newer));
        QVERIFY(connectStack(s));
        const QString working = add(s, QStringLiteral("fix_tests"), false); // stays running: no clock advance
        s.sync()->start();
        QVERIFY(known(s, working));
        QTRY_VERIFY_WITH_TIMEOUT(s.store()->conversation(working)->displayExecution == ExecutionStatus::Running,
                                 kWaitMs);

        AttentionTracker tracker;
        QDateTime now = s.sim().now();
        tracker.setClock([&now] {
            return now;
        });
        tracker.setStore(s.store());
        TrayNotifier tray;
        tray.setTracker(&tracker);
        QSignalSpy notified(&tray, &TrayNotifier::notified);
        tracker.checkLifecycle();
        QCOMPARE(notified.count(), 0); // hours before the cap, moments after activity

        // 3 minutes before the 12-hour cap (and long after the last activity we saw).
        const auto record = s.store()->conversation(working);
        now = s.store()->sandbox(record->conversation.sandboxId)->sandbox.createdAt.addSecs(12 * 3600 - 3 * 60);
        tracker.checkLifecycle();
        QCOMPARE(notified.count(), 1);
        QCOMPARE(notified.at(0).at(0).toString(), QStringLiteral("Sandbox will be paused soon"));
        QCOMPARE(notified.at(0).at(2).toString(), working);
        QVERIFY(conversationLifecycle(*s.store(), *record, now).warn);
        QCOMPARE(conversationLifecycleHint(*s.store(), *record, now),
                 QStringLiteral("may pause any moment (estimate)"));
        tracker.checkLifecycle();
        QCOMPARE(notified.count(), 1); // once, not every minute
        s.disconnect();
    }

    void budgetBar()
    {
        Test::LoopbackStack s(options(Sim::ServerGeneration::Newer));
        QVERIFY(connectStack(s));
        const QString budget = add(s, QStringLiteral("budget"));
        const QString plain = add(s, QStringLiteral("chat"));
        s.sync()->start();
        QVERIFY(known(s, budget));
        QVERIFY(known(s, plain));
        MetadataWidget header;
        header.setStore(s.store());
        header.setConversation(budget);
        QTRY_VERIFY_WITH_TIMEOUT(header.budgetPercent() >= MetadataWidget::kBudgetWarnPercent, kWaitMs);
        QVERIFY(header.budgetWarns());
        QVERIFY2(header.fieldText(QStringLiteral("budget")).contains(QStringLiteral("$2.00")),
                 qPrintable(header.fieldText(QStringLiteral("budget"))));
        QVERIFY(header.fieldText(QStringLiteral("budget")).startsWith(QStringLiteral("⚠")));
        header.setConversation(plain);
        QCOMPARE(header.budgetPercent(), -1);
        QVERIFY(!header.budgetWarns());
        QCOMPARE(header.fieldText(QStringLiteral("budget")), QStringLiteral("no budget"));
        header.setConversation(budget);
        shoot(header, QStringLiteral("header-budget"), {900, 560}, {1400, 800});
        s.disconnect();
    }

    void filesTabListsEveryFile()
    {
        Test::LoopbackStack s(options(Sim::ServerGeneration::Newer));
        QVERIFY(connectStack(s));
        const QString edited = add(s, QStringLiteral("fix_tests"));
        const QString big = add(s, QStringLiteral("idle"), true, 2100);
        s.sync()->start();
        QVERIFY(known(s, edited));
        QVERIFY(known(s, big));

        ChangesWidget changes;
        changes.setCommands(s.workspace());
        changes.setStore(s.store());
        QSignalSpy files(changes.service(), &WorkspaceService::filesUpdated);
        changes.showAllFiles(true); // the workspace is read while it is shown (issue 28.15)
        changes.show();
        changes.setConversation(edited);
        QTRY_VERIFY_WITH_TIMEOUT(changes.service()->fileTree()->fileCount() > 0, kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(changes.service()->model()->rowCount() > 0, kWaitMs);
        FileTreeModel *tree = changes.service()->fileTree();
        QTRY_VERIFY_WITH_TIMEOUT(tree->changedCount() > 0, kWaitMs); // the changed ones are marked
        QVERIFY(!changes.service()->filesCapped());
        QVERIFY(!changes.fileTreeStatus().contains(QStringLiteral("first")));

        // Opening an unchanged file from the tree shows it in the viewer.
        QModelIndex unchanged;
        std::function<void(const QModelIndex &)> find = [&](const QModelIndex &parent) {
            for (int r = 0; r < tree->rowCount(parent) && !unchanged.isValid(); ++r) {
                const QModelIndex i = tree->index(r, 0, parent);
                if (tree->data(i, FileTreeModel::IsDirRole).toBool())
                    find(i);
                else if (!tree->data(i, FileTreeModel::ChangedRole).toBool())
                    unchanged = i;
            }
        };
        find({});
        QVERIFY(unchanged.isValid());
        changes.showAllFiles(true);
        QSignalSpy fileReady(changes.service(), &WorkspaceService::fileReady);
        changes.fileTree()->setCurrentIndex(unchanged);
        QTRY_VERIFY_WITH_TIMEOUT(!fileReady.isEmpty(), kWaitMs);
        QCOMPARE(changes.currentPath(), tree->data(unchanged, FileTreeModel::PathRole).toString());
        shoot(changes, QStringLiteral("files"), {1000, 600}, {1500, 900});

        // 2,100 files: the cap is said.
        changes.setConversation(big);
        QTRY_VERIFY_WITH_TIMEOUT(changes.service()->filesCapped(), kWaitMs);
        QCOMPARE(tree->fileCount(), 2000);
        QVERIFY2(changes.fileTreeStatus().startsWith(QStringLiteral("Showing the first ")),
                 qPrintable(changes.fileTreeStatus()));
        shoot(changes, QStringLiteral("files-capped"), {1000, 600}, {1500, 900});
        s.disconnect();

        // An older server has no /files: only changed files, said plainly.
        Test::LoopbackStack older(options(Sim::ServerGeneration::Older));
        QVERIFY(connectStack(older));
        const QString old = add(older, QStringLiteral("fix_tests"));
        older.sync()->start();
        QVERIFY(known(older, old));
        ChangesWidget oldChanges;
        oldChanges.setCommands(older.workspace());
        oldChanges.setStore(older.store());
        oldChanges.showAllFiles(true);
        oldChanges.show();
        oldChanges.setConversation(old);
        QTRY_VERIFY_WITH_TIMEOUT(oldChanges.service()->filesEndpointMissing(), kWaitMs);
        QCOMPARE(oldChanges.service()->fileTree()->rowCount(), 0);
        QVERIFY2(oldChanges.fileTreeStatus().contains(QStringLiteral("only the changed files")),
                 qPrintable(oldChanges.fileTreeStatus()));
        QTRY_VERIFY_WITH_TIMEOUT(oldChanges.service()->model()->rowCount() > 0, kWaitMs); // changes still work
        oldChanges.showAllFiles(true);
        shoot(oldChanges, QStringLiteral("files-older"), {1000, 600}, {1500, 900});
        older.disconnect();
    }

    void startDialogPromptSkillsAndRefusals()
    {
        Test::LoopbackStack s(options(Sim::ServerGeneration::Newer));
        QVERIFY(connectStack(s));
        const QString source = add(s, QStringLiteral("fix_tests"));
        s.sync()->start();
        QVERIFY(known(s, source));

        s.sim().setDailyConversationLimit(1); // this start takes the day's only slot

        // system_prompt and disabled_skills, the skills picked from what the server lists.
        StartConversationDialog dialog;
        dialog.setStore(s.store());
        dialog.setCommands(s.commands());
        dialog.setSkillSource(s.workspace(), source, QStringLiteral("Run fix_tests"));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.listedSkills().isEmpty(), kWaitMs);
        const QString skill = dialog.listedSkills().first();
        dialog.setRepository(QStringLiteral("acme-corp/demo-repo"));
        dialog.setMessage(QStringLiteral("Tidy the README"));
        dialog.setSystemPrompt(QStringLiteral("You only touch documentation."));
        dialog.disableSkill(skill);
        dialog.disableSkill(QStringLiteral("not-listed-skill"));
        QStringList problems;
        const StartOptions options = dialog.buildOptions(&problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        dialog.showPromptAndSkills();
        shoot(dialog, QStringLiteral("start-skills"), {760, 620}, {900, 760});
        QCOMPARE(options.systemPrompt, QStringLiteral("You only touch documentation."));
        QCOMPARE(options.disabledSkills, (QList<QString>{skill, QStringLiteral("not-listed-skill")}));
        QSignalSpy finished(s.commands(), &ConversationCommands::startFinished);
        dialog.submit();
        QVERIFY(!dialog.startKey().isEmpty());
        for (int i = 0; i < 200 && finished.isEmpty(); ++i) {
            s.sim().advanceClock(500ms);
            QTest::qWait(20);
        }
        QVERIFY(!finished.isEmpty());
        QVERIFY2(finished.at(0).at(1).toBool(), qPrintable(finished.at(0).at(3).toString()));
        const auto task = finished.at(0).at(2).value<StartTask>();
        QCOMPARE(task.request.systemPrompt, QStringLiteral("You only touch documentation.")); // the server's echo
        QCOMPARE(task.request.disabledSkills, options.disabledSkills);

        // The daily quota: the refusal says used/limit and when it resets.
        StartConversationDialog refused;
        refused.setStore(s.store());
        refused.setCommands(s.commands());
        refused.setRepository(QStringLiteral("acme-corp/demo-repo"));
        refused.setMessage(QStringLiteral("One more"));
        refused.submit();
        QTRY_VERIFY2_WITH_TIMEOUT(refused.progressText().contains(QStringLiteral("quota")),
                                  qPrintable(refused.progressText()), kWaitMs);
        const QString words = refused.progressText();
        QVERIFY2(words.contains(QStringLiteral("1 of 1")), qPrintable(words));
        QVERIFY2(words.contains(QStringLiteral("resets")), qPrintable(words));
        shoot(refused, QStringLiteral("start-quota"), {760, 620}, {900, 760});

        // A Codex (ACP) profile without a key: in words, not "400".
        s.sim().setDailyConversationLimit(0);
        Test::OutcomeSpy failed(s.commands(), Test::OutcomeSpy::Failed);
        QSignalSpy ended(s.commands(), &ConversationCommands::startFinished);
        StartOptions codex;
        codex.initialMessage = QStringLiteral("Port it to Rust");
        codex.selectedRepository = QStringLiteral("acme-corp/demo-repo");
        codex.agentProfileId = kCodex;
        (void)s.commands()->start(codex);
        QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty() || !ended.isEmpty(), kWaitMs);
        const QString why = failed.isEmpty() ? ended.at(0).at(3).toString() : failed.at(0).at(2).toString();
        QVERIFY2(why.contains(QStringLiteral("API key")), qPrintable(why));
        QVERIFY2(!why.contains(QStringLiteral("400")), qPrintable(why));
        s.disconnect();
    }

    void waitingQuestionNeedsMe()
    {
        Test::LoopbackStack s(options(Sim::ServerGeneration::Newer));
        QVERIFY(connectStack(s));
        const QString calm = add(s, QStringLiteral("chat"));
        s.sync()->start();
        QVERIFY(known(s, calm));

        AttentionTracker tracker;
        tracker.setStore(s.store());
        TrayNotifier tray;
        tray.setTracker(&tracker);
        QSignalSpy notified(&tray, &TrayNotifier::notified);
        QTRY_VERIFY_WITH_TIMEOUT(tracker.questions()->isScanned(), kWaitMs);

        const QString asking = add(s, QStringLiteral("ask_user"));
        QVERIFY(!s.sim().pendingAskUser(asking).isEmpty());
        QVERIFY(known(s, asking));
        s.sync()->setOpenConversation(asking);
        QTRY_VERIFY_WITH_TIMEOUT(tracker.questions()->isWaiting(asking), kWaitMs);
        QCOMPARE(tracker.questions()->waitingRequest(asking), s.sim().pendingAskUser(asking));
        const auto record = s.store()->conversation(asking);
        QVERIFY(Attention::needsMe(*record, tracker.questions()));
        QVERIFY(Attention::needsMeOrder(*s.store(), tracker.questions()).contains(asking));
        QVERIFY(!Attention::needsMe(*s.store()->conversation(calm), tracker.questions()));
        QTRY_VERIFY_WITH_TIMEOUT(!notified.isEmpty(), kWaitMs);
        bool asked = false;
        for (const auto &n : std::as_const(notified))
            asked = asked || (n.at(0).toString() == QStringLiteral("A question for you") && n.at(2) == asking);
        QVERIFY(asked);

        // Answered (the SDK's ask_user answer travels as a user message): no longer needs me.
        const QString answer =
            QStringLiteral("{\"request_id\":\"%1\",\"action\":\"decline\"}").arg(s.sim().pendingAskUser(asking));
        QVERIFY(s.commands()->sendMessage(asking, answer));
        for (int i = 0; i < 100 && tracker.questions()->isWaiting(asking); ++i) {
            s.sim().advanceClock(500ms);
            QTest::qWait(100);
        }
        QVERIFY2(!tracker.questions()->isWaiting(asking),
                 qPrintable(QStringLiteral("pending on the server: '%1', events %2 here / %3 there")
                                .arg(s.sim().pendingAskUser(asking))
                                .arg(s.store()->eventCount(asking))
                                .arg(s.sim().eventCount(asking))));
        s.disconnect();
    }
};

QTEST_MAIN(TestServerUx)
#include "tst_serverux.moc"
