// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

namespace Switchyard::Api {
/// switchyard.api: requests, responses, retries (always redacted, see redaction.h).
Q_DECLARE_LOGGING_CATEGORY(lcApi)
} // namespace Switchyard::Api
