// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/domain (switchyard_domain, Qt Core only).
//
// Conversation and start-task ids: UUIDs, which the server writes as 32 lowercase hex digits.

#include <QString>

namespace Switchyard {

/// Normalises a conversation / start-task id to the 32-hex form the server emits
/// (accepts dashed, braced and urn:uuid: forms). Returns an empty string for a non-UUID.
[[nodiscard]] QString normalizeUuidHex(const QString &id);

} // namespace Switchyard
