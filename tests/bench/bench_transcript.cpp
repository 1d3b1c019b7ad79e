// SPDX-License-Identifier: GPL-3.0-or-later
// Transcript benchmark (issue 21): a 1,000,000-event conversation in the reading view.
//  - first paint after opening (newest page) and after loading every row: <= 100 ms;
//  - every scroll step (a wheel step, at the end, the middle and the start): <= 16 ms;
// as thread CPU time of the GUI thread. Figures come from a release build; SWITCHYARD_BENCH_QUICK=1
// uses 20,000 events.
#include "models/timeline/timelinefilterproxy.h"
#include "models/timeline/timelinemodel.h"
#include "models/timeline/timelinesource.h"
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

/// A conversation generated from the seq: a user message every 50 events, agent replies with
/// Markdown, terminal actions with their results.
class SyntheticSource : public TimelineSource
{
public:
    explicit SyntheticSource(qint64 count)
        : m_count(count)
    { }
    qint64 eventCount() const override { return m_count; }
    QList<EventSummary> summaries(qint64 from, qint64 count) const override
    {
        QList<EventSummary> out;
        const qint64 to = std::min(m_count, from + count);
        out.reserve(std::max<qint64>(0, to - from));
        for (qint64 seq = std::max<qint64>(0, from); seq < to; ++seq)
            out.append(summary(seq));
        return out;
    }
    std::optional<Event> event(qint64 seq) const override
    {
        Event e;
        e.id = QString::number(seq);
        const EventSummary s = summary(seq);
        if (s.kind == EventKind::Message) {
            e.kind = QStringLiteral("MessageEvent");
            MessagePayload p;
            p.text = s.summary
                + QStringLiteral(
                         "\n\n- first point\n- second point with `code`\n\n```python\ndef f(x):\n    return x\n```\n");
            e.payload = p;
        } else {
            e.kind = QStringLiteral("ActionEvent");
            ActionPayload a;
            a.actionKind = QStringLiteral("TerminalAction");
            a.command = s.summary;
            e.payload = a;
        }
        return e;
    }

private:
    static EventSummary summary(qint64 seq)
    {
        EventSummary s;
        s.timeMs = 1'787'000'000'000 + seq * 700;
        const QString call = QStringLiteral("toolu_%1").arg(seq / 2);
        if (seq % 50 == 0 || seq % 50 == 1) {
            s.kind = EventKind::Message;
            s.source = seq % 50 == 0 ? EventSource::User : EventSource::Agent;
            s.flags = seq % 50 == 0 ? EventSummary::UserTurn : EventSummary::AgentReply;
            s.kindName = QStringLiteral("MessageEvent");
            s.summary =
                QStringLiteral("Please look at issue #%1 and fix the failing tests in the parser module").arg(seq);
        } else if (seq % 2 == 0) {
            s.kind = EventKind::Action;
            s.source = EventSource::Agent;
            s.flags = EventSummary::Terminal;
            s.kindName = QStringLiteral("TerminalAction");
            s.toolCallId = call;
            s.summary = QStringLiteral("$ python -m pytest tests/test_%1.py -q").arg(seq % 97);
        } else {
            s.kind = EventKind::Observation;
            s.source = EventSource::Environment;
            s.flags = EventSummary::Terminal;
            s.kindName = QStringLiteral("TerminalObservation");
            s.toolCallId = QStringLiteral("toolu_%1").arg((seq - 1) / 2);
            s.exitCode = seq % 7 == 0 ? 1 : 0;
            s.summary = QStringLiteral("exit %1").arg(*s.exitCode);
        }
        return s;
    }
    qint64 m_count;
};

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
        SyntheticSource source(n);
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
    }
};

QTEST_MAIN(BenchTranscript)
#include "bench_transcript.moc"
