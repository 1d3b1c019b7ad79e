// SPDX-License-Identifier: GPL-3.0-or-later
// CodeView: review comments on lines of a file (issue 30 part A).
#include "ui/diff/codeview.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QPainter>
#include <QShortcut>
#include <QTextBlock>

#include <algorithm>
#include <memory>

namespace Switchyard {

void CodeView::setCommentingEnabled(bool enabled)
{
    if (enabled && !m_commenting) {
        auto *shortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C), this);
        shortcut->setContext(Qt::WidgetShortcut);
        shortcut->setObjectName(QStringLiteral("commentShortcut"));
        connect(shortcut, &QShortcut::activated, this, &CodeView::requestComment);
    }
    m_commenting = enabled;
}

void CodeView::setCommentMarkers(const QList<CodeCommentMarker> &markers)
{
    m_markers = markers;
    viewport()->update();
    update();
}

QPair<int, int> CodeView::selectedLines() const
{
    const QTextCursor c = textCursor();
    const QTextBlock first = document()->findBlock(c.selectionStart());
    QTextBlock last = document()->findBlock(c.selectionEnd());
    // A selection that ends at the start of a line does not take that line.
    if (c.hasSelection() && last.position() == c.selectionEnd() && last != first)
        last = last.previous();
    return {first.blockNumber(), std::max(first.blockNumber(), last.blockNumber())};
}

void CodeView::requestComment()
{
    if (!m_commenting || document()->isEmpty())
        return;
    const auto [first, last] = selectedLines();
    Q_EMIT commentRequested(first, last);
}

void CodeView::contextMenuEvent(QContextMenuEvent *event)
{
    std::unique_ptr<QMenu> menu(createStandardContextMenu(event->pos()));
    if (m_commenting && !document()->isEmpty()) {
        if (!textCursor().hasSelection()) // no selection: the line under the pointer
            setTextCursor(cursorForPosition(event->pos()));
        const auto [first, last] = selectedLines();
        const QString label = first == last ? tr("Comment on line %1\u2026").arg(first + 1)
                                            : tr("Comment on lines %1\u2013%2\u2026").arg(first + 1).arg(last + 1);
        QAction *comment = new QAction(label, menu.get());
        comment->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C));
        connect(comment, &QAction::triggered, this, &CodeView::requestComment);
        const QList<QAction *> actions = menu->actions();
        menu->insertAction(actions.isEmpty() ? nullptr : actions.first(), comment);
        menu->insertSeparator(actions.isEmpty() ? nullptr : actions.first());
    }
    menu->exec(event->globalPos());
}

void CodeView::paintCommentMarkers(QPainter &p, const QRect &rect)
{
    if (m_markers.isEmpty())
        return;
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    const QColor current = palette().color(QPalette::Highlight);
    const QColor outdated(214, 140, 0);
    while (block.isValid() && top <= rect.bottom()) {
        const int height = qRound(blockBoundingRect(block).height());
        const int line = block.blockNumber();
        for (const CodeCommentMarker &m : std::as_const(m_markers)) {
            if (line < m.firstLine || line > m.lastLine)
                continue;
            p.fillRect(QRect(0, top, 3, height), m.outdated ? outdated : current);
            if (line == m.firstLine) { // a dot at the first line
                p.setRenderHint(QPainter::Antialiasing);
                p.setPen(Qt::NoPen);
                p.setBrush(m.outdated ? outdated : current);
                p.drawEllipse(QRectF(5, top + height / 2.0 - 3, 6, 6));
            }
            break;
        }
        block = block.next();
        top += height;
    }
}

} // namespace Switchyard
