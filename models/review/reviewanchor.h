// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/review (pure code). Making an anchor from lines of a text, and finding it again
// in a newer text of the same file (a re-diff after the agent's edits): the exact quoted text at
// the same range, else the quoted text elsewhere (the match whose context agrees best, then the
// nearest), else the comment is outdated: kept, shown where its context puts it, with its
// original code.

#include "models/diff/splittext.h"
#include "models/review/reviewcomment.h"

namespace Switchyard {

/// Where an anchor is in a text now.
struct ReviewLocation
{
    int startLine = 1; ///< 1-based, inclusive (for an outdated anchor: where it was, best guess)
    int endLine = 1;
    bool outdated = false; ///< the quoted lines are not in the text any more (changed or removed)
    bool moved = false; ///< found, but not at its original range

    bool operator==(const ReviewLocation &) const = default;
};

namespace ReviewAnchors {

/// The anchor of lines [startLine, endLine] (1-based, clamped to the text) of `text`.
[[nodiscard]] ReviewAnchor make(const QString &path, ReviewAnchor::Side side, const SplitText &text, int startLine,
                                int endLine, const QString &base = {});

/// Finds `anchor` in `text` (the same side of the file, newer). Costs one pass over the text at
/// most (comparisons of whole lines).
[[nodiscard]] ReviewLocation locate(const ReviewAnchor &anchor, const SplitText &text);

/// "path:L12-L14" (always a range, also for one line: the simulator and agents read it so).
[[nodiscard]] QString reference(const ReviewAnchor &anchor);

} // namespace ReviewAnchors

} // namespace Switchyard
