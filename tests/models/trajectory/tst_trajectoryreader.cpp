// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/store/store.h"
#include "models/trajectory/exporter.h"
#include "models/trajectory/trajectoryimporter.h"
#include "models/trajectory/trajectoryreader.h"
#include "testutils/testpaths.h"

#include <QDir>
#include <QDirIterator>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

using namespace Switchyard;

namespace {

const QString kFixtureZip = QStringLiteral("fixtures/trajectory/conversation_a3f9c2e4-7b1d-4e6f-8a0b-5c9d2e7f1a34.zip");

/// Writes a zip with the given (name, bytes) entries, deflated.
bool writeZip(const QString &path, const QList<QPair<QString, QByteArray>> &entries)
{
    QuaZip zip(path);
    if (!zip.open(QuaZip::mdCreate))
        return false;
    for (const auto &[name, bytes] : entries) {
        QuaZipFile f(&zip);
        if (!f.open(QIODevice::WriteOnly, QuaZipNewInfo(name)))
            return false;
        f.write(bytes);
        f.close();
    }
    zip.close();
    return zip.getZipError() == 0;
}

QByteArray eventJson(const QString &id, const QString &kind, const QString &extra = {})
{
    return QStringLiteral(R"({"id":"%1","timestamp":"2026-08-20T14:03:54.619907","source":"agent","kind":"%2"%3})")
        .arg(id, kind, extra)
        .toUtf8();
}

QStringList filesUnder(const QString &dir)
{
    QStringList out;
    QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        out << it.next();
    return out;
}

} // namespace

class TestTrajectoryReader : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void downloadZip()
    {
        QString error;
        const auto reader = TrajectoryReader::open(Test::specPath(kFixtureZip), &error);
        QVERIFY2(reader, qPrintable(error));
        QCOMPARE(reader->format(), TrajectoryReader::Format::DownloadZip);
        QVERIFY(reader->hasMetadata());
        QCOMPARE(reader->conversation().id, QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34"));
        QCOMPARE(reader->conversation().selectedRepository, QStringLiteral("acme-corp/demo-repo"));
        QCOMPARE(reader->eventCount(), 15);
        QCOMPARE(reader->eventId(0), QStringLiteral("0b6a3c52-1f7e-4d2a-9c84-5e1f0a7b3d21"));
        QCOMPARE(reader->eventId(14), QStringLiteral("e342140a-f756-4b08-ba62-36f7e2537501"));
        for (qsizetype i = 0; i < reader->eventCount(); ++i) {
            const auto ev = reader->event(i);
            QVERIFY2(ev.ok(), qPrintable(reader->entryName(i)));
            QCOMPARE(ev.value().id, reader->eventId(i));
        }
        QCOMPARE(reader->event(0).value().kind, QStringLiteral("SystemPromptEvent"));
        QCOMPARE(reader->event(14).value().kind, QStringLiteral("ConversationStateUpdateEvent"));
        QVERIFY(reader->problems().isEmpty());
    }

    void cliTrajectories_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("events");
        QTest::addColumn<QString>("title");
        QTest::newRow("06") << "06_cli_trajectory_cli447_hi_followup_iterative_case_a.zip" << 14
                            << "cli447_hi_followup_iterative_case_a";
        QTest::newRow("07") << "07_cli_trajectory_confirmation_mode.zip" << 13 << "confirmation_mode";
        QTest::newRow("08") << "08_cli_trajectory_creating_agent_plan.zip" << 7 << "creating_agent_plan";
        QTest::newRow("09") << "09_cli_trajectory_simple_echo_hello_world.zip" << 5 << "simple_echo_hello_world";
    }

    void cliTrajectories()
    {
        QFETCH(QString, file);
        QFETCH(int, events);
        QFETCH(QString, title);
        QString error;
        const auto reader = TrajectoryReader::open(Test::specPath(QStringLiteral("real-samples/") + file), &error);
        QVERIFY2(reader, qPrintable(error));
        QCOMPARE(reader->format(), TrajectoryReader::Format::AgentServerZip);
        QCOMPARE(reader->eventCount(), events);
        QCOMPARE(reader->conversation().title, title);
        QCOMPARE(reader->event(0).value().kind, QStringLiteral("SystemPromptEvent"));
        for (qsizetype i = 0; i < reader->eventCount(); ++i)
            QVERIFY2(reader->event(i).ok(), qPrintable(reader->entryName(i)));
    }

    void agentServerFolder()
    {
        // The same layout as a folder: base_state.json + events/event-NNNNN-<id>.json.
        QString error;
        const auto zipped = TrajectoryReader::open(
            Test::specPath(QStringLiteral("real-samples/09_cli_trajectory_simple_echo_hello_world.zip")), &error);
        QVERIFY(zipped);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("events")));
        for (qsizetype i = 0; i < zipped->eventCount(); ++i) {
            QFile f(dir.path() + QStringLiteral("/events/") + zipped->entryName(i).section(QLatin1Char('/'), -1));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(zipped->rawEvent(i).value());
        }
        QFile base(dir.path() + QStringLiteral("/base_state.json"));
        QVERIFY(base.open(QIODevice::WriteOnly));
        base.write(
            Test::readFile(Test::specPath(QStringLiteral("real-samples/02_sdk_v1_11_5_cli_default_base_state.json"))));
        base.close();

        const auto reader = TrajectoryReader::open(dir.path(), &error);
        QVERIFY2(reader, qPrintable(error));
        QCOMPARE(reader->format(), TrajectoryReader::Format::AgentServerFolder);
        QCOMPARE(reader->eventCount(), zipped->eventCount());
        QCOMPARE(reader->eventId(0), zipped->eventId(0));
        QVERIFY(!reader->conversation().id.isEmpty());
        QVERIFY(reader->event(reader->eventCount() - 1).ok());
    }

    void truncatedZipOpensWhatCanBeRead()
    {
        QByteArray bytes = Test::readFile(Test::specPath(kFixtureZip));
        QTemporaryDir dir;
        const QString path = dir.path() + QStringLiteral("/cut.zip");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes.left(bytes.size() * 6 / 10));
        f.close();
        QString error;
        const auto reader = TrajectoryReader::open(path, &error);
        QVERIFY2(reader, qPrintable(error));
        QVERIFY(reader->eventCount() > 3);
        QVERIFY(reader->eventCount() < 15);
        QVERIFY(!reader->problems().isEmpty()); // says what could not be read
        for (qsizetype i = 0; i < reader->eventCount(); ++i)
            QVERIFY(reader->event(i).ok());
        QCOMPARE(reader->conversation().id, QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34"));
    }

    void garbageIsRefusedClearly()
    {
        QTemporaryDir dir;
        const QString path = dir.path() + QStringLiteral("/page.zip");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("<!DOCTYPE html><html><body>Not a zip</body></html>");
        f.close();
        QString error;
        QVERIFY(!TrajectoryReader::open(path, &error));
        QVERIFY(error.contains(QStringLiteral("neither a zip")));
        QVERIFY(!TrajectoryReader::open(dir.path() + QStringLiteral("/missing.zip"), &error));
        QVERIFY(error.contains(QStringLiteral("does not exist")));
    }

    void zipBombAndHugeEntriesAreSkipped()
    {
        QTemporaryDir dir;
        const QString path = dir.path() + QStringLiteral("/bomb.zip");
        const QByteArray zeros(8 * 1024 * 1024, '0');
        QVERIFY(
            writeZip(path,
                     {{QStringLiteral("event_000000_11111111-1111-1111-1111-111111111111.json"),
                       eventJson(QStringLiteral("11111111-1111-1111-1111-111111111111"), QStringLiteral("PauseEvent"))},
                      {QStringLiteral("event_000001_22222222-2222-2222-2222-222222222222.json"), zeros}}));
        TrajectoryLimits limits;
        limits.maxEntryBytes = 4 * 1024 * 1024; // over the entry cap
        QString error;
        const auto reader = TrajectoryReader::open(path, &error, limits);
        QVERIFY2(reader, qPrintable(error));
        QCOMPARE(reader->eventCount(), 1);
        QCOMPARE(reader->problems().size(), 1);
        QVERIFY(reader->problems().first().entry.contains(QStringLiteral("222222")));

        // Under the size cap, a very compressible entry is no bomb (no ratio cap): it is indexed,
        // and, not being an event, reported when it is read.
        limits.maxEntryBytes = 64 * 1024 * 1024;
        const auto again = TrajectoryReader::open(path, &error, limits);
        QVERIFY(again);
        QCOMPARE(again->eventCount(), 2);
        QVERIFY(again->problems().isEmpty());
    }

    void pathTraversalNamesAreIgnoredAndNothingIsWritten()
    {
        QTemporaryDir outer;
        const QString sub = outer.path() + QStringLiteral("/work");
        QVERIFY(QDir().mkpath(sub));
        const QString path = sub + QStringLiteral("/evil.zip");
        const QString id = QStringLiteral("33333333-3333-3333-3333-333333333333");
        QVERIFY(writeZip(path,
                         {{QStringLiteral("../../event_000000_") + id + QStringLiteral(".json"),
                           eventJson(id, QStringLiteral("PauseEvent"))},
                          {QStringLiteral("/etc/event_000001_") + id + QStringLiteral(".json"),
                           eventJson(id, QStringLiteral("PauseEvent"))},
                          {QStringLiteral("event_000002_") + id + QStringLiteral(".json"),
                           eventJson(id, QStringLiteral("PauseEvent"))}}));
        const QStringList before = filesUnder(outer.path());
        QString error;
        const auto reader = TrajectoryReader::open(path, &error);
        QVERIFY2(reader, qPrintable(error));
        QCOMPARE(reader->eventCount(), 1);
        QCOMPARE(reader->problems().size(), 2);
        QVERIFY(reader->event(0).ok());
        QCOMPARE(filesUnder(outer.path()), before); // nothing extracted anywhere
    }

    void nonJsonAndUnknownKinds()
    {
        QTemporaryDir dir;
        const QString path = dir.path() + QStringLiteral("/mixed.zip");
        const QString a = QStringLiteral("44444444-4444-4444-4444-444444444444");
        const QString b = QStringLiteral("55555555-5555-5555-5555-555555555555");
        QVERIFY(writeZip(
            path,
            {{QStringLiteral("event_000000_") + a + QStringLiteral(".json"), QByteArrayLiteral("this is not json")},
             {QStringLiteral("event_000001_") + b + QStringLiteral(".json"),
              eventJson(b, QStringLiteral("FutureTeleportEvent"), QStringLiteral(R"(,"destination":"mars")"))}}));
        QString error;
        const auto reader = TrajectoryReader::open(path, &error);
        QVERIFY2(reader, qPrintable(error));
        QCOMPARE(reader->eventCount(), 2);
        QVERIFY(!reader->event(0).ok());
        const auto unknown = reader->event(1);
        QVERIFY(unknown.ok());
        QCOMPARE(unknown.value().kind, QStringLiteral("FutureTeleportEvent"));

        const QByteArray md = Exporter::exportMarkdown(exportInputFromReader(*reader));
        QVERIFY(md.contains("FutureTeleportEvent"));
        QVERIFY(md.contains("mars"));
        QVERIFY(md.contains("Could not be read"));
        const QByteArray summary = Exporter::exportJsonSummary(exportInputFromReader(*reader));
        QVERIFY(summary.contains("\"FutureTeleportEvent\": 1"));
        QVERIFY(summary.contains("\"unreadable\""));
    }

    void importsIntoAStore()
    {
        QString error;
        std::shared_ptr<TrajectoryReader> reader = TrajectoryReader::open(Test::specPath(kFixtureZip), &error);
        QVERIFY(reader);
        auto store = Store::openInMemory();
        TrajectoryImporter importer(reader, store.get());
        QSignalSpy first(&importer, &TrajectoryImporter::firstScreenReady);
        QSignalSpy done(&importer, &TrajectoryImporter::finished);
        importer.start();
        QVERIFY(done.wait(10000));
        QCOMPARE(first.size(), 1);
        store->waitForWrites();
        const QString id = reader->conversation().id;
        QVERIFY(store->conversation(id).has_value());
        QCOMPARE(store->eventCount(id), 15);
        QCOMPARE(store->eventIds(id).first(), reader->eventId(0));
        QVERIFY(importer.problems().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTrajectoryReader)
#include "tst_trajectoryreader.moc"
