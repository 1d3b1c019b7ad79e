// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <span>
#include <vector>

namespace Switchyard::MyersDiff {

/// Marks, in `changedA` / `changedB` (resized to a.size() / b.size()), the elements of `a` and `b`
/// that are not part of a common subsequence. Elements are compared as ints (callers intern lines or
/// words first). Myers' O(ND) algorithm in linear space (middle snake, divide and conquer), with two
/// speed-ups that keep the result exact: common prefix/suffix trimming, and dropping elements that
/// occur nowhere in the other sequence before the search. When a single split costs more than
/// `costLimit` edit steps (0 = derived from the input size) the best split found so far is taken,
/// so pathological inputs stay fast at the price of a slightly larger (still correct) diff.
void compute(std::span<const int> a, std::span<const int> b, std::vector<char> &changedA, std::vector<char> &changedB,
             int costLimit = 0);

/// Slides each group of changed elements of `seq` over equal neighbours: as far down as possible,
/// then back up to the last position where the group ends on a blank element (`blank[i]` != 0), if
/// any (so an inserted function comes out as "func… }, blank" rather than "}, blank, func…"). The
/// unchanged elements still form the same common subsequence.
void compactChanges(std::span<const int> seq, std::vector<char> &changed, const std::vector<char> &blank);

} // namespace Switchyard::MyersDiff
