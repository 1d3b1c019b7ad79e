// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sandboxmap/mapcolors.h"

#include "models/sandboxmap/sandboxmaptypes.h"

namespace Switchyard::MapColors {

QColor sandboxColor(const Api::Tolerant<Api::SandboxStatus> &status)
{
    switch (status.value) {
    case Api::SandboxStatus::Starting:
        return QColor(0x3b, 0x82, 0xf6); // blue
    case Api::SandboxStatus::Running:
        return QColor(0x16, 0xa3, 0x4a); // green
    case Api::SandboxStatus::Paused:
        return QColor(0xd9, 0x77, 0x06); // amber
    case Api::SandboxStatus::Error:
        return QColor(0xdc, 0x26, 0x26); // red
    case Api::SandboxStatus::Missing:
        return QColor(0x6b, 0x72, 0x80); // grey
    case Api::SandboxStatus::Unknown:
        break;
    }
    return QColor(0x93, 0x33, 0xea); // purple: a status this build does not know
}

QColor executionColor(const std::optional<Api::Tolerant<Api::ExecutionStatus>> &status)
{
    if (!status)
        return QColor(0xd1, 0xd5, 0xdb); // no agent: light grey
    switch (status->value) {
    case Api::ExecutionStatus::Idle:
        return QColor(0x93, 0xc5, 0xfd); // light blue
    case Api::ExecutionStatus::Running:
        return QColor(0x4a, 0xde, 0x80); // green
    case Api::ExecutionStatus::Paused:
        return QColor(0xfc, 0xd3, 0x4d); // yellow
    case Api::ExecutionStatus::WaitingForConfirmation:
        return QColor(0xfb, 0x92, 0x3c); // orange
    case Api::ExecutionStatus::Finished:
        return QColor(0x94, 0xa3, 0xb8); // slate
    case Api::ExecutionStatus::Error:
        return QColor(0xf8, 0x71, 0x71); // red
    case Api::ExecutionStatus::Stuck:
        return QColor(0xe8, 0x79, 0xf9); // magenta
    case Api::ExecutionStatus::Deleting:
        return QColor(0x52, 0x52, 0x5b); // dark
    case Api::ExecutionStatus::Unknown:
        break;
    }
    return QColor(0xc4, 0xb5, 0xfd);
}

QColor alertColor()
{
    return QColor(0xb9, 0x1c, 0x1c);
}

QColor textOn(const QColor &background)
{
    const double luminance = 0.299 * background.redF() + 0.587 * background.greenF() + 0.114 * background.blueF();
    return luminance > 0.55 ? QColor(0x11, 0x18, 0x27) : QColor(Qt::white);
}

QList<QPair<QString, QColor>> sandboxLegend()
{
    QList<QPair<QString, QColor>> rows;
    for (const char *wire : {"RUNNING", "STARTING", "PAUSED", "ERROR", "MISSING"}) {
        const auto s = Api::sandboxStatusFromWire(QString::fromLatin1(wire));
        rows.append({sandboxStatusName(s), sandboxColor(s)});
    }
    return rows;
}

QList<QPair<QString, QColor>> executionLegend()
{
    QList<QPair<QString, QColor>> rows;
    for (const char *wire : {"running", "idle", "waiting_for_confirmation", "paused", "finished", "error", "stuck"}) {
        const auto s = Api::executionStatusFromWire(QString::fromLatin1(wire));
        rows.append({executionStatusName(s), executionColor(s)});
    }
    rows.append({executionStatusName(std::nullopt), executionColor(std::nullopt)});
    return rows;
}

} // namespace Switchyard::MapColors
