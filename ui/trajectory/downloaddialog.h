// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QPointer>

class QLabel;
class QProgressBar;
class QPushButton;
class QSaveFile;

namespace Switchyard {
namespace Api {
class ApiCall;
class ApiClient;
} // namespace Api

/// Downloads a conversation's trajectory zip (GET /download) to a file the user chose, with a
/// progress bar and Cancel. 409 (an export is already running) and 413 (more than 10,000 events)
/// are explained in words; a failed or cancelled download leaves no partial file behind.
class DownloadDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DownloadDialog)
public:
    DownloadDialog(Api::ApiClient *client, const QString &conversationId, const QString &targetPath,
                   QWidget *parent = nullptr);
    ~DownloadDialog() override;

    /// Asks for a target file (suggesting conversation_<id>.zip), then runs the dialog.
    /// Returns the saved path, or an empty string.
    static QString download(Api::ApiClient *client, const QString &conversationId, QWidget *parent);

    void start();
    [[nodiscard]] QString errorMessage() const { return m_error; }

Q_SIGNALS:
    void downloaded(const QString &path);

protected:
    void reject() override;

private:
    Api::ApiClient *m_client = nullptr;
    QString m_conversationId;
    QString m_targetPath;
    QString m_error;
    QSaveFile *m_file = nullptr;
    QPointer<Api::ApiCall> m_call;
    QLabel *m_label = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_button = nullptr;
};

} // namespace Switchyard
