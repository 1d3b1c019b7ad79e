// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sandboxmap/sandboxmapview.h"

#include "models/conversations/statuspresentation.h"
#include "models/radar/conflictradarmodel.h"
#include "ui/sandboxmap/conversationnodeitem.h"
#include "ui/sandboxmap/sandboxcontaineritem.h"

#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QPainterPathStroker>
#include <QPen>
#include <QScrollBar>
#include <QSet>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Switchyard {

namespace {

constexpr qreal kMinZoom = 0.02;
constexpr qreal kMaxZoom = 4.0;

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString when(const QDateTime &t)
{
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QLocale::ShortFormat) : QStringLiteral("\u2014");
}

} // namespace

SandboxMapView::SandboxMapView(QWidget *parent)
    : QGraphicsView(parent)
{
    setScene(new QGraphicsScene(this));
    // Thousands of nodes move on every reflow and the fitted map shows all of them: a BSP index
    // costs more to keep up than it saves.
    scene()->setItemIndexMethod(QGraphicsScene::NoIndex);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setOptimizationFlags(QGraphicsView::DontSavePainterState);
    setBackgroundBrush(palette().base());
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Sandbox map"));
    setAccessibleDescription(tr("Sandboxes as boxes, each with the conversations that run in it; a thick frame is a "
                                "shared sandbox. Arrow keys select the next or previous sandbox, whose details and "
                                "conversations the panel beside the map lists; Escape shows the overview; Ctrl+Plus, "
                                "Ctrl+Minus and Ctrl+0 zoom."));
}

SandboxMapView::~SandboxMapView() = default;

void SandboxMapView::setSnapshot(const SandboxMapSnapshot &snapshot)
{
    m_snapshot = snapshot;
    relayout();
}

void SandboxMapView::setStatusFilter(std::optional<SandboxStatus> status)
{
    m_statusFilter = status;
    relayout();
    if (!m_userZoomed)
        fitAll();
}

void SandboxMapView::setSharedOnly(bool sharedOnly)
{
    m_sharedOnly = sharedOnly;
    relayout();
    if (!m_userZoomed)
        fitAll();
}

void SandboxMapView::setProblemsOnly(bool problemsOnly)
{
    m_problemsOnly = problemsOnly;
    relayout();
    if (!m_userZoomed)
        fitAll();
}

bool SandboxMapView::passesFilter(const SandboxMapSandbox &s) const
{
    if (m_statusFilter && s.status.value() != *m_statusFilter)
        return false;
    if (m_sharedOnly && !s.isShared())
        return false;
    if (m_problemsOnly && m_snapshot.findingsFor(s.id).isEmpty())
        return false;
    return true;
}

void SandboxMapView::relayout()
{
    QList<const SandboxMapSandbox *> shown;
    shown.reserve(m_snapshot.sandboxes.size());
    QList<int> counts;
    counts.reserve(m_snapshot.sandboxes.size());
    for (const auto &s : m_snapshot.sandboxes) {
        if (!passesFilter(s))
            continue;
        shown.append(&s);
        counts.append(s.capacityUsed());
    }
    const GraphLayoutResult layout = layoutSandboxMap(counts, m_params);

    QSet<QString> keepBoxes;
    QSet<QString> keepNodes;
    keepBoxes.reserve(shown.size());
    m_visible.clear();
    m_visible.reserve(shown.size());
    for (int i = 0; i < shown.size(); ++i) {
        const SandboxMapSandbox &s = *shown.at(i);
        m_visible.append(s.id);
        keepBoxes.insert(s.id);
        SandboxContainerItem *&box = m_boxes[s.id];
        if (!box) {
            box = new SandboxContainerItem;
            scene()->addItem(box);
        }
        box->setSandbox(s, layout.containers.at(i), m_params.headerHeight);
        box->setHighlighted(s.id == m_selectedSandbox);
        const auto &rects = layout.nodes.at(i);
        for (int k = 0; k < s.conversationIds.size(); ++k) {
            const QString &cid = s.conversationIds.at(k);
            const SandboxMapConversation *c = m_snapshot.conversation(cid);
            if (!c)
                continue;
            keepNodes.insert(cid);
            ConversationNodeItem *&node = m_nodes[cid];
            if (!node) {
                node = new ConversationNodeItem;
                scene()->addItem(node);
            }
            node->setConversation(*c, rects.at(k));
            node->setHighlighted(cid == m_selectedConversation);
        }
    }
    for (auto it = m_boxes.begin(); it != m_boxes.end();) {
        if (!keepBoxes.contains(it.key())) {
            delete it.value();
            it = m_boxes.erase(it);
        } else {
            ++it;
        }
    }
    for (auto it = m_nodes.begin(); it != m_nodes.end();) {
        if (!keepNodes.contains(it.key())) {
            delete it.value();
            it = m_nodes.erase(it);
        } else {
            ++it;
        }
    }
    drawEdges();
    const QRectF bounds = layout.bounds.isNull() ? QRectF(0, 0, 10, 10) : layout.bounds;
    const QRectF sceneRect = bounds.adjusted(-40, -40, 40, 40);
    const bool extentChanged = sceneRect != scene()->sceneRect();
    scene()->setSceneRect(sceneRect);
    if (!m_userZoomed && extentChanged)
        fitAll(); // a new zoom repaints everything: only when the map grew or shrank
}

void SandboxMapView::setConflicts(const QList<RadarConflict> &conflicts)
{
    if (conflicts == m_conflicts)
        return;
    m_conflicts = conflicts;
    drawEdges();
}

void SandboxMapView::drawEdges()
{
    for (const Edge &e : std::as_const(m_edges))
        delete e.item; // its label goes with it
    m_edges.clear();
    const QColor red(0xdc, 0x26, 0x26);
    for (int i = 0; i < m_conflicts.size(); ++i) {
        const RadarConflict &c = m_conflicts.at(i);
        const auto *a = m_nodes.value(c.a), *b = m_nodes.value(c.b);
        if (!a || !b)
            continue;
        // A curve between the two nodes, bowed to one side so that it does not run through the
        // nodes between them in the same row; its label above the curve's middle. Bowed up from the
        // first row the label would cover the sandbox's header (id, status): then the curve bows
        // down instead and the label sits on it, under the nodes.
        const QPointF p = a->sceneBoundingRect().center(), q = b->sceneBoundingRect().center();
        const QPointF mid = (p + q) / 2, d = q - p;
        const QPointF normal(-d.y(), d.x());
        QPointF bow = normal * 0.35 + QPointF(0, -m_params.nodeSize.height() * 0.6);
        auto *label = new QGraphicsSimpleTextItem(ConflictRadarModel::filesText(c, 1)); // plain text
        QFont f = font();
        f.setPointSizeF(f.pointSizeF() * 0.8);
        f.setBold(true);
        label->setFont(f);
        label->setBrush(red);
        const QRectF lr = label->boundingRect();
        const SandboxContainerItem *box = m_boxes.value(c.sandboxId);
        const qreal headerBottom =
            box ? box->sceneBoundingRect().top() + m_params.headerHeight : -std::numeric_limits<qreal>::max();
        QPointF labelPos = mid + bow / 2 - QPointF(lr.width() / 2, lr.height() + 2); // the curve's middle
        if (labelPos.y() < headerBottom + 1) {
            bow = QPointF(bow.x(), std::abs(bow.y()));
            labelPos = mid + bow / 2 - QPointF(lr.width() / 2, lr.height()); // on the curve's lowest point
        }
        QPainterPath path(p);
        path.quadTo(mid + bow, q);
        auto *item = new QGraphicsPathItem(path);
        QPen pen(red, 2.5);
        pen.setCapStyle(Qt::RoundCap);
        item->setPen(pen);
        item->setBrush(Qt::NoBrush);
        item->setZValue(10);
        label->setParentItem(item);
        label->setPos(labelPos);
        auto *back = new QGraphicsRectItem(lr.adjusted(-3, -1, 3, 1), label);
        back->setBrush(palette().base());
        back->setPen(QPen(red, 1));
        back->setFlag(QGraphicsItem::ItemStacksBehindParent);
        scene()->addItem(item);
        QPainterPathStroker stroker;
        stroker.setWidth(8);
        QPainterPath hit = stroker.createStroke(path);
        hit.addRect(label->sceneBoundingRect().adjusted(-3, -1, 3, 1));
        m_edges.append({item, hit, i});
    }
}

QString SandboxMapView::conflictToolTip(const RadarConflict &c) const
{
    const auto name = [this](const QString &id) {
        const SandboxMapConversation *n = m_snapshot.conversation(id);
        return esc(n && !n->title.isEmpty() ? n->title : id);
    };
    QString html = QStringLiteral("<b>%1</b><br/>").arg(tr("Overlapping work"));
    html += QStringLiteral("%1 \u2194 %2").arg(name(c.a), name(c.b));
    for (const QString &f : c.files)
        html += QStringLiteral("<br/>") + esc(f);
    if (c.fileCount > c.files.size())
        html += QStringLiteral("<br/>") + tr("and %n more", nullptr, int(c.fileCount - c.files.size()));
    for (const QString &command : c.commands)
        html += QStringLiteral("<br/><i>%1</i>").arg(esc(command));
    return html;
}

QRectF SandboxMapView::sandboxRect(const QString &sandboxId) const
{
    const auto *box = m_boxes.value(sandboxId);
    return box ? box->boundingRect().adjusted(4, 4, -4, -4) : QRectF();
}

QRectF SandboxMapView::edgeLabelRect(qsizetype i) const
{
    if (i < 0 || i >= m_edges.size() || m_edges.at(i).item->childItems().isEmpty())
        return {};
    return m_edges.at(i).item->childItems().constFirst()->sceneBoundingRect();
}

QRectF SandboxMapView::headerRect(const QString &sandboxId) const
{
    const auto *box = m_boxes.value(sandboxId);
    if (!box)
        return {};
    const QRectF r = box->sceneBoundingRect();
    return QRectF(r.left(), r.top(), r.width(), m_params.headerHeight);
}

QRectF SandboxMapView::conversationRect(const QString &conversationId) const
{
    const auto *node = m_nodes.value(conversationId);
    return node ? node->boundingRect().adjusted(3, 3, -3, -3) : QRectF();
}

void SandboxMapView::setSelectedSandbox(const QString &sandboxId)
{
    if (auto *old = m_boxes.value(m_selectedSandbox))
        old->setHighlighted(false);
    m_selectedSandbox = sandboxId;
    if (auto *box = m_boxes.value(sandboxId))
        box->setHighlighted(true);
}

void SandboxMapView::setSelectedConversation(const QString &conversationId)
{
    if (auto *old = m_nodes.value(m_selectedConversation))
        old->setHighlighted(false);
    m_selectedConversation = conversationId;
    if (auto *node = m_nodes.value(conversationId))
        node->setHighlighted(true);
}

void SandboxMapView::centerOnSandbox(const QString &sandboxId)
{
    const QRectF r = sandboxRect(sandboxId);
    if (!r.isNull())
        centerOn(r.center());
}

qreal SandboxMapView::zoom() const
{
    return transform().m11();
}

void SandboxMapView::scaleBy(qreal factor)
{
    const qreal current = zoom();
    const qreal target = std::clamp(current * factor, kMinZoom, kMaxZoom);
    if (qFuzzyCompare(target, current))
        return;
    scale(target / current, target / current);
    m_userZoomed = true;
    Q_EMIT zoomChanged(zoom());
}

void SandboxMapView::zoomIn()
{
    scaleBy(1.25);
}

void SandboxMapView::zoomOut()
{
    scaleBy(0.8);
}

void SandboxMapView::fitAll()
{
    const QRectF r = scene()->itemsBoundingRect();
    if (r.isEmpty()) {
        resetTransform();
    } else {
        fitInView(r.adjusted(-20, -20, 20, 20), Qt::KeepAspectRatio);
        // Never blow a tiny map up beyond 1:1; text then stays crisp.
        if (zoom() > 1.0)
            setTransform(QTransform());
        centerOn(r.center());
    }
    m_userZoomed = false;
    Q_EMIT zoomChanged(zoom());
}

void SandboxMapView::wheelEvent(QWheelEvent *event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    scaleBy(std::pow(1.0015, delta));
    event->accept();
}

void SandboxMapView::keyPressEvent(QKeyEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        switch (event->key()) {
        case Qt::Key_Plus:
        case Qt::Key_Equal:
            zoomIn();
            return;
        case Qt::Key_Minus:
            zoomOut();
            return;
        case Qt::Key_0:
            fitAll();
            return;
        default:
            break;
        }
    }
    if (!(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
        switch (event->key()) {
        case Qt::Key_Right:
        case Qt::Key_Down:
            stepSandbox(1);
            return;
        case Qt::Key_Left:
        case Qt::Key_Up:
            stepSandbox(-1);
            return;
        case Qt::Key_Escape:
            if (!m_selectedSandbox.isEmpty() || !m_selectedConversation.isEmpty()) {
                setSelectedConversation({});
                setSelectedSandbox({});
                Q_EMIT backgroundClicked();
                return;
            }
            break;
        default:
            break;
        }
    }
    QGraphicsView::keyPressEvent(event);
}

void SandboxMapView::stepSandbox(int delta)
{
    if (m_visible.isEmpty())
        return;
    const qsizetype at = m_visible.indexOf(m_selectedSandbox);
    const qsizetype count = m_visible.size();
    const qsizetype next = at < 0 ? (delta > 0 ? 0 : count - 1) : ((at + delta) % count + count) % count;
    const QString id = m_visible.at(next);
    setSelectedConversation({});
    setSelectedSandbox(id);
    if (const auto *box = m_boxes.value(id))
        ensureVisible(box, 24, 24);
    Q_EMIT sandboxClicked(id);
}

void SandboxMapView::changeEvent(QEvent *event)
{
    QGraphicsView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        setBackgroundBrush(palette().base());
        scene()->update();
    }
}

void SandboxMapView::mousePressEvent(QMouseEvent *event)
{
    m_pressPos = event->pos();
    QGraphicsView::mousePressEvent(event);
}

void SandboxMapView::mouseReleaseEvent(QMouseEvent *event)
{
    QGraphicsView::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton || (event->pos() - m_pressPos).manhattanLength() > 4)
        return; // a drag (pan), not a click
    const auto hits = items(event->pos());
    for (QGraphicsItem *item : hits) {
        if (item->type() == ConversationNodeItem::Type) {
            const QString id = static_cast<ConversationNodeItem *>(item)->conversationId();
            setSelectedConversation(id);
            Q_EMIT conversationActivated(id);
            return;
        }
    }
    for (QGraphicsItem *item : hits) {
        if (item->type() == SandboxContainerItem::Type) {
            const QString id = static_cast<SandboxContainerItem *>(item)->sandboxId();
            setSelectedConversation({});
            setSelectedSandbox(id);
            Q_EMIT sandboxClicked(id);
            return;
        }
    }
    Q_EMIT backgroundClicked();
}

void SandboxMapView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (!m_userZoomed)
        fitAll();
}

QString SandboxMapView::toolTipAt(const QPoint &viewportPos) const
{
    const QPointF scenePos = mapToScene(viewportPos);
    for (const Edge &e : m_edges) {
        if (e.hitArea.contains(scenePos))
            return conflictToolTip(m_conflicts.at(e.conflict));
    }
    const auto hits = items(viewportPos);
    for (QGraphicsItem *item : hits) {
        if (item->type() == ConversationNodeItem::Type) {
            if (const auto *c = m_snapshot.conversation(static_cast<ConversationNodeItem *>(item)->conversationId()))
                return conversationToolTip(*c);
        }
    }
    for (QGraphicsItem *item : hits) {
        if (item->type() == SandboxContainerItem::Type) {
            if (const auto *s = m_snapshot.sandbox(static_cast<SandboxContainerItem *>(item)->sandboxId()))
                return sandboxToolTip(*s);
        }
    }
    return {};
}

bool SandboxMapView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString tip = toolTipAt(help->pos());
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, viewport());
        return true;
    }
    return QGraphicsView::viewportEvent(event);
}

QString SandboxMapView::sandboxToolTip(const SandboxMapSandbox &s) const
{
    QString html = QStringLiteral("<b>%1</b><br/>").arg(esc(s.id.isEmpty() ? tr("(no sandbox id)") : s.id));
    if (!s.known) {
        html += tr("Not returned by the server: the sandbox is gone.") + QStringLiteral("<br/>");
    } else {
        html += tr("Status: %1").arg(esc(StatusPresentation::sandbox(s.status).label));
        if (!s.statusDetail.isEmpty())
            html += QStringLiteral(" (%1)").arg(esc(s.statusDetail));
        html += QStringLiteral("<br/><i>%1</i>").arg(esc(StatusPresentation::sandbox(s.status).tooltip));
        html += QStringLiteral("<br/>") + tr("Created: %1").arg(when(s.createdAt)) + QStringLiteral("<br/>");
        if (!s.specId.isEmpty())
            html += tr("Image: %1").arg(esc(s.specId)) + QStringLiteral("<br/>");
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const QString lifecycle = lifecycleText(sandboxLifecycle(s, now), now);
        if (!lifecycle.isEmpty())
            html += esc(lifecycle) + QStringLiteral("<br/>");
    }
    html += tr("Conversations: %1 / %2").arg(s.capacityUsed()).arg(kSandboxCapacity);
    for (const auto &u : s.exposedUrls)
        html += QStringLiteral("<br/>%1 :%2").arg(esc(u.name)).arg(u.port);
    const auto findings = m_snapshot.findingsFor(s.id);
    for (const auto &f : findings) {
        if (f.conversationId.isEmpty())
            html += QStringLiteral("<br/>\u26a0 ") + esc(f.text);
    }
    if (s.isShared())
        html += QStringLiteral("<br/><i>%1</i>").arg(tr("A shared sandbox is not a security boundary."));
    return html;
}

QString SandboxMapView::conversationToolTip(const SandboxMapConversation &c) const
{
    QString html = QStringLiteral("<b>%1</b><br/>").arg(esc(c.title.isEmpty() ? c.id : c.title));
    html += tr("Id: %1").arg(esc(c.id)) + QStringLiteral("<br/>");
    if (!c.repository.isEmpty()) {
        html += tr("Repository: %1").arg(esc(c.branch.isEmpty() ? c.repository : c.repository + u'@' + c.branch))
            + QStringLiteral("<br/>");
    }
    html += tr("Agent: %1").arg(esc(StatusPresentation::execution(c.execution).label)) + QStringLiteral("<br/>");
    html += tr("Sandbox status reported: %1").arg(esc(StatusPresentation::sandbox(c.sandboxStatus).label))
        + QStringLiteral("<br/>");
    html += tr("Created: %1").arg(when(c.createdAt));
    if (const SandboxMapSandbox *box = m_snapshot.sandbox(c.sandboxId)) {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const QString lifecycle = lifecycleText(sandboxLifecycle(*box, now), now);
        if (!lifecycle.isEmpty())
            html += QStringLiteral("<br/>") + esc(lifecycle);
    }
    if (c.cost > 0 || c.promptTokens > 0) {
        html += QStringLiteral("<br/>")
            + tr("Cost: $%1 \u00b7 tokens: %2 in / %3 out")
                  .arg(QLocale().toString(c.cost, 'f', 2), QLocale().toString(c.promptTokens),
                       QLocale().toString(c.completionTokens));
    }
    if (c.desync != SandboxDesync::None)
        html += QStringLiteral("<br/><span style='color:#b91c1c'>\u26a0 %1</span>").arg(esc(desyncText(c.desync)));
    html += QStringLiteral("<br/><i>%1</i>").arg(tr("Click to open"));
    return html;
}

} // namespace Switchyard
