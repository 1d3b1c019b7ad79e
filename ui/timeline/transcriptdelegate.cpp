// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/transcriptdelegate.h"

#include "models/timeline/timelinefilterproxy.h"
#include "models/timeline/timelinemodel.h"
#include "ui/timeline/eventcard.h"
#include "ui/timeline/inerttextdocument.h"
#include "ui/timeline/timelinedelegate.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QPainter>
#include <QTextDocument>

#include <algorithm>
#include <cmath>

namespace Switchyard {

namespace {

constexpr int kCardPadding = 6;
constexpr int kMaxCachedDocs = 256;

QColor tint(const QColor &base, const QColor &color, double amount)
{
    return QColor::fromRgbF(float(base.redF() + (color.redF() - base.redF()) * amount),
                            float(base.greenF() + (color.greenF() - base.greenF()) * amount),
                            float(base.blueF() + (color.blueF() - base.blueF()) * amount));
}

bool isUser(const TimelineModel &model, int row)
{
    return model.sourceAt(row) == EventSource::User;
}

/// The message's text as the user reads it (all of it, up to kMaxMessageChars).
QString messageText(const TimelineModel &model, int row)
{
    QString text;
    if (model.mergedCountAt(row) > 1) {
        text = model.mergedText(row);
    } else if (const auto event = model.eventAt(row)) {
        if (const auto *m = std::get_if<MessagePayload>(&event->payload))
            text = m->text;
    }
    if (text.isEmpty())
        text = model.summaryAt(row);
    if (text.size() > TranscriptDelegate::kMaxMessageChars)
        text = text.left(TranscriptDelegate::kMaxMessageChars)
            + TranscriptDelegate::tr("\n\n*… shortened here; the log's card shows all of it.*");
    return text;
}

} // namespace

TranscriptDelegate::TranscriptDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{ }

TranscriptDelegate::~TranscriptDelegate() = default;

void TranscriptDelegate::setModels(TimelineFilterProxy *proxy, TimelineModel *model)
{
    m_proxy = proxy;
    m_model = model;
    m_toggled.clear();
    clearCache();
}

bool TranscriptDelegate::isCard(int sourceRow) const
{
    return m_model->kindAt(sourceRow) != EventKind::Message && m_model->kindAt(sourceRow) != EventKind::StreamingDelta;
}

bool TranscriptDelegate::isExpanded(int sourceRow) const
{
    const bool byDefault = m_model->pairStateAt(sourceRow) == TimelineModel::PairState::Pending;
    return byDefault != m_toggled.contains(m_model->seqAt(sourceRow));
}

void TranscriptDelegate::setExpanded(qint64 seq, bool expanded)
{
    const int row = m_model ? m_model->rowForSeq(seq) : -1;
    if (row < 0 || isExpanded(row) == expanded)
        return;
    if (m_toggled.contains(seq))
        m_toggled.remove(seq);
    else
        m_toggled.insert(seq);
    m_docs.remove(seq);
}

void TranscriptDelegate::clearCache()
{
    m_docs.clear();
    m_docsWidth = -1;
}

void TranscriptDelegate::forget(int sourceRow)
{
    if (m_model && sourceRow >= 0 && sourceRow < m_model->rowCount())
        m_docs.remove(m_model->seqAt(sourceRow));
}

int TranscriptDelegate::headerHeight(const QFontMetrics &fm) const
{
    return fm.height() + 2 * kCardPadding;
}

int TranscriptDelegate::bodyWidth(int width) const
{
    return std::max(80, width - 2 * kMargin - 2 * kCardPadding - 4);
}

TranscriptDelegate::EstimateMetrics TranscriptDelegate::estimateMetrics(int width, const QFontMetrics &fm) const
{
    EstimateMetrics m;
    m.collapsed = headerHeight(fm) + kSpacing;
    m.bodyBase = headerHeight(fm) + kCardPadding + kSpacing;
    m.lineSpacing = fm.lineSpacing();
    m.charsPerLine = std::max(20, bodyWidth(width) / std::max(1, fm.averageCharWidth()));
    return m;
}

int TranscriptDelegate::estimate(int sourceRow, const EstimateMetrics &m) const
{
    if (isCard(sourceRow) && !isExpanded(sourceRow))
        return m.collapsed;
    // A message: its header, and the summary's length (a full line's worth per line) as the body.
    const int bytes = m_model->summaryBytesAt(sourceRow);
    const int lines = bytes >= TimelineModel::kMaxSummaryBytes ? 6 : 1 + bytes / m.charsPerLine;
    return m.bodyBase + lines * m.lineSpacing;
}

int TranscriptDelegate::estimate(int sourceRow, int width, const QFontMetrics &fm) const
{
    return estimate(sourceRow, estimateMetrics(width, fm));
}

QTextDocument *TranscriptDelegate::body(int sourceRow, int width, const QStyleOptionViewItem &option) const
{
    const bool card = isCard(sourceRow);
    if (card && !isExpanded(sourceRow))
        return nullptr;
    if (width != m_docsWidth) {
        m_docs.clear();
        m_docsWidth = width;
    }
    const qint64 seq = m_model->seqAt(sourceRow);
    if (const auto it = m_docs.constFind(seq); it != m_docs.constEnd())
        return it->get();
    if (m_docs.size() >= kMaxCachedDocs)
        m_docs.clear(); // the rows in view are laid out again on the next paint
    auto doc = std::make_shared<InertTextDocument>();
    doc->setDefaultFont(option.font);
    doc->setDocumentMargin(0);
    if (card) {
        const auto event = m_model->eventAt(sourceRow);
        EventCard::Options options;
        options.mergedCount = m_model->mergedCountAt(sourceRow);
        if (event)
            options.verdict = m_model->securityVerdictFor(event->id);
        if (event)
            doc->setHtml(EventCard::html(*event, m_model->pairedEventAt(sourceRow), options));
        else
            doc->setPlainText(tr("This event is not available in the local cache."));
    } else {
        doc->setUntrustedMarkdown(messageText(*m_model, sourceRow));
    }
    doc->setTextWidth(bodyWidth(width));
    QTextDocument *raw = doc.get();
    m_docs.insert(seq, std::move(doc));
    return raw;
}

int TranscriptDelegate::measure(int sourceRow, int width, const QStyleOptionViewItem &option) const
{
    const QFontMetrics fm(option.font);
    const QTextDocument *doc = body(sourceRow, width, option);
    if (!doc)
        return headerHeight(fm) + kSpacing;
    return headerHeight(fm) + int(std::ceil(doc->size().height())) + kCardPadding + kSpacing;
}

QSize TranscriptDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const int row = m_proxy ? m_proxy->sourceRowOf(index.row()) : -1;
    if (row < 0)
        return {200, option.fontMetrics.height()};
    return {option.rect.width(), measure(row, option.rect.width(), option)};
}

QPoint TranscriptDelegate::bodyOrigin(int sourceRow, const QRect &rect, const QFontMetrics &fm) const
{
    Q_UNUSED(sourceRow)
    return {rect.left() + kMargin + kCardPadding + 2, rect.top() + headerHeight(fm)};
}

QString TranscriptDelegate::anchorAt(int sourceRow, const QRect &rect, const QPoint &pos,
                                     const QStyleOptionViewItem &option) const
{
    const QFontMetrics fm(option.font);
    QTextDocument *doc = body(sourceRow, rect.width(), option);
    if (!doc)
        return {};
    const QPoint local = pos - bodyOrigin(sourceRow, rect, fm);
    return doc->documentLayout()->anchorAt(local);
}

void TranscriptDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const int row = m_proxy && m_model ? m_proxy->sourceRowOf(index.row()) : -1;
    if (row < 0)
        return;
    painter->save();
    if (isCard(row))
        paintCard(painter, option, row);
    else
        paintMessage(painter, option, row);
    painter->restore();
}

void TranscriptDelegate::paintMessage(QPainter *painter, const QStyleOptionViewItem &option, int row) const
{
    const QPalette &pal = option.palette;
    const QFontMetrics fm(option.font);
    const QRect box = option.rect.adjusted(kMargin, 0, -kMargin, -kSpacing);
    const bool user = isUser(*m_model, row);
    const bool selected = option.state & QStyle::State_Selected;
    const QColor base = pal.color(QPalette::Base);
    if (user || selected) {
        painter->setRenderHint(QPainter::Antialiasing);
        if (selected)
            painter->setPen(pal.color(QPalette::Highlight));
        else
            painter->setPen(Qt::NoPen);
        painter->setBrush(tint(base, QColor(0x15, 0x65, 0xc0), user ? 0.10 : 0.0));
        painter->drawRoundedRect(QRectF(box).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
    }
    QFont bold = option.font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->setPen(user ? QColor(0x15, 0x65, 0xc0) : QColor(0x2e, 0x7d, 0x32));
    const QString who = user ? tr("You") : tr("Agent");
    const int baseline = box.top() + kCardPadding + fm.ascent();
    painter->drawText(box.left() + kCardPadding, baseline, who);
    painter->setFont(option.font);
    painter->setPen(pal.color(QPalette::PlaceholderText));
    painter->drawText(box.left() + kCardPadding + QFontMetrics(bold).horizontalAdvance(who) + 10, baseline,
                      m_time.clock(m_model->timeMsAt(row)));
    if (QTextDocument *doc = body(row, option.rect.width(), option)) {
        const QPoint origin = bodyOrigin(row, option.rect, fm);
        painter->translate(origin);
        QAbstractTextDocumentLayout::PaintContext context;
        context.palette = pal;
        context.palette.setColor(QPalette::Text, pal.color(QPalette::Text));
        context.clip = QRectF(0, 0, doc->textWidth(), doc->size().height());
        doc->documentLayout()->draw(painter, context);
    }
}

void TranscriptDelegate::paintCard(QPainter *painter, const QStyleOptionViewItem &option, int row) const
{
    const QPalette &pal = option.palette;
    const QFontMetrics fm(option.font);
    const bool selected = option.state & QStyle::State_Selected;
    const bool expanded = isExpanded(row);
    const bool pending = m_model->pairStateAt(row) == TimelineModel::PairState::Pending;
    const QColor stripe = TimelineDelegate::stripeColorOf(*m_model, row);
    const QRect box = option.rect.adjusted(kMargin, 0, -kMargin, -kSpacing);
    const QColor base = pal.color(QPalette::Base);
    painter->setPen(selected ? pal.color(QPalette::Highlight) : tint(base, stripe, pending ? 0.9 : 0.35));
    painter->setBrush(tint(base, stripe, pending ? 0.12 : 0.05));
    painter->drawRect(box.adjusted(0, 0, -1, -1));
    painter->fillRect(QRect(box.left(), box.top(), 3, box.height()), stripe);

    QColor badgeColor = pal.color(QPalette::PlaceholderText);
    TimelineDelegate::RowTexts texts = TimelineDelegate::textsOf(*m_model, row, m_time, &badgeColor);
    if (pending)
        texts.badge = tr("waiting for your approval");
    QFont bold = option.font;
    bold.setBold(true);
    const QFontMetrics bfm(bold);
    const int baseline = box.top() + kCardPadding + fm.ascent();
    int x = box.left() + kCardPadding + 2;
    painter->setPen(pal.color(QPalette::PlaceholderText));
    painter->drawText(x, baseline, expanded ? QStringLiteral("\u25be") : QStringLiteral("\u25b8"));
    x += fm.horizontalAdvance(QStringLiteral("\u25be ")) + 2;
    painter->setFont(bold);
    painter->setPen(stripe.darker(115));
    const QString kind = bfm.elidedText(texts.kind, Qt::ElideRight, 140);
    painter->drawText(x, baseline, kind);
    x += bfm.horizontalAdvance(kind) + 10;
    painter->setFont(option.font);
    const int right = box.right() - kCardPadding;
    const QString badge = fm.elidedText(texts.badge, Qt::ElideRight, std::max(0, (right - x) / 2));
    const int badgeW = fm.horizontalAdvance(badge);
    painter->setPen(badgeColor);
    painter->drawText(right - badgeW, baseline, badge);
    painter->setPen(pal.color(QPalette::Text));
    painter->drawText(x, baseline, fm.elidedText(texts.summary, Qt::ElideRight, std::max(0, right - badgeW - 12 - x)));
    if (QTextDocument *doc = body(row, option.rect.width(), option)) {
        const QPoint origin = bodyOrigin(row, option.rect, fm);
        painter->translate(origin);
        QAbstractTextDocumentLayout::PaintContext context;
        context.palette = pal;
        context.clip = QRectF(0, 0, doc->textWidth(), doc->size().height());
        doc->documentLayout()->draw(painter, context);
    }
}

} // namespace Switchyard
