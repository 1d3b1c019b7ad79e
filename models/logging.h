// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

namespace Switchyard {
Q_DECLARE_LOGGING_CATEGORY(lcSync) ///< switchyard.sync: pollers, reconciliation
Q_DECLARE_LOGGING_CATEGORY(lcStore) ///< switchyard.store: the SQLite cache
Q_DECLARE_LOGGING_CATEGORY(lcTrajectory) ///< switchyard.trajectory: offline readers, export
Q_DECLARE_LOGGING_CATEGORY(lcModels) ///< switchyard.models: item models, settings, credentials
} // namespace Switchyard
