// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/review (pure values; issue 30 part A). A comment the reviewer wrote on lines of a
// diff or a file, and the anchor that finds those lines again after the agent's next edits.

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace Switchyard {

/// Where a comment points: a line range of one side of a file's diff, with the quoted lines' text
/// and a few lines around them, so that a re-diff can find the lines again by content.
struct ReviewAnchor
{
    enum class Side
    {
        New = 0, ///< the file as the agent left it (right side, or the file viewer)
        Old = 1, ///< the base (removed lines, left side)
    };

    QString path; ///< relative to the repository root (posix), as the changes list shows it
    Side side = Side::New;
    int startLine = 1; ///< 1-based, inclusive
    int endLine = 1; ///< 1-based, inclusive
    QStringList quoted; ///< the lines' text (endLine - startLine + 1 of them)
    QStringList before; ///< up to kContextLines lines above, nearest last
    QStringList after; ///< up to kContextLines lines below, nearest first
    QString base; ///< the base ref the diff was made on ("" = the server's default)

    static constexpr int kContextLines = 3;

    [[nodiscard]] int lineCount() const { return endLine - startLine + 1; }
    bool operator==(const ReviewAnchor &) const = default;
};

/// One comment of a review draft. Stored per conversation (schema 10, table review_comments) until
/// the review is sent or discarded.
struct ReviewComment
{
    /// Stored as integers: append only.
    enum class State
    {
        Draft = 0,
        Sent = 1,
        Discarded = 2,
        Sending = 3, ///< recorded as sent, the message on its way (after a restart: may have been sent)
    };

    QString id; ///< a UUID made here
    QString conversationId;
    ReviewAnchor anchor;
    QString body; ///< the reviewer's text (plain)
    qint64 createdMs = 0;
    State state = State::Draft;
    qint64 sentAtMs = 0;
    QString reviewId; ///< the review (one message) it went in; empty while a draft

    [[nodiscard]] bool isDraft() const { return state == State::Draft; }
    bool operator==(const ReviewComment &) const = default;
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::ReviewComment)
