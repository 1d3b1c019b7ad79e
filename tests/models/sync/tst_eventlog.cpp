// SPDX-License-Identifier: GPL-3.0-or-later
// The event log out of append order (issue 15): a conversation opened newest first holds its
// newest page high in the seq space and its history is put below it page by page, without
// rewriting a row; an event the log missed goes to its place by timestamp; the completeness of the
// history survives a restart; the timeline follows a prepend without a reset and asks for older
// pages at seq 0; the naive-timestamp bounds of the ranged fetches are written the server's way.
#include "models/api/codec.h"
#include "models/store/store.h"
#include "models/sync/eventtime.h"
#include "models/timeline/storetimelinesource.h"
#include "models/timeline/timelinemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Switchyard;

namespace {

const QString kConv = QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34");

QString eid(int n)
{
    return QStringLiteral("00000000-0000-4000-8000-%1").arg(n, 12, 10, QLatin1Char('0'));
}

QString ts(int n)
{
    return QStringLiteral("2026-08-20T10:%1:%2.000500")
        .arg(n / 60, 2, 10, QLatin1Char('0'))
        .arg(n % 60, 2, 10, QLatin1Char('0'));
}

Event event(int n, bool user = false)
{
    const QString json =
        QStringLiteral(R"({"id":"%1","timestamp":"%2","source":"%3","kind":"MessageEvent",)"
                       R"("llm_message":{"role":"%4","content":[{"type":"text","text":"message %5"}]}})")
            .arg(eid(n), ts(n), user ? QStringLiteral("user") : QStringLiteral("agent"),
                 user ? QStringLiteral("user") : QStringLiteral("assistant"))
            .arg(n);
    return Api::Codec::parseEvent(json.toUtf8()).value();
}

QList<Event> events(int from, int to, int userEvery = 0)
{
    QList<Event> out;
    for (int n = from; n < to; ++n)
        out.append(event(n, userEvery > 0 && n % userEvery == 0));
    return out;
}

QList<QString> ids(int from, int to)
{
    QList<QString> out;
    for (int n = from; n < to; ++n)
        out.append(eid(n));
    return out;
}

EventCursor cursorOf(const QList<Event> &list)
{
    EventCursor c;
    c.timestamp = list.last().timestamp;
    c.idsAtTimestamp = {list.last().id};
    return c;
}

} // namespace

class TestEventLog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void newestPageThenHistoryBelowIt()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("log.sqlite"));
        {
            QString error;
            auto store = Store::openFile(path, &error);
            QVERIFY2(store, qPrintable(error));
            QSignalSpy changed(store.get(), &Store::changed);
            // The newest page (shuffled as a storage-order server may send it is the caller's
            // business: it arrives sorted here).
            const QList<Event> newest = events(200, 300);
            store->prependEvents(kConv, newest, cursorOf(newest), false);
            store->waitForWrites();
            QCOMPARE(store->eventCount(kConv), 100);
            QVERIFY(!store->hasFullHistory(kConv));
            QCOMPARE(store->eventCursor(kConv).timestamp, ts(299));
            QCOMPARE(store->eventIds(kConv), ids(200, 300));
            QCOMPARE(store->oldestEventTimestamp(kConv), ts(200));
            QCOMPARE(store->findEvent(kConv, eid(250)), 50);
            QCOMPARE(store->event(kConv, 0)->id, eid(200));
            // A first page is an append for the views, not a prepend.
            QVERIFY(changed.last().at(0).value<StoreChanges>().eventsPrepended.isEmpty());

            // An older page, overlapping by one already held: 100 new below, positions move up.
            store->prependEvents(kConv, events(100, 201), {}, false);
            store->waitForWrites();
            QCOMPARE(store->eventCount(kConv), 200);
            const StoreChanges last = changed.last().at(0).value<StoreChanges>();
            QCOMPARE(last.eventsPrepended.value(kConv), 100);
            QCOMPARE(last.eventsAppended.value(kConv), 200);
            QVERIFY(last.eventsReset.isEmpty());
            QCOMPARE(store->eventIds(kConv), ids(100, 300));
            QCOMPARE(store->findEvent(kConv, eid(250)), 150);
            QCOMPARE(store->eventSummaries(kConv, 0, 1).first().id, eid(100));
            QCOMPARE(store->eventCursor(kConv).timestamp, ts(299)); // an older page never moves it back
            QCOMPARE(store->countEventsBetween(kConv, ts(150), ts(160)), 10);
            QCOMPARE(store->countEventsBetween(kConv, {}, {}), 200);

            // The tail appends after it as always.
            const QList<Event> tail = events(300, 310);
            store->appendEvents(kConv, tail, cursorOf(tail));
            store->prependEvents(kConv, events(0, 100), {}, true); // the oldest page
            store->waitForWrites();
            QCOMPARE(store->eventIds(kConv), ids(0, 310));
            QVERIFY(store->hasFullHistory(kConv));
        }
        // Reopened: the history is complete and stays where it is (the base is persisted).
        QString error;
        auto store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        QVERIFY(store->hasFullHistory(kConv));
        QCOMPARE(store->eventCount(kConv), 310);
        QCOMPARE(store->eventIds(kConv), ids(0, 310));
        QCOMPARE(store->findEvent(kConv, eid(0)), 0);
        // No view asks for more once complete.
        QSignalSpy asked(store.get(), &Store::olderEventsRequested);
        store->requestOlderEvents(kConv);
        QCOMPARE(asked.size(), 0);
    }

    void missingEventsGoToTheirPlace()
    {
        auto store = Store::openInMemory();
        QVERIFY(store);
        QList<Event> held = events(0, 50);
        held.remove(20, 3); // 20, 21, 22 missing
        store->appendEvents(kConv, held, cursorOf(held));
        store->waitForWrites();
        QCOMPARE(store->eventCount(kConv), 47);
        QCOMPARE(store->countEventsBetween(kConv, ts(10), ts(30)), 17);
        QSignalSpy changed(store.get(), &Store::changed);
        // A ranged fetch answers with the range, held ones included, in any order.
        QList<Event> range = events(15, 25);
        std::reverse(range.begin(), range.end());
        store->insertEvents(kConv, range, {});
        store->waitForWrites();
        QCOMPARE(store->eventIds(kConv), ids(0, 50));
        QCOMPARE(store->eventCursor(kConv).timestamp, ts(49));
        QVERIFY(changed.last().at(0).value<StoreChanges>().eventsReset.contains(kConv));
        // Newer than everything held: an append, no reset.
        store->insertEvents(kConv, events(50, 52), {});
        store->waitForWrites();
        QCOMPARE(store->eventIds(kConv), ids(0, 52));
        QVERIFY(!changed.last().at(0).value<StoreChanges>().eventsReset.contains(kConv));
        // Nothing new: nothing changes.
        store->insertEvents(kConv, events(0, 52), {});
        store->waitForWrites();
        QCOMPARE(store->eventCount(kConv), 52);
    }

    void timelineFollowsAPrependAndAsksForOlder()
    {
        auto store = Store::openInMemory();
        QVERIFY(store);
        const QList<Event> newest = events(100, 150, 10);
        store->prependEvents(kConv, newest, cursorOf(newest), false);
        store->waitForWrites();

        StoreTimelineSource source(store.get(), kConv);
        TimelineModel model;
        model.setPageSize(20);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSource(&source);
        QCOMPARE(model.rowCount(), 20);
        model.fetchAll();
        QCOMPARE(model.rowCount(), 50);
        QVERIFY(source.canFetchOlder());
        QVERIFY(model.canFetchMore({}));
        const int turnsBefore = model.turnCount();
        const qint64 anchor = model.seqAt(10);
        QCOMPARE(model.eventAt(10)->id, eid(110));

        // At seq 0 the model asks the source, which asks whoever syncs (the sync engine).
        QSignalSpy asked(store.get(), &Store::olderEventsRequested);
        QSignalSpy arrived(&model, &TimelineModel::olderEventsArrived);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.fetchMore({});
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.first().at(0).toString(), kConv);
        QCOMPARE(model.rowCount(), 50);

        // The older page lands: the rows stay, their seqs move up, nothing is reset.
        store->prependEvents(kConv, events(60, 100, 10), {}, true);
        QTRY_COMPARE(arrived.size(), 1);
        QCOMPARE(reset.size(), 0);
        QCOMPARE(model.rowCount(), 50);
        QCOMPARE(model.seqAt(10), anchor + 40);
        QCOMPARE(model.eventAt(10)->id, eid(110));
        QCOMPARE(model.rowForSeq(anchor + 40), 10);
        QVERIFY(model.canFetchMore({}));
        model.fetchAll();
        QCOMPARE(model.rowCount(), 90);
        QCOMPARE(model.eventAt(0)->id, eid(60));
        QCOMPARE(model.turnCount(), turnsBefore + 4);
        QTRY_COMPARE(model.turnNumber(0), 1);
        // Complete now: nothing more to ask for.
        QVERIFY(!source.canFetchOlder());
        QVERIFY(!model.canFetchMore({}));
    }

    void naiveBoundsAreWrittenLikeThePythonServer()
    {
        QCOMPARE(EventTime::justAfter(QStringLiteral("2026-06-16T05:39:18.809928")),
                 QStringLiteral("2026-06-16T05:39:18.809929"));
        QCOMPARE(EventTime::justAfter(QStringLiteral("2026-06-16T05:39:18.999999")),
                 QStringLiteral("2026-06-16T05:39:19"));
        QCOMPARE(EventTime::justAfter(QStringLiteral("2026-06-16T05:39:18")),
                 QStringLiteral("2026-06-16T05:39:18.000001"));
        QCOMPARE(EventTime::justAfter(QStringLiteral("2026-06-16T05:39:18.5")),
                 QStringLiteral("2026-06-16T05:39:18.500001"));
        const auto a = EventTime::toMicros(QStringLiteral("2026-06-16T05:39:18.000100"));
        const auto b = EventTime::toMicros(QStringLiteral("2026-06-16T05:39:20.000100"));
        QVERIFY(a && b);
        QCOMPARE(*b - *a, qint64(2000000));
        QCOMPARE(EventTime::fromMicros(*a + (*b - *a) / 2), QStringLiteral("2026-06-16T05:39:19.000100"));
        QVERIFY(!EventTime::toMicros(QStringLiteral("not a time")));
        QVERIFY(EventTime::justAfter(QString()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestEventLog)
#include "tst_eventlog.moc"
