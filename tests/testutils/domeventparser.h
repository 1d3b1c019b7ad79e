// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The DOM reference event parser, for tests only: the whole document is read into an nlohmann
// DOM, then each event is read from it (domeventpayloads.cpp). The product parses events with the
// SAX handler alone (Api::Codec::parseEvent*, models/api/eventsax*); tst_codec and fuzz_codec hold
// it to this reference: same values, same errors (kind, JSON path, message). A new event field or
// kind goes into both.

#include "models/api/codec.h"

#include <QByteArrayView>
#include <QList>

#include <optional>

namespace Switchyard::Test::DomEvents {

[[nodiscard]] Api::Result<Event> parseEvent(QByteArrayView json, const Api::CodecLimits &limits = {});
[[nodiscard]] Api::Result<Api::Page<Event>> parseEventPage(QByteArrayView json, const Api::CodecLimits &limits = {});
[[nodiscard]] Api::Result<QList<std::optional<Event>>> parseEventBatch(QByteArrayView json,
                                                                       const Api::CodecLimits &limits = {});

} // namespace Switchyard::Test::DomEvents
