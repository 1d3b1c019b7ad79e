// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QPointer>

class QLabel;
class QProgressBar;
class QPushButton;

namespace Switchyard {
class DownloadCommands;
class TrajectoryDownload;

/// Shows a trajectory download (DownloadCommands) to a file the user chose, with a progress bar and
/// Cancel, and says in words why one failed; a failed or cancelled download leaves no partial file.
class DownloadDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DownloadDialog)
public:
    DownloadDialog(DownloadCommands *commands, const QString &conversationId, const QString &targetPath,
                   QWidget *parent = nullptr);
    ~DownloadDialog() override;

    /// Asks for a target file (suggesting conversation_<id>.zip), then runs the dialog.
    /// Returns the saved path, or an empty string.
    static QString download(DownloadCommands *commands, const QString &conversationId, QWidget *parent);

    void start();
    [[nodiscard]] QString errorMessage() const { return m_error; }

Q_SIGNALS:
    void downloaded(const QString &path);

protected:
    void reject() override;

private:
    DownloadCommands *m_commands = nullptr;
    QString m_conversationId;
    QString m_targetPath;
    QString m_error;
    QPointer<TrajectoryDownload> m_job;
    QLabel *m_label = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_button = nullptr;
};

} // namespace Switchyard
