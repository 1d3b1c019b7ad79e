// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/retrypolicy.h"

#include <QLocale>
#include <QRandomGenerator>
#include <QTimeZone>

#include <algorithm>
#include <cmath>

namespace Switchyard::Api {

namespace {

qint64 steadyNowMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

} // namespace

RetryPolicy::RetryPolicy()
    : RetryPolicy(Config{})
{ }

RetryPolicy::RetryPolicy(const Config &config)
    : m_config(config)
    , m_monotonic(steadyNowMs)
    , m_wallClock([] {
        return QDateTime::currentDateTimeUtc();
    })
    , m_random([] {
        return QRandomGenerator::global()->generateDouble();
    })
    , m_tokens(config.budgetCapacity)
{
    m_lastRefillMs = m_monotonic();
}

void RetryPolicy::setMonotonicClock(std::function<qint64()> nowMs)
{
    m_monotonic = std::move(nowMs);
    m_lastRefillMs = m_monotonic();
}

void RetryPolicy::setWallClock(std::function<QDateTime()> now)
{
    m_wallClock = std::move(now);
}

void RetryPolicy::setRandom(std::function<double()> random)
{
    m_random = std::move(random);
}

bool RetryPolicy::isIdempotent(QByteArrayView method)
{
    const QByteArray m = method.toByteArray().toUpper();
    return m == "GET" || m == "PUT" || m == "DELETE" || m == "HEAD" || m == "OPTIONS";
}

bool RetryPolicy::isRetryable(const ApiError &error)
{
    switch (error.kind) {
    case ApiError::Kind::Network:
    case ApiError::Kind::Timeout:
    case ApiError::Kind::RateLimited:
        return true;
    case ApiError::Kind::Server:
        return error.httpStatus == 0 || error.httpStatus == 500 || error.httpStatus == 502 || error.httpStatus == 503
            || error.httpStatus == 504;
    default:
        return false;
    }
}

std::optional<std::chrono::milliseconds> RetryPolicy::parseRetryAfter(QByteArrayView value, const QDateTime &now)
{
    const QByteArray v = value.trimmed().toByteArray();
    if (v.isEmpty())
        return std::nullopt;
    bool ok = false;
    const qlonglong seconds = v.toLongLong(&ok);
    if (ok) {
        if (seconds < 0)
            return std::nullopt;
        return std::chrono::milliseconds(std::min<qlonglong>(seconds, 24LL * 3600) * 1000);
    }
    // IMF-fixdate "Sun, 06 Nov 1994 08:49:37 GMT" (RFC 9110); RFC 2822 forms too.
    const QString text = QString::fromLatin1(v);
    QDateTime when = QLocale::c().toDateTime(text, QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"));
    if (when.isValid())
        when.setTimeZone(QTimeZone::utc());
    else
        when = QDateTime::fromString(text, Qt::RFC2822Date);
    if (!when.isValid())
        return std::nullopt;
    const qint64 ms = now.msecsTo(when);
    return std::chrono::milliseconds(std::max<qint64>(ms, 0));
}

std::optional<std::chrono::milliseconds> RetryPolicy::parseRetryAfter(QByteArrayView value) const
{
    return parseRetryAfter(value, m_wallClock());
}

void RetryPolicy::refill()
{
    const qint64 now = m_monotonic();
    const qint64 elapsed = now - m_lastRefillMs;
    if (elapsed > 0) {
        m_tokens =
            std::min(m_config.budgetCapacity, m_tokens + double(elapsed) / 1000.0 * m_config.budgetRefillPerSecond);
        m_lastRefillMs = now;
    }
}

double RetryPolicy::budget()
{
    refill();
    return m_tokens;
}

RetryPolicy::Decision RetryPolicy::decide(QByteArrayView method, int attemptsDone, const ApiError &error)
{
    Decision d;
    if (!isIdempotent(method)) {
        d.reason = QStringLiteral("not idempotent");
        return d;
    }
    if (!isRetryable(error)) {
        d.reason = QStringLiteral("not transient");
        return d;
    }
    if (attemptsDone >= m_config.maxAttempts) {
        d.reason = QStringLiteral("attempts exhausted");
        return d;
    }
    refill();
    if (m_tokens < 1.0) {
        d.reason = QStringLiteral("retry budget exhausted");
        return d;
    }
    if (error.retryAfter) {
        d.delay = std::min(*error.retryAfter, m_config.retryAfterCap);
        d.reason = QStringLiteral("retry-after");
    } else {
        const int exponent = std::clamp(attemptsDone - 1, 0, 20);
        const double ceiling =
            std::min(double(m_config.cap.count()), double(m_config.base.count()) * std::pow(2.0, exponent));
        const double r = std::clamp(m_random(), 0.0, 1.0);
        d.delay = std::chrono::milliseconds(qint64(r * ceiling));
        d.reason = QStringLiteral("backoff");
    }
    d.wait = std::chrono::milliseconds(qint64(double(d.delay.count()) * std::max(0.0, m_config.timeScale)));
    m_tokens -= 1.0;
    d.retry = true;
    return d;
}

} // namespace Switchyard::Api
