// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/sync/eventtime.h"

#include <QDateTime>
#include <QTimeZone>

namespace Switchyard::EventTime {

std::optional<qint64> toMicros(QStringView naive)
{
    if (naive.size() < 19)
        return std::nullopt;
    const QDateTime whole = QDateTime::fromString(naive.left(19).toString(), QStringLiteral("yyyy-MM-ddTHH:mm:ss"));
    if (!whole.isValid())
        return std::nullopt;
    qint64 fraction = 0;
    if (naive.size() > 19 && naive.at(19) == u'.') {
        int digits = 0;
        for (qsizetype i = 20; i < naive.size() && naive.at(i).isDigit() && digits < 6; ++i, ++digits)
            fraction = fraction * 10 + naive.at(i).digitValue();
        if (digits == 0)
            return std::nullopt;
        for (; digits < 6; ++digits)
            fraction *= 10;
    }
    QDateTime utc = whole;
    utc.setTimeZone(QTimeZone::utc());
    return utc.toSecsSinceEpoch() * 1000000 + fraction;
}

QString fromMicros(qint64 micros)
{
    qint64 secs = micros / 1000000;
    qint64 fraction = micros % 1000000;
    if (fraction < 0) {
        fraction += 1000000;
        --secs;
    }
    const QString whole =
        QDateTime::fromSecsSinceEpoch(secs, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss"));
    if (fraction == 0)
        return whole;
    return whole + QLatin1Char('.') + QStringLiteral("%1").arg(fraction, 6, 10, QLatin1Char('0'));
}

QString justAfter(const QString &naive)
{
    const auto us = toMicros(naive);
    return us ? fromMicros(*us + 1) : QString();
}

} // namespace Switchyard::EventTime
