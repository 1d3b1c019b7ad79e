// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPersistentModelIndex>
#include <QPointer>

class QAbstractItemView;
class QFrame;
class QLabel;

namespace Switchyard {

class StoreReader;

/// A peek at a conversation of the list without opening it (issue 29): hovering a row (where the
/// tooltip would show) or Space on the current row shows a small popup with its status, its
/// pending action and its last events; it takes no focus, so the open conversation stays open and
/// the keyboard stays in the list. Esc, Space again, leaving the list or another row close it.
/// Reads through StoreReader only; every text is the server's or the agent's: plain text.
class ConversationPeek final : public QObject
{
    Q_OBJECT
public:
    /// Watches `view` (its model's rows answer ConversationListModel's IdRole).
    explicit ConversationPeek(QAbstractItemView *view);
    ~ConversationPeek() override;

    void setStore(StoreReader *store);
    /// How many of the newest events are shown.
    static constexpr int kEvents = 6;

    /// Shows the peek of the row `index` (a model index of the view), under the row.
    void showFor(const QModelIndex &index);
    void hide();
    [[nodiscard]] bool isShown() const;
    [[nodiscard]] QString shownConversation() const { return m_id; }
    /// The popup's text as shown (tests).
    [[nodiscard]] QString text() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void build();
    [[nodiscard]] QString eventsText(const QString &conversationId) const;

    QAbstractItemView *m_view = nullptr;
    QPointer<StoreReader> m_store;
    QFrame *m_popup = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_pending = nullptr;
    QLabel *m_events = nullptr;
    QString m_id;
};

} // namespace Switchyard
