// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QVariant>

namespace Switchyard::Api::Json {

/// Writes a QVariant tree (maps, lists, strings, numbers, bools, null) as JSON, for outputs that
/// are not API bodies (the json-summary export). Keeps JSON writing inside models/api.
[[nodiscard]] QByteArray write(const QVariant &value, bool indented = true);

/// Pretty-prints a JSON document for display (unknown event kinds); returns the input unchanged
/// when it is not valid JSON.
[[nodiscard]] QByteArray pretty(const QByteArray &json);

} // namespace Switchyard::Api::Json
