// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/diff/splittext.h"
#include "models/diff/worddiff.h"

#include <QHash>
#include <QList>
#include <QMetaType>
#include <QString>

namespace Switchyard {

struct DiffOptions
{
    /// CRLF and LF line ends compare equal.
    bool ignoreLineEndings = false;
    /// A missing final newline on either side is not a change (the server's /git/diff drops the
    /// trailing newline of `modified`, spec §9.3).
    bool ignoreFinalNewline = false;
    bool detectMoves = true;
    bool wordDiff = true;
    /// Lines longer than this get no word-level diff.
    int maxWordDiffLineLength = 4000;
};

/// One change region: old lines [oldStart, oldStart + oldCount) replaced by new lines
/// [newStart, newStart + newCount). 0-based.
struct DiffChange
{
    int oldStart = 0;
    int oldCount = 0;
    int newStart = 0;
    int newCount = 0;
    bool operator==(const DiffChange &) const = default;
};

/// One row of a change as shown side by side: an old line, a new line, or both. `paired` rows are
/// modified lines with word-level changes.
struct DiffPair
{
    int oldIndex = -1;
    int newIndex = -1;
    bool paired = false;
};

/// A hunk of a unified diff: changes [firstChange, firstChange + changeCount) with context. 0-based.
struct DiffHunk
{
    int oldStart = 0;
    int oldCount = 0;
    int newStart = 0;
    int newCount = 0;
    int firstChange = 0;
    int changeCount = 0;
    /// "@@ -1,4 +1,5 @@" (1-based, as in git).
    [[nodiscard]] QString header() const;
};

/// The line diff of two texts, with word-level changes of modified lines and moved lines. A pure,
/// implicitly copyable value.
class FileDiff
{
public:
    FileDiff() = default;
    static FileDiff compute(const QString &oldText, const QString &newText, const DiffOptions &options = {});
    static FileDiff compute(SplitText oldText, SplitText newText, const DiffOptions &options = {});

    [[nodiscard]] const SplitText &oldText() const { return m_old; }
    [[nodiscard]] const SplitText &newText() const { return m_new; }
    [[nodiscard]] const QList<DiffChange> &changes() const { return m_changes; }
    [[nodiscard]] bool isIdentical() const { return m_changes.isEmpty(); }
    [[nodiscard]] int addedCount() const { return m_added; }
    [[nodiscard]] int removedCount() const { return m_removed; }

    /// Rows of change `changeIndex` for a side-by-side view (modified lines paired by similarity).
    [[nodiscard]] QList<DiffPair> alignedRows(int changeIndex) const;
    [[nodiscard]] QList<DiffHunk> hunks(int contextLines = 3) const;

    /// Word-level changes of a modified line (empty when the line is not paired or unchanged).
    [[nodiscard]] QList<WordRange> oldWordRanges(int oldLine) const { return m_oldWords.value(oldLine); }
    [[nodiscard]] QList<WordRange> newWordRanges(int newLine) const { return m_newWords.value(newLine); }
    /// For a removed line that reappears as an added line elsewhere: that line's index, else -1.
    [[nodiscard]] int movedTo(int oldLine) const { return m_movedOldToNew.value(oldLine, -1); }
    [[nodiscard]] int movedFrom(int newLine) const { return m_movedNewToOld.value(newLine, -1); }
    [[nodiscard]] bool hasMoves() const { return !m_movedOldToNew.isEmpty(); }
    /// A paired old line whose text is equal and only its line ending / final newline differs.
    [[nodiscard]] bool lineEndingOnly(int oldLine) const { return m_eolOnly.contains(oldLine); }

    /// The old line index that new line `newLine` corresponds to when it is unchanged, else -1.
    [[nodiscard]] int oldLineForNew(int newLine) const;
    [[nodiscard]] int newLineForOld(int oldLine) const;

    /// A git-style unified diff ("--- a/x", "+++ b/x", hunks, "\ No newline at end of file").
    [[nodiscard]] QString toUnified(const QString &oldName, const QString &newName, int contextLines = 3) const;

private:
    void buildPairs(const DiffOptions &options);
    [[nodiscard]] QList<QPair<int, int>> pairLines(const DiffChange &c) const;
    void addRows(const DiffChange &c, const QList<QPair<int, int>> &pairs, const DiffOptions &options, int &wordDiffs);
    void detectMoves();

    SplitText m_old;
    SplitText m_new;
    QList<DiffChange> m_changes;
    QList<DiffPair> m_rows; ///< aligned rows of every change, in order
    QList<int> m_rowStart; ///< first row of change i in m_rows; size changes + 1
    QHash<int, QList<WordRange>> m_oldWords;
    QHash<int, QList<WordRange>> m_newWords;
    QHash<int, int> m_movedOldToNew;
    QHash<int, int> m_movedNewToOld;
    QHash<int, bool> m_eolOnly;
    int m_added = 0;
    int m_removed = 0;
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::FileDiff)
