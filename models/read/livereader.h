// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How each conversation is followed live, and the agent's replies while they stream (issue 27):
// the live manager implements it (models/sync/live/livemanager.h). Views only read it.

#include <QList>
#include <QObject>
#include <QString>

namespace Switchyard {

enum class LiveMode
{
    Live, ///< a caught-up session socket
    Polling, ///< REST polling only (no socket, or the socket is connecting / replaying)
    Offline, ///< the server cannot be reached
};

/// One provisional reply while it streams (spec §13.3): replaced by the durable MessageEvent with
/// the item's id, dropped when aborted or when the socket reconnects.
struct LiveStreamItem
{
    QString itemId; ///< the id the durable MessageEvent will have
    int attempt = 0;
    QString text;
    QString reasoning;
    qint64 nextOrder = 0; ///< the order expected next
    int lostDeltas = 0; ///< deltas that never came (the text has holes until the durable event)
    qint64 startedMs = 0;
};

class LiveReader : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LiveReader)
public:
    ~LiveReader() override;

    [[nodiscard]] virtual LiveMode mode(const QString &conversationId) const = 0;
    [[nodiscard]] virtual QString modeText(const QString &conversationId) const = 0;
    /// The items streaming now in a conversation, oldest first.
    [[nodiscard]] virtual QList<LiveStreamItem> streamItems(const QString &conversationId) const = 0;

Q_SIGNALS:
    /// The mode of a conversation changed (empty id: possibly every conversation's).
    void modeChanged(const QString &conversationId);
    /// The streaming items of a conversation changed.
    void streamChanged(const QString &conversationId);

protected:
    explicit LiveReader(QObject *parent = nullptr);
};

} // namespace Switchyard
