// SPDX-License-Identifier: GPL-3.0-or-later
// Issue #17.6: zip limits on real inflated bytes, not on what headers declare; no ratio cap (a
// 5 MB line of one repeated character imports); an offline import keeps one copy of a repeated
// event and says so in its count. The archives are written here byte by byte with zlib: local
// headers (with sizes or with data descriptors), with or without a central directory (without one,
// the reader takes its salvage path).
#include "models/store/store.h"
#include "models/trajectory/trajectoryimporter.h"
#include "models/trajectory/trajectoryreader.h"

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <zlib.h>

using namespace Switchyard;

namespace {

struct ZipEntry
{
    QString name;
    QByteArray data;
    bool descriptor = false; ///< sizes after the data (flag 8), zeros in the local header
    qint64 declaredSize = -1; ///< the uncompressed size the local header claims (-1: the real one)
};

void put16(QByteArray &b, quint32 v)
{
    b.append(char(v & 0xff)).append(char((v >> 8) & 0xff));
}
void put32(QByteArray &b, quint32 v)
{
    put16(b, v & 0xffff);
    put16(b, v >> 16);
}

QByteArray deflateRaw(const QByteArray &in)
{
    z_stream zs{};
    deflateInit2(&zs, 9, Z_DEFLATED, -MAX_WBITS, 9, Z_DEFAULT_STRATEGY);
    QByteArray out(qsizetype(deflateBound(&zs, uLong(in.size()))), Qt::Uninitialized);
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.constData()));
    zs.avail_in = uInt(in.size());
    zs.next_out = reinterpret_cast<Bytef *>(out.data());
    zs.avail_out = uInt(out.size());
    deflate(&zs, Z_FINISH);
    out.resize(qsizetype(zs.total_out));
    deflateEnd(&zs);
    return out;
}

QByteArray makeZip(const QList<ZipEntry> &entries, bool centralDirectory)
{
    QByteArray zip, central;
    for (const ZipEntry &e : entries) {
        const QByteArray name = e.name.toUtf8();
        const QByteArray packed = deflateRaw(e.data);
        const quint32 crc = quint32(crc32(0, reinterpret_cast<const Bytef *>(e.data.constData()), uInt(e.data.size())));
        const quint32 size = quint32(e.declaredSize >= 0 ? e.declaredSize : e.data.size());
        const quint32 offset = quint32(zip.size());
        const quint16 flags = e.descriptor ? 8 : 0;
        put32(zip, 0x04034b50);
        put16(zip, 20);
        put16(zip, flags);
        put16(zip, 8);
        put32(zip, 0); // time, date
        put32(zip, e.descriptor ? 0 : crc);
        put32(zip, e.descriptor ? 0 : quint32(packed.size()));
        put32(zip, e.descriptor ? 0 : size);
        put16(zip, quint32(name.size()));
        put16(zip, 0);
        zip += name;
        zip += packed;
        if (e.descriptor) {
            put32(zip, 0x08074b50);
            put32(zip, crc);
            put32(zip, quint32(packed.size()));
            put32(zip, size);
        }
        put32(central, 0x02014b50);
        put16(central, 20);
        put16(central, 20);
        put16(central, flags);
        put16(central, 8);
        put32(central, 0);
        put32(central, crc);
        put32(central, quint32(packed.size()));
        put32(central, size);
        put16(central, quint32(name.size()));
        put32(central, 0); // extra, comment
        put32(central, 0); // disk, internal attributes
        put32(central, 0); // external attributes
        put32(central, offset);
        central += name;
    }
    if (centralDirectory) {
        const quint32 at = quint32(zip.size());
        zip += central;
        put32(zip, 0x06054b50);
        put32(zip, 0);
        put16(zip, quint32(entries.size()));
        put16(zip, quint32(entries.size()));
        put32(zip, quint32(central.size()));
        put32(zip, at);
        put16(zip, 0);
    }
    return zip;
}

QString uuid(int n)
{
    return QStringLiteral("%1-1111-4111-8111-111111111111").arg(n, 8, 10, QLatin1Char('0'));
}

QString entryName(int index, const QString &id)
{
    return QStringLiteral("event_%1_%2.json").arg(index, 6, 10, QLatin1Char('0')).arg(id);
}

/// An observation whose output is `output` (the shape a terminal result has).
QByteArray observation(const QString &id, const QByteArray &output)
{
    return R"({"id":")" + id.toUtf8()
        + R"(","timestamp":"2026-08-20T14:03:54.619907","source":"environment","kind":"ObservationEvent",)"
          R"("tool_name":"terminal","tool_call_id":"t1","action_id":"a1","observation":{"kind":"TerminalObservation",)"
          R"("content":[{"type":"text","text":")"
        + output + R"("}],"is_error":false}})";
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class TestTrajectoryZip : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_n = 0;

    QString write(const QList<ZipEntry> &entries, bool centralDirectory)
    {
        const QString path = m_dir.filePath(QStringLiteral("t%1.zip").arg(++m_n));
        return writeFile(path, makeZip(entries, centralDirectory)) ? path : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void compressibleLineImports_data()
    {
        QTest::addColumn<bool>("centralDirectory");
        QTest::addColumn<bool>("descriptor");
        QTest::newRow("zip") << true << false;
        QTest::newRow("salvage, sizes in the header") << false << false;
        QTest::newRow("salvage, data descriptor") << false << true;
    }
    void compressibleLineImports()
    {
        QFETCH(bool, centralDirectory);
        QFETCH(bool, descriptor);
        const QByteArray line(5 * 1000 * 1000, 'y'); // `yes`: inflates about 1000:1
        const QString path = write({{entryName(0, uuid(1)), observation(uuid(1), line), descriptor},
                                    {entryName(1, uuid(2)), observation(uuid(2), "ok"), descriptor}},
                                   centralDirectory);
        QString error;
        const auto reader = TrajectoryReader::open(path, &error);
        QVERIFY2(reader, qPrintable(error));
        QCOMPARE(reader->eventCount(), 2);
        const auto first = reader->event(0);
        QVERIFY2(first.ok(), qPrintable(first.ok() ? QString() : first.error().message));
        QVERIFY(first.value().raw.size() > line.size());
        for (const TrajectoryProblem &p : reader->problems())
            QVERIFY2(!p.message.contains(QStringLiteral("bomb")), qPrintable(p.message));
    }

    void salvageCountsRealBytesNotDeclaredOnes()
    {
        // Each entry claims 100 bytes; each really inflates to about 3 MB. Budgets: 4 MB per entry,
        // 7 MB in total: two fit, the third does not, whatever the headers say.
        QList<ZipEntry> entries;
        for (int i = 0; i < 3; ++i)
            entries.append({entryName(i, uuid(10 + i)), observation(uuid(10 + i), QByteArray(3 << 20, 'a' + char(i))),
                            false, 100});
        const QString path = write(entries, false);
        TrajectoryLimits limits;
        limits.maxEntryBytes = 4 << 20;
        limits.maxTotalBytes = 7 << 20;
        QString error;
        const auto reader = TrajectoryReader::open(path, &error, limits);
        QVERIFY2(reader, qPrintable(error));
        QCOMPARE(reader->eventCount(), 2);
        bool totalSaid = false;
        for (const TrajectoryProblem &p : reader->problems())
            totalSaid = totalSaid || p.message.contains(QStringLiteral("in total"));
        QVERIFY(totalSaid);
        qint64 read = 0;
        for (qsizetype i = 0; i < reader->eventCount(); ++i) {
            const auto e = reader->event(i);
            QVERIFY(e.ok());
            read += e.value().raw.size();
        }
        QVERIFY(read <= limits.maxTotalBytes);
    }

    void salvageSkipsAnEntryOverItsBudgetAtOnce()
    {
        // Declares 100 bytes, inflates to 6 MB: over the 4 MB entry budget. It is not listed (and
        // never inflated into memory); the entry after it still is.
        const QString path =
            write({{entryName(0, uuid(20)), observation(uuid(20), QByteArray(6 << 20, 'z')), false, 100},
                   {entryName(1, uuid(21)), observation(uuid(21), "after"), false, -1}},
                  false);
        TrajectoryLimits limits;
        limits.maxEntryBytes = 4 << 20;
        QString error;
        const auto reader = TrajectoryReader::open(path, &error, limits);
        QVERIFY2(reader, qPrintable(error));
        QCOMPARE(reader->eventCount(), 1);
        QCOMPARE(reader->eventId(0), uuid(21));
        QVERIFY(reader->event(0).ok());
    }

    void importKeepsOneCopyOfARepeatedEvent()
    {
        const QString path = write({{entryName(0, uuid(30)), observation(uuid(30), "one")},
                                    {entryName(1, uuid(31)), observation(uuid(31), "two")},
                                    {entryName(2, uuid(30)), observation(uuid(30), "one")},
                                    {entryName(3, uuid(32)), observation(uuid(32), "three")},
                                    {entryName(4, uuid(31)), observation(uuid(31), "two")}},
                                   true);
        QString error;
        std::shared_ptr<TrajectoryReader> reader = TrajectoryReader::open(path, &error);
        QVERIFY2(reader, qPrintable(error));
        auto store = Store::openInMemory();
        TrajectoryImporter importer(reader, store.get());
        QSignalSpy done(&importer, &TrajectoryImporter::finished);
        importer.start();
        QVERIFY(done.wait(30000));
        store->waitForWrites();
        const QString id = reader->conversation().id;
        QCOMPARE(store->eventCount(id), 3);
        QCOMPARE(importer.imported(), store->eventCount(id)); // the count the user is told
        QCOMPARE(importer.duplicates(), 2);
    }
};

QTEST_GUILESS_MAIN(TestTrajectoryZip)
#include "tst_trajectoryzip.moc"
