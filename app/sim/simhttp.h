// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QUrlQuery>

namespace Switchyard::Sim {

/// A request as the router sees it (independent of the HTTP library).
struct SimRequest
{
    QString method; ///< GET, POST, PATCH, DELETE, ...
    QString path; ///< decoded path, e.g. /api/v1/sandboxes/abc/pause
    QUrlQuery query;
    QMap<QByteArray, QByteArray> headers; ///< keys lower-case
    QByteArray body;
    QString peer; ///< client address as the HTTP server saw it
    bool rateChecked = false; ///< already passed the rate limiter (a held request answered later)

    QByteArray header(const QByteArray &lowerName) const { return headers.value(lowerName); }
};

struct SimResponse
{
    int status = 200;
    QByteArray contentType = "application/json";
    QByteArray body;
    QList<QPair<QByteArray, QByteArray>> headers;
    /// Low-level fault for the TCP fault layer: "delay=<ms>", "hang", "reset=<bytes>" (';'-joined).
    QByteArray faultDirective;
    /// Non-empty: the answer comes later (stream-start waits for its task to end).
    QString deferredTaskId;
    /// > 0: the request is held back this long, then handled again (rate limit, spec §13.1).
    int holdMs = 0;
};

} // namespace Switchyard::Sim
