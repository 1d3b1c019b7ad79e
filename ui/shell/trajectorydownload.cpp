// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/trajectorydownload.h"

#include "models/api/apiclient.h"
#include "models/store/store.h"

#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

#include <memory>

namespace Switchyard {

void startTrajectoryDownload(QWidget *parent, Api::ApiClient *client, Store *store, const QString &conversationId)
{
    const auto record = store ? store->conversation(conversationId) : std::nullopt;
    QString base = record && !record->conversation.title.isEmpty() ? record->conversation.title : conversationId;
    base.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]+")), QStringLiteral("-"));
    const QString suggested = QDir(QStandardPaths::writableLocation(QStandardPaths::DownloadLocation))
                                  .filePath(base.left(60) + QStringLiteral(".zip"));
    const QString path = QFileDialog::getSaveFileName(parent, QObject::tr("Download trajectory"), suggested,
                                                      QObject::tr("Trajectory (*.zip)"));
    if (path.isEmpty())
        return;
    auto file = std::make_shared<QSaveFile>(path);
    if (!file->open(QIODevice::WriteOnly)) {
        QMessageBox::warning(parent, QObject::tr("Download trajectory"),
                             QObject::tr("Cannot write %1: %2").arg(path, file->errorString()));
        return;
    }
    auto *progress =
        new QProgressDialog(QObject::tr("Downloading the trajectory…"), QObject::tr("Cancel"), 0, 0, parent);
    progress->setAttribute(Qt::WA_DeleteOnClose);
    progress->setMinimumDuration(300);
    QPointer<QProgressDialog> guard(progress);
    QPointer<QWidget> owner(parent);
    Api::ApiCall *call = client->downloadTrajectory(
        conversationId, file.get(), progress, [file, guard, owner, path](Api::Result<Api::Unit> result) {
            if (guard)
                guard->close();
            if (result.ok() && file->commit()) {
                if (owner)
                    QMessageBox::information(owner, QObject::tr("Download trajectory"),
                                             QObject::tr("Saved to %1.").arg(QDir::toNativeSeparators(path)));
                return;
            }
            file->cancelWriting();
            if (!owner || result.ok() || result.error().kind == Api::ApiError::Kind::Cancelled)
                return;
            QString text = result.error().message;
            if (result.error().kind == Api::ApiError::Kind::Conflict)
                text = QObject::tr("The server is already exporting this conversation. Try again in a moment.");
            else if (result.error().kind == Api::ApiError::Kind::TooLarge)
                text = QObject::tr("The conversation is too large for the server to export.");
            QMessageBox::warning(owner, QObject::tr("Download trajectory"), text);
        });
    if (!call)
        return;
    QPointer<Api::ApiCall> callGuard(call);
    QObject::connect(call, &Api::ApiCall::downloadProgress, progress, [guard](qint64 received, qint64 total) {
        if (!guard)
            return;
        guard->setMaximum(total > 0 ? int(total / 1024) : 0);
        guard->setValue(int(received / 1024));
    });
    QObject::connect(progress, &QProgressDialog::canceled, progress, [callGuard] {
        if (callGuard)
            callGuard->cancel();
    });
}

} // namespace Switchyard
