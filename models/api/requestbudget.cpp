// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/requestbudget.h"

#include <algorithm>
#include <cmath>

namespace Switchyard::Api {

namespace {

constexpr double kEpsilon = 1e-9;

qint64 steadyNowMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

int priorityIndex(RequestPriority p)
{
    return std::clamp(int(p), 0, 2);
}

} // namespace

RequestBudget::RequestBudget(const RequestBudgetConfig &config, QObject *parent)
    : QObject(parent)
    , m_now(steadyNowMs)
{
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &RequestBudget::dispatch);
    setConfig(config);
}

RequestBudget::~RequestBudget() = default;

void RequestBudget::setConfig(const RequestBudgetConfig &config)
{
    m_config = config;
    m_config.burst = std::max(1, m_config.burst);
    m_config.ratePerSecond = std::max(0.1, m_config.ratePerSecond);
    m_config.minRatePerSecond = std::clamp(m_config.minRatePerSecond, 0.1, m_config.ratePerSecond);
    m_config.backgroundReserve = std::clamp(m_config.backgroundReserve, 0, m_config.burst - 1);
    m_tokens = double(m_config.burst);
    m_lastRefill = m_now();
    dispatch();
}

void RequestBudget::setClock(std::function<qint64()> nowMs)
{
    m_now = nowMs ? std::move(nowMs) : std::function<qint64()>(steadyNowMs);
    m_lastRefill = m_now();
    m_sent.clear();
    m_pausedUntil = 0;
    m_reducedRate = 0.0;
}

std::deque<RequestBudget::Waiter> &RequestBudget::queueFor(RequestPriority priority)
{
    return m_queues[priorityIndex(priority)];
}

double RequestBudget::rateAt(qint64 now) const
{
    const double full = m_config.ratePerSecond;
    if (m_reducedRate <= 0.0)
        return full;
    const qint64 since = now - m_lastSlowDown;
    const qint64 recovery = std::max<qint64>(1, m_config.recovery.count());
    if (since >= recovery)
        return full;
    return m_reducedRate + (full - m_reducedRate) * double(std::max<qint64>(0, since)) / double(recovery);
}

void RequestBudget::refill(qint64 now)
{
    const qint64 elapsed = now - m_lastRefill;
    if (elapsed <= 0)
        return;
    m_lastRefill = now;
    if (now < m_pausedUntil)
        return; // a pause earns nothing: after a 429 the bucket starts empty
    m_tokens = std::min(double(m_config.burst), m_tokens + double(elapsed) / 1000.0 * rateAt(now));
    const qint64 horizon = now - (m_config.window + m_config.windowGuard).count();
    while (!m_sent.empty() && m_sent.front() <= horizon)
        m_sent.pop_front();
}

bool RequestBudget::canGrant(RequestPriority priority, qint64 now)
{
    if (!m_config.enabled)
        return true;
    refill(now);
    if (now < m_pausedUntil)
        return false;
    const int reserve = priority == RequestPriority::Background ? m_config.backgroundReserve : 0;
    if (int(m_sent.size()) >= m_config.burst - reserve)
        return false;
    return m_tokens + kEpsilon >= 1.0 + reserve;
}

void RequestBudget::grant(RequestPriority priority, qint64 now)
{
    ++m_stats.granted;
    // The share counts Foreground slots taken while Background waited (Interactive ones are free).
    if (priority == RequestPriority::Background || m_queues[priorityIndex(RequestPriority::Background)].empty())
        m_foregroundStreak = 0;
    else if (priority == RequestPriority::Foreground)
        ++m_foregroundStreak;
    if (!m_config.enabled)
        return;
    m_tokens = std::max(0.0, m_tokens - 1.0);
    m_sent.push_back(now);
}

bool RequestBudget::backgroundsTurn() const
{
    return m_config.backgroundShare > 0 && !m_queues[priorityIndex(RequestPriority::Background)].empty()
        && m_foregroundStreak >= m_config.backgroundShare - 1;
}

std::optional<RequestPriority> RequestBudget::nextInLine() const
{
    const auto &interactive = m_queues[priorityIndex(RequestPriority::Interactive)];
    const auto &foreground = m_queues[priorityIndex(RequestPriority::Foreground)];
    const auto &background = m_queues[priorityIndex(RequestPriority::Background)];
    if (!interactive.empty())
        return RequestPriority::Interactive;
    if (!foreground.empty() && !background.empty())
        return backgroundsTurn() ? RequestPriority::Background : RequestPriority::Foreground;
    if (!foreground.empty())
        return RequestPriority::Foreground;
    if (!background.empty())
        return RequestPriority::Background;
    return std::nullopt;
}

qint64 RequestBudget::nextSlotAt(qint64 now) const
{
    const RequestPriority priority = nextInLine().value_or(RequestPriority::Background);
    const int reserve = priority == RequestPriority::Background ? m_config.backgroundReserve : 0;
    qint64 at = std::max(now + 1, m_pausedUntil);
    const int limit = m_config.burst - reserve;
    if (int(m_sent.size()) >= limit) {
        const qint64 oldest = m_sent.at(m_sent.size() - std::size_t(limit));
        at = std::max(at, oldest + (m_config.window + m_config.windowGuard).count() + 1);
    }
    const double need = 1.0 + reserve - m_tokens;
    if (need > kEpsilon) {
        const double rate = std::max(m_config.minRatePerSecond, rateAt(now));
        const qint64 from = std::max(now, m_pausedUntil);
        at = std::max(at, from + qint64(std::ceil(need / rate * 1000.0)));
    }
    return at;
}

void RequestBudget::scheduleWake(qint64 now)
{
    if (waiting() == 0) {
        m_timer.stop();
        return;
    }
    const qint64 at = nextSlotAt(now);
    m_timer.start(int(std::clamp<qint64>(at - now, 0, 24LL * 3600 * 1000)));
}

RequestBudget::Ticket RequestBudget::acquire(RequestPriority priority, std::function<void()> start)
{
    const qint64 now = m_now();
    bool aheadWaiting = false;
    for (int i = 0; i <= priorityIndex(priority); ++i)
        aheadWaiting = aheadWaiting || !m_queues[i].empty();
    if (priority == RequestPriority::Foreground)
        aheadWaiting = aheadWaiting || backgroundsTurn();
    if (!aheadWaiting && canGrant(priority, now)) {
        grant(priority, now);
        if (start)
            start();
        return 0;
    }
    const Ticket ticket = ++m_nextTicket;
    queueFor(priority).push_back(Waiter{ticket, std::move(start)});
    ++m_stats.queued;
    m_stats.maxWaiting = std::max(m_stats.maxWaiting, waiting());
    scheduleWake(now);
    return ticket;
}

void RequestBudget::cancel(Ticket ticket)
{
    if (ticket == 0)
        return;
    for (auto &queue : m_queues) {
        const auto it = std::find_if(queue.begin(), queue.end(), [ticket](const Waiter &w) {
            return w.ticket == ticket;
        });
        if (it != queue.end()) {
            queue.erase(it);
            return;
        }
    }
}

void RequestBudget::slowDown(std::optional<std::chrono::milliseconds> pause)
{
    const qint64 now = m_now();
    refill(now);
    const qint64 ms = std::clamp<qint64>(pause.value_or(m_config.defaultPause).count(), 0, m_config.maxPause.count());
    // The answers to requests already in flight arrive together: one slow-down per pause.
    const bool fresh = now >= m_pausedUntil;
    m_pausedUntil = std::max(m_pausedUntil, now + ms);
    m_tokens = 0.0;
    m_lastRefill = now;
    ++m_stats.slowDowns;
    if (fresh) {
        m_reducedRate = std::max(m_config.minRatePerSecond, rateAt(now) / 2.0);
        m_lastSlowDown = std::max(now, m_pausedUntil);
    }
    scheduleWake(now);
}

void RequestBudget::dispatch()
{
    if (m_dispatching)
        return; // a start() that asked for another slot: the outer loop goes on
    m_dispatching = true;
    const qint64 now = m_now();
    for (;;) {
        const std::optional<RequestPriority> next = nextInLine();
        if (!next || !canGrant(*next, now))
            break;
        auto &queue = queueFor(*next);
        Waiter w = std::move(queue.front());
        queue.pop_front();
        grant(*next, now);
        if (w.start)
            w.start();
    }
    m_dispatching = false;
    scheduleWake(now);
}

RequestBudget::Stats RequestBudget::stats() const
{
    Stats s = m_stats;
    const qint64 now = m_now();
    s.waiting = waiting();
    s.currentRate = rateAt(now);
    s.pausedForMs = std::max<qint64>(0, m_pausedUntil - now);
    return s;
}

int RequestBudget::waiting() const
{
    std::size_t n = 0;
    for (const auto &queue : m_queues)
        n += queue.size();
    return int(n);
}

} // namespace Switchyard::Api
