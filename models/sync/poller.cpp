// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/sync/poller.h"

#include "models/api/apiclient.h"
#include "models/logging.h"

#include <limits>

namespace Switchyard {

Poller::Poller(const QString &name, QObject *parent)
    : QObject(parent)
    , m_name(name)
    , m_rng(QRandomGenerator::global()->generate())
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &Poller::fire);
}

Poller::~Poller()
{
    stop();
}

void Poller::setBackoff(qint64 baseMs, qint64 capMs, qint64 retryAfterCapMs)
{
    m_backoffBase = std::max<qint64>(1, baseMs);
    m_backoffCap = std::max(m_backoffBase, capMs);
    m_retryAfterCap = retryAfterCapMs;
}

void Poller::setJitterSeed(quint32 seed)
{
    if (seed != 0)
        m_rng.seed(seed);
}

void Poller::start()
{
    m_active = true;
    if (m_inFlight)
        m_again = true;
    else
        schedule(0);
}

void Poller::stop()
{
    m_active = false;
    m_timer.stop();
    ++m_token; // the run in flight, if any, is now stale
    m_inFlight = false;
    m_again = false;
    if (m_call) {
        Api::ApiCall *call = m_call;
        m_call = nullptr;
        call->cancel();
    }
}

void Poller::pollNow()
{
    if (!m_active)
        return;
    m_failures = 0;
    if (m_inFlight)
        m_again = true;
    else
        schedule(0);
}

void Poller::reschedule()
{
    if (!m_active || m_inFlight || m_failures > 0 || !m_timer.isActive())
        return;
    const qint64 interval = m_interval ? m_interval() : 10000;
    if (m_timer.remainingTime() > interval)
        schedule(interval);
}

void Poller::schedule(qint64 delayMs)
{
    m_lastDelay = delayMs;
    m_timer.start(int(std::clamp<qint64>(delayMs, 0, std::numeric_limits<int>::max())));
}

void Poller::fire()
{
    if (!m_active || m_inFlight || !m_run)
        return;
    m_inFlight = true;
    m_again = false;
    ++m_runs;
    const quint64 token = ++m_token;
    m_run(token);
}

void Poller::track(Api::ApiCall *call)
{
    m_call = call;
}

qint64 Poller::backoffDelay(const Api::ApiError &error)
{
    const int shift = std::min(m_failures - 1, 20);
    const qint64 exp = std::min(m_backoffCap, m_backoffBase << shift);
    // "Equal jitter": half fixed, half random, so a failure never retries at once.
    qint64 delay = exp / 2 + qint64(m_rng.bounded(quint32(exp / 2 + 1)));
    if (error.retryAfter) {
        const qint64 ra = std::min<qint64>(error.retryAfter->count(), m_retryAfterCap);
        delay = std::max(delay, ra);
    }
    return delay;
}

void Poller::done(quint64 token, const std::optional<Api::ApiError> &error)
{
    if (token != m_token || !m_inFlight)
        return; // a stopped run
    m_inFlight = false;
    m_call = nullptr;
    if (!error) {
        m_failures = 0;
        m_lastError.reset();
        if (m_active)
            schedule(m_again ? 0 : (m_interval ? m_interval() : 10000));
    } else if (error->kind == Api::ApiError::Kind::Cancelled) {
        if (m_active)
            schedule(m_again ? 0 : (m_interval ? m_interval() : 10000));
    } else {
        ++m_failures;
        ++m_failureCounts[int(error->kind)];
        m_lastError = error;
        qCDebug(lcSync) << m_name << "failed" << m_failures << "time(s):" << error->detail;
        if (error->kind == Api::ApiError::Kind::Unauthorized && m_stopOnUnauthorized)
            m_active = false; // until the engine is restarted with a new key
        else if (m_active)
            schedule(backoffDelay(*error));
    }
    m_again = false;
    Q_EMIT finished();
}

} // namespace Switchyard
