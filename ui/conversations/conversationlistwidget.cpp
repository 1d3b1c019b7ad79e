// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/conversations/conversationlistwidget.h"

#include "models/commands/availableactions.h"
#include "models/commands/bulkcommands.h"
#include "models/commands/conversationcommands.h"
#include "models/commands/localcommands.h"
#include "models/commands/sandboxusage.h"
#include "models/conversations/conversationfilterproxy.h"
#include "models/conversations/conversationlistmodel.h"
#include "models/conversations/eventtextsearch.h"
#include "models/conversations/statuspresentation.h"
#include "models/conversations/weblink.h"
#include "models/read/storereader.h"
#include "ui/conversations/conversationdelegate.h"
#include "ui/conversations/conversationpeek.h"
#include "ui/dialogs/bulkactiondialog.h"
#include "ui/dialogs/deleteconversationdialog.h"
#include "ui/dialogs/renameconversationdialog.h"
#include "ui/safetext.h"

#include <QAction>
#include <QActionGroup>
#include <QClipboard>
#include <QComboBox>
#include <QDesktopServices>
#include <QFileDialog>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QSet>
#include <QShortcut>
#include <QStandardItemModel>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <tuple>

namespace Switchyard {

using M = ConversationListModel;

namespace {
const ExecutionStatus kExecutionFilters[] = {ExecutionStatus::Running,  ExecutionStatus::WaitingForConfirmation,
                                             ExecutionStatus::Error,    ExecutionStatus::Stuck,
                                             ExecutionStatus::Finished, ExecutionStatus::Idle,
                                             ExecutionStatus::Paused,   ExecutionStatus::Deleting};
const char *const kTriggers[] = {"gui",   "openhands_api", "resolver", "suggested_task",
                                 "slack", "jira",          "linear",   "automation"};

/// The values of a filter menu's checked choices.
template<typename T>
QList<T> checkedValues(const QMenu *menu)
{
    QList<T> values;
    const auto actions = menu->actions();
    for (QAction *a : actions) {
        if (a->isCheckable() && a->isChecked())
            values.append(a->data().value<T>());
    }
    return values;
}
} // namespace

ConversationListWidget::ConversationListWidget(QWidget *parent)
    : QWidget(parent)
    , m_model(new ConversationListModel(this))
    , m_proxy(new ConversationFilterProxy(this))
    , m_delegate(new ConversationDelegate(this))
    , m_eventSearch(new EventTextSearch(this))
    , m_clock([] {
        return QDateTime::currentDateTimeUtc();
    })
{
    m_proxy->setSourceModel(m_model);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addLayout(buildSearchRow());
    layout->addLayout(buildFacetRow());
    layout->addWidget(buildSelectionBar());

    m_view = new QListView(this);
    m_view->setModel(m_proxy);
    m_view->setItemDelegate(m_delegate);
    m_view->setUniformItemSizes(true);
    // Shift/Ctrl-click and Ctrl+A select many; the current row is the one that is open.
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setAccessibleName(tr("Conversations"));
    m_view->setAccessibleDescription(tr("Every conversation with its status; Enter opens one, the context menu "
                                        "renames, archives, pauses or deletes it; Shift or Ctrl selects many; "
                                        "Left and Right fold and unfold sub-conversations"));
    m_view->setFrameShape(QFrame::NoFrame);
    layout->addWidget(m_view, 1);
    m_peek = new ConversationPeek(m_view);

    m_summary = new QLabel(this);
    m_summary->setContentsMargins(6, 0, 6, 4);
    layout->addWidget(m_summary);

    buildFilterMenu();
    m_repoCombo->addItem(tr("All repos"), QString());
    m_modelCombo->addItem(tr("All models"), QString());
    m_sandboxCombo->addItem(tr("All sandboxes"), QString());

    connectFilters();
    connectView();
    startTimers();
    addShortcuts();

    updateSummary();
}

// Search, "Needs me", the filter menu's button and "New…".
QHBoxLayout *ConversationListWidget::buildSearchRow()
{
    auto *row1 = new QHBoxLayout;
    row1->setContentsMargins(4, 4, 4, 0);
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Search titles, repos, branches, tags, messages…"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search conversations"));
    m_search->setAccessibleDescription(
        tr("Matches titles, repositories, branches, models, local tags and message text"));
    m_needsMe = new QToolButton(this);
    m_needsMe->setText(tr("Needs me"));
    m_needsMe->setCheckable(true);
    m_needsMe->setToolTip(tr("Show only conversations waiting for approval, in error or stuck"));
    m_needsMe->setAccessibleName(tr("Needs me"));
    m_needsMe->setAccessibleDescription(m_needsMe->toolTip());
    m_filterButton = new QToolButton(this);
    m_filterButton->setText(tr("Filter"));
    m_filterButton->setPopupMode(QToolButton::InstantPopup);
    m_filterButton->setAccessibleName(tr("Filter"));
    m_filterButton->setAccessibleDescription(tr("Filters by execution status, sandbox status, trigger and more"));
    m_newButton = new QToolButton(this);
    m_newButton->setText(tr("New…"));
    m_newButton->setToolTip(tr("Start a conversation (Ctrl+N)"));
    m_newButton->setAccessibleName(tr("New conversation"));
    m_newButton->setAccessibleDescription(m_newButton->toolTip());
    row1->addWidget(m_search, 1);
    row1->addWidget(m_needsMe);
    row1->addWidget(m_filterButton);
    row1->addWidget(m_newButton);
    return row1;
}

// Repository, model, sandbox, last activity and sort order.
QHBoxLayout *ConversationListWidget::buildFacetRow()
{
    auto *row2 = new QHBoxLayout;
    row2->setContentsMargins(4, 0, 4, 0);
    auto makeCombo = [this](const QString &tip) {
        auto *c = new QComboBox(this);
        c->setToolTip(tip);
        c->setAccessibleName(tip);
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(2); // five in a row must fit a narrow list pane (1280x720 window)
        return c;
    };
    m_repoCombo = makeCombo(tr("Repository"));
    m_repoCombo->setAccessibleDescription(tr("Shows only the conversations on this repository"));
    m_modelCombo = makeCombo(tr("Model"));
    m_modelCombo->setAccessibleDescription(tr("Shows only the conversations using this model"));
    m_sandboxCombo = makeCombo(tr("Sandbox"));
    m_sandboxCombo->setAccessibleDescription(tr("Shows only the conversations in this sandbox"));
    m_dateCombo = makeCombo(tr("Last activity"));
    m_dateCombo->setAccessibleDescription(tr("Shows only the conversations active in this period"));
    m_dateCombo->addItems(
        {tr("Any time"), tr("Last hour"), tr("Last 24 hours"), tr("Last 7 days"), tr("Last 30 days")});
    m_sortCombo = makeCombo(tr("Sort"));
    m_sortCombo->setAccessibleDescription(tr("Sort order of the list; conversations that need you come first"));
    m_sortCombo->addItem(tr("Recent"), int(ConversationFilterProxy::SortKey::LastActivity));
    m_sortCombo->addItem(tr("Created"), int(ConversationFilterProxy::SortKey::Created));
    m_sortCombo->addItem(tr("Title"), int(ConversationFilterProxy::SortKey::Title));
    m_sortCombo->addItem(tr("Cost"), int(ConversationFilterProxy::SortKey::Cost));
    row2->addWidget(m_repoCombo, 2);
    row2->addWidget(m_modelCombo, 2);
    row2->addWidget(m_sandboxCombo, 2);
    row2->addWidget(m_dateCombo, 1);
    row2->addWidget(m_sortCombo, 1);
    return row2;
}

// Shown while two or more conversations are selected: what can be done with all of them.
QWidget *ConversationListWidget::buildSelectionBar()
{
    m_selectionBar = new QWidget(this);
    m_selectionBar->setObjectName(QStringLiteral("selectionBar"));
    auto *bar = new QHBoxLayout(m_selectionBar);
    bar->setContentsMargins(4, 0, 4, 0);
    bar->setSpacing(2);
    m_selectionLabel = new QLabel(m_selectionBar);
    bar->addWidget(m_selectionLabel, 1);
    const std::pair<BulkAction, QString> bulk[] = {
        {BulkAction::Archive, tr("Archive")},        {BulkAction::Restore, tr("Restore")},
        {BulkAction::Export, tr("Export…")},         {BulkAction::PauseSandboxes, tr("Pause")},
        {BulkAction::ResumeSandboxes, tr("Resume")}, {BulkAction::Delete, tr("Delete…")},
    };
    const QString bulkTips[] = {
        tr("Archive the selected conversations: hidden from the list, kept here and on the server"),
        tr("Put the selected archived conversations back in the list"),
        tr("Download the trajectory of each selected conversation into a folder"),
        tr("Pause the sandboxes of the selected conversations"),
        tr("Resume the sandboxes of the selected conversations"),
        tr("Delete the selected conversations on the server"),
    };
    for (qsizetype i = 0; i < qsizetype(std::size(bulk)); ++i) {
        auto *b = new QToolButton(m_selectionBar);
        b->setText(bulk[i].second);
        b->setToolTip(bulkTips[i]);
        b->setAccessibleName(bulk[i].second);
        b->setAccessibleDescription(bulkTips[i]);
        b->setProperty("bulkAction", int(bulk[i].first));
        b->setAutoRaise(true);
        const int action = int(bulk[i].first);
        connect(b, &QToolButton::clicked, this, [this, action] {
            runBulk(action);
        });
        bar->addWidget(b);
        m_bulkButtons.append(b);
    }
    m_selectionBar->setVisible(false);
    return m_selectionBar;
}

void ConversationListWidget::connectFilters()
{
    connect(m_search, &QLineEdit::textChanged, m_proxy, &ConversationFilterProxy::setSearchText);
    connect(m_needsMe, &QToolButton::toggled, m_proxy, &ConversationFilterProxy::setNeedsMeOnly);
    connect(m_newButton, &QToolButton::clicked, this, &ConversationListWidget::startRequested);
    connect(m_repoCombo, &QComboBox::activated, this, [this](int i) {
        m_proxy->setRepository(m_repoCombo->itemData(i).toString());
    });
    connect(m_modelCombo, &QComboBox::activated, this, [this](int i) {
        m_proxy->setModel(m_modelCombo->itemData(i).toString());
    });
    connect(m_sandboxCombo, &QComboBox::activated, this, [this](int i) {
        m_proxy->setSandboxId(m_sandboxCombo->itemData(i).toString());
    });
    connect(m_dateCombo, &QComboBox::activated, this, &ConversationListWidget::applyDateFilter);
    connect(m_sortCombo, &QComboBox::activated, this, [this](int i) {
        m_proxy->setSortKey(ConversationFilterProxy::SortKey(m_sortCombo->itemData(i).toInt()));
    });
}

void ConversationListWidget::connectView()
{
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &ConversationListWidget::activateRow);
    connect(m_view, &QListView::activated, this, &ConversationListWidget::activateRow);
    connect(m_view, &QListView::customContextMenuRequested, this, &ConversationListWidget::showContextMenu);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ConversationListWidget::updateSelectionBar);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &ConversationListWidget::updateSelectionBar);
    connect(m_delegate, &ConversationDelegate::foldToggled, this, &ConversationListWidget::toggleFold);
    connect(m_proxy, &ConversationFilterProxy::searchTextChanged, this, &ConversationListWidget::onSearchChanged);
    connect(m_eventSearch, &EventTextSearch::finished, this,
            [this](const QString &text, const QHash<QString, QString> &matches) {
                m_proxy->setEventMatches(text, matches);
                updateSummary();
            });
}

void ConversationListWidget::startTimers()
{
    // Facet combos and the summary follow the model, debounced (a poll may touch many rows).
    m_facetTimer = new QTimer(this);
    m_facetTimer->setSingleShot(true);
    m_facetTimer->setInterval(300);
    connect(m_facetTimer, &QTimer::timeout, this, [this] {
        refreshFacetCombos();
        updateSummary();
    });
    auto schedule = [this] {
        m_facetTimer->start();
    };
    connect(m_model, &QAbstractItemModel::rowsInserted, m_facetTimer, schedule);
    connect(m_model, &QAbstractItemModel::rowsRemoved, m_facetTimer, schedule);
    connect(m_model, &QAbstractItemModel::dataChanged, m_facetTimer, schedule);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, m_facetTimer, schedule);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, m_facetTimer, schedule);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, m_facetTimer, schedule);

    // "confirmed N s ago" moves without model signals: repaint the visible rows once a second.
    m_tick = new QTimer(this);
    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, m_view->viewport(), [this] {
        if (isVisible())
            m_view->viewport()->update();
    });
    m_tick->start();
}

// F2 renames, Delete deletes, Left and Right fold and unfold, Ctrl+F searches.
void ConversationListWidget::addShortcuts()
{
    auto *rename = new QShortcut(QKeySequence(Qt::Key_F2), m_view);
    rename->setContext(Qt::WidgetShortcut);
    connect(rename, &QShortcut::activated, this, &ConversationListWidget::renameCurrent);
    auto *del = new QShortcut(QKeySequence(QKeySequence::Delete), m_view);
    del->setContext(Qt::WidgetShortcut);
    connect(del, &QShortcut::activated, this, &ConversationListWidget::deleteCurrent);
    auto *fold = new QShortcut(QKeySequence(Qt::Key_Left), m_view);
    fold->setContext(Qt::WidgetShortcut);
    connect(fold, &QShortcut::activated, this, [this] {
        foldCurrent(true);
    });
    auto *unfold = new QShortcut(QKeySequence(Qt::Key_Right), m_view);
    unfold->setContext(Qt::WidgetShortcut);
    connect(unfold, &QShortcut::activated, this, [this] {
        foldCurrent(false);
    });
    auto *find = new QShortcut(QKeySequence(QKeySequence::Find), this);
    find->setContext(Qt::WidgetWithChildrenShortcut);
    connect(find, &QShortcut::activated, this, &ConversationListWidget::focusSearch);
}

// Folds (or unfolds) the current row's sub-conversations when it has some and is not so already.
void ConversationListWidget::foldCurrent(bool fold)
{
    const QModelIndex idx = m_view->currentIndex();
    if (idx.data(M::HasChildrenRole).toBool() && idx.data(M::CollapsedRole).toBool() != fold)
        toggleFold(idx);
}

void ConversationListWidget::activateRow(const QModelIndex &index)
{
    if (index.isValid() && !index.data(M::IsStartTaskRole).toBool())
        Q_EMIT conversationActivated(index.data(M::IdRole).toString());
}

ConversationListWidget::~ConversationListWidget() = default;

void ConversationListWidget::setClock(std::function<QDateTime()> clock)
{
    m_clock = clock;
    m_delegate->setClock(std::move(clock));
    m_view->viewport()->update();
}

void ConversationListWidget::buildFilterMenu()
{
    m_filterMenu = new QMenu(this);
    QMenu *exec = addExecutionFilters();
    QMenu *sandbox = addSandboxFilters();
    QAction *any = addTriggerFilters();
    addArchiveFilters();
    addListOptions();
    QAction *clear = m_filterMenu->addAction(tr("Clear all filters"));
    connect(clear, &QAction::triggered, this, [this, exec, sandbox, any] {
        const QList<QMenu *> menus{exec, sandbox};
        for (QMenu *menu : menus) {
            const auto actions = menu->actions();
            for (QAction *a : actions) {
                const QSignalBlocker block(a);
                a->setChecked(false);
            }
        }
        any->setChecked(true);
        m_search->clear();
        m_needsMe->setChecked(false);
        for (QComboBox *c : {m_repoCombo, m_modelCombo, m_sandboxCombo, m_dateCombo})
            c->setCurrentIndex(0);
        m_proxy->clearFilters();
        m_filterButton->setText(tr("Filter"));
    });
    m_filterButton->setMenu(m_filterMenu);
}

void ConversationListWidget::showOnlyConversations(const QSet<QString> &ids)
{
    showOnly(ids, tr("Active in the selected range"));
}

void ConversationListWidget::updateFilterButton()
{
    m_filterButton->setText(m_proxy->hasActiveFilter() ? tr("Filter •") : tr("Filter"));
}

QMenu *ConversationListWidget::addExecutionFilters()
{
    auto *exec = m_filterMenu->addMenu(tr("Agent status"));
    auto applyExec = [this, exec] {
        m_proxy->setExecutionStatuses(checkedValues<OpenEnum<ExecutionStatus>>(exec));
        updateFilterButton();
    };
    for (ExecutionStatus s : kExecutionFilters) {
        QAction *a = exec->addAction(StatusPresentation::execution(s).label);
        a->setCheckable(true);
        a->setData(QVariant::fromValue(OpenEnum<ExecutionStatus>(s)));
        connect(a, &QAction::toggled, this, applyExec);
    }
    QAction *none = exec->addAction(StatusPresentation::execution({}).label);
    none->setCheckable(true);
    none->setData(QVariant::fromValue(OpenEnum<ExecutionStatus>()));
    connect(none, &QAction::toggled, this, applyExec);
    return exec;
}

QMenu *ConversationListWidget::addSandboxFilters()
{
    auto *sandbox = m_filterMenu->addMenu(tr("Sandbox status"));
    auto applySandbox = [this, sandbox] {
        m_proxy->setSandboxStatuses(checkedValues<OpenEnum<SandboxStatus>>(sandbox));
        updateFilterButton();
    };
    for (const auto &s : StatusPresentation::sandboxLegend()) {
        QAction *a = sandbox->addAction(StatusPresentation::sandbox(s).label);
        a->setCheckable(true);
        a->setData(QVariant::fromValue(OpenEnum<SandboxStatus>(s)));
        connect(a, &QAction::toggled, this, applySandbox);
    }
    return sandbox;
}

// One trigger at a time; returns the "any" choice.
QAction *ConversationListWidget::addTriggerFilters()
{
    auto *trigger = m_filterMenu->addMenu(tr("Trigger"));
    auto *group = new QActionGroup(trigger);
    QAction *any = trigger->addAction(tr("any"));
    any->setCheckable(true);
    any->setChecked(true);
    group->addAction(any);
    for (const char *w : kTriggers) {
        QAction *a = trigger->addAction(QString::fromLatin1(w));
        a->setCheckable(true);
        a->setData(QString::fromLatin1(w));
        group->addAction(a);
    }
    connect(group, &QActionGroup::triggered, this, [this](QAction *a) {
        m_proxy->setTrigger(a->data().toString());
        updateFilterButton();
    });
    return any;
}

void ConversationListWidget::addArchiveFilters()
{
    auto *archive = m_filterMenu->addMenu(tr("Archive"));
    auto *archiveGroup = new QActionGroup(archive);
    const std::pair<ConversationFilterProxy::ArchiveView, QString> views[] = {
        {ConversationFilterProxy::ArchiveView::Active, tr("Not archived")},
        {ConversationFilterProxy::ArchiveView::Archived, tr("Archived")},
        {ConversationFilterProxy::ArchiveView::All, tr("Both")},
    };
    for (const auto &[view, label] : views) {
        QAction *a = archive->addAction(label);
        a->setCheckable(true);
        a->setChecked(view == ConversationFilterProxy::ArchiveView::Active);
        a->setData(int(view));
        a->setObjectName(QStringLiteral("archiveView%1").arg(int(view)));
        archiveGroup->addAction(a);
    }
    connect(archiveGroup, &QActionGroup::triggered, this, [this](QAction *a) {
        m_proxy->setArchiveView(ConversationFilterProxy::ArchiveView(a->data().toInt()));
        updateFilterButton();
        updateSummary();
    });
}

// Needs me first, start tasks and deleted conversations shown, select all.
void ConversationListWidget::addListOptions()
{
    m_filterMenu->addSeparator();
    QAction *first = m_filterMenu->addAction(tr("Needs me first"));
    first->setCheckable(true);
    first->setChecked(true);
    connect(first, &QAction::toggled, m_proxy, &ConversationFilterProxy::setNeedsMeFirst);
    QAction *tasks = m_filterMenu->addAction(tr("Show starting conversations"));
    tasks->setCheckable(true);
    tasks->setChecked(true);
    connect(tasks, &QAction::toggled, m_proxy, &ConversationFilterProxy::setShowStartTasks);
    QAction *gone = m_filterMenu->addAction(tr("Show deleted conversations"));
    gone->setCheckable(true);
    connect(gone, &QAction::toggled, m_proxy, &ConversationFilterProxy::setShowGone);
    m_filterMenu->addSeparator();
    QAction *selectAll = m_filterMenu->addAction(tr("Select all shown"));
    selectAll->setShortcut(QKeySequence::SelectAll);
    selectAll->setToolTip(tr("Selects every conversation the filters show, for archiving, exporting, pausing, "
                             "resuming or deleting them together"));
    connect(selectAll, &QAction::triggered, this, [this] {
        selectAllShown();
        m_view->setFocus(Qt::OtherFocusReason);
    });
}

void ConversationListWidget::refreshFacetCombos()
{
    // Distinct values of the loaded rows; the current choice is kept even if it vanished.
    QSet<QString> repos, models, sandboxes;
    for (int i = 0; i < m_model->rowCount(); ++i) {
        const ConversationRow &r = m_model->rowAt(i);
        if (!r.repository().isEmpty())
            repos.insert(r.repository());
        if (!r.model().isEmpty())
            models.insert(r.model());
        if (!r.sandboxId().isEmpty())
            sandboxes.insert(r.sandboxId());
    }
    auto fill = [](QComboBox *combo, QSet<QString> values) {
        const QString current = combo->currentData().toString();
        if (!current.isEmpty())
            values.insert(current);
        QList<QString> sorted(values.cbegin(), values.cend());
        std::sort(sorted.begin(), sorted.end());
        QList<QString> existing;
        for (int i = 1; i < combo->count(); ++i)
            existing.append(combo->itemData(i).toString());
        if (existing == sorted)
            return;
        // One new model instead of hundreds of removeItem/addItem calls (each a model signal the
        // combo reacts to): 10,000 conversations name ~500 sandboxes.
        auto *items = new QStandardItemModel(combo);
        QList<QStandardItem *> column;
        column.reserve(sorted.size() + 1);
        auto *all = new QStandardItem(combo->itemText(0));
        all->setData(combo->itemData(0), Qt::UserRole);
        column.append(all);
        for (const QString &v : std::as_const(sorted)) {
            auto *item = new QStandardItem(v.section(u'/', -2));
            item->setData(v, Qt::UserRole);
            item->setToolTip(SafeText::toolTip(v));
            column.append(item);
        }
        items->appendColumn(column);
        const QSignalBlocker block(combo);
        combo->setModel(items); // deletes the previous model (the combo is its parent)
        combo->setCurrentIndex(qMax(0, combo->findData(current)));
    };
    fill(m_repoCombo, repos);
    fill(m_modelCombo, models);
    fill(m_sandboxCombo, sandboxes);
}

void ConversationListWidget::updateSummary()
{
    int attention = 0;
    int starting = 0;
    for (int i = 0; i < m_model->rowCount(); ++i) {
        const ConversationRow &r = m_model->rowAt(i);
        if (r.kind == ConversationRow::Kind::StartTask)
            ++starting;
        else if (r.needsAttention())
            ++attention;
    }
    QString text = tr("%n shown", nullptr, m_proxy->rowCount());
    if (m_proxy->rowCount() != m_model->rowCount())
        text += tr(" of %1").arg(m_model->rowCount());
    if (attention > 0)
        text += tr(" · %n conversation(s) need(s) you", nullptr, attention); // the noun lets translators agree
    if (starting > 0)
        text += tr(" · %n starting", nullptr, starting);
    if (!m_proxy->idFilterLabel().isEmpty())
        text = m_proxy->idFilterLabel() + QStringLiteral(" · ") + text;
    if (m_proxy->archiveView() == ConversationFilterProxy::ArchiveView::Archived)
        text += tr(" · archived");
    else if (m_store && !m_store->archived().isEmpty()
             && m_proxy->archiveView() == ConversationFilterProxy::ArchiveView::Active)
        text += tr(" · %n archived hidden", nullptr, int(m_store->archived().size()));
    m_summary->setText(text);
}

void ConversationListWidget::showOnly(const QSet<QString> &ids, const QString &label)
{
    m_proxy->setIdFilter(ids, label);
    updateFilterButton();
    updateSummary();
}

void ConversationListWidget::applyDateFilter(int index)
{
    static const qint64 hours[] = {0, 1, 24, 24 * 7, 24 * 30};
    if (index <= 0 || index >= int(std::size(hours))) {
        m_proxy->setDateRange({}, {});
        return;
    }
    m_proxy->setDateRange(m_clock().addSecs(-hours[index] * 3600), {});
}

void ConversationListWidget::setStore(StoreReader *store)
{
    m_store = store;
    m_model->setStore(store);
    m_peek->setStore(store);
    m_eventSearch->setStore(store);
    if (store)
        connect(store, &StoreReader::archiveChanged, m_facetTimer, [this] {
            m_facetTimer->start();
        });
    refreshFacetCombos();
    updateSummary();
}

void ConversationListWidget::setCommands(ConversationCommands *commands)
{
    if (m_commands) {
        disconnect(m_commands, nullptr, this, nullptr);
        disconnect(m_commands->sandboxes(), nullptr, this, nullptr);
    }
    m_commands = commands;
    m_newButton->setEnabled(commands != nullptr);
    if (commands) {
        connect(commands->sandboxes(), &SandboxCommands::leftEmpty, this,
                &ConversationListWidget::handleSandboxLeftEmpty);
        connect(commands, &ConversationCommands::startTaskFailed, m_model, &ConversationListModel::addFailedStart);
        connect(commands, &ConversationCommands::finished, this, [this](const CommandOutcome &o) {
            if (!o.ok() && o.failure() != CommandFailure::Busy
                && (o.command == Command::Rename || o.command == Command::Remove))
                QMessageBox::warning(this, tr("Conversation"), o.message);
        });
    }
}

QString ConversationListWidget::currentConversationId() const
{
    const QModelIndex idx = m_view->currentIndex();
    if (!idx.isValid() || idx.data(M::IsStartTaskRole).toBool())
        return {};
    return idx.data(M::IdRole).toString();
}

bool ConversationListWidget::selectConversation(const QString &conversationId)
{
    const int row = m_model->rowOfConversation(conversationId);
    if (row < 0)
        return false;
    const QModelIndex idx = m_proxy->mapFromSource(m_model->index(row));
    if (!idx.isValid())
        return false;
    m_view->setCurrentIndex(idx);
    m_view->scrollTo(idx);
    return true;
}

bool ConversationListWidget::selectNextNeedingAttention(bool forward)
{
    const int n = m_proxy->rowCount();
    if (n == 0)
        return false;
    const int start = m_view->currentIndex().isValid() ? m_view->currentIndex().row() : (forward ? -1 : n);
    for (int step = 1; step <= n; ++step) {
        const int row = ((start + (forward ? step : -step)) % n + n) % n;
        const QModelIndex idx = m_proxy->index(row, 0);
        if (idx.data(M::NeedsAttentionRole).toBool() && !idx.data(M::IsStartTaskRole).toBool()) {
            m_view->setCurrentIndex(idx);
            m_view->scrollTo(idx);
            return true;
        }
    }
    return false;
}

void ConversationListWidget::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void ConversationListWidget::setOffline(bool offline)
{
    m_delegate->setOffline(offline);
    m_view->viewport()->update();
}

bool ConversationListWidget::isOffline() const
{
    return m_delegate->isOffline();
}

void ConversationListWidget::setWebLinkStyle(WebLink::Style style)
{
    m_webStyle = style;
}

} // namespace Switchyard
