// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/sim/simlogging.h"

namespace Switchyard::Sim {
Q_LOGGING_CATEGORY(lcSim, "switchyard.sim", QtInfoMsg)
} // namespace Switchyard::Sim
