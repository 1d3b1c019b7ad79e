// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <chrono>
#include <optional>

namespace Switchyard::Api {

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

    [[nodiscard]] bool isTransient() const
    {
        return kind == Kind::Network || kind == Kind::Timeout || kind == Kind::RateLimited || kind == Kind::Server;
    }
};

} // namespace Switchyard::Api
