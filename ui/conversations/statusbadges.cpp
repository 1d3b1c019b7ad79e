// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/conversations/statusbadges.h"

#include "models/conversations/statuspresentation.h"

#include <QFontMetrics>
#include <QPainter>
#include <QPainterPath>

namespace Switchyard {

Badge StatusBadges::execution(const OpenEnum<ExecutionStatus> &status, bool startingGrace)
{
    const StatusLook look = StatusPresentation::execution(status, startingGrace);
    return {look.badge, look.color, look.outlined, look.tooltip};
}

Badge StatusBadges::sandbox(const OpenEnum<SandboxStatus> &status)
{
    const StatusLook look = StatusPresentation::sandbox(status);
    return {look.badge, look.color, look.outlined, look.tooltip};
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
        p->setPen(StatusPresentation::textOn(badge.color));
    }
    p->drawText(r, Qt::AlignCenter, badge.text);
    p->restore();
    return w;
}

} // namespace Switchyard
