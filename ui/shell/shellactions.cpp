// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/shellactions.h"

#include <QAction>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

namespace Switchyard {

QAction *ShellActions::make(const QString &text, const QKeySequence &shortcut, const char *name)
{
    auto *action = new QAction(text, parent());
    action->setObjectName(QLatin1String(name));
    if (!shortcut.isEmpty()) {
        action->setShortcut(shortcut);
        action->setShortcutContext(Qt::WindowShortcut);
    }
    m_all.append(action);
    return action;
}

ShellActions::ShellActions(QMainWindow *window)
    : QObject(window)
{
    createActions();
    buildMenus(window->menuBar());
    for (QAction *a : std::as_const(m_all))
        window->addAction(a); // shortcuts work even when the menu bar is hidden
}

// Every action with its text, shortcut and object name, in menu order.
void ShellActions::createActions()
{
    using QKS = QKeySequence;
    openTrajectory = make(tr("&Open trajectory…"), QKS::Open, "openTrajectory");
    downloadTrajectory = make(tr("&Download trajectory…"), QKS(tr("Ctrl+Shift+S")), "downloadTrajectory");
    exportTranscript = make(tr("&Export transcript…"), QKS(tr("Ctrl+E")), "exportTranscript");
    servers = make(tr("&Servers…"), QKS(tr("Ctrl+,")), "servers");
    preferences = make(tr("Pre&ferences…"), QKS(tr("Ctrl+Shift+,")), "preferences");
    quit = make(tr("&Quit"), QKS(QKS::Quit).isEmpty() ? QKS(tr("Ctrl+Q")) : QKS(QKS::Quit), "quit");

    palette = make(tr("Command &palette…"), QKS(tr("Ctrl+K")), "palette");
    refresh = make(tr("&Refresh now"), QKS::Refresh, "refresh");
    focusList = make(tr("Go to the conversation &list"), QKS(tr("Ctrl+1")), "focusList");
    focusTimeline = make(tr("Go to the &timeline"), QKS(tr("Ctrl+2")), "focusTimeline");
    focusMap = make(tr("Go to the sandbox &map"), QKS(tr("Ctrl+3")), "focusMap");
    focusCharts = make(tr("Go to the c&harts"), QKS(tr("Ctrl+4")), "focusCharts");
    focusInbox = make(tr("Go to the &inbox"), QKS(tr("Ctrl+I")), "focusInbox");
    focusSearch = make(tr("&Search all events…"), QKS(tr("Ctrl+Shift+F")), "focusSearch");
    focusFleet = make(tr("Go to the fl&eet timeline"), QKS(tr("Ctrl+5")), "focusFleet");
    showChanges = make(tr("Show &changes"), QKS(tr("Alt+1")), "showChanges");
    showFiles = make(tr("Show &files"), QKS(tr("Alt+2")), "showFiles");
    showSkills = make(tr("Show &skills and hooks"), QKS(tr("Alt+3")), "showSkills");
    showMetadata = make(tr("Show &metadata and usage"), QKS(tr("Alt+4")), "showMetadata");
    resetLayout = make(tr("Reset &layout"), {}, "resetLayout");
    notifications = make(tr("Desktop &notifications"), {}, "notifications");
    notifications->setCheckable(true);
    notifications->setChecked(true);

    newConversation = make(tr("&New conversation…"), QKS::New, "newConversation");
    nextNeedsMe = make(tr("Ne&xt conversation that needs me"), QKS(tr("Ctrl+J")), "nextNeedsMe");
    previousNeedsMe = make(tr("Pre&vious conversation that needs me"), QKS(tr("Ctrl+Shift+J")), "previousNeedsMe");
    pauseAgent = make(tr("&Pause agent"), QKS(tr("Ctrl+Shift+P")), "pauseAgent");
    runAgent = make(tr("Res&ume agent"), QKS(tr("Ctrl+Shift+U")), "runAgent");
    approve = make(tr("&Approve pending action"), QKS(tr("Ctrl+Shift+A")), "approve");
    reject = make(tr("Re&ject pending action…"), QKS(tr("Ctrl+Shift+R")), "reject");
    rename = make(tr("Re&name…"), QKS(tr("F2")), "rename");
    remove = make(tr("&Delete conversation…"), QKS(tr("Ctrl+Del")), "remove");
    archive = make(tr("Ar&chive conversation"), QKS(tr("Ctrl+Shift+H")), "archive");
    openInBrowser = make(tr("Open in &browser"), QKS(tr("Ctrl+Shift+B")), "openInBrowser");

    pauseSandbox = make(tr("&Pause sandbox…"), QKS(tr("Ctrl+Alt+P")), "pauseSandbox");
    resumeSandbox = make(tr("&Resume sandbox"), QKS(tr("Ctrl+Alt+U")), "resumeSandbox");
    deleteSandbox = make(tr("&Delete sandbox…"), QKS(tr("Ctrl+Alt+Del")), "deleteSandbox");

    about = make(tr("&About Switchyard"), QKS::HelpContents, "about");
    aboutQt = make(tr("About &Qt"), {}, "aboutQt");
}

void ShellActions::buildMenus(QMenuBar *bar)
{
    QMenu *file = bar->addMenu(tr("&File"));
    file->addAction(openTrajectory);
    recentMenu = file->addMenu(tr("Open &recent"));
    recentMenu->setObjectName(QStringLiteral("recentMenu"));
    file->addSeparator();
    file->addAction(downloadTrajectory);
    file->addAction(exportTranscript);
    file->addSeparator();
    file->addAction(servers);
    file->addAction(preferences);
    file->addSeparator();
    file->addAction(quit);

    viewMenu = bar->addMenu(tr("&View"));
    viewMenu->addAction(palette);
    viewMenu->addAction(refresh);
    viewMenu->addSeparator();
    viewMenu->addAction(focusList);
    viewMenu->addAction(focusTimeline);
    viewMenu->addAction(focusMap);
    viewMenu->addAction(focusCharts);
    viewMenu->addAction(focusInbox);
    viewMenu->addAction(focusSearch);
    viewMenu->addAction(focusFleet);
    viewMenu->addAction(showChanges);
    viewMenu->addAction(showFiles);
    viewMenu->addAction(showSkills);
    viewMenu->addAction(showMetadata);
    viewMenu->addSeparator();
    viewMenu->addAction(notifications);
    viewMenu->addAction(resetLayout);
    viewMenu->addSeparator(); // the docks' toggle actions follow

    QMenu *conv = bar->addMenu(tr("&Conversation"));
    conv->addAction(newConversation);
    conv->addSeparator();
    conv->addAction(nextNeedsMe);
    conv->addAction(previousNeedsMe);
    conv->addSeparator();
    conv->addAction(approve);
    conv->addAction(reject);
    conv->addAction(pauseAgent);
    conv->addAction(runAgent);
    conv->addSeparator();
    conv->addAction(rename);
    conv->addAction(archive);
    conv->addAction(remove);
    conv->addSeparator();
    conv->addAction(openInBrowser);

    QMenu *sandbox = bar->addMenu(tr("&Sandbox"));
    sandbox->addAction(pauseSandbox);
    sandbox->addAction(resumeSandbox);
    sandbox->addAction(deleteSandbox);

    QMenu *help = bar->addMenu(tr("&Help"));
    help->addAction(about);
    help->addAction(aboutQt);
}

QList<QAction *> ShellActions::all() const
{
    return m_all;
}

void ShellActions::setRecentFiles(const QStringList &paths)
{
    recentMenu->clear();
    for (const QString &path : paths) {
        QAction *open = recentMenu->addAction(QFileInfo(path).fileName());
        open->setToolTip(path);
        connect(open, &QAction::triggered, this, [this, path] {
            Q_EMIT recentChosen(path);
        });
    }
    recentMenu->setEnabled(!paths.isEmpty());
}

} // namespace Switchyard
