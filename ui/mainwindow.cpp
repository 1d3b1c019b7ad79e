// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow.h"

#include "models/commands/synccommands.h"
#include "models/conversations/conversationlistmodel.h"
#include "models/domain/statusnames.h"
#include "models/read/livereader.h"
#include "models/read/storereader.h"
#include "models/read/syncstatus.h"
#include "ui/charts/chartswidget.h"
#include "ui/conversations/composerwidget.h"
#include "ui/conversations/conversationlistwidget.h"
#include "ui/dialogs/startconversationdialog.h"
#include "ui/diff/changeswidget.h"
#include "ui/diff/fileviewerwidget.h"
#include "ui/pages/reviewsummarywidget.h"
#include "ui/pages/welcomepage.h"
#include "ui/sandboxmap/sandboxmapview.h"
#include "ui/sandboxmap/sandboxmapwidget.h"
#include "ui/settings/preferencesdialog.h"
#include "ui/shell/attention.h"
#include "ui/shell/attentiontracker.h"
#include "ui/shell/commandpalette.h"
#include "ui/shell/conversationactions.h"
#include "ui/shell/metadatawidget.h"
#include "ui/shell/shellactions.h"
#include "ui/shell/skillshookswidget.h"
#include "ui/shell/statusbarwidget.h"
#include "ui/shell/transcriptexport.h"
#include "ui/shell/traynotifier.h"
#include "ui/timeline/timelinewidget.h"
#include "ui/trajectory/downloaddialog.h"

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
    // Each area is its own widget, from its own folder.
    m_list = new ConversationListWidget(this);
    m_timeline = new TimelineWidget(this);
    m_composer = new ComposerWidget(this);
    m_changes = new ChangesWidget(this);
    m_files = new FileViewerWidget(this);
    m_skills = new SkillsHooksWidget(this);
    m_metadata = new MetadataWidget(this);
    m_map = new SandboxMapWidget(this);
    m_charts = new ChartsWidget(this);
    m_review = new ReviewSummaryWidget(this);
    m_review->hide();

    m_details = new QTabWidget(this);
    m_details->setObjectName(QStringLiteral("detailTabs"));
    m_details->setDocumentMode(true);
    m_details->setAccessibleName(tr("Conversation details"));
    m_details->setAccessibleDescription(tr("Changes, files, skills and hooks, metadata and usage of the selected "
                                           "conversation (Alt+1 to Alt+4)"));
    m_details->addTab(m_changes, tr("Changes"));
    m_details->addTab(m_files, tr("Files"));
    m_details->addTab(m_skills, tr("Skills && hooks"));
    m_details->addTab(m_metadata, tr("Metadata && usage"));

    buildConversationPage();
    buildPages();
}

void MainWindow::buildConversationPage()
{
    m_centre = new QSplitter(Qt::Vertical, this);
    m_centre->setObjectName(QStringLiteral("centreSplitter"));
    auto *conversationPane = new QWidget(m_centre);
    auto *paneLayout = new QVBoxLayout(conversationPane);
    paneLayout->setContentsMargins(0, 0, 0, 0);
    paneLayout->setSpacing(0);
    paneLayout->addWidget(m_timeline, 1);
    paneLayout->addWidget(m_composer);
    m_centre->addWidget(conversationPane);
    // The areas' toolbars ask for more width than a 1280-pixel screen has for three columns: let the
    // splitter squeeze them (explicit minimums win over the layouts' hints).
    conversationPane->setMinimumWidth(420);
    m_details->setMinimumWidth(360);
    m_list->setMinimumWidth(300);
    m_centre->addWidget(m_details);
    // The timeline keeps the height: the detail tabs start small (they grow with the window).
    m_details->setMinimumHeight(120);
    m_centre->setStretchFactor(0, 4);
    m_centre->setStretchFactor(1, 1);
    m_centre->setSizes({760, 200});

    // The list and the timeline share the width; the timeline (log rows and the card) gets most.
    m_outer = new QSplitter(Qt::Horizontal, this);
    m_outer->setObjectName(QStringLiteral("outerSplitter"));
    m_outer->addWidget(m_list);
    m_outer->addWidget(m_centre);
    m_outer->setStretchFactor(0, 0);
    m_outer->setStretchFactor(1, 1);
    m_outer->setSizes({380, 1060});
}

void MainWindow::buildPages()
{
    m_pages = new QTabWidget(this);
    m_pages->setObjectName(QStringLiteral("pages"));
    m_pages->setDocumentMode(true);
    m_pages->setAccessibleName(tr("Pages"));
    m_pages->addTab(m_outer, tr("Conversations"));
    m_mapPage = scrollable(m_map, m_pages);
    m_chartsPage = scrollable(m_charts, m_pages);
    m_pages->addTab(m_mapPage, tr("Sandboxes"));
    m_pages->addTab(m_chartsPage, tr("Charts"));
    m_pages->setTabToolTip(0, tr("The conversations and the selected one's timeline (Ctrl+1, Ctrl+2)"));
    m_pages->setTabToolTip(1, tr("Every sandbox and the conversations on it (Ctrl+3)"));
    m_pages->setTabToolTip(2, tr("Cost, tokens and status roll-ups (Ctrl+4)"));
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
    // Offline review: the trajectory's own summary, first among the detail tabs.
    const bool offline = connected && !server;
    const int summary = m_details->indexOf(m_review);
    if (offline && summary < 0) {
        m_details->insertTab(0, m_review, tr("Summary"));
        m_details->setCurrentIndex(0);
    } else if (!offline && summary >= 0) {
        m_details->removeTab(summary);
        m_review->hide();
    }
    m_review->setStore(offline ? m_context.store : nullptr);
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
    connect(m_review, &ReviewSummaryWidget::fileActivated, this, &MainWindow::showChangedFile);
    connect(m_timeline, &TimelineWidget::refreshRequested, this, &MainWindow::refreshNow);
}

void MainWindow::connectActions()
{
    ShellActions *a = m_actions;
    connect(a->quit, &QAction::triggered, this, &QWidget::close);
    connect(a->openTrajectory, &QAction::triggered, this, &MainWindow::chooseTrajectory);
    connect(a->servers, &QAction::triggered, this, &MainWindow::serversRequested);
    connect(a->preferences, &QAction::triggered, this, &MainWindow::showPreferences);
    connect(a->downloadTrajectory, &QAction::triggered, this, &MainWindow::downloadTrajectory);
    connect(a->exportTranscript, &QAction::triggered, this, &MainWindow::exportTranscript);
    connect(a->palette, &QAction::triggered, this, &MainWindow::showPalette);
    connect(a->refresh, &QAction::triggered, this, &MainWindow::refreshNow);
    connect(a->focusList, &QAction::triggered, this, [this] {
        showPage(m_outer);
        m_list->setFocus();
    });
    connect(a->focusTimeline, &QAction::triggered, this, [this] {
        showPage(m_outer);
        m_timeline->setFocus();
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
        m_details->setCurrentWidget(m_changes);
    });
    connect(a->showFiles, &QAction::triggered, this, [this] {
        m_details->setCurrentWidget(m_files);
    });
    connect(a->showSkills, &QAction::triggered, this, [this] {
        m_details->setCurrentWidget(m_skills);
    });
    connect(a->showMetadata, &QAction::triggered, this, [this] {
        m_details->setCurrentWidget(m_metadata);
    });
    connect(a->notifications, &QAction::toggled, m_tray, &TrayNotifier::setEnabled);
    connect(a->resetLayout, &QAction::triggered, this, [this] {
        showPage(m_outer);
        m_outer->setSizes({380, 1060});
        m_centre->setSizes({760, 200});
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
    connect(m_list, &ConversationListWidget::conversationActivated, this, &MainWindow::openConversation);
    connect(m_list, &ConversationListWidget::startRequested, this, [this] {
        startConversation();
    });
    connect(m_timeline, &TimelineWidget::fileEditActivated, this, [this](const QString &, const QString &path) {
        showChangedFile(path);
    });
    connect(m_map, &SandboxMapWidget::startHereRequested, this, [this](const QString &sid) {
        startConversation(sid);
    });
    connect(m_map, &SandboxMapWidget::conversationActivated, this, &MainWindow::openConversation);
    connect(m_map, &SandboxMapWidget::actionFinished, this, [this](const QString &, bool, const QString &message) {
        showMessage(message);
    });
    connect(m_palette, &CommandPalette::conversationChosen, this, &MainWindow::openConversation);
    connect(m_metadata, &MetadataWidget::conversationLinkActivated, this, &MainWindow::openConversation);
    connect(m_tray, &TrayNotifier::conversationActivated, this, [this](const QString &id) {
        bringToFront();
        openConversation(id);
    });
    connect(m_tray, &TrayNotifier::showWindowRequested, this, &MainWindow::bringToFront);
    connect(m_tray, &TrayNotifier::notified, this, [this](const QString &title, const QString &body) {
        showMessage(title + QStringLiteral(": ") + body, 10000);
    });
}

void MainWindow::showChangedFile(const QString &path)
{
    m_details->setCurrentWidget(m_changes);
    m_changes->showFile(path);
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
    m_list->setStore(context.store);
    m_list->model()->setQuestions(context.sync ? m_tracker->questions() : nullptr);
    m_list->setCommands(context.commands);
    m_list->setBulkCommands(context.bulk);
    m_list->setLocalCommands(context.local);
    m_list->setServerUrl(context.sync ? QUrl(context.serverUrl) : QUrl());
    m_timeline->setStore(context.store);
    m_timeline->setCommands(context.commands);
    m_timeline->setAskUserCommands(context.askUser);
    m_timeline->setLocalCommands(context.local);
    m_timeline->setLive(context.live);
    m_composer->setStore(context.store);
    m_composer->setCommands(context.commands);
    m_composer->setVisible(context.commands != nullptr);
    m_changes->setCommands(context.workspace);
    m_changes->setStore(context.store);
    m_files->setCommands(context.workspace);
    m_files->setStore(context.store);
    m_charts->setStore(context.store);
    m_skills->setCommands(context.workspace);
    m_skills->setStore(context.store);
    m_metadata->setStore(context.store);
    m_metadata->setServerUrl(context.sync ? QUrl(context.serverUrl) : QUrl());
    m_map->setStore(context.store);
    m_map->setCommands(context.commands);
    m_actions->refresh->setEnabled(context.sync != nullptr);
    m_actions->servers->setEnabled(context.sync != nullptr || context.workspace == nullptr);
    setWindowTitle(context.serverName.isEmpty() ? tr("Switchyard") : tr("%1 — Switchyard").arg(context.serverName));
    updatePages();
    applyConversation(QString());
    followSyncState();
    m_autoOpen = context.store && context.sync;
    disconnect(m_storeChanges);
    if (m_autoOpen)
        m_storeChanges = connect(context.store, &StoreReader::changed, this, &MainWindow::openInitialConversation);
    openInitialConversation();
}

void MainWindow::followSyncState()
{
    disconnect(m_syncState);
    m_timeline->setConnectionProblem({});
    if (!m_context.sync)
        return;
    m_syncState = connect(m_context.sync, &SyncStatus::stateChanged, this, [this](const SyncState &state) {
        const bool down = state.kind == SyncState::Offline || state.kind == SyncState::Unauthorized;
        m_timeline->setConnectionProblem(
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
    const StoreReader &store = *m_context.store;
    QString id = m_persistLayout ? QSettings().value(lastConversationKey()).toString() : QString();
    const ConversationRecord *saved = id.isEmpty() ? nullptr : store.findConversation(id);
    if (!saved || saved->gone) {
        const QStringList urgent = Attention::needsMeOrder(store, m_tracker->questions());
        id = urgent.isEmpty() ? QString() : urgent.first();
    }
    if (id.isEmpty()) {
        QDateTime newest;
        for (const ConversationRecord &r : store.conversations()) {
            if (!r.gone && (id.isEmpty() || r.conversation.updatedAt > newest)) {
                id = r.conversation.id;
                newest = r.conversation.updatedAt;
            }
        }
    }
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
    if (!id.isEmpty())
        m_list->selectConversation(id);
    m_timeline->setConversation(id);
    m_composer->setConversation(id);
    m_changes->setConversation(id);
    m_files->setConversation(id);
    m_skills->setConversation(id);
    m_metadata->setConversation(id);
    if (m_details->indexOf(m_review) >= 0)
        m_review->setConversation(id);
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
    QList<CommandPalette::ConversationEntry> entries;
    if (m_context.store) {
        const QList<ConversationRecord> records = m_context.store->conversations();
        entries.reserve(records.size());
        for (const ConversationRecord &r : records) {
            if (r.gone)
                continue;
            const Conversation &c = r.conversation;
            QString detail = c.selectedRepository;
            if (!r.displayExecution.isAbsent())
                detail += (detail.isEmpty() ? QString() : QStringLiteral(" · "))
                    + executionStatusName(r.displayExecution).toLower();
            entries.append({c.id, c.title.isEmpty() ? c.id.left(8) : c.title, detail});
        }
    }
    m_palette->setActions(m_actions->all());
    m_palette->setConversations(entries);
    m_palette->popup();
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
    const QString path = QFileDialog::getOpenFileName(this, tr("Open trajectory"), QString(),
                                                      tr("Trajectories (*.zip *.json);;All files (*)"));
    if (!path.isEmpty())
        Q_EMIT openTrajectoryRequested(path);
}

void MainWindow::startConversation(const QString &sandboxId)
{
    if (!m_context.commands)
        return;
    auto *dialog = new StartConversationDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setStore(m_context.store);
    dialog->setCommands(m_context.commands);
    if (!sandboxId.isEmpty())
        dialog->setPlacementSandbox(sandboxId);
    // The skills to pick from (disabled_skills): what the open conversation's server loads.
    if (m_context.workspace && !m_current.isEmpty() && m_context.store) {
        if (const auto record = m_context.store->conversation(m_current))
            dialog->setSkillSource(m_context.workspace, m_current,
                                   record->conversation.title.isEmpty() ? m_current.left(8)
                                                                        : record->conversation.title);
    }
    connect(dialog, &StartConversationDialog::conversationStarted, this, &MainWindow::openConversation);
    dialog->open();
}

void MainWindow::downloadTrajectory()
{
    if (m_context.downloads && !m_current.isEmpty())
        DownloadDialog::download(m_context.downloads, m_current, this);
}

void MainWindow::exportTranscript()
{
    if (m_context.store && !m_current.isEmpty())
        exportTranscriptDialog(this, *m_context.store, m_current);
}

void MainWindow::setAboutComponents(const QList<AboutComponent> &components)
{
    m_aboutComponents = components;
}

void MainWindow::showAbout()
{
    QList<AboutComponent> components = m_aboutComponents;
    if (components.isEmpty()) // no composition root (tests): what the window itself knows
        components.append(
            {tr("Qt"), tr("%1 (built with %2)").arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR))});
    auto *dialog = new AboutDialog(components, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::showPreferences()
{
    auto *dialog = new PreferencesDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (dialog->languageChanged())
            showMessage(tr("The new language takes effect the next time Switchyard starts."), 15000);
    });
    dialog->open();
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
    settings.setValue(QStringLiteral("outerSplitter"), m_outer->saveState());
    settings.setValue(QStringLiteral("centreSplitter"), m_centre->saveState());
    settings.setValue(QStringLiteral("detailTab"), m_details->currentIndex());
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
    m_outer->restoreState(settings.value(QStringLiteral("outerSplitter")).toByteArray());
    m_centre->restoreState(settings.value(QStringLiteral("centreSplitter")).toByteArray());
    m_details->setCurrentIndex(settings.value(QStringLiteral("detailTab"), 0).toInt());
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
