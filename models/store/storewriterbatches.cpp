// SPDX-License-Identifier: GPL-3.0-or-later
// StoreWriter::process(): one handler per batch kind (stage), the staged rows written, the commit,
// and the committed state moved to memory and described in a StoreDelta.
#include "models/api/codec.h"
#include "models/api/wireenums.h"
#include "models/logging.h"
#include "models/store/cacheredaction.h"
#include "models/store/storesearchindex.h"
#include "models/store/storewriter.h"
#include "models/store/storewriterwork.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace Switchyard {

namespace {

bool isTerminal(StartTaskStatus s)
{
    return s == StartTaskStatus::Ready || s == StartTaskStatus::Error;
}

StartTask withoutSecrets(StartTask t)
{
    t.request.secrets.clear();
    return t;
}

} // namespace

// --- one handler per kind -------------------------------------------------------------------------

bool StoreWriter::stage(Work &w, const StoreOps::PutConversations &op)
{
    for (const Conversation &c : op.records)
        applyConversation(w, c, op.sequence);
    return true;
}

bool StoreWriter::stage(Work &w, const StoreOps::ConversationBatch &op)
{
    for (qsizetype i = 0; i < op.ids.size(); ++i) {
        const auto &answer = i < op.answers.size() ? op.answers.at(i) : std::optional<Conversation>{};
        if (answer)
            applyConversation(w, *answer, op.sequence);
        else
            markGone(w, op.ids.at(i), op.sequence);
    }
    w.listConfirmed = true;
    return true;
}

bool StoreWriter::stage(Work &w, const StoreOps::ConversationsGone &op)
{
    for (const QString &id : op.ids)
        markGone(w, id, op.sequence);
    return true;
}

bool StoreWriter::stage(Work &w, const StoreOps::PutSandboxes &op)
{
    QSet<QString> listed;
    for (const Sandbox &s : op.records) {
        applySandbox(w, s, op.sequence);
        listed.insert(s.id);
    }
    if (op.completeListing) {
        for (auto it = m_sandboxes.cbegin(); it != m_sandboxes.cend(); ++it) {
            if (!listed.contains(it.key()))
                markSandboxGone(w, it.key(), op.sequence);
        }
    }
    rederiveAfterSandboxes(w);
    return true;
}

bool StoreWriter::stage(Work &w, const StoreOps::SandboxBatch &op)
{
    for (qsizetype i = 0; i < op.ids.size(); ++i) {
        const auto &answer = i < op.answers.size() ? op.answers.at(i) : std::optional<Sandbox>{};
        if (answer)
            applySandbox(w, *answer, op.sequence);
        else
            markSandboxGone(w, op.ids.at(i), op.sequence);
    }
    rederiveAfterSandboxes(w);
    return true;
}

void StoreWriter::rederiveAfterSandboxes(Work &w)
{
    // Conversations need a second look when their sandbox changed, or when it is down and was
    // just confirmed (then it is the newer record and overrides a stale RUNNING).
    QSet<QString> touched;
    for (auto it = w.sbxs.cbegin(); it != w.sbxs.cend(); ++it) {
        if (w.sbxInserted.contains(it.key()) || w.sbxChanged.contains(it.key()) || it->rec.gone
            || StoreDetail::isDownStatus(it->rec.sandbox.status.value()))
            touched.insert(it.key());
    }
    rederiveOnSandboxes(w, touched);
}

bool StoreWriter::stage(Work &w, const StoreOps::PutStartTasks &op)
{
    bool ok = true;
    for (const StartTask &t : op.tasks) {
        if (t.id.isEmpty())
            continue;
        const bool known = m_startTasks.contains(t.id) || (w.tasks.contains(t.id) && w.tasks.value(t.id));
        if (isTerminal(t.status.value())) {
            if (known) {
                w.tasks.insert(t.id, std::nullopt);
                w.taskRemoved.append(t.id);
                ok = ok && exec(QStringLiteral("DELETE FROM start_tasks WHERE id = ?"), {t.id});
            }
            continue;
        }
        const StartTask clean = withoutSecrets(t);
        w.tasks.insert(t.id, clean);
        (known ? w.taskChanged : w.taskInserted).append(t.id);
        ok = ok
            && exec(QStringLiteral("INSERT OR REPLACE INTO start_tasks(id, json) VALUES(?, ?)"),
                    {t.id, Api::Codec::encodeStartTask(clean)});
    }
    return ok;
}

bool StoreWriter::stage(Work &w, const StoreOps::RemoveStartTasks &op)
{
    bool ok = true;
    for (const QString &id : op.ids) {
        if (!m_startTasks.contains(id))
            continue;
        w.tasks.insert(id, std::nullopt);
        w.taskRemoved.append(id);
        ok = ok && exec(QStringLiteral("DELETE FROM start_tasks WHERE id = ?"), {id});
    }
    return ok;
}

bool StoreWriter::stage(Work &w, const StoreOps::Settings &op)
{
    if (op.sequence < m_groupingSeq)
        return true;
    w.groupingSeq = op.sequence;
    if (op.grouping == m_grouping)
        return true;
    w.grouping = op.grouping;
    return exec(QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES('grouping_strategy', ?)"),
                {Api::toWire(op.grouping)});
}

bool StoreWriter::stage(Work &w, const StoreOps::AppendEvents &op)
{
    return appendEvents(w, op.conversationId, op.events, op.cursor, false, op.durableSeq);
}

bool StoreWriter::stage(Work &w, const StoreOps::ReplaceEvents &op)
{
    // Also for a log the session socket fed: the caller (EventTail) refills only when the socket
    // handed nothing over lately, so the server's listing is not behind the socket (REST lags the
    // agent by up to ~30 s). Treating every socket-fed log as ahead of REST kept the history the
    // server lost unmarked forever (issue 28 item 1).
    return replaceLog(w, op.conversationId, op.events, op.cursor);
}

bool StoreWriter::stage(Work &w, const StoreOps::Reevaluate &)
{
    for (auto it = m_conversations.cbegin(); it != m_conversations.cend(); ++it) {
        Conv c = *it;
        if (derive(c, stagedSandbox(w, c.rec.conversation.sandboxId), w.nowMs))
            finishConversation(w, it.key(), std::move(c), true, false);
    }
    return true;
}

// --- one transaction ------------------------------------------------------------------------------

bool StoreWriter::writeStaged(const Work &w)
{
    for (const QString &id : std::as_const(w.convWrite)) {
        if (!writeConversation(w.convs.value(id)))
            return false;
    }
    for (const QString &id : std::as_const(w.sbxWrite)) {
        if (!writeSandbox(w.sbxs.value(id)))
            return false;
    }
    if (w.listConfirmed)
        return exec(QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES('list_confirmed_at', ?)"),
                    {w.nowMs});
    return true;
}

void StoreWriter::adjustPageCache(qsizetype events)
{
    // The writer's page cache: 64 MB while events pour in (a backfill, an import, a benchmark's
    // ingest: random inserts into the (log, event_id) index stay linear), SQLite's default 2 MB
    // otherwise. A cache that kept every page it touched up to 64 MB made a long session's memory
    // grow with the cache file for hours (issue 28 item 14: ~14 MB per hour of the demo world, all
    // of it SQLite's pages); lowering cache_size frees the pages above the new size at once.
    constexpr qint64 kBurstEvents = 2000; // events within one second that make a burst
    constexpr qint64 kBurstLingerMs = 5000; // the large cache stays this long after the last burst
    if (!m_cacheClock.isValid())
        m_cacheClock.start();
    const qint64 now = m_cacheClock.elapsed();
    if (now - m_cacheWindowStartMs > 1000) {
        m_cacheWindowStartMs = now;
        m_cacheWindowEvents = 0;
    }
    m_cacheWindowEvents += events;
    if (m_cacheWindowEvents >= kBurstEvents)
        m_lastBurstMs = now;
    const bool big = m_lastBurstMs >= 0 && now - m_lastBurstMs < kBurstLingerMs;
    if (big == m_bigCache)
        return;
    m_bigCache = big;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.exec(big ? QStringLiteral("PRAGMA cache_size=-65536") : QStringLiteral("PRAGMA cache_size=-2048"));
}

StoreDelta StoreWriter::process(const StoreBatch &batch)
{
    StoreDelta delta;
    if (!m_open) {
        delta.failed = true;
        delta.error = tr("The cache is not open.");
        return delta;
    }
    Work w;
    w.now = now();
    w.nowMs = w.now.toMSecsSinceEpoch();
    w.nextLogKey = m_nextLogKey;
    adjustPageCache(std::visit(
        [](const auto &op) -> qsizetype {
            if constexpr (requires { op.events.size(); })
                return op.events.size();
            else
                return 0;
        },
        batch.op));
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    (void)CacheRedaction::takeLastError();
    if (!db.transaction()) {
        delta.failed = true;
        delta.transient = true; // busy or an I/O error: nothing was written
        delta.error = tr("The cache cannot be written: %1").arg(db.lastError().text());
        return delta;
    }
    if (m_search) // while more work waits, the index's documents wait for a chunk
        m_search->setDeferred(m_posted.load(std::memory_order_relaxed) > 0);
    const bool staged = std::visit(
        [this, &w](const auto &op) {
            return stage(w, op);
        },
        batch.op);
    bool ok = staged && writeStaged(w) && writeStatusHistory(w, batch);
    // The index's pending documents go in with this batch when no other batch waits, or when a
    // chunk is full (storesearchindex.h): under a backlog, one FTS5 segment per chunk, not per page.
    if (ok && m_search && m_search->hasPending()
        && (m_posted.load(std::memory_order_relaxed) <= 0 || m_search->pendingFull()))
        ok = m_search->flushPending();
    if (!ok || !db.commit()) {
        QSqlError error = CacheRedaction::takeLastError();
        if (!error.isValid())
            error = db.lastError();
        const QString why = error.text();
        db.rollback();
        if (m_search)
            m_search->forgetPending();
        delta.failed = true;
        delta.transient = StoreDetail::mayPass(error);
        delta.error = tr("A cache write failed and was rolled back: %1").arg(why);
        qCWarning(lcStore) << "transaction rolled back:" << why;
        return delta;
    }
    delta.confirmedAt = w.now;
    commitConversations(w, delta);
    commitSandboxes(w, delta);
    commitStartTasks(w, delta);
    commitSettings(w, delta);
    commitLogs(w, delta);
    commitWatch(w, delta);
    m_nextLogKey = w.nextLogKey;
    if (w.listConfirmed)
        delta.listConfirmed = w.now;
    return delta;
}

// --- committed: memory and the delta --------------------------------------------------------------

void StoreWriter::commitConversations(Work &w, StoreDelta &delta)
{
    StoreChanges &ch = delta.changes;
    for (auto it = w.convs.begin(); it != w.convs.end(); ++it) {
        const QString &id = it.key();
        if (w.convInserted.contains(id)) {
            ch.conversations.inserted.append(id);
            delta.conversations.append(it->rec);
        } else if (w.convChanged.contains(id)) {
            ch.conversations.changed.append(id);
            delta.conversations.append(it->rec);
        } else if (w.convConfirmed.contains(id)) {
            delta.confirmedConversations.append(id);
        }
        m_conversations.insert(id, std::move(*it));
    }
    for (const Work::Touch &t : std::as_const(w.touches)) {
        auto it = m_conversations.find(t.id);
        if (it == m_conversations.end())
            continue;
        it->seq = std::max(it->seq, t.seq);
        it->rec.confirmedAt = w.now;
        it->runningSinceMs = t.runningSinceMs;
        if (!w.convInserted.contains(t.id) && !w.convChanged.contains(t.id))
            delta.confirmedConversations.append(t.id);
    }
}

void StoreWriter::commitSandboxes(Work &w, StoreDelta &delta)
{
    StoreChanges &ch = delta.changes;
    for (auto it = w.sbxs.begin(); it != w.sbxs.end(); ++it) {
        const QString &id = it.key();
        if (w.sbxInserted.contains(id)) {
            ch.sandboxes.inserted.append(id);
            delta.sandboxes.append(it->rec);
        } else if (w.sbxChanged.contains(id)) {
            ch.sandboxes.changed.append(id);
            delta.sandboxes.append(it->rec);
        } else if (w.sbxConfirmed.contains(id)) {
            delta.confirmedSandboxes.append(id);
        }
        m_sandboxes.insert(id, std::move(*it));
    }
}

void StoreWriter::commitStartTasks(const Work &w, StoreDelta &delta)
{
    for (auto it = w.tasks.cbegin(); it != w.tasks.cend(); ++it) {
        if (*it) {
            m_startTasks.insert(it.key(), **it);
            delta.startTasks.append(**it);
        } else {
            m_startTasks.remove(it.key());
            delta.startTasksRemoved.append(it.key());
        }
    }
    delta.changes.startTasks.inserted = w.taskInserted;
    delta.changes.startTasks.changed = w.taskChanged;
    delta.changes.startTasks.removed = w.taskRemoved;
}

void StoreWriter::commitSettings(const Work &w, StoreDelta &delta)
{
    if (!w.groupingSeq)
        return;
    m_groupingSeq = *w.groupingSeq;
    if (w.grouping) {
        m_grouping = *w.grouping;
        delta.grouping = m_grouping;
        delta.changes.settingsChanged = true;
    }
}

void StoreWriter::commitLogs(const Work &w, StoreDelta &delta)
{
    StoreChanges &ch = delta.changes;
    for (auto it = w.logs.cbegin(); it != w.logs.cend(); ++it) {
        const LogState old = m_logs.value(it.key());
        const bool isNew = !m_logs.contains(it.key());
        m_logs.insert(it.key(), *it);
        delta.logs.insert(it.key(), *it);
        const bool reset = w.logsReset.contains(it.key());
        if (reset)
            ch.eventsReset.append(it.key());
        else if (const qint64 n = w.logsPrepended.value(it.key()); n > 0)
            ch.eventsPrepended.insert(it.key(), n);
        if (!sameLostState(old, *it) || w.lostChanged.contains(it.key()))
            ch.lostHistory.append(it.key());
        if (reset || isNew || old.count != it->count) {
            ch.eventsAppended.insert(it.key(), it->count);
            if (m_conversations.contains(it.key()) && !ch.conversations.inserted.contains(it.key())
                && !ch.conversations.changed.contains(it.key())) {
                ch.conversations.changed.append(it.key());
                ConversationRecord rec = m_conversations.value(it.key()).rec;
                delta.conversations.append(rec);
            }
        }
    }
}

} // namespace Switchyard
