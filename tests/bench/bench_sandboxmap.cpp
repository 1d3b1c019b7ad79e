// SPDX-License-Identifier: GPL-3.0-or-later
// Sandbox map at scale (issue 9): building the map model and laying it out for 500 sandboxes and
// 5,000 conversations must take at most 100 ms (release build). Also measured: the findings diff of
// a refresh, and turning the layout into graphics items (SandboxMapView::setSnapshot).
// SWITCHYARD_BENCH_QUICK=1 (ctest) uses a tenth of the sizes.

#include "models/sandboxmap/sandboxmapmodel.h"
#include "ui/sandboxmap/graphlayout.h"
#include "ui/sandboxmap/sandboxmapview.h"

#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>

using namespace Switchyard;

namespace {

bool quick()
{
    return qEnvironmentVariableIntValue("SWITCHYARD_BENCH_QUICK") == 1;
}

SandboxMapInput world(int sandboxes, int conversations)
{
    QRandomGenerator rng(9);
    const QDateTime base(QDate(2026, 11, 1), QTime(0, 0), QTimeZone::utc());
    using S = SandboxStatus;
    using E = ExecutionStatus;
    const S statuses[] = {S::Running, S::Running, S::Running, S::Paused, S::Paused, S::Starting, S::Error, S::Missing};
    const E executions[] = {E::Running, E::Idle, E::Finished, E::WaitingForConfirmation, E::Error, E::Stuck};
    QList<Sandbox> sbs;
    sbs.reserve(sandboxes);
    for (int i = 0; i < sandboxes; ++i) {
        Sandbox s;
        s.id = QStringLiteral("sb-%1").arg(i, 6, 10, QLatin1Char('0'));
        s.status = statuses[rng.bounded(8)];
        s.createdAt = base.addSecs(i * 60);
        sbs.append(s);
    }
    QList<Conversation> convs;
    convs.reserve(conversations);
    for (int i = 0; i < conversations; ++i) {
        Conversation c;
        c.id = QStringLiteral("%1").arg(i, 32, 16, QLatin1Char('0'));
        // skewed: a few big shared sandboxes, many small ones, ~1 % orphans
        const int pick = int(rng.bounded(100));
        c.sandboxId = pick == 0
            ? QStringLiteral("sb-gone-%1").arg(i % 7)
            : sbs.at(int(pick < 40 ? rng.bounded(std::max(1, sandboxes / 20)) : rng.bounded(sandboxes))).id;
        c.title = QStringLiteral("Conversation %1").arg(i);
        c.selectedRepository = QStringLiteral("org/repo-%1").arg(i % 37);
        c.sandboxStatus = SandboxStatus::Running;
        c.executionStatus = executions[rng.bounded(6)];
        c.createdAt = base.addSecs(i * 17);
        convs.append(c);
    }
    return SandboxMapModel::inputFrom(sbs, convs);
}

} // namespace

class BenchSandboxMap : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void buildAndLayout()
    {
        const int scale = quick() ? 10 : 1;
        const SandboxMapInput input = world(500 / scale, 5000 / scale);
        int containers = 0;
        QBENCHMARK {
            const SandboxMapSnapshot snap = SandboxMapModel::build(input);
            QList<int> counts;
            counts.reserve(snap.sandboxes.size());
            for (const auto &s : snap.sandboxes)
                counts.append(s.capacityUsed());
            const GraphLayoutResult layout = layoutSandboxMap(counts);
            containers = int(layout.containers.size());
        }
        QVERIFY(containers >= 500 / scale);
    }

    void refreshDiff()
    {
        const int scale = quick() ? 10 : 1;
        SandboxMapInput input = world(500 / scale, 5000 / scale);
        const SandboxMapSnapshot before = SandboxMapModel::build(input);
        input.conversations[3].conversation.executionStatus = ExecutionStatus::Finished;
        const SandboxMapSnapshot after = SandboxMapModel::build(input);
        SandboxMapDelta d;
        QBENCHMARK {
            d = SandboxMapModel::diff(before, after);
        }
        QVERIFY(d.conversationsChanged.size() <= 1);
    }

    void sceneItems()
    {
        const int scale = quick() ? 10 : 1;
        const SandboxMapSnapshot snap = SandboxMapModel::build(world(500 / scale, 5000 / scale));
        QBENCHMARK {
            SandboxMapView view;
            view.resize(1200, 800);
            view.setSnapshot(snap);
        }
    }
};

QTEST_MAIN(BenchSandboxMap)
#include "bench_sandboxmap.moc"
