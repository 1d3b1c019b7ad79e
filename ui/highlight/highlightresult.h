// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace Switchyard {

/// The highlighting of a whole text, line by line: per line a list of tokens (UTF-16 ranges with an
/// element name such as "keyword", "comment", "string"). Plain text has no token.
struct HighlightResult
{
    struct Token
    {
        int start = 0;
        int length = 0;
        int element = 0; ///< index into `elements`
    };

    QString language; ///< e.g. "cpp.lang" (source-highlight) or "C++" (KF6); empty when unknown
    QStringList elements;
    QList<Token> tokens;
    QList<int> lineFirstToken; ///< tokens of line i: [lineFirstToken[i], lineFirstToken[i + 1])
    QString error;

    [[nodiscard]] int lineCount() const { return lineFirstToken.isEmpty() ? 0 : int(lineFirstToken.size()) - 1; }
    [[nodiscard]] bool isEmpty() const { return tokens.isEmpty(); }
    /// Pointer to the first token of `line` and how many there are (nullptr/0 past the end).
    [[nodiscard]] QList<Token> lineTokens(int line) const
    {
        if (line < 0 || line >= lineCount())
            return {};
        return tokens.mid(lineFirstToken.at(line), lineFirstToken.at(line + 1) - lineFirstToken.at(line));
    }
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::HighlightResult)
