// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/review (pure code). The one message a review sends: for each comment, in file and
// line order, "path:Lstart-Lend", the quoted code in a fenced block (a fence longer than any run of
// backticks inside), then the comment. Plain text: the preview shows exactly this string.

#include "models/review/reviewcomment.h"

#include <QHash>
#include <QList>
#include <QString>

namespace Switchyard::ReviewMessage {

/// The comments' message. `outdated` names the comments whose lines changed since (they go with
/// their original code and a note). Empty for no comments.
[[nodiscard]] QString compose(const QList<ReviewComment> &comments, const QHash<QString, bool> &outdated = {});

/// The comments in the order the message quotes them (path, side, start line, creation).
[[nodiscard]] QList<ReviewComment> ordered(QList<ReviewComment> comments);

/// A code fence for `code`: three backticks, or more than the longest run of backticks inside.
[[nodiscard]] QString fenceFor(const QStringList &code);

} // namespace Switchyard::ReviewMessage
