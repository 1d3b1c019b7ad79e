// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Whether a step on one conversation leaves its sandbox empty or touches others on it, decided once
// from what the Store knows: the delete confirmation ("the sandbox stays, it is shared" or "also
// delete the emptied sandbox") and the pause confirmation ("also pauses N others") ask here. After
// the delete, SandboxCommands::checkLeftEmpty() asks the server whether it really was left empty.

#include <QList>
#include <QString>

namespace Switchyard {

class StoreReader;

class SandboxUsage
{
public:
    /// The other conversations the store knows on `sandboxId` (none without a store or a sandbox).
    [[nodiscard]] static QList<QString> othersOn(const StoreReader *store, const QString &sandboxId,
                                                 const QString &conversationId);
    /// Deleting or pausing `conversationId` leaves no other known conversation on its sandbox.
    [[nodiscard]] static bool leavesEmpty(const StoreReader *store, const QString &sandboxId,
                                          const QString &conversationId)
    {
        return !sandboxId.isEmpty() && othersOn(store, sandboxId, conversationId).isEmpty();
    }
};

} // namespace Switchyard
