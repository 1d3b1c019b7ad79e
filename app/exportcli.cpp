// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/exportcli.h"

#include "models/trajectory/exporter.h"
#include "models/trajectory/trajectoryreader.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

#include <cstdio>

namespace Switchyard {

namespace {
void fail(const QString &message)
{
    const QByteArray line = QStringLiteral("switchyard export: %1\n").arg(message).toLocal8Bit();
    std::fputs(line.constData(), stderr);
}
} // namespace

int runExportCli(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "Switchyard::ExportCli",
        "Export a trajectory (a /download zip, an agent-server folder or its zip) as a transcript, "
        "with secrets redacted."));
    parser.addHelpOption();
    const QCommandLineOption format(
        {QStringLiteral("f"), QStringLiteral("format")},
        QCoreApplication::translate("Switchyard::ExportCli", "Output format: markdown, html or json-summary."),
        QStringLiteral("format"), QStringLiteral("markdown"));
    const QCommandLineOption output(
        {QStringLiteral("o"), QStringLiteral("output")},
        QCoreApplication::translate("Switchyard::ExportCli", "Write to this file instead of standard output."),
        QStringLiteral("file"));
    parser.addOption(format);
    parser.addOption(output);
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QCoreApplication::translate("Switchyard::ExportCli", "The trajectory to export."));
    if (!parser.parse(args)) {
        fail(parser.errorText());
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        const QByteArray help = parser.helpText().toLocal8Bit();
        std::fputs(help.constData(), stdout);
        return 0;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        fail(QCoreApplication::translate("Switchyard::ExportCli", "expected exactly one FILE"));
        return 2;
    }
    Exporter::Format fmt;
    if (!Exporter::formatFromName(parser.value(format), &fmt)) {
        fail(
            QCoreApplication::translate("Switchyard::ExportCli", "unknown format \"%1\" (markdown, html, json-summary)")
                .arg(parser.value(format)));
        return 2;
    }
    QString error;
    const auto reader = TrajectoryReader::open(files.first(), &error);
    if (!reader) {
        fail(error);
        return 1;
    }
    const QByteArray bytes = Exporter::exportAs(fmt, exportInputFromReader(*reader));
    if (!parser.isSet(output) || parser.value(output) == QLatin1String("-")) {
        std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
        std::fflush(stdout);
        return 0;
    }
    QSaveFile out(parser.value(output));
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
        fail(QCoreApplication::translate("Switchyard::ExportCli", "cannot write %1: %2")
                 .arg(parser.value(output), out.errorString()));
        return 1;
    }
    return 0;
}

} // namespace Switchyard
