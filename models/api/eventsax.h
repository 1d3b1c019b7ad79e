// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to models/api: the event parsers that fill Api::Event straight from nlohmann's SAX
// events (no DOM). They give the same values and the same errors as the DOM reference path
// (eventFrom in codec_p.h): size cap and nesting limit first (JsonScan), then syntax errors, then
// typed errors naming the JSON path; Event::raw is cut from the input by the scanner's spans.
// std::nullopt means the scanner's element spans did not line up with the parsed items (a
// document with escaped "items" keys, say); the caller then uses the DOM path.

#include "models/api/codec.h"

#include <optional>

namespace Switchyard::Api::CodecDetail::EventSax {

[[nodiscard]] std::optional<Result<Event>> parseEvent(QByteArrayView text, const CodecLimits &limits);
[[nodiscard]] std::optional<Result<Page<Event>>> parsePage(QByteArrayView text, const CodecLimits &limits);
[[nodiscard]] std::optional<Result<QList<std::optional<Event>>>> parseBatch(QByteArrayView text,
                                                                            const CodecLimits &limits);

} // namespace Switchyard::Api::CodecDetail::EventSax
