// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/timelinewidget.h"

#include "models/commands/conversationcommands.h"
#include "models/store/store.h"
#include "models/timeline/storetimelinesource.h"
#include "models/timeline/timelinefilterproxy.h"
#include "models/timeline/timelinemodel.h"
#include "models/timeline/timelinesource.h"
#include "models/timeline/timelineturnmodel.h"
#include "ui/safetext.h"
#include "ui/timeline/eventcard.h"
#include "ui/timeline/timelineapprovalbar.h"
#include "ui/timeline/timelinedelegate.h"
#include "ui/timeline/turnoutlinedelegate.h"

#include <QAction>
#include <QCoreApplication>
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
#include <QStringList>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QUrlQuery>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace Switchyard {

namespace {

struct KindGroup
{
    const char *label;
    QList<EventKind> kinds;
};

QList<KindGroup> kindGroups()
{
    return {
        {QT_TRANSLATE_NOOP("Switchyard::TimelineWidget", "Messages"), {EventKind::Message}},
        {QT_TRANSLATE_NOOP("Switchyard::TimelineWidget", "Actions"), {EventKind::Action, EventKind::AcpToolCall}},
        {QT_TRANSLATE_NOOP("Switchyard::TimelineWidget", "Results"), {EventKind::Observation, EventKind::UserReject}},
        {QT_TRANSLATE_NOOP("Switchyard::TimelineWidget", "Errors"),
         {EventKind::AgentError, EventKind::ConversationError, EventKind::ServerError}},
        {QT_TRANSLATE_NOOP("Switchyard::TimelineWidget", "Condensations"),
         {EventKind::Condensation, EventKind::CondensationRequest, EventKind::CondensationSummary}},
        {QT_TRANSLATE_NOOP("Switchyard::TimelineWidget", "Hooks"), {EventKind::HookExecution}},
        {QT_TRANSLATE_NOOP("Switchyard::TimelineWidget", "Pause and interrupt"),
         {EventKind::Pause, EventKind::Interrupt}},
        {QT_TRANSLATE_NOOP("Switchyard::TimelineWidget", "System prompt"), {EventKind::SystemPrompt}},
        {QT_TRANSLATE_NOOP("Switchyard::TimelineWidget", "Other kinds"), {EventKind::Unknown}},
    };
}

/// A text tool button; its accessible name is `name` (or the text), its description the tool tip.
QToolButton *toolButton(QWidget *parent, const QString &text, const QString &tip, bool checkable = false,
                        const QString &name = {})
{
    auto *b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tip);
    b->setAccessibleName(name.isEmpty() ? text : name);
    b->setAccessibleDescription(tip);
    b->setCheckable(checkable);
    b->setAutoRaise(true);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return b;
}

} // namespace

TimelineWidget::TimelineWidget(QWidget *parent)
    : QWidget(parent)
    , m_model(new TimelineModel(this))
    , m_proxy(new TimelineFilterProxy(this))
    , m_turns(new TimelineTurnModel(this))
    , m_delegate(new TimelineDelegate(this))
{
    m_proxy->setTimelineModel(m_model);
    m_turns->setTimelineModel(m_model);
    m_delegate->setModels(m_proxy, m_model);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    auto *bar = new QWidget(this);
    buildToolBar(bar);
    layout->addWidget(bar);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_outline = new QListView(m_splitter);
    m_outline->setModel(m_turns);
    m_outline->setItemDelegate(new TurnOutlineDelegate(m_outline));
    m_outline->setUniformItemSizes(true);
    m_outline->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_outline->setToolTip(tr("Turns: click to jump, double-click to collapse or expand"));
    m_outline->setAccessibleName(tr("Turn outline"));
    m_outline->setAccessibleDescription(m_outline->toolTip());

    m_list = new QListView(m_splitter);
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

    m_detail = new SafeTextBrowser(m_splitter); // loads nothing from disk or network
    m_detail->setOpenLinks(false);
    m_detail->setPlaceholderText(tr("Select an event to see its details."));
    m_detail->setAccessibleName(tr("Event details"));
    m_splitter->addWidget(m_outline);
    m_splitter->addWidget(m_list);
    m_splitter->addWidget(m_detail);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setStretchFactor(2, 2);
    m_splitter->setSizes({220, 620, 520});
    layout->addWidget(m_splitter, 1);

    m_approval = new TimelineApprovalBar(this);
    layout->addWidget(m_approval);

    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        showDetail();
    });
    connect(m_list, &QListView::activated, this, &TimelineWidget::onActivated);
    connect(m_list, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
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
    });
    connect(m_delegate, &TimelineDelegate::turnToggleRequested, this, &TimelineWidget::toggleTurn);
    connect(m_outline, &QListView::clicked, this, [this](const QModelIndex &index) {
        selectSourceRow(index.data(TimelineTurnModel::SourceRowRole).toInt());
    });
    connect(m_outline, &QListView::doubleClicked, this, [this](const QModelIndex &index) {
        toggleTurn(index.data(TimelineTurnModel::TurnKeyRole).toLongLong());
    });
    connect(m_detail, &QTextBrowser::anchorClicked, this, &TimelineWidget::onAnchor);

    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &, int first, int last) {
        onRowsInserted(first, last);
    });
    connect(m_model, &TimelineModel::pendingActionChanged, this, &TimelineWidget::updateApproval);
    connect(m_model, &TimelineModel::turnNumbersChanged, m_list->viewport(), qOverload<>(&QWidget::update));
    connect(m_model, &QAbstractItemModel::modelReset, this, &TimelineWidget::updateApproval);
    connect(m_proxy, &TimelineFilterProxy::collapseChanged, m_list->viewport(), qOverload<>(&QWidget::update));
    // A filter result swapped in: keep the current event in view, or the nearest one still shown.
    connect(m_proxy, &QAbstractItemModel::layoutAboutToBeChanged, this, [this] {
        m_rowBeforeFilter = currentSourceRow();
    });
    connect(m_proxy, &TimelineFilterProxy::filterApplied, this, [this] {
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
    });

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

    auto *findKey = new QShortcut(QKeySequence::Find, this);
    findKey->setContext(Qt::WidgetWithChildrenShortcut);
    connect(findKey, &QShortcut::activated, this, [this] {
        m_search->setFocus();
        m_search->selectAll();
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

TimelineWidget::~TimelineWidget() = default;

void TimelineWidget::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange) {
        if (m_detailSeq >= 0)
            showDetail();
        updateApproval();
    }
}

void TimelineWidget::buildToolBar(QWidget *bar)
{
    auto *row = new QHBoxLayout(bar);
    row->setContentsMargins(6, 4, 6, 4);
    row->setSpacing(4);

    auto *filter = toolButton(bar, tr("Filter"), tr("Choose which events to show"));
    filter->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(filter);
    menu->addSection(tr("Kinds"));
    for (const KindGroup &group : kindGroups()) {
        QAction *a = menu->addAction(QCoreApplication::translate("Switchyard::TimelineWidget", group.label));
        a->setCheckable(true);
        a->setChecked(true);
        const QList<EventKind> kinds = group.kinds;
        connect(a, &QAction::toggled, this, [this, kinds](bool on) {
            for (EventKind k : kinds)
                m_proxy->setKindVisible(k, on);
        });
    }
    menu->addSection(tr("Sources"));
    const QList<std::pair<EventSource, QString>> sources{
        {EventSource::User, tr("User")},
        {EventSource::Agent, tr("Agent")},
        {EventSource::Environment, tr("Environment")},
        {EventSource::Hook, tr("Hooks")},
    };
    for (const auto &[source, label] : sources) {
        QAction *a = menu->addAction(label);
        a->setCheckable(true);
        a->setChecked(true);
        const EventSource s = source;
        connect(a, &QAction::toggled, this, [this, s](bool on) {
            m_proxy->setSourceVisible(s, on);
        });
    }
    menu->addSeparator();
    QAction *noise = menu->addAction(tr("Show state updates, deltas and token logs"));
    noise->setCheckable(true);
    connect(noise, &QAction::toggled, m_proxy, &TimelineFilterProxy::setShowNoise);
    QAction *results = menu->addAction(tr("Show results as separate rows"));
    results->setCheckable(true);
    connect(results, &QAction::toggled, m_proxy, &TimelineFilterProxy::setShowPairedResults);
    filter->setMenu(menu);
    row->addWidget(filter);

    auto *errors = toolButton(bar, tr("Errors"), tr("Only errors, failed and rejected actions"), true);
    connect(errors, &QToolButton::toggled, m_proxy, &TimelineFilterProxy::setErrorsOnly);
    row->addWidget(errors);
    auto *exits = toolButton(bar, tr("Exit \u2260 0"), tr("Only commands that ended with a non-zero exit code"), true,
                             tr("Non-zero exit codes only"));
    connect(exits, &QToolButton::toggled, m_proxy, &TimelineFilterProxy::setNonZeroExitOnly);
    row->addWidget(exits);
    row->addSpacing(8);

    m_search = new QLineEdit(bar);
    m_search->setPlaceholderText(tr("Search events (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->setMinimumWidth(140);
    m_search->setMaximumWidth(280);
    m_search->setAccessibleName(tr("Search events"));
    m_search->setAccessibleDescription(tr("Searches the full text of every event of the conversation; Enter or F3 "
                                          "goes to the next match, Shift+F3 to the previous one"));
    row->addWidget(m_search, 1);
    auto *prev =
        toolButton(bar, QStringLiteral("\u25b2"), tr("Previous match (Shift+F3)"), false, tr("Previous match"));
    auto *next = toolButton(bar, QStringLiteral("\u25bc"), tr("Next match (F3, Enter)"), false, tr("Next match"));
    row->addWidget(prev);
    row->addWidget(next);
    m_matchLabel = new QLabel(bar);
    m_matchLabel->setAccessibleName(tr("Search result"));
    m_matchLabel->setMinimumWidth(80);
    row->addWidget(m_matchLabel);
    m_searchTimer = new QTimer(this);
    m_searchTimer->setSingleShot(true);
    m_searchTimer->setInterval(200);
    connect(m_searchTimer, &QTimer::timeout, this, &TimelineWidget::updateMatchCount);
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_delegate->setSearchText(text);
        m_list->viewport()->update();
        m_searchTimer->start();
    });
    connect(m_search, &QLineEdit::returnPressed, this, &TimelineWidget::findNext);
    connect(prev, &QToolButton::clicked, this, &TimelineWidget::findPrevious);
    connect(next, &QToolButton::clicked, this, &TimelineWidget::findNext);
    row->addStretch();

    auto *collapse = toolButton(bar, tr("Collapse all"), tr("Collapse every turn to its message"));
    connect(collapse, &QToolButton::clicked, this, &TimelineWidget::collapseAll);
    auto *expand = toolButton(bar, tr("Expand all"), tr("Expand every turn"));
    connect(expand, &QToolButton::clicked, this, &TimelineWidget::expandAll);
    auto *outline = toolButton(bar, tr("Outline"), tr("Show the turn outline"), true);
    outline->setChecked(true);
    connect(outline, &QToolButton::toggled, this, [this](bool on) {
        m_outline->setVisible(on);
    });
    m_followButton = toolButton(bar, tr("Follow"), tr("Scroll to new events as they arrive"), true);
    m_followButton->setChecked(true);
    connect(m_followButton, &QToolButton::toggled, this, &TimelineWidget::setFollowing);
    auto *latest = toolButton(bar, tr("Latest \u2193"), tr("Jump to the latest event (Ctrl+End)"), false,
                              tr("Jump to the latest event"));
    connect(latest, &QToolButton::clicked, this, &TimelineWidget::jumpToLatest);
    for (QWidget *w :
         {static_cast<QWidget *>(collapse), static_cast<QWidget *>(expand), static_cast<QWidget *>(outline),
          static_cast<QWidget *>(m_followButton), static_cast<QWidget *>(latest)})
        row->addWidget(w);

    // Overflow: when the bar is too narrow, the less important buttons are hidden and reached
    // through "⋯" (menu entries mirror the buttons: same texts, tips and checked states).
    m_toolBar = bar;
    m_barFixed = {filter, errors, exits, prev, next};
    m_overflowFirst = {collapse, expand, outline};
    m_overflowLast = {m_followButton, latest};
    const QString moreTip =
        QStringList{tr("Collapse all"), tr("Expand all"), tr("Outline"), tr("Follow"), tr("Jump to the latest event")}
            .join(QStringLiteral(", "));
    m_moreButton = toolButton(bar, QStringLiteral("\u22ef"), moreTip, false, tr("Actions"));
    m_moreButton->setPopupMode(QToolButton::InstantPopup);
    auto *moreMenu = new QMenu(m_moreButton);
    for (QToolButton *b : m_overflowFirst + m_overflowLast) {
        QAction *a = moreMenu->addAction(b->text());
        a->setToolTip(b->toolTip());
        a->setCheckable(b->isCheckable());
        a->setChecked(b->isChecked());
        connect(a, &QAction::triggered, b, [b] {
            b->click();
        });
        connect(b, &QToolButton::toggled, a, &QAction::setChecked);
        connect(moreMenu, &QMenu::aboutToShow, a, [a, b] {
            a->setVisible(b->isHidden());
        });
    }
    m_moreButton->setMenu(moreMenu);
    m_moreButton->hide();
    row->addWidget(m_moreButton);
    bar->installEventFilter(this);
}

bool TimelineWidget::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_toolBar && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
        updateToolBarOverflow();
    return QWidget::eventFilter(watched, event);
}

void TimelineWidget::updateToolBarOverflow()
{
    if (!m_toolBar || !m_moreButton)
        return;
    const auto *row = qobject_cast<QHBoxLayout *>(m_toolBar->layout());
    if (!row)
        return;
    const QMargins margins = row->contentsMargins();
    const int spacing = std::max(0, row->spacing());
    // Width of the always-visible part: fixed buttons, the search field at its minimum, the match
    // label, the spacer before the search field.
    int fixed = margins.left() + margins.right() + 8 + m_search->minimumWidth() + spacing
        + std::max(m_matchLabel->minimumWidth(), m_matchLabel->sizeHint().width()) + spacing;
    for (QWidget *w : std::as_const(m_barFixed))
        fixed += w->sizeHint().width() + spacing;
    auto widthOf = [spacing](const QList<QToolButton *> &buttons) {
        int w = 0;
        for (QToolButton *b : buttons)
            w += b->sizeHint().width() + spacing;
        return w;
    };
    const int first = widthOf(m_overflowFirst);
    const int last = widthOf(m_overflowLast);
    const int more = m_moreButton->sizeHint().width() + spacing;
    const int available = m_toolBar->width();
    const bool showFirst = fixed + first + last <= available;
    const bool showLast = showFirst || fixed + last + more <= available;
    for (QToolButton *b : std::as_const(m_overflowFirst))
        b->setVisible(showFirst);
    for (QToolButton *b : std::as_const(m_overflowLast))
        b->setVisible(showLast);
    m_moreButton->setVisible(!showFirst);
}

void TimelineWidget::setStore(Store *store)
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
    connect(m_commands, &ConversationCommands::commandFailed, this,
            [this](ConversationCommands::Kind kind, const QString &id, const QString &message) {
                if (id == m_conversationId
                    && (kind == ConversationCommands::Kind::Approve || kind == ConversationCommands::Kind::Reject))
                    m_approval->submissionFailed(message);
            });
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
    m_detailSeq = -1;
    m_detail->clear();
    m_approval->clearPending();
    m_proxy->expandAll();
    m_follow = true;
    m_followButton->setChecked(true);
    if (TimelineSource *previous = m_model->source())
        disconnect(previous, nullptr, this, nullptr);
    m_searchRequest = 0;
    m_matchCountRequest = 0;
    if (source) {
        connect(source, &TimelineSource::textFound, this, &TimelineWidget::onTextFound);
        connect(source, &TimelineSource::textCounted, this, [this](quint64 requestId, qint64 count) {
            if (requestId != m_matchCountRequest || m_searchRequest != 0)
                return;
            m_matchCountRequest = 0;
            m_matchLabel->setText(count <= 0
                                      ? tr("No match")
                                      : tr("%n matching event(s)", nullptr, int(std::min<qint64>(count, INT_MAX))));
        });
    }
    m_model->setSource(source);
    delete old;
    updateApproval();
    updateMatchCount();
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
    return m_search;
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
    m_followButton->setChecked(follow);
    if (follow)
        m_list->scrollToBottom();
}

void TimelineWidget::onRowsInserted(int first, int last)
{
    Q_UNUSED(first)
    if (m_follow && last == m_proxy->rowCount() - 1 && !m_loadingOlder)
        QTimer::singleShot(0, m_list, &QListView::scrollToBottom);
    if (!m_search->text().isEmpty())
        m_searchTimer->start();
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
    m_list->scrollTo(index, center ? QAbstractItemView::PositionAtCenter : QAbstractItemView::PositionAtTop);
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
    m_search->setText(text);
    updateMatchCount();
}

void TimelineWidget::find(bool forward)
{
    TimelineSource *source = m_model->source();
    const QString needle = m_search->text();
    if (needle.isEmpty() || !source)
        return;
    const int current = currentSourceRow();
    qint64 from = forward ? -1 : source->eventCount();
    if (current >= 0) {
        // From the current card: a merged row covers several events, an action card its result too.
        from = m_model->seqAt(current);
        if (forward)
            from += m_model->mergedCountAt(current) - 1;
    }
    m_findForward = forward;
    m_findOriginRow = current;
    m_findFirstSeq = -2;
    m_findNeedle = needle;
    m_searchRequest = ++m_countRequest;
    m_matchLabel->setText(tr("Searching\u2026"));
    source->findText(m_searchRequest, needle, from, forward);
}

void TimelineWidget::onTextFound(quint64 requestId, qint64 seq)
{
    TimelineSource *source = m_model->source();
    if (requestId != m_searchRequest || !source)
        return;
    m_searchRequest = 0;
    if (seq < 0) {
        m_matchLabel->setText(tr("No match"));
        return;
    }
    const bool roundDone = seq == m_findFirstSeq;
    if (m_findFirstSeq == -2)
        m_findFirstSeq = seq;
    // Load the older rows down to the match (the list keeps its place).
    if (seq < m_model->firstLoadedSeq()) {
        m_loadingOlder = true;
        m_model->fetchTo(seq);
        m_loadingOlder = false;
    }
    const int row = m_model->rowForSeq(seq);
    int target = -1;
    if (row >= 0) {
        if (m_proxy->acceptsIgnoringCollapse(row))
            target = row;
        else if (const int action = m_model->pairedRow(row); action >= 0
                 && m_model->pairStateAt(row) == TimelineModel::PairState::Result
                 && m_proxy->acceptsIgnoringCollapse(action))
            target = action; // a result is shown in its action's card
    }
    if (roundDone) {
        // Every match was looked at: only the card we started from (or a hidden one) matches.
        if (target >= 0 && target == m_findOriginRow)
            m_matchLabel->setText(tr("Only this match"));
        else
            m_matchLabel->setText(tr("No match"));
        return;
    }
    if (target < 0 || target == m_findOriginRow) {
        // Hidden by the filters, or part of the card we are on: look further.
        m_searchRequest = ++m_countRequest;
        source->findText(m_searchRequest, m_findNeedle, seq, m_findForward);
        return;
    }
    selectSourceRow(target);
    updateMatchCount();
}

bool TimelineWidget::isSearching() const
{
    return m_searchRequest != 0;
}

void TimelineWidget::findNext()
{
    find(true);
}

void TimelineWidget::findPrevious()
{
    find(false);
}

void TimelineWidget::updateMatchCount()
{
    const QString needle = m_search->text();
    TimelineSource *source = m_model->source();
    if (needle.isEmpty() || !source) {
        m_matchLabel->clear();
        return;
    }
    // Counted over the whole log (loaded or not) off the GUI thread for a store.
    const quint64 id = ++m_countRequest;
    m_matchCountRequest = id;
    source->countText(id, needle);
}

void TimelineWidget::jumpToLatest()
{
    if (m_proxy->rowCount() == 0)
        return;
    const QModelIndex last = m_proxy->index(m_proxy->rowCount() - 1, 0);
    m_list->setCurrentIndex(last);
    m_list->scrollToBottom();
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
    const int row = currentSourceRow();
    if (row < 0) {
        m_detail->clear();
        m_detailSeq = -1;
        return;
    }
    const qint64 seq = m_model->seqAt(row);
    if (seq != m_detailSeq) {
        m_expandOutput = false;
        m_expandThinking = false;
        m_detailSeq = seq;
    }
    const auto event = m_model->eventAt(row);
    if (!event) {
        m_detail->setPlainText(tr("This event is not available in the local cache."));
        return;
    }
    EventCard::Options options;
    options.expandOutput = m_expandOutput;
    options.expandThinking = m_expandThinking;
    options.mergedCount = m_model->mergedCountAt(row);
    if (options.mergedCount > 1)
        options.mergedText = m_model->mergedText(row);
    EventCard::Images images;
    const QString html = EventCard::html(*event, m_model->pairedEventAt(row), options, &images);
    const int scroll = m_detail->verticalScrollBar()->value();
    const bool sameEvent = seq == m_detailSeq;
    m_detail->setHtml(html);
    for (const auto &[url, image] : images)
        m_detail->document()->addResource(QTextDocument::ImageResource, url, image);
    if (!images.isEmpty())
        m_detail->document()->markContentsDirty(0, m_detail->document()->characterCount());
    if (sameEvent)
        m_detail->verticalScrollBar()->setValue(scroll);
}

void TimelineWidget::onAnchor(const QUrl &url)
{
    if (url.scheme() != QLatin1String("switchyard")) {
        return;
    }
    const QString target = url.path();
    if (target == QLatin1String(EventCard::kLinkExpandOutput)) {
        m_expandOutput = true;
        showDetail();
    } else if (target == QLatin1String(EventCard::kLinkExpandThinking)) {
        m_expandThinking = true;
        showDetail();
    } else if (target == QLatin1String(EventCard::kLinkFileDiff)) {
        const QString path = QUrlQuery(url).queryItemValue(QStringLiteral("path"), QUrl::FullyDecoded);
        if (!path.isEmpty())
            Q_EMIT fileEditActivated(m_conversationId, path);
    }
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
    OpenEnum<SecurityRisk> highest;
    for (int row : rows) {
        key += QLatin1Char(':') + QString::number(m_model->seqAt(row));
        const auto event = m_model->eventAt(row);
        if (!event)
            continue;
        EventCard::Options options;
        options.expandOutput = true;
        html += EventCard::html(*event, std::nullopt, options);
        if (const auto *a = std::get_if<ActionPayload>(&event->payload)) {
            if (highest.isAbsent() || int(a->securityRisk.value()) > int(highest.value()))
                highest = a->securityRisk;
        }
    }
    m_approval->setPending(key, html, EventCard::riskText(highest), EventCard::riskColor(highest.value()),
                           int(rows.size()));
}

} // namespace Switchyard
