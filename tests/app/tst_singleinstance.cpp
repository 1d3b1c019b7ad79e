// SPDX-License-Identifier: GPL-3.0-or-later
// Issue #17.7: two launches, one cache. The second launch hands its files to the first and exits 0;
// the first opens them. In process (two SingleInstance objects) and with two real processes.
// Issue 28.7: exactly one owns the cache, however close the launches and however slow the owner.
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

#include <signal.h>

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
        QVERIFY(first.acquire());
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

    // The owner is busy (its event loop does not run, as while it opens a big cache): a second
    // launch cannot hand over in time, and still never becomes an owner of the cache.
    void aSlowOwnerIsNeverTakenOver()
    {
        auto first = std::make_unique<SingleInstance>(QStringLiteral("tst-key-slow"));
        QVERIFY(first->acquire());
        QVERIFY(first->isOwner());
        std::atomic<bool> handed = true;
        std::atomic<bool> owned = true;
        std::atomic<qint64> pid = 0;
        std::thread launch([&] {
            SingleInstance second(QStringLiteral("tst-key-slow"));
            owned = second.acquire();
            pid = second.ownerPid();
            handed = second.handOff({}, 300); // nobody answers: this thread blocks the owner's loop
            owned = owned || second.acquire();
        });
        launch.join(); // the owner's event loop does not run meanwhile
        QVERIFY(!handed);
        QVERIFY(!owned);
        QCOMPARE(pid.load(), QCoreApplication::applicationPid());

        // Once the owner runs its loop, the same kind of launch hands over.
        QSignalSpy got(first.get(), &SingleInstance::filesReceived);
        std::atomic<bool> done = false;
        std::thread again([&handed, &done] {
            SingleInstance third(QStringLiteral("tst-key-slow"));
            handed = !third.acquire() && third.handOff({}, 20000);
            done = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(done.load(), 30000);
        again.join();
        QVERIFY(handed);
        QVERIFY(got.count() >= 1);

        // The owner quits: the next launch owns the cache.
        first.reset();
        SingleInstance next(QStringLiteral("tst-key-slow"));
        QVERIFY(next.acquire());
    }

    // Two launches at the same moment: one owns the cache, the other says so, hands over and exits 0.
    void twoQuickLaunchesOneOwner()
    {
        const QString exe = Test::binDir() + QStringLiteral("/switchyard");
        if (!QFileInfo::exists(exe))
            QFAIL("the switchyard executable is not built");
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString file =
            Test::testDataDir() + QStringLiteral("/spec/real-samples/09_cli_trajectory_simple_echo_hello_world.zip");
        QProcess a;
        QProcess b;
        a.setProcessEnvironment(isolatedEnvironment(home));
        b.setProcessEnvironment(isolatedEnvironment(home));
        a.start(exe, {file});
        b.start(exe, {file});
        QElapsedTimer t;
        t.start();
        while (a.state() != QProcess::NotRunning && b.state() != QProcess::NotRunning && t.elapsed() < 90000) {
            a.waitForFinished(100);
            b.waitForFinished(100);
        }
        const bool aDone = a.state() == QProcess::NotRunning;
        const bool bDone = b.state() == QProcess::NotRunning;
        const auto stop = [](QProcess &p) {
            p.terminate();
            if (!p.waitForFinished(10000)) {
                p.kill();
                p.waitForFinished();
            }
        };
        if (aDone == bDone) {
            stop(a);
            stop(b);
            QFAIL(aDone ? "both launches ended" : "both launches kept running: two instances on one cache");
        }
        QProcess &other = aDone ? a : b;
        QProcess &owner = aDone ? b : a;
        const QByteArray otherLog = other.readAllStandardError();
        QCOMPARE(other.exitStatus(), QProcess::NormalExit);
        QVERIFY2(other.exitCode() == 0, otherLog.constData());
        QVERIFY2(otherLog.contains("already running"), otherLog.constData());
        QVERIFY2(!otherLog.contains("hand over to"), otherLog.constData()); // it never listened
        QByteArray ownerLog;
        QVERIFY2(waitForText(owner, ownerLog, "handed over 1 file(s)"), ownerLog.constData());
        QCOMPARE(owner.state(), QProcess::Running);
        stop(owner);
    }

    // The owner hangs (stopped here; a slow start does the same): a second launch waits for it
    // instead of taking its socket over, and hands over once the owner answers.
    void aStoppedOwnerIsNotTakenOver()
    {
        const QString exe = Test::binDir() + QStringLiteral("/switchyard");
        if (!QFileInfo::exists(exe))
            QFAIL("the switchyard executable is not built");
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString file =
            Test::testDataDir() + QStringLiteral("/spec/real-samples/09_cli_trajectory_simple_echo_hello_world.zip");
        QProcess first;
        first.setProcessEnvironment(isolatedEnvironment(home));
        first.start(exe, {});
        QByteArray firstLog;
        QVERIFY2(waitForText(first, firstLog, "hand over to"), firstLog.constData());
        QCOMPARE(::kill(pid_t(first.processId()), SIGSTOP), 0);

        QProcess second;
        second.setProcessEnvironment(isolatedEnvironment(home));
        second.start(exe, {file});
        // Longer than the 3 s after which the old launch took the socket over.
        QVERIFY(!second.waitForFinished(5000));
        QCOMPARE(::kill(pid_t(first.processId()), SIGCONT), 0);
        const bool finished = second.waitForFinished(60000);
        const QByteArray secondLog = second.readAllStandardError();
        if (!finished) {
            second.kill();
            second.waitForFinished();
        }
        QVERIFY2(finished, secondLog.constData());
        QVERIFY2(second.exitCode() == 0, secondLog.constData());
        QVERIFY2(secondLog.contains("already running"), secondLog.constData());
        QVERIFY2(!secondLog.contains("hand over to"), secondLog.constData());
        QVERIFY2(waitForText(first, firstLog, "handed over 1 file(s)"), firstLog.constData());
        first.terminate();
        if (!first.waitForFinished(10000)) {
            first.kill();
            first.waitForFinished();
        }
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
