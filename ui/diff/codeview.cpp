// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diff/codeview.h"

#include "ui/highlight/syntaxhighlighter.h"

#include <QFontDatabase>
#include <QPainter>
#include <QTextBlock>

namespace Switchyard {

namespace {

class Gutter final : public QWidget
{
public:
    explicit Gutter(CodeView *view)
        : QWidget(view)
        , m_view(view)
    { }
    QSize sizeHint() const override { return {m_view->gutterWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent *event) override { m_view->paintGutter(event); }

private:
    CodeView *m_view;
};

} // namespace

CodeView::CodeView(QWidget *parent)
    : QPlainTextEdit(parent)
    , m_gutter(new Gutter(this))
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setTabStopDistance(fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 4);
    setAccessibleName(tr("File content"));
    setAccessibleDescription(tr("The file, read-only, with line numbers. Ctrl+F finds text, Ctrl+G goes to a line."));
    connect(this, &QPlainTextEdit::blockCountChanged, this, [this] {
        setViewportMargins(gutterWidth(), 0, 0, 0);
    });
    connect(this, &QPlainTextEdit::updateRequest, this, &CodeView::updateGutter);
    setViewportMargins(gutterWidth(), 0, 0, 0);
}

CodeView::~CodeView() = default;

void CodeView::setFileName(const QString &fileName)
{
    if (!m_highlighter) {
        m_highlighter = SyntaxHighlighter::create(document(), fileName);
        m_highlighter->followPalette(palette());
        updatePriority();
    } else {
        m_highlighter->setFileName(fileName);
    }
}

int CodeView::gutterWidth() const
{
    const int digits = static_cast<int>(QString::number(std::max(1, blockCount())).size());
    return fontMetrics().horizontalAdvance(QLatin1Char('9')) * (digits + 2);
}

QPair<int, int> CodeView::visibleBlocks() const
{
    const QTextBlock first = firstVisibleBlock();
    const int firstNo = first.isValid() ? first.blockNumber() : 0;
    const int lines = viewport()->height() / std::max(1, fontMetrics().lineSpacing()) + 1;
    return {firstNo, firstNo + lines};
}

void CodeView::updatePriority()
{
    if (!m_highlighter)
        return;
    const auto [first, last] = visibleBlocks();
    m_highlighter->setPriorityRange(first, last);
}

void CodeView::updateGutter(const QRect &rect, int dy)
{
    if (dy)
        m_gutter->scroll(0, dy);
    else
        m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
    if (dy)
        updatePriority();
}

void CodeView::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect cr = contentsRect();
    m_gutter->setGeometry(QRect(cr.left(), cr.top(), gutterWidth(), cr.height()));
    updatePriority();
}

void CodeView::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_highlighter)
        m_highlighter->followPalette(palette());
}

void CodeView::paintGutter(QPaintEvent *event)
{
    QPainter p(m_gutter);
    const QPalette pal = palette();
    p.fillRect(event->rect(), pal.color(QPalette::AlternateBase));
    p.setPen(pal.color(QPalette::PlaceholderText));
    p.setFont(font());
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    const int cw = fontMetrics().horizontalAdvance(QLatin1Char('9'));
    while (block.isValid() && top <= event->rect().bottom()) {
        const int height = qRound(blockBoundingRect(block).height());
        if (block.isVisible() && top + height >= event->rect().top())
            p.drawText(0, top, m_gutter->width() - cw, fontMetrics().height(), Qt::AlignRight,
                       QString::number(block.blockNumber() + 1));
        block = block.next();
        top += height;
    }
    paintCommentMarkers(p, event->rect()); // review comments (codeviewreview.cpp)
}

} // namespace Switchyard
