// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trajectory/downloaddialog.h"

#include "models/api/apiclient.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace Switchyard {

DownloadDialog::DownloadDialog(Api::ApiClient *client, const QString &conversationId, const QString &targetPath,
                               QWidget *parent)
    : QDialog(parent)
    , m_client(client)
    , m_conversationId(conversationId)
    , m_targetPath(targetPath)
{
    setWindowTitle(tr("Download trajectory"));
    auto *layout = new QVBoxLayout(this);
    m_label = new QLabel(tr("Downloading to %1…").arg(QDir::toNativeSeparators(targetPath)), this);
    m_label->setWordWrap(true);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0);
    m_progress->setAccessibleName(tr("Download progress"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_button = buttons->button(QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::rejected, this, &DownloadDialog::reject);
    layout->addWidget(m_label);
    layout->addWidget(m_progress);
    layout->addWidget(buttons);
    resize(460, sizeHint().height());
}

DownloadDialog::~DownloadDialog()
{
    if (m_call)
        m_call->cancel();
}

QString DownloadDialog::download(Api::ApiClient *client, const QString &conversationId, QWidget *parent)
{
    const QString suggested = QStandardPaths::writableLocation(QStandardPaths::DownloadLocation)
        + QStringLiteral("/conversation_") + conversationId + QStringLiteral(".zip");
    const QString path =
        QFileDialog::getSaveFileName(parent, tr("Save trajectory"), suggested, tr("Trajectory archives (*.zip)"));
    if (path.isEmpty())
        return {};
    DownloadDialog dialog(client, conversationId, path, parent);
    dialog.start();
    return dialog.exec() == QDialog::Accepted ? path : QString();
}

void DownloadDialog::start()
{
    m_file = new QSaveFile(m_targetPath, this);
    if (!m_file->open(QIODevice::WriteOnly)) {
        m_error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(m_targetPath), m_file->errorString());
        m_label->setText(m_error);
        m_progress->hide();
        m_button->setText(tr("Close"));
        return;
    }
    m_call = m_client->downloadTrajectory(m_conversationId, m_file, this, [this](Api::Result<Api::Unit> result) {
        m_call = nullptr;
        if (result.ok() && m_file->commit()) {
            Q_EMIT downloaded(m_targetPath);
            accept();
            return;
        }
        m_file->cancelWriting();
        if (result.ok()) {
            m_error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(m_targetPath), m_file->errorString());
        } else if (result.error().kind == Api::ApiError::Kind::Cancelled) {
            return;
        } else if (result.error().httpStatus == 409) {
            m_error = tr("An export of this conversation is already running on the server. Try again in a minute.");
        } else if (result.error().httpStatus == 413) {
            m_error = tr("This conversation has more events than the server exports (at most 10,000). "
                         "Review it live in the timeline, or export a transcript from Switchyard instead.");
        } else {
            m_error = result.error().message;
        }
        m_label->setText(m_error);
        m_progress->hide();
        m_button->setText(tr("Close"));
    });
    connect(m_call, &Api::ApiCall::downloadProgress, this, [this](qint64 received, qint64 total) {
        if (total > 0) {
            m_progress->setRange(0, 1000);
            m_progress->setValue(int(received * 1000 / total));
        }
        m_label->setText(tr("Downloading to %1… %2")
                             .arg(QDir::toNativeSeparators(m_targetPath), QLocale().formattedDataSize(received)));
    });
}

void DownloadDialog::reject()
{
    if (m_call) {
        m_call->cancel();
        m_call = nullptr;
    }
    if (m_file)
        m_file->cancelWriting();
    QDialog::reject();
}

} // namespace Switchyard
