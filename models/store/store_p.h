// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Store's in-memory mirror, shared by store.cpp (open, the writer's deltas), storereads.cpp
// (the reads) and storewrites.cpp (the write calls). Private to models/store.

#include "models/store/store.h"
#include "models/store/storewriter.h"

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QLockFile>
#include <QTemporaryDir>

#include <memory>

namespace Switchyard {

namespace StoreDetail {

constexpr qint64 kSeqMask = 0xffffffffLL;

/// The events table's rowid of seq `seq` in the log with key `key`.
inline qint64 ridOf(qint64 key, qint64 seq)
{
    return (key << 32) | (seq & kSeqMask);
}

} // namespace StoreDetail

struct Store::Mirror
{
    /// The records in one implicitly shared list (conversations() hands it out without copying a
    /// record) plus an index by id. Updated in place: a change set touches only its own records.
    QList<ConversationRecord> conversations;
    QHash<QString, qsizetype> conversationIndex;
    QHash<QString, SandboxRecord> sandboxes;
    QHash<QString, StartTask> tasks;
    OpenEnum<GroupingStrategy> grouping;
    QHash<QString, LogState> logs;
    QDateTime listConfirmed;
    bool stale = true;
    std::unique_ptr<QTemporaryDir> tempDir;
    std::unique_ptr<QLockFile> lock; ///< held while this Store owns a cache file

    /// What the session socket handed over lately (socketLeadSince()): per conversation, when (this
    /// clock) and the oldest event timestamp of the deliveries of that second. Memory only.
    struct SocketDelivery
    {
        qint64 atMs = 0;
        QString oldest;
    };
    QHash<QString, QList<SocketDelivery>> socketDeliveries;
    QElapsedTimer clock;
    static constexpr qint64 kDeliveryKeepMs = 10 * 60 * 1000; ///< longer than any lead window asked for

    void noteSocketDelivery(const QString &conversationId, const QList<Event> &events)
    {
        QString oldest;
        for (const Event &e : events) {
            if (!e.timestamp.isEmpty() && (oldest.isEmpty() || e.timestamp < oldest))
                oldest = e.timestamp;
        }
        if (oldest.isEmpty())
            return;
        const qint64 now = clock.elapsed();
        QList<SocketDelivery> &list = socketDeliveries[conversationId];
        while (!list.isEmpty() && now - list.constFirst().atMs > kDeliveryKeepMs)
            list.removeFirst();
        if (!list.isEmpty() && now - list.constLast().atMs < 1000) {
            if (oldest < list.last().oldest)
                list.last().oldest = oldest;
            return;
        }
        list.append(SocketDelivery{now, oldest});
    }

    void fillLog(ConversationRecord &rec) const
    {
        const auto it = logs.constFind(rec.conversation.id);
        if (it == logs.cend())
            return;
        rec.eventCount = it->count;
        rec.lastActivityMs = it->lastActivityMs;
        rec.searchText = it->searchText;
    }

    const ConversationRecord *findConversation(const QString &id) const
    {
        const auto it = conversationIndex.constFind(id);
        return it == conversationIndex.cend() ? nullptr : &conversations.at(*it);
    }

    void putConversation(ConversationRecord &&rec)
    {
        const auto it = conversationIndex.constFind(rec.conversation.id);
        if (it != conversationIndex.cend()) {
            conversations[*it] = std::move(rec);
            return;
        }
        conversationIndex.insert(rec.conversation.id, conversations.size());
        conversations.append(std::move(rec));
    }

    /// The writer's state at open (everything, as inserted).
    void fill(StoreDelta &initial)
    {
        listConfirmed = initial.listConfirmed;
        logs = initial.logs;
        conversations.reserve(initial.conversations.size());
        conversationIndex.reserve(initial.conversations.size());
        for (ConversationRecord &rec : initial.conversations) {
            fillLog(rec);
            putConversation(std::move(rec));
        }
        for (const SandboxRecord &rec : std::as_const(initial.sandboxes))
            sandboxes.insert(rec.sandbox.id, rec);
        for (const StartTask &t : std::as_const(initial.startTasks))
            tasks.insert(t.id, t);
        if (initial.grouping)
            grouping = *initial.grouping;
    }

    void removeConversation(const QString &id)
    {
        const auto it = conversationIndex.constFind(id);
        if (it == conversationIndex.cend())
            return;
        const qsizetype at = *it;
        conversationIndex.erase(it);
        const qsizetype last = conversations.size() - 1;
        if (at != last) {
            conversations[at] = std::move(conversations[last]);
            conversationIndex[conversations.at(at).conversation.id] = at;
        }
        conversations.removeLast();
    }
};

} // namespace Switchyard
