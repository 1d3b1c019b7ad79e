// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/review/reviewcomment.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace Switchyard {

class ReviewCommands;
class ReviewLocator;
class ReviewReader;
struct CommandOutcome;

/// The review draft of the conversation (issue 30 part A), in the Changes tab: how many comments,
/// each comment (file and lines, the start of its text, outdated ones marked), Preview (the exact
/// message, plain text), Send review and Discard. Reads the draft through ReviewReader and changes
/// it through ReviewCommands only.
class ReviewPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReviewPanel)
public:
    explicit ReviewPanel(QWidget *parent = nullptr);
    ~ReviewPanel() override;

    /// None is owned. Without commands the panel stays hidden.
    void setServices(ReviewCommands *commands, ReviewReader *reader, ReviewLocator *locator);
    void setConversation(const QString &conversationId);

    [[nodiscard]] QListWidget *list() const { return m_list; }
    [[nodiscard]] QPushButton *sendButton() const { return m_send; }
    [[nodiscard]] QPushButton *previewButton() const { return m_preview; }
    [[nodiscard]] QPushButton *discardButton() const { return m_discard; }
    [[nodiscard]] QString headline() const;
    /// The last send's outcome in words ("" when none).
    [[nodiscard]] QString statusText() const;
    /// Opens the preview dialog (modeless; tests find it as a child "reviewPreview").
    void showPreview();
    void send();

Q_SIGNALS:
    /// The user asked to see a comment's lines (double click).
    void openComment(const Switchyard::ReviewComment &comment);
    /// The user asked to edit a comment (the owner shows the editor over its lines).
    void editRequested(const Switchyard::ReviewComment &comment);

private:
    void refresh();
    void onFinished(const CommandOutcome &outcome);
    void showMenu(const QPoint &pos);
    [[nodiscard]] std::optional<ReviewComment> commentAt(int row) const;

    QPointer<ReviewCommands> m_commands;
    QPointer<ReviewReader> m_store;
    QPointer<ReviewLocator> m_locator;
    QString m_conversationId;
    QLabel *m_headline = nullptr;
    QLabel *m_status = nullptr;
    QListWidget *m_list = nullptr;
    QPushButton *m_preview = nullptr;
    QPushButton *m_send = nullptr;
    QPushButton *m_discard = nullptr;
};

} // namespace Switchyard
