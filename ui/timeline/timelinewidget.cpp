// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/timelinewidget.h"

#include "models/commands/conversationcommands.h"
#include "models/domain/askuser.h"
#include "models/radar/conflictradarmodel.h"
#include "models/radar/lifecycleplan.h"
#include "models/read/livereader.h"
#include "models/read/storereader.h"
#include "models/sandboxmap/conversationlifecycle.h"
#include "models/timeline/storetimelinesource.h"
#include "models/timeline/timelinefilterproxy.h"
#include "models/timeline/timelinemodel.h"
#include "models/timeline/timelinesearchcontroller.h"
#include "models/timeline/timelinesource.h"
#include "models/timeline/timelineturnmodel.h"
#include "ui/safetext.h"
#include "ui/timeline/askuserbinding.h"
#include "ui/timeline/askuserform.h"
#include "ui/timeline/eventcard.h"
#include "ui/timeline/livestreamwidget.h"
#include "ui/timeline/olderpagebar.h"
#include "ui/timeline/radarbanner.h"
#include "ui/timeline/serverlostbanner.h"
#include "ui/timeline/timelineapprovalbar.h"
#include "ui/timeline/timelinedelegate.h"
#include "ui/timeline/timelinedetailpane.h"
#include "ui/timeline/timelineemptystate.h"
#include "ui/timeline/timelinetoolbar.h"
#include "ui/timeline/transcriptview.h"
#include "ui/timeline/turnoutlinedelegate.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QScrollBar>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace Switchyard {

TimelineWidget::TimelineWidget(QWidget *parent)
    : QWidget(parent)
    , m_model(new TimelineModel(this))
    , m_proxy(new TimelineFilterProxy(this))
    , m_turns(new TimelineTurnModel(this))
    , m_delegate(new TimelineDelegate(this))
    , m_searcher(new TimelineSearchController(m_model, m_proxy, this))
{
    m_proxy->setTimelineModel(m_model);
    m_turns->setTimelineModel(m_model);
    m_delegate->setModels(m_proxy, m_model);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_toolBar = new TimelineToolBar(m_proxy, this);
    m_liveBadge = new LiveBadge(this);
    auto *header = new QHBoxLayout;
    header->setContentsMargins(0, 0, 0, 0);
    header->setSpacing(0);
    header->addWidget(m_toolBar, 1);
    header->addWidget(m_liveBadge);
    layout->addLayout(header);
    m_lostBanner = new ServerLostBanner(this); // history the server no longer has
    layout->addWidget(m_lostBanner);
    m_olderBar = new OlderPageBar(m_model, this); // the older page failed (issue 28.5)
    layout->addWidget(m_olderBar);
    m_plan = new QLabel(this); // when the sandbox pauses, hits its cap or is deleted (issue 32)
    m_plan->setObjectName(QStringLiteral("sandboxPlan"));
    m_plan->setTextFormat(Qt::PlainText);
    m_plan->setContentsMargins(8, 2, 8, 2);
    m_plan->setForegroundRole(QPalette::PlaceholderText);
    m_plan->hide();
    layout->addWidget(m_plan);
    m_radarBanner = new RadarBanner(this); // another conversation of the sandbox wrote the same files
    layout->addWidget(m_radarBanner);
    connect(m_radarBanner, &RadarBanner::openConversationRequested, this, &TimelineWidget::otherConversationRequested);
    auto *planTick = new QTimer(this);
    planTick->setInterval(60 * 1000);
    connect(planTick, &QTimer::timeout, this, &TimelineWidget::updatePlan);
    planTick->start();
    buildViews();
    layout->addWidget(m_splitter, 1);
    m_stream = new LiveStreamWidget(this);
    layout->addWidget(m_stream);
    m_askUser = new AskUserForm(this); // a question is answered here, never approved (spec §13.2)
    layout->addWidget(m_askUser);
    m_askBinding = new AskUserBinding(m_askUser, m_model, this);
    m_approval = new TimelineApprovalBar(this);
    layout->addWidget(m_approval);

    connectViews();
    connectModels();
    connectScrolling();
    connectToolBar();
    buildShortcuts();
    updateEmptyState();
}

TimelineWidget::~TimelineWidget()
{
    // The children (models, views) go after this destructor and signal while they go.
    const QList<QObject *> senders{m_model,
                                   m_proxy,
                                   m_searcher,
                                   m_toolBar,
                                   m_transcript,
                                   m_detail,
                                   m_empty,
                                   m_list->selectionModel(),
                                   m_list->verticalScrollBar(),
                                   m_transcript->verticalScrollBar()};
    for (QObject *sender : senders)
        disconnect(sender, nullptr, this, nullptr);
}

void TimelineWidget::buildViews()
{
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_outline = new QListView(m_splitter);
    m_outline->setModel(m_turns);
    m_outline->setItemDelegate(new TurnOutlineDelegate(m_outline));
    m_outline->setUniformItemSizes(true);
    m_outline->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // rows elide to the column's width
    m_outline->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_outline->setToolTip(tr("Turns: click to jump, double-click to collapse or expand"));
    m_outline->setAccessibleName(tr("Turn outline"));
    m_outline->setAccessibleDescription(m_outline->toolTip());

    m_views = new QStackedWidget(m_splitter);
    m_list = new QListView(m_views);
    m_list->setModel(m_proxy);
    m_list->setItemDelegate(m_delegate);
    m_list->setUniformItemSizes(true);
    m_list->setLayoutMode(QListView::SinglePass);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_list->setContextMenuPolicy(Qt::CustomContextMenu);
    m_list->setMouseTracking(false);
    m_list->setAccessibleName(tr("Events"));
    m_list->setAccessibleDescription(
        tr("The conversation's events, oldest first; Enter on a user message collapses or expands its turn"));

    m_empty = new TimelineEmptyState(m_list->viewport());
    auto *overlay = new QVBoxLayout(m_list->viewport());
    overlay->setContentsMargins(12, 12, 12, 12);
    overlay->addWidget(m_empty);

    m_transcript = new TranscriptView(m_views);
    m_transcript->setTimeline(m_proxy, m_model);
    m_transcript->setSelectionModel(m_list->selectionModel()); // one current event for both views
    m_views->addWidget(m_list);
    m_views->addWidget(m_transcript);

    m_detail = new TimelineDetailPane(m_splitter);
    m_detail->setTimelineModel(m_model);
    m_splitter->addWidget(m_outline);
    m_splitter->addWidget(m_views);
    m_splitter->addWidget(m_detail);
    // The events get the room (issue 21: at 1366x768 the summary column stays readable); the
    // detail pane grows a third as fast.
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setStretchFactor(2, 1);
    m_splitter->setSizes({150, 640, 300});
}

void TimelineWidget::connectViews()
{
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        showDetail();
    });
    connect(m_list, &QListView::activated, this, &TimelineWidget::onActivated);
    connect(m_list, &QWidget::customContextMenuRequested, this, &TimelineWidget::showContextMenu);
    connect(m_delegate, &TimelineDelegate::turnToggleRequested, this, &TimelineWidget::toggleTurn);
    connect(m_outline, &QListView::clicked, this, [this](const QModelIndex &index) {
        selectSourceRow(index.data(TimelineTurnModel::SourceRowRole).toInt());
    });
    connect(m_outline, &QListView::doubleClicked, this, [this](const QModelIndex &index) {
        toggleTurn(index.data(TimelineTurnModel::TurnKeyRole).toLongLong());
    });
    const auto emitDiff = [this](const QString &path) {
        Q_EMIT fileEditActivated(m_conversationId, path);
    };
    connect(m_detail, &TimelineDetailPane::fileDiffRequested, this, emitDiff);
    connect(m_transcript, &TranscriptView::fileDiffRequested, this, emitDiff);
    connect(m_approval, &TimelineApprovalBar::approveClicked, this, [this] {
        if (m_commands && !m_commands->approve(m_conversationId))
            m_approval->submissionFailed(tr("Could not send the approval."));
        Q_EMIT approveRequested(m_conversationId);
    });
    connect(m_approval, &TimelineApprovalBar::rejectClicked, this, [this](const QString &reason) {
        if (m_commands && !m_commands->reject(m_conversationId, reason))
            m_approval->submissionFailed(tr("Could not send the rejection."));
        Q_EMIT rejectRequested(m_conversationId, reason);
    });
}

void TimelineWidget::showContextMenu(const QPoint &pos)
{
    const QModelIndex index = m_list->indexAt(pos);
    QMenu menu(this);
    if (index.isValid()) {
        const int row = m_proxy->mapToSource(index).row();
        const int turn = m_model->turnOfRow(row);
        if (turn >= 0) {
            const qint64 key = m_model->turnKey(turn);
            const bool collapsed = m_proxy->isTurnCollapsed(key);
            menu.addAction(collapsed ? tr("Expand this turn") : tr("Collapse this turn"), this, [this, key] {
                toggleTurn(key);
            });
        }
    }
    menu.addAction(tr("Collapse all turns"), this, &TimelineWidget::collapseAll);
    menu.addAction(tr("Expand all turns"), this, &TimelineWidget::expandAll);
    menu.exec(m_list->viewport()->mapToGlobal(pos));
}

void TimelineWidget::connectModels()
{
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &, int first, int last) {
        onRowsInserted(first, last);
    });
    connect(m_model, &TimelineModel::pendingActionChanged, this, &TimelineWidget::updateApproval);
    connect(m_model, &TimelineModel::turnNumbersChanged, m_list->viewport(), qOverload<>(&QWidget::update));
    // Older events fetched from the server for a scroll to the top: load them, keeping the anchor.
    connect(m_model, &TimelineModel::olderEventsArrived, this, &TimelineWidget::requestOlder);
    connect(m_model, &QAbstractItemModel::modelReset, this, &TimelineWidget::updateApproval);
    connect(m_proxy, &TimelineFilterProxy::collapseChanged, m_list->viewport(), qOverload<>(&QWidget::update));
    // A filter result swapped in: keep the current event in view, or the nearest one still shown.
    connect(m_proxy, &QAbstractItemModel::layoutAboutToBeChanged, this, [this] {
        m_rowBeforeFilter = currentSourceRow();
    });
    connect(m_proxy, &TimelineFilterProxy::filterApplied, this, &TimelineWidget::onFilterApplied);
    connect(m_searcher, &TimelineSearchController::matchFound, this, &TimelineWidget::selectSourceRow);
    for (QAbstractItemModel *m :
         {static_cast<QAbstractItemModel *>(m_model), static_cast<QAbstractItemModel *>(m_proxy)}) {
        connect(m, &QAbstractItemModel::rowsInserted, this, &TimelineWidget::updateEmptyState);
        connect(m, &QAbstractItemModel::rowsRemoved, this, &TimelineWidget::updateEmptyState);
        connect(m, &QAbstractItemModel::modelReset, this, &TimelineWidget::updateEmptyState);
        connect(m, &QAbstractItemModel::layoutChanged, this, &TimelineWidget::updateEmptyState);
    }
    connect(m_proxy, &TimelineFilterProxy::filterApplied, this, &TimelineWidget::updateEmptyState);
    connect(m_empty, &TimelineEmptyState::showAllRequested, m_toolBar, &TimelineToolBar::resetFilters);
    connect(m_empty, &TimelineEmptyState::retryRequested, this, &TimelineWidget::refreshRequested);
}

void TimelineWidget::updateEmptyState()
{
    using Kind = TimelineEmptyState::Kind;
    Kind kind = Kind::None;
    if (!m_model->source())
        kind = Kind::NoConversation;
    else if (m_model->rowCount() == 0)
        kind = m_connectionProblem.isEmpty() ? Kind::NoEvents : Kind::Unreachable;
    else if (m_proxy->rowCount() == 0 && !m_proxy->isFiltering())
        kind = Kind::AllFiltered;
    if (kind != m_empty->kind() || kind == Kind::Unreachable)
        m_empty->setKind(kind, m_connectionProblem);
}

void TimelineWidget::setConnectionProblem(const QString &message)
{
    if (m_connectionProblem == message)
        return;
    m_connectionProblem = message;
    updateEmptyState();
}

TranscriptView *TimelineWidget::transcriptView() const
{
    return m_transcript;
}

void TimelineWidget::setTranscriptMode(bool on)
{
    if (on == isTranscriptMode())
        return;
    m_toolBar->setTranscriptChecked(on);
    m_views->setCurrentWidget(on ? static_cast<QWidget *>(m_transcript) : m_list);
    // The transcript shows every card in place: the detail pane would say the same again.
    m_detail->setVisible(!on);
    m_empty->setParent(on ? m_transcript->viewport() : m_list->viewport());
    auto *overlay = qobject_cast<QVBoxLayout *>((on ? m_transcript->viewport() : m_list->viewport())->layout());
    if (!overlay) {
        overlay = new QVBoxLayout(on ? m_transcript->viewport() : m_list->viewport());
        overlay->setContentsMargins(12, 12, 12, 12);
    }
    overlay->addWidget(m_empty);
    m_empty->setKind(m_empty->kind(), m_connectionProblem);
    const QModelIndex current = m_list->currentIndex();
    if (on && current.isValid())
        m_transcript->scrollTo(current, QAbstractItemView::PositionAtCenter);
    else if (on && m_follow)
        m_transcript->scrollToBottom();
    else if (current.isValid())
        m_list->scrollTo(current, QAbstractItemView::PositionAtCenter);
}

bool TimelineWidget::isTranscriptMode() const
{
    return m_views->currentWidget() == m_transcript;
}

TimelineEmptyState *TimelineWidget::emptyState() const
{
    return m_empty;
}

void TimelineWidget::onFilterApplied()
{
    const QModelIndex current = m_list->currentIndex();
    if (current.isValid()) {
        m_list->scrollTo(current, QAbstractItemView::EnsureVisible);
    } else if (m_rowBeforeFilter >= 0 && m_proxy->rowCount() > 0) {
        const int row = m_proxy->nearestProxyRow(m_rowBeforeFilter);
        m_list->scrollTo(m_proxy->index(row, 0), QAbstractItemView::PositionAtCenter);
    } else if (m_follow) {
        m_list->scrollToBottom();
    }
    m_rowBeforeFilter = -1;
}

void TimelineWidget::connectScrolling()
{
    QScrollBar *vbar = m_list->verticalScrollBar();
    connect(vbar, &QAbstractSlider::actionTriggered, this, [this, vbar] {
        setFollowing(vbar->sliderPosition() >= vbar->maximum());
        if (vbar->sliderPosition() <= vbar->minimum())
            requestOlder();
    });
    connect(vbar, &QAbstractSlider::valueChanged, this, [this, vbar](int value) {
        if (value <= vbar->minimum() && vbar->maximum() > 0 && !m_follow)
            requestOlder();
    });
    QScrollBar *tbar = m_transcript->verticalScrollBar();
    connect(tbar, &QAbstractSlider::valueChanged, this, [this, tbar](int value) {
        if (isTranscriptMode() && value <= tbar->minimum() && tbar->maximum() > 0)
            requestOlder();
    });
}

void TimelineWidget::connectToolBar()
{
    connect(m_toolBar, &TimelineToolBar::searchTextChanged, this, [this](const QString &text) {
        m_delegate->setSearchText(text);
        m_list->viewport()->update();
        m_searcher->setText(text);
    });
    connect(m_searcher, &TimelineSearchController::statusChanged, m_toolBar, &TimelineToolBar::setMatchText);
    connect(m_toolBar, &TimelineToolBar::findNextRequested, this, &TimelineWidget::findNext);
    connect(m_toolBar, &TimelineToolBar::findPreviousRequested, this, &TimelineWidget::findPrevious);
    connect(m_toolBar, &TimelineToolBar::collapseAllRequested, this, &TimelineWidget::collapseAll);
    connect(m_toolBar, &TimelineToolBar::expandAllRequested, this, &TimelineWidget::expandAll);
    connect(m_toolBar, &TimelineToolBar::outlineToggled, m_outline, &QWidget::setVisible);
    connect(m_toolBar, &TimelineToolBar::followToggled, this, &TimelineWidget::setFollowing);
    connect(m_toolBar, &TimelineToolBar::latestRequested, this, &TimelineWidget::jumpToLatest);
    connect(m_toolBar, &TimelineToolBar::transcriptToggled, this, &TimelineWidget::setTranscriptMode);
}

void TimelineWidget::buildShortcuts()
{
    auto *findKey = new QShortcut(QKeySequence::Find, this);
    findKey->setContext(Qt::WidgetWithChildrenShortcut);
    connect(findKey, &QShortcut::activated, this, [this] {
        searchEdit()->setFocus();
        searchEdit()->selectAll();
    });
    auto *nextKey = new QShortcut(QKeySequence::FindNext, this);
    nextKey->setContext(Qt::WidgetWithChildrenShortcut);
    connect(nextKey, &QShortcut::activated, this, &TimelineWidget::findNext);
    auto *prevKey = new QShortcut(QKeySequence::FindPrevious, this);
    prevKey->setContext(Qt::WidgetWithChildrenShortcut);
    connect(prevKey, &QShortcut::activated, this, &TimelineWidget::findPrevious);
    auto *latestKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_End), this);
    latestKey->setContext(Qt::WidgetWithChildrenShortcut);
    connect(latestKey, &QShortcut::activated, this, &TimelineWidget::jumpToLatest);
}

void TimelineWidget::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        updateApproval();
}

void TimelineWidget::setStore(StoreReader *store)
{
    if (m_store == store)
        return;
    m_store = store;
    const QString id = m_conversationId;
    m_conversationId.clear();
    if (!id.isEmpty())
        setConversation(id);
}

void TimelineWidget::setCommands(ConversationCommands *commands)
{
    if (m_commands)
        disconnect(m_commands, nullptr, this, nullptr);
    m_commands = commands;
    if (!m_commands)
        return;
    connect(m_commands, &ConversationCommands::finished, this, [this](const CommandOutcome &o) {
        if (!o.ok() && o.failure() != CommandFailure::Busy && o.target == m_conversationId
            && (o.command == Command::Approve || o.command == Command::Reject))
            m_approval->submissionFailed(o.message);
    });
}

void TimelineWidget::setAskUserCommands(AskUserCommands *commands)
{
    m_askBinding->setCommands(commands);
}

void TimelineWidget::setLocalCommands(LocalCommands *local)
{
    m_lostBanner->setLocalCommands(local);
}

void TimelineWidget::setLive(LiveReader *live)
{
    m_liveBadge->setLive(live);
    m_stream->setStreams(live);
}

void TimelineWidget::setSync(SyncStatus *sync, SyncCommands *commands)
{
    m_model->setSyncStatus(sync);
    m_olderBar->setCommands(commands);
}

void TimelineWidget::setConversation(const QString &conversationId)
{
    if (conversationId == m_conversationId && (m_ownedSource || !m_store))
        return;
    TimelineSource *source = nullptr;
    if (m_store && !conversationId.isEmpty())
        source = new StoreTimelineSource(m_store, conversationId, this);
    applySource(source, conversationId);
    m_ownedSource = source;
}

QString TimelineWidget::conversationId() const
{
    return m_conversationId;
}

void TimelineWidget::setSource(TimelineSource *source, const QString &conversationId)
{
    applySource(source, conversationId);
}

void TimelineWidget::applySource(TimelineSource *source, const QString &conversationId)
{
    TimelineSource *old = m_ownedSource;
    m_ownedSource = nullptr;
    m_conversationId = conversationId;
    m_liveBadge->setConversation(conversationId);
    m_stream->setConversation(conversationId);
    m_detail->clearEntry();
    m_approval->clearPending();
    m_proxy->expandAll();
    m_follow = true;
    m_toolBar->setFollowChecked(true);
    m_searcher->setSource(source);
    m_model->setSource(source);
    m_askBinding->setConversation(conversationId);
    delete old;
    updateApproval();
    m_searcher->countNow();
    updateEmptyState();
    m_lostBanner->setConversation(m_store, conversationId);
    m_olderBar->setConversation(conversationId);
    m_radarBanner->setConversation(conversationId);
    updatePlan();
}

void TimelineWidget::setRadar(ConflictRadarModel *radar)
{
    if (m_radar)
        disconnect(m_radar, nullptr, this, nullptr);
    m_radar = radar;
    m_radarBanner->setRadar(radar);
    if (m_radar)
        connect(m_radar, &ConflictRadarModel::changed, this, &TimelineWidget::updateApproval);
    updateApproval();
}

QString TimelineWidget::conflictWarning(const QList<int> &rows) const
{
    if (!m_radar)
        return {};
    QList<RadarConflict> conflicts;
    for (int row : rows) {
        if (const auto event = m_model->eventAt(row))
            conflicts += m_radar->wouldConflict(m_conversationId, *event);
    }
    return m_radar->warningText(conflicts, m_conversationId);
}

void TimelineWidget::updatePlan()
{
    const ConversationRecord *record = m_store ? m_store->findConversation(m_conversationId) : nullptr;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QList<QString> plan =
        record ? lifecyclePlan(conversationLifecycle(*m_store, *record, now), now) : QList<QString>{};
    m_plan->setText(plan.join(QStringLiteral(" \u00b7 ")));
    m_plan->setVisible(!plan.isEmpty());
}

ServerLostBanner *TimelineWidget::serverLostBanner() const
{
    return m_lostBanner;
}

TimelineModel *TimelineWidget::model() const
{
    return m_model;
}

TimelineFilterProxy *TimelineWidget::proxy() const
{
    return m_proxy;
}

QListView *TimelineWidget::listView() const
{
    return m_list;
}

QListView *TimelineWidget::outlineView() const
{
    return m_outline;
}

QTextBrowser *TimelineWidget::detailView() const
{
    return m_detail;
}

TimelineApprovalBar *TimelineWidget::approvalBar() const
{
    return m_approval;
}

QLineEdit *TimelineWidget::searchEdit() const
{
    return m_toolBar->searchEdit();
}

TimelineSearchController *TimelineWidget::searchController() const
{
    return m_searcher;
}

bool TimelineWidget::isFollowing() const
{
    return m_follow;
}

void TimelineWidget::setFollowing(bool follow)
{
    if (m_follow == follow)
        return;
    m_follow = follow;
    m_toolBar->setFollowChecked(follow);
    if (follow)
        m_list->scrollToBottom();
}

void TimelineWidget::onRowsInserted(int first, int last)
{
    Q_UNUSED(first)
    if (m_follow && last == m_proxy->rowCount() - 1 && !m_loadingOlder && !m_searcher->isLoadingOlder())
        QTimer::singleShot(0, m_list, &QListView::scrollToBottom);
    m_searcher->countLater();
}

void TimelineWidget::requestOlder()
{
    if (m_olderQueued)
        return;
    m_olderQueued = true;
    QTimer::singleShot(0, this, [this] {
        m_olderQueued = false;
        loadOlder();
    });
}

void TimelineWidget::loadOlder()
{
    if (m_loadingOlder || !m_model->canFetchMore({}))
        return;
    m_loadingOlder = true;
    // Keep the first visible row where it is on screen.
    const QModelIndex top = m_list->indexAt(QPoint(4, 4));
    const qint64 seq = top.isValid() ? m_model->seqAt(m_proxy->mapToSource(top).row()) : -1;
    const int offset = top.isValid() ? m_list->visualRect(top).top() : 0;
    m_model->fetchMore({});
    if (seq >= 0) {
        const QModelIndex again = m_proxy->mapFromSource(m_model->index(m_model->rowForSeq(seq)));
        if (again.isValid()) {
            m_list->scrollTo(again, QAbstractItemView::PositionAtTop);
            m_list->verticalScrollBar()->setValue(m_list->verticalScrollBar()->value() - offset);
        }
    }
    m_loadingOlder = false;
}

void TimelineWidget::scrollToSourceRow(int row, bool center)
{
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row));
    if (!index.isValid())
        return;
    m_list->setCurrentIndex(index);
    const auto hint = center ? QAbstractItemView::PositionAtCenter : QAbstractItemView::PositionAtTop;
    m_list->scrollTo(index, hint);
    if (isTranscriptMode())
        m_transcript->scrollTo(index, hint);
}

void TimelineWidget::selectSourceRow(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    const int turn = m_model->turnOfRow(row);
    if (turn >= 0 && m_model->seqAt(row) != m_model->turnKey(turn) && m_proxy->isTurnCollapsed(m_model->turnKey(turn)))
        m_proxy->setTurnCollapsed(m_model->turnKey(turn), false);
    setFollowing(false);
    scrollToSourceRow(row, true);
    if (row == m_model->rowCount() - 1)
        setFollowing(true);
}

int TimelineWidget::currentSourceRow() const
{
    const QModelIndex current = m_list->currentIndex();
    return current.isValid() ? m_proxy->mapToSource(current).row() : -1;
}

void TimelineWidget::setSearchText(const QString &text)
{
    searchEdit()->setText(text);
    m_searcher->countNow();
}

bool TimelineWidget::isSearching() const
{
    return m_searcher->isSearching();
}

void TimelineWidget::findNext()
{
    m_searcher->find(true, currentSourceRow());
}

void TimelineWidget::findPrevious()
{
    m_searcher->find(false, currentSourceRow());
}

void TimelineWidget::jumpToLatest()
{
    if (m_proxy->rowCount() == 0)
        return;
    const QModelIndex last = m_proxy->index(m_proxy->rowCount() - 1, 0);
    m_list->setCurrentIndex(last);
    m_list->scrollToBottom();
    m_transcript->scrollToBottom();
    setFollowing(true);
}

void TimelineWidget::collapseAll()
{
    m_proxy->collapseAll();
}

void TimelineWidget::expandAll()
{
    m_proxy->expandAll();
}

void TimelineWidget::toggleTurn(qint64 turnKey)
{
    m_proxy->setTurnCollapsed(turnKey, !m_proxy->isTurnCollapsed(turnKey));
}

void TimelineWidget::onActivated(const QModelIndex &index)
{
    const int row = m_proxy->mapToSource(index).row();
    if (row < 0)
        return;
    if (m_model->flagsAt(row) & EventSummary::FileEdit) {
        const auto event = m_model->eventAt(row);
        const QString path = event ? EventCard::editedPath(*event) : QString();
        if (!path.isEmpty())
            Q_EMIT fileEditActivated(m_conversationId, path);
    } else if (m_model->kindAt(row) == EventKind::Message && (m_model->flagsAt(row) & EventSummary::UserTurn)) {
        toggleTurn(m_model->seqAt(row));
    }
}

void TimelineWidget::showDetail()
{
    m_detail->showRow(currentSourceRow());
}

void TimelineWidget::updateApproval()
{
    const QList<int> rows = m_model->pendingActionRows();
    if (rows.isEmpty()) {
        m_approval->clearPending();
        return;
    }
    QString key = m_conversationId;
    QString html;
    QString summary;
    OpenEnum<SecurityRisk> highest;
    int actions = 0;
    std::optional<SecurityVerdict> verdict; // the analyzer's highest verdict on the pending actions
    for (int row : rows) {
        const auto event = m_model->eventAt(row);
        // An ask_user action is answered in the question form, never approved (spec §13.2).
        if (const auto *a = event ? std::get_if<ActionPayload>(&event->payload) : nullptr; a && isAskUserAction(*a))
            continue;
        key += QLatin1Char(':') + QString::number(m_model->seqAt(row));
        ++actions;
        if (summary.isEmpty()) {
            // The whole command when there is one (the bar opens its card for one of several lines).
            const bool terminal = m_model->flagsAt(row) & EventSummary::Terminal;
            const auto *a = event && terminal ? std::get_if<ActionPayload>(&event->payload) : nullptr;
            summary = a && !a->command.trimmed().isEmpty() ? QStringLiteral("$ ") + a->command.trimmed()
                                                           : m_model->summaryAt(row);
        }
        if (!event)
            continue;
        EventCard::Options options;
        options.expandOutput = true;
        options.verdict = m_model->securityVerdictFor(event->id);
        html += EventCard::html(*event, std::nullopt, options);
        if (const auto *a = std::get_if<ActionPayload>(&event->payload)) {
            if (highest.isAbsent() || int(a->securityRisk.value()) > int(highest.value()))
                highest = a->securityRisk;
        }
        if (options.verdict) {
            if (highest.isAbsent() || int(options.verdict->risk.value()) > int(highest.value()))
                highest = options.verdict->risk;
            if (!verdict || int(options.verdict->risk.value()) > int(verdict->risk.value()))
                verdict = options.verdict;
        }
    }
    if (key == m_conversationId) { // only ask_user actions wait
        m_approval->clearPending();
        return;
    }
    m_approval->setPending(key, summary, html, EventCard::riskText(highest), EventCard::riskColor(highest.value()),
                           actions);
    m_approval->setVerdict(verdict ? EventCard::verdictText(*verdict) : QString(),
                           verdict ? EventCard::riskColor(verdict->risk.value()) : QString());
    m_approval->setConflictWarning(conflictWarning(rows));
}

} // namespace Switchyard
