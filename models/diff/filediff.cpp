// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/diff/filediff.h"

#include "models/diff/myersdiff.h"

#include <QStringView>

#include <algorithm>
#include <vector>

namespace Switchyard {

namespace {

constexpr double kPairThreshold = 0.4;
/// Above this many (removed x added) line combinations a change is paired by position.
constexpr int kMaxPairMatrix = 2500;
constexpr int kMaxWordDiffPairs = 20000;

std::vector<int> lineIds(const SplitText &text, QHash<QStringView, int> &intern, const DiffOptions &options,
                         std::vector<char> &blank)
{
    std::vector<int> ids;
    ids.reserve(static_cast<size_t>(text.lines.size()));
    blank.reserve(static_cast<size_t>(text.lines.size()));
    for (qsizetype i = 0; i < text.lines.size(); ++i) {
        const QStringView line(text.lines.at(i));
        auto it = intern.constFind(line);
        if (it == intern.constEnd())
            it = intern.insert(line, static_cast<int>(intern.size()));
        int id = it.value() * 4;
        if (!options.ignoreLineEndings && text.crlf[static_cast<size_t>(i)])
            id += 1;
        if (!options.ignoreFinalNewline && !text.endsWithNewline && i + 1 == text.lines.size())
            id += 2;
        ids.push_back(id);
        blank.push_back(line.trimmed().isEmpty() ? 1 : 0);
    }
    return ids;
}

} // namespace

QString DiffHunk::header() const
{
    auto range = [](int start, int count) {
        // git: "-0,0" for an empty side, the line before the hunk otherwise.
        const int first = count == 0 ? start : start + 1;
        return count == 1 ? QString::number(first) : QStringLiteral("%1,%2").arg(first).arg(count);
    };
    return QStringLiteral("@@ -%1 +%2 @@").arg(range(oldStart, oldCount), range(newStart, newCount));
}

FileDiff FileDiff::compute(const QString &oldText, const QString &newText, const DiffOptions &options)
{
    return compute(SplitText::split(oldText), SplitText::split(newText), options);
}

FileDiff FileDiff::compute(SplitText oldText, SplitText newText, const DiffOptions &options)
{
    FileDiff d;
    d.m_old = std::move(oldText);
    d.m_new = std::move(newText);

    QHash<QStringView, int> intern;
    intern.reserve(d.m_old.lines.size() + d.m_new.lines.size());
    std::vector<char> blankA, blankB;
    const std::vector<int> a = lineIds(d.m_old, intern, options, blankA);
    const std::vector<int> b = lineIds(d.m_new, intern, options, blankB);

    std::vector<char> ca, cb;
    MyersDiff::compute(a, b, ca, cb);
    MyersDiff::compactChanges(a, ca, blankA);
    MyersDiff::compactChanges(b, cb, blankB);

    // Walk both sides: unchanged lines correspond one to one.
    const int n = static_cast<int>(a.size());
    const int m = static_cast<int>(b.size());
    int i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && !ca[static_cast<size_t>(i)] && !cb[static_cast<size_t>(j)]) {
            ++i;
            ++j;
            continue;
        }
        DiffChange c;
        c.oldStart = i;
        c.newStart = j;
        while (i < n && ca[static_cast<size_t>(i)])
            ++i;
        while (j < m && cb[static_cast<size_t>(j)])
            ++j;
        c.oldCount = i - c.oldStart;
        c.newCount = j - c.newStart;
        if (c.oldCount == 0 && c.newCount == 0) {
            // Only possible if one side ran out while the other still has unchanged lines, which a
            // valid common subsequence rules out; stay safe anyway.
            c.oldCount = n - i;
            c.newCount = m - j;
            i = n;
            j = m;
        }
        d.m_removed += c.oldCount;
        d.m_added += c.newCount;
        d.m_changes.append(c);
    }

    d.buildPairs(options);
    if (options.detectMoves)
        d.detectMoves();
    return d;
}

void FileDiff::buildPairs(const DiffOptions &options)
{
    m_rowStart.reserve(m_changes.size() + 1);
    int wordDiffs = 0;
    for (const DiffChange &c : std::as_const(m_changes)) {
        m_rowStart.append(static_cast<int>(m_rows.size()));
        addRows(c, pairLines(c), options, wordDiffs);
    }
    m_rowStart.append(static_cast<int>(m_rows.size()));
}

// Chooses which (old, new) lines of a change are modified versions of each other, keeping order:
// the pairing of the best total similarity, or by position when the change is too large for that.
QList<QPair<int, int>> FileDiff::pairLines(const DiffChange &c) const
{
    const int k = c.oldCount;
    const int mm = c.newCount;
    QList<QPair<int, int>> pairs;
    if (k <= 0 || mm <= 0)
        return pairs;
    if (k * mm > kMaxPairMatrix) {
        for (int x = 0; x < std::min(k, mm); ++x)
            if (WordDiff::similarity(m_old.lines.at(c.oldStart + x), m_new.lines.at(c.newStart + x)) >= kPairThreshold)
                pairs.append({x, x});
        return pairs;
    }
    std::vector<double> sim(static_cast<size_t>(k * mm));
    for (int x = 0; x < k; ++x)
        for (int y = 0; y < mm; ++y)
            sim[static_cast<size_t>(x * mm + y)] =
                WordDiff::similarity(m_old.lines.at(c.oldStart + x), m_new.lines.at(c.newStart + y));
    // score[x][y]: best total similarity using old[x..) and new[y..).
    std::vector<double> score(static_cast<size_t>((k + 1) * (mm + 1)), 0.0);
    auto at = [&](int x, int y) -> double & {
        return score[static_cast<size_t>(x * (mm + 1) + y)];
    };
    for (int x = k - 1; x >= 0; --x)
        for (int y = mm - 1; y >= 0; --y) {
            double best = std::max(at(x + 1, y), at(x, y + 1));
            const double s = sim[static_cast<size_t>(x * mm + y)];
            if (s >= kPairThreshold)
                best = std::max(best, at(x + 1, y + 1) + s);
            at(x, y) = best;
        }
    int x = 0, y = 0;
    while (x < k && y < mm) {
        const double s = sim[static_cast<size_t>(x * mm + y)];
        if (s >= kPairThreshold && at(x, y) == at(x + 1, y + 1) + s) {
            pairs.append({x, y});
            ++x;
            ++y;
        } else if (at(x, y) == at(x + 1, y)) {
            ++x;
        } else {
            ++y;
        }
    }
    return pairs;
}

// Rows: the unpaired lines between two pairs share rows, then the pair gets its own row (with its
// word-level changes, or marked as differing in its line ending only).
void FileDiff::addRows(const DiffChange &c, const QList<QPair<int, int>> &pairs, const DiffOptions &options,
                       int &wordDiffs)
{
    int x = 0, y = 0;
    auto flushGap = [&](int xEnd, int yEnd) {
        while (x < xEnd || y < yEnd) {
            DiffPair row;
            if (x < xEnd)
                row.oldIndex = c.oldStart + x++;
            if (y < yEnd)
                row.newIndex = c.newStart + y++;
            m_rows.append(row);
        }
    };
    for (const auto &p : pairs) {
        flushGap(p.first, p.second);
        DiffPair row{c.oldStart + x, c.newStart + y, true};
        m_rows.append(row);
        const QString &ol = m_old.lines.at(row.oldIndex);
        const QString &nl = m_new.lines.at(row.newIndex);
        if (ol == nl) {
            m_eolOnly.insert(row.oldIndex, true);
        } else if (options.wordDiff && wordDiffs < kMaxWordDiffPairs && ol.size() <= options.maxWordDiffLineLength
                   && nl.size() <= options.maxWordDiffLineLength) {
            ++wordDiffs;
            WordDiff::Result w = WordDiff::compute(ol, nl);
            if (!w.oldRanges.isEmpty())
                m_oldWords.insert(row.oldIndex, std::move(w.oldRanges));
            if (!w.newRanges.isEmpty())
                m_newWords.insert(row.newIndex, std::move(w.newRanges));
        }
        ++x;
        ++y;
    }
    flushGap(c.oldCount, c.newCount);
}

void FileDiff::detectMoves()
{
    // Index the added lines that are not part of a modified pair.
    QHash<QStringView, QList<int>> added;
    QHash<int, int> changeOfNew;
    QHash<int, bool> pairedNew, pairedOld;
    for (const DiffPair &r : std::as_const(m_rows))
        if (r.paired) {
            pairedNew.insert(r.newIndex, true);
            pairedOld.insert(r.oldIndex, true);
        }
    for (int ci = 0; ci < m_changes.size(); ++ci) {
        const DiffChange &c = m_changes.at(ci);
        for (int y = c.newStart; y < c.newStart + c.newCount; ++y) {
            if (pairedNew.contains(y) || QStringView(m_new.lines.at(y)).trimmed().size() < 2)
                continue;
            added[QStringView(m_new.lines.at(y))].append(y);
            changeOfNew.insert(y, ci);
        }
    }
    if (added.isEmpty())
        return;
    for (int ci = 0; ci < m_changes.size(); ++ci) {
        const DiffChange &c = m_changes.at(ci);
        for (int x = c.oldStart; x < c.oldStart + c.oldCount; ++x) {
            if (pairedOld.contains(x))
                continue;
            const QStringView line(m_old.lines.at(x));
            auto it = added.find(line);
            if (it == added.end())
                continue;
            for (int candidate : std::as_const(it.value())) {
                if (m_movedNewToOld.contains(candidate) || changeOfNew.value(candidate) == ci)
                    continue;
                // A lone short line is not a move; a block of two or more, or a long line, is.
                const bool longLine = line.trimmed().size() >= 16;
                const bool prevMoved = m_movedOldToNew.value(x - 1, -2) == candidate - 1;
                const bool nextMatches = x + 1 < m_old.lines.size() && candidate + 1 < m_new.lines.size()
                    && m_old.lines.at(x + 1) == m_new.lines.at(candidate + 1);
                if (!longLine && !prevMoved && !nextMatches)
                    continue;
                m_movedOldToNew.insert(x, candidate);
                m_movedNewToOld.insert(candidate, x);
                break;
            }
        }
    }
}

QList<DiffPair> FileDiff::alignedRows(int changeIndex) const
{
    if (changeIndex < 0 || changeIndex >= m_changes.size())
        return {};
    return m_rows.mid(m_rowStart.at(changeIndex), m_rowStart.at(changeIndex + 1) - m_rowStart.at(changeIndex));
}

QList<DiffHunk> FileDiff::hunks(int contextLines) const
{
    QList<DiffHunk> out;
    const int ctx = std::max(0, contextLines);
    const int n = m_old.lineCount();
    int ci = 0;
    while (ci < m_changes.size()) {
        const DiffChange &first = m_changes.at(ci);
        DiffHunk h;
        h.firstChange = ci;
        h.oldStart = std::max(0, first.oldStart - ctx);
        h.newStart = first.newStart - (first.oldStart - h.oldStart);
        int last = ci;
        while (last + 1 < m_changes.size()) {
            const DiffChange &cur = m_changes.at(last);
            const DiffChange &next = m_changes.at(last + 1);
            if (next.oldStart - (cur.oldStart + cur.oldCount) > 2 * ctx)
                break;
            ++last;
        }
        const DiffChange &lc = m_changes.at(last);
        const int oldEnd = std::min(n, lc.oldStart + lc.oldCount + ctx);
        const int trailing = oldEnd - (lc.oldStart + lc.oldCount);
        h.oldCount = oldEnd - h.oldStart;
        h.newCount = lc.newStart + lc.newCount + trailing - h.newStart;
        h.changeCount = last - ci + 1;
        out.append(h);
        ci = last + 1;
    }
    return out;
}

int FileDiff::oldLineForNew(int newLine) const
{
    // The last change starting at or before newLine decides the offset.
    auto it = std::upper_bound(m_changes.cbegin(), m_changes.cend(), newLine, [](int v, const DiffChange &c) {
        return v < c.newStart;
    });
    if (it == m_changes.cbegin())
        return newLine < m_new.lineCount() ? newLine : -1;
    const DiffChange &c = *(it - 1);
    if (newLine < c.newStart + c.newCount)
        return -1;
    return c.oldStart + c.oldCount + (newLine - c.newStart - c.newCount);
}

int FileDiff::newLineForOld(int oldLine) const
{
    auto it = std::upper_bound(m_changes.cbegin(), m_changes.cend(), oldLine, [](int v, const DiffChange &c) {
        return v < c.oldStart;
    });
    if (it == m_changes.cbegin())
        return oldLine < m_old.lineCount() ? oldLine : -1;
    const DiffChange &c = *(it - 1);
    if (oldLine < c.oldStart + c.oldCount)
        return -1;
    return c.newStart + c.newCount + (oldLine - c.oldStart - c.oldCount);
}

QString FileDiff::toUnified(const QString &oldName, const QString &newName, int contextLines) const
{
    QString out;
    if (m_changes.isEmpty())
        return out;
    out += QStringLiteral("--- ") + oldName + QLatin1Char('\n');
    out += QStringLiteral("+++ ") + newName + QLatin1Char('\n');
    auto line = [&](QChar prefix, const SplitText &t, int idx) {
        out += prefix;
        out += t.lines.at(idx);
        if (t.crlf[static_cast<size_t>(idx)])
            out += QLatin1Char('\r');
        out += QLatin1Char('\n');
        if (idx + 1 == t.lineCount() && !t.endsWithNewline)
            out += QStringLiteral("\\ No newline at end of file\n");
    };
    const QList<DiffHunk> hs = hunks(contextLines);
    for (const DiffHunk &h : hs) {
        out += h.header() + QLatin1Char('\n');
        int x = h.oldStart;
        int y = h.newStart;
        for (int ci = h.firstChange; ci < h.firstChange + h.changeCount; ++ci) {
            const DiffChange &c = m_changes.at(ci);
            while (x < c.oldStart) {
                line(QLatin1Char(' '), m_old, x++);
                ++y;
            }
            for (; x < c.oldStart + c.oldCount; ++x)
                line(QLatin1Char('-'), m_old, x);
            for (; y < c.newStart + c.newCount; ++y)
                line(QLatin1Char('+'), m_new, y);
        }
        while (x < h.oldStart + h.oldCount) {
            line(QLatin1Char(' '), m_old, x++);
            ++y;
        }
    }
    return out;
}

} // namespace Switchyard
