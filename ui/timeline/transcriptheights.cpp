// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/transcriptheights.h"

#include <algorithm>

namespace Switchyard {

namespace {

constexpr std::size_t lowBit(std::size_t i)
{
    return i & (~i + 1);
}

} // namespace

void TranscriptHeights::clear()
{
    m_heights.clear();
    m_measured.clear();
    m_tree.clear();
    m_total = 0;
}

void TranscriptHeights::rebuild()
{
    const std::size_t n = m_heights.size();
    m_tree.assign(n + 1, 0);
    m_total = 0;
    for (std::size_t i = 1; i <= n; ++i) {
        m_tree[i] += m_heights[i - 1];
        m_total += m_heights[i - 1];
        const std::size_t parent = i + lowBit(i);
        if (parent <= n)
            m_tree[parent] += m_tree[i];
    }
}

void TranscriptHeights::add(int row, int delta)
{
    for (std::size_t i = std::size_t(row) + 1; i < m_tree.size(); i += lowBit(i))
        m_tree[i] += delta;
    m_total += delta;
}

void TranscriptHeights::append(int height, bool measured)
{
    m_heights.push_back(height);
    m_measured.push_back(measured ? 1 : 0);
    // The new node covers (i - lowBit(i), i]: the rows before it in that range plus itself.
    const std::size_t i = m_heights.size();
    const qint64 before = top(int(i - 1)) - top(int(i - lowBit(i)));
    m_tree.resize(i + 1);
    m_tree[i] = before + height;
    m_total += height;
}

void TranscriptHeights::remove(int first, int count)
{
    first = std::clamp(first, 0, size());
    count = std::clamp(count, 0, size() - first);
    m_heights.erase(m_heights.begin() + first, m_heights.begin() + first + count);
    m_measured.erase(m_measured.begin() + first, m_measured.begin() + first + count);
    rebuild();
}

int TranscriptHeights::setMeasured(int row, int height)
{
    if (row < 0 || row >= size())
        return 0;
    m_measured[std::size_t(row)] = 1;
    const int delta = height - m_heights[std::size_t(row)];
    if (delta != 0) {
        m_heights[std::size_t(row)] = height;
        add(row, delta);
    }
    return delta;
}

void TranscriptHeights::invalidate(int row)
{
    if (row >= 0 && row < size())
        m_measured[std::size_t(row)] = 0;
}

qint64 TranscriptHeights::top(int row) const
{
    qint64 sum = 0;
    for (std::size_t i = std::size_t(std::clamp(row, 0, size())); i > 0; i -= lowBit(i))
        sum += m_tree[i];
    return sum;
}

int TranscriptHeights::rowAt(qint64 y) const
{
    const std::size_t n = m_heights.size();
    if (n == 0)
        return -1;
    if (y <= 0)
        return 0;
    // Binary lifting: the largest prefix whose sum is <= y.
    std::size_t pos = 0;
    std::size_t step = 1;
    while (step * 2 <= n)
        step *= 2;
    qint64 rest = y;
    for (; step > 0; step /= 2) {
        if (pos + step <= n && m_tree[pos + step] <= rest) {
            pos += step;
            rest -= m_tree[pos];
        }
    }
    return int(std::min(pos, n - 1));
}

} // namespace Switchyard
