// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QCoreApplication>
#include <QDateTime>
#include <QNetworkReply>
#include <QString>

#include <chrono>
#include <optional>

namespace Switchyard::Api {

/// A daily conversation quota, as a refused start reports it (spec §13.4). Absent parts stay empty.
struct QuotaStatus
{
    std::optional<qint64> limit;
    std::optional<qint64> used;
    std::optional<qint64> remaining;
    QDateTime resetAt; ///< UTC; invalid when not given
};

/// The one error type above the network. Built only by ApiError::fromReply()/fromParse() and the
/// few named constructors below, so that the mapping from transport and HTTP status to a
/// translated message lives in exactly one place (apierror.cpp).
struct ApiError
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::Api::ApiError)
public:
    enum class Kind
    {
        Network, ///< connection refused, reset, DNS, ...
        Timeout, ///< transfer timeout
        Tls, ///< certificate or handshake failure (never ignored)
        InsecureUrl, ///< plain http:// to a host that is not loopback
        Unauthorized, ///< 401 / 403
        NotFound, ///< 404, or 410 Gone
        Conflict, ///< 409 (paused sandbox, export running)
        RateLimited, ///< 429
        Validation, ///< 400 / 422
        TooLarge, ///< 413, or a body over the configured size cap
        Server, ///< 5xx
        Http, ///< any other non-2xx status
        NotAvailable, ///< a 200 answer that is not JSON (the SPA index.html of unknown paths)
        Parse, ///< the JSON could not be read; jsonPath says where
        Cancelled,
    };

    Kind kind = Kind::Network;
    int httpStatus = 0;
    QString message; ///< translated, for users
    QString detail; ///< for logs: method, URL (redacted), server detail text
    QString serverDetail; ///< the server's own `detail`/`error` text, if any
    QString jsonPath; ///< for Parse: e.g. "/items/3/timestamp"
    std::optional<std::chrono::milliseconds> retryAfter; ///< from Retry-After
    QString serverCode; ///< `detail.code` of an object-shaped error body ("daily_conversation_limit_reached")
    std::optional<QuotaStatus> quota; ///< a 429 daily quota: used / limit / reset
    QString redirectTarget; ///< a refused redirect: where the server wanted to send the request (redacted)

    /// The request an error belongs to, where the same status means something of its own.
    enum class Operation
    {
        Other,
        StartConversation, ///< POST /app-conversations: 429 daily quota, 400 ACP profile without a key
        ResumeSandbox, ///< POST /sandboxes/{id}/resume: 409 wrong state, 502 runtime failed, 404
        PauseSandbox,
    };

    /// THE mapping (STYLE §4.6): transport error + HTTP status + body + content type -> ApiError
    /// with a translated message. `context` ("GET /api/v1/...", already redacted) goes to detail.
    /// A 2xx status with a body that is not JSON gives NotAvailable (the SPA index.html, §1.1).
    [[nodiscard]] static ApiError fromReply(QNetworkReply::NetworkError error, int httpStatus, QByteArrayView body,
                                            const QString &contentType, const QString &context);
    /// A document that could not be read; `jsonPath` names where ("/items/3/timestamp").
    [[nodiscard]] static ApiError parse(const QString &jsonPath, const QString &what);
    /// A body over the configured size cap.
    [[nodiscard]] static ApiError tooLarge(qint64 size, qint64 cap);
    /// A plain http:// URL to a host that is not loopback (invariant 9).
    [[nodiscard]] static ApiError insecureUrl(const QString &redactedUrl);
    [[nodiscard]] static ApiError cancelled();
    /// The whole answer did not arrive within the absolute deadline (beside the inactivity timeout).
    [[nodiscard]] static ApiError deadlineExceeded(std::chrono::milliseconds deadline, const QString &context);
    /// Why a redirect was refused (invariant 9: keys never leave the origin).
    enum class RedirectRefusal
    {
        OtherOrigin, ///< another scheme, host or port (https -> http included)
        MethodChange, ///< a 301/302/303 for a request that is not a GET
        TooMany,
        NoLocation,
    };
    /// A 3xx the client does not follow; says where the server wanted to go.
    [[nodiscard]] static ApiError redirectRefused(RedirectRefusal why, int httpStatus, const QString &redactedTarget,
                                                  const QString &context);
    /// Rewords `error` for the request it came from (resume, start, ...); other errors are returned unchanged.
    [[nodiscard]] static ApiError forOperation(ApiError error, Operation operation);
    /// A request the client refuses to send (bad id, missing server, ...): Kind::Validation.
    [[nodiscard]] static ApiError invalidRequest(const QString &what);
    /// A stable English name of the kind, for logs and tests ("Timeout", "Parse", ...).
    [[nodiscard]] static QString kindName(Kind k);

    [[nodiscard]] bool isTransient() const
    {
        return kind == Kind::Network || kind == Kind::Timeout || kind == Kind::RateLimited || kind == Kind::Server;
    }
};

} // namespace Switchyard::Api
