// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Layer: models/domain (switchyard_domain, Qt Core only).

#include <QDateTime>
#include <QLocale>
#include <QString>
#include <QTimeZone>

namespace Switchyard {

/// The one way the app shows a point in time: in the user's zone with the zone's rules AT THAT
/// INSTANT (an August event in New York shows in EDT even in December), in the user's locale.
///
/// The log rows paint thousands of times per second, so clock() does no QDateTime work: the UTC
/// offset is looked up once per 15-minute slot (every zone's transitions fall on a quarter hour)
/// and kept for the last slot asked. Not thread-safe (that cache); one per view.
class TimeFormatter
{
public:
    /// The system zone (honours TZ) and the default locale, as they are now.
    TimeFormatter();
    TimeFormatter(const QTimeZone &zone, const QLocale &locale);

    [[nodiscard]] QTimeZone zone() const { return m_zone; }
    /// Seconds east of UTC in the zone at utcMs (daylight saving included).
    [[nodiscard]] int offsetAt(qint64 utcMs) const;
    /// utcMs as a QDateTime in the zone.
    [[nodiscard]] QDateTime toZone(qint64 utcMs) const;
    /// "HH:mm:ss" (24 h, as the log rows show it); empty for 0 (unknown).
    [[nodiscard]] QString clock(qint64 utcMs) const;
    /// "HH:mm" in the zone.
    [[nodiscard]] QString shortClock(qint64 utcMs) const;
    /// Date and time in the locale's short format; "" for an invalid time.
    [[nodiscard]] QString dateTime(const QDateTime &t) const;
    [[nodiscard]] QString dateTime(qint64 utcMs) const;
    /// The calendar day of utcMs in the zone.
    [[nodiscard]] QDate dayOf(qint64 utcMs) const;

private:
    QTimeZone m_zone;
    QLocale m_locale;
    mutable qint64 m_slot = 0; ///< the 15-minute slot whose offset is cached
    mutable bool m_cached = false;
    mutable int m_offset = 0;
};

} // namespace Switchyard
