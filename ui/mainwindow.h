// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/shell/aboutdialog.h"

#include <QMainWindow>
#include <QPointer>

class QSplitter;
class QStackedWidget;
class QTabWidget;

namespace Switchyard {

class AttentionTracker;
class BulkCommands;
class LocalCommands;
class SyncCommands;
class ChangesWidget;
class ChartsWidget;
class ComposerWidget;
class ConversationListWidget;
class FileViewerWidget;
class LiveReader;
class TimelineWidget;
class CommandPalette;
class ConversationActions;
class AskUserCommands;
class ConversationCommands;
class DownloadCommands;
class WorkspaceCommands;
class MetadataWidget;
class ReviewSummaryWidget;
class ShellActions;
class SandboxMapWidget;
class SkillsHooksWidget;
class StatusBarWidget;
class StoreReader;
class SyncStatus;
class TrayNotifier;
class WelcomePage;

/// What the composition root hands to a window. Nothing is owned by the window. Widgets act only
/// through the command services (models/commands), never through the API client.
struct ShellContext
{
    StoreReader *store = nullptr; ///< the cache's read face (models/read/)
    SyncStatus *sync = nullptr; ///< null in offline review
    SyncCommands *syncCommands = nullptr; ///< refresh, open conversation, visibility; null in offline review
    ConversationCommands *commands = nullptr; ///< null: read-only (its sandboxes() steer the map)
    AskUserCommands *askUser = nullptr; ///< answers to the agent's questions; null: read-only
    LocalCommands *local = nullptr; ///< archive, lost history: local writes
    BulkCommands *bulk = nullptr; ///< the list's selection bar
    WorkspaceCommands *workspace = nullptr; ///< null in offline review (changes, files, skills, hooks)
    DownloadCommands *downloads = nullptr; ///< null in offline review
    LiveReader *live = nullptr; ///< live sockets; null in offline review
    QString serverName;
    QString serverUrl;
};

/// The thin shell: hosts the feature widgets in pages — Conversations (list | timeline + detail
/// tabs, in splitters whose layout is remembered), Sandboxes (the map) and Charts — or the welcome
/// page while no server is connected; plus menus, the status bar, the command palette and the
/// notifications. Each area is its own widget. The first window fits the screen it opens on.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)
public:
    /// `persistLayout` false: an offline-review window that does not overwrite the main layout.
    explicit MainWindow(QWidget *parent = nullptr, bool persistLayout = true);
    ~MainWindow() override;

    void setContext(const ShellContext &context);
    [[nodiscard]] const ShellContext &context() const { return m_context; }

    void openConversation(const QString &id);
    [[nodiscard]] QString currentConversation() const { return m_current; }
    void setRecentFiles(const QStringList &paths);
    /// Shows a message in the status bar for a while.
    void showMessage(const QString &text, int timeoutMs = 6000);

    /// The libraries listed by Help › About (the composition root collects them).
    void setAboutComponents(const QList<AboutComponent> &components);
    /// Opens Help › About (non-modal; tests find it as a child).
    void showAbout();
    void showPreferences();

    void saveLayout() const;
    /// The window size to open with: `wanted`, shrunk to fit `available` (a screen's available
    /// geometry) with room for the window frame.
    [[nodiscard]] static QSize fittedSize(const QSize &wanted, const QRect &available);
    [[nodiscard]] ShellActions *actions() const { return m_actions; }
    [[nodiscard]] CommandPalette *palette() const { return m_palette; }
    [[nodiscard]] StatusBarWidget *statusWidget() const { return m_status; }

Q_SIGNALS:
    void openTrajectoryRequested(const QString &path);
    void serversRequested();
    /// "Try the demo" on the welcome page.
    void demoRequested();
    void currentConversationChanged(const QString &id);

protected:
    void closeEvent(QCloseEvent *event) override;
    /// Trajectories (zip files or agent-server folders) dropped on the window open offline.
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void buildAreas();
    void buildConversationPage();
    void buildPages();
    /// Welcome page without a store; the server pages (map, charts) only with a server.
    void updatePages();
    void fitToScreen();
    /// Follows the sync engine's state into the timeline's empty state (server unreachable).
    void followSyncState();
    /// On launch: the conversation open last time on this server, else the one that needs the
    /// user most, else the newest; once, as soon as the store has it.
    void openInitialConversation();
    [[nodiscard]] QString lastConversationKey() const;
    void showPage(QWidget *page);
    void connectActions();
    void connectWidgets();
    /// The Changes tab, showing the diff (or the content) of `path`.
    void showChangedFile(const QString &path);
    void refreshNow();
    void bringToFront();
    /// The welcome page, the offline summary and the timeline's empty states.
    void connectPages();
    void restoreLayout();
    void applyConversation(const QString &id);
    void stepNeedsMe(bool forward);
    void showPalette();
    void chooseTrajectory();
    void startConversation(const QString &sandboxId = {});
    void downloadTrajectory();
    void exportTranscript();

    ShellContext m_context;
    QString m_current;
    QList<AboutComponent> m_aboutComponents;
    bool m_persistLayout = true;
    bool m_autoOpen = false; ///< openInitialConversation() still to do
    QMetaObject::Connection m_syncState;
    QMetaObject::Connection m_storeChanges;
    ShellActions *m_actions = nullptr;
    ConversationActions *m_conversationActions = nullptr;
    CommandPalette *m_palette = nullptr;
    StatusBarWidget *m_status = nullptr;
    AttentionTracker *m_tracker = nullptr;
    TrayNotifier *m_tray = nullptr;
    QSplitter *m_outer = nullptr;
    QSplitter *m_centre = nullptr;
    QTabWidget *m_details = nullptr;
    QStackedWidget *m_root = nullptr; ///< the welcome page or the pages
    QTabWidget *m_pages = nullptr; ///< Conversations, Sandboxes, Charts
    WelcomePage *m_welcome = nullptr;
    QWidget *m_mapPage = nullptr;
    QWidget *m_chartsPage = nullptr;
    ConversationListWidget *m_list = nullptr;
    TimelineWidget *m_timeline = nullptr;
    ComposerWidget *m_composer = nullptr;
    ChangesWidget *m_changes = nullptr;
    FileViewerWidget *m_files = nullptr;
    SkillsHooksWidget *m_skills = nullptr;
    MetadataWidget *m_metadata = nullptr;
    SandboxMapWidget *m_map = nullptr;
    ChartsWidget *m_charts = nullptr;
    ReviewSummaryWidget *m_review = nullptr; ///< a Summary tab in offline review only
};

} // namespace Switchyard
