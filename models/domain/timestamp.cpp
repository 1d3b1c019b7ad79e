// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/domain/timestamp.h"

#include <QRegularExpression>
#include <QTimeZone>

namespace Switchyard {

QDateTime parseTimestamp(const QString &s)
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

} // namespace Switchyard
