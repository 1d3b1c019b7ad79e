// SPDX-License-Identifier: GPL-3.0-or-later
// Issue #17.7: two launches, one cache. The second launch hands its files to the first and exits 0;
// the first opens them. In process (two SingleInstance objects) and with two real processes.
#include "app/singleinstance.h"
#include "testutils/testpaths.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>

using namespace Switchyard;

class TestSingleInstance : public QObject
{
    Q_OBJECT

private:
    QProcessEnvironment isolatedEnvironment(const QTemporaryDir &home) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("QT_LOGGING_RULES"),
                   QStringLiteral("switchyard.*.debug=false;switchyard.app.info=true"));
        env.remove(QStringLiteral("SWITCHYARD_API_KEY"));
        return env;
    }

    static bool waitForText(QProcess &p, QByteArray &seen, const QByteArray &text)
    {
        QElapsedTimer t;
        t.start();
        while (!seen.contains(text)) {
            if (p.state() == QProcess::NotRunning || t.elapsed() > 60000)
                return false;
            p.waitForReadyRead(500);
            seen += p.readAllStandardError();
        }
        return true;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void secondInstanceHandsOverInProcess()
    {
        SingleInstance first(QStringLiteral("tst-key-a"));
        SingleInstance other(QStringLiteral("tst-key-b"));
        QCOMPARE(first.serverName(), SingleInstance(QStringLiteral("tst-key-a")).serverName());
        QVERIFY(first.serverName() != other.serverName());
        QVERIFY(!first.handOff({}, 200)); // nobody is running yet
        QVERIFY(first.listen());
        QSignalSpy got(&first, &SingleInstance::filesReceived);
        // The second launch blocks on its socket, as a second process would: run it on a thread
        // while this one's event loop lets `first` answer.
        std::atomic<bool> handed = false;
        std::thread launch([&handed] {
            SingleInstance second(QStringLiteral("tst-key-a"));
            handed = second.handOff({QStringLiteral("relative/trajectory.zip")}, 10000);
        });
        QTRY_COMPARE(got.count(), 1);
        launch.join();
        QVERIFY(handed);
        const QStringList files = got.first().first().toStringList();
        QCOMPARE(files, QStringList{QFileInfo(QStringLiteral("relative/trajectory.zip")).absoluteFilePath()});
        QVERIFY(!other.handOff({}, 200)); // another cache: no hand-over
    }

    void secondProcessHandsOverAndExitsZero()
    {
        const QString exe = Test::binDir() + QStringLiteral("/switchyard");
        if (!QFileInfo::exists(exe))
            QFAIL("the switchyard executable is not built");
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString file =
            Test::testDataDir() + QStringLiteral("/spec/real-samples/09_cli_trajectory_simple_echo_hello_world.zip");
        QVERIFY(QFileInfo::exists(file));

        QProcess first;
        first.setProcessEnvironment(isolatedEnvironment(home));
        first.start(exe, {});
        QByteArray firstLog;
        QVERIFY2(waitForText(first, firstLog, "hand over to"), firstLog.constData());

        QProcess second;
        second.setProcessEnvironment(isolatedEnvironment(home));
        second.start(exe, {file});
        QVERIFY(second.waitForFinished(60000));
        QCOMPARE(second.exitStatus(), QProcess::NormalExit);
        QCOMPARE(second.exitCode(), 0);
        QVERIFY2(waitForText(first, firstLog, "handed over 1 file(s)"), firstLog.constData());
        QCOMPARE(first.state(), QProcess::Running); // the first window stays
        first.terminate();
        if (!first.waitForFinished(10000)) {
            first.kill();
            first.waitForFinished();
        }
    }
};

QTEST_MAIN(TestSingleInstance)
#include "tst_singleinstance.moc"
