// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/timelinedelegate.h"

#include "models/timeline/timelinefilterproxy.h"
#include "models/timeline/timelinemodel.h"
#include "models/timeline/timelineturnmodel.h"
#include "ui/timeline/eventcard.h"

#include <QApplication>
#include <QFontMetrics>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace Switchyard {

namespace {

QColor stripeColor(EventKind kind, quint16 flags, TimelineModel::PairState pair)
{
    using PS = TimelineModel::PairState;
    if (flags & EventSummary::IsError || pair == PS::Failed)
        return QColor(0xc6, 0x28, 0x28);
    if (pair == PS::Rejected)
        return QColor(0x8e, 0x24, 0xaa);
    if (pair == PS::Pending)
        return QColor(0xe6, 0x51, 0x00);
    switch (kind) {
    case EventKind::Message:
        return (flags & EventSummary::UserTurn) ? QColor(0x15, 0x65, 0xc0) : QColor(0x2e, 0x7d, 0x32);
    case EventKind::Action:
    case EventKind::Observation:
        return (flags & EventSummary::FileEdit) ? QColor(0x00, 0x83, 0x8f) : QColor(0x78, 0x90, 0x9c);
    case EventKind::HookExecution:
        return QColor(0x6d, 0x4c, 0x41);
    default:
        return QColor(0xbd, 0xbd, 0xbd);
    }
}

QString sourceText(EventSource s)
{
    switch (s) {
    case EventSource::User:
        return QCoreApplication::translate("Switchyard::TimelineDelegate", "user");
    case EventSource::Agent:
        return QCoreApplication::translate("Switchyard::TimelineDelegate", "agent");
    case EventSource::Environment:
        return QCoreApplication::translate("Switchyard::TimelineDelegate", "env");
    case EventSource::Hook:
        return QCoreApplication::translate("Switchyard::TimelineDelegate", "hook");
    default:
        return QStringLiteral("?");
    }
}

QColor tint(const QColor &base, const QColor &color, double amount)
{
    return QColor::fromRgbF(float(base.redF() + (color.redF() - base.redF()) * amount),
                            float(base.greenF() + (color.greenF() - base.greenF()) * amount),
                            float(base.blueF() + (color.blueF() - base.blueF()) * amount));
}

QString turnTitle(qint64 number)
{
    return number > 0 ? QCoreApplication::translate("Switchyard::TimelineDelegate", "Turn %1").arg(number)
                      : QCoreApplication::translate("Switchyard::TimelineDelegate", "Turn");
}

} // namespace

TimelineDelegate::TimelineDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{ }

void TimelineDelegate::setModels(TimelineFilterProxy *proxy, TimelineModel *model)
{
    m_proxy = proxy;
    m_model = model;
}

void TimelineDelegate::setSearchText(const QString &text)
{
    m_search = text;
}

int TimelineDelegate::rowHeight(const QStyleOptionViewItem &option) const
{
    return option.fontMetrics.height() + 10;
}

QSize TimelineDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const
{
    return {200, rowHeight(option)};
}

void TimelineDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (!m_model || !m_proxy) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const int row = m_proxy->mapToSource(index).row();
    if (row < 0)
        return;
    const RowStyle style = styleOf(row, option);
    painter->save();
    painter->fillRect(option.rect, style.background);

    // Text is drawn at a baseline point (no QTextLayout per call): this keeps a scroll step cheap.
    const QFont font = option.font;
    const QFontMetrics fm(font);
    QFont bold = font;
    bold.setBold(true);
    const QFontMetrics bfm(bold);
    const QRect r = option.rect;
    const int h = r.height();
    const int baseline = r.top() + (h + fm.ascent() - fm.descent()) / 2;

    // Gutter: collapse arrow on user turns.
    if (style.turnStart) {
        const bool collapsed = m_proxy->isTurnCollapsed(m_model->turnKey(m_model->turnOfRow(row)));
        painter->setPen(style.dim);
        painter->drawText(r.left() + 5, baseline, collapsed ? QStringLiteral("\u25b8") : QStringLiteral("\u25be"));
    }
    painter->fillRect(QRect(r.left() + kGutter, r.top() + 2, 3, h - 4), style.stripe);

    QColor badgeColor = style.dim;
    const RowTexts texts = textsOf(*m_model, row, m_time, &badgeColor);
    const RowLayout lay = layoutRow(r, texts, fm, bfm, style.turnStart);
    painter->setPen(style.dim);
    if (!lay.timeText.isEmpty())
        painter->drawText(lay.time.left(), baseline, lay.timeText);
    if (!lay.sourceText.isEmpty())
        painter->drawText(lay.source.left(), baseline, lay.sourceText);
    if (!lay.kindText.isEmpty()) {
        painter->setFont(bold);
        painter->setPen(style.selected ? style.text : style.stripe.darker(115));
        painter->drawText(lay.kind.left(), baseline, lay.kindText);
        painter->setFont(font);
    }
    if (!lay.badgeText.isEmpty()) {
        painter->setPen(style.selected ? style.text : badgeColor);
        painter->drawText(lay.badge.right() + 1 - fm.horizontalAdvance(lay.badgeText), baseline, lay.badgeText);
    }
    if (!lay.summaryText.isEmpty()) {
        painter->setPen(style.text);
        painter->setFont(style.turnStart ? bold : font);
        painter->drawText(lay.summary.left(), baseline, lay.summaryText);
        painter->setFont(font);
    }
    if (option.state & QStyle::State_HasFocus) {
        painter->setPen(QPen(option.palette.color(QPalette::Highlight).darker(130), 1, Qt::DotLine));
        painter->drawRect(r.adjusted(0, 0, -1, -1));
    }
    painter->restore();
}

TimelineDelegate::RowStyle TimelineDelegate::styleOf(int row, const QStyleOptionViewItem &option) const
{
    using PS = TimelineModel::PairState;
    RowStyle s;
    const EventKind kind = m_model->kindAt(row);
    const quint16 flags = m_model->effectiveFlagsAt(row);
    const PS pair = m_model->pairStateAt(row);
    s.turnStart = kind == EventKind::Message && (flags & EventSummary::UserTurn);
    s.selected = option.state & QStyle::State_Selected;
    const QPalette &pal = option.palette;
    // Tints over the palette's base colour: readable in light and dark palettes alike.
    const QColor base = pal.color(QPalette::Base);
    s.background = base;
    if (s.turnStart)
        s.background = tint(base, QColor(0x15, 0x65, 0xc0), 0.10);
    else if (flags & EventSummary::IsError || pair == PS::Failed)
        s.background = tint(base, QColor(0xe5, 0x39, 0x35), 0.08);
    if (!m_search.isEmpty() && m_model->rowMatches(row, m_search))
        s.background = tint(base, QColor(0xff, 0xd6, 0x00), 0.35);
    if (s.selected)
        s.background = pal.color(QPalette::Highlight);
    s.text = s.selected ? pal.color(QPalette::HighlightedText) : pal.color(QPalette::Text);
    s.dim = s.selected ? s.text : QColor(0x75, 0x75, 0x75);
    s.stripe = stripeColor(kind, flags, pair);
    return s;
}

QColor TimelineDelegate::stripeColorOf(const TimelineModel &model, int row)
{
    return stripeColor(model.kindAt(row), model.effectiveFlagsAt(row), model.pairStateAt(row));
}

TimelineDelegate::RowTexts TimelineDelegate::textsOf(const TimelineModel &model, int row, const TimeFormatter &time,
                                                     QColor *badgeColor)
{
    using PS = TimelineModel::PairState;
    const bool turnStart = model.kindAt(row) == EventKind::Message && (model.flagsAt(row) & EventSummary::UserTurn);
    RowTexts texts;
    texts.time = time.clock(model.timeMsAt(row));
    texts.source = sourceText(model.sourceAt(row));
    texts.kind =
        turnStart ? turnTitle(model.turnNumber(model.turnOfRow(row))) : EventCard::kindLabel(model.kindNameAt(row));
    texts.summary = model.summaryAt(row);

    // Right side: result badge, or the turn's usage.
    const quint16 flags = model.effectiveFlagsAt(row);
    const PS pair = model.pairStateAt(row);
    if (turnStart) {
        const TurnUsage u = model.turnUsage(model.turnOfRow(row));
        if (u.known)
            texts.badge = TimelineTurnModel::usageText(u.promptTokens + u.completionTokens, u.cost, u.approximate);
    } else if (const auto code = model.exitCodeAt(row); code && (flags & EventSummary::Terminal)) {
        texts.badge = *code == -1 ? tr("running") : tr("exit %1").arg(*code);
        *badgeColor =
            *code == 0 ? QColor(0x2e, 0x7d, 0x32) : (*code == -1 ? QColor(0xe6, 0x51, 0x00) : QColor(0xc6, 0x28, 0x28));
    } else if (pair == PS::Failed) {
        texts.badge = tr("failed");
        *badgeColor = QColor(0xc6, 0x28, 0x28);
    } else if (pair == PS::Rejected) {
        texts.badge = tr("rejected");
        *badgeColor = QColor(0x8e, 0x24, 0xaa);
    } else if (pair == PS::Pending) {
        texts.badge = tr("pending");
        *badgeColor = QColor(0xe6, 0x51, 0x00);
    } else if (pair == PS::Ok) {
        texts.badge = QStringLiteral("\u2713");
        *badgeColor = QColor(0x2e, 0x7d, 0x32);
    } else if (model.mergedCountAt(row) > 1) {
        texts.badge = tr("%1 deltas").arg(model.mergedCountAt(row));
    }
    return texts;
}

TimelineDelegate::RowLayout TimelineDelegate::layoutRow(const QRect &rect, const RowTexts &texts,
                                                        const QFontMetrics &fm, const QFontMetrics &bold,
                                                        bool boldSummary)
{
    RowLayout out;
    const int end = rect.left() + rect.width() - 6; // exclusive right edge of the text area
    int x = rect.left() + kGutter + 8;
    // A part from x with width w, cut at the end of the text area (empty when no room is left).
    auto place = [&](int w) {
        const int left = std::min(x, end);
        return QRect(left, rect.top(), std::max(0, std::min(w, end - left)), rect.height());
    };
    auto fit = [](const QFontMetrics &m, const QString &text, const QRect &where) {
        if (where.width() <= 0 || text.isEmpty())
            return QString();
        if (m.horizontalAdvance(text) <= where.width())
            return text; // (elidedText measures in fractions and may cut a text that fits)
        QString elided = m.elidedText(text, Qt::ElideRight, where.width());
        // elidedText fits in fractional pixels; the painted (rounded) advance must fit too.
        for (int w = where.width() - 1; w > 0 && m.horizontalAdvance(elided) > where.width(); --w)
            elided = m.elidedText(text, Qt::ElideRight, w);
        // A lone ellipsis says nothing: leave the part empty.
        return elided == QStringLiteral("\u2026") ? QString() : elided;
    };

    // Fixed columns: time, source (wide enough for every translated source), kind.
    const int timeW = fm.horizontalAdvance(QStringLiteral("00:00:00"));
    out.time = place(timeW);
    x += timeW + 10;
    int sourceW = 0;
    for (EventSource s : {EventSource::User, EventSource::Agent, EventSource::Environment, EventSource::Hook})
        sourceW = std::max(sourceW, fm.horizontalAdvance(sourceText(s)));
    out.source = place(sourceW);
    x += sourceW + 12;
    const int kindColumn = bold.horizontalAdvance(QStringLiteral("System prompt")) + 14;
    const int kindText = std::min(kindColumn - 4, bold.horizontalAdvance(texts.kind));
    const int badgeNatural = texts.badge.isEmpty() ? 0 : fm.horizontalAdvance(texts.badge);
    const int gap = texts.badge.isEmpty() ? 0 : 12;
    // The summary gives way first; then the kind column narrows to its text (alignment is lost,
    // no text is); then the badge is elided, down to a few characters; only then is the kind
    // elided further (a status must not vanish behind a long kind label).
    const int room = end - x; // for kind column + summary + badge
    const int badgeMin = std::min(badgeNatural, fm.horizontalAdvance(QStringLiteral("0000\u2026")));
    const int kindMin = std::min(kindText, bold.horizontalAdvance(QStringLiteral("Xxxxx\u2026"))) + 8;
    int kindW = kindColumn;
    if (room - kindColumn < badgeNatural + gap)
        kindW = std::max(kindText + 8, room - badgeNatural - gap);
    if (room - kindW < badgeMin + gap)
        kindW = std::max(kindMin, room - badgeMin - gap);
    kindW = std::min(kindW, kindColumn);
    out.kind = place(std::min(kindW - 4, kindText + 4));
    x += kindW;

    const int rest = std::max(0, end - std::min(x, end));
    const int badgeW = std::min(badgeNatural, rest);
    out.badge = QRect(end - badgeW, rect.top(), badgeW, rect.height());
    out.summary = place(std::max(0, rest - badgeW - gap));

    out.timeText = fit(fm, texts.time, out.time);
    out.sourceText = fit(fm, texts.source, out.source);
    out.kindText = fit(bold, texts.kind, out.kind);
    out.badgeText = fit(fm, texts.badge, out.badge);
    out.summaryText = fit(boldSummary ? bold : fm, texts.summary, out.summary);
    // Empty texts take no room (so an empty rectangle really means "nothing drawn here").
    auto clear = [](QRect &r, const QString &t) {
        if (t.isEmpty())
            r.setWidth(0);
    };
    clear(out.time, out.timeText);
    clear(out.source, out.sourceText);
    clear(out.kind, out.kindText);
    clear(out.badge, out.badgeText);
    clear(out.summary, out.summaryText);
    return out;
}

bool TimelineDelegate::editorEvent(QEvent *event, QAbstractItemModel *model, const QStyleOptionViewItem &option,
                                   const QModelIndex &index)
{
    if (event->type() == QEvent::MouseButtonRelease && m_proxy && m_model) {
        const auto *me = static_cast<QMouseEvent *>(event);
        if (me->position().x() < option.rect.left() + kGutter) {
            const int row = m_proxy->mapToSource(index).row();
            if (row >= 0 && m_model->kindAt(row) == EventKind::Message
                && (m_model->flagsAt(row) & EventSummary::UserTurn)) {
                Q_EMIT turnToggleRequested(m_model->turnKey(m_model->turnOfRow(row)));
                return true;
            }
        }
    }
    return QStyledItemDelegate::editorEvent(event, model, option, index);
}

} // namespace Switchyard
