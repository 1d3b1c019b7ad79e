// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/attention/awaytracker.h"

#include "models/store/store.h"

#include <QDateTime>

namespace Switchyard {

AwayTracker::AwayTracker(Store *store, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_clock([] {
        return QDateTime::currentMSecsSinceEpoch();
    })
{
    qRegisterMetaType<AwayDigest>();
    if (!store)
        return;
    m_startSince = store->lastSeenMs();
    m_startCost = store->lastSeenCost();
    if (m_startSince == 0)
        store->setLastSeen(now(), Digest::totalCost(*store)); // the first session: nothing to tell
    connect(store, &StoreReader::changed, this, &AwayTracker::onChanged);
}

AwayTracker::~AwayTracker()
{
    if (m_active)
        markSeen();
}

void AwayTracker::setClock(std::function<qint64()> clock)
{
    m_clock = std::move(clock);
}

qint64 AwayTracker::now() const
{
    return m_clock();
}

void AwayTracker::markSeen()
{
    if (m_store)
        m_store->setLastSeen(now(), Digest::totalCost(*m_store));
}

AwayDigest AwayTracker::digestSince(qint64 sinceMs) const
{
    if (!m_store)
        return {};
    const double cost = sinceMs == m_startSince ? m_startCost : m_store->lastSeenCost();
    return Digest::compute(*m_store, sinceMs, now(), cost, m_store->ruleHitsSince(sinceMs));
}

void AwayTracker::offer(qint64 sinceMs)
{
    const AwayDigest d = digestSince(sinceMs);
    if (!d.isEmpty())
        Q_EMIT digestReady(d);
}

void AwayTracker::onChanged()
{
    // The start digest waits for this session's first listing: the cache alone is stale.
    if (m_startSince == 0 || !m_store || m_store->isStale())
        return;
    const qint64 since = m_startSince;
    offer(since);
    m_startSince = 0;
    if (m_active)
        markSeen();
}

void AwayTracker::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    if (!active) {
        m_awaySince = now();
        markSeen();
        return;
    }
    const qint64 away = m_awaySince;
    m_awaySince = 0;
    if (away > 0 && now() - away >= Digest::kAwayMs && m_startSince == 0)
        offer(away);
    markSeen();
}

} // namespace Switchyard
