// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One write to the store: one transaction on the writer's thread. A batch is exactly one of the
// kinds below, each with only the fields it needs; StoreWriter has one handler per kind
// (storewriterbatches.cpp). Internal to models/store; public only so that benchmarks can drive the
// writer synchronously.

#include "models/domain/conversation.h"
#include "models/domain/event.h"
#include "models/domain/sandbox.h"
#include "models/domain/starttask.h"
#include "models/read/variantgroup.h"
#include "models/read/watchreader.h"
#include "models/review/reviewcomment.h"
#include "models/store/eventcursor.h"

#include <QList>
#include <QPair>
#include <QString>

#include <optional>
#include <variant>

namespace Switchyard {

namespace StoreOps {

/// Conversation records from a listing or a single get (Store::applyConversations()).
struct PutConversations
{
    QList<Conversation> records;
    quint64 sequence = 0;
};

/// The answer of a batch get of known ids: a missing answer means the conversation is gone, and
/// the list counts as confirmed (Store::applyConversationBatch()).
struct ConversationBatch
{
    QList<QString> ids;
    QList<std::optional<Conversation>> answers;
    quint64 sequence = 0;
};

struct ConversationsGone
{
    QList<QString> ids;
    quint64 sequence = 0;
};

/// Sandbox records; a complete listing marks every sandbox it does not name as gone.
struct PutSandboxes
{
    QList<Sandbox> records;
    quint64 sequence = 0;
    bool completeListing = false;
};

struct SandboxBatch
{
    QList<QString> ids;
    QList<std::optional<Sandbox>> answers;
    quint64 sequence = 0;
};

/// Start tasks; one in a terminal state is removed.
struct PutStartTasks
{
    QList<StartTask> tasks;
    quint64 sequence = 0;
};

struct RemoveStartTasks
{
    QList<QString> ids;
};

struct Settings
{
    OpenEnum<GroupingStrategy> grouping;
    quint64 sequence = 0;
};

/// New events at the end of a conversation's log, with the cursor they advance to. Events from the
/// session socket carry the last durable seq they cover (`durableSeq`, -1 from REST); the stored
/// one only moves forward.
struct AppendEvents
{
    QString conversationId;
    QList<Event> events;
    EventCursor cursor;
    qint64 durableSeq = -1;
};

/// The whole log as the server has it now: the common prefix stays, the rest is rewritten.
struct ReplaceEvents
{
    QString conversationId;
    QList<Event> events;
    EventCursor cursor;
};

/// Older events (ascending) below the oldest held: a log opened newest first, then its history
/// page by page. An empty log starts high in the seq space so that it can grow downwards.
struct PrependEvents
{
    QString conversationId;
    QList<Event> events;
    EventCursor cursor; ///< moves forward only (the newest page sets it)
    bool historyComplete = false; ///< this was the oldest page
};

/// Events the log misses (a count-check gap, a late arrival): each goes to its place by timestamp;
/// the rows after it move up (a log reset for the views when any did).
struct InsertEvents
{
    QString conversationId;
    QList<Event> events;
    EventCursor cursor;
};

/// Re-derive every conversation's display state against the clock (starting grace).
struct Reevaluate
{ };

/// The server counts fewer events than the log holds (Store::markServerLost()).
struct MarkServerLost
{
    QString conversationId;
    qint64 serverCount = 0;
};

/// The session socket's sync frame names a shorter log than the socket's cursor: the server lost
/// history (Store::markSocketLogShortened()).
struct SocketLogShortened
{
    QString conversationId;
    qint64 serverLength = 0;
};

/// The user's choice on history the server lost: keep it (the banner is dismissed) or drop the
/// events the server's last listing did not contain (Store::keepLostHistory(), dropLostHistory()).
struct LostHistoryChoice
{
    QString conversationId;
    bool drop = false;
};

/// Conversations the user archived or restored (local only; Store::setArchived()). The user's
/// own choice: queued and retried like every write, never given up for room.
struct SetArchived
{
    QList<QString> ids;
    bool archived = true;
    qint64 atMs = 0;
};

/// A response the user gave, or what became of it (Store::recordAskUserAnswer(),
/// setResponseState(); storeresponses.cpp): one row per request id, replaced.
struct PutResponse
{
    QString requestId;
    QString conversationId;
    QString kind;
    QByteArray body;
    int state = 0;
    qint64 recordedAtMs = 0;
    QString detail;
};

/// Read marks (Store::markRead(), markUnread(), markAllRead(); storeunread.cpp): the activity the
/// user saw per conversation; `clearAll` drops every row first and sets the baseline.
struct SetSeen
{
    QList<QPair<QString, qint64>> rows;
    bool clearAll = false;
    qint64 baselineMs = 0;
};

/// A watch rule added, changed or removed (Store::putWatchRule(), removeWatchRule(); storewatch.cpp).
/// Local only; the writer checks the events it inserts against the enabled rules.
struct PutWatchRule
{
    WatchRule rule; ///< rule.id: the row (assigned by the Store)
    bool remove = false;
};

/// When the user last looked at this server's conversations (Store::setLastSeen(); meta last_seen_ms).
struct SetLastSeen
{
    qint64 ms = 0;
    double cost = -1.0; ///< the summed cost then (meta last_seen_cost; negative: unknown)
};

/// Review comments written (replaced by id) and removed (Store::putReviewComments(),
/// removeReviewComments(); storereview.cpp). The user's own writing: never given up for room.
struct PutReviewComments
{
    QList<ReviewComment> comments;
    QList<QString> removeIds;
};

/// A variant group written whole (members replaced), or removed (Store::putVariantGroup(),
/// removeVariantGroup(); storegroups.cpp). The user's own choice: never given up for room.
struct PutVariantGroup
{
    VariantGroup group;
    bool remove = false;
};

/// The user took a local tag a watch rule put off a conversation (Store::removeLocalTag();
/// storewatch.cpp): its conversation_tags row goes. The user's own choice: never given up for room.
struct RemoveLocalTag
{
    QString conversationId;
    QString tag;
};

} // namespace StoreOps

/// One write: one transaction. A wrapper (not an alias) so that store.h can declare it.
struct StoreBatch
{
    using Op =
        std::variant<StoreOps::PutConversations, StoreOps::ConversationBatch, StoreOps::ConversationsGone,
                     StoreOps::PutSandboxes, StoreOps::SandboxBatch, StoreOps::PutStartTasks,
                     StoreOps::RemoveStartTasks, StoreOps::Settings, StoreOps::AppendEvents, StoreOps::ReplaceEvents,
                     StoreOps::Reevaluate, StoreOps::PrependEvents, StoreOps::InsertEvents, StoreOps::MarkServerLost,
                     StoreOps::SocketLogShortened, StoreOps::LostHistoryChoice, StoreOps::SetArchived,
                     StoreOps::PutResponse, StoreOps::SetSeen, StoreOps::PutWatchRule, StoreOps::SetLastSeen,
                     StoreOps::PutReviewComments, StoreOps::PutVariantGroup, StoreOps::RemoveLocalTag>;
    Op op;
};

} // namespace Switchyard
