// SPDX-License-Identifier: GPL-3.0-or-later
// The timeline of the demo world's richest conversation, through the chain the app runs (the
// in-process simulator over loopback HTTP -> ApiClient -> SyncEngine -> Store -> TimelineWidget),
// and the committed screenshots (docs/screenshots/timeline*.png when SWITCHYARD_SCREENSHOT_DIR
// points there): message, terminal card, file-edit diff, task list, error, pending approval, and
// the dark palette.

#include "app/sim/simulator.h"
#include "models/commands/conversationcommands.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "models/timeline/timelinefilterproxy.h"
#include "models/timeline/timelinemodel.h"
#include "testutils/sim/loopbackstack.h"
#include "testutils/testpaths.h"
#include "ui/theme.h"
#include "ui/timeline/timelineapprovalbar.h"
#include "ui/timeline/timelinewidget.h"

#include <QAccessible>
#include <QApplication>
#include <QListView>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>

using namespace Switchyard;

class TestTimelineDemo : public QObject
{
    Q_OBJECT
private:
    /// The first row whose kind name (and summary, if given) matches.
    int rowOf(const TimelineModel *model, const QString &kindName, const QString &summaryPart = {}) const
    {
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->kindNameAt(row) == kindName
                && (summaryPart.isEmpty() || model->summaryAt(row).contains(summaryPart)))
                return row;
        }
        return -1;
    }
    void shoot(TimelineWidget *w, int row, const QString &name)
    {
        QVERIFY2(row >= 0, qPrintable(name));
        w->selectSourceRow(row);
        QTest::qWait(50);
        const QString path = Test::screenshotPath(name);
        QVERIFY(w->grab().save(path));
        qInfo("screenshot: %s", qPrintable(path));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setFont(QFont(QStringLiteral("DejaVu Sans"), 9));
        applyTheme(QStringLiteral("light"));
        Test::LoopbackOptions o;
        o.sim.autoAdvance = false; // the seeded conversation waits at its approval
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
        applyTheme(QStringLiteral("light"));
    }

    void richConversationOnTheDemoServer()
    {
        const QString title = QStringLiteral("Fix the parser and remove the stale test");
        QString id;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (const ConversationRecord &r : m_store->conversations()) {
                    if (r.conversation.title == title)
                        id = r.conversation.id;
                }
                return !id.isEmpty();
            }(),
            20000);
        m_sync->setOpenConversation(id);

        TimelineWidget w;
        w.setStore(m_store);
        w.setCommands(m_commands);
        w.setConversation(id);
        w.resize(1500, 860);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const TimelineModel *model = w.model();
        QTRY_VERIFY_WITH_TIMEOUT(model->waitingForConfirmation() && !model->pendingActionRows().isEmpty(), 20000);
        QTRY_VERIFY(w.approvalBar()->isVisible());

        // Every kind the issue asks to see is in this one conversation.
        const int message = rowOf(model, QStringLiteral("MessageEvent"));
        const int tasks = rowOf(model, QStringLiteral("TaskTrackerAction"));
        const int terminal = rowOf(model, QStringLiteral("TerminalAction"), QStringLiteral("pytest"));
        const int diff = rowOf(model, QStringLiteral("FileEditorAction"), QStringLiteral("str_replace"));
        int error = -1;
        for (int row = 0; row < model->rowCount() && error < 0; ++row) {
            if (model->kindAt(row) == EventKind::Action && model->pairStateAt(row) == TimelineModel::PairState::Failed
                && model->kindNameAt(row) != QLatin1String("TerminalAction"))
                error = row;
        }
        const int pending = model->pendingActionRows().constLast();
        QVERIFY(message >= 0 && tasks >= 0 && terminal >= 0 && diff >= 0 && error >= 0);
        QCOMPARE(model->pairStateAt(terminal), TimelineModel::PairState::Failed); // exit 1
        QCOMPARE(model->turnNumber(model->turnOfRow(message)), 1);
        QVERIFY(model->summaryAt(pending).contains(QLatin1String("git rm")));

        // Pictures, the ones the README shows first.
        shoot(&w, diff, QStringLiteral("timeline.png"));
        QVERIFY(w.detailView()->toHtml().contains(QLatin1String("#e6ffec"))); // the inline diff, light
        shoot(&w, pending, QStringLiteral("timeline_approval.png"));
        shoot(&w, message, QStringLiteral("timeline_message.png"));
        shoot(&w, terminal, QStringLiteral("timeline_terminal.png"));
        shoot(&w, diff, QStringLiteral("timeline_diff.png"));
        shoot(&w, tasks, QStringLiteral("timeline_tasks.png"));
        shoot(&w, error, QStringLiteral("timeline_error.png"));

        // Dark palette, live: the open card follows.
        w.selectSourceRow(diff);
        applyTheme(QStringLiteral("dark"));
        QTRY_VERIFY(w.detailView()->toHtml().contains(QLatin1String("#12361f"))); // added lines, dark
        QVERIFY(!w.detailView()->toHtml().contains(QLatin1String("#e6ffec")));
        shoot(&w, diff, QStringLiteral("timeline_dark.png"));
        applyTheme(QStringLiteral("light"));
        QTRY_VERIFY(w.detailView()->toHtml().contains(QLatin1String("#e6ffec")));

        // Every focusable control has an accessible name.
        const QList<QWidget *> children = w.findChildren<QWidget *>();
        for (QWidget *child : children) {
            if (child->focusPolicy() == Qt::NoFocus || !child->isVisibleTo(&w))
                continue;
            QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(child);
            QVERIFY(iface);
            QVERIFY2(!iface->text(QAccessible::Name).trimmed().isEmpty(),
                     qPrintable(QStringLiteral("%1 without an accessible name")
                                    .arg(QString::fromLatin1(child->metaObject()->className()))));
        }
    }

private:
    std::unique_ptr<Test::LoopbackStack> m_stack;
    Sim::Simulator *m_sim = nullptr;
    Store *m_store = nullptr;
    SyncEngine *m_sync = nullptr;
    ConversationCommands *m_commands = nullptr;
};

QTEST_MAIN(TestTimelineDemo)
#include "tst_timelinedemo.moc"
