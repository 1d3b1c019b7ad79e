// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the changes view, the file viewer and the skills/hooks tab read from a conversation's
// workspace (spec §9.1–9.5), as commands: each call answers once, on `context`'s thread, with the
// domain value or a CommandError whose message says in words why the workspace could not be read
// (paused sandbox, not running, file too large, ...). Never called back if `context` is destroyed
// first, never before the call returns. The same read is never in flight twice (issue 28 item 15):
// a call equal to one still on its way (same kind, conversation, path and ref) joins it, and every
// caller gets the one answer.

#include "models/commands/commanderror.h"
#include "models/domain/workspace.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

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
    /// Both sides of one file (absolute sandbox path). `background`: for what the view does not show
    /// yet (the change list's line counts): it yields to the open conversation's requests.
    void diff(const QString &conversationId, const QString &filePath, const QString &ref, QObject *context,
              Reply<GitDiff> reply, bool background = false);
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
    void listFiles(const QString &conversationId, const Reply<WorkspaceFileList> &reply);
    /// Joins the read `key` when it is in flight, else runs start(deliver) and answers every caller
    /// whose context is still there with the one result.
    template<typename T, typename Start>
    void joined(const QString &key, QObject *context, Reply<T> reply, Start start);
    /// The callers of one read in flight (a Joined<T> by key).
    template<typename T>
    struct Joined;

    QPointer<Api::ApiClient> m_client;
    QHash<QString, std::shared_ptr<void>> m_inFlight;
};

} // namespace Switchyard
