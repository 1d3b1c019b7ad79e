// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diff/changesdelegate.h"

#include "models/domain/status.h"
#include "models/workspace/changesmodel.h"

#include <QApplication>
#include <QPainter>
#include <QPixmap>

namespace Switchyard {

namespace {

QColor statusColor(GitChangeStatus s)
{
    switch (s) {
    case GitChangeStatus::Added:
        return {46, 160, 67};
    case GitChangeStatus::Deleted:
        return {207, 34, 46};
    case GitChangeStatus::Updated:
        return {191, 135, 0};
    case GitChangeStatus::Moved:
        return {56, 139, 253};
    case GitChangeStatus::Unknown:
        break;
    }
    return {128, 128, 128};
}

} // namespace

ChangesDelegate::ChangesDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{ }

QIcon ChangesDelegate::statusIcon(int status, const QFont &font) const
{
    auto it = m_icons.constFind(status);
    if (it != m_icons.constEnd())
        return it.value();
    const auto s = static_cast<GitChangeStatus>(status);
    const qreal dpr = qApp->devicePixelRatio();
    QPixmap pm(QSize(16, 16) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(statusColor(s));
    p.drawRoundedRect(QRectF(1, 1, 14, 14), 3, 3);
    QFont f = font;
    f.setBold(true);
    f.setPixelSize(11);
    p.setFont(f);
    p.setPen(Qt::white);
    p.drawText(QRectF(0, 0, 16, 16), Qt::AlignCenter, ChangesModel::statusLetter(s));
    p.end();
    const QIcon icon(pm);
    m_icons.insert(status, icon);
    return icon;
}

void ChangesDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.column() != ChangesModel::NameColumn || index.data(ChangesModel::IsDirectoryRole).toBool())
        return;
    option->icon = statusIcon(index.data(ChangesModel::StatusRole).toInt(), option->font);
    option->features |= QStyleOptionViewItem::HasDecoration;
    option->decorationSize = QSize(16, 16);
    if (index.data(ChangesModel::StatusRole).toInt() == int(GitChangeStatus::Deleted))
        option->font.setStrikeOut(true);
}

void ChangesDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (index.column() != ChangesModel::CountsColumn) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt(option);
    initStyleOption(&opt, index);
    opt.text.clear();
    const QWidget *w = opt.widget;
    QStyle *style = w ? w->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, w);
    const int added = index.data(ChangesModel::AddedRole).toInt();
    const int removed = index.data(ChangesModel::RemovedRole).toInt();
    if (added < 0 || removed < 0)
        return;
    const bool dark = opt.palette.color(QPalette::Base).lightness() < 128;
    const QString plus = QStringLiteral("+%1").arg(added);
    const QString minus = QStringLiteral("\u2212%1").arg(removed);
    const QFontMetrics fm(opt.font);
    const QRect r = opt.rect.adjusted(4, 0, -6, 0);
    painter->save();
    painter->setFont(opt.font);
    const int minusWidth = fm.horizontalAdvance(minus);
    painter->setPen(dark ? QColor(248, 81, 73) : QColor(207, 34, 46));
    painter->drawText(r, Qt::AlignRight | Qt::AlignVCenter, minus);
    painter->setPen(dark ? QColor(63, 185, 80) : QColor(26, 127, 55));
    painter->drawText(r.adjusted(0, 0, -minusWidth - fm.horizontalAdvance(QLatin1Char(' ')), 0),
                      Qt::AlignRight | Qt::AlignVCenter, plus);
    painter->restore();
}

} // namespace Switchyard
