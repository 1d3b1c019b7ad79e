// SPDX-License-Identifier: GPL-3.0-or-later
// DiffView: review comments on lines (issue 30 part A). A drag over the line numbers selects lines
// of one side (unified: the removed lines are the old side, every other line the new side; side by
// side: the half); C or the context menu asks for a comment (commentRequested()); the comments are
// markers in the gutter (outdated ones hollow, in amber), their text a tooltip (plain text).
#include "ui/diff/diffview.h"
#include "ui/safetext.h"

#include <QHelpEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QToolTip>

#include <algorithm>

namespace Switchyard {

namespace {

const QColor kAmber(214, 140, 0);

} // namespace

void DiffView::setCommentingEnabled(bool enabled)
{
    m_commenting = enabled;
    if (!enabled)
        selectLines({});
    viewport()->update();
}

void DiffView::setCommentMarkers(const QList<DiffCommentMarker> &markers)
{
    m_markers = markers;
    viewport()->update();
}

void DiffView::selectLines(const DiffLineSelection &selection)
{
    DiffLineSelection s = selection;
    const int count = s.newSide ? m_diff.newText().lineCount() : m_diff.oldText().lineCount();
    if (!m_hasDiff || !s.isValid() || s.firstLine >= count) {
        s = {};
    } else {
        s.lastLine = std::min(s.lastLine, count - 1);
    }
    if (s == m_selection)
        return;
    m_selection = s;
    viewport()->update();
}

int DiffView::rowOfLine(bool newSide, int line) const
{
    for (int r = 0; r < m_rows.size(); ++r) {
        const DiffRow &row = m_rows.at(r);
        if (row.type == DiffRow::Type::Fold)
            continue;
        if ((newSide ? row.newIndex : row.oldIndex) == line)
            return r;
    }
    return -1;
}

QRect DiffView::selectionRect() const
{
    if (!m_selection.isValid())
        return {};
    const int first = rowOfLine(m_selection.newSide, m_selection.firstLine);
    const int last = rowOfLine(m_selection.newSide, m_selection.lastLine);
    if (first < 0 || last < 0)
        return {};
    const int lh = lineHeight();
    const int top = (first - firstVisibleRow()) * lh;
    return QRect(0, top, viewport()->width(), (last - first + 1) * lh);
}

bool DiffView::inGutter(const QPoint &pos) const
{
    const int gw = gutterWidth();
    if (m_mode == Mode::Unified)
        return pos.x() < 2 * gw;
    const int half = viewport()->width() / 2;
    return pos.x() < gw || (pos.x() >= half && pos.x() < half + gw);
}

DiffLineSelection DiffView::lineAt(const QPoint &pos) const
{
    const int r = rowAt(pos.y());
    if (r < 0 || m_rows.at(r).type == DiffRow::Type::Fold)
        return {};
    const DiffRow &row = m_rows.at(r);
    DiffLineSelection s;
    if (m_mode == Mode::Unified)
        s.newSide = row.type != DiffRow::Type::Removed;
    else
        s.newSide = pos.x() >= viewport()->width() / 2;
    s.firstLine = s.lastLine = s.newSide ? row.newIndex : row.oldIndex;
    return s.firstLine >= 0 ? s : DiffLineSelection{};
}

const DiffCommentMarker *DiffView::markerAt(bool newSide, int line) const
{
    for (const DiffCommentMarker &m : m_markers) {
        if (m.newSide == newSide && line >= m.firstLine && line <= m.lastLine)
            return &m;
    }
    return nullptr;
}

void DiffView::requestComment()
{
    if (m_commenting && m_selection.isValid())
        Q_EMIT commentRequested(m_selection);
}

void DiffView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_dragStart.isValid() || !(event->buttons() & Qt::LeftButton)) {
        QAbstractScrollArea::mouseMoveEvent(event);
        return;
    }
    const QPoint pos = event->position().toPoint();
    // Past the top or bottom: scroll on, and extend to the row at the edge.
    if (pos.y() < 0)
        verticalScrollBar()->setValue(verticalScrollBar()->value() - 1);
    else if (pos.y() >= viewport()->height())
        verticalScrollBar()->setValue(verticalScrollBar()->value() + 1);
    const int y = std::clamp(pos.y(), 0, viewport()->height() - 1);
    const int r = rowAt(y);
    if (r < 0)
        return;
    const DiffRow &row = m_rows.at(r);
    const int line = m_dragStart.newSide ? row.newIndex : row.oldIndex;
    if (line < 0 || row.type == DiffRow::Type::Fold)
        return; // a row without a line of this side (a blank cell, the other side's change)
    selectLines({m_dragStart.newSide, std::min(line, m_dragStart.firstLine), std::max(line, m_dragStart.firstLine)});
}

void DiffView::mouseReleaseEvent(QMouseEvent *event)
{
    m_dragStart = {};
    QAbstractScrollArea::mouseReleaseEvent(event);
}

bool DiffView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const DiffLineSelection at = lineAt(help->pos());
        const DiffCommentMarker *m = at.isValid() ? markerAt(at.newSide, at.firstLine) : nullptr;
        if (m) {
            const QString text = m->outdated ? tr("Outdated: the lines changed since.\n%1").arg(m->text) : m->text;
            QToolTip::showText(help->globalPos(), SafeText::toolTip(text), viewport());
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void DiffView::addReviewActions(QMenu &menu, const QPoint &pos)
{
    if (!m_commenting)
        return;
    const DiffLineSelection at = lineAt(pos);
    // A right click outside the selection comments on the line under the pointer.
    const bool inSelection = m_selection.isValid() && at.isValid() && at.newSide == m_selection.newSide
        && at.firstLine >= m_selection.firstLine && at.firstLine <= m_selection.lastLine;
    const DiffLineSelection target = inSelection || !at.isValid() ? m_selection : at;
    if (!target.isValid())
        return;
    const QString label = target.firstLine == target.lastLine
        ? tr("Comment on line %1\u2026").arg(target.firstLine + 1)
        : tr("Comment on lines %1\u2013%2\u2026").arg(target.firstLine + 1).arg(target.lastLine + 1);
    QAction *a = menu.addAction(label, this, [this, target] {
        selectLines(target);
        requestComment();
    });
    a->setShortcut(QKeySequence(Qt::Key_C));
    menu.addSeparator();
}

void DiffView::paintReview(QPainter &p, const DiffRow &row, int y, int lineHeight, int gutter, int width)
{
    const struct
    {
        QPainter &p;
        int lh, gw, width;
    } f{p, lineHeight, gutter, width};
    if (row.type == DiffRow::Type::Fold || (!m_selection.isValid() && m_markers.isEmpty()))
        return;
    const int half = f.width / 2;
    for (int side = 0; side < 2; ++side) {
        const bool newSide = side == 1;
        int line = newSide ? row.newIndex : row.oldIndex;
        if (m_mode == Mode::Unified && row.type == DiffRow::Type::Removed && newSide)
            line = -1;
        if (m_mode == Mode::Unified && row.type == DiffRow::Type::Added && !newSide)
            line = -1;
        if (line < 0)
            continue;
        const int x0 = m_mode == Mode::Unified ? (newSide ? f.gw : 0) : (newSide ? half : 0);
        const int areaWidth = m_mode == Mode::Unified ? f.width : (newSide ? f.width - half : half);
        const bool selected = m_selection.isValid() && m_selection.newSide == newSide && line >= m_selection.firstLine
            && line <= m_selection.lastLine
            && !(m_mode == Mode::Unified && row.type == DiffRow::Type::Context && !newSide);
        if (selected) {
            QColor tint = palette().color(QPalette::Highlight);
            tint.setAlpha(70);
            f.p.fillRect(QRect(m_mode == Mode::Unified ? 0 : x0, y, areaWidth, f.lh), tint);
        }
        const DiffCommentMarker *m = markerAt(newSide, line);
        if (!m)
            continue;
        const QColor color = m->outdated ? kAmber : palette().color(QPalette::Highlight);
        f.p.fillRect(QRect(x0, y, 3, f.lh), color);
        if (line != m->firstLine)
            continue;
        // A speech bubble at the first line: filled, or hollow when outdated.
        // In the free room left of the right-aligned line number (about one digit wide).
        const int room = fontMetrics().horizontalAdvance(QLatin1Char('9'));
        const double size = std::clamp(room - 1.0, 5.0, f.lh - 6.0);
        const QRectF bubble(x0 + 4, y + (f.lh - size) / 2.0 - 1, size, size * 0.75);
        QPainterPath path;
        path.addRoundedRect(bubble, 2, 2);
        path.moveTo(bubble.left() + 2, bubble.bottom());
        path.lineTo(bubble.left() + 2, bubble.bottom() + size * 0.3);
        path.lineTo(bubble.left() + size * 0.5, bubble.bottom());
        f.p.save();
        f.p.setRenderHint(QPainter::Antialiasing);
        f.p.setPen(QPen(color, 1.2));
        f.p.setBrush(m->outdated ? Qt::NoBrush : QBrush(color));
        f.p.drawPath(path);
        f.p.restore();
    }
}

} // namespace Switchyard
