// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/logging.h"

namespace Switchyard {
Q_LOGGING_CATEGORY(lcSync, "switchyard.sync", QtInfoMsg)
Q_LOGGING_CATEGORY(lcStore, "switchyard.store", QtInfoMsg)
Q_LOGGING_CATEGORY(lcTrajectory, "switchyard.trajectory", QtInfoMsg)
Q_LOGGING_CATEGORY(lcModels, "switchyard.models", QtInfoMsg)
} // namespace Switchyard
