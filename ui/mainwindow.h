// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/conversations/weblink.h"
#include "ui/shell/aboutdialog.h"
#include "ui/shellcontext.h"

#include <QMainWindow>
#include <QPointer>

class QSplitter;
class QStackedWidget;
class QTabWidget;

namespace Switchyard {

class AttentionTracker;
struct CommandOutcome;
class ChartsWidget;
class CommandPalette;
class ConversationActions;
class ConversationPage;
class SearchPage;
class SearchReader;
class ShellActions;
class SandboxMapWidget;
class StatusBarWidget;
class TrayNotifier;
class WelcomePage;

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
    /// The web UI's link style of the connected server ("Open in browser", copied links); the app
    /// sets it from what the API client learns the server is (issue 28.8).
    void setWebLinkStyle(WebLink::Style style);
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
    void buildPages();
    /// Welcome page without a store; the server pages (map, charts) only with a server.
    void updatePages();
    void fitToScreen();
    /// Follows the sync engine's state into the timeline's empty state (server unreachable).
    void followSyncState();
    void followOutcomes();
    void showOutcome(const CommandOutcome &outcome);
    /// On launch: the conversation open last time on this server, else the one that needs the
    /// user most, else the newest; once, as soon as the store has it.
    void openInitialConversation();
    [[nodiscard]] QString lastConversationKey() const;
    void showPage(QWidget *page);
    void connectActions();
    void connectWidgets();
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

    ShellContext m_context;
    QString m_current;
    QList<AboutComponent> m_aboutComponents;
    bool m_persistLayout = true;
    bool m_autoOpen = false; ///< openInitialConversation() still to do
    QMetaObject::Connection m_syncState;
    QMetaObject::Connection m_storeChanges;
    QList<QMetaObject::Connection> m_outcomes;
    ShellActions *m_actions = nullptr;
    ConversationActions *m_conversationActions = nullptr;
    CommandPalette *m_palette = nullptr;
    StatusBarWidget *m_status = nullptr;
    AttentionTracker *m_tracker = nullptr;
    TrayNotifier *m_tray = nullptr;
    QStackedWidget *m_root = nullptr; ///< the welcome page or the pages
    QTabWidget *m_pages = nullptr; ///< Conversations, Sandboxes, Charts
    WelcomePage *m_welcome = nullptr;
    QWidget *m_mapPage = nullptr;
    QWidget *m_chartsPage = nullptr;
    ConversationPage *m_page = nullptr;
    SandboxMapWidget *m_map = nullptr;
    ChartsWidget *m_charts = nullptr;
    SearchPage *m_search = nullptr; ///< issue 31: the full-text search page
    SearchReader *m_searchReader = nullptr;
};

} // namespace Switchyard
