// SPDX-License-Identifier: GPL-3.0-or-later
// `switchyard --version`, `--help` and `export` must work with no display at all: the platform
// plugin is never loaded on those paths.
#include "testutils/testpaths.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
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

    static Run run(const QStringList &args, bool offscreen = false, const QString &configHome = {})
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
        if (!configHome.isEmpty())
            env.insert(QStringLiteral("XDG_CONFIG_HOME"), configHome);
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
        // The same libraries as Help › About, SQLite asked from the Qt driver at run time.
        QVERIFY2(r.out.startsWith(QStringLiteral("switchyard 0.")), qPrintable(r.out));
        for (const char *library :
             {"Qt ", "SQLite 3.", "QtKeychain ", "QuaZip ", "nlohmann/json 3.", "zlib ", "License: GPL-3.0-or-later"})
            QVERIFY2(r.out.contains(QLatin1String(library)), qPrintable(QLatin1String(library) + r.out));
        QVERIFY(r.out.contains(QStringLiteral("source-highlight"))
                || r.out.contains(QStringLiteral("SyntaxHighlighting")));
        const Run shortForm = run({QStringLiteral("-v")});
        QCOMPARE(shortForm.exitCode, 0);
        QCOMPARE(shortForm.out, r.out);
    }

    void help()
    {
        const Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 0);
        // Every option, each with a description (an option line with nothing after it is undocumented).
        for (const char *option :
             {"--help", "--version", "--demo", "--server <url>", "--profile <name>", "--org-id <uuid>", "--lang <code>",
              "--verbose", "--theme <theme>", "--screenshot <file>", "--screenshot-delay <ms>", "export", "[FILE...]"})
            QVERIFY2(r.out.contains(QLatin1String(option)), option);
        const QStringList lines = r.out.split(QLatin1Char('\n'));
        for (const QString &line : lines) {
            const QString t = line.trimmed();
            if (t.startsWith(QLatin1Char('-')) && !t.contains(QStringLiteral("  ")))
                QFAIL(qPrintable(QStringLiteral("undocumented option: ") + t));
        }
    }

    void languageSavedInPreferencesIsUsed()
    {
        // What File › Preferences saves (ui/language) chooses the language at startup.
        QTemporaryDir config;
        QVERIFY(config.isValid());
        QVERIFY(QDir().mkpath(config.filePath(QStringLiteral("Switchyard"))));
        QFile conf(config.filePath(QStringLiteral("Switchyard/switchyard.conf")));
        QVERIFY(conf.open(QIODevice::WriteOnly));
        conf.write("[ui]\nlanguage=de\n");
        conf.close();
        const Run german = run({QStringLiteral("--help")}, false, config.path());
        QCOMPARE(german.exitCode, 0);
        QVERIFY2(german.out.contains(QStringLiteral("Simulator")) && german.out.contains(QStringLiteral("starten")),
                 qPrintable(german.out));
        // --lang wins over the saved choice.
        const Run english =
            run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--help")}, false, config.path());
        QVERIFY2(english.out.contains(QStringLiteral("Start the built-in simulator")), qPrintable(english.out));
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
