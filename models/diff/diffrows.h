// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/diff/filediff.h"

#include <QList>
#include <QSet>

namespace Switchyard {

/// One display row of a diff view.
struct DiffRow
{
    enum class Type : quint8
    {
        Context, ///< unchanged: oldIndex and newIndex
        Removed, ///< oldIndex (unified view)
        Added, ///< newIndex (unified view)
        Change, ///< side by side: oldIndex and/or newIndex (-1 = blank cell)
        Fold, ///< `hiddenCount` unchanged lines starting at oldIndex/newIndex are folded away
    };
    Type type = Type::Context;
    bool paired = false; ///< a modified line (word-level ranges apply)
    bool changeStart = false; ///< first row of a change (hunk navigation)
    int oldIndex = -1;
    int newIndex = -1;
    int changeIndex = -1;
    int hiddenCount = 0;
};

/// Builds the rows of the unified and side-by-side views of a FileDiff, folding unchanged lines
/// further than `contextLines` from any change. A fold is identified by the old index of its first
/// line; folds listed in `expanded` are shown in full.
class DiffRows
{
public:
    [[nodiscard]] static QList<DiffRow> unified(const FileDiff &diff, int contextLines, const QSet<int> &expanded = {});
    [[nodiscard]] static QList<DiffRow> sideBySide(const FileDiff &diff, int contextLines,
                                                   const QSet<int> &expanded = {});
};

} // namespace Switchyard
