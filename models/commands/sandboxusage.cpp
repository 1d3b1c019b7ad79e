// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/commands/sandboxusage.h"

#include "models/read/storereader.h"

namespace Switchyard {

QList<QString> SandboxUsage::othersOn(const StoreReader *store, const QString &sandboxId, const QString &conversationId)
{
    QList<QString> out;
    if (!store || sandboxId.isEmpty())
        return out;
    for (const QString &id : store->conversationsOnSandbox(sandboxId)) {
        if (id != conversationId)
            out.append(id);
    }
    return out;
}

} // namespace Switchyard
