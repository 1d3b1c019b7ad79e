// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The read face of the local cache (issue 27): what views and item models may ask the store, and
// the signals they follow. The store implements it (models/store/store.h); the UI sees only this
// interface and the value types beside it in models/read/, never the store itself. Every change,
// server or local, goes through a command service in models/commands/.
//
// All reads are synchronous and cheap, on the thread the store lives on (the GUI thread); see
// Store for the threading and the meaning of each value.

#include "models/domain/conversation.h"
#include "models/domain/event.h"
#include "models/domain/eventsummary.h"
#include "models/domain/sandbox.h"
#include "models/domain/starttask.h"
#include "models/read/conversationrecord.h"
#include "models/read/losthistory.h"
#include "models/read/sandboxrecord.h"
#include "models/read/storechanges.h"
#include "models/read/storewritestatus.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QString>

#include <optional>

namespace Switchyard {

class StoreReader : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StoreReader)
public:
    ~StoreReader() override;

    /// The SQLite file (workers open their own read-only connection on it).
    [[nodiscard]] virtual QString path() const = 0;

    // --- Records (the in-memory mirror) ----------------------------------------------------------
    /// Every record, in no particular order, without a copy: iterate it right away.
    [[nodiscard]] virtual const QList<ConversationRecord> &conversations() const = 0;
    [[nodiscard]] virtual std::optional<ConversationRecord> conversation(const QString &id) const = 0;
    /// The record without a copy (nullptr if unknown), valid until control returns to the event loop.
    [[nodiscard]] virtual const ConversationRecord *findConversation(const QString &id) const = 0;
    [[nodiscard]] virtual qsizetype conversationCount() const = 0;
    [[nodiscard]] virtual QList<SandboxRecord> sandboxes() const = 0;
    [[nodiscard]] virtual std::optional<SandboxRecord> sandbox(const QString &id) const = 0;
    /// Conversations (not gone) whose record names this sandbox.
    [[nodiscard]] virtual QList<QString> conversationsOnSandbox(const QString &sandboxId) const = 0;
    [[nodiscard]] virtual OpenEnum<GroupingStrategy> groupingStrategy() const = 0;
    /// Pending start tasks (not READY/ERROR).
    [[nodiscard]] virtual QList<StartTask> startTasks() const = 0;

    // --- Events of one conversation, in log order (seq 0..count-1) -------------------------------
    [[nodiscard]] virtual qint64 eventCount(const QString &conversationId) const = 0;
    [[nodiscard]] virtual QList<EventSummary> eventSummaries(const QString &conversationId, qint64 fromSeq,
                                                             qint64 count) const = 0;
    [[nodiscard]] virtual std::optional<Event> event(const QString &conversationId, qint64 seq) const = 0;
    [[nodiscard]] virtual bool hasFullHistory(const QString &conversationId) const = 0;
    /// A view reached the oldest event held: the sync engine fetches the next older page (a request
    /// to read, not a write).
    virtual void requestOlderEvents(const QString &conversationId) = 0;

    // --- What the user is told about the cache ----------------------------------------------------
    /// History the server no longer has, kept here (nullopt: none known).
    [[nodiscard]] virtual std::optional<LostHistory> lostHistory(const QString &conversationId) const = 0;
    /// Whether writes reach the disk now.
    [[nodiscard]] virtual StoreWriteStatus writeStatus() const = 0;
    [[nodiscard]] virtual bool isArchived(const QString &conversationId) const = 0;
    /// Conversation id -> when it was archived (UTC ms).
    [[nodiscard]] virtual const QHash<QString, qint64> &archived() const = 0;
    /// Changed since the user last looked (its activity is newer than what was seen; never when
    /// gone). Kept across restarts; changed only through LocalCommands.
    [[nodiscard]] virtual bool isUnread(const QString &conversationId) const = 0;

Q_SIGNALS:
    /// After each committed transaction that changed something.
    void changed(const Switchyard::StoreChanges &changes);
    /// writeStatus() changed.
    void writeStatusChanged(const Switchyard::StoreWriteStatus &status);
    /// Conversations archived or restored (only those whose state changed).
    void archiveChanged(const QList<QString> &ids);
    /// Conversations marked read or unread (only those whose mark changed).
    void unreadChanged(const QList<QString> &ids);

protected:
    explicit StoreReader(QObject *parent = nullptr);
};

} // namespace Switchyard
