// SPDX-License-Identifier: GPL-3.0-or-later
// TimeFormatter (models/domain/timeformatter.h): times shown with the zone's rules at the
// instant itself, not one offset taken when the app started. Several zones, across daylight-saving
// changes in both directions, quarter-hour zones, the system zone through TZ, and the slot cache
// asked in an order that crosses a transition.
#include "models/domain/timeformatter.h"

#include <QTest>

#include <ctime>

using namespace Switchyard;

namespace {

qint64 utcMs(const char *iso)
{
    return QDateTime::fromString(QString::fromLatin1(iso), Qt::ISODate).toMSecsSinceEpoch();
}

} // namespace

class TestTimeFormatter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void clock_data()
    {
        QTest::addColumn<QByteArray>("zone");
        QTest::addColumn<QByteArray>("utc");
        QTest::addColumn<QString>("expected");
        // The case: an August event in New York shows in EDT, a December one in EST.
        QTest::newRow("ny summer") << QByteArray("America/New_York") << QByteArray("2026-08-15T13:00:00Z")
                                   << QStringLiteral("09:00:00");
        QTest::newRow("ny winter") << QByteArray("America/New_York") << QByteArray("2026-12-01T13:00:00Z")
                                   << QStringLiteral("08:00:00");
        // Spring forward (2026-03-08 02:00 EST -> 03:00 EDT).
        QTest::newRow("ny before spring")
            << QByteArray("America/New_York") << QByteArray("2026-03-08T06:59:59Z") << QStringLiteral("01:59:59");
        QTest::newRow("ny after spring") << QByteArray("America/New_York") << QByteArray("2026-03-08T07:00:00Z")
                                         << QStringLiteral("03:00:00");
        // Fall back in Berlin (2026-10-25 03:00 CEST -> 02:00 CET): 02:xx twice.
        QTest::newRow("berlin before fall")
            << QByteArray("Europe/Berlin") << QByteArray("2026-10-25T00:59:59Z") << QStringLiteral("02:59:59");
        QTest::newRow("berlin after fall")
            << QByteArray("Europe/Berlin") << QByteArray("2026-10-25T01:00:00Z") << QStringLiteral("02:00:00");
        // Half-hour zone with a transition at a half hour UTC (2026-03-08 02:00 NST = 05:30 UTC).
        QTest::newRow("st johns before") << QByteArray("America/St_Johns") << QByteArray("2026-03-08T05:29:59Z")
                                         << QStringLiteral("01:59:59");
        QTest::newRow("st johns after") << QByteArray("America/St_Johns") << QByteArray("2026-03-08T05:30:00Z")
                                        << QStringLiteral("03:00:00");
        QTest::newRow("kathmandu") << QByteArray("Asia/Kathmandu") << QByteArray("2026-01-01T00:00:00Z")
                                   << QStringLiteral("05:45:00");
        // Southern hemisphere: daylight time in January.
        QTest::newRow("auckland summer") << QByteArray("Pacific/Auckland") << QByteArray("2026-01-10T00:00:00Z")
                                         << QStringLiteral("13:00:00");
        QTest::newRow("auckland winter") << QByteArray("Pacific/Auckland") << QByteArray("2026-07-10T00:00:00Z")
                                         << QStringLiteral("12:00:00");
        QTest::newRow("utc before 1970") << QByteArray("UTC") << QByteArray("1969-12-31T23:30:05Z")
                                         << QStringLiteral("23:30:05");
    }

    void clock()
    {
        QFETCH(QByteArray, zone);
        QFETCH(QByteArray, utc);
        QFETCH(QString, expected);
        const QTimeZone tz(zone);
        QVERIFY2(tz.isValid(), zone.constData());
        const TimeFormatter f(tz, QLocale::c());
        QCOMPARE(f.clock(utcMs(utc.constData())), expected);
        // The same as a full conversion by Qt.
        QCOMPARE(f.toZone(utcMs(utc.constData())).toString(QStringLiteral("HH:mm:ss")), expected);
    }

    /// The cached slot is not reused across a transition, whichever way the rows are painted.
    void cacheAcrossTransition()
    {
        const TimeFormatter f(QTimeZone("America/New_York"), QLocale::c());
        const qint64 before = utcMs("2026-03-08T06:59:59Z");
        const qint64 after = utcMs("2026-03-08T07:00:00Z");
        QCOMPARE(f.clock(before), QStringLiteral("01:59:59"));
        QCOMPARE(f.clock(after), QStringLiteral("03:00:00"));
        QCOMPARE(f.clock(before), QStringLiteral("01:59:59"));
        QCOMPARE(f.offsetAt(after) - f.offsetAt(before), 3600);
    }

    /// The default formatter follows the system zone (TZ), at the event's own date.
    void systemZoneFromTz()
    {
        const QByteArray old = qgetenv("TZ");
        qputenv("TZ", "America/New_York");
        tzset();
        {
            const TimeFormatter f;
            QCOMPARE(f.clock(utcMs("2026-08-15T13:00:00Z")), QStringLiteral("09:00:00"));
            QCOMPARE(f.clock(utcMs("2026-12-01T13:00:00Z")), QStringLiteral("08:00:00"));
        }
        qputenv("TZ", "Europe/Berlin");
        tzset();
        {
            const TimeFormatter f;
            QCOMPARE(f.clock(utcMs("2026-08-15T13:00:00Z")), QStringLiteral("15:00:00"));
            QCOMPARE(f.clock(utcMs("2026-12-01T13:00:00Z")), QStringLiteral("14:00:00"));
        }
        if (old.isEmpty())
            qunsetenv("TZ");
        else
            qputenv("TZ", old);
        tzset();
    }

    void dayAndDateTime()
    {
        const TimeFormatter f(QTimeZone("America/New_York"), QLocale::c());
        QCOMPARE(f.dayOf(utcMs("2026-08-15T03:00:00Z")), QDate(2026, 8, 14));
        QCOMPARE(f.dayOf(utcMs("2026-08-15T05:00:00Z")), QDate(2026, 8, 15));
        const QDateTime t = QDateTime::fromString(QStringLiteral("2026-08-15T13:00:00Z"), Qt::ISODate);
        QCOMPARE(f.dateTime(t),
                 QLocale::c().toString(t.toTimeZone(QTimeZone("America/New_York")), QLocale::ShortFormat));
        QVERIFY(f.dateTime(t).contains(QStringLiteral("09:00")));
        QVERIFY(f.dateTime(QDateTime()).isEmpty());
        QVERIFY(f.clock(0).isEmpty());
        const TimeFormatter de(QTimeZone("Europe/Berlin"), QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(de.dateTime(t), QStringLiteral("15.08.26 15:00"));
    }
};

QTEST_GUILESS_MAIN(TestTimeFormatter)
#include "tst_timeformatter.moc"
