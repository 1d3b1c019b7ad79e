// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sandboxmap/conversationnodeitem.h"

#include "models/conversations/statuspresentation.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QWidget>

namespace Switchyard {

ConversationNodeItem::ConversationNodeItem(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{
    setAcceptHoverEvents(true);
    setZValue(1);
}

void ConversationNodeItem::setConversation(const SandboxMapConversation &c, const QRectF &rect)
{
    QString label = c.title.isEmpty() ? c.id.left(8) : c.title;
    const QColor color = StatusPresentation::executionColor(c.execution);
    const bool alert = c.desync != SandboxDesync::None;
    if (rect == m_rect && c.id == m_id && label == m_label && color == m_color && alert == m_alert)
        return; // unchanged: not repainted
    if (rect != m_rect)
        prepareGeometryChange();
    m_rect = rect;
    m_id = c.id;
    m_label = std::move(label);
    m_color = color;
    m_alert = alert;
    update();
}

void ConversationNodeItem::setHighlighted(bool highlighted)
{
    if (m_highlighted == highlighted)
        return;
    m_highlighted = highlighted;
    update();
}

QRectF ConversationNodeItem::boundingRect() const
{
    return m_rect.adjusted(-3, -3, 3, 3);
}

void ConversationNodeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    if (lod < 0.3 && !m_highlighted) {
        // Far out (thousands of nodes fitted into a dock): a few pixels each, a plain rectangle
        // without antialiasing paints the same colour at a fraction of the cost.
        painter->setRenderHint(QPainter::Antialiasing, false);
        painter->fillRect(m_rect, m_color);
        if (m_alert) {
            QPen pen(StatusPresentation::alertColor(), 1.0);
            pen.setCosmetic(true);
            painter->setPen(pen);
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(m_rect);
        }
        painter->setRenderHint(QPainter::Antialiasing, true);
        return;
    }
    const qreal radius = m_rect.height() / 2;
    if (m_alert) {
        QPen pen(StatusPresentation::alertColor(), 2.0, Qt::DashLine);
        pen.setCosmetic(lod < 0.5);
        painter->setPen(pen);
    } else if (lod >= 0.3) {
        painter->setPen(QPen(m_color.darker(135), 1.0));
    } else {
        painter->setPen(Qt::NoPen);
    }
    painter->setBrush(m_color);
    painter->drawRoundedRect(m_rect, radius, radius);
    if (m_highlighted) {
        QPen sel(widget ? widget->palette().color(QPalette::Highlight) : QColor(0x1d, 0x4e, 0xd8), 3);
        sel.setCosmetic(true);
        painter->setPen(sel);
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(m_rect.adjusted(-2, -2, 2, 2), radius + 2, radius + 2);
    }
    if (lod < 0.7)
        return;
    QFont f = painter->font();
    f.setPixelSize(10);
    painter->setFont(f);
    painter->setPen(StatusPresentation::textOn(m_color));
    const QRectF text = m_rect.adjusted(radius * 0.6, 0, -radius * 0.6, 0);
    painter->drawText(text, Qt::AlignCenter, QFontMetricsF(f).elidedText(m_label, Qt::ElideRight, text.width()));
}

} // namespace Switchyard
