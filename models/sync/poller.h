// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/api/apierror.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QRandomGenerator>
#include <QString>
#include <QTimer>

#include <functional>
#include <optional>

namespace Switchyard {

namespace Api {
class ApiCall;
}

/// The timer of one kind of poll (STYLE §4.5): at most one run in flight, an adaptive interval,
/// exponential backoff with jitter on failure (Retry-After honoured), a generation token so that the
/// answer of a run that was stopped is ignored.
///
/// The work is a function that starts requests and eventually calls done(token, error) exactly once.
class Poller final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Poller)
public:
    using Run = std::function<void(quint64 token)>;

    explicit Poller(const QString &name, QObject *parent = nullptr);
    ~Poller() override;

    void setRun(Run run) { m_run = std::move(run); }
    /// The interval after a success, asked each time (adaptive cadence).
    void setInterval(std::function<qint64()> interval) { m_interval = std::move(interval); }
    void setBackoff(qint64 baseMs, qint64 capMs, qint64 retryAfterCapMs);
    void setJitterSeed(quint32 seed);
    /// A 401/403 stops the poller until it is started again (the default: the key is wrong); off,
    /// it backs off like any other failure (an optional endpoint that refuses this user).
    void setStopOnUnauthorized(bool stop) { m_stopOnUnauthorized = stop; }

    /// Runs now (or as soon as the run in flight ends) and keeps polling.
    void start();
    /// Stops polling; cancels the request in flight (its answer is ignored).
    void stop();
    /// Runs now unless a run is in flight (then right after it). Ends a backoff.
    void pollNow();
    /// The interval may have shortened: bring the next run forward if it is due sooner now.
    void reschedule();

    /// Ends the run `token`. An empty error is a success.
    void done(quint64 token, const std::optional<Api::ApiError> &error);
    /// The request in flight (cancelled by stop()).
    void track(Api::ApiCall *call);
    [[nodiscard]] bool isCurrent(quint64 token) const { return token == m_token && m_inFlight; }

    [[nodiscard]] QString name() const { return m_name; }
    [[nodiscard]] bool isActive() const { return m_active; }
    [[nodiscard]] bool isInFlight() const { return m_inFlight; }
    [[nodiscard]] int failures() const { return m_failures; }
    [[nodiscard]] const std::optional<Api::ApiError> &lastError() const { return m_lastError; }
    /// Delay chosen for the next run (for tests).
    [[nodiscard]] qint64 lastDelayMs() const { return m_lastDelay; }
    [[nodiscard]] qint64 runs() const { return m_runs; }
    /// Failures by Api::ApiError::Kind since construction.
    [[nodiscard]] const QHash<int, qint64> &failureCounts() const { return m_failureCounts; }

Q_SIGNALS:
    /// After every run (success or failure); the state may have changed.
    void finished();

private:
    void fire();
    void schedule(qint64 delayMs);
    qint64 backoffDelay(const Api::ApiError &error);

    QString m_name;
    Run m_run;
    std::function<qint64()> m_interval;
    QTimer m_timer;
    QPointer<Api::ApiCall> m_call;
    QRandomGenerator m_rng;
    qint64 m_backoffBase = 1000;
    qint64 m_backoffCap = 60000;
    qint64 m_retryAfterCap = 120000;
    quint64 m_token = 0;
    bool m_active = false;
    bool m_stopOnUnauthorized = true;
    bool m_inFlight = false;
    bool m_again = false;
    int m_failures = 0;
    qint64 m_lastDelay = 0;
    qint64 m_runs = 0;
    std::optional<Api::ApiError> m_lastError;
    QHash<int, qint64> m_failureCounts;
};

} // namespace Switchyard
