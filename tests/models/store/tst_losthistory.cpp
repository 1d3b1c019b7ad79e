// SPDX-License-Identifier: GPL-3.0-or-later
// History the server no longer has (issue 17 item 4): the store never shrinks a log on the
// server's word. A refill keeps every event the server no longer lists (in its place by time,
// marked), a count below the local one marks the log, the user's "keep" is remembered, and only
// the user's "drop" removes what the server lost.
#include "models/api/codec.h"
#include "models/store/store.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Switchyard;

namespace {

const QString kConv = QStringLiteral("aaaaaaaa000000000000000000000001");

QString eid(int n)
{
    return QStringLiteral("00000000-0000-4000-8000-%1").arg(n, 12, 10, QLatin1Char('0'));
}

/// Event n at 14:00 + n/10 s (so 20,000 events fit in one day, each with its own timestamp).
QString ts(int n, int extraMicro = 0)
{
    const qint64 us = qint64(n) * 100000 + extraMicro;
    const qint64 s = us / 1000000;
    return QStringLiteral("2026-08-20T%1:%2:%3.%4")
        .arg(14 + s / 3600, 2, 10, QLatin1Char('0'))
        .arg((s / 60) % 60, 2, 10, QLatin1Char('0'))
        .arg(s % 60, 2, 10, QLatin1Char('0'))
        .arg(us % 1000000, 6, 10, QLatin1Char('0'));
}

Event makeEvent(int n, const QString &timestamp = {})
{
    const QByteArray json = QStringLiteral(R"({"id":"%1","timestamp":"%2","source":"user","kind":"MessageEvent",)"
                                           R"("llm_message":{"role":"user","content":[{"type":"text","text":"m%3"}]},)"
                                           R"("activated_skills":[]})")
                                .arg(eid(n), timestamp.isEmpty() ? ts(n) : timestamp)
                                .arg(n)
                                .toUtf8();
    auto parsed = Api::Codec::parseEvent(json);
    if (!parsed.ok())
        qFatal("test event does not parse");
    return std::move(parsed).value();
}

QList<Event> range(int from, int to)
{
    QList<Event> out;
    out.reserve(to - from);
    for (int n = from; n < to; ++n)
        out.append(makeEvent(n));
    return out;
}

EventCursor cursorAt(const Event &e)
{
    return EventCursor{e.timestamp, {e.id}};
}

QList<QString> ids(std::initializer_list<int> ns)
{
    QList<QString> out;
    for (int n : ns)
        out.append(eid(n));
    return out;
}

/// The 20,000-event log of the issue, appended in pages as the event tail does.
void fill(Store &store, int count)
{
    for (int from = 0; from < count; from += 1000) {
        const QList<Event> page = range(from, std::min(count, from + 1000));
        store.appendEvents(kConv, page, cursorAt(page.constLast()));
    }
    store.waitForWrites();
}

StoreChanges lastChange(QSignalSpy &spy)
{
    return spy.isEmpty() ? StoreChanges{} : spy.constLast().at(0).value<StoreChanges>();
}

} // namespace

class TestLostHistory : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_n = 0;
    QString freshPath() { return m_dir.filePath(QStringLiteral("l%1.sqlite").arg(++m_n)); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    /// The case of the issue: 20,000 cached, the server's whole list is its first 100.
    void refillWithFewerKeepsEverything()
    {
        const QString path = freshPath();
        QString error;
        auto store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        fill(*store, 20000);
        QCOMPARE(store->eventCount(kConv), 20000);
        const QList<QString> before = store->eventIds(kConv);
        QVERIFY(!store->lostHistory(kConv));

        QSignalSpy spy(store.get(), &Store::changed);
        const QList<Event> server = range(0, 100);
        QElapsedTimer timer;
        timer.start();
        store->replaceEvents(kConv, server, cursorAt(server.constLast()));
        store->waitForWrites();
        qInfo("refill of 100 over 20,000 kept: %lld ms", qint64(timer.elapsed()));
        QCOMPARE(store->eventCount(kConv), 20000);
        QCOMPARE(store->eventIds(kConv), before); // nothing removed, nothing moved
        const auto lost = store->lostHistory(kConv);
        QVERIFY(lost);
        QCOMPARE(lost->serverCount, 100);
        QCOMPARE(lost->localCount, 20000);
        QCOMPARE(lost->knownMissing, 19900);
        QCOMPARE(lost->missing(), 19900);
        QVERIFY(lost->canDrop());
        QVERIFY(!lost->kept);
        QVERIFY(lost->since.isValid());
        QCOMPARE(spy.size(), 1);
        const StoreChanges ch = lastChange(spy);
        QCOMPARE(ch.lostHistory, QList<QString>{kConv});
        QVERIFY(ch.eventsReset.isEmpty()); // no row moved: views need not reload
        // The summaries readers see carry no storage bits.
        const auto sums = store->eventSummaries(kConv, 19999, 1);
        QCOMPARE(sums.size(), 1);
        QVERIFY(sums.at(0).flags < (1 << 16));
        QCOMPARE(sums.at(0).summary, QStringLiteral("m19999"));

        // The same listing again changes nothing.
        spy.clear();
        store->replaceEvents(kConv, server, cursorAt(server.constLast()));
        store->waitForWrites();
        QVERIFY(spy.isEmpty() || lastChange(spy).lostHistory.isEmpty());

        // It survives a restart.
        store.reset();
        store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->eventCount(kConv), 20000);
        const auto again = store->lostHistory(kConv);
        QVERIFY(again);
        QCOMPARE(again->knownMissing, 19900);
        QCOMPARE(again->serverCount, 100);
        QCOMPARE(again->since, lost->since);
    }

    /// The server lost the oldest part: the log keeps its order, no row moves.
    void refillMissingTheOldest()
    {
        auto store = Store::openInMemory();
        fill(*store, 3000);
        const QList<QString> before = store->eventIds(kConv);
        const QList<Event> server = range(2900, 3000);
        store->replaceEvents(kConv, server, cursorAt(server.constLast()));
        store->waitForWrites();
        QCOMPARE(store->eventIds(kConv), before);
        QCOMPARE(store->lostHistory(kConv)->knownMissing, 2900);
        QCOMPARE(store->lostHistory(kConv)->serverCount, 100);
    }

    /// Lost events stay in their place by time among the server's, new ones are merged in.
    void refillMergesByTime()
    {
        auto store = Store::openInMemory();
        store->appendEvents(kConv, range(1, 5), cursorAt(makeEvent(4)));
        store->waitForWrites();
        QSignalSpy spy(store.get(), &Store::changed);
        // The server has 1 and 3 (not 2 and 4) and a new 5 between 3 and 4.
        const Event five = makeEvent(5, ts(3, 50000));
        store->replaceEvents(kConv, {makeEvent(1), makeEvent(3), five}, cursorAt(five));
        store->waitForWrites();
        QCOMPARE(store->eventIds(kConv), ids({1, 2, 3, 5, 4}));
        QCOMPARE(store->eventCount(kConv), 5);
        QCOMPARE(store->lostHistory(kConv)->knownMissing, 2);
        QCOMPARE(store->lostHistory(kConv)->serverCount, 3);
        const StoreChanges ch = lastChange(spy);
        QCOMPARE(ch.eventsReset, QList<QString>{kConv});
        QCOMPARE(ch.eventsAppended.value(kConv), 5);
        QCOMPARE(store->eventCursor(kConv), cursorAt(five)); // a refill sets the cursor
        // Every row can be read where it is now.
        const auto sums = store->eventSummaries(kConv, 0, 10);
        QCOMPARE(sums.size(), 5);
        QCOMPARE(sums.at(3).summary, QStringLiteral("m5"));
        QCOMPARE(store->findEvent(kConv, eid(4)), 4);

        // The server has them all again (with 6 new): the mark goes.
        store->replaceEvents(kConv, {makeEvent(1), makeEvent(2), makeEvent(3), five, makeEvent(4), makeEvent(6)},
                             cursorAt(makeEvent(6)));
        store->waitForWrites();
        QCOMPARE(store->eventIds(kConv), ids({1, 2, 3, 5, 4, 6}));
        QVERIFY(!store->lostHistory(kConv));
        QVERIFY(lastChange(spy).lostHistory.contains(kConv));
    }

    /// A count below the local one marks the log; nothing is dropped on a count alone.
    void countOnlyMarksAndNeverGuesses()
    {
        auto store = Store::openInMemory();
        fill(*store, 500);
        QSignalSpy spy(store.get(), &Store::changed);
        store->markServerLost(kConv, 100);
        store->waitForWrites();
        auto lost = store->lostHistory(kConv);
        QVERIFY(lost);
        QCOMPARE(lost->serverCount, 100);
        QCOMPARE(lost->knownMissing, 0);
        QCOMPARE(lost->missing(), 400);
        QVERIFY(!lost->canDrop());
        QCOMPARE(lastChange(spy).lostHistory, QList<QString>{kConv});
        store->dropLostHistory(kConv);
        store->waitForWrites();
        QCOMPARE(store->eventCount(kConv), 500); // which 400? not known: nothing dropped
        QVERIFY(store->lostHistory(kConv));
        // An unknown conversation: nothing to mark.
        store->markServerLost(QStringLiteral("bbbbbbbb000000000000000000000002"), 0);
        store->waitForWrites();
        QVERIFY(!store->lostHistory(QStringLiteral("bbbbbbbb000000000000000000000002")));
        // The server counts them all again: the mark goes.
        store->markServerLost(kConv, 500);
        store->waitForWrites();
        QVERIFY(!store->lostHistory(kConv));
    }

    void keepIsRemembered()
    {
        const QString path = freshPath();
        QString error;
        auto store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        fill(*store, 300);
        store->replaceEvents(kConv, range(0, 100), cursorAt(makeEvent(99)));
        store->keepLostHistory(kConv);
        QSignalSpy spy(store.get(), &Store::changed);
        store->waitForWrites();
        QVERIFY(store->lostHistory(kConv)->kept);
        QCOMPARE(store->eventCount(kConv), 300);
        QVERIFY(lastChange(spy).lostHistory.contains(kConv));
        store.reset();
        store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        QVERIFY(store->lostHistory(kConv)->kept);
        QCOMPARE(store->lostHistory(kConv)->knownMissing, 200);
        // The loss ends (the server has all again), then a new one begins: asked again.
        store->replaceEvents(kConv, range(0, 300), cursorAt(makeEvent(299)));
        store->waitForWrites();
        QVERIFY(!store->lostHistory(kConv));
        store->markServerLost(kConv, 10);
        store->waitForWrites();
        QVERIFY(store->lostHistory(kConv));
        QVERIFY(!store->lostHistory(kConv)->kept);
    }

    void dropKeepsOnlyWhatTheServerHas()
    {
        const QString path = freshPath();
        QString error;
        auto store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        store->appendEvents(kConv, range(1, 5), cursorAt(makeEvent(4)));
        const Event five = makeEvent(5, ts(3, 50000));
        store->replaceEvents(kConv, {makeEvent(1), makeEvent(3), five}, cursorAt(five));
        store->waitForWrites();
        QCOMPARE(store->eventIds(kConv), ids({1, 2, 3, 5, 4}));
        QSignalSpy spy(store.get(), &Store::changed);
        store->dropLostHistory(kConv);
        store->waitForWrites();
        QCOMPARE(store->eventIds(kConv), ids({1, 3, 5}));
        QCOMPARE(store->eventCount(kConv), 3);
        QVERIFY(!store->lostHistory(kConv));
        const StoreChanges ch = lastChange(spy);
        QCOMPARE(ch.eventsReset, QList<QString>{kConv});
        QCOMPARE(ch.eventsAppended.value(kConv), 3);
        QVERIFY(ch.lostHistory.contains(kConv));
        QCOMPARE(store->eventSummaries(kConv, 2, 1).value(0).summary, QStringLiteral("m5"));
        // The log goes on from there, also after a restart.
        store.reset();
        store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->eventIds(kConv), ids({1, 3, 5}));
        QVERIFY(!store->lostHistory(kConv));
        store->appendEvents(kConv, {makeEvent(6)}, cursorAt(makeEvent(6)));
        store->waitForWrites();
        QCOMPARE(store->eventIds(kConv), ids({1, 3, 5, 6}));
    }

    /// 20,000 kept, the server has 100: dropping leaves exactly the server's 100.
    void dropAtScale()
    {
        auto store = Store::openInMemory();
        fill(*store, 20000);
        const QList<Event> server = range(0, 100);
        store->replaceEvents(kConv, server, cursorAt(server.constLast()));
        store->dropLostHistory(kConv);
        store->waitForWrites();
        QCOMPARE(store->eventCount(kConv), 100);
        QList<QString> expected;
        for (const Event &e : server)
            expected.append(e.id);
        QCOMPARE(store->eventIds(kConv), expected);
        QVERIFY(!store->lostHistory(kConv));
        const auto rec = store->conversation(kConv);
        QVERIFY(!rec); // events without a conversation record: no record appears
    }
};

QTEST_GUILESS_MAIN(TestLostHistory)
#include "tst_losthistory.moc"
