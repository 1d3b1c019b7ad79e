// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/commands/commanderror.h"

#include "models/api/apierror.h"

namespace Switchyard {

namespace {
CommandFailure failureOf(const Api::ApiError &error)
{
    using K = Api::ApiError::Kind;
    switch (error.kind) {
    case K::NotFound:
        return CommandFailure::NotFound;
    case K::Conflict:
        return CommandFailure::Conflict;
    case K::TooLarge:
        return CommandFailure::TooLarge;
    case K::Validation:
    case K::InsecureUrl:
        return CommandFailure::Invalid;
    case K::Unauthorized:
        return CommandFailure::Unauthorized;
    case K::Network:
    case K::Timeout:
    case K::Tls:
    case K::RateLimited:
    case K::Server:
        return CommandFailure::Network;
    case K::Cancelled:
        return CommandFailure::Cancelled;
    case K::Http:
    case K::NotAvailable:
    case K::Parse:
        break;
    }
    return CommandFailure::Generic;
}
} // namespace

CommandError CommandError::fromApi(const Api::ApiError &error)
{
    CommandError e;
    e.failure = failureOf(error);
    if (!error.serverDetail.isEmpty() && !error.message.contains(error.serverDetail))
        e.message = QStringLiteral("%1 (%2)").arg(error.message, error.serverDetail);
    else
        e.message = error.message.isEmpty() ? tr("The request failed.") : error.message;
    return e;
}

} // namespace Switchyard
