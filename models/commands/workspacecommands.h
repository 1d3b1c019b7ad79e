// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the changes view, the file viewer and the skills/hooks tab read from a conversation's
// workspace (spec §9.1–9.5), as commands: each call answers once, on `context`'s thread, with the
// domain value or a CommandError whose message says in words why the workspace could not be read
// (paused sandbox, not running, file too large, ...). Never called back if `context` is destroyed
// first, never before the call returns.

#include "models/commands/commanderror.h"
#include "models/domain/workspace.h"

#include <QObject>
#include <QPointer>

#include <functional>

namespace Switchyard {

namespace Api {
class ApiClient;
struct ApiError;
} // namespace Api

class WorkspaceCommands final : public QObject
{
    Q_OBJECT
public:
    template<typename T>
    using Reply = std::function<void(const CommandResult<T> &)>;

    explicit WorkspaceCommands(Api::ApiClient *client, QObject *parent = nullptr);
    ~WorkspaceCommands() override;
    Q_DISABLE_COPY_MOVE(WorkspaceCommands)

    [[nodiscard]] bool isConnected() const { return !m_client.isNull(); }

    /// The changed files of the repository at `repoPath` against `ref` ("" = upstream).
    void changes(const QString &conversationId, const QString &repoPath, const QString &ref, QObject *context,
                 Reply<QList<GitChange>> reply);
    /// Both sides of one file (absolute sandbox path).
    void diff(const QString &conversationId, const QString &filePath, const QString &ref, QObject *context,
              Reply<GitDiff> reply);
    /// The text of one file (absolute sandbox path).
    void file(const QString &conversationId, const QString &filePath, QObject *context, Reply<QString> reply);
    /// Every file of the workspace (GET …/files, newer servers): relative paths, `capped` when the
    /// server's 2,000 were reached; an older server without the endpoint answers `endpointMissing`.
    void files(const QString &conversationId, QObject *context, Reply<WorkspaceFileList> reply);
    void skills(const QString &conversationId, QObject *context, Reply<QList<Skill>> reply);
    void hooks(const QString &conversationId, QObject *context, Reply<QList<HookGroup>> reply);

private:
    /// The words for a failed workspace read; `path` set for a single file.
    [[nodiscard]] static CommandError errorFor(const Api::ApiError &error, const QString &path);
    template<typename T>
    void notConnected(QObject *context, const Reply<T> &reply);

    QPointer<Api::ApiClient> m_client;
};

} // namespace Switchyard
