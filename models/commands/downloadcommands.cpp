// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/commands/downloadcommands.h"

#include "models/api/apiclient.h"
#include "models/commands/trajectorydownload.h"

#include <QSaveFile>
#include <QTimer>

namespace Switchyard {

DownloadCommands::DownloadCommands(Api::ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{ }

DownloadCommands::~DownloadCommands() = default;

TrajectoryDownload *DownloadCommands::downloadTrajectory(const QString &conversationId, const QString &targetPath,
                                                         QObject *owner)
{
    auto *job = new TrajectoryDownload(targetPath, owner ? owner : this);
    auto later = [job](CommandError error) {
        QTimer::singleShot(0, job, [job, error] {
            job->done(error);
        });
    };
    if (!m_client) {
        later({CommandFailure::NotConnected, tr("Not connected to a server.")});
        return job;
    }
    if (auto error = job->open()) {
        later(*error);
        return job;
    }
    Api::ApiCall *call =
        m_client->downloadTrajectory(conversationId, job->m_file, job, [job](const Api::Result<Api::Unit> &result) {
            if (result.ok()) {
                job->done(std::nullopt);
                return;
            }
            const Api::ApiError &e = result.error();
            CommandError error = CommandError::fromApi(e);
            if (e.kind == Api::ApiError::Kind::Cancelled) {
                error.message = tr("The download was cancelled.");
            } else if (e.httpStatus == 409) {
                error.message =
                    tr("An export of this conversation is already running on the server. Try again in a minute.");
            } else if (e.httpStatus == 413) {
                error.message = tr("This conversation has more events than the server exports (at most 10,000). "
                                   "Review it live in the timeline, or export a transcript from Switchyard instead.");
            } else {
                error.message = e.message;
            }
            job->done(error);
        });
    job->attach(call);
    return job;
}

} // namespace Switchyard
