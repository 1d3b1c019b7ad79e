// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace Switchyard {

/// `switchyard export FILE --format markdown|html|json-summary [-o OUT]`, without a window.
/// `args` are the arguments after "export" (argv[0] first, as QCommandLineParser expects).
/// Returns the process exit code: 0 on success, 1 when FILE cannot be read or OUT cannot be
/// written (with one line on stderr), 2 for a usage error.
int runExportCli(const QStringList &args);

} // namespace Switchyard
