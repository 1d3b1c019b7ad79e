// SPDX-License-Identifier: GPL-3.0-or-later
// The first window on the screens people have: `switchyard --demo` on 1366x768 and 1440x900 laptop
// screens and a 1920x1080 one (the offscreen platform with a configured screen), in English, and at
// 1366x768 in German and in the dark palette. Each run saves the window as the user first sees it
// (the conversation that needs the user open); the test checks that the window fits the screen's
// available geometry. The pictures go to the screenshot folder (SWITCHYARD_SCREENSHOT_DIR) as
// window-<size>[-de|-dark].png; docs/screenshots holds copies that were looked at.
#include "testutils/testpaths.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestScreenshots : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        if (!QFileInfo::exists(Switchyard::Test::binDir() + QStringLiteral("/switchyard")))
            QFAIL("the switchyard executable is not built");
    }

    void firstWindow_data()
    {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("theme");
        QTest::newRow("1366x768") << QSize(1366, 768) << QStringLiteral("en") << QStringLiteral("light");
        QTest::newRow("1440x900") << QSize(1440, 900) << QStringLiteral("en") << QStringLiteral("light");
        QTest::newRow("1920x1080") << QSize(1920, 1080) << QStringLiteral("en") << QStringLiteral("light");
        QTest::newRow("1366x768 German") << QSize(1366, 768) << QStringLiteral("de") << QStringLiteral("light");
        QTest::newRow("1366x768 dark") << QSize(1366, 768) << QStringLiteral("en") << QStringLiteral("dark");
    }

    void firstWindow()
    {
        QFETCH(QSize, screen);
        QFETCH(QString, lang);
        QFETCH(QString, theme);
        const QString size = QStringLiteral("%1x%2").arg(screen.width()).arg(screen.height());
        QString name = QStringLiteral("window-") + size;
        if (lang != QLatin1String("en"))
            name += QLatin1Char('-') + lang;
        if (theme != QLatin1String("light"))
            name += QLatin1Char('-') + theme;
        const QString png = Switchyard::Test::screenshotPath(name + QStringLiteral(".png"));
        QFile::remove(png);

        QTemporaryDir home;
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"),
                   QStringLiteral("offscreen:configfile=")
                       + Switchyard::Test::testDataPath(QStringLiteral("offscreen/screen-%1.json").arg(size)));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.path() + QStringLiteral("/config"));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.path() + QStringLiteral("/data"));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), home.path() + QStringLiteral("/cache"));
        env.insert(QStringLiteral("TZ"), QStringLiteral("Europe/Berlin"));
        p.setProcessEnvironment(env);
        p.start(Switchyard::Test::binDir() + QStringLiteral("/switchyard"),
                {QStringLiteral("--demo"), QStringLiteral("--lang"), lang, QStringLiteral("--theme"), theme,
                 QStringLiteral("--screenshot"), png, QStringLiteral("--screenshot-delay"), QStringLiteral("5000")});
        QVERIFY(p.waitForFinished(90000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const QImage image(png);
        QVERIFY2(!image.isNull(), qPrintable(png));
        // The window (without its frame) fits the screen, with room left for the frame.
        QVERIFY2(image.width() <= screen.width() && image.height() <= screen.height(),
                 qPrintable(QStringLiteral("%1x%2").arg(image.width()).arg(image.height())));
        // ... and uses most of a laptop screen.
        QVERIFY(image.width() >= screen.width() * 9 / 10 || image.width() >= 1400);
    }
};

QTEST_GUILESS_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
