// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/ (switchyard_models).
//
// The compare view written out (issue 30 part B): the summary, the files and the turns tables,
// as Markdown or as one self-contained HTML page (inline CSS, no script, no external resource).
// Every text is redacted through the one redaction (Api::Redaction) before it is escaped; text
// from the runs (titles, messages, errors, paths) is untrusted and is only ever escaped text:
// in HTML every `<`, `&`, quote is an entity; in Markdown the same, and the Markdown punctuation
// is backslash-escaped, so a message cannot become a link, an image, markup or a table cell.

#include "models/compare/runsummary.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace Switchyard::CompareExport {

[[nodiscard]] QByteArray markdown(const QList<RunSummary> &runs, const QString &title);
[[nodiscard]] QByteArray html(const QList<RunSummary> &runs, const QString &title);

/// Redacted, then escaped for a Markdown table cell (newlines become <br>).
[[nodiscard]] QString markdownCell(const QString &text);

} // namespace Switchyard::CompareExport
