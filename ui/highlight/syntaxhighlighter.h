// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/highlight/highlighttheme.h"

#include <QSyntaxHighlighter>

#include <memory>

class QTextBlock;
class QTextDocument;

namespace Switchyard {

/// The one syntax highlighter of the app, over QSyntaxHighlighter. The language comes from the file
/// name; the engine is GNU source-highlight or KF6 SyntaxHighlighting (HighlightEngine). The text is
/// highlighted as a whole on a worker thread (HighlightService); the formats are then applied to
/// the document in small time slices on the GUI thread, the visible blocks first
/// (setPriorityRange), so even a 1 MiB file never blocks the event loop for long. Meant for
/// read-only documents; after an edit the text is highlighted again (debounced).
class SyntaxHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SyntaxHighlighter)
public:
    /// Creates a highlighter owned by `document` for a file called `fileName` (path or name).
    static SyntaxHighlighter *create(QTextDocument *document, const QString &fileName);
    ~SyntaxHighlighter() override;

    void setFileName(const QString &fileName);
    [[nodiscard]] QString fileName() const;
    /// The language the engine chose (empty until the first result, or when none fits).
    [[nodiscard]] QString language() const;
    [[nodiscard]] bool isFinished() const;

    void setTheme(const HighlightTheme &theme);
    /// Dark or light colours; the usual call is followPalette(widget->palette()).
    void setDarkPalette(bool dark);
    void followPalette(const QPalette &palette);
    [[nodiscard]] const HighlightTheme &theme() const;

    /// Blocks [first, last] are formatted before the others (the part on screen).
    void setPriorityRange(int firstBlock, int lastBlock);

    /// "GNU source-highlight 3.1.9" or "KF6 SyntaxHighlighting ...".
    [[nodiscard]] static QString engineName();
    /// The element name ("keyword", "comment", ...) applied at `position` of `block`, or "".
    [[nodiscard]] static QString elementAt(const QTextBlock &block, int position);

Q_SIGNALS:
    /// Every block carries its final formats.
    void highlightingFinished();

protected:
    void highlightBlock(const QString &text) override;

private:
    SyntaxHighlighter(QTextDocument *document, const QString &fileName);
    void start();
    void applySlice();
    void restartApply();
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace Switchyard
