// SPDX-License-Identifier: GPL-3.0-or-later
// parseTimestamp() reads the servers' usual shapes by hand and leaves the rest to QDateTime: both
// roads must give the same time for every input, valid or not.
#include "models/domain/timestamp.h"

#include <QRandomGenerator>
#include <QTest>

using namespace Switchyard;

class TestTimestamp : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void knownValues()
    {
        QCOMPARE(parseTimestampMs(QStringLiteral("1970-01-01T00:00:00")), 0);
        QCOMPARE(parseTimestampMs(QStringLiteral("2026-08-20T00:00:00.123456")), 1787184000123LL);
        QCOMPARE(parseTimestampMs(QStringLiteral("2026-08-20T02:00:00.123+02:00")), 1787184000123LL);
        QCOMPARE(parseTimestampMs(QStringLiteral("2026-08-19T19:30:00Z")), 1787167800000LL);
        QCOMPARE(parseTimestampMs(QStringLiteral("2026-02-29T00:00:00")), 0); // not a leap year
        QCOMPARE(parseTimestampMs(QStringLiteral("garbage")), 0);
        QCOMPARE(parseTimestampMs(QString()), 0);
        QCOMPARE(parseTimestamp(QStringLiteral("2024-02-29T23:59:59.999")).toString(Qt::ISODateWithMs),
                 QStringLiteral("2024-02-29T23:59:59.999Z"));
    }

    void sameAsQDateTime()
    {
        QRandomGenerator rng(1986);
        const QStringList suffixes{QString(),
                                   QStringLiteral("Z"),
                                   QStringLiteral("+00:00"),
                                   QStringLiteral("+02:00"),
                                   QStringLiteral("-05:30"),
                                   QStringLiteral("+0100"),
                                   QStringLiteral("z"),
                                   QStringLiteral(" "),
                                   QStringLiteral("+24:00"),
                                   QStringLiteral("Zx")};
        int valid = 0;
        for (int i = 0; i < 20000; ++i) {
            const int year = rng.bounded(2) ? 1900 + rng.bounded(250) : rng.bounded(10000);
            const int month = rng.bounded(14), day = rng.bounded(33);
            const int hour = rng.bounded(26), minute = rng.bounded(61), second = rng.bounded(62);
            QString s = QStringLiteral("%1-%2-%3%4%5:%6:%7")
                            .arg(year, 4, 10, QLatin1Char('0'))
                            .arg(month, 2, 10, QLatin1Char('0'))
                            .arg(day, 2, 10, QLatin1Char('0'))
                            .arg(rng.bounded(12) == 0 ? QLatin1Char(' ') : QLatin1Char('T'))
                            .arg(hour, 2, 10, QLatin1Char('0'))
                            .arg(minute, 2, 10, QLatin1Char('0'))
                            .arg(second, 2, 10, QLatin1Char('0'));
            const int fraction = rng.bounded(9) - 1; // -1: no dot
            if (fraction >= 0) {
                s += u'.';
                for (int k = 0; k < fraction; ++k)
                    s += QChar(u'0' + rng.bounded(10));
            }
            s += suffixes.at(rng.bounded(int(suffixes.size())));
            if (rng.bounded(20) == 0)
                s.prepend(u' ');
            if (rng.bounded(30) == 0)
                s.truncate(rng.bounded(int(s.size())));
            const QDateTime expected = Detail::parseTimestampWithQt(s);
            const QDateTime actual = parseTimestamp(s);
            QVERIFY2(actual == expected && actual.isValid() == expected.isValid()
                         && actual.timeSpec() == expected.timeSpec(),
                     qPrintable(s + u" -> " + actual.toString(Qt::ISODateWithMs) + u" vs "
                                + expected.toString(Qt::ISODateWithMs)));
            QCOMPARE(parseTimestampMs(s), expected.isValid() ? expected.toMSecsSinceEpoch() : 0);
            valid += expected.isValid() ? 1 : 0;
        }
        QVERIFY2(valid > 4000 && valid < 16000, qPrintable(QString::number(valid)));
    }
};

QTEST_GUILESS_MAIN(TestTimestamp)
#include "tst_timestamp.moc"
