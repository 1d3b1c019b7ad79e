// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/domain/lifecycle.h"

#include <QCoreApplication>

namespace Switchyard {

namespace {

void consider(LifecycleEstimate &e, LifecycleEvent what, const QDateTime &at)
{
    if (!at.isValid())
        return;
    if (e.next == LifecycleEvent::None || at < e.nextAt) {
        e.next = what;
        e.nextAt = at;
    }
}

} // namespace

LifecycleEstimate estimateLifecycle(const LifecycleInputs &in, const QDateTime &now, const LifecyclePolicy &policy)
{
    LifecycleEstimate e;
    if (!in.status.isKnown())
        return e; // unknown or provider unavailable: nothing the policy says applies for sure
    switch (in.status.value()) {
    case SandboxStatus::Starting:
    case SandboxStatus::Running:
        if (in.lastActivity.isValid())
            e.idlePauseAt = in.lastActivity.addSecs(policy.idlePauseSecs);
        if (in.runningSince.isValid())
            e.runtimeCapAt = in.runningSince.addSecs(policy.runtimeCapSecs);
        consider(e, LifecycleEvent::IdlePause, e.idlePauseAt);
        consider(e, LifecycleEvent::RuntimeCap, e.runtimeCapAt);
        if (in.agentWorking) {
            // A working agent keeps the idle timer from running out, so only the cap can stop it
            // (and an idle pause is still possible if the activity we saw is old).
            const QDateTime limit = now.addSecs(policy.warnBeforeSecs);
            e.warn = (e.runtimeCapAt.isValid() && e.runtimeCapAt <= limit)
                || (e.idlePauseAt.isValid() && e.idlePauseAt <= limit);
        }
        break;
    case SandboxStatus::Paused:
    case SandboxStatus::Error:
        if (in.notRunningSince.isValid())
            e.deleteAt = in.notRunningSince.addSecs(policy.deleteAfterSecs);
        consider(e, LifecycleEvent::Deletion, e.deleteAt);
        break;
    case SandboxStatus::Missing:
    case SandboxStatus::ProviderUnavailable: // the provider cannot say: nothing is certain
    case SandboxStatus::Unknown:
        break;
    }
    return e;
}

namespace {
bool isRunning(const OpenEnum<SandboxStatus> &s)
{
    return s == SandboxStatus::Running || s == SandboxStatus::Starting;
}
bool isStopped(const OpenEnum<SandboxStatus> &s)
{
    return s == SandboxStatus::Paused || s == SandboxStatus::Error;
}
} // namespace

LifecycleInputs lifecycleInputsFrom(const OpenEnum<SandboxStatus> &status, const QDateTime &createdAt,
                                    const QList<ObservedSandboxStatus> &transitions, const QDateTime &lastActivity,
                                    bool agentWorking)
{
    LifecycleInputs in;
    in.status = status;
    in.lastActivity = lastActivity;
    in.agentWorking = agentWorking && isRunning(status);
    // Walk back from the newest observation through the current run (or stop): its first
    // observation is when it began, if the client saw the change itself (an older observation of
    // the other kind precedes it).
    QDateTime runStart, stopStart;
    bool sawChange = false;
    for (qsizetype i = transitions.size() - 1; i >= 0; --i) {
        const auto &[at, st] = transitions.at(i);
        if (isRunning(status) && isRunning(st)) {
            runStart = at;
        } else if (isStopped(status) && isStopped(st)) {
            stopStart = at;
        } else {
            sawChange = true;
            break;
        }
    }
    if (isRunning(status))
        in.runningSince = sawChange && runStart.isValid() ? runStart : createdAt;
    if (isStopped(status)) {
        if (sawChange && stopStart.isValid()) {
            in.notRunningSince = stopStart;
        } else {
            // Stopped before the client looked: no later than the first observation, no earlier
            // than the last activity; the earlier of the two known, so deletion is never late.
            in.notRunningSince = lastActivity;
            if (stopStart.isValid() && (!lastActivity.isValid() || stopStart < lastActivity))
                in.notRunningSince = stopStart;
        }
    }
    return in;
}

QString lifecycleHint(const LifecycleEstimate &e, const QDateTime &now, qint64 withinSecs)
{
    if (e.next != LifecycleEvent::IdlePause && e.next != LifecycleEvent::RuntimeCap)
        return {};
    const qint64 secs = now.secsTo(e.nextAt);
    if (secs > withinSecs)
        return {};
    if (secs <= 0)
        return QCoreApplication::translate("Switchyard::Lifecycle", "may pause any moment (estimate)");
    return e.next == LifecycleEvent::IdlePause
        ? QCoreApplication::translate("Switchyard::Lifecycle", "idle pause in about %1 (estimate)")
              .arg(shortDuration(secs))
        : QCoreApplication::translate("Switchyard::Lifecycle", "12-hour limit in about %1 (estimate)")
              .arg(shortDuration(secs));
}

QString shortDuration(qint64 secs, DurationDetail detail)
{
    secs = std::max<qint64>(secs, 0);
    const qint64 days = secs / 86400, hours = (secs % 86400) / 3600, mins = (secs % 3600) / 60, rest = secs % 60;
    if (days > 0)
        return hours > 0 ? QCoreApplication::translate("Switchyard::Lifecycle", "%1 d %2 h").arg(days).arg(hours)
                         : QCoreApplication::translate("Switchyard::Lifecycle", "%1 d").arg(days);
    if (hours > 0)
        return mins > 0 ? QCoreApplication::translate("Switchyard::Lifecycle", "%1 h %2 min").arg(hours).arg(mins)
                        : QCoreApplication::translate("Switchyard::Lifecycle", "%1 h").arg(hours);
    if (mins > 0)
        return detail == DurationDetail::Seconds && rest > 0
            ? QCoreApplication::translate("Switchyard::Lifecycle", "%1 min %2 s").arg(mins).arg(rest)
            : QCoreApplication::translate("Switchyard::Lifecycle", "%1 min").arg(mins);
    return QCoreApplication::translate("Switchyard::Lifecycle", "%1 s").arg(secs);
}

QString lifecycleText(const LifecycleEstimate &e, const QDateTime &now)
{
    if (e.isEmpty())
        return {};
    const qint64 secs = now.secsTo(e.nextAt);
    const bool due = secs <= 0;
    const QString in = shortDuration(secs);
    switch (e.next) {
    case LifecycleEvent::IdlePause:
        return due ? QCoreApplication::translate("Switchyard::Lifecycle",
                                                 "Estimated: may be paused for inactivity at any moment")
                   : QCoreApplication::translate("Switchyard::Lifecycle",
                                                 "Estimated: paused for inactivity in about %1 unless the agent acts")
                         .arg(in);
    case LifecycleEvent::RuntimeCap:
        return due
            ? QCoreApplication::translate("Switchyard::Lifecycle",
                                          "Estimated: the 12-hour limit is reached; may be paused at any moment")
            : QCoreApplication::translate("Switchyard::Lifecycle",
                                          "Estimated: paused by the 12-hour limit in about %1, even if the agent works")
                  .arg(in);
    case LifecycleEvent::Deletion:
        return due ? QCoreApplication::translate("Switchyard::Lifecycle",
                                                 "Estimated: may be deleted with its workspace at any moment")
                   : QCoreApplication::translate("Switchyard::Lifecycle",
                                                 "Estimated: deleted with its workspace in about %1 unless resumed")
                         .arg(in);
    case LifecycleEvent::None:
        break;
    }
    return {};
}

} // namespace Switchyard
