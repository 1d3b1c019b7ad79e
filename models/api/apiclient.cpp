// SPDX-License-Identifier: GPL-3.0-or-later
// ApiClient: the job object, the client's life cycle and its settings. The endpoints live in the
// apiclient_<group>.cpp files, the request core in requestbuild.cpp and requestcore.cpp.
#include "models/api/apiclient.h"

#include "models/api/apiclient_p.h"
#include "models/api/redaction.h"
#include "models/api/urlpolicy.h"

namespace Switchyard::Api {

// --- ApiCall ------------------------------------------------------------------------------------

ApiCall::ApiCall(quint64 sequence, QObject *parent)
    : QObject(parent)
    , m_sequence(sequence)
{ }

ApiCall::~ApiCall()
{
    if (m_onDestroy)
        m_onDestroy();
}

void ApiCall::cancel()
{
    if (m_finished || !m_cancel)
        return;
    const std::function<void()> cancelFn = m_cancel;
    cancelFn();
}

// --- ApiClient ----------------------------------------------------------------------------------

ApiClient::ApiClient(QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<ApiClientPrivate>(this))
{
    d->nam = nam;
}

ApiClient::~ApiClient()
{
    // Calls are children: delete them now (aborting their replies, leaving the budget's queue)
    // while d is still alive.
    const QList<ApiCall *> calls = findChildren<ApiCall *>(Qt::FindDirectChildrenOnly);
    for (ApiCall *call : calls)
        delete call;
}

bool ApiClient::isAllowedUrl(const QUrl &url)
{
    return UrlPolicy::isAllowedUrl(url);
}

std::optional<ApiError> ApiClient::setServer(const ServerConfig &config)
{
    d->config = config;
    Redaction::registerSecret(config.apiKey);
    if (!config.baseUrl.isValid() || config.baseUrl.host().isEmpty()) {
        d->serverError = ApiError::invalidRequest(tr("the server address is not a valid URL"));
    } else if (!isAllowedUrl(config.baseUrl)) {
        d->serverError = ApiError::insecureUrl(Redaction::redactUrl(config.baseUrl));
    } else {
        d->serverError.reset();
    }
    d->legacyEvents = false;
    d->generation = ServerGeneration::Unknown;
    d->generationSettled = false;
    if (d->budget)
        d->budget->setConfig(config.budget);
    return d->serverError;
}

const ServerConfig &ApiClient::server() const
{
    return d->config;
}

ServerGeneration ApiClient::serverGeneration() const
{
    return d->generation;
}

bool ApiClient::usesLegacyEventsPath() const
{
    return d->legacyEvents;
}

void ApiClient::setRetryPolicy(std::shared_ptr<RetryPolicy> policy)
{
    d->retry = policy ? std::move(policy) : std::make_shared<RetryPolicy>();
}

void ApiClient::setCodecLimits(const CodecLimits &limits)
{
    d->limits = limits;
}

std::shared_ptr<RequestBudget> ApiClient::requestBudget() const
{
    return d->budget;
}

void ApiClient::setRequestBudget(std::shared_ptr<RequestBudget> budget)
{
    d->budget = budget ? std::move(budget) : std::make_shared<RequestBudget>(d->config.budget);
}

} // namespace Switchyard::Api
