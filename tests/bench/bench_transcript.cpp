// SPDX-License-Identifier: GPL-3.0-or-later
// Transcript benchmark (issue 21): a 1,000,000-event conversation in the reading view.
//  - first paint after opening (newest page) and after loading every row: <= 100 ms;
//  - every scroll step (a wheel step, at the end, the middle and the start): <= 16 ms;
// as thread CPU time of the GUI thread. Each target is checked in a release build (bench/benchtargets.h):
//   cmake --preset release && cmake --build --preset release --target bench_transcript
//   build/release/tests/bench/bench_transcript            (on a quiet machine)
// SWITCHYARD_BENCH_QUICK=1 (ctest) uses 20,000 events and prints the targets without checking them.
#include "bench/benchtargets.h"
#include "models/timeline/timelinefilterproxy.h"
#include "models/timeline/timelinemodel.h"
#include "models/timeline/timelinesource.h"
#include "testutils/timeline/syntheticsource.h"
#include "ui/timeline/timelinewidget.h"
#include "ui/timeline/transcriptview.h"

#include <QApplication>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <ctime>

using namespace Switchyard;

namespace {

double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1000.0 + double(ts.tv_nsec) / 1e6;
}

double paintMs(TranscriptView *view)
{
    const double c = threadCpuMs();
    view->viewport()->repaint();
    return threadCpuMs() - c;
}

} // namespace

class BenchTranscript : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setFont(QFont(QStringLiteral("DejaVu Sans"), 9));
    }

    void millionEvents()
    {
        const qint64 n = qEnvironmentVariableIsSet("SWITCHYARD_BENCH_QUICK") ? 20000 : 1000000;
        Test::SyntheticSource source(n, Test::SyntheticSource::Shape::Chat);
        TimelineWidget w;
        w.resize(1400, 900);
        w.setTranscriptMode(true);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        TranscriptView *view = w.transcriptView();

        double c = threadCpuMs();
        w.setSource(&source, QStringLiteral("bench"));
        view->viewport()->repaint();
        const double open = threadCpuMs() - c;

        c = threadCpuMs();
        w.model()->fetchAll();
        QCoreApplication::processEvents();
        const double loadAll = threadCpuMs() - c;
        c = threadCpuMs();
        view->doItemsLayout();
        view->scrollToBottom();
        view->viewport()->repaint();
        const double firstPaintAll = threadCpuMs() - c;

        // Wheel-sized steps at the end, the middle and the start (rows never seen before each time).
        QScrollBar *bar = view->verticalScrollBar();
        double worst = 0;
        double sum = 0;
        int steps = 0;
        for (const double at : {1.0, 0.5, 0.0}) {
            bar->setValue(int(bar->maximum() * at));
            paintMs(view);
            for (int i = 0; i < 60; ++i) {
                bar->setValue(bar->value() + (at > 0.0 ? -bar->singleStep() : bar->singleStep()));
                const double ms = paintMs(view);
                worst = std::max(worst, ms);
                sum += ms;
                ++steps;
            }
        }
        qInfo("transcript, %lld events (%d rows): open (newest page) + first paint %.1f ms; load all %.1f ms "
              "(model); re-estimate all rows + first paint %.1f ms; scroll step mean %.2f ms, worst %.2f ms; %d rows "
              "measured",
              n, w.proxy()->rowCount(), open, loadAll, firstPaintAll, sum / steps, worst, view->measuredCount());
        QVERIFY(view->measuredCount() < 2000);
        BENCH_TARGET(open <= 100, "transcript: open (newest page) + first paint <= 100 ms");
        BENCH_TARGET(firstPaintAll <= 100, "transcript: first paint with every row loaded <= 100 ms");
        BENCH_TARGET(worst <= 16, "transcript: every scroll step <= 16 ms");
    }
};

QTEST_MAIN(BenchTranscript)
#include "bench_transcript.moc"
