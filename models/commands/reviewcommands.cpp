// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/commands/reviewcommands.h"

#include "models/api/apiclient.h"
#include "models/logging.h"
#include "models/review/reviewmessage.h"
#include "models/store/store.h"

#include <QDateTime>
#include <QUuid>

namespace Switchyard {

ReviewCommands::ReviewCommands(Api::ApiClient *client, Store *store, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_store(store)
{ }

ReviewCommands::~ReviewCommands() = default;

void ReviewCommands::fail(Command command, const QString &target, CommandFailure failure, const QString &message)
{
    Q_EMIT finished(CommandOutcome::failed(command, target, CommandError::of(failure, message)));
}

QString ReviewCommands::addComment(const QString &conversationId, const ReviewAnchor &anchor, const QString &body)
{
    if (!m_store) {
        fail(kDraftCommand, {}, CommandFailure::NotConnected);
        return {};
    }
    if (body.trimmed().isEmpty() || anchor.quoted.isEmpty() || anchor.path.isEmpty() || conversationId.isEmpty()) {
        fail(kDraftCommand, {}, CommandFailure::Invalid,
             body.trimmed().isEmpty() ? tr("The comment is empty.") : tr("Select the lines to comment on."));
        return {};
    }
    ReviewComment c;
    c.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    c.conversationId = conversationId;
    c.anchor = anchor;
    c.body = body;
    c.createdMs = QDateTime::currentMSecsSinceEpoch();
    m_store->putReviewComments({c});
    Q_EMIT finished(CommandOutcome::succeeded(kDraftCommand, c.id, {}));
    return c.id;
}

bool ReviewCommands::editComment(const QString &commentId, const QString &body)
{
    if (body.trimmed().isEmpty())
        return deleteComment(commentId);
    const auto c = m_store ? m_store->reviewComment(commentId) : std::nullopt;
    if (!c || !c->isDraft()) {
        fail(kDraftCommand, commentId, CommandFailure::NotFound,
             tr("This comment was sent or discarded; it can no longer be changed."));
        return false;
    }
    ReviewComment edited = *c;
    edited.body = body;
    m_store->putReviewComments({edited});
    Q_EMIT finished(CommandOutcome::succeeded(kDraftCommand, commentId, {}));
    return true;
}

bool ReviewCommands::deleteComment(const QString &commentId)
{
    const auto c = m_store ? m_store->reviewComment(commentId) : std::nullopt;
    if (!c || !c->isDraft()) {
        fail(kDraftCommand, commentId, CommandFailure::NotFound,
             tr("This comment was sent or discarded; it can no longer be changed."));
        return false;
    }
    m_store->removeReviewComments({commentId});
    Q_EMIT finished(CommandOutcome::succeeded(kDraftCommand, commentId, {}));
    return true;
}

bool ReviewCommands::discardDraft(const QString &conversationId)
{
    QList<ReviewComment> draft = m_store ? m_store->reviewDraft(conversationId) : QList<ReviewComment>();
    if (draft.isEmpty()) {
        fail(kDraftCommand, conversationId, CommandFailure::Invalid, tr("The review draft is empty."));
        return false;
    }
    for (ReviewComment &c : draft)
        c.state = ReviewComment::State::Discarded;
    m_store->putReviewComments(draft);
    Q_EMIT finished(CommandOutcome::succeeded(
        kDraftCommand, conversationId, tr("Review draft discarded (%n comment(s)).", nullptr, int(draft.size()))));
    return true;
}

QString ReviewCommands::preview(const QString &conversationId, const QHash<QString, bool> &outdated) const
{
    return m_store ? ReviewMessage::compose(m_store->reviewDraft(conversationId), outdated) : QString();
}

bool ReviewCommands::sendReview(const QString &conversationId, const QHash<QString, bool> &outdated)
{
    if (!m_store || !m_client) {
        fail(kSendCommand, conversationId, CommandFailure::NotConnected);
        return false;
    }
    if (m_sending.contains(conversationId)) {
        fail(kSendCommand, conversationId, CommandFailure::Busy);
        return false;
    }
    QList<ReviewComment> draft = m_store->reviewDraft(conversationId);
    if (draft.isEmpty()) {
        fail(kSendCommand, conversationId, CommandFailure::Invalid, tr("The review draft is empty."));
        return false;
    }
    const QString text = ReviewMessage::compose(draft, outdated);
    const QString reviewId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (ReviewComment &c : draft) {
        c.state = ReviewComment::State::Sending;
        c.reviewId = reviewId;
        c.sentAtMs = now;
    }
    m_sending.insert(conversationId);
    Q_EMIT sendingChanged(conversationId, true);
    // Recorded (and committed) first; the message goes only then.
    m_store->putReviewComments(draft, this, [this, conversationId, reviewId, text](bool committed) {
        if (!committed) {
            settle(conversationId, reviewId, ReviewComment::State::Draft);
            m_sending.remove(conversationId);
            Q_EMIT sendingChanged(conversationId, false);
            fail(kSendCommand, conversationId, CommandFailure::Generic,
                 tr("The review could not be recorded in the cache, so it was not sent."));
            return;
        }
        post(conversationId, reviewId, text);
    });
    return true;
}

void ReviewCommands::post(const QString &conversationId, const QString &reviewId, const QString &text)
{
    auto end = [this, conversationId](const CommandOutcome &outcome) {
        m_sending.remove(conversationId);
        Q_EMIT sendingChanged(conversationId, false);
        Q_EMIT finished(outcome);
    };
    if (!m_client) {
        settle(conversationId, reviewId, ReviewComment::State::Draft);
        end(CommandOutcome::failed(kSendCommand, conversationId, CommandError::of(CommandFailure::NotConnected)));
        return;
    }
    m_client->sendMessage(
        conversationId, Api::SendMessageRequest::ofText(text), this,
        [this, conversationId, reviewId, end](Api::Result<Api::SendMessageResponse> r) {
            if (r && r.value().success) {
                settle(conversationId, reviewId, ReviewComment::State::Sent);
                end(CommandOutcome::succeeded(kSendCommand, conversationId, tr("Review sent.")));
                return;
            }
            if (r) { // the server answered and did not take it
                settle(conversationId, reviewId, ReviewComment::State::Draft);
                end(CommandOutcome::failed(kSendCommand, conversationId,
                                           CommandError::of(CommandFailure::Generic,
                                                            r.value().message.isEmpty()
                                                                ? tr("The server did not accept the review.")
                                                                : r.value().message)));
                return;
            }
            const Api::ApiError &e = r.error();
            const bool refused = e.httpStatus >= 400 && e.httpStatus < 500 && e.httpStatus != 408;
            // Refused: nothing was taken, the comments are a draft again. Else it may have arrived.
            settle(conversationId, reviewId, refused ? ReviewComment::State::Draft : ReviewComment::State::Sending);
            CommandError error = CommandError::fromApi(e);
            if (e.httpStatus == 409)
                error = CommandError::of(CommandFailure::SandboxPaused,
                                         tr("The sandbox of this conversation is paused, so the review was not "
                                            "sent; it stays in the draft. Resume the sandbox and send it again."));
            else if (!refused)
                error.message = tr("The review may not have reached the server (%1). It is not sent again; "
                                   "check the conversation.")
                                    .arg(e.message);
            end(CommandOutcome::failed(kSendCommand, conversationId, error));
        });
}

void ReviewCommands::settle(const QString &conversationId, const QString &reviewId, ReviewComment::State state)
{
    if (!m_store)
        return;
    QList<ReviewComment> rows;
    for (ReviewComment c : m_store->reviewComments(conversationId)) {
        if (c.reviewId != reviewId || c.state != ReviewComment::State::Sending)
            continue;
        c.state = state;
        if (state == ReviewComment::State::Draft) {
            c.reviewId.clear();
            c.sentAtMs = 0;
        }
        rows.append(c);
    }
    if (!rows.isEmpty())
        m_store->putReviewComments(rows);
}

} // namespace Switchyard
