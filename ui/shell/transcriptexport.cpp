// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/transcriptexport.h"

#include "models/read/storereader.h"
#include "models/trajectory/exporter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QSaveFile>
#include <QStandardPaths>

namespace Switchyard {

namespace {
/// The translation context of this file (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::TranscriptExport)
};
} // namespace

void exportTranscriptDialog(QWidget *parent, const StoreReader &store, const QString &conversationId)
{
    const QString markdown = Tr::tr("Markdown (*.md)");
    const QString html = Tr::tr("HTML page (*.html)");
    const QString json = Tr::tr("JSON summary (*.json)");
    QString filter = markdown;
    const QString suggested =
        QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
            .filePath(QStringLiteral("conversation_") + conversationId.left(12) + QStringLiteral(".md"));
    const QString path =
        QFileDialog::getSaveFileName(parent, Tr::tr("Export transcript"), suggested,
                                     markdown + QStringLiteral(";;") + html + QStringLiteral(";;") + json, &filter);
    if (path.isEmpty())
        return;
    Exporter::Format format = Exporter::Format::Markdown;
    if (filter == html || path.endsWith(QLatin1String(".html")))
        format = Exporter::Format::Html;
    else if (filter == json || path.endsWith(QLatin1String(".json")))
        format = Exporter::Format::JsonSummary;
    const QByteArray bytes = Exporter::exportAs(format, exportInputFromStore(store, conversationId));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        QMessageBox::warning(parent, Tr::tr("Export transcript"),
                             Tr::tr("Cannot write %1: %2").arg(path, file.errorString()));
        return;
    }
}

} // namespace Switchyard
