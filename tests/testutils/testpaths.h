// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace Switchyard::Test {

/// The API's example and recorded documents, kept in the repository: tests/data/spec (see
/// tests/data/README.md for where each came from).
QString specDir();
/// A file under specDir(), e.g. specPath("fixtures/events/events_search_page.json").
QString specPath(const QString &relative);
/// Reads a file; fails the current test (QFAIL-like, via qFatal) if it cannot be read.
QByteArray readFile(const QString &path);
/// tests/data
QString testDataDir();
/// A file under testDataDir(), e.g. testDataPath("README.md").
QString testDataPath(const QString &relative);
/// Where built executables live (build/<preset>/bin).
QString binDir();
/// Saves a screenshot under the screenshot folder ($SWITCHYARD_SCREENSHOT_DIR or the build's
/// tests folder) and returns the path.
QString screenshotPath(const QString &fileName);

} // namespace Switchyard::Test
