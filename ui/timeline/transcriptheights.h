// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <vector>

namespace Switchyard {

/// The vertical layout of a transcript with rows of different heights, at a million rows: each row
/// starts with an estimated height and gets its measured height once laid out; positions are prefix
/// sums in a Fenwick tree, so "where does row r start", "which row is at y" and "row r measured
/// h" all cost O(log n), and rows appended at the end O(log n) too. Pure (no widgets): tested alone.
class TranscriptHeights
{
public:
    /// n rows, each of height estimate(row). O(n).
    template<typename Estimate>
    void reset(int n, Estimate &&estimate)
    {
        m_heights.resize(std::size_t(n));
        m_measured.assign(std::size_t(n), 0);
        for (int i = 0; i < n; ++i)
            m_heights[std::size_t(i)] = estimate(i);
        rebuild();
    }
    void clear();
    /// count rows at `at` (not at the end: O(n)).
    template<typename Estimate>
    void insert(int at, int count, Estimate &&estimate)
    {
        std::vector<int> fresh(static_cast<std::size_t>(count));
        for (int i = 0; i < count; ++i)
            fresh[std::size_t(i)] = estimate(at + i);
        m_heights.insert(m_heights.begin() + at, fresh.begin(), fresh.end());
        m_measured.insert(m_measured.begin() + at, std::size_t(count), 0);
        rebuild();
    }
    /// Removes count rows from `first` (O(n)).
    void remove(int first, int count);
    /// One more row at the end.
    void append(int height, bool measured = false);
    /// The row's real height (replaces the estimate); returns the change.
    int setMeasured(int row, int height);
    /// Forgets the row's measurement (its content changed): it is measured again when shown.
    void invalidate(int row);

    [[nodiscard]] int size() const { return int(m_heights.size()); }
    [[nodiscard]] int heightOf(int row) const { return m_heights[std::size_t(row)]; }
    [[nodiscard]] bool isMeasured(int row) const { return m_measured[std::size_t(row)] != 0; }
    /// Top of the row (0 for row 0); total() for row == size().
    [[nodiscard]] qint64 top(int row) const;
    [[nodiscard]] qint64 total() const { return m_total; }
    /// The row covering y (clamped to the rows; -1 when empty).
    [[nodiscard]] int rowAt(qint64 y) const;

private:
    void rebuild();
    void add(int row, int delta);

    std::vector<int> m_heights;
    std::vector<char> m_measured;
    std::vector<qint64> m_tree; ///< 1-based Fenwick tree over m_heights
    qint64 m_total = 0;
};

} // namespace Switchyard
