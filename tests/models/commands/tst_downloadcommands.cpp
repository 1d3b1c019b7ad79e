// SPDX-License-Identifier: GPL-3.0-or-later
// Trajectory downloads as a command (models/commands/downloadcommands.h): the zip lands in the
// chosen file; a refused one (413: too many events) or a cancelled one is said in words and leaves
// no file behind; a target that cannot be written, or no server, fails without a request.
#include "models/api/apiclient.h"
#include "models/commands/downloadcommands.h"
#include "models/commands/trajectorydownload.h"
#include "testutils/fakenetworkaccessmanager.h"

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Switchyard;
using Test::FakeResponse;

namespace {
const QString kConv = QStringLiteral("0123456789abcdef0123456789abcdef");
}

class TestDownloadCommands : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_nam = std::make_unique<Test::FakeNetworkAccessManager>();
        m_client = std::make_unique<Api::ApiClient>(m_nam.get());
        Api::ServerConfig cfg;
        cfg.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:1"));
        cfg.apiKey = QStringLiteral("key");
        QVERIFY(!m_client->setServer(cfg).has_value());
        m_commands = std::make_unique<DownloadCommands>(m_client.get());
        QVERIFY(m_dir.isValid());
    }

    void cleanup()
    {
        m_commands.reset();
        m_client.reset();
        m_nam.reset();
    }

    void savesTheFile()
    {
        m_nam->enqueue(QStringLiteral("GET .*/download"),
                       FakeResponse::raw(200, QByteArray("PK\x03\x04zipbytes"), "application/zip"));
        const QString path = m_dir.filePath(QStringLiteral("ok.zip"));
        TrajectoryDownload *job = m_commands->downloadTrajectory(kConv, path, this);
        QSignalSpy done(job, &TrajectoryDownload::finished);
        QVERIFY(done.wait(5000));
        QVERIFY(done.at(0).at(0).toBool());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("PK\x03\x04zipbytes"));
    }

    void refusedIsSaidInWordsAndLeavesNoFile()
    {
        m_nam->enqueue(QStringLiteral("GET .*/download"), FakeResponse::json(413, R"({"detail":"too many events"})"));
        const QString path = m_dir.filePath(QStringLiteral("big.zip"));
        TrajectoryDownload *job = m_commands->downloadTrajectory(kConv, path, this);
        QSignalSpy done(job, &TrajectoryDownload::finished);
        QVERIFY(done.wait(5000));
        QVERIFY(!done.at(0).at(0).toBool());
        const auto error = done.at(0).at(1).value<CommandError>();
        QCOMPARE(error.failure, CommandFailure::TooLarge);
        QVERIFY(error.message.contains(QStringLiteral("10,000")));
        QVERIFY(!QFile::exists(path));
    }

    void cancelLeavesNoFile()
    {
        m_nam->enqueue(QStringLiteral("GET .*/download"), FakeResponse::hang());
        const QString path = m_dir.filePath(QStringLiteral("cancel.zip"));
        TrajectoryDownload *job = m_commands->downloadTrajectory(kConv, path, this);
        QSignalSpy done(job, &TrajectoryDownload::finished);
        QTRY_VERIFY(!m_nam->requests().isEmpty());
        job->cancel();
        QVERIFY(done.count() == 1 || done.wait(5000));
        QCOMPARE(done.at(0).at(1).value<CommandError>().failure, CommandFailure::Cancelled);
        QVERIFY(!QFile::exists(path));
    }

    void unwritableTargetOrNoServer()
    {
        TrajectoryDownload *job =
            m_commands->downloadTrajectory(kConv, m_dir.filePath(QStringLiteral("no/such/dir/x.zip")), this);
        QSignalSpy done(job, &TrajectoryDownload::finished);
        QVERIFY(done.wait(5000));
        QVERIFY(!done.at(0).at(0).toBool());
        QVERIFY(m_nam->requests().isEmpty());

        DownloadCommands offline(nullptr);
        TrajectoryDownload *none = offline.downloadTrajectory(kConv, m_dir.filePath(QStringLiteral("y.zip")), this);
        QSignalSpy noneDone(none, &TrajectoryDownload::finished);
        QVERIFY(noneDone.wait(5000));
        QCOMPARE(noneDone.at(0).at(1).value<CommandError>().failure, CommandFailure::NotConnected);
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Test::FakeNetworkAccessManager> m_nam;
    std::unique_ptr<Api::ApiClient> m_client;
    std::unique_ptr<DownloadCommands> m_commands;
};

QTEST_GUILESS_MAIN(TestDownloadCommands)
#include "tst_downloadcommands.moc"
