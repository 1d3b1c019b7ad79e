// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/sync/live/livestream.h"

#include <QDateTime>

namespace Switchyard {

LiveStreams::LiveStreams(QObject *parent)
    : QObject(parent)
{ }

LiveStreams::~LiveStreams() = default;

QList<LiveStreamItem> LiveStreams::items(const QString &conversationId) const
{
    return m_items.value(conversationId);
}

bool LiveStreams::isStreaming(const QString &conversationId) const
{
    const auto it = m_items.constFind(conversationId);
    return it != m_items.cend() && !it->isEmpty();
}

LiveStreamItem *LiveStreams::find(const QString &conversationId, const QString &itemId)
{
    auto it = m_items.find(conversationId);
    if (it == m_items.end())
        return nullptr;
    for (LiveStreamItem &item : *it) {
        if (item.itemId == itemId)
            return &item;
    }
    return nullptr;
}

void LiveStreams::start(const QString &conversationId, const QString &itemId, int attempt)
{
    if (LiveStreamItem *item = find(conversationId, itemId)) {
        if (item->attempt == attempt)
            return;
        // a new attempt of the same item starts over
        *item = LiveStreamItem{itemId, attempt, {}, {}, 0, 0, QDateTime::currentMSecsSinceEpoch()};
    } else {
        m_items[conversationId].append(
            LiveStreamItem{itemId, attempt, {}, {}, 0, 0, QDateTime::currentMSecsSinceEpoch()});
    }
    Q_EMIT changed(conversationId);
}

void LiveStreams::delta(const QString &conversationId, const QString &itemId, int attempt, qint64 order, bool reasoning,
                        const QString &content)
{
    LiveStreamItem *item = find(conversationId, itemId);
    if (!item) {
        // item_started was lost or came before this socket: start from here
        start(conversationId, itemId, attempt);
        item = find(conversationId, itemId);
        if (!item)
            return;
        item->nextOrder = order >= 0 ? order : 0;
    }
    if (attempt != item->attempt)
        return; // a delta of an older attempt
    if (order >= 0) {
        if (order < item->nextOrder)
            return; // repeated or late
        item->lostDeltas += int(std::min<qint64>(order - item->nextOrder, 1 << 20));
        item->nextOrder = order + 1;
    }
    QString &text = reasoning ? item->reasoning : item->text;
    if (text.size() < kMaxItemChars)
        text.append(content.left(kMaxItemChars - text.size()));
    Q_EMIT changed(conversationId);
}

void LiveStreams::finish(const QString &conversationId, const QString &itemId)
{
    auto it = m_items.find(conversationId);
    if (it == m_items.end())
        return;
    const qsizetype removed = it->removeIf([&](const LiveStreamItem &i) {
        return i.itemId == itemId;
    });
    if (it->isEmpty())
        m_items.erase(it);
    if (removed)
        Q_EMIT changed(conversationId);
}

void LiveStreams::dropAll(const QString &conversationId)
{
    if (m_items.remove(conversationId))
        Q_EMIT changed(conversationId);
}

} // namespace Switchyard
