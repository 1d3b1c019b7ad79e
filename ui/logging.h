// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

namespace Switchyard {
Q_DECLARE_LOGGING_CATEGORY(lcUi) ///< switchyard.ui
} // namespace Switchyard
