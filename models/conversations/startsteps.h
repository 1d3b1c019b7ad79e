// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The steps of a start task (spec §3.3), for progress displays.

#include "models/api/wiretypes.h"

#include <QCoreApplication>
#include <QString>

namespace Switchyard {

class StartSteps
{
    Q_DECLARE_TR_FUNCTIONS(Switchyard::StartSteps)
public:
    /// Translated short name of a step ("Waiting for sandbox", ...); unknown wire strings verbatim.
    [[nodiscard]] static QString text(const Api::Tolerant<Api::StartTaskStatus> &status);
    /// 1-based index in the progression (WORKING = 1 .. READY = 8), 0 for ERROR or unknown.
    [[nodiscard]] static int index(Api::StartTaskStatus status);
    [[nodiscard]] static constexpr int count() { return 8; }
};

} // namespace Switchyard
