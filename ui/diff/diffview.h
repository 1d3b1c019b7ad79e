// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/diff/diffrows.h"
#include "models/diff/filediff.h"
#include "ui/highlight/highlightresult.h"
#include "ui/highlight/highlighttheme.h"

#include <QAbstractScrollArea>
#include <QFutureWatcher>
#include <QSet>

#include <memory>

class QMenu;
class QPainter;
class QTextLayout;

namespace Switchyard {

/// A review comment as the diff shows it: a marker in the gutter of its lines (0-based, one side).
struct DiffCommentMarker
{
    QString id;
    bool newSide = true;
    int firstLine = 0;
    int lastLine = 0;
    bool outdated = false; ///< its lines changed since it was written (shown where they were)
    QString text; ///< the comment (plain text; a tooltip)
};

/// Lines selected for a comment: one side, 0-based, inclusive.
struct DiffLineSelection
{
    bool newSide = true;
    int firstLine = -1;
    int lastLine = -1;
    [[nodiscard]] bool isValid() const { return firstLine >= 0 && lastLine >= firstLine; }
    bool operator==(const DiffLineSelection &) const = default;
};

/// Shows a FileDiff unified or side by side: line numbers, syntax highlighting (old and new text
/// highlighted as wholes on the highlight worker), word-level changes, moved lines, folded context
/// (click a fold to open it), hunk navigation. Only the rows on screen are laid out, so a 100k-line
/// diff shows as fast as a small one. The mode is remembered in QSettings ("diff/sideBySide").
class DiffView : public QAbstractScrollArea
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DiffView)
public:
    enum class Mode
    {
        Unified,
        SideBySide
    };
    Q_ENUM(Mode)

    explicit DiffView(QWidget *parent = nullptr);
    ~DiffView() override;

    /// `fileName` picks the highlighting language.
    void setDiff(const FileDiff &diff, const QString &fileName);
    /// Replaces the diff with a plain message (deleted file, too large, loading, error).
    void setMessage(const QString &message);
    void clear();
    [[nodiscard]] QString message() const { return m_message; }
    [[nodiscard]] const FileDiff &diff() const { return m_diff; }
    [[nodiscard]] bool hasDiff() const { return m_hasDiff; }

    void setMode(Mode mode);
    [[nodiscard]] Mode mode() const { return m_mode; }
    void setContextLines(int lines);
    [[nodiscard]] int contextLines() const { return m_context; }

    [[nodiscard]] const QList<DiffRow> &rows() const { return m_rows; }
    [[nodiscard]] int hunkCount() const { return static_cast<int>(m_hunkRows.size()); }
    [[nodiscard]] int currentHunk() const { return m_currentHunk; }
    [[nodiscard]] int firstVisibleRow() const;
    /// Whether both texts carry their highlighting (for tests and screenshots).
    [[nodiscard]] bool isHighlighted() const { return m_oldReady && m_newReady; }
    /// The element name applied to (old or new) line `line` at `column`, "" for plain text.
    [[nodiscard]] QString elementAt(bool newSide, int line, int column) const;

    // --- Review comments (issue 30; diffviewreview.cpp) ------------------------------------------
    // Select lines by dragging over the line numbers (or the context menu's "Comment on line"),
    // then C or the context menu's "Comment on lines…" asks for a comment (commentRequested()).
    /// Whether lines may be commented on (a conversation with a review service).
    void setCommentingEnabled(bool enabled);
    [[nodiscard]] bool isCommentingEnabled() const { return m_commenting; }
    void setCommentMarkers(const QList<Switchyard::DiffCommentMarker> &markers);
    [[nodiscard]] const QList<DiffCommentMarker> &commentMarkers() const { return m_markers; }
    /// Selects lines of one side (clamped; an invalid selection clears it).
    void selectLines(const Switchyard::DiffLineSelection &selection);
    [[nodiscard]] DiffLineSelection selectedLines() const { return m_selection; }
    /// The viewport rectangle of the rows of the selection (empty when none is on screen).
    [[nodiscard]] QRect selectionRect() const;
    /// The row showing line `line` of a side, or -1 (folded or not in the diff).
    [[nodiscard]] int rowOfLine(bool newSide, int line) const;

public Q_SLOTS:
    void nextHunk();
    void previousHunk();
    void goToHunk(int index);
    void expandFold(int row);
    void expandAll();
    void toggleMode();
    /// Asks for a comment on the selected lines (commentRequested()), if any.
    void requestComment();

Q_SIGNALS:
    /// The user asked to comment on these lines (the view's owner shows the editor).
    void commentRequested(const Switchyard::DiffLineSelection &selection);
    void modeChanged(Switchyard::DiffView::Mode mode);
    void currentHunkChanged(int index, int count);
    void highlightingFinished();

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    struct Pane;
    void rebuildRows();
    void updateScrollBars();
    void updateCurrentHunk();
    void startHighlighting();
    void invalidateLayouts();
    int rowAt(int y) const;
    int lineHeight() const;
    int gutterWidth() const;
    void paintText(QPainter &p, const QRect &rect, bool newSide, int line, int hOffset);
    struct Frame;
    void paintLineNumber(const Frame &f, int x, int y, int w, int index);
    void paintLineNote(const Frame &f, const QRect &r, bool newSide, int index);
    void paintFoldRow(const Frame &f, const DiffRow &row, int y);
    void paintUnifiedRow(const Frame &f, const DiffRow &row, int y);
    void paintSideBySideRow(const Frame &f, const DiffRow &row, int y);
    void paintSeparators(const Frame &f, int first, int visible);
    QTextLayout *layoutFor(bool newSide, int line);
    // Review comments (diffviewreview.cpp).
    void paintReview(QPainter &p, const DiffRow &row, int y, int lineHeight, int gutter, int width);
    /// The side and line a viewport point's gutter or text belongs to (line -1: none).
    [[nodiscard]] DiffLineSelection lineAt(const QPoint &pos) const;
    [[nodiscard]] bool inGutter(const QPoint &pos) const;
    void addReviewActions(QMenu &menu, const QPoint &pos);
    [[nodiscard]] const DiffCommentMarker *markerAt(bool newSide, int line) const;
    QString displayText(bool newSide, int line) const;

    FileDiff m_diff;
    bool m_hasDiff = false;
    QString m_fileName;
    QString m_message;
    Mode m_mode = Mode::Unified;
    int m_context = 3;
    QSet<int> m_expanded;
    QList<DiffRow> m_rows;
    QList<int> m_hunkRows; ///< rows where a change starts
    int m_currentHunk = -1;
    int m_maxLineChars = 0;
    int m_digits = 1;
    HighlightTheme m_theme;
    HighlightResult m_oldHighlight;
    HighlightResult m_newHighlight;
    bool m_oldReady = false;
    bool m_newReady = false;
    QFutureWatcher<HighlightResult> m_oldWatcher;
    QFutureWatcher<HighlightResult> m_newWatcher;
    struct LayoutCache;
    std::unique_ptr<LayoutCache> m_layouts;
    bool m_commenting = false;
    QList<DiffCommentMarker> m_markers;
    DiffLineSelection m_selection;
    DiffLineSelection m_dragStart; ///< the line a gutter drag started on (invalid: no drag)
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::DiffLineSelection)
