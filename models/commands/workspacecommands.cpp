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
struct WorkspaceCommands::Joined
{
    struct Caller
    {
        QPointer<QObject> context;
        bool withContext = false;
        Reply<T> reply;
    };
    QList<Caller> callers;
};

template<typename T, typename Start>
void WorkspaceCommands::joined(const QString &key, QObject *context, Reply<T> reply, Start start)
{
    typename Joined<T>::Caller caller{context, context != nullptr, std::move(reply)};
    if (const auto it = m_inFlight.constFind(key); it != m_inFlight.cend()) {
        static_cast<Joined<T> *>(it->get())->callers.append(std::move(caller)); // same kind: same key prefix
        return;
    }
    auto join = std::make_shared<Joined<T>>();
    join->callers.append(std::move(caller));
    m_inFlight.insert(key, join);
    start([this, key, join](const CommandResult<T> &result) {
        if (m_inFlight.value(key) == join)
            m_inFlight.remove(key);
        for (const auto &c : std::as_const(join->callers)) {
            if (c.reply && (!c.withContext || c.context))
                c.reply(result);
        }
    });
}

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
    const QString key = QStringList{QStringLiteral("changes"), conversationId, repoPath, ref}.join(QChar(0));
    joined<QList<GitChange>>(key, context, std::move(reply), [=, this](auto deliver) {
        m_client->gitChanges(conversationId, repoPath, ref, this, [deliver](Api::Result<QList<GitChange>> r) {
            deliver(r ? CommandResult<QList<GitChange>>(r.value()) : errorFor(r.error(), QString()));
        });
    });
}

void WorkspaceCommands::diff(const QString &conversationId, const QString &filePath, const QString &ref,
                             QObject *context, Reply<GitDiff> reply, bool background)
{
    if (!m_client)
        return notConnected(context, reply);
    const QString key = QStringList{QStringLiteral("diff"), conversationId, filePath, ref}.join(QChar(0));
    joined<GitDiff>(key, context, std::move(reply), [=, this](auto deliver) {
        Api::ApiCall *call =
            m_client->gitDiff(conversationId, filePath, ref, this, [deliver, filePath](Api::Result<GitDiff> r) {
                deliver(r ? CommandResult<GitDiff>(r.value()) : errorFor(r.error(), filePath));
            });
        if (call && background)
            call->setPriority(Api::RequestPriority::Background);
    });
}

void WorkspaceCommands::file(const QString &conversationId, const QString &filePath, QObject *context,
                             Reply<QString> reply)
{
    if (!m_client)
        return notConnected(context, reply);
    const QString key = QStringList{QStringLiteral("file"), conversationId, filePath}.join(QChar(0));
    joined<QString>(key, context, std::move(reply), [=, this](auto deliver) {
        m_client->readFile(conversationId, filePath, this, [deliver, filePath](Api::Result<QString> r) {
            deliver(r ? CommandResult<QString>(r.value()) : errorFor(r.error(), filePath));
        });
    });
}

void WorkspaceCommands::files(const QString &conversationId, QObject *context, Reply<WorkspaceFileList> reply)
{
    if (!m_client)
        return notConnected(context, reply);
    const QString key = QStringList{QStringLiteral("files"), conversationId}.join(QChar(0));
    joined<WorkspaceFileList>(key, context, std::move(reply), [=, this](auto deliver) {
        listFiles(conversationId, deliver);
    });
}

void WorkspaceCommands::listFiles(const QString &conversationId, const Reply<WorkspaceFileList> &reply)
{
    m_client->listFiles(conversationId, QString(), this, [reply](Api::Result<QList<QString>> r) {
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
    const QString key = QStringList{QStringLiteral("skills"), conversationId}.join(QChar(0));
    joined<QList<Skill>>(key, context, std::move(reply), [=, this](auto deliver) {
        m_client->skills(conversationId, this, [deliver](Api::Result<QList<Skill>> r) {
            deliver(r ? CommandResult<QList<Skill>>(r.value()) : CommandError::fromApi(r.error()));
        });
    });
}

void WorkspaceCommands::hooks(const QString &conversationId, QObject *context, Reply<QList<HookGroup>> reply)
{
    if (!m_client)
        return notConnected(context, reply);
    const QString key = QStringList{QStringLiteral("hooks"), conversationId}.join(QChar(0));
    joined<QList<HookGroup>>(key, context, std::move(reply), [=, this](auto deliver) {
        m_client->hooks(conversationId, this, [deliver](Api::Result<QList<HookGroup>> r) {
            deliver(r ? CommandResult<QList<HookGroup>>(r.value()) : CommandError::fromApi(r.error()));
        });
    });
}

} // namespace Switchyard
