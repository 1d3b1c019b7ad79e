// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diff/diffview.h"

#include "ui/highlight/highlightservice.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFontDatabase>
#include <QHash>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>
#include <QSettings>
#include <QTextLayout>

#include <algorithm>
#include <cmath>
#include <memory>

namespace Switchyard {

namespace {

constexpr int kMaxDisplayChars = 5000;
constexpr int kMaxCachedLayouts = 4000;
const QString kModeKey = QStringLiteral("diff/sideBySide");

struct Colors
{
    QColor addedBg, addedWord, removedBg, removedWord, movedBg, emptyBg, foldBg, foldText, gutterText, separator;
};

QColor over(const QColor &base, const QColor &tint, int alpha)
{
    const double a = alpha / 255.0;
    return QColor::fromRgbF(static_cast<float>(base.redF() * (1 - a) + tint.redF() * a),
                            static_cast<float>(base.greenF() * (1 - a) + tint.greenF() * a),
                            static_cast<float>(base.blueF() * (1 - a) + tint.blueF() * a));
}

Colors colorsFor(const QPalette &pal, bool dark)
{
    const QColor base = pal.color(QPalette::Base);
    const QColor green(46, 160, 67);
    const QColor red(248, 81, 73);
    const QColor blue(56, 139, 253);
    Colors c;
    c.addedBg = over(base, green, dark ? 45 : 30);
    c.addedWord = over(base, green, dark ? 110 : 85);
    c.removedBg = over(base, red, dark ? 45 : 28);
    c.removedWord = over(base, red, dark ? 110 : 80);
    c.movedBg = over(base, blue, dark ? 45 : 28);
    c.emptyBg = over(base, pal.color(QPalette::Text), dark ? 14 : 10);
    c.foldBg = over(base, blue, dark ? 30 : 18);
    c.foldText = pal.color(QPalette::PlaceholderText);
    c.gutterText = pal.color(QPalette::PlaceholderText);
    c.separator = over(base, pal.color(QPalette::Text), 40);
    return c;
}

} // namespace

struct DiffView::LayoutCache
{
    QHash<qint64, std::shared_ptr<QTextLayout>> layouts;
};

DiffView::DiffView(QWidget *parent)
    : QAbstractScrollArea(parent)
    , m_layouts(std::make_unique<LayoutCache>())
{
    QFont f = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    setFont(f);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Diff"));
    setAccessibleDescription(
        tr("The changed lines of a file, old and new. N or J: next change; P or K: previous "
           "change; A: show all unchanged lines; Home, End: first and last line; the context menu copies lines and "
           "switches between unified and side by side."));
    viewport()->setCursor(Qt::IBeamCursor);
    m_theme = HighlightTheme::forPalette(palette());
    m_mode = QSettings().value(kModeKey, false).toBool() ? Mode::SideBySide : Mode::Unified;
    connect(&m_oldWatcher, &QFutureWatcher<HighlightResult>::finished, this, [this] {
        if (m_oldWatcher.isCanceled() || m_oldWatcher.future().resultCount() == 0)
            return;
        m_oldHighlight = m_oldWatcher.future().result();
        m_oldReady = true;
        invalidateLayouts();
        if (m_newReady)
            Q_EMIT highlightingFinished();
    });
    connect(&m_newWatcher, &QFutureWatcher<HighlightResult>::finished, this, [this] {
        if (m_newWatcher.isCanceled() || m_newWatcher.future().resultCount() == 0)
            return;
        m_newHighlight = m_newWatcher.future().result();
        m_newReady = true;
        invalidateLayouts();
        if (m_oldReady)
            Q_EMIT highlightingFinished();
    });
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, [this] {
        updateCurrentHunk();
    });
}

DiffView::~DiffView()
{
    m_oldWatcher.cancel();
    m_newWatcher.cancel();
}

void DiffView::setDiff(const FileDiff &diff, const QString &fileName)
{
    m_diff = diff;
    m_hasDiff = true;
    m_fileName = fileName;
    m_message.clear();
    m_expanded.clear();
    m_selection = {};
    m_dragStart = {};
    int maxChars = 0;
    for (const QString &l : diff.oldText().lines)
        maxChars = std::max(maxChars, static_cast<int>(l.size()));
    for (const QString &l : diff.newText().lines)
        maxChars = std::max(maxChars, static_cast<int>(l.size()));
    m_maxLineChars = std::min(maxChars, kMaxDisplayChars);
    m_digits =
        static_cast<int>(QString::number(std::max(diff.oldText().lineCount(), diff.newText().lineCount())).size());
    rebuildRows();
    verticalScrollBar()->setValue(0);
    horizontalScrollBar()->setValue(0);
    m_currentHunk = -1;
    startHighlighting();
    // Open at the first change.
    if (!m_hunkRows.isEmpty())
        goToHunk(0);
    viewport()->update();
}

void DiffView::setMessage(const QString &message)
{
    m_oldWatcher.cancel();
    m_newWatcher.cancel();
    m_diff = FileDiff();
    m_hasDiff = false;
    m_message = message;
    m_rows.clear();
    m_hunkRows.clear();
    m_currentHunk = -1;
    invalidateLayouts();
    updateScrollBars();
    Q_EMIT currentHunkChanged(-1, 0);
}

void DiffView::clear()
{
    setMessage(QString());
}

void DiffView::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    const int anchor = firstVisibleRow();
    const DiffRow keep = anchor >= 0 && anchor < m_rows.size() ? m_rows.at(anchor) : DiffRow{};
    m_mode = mode;
    QSettings().setValue(kModeKey, mode == Mode::SideBySide);
    rebuildRows();
    // Keep the same lines on screen.
    for (int r = 0; r < m_rows.size(); ++r) {
        const DiffRow &row = m_rows.at(r);
        if ((keep.oldIndex >= 0 && row.oldIndex == keep.oldIndex)
            || (keep.newIndex >= 0 && row.newIndex == keep.newIndex)) {
            verticalScrollBar()->setValue(r);
            break;
        }
    }
    Q_EMIT modeChanged(mode);
    viewport()->update();
}

void DiffView::toggleMode()
{
    setMode(m_mode == Mode::Unified ? Mode::SideBySide : Mode::Unified);
}

void DiffView::setContextLines(int lines)
{
    if (lines == m_context)
        return;
    m_context = std::max(0, lines);
    rebuildRows();
    viewport()->update();
}

void DiffView::rebuildRows()
{
    if (!m_hasDiff) {
        m_rows.clear();
        m_hunkRows.clear();
        updateScrollBars();
        return;
    }
    m_rows = m_mode == Mode::Unified ? DiffRows::unified(m_diff, m_context, m_expanded)
                                     : DiffRows::sideBySide(m_diff, m_context, m_expanded);
    m_hunkRows.clear();
    for (int r = 0; r < m_rows.size(); ++r)
        if (m_rows.at(r).changeStart)
            m_hunkRows.append(r);
    updateScrollBars();
    updateCurrentHunk();
}

int DiffView::lineHeight() const
{
    return fontMetrics().lineSpacing() + 2;
}

int DiffView::gutterWidth() const
{
    const int cw = fontMetrics().horizontalAdvance(QLatin1Char('9'));
    return (m_digits + 2) * cw;
}

void DiffView::updateScrollBars()
{
    const int visibleRows = std::max(1, viewport()->height() / lineHeight());
    verticalScrollBar()->setPageStep(visibleRows);
    verticalScrollBar()->setSingleStep(1);
    verticalScrollBar()->setRange(0, std::max(0, static_cast<int>(m_rows.size()) - visibleRows + 1));
    const int cw = fontMetrics().horizontalAdvance(QLatin1Char('m'));
    int textWidth = (m_maxLineChars + 4) * cw;
    if (m_hasDiff && (!m_diff.oldText().endsWithNewline || !m_diff.newText().endsWithNewline)) {
        // Room to scroll the "no newline at end" note (drawn after the text) into view.
        QFont f = font();
        f.setItalic(true);
        textWidth += QFontMetrics(f).horizontalAdvance(QStringLiteral("\u23CE ") + tr("no newline at end")) + 3 * cw;
    }
    const int paneWidth = m_mode == Mode::Unified ? viewport()->width() - 2 * gutterWidth() - 2 * cw
                                                  : viewport()->width() / 2 - gutterWidth() - cw;
    horizontalScrollBar()->setPageStep(std::max(1, paneWidth));
    horizontalScrollBar()->setSingleStep(cw * 4);
    horizontalScrollBar()->setRange(0, std::max(0, textWidth - paneWidth));
}

int DiffView::firstVisibleRow() const
{
    return verticalScrollBar()->value();
}

int DiffView::rowAt(int y) const
{
    const int r = firstVisibleRow() + y / lineHeight();
    return r >= 0 && r < m_rows.size() ? r : -1;
}

void DiffView::updateCurrentHunk()
{
    int current = -1;
    const int top = firstVisibleRow();
    for (int i = 0; i < m_hunkRows.size(); ++i) {
        if (m_hunkRows.at(i) <= top + 3)
            current = i;
        else
            break;
    }
    if (current == -1 && !m_hunkRows.isEmpty())
        current = 0;
    if (current != m_currentHunk) {
        m_currentHunk = current;
        Q_EMIT currentHunkChanged(current, static_cast<int>(m_hunkRows.size()));
    }
}

void DiffView::goToHunk(int index)
{
    if (index < 0 || index >= m_hunkRows.size())
        return;
    // A few rows of context above the change.
    verticalScrollBar()->setValue(std::max(0, m_hunkRows.at(index) - 3));
    if (m_currentHunk != index) {
        m_currentHunk = index;
        Q_EMIT currentHunkChanged(index, static_cast<int>(m_hunkRows.size()));
    }
    viewport()->update();
}

void DiffView::nextHunk()
{
    const int top = firstVisibleRow() + 3;
    for (int i = 0; i < m_hunkRows.size(); ++i)
        if (m_hunkRows.at(i) > top) {
            goToHunk(i);
            return;
        }
}

void DiffView::previousHunk()
{
    const int top = firstVisibleRow() + 3;
    for (int i = static_cast<int>(m_hunkRows.size()) - 1; i >= 0; --i)
        if (m_hunkRows.at(i) < top) {
            goToHunk(i);
            return;
        }
}

void DiffView::expandFold(int row)
{
    if (row < 0 || row >= m_rows.size() || m_rows.at(row).type != DiffRow::Type::Fold)
        return;
    const int top = firstVisibleRow();
    m_expanded.insert(m_rows.at(row).oldIndex);
    rebuildRows();
    verticalScrollBar()->setValue(top);
    viewport()->update();
}

void DiffView::expandAll()
{
    for (const DiffRow &r : std::as_const(m_rows))
        if (r.type == DiffRow::Type::Fold)
            m_expanded.insert(r.oldIndex);
    rebuildRows();
    viewport()->update();
}

void DiffView::startHighlighting()
{
    m_oldWatcher.cancel();
    m_newWatcher.cancel();
    m_oldReady = m_newReady = false;
    m_oldHighlight = HighlightResult();
    m_newHighlight = HighlightResult();
    m_oldWatcher.setFuture(HighlightService::highlight(m_fileName, m_diff.oldText().lines));
    m_newWatcher.setFuture(HighlightService::highlight(m_fileName, m_diff.newText().lines));
}

void DiffView::invalidateLayouts()
{
    m_layouts->layouts.clear();
    viewport()->update();
}

QString DiffView::elementAt(bool newSide, int line, int column) const
{
    const HighlightResult &hr = newSide ? m_newHighlight : m_oldHighlight;
    const QList<HighlightResult::Token> tokens = hr.lineTokens(line);
    for (const HighlightResult::Token &t : tokens)
        if (column >= t.start && column < t.start + t.length)
            return hr.elements.value(t.element);
    return {};
}

QString DiffView::displayText(bool newSide, int line) const
{
    const SplitText &t = newSide ? m_diff.newText() : m_diff.oldText();
    if (line < 0 || line >= t.lineCount())
        return {};
    const QString &s = t.lines.at(line);
    return s.size() > kMaxDisplayChars ? s.left(kMaxDisplayChars) + QStringLiteral(" \u2026") : s;
}

QTextLayout *DiffView::layoutFor(bool newSide, int line)
{
    const qint64 key = (static_cast<qint64>(newSide ? 1 : 0) << 32) | static_cast<quint32>(line);
    auto it = m_layouts->layouts.constFind(key);
    if (it != m_layouts->layouts.constEnd())
        return it->get();
    if (m_layouts->layouts.size() > kMaxCachedLayouts)
        m_layouts->layouts.clear();
    const QString text = displayText(newSide, line);
    auto layout = std::make_shared<QTextLayout>(text, font());
    QTextOption option;
    option.setWrapMode(QTextOption::NoWrap);
    option.setTabStopDistance(fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 4);
    layout->setTextOption(option);
    QList<QTextLayout::FormatRange> formats;
    const HighlightResult &hr = newSide ? m_newHighlight : m_oldHighlight;
    if (newSide ? m_newReady : m_oldReady) {
        const QList<HighlightResult::Token> tokens = hr.lineTokens(line);
        for (const HighlightResult::Token &t : tokens) {
            if (t.start >= text.size())
                continue;
            QTextLayout::FormatRange fr;
            fr.start = t.start;
            fr.length = std::min(t.length, static_cast<int>(text.size()) - t.start);
            fr.format = m_theme.format(hr.elements.value(t.element));
            formats.append(fr);
        }
    }
    const Colors colors = colorsFor(palette(), m_theme.isDark());
    const QList<WordRange> words = newSide ? m_diff.newWordRanges(line) : m_diff.oldWordRanges(line);
    for (const WordRange &w : words) {
        if (w.start >= text.size())
            continue;
        QTextLayout::FormatRange fr;
        fr.start = w.start;
        fr.length = std::min(w.length, static_cast<int>(text.size()) - w.start);
        fr.format.setBackground(newSide ? colors.addedWord : colors.removedWord);
        formats.append(fr);
    }
    layout->setFormats(formats);
    layout->beginLayout();
    QTextLine tl = layout->createLine();
    if (tl.isValid())
        tl.setLineWidth(1e7);
    layout->endLayout();
    QTextLayout *raw = layout.get();
    m_layouts->layouts.insert(key, std::move(layout));
    return raw;
}

void DiffView::paintText(QPainter &p, const QRect &rect, bool newSide, int line, int hOffset)
{
    QTextLayout *layout = layoutFor(newSide, line);
    p.save();
    p.setClipRect(rect);
    const int y = rect.top() + (rect.height() - fontMetrics().height()) / 2;
    layout->draw(&p, QPointF(rect.left() - hOffset, y));
    p.restore();
}

// What one paint pass measures once and every row uses.
struct DiffView::Frame
{
    QPainter &p;
    Colors colors;
    QColor text;
    int lh; ///< line height
    int cw; ///< width of a digit
    int gw; ///< gutter width
    int hOffset;
    int width;
};

void DiffView::paintEvent(QPaintEvent *)
{
    QPainter p(viewport());
    const QPalette pal = palette();
    p.fillRect(viewport()->rect(), pal.color(QPalette::Base));
    const QFontMetrics fm = fontMetrics();
    if (!m_hasDiff) {
        if (!m_message.isEmpty()) {
            p.setPen(pal.color(QPalette::PlaceholderText));
            p.setFont(QApplication::font());
            // A margin that a low pane (a laptop's screen) does not turn into a clipped line.
            const QRect r = viewport()->rect();
            const int line = QFontMetrics(QApplication::font()).height();
            const int mx = std::min(24, r.width() / 8);
            const int my = std::clamp((r.height() - 2 * line) / 2, 0, 24);
            p.drawText(r.adjusted(mx, my, -mx, -my), Qt::AlignCenter | Qt::TextWordWrap, m_message);
        }
        return;
    }
    if (m_diff.isIdentical() && m_rows.size() <= 1) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.setFont(QApplication::font());
        p.drawText(viewport()->rect(), Qt::AlignCenter,
                   m_diff.oldText().isEmpty() ? tr("Both versions are empty.") : tr("No changes."));
        // Still show the fold so the file can be opened.
    }
    const Frame frame{p,
                      colorsFor(pal, m_theme.isDark()),
                      pal.color(QPalette::Text),
                      lineHeight(),
                      fm.horizontalAdvance(QLatin1Char('9')),
                      gutterWidth(),
                      horizontalScrollBar()->value(),
                      viewport()->width()};
    const int first = firstVisibleRow();
    const int visible = viewport()->height() / frame.lh + 2;
    for (int i = 0; i < visible; ++i) {
        const int r = first + i;
        if (r >= m_rows.size())
            break;
        const DiffRow &row = m_rows.at(r);
        const int y = i * frame.lh;
        if (row.type == DiffRow::Type::Fold)
            paintFoldRow(frame, row, y);
        else if (m_mode == Mode::Unified)
            paintUnifiedRow(frame, row, y);
        else
            paintSideBySideRow(frame, row, y);
        paintReview(p, row, y, frame.lh, frame.gw, frame.width);
    }
    paintSeparators(frame, first, visible);
}

void DiffView::paintLineNumber(const Frame &f, int x, int y, int w, int index)
{
    if (index < 0)
        return;
    f.p.setPen(f.colors.gutterText);
    f.p.drawText(QRect(x, y, w - f.cw, f.lh), Qt::AlignRight | Qt::AlignVCenter, QString::number(index + 1));
}

void DiffView::paintLineNote(const Frame &f, const QRect &r, bool newSide, int index)
{
    // Line-ending-only changes and missing final newlines are invisible otherwise.
    const SplitText &t = newSide ? m_diff.newText() : m_diff.oldText();
    QString note;
    if (index + 1 == t.lineCount() && !t.endsWithNewline)
        note = tr("no newline at end");
    if (!newSide && m_diff.lineEndingOnly(index))
        note = t.crlf[static_cast<size_t>(index)] ? tr("CRLF") : tr("LF");
    if (note.isEmpty())
        return;
    // The note goes after the end of the line's text (never over it), right-aligned and
    // elided to the room left; scrolled into view horizontally when the line is too long.
    const QTextLayout *layout = layoutFor(newSide, index);
    const qreal natural = layout->lineCount() > 0 ? layout->lineAt(0).naturalTextWidth() : 0.0;
    const int textEnd = r.left() - f.hOffset + static_cast<int>(std::ceil(natural));
    const int noteLeft = std::max(r.left(), textEnd + 2 * f.cw);
    const int noteEnd = r.left() + r.width() - f.cw;
    if (noteEnd <= noteLeft)
        return;
    QFont italic = font();
    italic.setItalic(true);
    const QFontMetrics nfm(italic);
    const QString full = QStringLiteral("\u23CE ") + note;
    const QString shown = nfm.horizontalAdvance(full) <= noteEnd - noteLeft
        ? full
        : nfm.elidedText(full, Qt::ElideRight, noteEnd - noteLeft);
    if (shown.isEmpty())
        return;
    f.p.setFont(italic);
    f.p.setPen(f.colors.gutterText);
    f.p.drawText(QRect(noteLeft, r.top(), noteEnd - noteLeft, r.height()), Qt::AlignRight | Qt::AlignVCenter, shown);
    f.p.setFont(font());
}

void DiffView::paintFoldRow(const Frame &f, const DiffRow &row, int y)
{
    f.p.fillRect(QRect(0, y, f.width, f.lh), f.colors.foldBg);
    f.p.setPen(f.colors.foldText);
    f.p.drawText(QRect(f.cw, y, f.width - 2 * f.cw, f.lh), Qt::AlignLeft | Qt::AlignVCenter,
                 tr("\u22EF %n unchanged line(s) \u2014 click to show", nullptr, row.hiddenCount));
}

void DiffView::paintUnifiedRow(const Frame &f, const DiffRow &row, int y)
{
    QColor bg;
    QString marker = QStringLiteral(" ");
    bool newSide = true;
    int index = row.newIndex;
    if (row.type == DiffRow::Type::Removed) {
        const bool moved = m_diff.movedTo(row.oldIndex) >= 0;
        bg = moved ? f.colors.movedBg : f.colors.removedBg;
        marker = moved ? QStringLiteral("\u21C5") : QStringLiteral("\u2212");
        newSide = false;
        index = row.oldIndex;
    } else if (row.type == DiffRow::Type::Added) {
        const bool moved = m_diff.movedFrom(row.newIndex) >= 0;
        bg = moved ? f.colors.movedBg : f.colors.addedBg;
        marker = moved ? QStringLiteral("\u21C5") : QStringLiteral("+");
    }
    if (bg.isValid())
        f.p.fillRect(QRect(0, y, f.width, f.lh), bg);
    paintLineNumber(f, 0, y, f.gw, row.oldIndex);
    paintLineNumber(f, f.gw, y, f.gw, row.newIndex);
    f.p.setPen(f.text);
    f.p.drawText(QRect(2 * f.gw, y, 2 * f.cw, f.lh), Qt::AlignCenter, marker);
    const QRect textRect(2 * f.gw + 2 * f.cw, y, f.width - 2 * f.gw - 2 * f.cw, f.lh);
    paintText(f.p, textRect, newSide, index, f.hOffset);
    paintLineNote(f, textRect, newSide, index);
}

void DiffView::paintSideBySideRow(const Frame &f, const DiffRow &row, int y)
{
    const int half = f.width / 2;
    for (int side = 0; side < 2; ++side) {
        const bool newSide = side == 1;
        const int x0 = newSide ? half : 0;
        const int w = newSide ? f.width - half : half;
        const int index = newSide ? row.newIndex : row.oldIndex;
        QColor bg;
        if (row.type == DiffRow::Type::Change) {
            if (index < 0)
                bg = f.colors.emptyBg;
            else if (newSide)
                bg = m_diff.movedFrom(index) >= 0 ? f.colors.movedBg : f.colors.addedBg;
            else
                bg = m_diff.movedTo(index) >= 0 ? f.colors.movedBg : f.colors.removedBg;
        }
        if (bg.isValid())
            f.p.fillRect(QRect(x0, y, w, f.lh), bg);
        paintLineNumber(f, x0, y, f.gw, index);
        if (index >= 0) {
            const QRect textRect(x0 + f.gw + f.cw, y, w - f.gw - f.cw, f.lh);
            paintText(f.p, textRect, newSide, index, f.hOffset);
            paintLineNote(f, textRect, newSide, index);
        }
    }
}

// Gutter and pane separators (not across folds).
void DiffView::paintSeparators(const Frame &f, int first, int visible)
{
    f.p.setPen(f.colors.separator);
    for (int i = 0; i < visible; ++i) {
        const int r = first + i;
        if (r >= m_rows.size())
            break;
        if (m_rows.at(r).type == DiffRow::Type::Fold)
            continue;
        const int y0 = i * f.lh;
        const int y1 = y0 + f.lh - 1;
        if (m_mode == Mode::Unified) {
            f.p.drawLine(2 * f.gw - 1, y0, 2 * f.gw - 1, y1);
        } else {
            f.p.drawLine(f.gw - 1, y0, f.gw - 1, y1);
            f.p.drawLine(f.width / 2, y0, f.width / 2, y1);
            f.p.drawLine(f.width / 2 + f.gw - 1, y0, f.width / 2 + f.gw - 1, y1);
        }
    }
}

void DiffView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
}

void DiffView::scrollContentsBy(int, int)
{
    viewport()->update();
}

void DiffView::mousePressEvent(QMouseEvent *event)
{
    const int r = rowAt(event->position().toPoint().y());
    if (event->button() == Qt::LeftButton && r >= 0 && m_rows.at(r).type == DiffRow::Type::Fold) {
        expandFold(r);
        return;
    }
    // Review comments: a press on the line numbers starts selecting lines (diffviewreview.cpp).
    if (event->button() == Qt::LeftButton && m_commenting) {
        const QPoint pos = event->position().toPoint();
        m_dragStart = inGutter(pos) ? lineAt(pos) : DiffLineSelection{};
        selectLines(m_dragStart);
    }
    QAbstractScrollArea::mousePressEvent(event);
}

void DiffView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_N:
    case Qt::Key_J:
        nextHunk();
        return;
    case Qt::Key_P:
    case Qt::Key_K:
        previousHunk();
        return;
    case Qt::Key_A:
        expandAll(); // the keyboard's way to open the folded unchanged lines
        return;
    case Qt::Key_Home:
        verticalScrollBar()->setValue(0);
        return;
    case Qt::Key_End:
        verticalScrollBar()->setValue(verticalScrollBar()->maximum());
        return;
    case Qt::Key_C:
        requestComment(); // a comment on the selected lines
        return;
    default:
        break;
    }
    QAbstractScrollArea::keyPressEvent(event);
}

void DiffView::contextMenuEvent(QContextMenuEvent *event)
{
    const int r = rowAt(event->pos().y());
    QMenu menu(this);
    addReviewActions(menu, event->pos());
    if (r >= 0 && m_rows.at(r).type != DiffRow::Type::Fold) {
        const DiffRow row = m_rows.at(r);
        if (row.oldIndex >= 0 && row.type != DiffRow::Type::Added)
            menu.addAction(tr("Copy old line %1").arg(row.oldIndex + 1), this, [this, row] {
                QApplication::clipboard()->setText(m_diff.oldText().lines.at(row.oldIndex));
            });
        if (row.newIndex >= 0 && row.type != DiffRow::Type::Removed)
            menu.addAction(tr("Copy new line %1").arg(row.newIndex + 1), this, [this, row] {
                QApplication::clipboard()->setText(m_diff.newText().lines.at(row.newIndex));
            });
    }
    if (m_hasDiff) {
        menu.addAction(tr("Copy as unified diff"), this, [this] {
            QApplication::clipboard()->setText(
                m_diff.toUnified(QStringLiteral("a/") + m_fileName, QStringLiteral("b/") + m_fileName, m_context));
        });
        menu.addSeparator();
        menu.addAction(tr("Show all lines"), this, &DiffView::expandAll);
        menu.addAction(m_mode == Mode::Unified ? tr("Side by side") : tr("Unified"), this, &DiffView::toggleMode);
    }
    if (!menu.isEmpty())
        menu.exec(event->globalPos());
}

void DiffView::changeEvent(QEvent *event)
{
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange
        || event->type() == QEvent::StyleChange) {
        m_theme = HighlightTheme::forPalette(palette());
        invalidateLayouts();
        updateScrollBars();
    }
}

} // namespace Switchyard
