// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/timeline/memorytimelinesource.h"
#include "models/timeline/timelinefilterproxy.h"
#include "models/timeline/timelinemodel.h"
#include "models/timeline/timelineturnmodel.h"
#include "tests/models/timeline/timelinetestdata.h"
#include "ui/timeline/eventcard.h"
#include "ui/timeline/timelineapprovalbar.h"
#include "ui/timeline/timelinewidget.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QImage>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>

using namespace Switchyard;
using namespace Switchyard::TimelineTestData;

class TestTimelineWidget : public QObject
{
    Q_OBJECT

private:
    static int rowOfKindName(const TimelineModel &model, const QString &kindName, int nth = 0)
    {
        for (int row = 0; row < model.rowCount(); ++row) {
            if (model.kindNameAt(row) == kindName && nth-- == 0)
                return row;
        }
        return -1;
    }
    static void shoot(QWidget *w, const QString &name)
    {
        QApplication::processEvents();
        const QString path = Test::screenshotPath(name);
        QVERIFY(w->grab().save(path));
        qInfo("screenshot: %s", qPrintable(path));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setFont(QFont(QStringLiteral("DejaVu Sans"), 9));
    }

    void richConversationScreens()
    {
        MemoryTimelineSource source(richConversation());
        TimelineWidget w;
        w.resize(1500, 900);
        w.setSource(&source, QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        TimelineModel *m = w.model();
        QCOMPARE(m->rowCount(), int(source.eventCount()));

        // Pending approval is shown with its command and risk.
        QVERIFY(w.approvalBar()->isVisible());

        // The failing terminal command: one card with command, exit code and folded output.
        const int terminal = rowOfKindName(*m, QStringLiteral("TerminalAction"));
        w.selectSourceRow(terminal);
        QCOMPARE(w.currentSourceRow(), terminal);
        const QString text = w.detailView()->toPlainText();
        QVERIFY(text.contains(QLatin1String("$ python -m pytest -q")));
        QVERIFY(text.contains(QLatin1String("exit 1")));
        QVERIFY(text.contains(QLatin1String("/workspace/project")));
        QVERIFY(text.contains(QLatin1String("show all"))); // long output folded
        QVERIFY(!text.contains(QLatin1String("test_case_20 PASSED")));
        shoot(&w, QStringLiteral("synthetic_timeline.png"));
        shoot(&w, QStringLiteral("synthetic_timeline_terminal.png"));

        const int edit = rowOfKindName(*m, QStringLiteral("FileEditorAction"));
        w.selectSourceRow(edit);
        const QString diff = w.detailView()->toPlainText();
        QVERIFY(diff.contains(QLatin1String("return text[start:end - 1]")));
        QVERIFY(diff.contains(QLatin1String("return text[start:end]")));
        QVERIFY(diff.contains(QLatin1String("/workspace/project/src/parser.py")));
        shoot(&w, QStringLiteral("synthetic_timeline_diff.png"));

        w.selectSourceRow(rowOfKindName(*m, QStringLiteral("TaskTrackerAction")));
        QVERIFY(w.detailView()->toPlainText().contains(QLatin1String("Fix the off-by-one in parse()")));
        shoot(&w, QStringLiteral("synthetic_timeline_tasks.png"));

        w.selectSourceRow(rowOfKindName(*m, QStringLiteral("ConversationErrorEvent")));
        QVERIFY(w.detailView()->toPlainText().contains(QLatin1String("LLMRateLimitError")));
        shoot(&w, QStringLiteral("synthetic_timeline_error.png"));

        w.selectSourceRow(rowOfKindName(*m, QStringLiteral("MessageEvent"), 1)); // the agent's Markdown reply
        const QString md = w.detailView()->toPlainText();
        QVERIFY(md.contains(QLatin1String("all 41 tests pass now"))); // Markdown rendered, ** gone
        shoot(&w, QStringLiteral("synthetic_timeline_message.png"));

        w.collapseAll();
        w.selectSourceRow(rowOfKindName(*m, QStringLiteral("TerminalAction"), 2)); // the pending one
        shoot(&w, QStringLiteral("synthetic_timeline_approval.png"));
    }

    void fileEditActivation()
    {
        MemoryTimelineSource source(richConversation());
        TimelineWidget w;
        w.setSource(&source, QStringLiteral("conv1"));
        QSignalSpy spy(&w, &TimelineWidget::fileEditActivated);
        const int edit = rowOfKindName(*w.model(), QStringLiteral("FileEditorAction"));
        const QModelIndex index = w.proxy()->mapFromSource(w.model()->index(edit));
        Q_EMIT w.listView()->activated(index);
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("conv1"));
        QCOMPARE(spy.at(0).at(1).toString(), QStringLiteral("/workspace/project/src/parser.py"));
        // The card's link does the same.
        w.selectSourceRow(edit);
        Q_EMIT w.detailView()->anchorClicked(
            QUrl(QStringLiteral("switchyard:file-diff?path=%2Fworkspace%2Fproject%2Fsrc%2Fparser.py")));
        QCOMPARE(spy.size(), 2);
        QCOMPARE(spy.at(1).at(1).toString(), QStringLiteral("/workspace/project/src/parser.py"));
    }

    void approvalGuardsDoubleSubmission()
    {
        MemoryTimelineSource source(richConversation());
        TimelineWidget w;
        w.setSource(&source, QStringLiteral("conv1"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        TimelineApprovalBar *bar = w.approvalBar();
        QVERIFY(bar->isVisible());
        QSignalSpy approve(&w, &TimelineWidget::approveRequested);
        QSignalSpy rejected(&w, &TimelineWidget::rejectRequested);
        QTest::mouseClick(bar->approveButton(), Qt::LeftButton);
        QTest::mouseClick(bar->approveButton(), Qt::LeftButton);
        QTest::keyClick(&w, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(approve.size(), 1);
        QVERIFY(!bar->approveButton()->isEnabled());
        QVERIFY(!bar->rejectButton()->isEnabled());
        // A failure re-arms the buttons; reject with a reason goes out once.
        bar->submissionFailed(QStringLiteral("boom"));
        bar->reasonEdit()->setText(QStringLiteral("not on staging"));
        QTest::mouseClick(bar->rejectButton(), Qt::LeftButton);
        QTest::mouseClick(bar->rejectButton(), Qt::LeftButton);
        QCOMPARE(rejected.size(), 1);
        QCOMPARE(rejected.at(0).at(1).toString(), QStringLiteral("not on staging"));
        // The agent moves on: the bar goes away.
        source.append({TimelineTestData::reject(QStringLiteral("call_5"), QStringLiteral("not on staging")),
                       executionStatus(QStringLiteral("idle"))});
        QVERIFY(!bar->isVisible());
        // A new pending action re-arms the bar.
        source.append({terminalAction(QStringLiteral("call_6"), QStringLiteral("ls")),
                       executionStatus(QStringLiteral("waiting_for_confirmation"))});
        QVERIFY(bar->isVisible());
        QVERIFY(bar->approveButton()->isEnabled());
    }

    void fullTextSearchLoadsOlderRows()
    {
        // Terminal output lines that are not in any summary, the first one in an old page.
        QList<Event> events;
        int second = 0;
        for (int t = 0; t < 30; ++t) {
            events << userMessage(QStringLiteral("turn %1").arg(t), second++);
            for (int i = 0; i < 4; ++i) {
                const QString call = QStringLiteral("c%1_%2").arg(t).arg(i);
                events << terminalAction(call, QStringLiteral("make step%1").arg(i), second++);
                QString output = QStringLiteral("building\nlinking\nok\n");
                if ((t == 2 || t == 25) && i == 1)
                    output += QStringLiteral("warning: deprecated zebra_api used\n");
                events << terminalResult(call, output, 0, second++);
            }
        }
        MemoryTimelineSource source(events);
        TimelineWidget w;
        w.model()->setPageSize(40);
        w.resize(1200, 500);
        w.setSource(&source, QStringLiteral("conv1"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.model()->firstLoadedSeq() > 20);

        w.setSearchText(QStringLiteral("ZEBRA_api"));
        w.findPrevious(); // from the end backwards: the newer match first (turn 25)
        QTRY_VERIFY(!w.isSearching());
        int row = w.currentSourceRow();
        QVERIFY(row >= 0);
        QCOMPARE(w.model()->kindNameAt(row), QStringLiteral("TerminalAction")); // the result's card
        QVERIFY(w.model()->summaryAt(row).contains(QLatin1String("step1")));
        const qint64 newer = w.model()->seqAt(row);
        QVERIFY(newer >= w.model()->firstLoadedSeq());

        w.findPrevious(); // the older match is in rows not loaded yet: loaded down to it
        QTRY_VERIFY(!w.isSearching());
        row = w.currentSourceRow();
        QVERIFY(row >= 0);
        const qint64 older = w.model()->seqAt(row);
        QVERIFY(older < newer);
        QVERIFY(older < 40);
        QCOMPARE(w.model()->kindNameAt(row), QStringLiteral("TerminalAction")); // its action was loaded too
        QVERIFY(w.model()->firstLoadedSeq() <= older);
        // Turns keep their absolute numbers (9 events per turn; turn 1 starts at seq 0).
        QCOMPARE(w.model()->turnNumber(0), w.model()->turnKey(0) / 9 + 1);

        w.findNext(); // and forward again, wrapping is not needed
        QTRY_VERIFY(!w.isSearching());
        QCOMPARE(w.model()->seqAt(w.currentSourceRow()), newer);
        w.findNext(); // wraps around to the first one
        QTRY_VERIFY(!w.isSearching());
        QCOMPARE(w.model()->seqAt(w.currentSourceRow()), older);

        // Hidden by a filter: the search skips it.
        w.proxy()->setSourceVisible(EventSource::Agent, false);
        w.proxy()->setSourceVisible(EventSource::Environment, false);
        w.listView()->setCurrentIndex({});
        w.findNext();
        QTRY_VERIFY(!w.isSearching());
        QCOMPARE(w.currentSourceRow(), -1);
    }

    void turnsNumberedFromTheConversationStart()
    {
        QList<Event> events;
        for (int t = 0; t < 20; ++t) {
            events << userMessage(QStringLiteral("turn %1").arg(t), t);
            events << agentMessage(QStringLiteral("answer %1").arg(t), t);
        }
        MemoryTimelineSource source(events);
        TimelineWidget w;
        w.model()->setPageSize(6); // the newest three turns only
        w.setSource(&source, QStringLiteral("conv1"));
        QCOMPARE(w.model()->turnCount(), 3);
        QSignalSpy numbers(w.model(), &TimelineModel::turnNumbersChanged);
        QTRY_COMPARE(w.model()->turnNumber(0), 18);
        QCOMPARE(w.model()->turnNumber(2), 20);
        QCOMPARE(w.outlineView()->model()->index(0, 0).data(TimelineTurnModel::TurnNumberRole).toLongLong(), 18);
        w.loadOlder();
        QCOMPARE(w.model()->turnNumber(0), 15);
        QCOMPARE(w.model()->turnNumber(w.model()->turnCount() - 1), 20);
        w.model()->fetchAll();
        QCOMPARE(w.model()->turnNumber(0), 1);
        QCOMPARE(w.model()->turnNumber(19), 20);
    }

    /// In a narrow column the search field keeps a usable width and Collapse all / Expand all /
    /// Outline move into the "⋯" menu (still working from there); no two controls overlap.
    void toolBarOverflowsWhenNarrow()
    {
        MemoryTimelineSource source(richConversation());
        TimelineWidget w;
        w.setSource(&source, QStringLiteral("conv1"));
        w.resize(1400, 500);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QWidget *bar = w.searchEdit()->parentWidget();
        auto button = [bar](const QString &name) -> QToolButton * {
            const QList<QToolButton *> all = bar->findChildren<QToolButton *>();
            for (QToolButton *b : all)
                if (b->accessibleName() == name)
                    return b;
            return nullptr;
        };
        QToolButton *collapse = button(QStringLiteral("Collapse all"));
        QToolButton *outline = button(QStringLiteral("Outline"));
        QToolButton *more = button(QStringLiteral("Actions"));
        QVERIFY(collapse && outline && more);
        auto noOverlap = [bar] {
            QList<QWidget *> shown;
            const QList<QWidget *> kids = bar->findChildren<QWidget *>(Qt::FindDirectChildrenOnly);
            for (QWidget *k : kids)
                if (k->isVisible())
                    shown.append(k);
            for (qsizetype i = 0; i < shown.size(); ++i)
                for (qsizetype j = i + 1; j < shown.size(); ++j)
                    if (shown.at(i)->geometry().intersects(shown.at(j)->geometry()))
                        return false;
            return true;
        };
        QApplication::processEvents();
        QVERIFY(collapse->isVisible());
        QVERIFY(!more->isVisible());
        QVERIFY(noOverlap());
        shoot(&w, QStringLiteral("timeline-wide.png"));

        w.resize(520, 500);
        QTRY_VERIFY(!collapse->isVisible());
        QVERIFY(!outline->isVisible());
        QVERIFY(more->isVisible());
        QVERIFY(w.searchEdit()->width() >= 140);
        QVERIFY(noOverlap());
        QVERIFY(!more->accessibleDescription().isEmpty());
        shoot(&w, QStringLiteral("timeline-narrow.png"));
        // The menu entries work like the buttons.
        QAction *outlineAction = nullptr;
        const QList<QAction *> actions = more->menu()->actions();
        for (QAction *a : actions)
            if (a->text() == outline->text())
                outlineAction = a;
        QVERIFY(outlineAction);
        QVERIFY(outlineAction->isChecked());
        outlineAction->trigger();
        QVERIFY(!outline->isChecked());
        QVERIFY(!w.outlineView()->isVisible());
        QVERIFY(!outlineAction->isChecked());

        w.resize(1400, 500);
        QTRY_VERIFY(collapse->isVisible());
        QVERIFY(!more->isVisible());
    }

    void searchCollapseAndFollow()
    {
        MemoryTimelineSource source(richConversation());
        TimelineWidget w;
        w.resize(1200, 400);
        w.setSource(&source, QStringLiteral("conv1"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));

        w.collapseAll();
        QCOMPARE(w.proxy()->rowCount(), 2);
        w.setSearchText(QStringLiteral("41 passed"));
        w.findNext();
        QTRY_VERIFY(!w.isSearching());
        const int found = w.currentSourceRow();
        QVERIFY(found >= 0);
        QCOMPARE(w.model()->kindNameAt(found), QStringLiteral("TerminalAction"));
        QVERIFY(!w.proxy()->isTurnCollapsed(w.model()->turnKey(0))); // expanded to show the match
        w.findNext(); // only one match: stays
        QTRY_VERIFY(!w.isSearching());
        QCOMPARE(w.currentSourceRow(), found);
        w.expandAll();

        // Follow: new events scroll into view...
        QList<Event> more;
        for (int i = 0; i < 60; ++i)
            more << agentMessage(QStringLiteral("progress %1").arg(i));
        w.jumpToLatest();
        QVERIFY(w.isFollowing());
        source.append(more);
        QApplication::processEvents();
        QScrollBar *bar = w.listView()->verticalScrollBar();
        QTRY_COMPARE(bar->value(), bar->maximum());
        // ...unless the user scrolled up.
        bar->triggerAction(QAbstractSlider::SliderPageStepSub);
        QVERIFY(!w.isFollowing());
        const int kept = bar->value();
        source.append({agentMessage(QStringLiteral("one more"))});
        QApplication::processEvents();
        QCOMPARE(bar->value(), kept);
        w.jumpToLatest();
        QVERIFY(w.isFollowing());
    }

    void olderPagesLoadAtTheTop()
    {
        QList<Event> events;
        for (int i = 0; i < 3000; ++i)
            events << (i % 50 == 0 ? userMessage(QStringLiteral("turn %1").arg(i))
                                   : agentMessage(QStringLiteral("m %1").arg(i)));
        MemoryTimelineSource source(events);
        TimelineWidget w;
        w.resize(900, 500);
        w.setSource(&source, QStringLiteral("conv1"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.model()->rowCount(), TimelineModel::kDefaultPageSize); // not everything
        QApplication::processEvents();
        QCOMPARE(w.model()->rowCount(), TimelineModel::kDefaultPageSize); // the view did not page by itself
        const QModelIndex top = w.listView()->indexAt(QPoint(4, 4));
        QVERIFY(top.isValid());
        w.loadOlder();
        QCOMPARE(w.model()->rowCount(), 2 * TimelineModel::kDefaultPageSize);
        w.listView()->verticalScrollBar()->triggerAction(QAbstractSlider::SliderToMinimum);
        QTRY_COMPARE(w.model()->rowCount(), 3 * TimelineModel::kDefaultPageSize);
    }

    void everySampleRenders_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("fixture page") << QStringLiteral("fixture:events_search_page.json");
        QTest::newRow("other kinds") << QStringLiteral("fixture:events_other_kinds.json");
        QTest::newRow("sdk jsonl") << QStringLiteral("jsonl:01_sdk_goal_fixture_events.jsonl");
        QTest::newRow("legacy") << QStringLiteral("legacy:");
        QTest::newRow("zip 06") << QStringLiteral("zip:06_cli_trajectory_cli447_hi_followup_iterative_case_a.zip");
        QTest::newRow("zip 07") << QStringLiteral("zip:07_cli_trajectory_confirmation_mode.zip");
        QTest::newRow("zip 08") << QStringLiteral("zip:08_cli_trajectory_creating_agent_plan.zip");
        QTest::newRow("zip 09") << QStringLiteral("zip:09_cli_trajectory_simple_echo_hello_world.zip");
    }

    void everySampleRenders()
    {
        QFETCH(QString, name);
        const QString kind = name.section(QLatin1Char(':'), 0, 0);
        const QString file = name.section(QLatin1Char(':'), 1);
        QList<Event> events = kind == QLatin1String("fixture") ? fixturePage(file)
            : kind == QLatin1String("jsonl")                   ? jsonLines(file)
            : kind == QLatin1String("legacy")                  ? legacyHistory()
                                                               : trajectoryZip(file);
        QVERIFY(!events.isEmpty());
        MemoryTimelineSource source(events);
        TimelineWidget w;
        w.resize(1300, 800);
        w.setSource(&source, QStringLiteral("c"));
        for (int row = 0; row < w.model()->rowCount(); ++row) {
            w.proxy()->setShowNoise(true);
            w.proxy()->setShowPairedResults(true);
            w.selectSourceRow(row);
            QVERIFY2(!w.detailView()->toPlainText().trimmed().isEmpty(), qPrintable(w.model()->kindNameAt(row)));
        }
        if (file.startsWith(QLatin1String("08_"))) {
            w.selectSourceRow(rowOfKindName(*w.model(), QStringLiteral("TaskTrackerAction")));
            QVERIFY(w.detailView()->toPlainText().contains(QChar(0x2610))
                    || w.detailView()->toPlainText().contains(QChar(0x2611)));
            shoot(&w, QStringLiteral("timeline_real_taskplan.png"));
        }
        if (kind == QLatin1String("legacy")) {
            w.selectSourceRow(rowOfKindName(*w.model(), QStringLiteral("ExecuteBashAction")));
            QVERIFY(w.detailView()->toPlainText().contains(QLatin1String("$ ")));
        }
    }

    void browserAndMcpCards()
    {
        Event nav = base(QStringLiteral("ActionEvent"), EventSource::Agent, 1);
        ActionPayload a;
        a.actionKind = QStringLiteral("BrowserNavigateAction");
        a.toolName = QStringLiteral("browser_navigate");
        a.toolCallId = QStringLiteral("b1");
        a.url = QStringLiteral("https://example.com/docs");
        a.actionJson = "{\"kind\":\"BrowserNavigateAction\",\"url\":\"https://example.com/docs\",\"new_tab\":false}";
        nav.payload = a;
        QImage png(8, 6, QImage::Format_RGB32);
        png.fill(Qt::red);
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        png.save(&buffer, "PNG");
        Event obs = base(QStringLiteral("ObservationEvent"), EventSource::Environment, 2);
        ObservationPayload o;
        o.observationKind = QStringLiteral("BrowserObservation");
        o.toolCallId = QStringLiteral("b1");
        o.text = QStringLiteral("Navigated.");
        o.hasScreenshot = true;
        obs.payload = o;
        obs.raw = "{\"observation\":{\"kind\":\"BrowserObservation\",\"screenshot_data\":\"" + bytes.toBase64()
            + "\"},\"kind\":\"ObservationEvent\"}";
        EventCard::Images images;
        const QString html = EventCard::html(nav, obs, {}, &images);
        QCOMPARE(images.size(), 1);
        QCOMPARE(images.first().second.size(), QSize(8, 6));
        QVERIFY(html.contains(QLatin1String("https://example.com/docs")));
        QVERIFY(html.contains(images.first().first.toString().toHtmlEscaped()));

        Event mcp = base(QStringLiteral("ActionEvent"), EventSource::Agent, 3);
        ActionPayload m;
        m.actionKind = QStringLiteral("MCPToolAction");
        m.toolName = QStringLiteral("github_create_issue");
        m.actionJson = "{\"kind\":\"MCPToolAction\",\"data\":{\"title\":\"Flaky test\",\"labels\":[\"ci\"]}}";
        mcp.payload = m;
        QTextDocument doc;
        doc.setHtml(EventCard::html(mcp, std::nullopt, {}));
        QVERIFY(doc.toPlainText().contains(QLatin1String("github_create_issue")));
        QVERIFY(doc.toPlainText().contains(QLatin1String("\"title\": \"Flaky test\"")));
        QVERIFY(doc.toPlainText().contains(QLatin1String("pending")));
    }

    void unknownKindShowsJson()
    {
        Event e = base(QStringLiteral("FancyNewEvent"), EventSource::Agent, 1);
        e.raw = "{\"kind\":\"FancyNewEvent\",\"answer\":42}";
        const QString html = EventCard::html(e, std::nullopt, {});
        QTextDocument doc;
        doc.setHtml(html);
        QVERIFY(doc.toPlainText().contains(QLatin1String("FancyNewEvent")));
        QVERIFY(doc.toPlainText().contains(QLatin1String("\"answer\": 42")));
    }
};

QTEST_MAIN(TestTimelineWidget)
#include "tst_timelinewidget.moc"
