// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/api/apierror.h"

#include <QHash>

namespace Switchyard {

/// Counters of what the sync engine went through since it was built (diagnostics, tests).
struct SyncStats
{
    qint64 runs = 0; ///< poller runs started
    qint64 failures = 0; ///< runs that ended with an error (each is one failed request)
    QHash<int, qint64> failuresByKind; ///< Api::ApiError::Kind -> count
    qint64 duplicateItems = 0; ///< items repeated within one listing or tail, dropped
    qint64 unorderedPages = 0; ///< event pages that did not arrive in timestamp order (re-sorted)
    qint64 lateEvents = 0; ///< events older than the cursor, left to the refill
    qint64 countMismatches = 0;
    qint64 refills = 0;

    [[nodiscard]] qint64 failuresOf(Api::ApiError::Kind kind) const { return failuresByKind.value(int(kind)); }
};

} // namespace Switchyard
