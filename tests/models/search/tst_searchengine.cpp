// SPDX-License-Identifier: GPL-3.0-or-later
// The search over a real store file's index (models/search/searchengine.h, issue 31): grouped by
// conversation, newest first, with the hits' context and highlight ranges; time filters,
// exclusions and the conversation filter; the list's search box answered by the index, and by the
// LIKE scan while an older cache is still being indexed.
#include "models/api/codec.h"
#include "models/conversations/eventtextsearch.h"
#include "models/search/searchengine.h"
#include "models/search/searchservice.h"
#include "models/store/readonlyconnection.h"
#include "models/store/store.h"

#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Switchyard;

namespace {

Event message(int conv, int n, const QString &day, const QString &text)
{
    const QString id =
        QStringLiteral("00000000-0000-4000-%1-%2").arg(conv, 4, 10, QLatin1Char('0')).arg(n, 12, 10, QLatin1Char('0'));
    const QByteArray json = QStringLiteral(R"({"id":"%1","timestamp":"%2T10:00:%3.000000","source":"user",)"
                                           R"("kind":"MessageEvent","llm_message":{"role":"user","content":)"
                                           R"([{"type":"text","text":"%4"}]}})")
                                .arg(id, day)
                                .arg(n % 60, 2, 10, QLatin1Char('0'))
                                .arg(text)
                                .toUtf8();
    auto parsed = Api::Codec::parseEvent(json);
    if (!parsed.ok())
        qFatal("test event does not parse");
    return std::move(parsed).value();
}

QString convId(int n)
{
    return QStringLiteral("%1").arg(n, 32, 16, QLatin1Char('0'));
}

} // namespace

class TestSearchEngine : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<Store> m_store;
    const QDateTime m_now = QDateTime(QDate(2026, 12, 4), QTime(12, 0), Qt::UTC);

    SearchResult ask(const QString &text, std::optional<QSet<QString>> only = std::nullopt)
    {
        Search::Request r;
        r.dbPath = m_store->path();
        r.text = text;
        r.query = Search::parse(text, m_now);
        r.conversations = std::move(only);
        r.titles.insert(convId(1), QStringLiteral("One"));
        return Search::run(r);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QString error;
        m_store = Store::openFile(m_dir.filePath(QStringLiteral("cache.sqlite")), &error);
        QVERIFY2(m_store, qPrintable(error));
        QList<Conversation> convs;
        for (int c = 1; c <= 3; ++c) {
            Conversation conv;
            conv.id = convId(c);
            conv.title = QStringLiteral("Conversation %1").arg(c);
            conv.selectedRepository = QStringLiteral("acme/repo-%1").arg(c);
            convs.append(conv);
        }
        m_store->applyConversations(convs, 1);
        m_store->appendEvents(convId(1),
                              {message(1, 0, QStringLiteral("2026-11-01"), QStringLiteral("deploy the gateway")),
                               message(1, 1, QStringLiteral("2026-12-03"), QStringLiteral("deploy the gateway again")),
                               message(1, 2, QStringLiteral("2026-12-03"), QStringLiteral("rollback the gateway"))},
                              {});
        m_store->appendEvents(convId(2),
                              {message(2, 0, QStringLiteral("2026-12-02"), QStringLiteral("Deployment notes"))}, {});
        m_store->appendEvents(convId(3),
                              {message(3, 0, QStringLiteral("2026-12-02"), QStringLiteral("nothing to see"))}, {});
        m_store->waitForWrites();
    }
    void cleanupTestCase() { m_store.reset(); }

    void groupsNewestFirstWithContext()
    {
        const SearchResult r = ask(QStringLiteral("gateway"));
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QVERIFY(r.indexComplete);
        QCOMPARE(r.groups.size(), 1);
        const SearchGroup &g = r.groups.constFirst();
        QCOMPARE(g.title, QStringLiteral("One"));
        QCOMPARE(g.hitCount, 3);
        QCOMPARE(g.hits.size(), 3);
        QCOMPARE(g.hits.at(0).position, 2); // newest first
        QCOMPARE(g.hits.at(0).context, QStringLiteral("rollback the gateway"));
        QCOMPARE(g.hits.at(0).spans, (QList<SearchSpan>{SearchSpan{13, 7}}));
        QCOMPARE(g.hits.at(0).field, QStringLiteral("text"));
        QCOMPARE(g.hits.at(0).kind, EventKind::Message);
    }

    void prefixesTimesExclusions()
    {
        // deploy* also finds "Deployment" (another conversation, newer log key first).
        const SearchResult p = ask(QStringLiteral("deploy*"));
        QCOMPARE(p.groups.size(), 2);
        QCOMPARE(p.groups.at(0).conversationId, convId(2));
        QCOMPARE(p.hitCount, 3);
        const SearchResult since = ask(QStringLiteral("deploy since:7d"));
        QCOMPARE(since.hitCount, 1);
        QCOMPARE(since.groups.constFirst().hits.constFirst().position, 1);
        const SearchResult until = ask(QStringLiteral("gateway until:2026-11-30"));
        QCOMPARE(until.hitCount, 1);
        const SearchResult without = ask(QStringLiteral("gateway -rollback"));
        QCOMPARE(without.hitCount, 2);
        const SearchResult only = ask(QStringLiteral("deploy*"), QSet<QString>{convId(2)});
        QCOMPARE(only.groups.size(), 1);
        QCOMPARE(only.groups.constFirst().conversationId, convId(2));
    }

    void timesWithAndWithoutTheTimeIndex()
    {
        // The writer makes the events' (rid, time_ms) index after the open; a file it has not
        // reached yet answers the same through the events' own rows.
        const QString name = QString::fromLatin1(ReadOnlyConnection::kEventTimeIndex);
        {
            ReadOnlyConnection c(m_store->path(), "test");
            QVERIFY(c.eventTimeJoin("f").contains(QStringLiteral("INDEXED BY ") + name));
        }
        const QStringList queries{QStringLiteral("deploy since:7d"), QStringLiteral("gateway until:2026-11-30"),
                                  QStringLiteral("gateway since:2026-11-02 until:2026-12-04")};
        QList<int> indexed;
        for (const QString &q : queries)
            indexed.append(ask(q).hitCount);
        QCOMPARE(indexed, (QList<int>{1, 1, 2}));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("drop-index"));
            db.setDatabaseName(m_store->path());
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("DROP INDEX ") + name));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("drop-index"));
        {
            ReadOnlyConnection c(m_store->path(), "test");
            QVERIFY(!c.eventTimeJoin("f").contains(QStringLiteral("INDEXED BY")));
        }
        QList<int> plain;
        for (const QString &q : queries)
            plain.append(ask(q).hitCount);
        QCOMPARE(plain, indexed);
    }

    void serviceOffTheGuiThread()
    {
        Search::SearchService service(m_store.get());
        QSignalSpy ready(&service, &SearchReader::resultReady);
        service.search(QStringLiteral("deploy* repo:repo-2"));
        QVERIFY(ready.wait(10000));
        const auto r = ready.constLast().at(0).value<SearchResult>();
        QCOMPARE(r.groups.size(), 1);
        QCOMPARE(r.groups.constFirst().title, QStringLiteral("Conversation 2"));
        service.search(QStringLiteral("since:7d"));
        QVERIFY(ready.size() == 2 || ready.wait(10000));
        QVERIFY(!ready.constLast().at(0).value<SearchResult>().error.isEmpty());
    }

    void listSearchBoxUsesTheIndex()
    {
        const auto hits = EventTextSearch::run(m_store->path(), {QStringLiteral("deploy*")});
        QCOMPARE(hits.size(), 2);
        QCOMPARE(hits.value(convId(1)), QStringLiteral("deploy the gateway again"));
        // While an older cache is being indexed, the LIKE scan answers.
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("flip"));
            db.setDatabaseName(m_store->path());
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("UPDATE meta SET value = '0' WHERE key = 'search_index_complete'")));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("flip"));
        QVERIFY(!Search::indexComplete(m_store->path()));
        const auto like = EventTextSearch::run(m_store->path(), {QStringLiteral("rollback")});
        QCOMPARE(like.keys(), QList<QString>{convId(1)});
        QCOMPARE(ask(QStringLiteral("rollback")).indexComplete, false);
    }
};

QTEST_GUILESS_MAIN(TestSearchEngine)
#include "tst_searchengine.moc"
