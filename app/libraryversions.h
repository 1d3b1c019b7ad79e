// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/shell/aboutdialog.h"

#include <QList>
#include <QString>

namespace Switchyard {

/// The toolkit and libraries Switchyard runs with, for Help › About and `switchyard --version`:
/// Qt (at run time and at build time), SQLite (asked through the Qt SQL driver), QtKeychain, QuaZip,
/// the syntax highlighter, nlohmann/json, zlib and the TLS library when Qt has one.
[[nodiscard]] QList<AboutComponent> libraryVersions();

/// `select sqlite_version()` on an in-memory database of the Qt SQLite driver; empty when the driver
/// is missing.
[[nodiscard]] QString sqliteVersion();

} // namespace Switchyard
