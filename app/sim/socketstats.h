// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace Switchyard::Sim {

/// Counters of the agent-server sockets (Simulator::socketStats(), /_sim/stats).
struct SocketStats
{
    qint64 opened = 0;
    qint64 sessionOpened = 0;
    qint64 legacyOpened = 0;
    qint64 refused = 0; ///< handshakes answered 403/503
    qint64 closedAuth = 0; ///< 4001
    qint64 closedNotFound = 0; ///< 4004
    qint64 droppedSlow = 0; ///< 1013 slow_consumer
    qint64 droppedTooLarge = 0; ///< 1013 frame_too_large
    qint64 droppedFault = 0; ///< socket_drop_rate
    qint64 abortedDown = 0; ///< the sandbox went away, restart
    qint64 durableFrames = 0;
    qint64 transientFrames = 0;
    qint64 progressFrames = 0;
    qint64 deltasLost = 0;
    qint64 duplicated = 0;
    qint64 reordered = 0;
    qint64 bytesSent = 0;
    qint64 inbound = 0;
};

} // namespace Switchyard::Sim
