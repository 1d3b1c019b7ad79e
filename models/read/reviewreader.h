// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The read face of the review drafts (issue 30 part A): the comments of a conversation's review,
// kept in the store (schema 10) until sent or discarded. Views and item models read them here and
// change them through ReviewCommands (models/commands) only. Implemented over the store by
// StoreReviewReader (models/store/storereviewreader.h). Reads are synchronous and cheap (the
// store's mirror), on the store's thread.

#include "models/review/reviewcomment.h"

#include <QList>
#include <QObject>
#include <QString>

#include <optional>

namespace Switchyard {

class ReviewReader : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReviewReader)
public:
    ~ReviewReader() override;

    /// Every comment of a conversation in any state (draft, sending, sent, discarded), oldest first.
    [[nodiscard]] virtual QList<ReviewComment> reviewComments(const QString &conversationId) const = 0;
    [[nodiscard]] virtual std::optional<ReviewComment> reviewComment(const QString &id) const = 0;
    /// The conversation's draft: its comments in state Draft, oldest first.
    [[nodiscard]] QList<ReviewComment> reviewDraft(const QString &conversationId) const;

Q_SIGNALS:
    /// Comments of a conversation were written or removed (reads already answer the new state).
    void reviewChanged(const QString &conversationId);

protected:
    explicit ReviewReader(QObject *parent = nullptr);
};

} // namespace Switchyard
