// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a command service reports when a request did not do what was asked: a domain value (why)
// and a translated sentence for the user (what happened, in words). Views never see the API
// layer's error type, HTTP statuses or the server's raw wire values; the server's own `detail`
// text may appear inside `message` as plain, untrusted text.

#include <QCoreApplication>
#include <QMetaType>
#include <QString>

#include <optional>
#include <utility>

namespace Switchyard {

namespace Api {
struct ApiError;
}

enum class CommandFailure
{
    Generic,
    NotConnected, ///< no server (offline review) or the service went away
    Busy, ///< the same command for the same target is still running
    NotFound, ///< the target does not exist (any more)
    Conflict, ///< the server refused in the current state (paused sandbox, export running)
    NotRunning, ///< needs a running sandbox
    TooLarge, ///< over a server limit
    Invalid, ///< rejected before sending, or by the server's validation
    Unauthorized,
    Network, ///< transport, timeout, rate limit, 5xx: worth trying again later
    Cancelled, ///< the user cancelled
    Unsupported, ///< the server has no such route (404/405): offer another way
};

struct CommandError
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::CommandError)
public:
    CommandFailure failure = CommandFailure::Generic;
    QString message; ///< translated

    /// The failure and the API layer's translated message (with the server's detail when it adds
    /// something). Only command services call this.
    [[nodiscard]] static CommandError fromApi(const Api::ApiError &error);
};

/// A value or a CommandError.
template<typename T>
class CommandResult
{
public:
    CommandResult(T value) // NOLINT(google-explicit-constructor)
        : m_value(std::move(value))
    { }
    CommandResult(CommandError error) // NOLINT(google-explicit-constructor)
        : m_error(std::move(error))
    { }
    [[nodiscard]] bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    [[nodiscard]] const T &value() const { return *m_value; }
    [[nodiscard]] const CommandError &error() const { return m_error; }

private:
    std::optional<T> m_value;
    CommandError m_error;
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::CommandError)
