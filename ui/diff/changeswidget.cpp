// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/diff/changeswidget.h"

#include "models/workspace/changesmodel.h"
#include "models/workspace/filetreemodel.h"
#include "models/workspace/workspaceservice.h"
#include "ui/diff/changesdelegate.h"
#include "ui/diff/diffview.h"
#include "ui/diff/elidedlabel.h"
#include "ui/diff/fileviewerwidget.h"
#include "ui/diff/githandoffbar.h"
#include "ui/diff/reviewpanel.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHideEvent>
#include <QLabel>
#include <QLineEdit>
#include <QShowEvent>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <functional>

namespace Switchyard {

namespace {
/// The column of widgets of `page`, touching its edges.
QVBoxLayout *edgeToEdgeColumn(QWidget *page, int spacing)
{
    auto *column = new QVBoxLayout(page);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(spacing);
    return column;
}
} // namespace

ChangesWidget::ChangesWidget(QWidget *parent)
    : QWidget(parent)
    , m_service(new WorkspaceService(this))
    , m_tree(new QTreeView(this))
    , m_diffView(new DiffView(this))
    , m_fileViewer(new FileViewerWidget(this))
    , m_tabs(new QTabWidget(this))
    , m_ref(new QComboBox(this))
    , m_status(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_diffHeader(new ElidedLabel(this))
    , m_hunkLabel(new QLabel(this))
    , m_unified(new QToolButton(this))
    , m_sideBySide(new QToolButton(this))
{
    m_fileViewer->setService(m_service);

    auto *layout = edgeToEdgeColumn(this, 0);
    layout->addLayout(buildToolBar());

    QWidget *left = buildLists();

    // Right: diff and file tabs.
    m_tabs->addTab(buildDiffPage(), tr("Diff"));
    m_tabs->addTab(m_fileViewer, tr("File"));
    m_tabs->setDocumentMode(true);
    m_tabs->setUsesScrollButtons(false); // two short tabs; a narrow pane elides rather than scrolls
    m_tabs->setAccessibleName(tr("Diff and file"));

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({260, 780});
    layout->addWidget(splitter, 1);

    m_unified->setChecked(m_diffView->mode() == DiffView::Mode::Unified);
    m_sideBySide->setChecked(m_diffView->mode() == DiffView::Mode::SideBySide);
    m_diffView->setMessage(tr("Select a changed file to see its diff."));

    connectLists();
    connectService();
    connectReview();
    // Nothing is read before it is shown (a detail tab behind another costs no request).
    connect(m_lists, &QStackedWidget::currentChanged, this, &ChangesWidget::updateShown);
    updateShown();
}

void ChangesWidget::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_shown = true;
    updateShown();
}

void ChangesWidget::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    if (!event->spontaneous()) // a minimised window: still what the user looks at
        m_shown = false;
    updateShown();
}

void ChangesWidget::updateShown()
{
    const bool shown = m_shown;
    m_service->setFilesShown(shown && m_lists->currentIndex() == 1);
    m_service->setActive(shown);
}

// Toolbar: base ref, refresh, status.
QHBoxLayout *ChangesWidget::buildToolBar()
{
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 4, 6, 4);
    auto *refLabel = new QLabel(tr("Compare with:"), this);
    m_ref->setEditable(true);
    m_ref->addItem(tr("default branch"), QString());
    m_ref->addItem(QStringLiteral("HEAD"), QStringLiteral("HEAD"));
    m_ref->setToolTip(tr("The base ref the working tree is compared with (a branch, tag or commit)"));
    m_ref->setMinimumContentsLength(14);
    refLabel->setBuddy(m_ref);
    auto *refreshButton = new QToolButton(this);
    refreshButton->setText(tr("Refresh"));
    refreshButton->setAccessibleDescription(tr("Reads the changes of the workspace again"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setWordWrap(true);
    bar->addWidget(refLabel);
    bar->addWidget(m_ref);
    bar->addWidget(refreshButton);
    bar->addSpacing(8);
    bar->addWidget(m_status, 1);
    m_gitBar = new GitHandOffBar(this); // Commit, Push, Open pull request; the PRs (issue 30)
    bar->addWidget(m_gitBar);

    connect(refreshButton, &QToolButton::clicked, this, &ChangesWidget::refresh);
    connect(m_ref, &QComboBox::activated, this, [this](int i) {
        m_service->setRef(m_ref->itemData(i).toString());
    });
    connect(m_ref->lineEdit(), &QLineEdit::editingFinished, this, [this] {
        const QString text = m_ref->currentText().trimmed();
        const int i = m_ref->findText(text);
        m_service->setRef(i >= 0 ? m_ref->itemData(i).toString() : text);
    });
    return bar;
}

// Left: the changed files or every file, switched by two toggles, and the summary below.
QWidget *ChangesWidget::buildLists()
{
    auto *left = new QWidget(this);
    auto *leftLayout = edgeToEdgeColumn(left, 2);
    m_tree->setModel(m_service->model());
    m_tree->setItemDelegate(new ChangesDelegate(m_tree));
    m_tree->setUniformRowHeights(true);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->setAccessibleName(tr("Changed files"));
    m_tree->setAccessibleDescription(tr("Files changed in the workspace, by folder, with added and removed lines; "
                                        "Enter shows a file's diff"));
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(ChangesModel::NameColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(ChangesModel::CountsColumn, QHeaderView::ResizeToContents);
    m_summary->setContentsMargins(6, 2, 6, 4);

    QWidget *filesPage = buildFilesPage();
    // Two toggles over a stack (not tabs: a narrow pane would grow scroll arrows).
    auto *switcher = new QHBoxLayout;
    switcher->setContentsMargins(4, 2, 4, 0);
    auto *showChanged = new QToolButton(left);
    auto *showAll = new QToolButton(left);
    showChanged->setText(tr("Changed"));
    showAll->setText(tr("All files"));
    showChanged->setAccessibleDescription(tr("Shows the changed files with their added and removed lines"));
    showAll->setAccessibleDescription(tr("Shows every file of the workspace, changed ones marked"));
    for (QToolButton *b : {showChanged, showAll}) {
        b->setCheckable(true);
        b->setAutoRaise(true);
        switcher->addWidget(b);
    }
    switcher->addStretch(1);
    auto *which = new QButtonGroup(left);
    which->setExclusive(true);
    which->addButton(showChanged, 0);
    which->addButton(showAll, 1);
    showChanged->setChecked(true);
    m_lists = new QStackedWidget(left);
    m_lists->addWidget(m_tree);
    m_lists->addWidget(filesPage);
    m_lists->setAccessibleName(tr("Changed files or all files"));
    connect(which, &QButtonGroup::idClicked, m_lists, &QStackedWidget::setCurrentIndex);
    connect(m_lists, &QStackedWidget::currentChanged, this, [which](int i) {
        if (QAbstractButton *b = which->button(i))
            b->setChecked(true);
    });
    leftLayout->addLayout(switcher);
    leftLayout->addWidget(m_lists, 1);
    leftLayout->addWidget(m_summary);
    m_reviewPanel = new ReviewPanel(left); // the review draft (changeswidgetreview.cpp)
    leftLayout->addWidget(m_reviewPanel);
    return left;
}

// Every file (newer servers' GET …/files), beside the changed ones.
QWidget *ChangesWidget::buildFilesPage()
{
    auto *filesPage = new QWidget(this);
    auto *filesLayout = edgeToEdgeColumn(filesPage, 2);
    m_filesStatus = new QLabel(filesPage);
    m_filesStatus->setTextFormat(Qt::PlainText);
    m_filesStatus->setWordWrap(true);
    m_filesStatus->setContentsMargins(6, 2, 6, 2);
    m_fileTree = new QTreeView(filesPage);
    m_fileTree->setObjectName(QStringLiteral("allFilesTree"));
    m_fileTree->setModel(m_service->fileTree());
    m_fileTree->setHeaderHidden(true);
    m_fileTree->setUniformRowHeights(true);
    m_fileTree->setAccessibleName(tr("All files"));
    m_fileTree->setAccessibleDescription(tr("Every file of the workspace by folder; changed files are bold and "
                                            "marked; Enter shows a changed file's diff or opens the file"));
    filesLayout->addWidget(m_filesStatus);
    filesLayout->addWidget(m_fileTree, 1);
    return filesPage;
}

// The diff tab: its header, the hunk navigation, the unified/side-by-side switch and "Open file".
QWidget *ChangesWidget::buildDiffPage()
{
    auto *diffPage = new QWidget(this);
    auto *diffLayout = edgeToEdgeColumn(diffPage, 0);
    auto *diffBar = new QHBoxLayout;
    diffBar->setContentsMargins(6, 3, 6, 3);
    m_diffHeader->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_unified->setText(tr("Unified"));
    m_sideBySide->setText(tr("Side by side"));
    m_unified->setCheckable(true);
    m_sideBySide->setCheckable(true);
    auto *modes = new QButtonGroup(this);
    modes->setExclusive(true);
    modes->addButton(m_unified);
    modes->addButton(m_sideBySide);
    auto *prevHunk = new QToolButton(this);
    prevHunk->setText(QStringLiteral("\u25B2"));
    prevHunk->setToolTip(tr("Previous change (P)"));
    prevHunk->setAccessibleName(tr("Previous change"));
    auto *nextHunk = new QToolButton(this);
    nextHunk->setText(QStringLiteral("\u25BC"));
    nextHunk->setToolTip(tr("Next change (N)"));
    nextHunk->setAccessibleName(tr("Next change"));
    auto *openFile = new QToolButton(this);
    openFile->setText(tr("Open file"));
    openFile->setAccessibleDescription(tr("Shows the whole file in the File tab"));
    m_unified->setAccessibleDescription(tr("Shows the diff in one column"));
    m_sideBySide->setAccessibleDescription(tr("Shows the old and the new file next to each other"));
    diffBar->addWidget(m_diffHeader, 1);
    diffBar->addWidget(m_hunkLabel);
    diffBar->addWidget(prevHunk);
    diffBar->addWidget(nextHunk);
    diffBar->addSpacing(8);
    diffBar->addWidget(m_unified);
    diffBar->addWidget(m_sideBySide);
    diffBar->addSpacing(8);
    diffBar->addWidget(openFile);
    diffLayout->addLayout(diffBar);
    diffLayout->addWidget(m_diffView, 1);

    connect(m_unified, &QToolButton::clicked, this, [this] {
        m_diffView->setMode(DiffView::Mode::Unified);
    });
    connect(m_sideBySide, &QToolButton::clicked, this, [this] {
        m_diffView->setMode(DiffView::Mode::SideBySide);
    });
    connect(m_diffView, &DiffView::modeChanged, this, [this](DiffView::Mode mode) {
        m_unified->setChecked(mode == DiffView::Mode::Unified);
        m_sideBySide->setChecked(mode == DiffView::Mode::SideBySide);
    });
    connect(m_diffView, &DiffView::currentHunkChanged, this, &ChangesWidget::updateHunkLabel);
    connect(prevHunk, &QToolButton::clicked, m_diffView, &DiffView::previousHunk);
    connect(nextHunk, &QToolButton::clicked, m_diffView, &DiffView::nextHunk);
    connect(openFile, &QToolButton::clicked, this, [this] {
        if (m_currentPath.isEmpty())
            return;
        m_fileViewer->showFile(m_currentPath);
        m_tabs->setCurrentWidget(m_fileViewer);
    });
    return diffPage;
}

// Selecting in the change list shows a diff; in the file list, a changed file's diff or the file.
void ChangesWidget::connectLists()
{
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        if (!current.isValid() || current.data(ChangesModel::IsDirectoryRole).toBool())
            return;
        showDiffOf(current.data(ChangesModel::PathRole).toString());
    });
    connect(m_tree, &QTreeView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.data(ChangesModel::IsDirectoryRole).toBool())
            return;
        m_fileViewer->showFile(index.data(ChangesModel::PathRole).toString());
        m_tabs->setCurrentWidget(m_fileViewer);
    });
    connect(m_fileTree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                openListed(current, false);
            });
    connect(m_fileTree, &QTreeView::activated, this, [this](const QModelIndex &index) {
        openListed(index, false);
    });
    connect(m_fileTree, &QTreeView::doubleClicked, this, [this](const QModelIndex &index) {
        openListed(index, true);
    });
}

void ChangesWidget::openListed(const QModelIndex &index, bool viewer)
{
    if (!index.isValid() || index.data(FileTreeModel::IsDirRole).toBool())
        return;
    const QString path = index.data(FileTreeModel::PathRole).toString();
    if (!viewer && index.data(FileTreeModel::ChangedRole).toBool()) {
        // A changed file: its diff (the change list keeps its own selection).
        const QModelIndex changed = m_service->model()->indexForPath(path);
        if (changed.isValid()) {
            m_tabs->setCurrentIndex(0);
            m_tree->setCurrentIndex(changed);
            return;
        }
    }
    m_currentPath = path;
    m_fileViewer->showFile(path);
    m_tabs->setCurrentWidget(m_fileViewer);
}

void ChangesWidget::connectService()
{
    connect(m_service, &WorkspaceService::filesUpdated, this, &ChangesWidget::updateFilesList);
    connect(m_service, &WorkspaceService::statusChanged, m_status, &QLabel::setText);
    connect(m_service, &WorkspaceService::busyChanged, this, [this](bool busy) {
        if (busy)
            m_status->setText(tr("Reading the workspace \u2026"));
        else
            m_status->setText(m_service->statusMessage());
    });
    connect(m_service, &WorkspaceService::changesUpdated, this, &ChangesWidget::onChangesUpdated);
    connect(m_service->model(), &QAbstractItemModel::dataChanged, this, &ChangesWidget::updateSummary);
    connect(m_service, &WorkspaceService::diffReady, this, [this](const QString &path, const FileDiff &diff) {
        if (path != m_currentPath)
            return;
        m_diffView->setDiff(diff, path);
    });
    connect(m_service, &WorkspaceService::diffFailed, this, [this](const QString &path, const QString &message) {
        if (path == m_currentPath)
            m_diffView->setMessage(message);
    });
}

void ChangesWidget::updateFilesList()
{
    m_filesStatus->setText(m_service->filesStatus());
    m_filesStatus->setVisible(!m_service->filesStatus().isEmpty());
    // Folders with changes open; the rest stay closed (2,000 files would be a long list).
    FileTreeModel *files = m_service->fileTree();
    std::function<void(const QModelIndex &)> expand = [&](const QModelIndex &folder) {
        for (int r = 0; r < files->rowCount(folder); ++r) {
            const QModelIndex i = files->index(r, 0, folder);
            if (files->data(i, FileTreeModel::IsDirRole).toBool()
                && files->data(i, FileTreeModel::ChangedBelowRole).toInt() > 0) {
                m_fileTree->expand(i);
                expand(i);
            }
        }
    };
    expand({});
}

void ChangesWidget::onChangesUpdated()
{
    m_tree->expandAll();
    updateSummary();
    if (!m_pendingPath.isEmpty()) {
        const QString p = m_pendingPath;
        m_pendingPath.clear();
        showFile(p);
        return;
    }
    const QModelIndex current = m_service->model()->indexForPath(m_currentPath);
    if (current.isValid()) {
        // Same file still changed: refresh its diff in place.
        showDiffOf(m_currentPath);
        return;
    }
    // Select the first file.
    QModelIndex idx = m_service->model()->index(0, 0);
    while (idx.isValid() && idx.data(ChangesModel::IsDirectoryRole).toBool())
        idx = m_service->model()->index(0, 0, idx);
    if (idx.isValid())
        m_tree->setCurrentIndex(idx);
    else {
        m_currentPath.clear();
        m_diffHeader->setFullText({});
        m_diffView->setMessage(m_service->statusMessage().isEmpty() ? tr("No changes.") : m_service->statusMessage());
    }
}

ChangesWidget::~ChangesWidget() = default;

void ChangesWidget::setCommands(WorkspaceCommands *commands)
{
    m_service->setCommands(commands);
}

void ChangesWidget::setStore(StoreReader *store)
{
    m_service->setStore(store);
    m_store = store;
    m_gitBar->setServices(m_gitCommands, store);
}

void ChangesWidget::setConversation(const QString &conversationId)
{
    m_currentPath.clear();
    m_diffHeader->setFullText({});
    // Replaced as soon as the service answers (synchronously when it reconstructs from the events).
    m_diffView->setMessage(conversationId.isEmpty() ? tr("Select a conversation to see its changes.")
                                                    : tr("Reading the workspace \u2026"));
    m_fileViewer->setMessage(tr("Choose a file to show."));
    setReviewConversation(conversationId);
    m_service->setConversation(conversationId);
    if (!conversationId.isEmpty() && !m_service->isBusy() && !m_service->isStale() && m_currentPath.isEmpty()
        && m_service->model()->rowCount() == 0)
        m_diffView->setMessage(m_service->statusMessage().isEmpty() ? tr("No changes.") : m_service->statusMessage());
}

void ChangesWidget::refresh()
{
    m_service->refresh();
}

void ChangesWidget::showFile(const QString &path)
{
    QString rel = path;
    const QString root = m_service->repositoryRoot() + QLatin1Char('/');
    if (rel.startsWith(root))
        rel = rel.mid(root.size());
    const QModelIndex idx = m_service->model()->indexForPath(rel);
    if (idx.isValid()) {
        m_tabs->setCurrentIndex(0);
        m_tree->setCurrentIndex(idx);
        m_tree->scrollTo(idx);
        return;
    }
    if (m_service->isBusy()) {
        m_pendingPath = path; // the change list is on its way
        return;
    }
    m_fileViewer->showFile(path);
    m_tabs->setCurrentWidget(m_fileViewer);
}

void ChangesWidget::showDiffOf(const QString &path)
{
    const bool same = path == m_currentPath;
    m_currentPath = path;
    const QModelIndex idx = m_service->model()->indexForPath(path);
    const QString status = idx.isValid() ? idx.data(Qt::ToolTipRole).toString() : path;
    m_diffHeader->setFullText(status);
    if (!same || !m_diffView->hasDiff())
        m_diffView->setMessage(tr("Loading the diff of %1 \u2026").arg(path));
    m_service->requestDiff(path);
}

void ChangesWidget::updateSummary()
{
    const QList<WorkspaceChange> changes = m_service->model()->changes();
    int added = 0, removed = 0;
    for (const WorkspaceChange &c : changes) {
        if (c.countsKnown()) {
            added += c.added;
            removed += c.removed;
        }
    }
    m_summary->setText(
        tr("%n file(s) changed, +%1 \u2212%2", nullptr, static_cast<int>(changes.size())).arg(added).arg(removed));
}

QString ChangesWidget::fileTreeStatus() const
{
    return m_filesStatus->text();
}

void ChangesWidget::showAllFiles(bool all)
{
    m_lists->setCurrentIndex(all ? 1 : 0);
}

void ChangesWidget::updateHunkLabel(int index, int count)
{
    m_hunkLabel->setText(count > 0 ? tr("change %1 of %2").arg(index + 1).arg(count) : QString());
}

} // namespace Switchyard
