// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace Switchyard {

class LiveManager;
class SyncEngine;

/// Live following (issue #16): the session sockets beside the REST pollers, which stay the
/// reconciler. `attach` couples the two of one session: the sockets refresh a record through the
/// engine, the engine leaves the event tails the sockets carry to them, and the sockets are online
/// while the engine is. SWITCHYARD_LIVE_SOCKETS=N changes the number of sockets (0: none).
namespace LiveFollowing {
void attach(SyncEngine &sync, LiveManager &live);
}

} // namespace Switchyard
