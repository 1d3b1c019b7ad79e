// SPDX-License-Identifier: GPL-3.0-or-later
// The newer event kinds of spec §13.2 as the app sees them: their summaries (kind, flags, text,
// pairing key), the ask-user question still waiting ("needs me"), the security verdicts attached to
// the actions they judge, and unknown kinds kept generic.
#include "models/api/codec.h"
#include "models/domain/eventsummary.h"
#include "testutils/testpaths.h"

#include <QTest>

using namespace Switchyard;
using namespace Switchyard::Test;

namespace {

QList<Event> newerEvents()
{
    const auto page =
        Api::Codec::parseEventPage(readFile(testDataPath(QStringLiteral("events/newer_kinds_page.json"))));
    if (!page.ok())
        qFatal("newer_kinds_page.json does not parse");
    return page.value().items;
}

QList<EventSummary> summariesOf(const QList<Event> &events)
{
    QList<EventSummary> out;
    for (const Event &e : events)
        out.append(summarizeEvent(e));
    return out;
}

} // namespace

class TestNewEventKinds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void summaries_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("flag");
        QTest::addColumn<QString>("summary");
        QTest::addColumn<QString>("pairing");
        QTest::newRow("question") << 1 << int(EventKind::AskUserRequest) << int(EventSummary::Question)
                                  << QStringLiteral("Question: Which storage backend? (and 1 more)")
                                  << QStringLiteral("ask_Q1");
        QTest::newRow("answer") << 2 << int(EventKind::AskUserResponse) << 0
                                << QStringLiteral("Answered: yes, all of them; SQLite") << QStringLiteral("ask_Q1");
        QTest::newRow("verdict") << 5 << int(EventKind::SecurityAnalysis) << 0
                                 << QStringLiteral("Security check: High risk (LLMSecurityAnalyzer)") << QString();
        QTest::newRow("switch action") << 6 << int(EventKind::Action) << int(EventSummary::ModelSwitch)
                                       << QStringLiteral("Switch to model profile sonnet-fast: Small edits only.")
                                       << QStringLiteral("call_sw_1");
        QTest::newRow("switched") << 7 << int(EventKind::Observation) << int(EventSummary::ModelSwitch)
                                  << QStringLiteral("Now using claude-sonnet-4-5") << QStringLiteral("call_sw_1");
        QTest::newRow("classified") << 9 << int(EventKind::Observation) << int(EventSummary::ModelSwitch)
                                    << QStringLiteral("Task classified as Large refactor, now using claude-opus-4-1")
                                    << QStringLiteral("call_cl_1");
        QTest::newRow("acp run") << 10 << int(EventKind::AcpToolCall) << int(EventSummary::Terminal)
                                 << QStringLiteral("Run python -m pytest -q (completed)")
                                 << QStringLiteral("call_acp_1");
        QTest::newRow("acp failed edit") << 11 << int(EventKind::AcpToolCall)
                                         << int(EventSummary::IsError | EventSummary::FileEdit)
                                         << QStringLiteral("Edit src/app.py (failed)") << QStringLiteral("call_acp_2");
        QTest::newRow("unknown kind") << 13 << int(EventKind::Unknown) << 0
                                      << QStringLiteral("Unknown event kind FutureWidgetEvent") << QString();
    }

    void summaries()
    {
        QFETCH(int, index);
        QFETCH(int, kind);
        QFETCH(int, flag);
        QFETCH(QString, summary);
        QFETCH(QString, pairing);
        const EventSummary s = summarizeEvent(newerEvents().at(index));
        QCOMPARE(int(s.kind), kind);
        QCOMPARE(int(s.flags) & flag, flag);
        QCOMPARE(s.summary, summary);
        QCOMPARE(s.toolCallId, pairing);
    }

    void waitingQuestionIsTheUnansweredOne()
    {
        const QList<Event> events = newerEvents();
        // ask_Q1 was answered; ask_Q2 (event 12) still waits.
        QCOMPARE(waitingQuestion(summariesOf(events)), QStringLiteral("ask_Q2"));
        const auto waiting = waitingQuestion(events);
        QVERIFY(waiting);
        QCOMPARE(waiting->questions.first().text, QStringLiteral("Deploy now?"));
        // Up to the answer of the first question nothing waits; before it, the first one does.
        QCOMPARE(waitingQuestion(summariesOf(events.mid(0, 12))), QString());
        QCOMPARE(waitingQuestion(summariesOf(events.mid(0, 2))), QStringLiteral("ask_Q1"));
        QVERIFY(!waitingQuestion(events.mid(0, 12)));
        QCOMPARE(waitingQuestion(QList<EventSummary>{}), QString());
    }

    void verdictsAttachToTheirActions()
    {
        const QList<Event> events = newerEvents();
        const auto verdicts = securityVerdictsByAction(events);
        QCOMPARE(verdicts.size(), 1);
        const QString judged = events.at(4).id; // the curl | sh TerminalAction
        QVERIFY(verdicts.contains(judged));
        QCOMPARE(verdicts.value(judged).risk.value(), SecurityRisk::High);
        QCOMPARE(verdicts.value(judged).policy, QStringLiteral("ConfirmRisky"));
        QCOMPARE(verdicts.value(judged).analysisEventId, events.at(5).id);
    }

    void unknownKindsArePreservedRaw()
    {
        const QList<Event> events = newerEvents();
        const Event &future = events.at(13);
        QVERIFY(std::holds_alternative<OtherPayload>(future.payload));
        // Re-parsing the kept bytes gives the same event: nothing was dropped.
        const auto again = Api::Codec::parseEvent(future.raw);
        QVERIFY(again.ok());
        QCOMPARE(again.value().raw, future.raw);
        QCOMPARE(again.value().kind, QStringLiteral("FutureWidgetEvent"));
    }
};

QTEST_GUILESS_MAIN(TestNewEventKinds)
#include "tst_neweventkinds.moc"
