// SPDX-License-Identifier: GPL-3.0-or-later
// Compare runs end to end (issue 30 part B): two runs played by the simulator and fetched over
// loopback HTTP into a real store file, plus an offline trajectory zip imported into a temporary
// store, compared by a CompareSession (summaries built off the GUI thread from each store file).
// What it reports is checked against what the store holds, read another way (TrajectorySummary,
// EditReconstruction over the StoreReader), and the per-file views against the reconstructed files.
#include "app/sim/simulator.h"
#include "models/compare/comparefile.h"
#include "models/compare/comparesession.h"
#include "models/store/store.h"
#include "models/sync/eventtail.h"
#include "models/trajectory/trajectorysummary.h"
#include "models/workspace/editreconstruction.h"
#include "testutils/sim/loopbackstack.h"
#include "testutils/testpaths.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using Test::runTail;

namespace {

QString offlineKindText()
{
    RunSource s;
    s.kind = RunSource::Kind::Offline;
    return s.kindText();
}

QString fixtureZip()
{
    return Test::specPath(QStringLiteral("fixtures/trajectory/conversation_a3f9c2e4-7b1d-4e6f-8a0b-5c9d2e7f1a34.zip"));
}

/// The run's summary checked against the store read through the StoreReader (another reader).
void checkAgainstStore(const RunSummary &run, const StoreReader &store)
{
    const QString id = run.source.conversationId;
    const TrajectorySummary expected = TrajectorySummary::compute(store, id);
    QCOMPARE(run.events, expected.events);
    QCOMPARE(run.turns, expected.turns);
    QCOMPARE(run.actions, expected.actions);
    QCOMPARE(run.errors, expected.errors);
    QCOMPARE(run.failedCommands, expected.failedCommands);
    QCOMPARE(run.firstMs, expected.firstMs);
    QCOMPARE(run.lastMs, expected.lastMs);
    QCOMPARE(run.usageKnown, expected.usageKnown);
    QCOMPARE(run.cost, expected.cost);
    QCOMPARE(run.promptTokens, expected.promptTokens);
    QCOMPARE(run.actionsByKind, expected.tools);
    const QList<ReconstructedFile> files = EditReconstruction::fromStore(store, id);
    QCOMPARE(run.files.size(), files.size());
    for (const ReconstructedFile &f : files) {
        const RunFile *mine = run.file(f.path);
        QVERIFY2(mine, qPrintable(f.path));
        QVERIFY(mine->contentKnown());
        QCOMPARE(mine->result, f.current);
        QCOMPARE(mine->original, f.original);
        const FileDiff diff = FileDiff::compute(f.original, f.current);
        QCOMPARE(mine->added, diff.addedCount());
        QCOMPARE(mine->removed, diff.removedCount());
    }
}

} // namespace

class TestCompareRuns : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<StoreChanges>();
    }

    // Long: one scenario from two simulated runs and a trajectory to every table of the view.
    void comparesTwoSimulatedRunsAndATrajectory()
    {
        Test::LoopbackOptions o;
        o.sim.autoAdvance = false;
        o.clientAndStore();
        Test::LoopbackStack stack(o);
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        Sim::Simulator &sim = stack.sim();
        Store *const store = stack.store();
        Sim::ConversationSpec a;
        a.script = QStringLiteral("fix_tests");
        a.repository = QStringLiteral("acme/compare");
        a.title = QStringLiteral("Fix the tests <b>A</b>");
        Sim::ConversationSpec b = a;
        b.script = QStringLiteral("big_diff");
        b.title = QStringLiteral("Add the feature B");
        const QString idA = sim.addConversation(a);
        const QString idB = sim.addConversation(b);
        Conversation ca;
        ca.id = idA;
        ca.title = a.title;
        ca.selectedRepository = a.repository;
        ca.llmModel = QStringLiteral("model-a");
        Conversation cb = ca;
        cb.id = idB;
        cb.title = b.title;
        cb.llmModel = QStringLiteral("model-b");
        store->applyConversations({ca, cb}, 1);
        EventTail tail(stack.client(), store);
        QVERIFY(runTail(tail, idA));
        QVERIFY(runTail(tail, idB));
        store->waitForWrites();
        QCOMPARE(store->eventCount(idA), sim.eventCount(idA));
        QCOMPARE(store->eventCount(idB), sim.eventCount(idB));

        CompareSession session(store);
        QSignalSpy ready(&session, &CompareSession::summariesReady);
        session.setConversations({idA, idB});
        QVERIFY(ready.wait(30000));
        QCOMPARE(session.runs().size(), 2);
        for (const RunSummary &run : session.runs()) {
            QVERIFY2(run.scanError.isEmpty(), qPrintable(run.scanError));
            QVERIFY(run.events > 0);
            checkAgainstStore(run, *store);
        }
        const RunSummary &runA = session.runs().at(0);
        const RunSummary &runB = session.runs().at(1);
        QCOMPARE(runA.source.conversationId, idA);
        QCOMPARE(runA.source.model, QStringLiteral("model-a"));
        QVERIFY(runA.turns >= 1);
        QVERIFY(!runA.files.isEmpty()); // both scripts edit files
        QVERIFY(!runB.files.isEmpty());

        // The summary table: one column per run, the metrics of the issue as rows.
        CompareTableModel *summary = session.summaryModel();
        QCOMPARE(summary->columnCount(), 3);
        for (const char *key :
             {"status", "errors", "duration", "cost", "tokens", "turns", "actions", "approvals", "files"})
            QVERIFY2(summary->rowOf(QLatin1String(key)) >= 0, key);
        const int modelRow = summary->rowOf(QStringLiteral("model"));
        QCOMPARE(summary->index(modelRow, 1).data().toString(), QStringLiteral("model-a"));
        QCOMPARE(summary->index(modelRow, 2).data().toString(), QStringLiteral("model-b"));
        QVERIFY(summary->index(modelRow, 0).data(CompareTableModel::DiffersRole).toBool());
        const int turnsRow = summary->rowOf(QStringLiteral("turns"));
        QCOMPARE(summary->index(turnsRow, 1).data().toString(), QLocale().toString(runA.turns));

        // The files: the union of both runs' files, each run's +/- or a dash.
        CompareTableModel *files = session.filesModel();
        const QStringList paths = CompareTables::filePaths(session.runs());
        QCOMPARE(files->rowCount(), paths.size());
        for (const QString &path : paths) {
            const int row = files->rowOf(QStringLiteral("file:") + path);
            QVERIFY(row >= 0);
            const RunFile *fa = runA.file(path);
            const QString cellA = files->index(row, 1).data().toString();
            if (fa)
                QVERIFY2(cellA.contains(QStringLiteral("+%1").arg(fa->added)), qPrintable(cellA));
            else
                QCOMPARE(cellA, QStringLiteral("\u2014"));
            // Per file: each run's change, and A's result against B's where both are known.
            const FileComparison c = CompareFiles::compare(session.runs(), path);
            QCOMPARE(c.sides.size(), 2);
            QCOMPARE(c.sides.at(0).changed, fa != nullptr);
            if (fa) {
                QCOMPARE(c.sides.at(0).change.addedCount(), fa->added);
                QCOMPARE(c.sides.at(0).change.newText().join(), fa->result);
            } else {
                QVERIFY(!c.sides.at(0).note.isEmpty());
            }
            QString why;
            const auto results = CompareFiles::results(runA, runB, path, &why);
            const RunFile *fb = runB.file(path);
            QCOMPARE(results.has_value(), fa && fb);
            if (results)
                QCOMPARE(results->isIdentical(), fa->result == fb->result);
            else
                QVERIFY(!why.isEmpty());
        }

        // The turns side by side: as many rows as the longer run has turns.
        CompareTableModel *turns = session.turnsModel();
        QVERIFY(turns->rowOf(QStringLiteral("turn:1")) >= 0);
        QVERIFY(turns->rowCount() >= std::max(runA.turns, runB.turns));

        // An offline trajectory mixed in: imported into its own store, summarised like the others.
        QVERIFY2(session.addTrajectory(fixtureZip(), &error), qPrintable(error));
        QVERIFY(ready.wait(30000));
        QCOMPARE(session.runs().size(), 3);
        const RunSummary &offline = session.runs().at(2);
        QCOMPARE(offline.source.kind, RunSource::Kind::Offline);
        QCOMPARE(offline.source.conversationId, QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34"));
        QCOMPARE(offline.events, qint64(15));
        QCOMPARE(offline.turns, 1);
        QCOMPARE(offline.errors, 1); // the agent error of the invalid tool call
        QVERIFY(offline.finishedByAgent);
        QCOMPARE(offline.files.size(), 1);
        QVERIFY(offline.files.constFirst().path.endsWith(QLatin1String("/src/app.py")));
        QVERIFY(offline.files.constFirst().contentKnown());
        QVERIFY(offline.files.constFirst().added > 0);
        QCOMPARE(session.summaryModel()->columnCount(), 4);
        const int sourceRow = session.summaryModel()->rowOf(QStringLiteral("source"));
        QCOMPARE(session.summaryModel()->index(sourceRow, 3).data().toString(), offlineKindText());

        // A fifth run is refused.
        session.setConversations({idA, idB, idA}); // three of the store + the offline one = 4
        QVERIFY(ready.wait(30000));
        QCOMPARE(session.runs().size(), 4);
        QVERIFY(!session.addTrajectory(fixtureZip(), &error));
        QVERIFY(!error.isEmpty());
    }

    void liveEventsRedoTheSummary()
    {
        Test::LoopbackOptions o;
        o.sim.autoAdvance = false;
        o.clientAndStore();
        Test::LoopbackStack stack(o);
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        Store *const store = stack.store();
        Sim::ConversationSpec a;
        a.script = QStringLiteral("chat");
        const QString idA = stack.sim().addConversation(a);
        const QString idB = stack.sim().addConversation(a);
        Conversation ca;
        ca.id = idA;
        Conversation cb;
        cb.id = idB;
        store->applyConversations({ca, cb}, 1);
        EventTail tail(stack.client(), store);
        QVERIFY(runTail(tail, idA));
        QVERIFY(runTail(tail, idB));
        store->waitForWrites();
        CompareSession session(store);
        QSignalSpy ready(&session, &CompareSession::summariesReady);
        session.setConversations({idA, idB});
        QVERIFY(ready.wait(30000));
        const qint64 before = session.runs().at(0).events;
        stack.sim().addEvents(idA, 5);
        QVERIFY(runTail(tail, idA));
        store->waitForWrites();
        QTRY_COMPARE_WITH_TIMEOUT(session.runs().at(0).events, store->eventCount(idA), 10000);
        QVERIFY(session.runs().at(0).events > before);
    }
};

QTEST_GUILESS_MAIN(TestCompareRuns)
#include "tst_compareruns.moc"
