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
    m_search->setPlaceholderText(tr("Search titles, repos, branches, messages…"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search conversations"));
    m_search->setAccessibleDescription(tr("Matches titles, repositories, branches, models and message text"));
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
    if (m_proxy->archiveView() == ConversationFilterProxy::ArchiveView::Archived)
        text += tr(" · archived");
    else if (m_store && !m_store->archived().isEmpty()
             && m_proxy->archiveView() == ConversationFilterProxy::ArchiveView::Active)
        text += tr(" · %n archived hidden", nullptr, int(m_store->archived().size()));
    m_summary->setText(text);
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
    if (m_commands)
        disconnect(m_commands, nullptr, this, nullptr);
    m_commands = commands;
    m_newButton->setEnabled(commands != nullptr);
    if (commands) {
        connect(commands, &ConversationCommands::sandboxLeftEmpty, this,
                &ConversationListWidget::handleSandboxLeftEmpty);
        connect(commands, &ConversationCommands::startTaskFailed, m_model, &ConversationListModel::addFailedStart);
        connect(commands, &ConversationCommands::commandFailed, this,
                [this](ConversationCommands::Kind kind, const QString &, const QString &message) {
                    if (kind == ConversationCommands::Kind::Rename || kind == ConversationCommands::Kind::Remove)
                        QMessageBox::warning(this, tr("Conversation"), message);
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

void ConversationListWidget::showContextMenu(const QPoint &pos)
{
    const QModelIndex idx = m_view->indexAt(pos);
    if (!idx.isValid())
        return;
    if (idx.data(M::IsStartTaskRole).toBool()) {
        showStartTaskMenu(idx.data(M::IdRole).toString(), pos);
        return;
    }
    // A right-click on a row of a multiple selection acts on the selection.
    const QList<QString> selected = selectedConversationIds();
    if (selected.size() > 1 && m_view->selectionModel()->isSelected(idx)) {
        QMenu menu(this);
        addBulkActions(&menu, selected);
        menu.addSeparator();
        addSelectAllShown(menu);
        menu.exec(m_view->viewport()->mapToGlobal(pos));
        return;
    }
    const QString id = idx.data(M::IdRole).toString();
    const QString sandboxId = idx.data(M::SandboxIdRole).toString();
    ActionContext context;
    context.connected = m_commands != nullptr;
    context.gone = idx.data(M::GoneRole).toBool();
    context.hasSandbox = !sandboxId.isEmpty();
    context.sandbox = idx.data(M::SandboxStatusRole).value<OpenEnum<SandboxStatus>>();
    context.execution = idx.data(M::ExecutionStatusRole).value<OpenEnum<ExecutionStatus>>();
    const SteeringActions can = availableActions(context);
    QMenu menu(this);
    addOpenActions(menu, id);
    menu.addSeparator();
    addAgentActions(menu, id, can);
    menu.addSeparator();
    addSandboxActions(menu, id, sandboxId, can);
    menu.addSeparator();
    const bool archived = idx.data(M::ArchivedRole).toBool();
    QAction *archive = menu.addAction(archived ? tr("Restore from archive") : tr("Archive"));
    archive->setEnabled(m_local != nullptr);
    connect(archive, &QAction::triggered, this, [this, id, archived] {
        if (m_local)
            m_local->setArchived({id}, !archived);
    });
    QAction *del = menu.addAction(tr("Delete…"));
    del->setShortcut(QKeySequence::Delete);
    del->setEnabled(can.has(SteeringAction::Delete));
    connect(del, &QAction::triggered, this, &ConversationListWidget::deleteCurrent);
    menu.addSeparator();
    addSelectAllShown(menu);
    m_view->setCurrentIndex(idx);
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

// A start task's menu: only a failed one can be dismissed.
void ConversationListWidget::showStartTaskMenu(const QString &taskId, const QPoint &pos)
{
    if (!m_model->isFailedStart(taskId))
        return;
    QMenu menu(this);
    QAction *dismiss = menu.addAction(tr("Dismiss failed start"));
    connect(dismiss, &QAction::triggered, this, [this, taskId] {
        m_model->dismissFailedStart(taskId);
    });
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

void ConversationListWidget::addSelectAllShown(QMenu &menu)
{
    QAction *all = menu.addAction(tr("Select all shown"));
    all->setShortcut(QKeySequence::SelectAll);
    connect(all, &QAction::triggered, this, &ConversationListWidget::selectAllShown);
}

// Open, copy its id, open it in the server's web UI, copy that link.
void ConversationListWidget::addOpenActions(QMenu &menu, const QString &id)
{
    QAction *open = menu.addAction(tr("Open"));
    connect(open, &QAction::triggered, this, [this, id] {
        Q_EMIT conversationActivated(id);
    });
    QAction *copy = menu.addAction(tr("Copy id"));
    connect(copy, &QAction::triggered, this, [id] {
        QGuiApplication::clipboard()->setText(id);
    });
    const QUrl web = WebLink::conversationUrl(m_serverUrl, id);
    QAction *browser = menu.addAction(tr("Open in browser"));
    browser->setEnabled(WebLink::isOpenable(web));
    browser->setToolTip(web.toString());
    connect(browser, &QAction::triggered, this, [this, id] {
        openInBrowser(id);
    });
    QAction *copyLink = menu.addAction(tr("Copy web link"));
    copyLink->setEnabled(WebLink::isOpenable(web));
    connect(copyLink, &QAction::triggered, this, [web] {
        QGuiApplication::clipboard()->setText(web.toString());
    });
}

// Rename, pause and resume the agent.
void ConversationListWidget::addAgentActions(QMenu &menu, const QString &id, const SteeringActions &can)
{
    QAction *rename = menu.addAction(tr("Rename…"));
    rename->setShortcut(QKeySequence(Qt::Key_F2));
    rename->setEnabled(can.has(SteeringAction::Rename));
    connect(rename, &QAction::triggered, this, &ConversationListWidget::renameCurrent);
    QAction *pauseAgent = menu.addAction(tr("Pause agent"));
    pauseAgent->setEnabled(can.has(SteeringAction::PauseAgent));
    connect(pauseAgent, &QAction::triggered, this, [this, id] {
        if (m_commands)
            m_commands->pauseAgent(id);
    });
    QAction *runAgent = menu.addAction(tr("Resume agent"));
    runAgent->setEnabled(can.has(SteeringAction::RunAgent));
    connect(runAgent, &QAction::triggered, this, [this, id] {
        if (m_commands)
            m_commands->runAgent(id);
    });
}

// Pause (asking first when other conversations share it) and resume the sandbox.
void ConversationListWidget::addSandboxActions(QMenu &menu, const QString &id, const QString &sandboxId,
                                               const SteeringActions &can)
{
    QAction *pauseSb = menu.addAction(tr("Pause sandbox"));
    pauseSb->setEnabled(can.has(SteeringAction::PauseSandbox));
    connect(pauseSb, &QAction::triggered, this, [this, id, sandboxId] {
        if (!m_commands)
            return;
        const int others = int(SandboxUsage::othersOn(m_store, sandboxId, id).size());
        if (others > 0
            && QMessageBox::question(
                   this, tr("Pause sandbox"),
                   tr("This sandbox is shared: pausing it also pauses %n other conversation(s).", nullptr, others))
                != QMessageBox::Yes)
            return;
        m_commands->pauseSandbox(sandboxId);
    });
    QAction *resumeSb = menu.addAction(tr("Resume sandbox"));
    resumeSb->setEnabled(can.has(SteeringAction::ResumeSandbox));
    connect(resumeSb, &QAction::triggered, this, [this, sandboxId] {
        if (m_commands)
            m_commands->resumeSandbox(sandboxId);
    });
}

void ConversationListWidget::setBulkCommands(BulkCommands *bulk)
{
    if (m_bulk)
        disconnect(m_bulk, nullptr, this, nullptr);
    m_bulk = bulk;
    if (m_bulk) {
        connect(m_bulk, &BulkCommands::finished, this, [this](BulkAction, int, int failed, const QString &message) {
            if (failed > 0)
                QMessageBox::warning(this, tr("Conversations"), message);
            else
                m_summary->setToolTip(message);
        });
    }
    updateSelectionBar();
}

void ConversationListWidget::setLocalCommands(LocalCommands *local)
{
    m_local = local;
}

void ConversationListWidget::setServerUrl(const QUrl &url)
{
    m_serverUrl = url;
}

void ConversationListWidget::openInBrowser(const QString &conversationId)
{
    const QUrl url = WebLink::conversationUrl(m_serverUrl, conversationId);
    if (SafeText::isOpenableUrl(url) && WebLink::isOpenable(url))
        QDesktopServices::openUrl(url);
}

QString ConversationListWidget::titleOf(const QString &conversationId) const
{
    const ConversationRecord *rec = m_store ? m_store->findConversation(conversationId) : nullptr;
    if (rec && !rec->conversation.title.isEmpty())
        return rec->conversation.title;
    return conversationId.left(8);
}

QList<QString> ConversationListWidget::selectedConversationIds() const
{
    QList<QModelIndex> rows = m_view->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) {
        return a.row() < b.row();
    });
    QList<QString> ids;
    ids.reserve(rows.size());
    for (const QModelIndex &i : std::as_const(rows)) {
        if (!i.data(M::IsStartTaskRole).toBool())
            ids.append(i.data(M::IdRole).toString());
    }
    return ids;
}

void ConversationListWidget::selectAllShown()
{
    m_view->selectAll();
}

void ConversationListWidget::updateSelectionBar()
{
    const QList<QString> ids = selectedConversationIds();
    const bool many = ids.size() > 1;
    m_selectionBar->setVisible(many);
    if (!many)
        return;
    m_selectionLabel->setText(tr("%n selected", nullptr, int(ids.size())));
    const BulkActions can = m_bulk ? m_bulk->available(ids) : BulkActions();
    for (QToolButton *b : std::as_const(m_bulkButtons))
        b->setEnabled(can.has(BulkAction(b->property("bulkAction").toInt())));
}

void ConversationListWidget::addBulkActions(QMenu *menu, const QList<QString> &ids)
{
    const BulkActions can = m_bulk ? m_bulk->available(ids) : BulkActions();
    menu->addSection(tr("%n selected", nullptr, int(ids.size())));
    for (QToolButton *b : std::as_const(m_bulkButtons)) {
        const int action = b->property("bulkAction").toInt();
        QAction *a = menu->addAction(b->toolTip().section(u':', 0, 0));
        a->setEnabled(can.has(BulkAction(action)));
        connect(a, &QAction::triggered, this, [this, action] {
            runBulk(action);
        });
    }
}

void ConversationListWidget::toggleFold(const QModelIndex &proxyIndex)
{
    if (!proxyIndex.isValid())
        return;
    const QString id = proxyIndex.data(M::IdRole).toString();
    m_proxy->setCollapsed(id, !m_proxy->isCollapsed(id));
}

void ConversationListWidget::onSearchChanged(const QString &text)
{
    const bool searching = !text.simplified().isEmpty();
    m_delegate->setSearchWords(m_proxy->searchWords());
    if (searching != m_delegate->showsMatchLine()) {
        m_delegate->setShowMatchLine(searching);
        m_view->doItemsLayout(); // every row is one line taller (or shorter) now
    }
    m_eventSearch->search(text);
}

QDialog *ConversationListWidget::makeBulkDialog(int actionValue)
{
    const auto action = BulkAction(actionValue);
    const BulkPlan plan = m_bulk ? m_bulk->plan(action, selectedConversationIds()) : BulkPlan();
    BulkActionDialog::Content c =
        bulkDialogTexts(actionValue, int(plan.conversations.size()), int(plan.sandboxes.size()));
    for (const QString &id : plan.conversations)
        c.conversationTitles.append(titleOf(id));
    c.skipped = int(plan.skipped.size());
    for (auto it = plan.sharedWith.cbegin(); it != plan.sharedWith.cend(); ++it) {
        BulkActionDialog::SharedSandbox shared;
        shared.sandboxId = it.key();
        for (const QString &other : it.value())
            shared.otherTitles.append(titleOf(other));
        c.shared.append(shared);
    }
    std::sort(c.shared.begin(), c.shared.end(), [](const auto &a, const auto &b) {
        return a.sandboxId < b.sandboxId;
    });
    if (action == BulkAction::Delete)
        c.emptiedSandboxes = int(plan.emptied.size());
    return new BulkActionDialog(c, this);
}

// The words of the confirmation for each action (`n` conversations on `sandboxes` sandboxes).
BulkActionDialog::Content ConversationListWidget::bulkDialogTexts(int actionValue, int n, int sandboxes) const
{
    const auto texts = [](const QString &windowTitle, const QString &question, const QString &detail,
                          const QString &confirmLabel, const QString &skippedReason, const QString &sharedNote) {
        BulkActionDialog::Content c;
        std::tie(c.windowTitle, c.question, c.detail, c.confirmLabel, c.skippedReason, c.sharedNote) =
            std::tie(windowTitle, question, detail, confirmLabel, skippedReason, sharedNote);
        return c;
    };
    switch (BulkAction(actionValue)) {
    case BulkAction::Archive:
        return texts(tr("Archive conversations"), tr("Archive %n conversation(s)?", nullptr, n),
                     tr("They are hidden from the list and kept, on this computer and on the server; the Archived "
                        "view shows them and restores them. Their sandboxes are not touched."),
                     tr("Archive"), tr("already archived"), {});
    case BulkAction::Restore:
        return texts(tr("Restore conversations"), tr("Put %n conversation(s) back in the list?", nullptr, n), {},
                     tr("Restore"), tr("not archived"), {});
    case BulkAction::Export:
        return texts(tr("Export trajectories"), tr("Download the trajectory of %n conversation(s)?", nullptr, n),
                     tr("One zip file per conversation, into the folder you choose; files already there are kept."),
                     tr("Export"), tr("deleted on the server"), {});
    case BulkAction::PauseSandboxes:
        return texts(tr("Pause sandboxes"), tr("Pause %n sandbox(es)?", nullptr, sandboxes),
                     tr("The agents on them stop; their workspaces are kept. Resuming takes a while."), tr("Pause"),
                     tr("their sandbox is not running"),
                     tr("Pausing a shared sandbox pauses every conversation on it, the ones listed too."));
    case BulkAction::ResumeSandboxes:
        return texts(tr("Resume sandboxes"), tr("Resume %n sandbox(es)?", nullptr, sandboxes), {}, tr("Resume"),
                     tr("their sandbox is not paused"), tr("A shared sandbox resumes for every conversation on it."));
    case BulkAction::Delete: {
        BulkActionDialog::Content c =
            texts(tr("Delete conversations"), tr("Delete %n conversation(s)?", nullptr, n),
                  tr("Their events, sub-conversations and start tasks are deleted on the server. This cannot be "
                     "undone; export the trajectories first if you need them."),
                  tr("Delete"), tr("already deleted on the server"),
                  tr("A shared sandbox stays for the conversations outside the selection."));
        c.destructive = true;
        return c;
    }
    }
    return {};
}

void ConversationListWidget::runBulk(int actionValue, const QString &exportFolderIn)
{
    const auto action = BulkAction(actionValue);
    const QList<QString> ids = selectedConversationIds();
    const BulkPlan plan = m_bulk ? m_bulk->plan(action, ids) : BulkPlan();
    if (plan.isEmpty())
        return;
    QString folder = exportFolderIn;
    if (action == BulkAction::Export && folder.isEmpty()) {
        folder = QFileDialog::getExistingDirectory(this, tr("Export trajectories into"));
        if (folder.isEmpty())
            return;
    }
    auto *dialog = static_cast<BulkActionDialog *>(makeBulkDialog(actionValue));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, plan, folder] {
        if (plan.action == BulkAction::Delete) {
            // The dialog decided about the sandboxes left empty: nobody asks again per conversation.
            for (const QString &id : plan.conversations)
                m_sandboxChoice.insert(id, false);
        }
        if (m_bulk)
            m_bulk->run(plan, folder, dialog->deleteEmptiedSandboxes());
    });
    dialog->open();
}

void ConversationListWidget::renameCurrent()
{
    const QString id = currentConversationId();
    if (id.isEmpty() || !m_commands)
        return;
    const int row = m_model->rowOfConversation(id);
    auto *dialog = new RenameConversationDialog(m_model->rowAt(row).title(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, id] {
        if (m_commands)
            m_commands->rename(id, dialog->title());
    });
    dialog->open();
}

void ConversationListWidget::deleteCurrent()
{
    if (selectedConversationIds().size() > 1) {
        runBulk(int(BulkAction::Delete)); // the same confirmation, listing all of them
        return;
    }
    const QString id = currentConversationId();
    if (id.isEmpty() || !m_commands)
        return;
    const ConversationRow &row = m_model->rowAt(m_model->rowOfConversation(id));
    const QString sandboxId = row.sandboxId();
    const int others = int(SandboxUsage::othersOn(m_store, sandboxId, id).size());
    auto *dialog = new DeleteConversationDialog(row.title().isEmpty() ? id : row.title(), sandboxId, others, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, id] {
        if (!m_commands)
            return;
        if (dialog->offersSandboxDelete())
            m_sandboxChoice.insert(id, dialog->deleteEmptiedSandbox());
        m_commands->remove(id);
    });
    dialog->open();
}

void ConversationListWidget::handleSandboxLeftEmpty(const QString &sandboxId, const QString &removedConversationId)
{
    if (!m_commands)
        return;
    // The delete dialog already asked (its "also delete its sandbox" box): do what was chosen there
    // and ask nothing more.
    const auto decided = m_sandboxChoice.constFind(removedConversationId);
    if (decided != m_sandboxChoice.cend()) {
        const bool deleteIt = *decided;
        m_sandboxChoice.erase(decided);
        if (deleteIt)
            m_commands->deleteSandbox(sandboxId);
        return;
    }
    // One question per sandbox: two conversations removed from it close together report it twice.
    if (m_askingAboutSandbox.contains(sandboxId))
        return;
    m_askingAboutSandbox.insert(sandboxId);
    auto *box = new QMessageBox(QMessageBox::Question, tr("Empty sandbox"),
                                tr("No conversation is left on sandbox %1. Delete the sandbox too?").arg(sandboxId),
                                QMessageBox::Yes | QMessageBox::No, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, sandboxId](int result) {
        m_askingAboutSandbox.remove(sandboxId);
        if (result == QMessageBox::Yes && m_commands)
            m_commands->deleteSandbox(sandboxId);
    });
    box->open();
}

} // namespace Switchyard
