// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sim/ratelimiter.h"

namespace Switchyard::Sim {

namespace {
constexpr qint64 kWindowUs = 1000000;
}

RateLimiter::RateLimiter(std::function<qint64()> nowUs)
    : m_now(std::move(nowUs))
{
    m_timer.start();
    if (!m_now) {
        m_now = [this] {
            return m_timer.nsecsElapsed() / 1000;
        };
    }
}

RateLimiter::Decision RateLimiter::hit(const QString &key, int perSecond)
{
    const qint64 now = m_now();
    std::deque<qint64> &history = m_history[key];
    // The middleware keeps the times strictly newer than now - 1 s, then appends now.
    while (!history.empty() && history.front() <= now - kWindowUs)
        history.pop_front();
    history.push_back(now);
    const auto n = static_cast<qint64>(history.size());
    const qint64 limit = std::max(1, perSecond);
    if (n > 2 * limit) {
        ++m_stats.rejected;
        return Decision::Reject;
    }
    if (n > limit) {
        ++m_stats.held;
        return Decision::Hold;
    }
    ++m_stats.allowed;
    return Decision::Allow;
}

} // namespace Switchyard::Sim
