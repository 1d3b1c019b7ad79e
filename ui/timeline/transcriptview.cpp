// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/transcriptview.h"

#include "models/timeline/timelinefilterproxy.h"
#include "models/timeline/timelinemodel.h"
#include "ui/timeline/eventcard.h"
#include "ui/timeline/transcriptdelegate.h"

#include <QDesktopServices>
#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QUrl>
#include <QUrlQuery>

#include <algorithm>
#include <climits>

namespace Switchyard {

TranscriptView::TranscriptView(QWidget *parent)
    : QAbstractItemView(parent)
    , m_delegate(new TranscriptDelegate(this))
{
    setItemDelegate(m_delegate);
    setSelectionMode(SingleSelection);
    setSelectionBehavior(SelectRows);
    setEditTriggers(NoEditTriggers);
    setVerticalScrollMode(ScrollPerPixel);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setAccessibleName(tr("Transcript"));
    setAccessibleDescription(tr("The conversation as a chat: messages in full, each action with its result as a "
                                "card; click a card's first line to open or close it"));
}

TranscriptView::~TranscriptView() = default;

void TranscriptView::setTimeline(TimelineFilterProxy *proxy, TimelineModel *model)
{
    if (m_proxy)
        disconnect(m_proxy, nullptr, this, nullptr);
    m_proxy = proxy;
    m_model = model;
    m_delegate->setModels(proxy, model);
    setModel(proxy);
    rebuild();
}

int TranscriptView::estimateRow(int row) const
{
    const int source = m_proxy->sourceRowOf(row);
    return source < 0 ? fontMetrics().height() : m_delegate->estimate(source, viewport()->width(), fontMetrics());
}

void TranscriptView::rebuild()
{
    const int anchor = m_stickToBottom ? -1 : firstVisibleRow();
    m_delegate->clearCache();
    m_measuredCount = 0;
    m_width = viewport()->width();
    const int n = m_proxy ? m_proxy->rowCount() : 0;
    const QFontMetrics fm = fontMetrics();
    const int fallback = fm.height();
    const TranscriptDelegate::EstimateMetrics metrics = m_delegate->estimateMetrics(m_width, fm);
    m_heights.reset(n, [this, fallback, &metrics](int row) {
        const int source = m_proxy->sourceRowOf(row);
        return source < 0 ? fallback : m_delegate->estimate(source, metrics);
    });
    syncScrollBar();
    if (anchor >= 0 && anchor < n)
        verticalScrollBar()->setValue(int(std::min<qint64>(INT_MAX, m_heights.top(anchor))));
    viewport()->update();
}

void TranscriptView::syncScrollBar()
{
    QScrollBar *bar = verticalScrollBar();
    const int page = viewport()->height();
    bar->setPageStep(page);
    bar->setSingleStep(fontMetrics().lineSpacing() * 3);
    bar->setRange(0, int(std::clamp<qint64>(m_heights.total() - page, 0, INT_MAX)));
    if (m_stickToBottom)
        bar->setValue(bar->maximum());
}

QStyleOptionViewItem TranscriptView::itemOption() const
{
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    return option;
}

int TranscriptView::measureRow(int row)
{
    if (row < 0 || row >= m_heights.size() || m_heights.isMeasured(row))
        return 0;
    const int source = m_proxy->sourceRowOf(row);
    if (source < 0)
        return 0;
    QStyleOptionViewItem option = itemOption();
    option.rect = QRect(0, 0, m_width, 0);
    ++m_measuredCount;
    return m_heights.setMeasured(row, m_delegate->measure(source, m_width, option));
}

void TranscriptView::layoutVisible()
{
    const int n = m_heights.size();
    if (!m_proxy || n == 0 || m_inLayout)
        return;
    m_inLayout = true;
    QScrollBar *bar = verticalScrollBar();
    const int page = viewport()->height();
    if (m_stickToBottom) {
        // From the newest row up until the viewport is full.
        qint64 filled = 0;
        for (int row = n - 1; row >= 0 && filled < page; --row) {
            measureRow(row);
            filled += m_heights.heightOf(row);
        }
        syncScrollBar();
    } else {
        const int value = bar->value();
        const int first = m_heights.rowAt(value);
        const qint64 offset = value - m_heights.top(first);
        for (int row = first; row < n && m_heights.top(row) < qint64(value) + page; ++row)
            measureRow(row);
        syncScrollBar();
        // Rows above the first one are untouched: it stays where it was (unless it shrank).
        const qint64 want = m_heights.top(first) + std::min<qint64>(offset, std::max(0, m_heights.heightOf(first) - 1));
        if (want != value)
            bar->setValue(int(std::min<qint64>(want, INT_MAX)));
    }
    m_inLayout = false;
}

int TranscriptView::firstVisibleRow() const
{
    return m_heights.size() == 0 ? -1 : m_heights.rowAt(verticalScrollBar()->value());
}

int TranscriptView::verticalOffset() const
{
    return verticalScrollBar()->value();
}

void TranscriptView::paintEvent(QPaintEvent *event)
{
    Q_UNUSED(event)
    layoutVisible();
    QPainter painter(viewport());
    const int n = m_heights.size();
    if (!m_proxy || n == 0)
        return;
    const qint64 value = verticalScrollBar()->value();
    const int page = viewport()->height();
    QStyleOptionViewItem option = itemOption();
    const QModelIndex current = currentIndex();
    for (int row = m_heights.rowAt(value); row < n && m_heights.top(row) < value + page; ++row) {
        const QModelIndex index = m_proxy->index(row, 0);
        option.rect = QRect(0, int(m_heights.top(row) - value), viewport()->width(), m_heights.heightOf(row));
        option.state &= ~(QStyle::State_Selected | QStyle::State_HasFocus);
        if (selectionModel() && selectionModel()->isSelected(index))
            option.state |= QStyle::State_Selected;
        if (index == current && hasFocus())
            option.state |= QStyle::State_HasFocus;
        m_delegate->paint(&painter, option, index);
    }
}

QRect TranscriptView::visualRect(const QModelIndex &index) const
{
    if (!index.isValid() || index.row() >= m_heights.size())
        return {};
    const qint64 top = m_heights.top(index.row()) - verticalScrollBar()->value();
    return {0, int(std::clamp<qint64>(top, INT_MIN / 2, INT_MAX / 2)), viewport()->width(),
            m_heights.heightOf(index.row())};
}

void TranscriptView::scrollTo(const QModelIndex &index, ScrollHint hint)
{
    if (!index.isValid() || index.row() >= m_heights.size())
        return;
    const int row = index.row();
    measureRow(row);
    m_stickToBottom = false;
    syncScrollBar();
    const qint64 top = m_heights.top(row);
    const int h = m_heights.heightOf(row);
    const int page = viewport()->height();
    QScrollBar *bar = verticalScrollBar();
    qint64 value = bar->value();
    switch (hint) {
    case PositionAtTop:
        value = top;
        break;
    case PositionAtBottom:
        value = top + h - page;
        break;
    case PositionAtCenter:
        value = top - (page - h) / 2;
        break;
    case EnsureVisible:
        if (top < value || h > page)
            value = top;
        else if (top + h > value + page)
            value = top + h - page;
        break;
    }
    bar->setValue(int(std::clamp<qint64>(value, 0, bar->maximum())));
    m_stickToBottom = row == m_heights.size() - 1 && bar->value() == bar->maximum();
    viewport()->update();
}

void TranscriptView::scrollToBottom()
{
    m_stickToBottom = true;
    layoutVisible();
    verticalScrollBar()->setValue(verticalScrollBar()->maximum());
    viewport()->update();
}

QModelIndex TranscriptView::indexAt(const QPoint &point) const
{
    if (!m_proxy)
        return {};
    const qint64 y = qint64(verticalScrollBar()->value()) + point.y();
    if (y < 0 || y >= m_heights.total())
        return {};
    return m_proxy->index(m_heights.rowAt(y), 0);
}

QModelIndex TranscriptView::moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers)
{
    Q_UNUSED(modifiers)
    const int n = m_heights.size();
    if (!m_proxy || n == 0)
        return {};
    const int current = currentIndex().isValid() ? currentIndex().row() : firstVisibleRow();
    const int page = viewport()->height();
    int row = current;
    switch (cursorAction) {
    case MoveUp:
    case MovePrevious:
        row = current - 1;
        break;
    case MoveDown:
    case MoveNext:
        row = current + 1;
        break;
    case MovePageUp:
        row = m_heights.rowAt(m_heights.top(current) - page);
        break;
    case MovePageDown:
        row = m_heights.rowAt(m_heights.top(current) + page);
        break;
    case MoveHome:
        row = 0;
        break;
    case MoveEnd:
        row = n - 1;
        break;
    default:
        break;
    }
    return m_proxy->index(std::clamp(row, 0, n - 1), 0);
}

void TranscriptView::setSelection(const QRect &rect, QItemSelectionModel::SelectionFlags command)
{
    const QModelIndex index = indexAt(rect.center());
    if (index.isValid() && selectionModel())
        selectionModel()->select(index, command);
}

QRegion TranscriptView::visualRegionForSelection(const QItemSelection &selection) const
{
    QRegion region;
    const QRect view = viewport()->rect();
    for (const QItemSelectionRange &range : selection) {
        for (int row = range.top(); row <= range.bottom() && row < m_heights.size(); ++row) {
            const QRect r = visualRect(m_proxy->index(row, 0));
            if (r.intersects(view))
                region += r & view;
            else if (r.top() > view.bottom())
                break;
        }
    }
    return region;
}

void TranscriptView::resizeEvent(QResizeEvent *event)
{
    QAbstractItemView::resizeEvent(event);
    if (viewport()->width() != m_width)
        rebuild();
    else
        syncScrollBar();
}

void TranscriptView::changeEvent(QEvent *event)
{
    QAbstractItemView::changeEvent(event);
    const QEvent::Type t = event->type();
    if (t == QEvent::FontChange || t == QEvent::LanguageChange || t == QEvent::StyleChange)
        rebuild();
    else if (t == QEvent::PaletteChange || t == QEvent::ApplicationPaletteChange)
        m_delegate->clearCache();
}

void TranscriptView::updateGeometries()
{
    syncScrollBar();
    QAbstractItemView::updateGeometries();
}

void TranscriptView::scrollContentsBy(int dx, int dy)
{
    Q_UNUSED(dx)
    Q_UNUSED(dy)
    if (!m_inLayout)
        m_stickToBottom = verticalScrollBar()->value() >= verticalScrollBar()->maximum();
    viewport()->update();
}

void TranscriptView::toggleRow(int proxyRow)
{
    const int source = m_proxy ? m_proxy->sourceRowOf(proxyRow) : -1;
    if (source < 0 || !m_delegate->isCard(source))
        return;
    m_delegate->setExpanded(m_model->seqAt(source), !m_delegate->isExpanded(source));
    m_heights.invalidate(proxyRow);
    measureRow(proxyRow);
    syncScrollBar();
    viewport()->update();
}

void TranscriptView::mouseReleaseEvent(QMouseEvent *event)
{
    QAbstractItemView::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton)
        return;
    const QModelIndex index = indexAt(event->position().toPoint());
    const int source = index.isValid() ? m_proxy->sourceRowOf(index.row()) : -1;
    if (source < 0)
        return;
    const QRect rect = visualRect(index);
    const QPoint pos = event->position().toPoint();
    if (m_delegate->isCard(source) && pos.y() - rect.top() < m_delegate->headerHeight(fontMetrics())) {
        toggleRow(index.row());
        return;
    }
    QStyleOptionViewItem option = itemOption();
    option.rect = rect;
    const QUrl url(m_delegate->anchorAt(source, rect, pos, option));
    if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https")) {
        QDesktopServices::openUrl(url);
    } else if (url.scheme() == QLatin1String("switchyard") && url.path() == QLatin1String(EventCard::kLinkFileDiff)) {
        const QString path = QUrlQuery(url).queryItemValue(QStringLiteral("path"), QUrl::FullyDecoded);
        if (!path.isEmpty())
            Q_EMIT fileDiffRequested(path);
    }
}

void TranscriptView::rowsInserted(const QModelIndex &parent, int start, int end)
{
    QAbstractItemView::rowsInserted(parent, start, end);
    if (parent.isValid() || !m_proxy)
        return;
    const int count = end - start + 1;
    const bool keepPlace = !m_stickToBottom && start <= firstVisibleRow();
    const qint64 before = m_heights.total();
    if (start == m_heights.size()) {
        const QFontMetrics fm = fontMetrics();
        const TranscriptDelegate::EstimateMetrics metrics = m_delegate->estimateMetrics(m_width, fm);
        for (int row = start; row <= end; ++row) {
            const int source = m_proxy->sourceRowOf(row);
            m_heights.append(source < 0 ? fm.height() : m_delegate->estimate(source, metrics));
        }
    } else {
        m_heights.insert(start, count, [this](int row) {
            return estimateRow(row);
        });
    }
    const int value = verticalScrollBar()->value();
    syncScrollBar();
    if (keepPlace) // an older page above: the rows in view stay where they are
        verticalScrollBar()->setValue(int(std::min<qint64>(INT_MAX, value + m_heights.total() - before)));
    viewport()->update();
}

void TranscriptView::rowsAboutToBeRemoved(const QModelIndex &parent, int start, int end)
{
    QAbstractItemView::rowsAboutToBeRemoved(parent, start, end);
    if (!parent.isValid())
        m_heights.remove(start, end - start + 1);
    syncScrollBar();
    viewport()->update();
}

void TranscriptView::dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles)
{
    QAbstractItemView::dataChanged(topLeft, bottomRight, roles);
    if (!m_proxy || !topLeft.isValid())
        return;
    for (int row = topLeft.row(); row <= bottomRight.row() && row < m_heights.size(); ++row) {
        m_heights.invalidate(row);
        m_delegate->forget(m_proxy->sourceRowOf(row));
    }
    viewport()->update();
}

void TranscriptView::doItemsLayout()
{
    rebuild();
    QAbstractItemView::doItemsLayout();
}

void TranscriptView::reset()
{
    QAbstractItemView::reset();
    m_stickToBottom = true;
    rebuild();
}

} // namespace Switchyard
