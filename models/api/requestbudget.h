// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One request budget per server (ARCHITECTURE invariant 10, spec §13.1).
//
// Newer app servers allow 10 requests per second per client IP in a sliding window: requests 11-20
// of a second are held back by 1 s, beyond 20 the answer is 429. Every request of one server
// (pollers, event tails, workspace views, commands, retries and redirect hops) asks this budget for
// a slot before it goes out:
//  - a token bucket: `ratePerSecond` (8) sustained, `burst` (10) at most at once;
//  - a sliding window on top: never more than `burst` sends within `window` + `windowGuard`, so a
//    burst followed by the refill never reaches the server's 11th-request-in-a-second;
//  - priorities: Interactive (a user action) before Foreground (the open conversation, the default
//    for reads) before Background (sync that can wait); Background also leaves `backgroundReserve`
//    tokens in the bucket, so a click finds a slot at once even while sync saturates the budget;
//    Background yields but is never starved: while it waits, every `backgroundShare`-th slot is
//    its own (steady foreground polling would otherwise hold it back forever);
//  - a 429 or a Retry-After slows the whole budget: nothing is sent until the pause ends, the
//    bucket is emptied, and the rate halves (down to `minRatePerSecond`) and climbs back linearly to
//    `ratePerSecond` over `recovery`.
// The clock is injectable; with a fake clock, tests call dispatch() after moving it.

#include <QObject>
#include <QTimer>

#include <chrono>
#include <deque>
#include <functional>
#include <optional>

namespace Switchyard::Api {

/// Who waits for an answer: decides the order in which queued requests get a slot.
enum class RequestPriority
{
    Interactive, ///< a user action (the default for POST, PATCH, DELETE)
    Foreground, ///< what the user looks at: the open conversation (the default for reads)
    Background, ///< sync that can wait: pollers, other conversations, history back-fill
};

struct RequestBudgetConfig
{
    bool enabled = true;
    double ratePerSecond = 8.0;
    int burst = 10;
    std::chrono::milliseconds window{1000};
    /// Added to the window: the server's clock sees our sends shifted by network jitter.
    std::chrono::milliseconds windowGuard{60};
    int backgroundReserve = 2;
    /// While Background requests wait, at least one slot in this many is theirs (0: never forced).
    int backgroundShare = 4;
    double minRatePerSecond = 1.0;
    std::chrono::milliseconds recovery{10000};
    /// Pause after a 429 without Retry-After (the server sends `Retry-After: 1`).
    std::chrono::milliseconds defaultPause{1000};
    std::chrono::milliseconds maxPause{120000};
};

class RequestBudget : public QObject
{
    Q_OBJECT
public:
    using Ticket = quint64;

    struct Stats
    {
        quint64 granted = 0; ///< slots handed out
        quint64 queued = 0; ///< requests that had to wait for a slot
        quint64 slowDowns = 0; ///< 429s / Retry-Afters reported
        int waiting = 0; ///< requests waiting now
        int maxWaiting = 0;
        double currentRate = 0.0; ///< requests/s allowed now
        qint64 pausedForMs = 0; ///< time left in the pause after a 429
    };

    explicit RequestBudget(const RequestBudgetConfig &config = {}, QObject *parent = nullptr);
    ~RequestBudget() override;

    [[nodiscard]] const RequestBudgetConfig &config() const { return m_config; }
    void setConfig(const RequestBudgetConfig &config);
    /// Monotonic milliseconds. Default: a steady clock. With a fake clock call dispatch() after moving it.
    void setClock(std::function<qint64()> nowMs);

    /// Runs `start` when a slot is free: at once (before returning) when one is free and nobody
    /// waits ahead, else later from the event loop. Returns a ticket for cancel(); 0 when `start`
    /// already ran.
    Ticket acquire(RequestPriority priority, std::function<void()> start);
    /// Forgets a waiting request; its `start` never runs. Unknown tickets are ignored.
    void cancel(Ticket ticket);

    /// The server said to slow down: a 429, or any answer with Retry-After (`pause`, already
    /// scaled to real time; nullopt: defaultPause).
    void slowDown(std::optional<std::chrono::milliseconds> pause);

    /// Grants every slot that is free now, in priority order (also run by the internal timer).
    void dispatch();

    [[nodiscard]] Stats stats() const;
    [[nodiscard]] int waiting() const;

private:
    struct Waiter
    {
        Ticket ticket = 0;
        std::function<void()> start;
    };

    [[nodiscard]] double rateAt(qint64 now) const;
    void refill(qint64 now);
    [[nodiscard]] bool canGrant(RequestPriority priority, qint64 now);
    void grant(RequestPriority priority, qint64 now);
    /// Background requests wait and the Foreground ones took their share in a row.
    [[nodiscard]] bool backgroundsTurn() const;
    [[nodiscard]] qint64 nextSlotAt(qint64 now) const;
    void scheduleWake(qint64 now);
    std::deque<Waiter> &queueFor(RequestPriority priority);
    /// The priority whose first waiter goes next, or nullopt when nobody waits.
    [[nodiscard]] std::optional<RequestPriority> nextInLine() const;

    RequestBudgetConfig m_config;
    std::function<qint64()> m_now;
    QTimer m_timer;
    std::deque<Waiter> m_queues[3];
    std::deque<qint64> m_sent; ///< send times inside the sliding window
    double m_tokens = 0.0;
    qint64 m_lastRefill = 0;
    qint64 m_pausedUntil = 0;
    qint64 m_lastSlowDown = 0;
    double m_reducedRate = 0.0; ///< the rate right after the last slow-down (0: none yet)
    Ticket m_nextTicket = 0;
    Stats m_stats;
    int m_foregroundStreak = 0; ///< Foreground slots granted in a row while Background waited
    bool m_dispatching = false;
};

} // namespace Switchyard::Api
