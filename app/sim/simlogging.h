// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

namespace Switchyard::Sim {
Q_DECLARE_LOGGING_CATEGORY(lcSim) ///< switchyard.sim
} // namespace Switchyard::Sim
