// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/timelinedelegate.h"

#include "models/timeline/timelinefilterproxy.h"
#include "models/timeline/timelinemodel.h"
#include "models/timeline/timelineturnmodel.h"
#include "ui/timeline/eventcard.h"

#include <QApplication>
#include <QDateTime>
#include <QMouseEvent>
#include <QPainter>

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

QString sourceText(Api::EventSource s)
{
    switch (s) {
    case Api::EventSource::User:
        return QCoreApplication::translate("Switchyard::TimelineDelegate", "user");
    case Api::EventSource::Agent:
        return QCoreApplication::translate("Switchyard::TimelineDelegate", "agent");
    case Api::EventSource::Environment:
        return QCoreApplication::translate("Switchyard::TimelineDelegate", "env");
    case Api::EventSource::Hook:
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
    using PS = TimelineModel::PairState;
    const EventKind kind = m_model->kindAt(row);
    const quint16 flags = m_model->effectiveFlagsAt(row);
    const PS pair = m_model->pairStateAt(row);
    const bool turnStart = kind == EventKind::Message && (flags & EventSummary::UserTurn);
    const bool selected = option.state & QStyle::State_Selected;
    const QPalette &pal = option.palette;
    const QRect r = option.rect;

    painter->save();
    // Tints over the palette's base colour: readable in light and dark palettes alike.
    const QColor base = pal.color(QPalette::Base);
    QColor bg = base;
    if (turnStart)
        bg = tint(base, QColor(0x15, 0x65, 0xc0), 0.10);
    else if (flags & EventSummary::IsError || pair == PS::Failed)
        bg = tint(base, QColor(0xe5, 0x39, 0x35), 0.08);
    if (!m_search.isEmpty() && m_model->rowMatches(row, m_search))
        bg = tint(base, QColor(0xff, 0xd6, 0x00), 0.35);
    if (selected)
        bg = pal.color(QPalette::Highlight);
    painter->fillRect(r, bg);
    const QColor fg = selected ? pal.color(QPalette::HighlightedText) : pal.color(QPalette::Text);
    const QColor dim = selected ? fg : QColor(0x75, 0x75, 0x75);

    // Text is drawn at a baseline point (no QTextLayout per call): this keeps a scroll step cheap.
    QFont font = option.font;
    const QFontMetrics fm(font);
    QFont bold = font;
    bold.setBold(true);
    const QFontMetrics bfm(bold);
    const int h = r.height();
    const int baseline = r.top() + (h + fm.ascent() - fm.descent()) / 2;
    int x = r.left();

    // Gutter: collapse arrow on user turns.
    if (turnStart) {
        const int turn = m_model->turnOfRow(row);
        const bool collapsed = m_proxy->isTurnCollapsed(m_model->turnKey(turn));
        painter->setPen(dim);
        painter->drawText(x + 5, baseline, collapsed ? QStringLiteral("\u25b8") : QStringLiteral("\u25be"));
    }
    x += kGutter;
    painter->fillRect(QRect(x, r.top() + 2, 3, h - 4), stripeColor(kind, flags, pair));
    x += 8;

    // Time (local, hh:mm:ss) without a QDateTime per row.
    const qint64 ms = m_model->timeMsAt(row);
    if (ms) {
        static const qint64 offsetMs = qint64(QDateTime::currentDateTime().offsetFromUtc()) * 1000;
        const qint64 daySecs = ((ms + offsetMs) / 1000 % 86400 + 86400) % 86400;
        const QString time = QStringLiteral("%1:%2:%3")
                                 .arg(daySecs / 3600, 2, 10, QLatin1Char('0'))
                                 .arg(daySecs / 60 % 60, 2, 10, QLatin1Char('0'))
                                 .arg(daySecs % 60, 2, 10, QLatin1Char('0'));
        painter->setPen(dim);
        painter->drawText(x, baseline, time);
    }
    x += fm.horizontalAdvance(QStringLiteral("00:00:00")) + 10;

    // Source and kind.
    painter->setPen(dim);
    painter->drawText(x, baseline, sourceText(m_model->sourceAt(row)));
    x += fm.horizontalAdvance(QStringLiteral("agent")) + 12;
    const int kindW = bfm.horizontalAdvance(QStringLiteral("System prompt")) + 14;
    painter->setFont(bold);
    painter->setPen(selected ? fg : stripeColor(kind, flags, pair).darker(115));
    const QString label = turnStart ? turnTitle(m_model->turnNumber(m_model->turnOfRow(row)))
                                    : EventCard::kindLabel(m_model->kindNameAt(row));
    painter->drawText(x, baseline, bfm.elidedText(label, Qt::ElideRight, kindW - 4));
    x += kindW;
    painter->setFont(font);

    // Right side: result badge, or the turn's usage.
    QString badge;
    QColor badgeColor = dim;
    if (turnStart) {
        const TurnUsage u = m_model->turnUsage(m_model->turnOfRow(row));
        if (u.known)
            badge = TimelineTurnModel::usageText(u.promptTokens + u.completionTokens, u.cost, u.approximate);
    } else if (const auto code = m_model->exitCodeAt(row); code && (flags & EventSummary::Terminal)) {
        badge = *code == -1 ? tr("running") : tr("exit %1").arg(*code);
        badgeColor =
            *code == 0 ? QColor(0x2e, 0x7d, 0x32) : (*code == -1 ? QColor(0xe6, 0x51, 0x00) : QColor(0xc6, 0x28, 0x28));
    } else if (pair == PS::Failed) {
        badge = tr("failed");
        badgeColor = QColor(0xc6, 0x28, 0x28);
    } else if (pair == PS::Rejected) {
        badge = tr("rejected");
        badgeColor = QColor(0x8e, 0x24, 0xaa);
    } else if (pair == PS::Pending) {
        badge = tr("pending");
        badgeColor = QColor(0xe6, 0x51, 0x00);
    } else if (pair == PS::Ok) {
        badge = QStringLiteral("\u2713");
        badgeColor = QColor(0x2e, 0x7d, 0x32);
    } else if (m_model->mergedCountAt(row) > 1) {
        badge = tr("%1 deltas").arg(m_model->mergedCountAt(row));
    }
    int right = r.right() - 6;
    if (!badge.isEmpty()) {
        const int w = fm.horizontalAdvance(badge);
        painter->setPen(selected ? fg : badgeColor);
        painter->drawText(right - w, baseline, badge);
        right -= w + 12;
    }

    // Summary.
    painter->setPen(fg);
    if (turnStart)
        painter->setFont(bold);
    const int w = std::max(0, right - x);
    painter->drawText(x, baseline, (turnStart ? bfm : fm).elidedText(m_model->summaryAt(row), Qt::ElideRight, w));
    if (option.state & QStyle::State_HasFocus) {
        painter->setPen(QPen(pal.color(QPalette::Highlight).darker(130), 1, Qt::DotLine));
        painter->drawRect(r.adjusted(0, 0, -1, -1));
    }
    painter->restore();
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
