// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/rebuildscheduler.h"

#include <utility>

namespace Switchyard {

RebuildScheduler::RebuildScheduler(std::function<void()> rebuild, QObject *parent)
    : QObject(parent)
    , m_rebuild(std::move(rebuild))
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(kDelayMs);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        m_rebuild();
    });
}

void RebuildScheduler::setActive(bool active)
{
    if (m_active == active)
        return;
    m_active = active;
    if (m_active && m_stale)
        schedule();
}

void RebuildScheduler::schedule()
{
    if (!m_active) {
        m_stale = true; // rebuilt when shown again
        return;
    }
    // A relist arrives as many small store transactions: coalesce them into one rebuild.
    if (!m_timer.isActive())
        m_timer.start();
}

bool RebuildScheduler::begin()
{
    if (!m_active) {
        m_stale = true;
        return false;
    }
    if (m_building) {
        m_buildAgain = true; // started when the running build finishes
        return false;
    }
    m_stale = false;
    m_buildAgain = false;
    m_building = true;
    return true;
}

void RebuildScheduler::ended()
{
    m_building = false;
}

bool RebuildScheduler::accept(quint64 buildGeneration, bool inputStillMatches)
{
    const bool current = buildGeneration == m_generation && inputStillMatches;
    // A newer request supersedes this result, unless results were dropped too often already.
    const bool superseded = m_buildAgain && m_dropped < kMaxDroppedResults;
    if (current && !superseded) {
        m_dropped = 0;
        return true;
    }
    if (current)
        ++m_dropped;
    return false;
}

void RebuildScheduler::continueIfAsked()
{
    if (m_buildAgain)
        m_rebuild();
}

void RebuildScheduler::supersedeRunning()
{
    if (m_building)
        m_buildAgain = true;
}

void RebuildScheduler::forget()
{
    ++m_generation;
    m_stale = false;
}

} // namespace Switchyard
