// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/turnoutlinedelegate.h"

#include "models/timeline/timelineturnmodel.h"

#include <QPainter>

#include <algorithm>

namespace Switchyard {

QSize TurnOutlineDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const
{
    return {160, option.fontMetrics.height() * 2 + 12};
}

TurnOutlineDelegate::Layout TurnOutlineDelegate::layout(const QRect &line, const QFontMetrics &bold,
                                                        const QFontMetrics &fm, const QString &title,
                                                        const QString &usage)
{
    // "Turn N" first and whole (it is what one looks for); the usage gets what is left of the line,
    // right-aligned and elided, never drawn over the title.
    constexpr int kGap = 8;
    const int lineH = fm.height();
    Layout l;
    const int titleW = std::min(line.width(), bold.horizontalAdvance(title));
    l.title = QRect(line.left(), line.top(), titleW, lineH);
    l.titleText = titleW < bold.horizontalAdvance(title) ? bold.elidedText(title, Qt::ElideRight, titleW) : title;
    const int usageRoom = std::max(0, line.width() - titleW - kGap);
    const int usageW = std::min(usageRoom, fm.horizontalAdvance(usage));
    l.usage = QRect(line.left() + line.width() - usageW, line.top(), usageW, lineH);
    l.usageText = usageW < fm.horizontalAdvance(usage) ? fm.elidedText(usage, Qt::ElideRight, usageW) : usage;
    if (l.usageText == QStringLiteral("\u2026"))
        l.usageText.clear(); // a lone ellipsis says nothing
    if (l.usageText.isEmpty())
        l.usage.setWidth(0);
    return l;
}

void TurnOutlineDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    painter->save();
    const bool selected = option.state & QStyle::State_Selected;
    const QPalette &pal = option.palette;
    painter->fillRect(option.rect, selected ? pal.color(QPalette::Highlight) : pal.color(QPalette::Base));
    const QColor fg = selected ? pal.color(QPalette::HighlightedText) : pal.color(QPalette::Text);
    const QColor dim = selected ? fg : QColor(0x75, 0x75, 0x75);
    const QRect r = option.rect.adjusted(8, 4, -6, -4);
    const int lineH = option.fontMetrics.height();
    QFont bold = option.font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->setPen(fg);
    const qint64 number = index.data(TimelineTurnModel::TurnNumberRole).toLongLong();
    const QString title = number > 0 ? tr("Turn %1").arg(number) : tr("Turn");
    const QString usage = index.data(TimelineTurnModel::UsageTextRole).toString();
    const QString message = index.data(TimelineTurnModel::MessageRole).toString();
    const Layout l = layout(r, QFontMetrics(bold), option.fontMetrics, title, usage);
    painter->drawText(l.title, Qt::AlignLeft | Qt::AlignVCenter, l.titleText);
    painter->setFont(option.font);
    painter->setPen(dim);
    painter->drawText(l.usage, Qt::AlignRight | Qt::AlignVCenter, l.usageText);
    painter->setPen(fg);
    painter->drawText(QRect(r.left(), r.top() + lineH + 2, r.width(), lineH), Qt::AlignLeft | Qt::AlignVCenter,
                      option.fontMetrics.elidedText(message, Qt::ElideRight, r.width()));
    painter->setPen(pal.color(QPalette::Midlight));
    painter->drawLine(option.rect.bottomLeft(), option.rect.bottomRight());
    painter->restore();
}

} // namespace Switchyard
