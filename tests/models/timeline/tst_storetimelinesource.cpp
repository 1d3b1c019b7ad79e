// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/codec.h"
#include "models/store/store.h"
#include "models/timeline/storetimelinesource.h"
#include "models/timeline/timelinemodel.h"
#include "tests/models/timeline/timelinetestdata.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using namespace Switchyard::TimelineTestData;

class TestStoreTimelineSource : public QObject
{
    Q_OBJECT
private:
    static EventCursor cursorOf(const QList<Event> &events)
    {
        EventCursor c;
        c.timestamp = events.last().timestamp;
        c.idsAtTimestamp = {events.last().id};
        return c;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void opensFromTheCacheThenAppends()
    {
        const QString conv = QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34");
        auto store = Store::openInMemory();
        QVERIFY(store);
        const QList<Event> all = fixturePage(QStringLiteral("events_search_page.json"));
        QCOMPARE(all.size(), 15);
        const QList<Event> first = all.mid(0, 10);
        store->appendEvents(conv, first, cursorOf(first));
        store->waitForWrites();

        StoreTimelineSource source(store.get(), conv);
        QCOMPARE(source.eventCount(), 10);
        TimelineModel model;
        model.setPageSize(4);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSource(&source);
        QCOMPARE(model.rowCount(), 4);
        model.fetchAll();
        QCOMPARE(model.rowCount(), 10);

        // Summaries come from the store's table, details are parsed from its raw JSON.
        const int terminal = 3;
        QCOMPARE(model.kindNameAt(terminal), QStringLiteral("TerminalAction"));
        QCOMPARE(model.pairStateAt(terminal), TimelineModel::PairState::Failed);
        const auto action = model.eventAt(terminal);
        QVERIFY(action);
        QCOMPARE(action->id, all.at(3).id);
        QVERIFY(std::get<ActionPayload>(action->payload).command.contains(QLatin1String("pytest")));

        // The live tail lands in the store; the model follows through Store::changed.
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        const QList<Event> rest = all.mid(10);
        store->appendEvents(conv, rest, cursorOf(rest));
        store->waitForWrites();
        QTRY_COMPARE(model.rowCount(), 15);
        QVERIFY(!inserted.isEmpty());
        const int rerun = model.rowForSeq(10);
        QCOMPARE(model.pairStateAt(rerun), TimelineModel::PairState::Ok);
        QCOMPARE(model.turnCount(), 1);
        QVERIFY(model.turnUsage(0).known); // from the stats update, parsed from the store
    }

    void wholeLogScansOffTheGuiThread()
    {
        // Events as the server sends them (raw JSON kept in the store); the searched word only in a
        // terminal output, never in a summary.
        auto json = [](int n, const QString &body) {
            return Api::Codec::parseEvent(
                       QStringLiteral("{\"id\":\"00000000-0000-4000-8000-%1\",\"timestamp\":\"2026-08-20T10:00:%2"
                                      ".000000\",%3}")
                           .arg(n, 12, 10, QLatin1Char('0'))
                           .arg(n % 60, 2, 10, QLatin1Char('0'))
                           .arg(body)
                           .toUtf8())
                .value();
        };
        QList<Event> events;
        int n = 0;
        for (int t = 0; t < 50; ++t) {
            events << json(n++,
                           QStringLiteral("\"source\":\"user\",\"kind\":\"MessageEvent\",\"llm_message\":{"
                                          "\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":"
                                          "\"turn %1\"}]}")
                               .arg(t));
            for (int i = 0; i < 3; ++i) {
                const QString call = QStringLiteral("call_%1_%2").arg(t).arg(i);
                const QString extra =
                    (t == 7 || t == 41) && i == 2 ? QStringLiteral("\\nwarning: Zebra stripes") : QString();
                events << json(n++,
                               QStringLiteral("\"source\":\"agent\",\"kind\":\"ActionEvent\",\"tool_name\":"
                                              "\"terminal\",\"tool_call_id\":\"%1\",\"action\":{\"kind\":"
                                              "\"TerminalAction\",\"command\":\"make\"}")
                                   .arg(call));
                events << json(n++,
                               QStringLiteral("\"source\":\"environment\",\"kind\":\"ObservationEvent\","
                                              "\"tool_name\":\"terminal\",\"tool_call_id\":\"%1\","
                                              "\"observation\":{\"kind\":\"TerminalObservation\",\"content\":"
                                              "[{\"type\":\"text\",\"text\":\"ok%2\"}],\"exit_code\":0}")
                                   .arg(call, extra));
            }
        }
        QCOMPARE(events.size(), 350);
        QVERIFY(!events.at(3 * 7 * 0 + 7 * 7 + 6).raw.isEmpty());
        const QString conv = QStringLiteral("c1");
        auto store = Store::openInMemory();
        store->appendEvents(conv, events, cursorOf(events));
        store->waitForWrites();
        StoreTimelineSource source(store.get(), conv);

        QSignalSpy counted(&source, &TimelineSource::userTurnsCounted);
        source.countUserTurnsBefore(7 * 10 + 1);
        QVERIFY(counted.wait(10000));
        QCOMPARE(counted.last().at(1).toLongLong(), 11);

        const qint64 first = 7 * 7 + 6; // turn 7, third result
        const qint64 second = 41 * 7 + 6;
        QSignalSpy found(&source, &TimelineSource::textFound);
        source.findText(1, QStringLiteral("zebra STRIPES"), -1, true);
        QVERIFY(found.wait(10000));
        QCOMPARE(found.last().at(0).toULongLong(), 1u);
        QCOMPARE(found.last().at(1).toLongLong(), first);
        source.findText(2, QStringLiteral("zebra"), first, true);
        QVERIFY(found.wait(10000));
        QCOMPARE(found.last().at(1).toLongLong(), second);
        source.findText(3, QStringLiteral("zebra"), second, true); // wraps
        QVERIFY(found.wait(10000));
        QCOMPARE(found.last().at(1).toLongLong(), first);
        source.findText(4, QStringLiteral("zebra"), first, false); // backwards, wrapping
        QVERIFY(found.wait(10000));
        QCOMPARE(found.last().at(1).toLongLong(), second);
        source.findText(5, QStringLiteral("no such words"), 10, true);
        QVERIFY(found.wait(10000));
        QCOMPARE(found.last().at(1).toLongLong(), -1);

        QSignalSpy textCounted(&source, &TimelineSource::textCounted);
        source.countText(6, QStringLiteral("Zebra"));
        QVERIFY(textCounted.wait(10000));
        QCOMPARE(textCounted.last().at(1).toLongLong(), 2);

        // The model numbers the newest page's turns from the conversation's start.
        TimelineModel model;
        model.setPageSize(20);
        model.setSource(&source);
        QTRY_COMPARE(model.turnNumber(model.turnCount() - 1), 50);
        QCOMPARE(model.turnCount(), 2); // seq 330..349: turns 49 (seq 336) and 50 (seq 343)
        QCOMPARE(model.turnNumber(0), 49);
    }

    void otherConversationsDoNotDisturb()
    {
        auto store = Store::openInMemory();
        StoreTimelineSource source(store.get(), QStringLiteral("c1"));
        TimelineModel model;
        model.setSource(&source);
        QSignalSpy appended(&source, &TimelineSource::eventsAppended);
        const QList<Event> events{userMessage(QStringLiteral("hello"))};
        store->appendEvents(QStringLiteral("c2"), events, cursorOf(events));
        store->waitForWrites();
        QCOMPARE(appended.size(), 0);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestStoreTimelineSource)
#include "tst_storetimelinesource.moc"
