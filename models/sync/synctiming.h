// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace Switchyard {

/// Poll intervals and backoff of the sync engine, in milliseconds. Injectable so that tests run
/// in milliseconds; the defaults are what the app uses.
struct SyncTiming
{
    qint64 openActiveMs = 3000; ///< open conversation while starting or running: status + event tail
    qint64 openIdleMs = 10000; ///< open conversation otherwise
    qint64 listMs = 15000; ///< conversation list (newest page + batch get of known ids)
    qint64 sandboxesMs = 15000;
    qint64 backgroundEventsMs = 30000; ///< event tail of watched conversations that are not open
    qint64 startTasksMs = 2000; ///< pending start tasks
    qint64 settingsMs = 300000; ///< grouping strategy
    qint64 countCheckEvery = 4; ///< every Nth idle event tail also compares /events/count
    double hiddenFactor = 4.0; ///< every interval is multiplied by this while the window is hidden
    qint64 backoffBaseMs = 1000; ///< first delay after a failure; doubles per failure, full jitter
    qint64 backoffCapMs = 60000;
    qint64 retryAfterCapMs = 120000; ///< a server Retry-After is honoured up to this
    qint64 startingGraceMs = 60000; ///< RUNNING with no agent answer shown as "starting" this long
    qint64 reevaluateMs = 5000; ///< how often time-dependent display state is recomputed
    int listPages = 1; ///< newest pages read per list poll (after the first full relist)
    int relistMaxPages = 50; ///< pages read by the first relist of a session
    /// How many conversations (newest activity first) have their events kept in sync in the
    /// background, besides the open one. <0: all of them.
    int backgroundEventConversations = 30;
    /// Events read per page of the tail (1..100).
    int eventPageSize = 100;
    /// The open conversation's older pages (opened newest first) are read in the background; off,
    /// they come only when the timeline asks (scroll to the top).
    bool historyInBackground = true;
    /// Events the session socket handed over count this long as its lead over REST (whose store
    /// lags the agent by up to ~30 s): the count checks leave them out (EventTail).
    qint64 socketLeadMs = 60000;
    /// Fixed seed for the backoff jitter (tests); 0 = random.
    quint32 jitterSeed = 0;
};

} // namespace Switchyard
