// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the window asks of sync (issue 27): refresh now, which conversation is open (first in line
// for its event tail and a live socket), whether the window is seen (the pollers slow down while it
// is not). Views never drive the sync engine or the live manager themselves.

#include <QObject>
#include <QPointer>
#include <QString>

namespace Switchyard {

class LiveManager;
class SyncEngine;

class SyncCommands final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SyncCommands)
public:
    /// Neither is owned; either may be null (offline review: no sync at all).
    SyncCommands(SyncEngine *sync, LiveManager *live, QObject *parent = nullptr);
    ~SyncCommands() override;

    /// Polls everything now (ends a backoff, leaves the Unauthorized state).
    void refreshNow();
    void setOpenConversation(const QString &conversationId);
    void setWindowVisible(bool visible);
    /// Asks again for the next older page of a conversation (Retry on the timeline's line; its
    /// failure is SyncStatus::olderEventsError()).
    void loadOlderEvents(const QString &conversationId);

private:
    QPointer<SyncEngine> m_sync;
    QPointer<LiveManager> m_live;
};

} // namespace Switchyard
