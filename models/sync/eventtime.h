// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Naive event timestamps as microseconds, for the event tail's ranged fetches (spec §1.4: the
// server filters `timestamp__gte/lt` by comparing the event's string with isoformat() of the
// parsed bound, so a bound is written the way Python writes it: no fraction when it is 0).

#include <QString>
#include <QStringView>

#include <optional>

namespace Switchyard::EventTime {

/// "2026-06-16T05:39:18.809928" (fraction optional, 1..6 digits; a zone suffix is ignored) as
/// microseconds since the epoch, taken as UTC.
[[nodiscard]] std::optional<qint64> toMicros(QStringView naive);
/// The inverse, formatted like Python's datetime.isoformat() of a naive value.
[[nodiscard]] QString fromMicros(qint64 micros);
/// The smallest bound above `naive` (one microsecond later): `timestamp__lt` that includes it.
[[nodiscard]] QString justAfter(const QString &naive);

} // namespace Switchyard::EventTime
