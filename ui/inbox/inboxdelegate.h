// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

#include <functional>

namespace Switchyard {

/// Paints an inbox row in two lines: the risk (or kind) badge, the conversation, how long it has
/// waited, its cost and what became of the user's response; then the command, edit, question or
/// error, the analyzer's verdict and the other conversations on its sandbox. A group row is one
/// bold line. Every text is the server's or the agent's: painted as plain text, elided.
class InboxDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit InboxDelegate(QObject *parent = nullptr);

    /// What became of the response to a row (by its key), in words; empty: nothing sent.
    void setStatusText(std::function<QString(const QModelIndex &)> status) { m_status = std::move(status); }
    void setClock(std::function<qint64()> clock) { m_clock = std::move(clock); }
    /// The conflict radar's warning for a row (issue 32), drawn in red before its summary.
    void setWarningText(std::function<QString(const QModelIndex &)> warning) { m_warning = std::move(warning); }

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    /// "3 min", "2 h 5 min", "4 d" (translated).
    [[nodiscard]] static QString waitText(qint64 sinceMs, qint64 nowMs);
    /// The first line of a row as plain text (accessibility, tests).
    [[nodiscard]] QString headline(const QModelIndex &index) const;

private:
    std::function<QString(const QModelIndex &)> m_status;
    std::function<qint64()> m_clock;
    std::function<QString(const QModelIndex &)> m_warning;
};

} // namespace Switchyard
