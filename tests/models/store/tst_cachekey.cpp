// SPDX-License-Identifier: GPL-3.0-or-later
// Issue #17.3 and #17.7: one cache per (normalised base URL, organisation), the older host-keyed
// naming is not reused, and a cache file is owned by one Store at a time.
#include "models/store/cachekey.h"
#include "models/store/store.h"

#include <QFileInfo>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

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
        QVERIFY(!QFileInfo::exists(legacy)); // and the mixed file is gone
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
};

QTEST_GUILESS_MAIN(TestCacheKey)
#include "tst_cachekey.moc"
