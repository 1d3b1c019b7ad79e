// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/domain (switchyard_domain, Qt Core only).
//
// Timestamps as the server writes them (spec §1.4). Event::timestamp stays a string, because the
// server orders and filters events by its text; this turns it (or a record's time) into a QDateTime.

#include <QDateTime>
#include <QString>

namespace Switchyard {

/// Parses an app-server timestamp (aware, `Z` or `+00:00`, with or without fraction) or an event
/// timestamp (naive; taken as UTC). Invalid input gives an invalid QDateTime.
[[nodiscard]] QDateTime parseTimestamp(const QString &s);
/// The same time in milliseconds since the epoch; 0 for invalid input. The canonical shapes are
/// read by hand (the store writer reads one per event it stores).
[[nodiscard]] qint64 parseTimestampMs(const QString &s);

namespace Detail {
/// parseTimestamp() through QDateTime::fromString() alone (tests compare the two).
[[nodiscard]] QDateTime parseTimestampWithQt(const QString &s);
} // namespace Detail

} // namespace Switchyard
