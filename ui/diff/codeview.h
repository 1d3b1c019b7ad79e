// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPlainTextEdit>

namespace Switchyard {

class SyntaxHighlighter;

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

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateGutter(const QRect &rect, int dy);
    void updatePriority();
    QWidget *m_gutter = nullptr;
    SyntaxHighlighter *m_highlighter = nullptr;
};

} // namespace Switchyard
