// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 28.9: an offline trajectory that repeats an event id (in a zip from /download and in an
// agent-server folder) counts and shows each event once, as the live path does (the store keeps
// one event per id): the reader, the import, the replay and the exports all count the events the
// same conversation has when it is synced.
#include "models/api/codec.h"
#include "models/store/store.h"
#include "models/trajectory/exporter.h"
#include "models/trajectory/replaycontroller.h"
#include "models/trajectory/trajectoryimporter.h"
#include "models/trajectory/trajectoryreader.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <quazip.h>
#include <quazipfile.h>
#include <quazipnewinfo.h>

using namespace Switchyard;

namespace {

QString uuid(int n)
{
    return QStringLiteral("%1-2222-4222-8222-222222222222").arg(n, 8, 10, QLatin1Char('0'));
}

QByteArray message(const QString &id, int second, const QString &text)
{
    return QStringLiteral(
               R"({"id":"%1","timestamp":"2026-08-20T14:03:%2.000000","source":"user","kind":"MessageEvent",)"
               R"("llm_message":{"role":"user","content":[{"type":"text","text":"%3"}]}})")
        .arg(id)
        .arg(second, 2, 10, QLatin1Char('0'))
        .arg(text)
        .toUtf8();
}

/// The log as the server lists it (ids 1, 2, 3), and the entries of an archive that repeats 1 and 2.
struct Log
{
    QList<QPair<int, QByteArray>> entries; ///< (position in the archive, event JSON)
    QList<QString> distinctIds;
};

Log repeatingLog()
{
    Log log;
    log.entries = {{0, message(uuid(1), 1, QStringLiteral("first"))},
                   {1, message(uuid(2), 2, QStringLiteral("second"))},
                   {2, message(uuid(1), 1, QStringLiteral("first"))},
                   {3, message(uuid(3), 3, QStringLiteral("third"))},
                   {4, message(uuid(2), 2, QStringLiteral("second"))}};
    log.distinctIds = {uuid(1), uuid(2), uuid(3)};
    return log;
}

QString idOf(const QByteArray &json)
{
    return QString::fromUtf8(json.mid(7, 36));
}

QString writeZip(const QTemporaryDir &dir, const Log &log)
{
    const QString path = dir.filePath(QStringLiteral("conversation_") + uuid(99) + QStringLiteral(".zip"));
    QuaZip zip(path);
    if (!zip.open(QuaZip::mdCreate))
        return {};
    for (const auto &[index, json] : log.entries) {
        QuaZipFile f(&zip);
        const QString name = QStringLiteral("event_%1_%2.json").arg(index, 6, 10, QLatin1Char('0')).arg(idOf(json));
        if (!f.open(QIODevice::WriteOnly, QuaZipNewInfo(name)))
            return {};
        f.write(json);
        f.close();
    }
    zip.close();
    return zip.getZipError() == 0 ? path : QString();
}

QString writeFolder(const QTemporaryDir &dir, const Log &log)
{
    const QString root = dir.filePath(QStringLiteral("agent-server"));
    if (!QDir().mkpath(root + QStringLiteral("/events")))
        return {};
    for (const auto &[index, json] : log.entries) {
        QFile f(root + QStringLiteral("/events/event-%1-%2.json").arg(index, 5, 10, QLatin1Char('0')).arg(idOf(json)));
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(json);
    }
    QFile base(root + QStringLiteral("/base_state.json"));
    if (!base.open(QIODevice::WriteOnly))
        return {};
    base.write(QStringLiteral(R"({"id":"%1","agent":{"llm":{"model":"m"}}})").arg(uuid(99)).toUtf8());
    return root;
}

} // namespace

class TestTrajectoryRepeats : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void countsEachEventOnce_data()
    {
        QTest::addColumn<bool>("folder");
        QTest::newRow("download zip") << false;
        QTest::newRow("agent-server folder") << true;
    }
    void countsEachEventOnce()
    {
        QFETCH(bool, folder);
        const Log log = repeatingLog();
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = folder ? writeFolder(dir, log) : writeZip(dir, log);
        QVERIFY(!path.isEmpty());

        // The live path: the same events synced into a store (which dedupes by id).
        auto live = Store::openInMemory();
        QList<Event> synced;
        for (const auto &entry : log.entries) {
            auto e = Api::Codec::parseEvent(entry.second);
            QVERIFY(e.ok());
            synced.append(e.value());
        }
        live->appendEvents(QStringLiteral("live"), synced, {});
        live->waitForWrites();
        const qint64 liveCount = live->eventCount(QStringLiteral("live"));
        QCOMPARE(liveCount, qint64(log.distinctIds.size()));

        QString error;
        std::shared_ptr<TrajectoryReader> reader = TrajectoryReader::open(path, &error);
        QVERIFY2(reader, qPrintable(error));
        QCOMPARE(qint64(reader->eventCount()), liveCount);
        QCOMPARE(reader->duplicateEntries(), qsizetype(2));
        for (qsizetype i = 0; i < reader->eventCount(); ++i)
            QCOMPARE(reader->eventId(i), log.distinctIds.at(i));

        // Downloaded and imported: the store shows each event once, and the user is told that count.
        auto store = Store::openInMemory();
        TrajectoryImporter importer(reader, store.get());
        QSignalSpy done(&importer, &TrajectoryImporter::finished);
        importer.start();
        QVERIFY(done.wait(30000));
        store->waitForWrites();
        const QString id = reader->conversation().id;
        QCOMPARE(store->eventCount(id), liveCount);
        QCOMPARE(importer.imported(), liveCount);
        QCOMPARE(importer.duplicates(), 2);

        // Replayed: "event N of M" counts the same events, and the replay ends with all of them.
        auto replayStore = Store::openInMemory();
        ReplayController replay(reader, replayStore.get());
        QCOMPARE(replay.count(), liveCount);
        while (replay.step()) { }
        replayStore->waitForWrites();
        QCOMPARE(replayStore->eventCount(id), liveCount);
        QCOMPARE(replay.position(), liveCount);

        // Exported: each message once, and the header and summary count them once.
        const QString markdown = QString::fromUtf8(Exporter::exportMarkdown(exportInputFromReader(*reader)));
        QCOMPARE(markdown.count(QStringLiteral("first")), 1);
        QCOMPARE(markdown.count(QStringLiteral("second")), 1);
        const QByteArray summary = Exporter::exportJsonSummary(exportInputFromReader(*reader));
        QVERIFY2(summary.contains("\"event_count\": 3"), summary.constData());
        QVERIFY2(summary.contains("\"MessageEvent\": 3"), summary.constData());
    }

    // Two entries with different names that hold the same event (the same id inside): one event.
    void sameIdInsideDifferentEntries()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("inner.zip"));
        {
            QuaZip zip(path);
            QVERIFY(zip.open(QuaZip::mdCreate));
            const QList<QPair<QString, QByteArray>> entries{
                {QStringLiteral("event_000000_") + uuid(1) + QStringLiteral(".json"),
                 message(uuid(1), 1, QStringLiteral("first"))},
                {QStringLiteral("event_000001_") + uuid(5) + QStringLiteral(".json"),
                 message(uuid(1), 1, QStringLiteral("first"))}};
            for (const auto &[name, json] : entries) {
                QuaZipFile f(&zip);
                QVERIFY(f.open(QIODevice::WriteOnly, QuaZipNewInfo(name)));
                f.write(json);
                f.close();
            }
            zip.close();
        }
        QString error;
        std::shared_ptr<TrajectoryReader> reader = TrajectoryReader::open(path, &error);
        QVERIFY2(reader, qPrintable(error));
        const QString markdown = QString::fromUtf8(Exporter::exportMarkdown(exportInputFromReader(*reader)));
        QCOMPARE(markdown.count(QStringLiteral("first")), 1);
        auto store = Store::openInMemory();
        TrajectoryImporter importer(reader, store.get());
        QSignalSpy done(&importer, &TrajectoryImporter::finished);
        importer.start();
        QVERIFY(done.wait(30000));
        store->waitForWrites();
        QCOMPARE(store->eventCount(reader->conversation().id), 1);
        QCOMPARE(importer.imported(), 1);
    }
};

QTEST_GUILESS_MAIN(TestTrajectoryRepeats)
#include "tst_trajectoryrepeats.moc"
