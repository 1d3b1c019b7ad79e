// SPDX-License-Identifier: GPL-3.0-or-later
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
    static EventCursor cursorOf(const QList<Api::Event> &events)
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
        const QList<Api::Event> all = fixturePage(QStringLiteral("events_search_page.json"));
        QCOMPARE(all.size(), 15);
        const QList<Api::Event> first = all.mid(0, 10);
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
        QVERIFY(std::get<Api::ActionPayload>(action->payload).command.contains(QLatin1String("pytest")));

        // The live tail lands in the store; the model follows through Store::changed.
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        const QList<Api::Event> rest = all.mid(10);
        store->appendEvents(conv, rest, cursorOf(rest));
        store->waitForWrites();
        QTRY_COMPARE(model.rowCount(), 15);
        QVERIFY(!inserted.isEmpty());
        const int rerun = model.rowForSeq(10);
        QCOMPARE(model.pairStateAt(rerun), TimelineModel::PairState::Ok);
        QCOMPARE(model.turnCount(), 1);
        QVERIFY(model.turnUsage(0).known); // from the stats update, parsed from the store
    }

    void otherConversationsDoNotDisturb()
    {
        auto store = Store::openInMemory();
        StoreTimelineSource source(store.get(), QStringLiteral("c1"));
        TimelineModel model;
        model.setSource(&source);
        QSignalSpy appended(&source, &TimelineSource::eventsAppended);
        const QList<Api::Event> events{userMessage(QStringLiteral("hello"))};
        store->appendEvents(QStringLiteral("c2"), events, cursorOf(events));
        store->waitForWrites();
        QCOMPARE(appended.size(), 0);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestStoreTimelineSource)
#include "tst_storetimelinesource.moc"
