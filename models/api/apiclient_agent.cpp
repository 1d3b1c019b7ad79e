// SPDX-License-Identifier: GPL-3.0-or-later
// ApiClient, spec §9.6: steering calls to the sandbox's agent server (X-Session-API-Key).
#include "models/api/apiclient_p.h"
#include "models/api/redaction.h"
#include "models/api/urlpolicy.h"

namespace Switchyard::Api {

using namespace RequestDetail;

ApiCall *ApiClientPrivate::runAgent(const Conversation &conversation, Endpoint endpoint, const QByteArray &body,
                                    QObject *context, Callback<Unit> cb)
{
    const QUrl base(conversation.conversationUrl);
    if (conversation.conversationUrl.isEmpty() || !base.isValid())
        return failEarly<Unit>(
            ApiError::invalidRequest(ApiClient::tr("the conversation is not running (no agent URL)")), context, cb);
    if (!UrlPolicy::isAllowedUrl(base))
        return failEarly<Unit>(ApiError::insecureUrl(Redaction::redactUrl(base)), context, cb);
    Redaction::registerSecret(conversation.sessionApiKey);
    const EndpointInfo &e = Api::endpoint(endpoint);
    Q_ASSERT(e.base == EndpointBase::Conversation);
    RequestSpec spec;
    spec.method = QByteArray(e.method.data(), qsizetype(e.method.size()));
    QUrl url = base;
    QString path = url.path(QUrl::FullyEncoded);
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    url.setPath(path + endpointPath(endpoint), QUrl::TolerantMode);
    spec.url = url;
    spec.body = body;
    spec.hasBody = true;
    spec.apiAuth = false; // the API key never goes to the sandbox
    if (!conversation.sessionApiKey.isEmpty())
        spec.extraHeaders.append({"X-Session-API-Key", conversation.sessionApiKey.toUtf8()});
    ApiCall *call = newCall();
    QPointer<QObject> ctx(context ? context : q);
    auto shared = std::make_shared<RequestSpec>(std::move(spec));
    call->m_cancel = [this, call, ctx, cb] {
        deliver<Unit>(call, ctx, cb, ApiError::cancelled());
    };
    QTimer::singleShot(0, call, [this, call, ctx, cb, shared] {
        if (call->m_finished)
            return;
        send(call, shared, 1, [this, call, ctx, cb](RawOutcome out) {
            if (out.error)
                deliver<Unit>(call, ctx, cb, *out.error);
            else
                deliver<Unit>(call, ctx, cb, Unit{});
        });
    });
    return call;
}

ApiCall *ApiClient::pauseAgent(const Conversation &conversation, QObject *context, Callback<Unit> cb)
{
    return d->runAgent(conversation, Endpoint::AgentPause, QByteArray(), context, std::move(cb));
}

ApiCall *ApiClient::runAgent(const Conversation &conversation, QObject *context, Callback<Unit> cb)
{
    return d->runAgent(conversation, Endpoint::AgentRun, QByteArray(), context, std::move(cb));
}

ApiCall *ApiClient::respondToConfirmation(const Conversation &conversation, bool accept, const QString &reason,
                                          QObject *context, Callback<Unit> cb)
{
    return d->runAgent(conversation, Endpoint::AgentConfirm, Codec::encodeConfirmationResponse(accept, reason), context,
                       std::move(cb));
}

ApiCall *ApiClient::respondToAskUser(const Conversation &conversation, const AskUserAnswer &answer, QObject *context,
                                     Callback<Unit> cb)
{
    return d->runAgent(conversation, Endpoint::AgentAskUser, Codec::encodeAskUserAnswer(answer), context,
                       std::move(cb));
}

} // namespace Switchyard::Api
