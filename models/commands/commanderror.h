// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one vocabulary of every command service (issue 27): which command (Command), why it failed
// (CommandFailure, inside CommandError with a translated sentence for the user), and what a
// finished command reports (CommandOutcome, through each service's finished() signal). Replies
// that carry a value (files, skills, downloads) are a CommandResult<T>: the value or a
// CommandError. Views never see the API layer's error type, HTTP statuses or the server's raw
// wire values; the server's own `detail` text may appear inside a message as plain, untrusted
// text. The user's wording of a failure that has no message of its own lives here (wording()).

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
    SandboxPaused, ///< send-message answered 409 on a paused sandbox: offer "resume and send"
    Archived, ///< 410: the sandbox no longer exists; the conversation is read-only
    StartError, ///< the start task ended in ERROR
    Timeout, ///< resume or start did not reach its goal in time
    Unsupported, ///< the server has no such route (404/405): offer another way
};

/// Every command a service runs, whichever service runs it.
enum class Command : quint8
{
    Start,
    SendMessage,
    ResumeAndSend,
    PauseAgent,
    RunAgent,
    Approve,
    Reject,
    Rename,
    Remove,
    PauseSandbox,
    ResumeSandbox,
    DeleteSandbox,
    CreateSandbox,
    Archive, ///< archive or restore (local)
    KeepLostHistory, ///< local
    DropLostHistory, ///< local
    Bulk, ///< one action on many conversations (BulkCommands)
    Answer, ///< an answer to the agent's question (AskUserCommands; the target is the request id)
    MarkRead, ///< read / unread marks (local; LocalCommands)
    WatchRule, ///< a watch rule added, changed, enabled or removed (local; WatchCommands)
    DryRun, ///< what a watch rule would have matched (WatchCommands)
    RemoveTag, ///< a local tag taken off a conversation (local; TagCommands; the target is the conversation id)
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
    /// A failure in the words of wording() unless `message` says more.
    [[nodiscard]] static CommandError of(CommandFailure failure, const QString &message = {});
    /// The user's words for a failure without a message of its own ("Not connected to a server.").
    [[nodiscard]] static QString wording(CommandFailure failure);
};

/// What one finished command reports, once, through its service's finished() signal: which
/// command, on what (a conversation, a sandbox, a start key; empty for some), and either a
/// sentence for the user (it worked; may be empty: nothing to say) or the error.
struct CommandOutcome
{
    Command command = Command::Start;
    QString target;
    QString message; ///< translated; on failure, error->message
    std::optional<CommandError> error;

    [[nodiscard]] bool ok() const { return !error.has_value(); }
    [[nodiscard]] CommandFailure failure() const { return error ? error->failure : CommandFailure::Generic; }
    [[nodiscard]] static CommandOutcome succeeded(Command command, const QString &target, const QString &message);
    [[nodiscard]] static CommandOutcome failed(Command command, const QString &target, const CommandError &error);
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
Q_DECLARE_METATYPE(Switchyard::CommandOutcome)
