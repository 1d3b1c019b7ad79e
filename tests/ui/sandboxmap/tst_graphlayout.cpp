// SPDX-License-Identifier: GPL-3.0-or-later
// The pure layout of the sandbox map: no overlaps, containers enclose their nodes, deterministic.

#include "ui/sandboxmap/graphlayout.h"

#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <numeric>

using namespace Switchyard;

namespace {

QList<int> randomCounts(int n, quint32 seed)
{
    QRandomGenerator rng(seed);
    QList<int> counts;
    for (int i = 0; i < n; ++i) {
        const int r = int(rng.bounded(100));
        counts.append(r < 15 ? 0 : r < 60 ? 1 : r < 90 ? int(rng.bounded(2, 8)) : int(rng.bounded(8, 24)));
    }
    return counts;
}

// Strict interior overlap (touching edges is fine).
bool overlaps(const QRectF &a, const QRectF &b)
{
    return a.left() < b.right() && b.left() < a.right() && a.top() < b.bottom() && b.top() < a.bottom();
}

void checkInvariants(const QList<int> &counts, const GraphLayoutResult &r, const GraphLayoutParams &p)
{
    QCOMPARE(r.containers.size(), counts.size());
    QCOMPARE(r.nodes.size(), counts.size());
    for (int i = 0; i < counts.size(); ++i) {
        const QRectF &box = r.containers.at(i);
        QVERIFY(box.width() >= p.minContainerWidth);
        QVERIFY(r.bounds.contains(box));
        QCOMPARE(r.nodes.at(i).size(), std::max(0, counts.at(i)));
        for (const QRectF &node : r.nodes.at(i)) {
            QVERIFY2(box.contains(node), qPrintable(QStringLiteral("node outside container %1").arg(i)));
            QVERIFY(node.top() >= box.top() + p.headerHeight); // never over the header text
            QCOMPARE(node.size(), p.nodeSize);
        }
        const auto &nodes = r.nodes.at(i);
        for (int a = 0; a < nodes.size(); ++a)
            for (int b = a + 1; b < nodes.size(); ++b)
                QVERIFY2(!overlaps(nodes.at(a), nodes.at(b)), "nodes overlap");
    }
    // Containers: sweep by left edge so the check stays fast for 500 boxes.
    QList<int> order(counts.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        return r.containers.at(a).left() < r.containers.at(b).left();
    });
    for (int a = 0; a < order.size(); ++a) {
        const QRectF &ra = r.containers.at(order.at(a));
        for (int b = a + 1; b < order.size(); ++b) {
            const QRectF &rb = r.containers.at(order.at(b));
            if (rb.left() >= ra.right())
                break;
            QVERIFY2(!overlaps(ra, rb),
                     qPrintable(QStringLiteral("containers %1 and %2 overlap").arg(order.at(a)).arg(order.at(b))));
        }
    }
}

} // namespace

class TestGraphLayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void empty()
    {
        const auto r = layoutSandboxMap({});
        QVERIFY(r.containers.isEmpty());
        QVERIFY(r.bounds.isEmpty());
    }

    void containerGrowsWithConversations()
    {
        const GraphLayoutParams p;
        QSizeF previous = containerSize(0, p);
        QVERIFY(previous.height() > p.headerHeight);
        for (int n = 1; n <= 25; ++n) {
            const QSizeF s = containerSize(n, p);
            QVERIFY(s.width() * s.height() >= previous.width() * previous.height());
            QVERIFY(s.width() <= 2 * p.padding + p.maxColumns * p.nodeSize.width() + (p.maxColumns - 1) * p.nodeSpacing
                            + 0.001
                    || s.width() == p.minContainerWidth);
            previous = s;
        }
        // a full sandbox (20) is a 5 x 4 grid
        const QSizeF full = containerSize(20, p);
        QCOMPARE(full.height(), p.headerHeight + 2 * p.padding + 4 * p.nodeSize.height() + 3 * p.nodeSpacing);
        QCOMPARE(containerSize(-3, p), containerSize(0, p));
    }

    void invariants_data()
    {
        QTest::addColumn<QList<int>>("counts");
        QTest::newRow("one empty") << QList<int>{0};
        QTest::newRow("one full") << QList<int>{20};
        QTest::newRow("mixed") << QList<int>{0, 1, 2, 3, 20, 5, 1, 1, 17, 0, 4};
        QTest::newRow("negative counts") << QList<int>{-1, 2, -5};
        QTest::newRow("random 50") << randomCounts(50, 7);
        QTest::newRow("random 500") << randomCounts(500, 42);
    }
    void invariants()
    {
        QFETCH(QList<int>, counts);
        const GraphLayoutParams p;
        const auto r = layoutSandboxMap(counts, p);
        checkInvariants(counts, r, p);
    }

    void otherParams()
    {
        GraphLayoutParams p;
        p.nodeSize = QSizeF(20, 20);
        p.maxColumns = 3;
        p.minContainerWidth = 10;
        p.aspectRatio = 0.5;
        const auto counts = randomCounts(120, 3);
        checkInvariants(counts, layoutSandboxMap(counts, p), p);
    }

    void deterministic()
    {
        const auto counts = randomCounts(300, 11);
        const auto a = layoutSandboxMap(counts);
        const auto b = layoutSandboxMap(counts);
        QCOMPARE(a.containers, b.containers);
        QCOMPARE(a.nodes, b.nodes);
        QCOMPARE(a.bounds, b.bounds);
    }

    void roughlyTheWantedAspect()
    {
        const auto r = layoutSandboxMap(randomCounts(500, 5));
        const qreal aspect = r.bounds.width() / r.bounds.height();
        QVERIFY2(aspect > 0.8 && aspect < 3.2, qPrintable(QString::number(aspect)));
    }

    void appendingKeepsEarlierPositions()
    {
        // A new sandbox appends at the end: everything before it keeps its place as long as the
        // shelf width does not change much (same total area bucket).
        QList<int> counts{1, 2, 3, 1, 1};
        const auto before = layoutSandboxMap(counts);
        counts.append(0);
        const auto after = layoutSandboxMap(counts);
        QCOMPARE(after.containers.first(), before.containers.first());
    }
};

QTEST_GUILESS_MAIN(TestGraphLayout)
#include "tst_graphlayout.moc"
