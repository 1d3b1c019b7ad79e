// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/sandboxmap/sandboxmaptypes.h"

#include <QGraphicsItem>

namespace Switchyard {

/// A sandbox drawn as a container: status-coloured frame and header band ("id · status · x/20").
/// Level of detail: the header text disappears when zoomed out too far to read it.
class SandboxContainerItem final : public QGraphicsItem
{
public:
    enum
    {
        Type = UserType + 901
    };
    explicit SandboxContainerItem(QGraphicsItem *parent = nullptr);

    void setSandbox(const SandboxMapSandbox &sandbox, const QRectF &rect, qreal headerHeight);
    [[nodiscard]] const QString &sandboxId() const { return m_id; }
    void setHighlighted(bool highlighted);

    [[nodiscard]] int type() const override { return Type; }
    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF m_rect;
    qreal m_header = 30;
    QString m_id;
    QString m_title;
    QString m_subtitle;
    QColor m_color;
    bool m_shared = false;
    bool m_known = true;
    bool m_full = false;
    bool m_near = false;
    bool m_highlighted = false;
};

} // namespace Switchyard
