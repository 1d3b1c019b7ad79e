// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QStyledItemDelegate>

namespace Switchyard {

class TimelineFilterProxy;
class TimelineModel;

/// Paints one timeline row in a fixed height (the view uses uniform item sizes, so a million rows
/// cost nothing to lay out): turn gutter (collapse arrow), status stripe, time, source, kind,
/// one-line summary, and the result badge (exit code, failed, rejected, pending). User turns are
/// headers with the turn's tokens and cost. Reads the TimelineModel directly (no QVariant roles).
class TimelineDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit TimelineDelegate(QObject *parent = nullptr);

    void setModels(TimelineFilterProxy *proxy, TimelineModel *model);
    void setSearchText(const QString &text);
    [[nodiscard]] int rowHeight(const QStyleOptionViewItem &option) const;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    bool editorEvent(QEvent *event, QAbstractItemModel *model, const QStyleOptionViewItem &option,
                     const QModelIndex &index) override;

    static constexpr int kGutter = 18;

Q_SIGNALS:
    /// The collapse arrow of a user turn was clicked.
    void turnToggleRequested(qint64 turnKey);

private:
    QPointer<TimelineFilterProxy> m_proxy;
    QPointer<TimelineModel> m_model;
    QString m_search;
};

} // namespace Switchyard
