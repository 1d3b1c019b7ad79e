// SPDX-License-Identifier: GPL-3.0-or-later
// Responses the user gave (schema 6, table `responses`): an ask-user answer is recorded here before
// it is sent and its fate after (ARCHITECTURE invariant 12: sent once, across reconnects and
// restarts). The mirror answers at once on the store's thread, so a second answer to the same
// request is refused before anything is written; the row goes through the ordered write queue
// (StoreOps::PutResponse) and the caller sends only once it is committed.
#include "models/api/codec.h"
#include "models/logging.h"
#include "models/store/store.h"
#include "models/store/storebatch.h"
#include "models/store/storewriter.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <memory>

namespace Switchyard {

namespace {
const QString kAskUser = QStringLiteral("ask_user");
const QString kConfirmation = QStringLiteral("confirmation");
} // namespace

void Store::loadResponses()
{
    m_responses.clear();
    QSqlQuery q(QSqlDatabase::database(m_readConnection, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT request_id, conversation_id, kind, body, state, recorded_at, detail FROM "
                               "responses"))) {
        qCWarning(lcStore) << "reading the responses failed:" << q.lastError().text();
        return;
    }
    while (q.next()) {
        SentResponse r;
        const QString kind = q.value(2).toString();
        if (kind == kAskUser) {
            const auto answer = Api::Codec::parseAskUserAnswer(q.value(3).toByteArray());
            if (!answer)
                continue;
            r.answer = *answer;
        } else if (kind == kConfirmation) {
            const auto confirmation = Api::Codec::parseConfirmationResponse(q.value(3).toByteArray());
            if (!confirmation)
                continue;
            r.kind = SentResponse::Kind::Confirmation;
            r.accept = confirmation->accept;
            r.reason = confirmation->reason;
        } else {
            continue; // a kind of a newer build: kept in the file, not used here
        }
        r.requestId = q.value(0).toString();
        r.conversationId = q.value(1).toString();
        const int state = q.value(4).toInt();
        r.state = state >= 0 && state <= int(SentResponse::State::Unknown) ? SentResponse::State(state)
                                                                           : SentResponse::State::Unknown;
        // Sending when the app went away: it may have reached the server. Never again.
        if (r.state == SentResponse::State::Recorded || r.state == SentResponse::State::MessageRecorded)
            r.state = SentResponse::State::Unknown;
        r.recordedAtMs = q.value(5).toLongLong();
        r.detail = q.value(6).toString();
        m_responses.insert(r.requestId, r);
    }
}

void Store::postResponse(const SentResponse &r, QObject *context, Committed done)
{
    auto batch = std::make_unique<StoreBatch>();
    StoreOps::PutResponse op;
    op.requestId = r.requestId;
    op.conversationId = r.conversationId;
    const bool confirmation = r.kind == SentResponse::Kind::Confirmation;
    op.kind = confirmation ? kConfirmation : kAskUser;
    op.body = confirmation ? Api::Codec::encodeConfirmationResponse(r.accept, r.reason)
                           : Api::Codec::encodeAskUserAnswer(r.answer);
    op.state = int(r.state);
    op.recordedAtMs = r.recordedAtMs;
    op.detail = r.detail;
    batch->op = std::move(op);
    post(std::move(batch), context, std::move(done));
}

bool Store::recordAskUserAnswer(const QString &conversationId, const AskUserAnswer &answer, QObject *context,
                                Committed done)
{
    if (answer.requestId.isEmpty())
        return false;
    const auto it = m_responses.constFind(answer.requestId);
    if (it != m_responses.cend() && !it->allowsAnswer())
        return false;
    SentResponse r;
    r.requestId = answer.requestId;
    r.conversationId = conversationId;
    r.answer = answer;
    r.state = SentResponse::State::Recorded;
    r.recordedAtMs = QDateTime::currentMSecsSinceEpoch();
    m_responses.insert(r.requestId, r);
    postResponse(r, context, std::move(done));
    Q_EMIT responseChanged(conversationId, r.requestId);
    return true;
}

bool Store::recordConfirmation(const QString &conversationId, const QList<QString> &actionIds, bool accept,
                               const QString &reason, QObject *context, Committed done)
{
    if (actionIds.isEmpty())
        return false;
    for (const QString &id : actionIds) {
        const auto it = m_responses.constFind(id);
        if (id.isEmpty() || (it != m_responses.cend() && !it->allowsAnswer()))
            return false;
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    // One write per action, in call order: the last one's commit means every one is committed
    // (a write given up reports false, and so does every later one of the queue).
    auto pending = std::make_shared<int>(int(actionIds.size()));
    auto allOk = std::make_shared<bool>(true);
    for (const QString &id : actionIds) {
        SentResponse r;
        r.kind = SentResponse::Kind::Confirmation;
        r.requestId = id;
        r.conversationId = conversationId;
        r.accept = accept;
        r.reason = reason;
        r.state = SentResponse::State::Recorded;
        r.recordedAtMs = now;
        m_responses.insert(id, r);
        postResponse(r, context, [pending, allOk, done](bool committed) {
            *allOk = *allOk && committed;
            if (--*pending == 0 && done)
                done(*allOk);
        });
        Q_EMIT responseChanged(conversationId, id);
    }
    return true;
}

void Store::setResponseState(const QString &requestId, SentResponse::State state, const QString &detail,
                             QObject *context, Committed done)
{
    const auto it = m_responses.find(requestId);
    if (it == m_responses.end()) {
        if (done)
            QMetaObject::invokeMethod(
                context ? context : this,
                [done] {
                    done(false);
                },
                Qt::QueuedConnection);
        return;
    }
    it->state = state;
    it->detail = detail;
    const SentResponse r = *it;
    postResponse(r, context, std::move(done));
    Q_EMIT responseChanged(r.conversationId, r.requestId);
}

std::optional<SentResponse> Store::response(const QString &requestId) const
{
    const auto it = m_responses.constFind(requestId);
    if (it == m_responses.cend())
        return std::nullopt;
    return *it;
}

QList<SentResponse> Store::responses(const QString &conversationId) const
{
    QList<SentResponse> out;
    for (const SentResponse &r : m_responses) {
        if (r.conversationId == conversationId)
            out.append(r);
    }
    std::sort(out.begin(), out.end(), [](const SentResponse &a, const SentResponse &b) {
        return a.recordedAtMs < b.recordedAtMs;
    });
    return out;
}

bool StoreWriter::stage(Work &w, const StoreOps::PutResponse &op)
{
    Q_UNUSED(w)
    return exec(QStringLiteral("INSERT OR REPLACE INTO responses (request_id, conversation_id, kind, body, state, "
                               "recorded_at, detail) VALUES (?, ?, ?, ?, ?, ?, ?)"),
                {op.requestId, op.conversationId, op.kind, op.body, op.state, op.recordedAtMs, op.detail});
}

} // namespace Switchyard
