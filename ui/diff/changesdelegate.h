// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QIcon>
#include <QStyledItemDelegate>

namespace Switchyard {

/// Paints the changes tree: a coloured status letter (A, M, D, R) before each file name and the
/// +/- line counts in green and red.
class ChangesDelegate : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChangesDelegate)
public:
    explicit ChangesDelegate(QObject *parent = nullptr);
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    QIcon statusIcon(int status, const QFont &font) const;
    mutable QHash<int, QIcon> m_icons;
};

} // namespace Switchyard
