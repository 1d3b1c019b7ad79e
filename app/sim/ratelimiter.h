// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QString>

#include <deque>
#include <functional>

namespace Switchyard::Sim {

/// The app server's rate-limit middleware (spec §13.1), on the wall clock: per client key a
/// sliding one-second window of request times. Every limited request is recorded first (held and
/// refused ones too, as the middleware does), then counted: up to `perSecond` pass, up to twice
/// that are held back, beyond that refused. O(1) amortised per request (each time is pushed and
/// popped once).
class RateLimiter
{
public:
    enum class Decision
    {
        Allow,
        Hold,
        Reject
    };
    struct Stats
    {
        qint64 allowed = 0;
        qint64 held = 0;
        qint64 rejected = 0;
        qint64 exempt = 0;
    };

    /// `nowUs` is a monotonic microsecond clock (default: a QElapsedTimer started now).
    explicit RateLimiter(std::function<qint64()> nowUs = {});

    Decision hit(const QString &key, int perSecond);
    void countExempt() { ++m_stats.exempt; }
    const Stats &stats() const { return m_stats; }
    void resetStats() { m_stats = Stats(); }
    void clear() { m_history.clear(); }

private:
    std::function<qint64()> m_now;
    QElapsedTimer m_timer;
    QHash<QString, std::deque<qint64>> m_history;
    Stats m_stats;
};

} // namespace Switchyard::Sim
