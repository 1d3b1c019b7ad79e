// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow.h"

#include "models/commands/askusercommands.h"
#include "models/commands/conversationcommands.h"
#include "models/commands/localcommands.h"
#include "models/commands/synccommands.h"
#include "models/read/livereader.h"
#include "models/read/storereader.h"
#include "models/read/syncstatus.h"
#include "models/search/searchservice.h"
#include "ui/charts/chartswidget.h"
#include "ui/conversations/conversationlistwidget.h"
#include "ui/pages/conversationpage.h"
#include "ui/pages/welcomepage.h"
#include "ui/sandboxmap/sandboxmapview.h"
#include "ui/sandboxmap/sandboxmapwidget.h"
#include "ui/shell/attention.h"
#include "ui/shell/attentiontracker.h"
#include "ui/shell/commandpalette.h"
#include "ui/shell/conversationactions.h"
#include "ui/shell/shellactions.h"
#include "ui/shell/shelldialogs.h"
#include "ui/shell/statusbarwidget.h"
#include "ui/search/searchpage.h"
#include "ui/shell/traynotifier.h"
#include "ui/timeline/timelinewidget.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>

// The icons live in switchyard_ui, a static library: register its resources explicitly.
static void initUiResources()
{
    Q_INIT_RESOURCE(switchyard);
}

namespace Switchyard {

namespace {
const QString kLayoutGroup = QStringLiteral("MainWindow");

/// Lets a page shrink below its widget's minimum size (it scrolls instead).
QWidget *scrollable(QWidget *content, QWidget *parent)
{
    auto *area = new QScrollArea(parent);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    // No Tab stop of its own: Tab goes to the controls inside, and the area scrolls to show them.
    area->setFocusPolicy(Qt::NoFocus);
    area->setWidget(content);
    return area;
}
} // namespace

MainWindow::MainWindow(QWidget *parent, bool persistLayout)
    : QMainWindow(parent)
    , m_persistLayout(persistLayout)
{
    initUiResources();
    setObjectName(QStringLiteral("MainWindow"));
    setWindowTitle(tr("Switchyard"));
    setAcceptDrops(true);
    setWindowIcon(QIcon(QStringLiteral(":/icons/switchyard.svg")));

    m_actions = new ShellActions(this);
    m_conversationActions = new ConversationActions(m_actions, this);
    m_palette = new CommandPalette(this);
    m_status = new StatusBarWidget(this);
    statusBar()->addPermanentWidget(m_status);
    m_tracker = new AttentionTracker(this);
    m_tray = new TrayNotifier(this);
    m_tray->setTracker(m_tracker);

    buildAreas();
    connectActions();
    connectWidgets();
    connectPages();
    resize(1600, 1000);
    restoreLayout();
    fitToScreen();
    updatePages();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildAreas()
{
    // Each page is its own widget: the conversation page owns the list, the timeline, the composer
    // and the detail tabs; the map and the charts are pages of their own.
    m_page = new ConversationPage(this);
    m_map = new SandboxMapWidget(this);
    m_charts = new ChartsWidget(this);
    buildPages();
}

void MainWindow::buildPages()
{
    m_pages = new QTabWidget(this);
    m_pages->setObjectName(QStringLiteral("pages"));
    m_pages->setDocumentMode(true);
    m_pages->setAccessibleName(tr("Pages"));
    m_pages->addTab(m_page, tr("Conversations"));
    m_mapPage = scrollable(m_map, m_pages);
    m_chartsPage = scrollable(m_charts, m_pages);
    m_pages->addTab(m_mapPage, tr("Sandboxes"));
    m_pages->addTab(m_chartsPage, tr("Charts"));
    m_pages->setTabToolTip(0, tr("The conversations and the selected one's timeline (Ctrl+1, Ctrl+2)"));
    m_pages->setTabToolTip(1, tr("Every sandbox and the conversations on it (Ctrl+3)"));
    m_pages->setTabToolTip(2, tr("Cost, tokens and status roll-ups (Ctrl+4)"));
    m_search = new SearchPage(m_pages);
    m_pages->addTab(m_search, tr("Search"));
    m_pages->setTabToolTip(3, tr("Everything an agent did, in every cached conversation"));
    m_welcome = new WelcomePage(this);
    m_root = new QStackedWidget(this);
    m_root->addWidget(m_pages);
    m_root->addWidget(m_welcome);
    setCentralWidget(m_root);
}

void MainWindow::updatePages()
{
    const bool connected = m_context.store != nullptr;
    const bool server = m_context.sync != nullptr || m_context.workspace != nullptr;
    m_root->setCurrentWidget(connected ? static_cast<QWidget *>(m_pages) : m_welcome);
    // Offline review: the server notions (sandboxes, roll-ups over many conversations) mean nothing.
    m_pages->setTabVisible(1, server || !connected);
    m_pages->setTabVisible(2, server || !connected);
    m_pages->tabBar()->setVisible(server || !connected);
    if (!server && connected)
        m_pages->setCurrentIndex(0);
    m_page->setOffline(connected && !server, m_context.store);
}

void MainWindow::showPage(QWidget *page)
{
    m_root->setCurrentWidget(m_pages);
    const int index = m_pages->indexOf(page);
    if (index >= 0 && m_pages->isTabVisible(index))
        m_pages->setCurrentIndex(index);
}

QSize MainWindow::fittedSize(const QSize &wanted, const QRect &available)
{
    if (!available.isValid())
        return wanted;
    // Room for the frame and title bar, which are not known before the window is shown.
    const QSize room = (available.size() - QSize(16, 48)).expandedTo(QSize(640, 480));
    return wanted.boundedTo(room).boundedTo(available.size());
}

void MainWindow::fitToScreen()
{
    const QScreen *s = screen();
    if (!s)
        return;
    const QRect available = s->availableGeometry();
    const QSize size = fittedSize(this->size(), available);
    if (size == this->size())
        return;
    resize(size);
    // Keep the window on its screen (centred when it had to shrink).
    move(available.center() - QPoint(size.width() / 2, (size.height() + 32) / 2));
}

void MainWindow::connectPages()
{
    connect(m_welcome, &WelcomePage::demoRequested, this, &MainWindow::demoRequested);
    connect(m_welcome, &WelcomePage::addServerRequested, this, &MainWindow::serversRequested);
    connect(m_welcome, &WelcomePage::openTrajectoryRequested, this, &MainWindow::chooseTrajectory);
    connect(m_page, &ConversationPage::refreshRequested, this, &MainWindow::refreshNow);
}

void MainWindow::connectActions()
{
    ShellActions *a = m_actions;
    connect(a->quit, &QAction::triggered, this, &QWidget::close);
    connect(a->openTrajectory, &QAction::triggered, this, &MainWindow::chooseTrajectory);
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
    connect(a->focusList, &QAction::triggered, this, [this] {
        showPage(m_page);
        m_page->list()->setFocus();
    });
    connect(a->focusTimeline, &QAction::triggered, this, [this] {
        showPage(m_page);
        m_page->timeline()->setFocus();
    });
    connect(a->focusMap, &QAction::triggered, this, [this] {
        showPage(m_mapPage);
        m_map->view()->setFocus(Qt::ShortcutFocusReason);
    });
    connect(a->focusCharts, &QAction::triggered, this, [this] {
        showPage(m_chartsPage);
        m_charts->setFocus(Qt::ShortcutFocusReason); // its focus proxy: the first chart
    });
    connect(a->showChanges, &QAction::triggered, this, [this] {
        m_page->showDetail(m_page->changes());
    });
    connect(a->showFiles, &QAction::triggered, this, [this] {
        m_page->showDetail(m_page->files());
    });
    connect(a->showSkills, &QAction::triggered, this, [this] {
        m_page->showDetail(m_page->skills());
    });
    connect(a->showMetadata, &QAction::triggered, this, [this] {
        m_page->showDetail(m_page->metadata());
    });
    connect(a->notifications, &QAction::toggled, m_tray, &TrayNotifier::setEnabled);
    connect(a->resetLayout, &QAction::triggered, this, [this] {
        showPage(m_page);
        m_page->resetLayout();
    });
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

// What the list, timeline, map, palette, metadata and tray ask the window for.
void MainWindow::connectWidgets()
{
    connect(m_page, &ConversationPage::conversationActivated, this, &MainWindow::openConversation);
    connect(m_search, &SearchPage::hitActivated, this, [this](const SearchHit &hit) {
        openConversation(hit.conversationId);
        showPage(m_page);
        SearchPage::revealInTimeline(m_page->timeline(), hit);
    });
    connect(m_page, &ConversationPage::startRequested, this, [this] {
        startConversation();
    });
    connect(m_map, &SandboxMapWidget::startHereRequested, this, [this](const QString &sid) {
        startConversation(sid);
    });
    connect(m_map, &SandboxMapWidget::conversationActivated, this, &MainWindow::openConversation);
    connect(m_palette, &CommandPalette::conversationChosen, this, &MainWindow::openConversation);
    connect(m_tray, &TrayNotifier::conversationActivated, this, [this](const QString &id) {
        bringToFront();
        openConversation(id);
    });
    connect(m_tray, &TrayNotifier::showWindowRequested, this, &MainWindow::bringToFront);
    connect(m_tray, &TrayNotifier::notified, this, [this](const QString &title, const QString &body) {
        showMessage(title + QStringLiteral(": ") + body, 10000);
    });
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
    m_conversationActions->setServices(context.store, context.commands, context.local);
    m_conversationActions->setServerUrl(context.sync ? QUrl(context.serverUrl) : QUrl());
    m_page->setContext(context, context.sync ? m_tracker->questions() : nullptr);
    m_charts->setStore(context.store);
    delete m_searchReader;
    m_searchReader = context.store ? new Search::SearchService(context.store, this) : nullptr;
    m_search->setReader(m_searchReader);
    m_map->setStore(context.store);
    m_map->setCommands(context.commands);
    m_actions->refresh->setEnabled(context.sync != nullptr);
    m_actions->servers->setEnabled(context.sync != nullptr || context.workspace == nullptr);
    setWindowTitle(context.serverName.isEmpty() ? tr("Switchyard") : tr("%1 — Switchyard").arg(context.serverName));
    updatePages();
    applyConversation(QString());
    followSyncState();
    followOutcomes();
    m_autoOpen = context.store && context.sync;
    disconnect(m_storeChanges);
    if (m_autoOpen)
        m_storeChanges = connect(context.store, &StoreReader::changed, this, &MainWindow::openInitialConversation);
    openInitialConversation();
}

void MainWindow::followSyncState()
{
    disconnect(m_syncState);
    m_page->setConnectionProblem({});
    if (!m_context.sync)
        return;
    m_syncState = connect(m_context.sync, &SyncStatus::stateChanged, this, [this](const SyncState &state) {
        const bool down = state.kind == SyncState::Offline || state.kind == SyncState::Unauthorized;
        m_page->setConnectionProblem(
            down ? (state.message.isEmpty() ? tr("The server does not answer.") : state.message) : QString());
    });
}

QString MainWindow::lastConversationKey() const
{
    return kLayoutGroup + QStringLiteral("/lastConversation/")
        + QString::number(qHash(m_context.serverUrl + QLatin1Char('|') + m_context.serverName), 16);
}

void MainWindow::openInitialConversation()
{
    if (!m_autoOpen || !m_context.store || m_context.store->conversationCount() == 0)
        return;
    if (!m_current.isEmpty()) {
        m_autoOpen = false;
        disconnect(m_storeChanges);
        return;
    }
    const QString saved = m_persistLayout ? QSettings().value(lastConversationKey()).toString() : QString();
    const QString id = Attention::initialConversation(*m_context.store, saved, m_tracker->questions());
    if (id.isEmpty())
        return;
    m_autoOpen = false;
    disconnect(m_storeChanges);
    openConversation(id);
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
    m_page->setConversation(id);
    if (!id.isEmpty())
        m_map->selectConversation(id);
    if (changed && !id.isEmpty() && m_persistLayout && m_context.sync)
        QSettings().setValue(lastConversationKey(), id);
    if (changed)
        Q_EMIT currentConversationChanged(id);
}

void MainWindow::stepNeedsMe(bool forward)
{
    if (!m_context.store)
        return;
    const QString next =
        Attention::step(Attention::needsMeOrder(*m_context.store, m_tracker->questions()), m_current, forward);
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
    QMenu *menu = m_actions->recentMenu;
    menu->clear();
    for (const QString &path : paths) {
        QAction *open = menu->addAction(QFileInfo(path).fileName());
        open->setToolTip(path);
        connect(open, &QAction::triggered, this, [this, path] {
            Q_EMIT openTrajectoryRequested(path);
        });
    }
    menu->setEnabled(!paths.isEmpty());
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
    if (!m_persistLayout)
        return;
    QSettings settings;
    settings.beginGroup(kLayoutGroup);
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("state"), saveState());
    m_page->saveLayout(settings);
    settings.setValue(QStringLiteral("notifications"), m_actions->notifications->isChecked());
}

void MainWindow::restoreLayout()
{
    if (!m_persistLayout)
        return;
    QSettings settings;
    settings.beginGroup(kLayoutGroup);
    restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("state")).toByteArray());
    m_page->restoreLayout(settings);
    m_actions->notifications->setChecked(settings.value(QStringLiteral("notifications"), true).toBool());
}

namespace {
QStringList droppedTrajectories(const QMimeData *mime)
{
    QStringList paths;
    if (!mime || !mime->hasUrls())
        return paths;
    const QList<QUrl> urls = mime->urls();
    for (const QUrl &url : urls) {
        const QFileInfo info(url.toLocalFile());
        if (url.isLocalFile()
            && (info.isDir() || info.suffix().compare(QLatin1String("zip"), Qt::CaseInsensitive) == 0))
            paths.append(info.absoluteFilePath());
    }
    return paths;
}
} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedTrajectories(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList paths = droppedTrajectories(event->mimeData());
    for (const QString &path : paths)
        Q_EMIT openTrajectoryRequested(path);
    if (!paths.isEmpty())
        event->acceptProposedAction();
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
    QMainWindow::showEvent(event);
}

void MainWindow::hideEvent(QHideEvent *event)
{
    if (m_context.syncCommands)
        m_context.syncCommands->setWindowVisible(false);
    QMainWindow::hideEvent(event);
}

} // namespace Switchyard
