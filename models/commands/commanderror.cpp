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
        e.message = error.message.isEmpty() ? wording(CommandFailure::Generic) : error.message;
    return e;
}

CommandError CommandError::of(CommandFailure failure, const QString &message)
{
    return CommandError{failure, message.isEmpty() ? wording(failure) : message};
}

QString CommandError::wording(CommandFailure failure)
{
    switch (failure) {
    case CommandFailure::NotConnected:
        return tr("Not connected to a server.");
    case CommandFailure::Busy:
        return tr("This action is already in progress.");
    case CommandFailure::NotFound:
        return tr("It no longer exists on the server.");
    case CommandFailure::Conflict:
        return tr("The server refused in the current state.");
    case CommandFailure::NotRunning:
        return tr("The sandbox is not running.");
    case CommandFailure::TooLarge:
        return tr("It is over a server limit.");
    case CommandFailure::Invalid:
        return tr("The request is not valid.");
    case CommandFailure::Unauthorized:
        return tr("The server rejected the API key.");
    case CommandFailure::Network:
        return tr("The server could not be reached; try again later.");
    case CommandFailure::Cancelled:
        return tr("Cancelled.");
    case CommandFailure::SandboxPaused:
        return tr("The sandbox is paused.");
    case CommandFailure::Archived:
        return tr("The sandbox no longer exists; the conversation is read-only.");
    case CommandFailure::StartError:
        return tr("The conversation could not be started.");
    case CommandFailure::Timeout:
        return tr("It did not finish in time.");
    case CommandFailure::Unsupported:
        return tr("The server does not offer this.");
    case CommandFailure::Generic:
        break;
    }
    return tr("The request failed.");
}

CommandOutcome CommandOutcome::succeeded(Command command, const QString &target, const QString &message)
{
    CommandOutcome o;
    o.command = command;
    o.target = target;
    o.message = message;
    return o;
}

CommandOutcome CommandOutcome::failed(Command command, const QString &target, const CommandError &error)
{
    CommandOutcome o;
    o.command = command;
    o.target = target;
    o.message = error.message;
    o.error = error;
    return o;
}

} // namespace Switchyard
