// SPDX-License-Identifier: GPL-3.0-or-later
// The conflict radar at scale (issue 32): the full build for 200 sandboxes x 2,000 events each
// (three conversations per sandbox, a realistic mix of edits, commands, observations, messages and
// noise, fed as stored summaries through RadarFeed) must take at most 50 ms, and each new event after
// that at most 0.2 ms. SWITCHYARD_BENCH_QUICK=1 (ctest) uses a tenth of the sandboxes.

#include "bench/benchtargets.h"
#include "models/radar/conflictradar.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTest>

using namespace Switchyard;

namespace {

const QString kRepo = QStringLiteral("/workspace/project/repo");

struct Stream
{
    QString conversation;
    QList<EventSummary> events;
};

/// One sandbox's log: `events` summaries spread over three conversations, in arrival order.
QList<Stream> sandboxLog(QRandomGenerator &rng, int sandbox, int events, QList<QPair<int, EventSummary>> &order)
{
    static const QList<QString> commands{
        QStringLiteral("cd /workspace/project/repo && python -m pytest -q"),
        QStringLiteral("cd /workspace/project/repo && git status"),
        QStringLiteral("cd /workspace/project/repo && git diff --stat"),
        QStringLiteral("ls -la src"),
        QStringLiteral("grep -rn TODO src | head -20"),
        QStringLiteral("cd /workspace/project/repo && npm run build 2>&1 | tail -30"),
        QStringLiteral("cat README.md"),
        QStringLiteral("cd /workspace/project/repo && sed -i 's/old/new/' src/module_3.py"),
        QStringLiteral("cd /workspace/project/repo && git stash && git stash pop"),
        QStringLiteral("rm -rf build .pytest_cache"),
        QStringLiteral("echo done > /tmp/marker.txt"),
        QStringLiteral("pip install -r requirements.txt"),
    };
    QList<Stream> streams(3);
    for (int c = 0; c < 3; ++c)
        streams[c].conversation = QStringLiteral("c%1-%2").arg(sandbox).arg(c);
    int id = 0;
    while (id < events) {
        const int c = int(rng.bounded(3));
        const int pick = int(rng.bounded(100));
        EventSummary a;
        a.id = QStringLiteral("e%1-%2").arg(sandbox).arg(id++);
        a.timeMs = 1'700'000'000'000LL + id * 1000;
        a.source = EventSource::Agent;
        if (pick < 50) { // an action and its observation
            a.kind = EventKind::Action;
            a.toolCallId = QStringLiteral("call-%1").arg(id);
            if (pick < 22) {
                a.flags = EventSummary::Terminal;
                // mostly read-only commands; now and then one that writes
                const int k = int(rng.bounded(100));
                a.summary = QStringLiteral("$ ") + commands.at(k < 85 ? k % 7 : 7 + k % 5);
            } else {
                a.flags = EventSummary::FileEdit;
                a.kindName = QStringLiteral("FileEditorAction");
                const int file = int(rng.bounded(40));
                a.summary = (rng.bounded(10) == 0 ? QStringLiteral("view ") : QStringLiteral("str_replace ")) + kRepo
                    + QStringLiteral("/src/module_%1.py").arg(file);
            }
            EventSummary o;
            o.id = QStringLiteral("e%1-%2").arg(sandbox).arg(id++);
            o.timeMs = a.timeMs + 500;
            o.kind = EventKind::Observation;
            o.flags = a.flags;
            o.toolCallId = a.toolCallId;
            o.summary = QStringLiteral("ok");
            streams[c].events << a << o;
            order.append({c, a});
            order.append({c, o});
        } else {
            a.kind = pick < 70 ? EventKind::Message : EventKind::StateUpdate;
            a.summary = QStringLiteral("something said");
            streams[c].events << a;
            order.append({c, a});
        }
    }
    return streams;
}

struct World
{
    /// Per sandbox: its conversations and the summaries in arrival order (conversation index, event).
    QList<QList<QString>> conversations;
    QList<QList<QPair<int, EventSummary>>> order;
    qsizetype events = 0;
};

World world(int sandboxes, int eventsPerSandbox)
{
    QRandomGenerator rng(32);
    World w;
    for (int s = 0; s < sandboxes; ++s) {
        QList<QPair<int, EventSummary>> order;
        const QList<Stream> streams = sandboxLog(rng, s, eventsPerSandbox, order);
        QList<QString> ids;
        for (const Stream &st : streams)
            ids.append(st.conversation);
        w.events += order.size();
        w.conversations.append(ids);
        w.order.append(order);
    }
    return w;
}

void build(const World &w, ConflictRadar &radar, RadarFeed &feed)
{
    for (qsizetype s = 0; s < w.conversations.size(); ++s) {
        const QString sandbox = QStringLiteral("sb-%1").arg(s);
        for (const QString &c : w.conversations.at(s))
            radar.setConversation(c, sandbox, kRepo);
        for (const auto &[c, e] : w.order.at(s))
            feed.feed(radar, w.conversations.at(s).at(c), e);
    }
}

} // namespace

class BenchRadar : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fullBuild()
    {
        const int sandboxes = Bench::quick() ? 20 : 200;
        const World w = world(sandboxes, 2000);
        QList<double> ms;
        int conflicts = 0;
        for (int run = 0; run < 7; ++run) {
            ConflictRadar radar;
            RadarFeed feed;
            QElapsedTimer t;
            t.start();
            build(w, radar, feed);
            ms.append(double(t.nsecsElapsed()) / 1e6);
            conflicts = radar.conflictCount();
        }
        // Three conversations per sandbox that edit the same files: every pair overlaps.
        QCOMPARE(conflicts, sandboxes * 3);
        const double median = Bench::percentile(ms, 0.5);
        qInfo("radar full build, %d sandboxes x 2,000 events (%lld events): median %.1f ms, worst %.1f ms "
              "(target <= 50 ms)",
              sandboxes, qlonglong(w.events), median, Bench::percentile(ms, 1.0));
        BENCH_TARGET(median <= 50.0, "radar full build <= 50 ms (200 sandboxes x 2,000 events)");
    }

    void perEvent()
    {
        const int sandboxes = Bench::quick() ? 20 : 200;
        const World w = world(sandboxes, 2000);
        ConflictRadar radar;
        RadarFeed feed;
        build(w, radar, feed);
        // New events after the build: a fresh log per sandbox, fed one at a time.
        const World more = world(sandboxes, 100);
        QList<double> ms;
        ms.reserve(more.events);
        QElapsedTimer t;
        for (qsizetype s = 0; s < more.conversations.size(); ++s) {
            for (const auto &[c, e] : more.order.at(s)) {
                t.start();
                feed.feed(radar, w.conversations.at(s).at(c), e);
                ms.append(double(t.nsecsElapsed()) / 1e6);
            }
        }
        const double p99 = Bench::percentile(ms, 0.99);
        qInfo("radar per new event (%lld events): median %.4f ms, p99 %.4f ms, worst %.3f ms (target <= 0.2 ms)",
              qlonglong(ms.size()), Bench::percentile(ms, 0.5), p99, Bench::percentile(ms, 1.0));
        BENCH_TARGET(p99 <= 0.2, "radar update <= 0.2 ms per new event (p99)");
    }

    void wouldConflictQuery()
    {
        const World w = world(Bench::quick() ? 20 : 200, 2000);
        ConflictRadar radar;
        RadarFeed feed;
        build(w, radar, feed);
        RadarAction pending;
        pending.kind = RadarAction::Command;
        pending.command = QStringLiteral("cd /workspace/project/repo && git reset --hard");
        QList<RadarConflict> hit;
        QBENCHMARK {
            hit = radar.wouldConflict(w.conversations.at(0).at(0), pending);
        }
        QCOMPARE(hit.size(), 2);
    }
};

QTEST_GUILESS_MAIN(BenchRadar)
#include "bench_radar.moc"
