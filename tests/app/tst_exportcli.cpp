// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/exportcli.h"
#include "testutils/testpaths.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Switchyard;

class TestExportCli : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    QByteArray exportTo(const QString &input, const QString &format, int expectedCode = 0)
    {
        const QString out = m_dir.filePath(QStringLiteral("out-") + format);
        QFile::remove(out);
        const int code = runExportCli(
            {QStringLiteral("switchyard"), input, QStringLiteral("--format"), format, QStringLiteral("-o"), out});
        if (code != expectedCode) {
            qWarning("exit code %d, expected %d", code, expectedCode);
            return {};
        }
        QFile f(out);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void cliTrajectories_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("fixture") << "fixtures/trajectory/conversation_a3f9c2e4-7b1d-4e6f-8a0b-5c9d2e7f1a34.zip"
                                 << QByteArray("python -m pytest -q");
        QTest::newRow("06") << "real-samples/06_cli_trajectory_cli447_hi_followup_iterative_case_a.zip"
                            << QByteArray("## User");
        QTest::newRow("07") << "real-samples/07_cli_trajectory_confirmation_mode.zip" << QByteArray("## User");
        QTest::newRow("08") << "real-samples/08_cli_trajectory_creating_agent_plan.zip" << QByteArray("- [");
        QTest::newRow("09") << "real-samples/09_cli_trajectory_simple_echo_hello_world.zip" << QByteArray("echo");
    }

    void cliTrajectories()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, expected);
        const QString input = Test::specPath(file);
        const QByteArray md = exportTo(input, QStringLiteral("markdown"));
        QVERIFY(md.startsWith("# "));
        QVERIFY2(md.contains(expected), md.left(2000).constData());
        const QByteArray html = exportTo(input, QStringLiteral("html"));
        QVERIFY(html.startsWith("<!DOCTYPE html>"));
        QVERIFY(!html.contains("<script"));
        QVERIFY(!html.contains("http://") && !html.contains("src=\"http")); // self-contained
        const QByteArray summary = exportTo(input, QStringLiteral("json-summary"));
        QVERIFY(summary.contains("\"events_by_kind\""));
        QVERIFY(summary.contains("\"SystemPromptEvent\": 1"));
        QVERIFY(summary.contains("\"unreadable\": []"));
    }

    void summaryCountsMatchTheFixture()
    {
        const QByteArray summary = exportTo(
            Test::specPath(QStringLiteral("fixtures/trajectory/conversation_a3f9c2e4-7b1d-4e6f-8a0b-5c9d2e7f1a34.zip")),
            QStringLiteral("json-summary"));
        QVERIFY(summary.contains("\"event_count\": 15"));
        QVERIFY(summary.contains("\"id\": \"a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34\""));
        QVERIFY(summary.contains("\"ActionEvent\": 5"));
    }

    void secretsAreRedacted()
    {
        // A trajectory whose events carry a key-like value must not leak it into any export.
        const QByteArray sentinel = "sk-oh-SENTINEL0123456789abcdefSENTINEL";
        const QString src =
            Test::specPath(QStringLiteral("real-samples/09_cli_trajectory_simple_echo_hello_world.zip"));
        QTemporaryDir dir;
        const QString folder = dir.path() + QStringLiteral("/run");
        QVERIFY(QDir().mkpath(folder));
        QFile f(folder + QStringLiteral("/event-00000-0df665dd-b023-4473-9c48-80d35edbb4f5.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray("{\"id\":\"0df665dd-b023-4473-9c48-80d35edbb4f5\",\"timestamp\":\"2026-01-01T00:00:00\","
                           "\"source\":\"user\",\"kind\":\"MessageEvent\",\"llm_message\":{\"role\":\"user\","
                           "\"content\":[{\"type\":\"text\",\"text\":\"my key is ")
                + sentinel + "\"}]}}");
        f.close();
        Q_UNUSED(src)
        for (const QString &format :
             {QStringLiteral("markdown"), QStringLiteral("html"), QStringLiteral("json-summary")}) {
            const QByteArray out = exportTo(folder, format);
            QVERIFY(!out.isEmpty());
            QVERIFY2(!out.contains(sentinel), qPrintable(format));
        }
        QVERIFY(exportTo(folder, QStringLiteral("markdown")).contains("my key is"));
    }

    void unreadableFileFailsWithOneLine()
    {
        QCOMPARE(runExportCli({QStringLiteral("switchyard"), m_dir.filePath(QStringLiteral("nope.zip"))}), 1);
        QCOMPARE(runExportCli({QStringLiteral("switchyard"), QStringLiteral("x.zip"), QStringLiteral("--format"),
                               QStringLiteral("pdf")}),
                 2);
    }

    void theExecutableRunsExportWithoutADisplay()
    {
        const QString exe = Test::binDir() + QStringLiteral("/switchyard");
        QVERIFY2(QFile::exists(exe), qPrintable(exe));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        p.setProcessEnvironment(env);
        p.start(exe,
                {QStringLiteral("export"),
                 Test::specPath(QStringLiteral("real-samples/09_cli_trajectory_simple_echo_hello_world.zip")),
                 QStringLiteral("--format"), QStringLiteral("json-summary")});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(p.readAllStandardOutput().contains("\"event_count\": 5"));

        p.start(exe, {QStringLiteral("export"), m_dir.filePath(QStringLiteral("missing.zip"))});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 1);
        const QByteArray err = p.readAllStandardError();
        QCOMPARE(err.count('\n'), 1);
        QVERIFY(err.contains("does not exist"));
    }
};

QTEST_GUILESS_MAIN(TestExportCli)
#include "tst_exportcli.moc"
