// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/sandboxmap/sandboxmaptypes.h"

#include <QGraphicsItem>

namespace Switchyard {

/// A conversation drawn as a pill inside its sandbox, coloured by execution status; a dashed red
/// outline marks a desync or an orphan. The title shows only when zoomed in far enough to read it.
class ConversationNodeItem final : public QGraphicsItem
{
public:
    enum
    {
        Type = UserType + 902
    };
    explicit ConversationNodeItem(QGraphicsItem *parent = nullptr);

    void setConversation(const SandboxMapConversation &conversation, const QRectF &rect);
    [[nodiscard]] const QString &conversationId() const { return m_id; }
    void setHighlighted(bool highlighted);

    [[nodiscard]] int type() const override { return Type; }
    [[nodiscard]] QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF m_rect;
    QString m_id;
    QString m_label;
    QColor m_color;
    bool m_alert = false;
    bool m_highlighted = false;
};

} // namespace Switchyard
