// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The wire form of a start's `observability_metadata` (spec §3.2): a JSON object whose values are a
// string, bool, int, number, or a homogeneous array of one of those. The typed value is the
// domain's ObservabilityMetadata (models/domain/startoptions.h).

#include "models/domain/startoptions.h"

#include <QByteArray>

namespace Switchyard::Api::Codec {

/// Compact JSON object for StartRequest::observabilityMetadataJson; empty input gives "{}".
[[nodiscard]] QByteArray encodeObservabilityMetadata(const ObservabilityMetadata &metadata);

} // namespace Switchyard::Api::Codec
