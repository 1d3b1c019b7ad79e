// SPDX-License-Identifier: GPL-3.0-or-later
// The WAL's checkpoints off the writer's thread (models/store/storecheckpointer.h): the thread
// checkpoints and the writer does not; the writer takes over when the thread cannot, so the WAL
// stays bounded, and while the index is built; once the checkpointer goes, SQLite's own
// checkpoints are back.
#include "models/store/sqlitestatement.h"
#include "models/store/storecheckpointer.h"

#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Switchyard;

namespace {

constexpr int kRowsPerCommit = 20;
constexpr int kRowBytes = 4000; // about a page each

class Writer
{
public:
    explicit Writer(const QString &path)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("ckpt-writer"));
        db.setDatabaseName(path);
        QVERIFY2(db.open(), qPrintable(db.lastError().text()));
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode=WAL")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA synchronous=NORMAL")));
        QVERIFY(q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS t (x BLOB)")));
        m_db = db;
    }
    ~Writer()
    {
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("ckpt-writer"));
    }
    /// Commits `commits` transactions of kRowsPerCommit rows of kRowBytes each.
    void write(int commits)
    {
        QSqlQuery q(m_db);
        QVERIFY(q.prepare(QStringLiteral("INSERT INTO t(x) VALUES(?)")));
        const QByteArray row(kRowBytes, 'x');
        for (int c = 0; c < commits; ++c) {
            QVERIFY(m_db.transaction());
            for (int r = 0; r < kRowsPerCommit; ++r) {
                q.addBindValue(row);
                QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
            }
            QVERIFY(m_db.commit());
        }
    }
    [[nodiscard]] sqlite3 *handle() const { return sqliteHandle(m_db); }

private:
    QSqlDatabase m_db;
};

qint64 walBytes(const QString &path)
{
    return QFileInfo(path + QStringLiteral("-wal")).size();
}

/// The frames the WAL holds (not its file's length: a WAL started over keeps its length).
qint64 walFrames(const QString &path)
{
    qint64 frames = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("ckpt-frames"));
        db.setDatabaseName(path);
        QSqlQuery q(db);
        if (db.open() && q.exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)")) && q.next())
            frames = q.value(1).toLongLong(); // busy, log, checkpointed
    }
    QSqlDatabase::removeDatabase(QStringLiteral("ckpt-frames"));
    return frames;
}

qint64 rows(const QString &path)
{
    qint64 n = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("ckpt-reader"));
        db.setDatabaseName(path);
        QSqlQuery q(db);
        if (db.open() && q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next() && q.value(0).toString() == u"ok"
            && q.exec(QStringLiteral("SELECT COUNT(*) FROM t")) && q.next())
            n = q.value(0).toLongLong();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("ckpt-reader"));
    return n;
}

} // namespace

class TestStoreCheckpointer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theThreadCheckpointsNotTheWriter()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("c.sqlite"));
        {
            Writer writer(path);
            StoreCheckpointer checkpointer(writer.handle(), path, 50, 1000000);
            writer.write(30); // 600 pages: the thread is asked after each commit from the third on
            // Its last checkpoint, after the last commit, copies every frame back into the file.
            QTRY_VERIFY(checkpointer.idle());
            QVERIFY(checkpointer.checkpoints() > 0);
            QVERIFY(checkpointer.caughtUp());
            // So the next commit starts the WAL over: it then holds that commit's frames only.
            writer.write(1);
            const qint64 frames = walFrames(path);
            QVERIFY2(frames > 0 && frames <= 2 * kRowsPerCommit, qPrintable(QString::number(frames)));
            QCOMPARE(checkpointer.writerCheckpoints(), 0);
        }
        QCOMPARE(rows(path), qint64(31 * kRowsPerCommit)); // and the file holds every row
    }

    void theWriterTakesOverWhenTheThreadCannot()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("c.sqlite"));
        Writer writer(path);
        // The thread's connection opens another path, which does not exist: it never checkpoints.
        StoreCheckpointer checkpointer(writer.handle(), dir.filePath(QStringLiteral("missing/c.sqlite")), 50, 200);
        writer.write(100); // 2,000 pages
        QCOMPARE(checkpointer.checkpoints(), 0);
        QVERIFY(checkpointer.writerCheckpoints() > 0);
        // Bounded: the WAL starts over after each of the writer's checkpoints.
        QVERIFY2(walBytes(path) < 300 * 4096, qPrintable(QString::number(walBytes(path))));
    }

    void inlineTheWriterCheckpointsAsSQLiteWould()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("c.sqlite"));
        Writer writer(path);
        StoreCheckpointer checkpointer(writer.handle(), path, 50, 1000000);
        checkpointer.setInline(true); // the index's build
        writer.write(30);
        QVERIFY(checkpointer.writerCheckpoints() >= 10); // one per 50 pages or so
        QVERIFY(checkpointer.idle());
        QCOMPARE(checkpointer.checkpoints(), 0); // never asked
        checkpointer.setInline(false);
        writer.write(30);
        QTRY_VERIFY(checkpointer.checkpoints() > 0);
    }

    void sqliteCheckpointsAgainOnceItIsGone()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("c.sqlite"));
        Writer writer(path);
        {
            StoreCheckpointer checkpointer(writer.handle(), path, 1000000, 1000000); // never
            writer.write(100);
            QCOMPARE(checkpointer.checkpoints() + checkpointer.writerCheckpoints(), 0);
        }
        const qint64 grown = walBytes(path);
        QVERIFY2(grown > 1500 * 4096, qPrintable(QString::number(grown))); // nobody checkpointed
        // 6,000 pages more: SQLite's own checkpoint after the first commit (which still appends)
        // starts the WAL over, and every 1,000 pages again, so the file grows by one commit at most.
        writer.write(300);
        QVERIFY2(walBytes(path) < grown + 2 * kRowsPerCommit * 4200, qPrintable(QString::number(walBytes(path))));
        QCOMPARE(rows(path), qint64(400 * kRowsPerCommit));
    }
};

QTEST_GUILESS_MAIN(TestStoreCheckpointer)
#include "tst_storecheckpointer.moc"
