// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/domain (switchyard_domain, Qt Core only).
//
// When the server's automatic lifecycle will act on a sandbox (spec §13.5, app-managed backends):
// a running sandbox is paused after 20 min without agent activity and 12 h after it was started or
// resumed, even while its agent works; a sandbox that is not running is deleted, workspace
// included, 10 days after it stopped. The server announces none of this (users ask to see it
// coming: OpenHands #13126), so these are estimates from what the client saw, always shown as such.

#include "models/domain/openenum.h"
#include "models/domain/status.h"

#include <QDateTime>
#include <QList>
#include <QPair>
#include <QString>

namespace Switchyard {

struct LifecyclePolicy
{
    qint64 idlePauseSecs = 20 * 60;
    qint64 runtimeCapSecs = 12 * 3600;
    qint64 deleteAfterSecs = 10 * 24 * 3600;
    /// How long before an idle pause or the runtime cap a working agent's user is warned.
    qint64 warnBeforeSecs = 5 * 60;
};

/// What the estimate is built from. Any time may be invalid (not known); an estimate that needs it
/// is then absent rather than guessed.
struct LifecycleInputs
{
    OpenEnum<SandboxStatus> status;
    QDateTime lastActivity; ///< newest agent activity: newest event, or the record's updated_at
    QDateTime runningSince; ///< when the sandbox was started or last resumed (created_at if never)
    QDateTime notRunningSince; ///< when it stopped running (paused, error)
    bool agentWorking = false; ///< the agent is running (not idle, finished or waiting)
};

enum class LifecycleEvent
{
    None,
    IdlePause, ///< paused for 20 min without activity
    RuntimeCap, ///< paused 12 h after start/resume
    Deletion ///< deleted with its workspace 10 days after it stopped
};

struct LifecycleEstimate
{
    QDateTime idlePauseAt; ///< running only
    QDateTime runtimeCapAt; ///< running only
    QDateTime deleteAt; ///< not running only
    /// The first of the above still to come, and when.
    LifecycleEvent next = LifecycleEvent::None;
    QDateTime nextAt;
    /// The agent is working and an idle pause or the cap is within warnBeforeSecs (or overdue).
    bool warn = false;

    [[nodiscard]] bool isEmpty() const { return next == LifecycleEvent::None; }
};

[[nodiscard]] LifecycleEstimate estimateLifecycle(const LifecycleInputs &in, const QDateTime &now,
                                                  const LifecyclePolicy &policy = {});

/// A status change the client observed (oldest first in a list), as the store keeps them.
using ObservedSandboxStatus = QPair<QDateTime, OpenEnum<SandboxStatus>>;

/// The inputs from what the client saw of one sandbox: `transitions` are the status changes it
/// observed (oldest first; the first one is only when the client first saw it), `createdAt` the
/// sandbox record's creation time, `lastActivity` the newest activity of any conversation on it and
/// `agentWorking` whether one of their agents is running. `runningSince` is the last observed
/// change into STARTING/RUNNING after a stop, else the creation time (the earlier, so the cap is
/// never announced late); `notRunningSince` the first observed time of the current stop, else the
/// last activity (the sandbox cannot have stopped before it).
[[nodiscard]] LifecycleInputs lifecycleInputsFrom(const OpenEnum<SandboxStatus> &status, const QDateTime &createdAt,
                                                  const QList<ObservedSandboxStatus> &transitions,
                                                  const QDateTime &lastActivity, bool agentWorking);

/// "Estimated: pauses for inactivity in 12 min" and the like, in the interface language; empty
/// when there is nothing to say. `now` makes the relative part testable.
[[nodiscard]] QString lifecycleText(const LifecycleEstimate &estimate, const QDateTime &now);

/// A short hint for a list row ("pauses in about 4 min?"): only for a running sandbox whose idle
/// pause or 12-hour cap is within `withinSecs` (or overdue); empty otherwise.
[[nodiscard]] QString lifecycleHint(const LifecycleEstimate &estimate, const QDateTime &now,
                                    qint64 withinSecs = 15 * 60);

/// How fine shortDuration() goes below an hour: whole minutes (estimates: "in 12 min") or also
/// seconds (measured spans: "12 min 30 s").
enum class DurationDetail
{
    Minutes,
    Seconds
};

/// A duration in its two largest units ("3 d 4 h", "3 h 5 min", "12 min" or "12 min 30 s", "40 s"):
/// the one duration formatter of the app (lifecycle estimates, review summaries).
[[nodiscard]] QString shortDuration(qint64 secs, DurationDetail detail = DurationDetail::Minutes);

} // namespace Switchyard
