// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/commands/trajectorydownload.h"

#include "models/api/apiclient.h"

#include <QDir>
#include <QSaveFile>

namespace Switchyard {

TrajectoryDownload::TrajectoryDownload(const QString &targetPath, QObject *parent)
    : QObject(parent)
    , m_targetPath(targetPath)
{ }

TrajectoryDownload::~TrajectoryDownload()
{
    if (m_call)
        m_call->cancel();
    if (m_file && !m_done)
        m_file->cancelWriting();
}

std::optional<CommandError> TrajectoryDownload::open()
{
    m_file = new QSaveFile(m_targetPath, this);
    if (m_file->open(QIODevice::WriteOnly))
        return std::nullopt;
    return CommandError{CommandFailure::Invalid,
                        tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(m_targetPath), m_file->errorString())};
}

void TrajectoryDownload::attach(Api::ApiCall *call)
{
    m_call = call;
    if (call)
        connect(call, &Api::ApiCall::downloadProgress, this, &TrajectoryDownload::progress);
}

void TrajectoryDownload::cancel()
{
    if (m_done)
        return;
    if (m_call) {
        m_call->cancel(); // the callback reports Cancelled
        return;
    }
    done(CommandError{CommandFailure::Cancelled, tr("The download was cancelled.")});
}

void TrajectoryDownload::done(std::optional<CommandError> error)
{
    if (m_done)
        return;
    m_done = true;
    m_call = nullptr;
    if (!error && m_file && !m_file->commit())
        error =
            CommandError{CommandFailure::Generic,
                         tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(m_targetPath), m_file->errorString())};
    else if (error && m_file)
        m_file->cancelWriting();
    Q_EMIT finished(!error, error.value_or(CommandError{}));
    deleteLater();
}

} // namespace Switchyard
