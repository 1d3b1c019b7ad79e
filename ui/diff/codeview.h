// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPlainTextEdit>

class QPainter;

namespace Switchyard {

class SyntaxHighlighter;

/// A review comment on lines of the file (issue 30): a bar in the gutter (0-based lines).
struct CodeCommentMarker
{
    int firstLine = 0;
    int lastLine = 0;
    bool outdated = false;
};

/// A read-only QPlainTextEdit with a line-number gutter and a syntax highlighter that formats the
/// visible blocks first.
class CodeView : public QPlainTextEdit
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CodeView)
public:
    explicit CodeView(QWidget *parent = nullptr);
    ~CodeView() override;

    /// Sets the highlighting language from a file name (creates the highlighter on first use).
    void setFileName(const QString &fileName);
    [[nodiscard]] SyntaxHighlighter *highlighter() const { return m_highlighter; }
    [[nodiscard]] int gutterWidth() const;
    /// First and last block numbers on screen.
    [[nodiscard]] QPair<int, int> visibleBlocks() const;
    void paintGutter(QPaintEvent *event);

    // --- Review comments (issue 30): the context menu's "Comment on lines…" (Ctrl+Alt+C) asks for
    // a comment on the selected lines (or the cursor's line); comments are bars in the gutter.
    void setCommentingEnabled(bool enabled);
    [[nodiscard]] bool isCommentingEnabled() const { return m_commenting; }
    void setCommentMarkers(const QList<CodeCommentMarker> &markers);
    [[nodiscard]] const QList<CodeCommentMarker> &commentMarkers() const { return m_markers; }
    /// The selected lines (the cursor's line without a selection), 0-based.
    [[nodiscard]] QPair<int, int> selectedLines() const;
    /// Emits commentRequested() for selectedLines() when commenting is enabled.
    void requestComment();

Q_SIGNALS:
    void commentRequested(int firstLine, int lastLine);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void updateGutter(const QRect &rect, int dy);
    void updatePriority();
    void paintCommentMarkers(QPainter &p, const QRect &rect);
    QWidget *m_gutter = nullptr;
    SyntaxHighlighter *m_highlighter = nullptr;
    bool m_commenting = false;
    QList<CodeCommentMarker> m_markers;
};

} // namespace Switchyard
