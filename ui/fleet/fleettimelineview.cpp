// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/fleet/fleettimelineview.h"

#include "models/conversations/statuspresentation.h"
#include "ui/safetext.h"

#include <QEvent>
#include <QHelpEvent>
#include <QImage>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QScrollBar>
#include <QSvgGenerator>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace Switchyard {

namespace {

using Fleet::State;

QColor stateColor(State s)
{
    switch (s) {
    case State::Running:
        return StatusPresentation::executionColor(ExecutionStatus::Running);
    case State::Waiting:
        return StatusPresentation::executionColor(ExecutionStatus::Idle);
    case State::Paused:
        return StatusPresentation::sandboxColor(SandboxStatus::Paused);
    case State::Error:
        return StatusPresentation::executionColor(ExecutionStatus::Error);
    case State::Finished:
        return StatusPresentation::executionColor(ExecutionStatus::Finished);
    case State::Other:
    case State::None:
        break;
    }
    return QColor(0x80, 0x80, 0x80);
}

QString stateName(const Fleet::Segment &s)
{
    switch (s.state) {
    case State::Running:
        return FleetTimelineView::tr("Running");
    case State::Waiting:
        return s.approval ? FleetTimelineView::tr("Waiting for approval")
                          : FleetTimelineView::tr("Waiting for a person");
    case State::Paused:
        return FleetTimelineView::tr("Paused");
    case State::Error:
        return FleetTimelineView::tr("Error");
    case State::Finished:
        return FleetTimelineView::tr("Finished");
    case State::Other:
        return FleetTimelineView::tr("Status \u201c%1\u201d").arg(s.raw);
    case State::None:
        break;
    }
    return {};
}

QString duration(qint64 ms)
{
    const qint64 min = ms / 60000;
    if (min < 60)
        return FleetTimelineView::tr("%n min", nullptr, int(std::max<qint64>(min, 0)));
    if (min < 48 * 60)
        return FleetTimelineView::tr("%1 h %2 min").arg(min / 60).arg(min % 60);
    return FleetTimelineView::tr("%1 d %2 h").arg(min / 1440).arg((min % 1440) / 60);
}

QString timeText(qint64 ms)
{
    return QLocale().toString(QDateTime::fromMSecsSinceEpoch(ms).toLocalTime(), QLocale::ShortFormat);
}

/// The axis step: the smallest "nice" interval at least 90 px wide.
qint64 tickStep(double msPerPx)
{
    static const qint64 steps[] = {60000LL,    5 * 60000LL,    15 * 60000LL,  30 * 60000LL,
                                   3600000LL,  3 * 3600000LL,  6 * 3600000LL, 12 * 3600000LL,
                                   86400000LL, 2 * 86400000LL, 7 * 86400000LL};
    for (qint64 s : steps) {
        if (double(s) / msPerPx >= 90.0)
            return s;
    }
    return 14 * 86400000LL;
}

} // namespace

FleetTimelineView::FleetTimelineView(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    setObjectName(QStringLiteral("fleetTimeline"));
    setAccessibleName(tr("Fleet timeline"));
    setFocusPolicy(Qt::StrongFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    verticalScrollBar()->setSingleStep(kLaneHeight);
    viewport()->setMouseTracking(true);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    m_fromMs = now - 24 * 3600 * 1000;
}

FleetTimelineView::~FleetTimelineView() = default;

void FleetTimelineView::setData(std::shared_ptr<const Fleet::TimelineData> data)
{
    const bool first = !m_data;
    m_data = std::move(data);
    m_laneTop.clear();
    m_text.clear(); // laid out again as lanes show
    int y = 0;
    if (m_data) {
        m_laneTop.reserve(m_data->lanes.size() + 1);
        for (const Fleet::Lane &lane : m_data->lanes) {
            m_laneTop.append(y);
            y += lane.group ? kGroupHeight : kLaneHeight;
        }
    }
    m_laneTop.append(y);
    updateScrollBar();
    if (first && m_data)
        fitAll();
    viewport()->update();
}

qint64 FleetTimelineView::windowToMs() const
{
    return m_fromMs + qint64(plotWidth(viewport()->width()) * m_msPerPx);
}

void FleetTimelineView::setWindow(qint64 fromMs, qint64 toMs)
{
    const double width = plotWidth(viewport()->width());
    const double span = std::clamp(double(std::max<qint64>(toMs - fromMs, 1)), kMinMsPerPx * width, kMaxWindowMs);
    m_msPerPx = span / width;
    m_fromMs = fromMs;
    Q_EMIT windowChanged();
    viewport()->update();
}

void FleetTimelineView::zoomBy(double factor, int anchorX)
{
    const int width = plotWidth(viewport()->width());
    const double ax = anchorX < kLabelWidth ? kLabelWidth + width / 2.0 : double(anchorX);
    const qint64 anchor = msAt(ax);
    const double span = std::clamp(m_msPerPx * factor * width, kMinMsPerPx * width, kMaxWindowMs);
    m_msPerPx = span / width;
    m_fromMs = anchor - qint64((ax - kLabelWidth) * m_msPerPx);
    Q_EMIT windowChanged();
    viewport()->update();
}

void FleetTimelineView::panByPixels(int dx)
{
    m_fromMs += qint64(dx * m_msPerPx);
    Q_EMIT windowChanged();
    viewport()->update();
}

void FleetTimelineView::fitAll()
{
    if (!m_data)
        return;
    const qint64 span = std::max<qint64>(m_data->toMs - m_data->fromMs, 60000);
    setWindow(m_data->fromMs - span / 50, m_data->toMs + span / 20);
}

void FleetTimelineView::setSelection(qint64 fromMs, qint64 toMs)
{
    m_selFrom = std::min(fromMs, toMs);
    m_selTo = std::max(fromMs, toMs);
    Q_EMIT selectionChanged();
    viewport()->update();
}

void FleetTimelineView::clearSelection()
{
    if (!hasSelection())
        return;
    m_selFrom = m_selTo = 0;
    Q_EMIT selectionChanged();
    viewport()->update();
}

QSet<QString> FleetTimelineView::selectedConversationIds() const
{
    if (!m_data || !hasSelection())
        return {};
    return m_data->activeIn(m_selFrom, m_selTo);
}

void FleetTimelineView::updateScrollBar()
{
    const int total = m_laneTop.isEmpty() ? 0 : m_laneTop.constLast();
    const int page = std::max(0, viewport()->height() - kAxisHeight);
    verticalScrollBar()->setPageStep(page);
    verticalScrollBar()->setRange(0, std::max(0, total - page));
}

qsizetype FleetTimelineView::laneAt(int contentY) const
{
    if (m_laneTop.size() < 2 || contentY < 0 || contentY >= m_laneTop.constLast())
        return -1;
    const auto it = std::upper_bound(m_laneTop.cbegin(), m_laneTop.cend(), contentY);
    return (it - m_laneTop.cbegin()) - 1;
}

// --- painting ---------------------------------------------------------------------------------------

void FleetTimelineView::paintTimeline(QPainter &p, const QSize &size) const
{
    const QPalette &pal = palette();
    p.fillRect(QRect(QPoint(0, 0), size), pal.color(QPalette::Base));
    const int scroll = verticalScrollBar()->value();
    if (m_data) {
        p.save();
        p.setClipRect(QRect(0, kAxisHeight, size.width(), size.height() - kAxisHeight));
        for (qsizetype i = std::max<qsizetype>(laneAt(scroll), 0); i + 1 < m_laneTop.size(); ++i) {
            const int top = kAxisHeight + m_laneTop.at(i) - scroll;
            if (top >= size.height())
                break;
            if (m_data->lanes.at(i).group)
                paintGroup(p, i, top, size.width());
            else
                paintLane(p, i, top, size.width());
        }
        // Now, and the selected range over every lane.
        const double nowX = xOf(m_data->toMs);
        p.setPen(QPen(pal.color(QPalette::Highlight), 1, Qt::DashLine));
        p.drawLine(QPointF(nowX, kAxisHeight), QPointF(nowX, size.height()));
        if (hasSelection()) {
            QColor sel = pal.color(QPalette::Highlight);
            sel.setAlpha(60);
            const double x0 = std::max<double>(xOf(m_selFrom), kLabelWidth);
            p.fillRect(QRectF(x0, kAxisHeight, std::max(1.0, xOf(m_selTo) - x0), size.height()), sel);
        }
        p.restore();
    } else {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(QRect(QPoint(0, kAxisHeight), size), Qt::AlignCenter, tr("No status history yet"));
    }
    paintAxis(p, size.width());
}

void FleetTimelineView::paintAxis(QPainter &p, int width) const
{
    const QPalette &pal = palette();
    p.fillRect(QRect(0, 0, width, kAxisHeight), pal.color(QPalette::Window));
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(0, kAxisHeight - 1, width, kAxisHeight - 1);
    p.setPen(pal.color(QPalette::WindowText));
    p.drawText(QRect(6, 0, kLabelWidth - 12, kAxisHeight), Qt::AlignVCenter | Qt::AlignLeft,
               m_data && m_data->grouping == Fleet::Grouping::Repository ? tr("Repository / conversation")
                                                                         : tr("Sandbox / conversation"));
    const qint64 step = tickStep(m_msPerPx);
    const qint64 offset = QDateTime::currentDateTime().offsetFromUtc() * 1000LL; // ticks on local midnights
    const qint64 to = msAt(width);
    const bool days = step >= 86400000LL;
    for (qint64 t = ((m_fromMs + offset) / step + 1) * step - offset; t < to; t += step) {
        const double x = xOf(t);
        if (x < kLabelWidth)
            continue;
        const QDateTime dt = QDateTime::fromMSecsSinceEpoch(t).toLocalTime();
        const QString label = days ? QLocale().toString(dt.date(), QStringLiteral("ddd d MMM"))
                                   : QLocale().toString(dt.time(), QLocale::ShortFormat);
        p.setPen(pal.color(QPalette::Mid));
        p.drawLine(QPointF(x, kAxisHeight - 6), QPointF(x, kAxisHeight - 1));
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(QRectF(x + 3, 0, 120, kAxisHeight - 4), Qt::AlignBottom | Qt::AlignLeft, label);
    }
}

const FleetTimelineView::LaneText &FleetTimelineView::laneText(const QPainter &p, qsizetype index) const
{
    if (p.font() != m_textFont || m_text.size() != std::size_t(m_data->lanes.size())) {
        m_text.assign(std::size_t(m_data->lanes.size()), {});
        m_textFont = p.font();
        m_boldFont = m_textFont;
        m_boldFont.setBold(true);
        for (QStaticText &t : m_markText)
            t = QStaticText();
    }
    LaneText &t = m_text[std::size_t(index)];
    if (t.ready)
        return t;
    const Fleet::Lane &lane = m_data->lanes.at(index);
    // Titles are untrusted: plain text, never rich text.
    const auto plain = [&](QStaticText &st, const QString &text, const QFont &font) {
        st.setTextFormat(Qt::PlainText);
        st.setText(text);
        st.prepare(QTransform(), font);
    };
    if (lane.group) {
        plain(t.title, QFontMetrics(m_boldFont).elidedText(lane.title, Qt::ElideMiddle, kLabelWidth - 12), m_boldFont);
        const double cost = lane.cost.isEmpty() ? 0.0 : lane.cost.constLast().cost;
        plain(t.detail, tr("up to %1 at once \u00b7 $%2").arg(lane.maxConcurrency).arg(cost, 0, 'f', 2), m_textFont);
    } else {
        plain(t.title, QFontMetrics(m_textFont).elidedText(lane.title, Qt::ElideRight, kLabelWidth - 24), m_textFont);
    }
    t.ready = true;
    return t;
}

void FleetTimelineView::paintLane(QPainter &p, qsizetype index, int top, int width) const
{
    const Fleet::Lane &lane = m_data->lanes.at(index);
    const QPalette &pal = palette();
    p.setPen(pal.color(QPalette::Text));
    const QStaticText &title = laneText(p, index).title;
    p.drawStaticText(QPointF(18, top + (kLaneHeight - title.size().height()) / 2), title);
    const qint64 from = m_fromMs;
    const qint64 to = msAt(width);
    const double bandTop = top + 3, bandHeight = kLaneHeight - 6;
    // Zoomed out, a lane's many short segments fall into few pixel columns: a segment narrower than
    // a pixel, in the column the previous rect already filled, is skipped (the lane's last one never).
    const QBrush hatch(pal.color(QPalette::Base), Qt::BDiagPattern);
    double lastX1 = -1;
    for (qsizetype i = Fleet::TimelineData::firstSegmentEndingAfter(lane, from); i < lane.segments.size(); ++i) {
        const Fleet::Segment &s = lane.segments.at(i);
        if (s.startMs >= to)
            break;
        const double x0 = std::max<double>(xOf(s.startMs), kLabelWidth);
        const double x1 = std::min<double>(xOf(s.endMs), width);
        const bool last = i + 1 >= lane.segments.size() || lane.segments.at(i + 1).startMs >= to;
        if (!last && std::floor(x1) <= std::floor(x0) && std::floor(x0) == std::floor(lastX1))
            continue; // within the pixel the previous rect covered
        const QRectF r(x0, bandTop, std::max(1.0, x1 - x0), bandHeight);
        lastX1 = x0 + r.width();
        p.fillRect(r, stateColor(s.state));
        if (s.approval)
            p.fillRect(r, hatch);
    }
}

void FleetTimelineView::paintGroup(QPainter &p, qsizetype index, int top, int width) const
{
    const Fleet::Lane &lane = m_data->lanes.at(index);
    const QPalette &pal = palette();
    p.fillRect(QRect(0, top, width, kGroupHeight), pal.color(QPalette::AlternateBase));
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(0, top, width, top);
    const LaneText &text = laneText(p, index);
    p.setPen(pal.color(QPalette::Text));
    p.setFont(m_boldFont); // a static text is laid out again when drawn in another font
    p.drawStaticText(QPointF(6, top + 2), text.title);
    p.setFont(m_textFont);
    p.setPen(pal.color(QPalette::PlaceholderText));
    p.drawStaticText(QPointF(6, top + 17), text.detail);
    // Concurrency: a step area, full height at the group's maximum (from the step the window starts in).
    const qint64 to = msAt(width);
    const int h = kGroupHeight - 6;
    QColor fill = stateColor(State::Running);
    fill.setAlpha(90);
    const auto firstStep =
        std::upper_bound(lane.concurrency.cbegin(), lane.concurrency.cend(), m_fromMs, [](qint64 ms, const auto &step) {
            return ms < step.first;
        });
    for (qsizetype i = std::max<qsizetype>(0, (firstStep - lane.concurrency.cbegin()) - 1); i < lane.concurrency.size();
         ++i) {
        const auto &[at, n] = lane.concurrency.at(i);
        const qint64 end = i + 1 < lane.concurrency.size() ? lane.concurrency.at(i + 1).first : m_data->toMs;
        if (n <= 0 || end <= m_fromMs || at >= to)
            continue;
        const double x0 = std::max<double>(xOf(at), kLabelWidth);
        const double x1 = std::min<double>(xOf(end), width);
        const double bar = h * double(n) / std::max(1, lane.maxConcurrency);
        p.fillRect(QRectF(x0, top + 3 + h - bar, std::max(1.0, x1 - x0), bar), fill);
    }
    // Cost: a cumulative line on the same axis, scaled to the largest group.
    if (lane.cost.size() > 0 && m_data->maxCost > 0) {
        // From the first cost point on (nothing is drawn before anything was spent).
        QPainterPath path;
        double lastY = top + 3 + h;
        path.moveTo(std::clamp<double>(xOf(lane.cost.constFirst().atMs), kLabelWidth, width), lastY);
        for (const Fleet::CostPoint &c : lane.cost) {
            const double x = std::clamp<double>(xOf(c.atMs), kLabelWidth, width);
            path.lineTo(x, lastY);
            lastY = top + 3 + h - h * c.cost / m_data->maxCost;
            path.lineTo(x, lastY);
        }
        path.lineTo(std::min<double>(xOf(m_data->toMs), width), lastY);
        p.setPen(QPen(StatusPresentation::alertColor(), 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
    }
    paintLifecycle(p, lane, top, kGroupHeight);
}

void FleetTimelineView::paintLifecycle(QPainter &p, const Fleet::Lane &lane, int top, int height) const
{
    const struct
    {
        QDateTime at;
        QString label;
        QColor color;
    } marks[] = {
        {lane.lifecycle.idlePauseAt, tr("idle pause"), QColor(0xe0, 0xa0, 0x30)},
        {lane.lifecycle.runtimeCapAt, tr("12 h cap"), QColor(0xe0, 0x70, 0x30)},
        {lane.lifecycle.deleteAt, tr("deletion"), QColor(0xd0, 0x40, 0x40)},
    };
    for (std::size_t k = 0; k < std::size(marks); ++k) {
        const auto &m = marks[k];
        if (!m.at.isValid() || m.at.toMSecsSinceEpoch() < m_data->toMs)
            continue; // upcoming marks only
        const double x = xOf(m.at.toMSecsSinceEpoch());
        if (x < kLabelWidth || x > viewport()->width() + 200)
            continue;
        p.setPen(QPen(m.color, 2));
        p.drawLine(QPointF(x, top + 2), QPointF(x, top + height - 2));
        QStaticText &label = m_markText[k]; // reset with the lanes' texts when the font changes
        if (label.text().isEmpty()) {
            label.setTextFormat(Qt::PlainText);
            label.setText(m.label);
            label.prepare(QTransform(), m_textFont);
        }
        p.drawStaticText(QPointF(x + 3, top + 2), label);
    }
}

void FleetTimelineView::paintEvent(QPaintEvent *)
{
    QPainter p(viewport());
    paintTimeline(p, viewport()->size());
}

void FleetTimelineView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBar();
}

// --- input --------------------------------------------------------------------------------------------

void FleetTimelineView::wheelEvent(QWheelEvent *event)
{
    const QPoint delta = event->angleDelta();
    if (event->modifiers() & Qt::ControlModifier) {
        zoomBy(std::pow(1.25, -delta.y() / 120.0), int(event->position().x()));
        event->accept();
        return;
    }
    if ((event->modifiers() & Qt::ShiftModifier) || std::abs(delta.x()) > std::abs(delta.y())) {
        const int d = delta.x() != 0 ? delta.x() : delta.y();
        panByPixels(-d / 2);
        event->accept();
        return;
    }
    QAbstractScrollArea::wheelEvent(event);
}

void FleetTimelineView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || event->position().x() < kLabelWidth) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    m_dragX = int(event->position().x());
    m_dragFromMs = m_fromMs;
    const bool select = (event->modifiers() & Qt::ShiftModifier) || event->position().y() < kAxisHeight;
    m_drag = select ? Drag::Select : Drag::Pan;
    if (select)
        setSelection(msAt(m_dragX), msAt(m_dragX));
    event->accept();
}

void FleetTimelineView::mouseMoveEvent(QMouseEvent *event)
{
    const int x = int(event->position().x());
    if (m_drag == Drag::Pan) {
        m_fromMs = m_dragFromMs - qint64((x - m_dragX) * m_msPerPx);
        Q_EMIT windowChanged();
        viewport()->update();
    } else if (m_drag == Drag::Select) {
        setSelection(msAt(m_dragX), msAt(std::max(x, kLabelWidth)));
    }
    QAbstractScrollArea::mouseMoveEvent(event);
}

void FleetTimelineView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_drag == Drag::Select && std::abs(int(event->position().x()) - m_dragX) < 3)
        clearSelection(); // a click, not a range
    m_drag = Drag::None;
    QAbstractScrollArea::mouseReleaseEvent(event);
}

void FleetTimelineView::keyPressEvent(QKeyEvent *event)
{
    const int step = plotWidth(viewport()->width()) / 8;
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomBy(0.5);
        break;
    case Qt::Key_Minus:
        zoomBy(2.0);
        break;
    case Qt::Key_Left:
        panByPixels(-step);
        break;
    case Qt::Key_Right:
        panByPixels(step);
        break;
    case Qt::Key_Home:
        fitAll();
        break;
    case Qt::Key_Escape:
        clearSelection();
        break;
    default:
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    event->accept();
}

bool FleetTimelineView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, viewport());
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

QString FleetTimelineView::toolTipAt(const QPoint &pos) const
{
    if (!m_data || pos.y() < kAxisHeight)
        return {};
    const qsizetype i = laneAt(pos.y() - kAxisHeight + verticalScrollBar()->value());
    if (i < 0)
        return {};
    const Fleet::Lane &lane = m_data->lanes.at(i);
    const qint64 at = msAt(pos.x());
    QString text = lane.title;
    if (lane.group) {
        int n = 0;
        for (const auto &[from, count] : lane.concurrency) {
            if (from > at)
                break;
            n = count;
        }
        text += QLatin1Char('\n') + tr("%n conversation(s) active at %1", nullptr, n).arg(timeText(at));
        if (lane.lifecycle.nextAt.isValid())
            text += QLatin1Char('\n')
                + tr("Next lifecycle step (estimate): %1").arg(timeText(lane.lifecycle.nextAt.toMSecsSinceEpoch()));
        return SafeText::toolTip(text);
    }
    const qsizetype s = Fleet::TimelineData::firstSegmentEndingAfter(lane, at);
    if (pos.x() >= kLabelWidth && s < lane.segments.size() && lane.segments.at(s).startMs <= at) {
        const Fleet::Segment &seg = lane.segments.at(s);
        text += QLatin1Char('\n')
            + tr("%1: %2 \u2013 %3 (%4)")
                  .arg(stateName(seg), timeText(seg.startMs), timeText(seg.endMs), duration(seg.endMs - seg.startMs));
    }
    return SafeText::toolTip(text);
}

// --- export -----------------------------------------------------------------------------------------

bool FleetTimelineView::exportPng(const QString &path) const
{
    QImage image(viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    QPainter p(&image);
    paintTimeline(p, image.size());
    p.end();
    return image.save(path, "PNG");
}

bool FleetTimelineView::exportSvg(const QString &path) const
{
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(viewport()->size());
    svg.setViewBox(QRect(QPoint(0, 0), viewport()->size()));
    svg.setTitle(tr("Fleet timeline"));
    QPainter p;
    if (!p.begin(&svg))
        return false;
    paintTimeline(p, viewport()->size());
    return p.end();
}

bool FleetTimelineView::exportPdf(const QString &path) const
{
    QPdfWriter pdf(path);
    pdf.setTitle(tr("Fleet timeline"));
    pdf.setPageOrientation(QPageLayout::Landscape);
    pdf.setResolution(96);
    QPainter p;
    if (!p.begin(&pdf))
        return false;
    const QRect page = p.viewport();
    const QSize size = viewport()->size();
    const double scale = std::min(double(page.width()) / size.width(), double(page.height()) / size.height());
    p.scale(scale, scale);
    paintTimeline(p, size);
    return p.end();
}

} // namespace Switchyard
