// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/ (switchyard_models).
//
// One file across the compared runs: each run's own change to it (its content before the run's
// first edit against after its last), and run A's resulting file against run B's where both
// results are known. Computed off the GUI thread by the compare view (a 10,000-line file diffs in
// tens of milliseconds). Where a content is not known the note says so; nothing is guessed.

#include "models/compare/runsummary.h"
#include "models/diff/filediff.h"

#include <QList>
#include <QString>

#include <optional>

namespace Switchyard {

struct FileSide
{
    bool changed = false; ///< this run edited the file
    bool contentKnown = false;
    bool created = false;
    FileDiff change; ///< original -> result (when contentKnown)
    QString note; ///< translated: why there is no diff ("not changed by this run", "content not known")
};

struct FileComparison
{
    QString path;
    QList<FileSide> sides; ///< one per run, in the runs' order
};

namespace CompareFiles {

[[nodiscard]] FileComparison compare(const QList<RunSummary> &runs, const QString &path);
/// Run a's resulting file against run b's; nullopt (with `why`) when either result is not known.
[[nodiscard]] std::optional<FileDiff> results(const RunSummary &a, const RunSummary &b, const QString &path,
                                              QString *why = nullptr);

} // namespace CompareFiles
} // namespace Switchyard
