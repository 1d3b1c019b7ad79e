// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/diff/diffrows.h"

#include <algorithm>

namespace Switchyard {

namespace {

/// Appends the unchanged lines old [x0, x1) (new from y0), folding the middle part.
void appendContext(QList<DiffRow> &rows, int x0, int x1, int y0, int ctxBefore, int ctxAfter, const QSet<int> &expanded)
{
    const int count = x1 - x0;
    if (count <= 0)
        return;
    const int keep = ctxBefore + ctxAfter;
    // Folding fewer than 2 lines saves nothing.
    if (count - keep < 2 || expanded.contains(x0 + ctxBefore)) {
        for (int k = 0; k < count; ++k)
            rows.append(DiffRow{DiffRow::Type::Context, false, false, x0 + k, y0 + k, -1, 0});
        return;
    }
    for (int k = 0; k < ctxBefore; ++k)
        rows.append(DiffRow{DiffRow::Type::Context, false, false, x0 + k, y0 + k, -1, 0});
    const int hidden = count - keep;
    rows.append(DiffRow{DiffRow::Type::Fold, false, false, x0 + ctxBefore, y0 + ctxBefore, -1, hidden});
    for (int k = count - ctxAfter; k < count; ++k)
        rows.append(DiffRow{DiffRow::Type::Context, false, false, x0 + k, y0 + k, -1, 0});
}

template<typename EmitChange>
QList<DiffRow> build(const FileDiff &diff, int contextLines, const QSet<int> &expanded, EmitChange emitChange)
{
    QList<DiffRow> rows;
    const int ctx = std::max(0, contextLines);
    const QList<DiffChange> &changes = diff.changes();
    rows.reserve(std::min<qsizetype>(diff.oldText().lineCount() + diff.addedCount() + 2,
                                     (diff.addedCount() + diff.removedCount()) + (changes.size() + 1) * (2 * ctx + 1)));
    int x = 0, y = 0;
    for (int ci = 0; ci < changes.size(); ++ci) {
        const DiffChange &c = changes.at(ci);
        appendContext(rows, x, c.oldStart, y, ci == 0 ? 0 : ctx, ctx, expanded);
        emitChange(rows, ci, c);
        x = c.oldStart + c.oldCount;
        y = c.newStart + c.newCount;
    }
    appendContext(rows, x, diff.oldText().lineCount(), y, changes.isEmpty() ? 0 : ctx, 0, expanded);
    return rows;
}

} // namespace

QList<DiffRow> DiffRows::unified(const FileDiff &diff, int contextLines, const QSet<int> &expanded)
{
    return build(diff, contextLines, expanded, [&diff](QList<DiffRow> &rows, int ci, const DiffChange &c) {
        const QList<DiffPair> aligned = diff.alignedRows(ci);
        QSet<int> pairedOld, pairedNew;
        for (const DiffPair &p : aligned)
            if (p.paired) {
                pairedOld.insert(p.oldIndex);
                pairedNew.insert(p.newIndex);
            }
        bool first = true;
        for (int k = 0; k < c.oldCount; ++k) {
            const int idx = c.oldStart + k;
            rows.append(DiffRow{DiffRow::Type::Removed, pairedOld.contains(idx), first, idx, -1, ci, 0});
            first = false;
        }
        for (int k = 0; k < c.newCount; ++k) {
            const int idx = c.newStart + k;
            rows.append(DiffRow{DiffRow::Type::Added, pairedNew.contains(idx), first, -1, idx, ci, 0});
            first = false;
        }
    });
}

QList<DiffRow> DiffRows::sideBySide(const FileDiff &diff, int contextLines, const QSet<int> &expanded)
{
    return build(diff, contextLines, expanded, [&diff](QList<DiffRow> &rows, int ci, const DiffChange &) {
        const QList<DiffPair> aligned = diff.alignedRows(ci);
        bool first = true;
        for (const DiffPair &p : aligned) {
            rows.append(DiffRow{DiffRow::Type::Change, p.paired, first, p.oldIndex, p.newIndex, ci, 0});
            first = false;
        }
    });
}

} // namespace Switchyard
