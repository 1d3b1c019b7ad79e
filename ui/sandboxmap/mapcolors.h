// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Colours of the sandbox map and its legend (one place, so the legend always matches the scene).

#include "models/domain/status.h"

#include <QColor>
#include <QList>
#include <QPair>
#include <QString>

namespace Switchyard::MapColors {

[[nodiscard]] QColor sandboxColor(const OpenEnum<SandboxStatus> &status);
[[nodiscard]] QColor executionColor(const OpenEnum<ExecutionStatus> &status);
/// Desync / orphan outline.
[[nodiscard]] QColor alertColor();
/// Readable text colour on top of `background`.
[[nodiscard]] QColor textOn(const QColor &background);

/// (label, colour) rows for the legend, translated.
[[nodiscard]] QList<QPair<QString, QColor>> sandboxLegend();
[[nodiscard]] QList<QPair<QString, QColor>> executionLegend();

} // namespace Switchyard::MapColors
