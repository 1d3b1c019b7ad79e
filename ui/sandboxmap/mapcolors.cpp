// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sandboxmap/mapcolors.h"

#include "models/sandboxmap/sandboxmaptypes.h"

namespace Switchyard::MapColors {

QColor sandboxColor(const OpenEnum<SandboxStatus> &status)
{
    switch (status.value()) {
    case SandboxStatus::Starting:
        return QColor(0x3b, 0x82, 0xf6); // blue
    case SandboxStatus::Running:
        return QColor(0x16, 0xa3, 0x4a); // green
    case SandboxStatus::Paused:
        return QColor(0xd9, 0x77, 0x06); // amber
    case SandboxStatus::Error:
        return QColor(0xdc, 0x26, 0x26); // red
    case SandboxStatus::Missing:
        return QColor(0x6b, 0x72, 0x80); // grey
    case SandboxStatus::Unknown:
        break;
    }
    return QColor(0x93, 0x33, 0xea); // purple: a status this build does not know
}

QColor executionColor(const OpenEnum<ExecutionStatus> &status)
{
    if (status.isAbsent())
        return QColor(0xd1, 0xd5, 0xdb); // no agent: light grey
    switch (status.value()) {
    case ExecutionStatus::Idle:
        return QColor(0x93, 0xc5, 0xfd); // light blue
    case ExecutionStatus::Running:
        return QColor(0x4a, 0xde, 0x80); // green
    case ExecutionStatus::Paused:
        return QColor(0xfc, 0xd3, 0x4d); // yellow
    case ExecutionStatus::WaitingForConfirmation:
        return QColor(0xfb, 0x92, 0x3c); // orange
    case ExecutionStatus::Finished:
        return QColor(0x94, 0xa3, 0xb8); // slate
    case ExecutionStatus::Error:
        return QColor(0xf8, 0x71, 0x71); // red
    case ExecutionStatus::Stuck:
        return QColor(0xe8, 0x79, 0xf9); // magenta
    case ExecutionStatus::Deleting:
        return QColor(0x52, 0x52, 0x5b); // dark
    case ExecutionStatus::Unknown:
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
    for (SandboxStatus s : {SandboxStatus::Running, SandboxStatus::Starting, SandboxStatus::Paused,
                            SandboxStatus::Error, SandboxStatus::Missing})
        rows.append({sandboxStatusName(s), sandboxColor(s)});
    return rows;
}

QList<QPair<QString, QColor>> executionLegend()
{
    QList<QPair<QString, QColor>> rows;
    for (ExecutionStatus s :
         {ExecutionStatus::Running, ExecutionStatus::Idle, ExecutionStatus::WaitingForConfirmation,
          ExecutionStatus::Paused, ExecutionStatus::Finished, ExecutionStatus::Error, ExecutionStatus::Stuck})
        rows.append({executionStatusName(s), executionColor(s)});
    rows.append({executionStatusName({}), executionColor({})}); // no agent
    return rows;
}

} // namespace Switchyard::MapColors
