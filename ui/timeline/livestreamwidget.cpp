// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/timeline/livestreamwidget.h"

#include "models/read/livereader.h"
#include "ui/safetext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace Switchyard {

LiveBadge::LiveBadge(QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 0, 8, 0);
    layout->addWidget(m_label);
    m_label->setTextFormat(Qt::PlainText);
    QFont f = m_label->font();
    f.setPointSizeF(f.pointSizeF() * 0.9);
    m_label->setFont(f);
    m_label->setAccessibleName(tr("Live status"));
    setVisible(false);
}

void LiveBadge::setLive(LiveReader *live)
{
    if (m_live)
        disconnect(m_live, nullptr, this, nullptr);
    m_live = live;
    if (m_live) {
        connect(m_live, &LiveReader::modeChanged, this, [this](const QString &id) {
            if (id.isEmpty() || id == m_id)
                update();
        });
    }
    update();
}

void LiveBadge::setConversation(const QString &conversationId)
{
    m_id = conversationId;
    update();
}

QString LiveBadge::text() const
{
    return m_label->text();
}

void LiveBadge::update()
{
    if (!m_live || m_id.isEmpty()) {
        setVisible(false);
        return;
    }
    const LiveMode mode = m_live->mode(m_id);
    QString dot;
    QString tip;
    QColor color;
    switch (mode) {
    case LiveMode::Live:
        dot = QStringLiteral("● ");
        color = QColor(0x2e, 0x9d, 0x4f);
        tip = tr("Events arrive as they happen, over the agent server's live connection.");
        break;
    case LiveMode::Polling:
        dot = QStringLiteral("○ ");
        color = palette().color(QPalette::PlaceholderText);
        tip = tr("Events are fetched from the server every few seconds (they can lag up to 30 s).");
        break;
    case LiveMode::Offline:
        dot = QStringLiteral("✕ ");
        color = QColor(0xc0, 0x39, 0x2b);
        tip = tr("The server cannot be reached: showing what was cached.");
        break;
    }
    m_label->setText(dot + m_live->modeText(m_id));
    QPalette p = m_label->palette();
    p.setColor(QPalette::WindowText, color);
    m_label->setPalette(p);
    setToolTip(tip);
    setVisible(true);
}

LiveStreamWidget::LiveStreamWidget(QWidget *parent)
    : QWidget(parent)
    , m_typing(new QLabel(this))
    , m_text(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 4, 12, 6);
    layout->setSpacing(2);
    layout->addWidget(m_typing);
    layout->addWidget(m_text);
    m_typing->setTextFormat(Qt::PlainText);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::NoTextInteraction);
    m_text->setForegroundRole(QPalette::PlaceholderText);
    m_typing->setForegroundRole(QPalette::PlaceholderText);
    QFont italic = m_text->font();
    italic.setItalic(true);
    m_text->setFont(italic);
    QFont small = m_typing->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_typing->setFont(small);
    setAccessibleName(tr("Agent reply, streaming"));
    setAccessibleDescription(tr("Provisional text: replaced by the agent's message when it arrives"));
    setVisible(false);
}

void LiveStreamWidget::setStreams(LiveReader *streams)
{
    if (m_streams)
        disconnect(m_streams, nullptr, this, nullptr);
    m_streams = streams;
    if (m_streams) {
        connect(m_streams, &LiveReader::streamChanged, this, [this](const QString &id) {
            if (id == m_id)
                refresh();
        });
    }
    refresh();
}

void LiveStreamWidget::setConversation(const QString &conversationId)
{
    m_id = conversationId;
    refresh();
}

QString LiveStreamWidget::provisionalText() const
{
    return isHidden() ? QString() : m_text->text();
}

void LiveStreamWidget::refresh()
{
    const QList<LiveStreamItem> items =
        m_streams && !m_id.isEmpty() ? m_streams->streamItems(m_id) : QList<LiveStreamItem>();
    if (items.isEmpty()) {
        m_text->clear();
        setVisible(false);
        return;
    }
    const LiveStreamItem &item = items.last();
    QString text = item.text.isEmpty() ? item.reasoning : item.text;
    if (text.size() > kShownChars)
        text = QStringLiteral("…") + text.right(kShownChars);
    text = SafeText::foldLongLines(text, 400);
    QString typing =
        item.text.isEmpty() && !item.reasoning.isEmpty() ? tr("Agent is thinking…") : tr("Agent is typing…");
    if (item.lostDeltas > 0)
        typing += QStringLiteral("  ") + tr("(some text missing until the message arrives)");
    m_typing->setText(typing);
    m_text->setText(text);
    setVisible(true);
}

} // namespace Switchyard
