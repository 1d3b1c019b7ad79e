// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/shell/aboutdialog.h"

#include <QMainWindow>
#include <QPointer>

class QDockWidget;
class QSplitter;
class QTabWidget;

namespace Switchyard {

class AttentionTracker;
class ChangesWidget;
class ChartsWidget;
class ComposerWidget;
class ConversationListWidget;
class FileViewerWidget;
class TimelineWidget;
class CommandPalette;
class ConversationActions;
class ConversationCommands;
class DownloadCommands;
class WorkspaceCommands;
class MetadataWidget;
class ShellActions;
class SandboxMapWidget;
class SkillsHooksWidget;
class StatusBarWidget;
class Store;
class SyncEngine;
class TrayNotifier;

/// What the composition root hands to a window. Nothing is owned by the window. Widgets act only
/// through the command services (models/commands), never through the API client.
struct ShellContext
{
    Store *store = nullptr;
    SyncEngine *sync = nullptr; ///< null in offline review
    ConversationCommands *commands = nullptr; ///< null: read-only (its sandboxes() steer the map)
    WorkspaceCommands *workspace = nullptr; ///< null in offline review (changes, files, skills, hooks)
    DownloadCommands *downloads = nullptr; ///< null in offline review
    QString serverName;
    QString serverUrl;
};

/// The thin shell: hosts the feature widgets (conversation list | timeline + detail tabs | sandbox
/// map + charts) in splitters and docks whose layout is remembered, plus menus, the status bar, the
/// command palette and the notifications. Each area is its own widget.
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
    [[nodiscard]] ShellActions *actions() const { return m_actions; }
    [[nodiscard]] CommandPalette *palette() const { return m_palette; }
    [[nodiscard]] StatusBarWidget *statusWidget() const { return m_status; }

Q_SIGNALS:
    void openTrajectoryRequested(const QString &path);
    void serversRequested();
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
    void connectActions();
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
    ShellActions *m_actions = nullptr;
    ConversationActions *m_conversationActions = nullptr;
    CommandPalette *m_palette = nullptr;
    StatusBarWidget *m_status = nullptr;
    AttentionTracker *m_tracker = nullptr;
    TrayNotifier *m_tray = nullptr;
    QSplitter *m_outer = nullptr;
    QSplitter *m_centre = nullptr;
    QTabWidget *m_details = nullptr;
    QDockWidget *m_mapDock = nullptr;
    QDockWidget *m_chartsDock = nullptr;
    ConversationListWidget *m_list = nullptr;
    TimelineWidget *m_timeline = nullptr;
    ComposerWidget *m_composer = nullptr;
    ChangesWidget *m_changes = nullptr;
    FileViewerWidget *m_files = nullptr;
    SkillsHooksWidget *m_skills = nullptr;
    MetadataWidget *m_metadata = nullptr;
    SandboxMapWidget *m_map = nullptr;
    ChartsWidget *m_charts = nullptr;
};

} // namespace Switchyard
