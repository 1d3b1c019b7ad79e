// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One running trajectory download (GET …/download, spec §4.12) into a file: written through a
// QSaveFile, so a failed or cancelled download leaves no partial file behind. Made by
// DownloadCommands; deletes itself after finished().

#include "models/commands/commanderror.h"

#include <QObject>
#include <QPointer>

#include <optional>

class QSaveFile;

namespace Switchyard {

namespace Api {
class ApiCall;
}

class TrajectoryDownload final : public QObject
{
    Q_OBJECT
public:
    ~TrajectoryDownload() override;
    Q_DISABLE_COPY_MOVE(TrajectoryDownload)

    [[nodiscard]] QString targetPath() const { return m_targetPath; }
    /// Stops the download; finished() follows with CommandFailure::Cancelled. The file is not kept.
    void cancel();

Q_SIGNALS:
    /// `total` is -1 when the server did not say.
    void progress(qint64 received, qint64 total);
    /// `ok`: the file was saved at targetPath(); else `error` says why not.
    void finished(bool ok, const Switchyard::CommandError &error);

private:
    friend class DownloadCommands;
    TrajectoryDownload(const QString &targetPath, QObject *parent);
    /// Opens the target; on failure returns the error (the download is not started).
    std::optional<CommandError> open();
    void attach(Api::ApiCall *call);
    void done(std::optional<CommandError> error);

    QString m_targetPath;
    QSaveFile *m_file = nullptr;
    QPointer<Api::ApiCall> m_call;
    bool m_done = false;
};

} // namespace Switchyard
