// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/domain/timeformatter.h"

#include <QColor>
#include <QPointer>
#include <QRect>
#include <QString>
#include <QStyledItemDelegate>

class QFontMetrics;

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

    /// The texts of one row, unelided.
    struct RowTexts
    {
        QString time;
        QString source;
        QString kind;
        QString summary;
        QString badge; ///< status or the turn's usage, right-aligned
    };
    /// Where each part of a row goes and its text elided to that rectangle. Parts never overlap:
    /// when the row is short of room the summary shrinks first, then the badge is elided, then
    /// the fixed columns are cut at the right edge. An empty rectangle means the part is not drawn.
    struct RowLayout
    {
        QRect time, source, kind, summary, badge;
        QString timeText, sourceText, kindText, summaryText, badgeText;
    };
    /// Pure layout of a row in `rect` (`fm` for the normal font, `bold` for the kind and, on turn
    /// headers, the summary): no painting, no model access, so it can be tested at any width.
    [[nodiscard]] static RowLayout layoutRow(const QRect &rect, const RowTexts &texts, const QFontMetrics &fm,
                                             const QFontMetrics &bold, bool boldSummary);

    /// The texts of a TimelineModel row and the colour of its badge (shared with the transcript).
    [[nodiscard]] static RowTexts textsOf(const TimelineModel &model, int row, const TimeFormatter &time,
                                          QColor *badgeColor);
    /// The colour of a row's stripe (kind and outcome).
    [[nodiscard]] static QColor stripeColorOf(const TimelineModel &model, int row);

Q_SIGNALS:
    /// The collapse arrow of a user turn was clicked.
    void turnToggleRequested(qint64 turnKey);

private:
    struct RowStyle
    {
        QColor background, text, dim, stripe;
        bool turnStart = false;
        bool selected = false;
    };
    [[nodiscard]] RowStyle styleOf(int row, const QStyleOptionViewItem &option) const;

    TimeFormatter m_time;
    QPointer<TimelineFilterProxy> m_proxy;
    QPointer<TimelineModel> m_model;
    QString m_search;
};

} // namespace Switchyard
