// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The steps of a start task (spec §3.3), for progress displays.

#include "models/domain/status.h"

#include <QCoreApplication>
#include <QString>

namespace Switchyard {

class StartSteps
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::StartSteps)
public:
    /// Translated short name of a step ("Waiting for sandbox", ...); an unknown value shows its raw text.
    [[nodiscard]] static QString text(const OpenEnum<StartTaskStatus> &status);
    /// 1-based index in the progression (WORKING = 1 .. READY = 8), 0 for ERROR or unknown.
    [[nodiscard]] static int index(StartTaskStatus status);
    [[nodiscard]] static constexpr int count() { return 8; }
};

} // namespace Switchyard
