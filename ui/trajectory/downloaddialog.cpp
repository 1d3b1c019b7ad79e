// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trajectory/downloaddialog.h"

#include "models/commands/downloadcommands.h"
#include "models/commands/trajectorydownload.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace Switchyard {

DownloadDialog::DownloadDialog(DownloadCommands *commands, const QString &conversationId, const QString &targetPath,
                               QWidget *parent)
    : QDialog(parent)
    , m_commands(commands)
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
    if (m_job) {
        disconnect(m_job, nullptr, this, nullptr);
        m_job->cancel();
    }
}

QString DownloadDialog::download(DownloadCommands *commands, const QString &conversationId, QWidget *parent)
{
    const QString suggested = QStandardPaths::writableLocation(QStandardPaths::DownloadLocation)
        + QStringLiteral("/conversation_") + conversationId + QStringLiteral(".zip");
    const QString path =
        QFileDialog::getSaveFileName(parent, tr("Save trajectory"), suggested, tr("Trajectory archives (*.zip)"));
    if (path.isEmpty())
        return {};
    DownloadDialog dialog(commands, conversationId, path, parent);
    dialog.start();
    return dialog.exec() == QDialog::Accepted ? path : QString();
}

void DownloadDialog::start()
{
    m_job = m_commands->downloadTrajectory(m_conversationId, m_targetPath, this);
    connect(m_job, &TrajectoryDownload::finished, this, [this](bool ok, const CommandError &error) {
        m_job = nullptr;
        if (ok) {
            Q_EMIT downloaded(m_targetPath);
            accept();
            return;
        }
        if (error.failure == CommandFailure::Cancelled)
            return;
        m_error = error.message;
        m_label->setText(m_error);
        m_progress->hide();
        m_button->setText(tr("Close"));
    });
    connect(m_job, &TrajectoryDownload::progress, this, [this](qint64 received, qint64 total) {
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
    if (m_job) {
        disconnect(m_job, nullptr, this, nullptr);
        m_job->cancel();
        m_job = nullptr;
    }
    QDialog::reject();
}

} // namespace Switchyard
