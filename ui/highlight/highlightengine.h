// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/highlight/highlightresult.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace Switchyard {

/// The highlighting library behind SyntaxHighlighter: GNU source-highlight, or KF6
/// SyntaxHighlighting when the build found it. An engine is not thread-safe: the HighlightService
/// owns one and uses it from its single worker thread only. No library header appears here.
class HighlightEngine
{
public:
    virtual ~HighlightEngine() = default;
    /// The engine of this build.
    static std::unique_ptr<HighlightEngine> create();
    /// "GNU source-highlight 3.1.9" or "KF6 SyntaxHighlighting 6.x".
    static QString engineName();

    /// The language for a file name ("" when none is known).
    [[nodiscard]] virtual QString languageForFileName(const QString &fileName) = 0;
    /// Highlights `lines` in order, the state running from one line to the next. Lines longer than
    /// `maxLineLength` stay plain (the engines are slow, even quadratic, on very long lines).
    [[nodiscard]] virtual HighlightResult highlight(const QString &language, const QStringList &lines,
                                                    const std::function<bool()> &isCancelled, int maxLineLength) = 0;
};

std::unique_ptr<HighlightEngine> createSourceHighlightEngine(const QString &dataDir);
std::unique_ptr<HighlightEngine> createKSyntaxHighlightingEngine();

} // namespace Switchyard
