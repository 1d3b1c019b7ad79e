// SPDX-License-Identifier: GPL-3.0-or-later
// StoreWriter's retry queue (issue 17 item 8): a write that fails for a reason that may pass (disk
// full, read-only file, I/O error, busy) is rolled back as a whole, kept, and tried again with
// backoff; the writes submitted after it wait behind it, so the order of events and cursors holds
// and no cursor is stored past events that are not. Every attempt is reported (a failed delta), so
// the user sees "Cache write failed, retrying" while it lasts.
#include "models/logging.h"
#include "models/store/storewriter.h"
#include "models/store/storewriterwork.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>

namespace Switchyard {

namespace StoreDetail {

bool mayPass(const QSqlError &error)
{
    bool numeric = false;
    const int code = error.nativeErrorCode().toInt(&numeric) & 0xff; // the primary of an extended code
    if (numeric && code != 0) {
        switch (code) {
        case 5: // SQLITE_BUSY
        case 6: // SQLITE_LOCKED
        case 7: // SQLITE_NOMEM
        case 8: // SQLITE_READONLY
        case 10: // SQLITE_IOERR
        case 13: // SQLITE_FULL
        case 14: // SQLITE_CANTOPEN
        case 15: // SQLITE_PROTOCOL
            return true;
        default:
            return false; // a constraint, a schema error, bad input: it would fail again
        }
    }
    const QString text = error.text().toLower();
    return text.contains(QLatin1String("full")) || text.contains(QLatin1String("readonly"))
        || text.contains(QLatin1String("read-only")) || text.contains(QLatin1String("i/o"))
        || text.contains(QLatin1String("locked")) || text.contains(QLatin1String("busy"));
}

} // namespace StoreDetail

namespace {

/// Batches the server sends again (the sync re-reads from the stored cursor, polls repeat), which
/// may be given up when too many wait. The user's own choices are never given up.
bool refetchable(const StoreBatch &batch)
{
    return !std::holds_alternative<StoreOps::LostHistoryChoice>(batch.op)
        && !std::holds_alternative<StoreOps::RemoveStartTasks>(batch.op)
        && !std::holds_alternative<StoreOps::SetArchived>(batch.op)
        && !std::holds_alternative<StoreOps::SetSeen>(batch.op)
        && !std::holds_alternative<StoreOps::PutReviewComments>(batch.op)
        && !std::holds_alternative<StoreOps::PutVariantGroup>(batch.op)
        && !std::holds_alternative<StoreOps::PutWatchRule>(batch.op)
        && !std::holds_alternative<StoreOps::SetLastSeen>(batch.op)
        && !std::holds_alternative<StoreOps::RemoveLocalTag>(batch.op);
}

} // namespace

void StoreWriter::deliver(StoreDelta &&delta)
{
    if (m_deliver)
        m_deliver(std::move(delta));
}

void StoreWriter::setRetryBackoff(qint64 firstMs, qint64 maxMs)
{
    m_retryFirstMs = std::max<qint64>(1, firstMs);
    m_retryMaxMs = std::max(m_retryFirstMs, maxMs);
}

void StoreWriter::submit(std::shared_ptr<const StoreBatch> batch, quint64 ticket)
{
    if (!batch)
        return;
    const bool idle = m_queue.empty();
    if (!idle && int(m_queue.size()) >= kMaxQueued && refetchable(*batch)) {
        StoreDelta d;
        d.failed = true;
        d.dropped = true;
        d.ticket = ticket;
        d.queued = int(m_queue.size());
        d.retryInMs = m_retryTimer->remainingTime();
        d.error = tr("Too many cache writes are waiting; this one is given up (it is read again later).");
        deliver(std::move(d));
        return;
    }
    m_queue.push_back({std::move(batch), ticket});
    if (idle)
        retryQueued();
}

void StoreWriter::submitBarrier(quint64 ticket)
{
    const bool idle = m_queue.empty();
    m_queue.push_back({nullptr, ticket});
    if (idle)
        retryQueued();
}

void StoreWriter::retryQueued()
{
    while (!m_queue.empty()) {
        const Queued front = m_queue.front();
        if (!front.batch) {
            m_queue.pop_front();
            (void)flushSearchIndex(); // "done" includes searchable; a failure is logged, the rows kept
            StoreDelta d;
            d.barrier = true;
            d.ticket = front.ticket;
            d.queued = int(m_queue.size());
            deliver(std::move(d));
            continue;
        }
        StoreDelta d = process(*front.batch);
        d.ticket = front.ticket;
        if (d.failed && d.transient && m_open) {
            m_retryMs = m_retryMs == 0 ? m_retryFirstMs : std::min(m_retryMs * 2, m_retryMaxMs);
            d.retryInMs = m_retryMs;
            d.queued = int(m_queue.size());
            qCWarning(lcStore) << "cache write failed, retrying in" << m_retryMs << "ms;" << d.queued
                               << "writes waiting";
            m_retryTimer->start(int(m_retryMs));
            deliver(std::move(d));
            return;
        }
        m_queue.pop_front();
        if (d.failed)
            d.dropped = true; // it would fail again: rolled back and given up (nothing stored moved)
        else
            m_retryMs = 0;
        d.queued = int(m_queue.size());
        deliver(std::move(d));
    }
}

void StoreWriter::flushQueue()
{
    if (m_queue.empty())
        return;
    m_retryTimer->stop();
    retryQueued(); // one last attempt
    m_retryTimer->stop();
    if (m_queue.empty())
        return;
    qsizetype lost = 0;
    for (const Queued &q : m_queue)
        lost += q.batch ? 1 : 0;
    qCWarning(lcStore) << lost << "cache writes could not be stored before closing (their events are read"
                       << "again next time: no cursor moved past them)";
    m_queue.clear();
}

bool StoreWriter::limitFileSize(qint64 bytes)
{
    if (!m_open)
        return false;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(QStringLiteral("PRAGMA page_size")) || !q.next())
        return false;
    const qint64 pageSize = std::max<qint64>(512, q.value(0).toLongLong());
    q.finish();
    const qint64 pages = bytes <= 0 ? 1073741823LL : std::max<qint64>(1, bytes / pageSize);
    return q.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages));
}

bool StoreWriter::setReadOnly(bool readOnly)
{
    if (!m_open)
        return false;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    return q.exec(QStringLiteral("PRAGMA query_only = %1").arg(readOnly ? 1 : 0));
}

} // namespace Switchyard
