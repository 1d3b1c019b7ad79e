// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/commands/workspacecommands.h"

#include "models/api/apiclient.h"

namespace Switchyard {

WorkspaceCommands::WorkspaceCommands(Api::ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{ }

WorkspaceCommands::~WorkspaceCommands() = default;

template<typename T>
void WorkspaceCommands::notConnected(QObject *context, const Reply<T> &reply)
{
    // Like every answer: later, on the context's thread, never if it is gone.
    QMetaObject::invokeMethod(
        context ? context : this,
        [reply] {
            reply(CommandError{CommandFailure::NotConnected, tr("Not connected to a server.")});
        },
        Qt::QueuedConnection);
}

CommandError WorkspaceCommands::errorFor(const Api::ApiError &error, const QString &path)
{
    CommandError e = CommandError::fromApi(error);
    switch (error.kind) {
    case Api::ApiError::Kind::Conflict:
        e.message = tr("The sandbox is paused: resume it to read the workspace.");
        break;
    case Api::ApiError::Kind::NotFound:
        e.failure = CommandFailure::NotRunning;
        e.message = tr("The sandbox of this conversation is not running, so its workspace cannot be read.");
        break;
    case Api::ApiError::Kind::Server:
        if (error.httpStatus == 502 && !path.isEmpty()) {
            e.failure = CommandFailure::TooLarge;
            e.message = tr("The server cannot show this diff: the file is larger than 1 MiB or was deleted (%1).")
                            .arg(error.serverDetail.isEmpty() ? QStringLiteral("502") : error.serverDetail);
        } else {
            e.message = tr("The agent server failed: %1")
                            .arg(error.serverDetail.isEmpty() ? error.message : error.serverDetail);
        }
        break;
    default:
        e.message = error.message.isEmpty() ? tr("The workspace could not be read.") : error.message;
        break;
    }
    return e;
}

void WorkspaceCommands::changes(const QString &conversationId, const QString &repoPath, const QString &ref,
                                QObject *context, Reply<QList<GitChange>> reply)
{
    if (!m_client)
        return notConnected(context, reply);
    m_client->gitChanges(conversationId, repoPath, ref, context, [reply](Api::Result<QList<GitChange>> r) {
        reply(r ? CommandResult<QList<GitChange>>(r.value()) : errorFor(r.error(), QString()));
    });
}

void WorkspaceCommands::diff(const QString &conversationId, const QString &filePath, const QString &ref,
                             QObject *context, Reply<GitDiff> reply)
{
    if (!m_client)
        return notConnected(context, reply);
    m_client->gitDiff(conversationId, filePath, ref, context, [reply, filePath](Api::Result<GitDiff> r) {
        reply(r ? CommandResult<GitDiff>(r.value()) : errorFor(r.error(), filePath));
    });
}

void WorkspaceCommands::file(const QString &conversationId, const QString &filePath, QObject *context,
                             Reply<QString> reply)
{
    if (!m_client)
        return notConnected(context, reply);
    m_client->readFile(conversationId, filePath, context, [reply, filePath](Api::Result<QString> r) {
        reply(r ? CommandResult<QString>(r.value()) : errorFor(r.error(), filePath));
    });
}

void WorkspaceCommands::files(const QString &conversationId, QObject *context, Reply<WorkspaceFileList> reply)
{
    if (!m_client)
        return notConnected(context, reply);
    m_client->listFiles(conversationId, QString(), context, [reply](Api::Result<QList<QString>> r) {
        WorkspaceFileList list;
        if (r) {
            list.paths = r.value();
            list.capped = list.paths.size() >= WorkspaceFileList::kCap;
            reply(list);
            return;
        }
        const Api::ApiError &e = r.error();
        // Older servers: the SPA page (a 200 that is not JSON), FastAPI's bare 404/405.
        const bool missing = e.kind == Api::ApiError::Kind::NotAvailable || e.httpStatus == 405
            || (e.kind == Api::ApiError::Kind::NotFound && e.serverDetail == QLatin1String("Not Found"));
        if (missing) {
            list.endpointMissing = true;
            reply(list);
            return;
        }
        reply(errorFor(e, QString()));
    });
}

void WorkspaceCommands::skills(const QString &conversationId, QObject *context, Reply<QList<Skill>> reply)
{
    if (!m_client)
        return notConnected(context, reply);
    m_client->skills(conversationId, context, [reply](Api::Result<QList<Skill>> r) {
        reply(r ? CommandResult<QList<Skill>>(r.value()) : CommandError::fromApi(r.error()));
    });
}

void WorkspaceCommands::hooks(const QString &conversationId, QObject *context, Reply<QList<HookGroup>> reply)
{
    if (!m_client)
        return notConnected(context, reply);
    m_client->hooks(conversationId, context, [reply](Api::Result<QList<HookGroup>> r) {
        reply(r ? CommandResult<QList<HookGroup>>(r.value()) : CommandError::fromApi(r.error()));
    });
}

} // namespace Switchyard
