// SPDX-License-Identifier: GPL-3.0-or-later
// Opening a conversation that is not cached, and keeping its log in step, against the simulator
// over real loopback HTTP (issue 15):
//  - newest first: the first event request of an open is `sort_order=TIMESTAMP_DESC&limit=100`,
//    its page is in the store (and the timeline) before anything else, the history follows page by
//    page in one query and is complete afterwards, equal to the server's log, 0 x 429;
//  - a server that rejects sort_order (422) is read oldest first, and asked once per session;
//  - one query per pass: every page of a pass repeats the parameters of its first page, also while
//    events arrive between the pages of a storage-order server that clamps stale page ids;
//  - a gap in the middle of a cached log is closed by ranged counts and searches, not by reading
//    the whole log again;
//  - scrolling to the top asks the sync engine for the next older page;
//  - a server without /api/v1/settings (its HTML page) leaves the sync state Online.
#include "app/sim/simulator.h"
#include "models/api/apiclient.h"
#include "models/store/store.h"
#include "models/sync/eventhistory.h"
#include "models/sync/eventtail.h"
#include "models/sync/syncengine.h"
#include "models/timeline/storetimelinesource.h"
#include "models/timeline/timelinemodel.h"
#include "testutils/sim/loopbackstack.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QUrlQuery>

using namespace Switchyard;

namespace {

SyncTiming timing()
{
    SyncTiming t;
    t.openActiveMs = 1000; // the open poller leaves room in the budget for the history
    t.openIdleMs = 2000;
    t.listMs = 2000;
    t.sandboxesMs = 2000;
    t.backgroundEventsMs = 60000;
    t.startTasksMs = 2000;
    t.settingsMs = 60000;
    t.backoffBaseMs = 50;
    t.backoffCapMs = 200;
    t.countCheckEvery = 1;
    t.jitterSeed = 3;
    return t;
}

/// The simulator (manual clock), the client recording its requests, a store file and a sync engine
/// the test starts itself; no command services.
Test::LoopbackOptions options(Sim::ServerGeneration generation,
                              const std::function<void(Sim::SimOptions &)> &tweak = {})
{
    Test::LoopbackOptions o;
    o.generation(generation);
    o.sim.autoAdvance = false;
    o.sim.epoch = QDateTime(QDate(2026, 9, 1), QTime(9, 0), Qt::UTC);
    if (tweak)
        tweak(o.sim);
    o.recordRequests = true;
    o.timing = timing();
    o.startSync = false;
    o.withCommands = false;
    return o;
}

QString addConversation(Test::LoopbackStack &s, qint64 bulk)
{
    Sim::ConversationSpec spec;
    spec.script = QStringLiteral("chat");
    spec.runToEnd = true;
    spec.bulkEvents = bulk;
    return s.sim().addConversation(spec);
}

/// The event requests for one conversation, in order.
QList<QUrlQuery> eventSearches(const Test::LoopbackStack &s, const QString &id)
{
    QList<QUrlQuery> out;
    for (const QUrl &u : s.requests()) {
        if (u.path().endsWith(QLatin1String("/events/search")) && u.path().contains(id))
            out.append(QUrlQuery(u));
    }
    return out;
}
qsizetype eventRequests(const Test::LoopbackStack &s, const QString &id)
{
    qsizetype n = 0;
    for (const QUrl &u : s.requests())
        n += u.path().contains(id) && u.path().contains(QLatin1String("/events/")) ? 1 : 0;
    return n;
}

/// The server's log (ids) in timestamp order, read without the engine (by the client under test,
/// within its budget).
QList<QString> serverIds(Test::LoopbackStack &s, const QString &id)
{
    QObject ctx;
    return Test::serverEventIds(*s.client(), &ctx, id, 20000).value_or(QList<QString>());
}

QString param(const QUrlQuery &q, const char *name)
{
    return q.queryItemValue(QLatin1String(name));
}

/// Every query with a page_id repeats the one before it of its kind (the tail, or the history read
/// newest first: the two run side by side), page_id aside.
bool passesKeepTheirQuery(const QList<QUrlQuery> &searches, QString *why)
{
    QHash<QString, QUrlQuery> last; // by sort_order
    for (qsizetype i = 0; i < searches.size(); ++i) {
        QUrlQuery b = searches.at(i);
        const QString kind = param(b, "sort_order");
        const bool paged = !param(b, "page_id").isEmpty();
        b.removeAllQueryItems(QStringLiteral("page_id"));
        if (paged) {
            if (!last.contains(kind)) {
                *why = QStringLiteral("request %1: a page_id without a first page").arg(i);
                return false;
            }
            if (last.value(kind).query() != b.query()) {
                *why = QStringLiteral("request %1: %2 after %3").arg(i).arg(b.query(), last.value(kind).query());
                return false;
            }
        }
        last.insert(kind, b);
    }
    return true;
}

} // namespace

class TestSyncOpen : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void newestPageFirstThenHistory()
    {
        Test::LoopbackStack s(options(Sim::ServerGeneration::Newer));
        QVERIFY(s.connect());
        const QString id = addConversation(s, 1500);
        const qint64 total = s.sim().storedEventCount(id);
        QVERIFY(total > 1500);
        TimelineModel model;
        StoreTimelineSource source(s.store(), id);
        model.setSource(&source);

        s.sync()->start();
        s.sync()->setOpenConversation(id);
        QTRY_VERIFY_WITH_TIMEOUT(s.store()->eventCount(id) >= 100, 10000);
        // One request gave the newest page; it is in the timeline at once.
        const QList<QUrlQuery> first = eventSearches(s, id);
        QVERIFY(!first.isEmpty());
        QCOMPARE(param(first.first(), "sort_order"), QStringLiteral("TIMESTAMP_DESC"));
        QCOMPARE(param(first.first(), "limit"), QStringLiteral("100"));
        QVERIFY(param(first.first(), "page_id").isEmpty());
        QTRY_VERIFY(model.rowCount() > 0);
        const QString newestHeld = s.store()->eventIds(id).constLast();

        // The history follows in the background and is complete afterwards.
        QTRY_VERIFY_WITH_TIMEOUT(s.store()->hasFullHistory(id), 60000);
        QTRY_COMPARE_WITH_TIMEOUT(s.store()->eventCount(id), total, 20000);
        s.sync()->stop();
        const qsizetype syncRequests = eventRequests(s, id); // before the test reads the log itself
        const QList<QUrlQuery> syncSearches = eventSearches(s, id);
        qsizetype polls = 0;
        for (const QUrlQuery &q : syncSearches) {
            polls +=
                param(q, "page_id").isEmpty() && param(q, "sort_order").isEmpty() && param(q, "timestamp__lt").isEmpty()
                ? 1
                : 0;
        }
        QString why;
        QVERIFY2(passesKeepTheirQuery(eventSearches(s, id), &why), qPrintable(why));
        const QList<QString> server = serverIds(s, id);
        QCOMPARE(server.size(), total);
        QCOMPARE(QSet<QString>(server.cbegin(), server.cend()).size(), total);
        const QList<QString> local = s.store()->eventIds(id);
        QCOMPARE(QSet<QString>(local.cbegin(), local.cend()), QSet<QString>(server.cbegin(), server.cend()));
        // The first page held the newest event of the whole log.
        QCOMPARE(s.store()->event(id, s.store()->eventCount(id) - 1)->timestamp,
                 s.store()->event(id, s.store()->findEvent(id, newestHeld))->timestamp);
        // Ordered locally by timestamp, whatever order the pages had.
        QString last;
        for (qint64 seq = 0; seq < s.store()->eventCount(id); ++seq) {
            const auto e = s.store()->event(id, seq);
            QVERIFY(e);
            QVERIFY2(e->timestamp >= last, qPrintable(QStringLiteral("seq %1").arg(seq)));
            last = e->timestamp;
        }
        // A page per 100 events and two more (the count checks). Each tail pass starts with one
        // request from the cursor: while the history loads, the open conversation's tail keeps
        // polling, and how often depends on how fast the machine is, so those are counted apart.
        const qint64 pages = (total + 99) / 100;
        qInfo("event requests %lld for %lld events (%lld pages), %lld of them tail passes started",
              qlonglong(syncRequests), qlonglong(total), qlonglong(pages), qlonglong(polls));
        if (syncRequests - polls > pages + 2) {
            for (const QUrlQuery &q : syncSearches)
                qInfo() << q.query();
        }
        QVERIFY(syncRequests - polls <= pages + 2);
        QCOMPARE(s.sim().rateLimitStats().rejected, 0);
        // Remembered: a restart does not fetch the history again.
        s.disconnect(); // the engine and the store go, the file stays
        QString error;
        auto again = Store::openFile(s.storeFile(), &error);
        QVERIFY(again && again->hasFullHistory(id));
    }

    void oldestPageWaitsForItsOwnCommit()
    {
        // The history asks for the next page before the last one is committed; while the cache is
        // slow, the barriers of the earlier pages come back after the oldest page was posted. The
        // history is complete when the oldest page is committed, and no second pass starts before
        // that (one did, from whatever was committed then: 3-7 more requests for 1,500 events on a
        // loaded machine).
        Test::LoopbackStack s(options(Sim::ServerGeneration::Newer));
        QVERIFY(s.connect());
        const QString id = addConversation(s, 450);
        const qint64 total = s.sim().storedEventCount(id);
        EventHistory history(s.client(), s.store());
        // As the sync engine does: each stored page asks for the next one.
        connect(&history, &EventHistory::pageStored, &history, [&](const QString &conversationId) {
            history.fetchOlder(conversationId, Api::RequestPriority::Foreground, [](const auto &) {});
        });
        bool newest = false;
        history.fetchNewest(id, Api::RequestPriority::Foreground, [&](const auto &) {
            newest = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(newest, 10000);
        QCOMPARE(s.store()->eventCount(id), 100);
        // The cache holds its writes (retried in order) while every older page arrives.
        s.store()->setRetryBackoff(std::chrono::milliseconds(20), std::chrono::milliseconds(50));
        s.store()->simulateReadOnly(true);
        std::function<void()> next = [&] {
            const qint64 before = history.requests();
            history.fetchOlder(id, Api::RequestPriority::Foreground, [&, before](const auto &error) {
                if (!error && history.requests() > before) // a page came: the next one
                    QTimer::singleShot(0, &history, next);
            });
        };
        next();
        const qint64 pages = (total + 99) / 100;
        QTRY_COMPARE_WITH_TIMEOUT(history.requests(), pages, 20000);
        QTest::qWait(200); // asked again while the oldest page waits: nothing to do
        QCOMPARE(history.requests(), pages);
        QCOMPARE(s.store()->eventCount(id), 100);
        s.store()->simulateReadOnly(false);
        QTRY_VERIFY_WITH_TIMEOUT(s.store()->hasFullHistory(id), 20000);
        QCOMPARE(s.store()->eventCount(id), total);
        QTest::qWait(200);
        QCOMPARE(history.requests(), pages);
    }

    void olderServerRejectsDescending()
    {
        Test::LoopbackStack s(options(Sim::ServerGeneration::Older));
        QVERIFY(s.connect());
        const QString a = addConversation(s, 250);
        const QString b = addConversation(s, 120);
        s.sync()->start();
        s.sync()->setOpenConversation(a);
        QTRY_COMPARE_WITH_TIMEOUT(s.store()->eventCount(a), s.sim().storedEventCount(a), 20000);
        s.sync()->setOpenConversation(b);
        QTRY_COMPARE_WITH_TIMEOUT(s.store()->eventCount(b), s.sim().storedEventCount(b), 20000);
        s.sync()->stop();
        QCOMPARE(s.store()->eventIds(a), serverIds(s, a));
        QCOMPARE(s.store()->eventIds(b), serverIds(s, b));
        QVERIFY(s.store()->hasFullHistory(a));
        // The 422 was answered once; the rest was read oldest first.
        qsizetype descending = 0;
        for (const QUrl &u : std::as_const(s.requests()))
            descending += QUrlQuery(u).queryItemValue(QStringLiteral("sort_order")) == u"TIMESTAMP_DESC" ? 1 : 0;
        QCOMPARE(descending, qsizetype(1));
    }

    void onePassKeepsItsQuery()
    {
        // Storage order, clamped stale page ids, events arriving between the pages of a pass.
        Test::LoopbackStack s(options(Sim::ServerGeneration::Newer));
        QVERIFY(s.connect());
        const QString id = addConversation(s, 400);
        // Cached up to some point: the open conversation is then tailed forward (no newest page).
        {
            EventTail seed(s.client(), s.store());
            seed.setPageSize(50);
            bool done = false;
            seed.run(id, false, [&](const std::optional<Api::ApiError> &) {
                done = true;
            });
            QTRY_VERIFY_WITH_TIMEOUT(done, 20000);
        }
        s.store()->waitForWrites();
        s.sim().addEvents(id, 5);
        QVERIFY(s.store()->eventCount(id) > 0);
        const qsizetype before = s.requests().size();
        int pages = 0;
        s.setOnRequest([&](const QUrl &u) {
            if (u.path().endsWith(QLatin1String("/events/search")) && ++pages <= 6)
                s.sim().addEvents(id, 15); // more than a page of them per page
        });
        EventTail tail(s.client(), s.store());
        tail.setPageSize(10);
        bool done = false;
        tail.run(id, true, [&](const std::optional<Api::ApiError> &error) {
            QVERIFY(!error);
            done = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
        s.setOnRequest({});
        QList<QUrlQuery> searches;
        for (qsizetype i = before; i < s.requests().size(); ++i) {
            if (s.requests().at(i).path().endsWith(QLatin1String("/events/search")))
                searches.append(QUrlQuery(s.requests().at(i)));
        }
        QVERIFY(searches.size() > 3);
        QString why;
        QVERIFY2(passesKeepTheirQuery(searches, &why), qPrintable(why));
        // Nothing read the whole log again: every search is bounded (the pass below, a gap's
        // ranged fetch on at least one side).
        for (const QUrlQuery &q : std::as_const(searches))
            QVERIFY(!param(q, "timestamp__gte").isEmpty() || !param(q, "timestamp__lt").isEmpty());
        // Another pass catches up with what arrived after its query; then the log is the server's.
        done = false;
        tail.run(id, true, [&](const std::optional<Api::ApiError> &) {
            done = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
        s.store()->waitForWrites();
        const QList<QString> server = serverIds(s, id);
        const QList<QString> local = s.store()->eventIds(id);
        QCOMPARE(local.size(), server.size());
        QCOMPARE(QSet<QString>(local.cbegin(), local.cend()), QSet<QString>(server.cbegin(), server.cend()));
        QCOMPARE(s.sim().rateLimitStats().rejected, 0);
    }

    void gapClosedByRangedFetch()
    {
        Test::LoopbackStack s(options(Sim::ServerGeneration::Older));
        QVERIFY(s.connect());
        const QString id = addConversation(s, 2000);
        // The server's whole log, then a cache that misses five events in the middle.
        QList<Event> all;
        {
            QString pageId;
            QObject ctx;
            for (;;) {
                Api::EventSearch q;
                q.pageId = pageId;
                std::optional<Api::Result<Api::Page<Event>>> r;
                s.client()->searchEvents(id, q, &ctx, [&](Api::Result<Api::Page<Event>> res) {
                    r.emplace(std::move(res));
                });
                QTRY_VERIFY_WITH_TIMEOUT(r.has_value(), 20000);
                QVERIFY(r->ok());
                all.append(r->value().items);
                if (r->value().nextPageId.isEmpty() || r->value().items.isEmpty())
                    break;
                pageId = r->value().nextPageId;
            }
        }
        QList<QString> serverIds;
        for (const Event &e : std::as_const(all))
            serverIds.append(e.id);
        QList<Event> held = all;
        held.remove(1200, 5);
        EventCursor cursor;
        cursor.timestamp = held.constLast().timestamp;
        cursor.idsAtTimestamp = {held.constLast().id};
        s.store()->appendEvents(id, held, cursor);
        s.store()->waitForWrites();
        QCOMPARE(s.store()->eventCount(id), all.size() - 5);

        const qsizetype before = s.requests().size();
        EventTail tail(s.client(), s.store());
        bool done = false;
        tail.run(id, true, [&](const std::optional<Api::ApiError> &error) {
            QVERIFY(!error);
            done = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
        s.store()->waitForWrites();
        QCOMPARE(s.store()->eventIds(id), serverIds);
        QCOMPARE(tail.countMismatches(), 1);
        QVERIFY(tail.gapEvents() >= 5);
        // Bisection: a handful of ranged counts and one small ranged search, not 20 pages.
        const qsizetype requests = s.requests().size() - before;
        qInfo("gap of 5 in %lld events closed with %lld requests", qlonglong(all.size()), qlonglong(requests));
        QVERIFY(requests <= 20);
        for (qsizetype i = before; i < s.requests().size(); ++i) {
            const QUrlQuery q(s.requests().at(i));
            if (s.requests().at(i).path().endsWith(QLatin1String("/events/search")))
                QVERIFY(!param(q, "timestamp__gte").isEmpty() || !param(q, "timestamp__lt").isEmpty());
        }
        // Checked again: in step.
        QSignalSpy synced(&tail, &EventTail::synced);
        done = false;
        tail.run(id, true, [&](const std::optional<Api::ApiError> &) {
            done = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
        QCOMPARE(synced.size(), 1);
    }

    void scrollToTheTopFetchesOlder()
    {
        Test::LoopbackStack s(options(Sim::ServerGeneration::Newer));
        QVERIFY(s.connect());
        SyncTiming t = timing();
        t.historyInBackground = false; // only the timeline asks
        s.sync()->setTiming(t);
        const QString id = addConversation(s, 600);
        s.sync()->start();
        s.sync()->setOpenConversation(id);
        QTRY_VERIFY_WITH_TIMEOUT(s.store()->eventCount(id) >= 100, 10000);
        QTest::qWait(300);
        QCOMPARE(s.store()->eventCount(id), 100);

        TimelineModel model;
        model.setPageSize(100);
        StoreTimelineSource source(s.store(), id);
        model.setSource(&source);
        QCOMPARE(model.rowCount() > 0, true);
        const QString newest = model.eventAt(model.rowCount() - 1)->id;
        QVERIFY(model.canFetchMore({}));
        QSignalSpy arrived(&model, &TimelineModel::olderEventsArrived);
        model.fetchMore({});
        QTRY_COMPARE_WITH_TIMEOUT(arrived.size(), 1, 10000);
        QCOMPARE(s.store()->eventCount(id), 200);
        const int rows = model.rowCount();
        model.fetchMore({});
        QVERIFY(model.rowCount() > rows);
        QCOMPARE(model.eventAt(model.rowCount() - 1)->id, newest);
        QCOMPARE(model.eventAt(0)->id, s.store()->eventIds(id).constFirst());
        QVERIFY(!s.store()->hasFullHistory(id));
        s.sync()->stop();
    }

    void settingsPageUnavailableDegradesAlone()
    {
        Test::LoopbackStack s(options(Sim::ServerGeneration::Older, [](Sim::SimOptions &o) {
            o.features.settingsHtml = true;
        }));
        QVERIFY(s.connect());
        addConversation(s, 0);
        QSignalSpy listed(s.sync(), &SyncEngine::listSynced);
        s.sync()->start();
        QVERIFY(listed.wait(10000));
        QTRY_VERIFY([&] {
            for (const QUrl &u : std::as_const(s.requests())) {
                if (u.path().endsWith(QLatin1String("/settings")))
                    return true;
            }
            return false;
        }());
        QTest::qWait(300);
        QCOMPARE(s.sync()->state().kind, SyncState::Online);
        QVERIFY(s.store()->groupingStrategy().isAbsent());
        QCOMPARE(s.sync()->stats().failures, 0);
        s.sync()->stop();
    }
};

QTEST_GUILESS_MAIN(TestSyncOpen)
#include "tst_syncopen.moc"
