// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Untrusted text (from a server or a trajectory) on screen: never HTML, never loads a resource,
// never triggers an action (ARCHITECTURE invariant 7). Every place that shows such text goes
// through here:
//  - markdownToHtml(): Markdown without raw HTML (MarkdownNoHTML); links kept only for http(s),
//    every other scheme (switchyard: included) becomes plain text; images become their alt text;
//    over-long lines folded first;
//  - foldLongLines(): one multi-megabyte line is cut past a cap instead of being laid out in full;
//  - SafeTextBrowser: a QTextBrowser that loads no resource but those added to its document, opens
//    no link by itself;
//  - isOpenableUrl(): only http and https URLs go to the desktop;
//  - plainLabel() / installLabelGuard(): labels show text as text (Qt::PlainText), never AutoText.

#include <QString>
#include <QTextBrowser>
#include <QUrl>

class QApplication;
class QLabel;

namespace Switchyard::SafeText {

/// Lines longer than this many characters are folded.
inline constexpr qsizetype kMaxLineLength = 20000;

/// `text` with every line longer than `maxLine` cut to its start plus a note of how many characters
/// were left out. The text itself when no line is too long.
[[nodiscard]] QString foldLongLines(const QString &text, qsizetype maxLine = kMaxLineLength);

/// The body HTML of `markdown` rendered as described above (for embedding into a card).
[[nodiscard]] QString markdownToHtml(const QString &markdown);

/// True only for valid http and https URLs with a host.
[[nodiscard]] bool isOpenableUrl(const QUrl &url);

/// A tooltip for untrusted text: escaped and wrapped, so that Qt never takes it for rich text
/// (a tooltip whose first line holds a tag would be rendered as HTML); long text shortened.
[[nodiscard]] QString toolTip(const QString &untrusted);

/// `label` shows its text as plain text; returns it.
QLabel *plainLabel(QLabel *label);

/// Makes every QLabel of the application that still has Qt::AutoText show plain text (when it is
/// polished), so a title such as "<img src=…>" is never interpreted. Labels that need rich text
/// say Qt::RichText explicitly. Tooltips are left alone (some are built as escaped HTML on
/// purpose): untrusted tooltip text goes through toolTip(). Installed once by the application.
void installLabelGuard(QApplication *app);

} // namespace Switchyard::SafeText

namespace Switchyard {

class SafeTextBrowser : public QTextBrowser
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SafeTextBrowser)
public:
    explicit SafeTextBrowser(QWidget *parent = nullptr);
    ~SafeTextBrowser() override;

    /// Nothing from disk or network: only what was added to the document (addResource) shows.
    QVariant loadResource(int type, const QUrl &name) override;
};

} // namespace Switchyard
