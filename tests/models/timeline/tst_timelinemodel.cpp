// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/timeline/memorytimelinesource.h"
#include "models/timeline/timelinefilterproxy.h"
#include "models/timeline/timelinemodel.h"
#include "models/timeline/timelineturnmodel.h"
#include "tests/models/timeline/timelinetestdata.h"

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using namespace Switchyard::TimelineTestData;
using PairState = TimelineModel::PairState;

class TestTimelineModel : public QObject
{
    Q_OBJECT

private:
    // Pair state per seq, for comparing loads with different page sizes.
    static QMap<qint64, int> pairStates(const TimelineModel &model)
    {
        QMap<qint64, int> out;
        for (int row = 0; row < model.rowCount(); ++row)
            out.insert(model.seqAt(row), int(model.pairStateAt(row)));
        return out;
    }
    /// A long conversation: turns of terminal commands (some failing), edits, agent errors and state updates.
    static QList<Event> longConversation(int turns, int firstTurn = 0)
    {
        QList<Event> ev;
        for (int t = firstTurn; t < firstTurn + turns; ++t) {
            ev << userMessage(QStringLiteral("turn %1").arg(t), t);
            for (int i = 0; i < 6; ++i) {
                const QString call = QStringLiteral("c%1_%2").arg(t).arg(i);
                ev << terminalAction(call, QStringLiteral("make step%1").arg(i), t);
                if (i == 4 && t % 3 == 0)
                    ev << agentError(call, QStringLiteral("tool failed"), t);
                else
                    ev << terminalResult(call, QStringLiteral("out %1").arg(i), (t + i) % 5 == 0 ? 2 : 0, t);
                if (i % 2 == 0)
                    ev << executionStatus(QStringLiteral("running"), t);
            }
            ev << agentMessage(QStringLiteral("done %1").arg(t), t);
        }
        return ev;
    }
    /// The visible source rows of a proxy.
    static QList<qint64> visibleSeqs(const TimelineFilterProxy &proxy)
    {
        QList<qint64> out;
        for (int r = 0; r < proxy.rowCount(); ++r)
            out << proxy.timelineModel()->seqAt(proxy.mapToSource(proxy.index(r, 0)).row());
        return out;
    }

    static int rowOfKindName(const TimelineModel &model, const QString &kindName, int nth = 0)
    {
        for (int row = 0; row < model.rowCount(); ++row) {
            if (model.kindNameAt(row) == kindName && nth-- == 0)
                return row;
        }
        return -1;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void fixturePairing()
    {
        const QList<Event> events = fixturePage(QStringLiteral("events_search_page.json"));
        QCOMPARE(events.size(), 15);
        MemoryTimelineSource source(events);
        TimelineModel model;
        model.setPageSize(4);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSource(&source);
        QCOMPARE(model.rowCount(), 4); // newest page only
        QVERIFY(model.canFetchMore({}));
        model.fetchAll();
        QVERIFY(!model.canFetchMore({}));
        QCOMPARE(model.rowCount(), 15);

        const int firstTerminal = rowOfKindName(model, QStringLiteral("TerminalAction"), 0);
        const int secondTerminal = rowOfKindName(model, QStringLiteral("TerminalAction"), 1);
        QCOMPARE(model.pairStateAt(firstTerminal), PairState::Failed);
        QCOMPARE(model.exitCodeAt(firstTerminal), std::optional<int>(1));
        QVERIFY(model.effectiveFlagsAt(firstTerminal) & EventSummary::NonZeroExit);
        QCOMPARE(model.pairStateAt(secondTerminal), PairState::Ok);
        QCOMPARE(model.pairStateAt(model.pairedRow(secondTerminal)), PairState::Result);
        QCOMPARE(model.pairStateAt(rowOfKindName(model, QStringLiteral("FileEditorAction"))), PairState::Ok);
        QCOMPARE(model.pairStateAt(rowOfKindName(model, QStringLiteral("FinishAction"))), PairState::Ok);
        // The invalid tool call (action: null) pairs with its AgentErrorEvent.
        const int agentErrorRow = rowOfKindName(model, QStringLiteral("AgentErrorEvent"));
        QVERIFY(agentErrorRow > 0);
        QCOMPARE(model.pairStateAt(model.pairedRow(agentErrorRow)), PairState::Failed);
        QCOMPARE(model.pairedRow(model.pairedRow(agentErrorRow)), agentErrorRow);

        const auto action = model.eventAt(firstTerminal);
        QVERIFY(action);
        const auto result = model.pairedEventAt(firstTerminal);
        QVERIFY(result);
        QCOMPARE(result->kind, QStringLiteral("ObservationEvent"));
        QCOMPARE(std::get<ObservationPayload>(result->payload).toolCallId,
                 std::get<ActionPayload>(action->payload).toolCallId);

        QCOMPARE(model.turnCount(), 1);
        QCOMPARE(model.turnStartRow(0), 1);
        QCOMPARE(model.turnOfRow(0), -1); // the system prompt precedes the first turn
        QCOMPARE(model.turnEndRow(0), 14);
    }

    void pagingGivesSamePairing_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("fixture page") << QStringLiteral("fixture:events_search_page.json");
        QTest::newRow("other kinds") << QStringLiteral("fixture:events_other_kinds.json");
        QTest::newRow("sdk jsonl") << QStringLiteral("jsonl:01_sdk_goal_fixture_events.jsonl");
        QTest::newRow("legacy execute_bash") << QStringLiteral("legacy:");
        QTest::newRow("cli hi followup") << QStringLiteral(
            "zip:06_cli_trajectory_cli447_hi_followup_iterative_case_a.zip");
        QTest::newRow("cli confirmation") << QStringLiteral("zip:07_cli_trajectory_confirmation_mode.zip");
        QTest::newRow("cli agent plan") << QStringLiteral("zip:08_cli_trajectory_creating_agent_plan.zip");
        QTest::newRow("cli echo") << QStringLiteral("zip:09_cli_trajectory_simple_echo_hello_world.zip");
        QTest::newRow("rich synthetic") << QStringLiteral("rich:");
    }

    void pagingGivesSamePairing()
    {
        QFETCH(QString, name);
        const QString kind = name.section(QLatin1Char(':'), 0, 0);
        const QString file = name.section(QLatin1Char(':'), 1);
        QList<Event> events;
        if (kind == QLatin1String("fixture"))
            events = fixturePage(file);
        else if (kind == QLatin1String("jsonl"))
            events = jsonLines(file);
        else if (kind == QLatin1String("legacy"))
            events = legacyHistory();
        else if (kind == QLatin1String("zip"))
            events = trajectoryZip(file);
        else
            events = richConversation();
        QVERIFY2(!events.isEmpty(), qPrintable(name));

        MemoryTimelineSource source(events);
        TimelineModel all;
        all.setPageSize(100000);
        all.setSource(&source);
        QCOMPARE(all.rowCount(), int(events.size()));

        for (int page : {1, 2, 3, 7}) {
            TimelineModel paged;
            paged.setPageSize(page);
            QAbstractItemModelTester tester(&paged, QAbstractItemModelTester::FailureReportingMode::QtTest);
            tester.setUseFetchMore(true);
            paged.setSource(&source);
            paged.fetchAll();
            QCOMPARE(paged.rowCount(), all.rowCount());
            QCOMPARE(pairStates(paged), pairStates(all));
            QCOMPARE(paged.turnCount(), all.turnCount());
            for (int row = 0; row < paged.rowCount(); ++row) {
                QCOMPARE(paged.summaryAt(row), all.summaryAt(row));
                QCOMPARE(paged.turnOfRow(row), all.turnOfRow(row));
            }
        }
        // Every row has a non-empty summary or a kind; details parse for every row.
        for (int row = 0; row < all.rowCount(); ++row) {
            QVERIFY(!all.kindNameAt(row).isEmpty());
            QVERIFY(all.eventAt(row).has_value());
        }
        if (kind == QLatin1String("legacy")) {
            const int bash = rowOfKindName(all, QStringLiteral("ExecuteBashAction"));
            QVERIFY(bash >= 0);
            QVERIFY(all.pairStateAt(bash) == PairState::Ok || all.pairStateAt(bash) == PairState::Failed);
            QVERIFY(all.flagsAt(bash) & EventSummary::Terminal);
        }
        if (file.startsWith(QLatin1String("08_"))) {
            const int plan = rowOfKindName(all, QStringLiteral("TaskTrackerAction"));
            QVERIFY(plan >= 0);
            QCOMPARE(all.pairStateAt(plan), PairState::Ok);
        }
        if (file.startsWith(QLatin1String("07_")))
            QCOMPARE(all.turnCount(), 3);
    }

    void otherKinds()
    {
        MemoryTimelineSource source(fixturePage(QStringLiteral("events_other_kinds.json")));
        TimelineModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSource(&source);
        QCOMPARE(model.rowCount(), 8);
        QCOMPARE(model.kindAt(0), EventKind::Pause);
        QCOMPARE(model.kindAt(2), EventKind::ConversationError);
        QVERIFY(model.flagsAt(2) & EventSummary::IsError);
        QCOMPARE(model.kindAt(4), EventKind::Condensation);
        QCOMPARE(model.kindAt(5), EventKind::HookExecution);
        QVERIFY(model.flagsAt(5) & EventSummary::IsError); // blocked
        QCOMPARE(model.kindAt(6), EventKind::UserReject);
        QCOMPARE(model.pairStateAt(6), PairState::Orphan); // its action is not in this page
        QVERIFY(model.flagsAt(6) & EventSummary::Rejected);

        TimelineFilterProxy proxy;
        proxy.setTimelineModel(&model);
        // Noise (state updates) hidden by default.
        QCOMPARE(proxy.rowCount(), 6);
        proxy.setShowNoise(true);
        QCOMPARE(proxy.rowCount(), 8);
        proxy.setErrorsOnly(true);
        QCOMPARE(proxy.rowCount(), 3); // conversation error, blocked hook, rejection
    }

    void unknownKind()
    {
        Event e = base(QStringLiteral("FancyNewEvent"), EventSource::Agent, 1);
        e.raw = R"({"kind":"FancyNewEvent","x":1})";
        MemoryTimelineSource source({userMessage(QStringLiteral("hi")), e});
        TimelineModel model;
        model.setSource(&source);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.kindAt(1), EventKind::Unknown);
        QCOMPARE(model.kindNameAt(1), QStringLiteral("FancyNewEvent"));
        QVERIFY(model.summaryAt(1).contains(QLatin1String("FancyNewEvent")));
    }

    void streamingDeltasMerged()
    {
        QList<Event> events{userMessage(QStringLiteral("Say hello"))};
        const QStringList tokens{QStringLiteral("Hel"), QStringLiteral("lo"), QStringLiteral(", "),
                                 QStringLiteral("wor"), QStringLiteral("ld"), QStringLiteral("!")};
        for (int i = 0; i < 30; ++i) {
            for (const QString &t : tokens)
                events << delta(t);
        }
        events << agentMessage(QStringLiteral("Hello, world!"));
        MemoryTimelineSource source(events);

        for (int page : {7, 1000}) {
            TimelineModel model;
            model.setPageSize(page);
            QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
            model.setSource(&source);
            model.fetchAll();
            QCOMPARE(model.rowCount(), 3);
            QCOMPARE(model.kindAt(1), EventKind::StreamingDelta);
            QCOMPARE(model.mergedCountAt(1), 180);
            QCOMPARE(model.seqAt(1), 1);
            QVERIFY(model.mergedText(1).startsWith(QLatin1String("Hello, world!Hello, world!")));
            QCOMPARE(model.rowForSeq(100), 1);
            QCOMPARE(model.rowForSeq(181), 2);
        }

        // Live: deltas arriving one by one extend the same row.
        MemoryTimelineSource live;
        TimelineModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSource(&live);
        live.append({userMessage(QStringLiteral("go"))});
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        for (const QString &t : tokens)
            live.append({delta(t)});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(changed.size(), int(tokens.size()) - 1);
        QCOMPARE(model.mergedText(1), QStringLiteral("Hello, world!"));
        QCOMPARE(model.summaryAt(1), QStringLiteral("Hello, world!"));
    }

    void liveAppendPairsAndConfirmation()
    {
        MemoryTimelineSource source({userMessage(QStringLiteral("deploy"))});
        TimelineModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSource(&source);
        QSignalSpy pending(&model, &TimelineModel::pendingActionChanged);
        source.append({terminalAction(QStringLiteral("c1"), QStringLiteral("make deploy")),
                       executionStatus(QStringLiteral("waiting_for_confirmation"))});
        QVERIFY(model.waitingForConfirmation());
        QCOMPARE(model.pendingActionRows(), QList<int>{1});
        QCOMPARE(model.pairStateAt(1), PairState::Pending);
        QVERIFY(pending.size() >= 1);

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        source.append(
            {reject(QStringLiteral("c1"), QStringLiteral("not on a Friday")), executionStatus(QStringLiteral("idle"))});
        QVERIFY(!model.waitingForConfirmation());
        QVERIFY(model.pendingActionRows().isEmpty());
        QCOMPARE(model.pairStateAt(1), PairState::Rejected);
        QVERIFY(!changed.isEmpty()); // the action row repainted
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);

        // An explicit status (the conversation record) wins over the events.
        source.setExecutionStatus(ExecutionStatus::WaitingForConfirmation);
        source.append({terminalAction(QStringLiteral("c2"), QStringLiteral("ls")),
                       terminalAction(QStringLiteral("c3"), QStringLiteral("pwd"))});
        QCOMPARE(model.pendingActionRows(), (QList<int>{5, 6}));
    }

    void filters()
    {
        MemoryTimelineSource source(richConversation());
        TimelineModel model;
        model.setSource(&source);
        TimelineFilterProxy proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setTimelineModel(&model);

        auto visibleKinds = [&proxy, &model] {
            QStringList out;
            for (int r = 0; r < proxy.rowCount(); ++r)
                out << model.kindNameAt(proxy.mapToSource(proxy.index(r, 0)).row());
            return out;
        };
        // Default: paired results folded into their actions, noise hidden.
        const QStringList defaults = visibleKinds();
        QVERIFY(!defaults.contains(QLatin1String("TerminalObservation")));
        QVERIFY(!defaults.contains(QLatin1String("ConversationStateUpdateEvent")));
        QVERIFY(defaults.contains(QLatin1String("TerminalAction")));

        proxy.setNonZeroExitOnly(true);
        QCOMPARE(visibleKinds(),
                 (QStringList{QStringLiteral("MessageEvent"), QStringLiteral("TerminalAction"),
                              QStringLiteral("MessageEvent")}));
        proxy.setNonZeroExitOnly(false);

        proxy.setErrorsOnly(true);
        const QStringList errors = visibleKinds();
        QVERIFY(errors.contains(QLatin1String("TerminalAction"))); // failed with exit 1
        QVERIFY(errors.contains(QLatin1String("ConversationErrorEvent")));
        QVERIFY(errors.contains(QLatin1String("ActionEvent"))); // invalid tool call + agent error
        QVERIFY(!errors.contains(QLatin1String("FileEditorAction")));
        proxy.setErrorsOnly(false);

        proxy.setSourceVisible(EventSource::Agent, false);
        QVERIFY(!visibleKinds().contains(QLatin1String("TerminalAction")));
        proxy.setSourceVisible(EventSource::Agent, true);

        proxy.setKindVisible(EventKind::Action, false);
        const QStringList noActions = visibleKinds();
        QVERIFY(!noActions.contains(QLatin1String("TerminalAction")));
        QVERIFY(noActions.contains(QLatin1String("TerminalObservation"))); // results shown on their own then
        proxy.setKindVisible(EventKind::Action, true);

        // Collapse: only the user messages remain.
        const int all = proxy.rowCount();
        proxy.collapseAll();
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setTurnCollapsed(model.turnKey(1), false);
        QVERIFY(proxy.rowCount() > 2 && proxy.rowCount() < all);
        QVERIFY(!proxy.isTurnCollapsed(model.turnKey(1)));
        QVERIFY(proxy.isTurnCollapsed(model.turnKey(0)));
        proxy.expandAll();
        QCOMPARE(proxy.rowCount(), all);
        proxy.setTurnCollapsed(model.turnKey(0), true);
        QVERIFY(proxy.rowCount() < all);
    }

    void asyncFilterMatchesSynchronous()
    {
        MemoryTimelineSource source(longConversation(200));
        TimelineModel model;
        model.setPageSize(1000);
        model.setSource(&source);
        TimelineFilterProxy proxy; // asynchronous for every change
        proxy.setAsyncThreshold(0);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setTimelineModel(&model);
        TimelineFilterProxy reference; // synchronous
        reference.setTimelineModel(&model);
        QCOMPARE(visibleSeqs(proxy), visibleSeqs(reference));

        // The current row stays current when it stays visible.
        QItemSelectionModel selection(&proxy);
        int failedRow = -1;
        for (int r = 0; r < proxy.rowCount() && failedRow < 0; ++r) {
            if (proxy.index(r, 0).data(TimelineModel::EffectiveFlagsRole).toInt() & EventSummary::NonZeroExit)
                failedRow = r;
        }
        QVERIFY(failedRow > 0);
        const qint64 currentSeq = proxy.index(failedRow, 0).data(TimelineModel::SeqRole).toLongLong();
        selection.setCurrentIndex(proxy.index(failedRow, 0), QItemSelectionModel::ClearAndSelect);

        QSignalSpy applied(&proxy, &TimelineFilterProxy::filterApplied);
        proxy.setErrorsOnly(true);
        QVERIFY(proxy.isFiltering());
        // A newer request supersedes the running one: only its result is applied.
        proxy.setShowNoise(true);
        proxy.setNonZeroExitOnly(true);
        reference.setErrorsOnly(true);
        reference.setShowNoise(true);
        reference.setNonZeroExitOnly(true);
        QVERIFY(applied.wait(10000));
        QTest::qWait(50);
        QCOMPARE(applied.count(), 1);
        QVERIFY(!proxy.isFiltering());
        QCOMPARE(visibleSeqs(proxy), visibleSeqs(reference));
        QVERIFY(selection.currentIndex().isValid());
        QCOMPARE(selection.currentIndex().data(TimelineModel::SeqRole).toLongLong(), currentSeq);

        // Events appended while a computation runs are tested incrementally, with the filter shown.
        proxy.setShowNoise(false);
        reference.setShowNoise(false);
        source.append(longConversation(3, 200));
        QVERIFY(applied.wait(10000));
        QCOMPARE(visibleSeqs(proxy), visibleSeqs(reference));
        const int before = proxy.rowCount();
        source.append(longConversation(2, 203));
        QVERIFY(proxy.rowCount() > before); // appended at once, no recomputation
        QVERIFY(!proxy.isFiltering());
        QCOMPARE(visibleSeqs(proxy), visibleSeqs(reference));
        QCOMPARE(proxy.rowCount(), reference.rowCount());

        // Collapsing and the default filter again.
        proxy.setErrorsOnly(false);
        proxy.setNonZeroExitOnly(false);
        proxy.collapseAll();
        reference.setErrorsOnly(false);
        reference.setNonZeroExitOnly(false);
        reference.collapseAll();
        QVERIFY(applied.wait(10000));
        QVERIFY(proxy.rowCount() < model.turnCount() + 20); // turn heads (and the rows before the first one)
        QCOMPARE(visibleSeqs(proxy), visibleSeqs(reference));
        proxy.expandAll();
        reference.expandAll();
        QVERIFY(applied.wait(10000));
        QCOMPARE(visibleSeqs(proxy), visibleSeqs(reference));
    }

    void asyncFilterWithOlderPages()
    {
        MemoryTimelineSource source(longConversation(100));
        TimelineModel model;
        model.setPageSize(150);
        model.setSource(&source);
        TimelineFilterProxy proxy;
        proxy.setAsyncThreshold(0);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setTimelineModel(&model);
        QSignalSpy applied(&proxy, &TimelineFilterProxy::filterApplied);
        proxy.setNonZeroExitOnly(true);
        model.fetchMore({}); // an older page arrives while the filter is computed
        model.fetchMore({});
        QVERIFY(applied.wait(10000));
        TimelineFilterProxy reference;
        reference.setTimelineModel(&model);
        reference.setNonZeroExitOnly(true);
        QCOMPARE(visibleSeqs(proxy), visibleSeqs(reference));
        model.fetchAll(); // incremental once applied
        QVERIFY(!proxy.isFiltering());
        QCOMPARE(visibleSeqs(proxy), visibleSeqs(reference));
    }

    void search()
    {
        MemoryTimelineSource source(richConversation());
        TimelineModel model;
        model.setSource(&source);
        TimelineFilterProxy proxy;
        proxy.setTimelineModel(&model);

        // "pytest" matches the two terminal actions (their observations fold into them).
        QCOMPARE(proxy.countMatches(QStringLiteral("PYTEST")), 2);
        const int first = proxy.findMatch(QStringLiteral("pytest"), -1, true);
        const int second = proxy.findMatch(QStringLiteral("pytest"), first, true);
        QVERIFY(first >= 0 && second > first);
        QCOMPARE(proxy.findMatch(QStringLiteral("pytest"), second, true), first); // wraps
        QCOMPARE(proxy.findMatch(QStringLiteral("pytest"), first, false), second); // wraps backwards
        // Text only in an observation finds its action.
        const int passed = proxy.findMatch(QStringLiteral("41 passed"), -1, true);
        QCOMPARE(passed, second);
        QCOMPARE(proxy.findMatch(QStringLiteral("no such text"), 0, true), -1);
        // Search ignores collapse (the caller expands), but respects filters.
        proxy.collapseAll();
        QCOMPARE(proxy.findMatch(QStringLiteral("pytest"), -1, true), first);
        proxy.setKindVisible(EventKind::Action, false);
        QCOMPARE(proxy.countMatches(QStringLiteral("pytest")), 0);
        QCOMPARE(model.findMatch(QStringLiteral("deploy"), -1, true), 13);
    }

    void turnUsage()
    {
        MemoryTimelineSource source(richConversation());
        TimelineModel model;
        model.setSource(&source);
        QCOMPARE(model.turnCount(), 2);
        const TurnUsage first = model.turnUsage(0);
        QVERIFY(first.known);
        QVERIFY(!first.approximate);
        QCOMPARE(first.promptTokens, 9800);
        QCOMPARE(first.completionTokens, 610);
        QVERIFY(qFuzzyCompare(first.cost, 0.0571));
        const TurnUsage second = model.turnUsage(1);
        QVERIFY(second.known);
        QCOMPARE(second.promptTokens, 13100 - 9800);
        QCOMPARE(second.completionTokens, 820 - 610);
        QVERIFY(qFuzzyCompare(second.cost, 0.0804 - 0.0571));

        TimelineTurnModel turns;
        QAbstractItemModelTester tester(&turns, QAbstractItemModelTester::FailureReportingMode::QtTest);
        turns.setTimelineModel(&model);
        QCOMPARE(turns.rowCount(), 2);
        QCOMPARE(turns.index(1).data(TimelineTurnModel::MessageRole).toString(),
                 QStringLiteral("Great. Now deploy it to staging."));
        QVERIFY(turns.index(0).data(TimelineTurnModel::UsageTextRole).toString().contains(QLatin1String("10.4k")));

        // A new turn appended live, with its own stats.
        QSignalSpy usage(&model, &TimelineModel::turnUsageChanged);
        source.append({userMessage(QStringLiteral("and prod?")), stats(0.1, 15000, 900)});
        QCOMPARE(turns.rowCount(), 3);
        QCOMPARE(usage.size(), 1);
        QCOMPARE(usage.first().at(0).toInt(), 2);
        QCOMPARE(model.turnUsage(2).promptTokens, 15000 - 13100);
        QCOMPARE(model.turnUsage(1).promptTokens, 13100 - 9800); // unchanged

        // The real sample's stats update (usage_to_metrics default + condenser) is read.
        MemoryTimelineSource sdk(jsonLines(QStringLiteral("01_sdk_goal_fixture_events.jsonl")));
        TimelineModel sdkModel;
        sdkModel.setSource(&sdk);
        bool sawStats = false;
        for (int row = 0; row < sdkModel.rowCount(); ++row)
            sawStats = sawStats || (sdkModel.flagsAt(row) & EventSummary::Stats);
        QVERIFY(sawStats);
    }

    void olderPagesKeepTurnsAndUsage()
    {
        MemoryTimelineSource source(richConversation());
        TimelineModel model;
        model.setPageSize(7);
        TimelineTurnModel turns;
        QAbstractItemModelTester tester(&turns, QAbstractItemModelTester::FailureReportingMode::QtTest);
        turns.setTimelineModel(&model);
        model.setSource(&source);
        QCOMPARE(model.turnCount(), 1); // the newest page starts with the second user message
        QVERIFY(model.turnUsage(0).approximate); // the baseline stats update is not loaded yet
        model.fetchMore({});
        QVERIFY(!model.turnUsage(0).approximate);
        model.fetchAll();
        QCOMPARE(turns.rowCount(), 2);
        QVERIFY(!model.turnUsage(1).approximate);
        QCOMPARE(model.turnUsage(1).promptTokens, 13100 - 9800);
    }

    void sourceReset()
    {
        MemoryTimelineSource source(richConversation());
        TimelineModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSource(&source);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        Q_EMIT source.reset();
        QCOMPARE(reset.size(), 1);
        QCOMPARE(model.rowCount(), int(source.eventCount()));
        model.setSource(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void compactRows()
    {
        MemoryTimelineSource source;
        TimelineModel model;
        model.setSource(&source);
        QList<Event> events;
        for (int i = 0; i < 5000; ++i) {
            const QString id = QStringLiteral("call_%1").arg(i);
            events << terminalAction(id, QStringLiteral("echo %1 && ls -la /workspace/project/src").arg(i));
            events << terminalResult(id, QStringLiteral("total 48\ndrwxr-xr-x 2 openhands openhands 4096 ."), 0);
        }
        source.append(events);
        QCOMPARE(model.rowCount(), 10000);
        const double perRow = double(model.residentBytes()) / model.rowCount();
        qInfo("timeline model: %.1f bytes per row", perRow);
        QVERIFY(perRow < 300);
        // A long non-ASCII summary is cut at a character boundary.
        source.append({userMessage(QString(300, QChar(0x00e9)))});
        const QString s = model.summaryAt(model.rowCount() - 1);
        QVERIFY(s.size() <= TimelineModel::kMaxSummaryBytes / 2);
        QVERIFY(!s.contains(QChar::ReplacementCharacter));
    }
};

QTEST_GUILESS_MAIN(TestTimelineModel)
#include "tst_timelinemodel.moc"
