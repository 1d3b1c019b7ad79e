// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/api/apierror.h"

#include <QObject>
#include <QPointer>
#include <QUrl>

#include <memory>

class QNetworkAccessManager;

namespace Switchyard {

namespace Api {
class ApiClient;
class ApiCall;
} // namespace Api

/// Checks that a base URL + API key (+ org id) reach a V1 server: one small, read-only request
/// (count of conversations). Reports a clear, translated message for each way it goes wrong.
class ConnectionTester : public QObject
{
    Q_OBJECT
public:
    /// `nam` is not owned.
    explicit ConnectionTester(QNetworkAccessManager *nam, QObject *parent = nullptr);
    ~ConnectionTester() override;

    /// Starts a test; a running one is cancelled. Emits finished() once, later.
    void test(const QUrl &baseUrl, const QString &apiKey, const QString &orgId = {});
    void cancel();
    [[nodiscard]] bool isRunning() const { return !m_call.isNull(); }

    /// The user-facing explanation of a failed test.
    [[nodiscard]] static QString explain(const Api::ApiError &error, const QUrl &baseUrl);

Q_SIGNALS:
    void finished(bool ok, const QString &message);

private:
    QNetworkAccessManager *m_nam = nullptr;
    std::unique_ptr<Api::ApiClient> m_client;
    QPointer<Api::ApiCall> m_call;
};

} // namespace Switchyard
