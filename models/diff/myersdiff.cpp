// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/diff/myersdiff.h"

#include <QHash>

#include <algorithm>
#include <climits>
#include <cmath>

namespace Switchyard::MyersDiff {

namespace {

struct Split
{
    int x = 0;
    int y = 0;
};

struct Box
{
    int xoff, xlim, yoff, ylim;
};

class Searcher
{
public:
    Searcher(std::span<const int> a, std::span<const int> b, int costLimit)
        : m_a(a)
        , m_b(b)
        , m_offset(static_cast<int>(b.size()) + 1)
        , m_fd(a.size() + b.size() + 3)
        , m_bd(a.size() + b.size() + 3)
        , m_costLimit(costLimit)
    { }

    /// Finds a point on (or, past the cost limit, near) an optimal path through the box.
    Split split(int xoff, int xlim, int yoff, int ylim)
    {
        int *fd = m_fd.data() + m_offset;
        int *bd = m_bd.data() + m_offset;
        const int dmin = xoff - ylim;
        const int dmax = xlim - yoff;
        const int fmid = xoff - yoff;
        const int bmid = xlim - ylim;
        const bool odd = ((fmid - bmid) & 1) != 0;
        int fmin = fmid, fmax = fmid, bmin = bmid, bmax = bmid;
        fd[fmid] = xoff;
        bd[bmid] = xlim;
        for (int c = 1;; ++c) {
            // Forward step.
            if (fmin > dmin)
                fd[--fmin - 1] = -1;
            else
                ++fmin;
            if (fmax < dmax)
                fd[++fmax + 1] = -1;
            else
                --fmax;
            for (int d = fmax; d >= fmin; d -= 2) {
                const int tlo = fd[d - 1];
                const int thi = fd[d + 1];
                int x = tlo >= thi ? tlo + 1 : thi;
                int y = x - d;
                while (x < xlim && y < ylim && m_a[x] == m_b[y]) {
                    ++x;
                    ++y;
                }
                fd[d] = x;
                if (odd && bmin <= d && d <= bmax && bd[d] <= x)
                    return {x, y};
            }
            // Backward step.
            if (bmin > dmin)
                bd[--bmin - 1] = INT_MAX;
            else
                ++bmin;
            if (bmax < dmax)
                bd[++bmax + 1] = INT_MAX;
            else
                --bmax;
            for (int d = bmax; d >= bmin; d -= 2) {
                const int tlo = bd[d - 1];
                const int thi = bd[d + 1];
                int x = tlo < thi ? tlo : thi - 1;
                int y = x - d;
                while (x > xoff && y > yoff && m_a[x - 1] == m_b[y - 1]) {
                    --x;
                    --y;
                }
                bd[d] = x;
                if (!odd && fmin <= d && d <= fmax && x <= fd[d])
                    return {x, y};
            }
            if (c >= m_costLimit)
                return furthest({xoff, xlim, yoff, ylim}, fmin, fmax, bmin, bmax);
        }
    }

private:
    /// Too expensive: the furthest-reaching point of either direction (the diagonals fmin..fmax
    /// searched forward, bmin..bmax backward).
    Split furthest(const Box &box, int fmin, int fmax, int bmin, int bmax) const
    {
        const int *fd = m_fd.data() + m_offset;
        const int *bd = m_bd.data() + m_offset;
        int fxybest = -1, fxbest = box.xoff;
        for (int d = fmax; d >= fmin; d -= 2) {
            int x = std::min(fd[d], box.xlim);
            int y = x - d;
            if (box.ylim < y) {
                x = box.ylim + d;
                y = box.ylim;
            }
            if (fxybest < x + y) {
                fxybest = x + y;
                fxbest = x;
            }
        }
        int bxybest = INT_MAX, bxbest = box.xlim;
        for (int d = bmax; d >= bmin; d -= 2) {
            int x = std::max(box.xoff, bd[d]);
            int y = x - d;
            if (y < box.yoff) {
                x = box.yoff + d;
                y = box.yoff;
            }
            if (x + y < bxybest) {
                bxybest = x + y;
                bxbest = x;
            }
        }
        if ((box.xlim + box.ylim) - bxybest < fxybest - (box.xoff + box.yoff))
            return {fxbest, fxybest - fxbest};
        return {bxbest, bxybest - bxbest};
    }

    std::span<const int> m_a;
    std::span<const int> m_b;
    int m_offset;
    std::vector<int> m_fd;
    std::vector<int> m_bd;
    int m_costLimit;
};

/// Myers over sequences in which every element has a match on the other side.
void compareReduced(std::span<const int> a, std::span<const int> b, std::vector<char> &ca, std::vector<char> &cb,
                    int costLimit)
{
    Searcher searcher(a, b, costLimit);
    std::vector<Box> stack;
    stack.push_back({0, static_cast<int>(a.size()), 0, static_cast<int>(b.size())});
    while (!stack.empty()) {
        Box box = stack.back();
        stack.pop_back();
        while (box.xoff < box.xlim && box.yoff < box.ylim && a[box.xoff] == b[box.yoff]) {
            ++box.xoff;
            ++box.yoff;
        }
        while (box.xlim > box.xoff && box.ylim > box.yoff && a[box.xlim - 1] == b[box.ylim - 1]) {
            --box.xlim;
            --box.ylim;
        }
        if (box.xoff == box.xlim) {
            for (int y = box.yoff; y < box.ylim; ++y)
                cb[y] = 1;
            continue;
        }
        if (box.yoff == box.ylim) {
            for (int x = box.xoff; x < box.xlim; ++x)
                ca[x] = 1;
            continue;
        }
        const Split s = searcher.split(box.xoff, box.xlim, box.yoff, box.ylim);
        const bool atStart = s.x == box.xoff && s.y == box.yoff;
        const bool atEnd = s.x == box.xlim && s.y == box.ylim;
        if (atStart || atEnd || s.x < box.xoff || s.x > box.xlim || s.y < box.yoff || s.y > box.ylim) {
            // Cannot make progress (only reachable through the cost cut-off): give up on this box.
            for (int x = box.xoff; x < box.xlim; ++x)
                ca[x] = 1;
            for (int y = box.yoff; y < box.ylim; ++y)
                cb[y] = 1;
            continue;
        }
        stack.push_back({s.x, box.xlim, s.y, box.ylim});
        stack.push_back({box.xoff, s.x, box.yoff, s.y});
    }
}

} // namespace

void compute(std::span<const int> a, std::span<const int> b, std::vector<char> &changedA, std::vector<char> &changedB,
             int costLimit)
{
    changedA.assign(a.size(), 0);
    changedB.assign(b.size(), 0);
    // Trim the common prefix and suffix first: the usual case is a small edit in a big file.
    size_t pre = 0;
    while (pre < a.size() && pre < b.size() && a[pre] == b[pre])
        ++pre;
    size_t suf = 0;
    while (suf < a.size() - pre && suf < b.size() - pre && a[a.size() - 1 - suf] == b[b.size() - 1 - suf])
        ++suf;
    const auto ma = a.subspan(pre, a.size() - pre - suf);
    const auto mb = b.subspan(pre, b.size() - pre - suf);
    if (ma.empty() || mb.empty()) {
        std::fill(changedA.begin() + static_cast<std::ptrdiff_t>(pre),
                  changedA.begin() + static_cast<std::ptrdiff_t>(pre + ma.size()), 1);
        std::fill(changedB.begin() + static_cast<std::ptrdiff_t>(pre),
                  changedB.begin() + static_cast<std::ptrdiff_t>(pre + mb.size()), 1);
        return;
    }

    // Elements with no match on the other side can never be in a common subsequence: mark them
    // and run the search on what is left (this keeps the result exact and D small).
    QHash<int, int> countB;
    countB.reserve(static_cast<qsizetype>(mb.size()));
    for (int v : mb)
        ++countB[v];
    QHash<int, int> countA;
    countA.reserve(static_cast<qsizetype>(ma.size()));
    for (int v : ma)
        ++countA[v];
    std::vector<int> ra, rb, mapA, mapB;
    ra.reserve(ma.size());
    rb.reserve(mb.size());
    for (size_t i = 0; i < ma.size(); ++i) {
        if (countB.contains(ma[i])) {
            ra.push_back(ma[i]);
            mapA.push_back(static_cast<int>(pre + i));
        } else {
            changedA[pre + i] = 1;
        }
    }
    for (size_t j = 0; j < mb.size(); ++j) {
        if (countA.contains(mb[j])) {
            rb.push_back(mb[j]);
            mapB.push_back(static_cast<int>(pre + j));
        } else {
            changedB[pre + j] = 1;
        }
    }
    if (costLimit <= 0) {
        const double n = static_cast<double>(ra.size() + rb.size());
        costLimit = std::max(1024, static_cast<int>(std::sqrt(n) * 8));
    }
    std::vector<char> ca(ra.size(), 0), cb(rb.size(), 0);
    if (!ra.empty() && !rb.empty())
        compareReduced(ra, rb, ca, cb, costLimit);
    else {
        std::fill(ca.begin(), ca.end(), 1);
        std::fill(cb.begin(), cb.end(), 1);
    }
    for (size_t i = 0; i < ca.size(); ++i)
        if (ca[i])
            changedA[static_cast<size_t>(mapA[i])] = 1;
    for (size_t j = 0; j < cb.size(); ++j)
        if (cb[j])
            changedB[static_cast<size_t>(mapB[j])] = 1;
}

void compactChanges(std::span<const int> seq, std::vector<char> &changed, const std::vector<char> &blank)
{
    const int n = static_cast<int>(seq.size());
    int i = 0;
    while (i < n) {
        if (!changed[static_cast<size_t>(i)]) {
            ++i;
            continue;
        }
        int start = i;
        int end = i;
        while (end < n && changed[static_cast<size_t>(end)])
            ++end;
        // Slide down as far as possible: the group [start, end) moves by one when seq[start] ==
        // seq[end] and seq[end] is unchanged.
        int blankEnd = -1;
        if (!blank.empty() && blank[static_cast<size_t>(end - 1)])
            blankEnd = end;
        while (end < n && !changed[static_cast<size_t>(end)] && seq[start] == seq[end]) {
            changed[static_cast<size_t>(start)] = 0;
            changed[static_cast<size_t>(end)] = 1;
            ++start;
            ++end;
            while (end < n && changed[static_cast<size_t>(end)])
                ++end; // merged with the next group
            if (!blank.empty() && blank[static_cast<size_t>(end - 1)])
                blankEnd = end;
        }
        // Move back up to the last position that ended on a blank element.
        if (blankEnd > 0 && blankEnd < end) {
            while (end > blankEnd && start > 0 && !changed[static_cast<size_t>(start - 1)]
                   && seq[start - 1] == seq[end - 1]) {
                changed[static_cast<size_t>(end - 1)] = 0;
                changed[static_cast<size_t>(start - 1)] = 1;
                --start;
                --end;
            }
        }
        i = end;
    }
}

} // namespace Switchyard::MyersDiff
