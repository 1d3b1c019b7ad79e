// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which conversations are followed live over their agent server's session socket, and how each
// one is followed (issue #16). A bounded set of sockets (default 8): the open conversation, every
// conversation waiting for the user, then the most active running ones. A conversation gets one
// only while its sandbox runs and it has a session key (paused: the key is null, no socket). Its
// first connection replays the whole history (after_seq=-1) when the store has no durable seq yet:
// one such cold backfill at a time. REST polling carries on and stays the reconciler: a socket's
// status hint asks the engine to re-read the record, and the REST tails only skip a conversation
// while its socket replays (background tails also while it is live).
//
// Each conversation is shown as live (its socket is caught up), polling (REST only) or offline.

#include "models/domain/status.h"
#include "models/read/livereader.h"
#include "models/sync/live/sessionsocket.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>
#include <QTimer>

#include <functional>

namespace Switchyard {

namespace Api {
class ApiClient;
}
class Store;
class LiveStreams;
struct StoreChanges;

// LiveMode: models/read/livereader.h

class LiveManager final : public LiveReader
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LiveManager)
public:
    /// `client` and `store` are not owned and must outlive the manager.
    LiveManager(Api::ApiClient *client, Store *store, QObject *parent = nullptr);
    ~LiveManager() override;

    void setEnabled(bool enabled);
    [[nodiscard]] bool isEnabled() const { return m_enabled; }
    void setMaxSockets(int n);
    [[nodiscard]] int maxSockets() const { return m_max; }
    void setBackoff(int minMs, int maxMs, quint32 seed = 0);
    void setAuth(SessionSocket::Auth auth) { m_auth = auth; }
    /// The conversation in the timeline (always first in line for a socket).
    void setOpenConversation(const QString &id);
    /// The REST side's reachability (SyncState Offline/Unauthorized -> false).
    void setOnline(bool online);
    /// Called with a conversation id when a socket reports a status the record does not show yet
    /// (the sync engine's refreshConversation()).
    void setRecordRefresher(std::function<void(const QString &)> refresh) { m_refresh = std::move(refresh); }

    [[nodiscard]] LiveMode mode(const QString &conversationId) const override;
    [[nodiscard]] QString modeText(const QString &conversationId) const override;
    /// streams()->items(): the replies streaming now.
    [[nodiscard]] QList<LiveStreamItem> streamItems(const QString &conversationId) const override;
    /// The REST event tail of this conversation should wait: its socket replays the history
    /// (`open`: the open conversation's tail; otherwise a background tail, which also waits while
    /// the socket is live).
    [[nodiscard]] bool restTailSuppressed(const QString &conversationId, bool open) const;
    /// The newest status a socket reported (absent if none).
    [[nodiscard]] OpenEnum<ExecutionStatus> statusHint(const QString &conversationId) const;

    [[nodiscard]] LiveStreams *streams() const { return m_streams; }
    [[nodiscard]] QList<QString> followed() const { return m_sockets.keys(); }
    [[nodiscard]] SessionSocket *socket(const QString &conversationId) const { return m_sockets.value(conversationId); }
    /// Re-picks the followed set now (it also follows every store change, debounced).
    void reselect();

Q_SIGNALS: // modeChanged() and streamChanged() are LiveReader's
    void statusHinted(const QString &conversationId, const Switchyard::OpenEnum<Switchyard::ExecutionStatus> &status);
    /// A cold backfill over the socket reached the server's end.
    void historyComplete(const QString &conversationId);
    /// The followed set changed.
    void followedChanged();

private:
    void onStoreChanged(const StoreChanges &changes);
    void refreshKey(const QString &id);
    SessionSocket *makeSocket(const QString &id);
    void drop(const QString &id);

    Api::ApiClient *m_client;
    Store *m_store;
    LiveStreams *m_streams;
    QHash<QString, SessionSocket *> m_sockets;
    QHash<QString, OpenEnum<ExecutionStatus>> m_hints;
    QSet<QString> m_keyRefreshing;
    QString m_open;
    QTimer m_reselect;
    std::function<void(const QString &)> m_refresh;
    SessionSocket::Auth m_auth = SessionSocket::Auth::FirstFrame;
    int m_max = 8;
    int m_minBackoff = 1000;
    int m_maxBackoff = 30000;
    quint32 m_seed = 0;
    bool m_enabled = true;
    bool m_online = true;
};

} // namespace Switchyard
