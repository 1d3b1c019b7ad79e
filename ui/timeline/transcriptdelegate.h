// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/domain/timeformatter.h"

#include <QHash>
#include <QPointer>
#include <QSet>
#include <QStyledItemDelegate>

#include <memory>

class QTextDocument;

namespace Switchyard {

class TimelineFilterProxy;
class TimelineModel;

/// Paints the reading view of a conversation (TranscriptView), one proxy row per item: messages in
/// full as Markdown (no raw HTML, no resources), every other entry as a card collapsed to one line
/// with its outcome (exit code, failed, rejected, pending) that expands in place to the full
/// EventCard; actions waiting for approval are open and marked. Heights depend on the width:
/// estimate() is cheap (no event read), measure() lays the row out for real. The laid-out documents
/// of recently shown rows are kept (a small cache), so a scroll step only lays out new rows.
class TranscriptDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    static constexpr int kMargin = 8; ///< left and right of every item
    static constexpr int kSpacing = 6; ///< between items
    static constexpr int kMaxMessageChars = 20000; ///< longer messages are cut (the log's card has all)

    explicit TranscriptDelegate(QObject *parent = nullptr);
    ~TranscriptDelegate() override;

    void setModels(TimelineFilterProxy *proxy, TimelineModel *model);
    /// A card's expansion (by the seq of its row).
    void setExpanded(qint64 seq, bool expanded);
    [[nodiscard]] bool isExpanded(int sourceRow) const;
    /// Forgets laid-out documents (width, palette or language changed, or rows replaced).
    void clearCache();
    /// Forgets the document of one row (its content changed).
    void forget(int sourceRow);

    /// What estimate() needs of the width and the font, worked out once for many rows (a layout
    /// of a million rows asks the font nothing per row).
    struct EstimateMetrics
    {
        int collapsed = 0; ///< a collapsed card: its header and the spacing
        int bodyBase = 0; ///< a message: header, padding and spacing without its lines
        int lineSpacing = 0;
        int charsPerLine = 20;
    };
    [[nodiscard]] EstimateMetrics estimateMetrics(int width, const QFontMetrics &fm) const;
    /// Height without reading the event: exact for collapsed cards, a guess for messages.
    [[nodiscard]] int estimate(int sourceRow, const EstimateMetrics &metrics) const;
    [[nodiscard]] int estimate(int sourceRow, int width, const QFontMetrics &fm) const;
    /// The real height at this width.
    [[nodiscard]] int measure(int sourceRow, int width, const QStyleOptionViewItem &option) const;
    /// Height of a card's first line (the part that toggles it).
    [[nodiscard]] int headerHeight(const QFontMetrics &fm) const;
    /// The link under pos in a row painted in rect, or an empty URL.
    [[nodiscard]] QString anchorAt(int sourceRow, const QRect &rect, const QPoint &pos,
                                   const QStyleOptionViewItem &option) const;
    /// True for rows shown as cards (everything but messages).
    [[nodiscard]] bool isCard(int sourceRow) const;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    /// The laid-out body of a row (message text or expanded card) at width, or null (collapsed).
    QTextDocument *body(int sourceRow, int width, const QStyleOptionViewItem &option) const;
    void paintMessage(QPainter *painter, const QStyleOptionViewItem &option, int row) const;
    void paintCard(QPainter *painter, const QStyleOptionViewItem &option, int row) const;
    [[nodiscard]] int bodyWidth(int width) const;
    [[nodiscard]] QPoint bodyOrigin(int sourceRow, const QRect &rect, const QFontMetrics &fm) const;

    QPointer<TimelineFilterProxy> m_proxy;
    QPointer<TimelineModel> m_model;
    TimeFormatter m_time;
    QSet<qint64> m_toggled; ///< cards whose state differs from the default (pending: open; others: closed)
    mutable QHash<qint64, std::shared_ptr<QTextDocument>> m_docs; ///< by seq, at m_docsWidth
    mutable int m_docsWidth = -1;
};

} // namespace Switchyard
