// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QMainWindow;
class QMenu;
class QMenuBar;

namespace Switchyard {

/// Every action of the main window with its shortcut, and the menu bar built from them. The window
/// connects them; the command palette lists them.
class ShellActions final : public QObject
{
    Q_OBJECT
public:
    explicit ShellActions(QMainWindow *window);

    [[nodiscard]] QList<QAction *> all() const;
    /// File › Open recent: one entry per path (newest first); choosing one says recentChosen().
    void setRecentFiles(const QStringList &paths);

    // File
    QAction *openTrajectory = nullptr;
    QMenu *recentMenu = nullptr;
    QAction *downloadTrajectory = nullptr;
    QAction *exportTranscript = nullptr;
    QAction *servers = nullptr;
    QAction *preferences = nullptr;
    QAction *quit = nullptr;
    // View
    QAction *palette = nullptr;
    QAction *refresh = nullptr;
    QAction *focusList = nullptr;
    QAction *focusTimeline = nullptr;
    QAction *focusMap = nullptr;
    QAction *focusCharts = nullptr;
    QAction *focusInbox = nullptr; ///< the attention inbox (Ctrl+I)
    QAction *focusSearch = nullptr; ///< the full-text search page (Ctrl+Shift+F; issue 31)
    QAction *focusFleet = nullptr; ///< the fleet timeline page (Ctrl+5; issue 32)
    QAction *showChanges = nullptr;
    QAction *showFiles = nullptr;
    QAction *showSkills = nullptr;
    QAction *showMetadata = nullptr;
    QAction *resetLayout = nullptr;
    QAction *notifications = nullptr;
    QMenu *viewMenu = nullptr;
    // Conversation
    QAction *newConversation = nullptr;
    QAction *nextNeedsMe = nullptr;
    QAction *previousNeedsMe = nullptr;
    QAction *pauseAgent = nullptr;
    QAction *runAgent = nullptr;
    QAction *approve = nullptr;
    QAction *reject = nullptr;
    QAction *rename = nullptr;
    QAction *remove = nullptr;
    QAction *archive = nullptr; ///< archive the current conversation, or restore it when archived
    QAction *openInBrowser = nullptr; ///< its page in the server's web UI
    // Sandbox
    QAction *pauseSandbox = nullptr;
    QAction *resumeSandbox = nullptr;
    QAction *deleteSandbox = nullptr;
    // Help
    QAction *about = nullptr;
    QAction *aboutQt = nullptr;

Q_SIGNALS:
    void recentChosen(const QString &path);

private:
    void createActions();
    void buildMenus(QMenuBar *bar);
    QAction *make(const QString &text, const QKeySequence &shortcut, const char *name);
    QList<QAction *> m_all;
};

} // namespace Switchyard
