// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to models/api: the product's one event parser (behind Codec::parseEvent,
// parseEventPage, parseEventBatch). It fills Event values straight from nlohmann's SAX events (no
// DOM): size cap and nesting limit first (JsonScan), then syntax errors, then typed errors naming
// the JSON path; Event::raw is cut from the input by the scanner's spans. The handler is in
// eventsaxhandler.h, one source file per section (document, event, text, action, observation,
// state, payload build); the plain event fields come from the field table (eventfields.h). Tests
// hold it to golden files (tst_eventgolden, tests/data/golden).

#include "models/api/codec.h"

namespace Switchyard::Api::CodecDetail::EventSax {

[[nodiscard]] Result<Event> parseEvent(QByteArrayView text, const CodecLimits &limits);
[[nodiscard]] Result<Page<Event>> parsePage(QByteArrayView text, const CodecLimits &limits);
[[nodiscard]] Result<QList<std::optional<Event>>> parseBatch(QByteArrayView text, const CodecLimits &limits);

} // namespace Switchyard::Api::CodecDetail::EventSax
