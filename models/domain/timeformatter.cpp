// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/domain/timeformatter.h"

namespace Switchyard {

namespace {

constexpr qint64 kSlotMs = 15 * 60 * 1000;

qint64 floorDiv(qint64 a, qint64 b)
{
    return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0);
}

QString twoDigits(qint64 n)
{
    return QString::number(n).rightJustified(2, QLatin1Char('0'));
}

} // namespace

TimeFormatter::TimeFormatter()
    : TimeFormatter(QTimeZone::systemTimeZone(), QLocale())
{ }

TimeFormatter::TimeFormatter(const QTimeZone &zone, const QLocale &locale)
    : m_zone(zone.isValid() ? zone : QTimeZone::utc())
    , m_locale(locale)
{ }

int TimeFormatter::offsetAt(qint64 utcMs) const
{
    const qint64 slot = floorDiv(utcMs, kSlotMs);
    if (!m_cached || slot != m_slot) {
        m_offset = m_zone.offsetFromUtc(QDateTime::fromMSecsSinceEpoch(slot * kSlotMs, QTimeZone::utc()));
        m_slot = slot;
        m_cached = true;
    }
    return m_offset;
}

QDateTime TimeFormatter::toZone(qint64 utcMs) const
{
    return QDateTime::fromMSecsSinceEpoch(utcMs, m_zone);
}

QString TimeFormatter::clock(qint64 utcMs) const
{
    if (utcMs == 0)
        return {};
    const qint64 localSecs = floorDiv(utcMs, 1000) + offsetAt(utcMs);
    const qint64 daySecs = localSecs - floorDiv(localSecs, 86400) * 86400;
    return twoDigits(daySecs / 3600) + QLatin1Char(':') + twoDigits(daySecs / 60 % 60) + QLatin1Char(':')
        + twoDigits(daySecs % 60);
}

QString TimeFormatter::shortClock(qint64 utcMs) const
{
    return clock(utcMs).left(5);
}

QString TimeFormatter::dateTime(const QDateTime &t) const
{
    if (!t.isValid())
        return {};
    return m_locale.toString(t.toTimeZone(m_zone), QLocale::ShortFormat);
}

QString TimeFormatter::dateTime(qint64 utcMs) const
{
    return dateTime(QDateTime::fromMSecsSinceEpoch(utcMs, QTimeZone::utc()));
}

QDate TimeFormatter::dayOf(qint64 utcMs) const
{
    const qint64 localSecs = floorDiv(utcMs, 1000) + offsetAt(utcMs);
    return QDate(1970, 1, 1).addDays(floorDiv(localSecs, 86400));
}

} // namespace Switchyard
