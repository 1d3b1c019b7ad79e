// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Downloads as commands: a conversation's trajectory zip (GET …/download) into a file the user
// chose. 409 (an export is already running) and 413 (more events than the server exports) are
// explained in words.

#include <QObject>
#include <QPointer>

namespace Switchyard {

namespace Api {
class ApiClient;
}
class TrajectoryDownload;

class DownloadCommands final : public QObject
{
    Q_OBJECT
public:
    explicit DownloadCommands(Api::ApiClient *client, QObject *parent = nullptr);
    ~DownloadCommands() override;
    Q_DISABLE_COPY_MOVE(DownloadCommands)

    [[nodiscard]] bool isConnected() const { return !m_client.isNull(); }

    /// Starts the download; the job (a child of `owner`) reports progress() and finished() (never
    /// before this returns; finished() also when the target cannot be written or there is no server).
    TrajectoryDownload *downloadTrajectory(const QString &conversationId, const QString &targetPath, QObject *owner);

private:
    QPointer<Api::ApiClient> m_client;
};

} // namespace Switchyard
