// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/ (switchyard_models).
//
// The lifecycle estimate (models/domain/lifecycle.h, spec §13.5) of the sandbox a conversation runs
// in, from what the store knows: the conversation's reconciled sandbox status, its sandbox record
// (creation time, observed transitions) and the activity of every conversation on that sandbox
// (the idle timer is the sandbox's). One place for the header, the list and the notifications.

#include "models/domain/lifecycle.h"

#include <QDateTime>
#include <QString>

namespace Switchyard {

class StoreReader;
struct ConversationRecord;

/// The estimate for the conversation's sandbox; empty when nothing can be said (gone, no sandbox,
/// unknown status, times not known).
[[nodiscard]] LifecycleEstimate conversationLifecycle(const StoreReader &store, const ConversationRecord &record,
                                                      const QDateTime &now);

/// The short hint for a list row ("idle pause in about 4 min (estimate)"): a running sandbox near
/// its idle pause or 12-hour cap; empty otherwise. Cheap for rows far from a limit.
[[nodiscard]] QString conversationLifecycleHint(const StoreReader &store, const ConversationRecord &record,
                                                const QDateTime &now);

/// The full sentence for a tooltip or the header ("Estimated: …"); empty when there is none.
[[nodiscard]] QString conversationLifecycleText(const StoreReader &store, const ConversationRecord &record,
                                                const QDateTime &now);

} // namespace Switchyard
