// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/turnoutlinedelegate.h"

#include "models/timeline/timelineturnmodel.h"

#include <QPainter>

namespace Switchyard {

QSize TurnOutlineDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const
{
    return {160, option.fontMetrics.height() * 2 + 12};
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
    painter->drawText(QRect(r.left(), r.top(), r.width(), lineH), Qt::AlignLeft | Qt::AlignVCenter, title);
    painter->setFont(option.font);
    painter->setPen(dim);
    const QString usage = index.data(TimelineTurnModel::UsageTextRole).toString();
    painter->drawText(QRect(r.left(), r.top(), r.width(), lineH), Qt::AlignRight | Qt::AlignVCenter, usage);
    painter->setPen(fg);
    const QString message = index.data(TimelineTurnModel::MessageRole).toString();
    painter->drawText(QRect(r.left(), r.top() + lineH + 2, r.width(), lineH), Qt::AlignLeft | Qt::AlignVCenter,
                      option.fontMetrics.elidedText(message, Qt::ElideRight, r.width()));
    painter->setPen(pal.color(QPalette::Midlight));
    painter->drawLine(option.rect.bottomLeft(), option.rect.bottomRight());
    painter->restore();
}

} // namespace Switchyard
