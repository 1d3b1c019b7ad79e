// SPDX-License-Identifier: GPL-3.0-or-later
// Issue #17.9 (simulator part): the /_sim admin routes need an API key like the API does, and
// `switchyard-sim --host` warns when the address is reachable from other machines.
#include "app/sim/simulator.h"
#include "simhttp_test.h"
#include "testutils/testpaths.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using namespace Switchyard::Test;

class TestSimAdmin : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Sim::Simulator> m_sim;

    /// switchyard-sim with `host`: its stderr up to the "listening" line (or its end).
    static QByteArray startAndReadWarnings(const QString &host, bool *listened)
    {
        QProcess p;
        p.start(binDir() + QStringLiteral("/switchyard-sim"),
                {QStringLiteral("--host"), host, QStringLiteral("--port"), QStringLiteral("0")});
        QByteArray out, err;
        QElapsedTimer t;
        t.start();
        while (!out.contains("listening") && p.state() != QProcess::NotRunning && t.elapsed() < 60000) {
            p.waitForReadyRead(500);
            out += p.readAllStandardOutput();
        }
        *listened = out.contains("listening");
        p.terminate();
        if (!p.waitForFinished(10000)) {
            p.kill();
            p.waitForFinished();
        }
        return err + p.readAllStandardError();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Sim::SimOptions o;
        o.autoAdvance = false;
        m_sim = std::make_unique<Sim::Simulator>(o);
        QVERIFY(m_sim->listen() != 0);
    }

    void adminNeedsTheKey_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("status") << QByteArray("GET") << "/_sim" << QByteArray();
        QTest::newRow("faults") << QByteArray("POST") << "/_sim/faults" << QByteArray(R"({"server_error_rate":1.0})");
        QTest::newRow("features") << QByteArray("POST") << "/_sim/features" << QByteArray(R"({"rate_limit":true})");
        QTest::newRow("clock") << QByteArray("POST") << "/_sim/clock/advance?seconds=5" << QByteArray();
        QTest::newRow("seed") << QByteArray("POST") << "/_sim/seed/demo" << QByteArray();
        QTest::newRow("stats reset") << QByteArray("DELETE") << "/_sim/stats" << QByteArray();
    }
    void adminNeedsTheKey()
    {
        QFETCH(QByteArray, method);
        QFETCH(QString, path);
        QFETCH(QByteArray, body);
        const int before = m_sim->conversationIds().size();
        SimHttp none(m_sim->baseUrl(), QByteArray());
        QCOMPARE(none.call(method, path, body, {}, {}, 15000, false).status, 401);
        SimHttp wrong(m_sim->baseUrl(), QByteArrayLiteral("not-the-key"));
        QCOMPARE(wrong.call(method, path, body).status, 401);
        QCOMPARE(m_sim->conversationIds().size(), before); // nothing was seeded
        SimHttp good(m_sim->baseUrl(), m_sim->apiKey().toUtf8());
        QCOMPARE(good.call("GET", QStringLiteral("/_sim/faults")).status, 200);
        QCOMPARE(good.call("DELETE", QStringLiteral("/_sim/faults")).status, 200);
    }

    void loopbackAddresses()
    {
        QVERIFY(Sim::Simulator::isLoopback(QHostAddress(QStringLiteral("127.0.0.1"))));
        QVERIFY(Sim::Simulator::isLoopback(QHostAddress(QStringLiteral("127.8.9.10"))));
        QVERIFY(Sim::Simulator::isLoopback(QHostAddress(QStringLiteral("::1"))));
        QVERIFY(Sim::Simulator::isLoopback(QHostAddress(QStringLiteral("::ffff:127.0.0.1"))));
        QVERIFY(!Sim::Simulator::isLoopback(QHostAddress(QStringLiteral("0.0.0.0"))));
        QVERIFY(!Sim::Simulator::isLoopback(QHostAddress(QStringLiteral("::"))));
        QVERIFY(!Sim::Simulator::isLoopback(QHostAddress(QStringLiteral("192.168.1.5"))));
    }

    void hostWarnsWhenNotLoopback()
    {
        if (!QFileInfo::exists(binDir() + QStringLiteral("/switchyard-sim")))
            QFAIL("switchyard-sim is not built");
        bool listened = false;
        const QByteArray wide = startAndReadWarnings(QStringLiteral("0.0.0.0"), &listened);
        QVERIFY(listened);
        QVERIFY2(wide.contains("warning") && wide.contains("0.0.0.0"), wide.constData());
        const QByteArray local = startAndReadWarnings(QStringLiteral("127.0.0.1"), &listened);
        QVERIFY(listened);
        QVERIFY2(!local.contains("warning"), local.constData());
    }
};

QTEST_GUILESS_MAIN(TestSimAdmin)
#include "tst_simadmin.moc"
