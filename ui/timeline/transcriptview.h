// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/timeline/transcriptheights.h"

#include <QAbstractItemView>
#include <QPointer>

namespace Switchyard {

class TimelineFilterProxy;
class TimelineModel;
class TranscriptDelegate;

/// The reading view of a conversation: the rows of the timeline's filter proxy (same filters,
/// same search, same current row as the log) as chat messages and cards of different heights.
///
/// Virtualized for a million rows: no widget per item, and no layout of rows out of view. Every row
/// starts with the delegate's estimate (cheap, no event read); the rows being painted are measured
/// for real and their heights kept (TranscriptHeights, O(log n) per change), with the first row in
/// view anchored so that nothing jumps. A scroll step lays out only the rows that come into view.
/// Clicking a card's first line expands or collapses it in place; links open only when they are
/// http(s) and clicked; other links are inert (file diffs excepted: fileDiffRequested).
class TranscriptView : public QAbstractItemView
{
    Q_OBJECT
public:
    explicit TranscriptView(QWidget *parent = nullptr);
    ~TranscriptView() override;

    void setTimeline(TimelineFilterProxy *proxy, TimelineModel *model);
    [[nodiscard]] TranscriptDelegate *transcriptDelegate() const { return m_delegate; }
    [[nodiscard]] const TranscriptHeights &heights() const { return m_heights; }
    /// Rows measured so far (benchmarks, tests: stays small at a million rows).
    [[nodiscard]] int measuredCount() const { return m_measuredCount; }
    /// Expands or collapses the card of a proxy row in place.
    void toggleRow(int proxyRow);
    void scrollToBottom();
    /// The proxy row at the top of the viewport, or -1.
    [[nodiscard]] int firstVisibleRow() const;

    [[nodiscard]] QRect visualRect(const QModelIndex &index) const override;
    void scrollTo(const QModelIndex &index, ScrollHint hint = EnsureVisible) override;
    [[nodiscard]] QModelIndex indexAt(const QPoint &point) const override;
    /// A new layout of the proxy (filter result): every row estimated again.
    void doItemsLayout() override;

Q_SIGNALS:
    void fileDiffRequested(const QString &path);

protected:
    QModelIndex moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers) override;
    [[nodiscard]] int horizontalOffset() const override { return 0; }
    [[nodiscard]] int verticalOffset() const override;
    [[nodiscard]] bool isIndexHidden(const QModelIndex &) const override { return false; }
    void setSelection(const QRect &rect, QItemSelectionModel::SelectionFlags command) override;
    [[nodiscard]] QRegion visualRegionForSelection(const QItemSelection &selection) const override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    void updateGeometries() override;
    void scrollContentsBy(int dx, int dy) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void rowsInserted(const QModelIndex &parent, int start, int end) override;
    void rowsAboutToBeRemoved(const QModelIndex &parent, int start, int end) override;
    void dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                     const QList<int> &roles = QList<int>()) override;
    void reset() override;

private:
    /// Estimates for every row (the measured ones are lost): a new filter, width or font.
    void rebuild();
    /// Measures the rows in view from the scroll position, keeping the first one in place.
    void layoutVisible();
    /// Measures one proxy row if it is not yet; returns the change of its height.
    int measureRow(int row);
    void syncScrollBar();
    [[nodiscard]] int estimateRow(int row) const;
    [[nodiscard]] QStyleOptionViewItem itemOption() const;

    QPointer<TimelineFilterProxy> m_proxy;
    QPointer<TimelineModel> m_model;
    TranscriptDelegate *m_delegate;
    TranscriptHeights m_heights;
    int m_measuredCount = 0;
    int m_width = -1;
    bool m_stickToBottom = true;
    bool m_inLayout = false;
};

} // namespace Switchyard
