// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/domain/timestamp.h"

#include <QRegularExpression>
#include <QTimeZone>

#include <optional>

namespace Switchyard {

namespace {

/// `n` digits at `s[at]`, or -1.
int digits(QStringView s, qsizetype at, int n)
{
    if (at + n > s.size())
        return -1;
    int v = 0;
    for (int i = 0; i < n; ++i) {
        const char16_t c = s[at + i].unicode();
        if (c < u'0' || c > u'9')
            return -1;
        v = v * 10 + int(c - u'0');
    }
    return v;
}

/// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil).
qint64 daysFromCivil(int y, int m, int d)
{
    y -= m <= 2 ? 1 : 0;
    const int era = (y >= 0 ? y : y - 399) / 400;
    const int yoe = y - era * 400;
    const int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return qint64(era) * 146097 + doe - 719468;
}

bool isLeap(int y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

/// The shapes the servers write, read by hand: `YYYY-MM-DDTHH:MM:SS`, then no fraction or one of
/// at least three digits (milliseconds; more are cut, as the slow path cuts them), then nothing
/// (naive: UTC), `Z`, or `+HH:MM` / `-HH:MM`. Anything else (spaces, a short fraction, hour 24, a
/// leap second) is left to QDateTime: nullopt.
std::optional<qint64> fastMs(QStringView s)
{
    if (s.size() < 19 || s[4] != u'-' || s[7] != u'-' || s[10] != u'T' || s[13] != u':' || s[16] != u':')
        return std::nullopt;
    const int y = digits(s, 0, 4), mo = digits(s, 5, 2), d = digits(s, 8, 2);
    const int h = digits(s, 11, 2), mi = digits(s, 14, 2), sec = digits(s, 17, 2);
    if (y < 1 || mo < 1 || mo > 12 || d < 1 || h < 0 || h > 23 || mi < 0 || mi > 59 || sec < 0 || sec > 59)
        return std::nullopt;
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (d > kDays[mo - 1] + (mo == 2 && isLeap(y) ? 1 : 0))
        return std::nullopt;
    qsizetype at = 19;
    int ms = 0;
    if (at < s.size() && s[at] == u'.') {
        ms = digits(s, at + 1, 3);
        if (ms < 0)
            return std::nullopt;
        at += 4;
        while (at < s.size() && s[at] >= u'0' && s[at] <= u'9')
            ++at;
    }
    qint64 offsetMin = 0;
    if (at < s.size()) {
        if (s[at] == u'Z' && at + 1 == s.size()) {
            ++at;
        } else if ((s[at] == u'+' || s[at] == u'-') && at + 6 == s.size() && s[at + 3] == u':') {
            const int oh = digits(s, at + 1, 2), om = digits(s, at + 4, 2);
            if (oh < 0 || oh > 23 || om < 0 || om > 59)
                return std::nullopt;
            offsetMin = (s[at] == u'-' ? -1 : 1) * (oh * 60 + om);
            at += 6;
        } else {
            return std::nullopt;
        }
    }
    const qint64 secs = daysFromCivil(y, mo, d) * 86400 + h * 3600 + mi * 60 + sec - offsetMin * 60;
    return secs * 1000 + ms;
}

} // namespace

QDateTime parseTimestamp(const QString &s)
{
    if (const std::optional<qint64> ms = fastMs(s))
        return QDateTime::fromMSecsSinceEpoch(*ms, Qt::UTC);
    return Detail::parseTimestampWithQt(s);
}

qint64 parseTimestampMs(const QString &s)
{
    if (const std::optional<qint64> ms = fastMs(s))
        return *ms;
    const QDateTime t = Detail::parseTimestampWithQt(s);
    return t.isValid() ? t.toMSecsSinceEpoch() : 0;
}

namespace Detail {

QDateTime parseTimestampWithQt(const QString &s)
{
    if (s.isEmpty())
        return {};
    QString t = s.trimmed();
    // Python may print up to 6 fractional digits; Qt reads at most 3 (milliseconds).
    static const QRegularExpression fraction(QStringLiteral("\\.(\\d{3})\\d+"));
    t.replace(fraction, QStringLiteral(".\\1"));
    QDateTime dt = QDateTime::fromString(t, Qt::ISODateWithMs);
    if (!dt.isValid())
        return {};
    if (dt.timeSpec() == Qt::LocalTime) // naive event timestamps are UTC (§1.4)
        dt.setTimeZone(QTimeZone::utc());
    return dt.toUTC();
}

} // namespace Detail

} // namespace Switchyard
