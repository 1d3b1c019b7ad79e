// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Parsed events in a stable text form, for the golden files (tests/data/golden) and the fuzz
// target's self-consistency checks. Every field of the field table (models/api/eventfields.h) is
// printed from the table itself, so a new table field shows up here without an edit; the fields
// the handler builds itself (content blocks, nested objects, lists) are listed in eventdump.cpp.
// Keys are sorted (QJsonObject), long texts are shortened to their length, start and a hash.

#include "models/api/apierror.h"
#include "models/api/result.h"
#include "models/api/wiretypes.h"
#include "models/domain/event.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>

#include <optional>

namespace Switchyard::Test::EventDump {

[[nodiscard]] QJsonObject event(const Event &e);
[[nodiscard]] QJsonObject error(const Api::ApiError &e);
/// {"events": [...]} or {"error": {...}}; `nextPageId` only for pages.
[[nodiscard]] QJsonObject result(const Api::Result<Event> &r);
[[nodiscard]] QJsonObject result(const Api::Result<Api::Page<Event>> &r);
[[nodiscard]] QJsonObject result(const Api::Result<QList<std::optional<Event>>> &r);
[[nodiscard]] QJsonObject result(const Api::Result<QList<Event>> &r);

} // namespace Switchyard::Test::EventDump
