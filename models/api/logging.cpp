// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/logging.h"

namespace Switchyard::Api {
Q_LOGGING_CATEGORY(lcApi, "switchyard.api", QtInfoMsg)
} // namespace Switchyard::Api
