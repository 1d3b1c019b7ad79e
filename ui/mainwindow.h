// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/conversations/weblink.h"
#include "ui/shell/aboutdialog.h"
#include "ui/shellcontext.h"

#include <QMainWindow>
#include <QPointer>

namespace Switchyard {

class AttentionTracker;
class AwayDigestDialog;
class AwayTracker;
struct CommandOutcome;
class CommandPalette;
class ConversationActions;
class ConversationNavigator;
class ConversationPage;
class ShellActions;
class ShellPages;
class StatusBarWidget;
class TrajectoryImporter;
class TrayNotifier;

/// The thin shell: hosts the pages (ShellPages: Conversations, Sandboxes, Charts, or the welcome
/// page while no server is connected), the menus and their actions, the status bar with the one
/// path from every command's outcome to it, the command palette and the notifications. Each area
/// is its own widget; the window connects them. The first window fits the screen it opens on.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)
public:
    /// `persistLayout` false: an offline-review window that does not overwrite the main layout.
    explicit MainWindow(QWidget *parent = nullptr, bool persistLayout = true);
    ~MainWindow() override;

    void setContext(const ShellContext &context);
    /// The web UI's link style ("Open in browser", copied links; issue 28.8); the window follows
    /// the context's ServerWebLinks.
    void setWebLinkStyle(WebLink::Style style);
    [[nodiscard]] const ShellContext &context() const { return m_context; }
    /// Offline review: opens `conversationId` once the import shows its first screen, and says in
    /// the status bar how the import went.
    void followImport(TrajectoryImporter *importer, const QString &conversationId);

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
    /// The server rejected the API key (the sync engine stopped); once per context.
    void keyRejected();

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void connectActions();
    void connectWidgets();
    /// The sync state's news for the window: a rejected key.
    void followSyncState();
    void followWebLinks();
    void followOutcomes();
    void showOutcome(const CommandOutcome &outcome);
    void refreshNow();
    void bringToFront();
    void applyConversation(const QString &id);
    void stepNeedsMe(bool forward);
    void showPalette();
    void chooseTrajectory();
    void startConversation(const QString &sandboxId = {});
    /// "While you were away" (issue 31): the session's tracker follows the window's use.
    void followAway(AwayTracker *away);

    ShellContext m_context;
    QString m_current;
    QList<AboutComponent> m_aboutComponents;
    bool m_persistLayout = true;
    QMetaObject::Connection m_syncState;
    QMetaObject::Connection m_webLinks;
    QList<QMetaObject::Connection> m_outcomes;
    ShellActions *m_actions = nullptr;
    ConversationActions *m_conversationActions = nullptr;
    CommandPalette *m_palette = nullptr;
    StatusBarWidget *m_status = nullptr;
    AttentionTracker *m_tracker = nullptr;
    ConversationNavigator *m_navigator = nullptr;
    TrayNotifier *m_tray = nullptr;
    ShellPages *m_pages = nullptr;
    ConversationPage *m_page = nullptr; ///< the pages' conversation page
    AwayDigestDialog *m_digest = nullptr;
    QPointer<AwayTracker> m_away;
};

} // namespace Switchyard
