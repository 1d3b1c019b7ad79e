// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A byte-level JSON scanner used before and around the real parser (no JSON library here):
//  - enforces the nesting limit before nlohmann builds a DOM (it has no limit of its own);
//  - finds the byte spans of the objects inside a top-level array (or inside the "items" array of
//    a page) so that Event::raw can be cut from the input instead of re-serialised;
//  - compacts a slice (drops insignificant white space);
//  - names the JSON path of a byte offset, for syntax-error messages.
// It does not validate: the real parser does that; the scanner only has to be safe on any input.

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

namespace Switchyard::Api::JsonScan {

struct Span
{
    qsizetype begin = 0;
    qsizetype end = 0; ///< one past the closing bracket
};

struct ScanResult
{
    qsizetype depthExceededAt = -1; ///< byte offset where the nesting limit was passed, or -1
    /// Objects that are direct elements of the top-level array, or of the array under the
    /// top-level key "items" (a page; the key compared unescaped, and of a repeated "items" only
    /// the last one, as a parser reads it). Only complete objects are listed.
    QList<Span> elementSpans;
    bool topLevelIsArray = false;
    /// White space outside strings was seen (before the scan stopped). When false, every slice of
    /// the input is already compact.
    bool hasSpace = false;
};

/// One pass over `json`. `collectElements` enables elementSpans.
[[nodiscard]] ScanResult scan(QByteArrayView json, int maxDepth, bool collectElements);

/// The slice without white space outside strings.
[[nodiscard]] QByteArray compact(QByteArrayView slice);

/// The span of the value of the LAST member named `key` (after unescaping) of the object `object`
/// (a valid JSON object, as accepted by the parser), or a span with begin == end == -1 when absent.
[[nodiscard]] Span memberValueSpan(QByteArrayView object, QByteArrayView key);

/// A JSON-pointer-like path ("/items/3/timestamp") of the value being read at `offset`.
[[nodiscard]] QString pathAt(QByteArrayView json, qsizetype offset);

} // namespace Switchyard::Api::JsonScan
