// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/domain/event.h"

#include <QString>

namespace Switchyard::AskUserCard {

/// The bodies of the ask-user cards (rich text for EventCard; every untrusted text escaped): the
/// question with its options (radio or check marks, descriptions), the answer read-only, and the
/// ask_user action (its arguments are the question: said in words, not as JSON).
[[nodiscard]] QString requestBody(const AskUserRequestPayload &request);
[[nodiscard]] QString responseBody(const AskUserResponsePayload &response, bool fromServer);
[[nodiscard]] QString actionBody(const ActionPayload &action);

} // namespace Switchyard::AskUserCard
