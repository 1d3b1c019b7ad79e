// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/domain (switchyard_domain, Qt Core only).
//
// A sandbox as the server reports it (spec §3.5): the container that runs one or more
// conversations' agents, with the URLs it exposes.

#include "models/domain/status.h"

#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>

namespace Switchyard {

struct ExposedUrl
{
    QString name; ///< AGENT_SERVER, VSCODE, WORKER_1, WORKER_2, or anything newer
    QString url;
    int port = 0;
    bool operator==(const ExposedUrl &) const = default;
};

struct Sandbox
{
    QString id;
    QString createdByUserId;
    QString sandboxSpecId;
    OpenEnum<SandboxStatus> status;
    QString sessionApiKey; ///< secret: memory only
    QList<ExposedUrl> exposedUrls;
    QDateTime createdAt;
    QString statusDetail;
    bool operator==(const Sandbox &) const = default;
};

} // namespace Switchyard

Q_DECLARE_METATYPE(Switchyard::Sandbox)
