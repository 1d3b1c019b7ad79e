// SPDX-License-Identifier: GPL-3.0-or-later
// The timeline's live parts (issue #16): the header badge says live / polling / offline, and the
// agent's streaming reply is shown under the events as provisional text (plain text, italic and
// dimmed, under "Agent is typing…"), replaced when its durable event arrives and dropped when the
// socket reconnects. Screenshots (SWITCHYARD_SCREENSHOT_DIR): timeline-streaming.png.
#include "models/store/store.h"
#include "models/sync/live/livemanager.h"
#include "models/sync/live/livestream.h"
#include "models/timeline/memorytimelinesource.h"
#include "tests/models/timeline/timelinetestdata.h"
#include "testutils/testpaths.h"
#include "ui/timeline/livestreamwidget.h"
#include "ui/timeline/timelinewidget.h"

#include <QApplication>
#include <QLabel>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using namespace Switchyard::TimelineTestData;

class TestLiveStreamWidget : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void streamingReplyIsProvisional()
    {
        auto store = Store::openInMemory();
        LiveManager live(nullptr, store.get());
        const QString id = QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34");
        MemoryTimelineSource source(richConversation());
        TimelineWidget w;
        w.resize(1100, 640);
        w.setLive(&live);
        w.setSource(&source, id);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));

        auto *stream = w.findChild<LiveStreamWidget *>();
        auto *badge = w.findChild<LiveBadge *>();
        QVERIFY(stream);
        QVERIFY(badge);
        QVERIFY(stream->isHidden());
        QVERIFY(badge->isVisible());
        QVERIFY(badge->text().contains(QStringLiteral("polling"))); // no socket for it
        live.setOnline(false);
        QVERIFY(badge->text().contains(QStringLiteral("offline")));
        live.setOnline(true);

        LiveStreams *streams = live.streams();
        streams->start(id, QStringLiteral("m-7"), 1);
        streams->delta(id, QStringLiteral("m-7"), 1, 0, false, QStringLiteral("All 42 tests pass now. "));
        streams->delta(id, QStringLiteral("m-7"), 1, 1, false, QStringLiteral("<b>not bold</b> and "));
        streams->delta(id, QStringLiteral("m-7"), 1, 1, false, QStringLiteral("(a repeated delta) "));
        streams->delta(id, QStringLiteral("m-7"), 1, 3, false, QStringLiteral("the fix is in utils/parse.py"));
        QVERIFY(!stream->isHidden());
        const QString text = stream->provisionalText();
        QCOMPARE(text, QStringLiteral("All 42 tests pass now. <b>not bold</b> and the fix is in utils/parse.py"));
        QCOMPARE(streams->items(id).first().lostDeltas, 1); // order 2 never came
        // shown as text, never as markup; dimmed italic
        const QList<QLabel *> labels = stream->findChildren<QLabel *>();
        QVERIFY(!labels.isEmpty());
        for (QLabel *l : labels)
            QCOMPARE(l->textFormat(), Qt::PlainText);
        bool italic = false;
        for (QLabel *l : labels)
            italic = italic || (l->text() == text && l->font().italic());
        QVERIFY(italic);

        QApplication::processEvents();
        QVERIFY(w.grab().save(Test::screenshotPath(QStringLiteral("timeline-streaming.png"))));

        // the durable MessageEvent with the item's id arrives: the placeholder goes
        streams->finish(id, QStringLiteral("m-7"));
        QVERIFY(stream->isHidden());
        // a reconnect drops whatever was streaming
        streams->start(id, QStringLiteral("m-8"), 1);
        streams->delta(id, QStringLiteral("m-8"), 1, 0, false, QStringLiteral("half a"));
        QVERIFY(!stream->isHidden());
        streams->dropAll(id);
        QVERIFY(stream->isHidden());
        // another conversation's stream is not shown here
        streams->delta(QStringLiteral("other"), QStringLiteral("m-9"), 1, 0, false, QStringLiteral("elsewhere"));
        QVERIFY(stream->isHidden());
    }

    void boundedText()
    {
        auto store = Store::openInMemory();
        LiveManager live(nullptr, store.get());
        LiveStreams &streams = *live.streams();
        const QString big(LiveStreams::kMaxItemChars, QLatin1Char('x'));
        streams.delta(QStringLiteral("c"), QStringLiteral("i"), 1, 0, false, big);
        streams.delta(QStringLiteral("c"), QStringLiteral("i"), 1, 1, false, QStringLiteral("more"));
        QCOMPARE(streams.items(QStringLiteral("c")).first().text.size(), LiveStreams::kMaxItemChars);
        LiveStreamWidget w;
        w.setStreams(&live);
        w.setConversation(QStringLiteral("c"));
        QVERIFY(w.provisionalText().size() <= LiveStreamWidget::kShownChars + 50);
    }
};

QTEST_MAIN(TestLiveStreamWidget)
#include "tst_livestreamwidget.moc"
