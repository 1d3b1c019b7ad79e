// SPDX-License-Identifier: GPL-3.0-or-later
// ChangesWidget: review comments on diff lines (issue 30 part A). The diff's selected lines get an
// inline editor; a comment is anchored (ReviewAnchors::make) on the side's text as shown and goes
// to the draft through ReviewCommands. Every diff the service computes relocates the comments on
// its file (ReviewLocator), so the markers and the panel show outdated comments after the agent's
// next edits.
#include "models/commands/reviewcommands.h"
#include "models/read/reviewreader.h"
#include "models/review/reviewanchor.h"
#include "models/review/reviewlocator.h"
#include "models/workspace/workspaceservice.h"
#include "ui/diff/changeswidget.h"
#include "ui/diff/codeview.h"
#include "ui/diff/diffview.h"
#include "ui/diff/fileviewerwidget.h"
#include "ui/diff/githandoffbar.h"
#include "ui/diff/reviewcommenteditor.h"
#include "ui/diff/reviewpanel.h"

#include <QScrollBar>
#include <QTabWidget>

#include <algorithm>

namespace Switchyard {

void ChangesWidget::connectReview()
{
    m_locator = new ReviewLocator(this);
    m_commentEditor = new ReviewCommentEditor(m_diffView->viewport());
    connect(m_service, &WorkspaceService::diffReady, m_locator, &ReviewLocator::updateDiff);
    connect(m_locator, &ReviewLocator::locationsChanged, this, &ChangesWidget::updateCommentMarkers);
    connect(m_diffView, &DiffView::commentRequested, this, &ChangesWidget::commentOnLines);
    connect(m_diffView->verticalScrollBar(), &QScrollBar::valueChanged, this, &ChangesWidget::placeCommentEditor);
    m_fileCommentEditor = new ReviewCommentEditor(m_fileViewer->editor()->viewport());
    for (ReviewCommentEditor *editor : {m_commentEditor, m_fileCommentEditor}) {
        connect(editor, &ReviewCommentEditor::submitted, this, &ChangesWidget::submitComment);
        connect(editor, &ReviewCommentEditor::cancelled, this, [this] {
            m_editingId.clear();
        });
    }
    connect(m_fileViewer->editor(), &CodeView::commentRequested, this, &ChangesWidget::commentOnFileLines);
    connect(m_fileViewer, &FileViewerWidget::fileShown, this, &ChangesWidget::fileShownForReview);
    connect(m_reviewPanel, &ReviewPanel::openComment, this, &ChangesWidget::showComment);
    connect(m_reviewPanel, &ReviewPanel::editRequested, this, &ChangesWidget::editComment);
}

void ChangesWidget::submitComment(const QString &text)
{
    if (!m_reviewCommands)
        return;
    if (m_editingId.isEmpty())
        m_reviewCommands->addComment(m_conversationId, m_pendingAnchor, text);
    else
        m_reviewCommands->editComment(m_editingId, text);
    m_editingId.clear();
}

QString ChangesWidget::repositoryRelative(const QString &path) const
{
    const QString root = m_service->repositoryRoot() + QLatin1Char('/');
    return path.startsWith(root) ? path.mid(root.size()) : path;
}

void ChangesWidget::fileShownForReview(const QString &path)
{
    // A file shown in part: the rest is not there to find comments in (they keep their place).
    if (!m_fileViewer->isTruncated() && m_fileViewer->isShowingText())
        m_locator->updateText(repositoryRelative(path), SplitText::split(m_fileViewer->editor()->toPlainText()));
    updateCommentMarkers();
}

void ChangesWidget::commentOnFileLines(int firstLine, int lastLine)
{
    if (!m_reviewCommands || !m_fileViewer->isShowingText())
        return;
    m_tabs->setCurrentWidget(m_fileViewer);
    const QString path = repositoryRelative(m_fileViewer->path());
    m_pendingAnchor =
        ReviewAnchors::make(path, ReviewAnchor::Side::New, SplitText::split(m_fileViewer->editor()->toPlainText()),
                            firstLine + 1, lastLine + 1, m_service->ref());
    m_editingId.clear();
    m_fileCommentEditor->open(ReviewAnchors::reference(m_pendingAnchor));
    CodeView *code = m_fileViewer->editor();
    QWidget *viewport = code->viewport();
    const int height = std::min(150, std::max(110, viewport->height() / 3));
    const int width = std::min(viewport->width() - 16, 640);
    const QRect cursor = code->cursorRect();
    int top = cursor.bottom() + 4;
    if (top + height > viewport->height())
        top = std::max(0, cursor.top() - height - 4);
    m_fileCommentEditor->setGeometry(QRect(std::min(24, viewport->width() - width), top, width, height));
}

void ChangesWidget::setReview(ReviewCommands *commands, ReviewReader *reader)
{
    m_reviewCommands = commands;
    m_reviews = reader;
    const bool on = commands && reader;
    m_locator->setReader(reader);
    m_reviewPanel->setServices(on ? commands : nullptr, reader, m_locator);
    m_diffView->setCommentingEnabled(on && !m_conversationId.isEmpty());
    m_fileViewer->editor()->setCommentingEnabled(on);
}

void ChangesWidget::setGitCommands(ConversationCommands *commands)
{
    m_gitCommands = commands;
    m_gitBar->setServices(commands, m_store);
}

void ChangesWidget::setReviewConversation(const QString &conversationId)
{
    m_conversationId = conversationId;
    m_commentEditor->hide();
    m_fileCommentEditor->hide();
    m_editingId.clear();
    m_locator->setConversation(conversationId);
    m_gitBar->setConversation(conversationId);
    m_reviewPanel->setConversation(conversationId);
    m_diffView->setCommentingEnabled(m_reviewCommands && m_reviews && !conversationId.isEmpty());
}

void ChangesWidget::updateCommentMarkers()
{
    QList<DiffCommentMarker> markers;
    for (const ReviewAnchor::Side side : {ReviewAnchor::Side::Old, ReviewAnchor::Side::New}) {
        for (const auto &[comment, where] : m_locator->commentsOn(m_currentPath, side)) {
            DiffCommentMarker m;
            m.id = comment.id;
            m.newSide = side == ReviewAnchor::Side::New;
            m.firstLine = where.startLine - 1;
            m.lastLine = where.endLine - 1;
            m.outdated = where.outdated;
            m.text = comment.body;
            markers.append(m);
        }
    }
    m_diffView->setCommentMarkers(markers);
    QList<CodeCommentMarker> fileMarkers;
    const QString shown = repositoryRelative(m_fileViewer->path());
    for (const auto &[comment, where] : m_locator->commentsOn(shown, ReviewAnchor::Side::New))
        fileMarkers.append({where.startLine - 1, where.endLine - 1, where.outdated});
    m_fileViewer->editor()->setCommentMarkers(fileMarkers);
}

void ChangesWidget::commentOnLines(const DiffLineSelection &selection)
{
    if (!m_reviewCommands || !m_diffView->hasDiff() || !selection.isValid())
        return;
    m_diffView->selectLines(selection);
    const FileDiff &diff = m_diffView->diff();
    const ReviewAnchor::Side side = selection.newSide ? ReviewAnchor::Side::New : ReviewAnchor::Side::Old;
    m_pendingAnchor = ReviewAnchors::make(m_currentPath, side, selection.newSide ? diff.newText() : diff.oldText(),
                                          selection.firstLine + 1, selection.lastLine + 1, m_service->ref());
    m_editingId.clear();
    m_commentEditor->open(ReviewAnchors::reference(m_pendingAnchor));
    placeCommentEditor();
}

// Under the selected lines, as wide as the view; above them when there is no room below.
void ChangesWidget::placeCommentEditor()
{
    if (!m_commentEditor->isVisible())
        return;
    QWidget *viewport = m_diffView->viewport();
    const int height = std::min(150, std::max(110, viewport->height() / 3));
    const int width = std::min(viewport->width() - 16, 640);
    const QRect sel = m_diffView->selectionRect();
    int top = sel.isValid() ? sel.bottom() + 2 : 8;
    if (top + height > viewport->height())
        top = sel.isValid() && sel.top() - height - 2 >= 0 ? sel.top() - height - 2
                                                           : std::max(0, viewport->height() - height);
    m_commentEditor->setGeometry(QRect(std::min(48, viewport->width() - width), top, width, height));
}

void ChangesWidget::showComment(const ReviewComment &comment)
{
    const bool newSide = comment.anchor.side == ReviewAnchor::Side::New;
    const auto where = m_locator->location(comment.id);
    const int first = (where ? where->startLine : comment.anchor.startLine) - 1;
    const int last = (where ? where->endLine : comment.anchor.endLine) - 1;
    if (comment.anchor.path != m_currentPath) {
        showFile(comment.anchor.path);
        return; // its diff is on its way; the markers show the comment when it is
    }
    m_tabs->setCurrentIndex(0);
    m_diffView->expandAll();
    const int row = m_diffView->rowOfLine(newSide, first);
    if (row >= 0)
        m_diffView->verticalScrollBar()->setValue(std::max(0, row - 3));
    m_diffView->selectLines({newSide, first, last});
    m_diffView->setFocus();
}

void ChangesWidget::editComment(const ReviewComment &comment)
{
    showComment(comment);
    m_pendingAnchor = comment.anchor;
    m_editingId = comment.id;
    m_commentEditor->open(ReviewAnchors::reference(comment.anchor), comment.body);
    placeCommentEditor();
}

} // namespace Switchyard
