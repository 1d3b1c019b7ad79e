// SPDX-License-Identifier: GPL-3.0-or-later
// The conflict radar (issue 32) through the whole chain the app runs: two scripted agents in one
// shared sandbox of the simulator, over real HTTP into a real store (SQLite file), both editing
// src/app.py; the second waits for approval of `git rm tests/test_legacy.py`, a file the first one
// already removed. Expected: an overlap in the radar, an edge on the sandbox map, a banner in both
// timelines naming the other conversation, and the approval bar's warning before Approve; the same
// analysis over the two logs as offline trajectories. Screenshots (1366x768) go to
// $SWITCHYARD_SCREENSHOT_DIR when set.

#include "app/sim/simulator.h"
#include "models/attention/inboxmodel.h"
#include "models/radar/conflictradarmodel.h"
#include "models/store/store.h"
#include "testutils/sim/loopbackstack.h"
#include "testutils/testpaths.h"
#include "ui/inbox/inboxwidget.h"
#include "ui/sandboxmap/sandboxdetailpanel.h"
#include "ui/sandboxmap/sandboxmapview.h"
#include "ui/sandboxmap/sandboxmapwidget.h"
#include "ui/timeline/radarbanner.h"
#include "ui/timeline/timelineapprovalbar.h"
#include "ui/timeline/timelinewidget.h"

#include <QDialog>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

class TestRadarLive : public QObject
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
        o.timing.backgroundEventsMs = 300;
        o.timing.backgroundEventConversations = -1;
        m_stack = std::make_unique<Test::LoopbackStack>(o);
        QVERIFY(m_stack->isListening());
        Sim::Simulator &sim = m_stack->sim();
        const QString sandbox = sim.addSandbox();
        Sim::ConversationSpec first;
        first.sandboxId = sandbox;
        first.repository = QStringLiteral("acme-corp/demo-repo");
        first.script = QStringLiteral("fix_tests");
        first.title = QStringLiteral("Fix the empty-input test");
        first.age = std::chrono::seconds(1800);
        m_first = sim.addConversation(first);
        Sim::ConversationSpec second = first;
        second.workspaceRoot = QStringLiteral("/workspace/project/") + m_first; // one worktree for both
        second.script = QStringLiteral("review"); // stops at the pending `git rm tests/test_legacy.py`
        second.title = QStringLiteral("Fix the parser and remove the stale test");
        second.age = std::chrono::seconds(900);
        m_second = sim.addConversation(second);
        QCOMPARE(sim.sandboxOf(m_first), sim.sandboxOf(m_second));
        m_repo = QStringLiteral("/workspace/project/%1/demo-repo").arg(m_first);
        QString error;
        QVERIFY2(m_stack->connect(&error), qPrintable(error));
        m_radar.setStore(m_stack->store());
        // Both logs arrive (the second up to its pending action), and the radar sees their overlap.
        QTRY_VERIFY_WITH_TIMEOUT(
            m_stack->store()->eventCount(m_first) > 20 && m_stack->store()->eventCount(m_second) > 20, 30000);
        QTRY_VERIFY2_WITH_TIMEOUT(!m_radar.conflictsOf(m_first).isEmpty(), qPrintable(diagnosis()), 15000);
    }

    void cleanupTestCase()
    {
        m_radar.setStore(nullptr);
        m_stack.reset();
    }

    void overlapInTheRadar()
    {
        const QList<RadarConflict> conflicts = m_radar.conflictsOf(m_second);
        QCOMPARE(conflicts.size(), 1);
        const RadarConflict &c = conflicts.first();
        QVERIFY(c.kinds & RadarConflict::SameFile);
        QVERIFY2(c.files.contains(m_repo + QStringLiteral("/src/app.py")), qPrintable(c.files.join(QLatin1Char(' '))));
        QCOMPARE(c.other(m_second), m_first);
        // The pending `git rm` is not counted as done: the first conversation removed that file,
        // the second has only asked to.
        QVERIFY(!c.files.contains(m_repo + QStringLiteral("/tests/test_legacy.py")));
    }

    void timelineBannerAndApprovalWarning()
    {
        TimelineWidget w;
        w.setStore(m_stack->store());
        w.setRadar(&m_radar);
        w.setConversation(m_second);
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_VERIFY_WITH_TIMEOUT(!w.radarBanner()->isHidden(), 10000);
        QCOMPARE(w.radarBanner()->lines().size(), 1);
        QVERIFY2(w.radarBanner()->lines().first().contains(QStringLiteral("Fix the empty-input test")),
                 qPrintable(w.radarBanner()->lines().first()));
        QVERIFY2(w.radarBanner()->lines().first().contains(QStringLiteral("app.py")),
                 qPrintable(w.radarBanner()->lines().first()));
        QSignalSpy open(&w, &TimelineWidget::otherConversationRequested);
        auto *button = w.radarBanner()->findChild<QPushButton *>(QStringLiteral("radarBannerOpen"));
        QVERIFY(button);
        button->click();
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.first().first().toString(), m_first);
        // The pending action would remove a file the other conversation changed: said before Approve.
        QTRY_VERIFY_WITH_TIMEOUT(!w.approvalBar()->isHidden(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(w.approvalBar()->conflictWarningText().contains(QStringLiteral("test_legacy.py")),
                                 10000);
        QVERIFY(w.approvalBar()->conflictWarningText().contains(QStringLiteral("Fix the empty-input test")));
        // The lifecycle plan of the shared sandbox shows above the events.
        QTRY_VERIFY_WITH_TIMEOUT(!w.sandboxPlanLabel()->isHidden(), 10000);
        QVERIFY(w.grab().save(Test::screenshotPath(QStringLiteral("radar-timeline.png"))));

        // The other side has the banner too, and no approval waits there.
        w.setConversation(m_first);
        QTRY_VERIFY_WITH_TIMEOUT(!w.radarBanner()->isHidden(), 10000);
        QVERIFY(w.radarBanner()->lines().first().contains(QStringLiteral("Fix the parser")));
        QVERIFY(w.approvalBar()->conflictWarningText().isEmpty());
    }

    void mapEdge()
    {
        SandboxMapWidget m;
        m.setStore(m_stack->store());
        m.setRadar(&m_radar);
        m.resize(1366, 768);
        m.show();
        QVERIFY(QTest::qWaitForWindowExposed(&m));
        QTRY_VERIFY_WITH_TIMEOUT(m.view()->edgeCount() == 1, 20000);
        m.selectConversation(m_second);
        QTRY_VERIFY_WITH_TIMEOUT(!m.panel()->overlaps().isEmpty(), 10000);
        QVERIFY2(m.panel()->overlaps().first().contains(QStringLiteral("app.py")),
                 qPrintable(m.panel()->overlaps().first()));
        const QRectF a = m.view()->conversationRect(m_first), b = m.view()->conversationRect(m_second);
        QVERIFY(!a.isEmpty() && !b.isEmpty());
        // The edge's label never covers the sandbox's header (its id and status).
        const QRectF header = m.view()->headerRect(m_stack->sim().sandboxOf(m_first));
        const QRectF label = m.view()->edgeLabelRect(0);
        QVERIFY(!header.isEmpty() && !label.isEmpty());
        QVERIFY2(!label.intersects(header),
                 qPrintable(QStringLiteral("label %1,%2 %3x%4 header bottom %5")
                                .arg(label.x())
                                .arg(label.y())
                                .arg(label.width())
                                .arg(label.height())
                                .arg(header.bottom())));
        QVERIFY(m.grab().save(Test::screenshotPath(QStringLiteral("radar-map.png"))));
    }

    void inboxRowWarning()
    {
        InboxWidget inbox;
        inbox.setContext(m_stack->store(), nullptr, nullptr);
        inbox.setRadar(&m_radar);
        InboxModel *model = inbox.model();
        QString warning;
        // The pending `git rm` of the second conversation is in the inbox, with the warning on its row.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                QList<QModelIndex> rows; // top-level rows and, when grouped, their children
                for (int r = 0; r < model->rowCount(); ++r) {
                    const QModelIndex top = model->index(r, 0);
                    rows.append(top);
                    for (int k = 0; k < model->rowCount(top); ++k)
                        rows.append(model->index(k, 0, top));
                }
                for (const QModelIndex &i : std::as_const(rows)) {
                    const InboxItem *item = model->itemAt(i);
                    if (item && item->conversationId == m_second && item->isApprovable())
                        warning = inbox.warningOf(i);
                }
                return !warning.isEmpty();
            }(),
            10000);
        QVERIFY2(warning.contains(QStringLiteral("test_legacy.py")), qPrintable(warning));
    }

    void offlineTrajectories()
    {
        // The two logs as offline trajectories: each alone only "touches"; in one sandbox they overlap.
        QList<ConflictRadarModel::Trajectory> shared;
        for (const QString &id : {m_first, m_second}) {
            ConflictRadarModel::Trajectory t;
            t.id = id;
            t.title = id;
            t.sandboxId = QStringLiteral("loaded");
            Store *store = m_stack->store();
            for (qint64 seq = 0; seq < store->eventCount(id); ++seq) {
                if (auto e = store->event(id, seq))
                    t.events.append(*e);
            }
            QVERIFY(!t.events.isEmpty());
            shared.append(t);
        }
        ConflictRadarModel offline;
        QList<ConflictRadarModel::Trajectory> apart = shared;
        apart[0].sandboxId.clear();
        apart[1].sandboxId.clear();
        offline.setTrajectories(apart);
        QVERIFY(offline.conflictsOf(m_first).isEmpty());
        const RadarTouches touches = offline.touches(m_first);
        QVERIFY(touches.files.contains(m_repo + QStringLiteral("/src/app.py")));
        QVERIFY(touches.files.contains(m_repo + QStringLiteral("/tests/test_legacy.py")));
        offline.setTrajectories(shared);
        QCOMPARE(offline.conflictsOf(m_first).size(), 1);
    }

private:
    /// What the radar saw, for a failure message.
    QString diagnosis() const
    {
        QString out;
        for (const QString &id : {m_first, m_second}) {
            const auto *r = m_stack->store()->findConversation(id);
            out += QStringLiteral("%1: sandbox %2, %3 events, touched [%4]; ")
                       .arg(id, r ? r->conversation.sandboxId : QStringLiteral("?"))
                       .arg(m_stack->store()->eventCount(id))
                       .arg(m_radar.touches(id).files.join(QLatin1Char(' ')));
        }
        return out;
    }

    std::unique_ptr<Test::LoopbackStack> m_stack;
    ConflictRadarModel m_radar;
    QString m_first;
    QString m_second;
    QString m_repo; ///< the worktree both conversations work in
};

QTEST_MAIN(TestRadarLive)
#include "tst_radarlive.moc"
