// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/conversations/statusbadges.h"

#include <QFontMetrics>
#include <QPainter>
#include <QPainterPath>

namespace Switchyard {

Badge StatusBadges::execution(const OpenEnum<ExecutionStatus> &status, bool startingGrace)
{
    using E = ExecutionStatus;
    if (startingGrace && (status.isAbsent() || status == E::Idle))
        return {tr("starting"), QColor(0x3b, 0x82, 0xf6)};
    switch (status.value()) {
    case E::Running:
        return {tr("running"), QColor(0x25, 0x63, 0xeb)};
    case E::WaitingForConfirmation:
        return {tr("needs approval"), QColor(0xea, 0x58, 0x0c)};
    case E::Error:
        return {tr("error"), QColor(0xdc, 0x26, 0x26)};
    case E::Stuck:
        return {tr("stuck"), QColor(0xb9, 0x1c, 0x1c)};
    case E::Finished:
        return {tr("finished"), QColor(0x16, 0xa3, 0x4a)};
    case E::Idle:
        return {tr("idle"), QColor(0x64, 0x74, 0x8b)};
    case E::Paused:
        return {tr("paused"), QColor(0xca, 0x8a, 0x04)};
    case E::Deleting:
        return {tr("deleting"), QColor(0x6b, 0x72, 0x80)};
    case E::Unknown:
        break;
    }
    if (status.isAbsent())
        return {tr("no agent"), QColor(0x9c, 0xa3, 0xaf), true};
    return {status.raw(), QColor(0x6b, 0x72, 0x80), true};
}

Badge StatusBadges::sandbox(const OpenEnum<SandboxStatus> &status)
{
    using S = SandboxStatus;
    switch (status.value()) {
    case S::Running:
        return {tr("sandbox running"), QColor(0x05, 0x96, 0x69), true};
    case S::Starting:
        return {tr("sandbox starting"), QColor(0x3b, 0x82, 0xf6), true};
    case S::Paused:
        return {tr("sandbox paused"), QColor(0xca, 0x8a, 0x04)};
    case S::Error:
        return {tr("sandbox error"), QColor(0xdc, 0x26, 0x26)};
    case S::Missing:
        return {tr("archived"), QColor(0x6b, 0x72, 0x80)};
    case S::Unknown:
        break;
    }
    if (status.isAbsent())
        return {tr("sandbox ?"), QColor(0x9c, 0xa3, 0xaf), true};
    return {tr("sandbox %1").arg(status.raw()), QColor(0x6b, 0x72, 0x80), true};
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
