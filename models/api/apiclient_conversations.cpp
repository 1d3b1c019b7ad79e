// SPDX-License-Identifier: GPL-3.0-or-later
// ApiClient, spec §4: conversations and start tasks.
#include "models/api/apiclient_p.h"
#include "models/api/redaction.h"

#include <QIODevice>

namespace Switchyard::Api {

using namespace RequestDetail;

namespace {

Query conversationFilters(const ConversationSearch &s)
{
    Query q;
    addIf(q, "title__contains", s.titleContains);
    addTime(q, "created_at__gte", s.createdAtGte);
    addTime(q, "created_at__lt", s.createdAtLt);
    addTime(q, "updated_at__gte", s.updatedAtGte);
    addTime(q, "updated_at__lt", s.updatedAtLt);
    addIf(q, "sandbox_id__eq", s.sandboxIdEq);
    return q;
}

Query startTaskFilters(const StartTaskSearch &s)
{
    Query q;
    addIf(q, "conversation_id__eq", s.conversationIdEq.isEmpty() ? QString() : idValue(s.conversationIdEq));
    addTime(q, "created_at__gte", s.createdAtGte);
    return q;
}

} // namespace

ApiCall *ApiClient::searchConversations(const ConversationSearch &query, QObject *context,
                                        Callback<Page<Conversation>> cb)
{
    Query q = conversationFilters(query);
    if (query.includeSubConversations)
        q.append({QStringLiteral("include_sub_conversations"), QStringLiteral("true")});
    addIf(q, "page_id", query.pageId);
    addLimit(q, query.limit);
    const CodecLimits limits = d->limits;
    return d->run<Page<Conversation>>(d->request(Endpoint::SearchConversations, {}, q), context, std::move(cb),
                                      [limits](const QByteArray &b) {
                                          return Codec::parseConversationPage(b, limits);
                                      });
}

ApiCall *ApiClient::countConversations(const ConversationSearch &query, QObject *context, Callback<qint64> cb)
{
    return d->run<qint64>(d->request(Endpoint::CountConversations, {}, conversationFilters(query)), context,
                          std::move(cb), [](const QByteArray &b) {
                              return Codec::parseCount(b);
                          });
}

ApiCall *ApiClient::getConversations(const QList<QString> &ids, QObject *context,
                                     Callback<QList<std::optional<Conversation>>> cb)
{
    const CodecLimits limits = d->limits;
    return d->runBatch<Conversation>(Endpoint::BatchConversations, {}, QStringLiteral("ids"), ids, kConversationBatch,
                                     true, context, std::move(cb), [limits](const QByteArray &b) {
                                         return Codec::parseConversationBatch(b, limits);
                                     });
}

ApiCall *ApiClient::startConversation(const StartRequest &request, QObject *context, Callback<StartTask> cb)
{
    for (const QString &secret : std::as_const(request.secrets))
        Redaction::registerSecret(secret);
    // Newer servers refuse up front: 429 daily quota, 400 ACP profile without a key (spec §13.4).
    RequestSpec spec = d->withBody(Endpoint::StartConversation, {}, Codec::encodeStartRequest(request));
    spec.operation = ApiError::Operation::StartConversation;
    return d->run<StartTask>(std::move(spec), context, std::move(cb), [](const QByteArray &b) {
        return Codec::parseStartTask(b);
    });
}

ApiCall *ApiClient::getStartTasks(const QList<QString> &ids, QObject *context,
                                  Callback<QList<std::optional<StartTask>>> cb)
{
    const CodecLimits limits = d->limits;
    return d->runBatch<StartTask>(Endpoint::BatchStartTasks, {}, QStringLiteral("ids"), ids, kOtherBatch, true, context,
                                  std::move(cb), [limits](const QByteArray &b) {
                                      return Codec::parseStartTaskBatch(b, limits);
                                  });
}

ApiCall *ApiClient::searchStartTasks(const StartTaskSearch &query, QObject *context, Callback<Page<StartTask>> cb)
{
    Query q = startTaskFilters(query);
    addIf(q, "sort_order", query.sortOrder);
    addIf(q, "page_id", query.pageId);
    addLimit(q, query.limit);
    const CodecLimits limits = d->limits;
    return d->run<Page<StartTask>>(d->request(Endpoint::SearchStartTasks, {}, q), context, std::move(cb),
                                   [limits](const QByteArray &b) {
                                       return Codec::parseStartTaskPage(b, limits);
                                   });
}

ApiCall *ApiClient::countStartTasks(const StartTaskSearch &query, QObject *context, Callback<qint64> cb)
{
    return d->run<qint64>(d->request(Endpoint::CountStartTasks, {}, startTaskFilters(query)), context, std::move(cb),
                          [](const QByteArray &b) {
                              return Codec::parseCount(b);
                          });
}

ApiCall *ApiClient::sendMessage(const QString &conversationId, const SendMessageRequest &message, QObject *context,
                                Callback<SendMessageResponse> cb)
{
    return d->run<SendMessageResponse>(
        d->withBody(Endpoint::SendMessage, idSegment(conversationId, true), Codec::encodeSendMessage(message)), context,
        std::move(cb), [](const QByteArray &b) {
            return Codec::parseSendMessageResponse(b);
        });
}

ApiCall *ApiClient::queuePendingMessage(const QString &taskOrConversationId, const SendMessageRequest &message,
                                        QObject *context, Callback<PendingMessageResponse> cb)
{
    return d->run<PendingMessageResponse>(d->withBody(Endpoint::QueuePendingMessage,
                                                      idSegment(taskOrConversationId, true),
                                                      Codec::encodeSendMessage(message)),
                                          context, std::move(cb), [](const QByteArray &b) {
                                              return Codec::parsePendingMessageResponse(b);
                                          });
}

ApiCall *ApiClient::patchConversation(const QString &conversationId, const Codec::ConversationPatch &patch,
                                      QObject *context, Callback<Conversation> cb)
{
    const CodecLimits limits = d->limits;
    return d->run<Conversation>(d->withBody(Endpoint::PatchConversation, idSegment(conversationId, true),
                                            Codec::encodeConversationPatch(patch)),
                                context, std::move(cb), [limits](const QByteArray &b) {
                                    return Codec::parseConversation(b, limits);
                                });
}

ApiCall *ApiClient::deleteConversation(const QString &conversationId, QObject *context, Callback<Unit> cb)
{
    RequestSpec spec = d->request(Endpoint::DeleteConversation, idSegment(conversationId, true));
    return d->run<Unit>(std::move(spec), context, std::move(cb), successOrEmpty);
}

ApiCall *ApiClient::downloadTrajectory(const QString &conversationId, QIODevice *sink, QObject *context,
                                       Callback<Unit> cb)
{
    if (!sink || !sink->isWritable())
        return d->failEarly<Unit>(ApiError::invalidRequest(tr("the download target is not writable")), context, cb);
    RequestSpec spec = d->request(Endpoint::DownloadTrajectory, idSegment(conversationId, true));
    spec.accept = "application/zip, application/json";
    spec.sink = sink;
    return d->run<Unit>(std::move(spec), context, std::move(cb), [](const QByteArray &) -> Result<Unit> {
        return Unit{};
    });
}

} // namespace Switchyard::Api
