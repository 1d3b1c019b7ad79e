// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace Switchyard {

/// The small inline editor of a review comment, shown over the diff under the selected lines:
/// what it comments on, the text, "Add comment" (Ctrl+Return) and "Cancel" (Escape).
class ReviewCommentEditor final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReviewCommentEditor)
public:
    explicit ReviewCommentEditor(QWidget *parent = nullptr);
    ~ReviewCommentEditor() override;

    /// Opens the editor for `what` ("src/app.py:L12-L14"), with `text` (an edit) or empty.
    void open(const QString &what, const QString &text = {});
    [[nodiscard]] QString text() const;
    [[nodiscard]] QPlainTextEdit *editor() const { return m_edit; }
    [[nodiscard]] QPushButton *submitButton() const { return m_submit; }
    void submit();

Q_SIGNALS:
    void submitted(const QString &text);
    void cancelled();

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    QLabel *m_what = nullptr;
    QPlainTextEdit *m_edit = nullptr;
    QPushButton *m_submit = nullptr;
};

} // namespace Switchyard
