// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/sync/live/livemanager.h"

#include "models/api/apiclient.h"
#include "models/logging.h"
#include "models/store/store.h"
#include "models/sync/live/livestream.h"

#include <QCoreApplication>

#include <algorithm>
#include <memory>

namespace Switchyard {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::LiveManager)
};

/// 0: the open one, 1: waiting for the user, 2: running, -1: no socket.
int rankOf(const ConversationRecord &r, const QString &open)
{
    if (r.gone || r.conversation.sessionApiKey.isEmpty() || r.conversation.conversationUrl.isEmpty())
        return -1;
    const auto sb =
        r.displaySandboxStatus.isKnown() ? r.displaySandboxStatus.value() : r.conversation.sandboxStatus.value();
    if (sb != SandboxStatus::Running)
        return -1;
    if (r.conversation.id == open)
        return 0;
    const auto ex = r.displayExecution.value();
    if (ex == ExecutionStatus::WaitingForConfirmation)
        return 1;
    if (ex == ExecutionStatus::Running)
        return 2;
    return -1;
}

} // namespace

LiveManager::LiveManager(Api::ApiClient *client, Store *store, QObject *parent)
    : LiveReader(parent)
    , m_client(client)
    , m_store(store)
    , m_streams(new LiveStreams(this))
{
    m_reselect.setSingleShot(true);
    m_reselect.setInterval(200);
    connect(&m_reselect, &QTimer::timeout, this, &LiveManager::reselect);
    connect(m_store, &Store::changed, this, &LiveManager::onStoreChanged);
    connect(m_streams, &LiveStreams::changed, this, &LiveReader::streamChanged);
}

LiveManager::~LiveManager()
{
    for (SessionSocket *s : std::as_const(m_sockets))
        s->stop();
}

void LiveManager::setEnabled(bool enabled)
{
    if (m_enabled == enabled)
        return;
    m_enabled = enabled;
    reselect();
}

void LiveManager::setMaxSockets(int n)
{
    m_max = std::clamp(n, 0, 64);
    m_reselect.start();
}

void LiveManager::setBackoff(int minMs, int maxMs, quint32 seed)
{
    m_minBackoff = minMs;
    m_maxBackoff = maxMs;
    m_seed = seed;
    for (SessionSocket *s : std::as_const(m_sockets))
        s->setBackoff(minMs, maxMs, seed);
}

void LiveManager::setOpenConversation(const QString &id)
{
    if (m_open == id)
        return;
    m_open = id;
    reselect(); // at once: the open conversation should not wait for a debounce
}

void LiveManager::setOnline(bool online)
{
    if (m_online == online)
        return;
    m_online = online;
    Q_EMIT modeChanged(QString()); // every conversation's
    if (m_online)
        m_reselect.start();
}

LiveMode LiveManager::mode(const QString &conversationId) const
{
    const SessionSocket *s = m_sockets.value(conversationId);
    if (s && s->isLive())
        return LiveMode::Live;
    return m_online ? LiveMode::Polling : LiveMode::Offline;
}

QList<LiveStreamItem> LiveManager::streamItems(const QString &conversationId) const
{
    return m_streams->items(conversationId);
}

QString LiveManager::modeText(const QString &conversationId) const
{
    switch (mode(conversationId)) {
    case LiveMode::Live:
        return Tr::tr("live");
    case LiveMode::Polling:
        return Tr::tr("polling");
    case LiveMode::Offline:
        return Tr::tr("offline");
    }
    return {};
}

bool LiveManager::restTailSuppressed(const QString &conversationId, bool open) const
{
    const SessionSocket *s = m_sockets.value(conversationId);
    if (!s)
        return false;
    if (s->state() == SessionSocket::State::Replaying)
        return true;
    return !open && s->isLive();
}

OpenEnum<ExecutionStatus> LiveManager::statusHint(const QString &conversationId) const
{
    return m_hints.value(conversationId);
}

void LiveManager::onStoreChanged(const StoreChanges &changes)
{
    if (changes.conversations.isEmpty() && changes.sandboxes.isEmpty())
        return;
    if (!m_reselect.isActive())
        m_reselect.start();
}

SessionSocket *LiveManager::makeSocket(const QString &id)
{
    auto *s = new SessionSocket(id, m_store, m_streams, this);
    s->setBackoff(m_minBackoff, m_maxBackoff, m_seed ? m_seed + quint32(qHash(id)) : 0);
    s->setAuth(m_auth);
    connect(s, &SessionSocket::stateChanged, this, [this, id, s](SessionSocket::State st) {
        Q_EMIT modeChanged(id);
        // a cold backfill finished (or failed): the next one may start
        if (st != SessionSocket::State::Replaying && st != SessionSocket::State::Connecting)
            m_reselect.start();
        (void)s;
    });
    connect(s, &SessionSocket::keyRejected, this, [this, id] {
        refreshKey(id);
    });
    connect(s, &SessionSocket::historyComplete, this, [this, id] {
        Q_EMIT historyComplete(id);
    });
    connect(s, &SessionSocket::statusHint, this, [this, id](const OpenEnum<ExecutionStatus> &status) {
        const OpenEnum<ExecutionStatus> before = m_hints.value(id);
        m_hints.insert(id, status);
        if (before == status)
            return;
        Q_EMIT statusHinted(id, status);
        const ConversationRecord *r = m_store->findConversation(id);
        if (m_refresh && r && !(r->displayExecution == status))
            m_refresh(id); // the record is the authority: re-read it now
    });
    m_sockets.insert(id, s);
    return s;
}

void LiveManager::drop(const QString &id)
{
    SessionSocket *s = m_sockets.take(id);
    if (!s)
        return;
    s->stop();
    s->deleteLater();
    m_hints.remove(id);
    Q_EMIT modeChanged(id);
}

void LiveManager::reselect()
{
    m_reselect.stop();
    struct Candidate
    {
        const ConversationRecord *record;
        int rank;
    };
    QList<Candidate> candidates;
    if (m_enabled && m_max > 0) {
        for (const ConversationRecord &r : m_store->conversations()) {
            const int rank = rankOf(r, m_open);
            if (rank >= 0)
                candidates.append({&r, rank});
        }
        std::sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) {
            if (a.rank != b.rank)
                return a.rank < b.rank;
            if (a.record->lastActivityMs != b.record->lastActivityMs)
                return a.record->lastActivityMs > b.record->lastActivityMs;
            return a.record->conversation.id < b.record->conversation.id;
        });
        if (candidates.size() > m_max)
            candidates.resize(m_max);
    }
    QSet<QString> wanted;
    for (const Candidate &c : std::as_const(candidates))
        wanted.insert(c.record->conversation.id);
    bool changed = false;
    const QList<QString> current = m_sockets.keys();
    for (const QString &id : current) {
        if (!wanted.contains(id)) {
            drop(id);
            changed = true;
        }
    }
    bool backfilling = std::any_of(m_sockets.cbegin(), m_sockets.cend(), [](const SessionSocket *s) {
        return s->isBackfilling() || (s->state() == SessionSocket::State::Connecting && s->lastSeq() < 0);
    });
    for (const Candidate &c : std::as_const(candidates)) {
        const Conversation &conv = c.record->conversation;
        const QUrl base = SessionSocket::agentBaseFromConversationUrl(conv.conversationUrl);
        SessionSocket *s = m_sockets.value(conv.id);
        if (!s) {
            const bool cold = m_store->durableSeq(conv.id) < 0;
            if (cold && backfilling)
                continue; // one cold backfill at a time; this one follows when it is done
            s = makeSocket(conv.id);
            s->setEndpoint(base, conv.sessionApiKey);
            s->start();
            backfilling = backfilling || cold;
            changed = true;
        } else if (!m_keyRefreshing.contains(conv.id)) {
            s->setEndpoint(base, conv.sessionApiKey); // a rotated key reconnects
        }
    }
    if (changed)
        Q_EMIT followedChanged();
}

void LiveManager::refreshKey(const QString &id)
{
    if (m_keyRefreshing.contains(id))
        return;
    m_keyRefreshing.insert(id);
    auto holder = std::make_shared<quint64>(0);
    Api::ApiCall *call =
        m_client->getConversations({id}, this, [this, id, holder](Api::Result<QList<std::optional<Conversation>>> r) {
            m_keyRefreshing.remove(id);
            SessionSocket *s = m_sockets.value(id);
            if (!r.ok()) {
                if (s) // keep trying with what we have, after a backoff
                    s->setEndpoint(
                        SessionSocket::agentBaseFromConversationUrl(
                            m_store->findConversation(id) ? m_store->findConversation(id)->conversation.conversationUrl
                                                          : QString()),
                        m_store->findConversation(id) ? m_store->findConversation(id)->conversation.sessionApiKey
                                                      : QString());
                return;
            }
            m_store->applyConversationBatch({id}, r.value(), *holder);
            const std::optional<Conversation> c = r.value().isEmpty() ? std::nullopt : r.value().first();
            if (!s)
                return;
            if (!c || c->sessionApiKey.isEmpty()) {
                drop(id); // paused or gone: REST polling carries on alone
                return;
            }
            s->setEndpoint(SessionSocket::agentBaseFromConversationUrl(c->conversationUrl), c->sessionApiKey);
        });
    if (call)
        *holder = call->sequence();
}

} // namespace Switchyard
