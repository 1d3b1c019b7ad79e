// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one retry layer (ARCHITECTURE invariant 5):
//  - only idempotent methods (GET, PUT, DELETE, HEAD, OPTIONS); POST and PATCH never;
//  - only transient failures (network, timeout, 429, 500/502/503/504);
//  - at most `maxAttempts` attempts in total (3);
//  - full jitter: delay = random() * min(cap, base * 2^(retry-1)), base 0.5 s, cap 30 s;
//  - Retry-After (seconds or HTTP date) replaces the computed delay, capped at 120 s;
//  - a retry budget: a token bucket shared by every request of the client (each retry takes one
//    token; tokens refill with time), so a broken server is not hammered by many parallel retries.
// The clock, the randomness and a time scale are injectable so tests run in milliseconds.

#include "models/api/apierror.h"

#include <QByteArrayView>
#include <QDateTime>

#include <chrono>
#include <functional>
#include <optional>

namespace Switchyard::Api {

class RetryPolicy
{
public:
    struct Config
    {
        int maxAttempts = 3;
        std::chrono::milliseconds base{500};
        std::chrono::milliseconds cap{30000};
        std::chrono::milliseconds retryAfterCap{120000};
        double budgetCapacity = 10.0; ///< retries available in a burst
        double budgetRefillPerSecond = 0.5; ///< tokens regained per second
        /// Every real wait is multiplied by this (tests use e.g. 0.001).
        double timeScale = 1.0;
    };

    struct Decision
    {
        bool retry = false;
        std::chrono::milliseconds delay{0}; ///< logical delay (before the time scale)
        std::chrono::milliseconds wait{0}; ///< what the client actually waits
        QString reason; ///< why not, or "retry-after", "backoff" (for logs)
    };

    RetryPolicy();
    explicit RetryPolicy(const Config &config);

    [[nodiscard]] const Config &config() const { return m_config; }
    /// Monotonic milliseconds (for the budget refill). Default: a steady clock.
    void setMonotonicClock(std::function<qint64()> nowMs);
    /// Wall clock for Retry-After HTTP dates. Default: QDateTime::currentDateTimeUtc().
    void setWallClock(std::function<QDateTime()> now);
    /// Uniform in [0, 1). Default: QRandomGenerator::global().
    void setRandom(std::function<double()> random);

    [[nodiscard]] static bool isIdempotent(QByteArrayView method);
    [[nodiscard]] static bool isRetryable(const ApiError &error);
    /// Parses a Retry-After value: delta-seconds or an HTTP date (relative to `now`).
    [[nodiscard]] static std::optional<std::chrono::milliseconds> parseRetryAfter(QByteArrayView value,
                                                                                  const QDateTime &now);
    [[nodiscard]] std::optional<std::chrono::milliseconds> parseRetryAfter(QByteArrayView value) const;

    /// Called after attempt number `attemptsDone` (1-based) failed with `error`. Takes a budget
    /// token when it decides to retry.
    [[nodiscard]] Decision decide(QByteArrayView method, int attemptsDone, const ApiError &error);

    /// Tokens left in the retry budget (after refill).
    [[nodiscard]] double budget();

private:
    void refill();

    Config m_config;
    std::function<qint64()> m_monotonic;
    std::function<QDateTime()> m_wallClock;
    std::function<double()> m_random;
    double m_tokens = 0.0;
    qint64 m_lastRefillMs = 0;
};

} // namespace Switchyard::Api
