// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The agent's replies while they stream (spec §13.3 item_started / delta / item_aborted): one
// provisional item per streamed message, per conversation. Provisional means: shown as such,
// replaced when the durable MessageEvent with the item's id arrives, dropped when it is aborted or
// when the socket reconnects (deltas are never replayed). Lives on the GUI thread; the session
// sockets write it, the timeline's stream widget reads it.

#include "models/read/livereader.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

namespace Switchyard {

// LiveStreamItem: models/read/livereader.h

class LiveStreams final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LiveStreams)
public:
    explicit LiveStreams(QObject *parent = nullptr);
    ~LiveStreams() override;

    /// The items streaming now in a conversation, oldest first.
    [[nodiscard]] QList<LiveStreamItem> items(const QString &conversationId) const;
    [[nodiscard]] bool isStreaming(const QString &conversationId) const;

    void start(const QString &conversationId, const QString &itemId, int attempt);
    /// A delta: appended in `order` (a late or repeated one is ignored, a skipped one counted lost).
    void delta(const QString &conversationId, const QString &itemId, int attempt, qint64 order, bool reasoning,
               const QString &content);
    /// The durable event arrived (or the item was aborted): the placeholder goes.
    void finish(const QString &conversationId, const QString &itemId);
    /// Reconnect, socket closed: every placeholder of the conversation goes.
    void dropAll(const QString &conversationId);

    /// Bounds: text kept per item (the durable event has all of it).
    static constexpr qsizetype kMaxItemChars = 256 * 1024;

Q_SIGNALS:
    void changed(const QString &conversationId);

private:
    LiveStreamItem *find(const QString &conversationId, const QString &itemId);
    QHash<QString, QList<LiveStreamItem>> m_items;
};

} // namespace Switchyard
