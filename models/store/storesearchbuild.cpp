// SPDX-License-Identifier: GPL-3.0-or-later
// StoreWriter::buildSearchIndex(): a cache from before the full-text index is indexed on the
// writer's thread, a chunk per turn of its event loop, so that sync batches keep going in between
// (the GUI thread never waits for it).
#include "models/logging.h"
#include "models/store/storesearchindex.h"
#include "models/store/storewriter.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QTimer>

namespace Switchyard {

namespace {
constexpr int kBuildChunk = 4000; ///< events per step: ~50-100 ms of the writer's time
} // namespace

void StoreWriter::buildSearchIndex()
{
    if (!m_open || !m_search || m_search->isComplete())
        return;
    if (!m_queue.empty()) {
        // Failing writes wait for the retry: so does the build.
        QTimer::singleShot(1000, this, &StoreWriter::buildSearchIndex);
        return;
    }
    const StoreSearchIndex::Progress p = m_search->buildStep(kBuildChunk);
    Q_EMIT searchIndexProgress(p.done, p.total, p.complete);
    if (!p.complete)
        QTimer::singleShot(0, this, &StoreWriter::buildSearchIndex);
}

bool StoreWriter::flushSearchIndex()
{
    if (!m_open || !m_search || !m_search->hasPending())
        return true;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.transaction())
        return false;
    if (!m_search->flushPending() || !db.commit()) {
        qCWarning(lcStore) << "writing the pending search documents failed:" << db.lastError().text();
        db.rollback();
        m_search->forgetPending(); // still listed in search_pending: written at the next flush
        return false;
    }
    return true;
}

void StoreWriter::dropSearchIndexForBenchmark()
{
    m_search.reset();
}

} // namespace Switchyard
