// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>
#include <QPointer>

class QAction;
class QLineEdit;
class QListWidget;

namespace Switchyard {

/// Ctrl+K: one search field over every action of the window and every conversation. Typing
/// filters by subsequence match (e.g. "nwc" finds "Next waiting conversation"); Enter runs the
/// action or opens the conversation.
class CommandPalette final : public QDialog
{
    Q_OBJECT
public:
    struct ConversationEntry
    {
        QString id;
        QString title;
        QString detail; ///< repo / status, shown dimmed and searched too
    };

    explicit CommandPalette(QWidget *parent = nullptr);

    void setActions(const QList<QAction *> &actions);
    void setConversations(const QList<ConversationEntry> &conversations);
    /// Shows the palette centred near the top of its parent with an empty query.
    void popup();

    void setQuery(const QString &query);
    /// Visible rows' texts, in order (tests).
    [[nodiscard]] QStringList visibleTexts() const;
    /// Runs the current row (what Enter does).
    void activateCurrent();

    /// Subsequence score of `query` in `text`: < 0 = no match; higher is better (word starts and
    /// contiguous runs score more).
    [[nodiscard]] static int matchScore(const QString &query, const QString &text);

Q_SIGNALS:
    void conversationChosen(const QString &conversationId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void rebuild();

    QLineEdit *m_edit = nullptr;
    QListWidget *m_list = nullptr;
    QList<QPointer<QAction>> m_actions;
    QList<ConversationEntry> m_conversations;
};

} // namespace Switchyard
