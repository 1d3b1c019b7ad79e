// SPDX-License-Identifier: GPL-3.0-or-later
// Review comments (schema 10, table `review_comments`; issue 30 part A): a draft per conversation
// kept across restarts until sent or discarded. The mirror answers at once on the store's thread;
// the rows go through the ordered write queue (StoreOps::PutReviewComments), and a review is sent
// only once its comments are committed as Sending (ARCHITECTURE invariant 12: never sent twice).
#include "models/logging.h"
#include "models/store/cacheredaction.h"
#include "models/store/store.h"
#include "models/store/storebatch.h"
#include "models/store/storereviewreader.h"
#include "models/store/storewriter.h"

#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace Switchyard {

namespace {

/// A text column's value: never NULL (the columns are NOT NULL; a null QString binds as NULL).
QString notNull(const QString &text)
{
    return text.isNull() ? QStringLiteral("") : text;
}

/// Lines as one text: "" for none, else "|" and the lines joined by "\n" (a line never holds one).
QString encodeLines(const QStringList &lines)
{
    return lines.isEmpty() ? QStringLiteral("") : QLatin1Char('|') + lines.join(QLatin1Char('\n'));
}

QStringList decodeLines(const QString &text)
{
    return text.isEmpty() ? QStringList() : text.mid(1).split(QLatin1Char('\n'));
}

void sortByCreation(QList<ReviewComment> &comments)
{
    std::stable_sort(comments.begin(), comments.end(), [](const ReviewComment &a, const ReviewComment &b) {
        return a.createdMs != b.createdMs ? a.createdMs < b.createdMs : a.id < b.id;
    });
}

} // namespace

StoreReviewReader::StoreReviewReader(Store *store, QObject *parent)
    : ReviewReader(parent)
    , m_store(store)
{
    if (store)
        connect(store, &Store::reviewChanged, this, &ReviewReader::reviewChanged);
}

StoreReviewReader::~StoreReviewReader() = default;

QList<ReviewComment> StoreReviewReader::reviewComments(const QString &conversationId) const
{
    return m_store ? m_store->reviewComments(conversationId) : QList<ReviewComment>();
}

std::optional<ReviewComment> StoreReviewReader::reviewComment(const QString &id) const
{
    return m_store ? m_store->reviewComment(id) : std::nullopt;
}

QList<ReviewComment> Store::reviewDraft(const QString &conversationId) const
{
    QList<ReviewComment> out = reviewComments(conversationId);
    out.removeIf([](const ReviewComment &c) {
        return !c.isDraft();
    });
    return out;
}

void Store::loadReviewComments()
{
    m_reviewComments.clear();
    QSqlQuery q(QSqlDatabase::database(m_readConnection, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, conversation_id, path, side, start_line, end_line, quoted, before_ctx, "
                               "after_ctx, base, body, created_at, state, sent_at, review_id FROM review_comments"))) {
        qCWarning(lcStore) << "reading the review comments failed:" << q.lastError().text();
        return;
    }
    while (q.next()) {
        ReviewComment c;
        c.id = q.value(0).toString();
        c.conversationId = q.value(1).toString();
        c.anchor.path = q.value(2).toString();
        c.anchor.side = q.value(3).toInt() == 1 ? ReviewAnchor::Side::Old : ReviewAnchor::Side::New;
        c.anchor.startLine = q.value(4).toInt();
        c.anchor.endLine = q.value(5).toInt();
        c.anchor.quoted = decodeLines(q.value(6).toString());
        c.anchor.before = decodeLines(q.value(7).toString());
        c.anchor.after = decodeLines(q.value(8).toString());
        c.anchor.base = q.value(9).toString();
        c.body = q.value(10).toString();
        c.createdMs = q.value(11).toLongLong();
        const int state = q.value(12).toInt();
        // A state of a newer build counts as sent: never offered for sending again.
        c.state = state >= 0 && state <= int(ReviewComment::State::Sending) ? ReviewComment::State(state)
                                                                            : ReviewComment::State::Sent;
        c.sentAtMs = q.value(13).toLongLong();
        c.reviewId = q.value(14).toString();
        m_reviewComments.insert(c.id, c);
    }
}

void Store::putReviewComments(const QList<ReviewComment> &comments, QObject *context, Committed done)
{
    QSet<QString> conversations;
    QList<ReviewComment> rows;
    for (const ReviewComment &c : comments) {
        if (c.id.isEmpty() || c.conversationId.isEmpty())
            continue;
        m_reviewComments.insert(c.id, c);
        conversations.insert(c.conversationId);
        rows.append(c);
    }
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::PutReviewComments{rows, {}}}), context, std::move(done));
    for (const QString &id : std::as_const(conversations))
        Q_EMIT reviewChanged(id);
}

void Store::removeReviewComments(const QList<QString> &ids)
{
    QSet<QString> conversations;
    QList<QString> removed;
    for (const QString &id : ids) {
        const auto it = m_reviewComments.constFind(id);
        if (it == m_reviewComments.cend())
            continue;
        conversations.insert(it->conversationId);
        m_reviewComments.erase(it);
        removed.append(id);
    }
    if (removed.isEmpty())
        return;
    post(std::make_unique<StoreBatch>(StoreBatch{StoreOps::PutReviewComments{{}, removed}}));
    for (const QString &id : std::as_const(conversations))
        Q_EMIT reviewChanged(id);
}

QList<ReviewComment> Store::reviewComments(const QString &conversationId) const
{
    QList<ReviewComment> out;
    for (const ReviewComment &c : m_reviewComments) {
        if (c.conversationId == conversationId)
            out.append(c);
    }
    sortByCreation(out);
    return out;
}

std::optional<ReviewComment> Store::reviewComment(const QString &id) const
{
    const auto it = m_reviewComments.constFind(id);
    if (it == m_reviewComments.cend())
        return std::nullopt;
    return *it;
}

bool StoreWriter::stage(Work &w, const StoreOps::PutReviewComments &op)
{
    Q_UNUSED(w)
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO review_comments (id, conversation_id, path, side, start_line, "
                             "end_line, quoted, before_ctx, after_ctx, base, body, created_at, state, sent_at, "
                             "review_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (const ReviewComment &c : op.comments) {
        const QVariantList binds{c.id,
                                 c.conversationId,
                                 notNull(c.anchor.path),
                                 c.anchor.side == ReviewAnchor::Side::Old ? 1 : 0,
                                 c.anchor.startLine,
                                 c.anchor.endLine,
                                 encodeLines(c.anchor.quoted),
                                 encodeLines(c.anchor.before),
                                 encodeLines(c.anchor.after),
                                 notNull(c.anchor.base),
                                 notNull(c.body),
                                 c.createdMs,
                                 int(c.state),
                                 c.sentAtMs,
                                 notNull(c.reviewId)};
        for (const QVariant &v : binds)
            q.addBindValue(v);
        if (!CacheRedaction::exec(q)) { // notes the error: a full or read-only disk is retried
            qCWarning(lcStore) << "writing a review comment failed:" << q.lastError().text();
            return false;
        }
    }
    if (op.removeIds.isEmpty())
        return true;
    QSqlQuery d(QSqlDatabase::database(m_connection, false));
    d.prepare(QStringLiteral("DELETE FROM review_comments WHERE id = ?"));
    for (const QString &id : op.removeIds) {
        d.addBindValue(id);
        if (!CacheRedaction::exec(d)) {
            qCWarning(lcStore) << "removing a review comment failed:" << q.lastError().text();
            return false;
        }
    }
    return true;
}

} // namespace Switchyard
