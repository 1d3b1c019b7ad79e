// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Review comments on diff lines and the review draft (issue 30 part A). Views add, edit and delete
// comments and discard or send the draft through this service only; it writes the store (schema
// 10, through its write queue) and reports once per command through finished(CommandOutcome):
// kDraftCommand (target: the comment id; for a discard, the conversation id) and kSendCommand
// (target: the conversation id).
//
// Sending (ARCHITECTURE invariant 12, as ApprovalCommands): the draft's comments are recorded as
// Sending with one review id, committed, and only then is the one message posted (send-message,
// spec §4.7). The mirror leaves the draft at once, so a second click finds nothing to send. The
// server took it: Sent. It refused it (a 4xx: nothing was taken, e.g. a paused sandbox): the
// comments go back to the draft. No answer (transport, timeout, 5xx, or the app went away while
// sending): they stay Sending, never sent again.

#include "models/commands/commanderror.h"
#include "models/review/reviewcomment.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>

namespace Switchyard {

namespace Api {
class ApiClient;
} // namespace Api

class Store;

class ReviewCommands final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReviewCommands)
public:
    /// The Command a review's send reports: it is one send-message (spec §4.7).
    static constexpr Command kSendCommand = Command::SendMessage;
    /// The Command a change of the draft reports (add, edit, delete, discard: local writes).
    /// commanderror.h has no value of its own for these in this branch: the shared header is left
    /// alone (every command's user would rebuild); a Command::ReviewComment belongs there.
    static constexpr Command kDraftCommand = Command::SendMessage;

    /// Neither is owned. Without a client (offline review) comments can be written, not sent.
    ReviewCommands(Api::ApiClient *client, Store *store, QObject *parent = nullptr);
    ~ReviewCommands() override;

    /// A new draft comment on the anchored lines; returns its id (empty when refused: finished()
    /// says why: an empty comment, no lines, no store).
    QString addComment(const QString &conversationId, const ReviewAnchor &anchor, const QString &body);
    /// A draft comment's new text (an empty text deletes it).
    bool editComment(const QString &commentId, const QString &body);
    bool deleteComment(const QString &commentId);
    /// Every draft comment of the conversation goes (kept in the store as discarded).
    bool discardDraft(const QString &conversationId);

    /// The exact message sendReview() would send now (plain text; empty when the draft is empty).
    /// `outdated`: comment id -> its lines changed since (ReviewLocator::outdatedMap()).
    [[nodiscard]] QString preview(const QString &conversationId, const QHash<QString, bool> &outdated = {}) const;
    /// Sends the draft as one message (see the header). False when refused before anything was
    /// recorded (finished() says why).
    bool sendReview(const QString &conversationId, const QHash<QString, bool> &outdated = {});
    [[nodiscard]] bool isSending(const QString &conversationId) const { return m_sending.contains(conversationId); }

Q_SIGNALS:
    void finished(const Switchyard::CommandOutcome &outcome);
    /// A send started or ended (views disable their Send button).
    void sendingChanged(const QString &conversationId, bool sending);

private:
    void fail(Command command, const QString &target, CommandFailure failure, const QString &message = {});
    void post(const QString &conversationId, const QString &reviewId, const QString &text);
    void settle(const QString &conversationId, const QString &reviewId, ReviewComment::State state);

    QPointer<Api::ApiClient> m_client;
    QPointer<Store> m_store;
    QSet<QString> m_sending; ///< conversation ids
};

} // namespace Switchyard
