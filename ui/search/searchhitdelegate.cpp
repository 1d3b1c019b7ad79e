// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/search/searchhitdelegate.h"

#include "models/read/searchreader.h"

#include <QApplication>
#include <QPainter>
#include <QTextLayout>

namespace Switchyard {

namespace {
constexpr int kPad = 4;
} // namespace

SearchHitDelegate::SearchHitDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{ }

void SearchHitDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QVariant spansValue = index.data(SpansRole);
    if (!spansValue.isValid()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

    const QRect r = opt.rect.adjusted(kPad, kPad, -kPad, -kPad);
    const bool selected = opt.state.testFlag(QStyle::State_Selected);
    const QPalette::ColorRole textRole = selected ? QPalette::HighlightedText : QPalette::Text;
    painter->save();
    QFont small = opt.font;
    small.setPointSizeF(small.pointSizeF() * 0.85);
    painter->setFont(small);
    // The caption a step quieter than the text, but readable (the disabled colour is too faint).
    QColor caption = opt.palette.color(QPalette::Active, textRole);
    caption.setAlphaF(0.65);
    painter->setPen(caption);
    const QFontMetrics smallMetrics(small);
    painter->drawText(QRect(r.left(), r.top(), r.width(), smallMetrics.height()), Qt::AlignLeft | Qt::TextSingleLine,
                      index.data(CaptionRole).toString());

    QTextLayout layout(text, opt.font);
    QList<QTextLayout::FormatRange> formats;
    const auto spans = spansValue.value<QList<SearchSpan>>();
    for (const SearchSpan &s : spans) {
        QTextLayout::FormatRange f;
        f.start = int(s.start);
        f.length = int(s.length);
        f.format.setFontWeight(QFont::Bold);
        f.format.setBackground(opt.palette.color(QPalette::Active, QPalette::Highlight).lighter(selected ? 130 : 170));
        f.format.setForeground(opt.palette.color(QPalette::Active, QPalette::Text));
        formats.append(f);
    }
    layout.setFormats(formats);
    QTextOption textOption;
    textOption.setWrapMode(QTextOption::NoWrap);
    layout.setTextOption(textOption);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    if (line.isValid())
        line.setLineWidth(r.width());
    layout.endLayout();
    painter->setPen(opt.palette.color(QPalette::Active, textRole));
    painter->setClipRect(r);
    layout.draw(painter, QPointF(r.left(), r.top() + smallMetrics.height() + 2));
    painter->restore();
}

QSize SearchHitDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (!index.data(SpansRole).isValid())
        return QStyledItemDelegate::sizeHint(option, index);
    QFont small = option.font;
    small.setPointSizeF(small.pointSizeF() * 0.85);
    const int h = QFontMetrics(small).height() + 2 + option.fontMetrics.height() + 2 * kPad;
    return {QStyledItemDelegate::sizeHint(option, index).width(), h};
}

} // namespace Switchyard
