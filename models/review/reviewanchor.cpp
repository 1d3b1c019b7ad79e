// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/review/reviewanchor.h"

#include <algorithm>
#include <cstdlib>

namespace Switchyard::ReviewAnchors {

namespace {

bool blockAt(const SplitText &text, int at, const QStringList &block)
{
    const auto n = int(block.size());
    if (at < 0 || at + n > text.lineCount())
        return false;
    for (int i = 0; i < n; ++i) {
        if (text.lines.at(at + i) != block.at(i))
            return false;
    }
    return true;
}

/// How many context lines agree around the quoted lines placed at `at` (0-based).
int contextScore(const ReviewAnchor &a, const SplitText &text, int at)
{
    int score = 0;
    const auto before = int(a.before.size());
    for (int k = 0; k < before; ++k) {
        const int line = at - before + k;
        if (line >= 0 && text.lines.at(line) == a.before.at(k))
            ++score;
    }
    const int end = at + int(a.quoted.size());
    for (int k = 0; k < int(a.after.size()); ++k) {
        const int line = end + k;
        if (line < text.lineCount() && text.lines.at(line) == a.after.at(k))
            ++score;
    }
    return score;
}

/// Among the occurrences of `block` in `text`, the one nearest to `near` (0-based), or -1. With
/// `scored`, the best context score wins first.
int findBlock(const ReviewAnchor &a, const SplitText &text, const QStringList &block, int near, bool scored)
{
    if (block.isEmpty())
        return -1;
    const QString &first = block.first();
    const int last = text.lineCount() - int(block.size());
    int best = -1;
    int bestScore = -1;
    int bestDistance = 0;
    for (int p = 0; p <= last; ++p) {
        if (text.lines.at(p) != first || !blockAt(text, p, block))
            continue;
        const int score = scored ? contextScore(a, text, p) : 0;
        const int distance = std::abs(p - near);
        if (score > bestScore || (score == bestScore && distance < bestDistance)) {
            best = p;
            bestScore = score;
            bestDistance = distance;
        }
    }
    return best;
}

} // namespace

ReviewAnchor make(const QString &path, ReviewAnchor::Side side, const SplitText &text, int startLine, int endLine,
                  const QString &base)
{
    ReviewAnchor a;
    a.path = path;
    a.side = side;
    a.base = base;
    const int count = text.lineCount();
    if (endLine < startLine)
        std::swap(startLine, endLine);
    a.startLine = std::clamp(startLine, 1, std::max(1, count));
    a.endLine = std::clamp(endLine, a.startLine, std::max(1, count));
    for (int i = a.startLine - 1; i < a.endLine && i < count; ++i)
        a.quoted.append(text.lines.at(i));
    for (int i = std::max(0, a.startLine - 1 - ReviewAnchor::kContextLines); i < a.startLine - 1; ++i)
        a.before.append(text.lines.at(i));
    for (int i = a.endLine; i < std::min(count, a.endLine + ReviewAnchor::kContextLines); ++i)
        a.after.append(text.lines.at(i));
    return a;
}

ReviewLocation locate(const ReviewAnchor &anchor, const SplitText &text)
{
    ReviewLocation loc;
    const int n = std::max(1, int(anchor.quoted.size()));
    const int start = anchor.startLine - 1;
    const int context = int(anchor.before.size() + anchor.after.size());
    // The same lines at the same place, with the same lines around them: nothing to search.
    const bool here = !anchor.quoted.isEmpty() && blockAt(text, start, anchor.quoted);
    if (here && contextScore(anchor, text, start) == context) {
        loc.startLine = anchor.startLine;
        loc.endLine = anchor.startLine + n - 1;
        return loc;
    }
    // Elsewhere: the copy whose context agrees best, then the nearest (here, when it ties). A copy
    // elsewhere must keep all its context but one line: repeated code ("}", "return total;")
    // elsewhere is other code that happens to read the same.
    const int found = findBlock(anchor, text, anchor.quoted, start, true);
    if (found >= 0 && (found == start || contextScore(anchor, text, found) >= context - 1)) {
        loc.startLine = found + 1;
        loc.endLine = found + n;
        loc.moved = found != start;
        return loc;
    }
    if (here) { // unchanged where it was, only its surroundings changed
        loc.startLine = anchor.startLine;
        loc.endLine = anchor.startLine + n - 1;
        return loc;
    }
    // The quoted lines changed: outdated. Placed where its context says, else where it was.
    loc.outdated = true;
    int at = start;
    const int before = findBlock(anchor, text, anchor.before, start - int(anchor.before.size()), false);
    if (before >= 0) {
        at = before + int(anchor.before.size());
    } else {
        const int after = findBlock(anchor, text, anchor.after, start + n, false);
        if (after >= 0)
            at = after - n;
    }
    const int count = std::max(1, text.lineCount());
    loc.startLine = std::clamp(at + 1, 1, count);
    loc.endLine = std::clamp(loc.startLine + n - 1, loc.startLine, count);
    return loc;
}

QString reference(const ReviewAnchor &anchor)
{
    return QStringLiteral("%1:L%2-L%3").arg(anchor.path).arg(anchor.startLine).arg(anchor.endLine);
}

} // namespace Switchyard::ReviewAnchors
