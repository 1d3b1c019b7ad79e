// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Typed `observability_metadata` of a start request (spec §3.2): an object whose values are a
// string, bool, int, number, or a homogeneous array of one of those. Added by the conversation
// list helper so that the start dialog never builds JSON itself.

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

#include <variant>

namespace Switchyard::Api {

using ObservabilityScalar = std::variant<QString, bool, qint64, double>;

struct ObservabilityValue
{
    bool isArray = false;
    ObservabilityScalar scalar; ///< when !isArray
    QList<ObservabilityScalar> items; ///< when isArray; the caller keeps them homogeneous
};

/// Insertion-ordered key/value pairs (keys unique).
using ObservabilityMetadata = QList<QPair<QString, ObservabilityValue>>;

namespace Codec {
/// Compact JSON object for StartRequest::observabilityMetadataJson; empty input gives "{}".
[[nodiscard]] QByteArray encodeObservabilityMetadata(const ObservabilityMetadata &metadata);
} // namespace Codec

} // namespace Switchyard::Api
