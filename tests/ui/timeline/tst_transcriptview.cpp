// SPDX-License-Identifier: GPL-3.0-or-later
// The transcript (TranscriptView, TranscriptHeights, TranscriptDelegate): heights as prefix sums
// (estimates replaced by measurements, appends, inserts, removals, row at y); the view measures only
// the rows it shows, at a million rows too; cards expand in place and change only their own height;
// Markdown renders without raw HTML and without loading resources; the same filters as the log.
#include "models/timeline/memorytimelinesource.h"
#include "models/timeline/timelinefilterproxy.h"
#include "models/timeline/timelinemodel.h"
#include "tests/models/timeline/timelinetestdata.h"
#include "testutils/testpaths.h"
#include "ui/timeline/inerttextdocument.h"
#include "ui/timeline/timelinewidget.h"
#include "ui/timeline/transcriptdelegate.h"
#include "ui/timeline/transcriptheights.h"
#include "ui/timeline/transcriptview.h"

#include <QScrollBar>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using namespace Switchyard::TimelineTestData;

class TestTranscriptView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void heightsArePrefixSums()
    {
        TranscriptHeights h;
        h.reset(5, [](int row) {
            return 10 * (row + 1); // 10 20 30 40 50
        });
        QCOMPARE(h.total(), 150);
        QCOMPARE(h.top(0), 0);
        QCOMPARE(h.top(3), 60);
        QCOMPARE(h.top(5), 150);
        QCOMPARE(h.rowAt(0), 0);
        QCOMPARE(h.rowAt(9), 0);
        QCOMPARE(h.rowAt(10), 1);
        QCOMPARE(h.rowAt(59), 2);
        QCOMPARE(h.rowAt(60), 3);
        QCOMPARE(h.rowAt(10000), 4);
        QVERIFY(!h.isMeasured(2));
        QCOMPARE(h.setMeasured(2, 5), -25);
        QVERIFY(h.isMeasured(2));
        QCOMPARE(h.top(3), 35);
        QCOMPARE(h.total(), 125);
        for (int i = 0; i < 100; ++i)
            h.append(7);
        QCOMPARE(h.size(), 105);
        QCOMPARE(h.total(), 125 + 700);
        QCOMPARE(h.top(105), h.total());
        QCOMPARE(h.rowAt(125 + 7 * 50), 5 + 50);
        h.insert(0, 2, [](int) {
            return 1;
        });
        QCOMPARE(h.top(2), 2);
        QCOMPARE(h.heightOf(4), 5);
        QVERIFY(h.isMeasured(4));
        h.remove(0, 3);
        QCOMPARE(h.heightOf(0), 20);
        QCOMPARE(h.total(), 125 + 700 - 10);
    }

    void viewMeasuresOnlyWhatItShows()
    {
        QList<Event> events;
        for (int i = 0; i < 2000; ++i) {
            events.append(userMessage(QStringLiteral("Please **fix** test %1\n\n```\ncode %1\n```").arg(i), i));
            events.append(terminalAction(QStringLiteral("c%1").arg(i), QStringLiteral("pytest -q"), i));
            events.append(terminalResult(QStringLiteral("c%1").arg(i), QStringLiteral("1 failed"), i % 3, i));
        }
        MemoryTimelineSource source(events);
        TimelineWidget w;
        w.model()->setPageSize(100000);
        w.setSource(&source, QStringLiteral("conv"));
        w.setTranscriptMode(true);
        w.resize(1000, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        TranscriptView *view = w.transcriptView();
        QTRY_VERIFY(view->measuredCount() > 0);
        const int rows = w.proxy()->rowCount();
        QCOMPARE(view->heights().size(), rows);
        QCOMPARE(rows, 4000); // results fold into their actions
        QVERIFY2(view->measuredCount() < 60, qPrintable(QString::number(view->measuredCount())));
        // Follows the end: the last row is in view.
        const QRect last = view->visualRect(w.proxy()->index(rows - 1, 0));
        QVERIFY(last.bottom() <= view->viewport()->height() + 1 && last.top() >= 0);
        // Scrolling to the top measures the rows there, not the ones between.
        view->verticalScrollBar()->setValue(0);
        view->viewport()->repaint();
        QVERIFY(view->measuredCount() < 120);
        QCOMPARE(view->firstVisibleRow(), 0);
        // A card (row 1, the first action) opens in place: only its own height changes.
        const qint64 topOfThird = view->heights().top(2);
        const int before = view->heights().heightOf(1);
        view->toggleRow(1);
        QVERIFY(view->heights().heightOf(1) > before);
        QCOMPARE(view->heights().top(2) - topOfThird, view->heights().heightOf(1) - before);
        view->toggleRow(1);
        QCOMPARE(view->heights().heightOf(1), before);
        // The same filters as the log.
        w.proxy()->setNonZeroExitOnly(true);
        QTRY_COMPARE(view->heights().size(), w.proxy()->rowCount());
        QVERIFY(w.grab().save(Test::screenshotPath(QStringLiteral("transcript.png"))));
    }

    void markdownIsInert()
    {
        InertTextDocument doc;
        doc.setUntrustedMarkdown(
            QStringLiteral("# Title\n\n<b>raw</b> <img src=\"file:///etc/passwd\">\n\n![x](file:///etc/hostname)\n"));
        QVERIFY(doc.toPlainText().contains(QStringLiteral("<b>raw</b>")));
        QVERIFY(!doc.toHtml().contains(QStringLiteral("font-weight:700;\">raw")));
        QVERIFY(!doc.resource(QTextDocument::ImageResource, QUrl(QStringLiteral("file:///etc/hostname"))).isValid());
    }
};

QTEST_MAIN(TestTranscriptView)
#include "tst_transcriptview.moc"
