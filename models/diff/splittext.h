// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <vector>

namespace Switchyard {

/// A text split into lines, the terminators removed but remembered: `crlf[i]` says whether line i
/// ended with "\r\n", `endsWithNewline` whether the last line had a terminator at all.
struct SplitText
{
    QList<QString> lines;
    std::vector<char> crlf;
    bool endsWithNewline = false;
    int crlfCount = 0;

    enum class LineEndings
    {
        None,
        Lf,
        Crlf,
        Mixed
    };

    [[nodiscard]] int lineCount() const { return static_cast<int>(lines.size()); }
    [[nodiscard]] bool isEmpty() const { return lines.isEmpty(); }
    [[nodiscard]] LineEndings lineEndings() const;
    /// The text back, byte for byte.
    [[nodiscard]] QString join() const;

    static SplitText split(const QString &text);
};

} // namespace Switchyard
