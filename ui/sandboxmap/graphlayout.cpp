// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sandboxmap/graphlayout.h"

#include <algorithm>
#include <cmath>

namespace Switchyard {

namespace {

int columnsFor(int nodeCount, const GraphLayoutParams &p)
{
    const int maxCols = std::max(1, p.maxColumns);
    if (nodeCount <= 0)
        return 1;
    // Roughly square grids of wide nodes read best: up to 2 -> one row, then grow to maxColumns.
    const int cols = int(std::ceil(std::sqrt(double(nodeCount) * 1.5)));
    return std::clamp(std::min(cols, nodeCount), 1, maxCols);
}

} // namespace

QSizeF containerSize(int nodeCount, const GraphLayoutParams &p)
{
    const int n = std::max(0, nodeCount);
    const int cols = columnsFor(n, p);
    const int rows = std::max(1, (n + cols - 1) / cols);
    const qreal w = 2 * p.padding + cols * p.nodeSize.width() + (cols - 1) * p.nodeSpacing;
    const qreal h = p.headerHeight + 2 * p.padding + rows * p.nodeSize.height() + (rows - 1) * p.nodeSpacing;
    return {std::max(w, p.minContainerWidth), h};
}

GraphLayoutResult layoutSandboxMap(const QList<int> &nodeCounts, const GraphLayoutParams &p)
{
    GraphLayoutResult r;
    const qsizetype count = nodeCounts.size();
    r.containers.reserve(count);
    r.nodes.reserve(count);
    if (count == 0)
        return r;

    QList<QSizeF> sizes;
    sizes.reserve(count);
    qreal area = 0;
    qreal widest = 0;
    for (int n : nodeCounts) {
        const QSizeF s = containerSize(n, p);
        sizes.append(s);
        area += (s.width() + p.containerSpacing) * (s.height() + p.containerSpacing);
        widest = std::max(widest, s.width());
    }
    const qreal aspect = p.aspectRatio > 0 ? p.aspectRatio : 1.0;
    const qreal shelfWidth = std::max(widest, std::sqrt(area * aspect));

    qreal x = 0;
    qreal y = 0;
    qreal shelfHeight = 0;
    for (qsizetype i = 0; i < count; ++i) {
        const QSizeF s = sizes.at(i);
        if (x > 0 && x + s.width() > shelfWidth) {
            x = 0;
            y += shelfHeight + p.containerSpacing;
            shelfHeight = 0;
        }
        const QRectF box(QPointF(x, y), s);
        r.containers.append(box);
        x += s.width() + p.containerSpacing;
        shelfHeight = std::max(shelfHeight, s.height());

        const int n = std::max(0, nodeCounts.at(i));
        const int cols = columnsFor(n, p);
        QList<QRectF> nodes;
        nodes.reserve(n);
        const qreal left = box.left() + p.padding;
        const qreal top = box.top() + p.headerHeight + p.padding;
        for (int k = 0; k < n; ++k) {
            const int row = k / cols;
            const int col = k % cols;
            nodes.append(QRectF(QPointF(left + col * (p.nodeSize.width() + p.nodeSpacing),
                                        top + row * (p.nodeSize.height() + p.nodeSpacing)),
                                p.nodeSize));
        }
        r.nodes.append(std::move(nodes));
        r.bounds = r.bounds.isNull() ? box : r.bounds.united(box);
    }
    return r;
}

} // namespace Switchyard
