// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QStyledItemDelegate>

#include <functional>

namespace Switchyard {

/// Paints one conversation (or start task) of the list in three lines: title and last activity;
/// repository/branch, model and cost; the execution and sandbox badges and the staleness. Rows that
/// need the user get a coloured bar; sub-conversations are indented.
class ConversationDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit ConversationDelegate(QObject *parent = nullptr);
    /// Clock for "N s ago" (screenshots and tests pin it).
    void setClock(std::function<QDateTime()> clock);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    void paintStartTask(QPainter *painter, const QRect &rect, const QStyleOptionViewItem &option,
                        const QModelIndex &index) const;
    std::function<QDateTime()> m_clock;
};

} // namespace Switchyard
