// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/shellpages.h"

#include "models/radar/conflictradarmodel.h"
#include "ui/charts/chartswidget.h"
#include "ui/conversations/conversationlistwidget.h"
#include "ui/diff/changeswidget.h"
#include "ui/diff/fileviewerwidget.h"
#include "ui/fleet/fleetpage.h"
#include "ui/inbox/inboxwidget.h"
#include "ui/pages/conversationpage.h"
#include "ui/pages/welcomepage.h"
#include "ui/sandboxmap/sandboxmapview.h"
#include "ui/sandboxmap/sandboxmapwidget.h"
#include "ui/search/searchpage.h"
#include "ui/shell/metadatawidget.h"
#include "ui/shell/shellactions.h"
#include "ui/shell/skillshookswidget.h"
#include "ui/timeline/radarbanner.h"
#include "ui/timeline/timelinewidget.h"

#include <QAction>
#include <QScrollArea>
#include <QTabBar>
#include <QTabWidget>

namespace Switchyard {

namespace {
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

ShellPages::ShellPages(QWidget *parent)
    : QStackedWidget(parent)
{
    // Each page is its own widget: the conversation page owns the list, the timeline, the composer
    // and the detail tabs; the map and the charts are pages of their own.
    m_page = new ConversationPage(this);
    m_map = new SandboxMapWidget(this);
    m_charts = new ChartsWidget(this);
    m_inbox = new InboxWidget(this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("pages"));
    m_tabs->setDocumentMode(true);
    m_tabs->setAccessibleName(tr("Pages"));
    m_tabs->addTab(m_page, tr("Conversations"));
    m_mapPage = scrollable(m_map, m_tabs);
    m_chartsPage = scrollable(m_charts, m_tabs);
    m_tabs->addTab(m_mapPage, tr("Sandboxes"));
    m_tabs->addTab(m_chartsPage, tr("Charts"));
    m_tabs->setTabToolTip(0, tr("The conversations and the selected one's timeline (Ctrl+1, Ctrl+2)"));
    m_tabs->setTabToolTip(1, tr("Every sandbox and the conversations on it (Ctrl+3)"));
    m_tabs->setTabToolTip(2, tr("Cost, tokens and status roll-ups (Ctrl+4)"));
    m_tabs->addTab(m_inbox, m_inbox->tabTitle());
    m_tabs->setTabToolTip(3, tr("Everything that waits for you: approvals, questions, errors (Ctrl+I)"));
    connect(m_inbox, &InboxWidget::tabTitleChanged, this, [this](const QString &title) {
        m_tabs->setTabText(m_tabs->indexOf(m_inbox), title);
    });
    m_search = new SearchPage(this);
    m_tabs->addTab(m_search, tr("Search"));
    m_tabs->setTabToolTip(4, tr("Everything an agent did, in every cached conversation (Ctrl+Shift+F)"));
    // The fleet timeline (issue 32): its range selection filters the conversation list.
    m_fleet = new FleetPage(this);
    m_tabs->setTabToolTip(m_tabs->addTab(m_fleet, tr("Fleet")),
                          tr("Every conversation's status over time, cost and sandbox lifecycle (Ctrl+5)"));
    connect(m_fleet, &FleetPage::showConversations, this, [this](const QSet<QString> &ids) {
        m_page->list()->showOnlyConversations(ids);
        showPage(m_page);
    });
    m_welcome = new WelcomePage(this);
    m_radar = new ConflictRadarModel(this); // overlaps between conversations of one sandbox (issue 32)
    m_page->timeline()->setRadar(m_radar);
    m_map->setRadar(m_radar);
    m_inbox->setRadar(m_radar);
    m_radar->followWorkspace(m_page->changes()->service()); // the worktree's git changes count as writes
    addWidget(m_tabs);
    addWidget(m_welcome);
    showPages(false, false, nullptr);
}

void ShellPages::setContext(const ShellContext &context, QuestionTracker *questions)
{
    m_page->setContext(context, questions);
    m_charts->setStore(context.store);
    m_inbox->setContext(context.sync ? context.store : nullptr, context.approvals, context.askUser);
    m_inbox->setWatch(context.sync ? context.watch : nullptr); // rule hits (issue 31)
    m_map->setStore(context.store);
    m_map->setCommands(context.commands);
    m_search->setReader(context.search);
    m_search->setWatch(context.watch, context.watchCommands);
    m_fleet->setStore(context.sync ? context.store : nullptr); // server notions: not in offline review
    // Offline review: every trajectory's touches are read, and the banner says what each touched.
    m_radar->setAnalyseAll(context.store && !context.sync && !context.workspace);
    m_radar->setStore(context.store);
    m_page->timeline()->radarBanner()->setShowTouches(m_radar->analysesAll());
    showPages(context.store != nullptr, context.sync != nullptr || context.workspace != nullptr, context.store);
}

void ShellPages::showPages(bool connected, bool server, StoreReader *store)
{
    setCurrentWidget(connected ? static_cast<QWidget *>(m_tabs) : m_welcome);
    // Offline review: the server notions (sandboxes, roll-ups over many conversations) mean nothing.
    m_tabs->setTabVisible(1, server || !connected);
    m_tabs->setTabVisible(2, server || !connected);
    m_tabs->setTabVisible(3, server || !connected);
    m_tabs->setTabVisible(4, server || !connected);
    m_tabs->setTabVisible(m_tabs->indexOf(m_fleet), server || !connected);
    m_tabs->tabBar()->setVisible(server || !connected);
    if (!server && connected)
        m_tabs->setCurrentIndex(0);
    m_page->setOffline(connected && !server, store);
}

void ShellPages::showPage(QWidget *page)
{
    setCurrentWidget(m_tabs);
    const int index = m_tabs->indexOf(page);
    if (index >= 0 && m_tabs->isTabVisible(index))
        m_tabs->setCurrentIndex(index);
}

void ShellPages::connectActions(const ShellActions *a)
{
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
    connect(a->focusInbox, &QAction::triggered, this, [this] {
        showPage(m_inbox);
        m_inbox->setFocus(Qt::ShortcutFocusReason);
    });
    connect(a->focusSearch, &QAction::triggered, this, [this] {
        showPage(m_search);
        m_search->focusQuery();
    });
    connect(a->focusFleet, &QAction::triggered, this, [this] {
        showPage(m_fleet);
        m_fleet->setFocus(Qt::ShortcutFocusReason);
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
    connect(a->resetLayout, &QAction::triggered, this, [this] {
        showPage(m_page);
        m_page->resetLayout();
    });
}

} // namespace Switchyard
