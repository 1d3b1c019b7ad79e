// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

namespace Switchyard::EventText {

/// Re-indents compact JSON text for display (unknown kinds, MCP arguments, state values). A
/// character-level formatter, not a parser: invalid input comes back indented as far as it goes.
/// Output is capped at maxChars (an ellipsis line marks the cut).
[[nodiscard]] QString prettyJson(QByteArrayView compact, qsizetype maxChars = 200000);

/// The raw bytes of a top-level-or-nested JSON string field `"key":"..."` whose value has no
/// escapes (base64 payloads such as BrowserObservation.screenshot_data). Empty if absent/null.
[[nodiscard]] QByteArray plainStringField(QByteArrayView json, QByteArrayView key);

/// One line of a unified rendering of an edit.
struct DiffLine
{
    enum Op : char
    {
        Context = ' ',
        Removed = '-',
        Added = '+',
        Fold = '~', ///< "N unchanged lines" (text holds the count)
    };
    Op op = Context;
    QString text;
    int oldLine = 0; ///< 1-based, 0 when not applicable
    int newLine = 0;
};

/// A line diff of two texts (common prefix/suffix trimmed, LCS on the middle when it is small,
/// else a block replace) with `context` unchanged lines around each change; longer unchanged runs
/// are folded. `firstLine` numbers the first line of both texts (for snippets such as old_str).
[[nodiscard]] QList<DiffLine> lineDiff(const QString &oldText, const QString &newText, int context = 3,
                                       int firstLine = 1);

/// Counts of added/removed lines of a diff.
struct DiffStat
{
    int added = 0;
    int removed = 0;
};
[[nodiscard]] DiffStat diffStat(const QList<DiffLine> &lines);

} // namespace Switchyard::EventText
