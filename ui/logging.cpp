// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/logging.h"

namespace Switchyard {
Q_LOGGING_CATEGORY(lcUi, "switchyard.ui", QtInfoMsg)
} // namespace Switchyard
