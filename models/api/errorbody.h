// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The shapes of an error body (spec §1.6 and §13.1), read once so that ApiError can word each:
//   {"detail": "<text>"}                                   DetailText
//   {"detail": [{"loc": [...], "msg": "..."}]}             DetailList (422 validation)
//   {"detail": {"code": "...", "message": "...", ...}}     DetailObject (409 reconnect, 429 daily quota)
//   {"error": "<text>"}                                    Error (auth, skills/hooks)
//   {"message": "Too many requests"}                       Message (the rate-limit middleware, §13.1)
//   {"daily_limit", "used_today", "remaining", "reset_at"} the quota status object (§13.4)

#include "models/api/apierror.h"

#include <QByteArrayView>
#include <QString>

#include <optional>

namespace Switchyard::Api {

struct ErrorBody
{
    enum class Shape
    {
        None, ///< empty, not JSON, or JSON without a known member
        DetailText,
        DetailList,
        DetailObject,
        Error,
        Message,
        QuotaStatus,
    };

    Shape shape = Shape::None;
    QString text; ///< the server's words (not redacted yet)
    QString code; ///< `detail.code`, when given
    std::optional<Api::QuotaStatus> quota; ///< from a quota detail or status object

    [[nodiscard]] static ErrorBody parse(QByteArrayView body);
};

} // namespace Switchyard::Api
