// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sandboxmap/sandboxcontaineritem.h"

#include "models/conversations/statuspresentation.h"

#include <QCoreApplication>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QWidget>

namespace Switchyard {

namespace {
/// The translation context of this file (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::SandboxMapView)
};
} // namespace

SandboxContainerItem::SandboxContainerItem(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{
    setAcceptHoverEvents(true);
    setZValue(0);
}

void SandboxContainerItem::setSandbox(const SandboxMapSandbox &s, const QRectF &rect, qreal headerHeight)
{
    const bool shared = s.isShared();
    const bool full = s.isFull();
    const bool nearCapacity = s.isNearCapacity() && !s.isFull();
    const QColor color = StatusPresentation::sandboxColor(s.status);
    QString title = s.id.isEmpty() ? Tr::tr("(no sandbox)") : s.id.left(16);
    QString subtitle;
    if (!s.known)
        subtitle = Tr::tr("gone \u00b7 %1").arg(s.capacityUsed());
    else
        subtitle = Tr::tr("%1 \u00b7 %2/%3")
                       .arg(StatusPresentation::sandbox(s.status).label)
                       .arg(s.capacityUsed())
                       .arg(kSandboxCapacity);
    if (shared && s.known)
        subtitle += Tr::tr(" \u00b7 shared");
    if (rect == m_rect && headerHeight == m_header && s.id == m_id && s.known == m_known && shared == m_shared
        && full == m_full && nearCapacity == m_near && color == m_color && title == m_title && subtitle == m_subtitle)
        return; // unchanged: not repainted
    if (rect != m_rect)
        prepareGeometryChange();
    m_rect = rect;
    m_header = headerHeight;
    m_id = s.id;
    m_known = s.known;
    m_shared = shared;
    m_full = full;
    m_near = nearCapacity;
    m_color = color;
    m_title = std::move(title);
    m_subtitle = std::move(subtitle);
    update();
}

void SandboxContainerItem::setHighlighted(bool highlighted)
{
    if (m_highlighted == highlighted)
        return;
    m_highlighted = highlighted;
    update();
}

QRectF SandboxContainerItem::boundingRect() const
{
    return m_rect.adjusted(-4, -4, 4, 4);
}

void SandboxContainerItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    QColor fill = m_color;
    fill.setAlphaF(0.10f);
    QPen frame(m_color, m_shared ? 3.0 : 1.5);
    frame.setCosmetic(lod < 0.5);
    if (!m_known) {
        frame.setColor(StatusPresentation::alertColor());
        frame.setStyle(Qt::DashLine);
    }
    painter->setPen(frame);
    painter->setBrush(fill);
    painter->drawRoundedRect(m_rect, 6, 6);

    // Header band.
    QRectF band(m_rect.left(), m_rect.top(), m_rect.width(), m_header);
    QColor bandColor = m_known ? m_color : QColor(0x9c, 0xa3, 0xaf);
    painter->setPen(Qt::NoPen);
    painter->setBrush(bandColor);
    painter->drawRoundedRect(band, 6, 6);
    painter->drawRect(band.adjusted(0, m_header / 2, 0, 0));

    if (m_highlighted) {
        QPen sel(widget ? widget->palette().color(QPalette::Highlight) : QColor(0x1d, 0x4e, 0xd8), 3);
        sel.setCosmetic(true);
        painter->setPen(sel);
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(m_rect.adjusted(-3, -3, 3, 3), 8, 8);
    }

    if (lod < 0.45)
        return; // too small to read: colour only
    painter->setPen(StatusPresentation::textOn(bandColor));
    QFont f = painter->font();
    f.setPixelSize(11);
    f.setBold(true);
    painter->setFont(f);
    const QRectF text = band.adjusted(6, 1, -6, -1);
    const QFontMetricsF fm(f);
    const QString flag = m_full ? Tr::tr("FULL") : m_near ? Tr::tr("NEAR CAPACITY") : QString();
    const qreal flagWidth = flag.isEmpty() ? 0 : fm.horizontalAdvance(flag) + 8;
    painter->drawText(QRectF(text.left(), text.top(), text.width() - flagWidth, text.height() / 2 + 1),
                      Qt::AlignLeft | Qt::AlignVCenter,
                      fm.elidedText(m_title, Qt::ElideMiddle, text.width() - flagWidth));
    f.setBold(false);
    painter->setFont(f);
    painter->drawText(QRectF(text.left(), text.center().y(), text.width(), text.height() / 2),
                      Qt::AlignLeft | Qt::AlignVCenter, fm.elidedText(m_subtitle, Qt::ElideRight, text.width()));
    if (!flag.isEmpty()) {
        f.setBold(true);
        painter->setFont(f);
        painter->drawText(QRectF(text.left(), text.top(), text.width(), text.height() / 2 + 1),
                          Qt::AlignRight | Qt::AlignVCenter, flag);
    }
}

} // namespace Switchyard
