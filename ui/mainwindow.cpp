// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow.h"

#include "models/attention/awaytracker.h"
#include "models/attention/inboxmodel.h"
#include "models/commands/approvalcommands.h"
#include "models/commands/askusercommands.h"
#include "models/commands/conversationcommands.h"
#include "models/commands/localcommands.h"
#include "models/commands/synccommands.h"
#include "models/commands/tagcommands.h"
#include "models/commands/variantcommands.h"
#include "models/conversations/serverweblinks.h"
#include "models/read/storereader.h"
#include "models/read/syncstatus.h"
#include "models/trajectory/trajectoryimporter.h"
#include "ui/compare/comparewindow.h"
#include "ui/conversations/conversationlistwidget.h"
#include "ui/inbox/inboxwidget.h"
#include "ui/pages/conversationpage.h"
#include "ui/pages/shellpages.h"
#include "ui/pages/welcomepage.h"
#include "ui/sandboxmap/sandboxmapwidget.h"
#include "ui/search/searchpage.h"
#include "ui/shell/attentiontracker.h"
#include "ui/shell/awaydigestdialog.h"
#include "ui/shell/commandpalette.h"
#include "ui/shell/conversationactions.h"
#include "ui/shell/conversationnavigator.h"
#include "ui/shell/shellactions.h"
#include "ui/shell/shelldialogs.h"
#include "ui/shell/statusbarwidget.h"
#include "ui/shell/trajectorydrop.h"
#include "ui/shell/traynotifier.h"
#include "ui/shell/windowlayout.h"
#include "ui/timeline/timelinewidget.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QStatusBar>

// The icons live in switchyard_ui, a static library: register its resources explicitly.
static void initUiResources()
{
    Q_INIT_RESOURCE(switchyard);
}

namespace Switchyard {

MainWindow::MainWindow(QWidget *parent, bool persistLayout)
    : QMainWindow(parent)
    , m_persistLayout(persistLayout)
{
    initUiResources();
    setObjectName(QStringLiteral("MainWindow"));
    setWindowTitle(tr("Switchyard"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/switchyard.svg")));

    m_actions = new ShellActions(this);
    m_conversationActions = new ConversationActions(m_actions, this);
    m_palette = new CommandPalette(this);
    m_status = new StatusBarWidget(this);
    statusBar()->addPermanentWidget(m_status);
    m_tracker = new AttentionTracker(this);
    m_navigator = new ConversationNavigator(m_tracker, persistLayout, this);
    m_tray = new TrayNotifier(this);
    m_tray->setTracker(m_tracker);
    m_pages = new ShellPages(this);
    m_page = m_pages->conversations();
    setCentralWidget(m_pages);

    connectActions();
    connectWidgets();
    resize(1600, 1000);
    if (m_persistLayout)
        WindowLayout::restore(*this, *m_page, *m_actions);
    WindowLayout::fitToScreen(*this);
}

MainWindow::~MainWindow() = default;

QSize MainWindow::fittedSize(const QSize &wanted, const QRect &available)
{
    return WindowLayout::fittedSize(wanted, available);
}

void MainWindow::connectActions()
{
    ShellActions *a = m_actions;
    connect(a->quit, &QAction::triggered, this, &QWidget::close);
    connect(a->openTrajectory, &QAction::triggered, this, &MainWindow::chooseTrajectory);
    connect(a, &ShellActions::recentChosen, this, &MainWindow::openTrajectoryRequested);
    connect(a->servers, &QAction::triggered, this, &MainWindow::serversRequested);
    connect(a->preferences, &QAction::triggered, this, &MainWindow::showPreferences);
    connect(a->downloadTrajectory, &QAction::triggered, this, [this] {
        ShellDialogs::downloadTrajectory(this, m_context, m_current);
    });
    connect(a->exportTranscript, &QAction::triggered, this, [this] {
        ShellDialogs::exportTranscript(this, m_context, m_current);
    });
    connect(a->palette, &QAction::triggered, this, &MainWindow::showPalette);
    connect(a->refresh, &QAction::triggered, this, &MainWindow::refreshNow);
    m_pages->connectActions(a); // focus a page, show a detail tab, reset the layout
    connect(a->notifications, &QAction::toggled, m_tray, &TrayNotifier::setEnabled);
    connect(a->newConversation, &QAction::triggered, this, [this] {
        startConversation();
    });
    connect(a->nextNeedsMe, &QAction::triggered, this, [this] {
        stepNeedsMe(true);
    });
    connect(a->previousNeedsMe, &QAction::triggered, this, [this] {
        stepNeedsMe(false);
    });
    connect(a->about, &QAction::triggered, this, &MainWindow::showAbout);
    connect(a->aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

// What the pages, the palette, the tray and dropped files ask the window for.
void MainWindow::connectWidgets()
{
    WelcomePage *welcome = m_pages->welcome();
    connect(welcome, &WelcomePage::demoRequested, this, &MainWindow::demoRequested);
    connect(welcome, &WelcomePage::addServerRequested, this, &MainWindow::serversRequested);
    connect(welcome, &WelcomePage::openTrajectoryRequested, this, &MainWindow::chooseTrajectory);
    connect(m_page, &ConversationPage::refreshRequested, this, &MainWindow::refreshNow);
    connect(m_page, &ConversationPage::conversationActivated, this, &MainWindow::openConversation);
    connect(m_page, &ConversationPage::startRequested, this, [this] {
        startConversation();
    });
    connect(m_page->list(), &ConversationListWidget::compareRequested, this, [this](const QList<QString> &ids) {
        CompareWindow::openOnConversations(m_context.store, m_context.variantGroups, ids, this);
    });
    connect(m_page->list(), &ConversationListWidget::compareGroupRequested, this, [this](const QString &groupId) {
        CompareWindow::openOnGroup(m_context.store, m_context.variantGroups, groupId, this);
    });
    SandboxMapWidget *map = m_pages->map();
    connect(map, &SandboxMapWidget::startHereRequested, this, [this](const QString &sid) {
        startConversation(sid);
    });
    connect(map, &SandboxMapWidget::conversationActivated, this, &MainWindow::openConversation);
    connect(m_page->timeline(), &TimelineWidget::otherConversationRequested, this, &MainWindow::openConversation);
    connect(m_pages->inbox(), &InboxWidget::openConversationRequested, this, [this](const QString &id) {
        openConversation(id);
        m_pages->showPage(m_page);
    });
    // A search hit opens its conversation's timeline at that event (issue 31).
    connect(m_pages->search(), &SearchPage::hitActivated, this, [this](const SearchHit &hit) {
        openConversation(hit.conversationId);
        m_pages->showPage(m_page);
        SearchPage::revealInTimeline(m_page->timeline(), hit);
    });
    // "While you were away" (issue 31): a line of the digest lists exactly its conversations.
    m_digest = new AwayDigestDialog(this);
    connect(m_digest, &AwayDigestDialog::lineActivated, this, [this](const QSet<QString> &ids, const QString &label) {
        m_page->list()->showOnly(ids, label);
        m_pages->showPage(m_page);
    });
    connect(qApp, &QGuiApplication::applicationStateChanged, this, [this](Qt::ApplicationState state) {
        if (m_away)
            m_away->setActive(state == Qt::ApplicationActive);
    });
    connect(m_palette, &CommandPalette::conversationChosen, this, &MainWindow::openConversation);
    connect(m_navigator, &ConversationNavigator::openRequested, this, &MainWindow::openConversation);
    connect(m_tray, &TrayNotifier::conversationActivated, this, [this](const QString &id) {
        bringToFront();
        openConversation(id);
    });
    connect(m_tray, &TrayNotifier::showWindowRequested, this, &MainWindow::bringToFront);
    connect(m_tray, &TrayNotifier::notified, this, [this](const QString &title, const QString &body) {
        showMessage(title + QStringLiteral(": ") + body, 10000);
    });
    // Trajectories (zip files or agent-server folders) dropped on the window open offline.
    connect(new TrajectoryDrop(this), &TrajectoryDrop::dropped, this, &MainWindow::openTrajectoryRequested);
}

void MainWindow::refreshNow()
{
    if (m_context.syncCommands)
        m_context.syncCommands->refreshNow();
}

void MainWindow::bringToFront()
{
    showNormal();
    raise();
    activateWindow();
}

void MainWindow::setWebLinkStyle(WebLink::Style style)
{
    m_conversationActions->setWebLinkStyle(style);
    m_page->setWebLinkStyle(style);
}

void MainWindow::setContext(const ShellContext &context)
{
    m_context = context;
    m_current.clear();
    m_status->setServer(context.serverName, context.serverUrl);
    m_status->setSyncStatus(context.sync);
    m_status->setReadOnly(context.store && !context.sync);
    m_status->setStore(context.store);
    m_tracker->setStore(context.sync ? context.store : nullptr); // no notifications in offline review
    m_tray->setServices(context.sync ? context.store : nullptr, context.commands);
    m_tray->setWatch(context.sync ? context.watch : nullptr); // rule hits that notify (issue 31)
    followAway(context.away);
    m_conversationActions->setServices(context.store, context.commands, context.local);
    m_conversationActions->setServerUrl(context.sync ? QUrl(context.serverUrl) : QUrl());
    m_pages->setContext(context, context.sync ? m_tracker->questions() : nullptr);
    m_page->list()->setVariantGroupReader(context.variantGroups);
    m_actions->refresh->setEnabled(context.sync != nullptr);
    m_actions->servers->setEnabled(context.sync != nullptr || context.workspace == nullptr);
    setWindowTitle(context.serverName.isEmpty() ? tr("Switchyard") : tr("%1 — Switchyard").arg(context.serverName));
    applyConversation(QString());
    followSyncState();
    followWebLinks();
    followOutcomes();
    // On launch: the conversation open last time on this server, else the one that needs the user
    // most, else the newest; once, as soon as the store has it.
    m_navigator->setContext(context.store, context.serverUrl, context.serverName, context.sync != nullptr);
}

void MainWindow::followAway(AwayTracker *away)
{
    if (m_away)
        disconnect(m_away, nullptr, this, nullptr);
    m_away = away;
    if (!away)
        return;
    connect(away, &AwayTracker::digestReady, this, [this](const AwayDigest &digest) {
        m_digest->setDigest(digest);
        m_digest->show();
        m_digest->raise();
    });
    away->setActive(QGuiApplication::applicationState() == Qt::ApplicationActive);
}

void MainWindow::followSyncState()
{
    disconnect(m_syncState);
    if (!m_context.sync)
        return;
    m_syncState = connect(m_context.sync, &SyncStatus::stateChanged, this, [this](const SyncState &state) {
        if (state.kind != SyncState::Unauthorized)
            return;
        disconnect(m_syncState); // said once
        Q_EMIT keyRejected();
    });
}

void MainWindow::followWebLinks()
{
    disconnect(m_webLinks);
    if (!m_context.webLinks)
        return;
    setWebLinkStyle(m_context.webLinks->style());
    m_webLinks = connect(m_context.webLinks, &ServerWebLinks::styleChanged, this, &MainWindow::setWebLinkStyle);
}

void MainWindow::followImport(TrajectoryImporter *importer, const QString &conversationId)
{
    connect(importer, &TrajectoryImporter::firstScreenReady, this, [this, conversationId] {
        openConversation(conversationId);
    });
    connect(importer, &TrajectoryImporter::finished, this, [this, importer] {
        const int loaded = int(importer->imported());
        const auto problems = importer->problems();
        showMessage(problems.isEmpty()
                        ? tr("%n event(s) loaded.", nullptr, loaded)
                        : tr("%n event(s) loaded; %1 could not be read.", nullptr, loaded).arg(problems.size()),
                    0);
    });
}

void MainWindow::openConversation(const QString &id)
{
    if (id != m_current)
        applyConversation(id);
}

void MainWindow::applyConversation(const QString &id)
{
    const bool changed = id != m_current;
    m_current = id;
    if (m_context.syncCommands)
        m_context.syncCommands->setOpenConversation(id);
    m_conversationActions->setCurrent(id);
    if (m_context.local)
        m_context.local->setViewing(isVisible() ? id : QString()); // read while in view
    m_tray->conversationViewed(id);
    m_page->setConversation(id);
    if (!id.isEmpty()) {
        m_pages->map()->selectConversation(id);
        m_pages->inbox()->model()->markLooked(id);
    }
    m_navigator->setCurrent(id); // remembered for the next launch
    if (changed)
        Q_EMIT currentConversationChanged(id);
}

void MainWindow::stepNeedsMe(bool forward)
{
    if (!m_context.store)
        return;
    // The inbox's order (risk, then wait; finished-unread too), else the list's attention order.
    const QString next = m_navigator->step(forward, m_pages->inbox()->model()->conversationOrder());
    if (next.isEmpty())
        showMessage(tr("No conversation needs you right now."));
    else
        openConversation(next);
}

void MainWindow::showPalette()
{
    ShellDialogs::showPalette(m_palette, m_actions, m_context.store);
}

void MainWindow::setRecentFiles(const QStringList &paths)
{
    m_actions->setRecentFiles(paths);
}

void MainWindow::chooseTrajectory()
{
    const QString path = ShellDialogs::chooseTrajectory(this);
    if (!path.isEmpty())
        Q_EMIT openTrajectoryRequested(path);
}

void MainWindow::startConversation(const QString &sandboxId)
{
    ShellDialogs::startConversation(this, m_context, m_current, sandboxId, [this](const QString &id) {
        openConversation(id);
    });
}

void MainWindow::setAboutComponents(const QList<AboutComponent> &components)
{
    m_aboutComponents = components;
}

void MainWindow::showAbout()
{
    ShellDialogs::showAbout(this, m_aboutComponents);
}

void MainWindow::showPreferences()
{
    ShellDialogs::showPreferences(this, [this](const QString &message) {
        showMessage(message, 15000);
    });
}

void MainWindow::followOutcomes()
{
    // The one path from a command to the status bar: every service of the context reports its
    // outcome once (finished()); a busy refusal is not news, a success without words says nothing.
    for (const QMetaObject::Connection &c : std::as_const(m_outcomes))
        disconnect(c);
    m_outcomes.clear();
    auto follow = [this](auto *service) {
        if (service)
            m_outcomes.append(
                connect(service, &std::remove_pointer_t<decltype(service)>::finished, this, &MainWindow::showOutcome));
    };
    follow(m_context.commands);
    follow(m_context.commands ? m_context.commands->sandboxes() : nullptr);
    follow(m_context.local);
    follow(m_context.askUser);
    follow(m_context.approvals);
    follow(m_context.variants);
    follow(m_context.tags);
    // Compare runs (issue 30 part B): the view opens on a group once all its variants finished.
    if (m_context.variants) {
        m_outcomes.append(connect(m_context.variants, &VariantCommands::groupReady, this, [this](const QString &id) {
            showMessage(tr("Every variant of the group finished: comparing them."));
            CompareWindow::openOnGroup(m_context.store, m_context.variantGroups, id, this);
        }));
    }
}

void MainWindow::showOutcome(const CommandOutcome &outcome)
{
    if (outcome.failure() == CommandFailure::Busy && !outcome.ok())
        return;
    if (!outcome.ok())
        showMessage(outcome.message, 12000);
    else if (!outcome.message.isEmpty())
        showMessage(outcome.message);
}

void MainWindow::showMessage(const QString &text, int timeoutMs)
{
    statusBar()->showMessage(text, timeoutMs);
}

void MainWindow::saveLayout() const
{
    if (m_persistLayout)
        WindowLayout::save(*this, *m_page, *m_actions);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveLayout();
    QMainWindow::closeEvent(event);
}

void MainWindow::showEvent(QShowEvent *event)
{
    if (m_context.syncCommands)
        m_context.syncCommands->setWindowVisible(true);
    if (m_context.local)
        m_context.local->setViewing(m_current);
    QMainWindow::showEvent(event);
}

void MainWindow::hideEvent(QHideEvent *event)
{
    if (m_context.syncCommands)
        m_context.syncCommands->setWindowVisible(false);
    if (m_context.local)
        m_context.local->setViewing({}); // nobody looks: changes stay unread
    QMainWindow::hideEvent(event);
}

} // namespace Switchyard
