// SPDX-License-Identifier: GPL-3.0-or-later
// The compare window (issue 30 part B) over a variant group of three runs the simulator played
// (fixes the tests / ends in an error / a larger change), fetched over loopback HTTP into a real
// store file: the summary table (a column per run, the variant row, rows that differ marked), the
// files (each run's change side by side, one run's resulting file against another's; a run that
// did not touch the file says so), the turns; the start dialog's Variants tab refuses a bad
// variant by its letter. SWITCHYARD_COMPARE_PNG=<prefix> saves each tab at 1366x768
// (<prefix>-summary.png, -files.png, -turns.png).
#include "app/sim/simulator.h"
#include "models/commands/variantcommands.h"
#include "models/compare/comparesession.h"
#include "models/read/variantgroupreader.h"
#include "models/store/store.h"
#include "models/sync/eventtail.h"
#include "testutils/sim/loopbackstack.h"
#include "ui/compare/comparefilespanel.h"
#include "ui/compare/comparewindow.h"
#include "ui/dialogs/startconversationdialog.h"
#include "ui/dialogs/startconversationvariants.h"
#include "ui/diff/diffview.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace Switchyard;
using Test::runTail;

namespace { } // namespace

class TestCompareWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setFont(QFont(QStringLiteral("DejaVu Sans"), 9));
    }

    // Long: one group from the simulator to every tab of the window.
    void showsAVariantGroup()
    {
        Test::LoopbackOptions o;
        o.sim.autoAdvance = false;
        o.clientAndStore();
        Test::LoopbackStack stack(o);
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        Store *const store = stack.store();
        const QStringList scripts{QStringLiteral("fix_tests"), QStringLiteral("error"), QStringLiteral("big_diff")};
        const QStringList models{QStringLiteral("claude-sonnet-4-5"), QStringLiteral("gpt-5"),
                                 QStringLiteral("qwen3-coder")};
        VariantGroup group;
        group.id = QStringLiteral("0123456789abcdef0123456789abcdef");
        group.title = QStringLiteral("Fix the parser tests");
        EventTail tail(stack.client(), store);
        QList<Conversation> records;
        for (int i = 0; i < 3; ++i) {
            Sim::ConversationSpec s;
            s.script = scripts.at(i);
            s.repository = QStringLiteral("acme-corp/demo-repo");
            s.initialMessage = QStringLiteral("Run the repository tests and fix any failures in src/app.py.");
            const QString id = stack.sim().addConversation(s);
            Conversation c;
            c.id = id;
            c.title = QStringLiteral("Fix the parser tests \u2014 %1").arg(QChar(u'A' + i));
            c.llmModel = models.at(i);
            c.selectedRepository = s.repository;
            c.selectedBranch = QStringLiteral("main");
            c.sandboxStatus = SandboxStatus::Running;
            c.executionStatus = i == 1 ? ExecutionStatus::Error : ExecutionStatus::Finished;
            records.append(c);
            group.members.append(
                VariantMember{id, QStringLiteral("%1 \u00b7 %2 \u00b7 main").arg(QChar(u'A' + i)).arg(models.at(i))});
        }
        store->applyConversations(records, 1);
        for (const Conversation &c : records)
            QVERIFY(runTail(tail, c.id));
        store->putVariantGroup(group);
        store->waitForWrites();

        CompareWindow *w = CompareWindow::openOnGroup(store, store->groupReader(), group.id, nullptr);
        QScopedPointer<CompareWindow> owner(w);
        w->setAttribute(Qt::WA_DeleteOnClose, false);
        w->resize(1366, 768);
        QSignalSpy ready(w->session(), &CompareSession::summariesReady);
        QVERIFY(ready.wait(30000));
        QVERIFY(QTest::qWaitForWindowExposed(w));
        QCOMPARE(w->session()->runs().size(), 3);
        QVERIFY(w->windowTitle().contains(group.title));
        QVERIFY2(w->statusText().contains(QLatin1String("3 run")), qPrintable(w->statusText()));
        QAbstractItemModel *summary = w->summaryTable()->model();
        QCOMPARE(summary->columnCount(), 4);
        auto *m = static_cast<CompareTableModel *>(summary);
        const int variantRow = m->rowOf(QStringLiteral("variant"));
        QVERIFY(variantRow >= 0);
        QCOMPARE(summary->index(variantRow, 2).data().toString(), group.members.at(1).label);
        const int status = m->rowOf(QStringLiteral("status"));
        QVERIFY(summary->index(status, 0).siblingAtColumn(1).data(CompareTableModel::DiffersRole).toBool());
        QVERIFY2(summary->index(status, 2).data().toString().contains(QLatin1String("rror")),
                 qPrintable(summary->index(status, 2).data().toString()));
        const QString prefix = qEnvironmentVariable("SWITCHYARD_COMPARE_PNG");
        if (!prefix.isEmpty())
            QVERIFY(w->grab().save(prefix + QStringLiteral("-summary.png")));

        // Files: src/app.py was changed by A and C, not by B.
        w->tabs()->setCurrentWidget(w->filesPanel());
        CompareFilesPanel *files = w->filesPanel();
        const RunSummary &a = w->session()->runs().at(0);
        QString appPath;
        for (const RunFile &f : a.files) {
            if (f.path.endsWith(QLatin1String("/src/app.py")))
                appPath = f.path;
        }
        QVERIFY(!appPath.isEmpty());
        QVERIFY(w->session()->runs().at(2).file(appPath));
        files->selectFile(appPath);
        QCOMPARE(files->currentFile(), appPath);
        QTRY_VERIFY_WITH_TIMEOUT(files->changeView(0) && files->changeView(0)->hasDiff(), 10000);
        QTRY_VERIFY(files->changeView(2)->hasDiff());
        QCOMPARE(files->changeView(1)->message(), QStringLiteral("Not changed by this run."));
        // A's resulting file against B's: B never had it.
        QVERIFY(!files->resultsView()->hasDiff());
        QVERIFY(files->resultsNote()->text().contains(QLatin1String("did not change this file")));
        // A against C: both known, different.
        auto *right = files->findChildren<QComboBox *>().at(1);
        right->setCurrentIndex(2);
        QTRY_VERIFY(files->resultsView()->hasDiff());
        QVERIFY(!files->resultsView()->diff().isIdentical());
        QVERIFY2(files->resultsNote()->text().startsWith(QLatin1String("A against C")),
                 qPrintable(files->resultsNote()->text()));
        if (!prefix.isEmpty()) {
            QTest::qWait(300); // highlighting
            QVERIFY(w->grab().save(prefix + QStringLiteral("-files.png")));
        }

        w->tabs()->setCurrentWidget(w->turnsTable());
        QVERIFY(w->turnsTable()->model()->rowCount() >= 1);
        QVERIFY(w->turnsTable()->model()->index(0, 1).data().toString().contains(QLatin1String("action")));
        if (!prefix.isEmpty())
            QVERIFY(w->grab().save(prefix + QStringLiteral("-turns.png")));

        // The export is what the tables say.
        const QString md = QString::fromUtf8(w->session()->exportMarkdown());
        QVERIFY(md.contains(QLatin1String("Fix the parser tests")));
        QVERIFY(md.contains(QLatin1String("src/app.py")));
    }

    void startDialogRefusesABadVariant()
    {
        StartConversationDialog dialog;
        VariantCommands variants(nullptr, nullptr);
        dialog.setVariantCommands(&variants);
        dialog.setRepository(QStringLiteral("acme/repo"));
        dialog.setMessage(QStringLiteral("Fix it"));
        QVERIFY(dialog.validationProblems().isEmpty());
        dialog.variants()->setOn(true);
        dialog.variants()->setVariantCount(2);
        dialog.variants()->setVariant(0, VariantChoice{QStringLiteral("model-a"), {}, QStringLiteral("Be terse."), {}});
        dialog.variants()->setVariant(1,
                                      VariantChoice{QStringLiteral("model-b"), QStringLiteral("bad..branch"), {}, {}});
        const QStringList problems = dialog.validationProblems();
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.constFirst().startsWith(QLatin1String("Variant B")), qPrintable(problems.constFirst()));
        dialog.variants()->setVariant(1, VariantChoice{QStringLiteral("model-b"), QStringLiteral("develop"), {}, {}});
        QVERIFY(dialog.validationProblems().isEmpty());
        QCOMPARE(dialog.variants()->choices().size(), 2);
        QCOMPARE(dialog.variants()->choices().at(0).systemPrompt, QStringLiteral("Be terse."));
        if (const QString png = qEnvironmentVariable("SWITCHYARD_COMPARE_PNG"); !png.isEmpty()) {
            dialog.resize(900, 700);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            dialog.findChild<QTabWidget *>()->setCurrentWidget(dialog.variants());
            QVERIFY(dialog.grab().save(png + QStringLiteral("-variants.png")));
        }
    }
};

QTEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"
