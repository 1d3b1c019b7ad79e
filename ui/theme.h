// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace Switchyard {

/// The colour theme: "system" (follow the platform, live), "light" or "dark" (Fusion with a light
/// or dark palette). Views paint from the palette and follow a change at once.
/// Returns false for an unknown name (nothing changes).
bool applyTheme(const QString &name);

/// The settings key of the theme override.
QString themeSettingsKey();

} // namespace Switchyard
