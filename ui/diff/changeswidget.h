// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/review/reviewcomment.h"

#include <QPointer>
#include <QWidget>

class QButtonGroup;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QModelIndex;
class QStackedWidget;
class QTabWidget;
class QToolButton;
class QTreeView;

namespace Switchyard {

class DiffView;
class ElidedLabel;
class FileDiff;
class ConversationCommands;
class FileViewerWidget;
class GitHandOffBar;
class ReviewCommands;
class ReviewCommentEditor;
class ReviewLocator;
class ReviewPanel;
class ReviewReader;
class StoreReader;
struct DiffLineSelection;
class WorkspaceCommands;
class WorkspaceService;

/// The "Changes" panel of a conversation: the tree of changed files with status and +/- counts,
/// the diff of the selected file (unified or side by side, remembered), and a file viewer for any
/// workspace path. Base ref selectable. Works offline from the recorded file edits. Reads the
/// workspace only while it is shown, and every file only while the All files list is (issue 28.15).
class ChangesWidget : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChangesWidget)
public:
    explicit ChangesWidget(QWidget *parent = nullptr);
    ~ChangesWidget() override;

    /// Not owned; null: offline (changes reconstructed from the events).
    void setCommands(WorkspaceCommands *commands);
    void setStore(StoreReader *store);
    void setConversation(const QString &conversationId);
    /// Shows the diff of `path` when it is a changed file, else the file itself (absolute path, or
    /// relative to the repository root).
    void showFile(const QString &path);

    [[nodiscard]] WorkspaceService *service() const { return m_service; }
    [[nodiscard]] DiffView *diffView() const { return m_diffView; }
    [[nodiscard]] FileViewerWidget *fileViewer() const { return m_fileViewer; }
    [[nodiscard]] QTreeView *tree() const { return m_tree; }
    /// Every file of the workspace (newer servers), changed ones marked.
    [[nodiscard]] QTreeView *fileTree() const { return m_fileTree; }
    /// What the file tree says above it ("Showing the first 2,000 files…") (tests).
    [[nodiscard]] QString fileTreeStatus() const;
    /// Shows the "All files" (true) or the "Changed" (false) list.
    void showAllFiles(bool all);
    [[nodiscard]] QString currentPath() const { return m_currentPath; }

    // --- Review comments (issue 30; changeswidgetreview.cpp) -------------------------------------
    /// Neither is owned; null: lines cannot be commented on (offline review).
    void setReview(ReviewCommands *commands, ReviewReader *reader);
    [[nodiscard]] ReviewPanel *reviewPanel() const { return m_reviewPanel; }
    [[nodiscard]] ReviewLocator *reviewLocator() const { return m_locator; }
    [[nodiscard]] ReviewCommentEditor *commentEditor() const { return m_commentEditor; }
    /// The inline editor over the file viewer (a comment on lines of the File tab).
    [[nodiscard]] ReviewCommentEditor *fileCommentEditor() const { return m_fileCommentEditor; }
    /// Opens the file viewer's inline editor for its lines [first, last] (0-based).
    void commentOnFileLines(int firstLine, int lastLine);
    /// Opens the inline editor for the selected lines of the diff (what C does).
    void commentOnLines(const Switchyard::DiffLineSelection &selection);
    /// Not owned; the git hand-off (Commit, Push, Open pull request) asks the agent through it.
    void setGitCommands(ConversationCommands *commands);
    [[nodiscard]] GitHandOffBar *gitBar() const { return m_gitBar; }

public Q_SLOTS:
    void refresh();

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    /// Tells the service what is on screen: the change list, the list of every file.
    void updateShown();
    QHBoxLayout *buildToolBar();
    QWidget *buildLists();
    QWidget *buildFilesPage();
    QWidget *buildDiffPage();
    void connectLists();
    void connectService();
    /// A file chosen in the "All files" list: a changed file's diff, else (or with `viewer`) the file.
    void openListed(const QModelIndex &index, bool viewer);
    void updateFilesList();
    void onChangesUpdated();
    void selectPath(const QString &path);
    void showDiffOf(const QString &path);
    void updateSummary();
    void updateHunkLabel(int index, int count);
    void connectReview();
    void setReviewConversation(const QString &conversationId);
    void updateCommentMarkers();
    void placeCommentEditor();
    void showComment(const ReviewComment &comment);
    void editComment(const ReviewComment &comment);
    void submitComment(const QString &text);
    void fileShownForReview(const QString &path);
    [[nodiscard]] QString repositoryRelative(const QString &path) const;

    WorkspaceService *m_service = nullptr;
    QTreeView *m_tree = nullptr;
    QTreeView *m_fileTree = nullptr;
    QLabel *m_filesStatus = nullptr;
    QStackedWidget *m_lists = nullptr;
    DiffView *m_diffView = nullptr;
    FileViewerWidget *m_fileViewer = nullptr;
    QTabWidget *m_tabs = nullptr;
    QComboBox *m_ref = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_summary = nullptr;
    ElidedLabel *m_diffHeader = nullptr;
    QLabel *m_hunkLabel = nullptr;
    QToolButton *m_unified = nullptr;
    QToolButton *m_sideBySide = nullptr;
    QString m_currentPath;
    QString m_pendingPath;
    bool m_shown = false; ///< between a show event and a hide event that is not the window's own
    QPointer<ReviewCommands> m_reviewCommands;
    QPointer<ReviewReader> m_reviews;
    ConversationCommands *m_gitCommands = nullptr; ///< not owned (outlives the widget)
    StoreReader *m_store = nullptr; ///< not owned
    GitHandOffBar *m_gitBar = nullptr;
    ReviewLocator *m_locator = nullptr;
    ReviewPanel *m_reviewPanel = nullptr;
    ReviewCommentEditor *m_commentEditor = nullptr;
    ReviewCommentEditor *m_fileCommentEditor = nullptr;
    ReviewAnchor m_pendingAnchor; ///< what the open editor comments on
    QString m_editingId; ///< the comment the open editor edits ("" = a new one)
    QString m_conversationId;
};

} // namespace Switchyard
