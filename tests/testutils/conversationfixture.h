// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Conversation records for tests that fill a store by hand: numbered ids and a running sandbox.

#include "models/api/wireenums.h"
#include "models/domain/conversation.h"

#include <QDateTime>
#include <QString>

namespace Switchyard::Test {

/// A 32-digit hex id for `n` (as the server's ids look).
inline QString hexId(int n)
{
    return QStringLiteral("%1").arg(n, 32, 16, QLatin1Char('0'));
}

/// Conversation `n` ("Conversation n") on the running sandbox "sbx1", in execution status `exec`
/// (the wire spelling), created an hour ago and updated a minute ago.
inline Conversation numberedConversation(int n, const QString &exec)
{
    Conversation c;
    c.id = hexId(n);
    c.title = QStringLiteral("Conversation %1").arg(n);
    c.sandboxId = QStringLiteral("sbx1");
    c.sandboxStatus = SandboxStatus::Running;
    c.executionStatus = Api::executionStatusFromWire(exec);
    c.createdAt = QDateTime::currentDateTimeUtc().addSecs(-3600);
    c.updatedAt = QDateTime::currentDateTimeUtc().addSecs(-60);
    return c;
}

} // namespace Switchyard::Test
