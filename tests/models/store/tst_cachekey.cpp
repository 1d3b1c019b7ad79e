// SPDX-License-Identifier: GPL-3.0-or-later
// Issue #17.3 and #17.7: one cache per (normalised base URL, organisation), a cache file is owned
// by one Store at a time. Issue 28 item 6: a cache of the older naming (by the profile's id) is
// migrated to the new name with everything in it, then redacted once; one that is not the
// profile's is left as it is. None is deleted.
#include "models/api/codec.h"
#include "models/store/cachekey.h"
#include "models/store/store.h"
#include "models/store/storesearchtext.h"

#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSemaphore>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>

#ifdef Q_OS_LINUX
#include <unistd.h>
#endif

using namespace Switchyard;

namespace {

Event makeEvent(int n, const QString &text = QString())
{
    const QByteArray json =
        QStringLiteral(R"({"id":"00000000-0000-4000-8000-%1","timestamp":"2026-10-01T10:%2:%3.000000",)"
                       R"("source":"agent","kind":"MessageEvent","llm_message":{"role":"assistant",)"
                       R"("content":[{"type":"text","text":"%4"}]},"activated_skills":[]})")
            .arg(n, 12, 10, QLatin1Char('0'))
            .arg(n / 60 % 60, 2, 10, QLatin1Char('0'))
            .arg(n % 60, 2, 10, QLatin1Char('0'))
            .arg(text.isEmpty() ? QStringLiteral("message %1").arg(n) : text)
            .toUtf8();
    auto parsed = Api::Codec::parseEvent(json);
    if (!parsed.ok())
        qFatal("test event does not parse");
    return std::move(parsed).value();
}

QByteArray fileBytes(const QString &path)
{
    QByteArray all;
    for (const QString &suffix : {QString(), QStringLiteral("-wal")}) {
        QFile f(path + suffix);
        if (f.open(QIODevice::ReadOnly))
            all += f.readAll();
    }
    return all;
}

/// A cache file of an earlier run of this test (test mode keeps the cache folder).
void removeCache(const QString &path)
{
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(path + suffix);
}

} // namespace

class TestCacheKey : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void sameServerSameKey_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::newRow("trailing slash") << "https://oh.example.com"
                                        << "https://oh.example.com/";
        QTest::newRow("api prefix") << "https://oh.example.com/x"
                                    << "https://oh.example.com/x/api/v1/";
        QTest::newRow("case") << "HTTPS://OH.Example.com"
                              << "https://oh.example.com";
        QTest::newRow("default port") << "https://oh.example.com:443"
                                      << "https://oh.example.com";
        QTest::newRow("user info, query") << "https://u:p@oh.example.com/?a=1#f"
                                          << "https://oh.example.com";
    }
    void sameServerSameKey()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QCOMPARE(CacheKey::forServer(QUrl(a), QString()), CacheKey::forServer(QUrl(b), QString()));
    }

    void otherServerOtherKey_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("orgA");
        QTest::addColumn<QString>("b");
        QTest::addColumn<QString>("orgB");
        QTest::newRow("port") << "http://127.0.0.1:3000"
                              << ""
                              << "http://127.0.0.1:3001"
                              << "";
        QTest::newRow("path prefix") << "https://h.example/a"
                                     << ""
                                     << "https://h.example/b"
                                     << "";
        QTest::newRow("no prefix") << "https://h.example/"
                                   << ""
                                   << "https://h.example/a"
                                   << "";
        QTest::newRow("scheme") << "http://h.example:8080"
                                << ""
                                << "https://h.example:8080"
                                << "";
        QTest::newRow("org") << "https://h.example"
                             << "org-1"
                             << "https://h.example"
                             << "org-2";
        QTest::newRow("org or none") << "https://h.example"
                                     << ""
                                     << "https://h.example"
                                     << "org-1";
    }
    void otherServerOtherKey()
    {
        QFETCH(QString, a);
        QFETCH(QString, orgA);
        QFETCH(QString, b);
        QFETCH(QString, orgB);
        QVERIFY(CacheKey::pathForServer(QUrl(a), orgA) != CacheKey::pathForServer(QUrl(b), orgB));
    }

    void twoServersOneHostGetTwoFiles()
    {
        const QUrl one(QStringLiteral("http://127.0.0.1:3000"));
        const QUrl two(QStringLiteral("http://127.0.0.1:3000/other"));
        QString error;
        auto a = Store::openForServer(one, QString(), QString(), &error);
        QVERIFY2(a, qPrintable(error));
        auto b = Store::openForServer(two, QString(), QString(), &error);
        QVERIFY2(b, qPrintable(error));
        auto c = Store::openForServer(one, QStringLiteral("org-2"), QString(), &error);
        QVERIFY2(c, qPrintable(error));
        QVERIFY(a->path() != b->path());
        QVERIFY(a->path() != c->path());
        QVERIFY(b->path() != c->path());
        Conversation conv;
        conv.id = QStringLiteral("aaaaaaaa000000000000000000000001");
        a->applyConversations({conv}, 1);
        a->waitForWrites();
        QCOMPARE(a->conversationCount(), 1);
        QCOMPARE(b->conversationCount(), 0);
        QCOMPARE(c->conversationCount(), 0);
    }

    /// An upgrade keeps the profile's cache: renamed to the new name, with the history the server
    /// lost and the user chose to keep, the archive and the cursors; a secret an older build wrote
    /// before redaction is redacted on the way. It used to be deleted.
    void olderNamedCacheIsMigrated()
    {
        const QUrl url(QStringLiteral("https://oh.example.com:8443"));
        const QString profile = QStringLiteral("profile-28");
        const QString legacy = Store::pathForProfile(profile);
        const QString conv = QStringLiteral("cccccccc000000000000000000000028");
        const QString sentinel = QStringLiteral("sk-migrationsentinel0123456789abcdef");
        removeCache(legacy);
        removeCache(CacheKey::pathForServer(url, QString()));
        QList<QString> ids;
        {
            QString error;
            auto old = Store::openFile(legacy, &error);
            QVERIFY2(old, qPrintable(error));
            Conversation c;
            c.id = conv;
            c.title = QStringLiteral("kept through the upgrade");
            old->applyConversations({c}, 1);
            QList<Event> events;
            for (int n = 0; n < 120; ++n)
                events.append(makeEvent(n));
            old->appendEvents(conv, events, EventCursor{events.constLast().timestamp, {events.constLast().id}});
            old->markServerLost(conv, 100); // the server lost 20 of them
            old->keepLostHistory(conv); // and the user kept them
            old->setArchived({conv}, true);
            old->waitForWrites();
            QVERIFY(old->lostHistory(conv) && old->lostHistory(conv)->kept);
            ids = old->eventIds(conv);
        }
        {
            // An older build wrote this row before redaction existed.
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("older-build"));
            db.setDatabaseName(legacy);
            QVERIFY(db.open());
            QVERIFY(StoreSearchText::registerFunction(db)); // the search index's triggers call it
            QSqlQuery q(db);
            q.prepare(QStringLiteral("UPDATE events SET raw = ? WHERE event_id = ?"));
            q.addBindValue(makeEvent(7, QStringLiteral("the key is ") + sentinel).raw);
            q.addBindValue(ids.at(7));
            QVERIFY(q.exec());
            QCOMPARE(q.numRowsAffected(), 1);
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("older-build"));
        QVERIFY(fileBytes(legacy).contains(sentinel.toUtf8()));

        QString error;
        auto store = Store::openForServer(url, QString(), profile, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->path(), CacheKey::pathForServer(url, QString()));
        QVERIFY(!QFileInfo::exists(legacy)); // moved, not copied
        QCOMPARE(store->eventIds(conv), ids);
        QVERIFY(store->conversation(conv));
        QCOMPARE(store->conversation(conv)->conversation.title, QStringLiteral("kept through the upgrade"));
        const auto lost = store->lostHistory(conv);
        QVERIFY(lost);
        QCOMPARE(lost->serverCount, 100);
        QCOMPARE(lost->localCount, 120);
        QVERIFY(lost->kept); // the user's choice came along: no banner again
        QVERIFY(store->isArchived(conv));
        QCOMPARE(store->eventCursor(conv).timestamp, makeEvent(119).timestamp);
        store->waitForWrites(); // the redaction pass ran
        QVERIFY(!fileBytes(store->path()).contains(sentinel.toUtf8()));
        QVERIFY(!store->rawEvent(conv, 7).contains(sentinel.toUtf8()));
        QVERIFY(store->rawEvent(conv, 7).contains("the key is"));

        // Opened again: nothing to migrate, the same cache.
        store.reset();
        auto again = Store::openForServer(url, QString(), profile, &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->eventCount(conv), 120);
    }

    /// A cache of the older naming beside one of the new name is left alone (never deleted).
    void olderNamedCacheBesideANewOneStays()
    {
        const QUrl url(QStringLiteral("https://oh.example.com:9443"));
        const QString profile = QStringLiteral("profile-29");
        const QString legacy = Store::pathForProfile(profile);
        removeCache(legacy);
        removeCache(CacheKey::pathForServer(url, QString()));
        QString error;
        {
            auto current = Store::openForServer(url, QString(), QString(), &error);
            QVERIFY2(current, qPrintable(error));
            auto old = Store::openFile(legacy, &error);
            QVERIFY2(old, qPrintable(error));
            Conversation c;
            c.id = QStringLiteral("dddddddd000000000000000000000029");
            old->applyConversations({c}, 1);
            old->waitForWrites();
        }
        auto store = Store::openForServer(url, QString(), profile, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->conversationCount(), 0);
        QVERIFY(QFileInfo::exists(legacy));
    }

    void hostKeyedCacheIsNotShared()
    {
        const QUrl url(QStringLiteral("http://127.0.0.1:4123"));
        const QString legacy = Store::pathForProfile(QStringLiteral("url-127.0.0.1"));
        {
            QString error;
            auto old = Store::openFile(legacy, &error);
            QVERIFY2(old, qPrintable(error));
            Conversation conv;
            conv.id = QStringLiteral("bbbbbbbb000000000000000000000002");
            old->applyConversations({conv}, 1);
            old->waitForWrites();
        }
        QVERIFY(QFileInfo::exists(legacy));
        QString error;
        auto store = Store::openForServer(url, QString(), QString(), &error);
        QVERIFY2(store, qPrintable(error));
        QVERIFY(store->path() != legacy);
        QCOMPARE(store->conversationCount(), 0); // nothing of another server's cache shows
        QVERIFY(QFileInfo::exists(legacy)); // and the file is not deleted without asking
    }

    void oneStorePerFile()
    {
        const QUrl url(QStringLiteral("http://127.0.0.1:4999"));
        QString error;
        auto first = Store::openForServer(url, QString(), QString(), &error);
        QVERIFY2(first, qPrintable(error));
        auto second = Store::openForServer(url, QString(), QString(), &error);
        QVERIFY(!second);
        QVERIFY2(error.contains(QStringLiteral("in use")), qPrintable(error));
        first.reset();
        auto third = Store::openForServer(url, QString(), QString(), &error);
        QVERIFY2(third, qPrintable(error));
    }

    // A holder killed with its lock file in place, whose id Linux then gave to a thread of a live
    // Switchyard (ids of threads and processes are one sequence): QLockFile alone takes the thread
    // for the holder (tst_synccrash failed so once). The lock is taken over; a live holder's is not.
    void lockOfADeadHolderWhoseIdIsNowAThread()
    {
#ifndef Q_OS_LINUX
        QSKIP("thread ids are process ids on Linux");
#else
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cache.sqlite"));
        QByteArray contents;
        {
            QLockFile model(path + QStringLiteral(".lock"));
            QVERIFY(model.tryLock(0));
            QFile f(model.fileName());
            QVERIFY(f.open(QIODevice::ReadOnly));
            contents = f.readAll();
        }
        QSemaphore started, release;
        std::atomic<qint64> tid{0};
        std::unique_ptr<QThread> thread(QThread::create([&] {
            tid = qint64(::gettid());
            started.release();
            release.acquire();
        }));
        thread->start();
        started.acquire();
        // The dead holder's file names the thread's id, written before the thread started.
        QFile lockFile(path + QStringLiteral(".lock"));
        QVERIFY(lockFile.open(QIODevice::WriteOnly));
        lockFile.write(QByteArray::number(tid.load()) + contents.mid(contents.indexOf('\n')));
        QVERIFY(lockFile.setFileTime(QDateTime::currentDateTime().addSecs(-60), QFileDevice::FileModificationTime));
        lockFile.close();

        QString error;
        auto store = Store::openFile(path, &error);
        release.release();
        thread->wait();
        QVERIFY2(store, qPrintable(error));
        // Taken over, the lock is ours again: a second Store still gets the error.
        auto second = Store::openFile(path, &error);
        QVERIFY(!second);
        QVERIFY2(error.contains(QStringLiteral("in use")), qPrintable(error));
#endif
    }
};

QTEST_GUILESS_MAIN(TestCacheKey)
#include "tst_cachekey.moc"
