// SPDX-License-Identifier: GPL-3.0-or-later
// StoreWriter::buildSearchIndex(): a cache from before the full-text index is indexed on the
// writer's thread, a chunk per turn of its event loop, so that sync batches keep going in between
// (the GUI thread never waits for it).
#include "models/store/storecheckpointer.h"
#include "models/store/storesearchindex.h"
#include "models/store/storewriter.h"

#include <QTimer>

namespace Switchyard {

void StoreWriter::buildSearchIndex()
{
    if (!m_open || !m_search)
        return;
    if (!m_queue.empty()) {
        // Failing writes wait for the retry: so does the build.
        QTimer::singleShot(1000, this, &StoreWriter::buildSearchIndex);
        return;
    }
    (void)m_search->ensureTimeIndex(); // what fails is tried again at the next open
    if (m_search->isComplete())
        return;
    const bool complete = buildSearchStep();
    const StoreSearchIndex::Progress p = m_search->progress();
    Q_EMIT searchIndexProgress(p.done, p.total, complete);
    if (!complete)
        QTimer::singleShot(0, this, &StoreWriter::buildSearchIndex);
}

bool StoreWriter::buildSearchStep()
{
    if (!m_open || !m_search)
        return true;
    // A chunk reads and writes more pages than the 2 MB cache between bursts holds: the build
    // counts as one (the large cache while it lasts).
    adjustPageCache(StoreSearchIndex::kBuildChunk);
    if (m_checkpointer)
        m_checkpointer->setInline(true);
    const StoreSearchIndex::Progress p = m_search->buildStep(StoreSearchIndex::kBuildChunk);
    if (m_checkpointer)
        m_checkpointer->setInline(false);
    return p.complete;
}

bool StoreWriter::flushSearchIndex()
{
    return !m_open || !m_search || !m_search->hasPending() || m_search->flushPendingNow();
}

void StoreWriter::dropSearchIndexForBenchmark()
{
    m_search.reset();
}

} // namespace Switchyard
