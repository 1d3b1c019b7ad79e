// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/application.h"

#include "app/demoserver.h"
#include "app/exportcli.h"
#include "app/libraryversions.h"
#include "app/singleinstance.h"
#include "models/api/apiclient.h"
#include "models/attention/awaytracker.h"
#include "models/commands/approvalcommands.h"
#include "models/commands/askusercommands.h"
#include "models/commands/bulkcommands.h"
#include "models/commands/conversationcommands.h"
#include "models/commands/downloadcommands.h"
#include "models/commands/localcommands.h"
#include "models/commands/reviewcommands.h"
#include "models/commands/synccommands.h"
#include "models/commands/tagcommands.h"
#include "models/commands/variantcommands.h"
#include "models/commands/watchcommands.h"
#include "models/commands/workspacecommands.h"
#include "models/conversations/serverweblinks.h"
#include "models/livefollowing.h"
#include "models/profiles/credentials.h"
#include "models/profiles/serverprofiles.h"
#include "models/search/searchservice.h"
#include "models/search/watchservice.h"
#include "models/store/cachekey.h"
#include "models/store/store.h"
#include "models/store/storereviewreader.h"
#include "models/sync/live/livemanager.h"
#include "models/sync/syncengine.h"
#include "models/trajectory/replaycontroller.h"
#include "models/trajectory/trajectoryimporter.h"
#include "switchyard_config.h"
#include "ui/mainwindow.h"
#include "ui/safetext.h"
#include "ui/settings/preferencesdialog.h"
#include "ui/settings/serverprofilesdialog.h"
#include "ui/shell/shellactions.h"
#include "ui/theme.h"
#include "ui/trajectory/replaybar.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QLoggingCategory>
#include <QMenu>
#include <QMessageBox>
#include <QNetworkAccessManager>
#include <QPointer>
#include <QScreen>
#include <QSettings>
#include <QTimer>
#include <QToolBar>
#include <QTranslator>

#include <cstdio>

namespace Switchyard {

Q_LOGGING_CATEGORY(lcApp, "switchyard.app", QtInfoMsg)

struct Application::Session
{
    std::unique_ptr<Api::ApiClient> client;
    std::unique_ptr<ServerWebLinks> webLinks;
    std::unique_ptr<Store> store;
    std::unique_ptr<SyncEngine> sync;
    std::unique_ptr<LiveManager> live; ///< after sync: goes before it (the engine asks it about tails)
    std::unique_ptr<ConversationCommands> commands;
    std::unique_ptr<AskUserCommands> askUser;
    std::unique_ptr<ApprovalCommands> approvals;
    std::unique_ptr<WorkspaceCommands> workspace;
    std::unique_ptr<DownloadCommands> downloads;
    std::unique_ptr<LocalCommands> local;
    std::unique_ptr<SyncCommands> syncCommands;
    std::unique_ptr<BulkCommands> bulk;
    std::unique_ptr<Search::SearchService> search; ///< the search page's full-text search (issue 31)
    std::unique_ptr<WatchCommands> watchCommands; ///< watch rules (issue 31)
    std::unique_ptr<Search::WatchService> watch; ///< checks nothing itself: the store's writer does; pauses
    std::unique_ptr<AwayTracker> away; ///< "while you were away" digest (issue 31)
    std::unique_ptr<StoreReviewReader> reviews; ///< the review drafts (issue 30)
    std::unique_ptr<ReviewCommands> review; ///< review comments on diff lines (issue 30)
    std::unique_ptr<VariantCommands> variants; ///< variants of one task (issue 30 part B)
    std::unique_ptr<TagCommands> tags; ///< takes the watch rules' local tags off (issue 31)
};

struct Application::Offline
{
    std::unique_ptr<Store> store;
    std::unique_ptr<TrajectoryImporter> importer;
    std::unique_ptr<ReplayController> replay;
    std::unique_ptr<LocalCommands> local;
    std::unique_ptr<BulkCommands> bulk;
    std::unique_ptr<MainWindow> window; // destroyed first
};

namespace {

const QString kRecentFiles = QStringLiteral("recentFiles");

void printError(const QString &text)
{
    std::fputs(QStringLiteral("switchyard: %1\n").arg(text).toLocal8Bit().constData(), stderr);
}

/// Options we must know before the application object exists (headless or not, translations).
struct EarlyArgs
{
    bool headless = false;
    bool exportMode = false;
    bool verbose = false;
    QString lang;
};

EarlyArgs scanEarly(const QStringList &raw)
{
    EarlyArgs early;
    early.exportMode = raw.size() > 1 && raw.at(1) == QLatin1String("export");
    for (qsizetype i = 1; i < raw.size(); ++i) {
        const QString &a = raw.at(i);
        if (a == QLatin1String("-h") || a == QLatin1String("--help") || a == QLatin1String("-?")
            || a == QLatin1String("--help-all") || a == QLatin1String("-v") || a == QLatin1String("--version"))
            early.headless = true;
        else if (a == QLatin1String("--verbose"))
            early.verbose = true;
        else if (a == QLatin1String("--lang") && i + 1 < raw.size())
            early.lang = raw.at(i + 1);
        else if (a.startsWith(QLatin1String("--lang=")))
            early.lang = a.mid(7);
    }
    early.headless = early.headless || early.exportMode;
    return early;
}

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Switchyard"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("switchyard.github.io"));
    QCoreApplication::setApplicationName(QStringLiteral("switchyard"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SWITCHYARD_VERSION));
}

/// Qt's own catalogue and ours (embedded under :/i18n) for --lang, else the settings override,
/// else the system locale.
void installTranslators(QCoreApplication *app, const QString &langOption)
{
    const QString lang = Application::chosenLanguage(langOption);
    const QLocale locale = lang.isEmpty() ? QLocale::system() : QLocale(lang);
    if (!lang.isEmpty())
        QLocale::setDefault(locale);
    auto *qt = new QTranslator(app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *ours = new QTranslator(app);
    if (ours->load(locale, QStringLiteral("switchyard"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(ours);
    else if (!lang.isEmpty() && !lang.startsWith(QLatin1String("en")))
        qCInfo(lcApp) << "no translation for" << locale.name();
}

// --help, --version and `export` need no display: decide before any GUI object exists. `argc` is
// run()'s own: the application keeps a reference to it.
std::unique_ptr<QCoreApplication> createApplication(int &argc, char *argv[], bool headless)
{
    std::unique_ptr<QCoreApplication> app;
    if (headless)
        app = std::make_unique<QCoreApplication>(argc, argv);
    else
        app = std::make_unique<QApplication>(argc, argv);
    setIdentity();
    if (!headless) {
        QGuiApplication::setApplicationDisplayName(QStringLiteral("Switchyard"));
        SafeText::installLabelGuard(static_cast<QApplication *>(app.get())); // labels never guess rich text
    }
    return app;
}

/// The command line's options and what --help says of them.
struct CommandLine
{
    CommandLine();

    QCommandLineParser parser;
    // Our own --version: the program's version and every library's (as Help › About lists them).
    const QCommandLineOption version{
        {QStringLiteral("v"), QStringLiteral("version")},
        QCoreApplication::translate("main", "Displays the version of Switchyard and of the libraries it uses.")};
    const QCommandLineOption demo{QStringLiteral("demo"),
                                  QCoreApplication::translate("main",
                                                              "Start the built-in simulator on 127.0.0.1 "
                                                              "with a demo world and connect to it.")};
    const QCommandLineOption server{QStringLiteral("server"),
                                    QCoreApplication::translate("main",
                                                                "Connect to the server at <url>. The key "
                                                                "comes from SWITCHYARD_API_KEY or the "
                                                                "matching profile."),
                                    QStringLiteral("url")};
    const QCommandLineOption profile{QStringLiteral("profile"),
                                     QCoreApplication::translate("main", "Connect with the server profile <name>."),
                                     QStringLiteral("name")};
    const QCommandLineOption orgId{QStringLiteral("org-id"),
                                   QCoreApplication::translate("main", "Organization id (X-Org-Id) for --server."),
                                   QStringLiteral("uuid")};
    const QCommandLineOption lang{QStringLiteral("lang"),
                                  QCoreApplication::translate("main",
                                                              "User interface language, e.g. de or fr (overrides "
                                                              "the choice in File › Preferences)."),
                                  QStringLiteral("code")};
    const QCommandLineOption verbose{QStringLiteral("verbose"),
                                     QCoreApplication::translate("main",
                                                                 "Debug logging for every switchyard.* "
                                                                 "category (QT_LOGGING_RULES overrides).")};
    const QCommandLineOption screenshot{QStringLiteral("screenshot"),
                                        QCoreApplication::translate("main",
                                                                    "Save a picture of the main window to <file> "
                                                                    "(PNG) once it shows data, then quit (for "
                                                                    "documentation, e.g. with --demo)."),
                                        QStringLiteral("file")};
    const QCommandLineOption screenshotDelay{QStringLiteral("screenshot-delay"),
                                             QCoreApplication::translate("main",
                                                                         "Wait <ms> milliseconds before --screenshot "
                                                                         "takes the picture (default 4000)."),
                                             QStringLiteral("ms")};
    const QCommandLineOption theme{QStringLiteral("theme"),
                                   QCoreApplication::translate("main",
                                                               "Colour theme: system, light or dark (overrides "
                                                               "the choice in File › Preferences)."),
                                   QStringLiteral("theme")};
};

CommandLine::CommandLine()
{
    parser.setApplicationDescription(QCoreApplication::translate(
        "main",
        "Switchyard: browse and steer OpenHands conversations, see which share a sandbox, review "
        "trajectories.\n\nAlso: switchyard export FILE --format markdown|html|json-summary [-o OUT]"));
    parser.addHelpOption();
    parser.addOptions({version, demo, server, profile, orgId, lang, verbose, theme, screenshot, screenshotDelay});
    parser.addPositionalArgument(QStringLiteral("files"),
                                 QCoreApplication::translate("main",
                                                             "Trajectories to open (a /download zip, an "
                                                             "agent-server folder or its zip)."),
                                 QStringLiteral("[FILE...]"));
}

/// --theme, else the saved choice. False (said on stderr) for an unknown theme.
bool applyThemeOption(const CommandLine &cl)
{
    const QString themeName =
        cl.parser.isSet(cl.theme) ? cl.parser.value(cl.theme) : QSettings().value(themeSettingsKey()).toString();
    if (!applyTheme(themeName)) {
        printError(QCoreApplication::translate("main", "unknown theme: %1 (system, light, dark)").arg(themeName));
        return false;
    }
    return true;
}

/// The parsed command line as options. False (said on stderr) for a --server that is not a URL.
bool readOptions(const CommandLine &cl, AppOptions *options)
{
    const QCommandLineParser &parser = cl.parser;
    options->demo = parser.isSet(cl.demo);
    if (parser.isSet(cl.server)) {
        options->server = ServerProfiles::normalizeBaseUrl(parser.value(cl.server));
        if (options->server.isEmpty()) {
            printError(QCoreApplication::translate("main", "not a server URL: %1").arg(parser.value(cl.server)));
            return false;
        }
    }
    options->profile = parser.value(cl.profile);
    options->orgId = parser.value(cl.orgId);
    options->lang = parser.value(cl.lang);
    options->verbose = parser.isSet(cl.verbose);
    options->files = parser.positionalArguments();
    options->screenshot = parser.value(cl.screenshot);
    if (parser.isSet(cl.screenshotDelay))
        options->screenshotDelayMs = parser.value(cl.screenshotDelay).toInt();
    return true;
}

} // namespace

int Application::run(int argc, char *argv[])
{
    QStringList raw;
    for (int i = 0; i < argc; ++i)
        raw.append(QString::fromLocal8Bit(argv[i]));
    const EarlyArgs early = scanEarly(raw);
    if (early.verbose)
        QLoggingCategory::setFilterRules(QStringLiteral("switchyard.*.debug=true")); // QT_LOGGING_RULES still wins

    const std::unique_ptr<QCoreApplication> app = createApplication(argc, argv, early.headless);
    installTranslators(app.get(), early.lang);

    if (early.exportMode)
        return runExportCli(QStringList{raw.first()} + raw.mid(2));

    CommandLine cl;
    cl.parser.process(*app);
    if (cl.parser.isSet(cl.version)) {
        std::fputs(AboutDialog::versionReport(libraryVersions()).toLocal8Bit().constData(), stdout);
        return 0;
    }
    if (!applyThemeOption(cl))
        return 2;
    AppOptions options;
    if (!readOptions(cl, &options))
        return 2;
    return runWindow(options);
}

int Application::runWindow(const AppOptions &options)
{
    Application application(options);
    // A second launch for the same cache hands its files to the running window and is done.
    // Exactly one instance owns a cache (issue 28.7): a launch that finds it owned never opens it.
    SingleInstance instance(application.instanceKey());
    if (!options.demo && options.screenshot.isEmpty()) {
        if (!instance.acquire()) {
            const qint64 owner = instance.ownerPid();
            // The owner may still be starting (opening its cache): give it time to answer.
            if (instance.handOff(options.files, 30000)) {
                std::fputs(tr("Switchyard is already running for this server (process %1); handed it %n file(s).",
                              nullptr, int(options.files.size()))
                               .arg(owner)
                               .append(QLatin1Char('\n'))
                               .toLocal8Bit()
                               .constData(),
                           stderr);
                return 0;
            }
            printError(tr("Switchyard is already running for this server (process %1) but does not answer; "
                          "close it or try again.")
                           .arg(owner));
            return 3;
        }
        qCInfo(lcApp) << "other launches for this cache hand over to" << instance.serverName();
        QObject::connect(&instance, &SingleInstance::filesReceived, &application, &Application::openFromAnotherLaunch);
    }
    QString error;
    if (!application.start(&error)) {
        printError(error);
        return 2;
    }
    return QCoreApplication::exec();
}

QString Application::instanceKey() const
{
    if (m_options.demo)
        return QStringLiteral("demo");
    if (!m_options.server.isEmpty())
        return CacheKey::forServer(m_options.server, m_options.orgId);
    const auto p = m_options.profile.isEmpty() ? m_profiles->current() : m_profiles->findByName(m_options.profile);
    return p ? CacheKey::forServer(p->baseUrl, p->orgId) : QStringLiteral("none");
}

void Application::openFromAnotherLaunch(const QStringList &files)
{
    qCInfo(lcApp) << "another launch handed over" << files.size() << "file(s)";
    for (const QString &file : files)
        openTrajectory(file);
    if (m_window) {
        m_window->setWindowState((m_window->windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
        m_window->raise();
        m_window->activateWindow();
    }
}

QString Application::chosenLanguage(const QString &langOption)
{
    return langOption.isEmpty() ? QSettings().value(PreferencesDialog::languageSettingsKey()).toString() : langOption;
}

Application::Application(const AppOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_nam(std::make_unique<QNetworkAccessManager>())
    , m_profiles(std::make_unique<ServerProfiles>())
    , m_credentials(std::make_unique<Credentials>())
{ }

Application::~Application()
{
    m_offline.clear();
    if (m_window)
        m_window->setContext({});
    closeSession();
    m_window.reset();
    m_demo.reset();
}

Store *Application::store() const
{
    return m_session ? m_session->store.get() : nullptr;
}

SyncEngine *Application::syncEngine() const
{
    return m_session ? m_session->sync.get() : nullptr;
}

bool Application::start(QString *error)
{
    m_window = std::make_unique<MainWindow>();
    m_window->setAboutComponents(libraryVersions());
    connect(m_window.get(), &MainWindow::openTrajectoryRequested, this, &Application::openTrajectory);
    connect(m_window.get(), &MainWindow::serversRequested, this, [this] {
        showServers(m_profiles->currentId());
    });
    m_window->setRecentFiles(QSettings().value(kRecentFiles).toStringList());

    connect(m_window.get(), &MainWindow::demoRequested, this, [this] {
        QString problem;
        if (!startDemo(&problem))
            m_window->showMessage(problem, 0);
    });

    if (m_options.demo) {
        if (!startDemo(error))
            return false;
    } else if (!m_options.server.isEmpty()) {
        const auto known = m_profiles->findByUrl(m_options.server, m_options.orgId);
        if (known && Credentials::environmentKey().isEmpty()) {
            connectProfile(known->id);
        } else {
            ServerProfile adHoc;
            adHoc.id = known ? known->id : QStringLiteral("url-") + m_options.server.host();
            adHoc.name = known ? known->name : m_options.server.host();
            adHoc.baseUrl = m_options.server;
            adHoc.orgId = m_options.orgId;
            if (Credentials::environmentKey().isEmpty()) {
                m_window->showMessage(tr("No API key: set SWITCHYARD_API_KEY or add a server profile."), 0);
                QTimer::singleShot(0, this, [this] {
                    showServers();
                });
            } else {
                connectTo(adHoc, Credentials::environmentKey(), false);
            }
        }
    } else if (!m_options.profile.isEmpty()) {
        const auto p = m_profiles->findByName(m_options.profile);
        if (!p) {
            if (error)
                *error = tr("There is no server profile named “%1”.").arg(m_options.profile);
            return false;
        }
        connectProfile(p->id);
    } else if (m_profiles->current()) {
        connectProfile(m_profiles->currentId());
    }
    // Otherwise the window shows its welcome page: demo, add a server, open a trajectory.

    m_window->show();
    for (const QString &file : std::as_const(m_options.files))
        openTrajectory(file);
    if (!m_options.screenshot.isEmpty())
        scheduleScreenshot();
    return true;
}

bool Application::startDemo(QString *error)
{
    closeSession();
    m_demo = std::make_unique<DemoServer>();
    if (!m_demo->start(error)) {
        m_demo.reset();
        return false;
    }
    ServerProfile demo;
    demo.id = QStringLiteral("demo");
    demo.name = tr("Demo (built-in simulator)");
    demo.baseUrl = m_demo->baseUrl();
    connectTo(demo, m_demo->apiKey(), true);
    return true;
}

void Application::closeSession()
{
    if (!m_session)
        return;
    if (m_window)
        m_window->setContext({});
    if (m_session->sync)
        m_session->sync->stop();
    m_session.reset();
}

void Application::connectProfile(const QString &profileId)
{
    const auto profile = m_profiles->profile(profileId);
    if (!profile)
        return;
    m_profiles->setCurrentId(profileId);
    const QString envKey = Credentials::environmentKey();
    if (!envKey.isEmpty()) {
        connectTo(*profile, envKey, false);
        return;
    }
    m_credentials->readKey(profileId, this, [this, profile](const CredentialResult &r) {
        if (!r.error.isEmpty())
            m_window->showMessage(r.error, 15000);
        if (r.key.isEmpty()) {
            closeSession();
            m_window->showMessage(tr("No API key stored for “%1”. Enter it in File › Servers.").arg(profile->name), 0);
            showServers(profile->id);
            return;
        }
        connectTo(*profile, r.key, false);
    });
}

// Long (over 80 lines): the composition root of a session, one line per service built and one per
// service handed to the window; split, the two lists would drift apart.
void Application::connectTo(const ServerProfile &profile, const QString &apiKey, bool isDemo)
{
    closeSession();
    auto session = std::make_unique<Session>();
    session->client = std::make_unique<Api::ApiClient>(m_nam.get());
    Api::ServerConfig config;
    config.baseUrl = profile.baseUrl;
    config.apiKey = apiKey;
    config.orgId = profile.orgId;
    if (const auto error = session->client->setServer(config)) {
        m_window->showMessage(error->message, 0);
        return;
    }
    // "Open in browser" links the page the server's own web UI has (issue 28.8).
    session->webLinks = std::make_unique<ServerWebLinks>(session->client.get());
    QString storeError;
    session->store =
        isDemo ? Store::openInMemory() : Store::openForServer(profile.baseUrl, profile.orgId, profile.id, &storeError);
    if (!session->store) {
        m_window->showMessage(tr("The local cache could not be opened (%1); working without it.").arg(storeError), 0);
        session->store = Store::openInMemory();
    }
    session->sync = std::make_unique<SyncEngine>(session->client.get(), session->store.get());
    session->live = std::make_unique<LiveManager>(session->client.get(), session->store.get());
    LiveFollowing::attach(*session->sync, *session->live);
    session->commands = std::make_unique<ConversationCommands>(session->client.get(), session->store.get());
    session->commands->setSyncEngine(session->sync.get());
    session->askUser = std::make_unique<AskUserCommands>(session->client.get(), session->store.get());
    session->approvals = std::make_unique<ApprovalCommands>(session->client.get(), session->store.get());
    session->workspace = std::make_unique<WorkspaceCommands>(session->client.get());
    session->downloads = std::make_unique<DownloadCommands>(session->client.get());
    session->local = std::make_unique<LocalCommands>(session->store.get());
    session->syncCommands = std::make_unique<SyncCommands>(session->sync.get(), session->live.get());
    session->bulk =
        std::make_unique<BulkCommands>(session->store.get(), session->commands.get(), session->downloads.get());
    session->search = std::make_unique<Search::SearchService>(session->store.get());
    session->watchCommands = std::make_unique<WatchCommands>(session->store.get());
    session->watch = std::make_unique<Search::WatchService>(session->store.get(), session->commands.get());
    if (!isDemo)
        session->away = std::make_unique<AwayTracker>(session->store.get());
    session->reviews = std::make_unique<StoreReviewReader>(session->store.get());
    session->review = std::make_unique<ReviewCommands>(session->client.get(), session->store.get());
    session->variants = std::make_unique<VariantCommands>(session->commands.get(), session->store.get());
    session->tags = std::make_unique<TagCommands>(session->store.get());
    if (!isDemo) {
        // A rejected key stops the sync engine: ask for a new one (the window tells once per session).
        const QString profileId = profile.id;
        connect(m_window.get(), &MainWindow::keyRejected, session->sync.get(), [this, profileId] {
            m_window->showMessage(tr("The server rejected the API key. Enter a valid key for this server."), 0);
            if (m_profiles->profile(profileId))
                showServers(profileId);
        });
    }
    qCInfo(lcApp) << "connecting to" << profile.baseUrl.toDisplayString() << (isDemo ? "(demo)" : "");
    m_session = std::move(session);
    ShellContext context;
    context.store = m_session->store.get();
    context.sync = m_session->sync.get();
    context.commands = m_session->commands.get();
    context.askUser = m_session->askUser.get();
    context.approvals = m_session->approvals.get();
    context.workspace = m_session->workspace.get();
    context.downloads = m_session->downloads.get();
    context.live = m_session->live.get();
    context.webLinks = m_session->webLinks.get();
    context.search = m_session->search.get();
    context.watch = m_session->watch.get();
    context.watchCommands = m_session->watchCommands.get();
    context.away = m_session->away.get();
    context.local = m_session->local.get();
    context.syncCommands = m_session->syncCommands.get();
    context.bulk = m_session->bulk.get();
    context.review = m_session->review.get();
    context.reviews = m_session->reviews.get();
    context.variants = m_session->variants.get();
    context.variantGroups = m_session->store->groupReader();
    context.tags = m_session->tags.get();
    context.serverName = profile.name;
    context.serverUrl = profile.baseUrl.toDisplayString();
    m_window->setContext(context);
    m_session->sync->start();
}

void Application::showServers(const QString &selectId)
{
    auto *dialog = new ServerProfilesDialog(m_profiles.get(), m_credentials.get(), m_nam.get(), m_window.get());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (!selectId.isEmpty())
        dialog->selectProfile(selectId);
    connect(dialog, &ServerProfilesDialog::connectRequested, this, [this](const QString &id) {
        m_demo.reset();
        connectProfile(id);
    });
    dialog->open();
}

void Application::openTrajectory(const QString &path)
{
    QString error;
    std::shared_ptr<TrajectoryReader> reader(TrajectoryReader::open(path, &error).release());
    if (!reader) {
        QMessageBox::warning(m_window.get(), tr("Open trajectory"), tr("Cannot open %1: %2").arg(path, error));
        return;
    }
    addRecentFile(QFileInfo(path).absoluteFilePath());
    auto offline = std::make_unique<Offline>();
    offline->store = Store::openInMemory();
    offline->importer = std::make_unique<TrajectoryImporter>(reader, offline->store.get());
    offline->local = std::make_unique<LocalCommands>(offline->store.get());
    offline->bulk = std::make_unique<BulkCommands>(offline->store.get(), nullptr, nullptr);
    offline->window = std::make_unique<MainWindow>(nullptr, false);
    MainWindow *window = offline->window.get();
    window->setAboutComponents(libraryVersions());
    connect(window, &MainWindow::openTrajectoryRequested, this, &Application::openTrajectory);
    ShellContext context;
    context.store = offline->store.get();
    context.local = offline->local.get();
    context.bulk = offline->bulk.get();
    context.serverName = tr("%1 (offline, read-only)").arg(QFileInfo(path).fileName());
    context.serverUrl = QFileInfo(path).absoluteFilePath();
    window->setContext(context);
    window->followImport(offline->importer.get(), reader->conversation().id);
    auto *tools = window->addToolBar(tr("Replay"));
    tools->setObjectName(QStringLiteral("replayToolBar"));
    QAction *replay = tools->addAction(tr("Replay step by step"));
    replay->setToolTip(tr("Open a window that shows this trajectory event by event, at a chosen speed"));
    window->actions()->viewMenu->addAction(replay); // reachable from the keyboard too (toolbars take no focus)
    connect(replay, &QAction::triggered, this, [this, reader] {
        openReplay(reader);
    });
    window->setAttribute(Qt::WA_DeleteOnClose, false);
    window->resize(m_window ? m_window->size() : QSize(1280, 800));
    window->show();
    offline->importer->start();
    m_offline.push_back(std::move(offline));
}

void Application::openReplay(const std::shared_ptr<TrajectoryReader> &reader)
{
    auto offline = std::make_unique<Offline>();
    offline->store = Store::openInMemory();
    offline->replay = std::make_unique<ReplayController>(reader, offline->store.get());
    offline->local = std::make_unique<LocalCommands>(offline->store.get());
    offline->bulk = std::make_unique<BulkCommands>(offline->store.get(), nullptr, nullptr);
    offline->window = std::make_unique<MainWindow>(nullptr, false);
    MainWindow *window = offline->window.get();
    window->setAboutComponents(libraryVersions());
    ShellContext context;
    context.store = offline->store.get();
    context.local = offline->local.get();
    context.bulk = offline->bulk.get();
    context.serverName = tr("%1 (replay, read-only)").arg(QFileInfo(reader->path()).fileName());
    context.serverUrl = reader->path();
    window->setContext(context);
    auto *tools = window->addToolBar(tr("Replay"));
    tools->setObjectName(QStringLiteral("replayToolBar"));
    auto *bar = new ReplayBar(tools);
    bar->setController(offline->replay.get());
    tools->addWidget(bar);
    const QString id = reader->conversation().id;
    // Open the conversation once its record is in the (empty) replay store.
    offline->store->afterWrites(window, [window, id] {
        window->openConversation(id);
    });
    window->setAttribute(Qt::WA_DeleteOnClose, false);
    window->resize(m_window ? m_window->size() : QSize(1280, 800));
    window->show();
    m_offline.push_back(std::move(offline));
}

QList<MainWindow *> Application::offlineWindows() const
{
    QList<MainWindow *> windows;
    for (const auto &offline : m_offline)
        windows.append(offline->window.get());
    return windows;
}

void Application::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(kRecentFiles).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > 10)
        recent.removeLast();
    settings.setValue(kRecentFiles, recent);
    if (m_window)
        m_window->setRecentFiles(recent);
}

void Application::scheduleScreenshot()
{
    // Hidden option for docs/screenshots: grab after the delay. The window opens the conversation
    // that needs the user by itself once the list is stored (stepping to it on the first list
    // signal came before the list was stored and put "No conversation needs you" in the pictures).
    // As large as the screenshots have been, but never larger than the screen.
    if (const QScreen *screen = m_window->screen())
        m_window->resize(MainWindow::fittedSize(QSize(1680, 1050), screen->availableGeometry()));
    QTimer::singleShot(m_options.screenshotDelayMs, this, [this] {
        MainWindow *target = m_offline.empty() ? m_window.get() : m_offline.back()->window.get();
        const bool ok = target->grab().save(m_options.screenshot);
        if (!ok)
            printError(tr("could not save %1").arg(m_options.screenshot));
        QCoreApplication::exit(ok ? 0 : 1);
    });
}

} // namespace Switchyard
