// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QUrl>

#include <memory>

class QNetworkAccessManager;

namespace Switchyard {

class Credentials;
class DemoServer;
class MainWindow;
class ServerProfiles;
class Store;
class SyncEngine;
struct ServerProfile;

/// What the command line asked for.
struct AppOptions
{
    bool demo = false;
    QUrl server; ///< --server: connect to this URL (a matching profile is used when there is one)
    QString profile; ///< --profile: by name
    QString orgId; ///< --org-id (with --server)
    QString lang; ///< --lang: overrides the system locale and the settings
    bool verbose = false;
    QStringList files; ///< trajectories to open
    QString screenshot; ///< hidden: grab the main window into this file and quit
    int screenshotDelayMs = 4000;
};

/// The composition root: parses the command line, builds every service (network manager, API
/// client, store, sync engine, steering commands, profiles, credentials, the demo simulator), wires
/// them and shows the main window. No logic of its own.
class Application final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Application)
public:
    /// The whole program: `switchyard [options] [FILE...]` and `switchyard export ...`.
    static int run(int argc, char *argv[]);

    /// The interface language startup uses: `--lang` when given, else the saved choice of
    /// File › Preferences (empty: the system's).
    [[nodiscard]] static QString chosenLanguage(const QString &langOption);

    explicit Application(const AppOptions &options, QObject *parent = nullptr);
    ~Application() override;

    /// Builds the window and connects as the options say. False (with `error`) for a fatal problem
    /// (an unknown --profile, the demo server failing to start).
    bool start(QString *error);

    [[nodiscard]] MainWindow *window() const { return m_window.get(); }
    /// The cache this launch would use (CacheKey::forServer of the server the options select), or
    /// "demo" / "none": names the single-instance channel.
    [[nodiscard]] QString instanceKey() const;
    /// Files handed over by a second launch: opened here, and the window comes to the front.
    void openFromAnotherLaunch(const QStringList &files);
    [[nodiscard]] Store *store() const;
    [[nodiscard]] SyncEngine *syncEngine() const;

    /// Opens a trajectory in its own read-only window.
    void openTrajectory(const QString &path);
    /// A second read-only window that steps through the trajectory event by event.
    void openReplay(const std::shared_ptr<class TrajectoryReader> &reader);
    /// The read-only windows of opened trajectories (tests).
    [[nodiscard]] QList<MainWindow *> offlineWindows() const;

private:
    struct Session;
    struct Offline;

    /// run() once the command line is read: the window, or the hand-over to a running one.
    static int runWindow(const AppOptions &options);

    void connectTo(const ServerProfile &profile, const QString &apiKey, bool isDemo);
    void connectProfile(const QString &profileId);
    void closeSession();
    /// Starts the built-in simulator and connects to it (--demo, or "Try the demo").
    bool startDemo(QString *error);
    void showServers(const QString &selectId = {});
    void addRecentFile(const QString &path);
    void scheduleScreenshot();

    AppOptions m_options;
    std::unique_ptr<QNetworkAccessManager> m_nam;
    std::unique_ptr<ServerProfiles> m_profiles;
    std::unique_ptr<Credentials> m_credentials;
    std::unique_ptr<DemoServer> m_demo;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<MainWindow> m_window;
    std::vector<std::unique_ptr<Offline>> m_offline;
};

} // namespace Switchyard
