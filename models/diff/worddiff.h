// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringView>

namespace Switchyard {

/// A range of changed characters inside one line, in UTF-16 code units.
struct WordRange
{
    int start = 0;
    int length = 0;
    bool operator==(const WordRange &) const = default;
};

/// Word-level (intra-line) changes between two versions of a line.
namespace WordDiff {

struct Result
{
    QList<WordRange> oldRanges;
    QList<WordRange> newRanges;
};

/// Tokens are runs of letters/digits/underscore, runs of white space, and single other characters
/// (a surrogate pair stays whole). Changed tokens become ranges; ranges separated only by white space
/// are joined.
[[nodiscard]] Result compute(QStringView oldLine, QStringView newLine);

/// 0..1: how alike two lines are (Dice coefficient over their non-blank tokens). Used to pair the
/// removed and added lines of a change.
[[nodiscard]] double similarity(QStringView a, QStringView b);

/// The token boundaries of a line: token i is [bounds[i], bounds[i+1]).
[[nodiscard]] QList<int> tokenBounds(QStringView line);

} // namespace WordDiff

} // namespace Switchyard
