// SPDX-License-Identifier: GPL-3.0-or-later
// Write failures (issue 17 item 8) on a file system that fails writes: a file that may not grow
// (Store::limitFileSize, PRAGMA max_page_count: "database or disk is full") and a connection that
// refuses writes (Store::simulateReadOnly, PRAGMA query_only: what a read-only file does; the tests
// run as root, who can write any file, so a chmod would show nothing). Each failure is reported
// (writeStatus, writeFailed), nothing already stored is lost, the cursor stays at what is stored,
// the writes are retried with backoff in their order, and once the failure clears the data arrives.
#include "models/api/codec.h"
#include "models/store/store.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Switchyard;

namespace {

const QString kConv = QStringLiteral("aaaaaaaa000000000000000000000001");

QString eid(int n)
{
    return QStringLiteral("00000000-0000-4000-8000-%1").arg(n, 12, 10, QLatin1Char('0'));
}

QString ts(int n)
{
    return QStringLiteral("2026-08-20T14:%1:%2.000000")
        .arg(n / 60 % 60, 2, 10, QLatin1Char('0'))
        .arg(n % 60, 2, 10, QLatin1Char('0'));
}

/// A message event with ~`size` bytes of text (so that a page of them needs new file pages).
Event makeEvent(int n, int size = 2000)
{
    const QString text = QStringLiteral("m%1 ").arg(n) + QString(size, QLatin1Char('x'));
    const QByteArray json = QStringLiteral(R"({"id":"%1","timestamp":"%2","source":"user","kind":"MessageEvent",)"
                                           R"("llm_message":{"role":"user","content":[{"type":"text","text":"%3"}]},)"
                                           R"("activated_skills":[]})")
                                .arg(eid(n), ts(n), text)
                                .toUtf8();
    auto parsed = Api::Codec::parseEvent(json);
    if (!parsed.ok())
        qFatal("test event does not parse");
    return std::move(parsed).value();
}

QList<Event> range(int from, int to)
{
    QList<Event> out;
    for (int n = from; n < to; ++n)
        out.append(makeEvent(n));
    return out;
}

EventCursor cursorAt(int n)
{
    return EventCursor{ts(n), {eid(n)}};
}

QList<QString> idsOf(int from, int to)
{
    QList<QString> out;
    for (int n = from; n < to; ++n)
        out.append(eid(n));
    return out;
}

} // namespace

class TestStoreWriteFailure : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_n = 0;
    QString freshPath() { return m_dir.filePath(QStringLiteral("w%1.sqlite").arg(++m_n)); }

    std::unique_ptr<Store> openWithTen(const QString &path)
    {
        QString error;
        auto store = Store::openFile(path, &error);
        if (!store) {
            qWarning("%s", qPrintable(error));
            return nullptr;
        }
        store->setRetryBackoff(std::chrono::milliseconds(20), std::chrono::milliseconds(80));
        store->appendEvents(kConv, range(0, 10), cursorAt(9));
        store->waitForWrites();
        return store;
    }

    /// The shared scenario: writes fail (how is up to `fail`/`heal`), the cursor and the log stay at
    /// what is stored, then the failure clears and everything arrives in order.
    void failThenHeal(const std::function<void(Store &)> &fail, const std::function<void(Store &)> &heal,
                      const QString &expectedError)
    {
        const QString path = freshPath();
        auto store = openWithTen(path);
        QVERIFY(store);
        QCOMPARE(store->eventCount(kConv), 10);
        QVERIFY(!store->writeStatus().failing);

        QSignalSpy failed(store.get(), &Store::writeFailed);
        QSignalSpy status(store.get(), &Store::writeStatusChanged);
        fail(*store);
        QList<bool> committed;
        store->appendEvents(kConv, range(10, 60), cursorAt(59), this, [&committed](bool ok) {
            committed.append(ok);
        });
        store->appendEvents(kConv, range(60, 70), cursorAt(69), this, [&committed](bool ok) {
            committed.append(ok);
        });
        bool afterWritesRan = false;
        store->afterWrites(this, [&afterWritesRan] {
            afterWritesRan = true;
        });
        // Failing, retried, reported; the second batch waits behind the first.
        QTRY_VERIFY(failed.size() >= 2);
        const StoreWriteStatus st = store->writeStatus();
        QVERIFY(st.failing);
        QVERIFY2(st.error.contains(expectedError, Qt::CaseInsensitive), qPrintable(st.error));
        QVERIFY(st.queuedWrites >= 1);
        QVERIFY(!status.isEmpty());
        QVERIFY(status.constFirst().at(0).value<StoreWriteStatus>().failing);
        // Nothing stored was lost; the cursor did not move past what is stored.
        QCOMPARE(store->eventCount(kConv), 10);
        QCOMPARE(store->eventIds(kConv), idsOf(0, 10));
        QCOMPARE(store->eventCursor(kConv), cursorAt(9));
        QVERIFY(committed.isEmpty());
        QVERIFY(!afterWritesRan); // "after the writes" means after they are stored
        // On disk too: the file holds the ten events and their cursor, nothing past them.
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("peek"));
            db.setDatabaseName(path);
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("SELECT event_count, cursor_ts FROM logs WHERE id = '%1'").arg(kConv)));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toLongLong(), 10);
            QCOMPARE(q.value(1).toString(), ts(9));
            QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM events")));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toLongLong(), 10);
            q = QSqlQuery();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("peek"));

        heal(*store);
        QTRY_VERIFY(!store->writeStatus().failing);
        QTRY_VERIFY(afterWritesRan);
        QCOMPARE(committed, (QList<bool>{true, true}));
        QCOMPARE(store->eventCount(kConv), 70);
        QCOMPARE(store->eventIds(kConv), idsOf(0, 70));
        QCOMPARE(store->eventCursor(kConv), cursorAt(69));
        QCOMPARE(store->writeStatus().queuedWrites, 0);
        QVERIFY(!status.constLast().at(0).value<StoreWriteStatus>().failing);

        // And it is on disk.
        store.reset();
        QString error;
        auto again = Store::openFile(path, &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->eventIds(kConv), idsOf(0, 70));
        QCOMPARE(again->eventCursor(kConv), cursorAt(69));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void diskFull()
    {
        failThenHeal(
            [](Store &store) {
                store.limitFileSize(QFileInfo(store.path()).size());
            },
            [](Store &store) {
                store.limitFileSize(0);
            },
            QStringLiteral("full"));
    }

    void readOnly()
    {
        failThenHeal(
            [](Store &store) {
                store.simulateReadOnly(true);
            },
            [](Store &store) {
                store.simulateReadOnly(false);
            },
            QStringLiteral("readonly"));
    }

    /// Conversation records queue behind the failing events too: their order holds.
    void laterWritesWaitInOrder()
    {
        auto store = openWithTen(freshPath());
        QVERIFY(store);
        store->simulateReadOnly(true);
        store->appendEvents(kConv, range(10, 20), cursorAt(19));
        Conversation c;
        c.id = kConv;
        c.title = QStringLiteral("kept in order");
        store->applyConversations({c}, 1);
        store->appendEvents(kConv, range(20, 30), cursorAt(29));
        QTRY_VERIFY(store->writeStatus().failing);
        QTRY_COMPARE(store->writeStatus().queuedWrites, 3); // the failing one and the two behind it (next retry)
        QVERIFY(!store->conversation(kConv));
        store->simulateReadOnly(false);
        QTRY_VERIFY(!store->writeStatus().failing);
        store->waitForWrites();
        QCOMPARE(store->eventIds(kConv), idsOf(0, 30));
        QVERIFY(store->conversation(kConv));
        QCOMPARE(store->conversation(kConv)->conversation.title, QStringLiteral("kept in order"));
        QCOMPARE(store->conversation(kConv)->eventCount, 30);
    }

    /// Closing while a write fails: what was stored stays, and the cursor on disk is the stored one
    /// (so the next run reads the missing events again).
    void closeWhileFailing()
    {
        const QString path = freshPath();
        {
            auto store = openWithTen(path);
            QVERIFY(store);
            store->limitFileSize(QFileInfo(store->path()).size());
            store->appendEvents(kConv, range(10, 60), cursorAt(59));
            QTRY_VERIFY(store->writeStatus().failing);
            QTest::ignoreMessage(QtWarningMsg,
                                 QRegularExpression(QStringLiteral("could not be stored before closing")));
        }
        QString error;
        auto store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->eventIds(kConv), idsOf(0, 10));
        QCOMPARE(store->eventCursor(kConv), cursorAt(9));
        store->appendEvents(kConv, range(10, 60), cursorAt(59));
        store->waitForWrites();
        QCOMPARE(store->eventCount(kConv), 60);
    }

    /// The user's archive goes through the same queue (issue 28 item 4): while the disk refuses
    /// writes it waits behind the events queued before it (it does not overtake them), it is
    /// retried with them, and it is in the file after a restart. It used to be written beside the
    /// queue, once: the failure was reported and the archive was gone at the next start.
    void archiveWaitsInTheQueueAndSurvivesRestart()
    {
        const QString path = freshPath();
        {
            auto store = openWithTen(path);
            QVERIFY(store);
            store->simulateReadOnly(true);
            store->appendEvents(kConv, range(10, 20), cursorAt(19));
            QSignalSpy archive(store.get(), &Store::archiveChanged);
            store->setArchived({kConv}, true);
            QVERIFY(store->isArchived(kConv)); // the mirror follows at once
            QCOMPARE(archive.size(), 1);
            QTRY_VERIFY(store->writeStatus().failing);
            QTRY_COMPARE(store->writeStatus().queuedWrites, 2); // the events and the archive behind them
            QTRY_VERIFY(store->failedWrites() >= 3); // retried, and retried again
            store->simulateReadOnly(false);
            QTRY_VERIFY(!store->writeStatus().failing);
            store->waitForWrites();
            QCOMPARE(store->writeStatus().droppedWrites, 0);
            QVERIFY(store->isArchived(kConv));
            QCOMPARE(archive.size(), 1); // never put back
        }
        QString error;
        auto again = Store::openFile(path, &error);
        QVERIFY2(again, qPrintable(error));
        QVERIFY(again->isArchived(kConv));
        QCOMPARE(again->eventIds(kConv), idsOf(0, 20));
        // Restoring goes the same way.
        again->setArchived({kConv}, false);
        again->waitForWrites();
        again.reset();
        auto third = Store::openFile(path, &error);
        QVERIFY2(third, qPrintable(error));
        QVERIFY(!third->isArchived(kConv));
    }

    /// While writes fail, the queue is bounded: batches the server sends again are given up
    /// (reported false; no cursor moves for them), and the rest arrive once writes work.
    void boundedQueue()
    {
        auto store = openWithTen(freshPath());
        QVERIFY(store);
        store->setRetryBackoff(std::chrono::milliseconds(1500), std::chrono::milliseconds(1500));
        store->simulateReadOnly(true);
        int given = 0;
        int stored = 0;
        const int batches = 600;
        for (int i = 0; i < batches; ++i) {
            store->appendEvents(kConv, {makeEvent(10 + i, 10)}, cursorAt(10 + i), this, [&](bool ok) {
                (ok ? stored : given)++;
            });
        }
        store->waitForWrites();
        QVERIFY(store->writeStatus().failing);
        QVERIFY(given > 0);
        QCOMPARE(store->writeStatus().queuedWrites, 512);
        QCOMPARE(store->eventCount(kConv), 10);
        store->simulateReadOnly(false);
        store->setRetryBackoff(std::chrono::milliseconds(5), std::chrono::milliseconds(5));
        // The next retry (the timer set before, 1.5 s) drains the queue.
        QTRY_VERIFY_WITH_TIMEOUT(!store->writeStatus().failing, 15000);
        QCOMPARE(stored + given, batches);
        QCOMPARE(store->eventCount(kConv), 10 + stored);
        // The stored ones are the first ones, in order: the cursor is at the last stored.
        QCOMPARE(store->eventIds(kConv), idsOf(0, 10 + stored));
        QCOMPARE(store->eventCursor(kConv), cursorAt(10 + stored - 1));
        QCOMPARE(store->writeStatus().droppedWrites, given);
    }
};

QTEST_GUILESS_MAIN(TestStoreWriteFailure)
#include "tst_storewritefailure.moc"
