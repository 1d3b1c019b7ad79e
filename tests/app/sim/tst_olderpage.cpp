// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 28 item 5: scrolling to the top when the older page fails. Against the simulator over real
// loopback HTTP (newer generation: the log is read newest first), the history read only on demand:
//  - the failure of the older page a scroll to the top asked for reaches the read interface
//    (SyncStatus::olderEventsError) and the timeline model (olderPageError());
//  - the timeline shows it at its top, "Could not load older events: <reason>. Retry", as plain text;
//  - Retry (through SyncCommands) asks again; so does scrolling to the top again; once the page
//    arrives the line goes and the older rows are loaded.
#include "app/sim/simulator.h"
#include "models/commands/synccommands.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "models/timeline/storetimelinesource.h"
#include "models/timeline/timelinemodel.h"
#include "testutils/sim/loopbackstack.h"
#include "testutils/testpaths.h"
#include "ui/timeline/olderpagebar.h"
#include "ui/timeline/timelinewidget.h"

#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QUrlQuery>

using namespace Switchyard;

namespace {

constexpr int kWaitMs = 15000;

Test::LoopbackOptions options()
{
    Test::LoopbackOptions o;
    o.generation(Sim::ServerGeneration::Newer).rateLimit(false);
    o.sim.autoAdvance = false;
    o.sim.epoch = QDateTime(QDate(2026, 9, 1), QTime(9, 0), Qt::UTC);
    o.recordRequests = true;
    o.retryAttempts = 1; // the failure is the test's, not the retry layer's
    o.startSync = false;
    o.withCommands = false;
    o.timing.openActiveMs = 1000;
    o.timing.openIdleMs = 2000;
    o.timing.listMs = 2000;
    o.timing.backgroundEventsMs = 60000;
    o.timing.settingsMs = 60000;
    o.timing.backoffBaseMs = 50;
    o.timing.backoffCapMs = 200;
    o.timing.historyInBackground = false; // only a scroll to the top (or Retry) asks
    o.timing.jitterSeed = 5;
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

/// The older pages asked for (descending, with a bound) of one conversation so far.
qsizetype olderRequests(const Test::LoopbackStack &s, const QString &id)
{
    qsizetype n = 0;
    for (const QUrl &u : s.requests()) {
        const QUrlQuery q(u);
        n += u.path().contains(id) && u.path().endsWith(QLatin1String("/events/search"))
                && q.hasQueryItem(QStringLiteral("sort_order"))
            ? 1
            : 0;
    }
    return n;
}

void failEvents(Test::LoopbackStack &s, bool fail)
{
    Sim::FaultConfig f;
    if (fail) {
        f.serverErrorRate = 1.0;
        f.serverErrorStatus = 503;
        f.pathContains = QStringLiteral("/events/search");
    }
    s.sim().setFaults(f);
}

/// The stack with one conversation of 600 events open and its newest page (100) stored.
QString openNewestPage(Test::LoopbackStack &s)
{
    const QString id = addConversation(s, 600);
    s.sync()->start();
    s.sync()->setOpenConversation(id);
    if (!QTest::qWaitFor(
            [&] {
                return s.store()->eventCount(id) >= 100;
            },
            kWaitMs))
        return {};
    QTest::qWait(300); // the open tail is at the end; nothing older is asked without a scroll
    return s.store()->eventCount(id) == 100 ? id : QString();
}

} // namespace

class TestOlderPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void failureReachesTheModelAndScrollingAgainRetries()
    {
        Test::LoopbackStack s(options());
        QVERIFY(s.connect());
        const QString id = openNewestPage(s);
        QVERIFY(!id.isEmpty());

        TimelineModel model;
        model.setPageSize(100);
        model.setSyncStatus(s.sync());
        StoreTimelineSource source(s.store(), id);
        model.setSource(&source);
        QVERIFY(model.canFetchMore({}));
        QVERIFY(model.olderPageError().isEmpty());

        failEvents(s, true);
        QSignalSpy changed(&model, &TimelineModel::olderPageErrorChanged);
        model.fetchMore({}); // the user reached the top
        QTRY_VERIFY_WITH_TIMEOUT(!model.olderPageError().isEmpty(), kWaitMs);
        QCOMPARE(s.sync()->olderEventsError(id), model.olderPageError());
        QVERIFY(!changed.isEmpty());
        QCOMPARE(s.store()->eventCount(id), 100);
        QVERIFY(model.canFetchMore({})); // still there to be asked for

        // Scrolling to the top again asks again; the page arrives, the error goes.
        failEvents(s, false);
        const qsizetype asked = olderRequests(s, id);
        QSignalSpy arrived(&model, &TimelineModel::olderEventsArrived);
        model.fetchMore({});
        QTRY_COMPARE_WITH_TIMEOUT(arrived.size(), 1, kWaitMs);
        QVERIFY(olderRequests(s, id) > asked);
        QCOMPARE(s.store()->eventCount(id), 200);
        QVERIFY(model.olderPageError().isEmpty());
        QVERIFY(s.sync()->olderEventsError(id).isEmpty());
        s.sync()->stop();
    }

    void timelineShowsItAtTheTopAndRetries()
    {
        Test::LoopbackStack s(options());
        QVERIFY(s.connect());
        const QString id = openNewestPage(s);
        QVERIFY(!id.isEmpty());
        SyncCommands syncCommands(s.sync(), nullptr);

        TimelineWidget w;
        w.resize(1000, 700);
        w.setStore(s.store());
        w.setSync(s.sync(), &syncCommands);
        w.setConversation(id);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *bar = w.findChild<OlderPageBar *>();
        QVERIFY(bar);
        QVERIFY(!bar->isVisible());

        failEvents(s, true);
        QTRY_VERIFY_WITH_TIMEOUT(w.model()->rowCount() > 0, kWaitMs);
        w.model()->setPageSize(100);
        QScrollBar *vbar = w.listView()->verticalScrollBar();
        w.setFollowing(false);
        vbar->triggerAction(QAbstractSlider::SliderToMinimum); // the user scrolls to the top
        QTRY_VERIFY_WITH_TIMEOUT(bar->isVisible(), kWaitMs);
        const QString text = bar->message()->text();
        QVERIFY2(text.startsWith(QStringLiteral("Could not load older events: ")), qPrintable(text));
        QVERIFY2(text.length() > QStringLiteral("Could not load older events: .").length(), qPrintable(text));
        QCOMPARE(bar->message()->textFormat(), Qt::PlainText);
        QCOMPARE(s.store()->eventCount(id), 100);
        QVERIFY(w.grab().save(Test::screenshotPath(QStringLiteral("timeline-older-page-failed.png"))));

        // Retry, still failing: asked again, still said.
        const qsizetype asked = olderRequests(s, id);
        QSignalSpy changed(w.model(), &TimelineModel::olderPageErrorChanged);
        bar->retryButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(olderRequests(s, id) > asked, kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(changed.size() >= 2 && !w.model()->olderPageError().isEmpty(), kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(bar->isVisible(), kWaitMs);

        // Retry once the server answers: the page arrives, the rows are loaded, the line goes.
        failEvents(s, false);
        const int rows = w.model()->rowCount();
        bar->retryButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(s.store()->eventCount(id), 200, kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(w.model()->rowCount() > rows, kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(!bar->isVisible(), kWaitMs);
        s.sync()->stop();
    }
};

QTEST_MAIN(TestOlderPage)
#include "tst_olderpage.moc"
