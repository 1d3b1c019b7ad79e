// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/conversations/conversationdelegate.h"

#include "models/conversations/conversationfilterproxy.h"
#include "models/conversations/conversationlistmodel.h"
#include "models/conversations/startsteps.h"
#include "models/conversations/statuspresentation.h"
#include "ui/conversations/statusbadges.h"

#include <QApplication>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

namespace Switchyard {

using M = ConversationListModel;

namespace {
constexpr int kPad = 6;
constexpr int kIndent = 18;

QColor attentionColor(const QModelIndex &index)
{
    if (index.data(M::IsStartTaskRole).toBool())
        return StatusPresentation::executionColor(ExecutionStatus::Error);
    const auto exec = index.data(M::ExecutionStatusRole).value<OpenEnum<ExecutionStatus>>();
    return StatusPresentation::executionColor(exec == ExecutionStatus::WaitingForConfirmation ? exec
                                                                                              : ExecutionStatus::Error);
}
} // namespace

ConversationDelegate::ConversationDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
    , m_clock([] {
        return QDateTime::currentDateTimeUtc();
    })
{ }

void ConversationDelegate::setClock(std::function<QDateTime()> clock)
{
    m_clock = std::move(clock);
}

QSize ConversationDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const
{
    const QFontMetrics fm(option.font);
    return {200, fm.height() * (m_matchLine ? 4 : 3) + kPad * 2 + (m_matchLine ? 11 : 8)};
}

QRect ConversationDelegate::foldArrowRect(const QStyleOptionViewItem &option, const QModelIndex &index)
{
    const int depth = index.data(M::DepthRole).toInt();
    const QFontMetrics fm(option.font);
    const int x = option.rect.left() + kPad + 4 + depth * kIndent;
    return {x, option.rect.top() + kPad, kIndent - 4, fm.height()};
}

bool ConversationDelegate::editorEvent(QEvent *event, QAbstractItemModel *model, const QStyleOptionViewItem &option,
                                       const QModelIndex &index)
{
    if ((event->type() == QEvent::MouseButtonPress || event->type() == QEvent::MouseButtonDblClick)
        && index.data(M::HasChildrenRole).toBool()) {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() == Qt::LeftButton && foldArrowRect(option, index).contains(mouse->position().toPoint())) {
            Q_EMIT foldToggled(index);
            return true; // the click folds; it does not change the selection
        }
    }
    return QStyledItemDelegate::editorEvent(event, model, option, index);
}

/// One row being painted: the painter, the item, the rectangle inside the padding and indent, and
/// the colours every line uses.
struct ConversationDelegate::Row
{
    QPainter *p;
    const QStyleOptionViewItem &option;
    const QModelIndex &index;
    QRect r;
    bool selected;
    QColor text;
    QColor dim;
};

void ConversationDelegate::paint(QPainter *p, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, p, widget);

    const bool selected = option.state & QStyle::State_Selected;
    const QPalette &pal = option.palette;
    const QColor text = selected ? pal.color(QPalette::HighlightedText) : pal.color(QPalette::Text);
    QColor dim = text;
    dim.setAlphaF(0.62);

    const int depth = index.data(M::DepthRole).toInt();
    const Row row{p,        option, index, option.rect.adjusted(kPad + 4 + depth * kIndent, kPad, -kPad, -kPad),
                  selected, text,   dim};

    p->save();
    paintRowFrame(row, depth);
    if (index.data(M::IsStartTaskRole).toBool()) {
        paintStartTask(p, row.r, option, index);
        p->restore();
        return;
    }

    const QFontMetrics fm(option.font);
    const int lineH = fm.height();
    const QDateTime now = m_clock();
    paintTitleLine(row, now);
    const int y2 = row.r.top() + lineH + 3;
    paintWhereLine(row, y2);
    const int y3 = y2 + lineH + 3 + lineH / 2;
    paintBadgeLine(row, y3, now);

    // Line 4 (while searching): the event text that matched, the words marked by painting (never
    // rich text: the line is the server's text).
    if (m_matchLine) {
        const QString line = index.data(M::MatchLineRole).toString();
        if (!line.isEmpty())
            paintMatchLine(p, QRect(row.r.left(), y3 + lineH / 2 + 4, row.r.width(), lineH), option, line, selected);
    }
    p->restore();
}

// The attention bar, the tree line of a sub-conversation and the bottom separator.
void ConversationDelegate::paintRowFrame(const Row &row, int depth) const
{
    QPainter *p = row.p;
    const QRect &rect = row.option.rect;
    if (row.index.data(M::NeedsAttentionRole).toBool())
        p->fillRect(QRect(rect.left(), rect.top() + 2, 4, rect.height() - 4), attentionColor(row.index));
    if (depth > 0) {
        p->setPen(QPen(row.dim, 1, Qt::DotLine));
        const int x = rect.left() + kPad + 4 + (depth - 1) * kIndent + kIndent / 2;
        p->drawLine(x, rect.top(), x, rect.center().y());
        p->drawLine(x, rect.center().y(), x + kIndent / 2 - 2, rect.center().y());
    }
    // Bottom separator.
    QColor sep = row.option.palette.color(QPalette::Mid);
    sep.setAlphaF(0.35);
    p->setPen(sep);
    p->drawLine(rect.bottomLeft(), rect.bottomRight());
}

// Line 1: title ... last activity
void ConversationDelegate::paintTitleLine(const Row &row, const QDateTime &now) const
{
    QPainter *p = row.p;
    const QRect &r = row.r;
    const QFontMetrics fm(row.option.font);
    const int lineH = fm.height();
    const bool gone = row.index.data(M::GoneRole).toBool();
    QFont bold = row.option.font;
    bold.setBold(true);
    const QDateTime last = row.index.data(M::LastActivityRole).toDateTime();
    const QString when = last.isValid() ? StatusBadges::relativeTime(last.secsTo(now)) : QString();
    const int whenW = fm.horizontalAdvance(when);
    const bool unread = row.index.data(M::UnreadRole).toBool();
    p->setPen(unread ? row.text : row.dim);
    p->drawText(QRect(r.right() - whenW, r.top(), whenW, lineH), Qt::AlignRight | Qt::AlignVCenter, when);
    int titleLeft = r.left();
    if (row.index.data(M::HasChildrenRole).toBool())
        titleLeft = paintFoldArrow(row) + 2;
    if (unread) {
        // Changed since the user last looked: a dot before the title (the accessible text says it).
        const int d = qMax(6, lineH * 2 / 5);
        const QColor dot = row.selected ? row.text : row.option.palette.color(QPalette::Highlight);
        p->setRenderHint(QPainter::Antialiasing, true);
        p->setBrush(dot);
        p->setPen(Qt::NoPen);
        p->drawEllipse(QRect(titleLeft, r.top() + (lineH - d) / 2, d, d));
        p->setBrush(Qt::NoBrush);
        p->setRenderHint(QPainter::Antialiasing, false);
        titleLeft += d + 5;
    }
    p->setFont(bold);
    p->setPen(row.text);
    QString title = row.index.data(Qt::DisplayRole).toString();
    if (gone)
        title = tr("%1 (deleted)").arg(title);
    if (row.index.data(M::ArchivedRole).toBool())
        title = tr("%1 (archived)").arg(title);
    const int titleW = qMax(0, r.right() - whenW - kPad - titleLeft);
    p->drawText(QRect(titleLeft, r.top(), titleW, lineH), Qt::AlignLeft | Qt::AlignVCenter,
                QFontMetrics(bold).elidedText(title, Qt::ElideRight, titleW));
    p->setFont(row.option.font);
}

// The fold arrow: pointing right when the children are folded away, down when shown. Returns its
// right edge.
int ConversationDelegate::paintFoldArrow(const Row &row) const
{
    const QRect a = foldArrowRect(row.option, row.index);
    const QPointF c = QRectF(a).center();
    const qreal h = qMin(a.width(), a.height()) * 0.3;
    QPainterPath tri;
    if (row.index.data(M::CollapsedRole).toBool()) {
        tri.moveTo(c.x() - h * 0.6, c.y() - h);
        tri.lineTo(c.x() + h * 0.9, c.y());
        tri.lineTo(c.x() - h * 0.6, c.y() + h);
    } else {
        tri.moveTo(c.x() - h, c.y() - h * 0.6);
        tri.lineTo(c.x() + h, c.y() - h * 0.6);
        tri.lineTo(c.x(), c.y() + h * 0.9);
    }
    tri.closeSubpath();
    row.p->setRenderHint(QPainter::Antialiasing, true);
    row.p->fillPath(tri, row.dim);
    row.p->setRenderHint(QPainter::Antialiasing, false);
    return a.right();
}

// Line 2: repo/branch ... model · cost
void ConversationDelegate::paintWhereLine(const Row &row, int y2) const
{
    const QModelIndex &index = row.index;
    const QRect &r = row.r;
    const QFontMetrics fm(row.option.font);
    const int lineH = fm.height();
    const QString repo = index.data(M::RepositoryRole).toString();
    const QString branch = index.data(M::BranchRole).toString();
    QString where = repo.isEmpty() ? tr("no repository") : repo;
    if (!branch.isEmpty())
        where += QStringLiteral(" · ") + branch;
    // The pull requests the agent opened (the record's pr_number; issue 30: the Changes tab opens them).
    QStringList prs;
    for (int pr : index.data(M::ObjectRole).value<ConversationRow>().conversation.prNumbers)
        prs.append(QStringLiteral("#") + QString::number(pr));
    if (!prs.isEmpty())
        where += QStringLiteral(" · ") + tr("PR %1").arg(prs.join(QStringLiteral(", ")));
    // A sub-conversation whose parent is filtered out stands at the top level and says so.
    if (!index.data(M::ParentIdRole).toString().isEmpty() && !index.data(M::ParentShownRole).toBool())
        where = tr("↳ parent not shown · %1").arg(where);
    // A variant run (issue 30 part B) says its group and variant first.
    if (const QString group = index.data(ConversationFilterProxy::VariantGroupRole).toString(); !group.isEmpty())
        where = QStringLiteral("\u25c6 ") + group + QStringLiteral(" · ") + where;
    const QString model = index.data(M::ModelRole).toString().section(u'/', -1);
    const double cost = index.data(M::CostRole).toDouble();
    QString right = model;
    if (cost > 0)
        right += (right.isEmpty() ? QString() : QStringLiteral(" · ")) + QStringLiteral("$%1").arg(cost, 0, 'f', 2);
    // Near an idle pause or the 12-hour cap, the estimate takes the place of model and cost.
    const QString lifecycle = index.data(M::LifecycleHintRole).toString();
    // U+25F7 (a clock face) is in the default fonts; U+23F8 drew as a missing glyph.
    if (!lifecycle.isEmpty())
        right = QStringLiteral("\u25f7 ") + lifecycle;
    const int rightW = qMin(fm.horizontalAdvance(right) + 4, r.width() * 11 / 20);
    row.p->setPen(row.dim);
    row.p->drawText(QRect(r.right() - rightW, y2, rightW, lineH), Qt::AlignRight | Qt::AlignVCenter,
                    fm.elidedText(right, lifecycle.isEmpty() ? Qt::ElideMiddle : Qt::ElideRight, rightW));
    row.p->drawText(QRect(r.left(), y2, r.width() - rightW - kPad, lineH), Qt::AlignLeft | Qt::AlignVCenter,
                    fm.elidedText(where, Qt::ElideMiddle, r.width() - rightW - kPad));
}

// Line 3: badges + staleness
void ConversationDelegate::paintBadgeLine(const Row &row, int y3, const QDateTime &now) const
{
    QPainter *p = row.p;
    const QModelIndex &index = row.index;
    const QRect &r = row.r;
    const int lineH = QFontMetrics(row.option.font).height();
    QFont small = row.option.font;
    small.setPointSizeF(small.pointSizeF() * 0.85);
    int x = r.left();
    Badge execBadge = StatusBadges::execution(index.data(M::ExecutionStatusRole).value<OpenEnum<ExecutionStatus>>(),
                                              index.data(M::StartingGraceRole).toBool());
    Badge sandboxBadge = StatusBadges::sandbox(index.data(M::SandboxStatusRole).value<OpenEnum<SandboxStatus>>());
    if (row.selected) { // outlined badges would vanish on the highlight
        for (Badge *b : {&execBadge, &sandboxBadge}) {
            if (b->outlined)
                b->color = row.text;
        }
    }
    x += StatusBadges::paint(p, execBadge, x, y3, small) + 4;
    x += StatusBadges::paint(p, sandboxBadge, x, y3, small) + 8;
    const QDateTime confirmed = index.data(M::ConfirmedAtRole).toDateTime();
    if (m_offline) {
        // A file is not confirmed by any server: say where the row comes from.
        p->setPen(row.dim);
        p->setFont(small);
        p->drawText(QRect(x, y3 - lineH / 2, qMax(0, r.right() - x), lineH), Qt::AlignLeft | Qt::AlignVCenter,
                    QFontMetrics(small).elidedText(tr("offline, from a file"), Qt::ElideRight, qMax(0, r.right() - x)));
    } else if (confirmed.isValid()) {
        const qint64 ago = confirmed.secsTo(now);
        QColor c = row.dim;
        if (ago > 120 && !row.selected)
            c = QColor(0xb4, 0x53, 0x09); // stale: worth a glance
        p->setPen(c);
        p->setFont(small);
        p->drawText(QRect(x, y3 - lineH / 2, qMax(0, r.right() - x), lineH), Qt::AlignLeft | Qt::AlignVCenter,
                    QFontMetrics(small).elidedText(StatusBadges::staleness(qMax<qint64>(0, ago)), Qt::ElideRight,
                                                   qMax(0, r.right() - x)));
    }
}

void ConversationDelegate::paintMatchLine(QPainter *p, const QRect &rect, const QStyleOptionViewItem &option,
                                          const QString &line, bool selected) const
{
    QFont italic = option.font;
    italic.setItalic(true);
    const QFontMetrics fm(italic);
    const QString shown = fm.elidedText(QStringLiteral("“") + line + QStringLiteral("”"), Qt::ElideRight, rect.width());
    QColor mark(0xfa, 0xcc, 0x15);
    mark.setAlphaF(selected ? 0.55 : 0.45);
    // Mark every occurrence of every search word in what is shown.
    for (const QString &word : std::as_const(m_words)) {
        if (word.isEmpty())
            continue;
        for (qsizetype at = shown.indexOf(word, 0, Qt::CaseInsensitive); at >= 0;
             at = shown.indexOf(word, at + word.size(), Qt::CaseInsensitive)) {
            const int x0 = rect.left() + fm.horizontalAdvance(shown.left(at));
            const int w = fm.horizontalAdvance(shown.mid(at, word.size()));
            p->fillRect(QRect(x0, rect.top(), w, rect.height()), mark);
        }
    }
    p->setFont(italic);
    const QColor text =
        selected ? option.palette.color(QPalette::HighlightedText) : option.palette.color(QPalette::Text);
    p->setPen(text);
    p->drawText(rect, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine, shown);
    p->setFont(option.font);
}

void ConversationDelegate::paintStartTask(QPainter *p, const QRect &r, const QStyleOptionViewItem &option,
                                          const QModelIndex &index) const
{
    const bool selected = option.state & QStyle::State_Selected;
    const QColor text =
        selected ? option.palette.color(QPalette::HighlightedText) : option.palette.color(QPalette::Text);
    QColor dim = text;
    dim.setAlphaF(0.62);
    const QFontMetrics fm(option.font);
    const int lineH = fm.height();
    QFont italic = option.font;
    italic.setItalic(true);
    italic.setBold(true);
    p->setFont(italic);
    p->setPen(text);
    p->drawText(QRect(r.left(), r.top(), r.width(), lineH), Qt::AlignLeft | Qt::AlignVCenter,
                QFontMetrics(italic).elidedText(index.data(Qt::DisplayRole).toString(), Qt::ElideRight, r.width()));
    p->setFont(option.font);

    const int step = index.data(M::StartStepIndexRole).toInt();
    const bool error = index.data(M::StartStatusRole).value<OpenEnum<StartTaskStatus>>() == StartTaskStatus::Error;
    const int y2 = r.top() + lineH + 3;
    const QString label = error ? tr("Start failed")
                                : tr("Step %1 of %2 · %3")
                                      .arg(qMax(step, 1))
                                      .arg(StartSteps::count())
                                      .arg(index.data(M::StartStepRole).toString());
    p->setPen(error ? QColor(0xdc, 0x26, 0x26) : dim);
    p->drawText(QRect(r.left(), y2, r.width(), lineH), Qt::AlignLeft | Qt::AlignVCenter,
                fm.elidedText(label, Qt::ElideRight, r.width()));

    const int y3 = y2 + lineH + 3;
    if (error) {
        p->drawText(QRect(r.left(), y3, r.width(), lineH), Qt::AlignLeft | Qt::AlignVCenter,
                    fm.elidedText(index.data(M::StartDetailRole).toString(), Qt::ElideRight, r.width()));
        return;
    }
    // A segmented progress bar: one segment per step.
    const int n = StartSteps::count();
    const int gap = 3;
    const int barH = 6;
    const int segW = qMax(4, (qMin(r.width(), 320) - gap * (n - 1)) / n);
    for (int i = 0; i < n; ++i) {
        const QRect seg(r.left() + i * (segW + gap), y3 + (lineH - barH) / 2, segW, barH);
        QColor c = i < step ? QColor(0x3b, 0x82, 0xf6) : option.palette.color(QPalette::Mid);
        if (i >= step)
            c.setAlphaF(0.4);
        p->fillRect(seg, c);
    }
}

} // namespace Switchyard
