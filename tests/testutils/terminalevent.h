// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An agent's terminal action as the server sends it (spec §5), parsed by the client's own codec:
// the event the watch-rule and local-tag tests feed the store.

#include "models/domain/event.h"

#include <QDateTime>
#include <QString>

namespace Switchyard::Test {

/// The event id of test event `n`: 00000000-0000-4000-0000-<n, 12 digits>.
[[nodiscard]] QString testEventId(int n);
/// An event timestamp as the agent server writes it (naive UTC, microseconds).
[[nodiscard]] QString eventTimestamp(const QDateTime &time);

struct TerminalAction
{
    QString id;
    QDateTime time = QDateTime::currentDateTimeUtc();
    QString command;
    QString thought; ///< none when empty
    QString risk; ///< security_risk; none when empty
};
[[nodiscard]] Event terminalEvent(const TerminalAction &action);

} // namespace Switchyard::Test
