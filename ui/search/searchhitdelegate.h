// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Paints a search hit: a small caption (when, which kind) over the matching text in context, the
// matched ranges highlighted through QTextLayout formats. The text is laid out as plain text: it
// is the server's or the agent's, never HTML.

#include <QStyledItemDelegate>

namespace Switchyard {

class SearchHitDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    enum Role
    {
        SpansRole = Qt::UserRole + 10, ///< QList<SearchSpan> in the display text
        CaptionRole, ///< QString above the text
    };

    explicit SearchHitDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace Switchyard
