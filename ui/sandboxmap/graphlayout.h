// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The sandbox map's layout: a PURE function from "how many conversations each sandbox holds" to
// rectangles. Sandboxes are containers sized by their conversation count (a grid of at most
// `maxColumns` nodes per row), packed left to right on shelves whose width aims at `aspectRatio`.
// No QGraphicsScene, no widgets: unit-tested and benchmarked on its own.

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

namespace Switchyard {

struct GraphLayoutParams
{
    QSizeF nodeSize{96, 26}; ///< one conversation node
    qreal nodeSpacing = 6; ///< between nodes inside a container
    qreal padding = 8; ///< inside a container, around its nodes
    qreal headerHeight = 34; ///< container title band (id, status, x/20)
    qreal containerSpacing = 18; ///< between containers, and between shelves
    int maxColumns = 5; ///< nodes per row inside a container
    qreal minContainerWidth = 210; ///< room for the header text
    qreal aspectRatio = 16.0 / 10.0; ///< wanted width / height of the whole map
};

struct GraphLayoutResult
{
    QList<QRectF> containers; ///< one per input entry, same order
    QList<QList<QRectF>> nodes; ///< per container, one rect per node, row-major
    QRectF bounds; ///< encloses every container (empty when there are none)
};

/// Lays out `nodeCounts.size()` containers; entry i holds nodeCounts[i] (< 0 counts as 0) nodes.
/// Deterministic, O(total nodes), no overlaps, every node inside its container.
[[nodiscard]] GraphLayoutResult layoutSandboxMap(const QList<int> &nodeCounts, const GraphLayoutParams &params = {});

/// The size of one container holding `nodeCount` nodes (used by the layout; exposed for tests).
[[nodiscard]] QSizeF containerSize(int nodeCount, const GraphLayoutParams &params);

} // namespace Switchyard
