// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/radar (switchyard_models). Pure.
//
// The lifecycle you can plan with (issue 32): every automatic step the server will probably take on
// a sandbox (spec §13.5: the idle pause, the 12-hour limit, the deletion of a stopped sandbox), each
// with its clock time and how far away it is, from the same estimate the list uses
// (models/domain/lifecycle.h). The map's sandbox panel and the timeline show these lines.

#include "models/domain/lifecycle.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace Switchyard {

/// The estimate's steps, soonest first, one translated line each ("Estimated: paused for inactivity
/// at 14:32 (in about 12 min) unless an agent acts", "… the 12-hour limit at 21:40 …", "deleted with
/// its workspace on Dec 15 …"); empty when nothing is estimated.
[[nodiscard]] QList<QString> lifecyclePlan(const LifecycleEstimate &estimate, const QDateTime &now);

/// A clock time for a plan line: the time alone today, else the day and the time (local time).
[[nodiscard]] QString lifecycleClock(const QDateTime &at, const QDateTime &now);

} // namespace Switchyard
