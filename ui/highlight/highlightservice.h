// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/highlight/highlightresult.h"

#include <QFuture>
#include <QString>
#include <QStringList>

namespace Switchyard {

/// Runs syntax highlighting off the GUI thread. All work goes to one dedicated worker thread that
/// owns the only engine instance (source-highlight has global mutable state, so it is never used
/// from two threads at once). Cancel the returned future to stop a job early.
class HighlightService
{
public:
    /// Lines over this length stay plain.
    static constexpr int kMaxLineLength = 3000;

    [[nodiscard]] static QFuture<HighlightResult> highlight(const QString &fileName, const QStringList &lines,
                                                            int maxLineLength = kMaxLineLength);
    /// Synchronous variant for tests and tools (runs on the worker and waits). Never on the GUI
    /// thread of the application.
    [[nodiscard]] static HighlightResult highlightNow(const QString &fileName, const QStringList &lines);
    /// The language the engine picks for a file name (runs on the worker and waits; cached).
    [[nodiscard]] static QString languageForFileName(const QString &fileName);
};

} // namespace Switchyard
