// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/application.h"

#include "switchyard_config.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace Switchyard {

Application::Application() = default;
Application::~Application() = default;

int Application::run(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Switchyard"));
    QApplication::setOrganizationDomain(QStringLiteral("switchyard.github.io"));
    QApplication::setApplicationName(QStringLiteral("switchyard"));
    QApplication::setApplicationDisplayName(QStringLiteral("Switchyard"));
    QApplication::setApplicationVersion(QStringLiteral(SWITCHYARD_VERSION));

    auto *qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qtTranslator);
    auto *translator = new QTranslator(&app);
    if (translator->load(QLocale(), QStringLiteral("switchyard"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(translator);

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main",
        "Switchyard: browse and steer OpenHands conversations, see which share a sandbox, review trajectories."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption demo(
        QStringLiteral("demo"),
        QCoreApplication::translate("main", "Start the built-in simulator on 127.0.0.1 and connect to it."));
    parser.addOption(demo);
    parser.process(app);

    Application application;
    application.m_window = std::make_unique<MainWindow>();
    application.m_window->show();
    return QApplication::exec();
}

} // namespace Switchyard
