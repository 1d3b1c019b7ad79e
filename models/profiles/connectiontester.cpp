// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/profiles/connectiontester.h"

#include "models/api/apiclient.h"
#include "models/logging.h"

#include <QTimer>

namespace Switchyard {

ConnectionTester::ConnectionTester(QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent)
    , m_nam(nam)
{ }

ConnectionTester::~ConnectionTester()
{
    cancel();
}

void ConnectionTester::cancel()
{
    if (m_call)
        m_call->cancel();
    m_call.clear();
}

QString ConnectionTester::explain(const Api::ApiError &error, const QUrl &baseUrl)
{
    using Kind = Api::ApiError::Kind;
    const QString host = baseUrl.host();
    switch (error.kind) {
    case Kind::InsecureUrl:
        return tr("Plain http:// is only allowed for this computer (localhost, 127.0.0.1, ::1). "
                  "Use https:// for %1.")
            .arg(host);
    case Kind::Tls:
        return tr("The secure connection to %1 failed (TLS): %2. Check the address and the server's "
                  "certificate; certificate errors are never ignored.")
            .arg(host, error.message);
    case Kind::Unauthorized:
        return error.httpStatus == 403
            ? tr("The server refused access (HTTP 403): %1. Check the organization id and the key's "
                 "permissions.")
                  .arg(error.serverDetail.isEmpty() ? error.message : error.serverDetail)
            : tr("The server rejected the API key (HTTP 401). Check that the key is complete and "
                 "has not been revoked.");
    case Kind::NotAvailable:
        return tr("%1 answered with a web page (HTML) instead of the API. This is probably not the "
                  "server's base URL, or the server does not offer the V1 API.")
            .arg(host);
    case Kind::NotFound:
        return tr("There is no V1 API at %1 (HTTP 404). Check the base URL (without /api/v1).")
            .arg(baseUrl.toDisplayString());
    case Kind::Network:
        return tr("Could not reach %1: %2. Check the address and your network.").arg(host, error.message);
    case Kind::Timeout:
        return tr("%1 did not answer in time.").arg(host);
    case Kind::Parse:
        return tr("%1 answered, but not with the V1 API's JSON: %2").arg(host, error.message);
    case Kind::Validation:
        return tr("The server refused the request (HTTP %1): %2. An organization id must be a UUID.")
            .arg(error.httpStatus)
            .arg(error.serverDetail.isEmpty() ? error.message : error.serverDetail);
    case Kind::Cancelled:
        return tr("The test was cancelled.");
    case Kind::Conflict:
    case Kind::RateLimited:
    case Kind::TooLarge:
    case Kind::Server:
    case Kind::Http:
        break;
    }
    return tr("The server answered with an error (HTTP %1): %2").arg(error.httpStatus).arg(error.message);
}

void ConnectionTester::test(const QUrl &baseUrl, const QString &apiKey, const QString &orgId)
{
    cancel();
    auto fail = [this](const QString &message) {
        QTimer::singleShot(0, this, [this, message] {
            Q_EMIT finished(false, message);
        });
    };
    if (!baseUrl.isValid() || baseUrl.host().isEmpty()
        || (baseUrl.scheme() != QLatin1String("https") && baseUrl.scheme() != QLatin1String("http"))) {
        fail(tr("This is not a valid server address. Enter something like https://app.example.com."));
        return;
    }
    if (apiKey.isEmpty()) {
        fail(tr("Enter an API key first."));
        return;
    }
    m_client = std::make_unique<Api::ApiClient>(m_nam);
    Api::ServerConfig config;
    config.baseUrl = baseUrl;
    config.apiKey = apiKey;
    config.orgId = orgId;
    config.transferTimeout = std::chrono::milliseconds(15000);
    if (const auto error = m_client->setServer(config)) {
        const QString message = explain(*error, baseUrl);
        fail(message);
        return;
    }
    Api::ConversationSearch query;
    query.limit = 1;
    m_call = m_client->countConversations(query, this, [this, baseUrl](Api::Result<qint64> result) {
        m_call.clear();
        if (result.ok()) {
            Q_EMIT finished(true,
                            tr("Connected: the server answers and accepts the key (%n conversation(s)).", nullptr,
                               int(result.value())));
        } else {
            qCInfo(lcModels) << "connection test failed:" << result.error().detail;
            Q_EMIT finished(false, explain(result.error(), baseUrl));
        }
    });
}

} // namespace Switchyard
