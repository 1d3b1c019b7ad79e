// SPDX-License-Identifier: GPL-3.0-or-later
// ApiClient, spec §8: sandboxes and sandbox specs.
#include "models/api/apiclient_p.h"

namespace Switchyard::Api {

using namespace RequestDetail;

ApiCall *ApiClient::createSandbox(const QString &sandboxSpecId, QObject *context, Callback<Sandbox> cb)
{
    Query q;
    addIf(q, "sandbox_spec_id", sandboxSpecId);
    RequestSpec spec = d->withBody(Endpoint::CreateSandbox, {}, QByteArray(), q);
    return d->run<Sandbox>(std::move(spec), context, std::move(cb), [](const QByteArray &b) {
        return Codec::parseSandbox(b);
    });
}

ApiCall *ApiClient::searchSandboxes(const QString &pageId, int limit, QObject *context, Callback<Page<Sandbox>> cb)
{
    Query q;
    addIf(q, "page_id", pageId);
    addLimit(q, limit);
    const CodecLimits limits = d->limits;
    return d->run<Page<Sandbox>>(d->request(Endpoint::SearchSandboxes, {}, q), context, std::move(cb),
                                 [limits](const QByteArray &b) {
                                     return Codec::parseSandboxPage(b, limits);
                                 });
}

ApiCall *ApiClient::getSandboxes(const QList<QString> &ids, QObject *context,
                                 Callback<QList<std::optional<Sandbox>>> cb)
{
    const CodecLimits limits = d->limits;
    return d->runBatch<Sandbox>(Endpoint::BatchSandboxes, {}, QStringLiteral("id"), ids, kOtherBatch, false, context,
                                std::move(cb), [limits](const QByteArray &b) {
                                    return Codec::parseSandboxBatch(b, limits);
                                });
}

ApiCall *ApiClient::pauseSandbox(const QString &sandboxId, QObject *context, Callback<Unit> cb)
{
    RequestSpec spec = d->withBody(Endpoint::PauseSandbox, idSegment(sandboxId, false), QByteArray("{}"));
    spec.operation = ApiError::Operation::PauseSandbox;
    return d->run<Unit>(std::move(spec), context, std::move(cb), successOrEmpty);
}

ApiCall *ApiClient::resumeSandbox(const QString &sandboxId, QObject *context, Callback<Unit> cb)
{
    // Newer servers: idempotent on STARTING/RUNNING, 409 from a state it cannot leave, 502 when the
    // runtime fails (spec §13.5); forOperation words each.
    RequestSpec spec = d->withBody(Endpoint::ResumeSandbox, idSegment(sandboxId, false), QByteArray("{}"));
    spec.operation = ApiError::Operation::ResumeSandbox;
    return d->run<Unit>(std::move(spec), context, std::move(cb), successOrEmpty);
}

ApiCall *ApiClient::deleteSandbox(const QString &sandboxId, QObject *context, Callback<Unit> cb)
{
    RequestSpec spec = d->request(Endpoint::DeleteSandbox, idSegment(sandboxId, false),
                                  Query{{QStringLiteral("sandbox_id"), sandboxId}});
    return d->run<Unit>(std::move(spec), context, std::move(cb), successOrEmpty);
}

ApiCall *ApiClient::searchSandboxSpecs(const QString &pageId, int limit, QObject *context,
                                       Callback<Page<SandboxSpec>> cb)
{
    Query q;
    addIf(q, "page_id", pageId);
    addLimit(q, limit);
    const CodecLimits limits = d->limits;
    return d->run<Page<SandboxSpec>>(d->request(Endpoint::SearchSandboxSpecs, {}, q), context, std::move(cb),
                                     [limits](const QByteArray &b) {
                                         return Codec::parseSandboxSpecPage(b, limits);
                                     });
}

} // namespace Switchyard::Api
