// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/inbox/inboxdelegate.h"

#include "models/attention/inboxmodel.h"

#include <QApplication>
#include <QDateTime>
#include <QPainter>

namespace Switchyard {

namespace {

using Kind = InboxItem::Kind;

struct Badge
{
    QString text;
    QColor color;
};

Badge badgeOf(const QModelIndex &index)
{
    const int kind = index.data(InboxModel::KindRole).toInt();
    switch (Kind(kind)) {
    case Kind::Action:
        switch (SecurityRisk(index.data(InboxModel::RiskRole).toInt())) {
        case SecurityRisk::High:
            return {InboxDelegate::tr("HIGH"), QColor(0xc6, 0x28, 0x28)};
        case SecurityRisk::Medium:
            return {InboxDelegate::tr("MEDIUM"), QColor(0xe6, 0x7e, 0x00)};
        case SecurityRisk::Low:
            return {InboxDelegate::tr("LOW"), QColor(0x2e, 0x7d, 0x32)};
        case SecurityRisk::Unknown:
            break;
        }
        return {InboxDelegate::tr("APPROVE"), QColor(0x60, 0x60, 0x60)};
    case Kind::Question:
        return {InboxDelegate::tr("QUESTION"), QColor(0x15, 0x65, 0xc0)};
    case Kind::Error:
        return {InboxDelegate::tr("ERROR"), QColor(0xad, 0x14, 0x57)};
    case Kind::Stuck:
        return {InboxDelegate::tr("STUCK"), QColor(0x8d, 0x6e, 0x63)};
    case Kind::Finished:
        return {InboxDelegate::tr("FINISHED"), QColor(0x00, 0x79, 0x6b)};
    case Kind::RuleHit:
        return {InboxDelegate::tr("RULE"), QColor(0x6a, 0x1b, 0x9a)};
    }
    return {};
}

} // namespace

InboxDelegate::InboxDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{ }

QString InboxDelegate::waitText(qint64 sinceMs, qint64 nowMs)
{
    if (sinceMs <= 0)
        return {};
    const qint64 min = std::max<qint64>(0, (nowMs - sinceMs) / 60000);
    if (min < 1)
        return tr("just now");
    if (min < 60)
        return tr("%1 min").arg(min);
    if (min < 48 * 60)
        return tr("%1 h %2 min").arg(min / 60).arg(min % 60);
    return tr("%1 d").arg(min / (24 * 60));
}

QString InboxDelegate::headline(const QModelIndex &index) const
{
    QStringList parts;
    parts << index.data(InboxModel::TitleRole).toString();
    const qint64 now = m_clock ? m_clock() : QDateTime::currentMSecsSinceEpoch();
    const QString wait = waitText(index.data(InboxModel::WaitingSinceRole).toLongLong(), now);
    if (!wait.isEmpty())
        parts << tr("waiting %1").arg(wait);
    const QVariant cost = index.data(InboxModel::CostRole);
    if (cost.isValid())
        parts << QStringLiteral("$%1").arg(cost.toDouble(), 0, 'f', 2);
    if (m_status) {
        const QString s = m_status(index);
        if (!s.isEmpty())
            parts << s;
    }
    return parts.join(QStringLiteral("  \u00b7  "));
}

QSize InboxDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const int line = option.fontMetrics.height();
    if (index.data(InboxModel::IsGroupRole).toBool())
        return {200, line + 8};
    return {200, 2 * line + 12};
}

// Two lines of plain text beside a coloured badge; the selection and focus as the style draws them.
void InboxDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    const QWidget *w = option.widget;
    QStyle *style = w ? w->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, w);

    painter->save();
    const bool selected = option.state & QStyle::State_Selected;
    const QPalette::ColorRole textRole = selected ? QPalette::HighlightedText : QPalette::Text;
    const QRect r = option.rect.adjusted(6, 4, -6, -4);
    QFont bold = option.font;
    bold.setBold(true);
    if (index.data(InboxModel::IsGroupRole).toBool()) {
        painter->setFont(bold);
        painter->setPen(option.palette.color(textRole));
        painter->drawText(r, Qt::AlignVCenter | Qt::AlignLeft,
                          option.fontMetrics.elidedText(index.data().toString(), Qt::ElideRight, r.width()));
        painter->restore();
        return;
    }
    const int line = option.fontMetrics.height();
    const Badge badge = badgeOf(index);
    QFont small = option.font;
    small.setBold(true);
    small.setPointSizeF(std::max(6.0, option.font.pointSizeF() * 0.8));
    const QFontMetrics sfm(small);
    const int badgeW = sfm.horizontalAdvance(tr("QUESTION")) + 10;
    const QRect badgeRect(r.left(), r.top() + 1, badgeW, line);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(badge.color);
    painter->drawRoundedRect(badgeRect, 3, 3);
    painter->setFont(small);
    painter->setPen(Qt::white);
    painter->drawText(badgeRect, Qt::AlignCenter, badge.text);

    const int x = badgeRect.right() + 8;
    const QRect first(x, r.top(), r.right() - x, line);
    const QRect second(x, r.top() + line + 2, r.right() - x, line);
    painter->setFont(bold);
    painter->setPen(option.palette.color(textRole));
    painter->drawText(first, Qt::AlignVCenter | Qt::AlignLeft,
                      QFontMetrics(bold).elidedText(headline(index), Qt::ElideRight, first.width()));
    QStringList second_;
    second_ << index.data(InboxModel::SummaryRole).toString().simplified();
    const QString verdict = index.data(InboxModel::VerdictRole).toString();
    if (!verdict.isEmpty())
        second_ << verdict;
    const QStringList peers = index.data(InboxModel::SandboxPeersRole).toStringList();
    if (!peers.isEmpty())
        second_ << tr("sandbox shared with %1")
                       .arg(peers.size() > 3 ? tr("%1 and %n more", nullptr, int(peers.size() - 3))
                                                   .arg(peers.mid(0, 3).join(QStringLiteral(", ")))
                                             : peers.join(QStringLiteral(", ")));
    painter->setFont(option.font);
    QRect rest = second;
    if (const QString warning = m_warning ? m_warning(index) : QString(); !warning.isEmpty()) {
        // Approving would overwrite another conversation's work (issue 32): said first, in red.
        painter->setPen(selected ? option.palette.color(textRole) : QColor(0xc6, 0x28, 0x28));
        const QString text =
            option.fontMetrics.elidedText(QStringLiteral("\u26a0 ") + warning, Qt::ElideRight, second.width() * 3 / 5);
        painter->drawText(second, Qt::AlignVCenter | Qt::AlignLeft, text);
        rest.setLeft(second.left() + option.fontMetrics.horizontalAdvance(text) + 12);
    }
    QColor dim = option.palette.color(textRole);
    if (!selected)
        dim.setAlphaF(0.75);
    painter->setPen(dim);
    painter->drawText(
        rest, Qt::AlignVCenter | Qt::AlignLeft,
        option.fontMetrics.elidedText(second_.join(QStringLiteral("  \u00b7  ")), Qt::ElideRight, rest.width()));
    painter->restore();
}

} // namespace Switchyard
