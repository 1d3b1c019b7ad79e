// SPDX-License-Identifier: GPL-3.0-or-later
// `switchyard --version`, `--help` and `export` must work with no display at all: the platform
// plugin is never loaded on those paths.
#include "testutils/testpaths.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTest>

class TestCommandLine : public QObject
{
    Q_OBJECT
private:
    struct Run
    {
        int exitCode = -1;
        QProcess::ExitStatus status = QProcess::CrashExit;
        QString out, err;
    };

    static Run run(const QStringList &args, bool offscreen = false)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        if (offscreen)
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        p.setProcessEnvironment(env);
        p.start(Switchyard::Test::binDir() + QStringLiteral("/switchyard"), args);
        Run r;
        if (!p.waitForFinished(30000)) {
            p.kill();
            p.waitForFinished();
            return r;
        }
        r.exitCode = p.exitCode();
        r.status = p.exitStatus();
        r.out = QString::fromLocal8Bit(p.readAllStandardOutput());
        r.err = QString::fromLocal8Bit(p.readAllStandardError());
        return r;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        if (!QFileInfo::exists(Switchyard::Test::binDir() + QStringLiteral("/switchyard")))
            QFAIL("the switchyard executable is not built");
    }

    void version()
    {
        const Run r = run({QStringLiteral("--version")});
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("switchyard")) && r.out.contains(QLatin1Char('.')), qPrintable(r.out));
        QVERIFY2(!r.err.contains(QStringLiteral("qt.qpa")), qPrintable(r.err));
    }

    void help()
    {
        const Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 0);
        for (const char *option : {"--demo", "--server", "--profile", "--org-id", "--lang", "--verbose", "export"})
            QVERIFY2(r.out.contains(QLatin1String(option)), option);
        QVERIFY(!r.out.contains(QStringLiteral("--screenshot"))); // hidden
    }

    void translatedHelp()
    {
        const Run r = run({QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("--demo")));
    }

    void exportWithoutDisplay()
    {
        const Run usage = run({QStringLiteral("export")});
        QCOMPARE(usage.status, QProcess::NormalExit);
        QCOMPARE(usage.exitCode, 2);
        const Run missing = run({QStringLiteral("export"), QStringLiteral("/nonexistent/trajectory.zip"),
                                 QStringLiteral("--format"), QStringLiteral("markdown")});
        QCOMPARE(missing.status, QProcess::NormalExit);
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(!missing.err.contains(QStringLiteral("qt.qpa")));
    }

    void badServerUrl()
    {
        // A GUI path: it needs a platform, so this one runs offscreen.
        const Run r = run({QStringLiteral("--server"), QStringLiteral("https://")}, true);
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("not a server URL")));
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
