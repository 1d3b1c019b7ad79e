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
    // The local tags take up to 60 % of what is left, at the right end; the staleness the rest.
    const int tagsLeft = paintTagChips(row, r.right(), (r.right() - x) * 3 / 5, y3, small);
    const int textW = qMax(0, tagsLeft - 8 - x);
    const QDateTime confirmed = index.data(M::ConfirmedAtRole).toDateTime();
    if (m_offline) {
        // A file is not confirmed by any server: say where the row comes from.
        p->setPen(row.dim);
        p->setFont(small);
        p->drawText(QRect(x, y3 - lineH / 2, textW, lineH), Qt::AlignLeft | Qt::AlignVCenter,
                    QFontMetrics(small).elidedText(tr("offline, from a file"), Qt::ElideRight, textW));
    } else if (confirmed.isValid()) {
        const qint64 ago = confirmed.secsTo(now);
        QColor c = row.dim;
        if (ago > 120 && !row.selected)
            c = QColor(0xb4, 0x53, 0x09); // stale: worth a glance
        p->setPen(c);
        p->setFont(small);
        p->drawText(
            QRect(x, y3 - lineH / 2, textW, lineH), Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetrics(small).elidedText(StatusBadges::staleness(qMax<qint64>(0, ago)), Qt::ElideRight, textW));
    }
}

namespace {
/// The local tag chips of a row, laid out in a budget of pixels.
struct TagChips
{
    struct Chip
    {
        QString text; ///< the tag (elided when painted), or the tag count when none fits
        int textW = 0;
    };
    QList<Chip> chips;
    qsizetype hidden = 0; ///< tags left out ("+N")
    int width = 0; ///< everything, "+N" included
};

constexpr int kChipGap = 4;
constexpr int kChipRightPad = 6;

/// Whole chips (their text capped) while room is left for a "+N" after them; else the first one
/// elided into what is left; else one chip with the number of tags (the tooltip lists them).
TagChips layoutTagChips(const QStringList &tags, const QFontMetrics &fm, int pad, int budget)
{
    const int maxText = fm.horizontalAdvance(QLatin1Char('m')) * 12;
    const auto moreWidth = [&fm](qsizetype n) {
        return n > 0 ? kChipGap + fm.horizontalAdvance(QStringLiteral("+%1").arg(n)) + 8 : 0;
    };
    TagChips out;
    int used = 0;
    for (qsizetype i = 0; i < tags.size(); ++i) {
        const int textW = qMin(fm.horizontalAdvance(tags.at(i)), maxText);
        const int w = (i > 0 ? kChipGap : 0) + pad + textW + kChipRightPad;
        if (used + w + moreWidth(tags.size() - i - 1) > budget)
            break;
        used += w;
        out.chips.append({tags.at(i), textW});
    }
    if (out.chips.isEmpty()) {
        const int textW = budget - pad - kChipRightPad - moreWidth(tags.size() - 1);
        const QString count = QString::number(tags.size());
        if (textW >= fm.horizontalAdvance(QStringLiteral("mmm\u2026"))) {
            out.chips.append({tags.constFirst(), textW});
        } else if (pad + fm.horizontalAdvance(count) + kChipRightPad <= budget) {
            out.chips.append({count, fm.horizontalAdvance(count)});
            out.width = pad + out.chips.constFirst().textW + kChipRightPad;
            return out;
        } else {
            return out;
        }
        used = pad + textW + kChipRightPad;
    }
    out.hidden = tags.size() - out.chips.size();
    out.width = used + moreWidth(out.hidden);
    return out;
}
} // namespace

// The chips are the user's own marks, not the server's: a label shape (a point with a hole on the
// left), outlined in the muted text colour, where the status badges are filled or outlined pills.
// The tag text is drawn as text (drawText never interprets markup).
int ConversationDelegate::paintTagChips(const Row &row, int right, int budget, int y3, const QFont &font) const
{
    const QStringList tags = row.index.data(M::LocalTagsRole).toStringList();
    if (tags.isEmpty() || budget < 24)
        return right + 1;
    const QFontMetrics fm(font);
    const int h = fm.height() + 2;
    const int point = h / 2; // the pointed end
    const int pad = point + 4; // text inset: past the point and the hole
    const TagChips layout = layoutTagChips(tags, fm, pad, budget);
    if (layout.chips.isEmpty())
        return right + 1;
    const int left = right + 1 - layout.width;
    QPainter *p = row.p;
    QColor fill = row.dim;
    fill.setAlphaF(row.selected ? 0.12f : 0.07f);
    p->save();
    p->setRenderHint(QPainter::Antialiasing, true);
    p->setFont(font);
    p->setPen(QPen(row.dim, 1));
    int x = left;
    const qreal top = y3 - h / 2.0 + 0.5;
    for (const TagChips::Chip &c : layout.chips) {
        const QRectF chip(x + 0.5, top, pad + c.textW + kChipRightPad - 1, h - 1);
        QPainterPath path;
        path.moveTo(chip.left() + point, chip.top());
        path.lineTo(chip.right() - 2, chip.top());
        path.quadTo(chip.right(), chip.top(), chip.right(), chip.top() + 2);
        path.lineTo(chip.right(), chip.bottom() - 2);
        path.quadTo(chip.right(), chip.bottom(), chip.right() - 2, chip.bottom());
        path.lineTo(chip.left() + point, chip.bottom());
        path.lineTo(chip.left(), chip.center().y());
        path.closeSubpath();
        p->fillPath(path, fill);
        p->drawPath(path);
        p->drawEllipse(QPointF(chip.left() + point * 0.8, chip.center().y()), 1.3, 1.3);
        // elidedText() measures a little wider than horizontalAdvance() rounds to: a tag that was
        // measured to fit is drawn whole.
        const QString text =
            fm.horizontalAdvance(c.text) <= c.textW ? c.text : fm.elidedText(c.text, Qt::ElideRight, c.textW);
        p->drawText(QRect(x + pad, int(top), c.textW + 2, h), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine,
                    text);
        x += pad + c.textW + kChipRightPad + kChipGap;
    }
    if (layout.hidden > 0) {
        p->drawText(QRect(x, int(top), right + 1 - x, h), Qt::AlignCenter, QStringLiteral("+%1").arg(layout.hidden));
    }
    p->restore();
    return left;
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
