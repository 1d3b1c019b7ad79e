// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/conversations/statusbadges.h"

#include <QFontMetrics>
#include <QPainter>
#include <QPainterPath>

namespace Switchyard {

Badge StatusBadges::execution(const QString &wire, bool startingGrace)
{
    if (startingGrace && (wire.isEmpty() || wire == u"idle"))
        return {tr("starting"), QColor(0x3b, 0x82, 0xf6)};
    if (wire.isEmpty())
        return {tr("no agent"), QColor(0x9c, 0xa3, 0xaf), true};
    if (wire == u"running")
        return {tr("running"), QColor(0x25, 0x63, 0xeb)};
    if (wire == u"waiting_for_confirmation")
        return {tr("needs approval"), QColor(0xea, 0x58, 0x0c)};
    if (wire == u"error")
        return {tr("error"), QColor(0xdc, 0x26, 0x26)};
    if (wire == u"stuck")
        return {tr("stuck"), QColor(0xb9, 0x1c, 0x1c)};
    if (wire == u"finished")
        return {tr("finished"), QColor(0x16, 0xa3, 0x4a)};
    if (wire == u"idle")
        return {tr("idle"), QColor(0x64, 0x74, 0x8b)};
    if (wire == u"paused")
        return {tr("paused"), QColor(0xca, 0x8a, 0x04)};
    if (wire == u"deleting")
        return {tr("deleting"), QColor(0x6b, 0x72, 0x80)};
    return {wire, QColor(0x6b, 0x72, 0x80), true};
}

Badge StatusBadges::sandbox(const QString &wire)
{
    if (wire == u"RUNNING")
        return {tr("sandbox running"), QColor(0x05, 0x96, 0x69), true};
    if (wire == u"STARTING")
        return {tr("sandbox starting"), QColor(0x3b, 0x82, 0xf6), true};
    if (wire == u"PAUSED")
        return {tr("sandbox paused"), QColor(0xca, 0x8a, 0x04)};
    if (wire == u"ERROR")
        return {tr("sandbox error"), QColor(0xdc, 0x26, 0x26)};
    if (wire == u"MISSING")
        return {tr("archived"), QColor(0x6b, 0x72, 0x80)};
    if (wire.isEmpty())
        return {tr("sandbox ?"), QColor(0x9c, 0xa3, 0xaf), true};
    return {tr("sandbox %1").arg(wire), QColor(0x6b, 0x72, 0x80), true};
}

QString StatusBadges::staleness(qint64 s)
{
    if (s < 0)
        return {};
    if (s < 60)
        return tr("confirmed %1 s ago").arg(s);
    if (s < 3600)
        return tr("confirmed %1 min ago").arg(s / 60);
    return tr("confirmed %1 h ago").arg(s / 3600);
}

QString StatusBadges::relativeTime(qint64 s)
{
    if (s < 45)
        return tr("just now");
    if (s < 3600)
        return tr("%1 min ago").arg(qMax<qint64>(1, s / 60));
    if (s < 86400)
        return tr("%1 h ago").arg(s / 3600);
    if (s < 2 * 86400)
        return tr("yesterday");
    return tr("%1 days ago").arg(s / 86400);
}

int StatusBadges::width(const Badge &badge, const QFont &font)
{
    return QFontMetrics(font).horizontalAdvance(badge.text) + 12;
}

int StatusBadges::paint(QPainter *p, const Badge &badge, int x, int centerY, const QFont &font)
{
    const QFontMetrics fm(font);
    const int w = width(badge, font);
    const int h = fm.height() + 2;
    const QRectF r(x + 0.5, centerY - h / 2.0 + 0.5, w - 1, h - 1);
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setFont(font);
    QPainterPath path;
    path.addRoundedRect(r, h / 2.0, h / 2.0);
    if (badge.outlined) {
        p->setPen(QPen(badge.color, 1));
        p->setBrush(Qt::NoBrush);
        p->drawPath(path);
        p->setPen(badge.color);
    } else {
        p->fillPath(path, badge.color);
        p->setPen(Qt::white);
    }
    p->drawText(r, Qt::AlignCenter, badge.text);
    p->restore();
    return w;
}

} // namespace Switchyard
