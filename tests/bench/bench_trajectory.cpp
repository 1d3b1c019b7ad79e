// SPDX-License-Identifier: GPL-3.0-or-later
// Offline review at scale: a generated /download zip of 100,000 events (2,000 in quick mode).
// Figures: index (open) time, first screen (open + first batch in the store + first rows read),
// fully imported, and the process's peak resident memory.
#include "models/store/store.h"
#include "models/trajectory/trajectoryimporter.h"
#include "models/trajectory/trajectoryreader.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

#include <sys/resource.h>

using namespace Switchyard;

namespace {

qint64 peakRssMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

QByteArray eventAt(int i)
{
    const QString id = QStringLiteral("%1-0000-4000-8000-000000000000").arg(i, 8, 16, QLatin1Char('0'));
    const QString ts = QDateTime(QDate(2026, 8, 20), QTime(0, 0)).addMSecs(qint64(i) * 731).toString(Qt::ISODateWithMs);
    if (i % 2 == 0)
        return QStringLiteral(
                   R"({"id":"%1","timestamp":"%2","source":"agent","kind":"ActionEvent","tool_name":"terminal",)"
                   R"("tool_call_id":"call_%3","action":{"kind":"TerminalAction","command":"pytest -q tests/test_%3.py",)"
                   R"("is_input":false,"timeout":null,"reset":false},"thought":[{"type":"text","text":"Run the tests again."}],)"
                   R"("security_risk":"LOW","summary":"running tests"})")
            .arg(id, ts)
            .arg(i)
            .toUtf8();
    return QStringLiteral(
               R"({"id":"%1","timestamp":"%2","source":"environment","kind":"ObservationEvent","tool_name":"terminal",)"
               R"("tool_call_id":"call_%3","action_id":"x","observation":{"kind":"TerminalObservation","content":[{"type":)"
               R"("text","text":"..F.\n1 failed, 3 passed in 0.12s"}],"is_error":false,"command":"pytest","exit_code":1,)"
               R"("timeout":false,"metadata":{"exit_code":1,"working_dir":"/workspace/project"}}})")
        .arg(id, ts)
        .arg(i - 1)
        .toUtf8();
}

} // namespace

class BenchTrajectory : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_zip;
    int m_events = 0;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_events = qEnvironmentVariableIsSet("SWITCHYARD_BENCH_QUICK") ? 2000 : 100000;
        m_zip = m_dir.filePath(QStringLiteral("conversation.zip"));
        QuaZip zip(m_zip);
        QVERIFY(zip.open(QuaZip::mdCreate));
        {
            QuaZipFile meta(&zip);
            QVERIFY(meta.open(QIODevice::WriteOnly, QuaZipNewInfo(QStringLiteral("meta.json"))));
            meta.write(
                R"({"id":"a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34","title":"Bench","sandbox_id":"x","created_at":"2026-08-20T00:00:00Z","updated_at":"2026-08-20T00:00:00Z"})");
        }
        for (int i = 0; i < m_events; ++i) {
            const QByteArray ev = eventAt(i);
            QuaZipFile f(&zip);
            const QString name = QStringLiteral("event_%1_%2-0000-4000-8000-000000000000.json")
                                     .arg(i, 6, 10, QLatin1Char('0'))
                                     .arg(i, 8, 16, QLatin1Char('0'));
            QVERIFY(f.open(QIODevice::WriteOnly, QuaZipNewInfo(name)));
            f.write(ev);
        }
        zip.close();
        qInfo("generated %d events, %lld MiB", m_events, QFileInfo(m_zip).size() >> 20);
    }

    void openAndImport()
    {
        QElapsedTimer clock;
        clock.start();
        QString error;
        std::shared_ptr<TrajectoryReader> reader = TrajectoryReader::open(m_zip, &error);
        QVERIFY2(reader, qPrintable(error));
        const qint64 indexed = clock.elapsed();
        QCOMPARE(reader->eventCount(), m_events);

        auto store = Store::openInMemory();
        TrajectoryImporter importer(reader, store.get());
        QSignalSpy first(&importer, &TrajectoryImporter::firstScreenReady);
        QSignalSpy done(&importer, &TrajectoryImporter::finished);
        importer.start();
        QVERIFY(first.wait(30000));
        store->waitForWrites();
        const QString id = reader->conversation().id;
        const auto rows = store->eventSummaries(id, 0, 60);
        const qint64 firstScreen = clock.elapsed();
        QVERIFY(!rows.isEmpty());
        QVERIFY(done.wait(600000));
        store->waitForWrites();
        const qint64 full = clock.elapsed();
        QCOMPARE(store->eventCount(id), m_events);
        qInfo("trajectory %d events: indexed %lld ms, first screen %lld ms, fully imported %lld ms, peak RSS %lld MiB",
              m_events, indexed, firstScreen, full, peakRssMiB());
    }

    void indexOnly()
    {
        QString error;
        QBENCHMARK {
            const auto reader = TrajectoryReader::open(m_zip, &error);
            QVERIFY(reader);
        }
    }
};

QTEST_GUILESS_MAIN(BenchTrajectory)
#include "bench_trajectory.moc"
