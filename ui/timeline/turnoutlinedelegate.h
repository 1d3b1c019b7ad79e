// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace Switchyard {

/// Two-line rows of the turn outline: "Turn N" with its tokens and cost, then the user's message.
class TurnOutlineDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    /// Where the first line's parts go in `line` (tests): the title whole on the left, the usage
    /// right-aligned in what is left, elided, never overlapping the title.
    struct Layout
    {
        QRect title;
        QString titleText;
        QRect usage;
        QString usageText;
    };
    [[nodiscard]] static Layout layout(const QRect &line, const QFontMetrics &bold, const QFontMetrics &fm,
                                       const QString &title, const QString &usage);
};

} // namespace Switchyard
