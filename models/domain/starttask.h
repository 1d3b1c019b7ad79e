// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/domain (switchyard_domain, Qt Core only).
//
// A start task (spec §3.3): the server's progress of one conversation start, from WORKING to READY
// (then appConversationId names the conversation) or ERROR (then detail says why).

#include "models/domain/startoptions.h"
#include "models/domain/status.h"

#include <QDateTime>
#include <QMetaType>
#include <QString>

namespace Switchyard {

struct StartTask
{
    QString id;
    QString createdByUserId;
    OpenEnum<StartTaskStatus> status;
    QString detail;
    QString appConversationId;
    QString sandboxId;
    QString agentServerUrl;
    StartOptions request; ///< the server's echo of what was asked; secrets are "**********"
    QDateTime createdAt;
    QDateTime updatedAt;
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::StartTask)
