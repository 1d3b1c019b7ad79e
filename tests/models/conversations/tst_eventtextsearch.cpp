// SPDX-License-Identifier: GPL-3.0-or-later
// The list's search over every cached event (models/conversations/eventtextsearch.h): it finds a
// word in an event older than the in-memory search text holds (its newest 16 KiB), answers per conversation
// the event line holding every word, treats LIKE's wildcards as text, runs off the GUI thread and
// drops the answer of a search that a newer one superseded.
#include "models/api/codec.h"
#include "models/conversations/eventtextsearch.h"
#include "models/search/searchengine.h"
#include "models/store/store.h"

#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>
#include <QThread>

using namespace Switchyard;

namespace {
Event makeEvent(const QString &id, int second, const QString &text)
{
    const QString ts = QStringLiteral("2026-08-20T14:%1:%2.000000")
                           .arg(second / 60 % 60, 2, 10, QLatin1Char('0'))
                           .arg(second % 60, 2, 10, QLatin1Char('0'));
    const QByteArray json = QStringLiteral(R"({"id":"%1","timestamp":"%2","source":"user","kind":"MessageEvent",)"
                                           R"("llm_message":{"role":"user","content":[{"type":"text","text":"%3"}]},)"
                                           R"("activated_skills":[]})")
                                .arg(id, ts, text)
                                .toUtf8();
    auto parsed = Api::Codec::parseEvent(json);
    if (!parsed.ok())
        qFatal("test event does not parse");
    return std::move(parsed).value();
}

QString hexId(int n)
{
    return QStringLiteral("%1").arg(n, 32, 16, QLatin1Char('0'));
}

QString eid(int conv, int n)
{
    return QStringLiteral("00000000-0000-4000-%1-%2")
        .arg(conv, 4, 10, QLatin1Char('0'))
        .arg(n, 12, 10, QLatin1Char('0'));
}
} // namespace

class TestEventTextSearch : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<Store> m_store;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_store = Store::openInMemory();
        QVERIFY(m_store);
        QList<Conversation> convs;
        for (int c = 1; c <= 3; ++c) {
            Conversation conv;
            conv.id = hexId(c);
            conv.title = QStringLiteral("Conversation %1").arg(c);
            convs.append(conv);
        }
        m_store->applyConversations(convs, 1);
        // Conversation 1: the word in its first message, then 400 long ones: the in-memory text keeps
        // only the newest 16 KiB.
        QList<Event> events;
        events.append(makeEvent(eid(1, 0), 0, QStringLiteral("the flux capacitor needs 1.21 gigawatts")));
        const QString filler = QString(100, u'f');
        for (int i = 1; i <= 400; ++i)
            events.append(makeEvent(eid(1, i), i, filler + QString::number(i)));
        m_store->appendEvents(hexId(1), events, {});
        // Conversation 2: the words in two different events (not one line with both).
        m_store->appendEvents(hexId(2),
                              {makeEvent(eid(2, 0), 1, QStringLiteral("flux only")),
                               makeEvent(eid(2, 1), 2, QStringLiteral("capacitor only")),
                               makeEvent(eid(2, 2), 3, QStringLiteral("Die Straße zur École"))},
                              {});
        // Conversation 3: a percent sign and an underscore, literally; then a long message whose words
        // are past the summary's 200 characters, and one that only names JSON keys.
        m_store->appendEvents(
            hexId(3),
            {makeEvent(eid(3, 0), 1, QStringLiteral("coverage is 100% in test_io")),
             makeEvent(eid(3, 1), 2, QString(300, u'z') + QStringLiteral("\\nthe wombat report is ready"))},
            {});
        m_store->waitForWrites();
        QVERIFY(!m_store->conversation(hexId(1))->searchText.contains(QStringLiteral("capacitor")));
    }

    void cleanupTestCase() { m_store.reset(); }

    void findsEveryCachedEvent()
    {
        const auto hits = EventTextSearch::run(m_store->path(), {QStringLiteral("CAPACITOR")});
        QCOMPARE(hits.size(), 2);
        QCOMPARE(hits.value(hexId(1)), QStringLiteral("the flux capacitor needs 1.21 gigawatts"));
        QCOMPARE(hits.value(hexId(2)), QStringLiteral("capacitor only"));
    }

    void everyWordInOneEvent()
    {
        const auto hits = EventTextSearch::run(m_store->path(), {QStringLiteral("flux"), QStringLiteral("capacitor")});
        QCOMPARE(hits.keys(), QList<QString>{hexId(1)});
    }

    void wordsPastTheSummaryCut()
    {
        const auto hits = EventTextSearch::run(m_store->path(), {QStringLiteral("wombat"), QStringLiteral("report")});
        QCOMPARE(hits.keys(), QList<QString>{hexId(3)});
        QVERIFY(hits.value(hexId(3)).contains(QStringLiteral("the wombat report is ready")));
        // A JSON key of the raw event is not text of the message.
        QVERIFY(EventTextSearch::run(m_store->path(), {QStringLiteral("activated_skills")}).isEmpty());
        QVERIFY(EventTextSearch::run(m_store->path(), {QStringLiteral("llm_message")}).isEmpty());
    }

    void wildcardsAreText()
    {
        QCOMPARE(EventTextSearch::run(m_store->path(), {QStringLiteral("100%")}).keys(), QList<QString>{hexId(3)});
        QCOMPARE(EventTextSearch::run(m_store->path(), {QStringLiteral("test_io")}).keys(), QList<QString>{hexId(3)});
        QVERIFY(EventTextSearch::run(m_store->path(), {QStringLiteral("%")}).keys() == QList<QString>{hexId(3)});
        QVERIFY(EventTextSearch::run(m_store->path(), {QStringLiteral("t_st")}).isEmpty());
    }

    // Issue 31: the store's full-text index answers (an in-memory store, as an offline
    // trajectory's, is indexed as it is written): a word's start finds it, and case does not
    // count in any script.
    void theIndexAnswers()
    {
        QVERIFY(Search::indexComplete(m_store->path()));
        QCOMPARE(EventTextSearch::run(m_store->path(), {QStringLiteral("capac")}).size(), 2);
        QCOMPARE(EventTextSearch::run(m_store->path(), {QStringLiteral("ÉCOLE")}).keys(), QList<QString>{hexId(2)});
        QCOMPARE(EventTextSearch::run(m_store->path(), {QStringLiteral("straße")}).keys(), QList<QString>{hexId(2)});
        // The index answers a conversation's newest match; the scan its first summary.
        QCOMPARE(EventTextSearch::run(m_store->path(), {QStringLiteral("only")}).value(hexId(2)),
                 QStringLiteral("capacitor only"));
        QCOMPARE(EventTextSearch::runLike(m_store->path(), {QStringLiteral("only")}).value(hexId(2)),
                 QStringLiteral("flux only"));
        // Inside a word the index finds nothing, so the scan answers, as the box always did.
        QVERIFY(Search::conversationLines(m_store->path(), Search::parse(QStringLiteral("apacitor*")), 10).isEmpty());
        QCOMPARE(EventTextSearch::run(m_store->path(), {QStringLiteral("apacitor")}).size(), 2);
    }

    // While an upgraded cache is still being indexed, the box answers from the LIKE scan.
    void theScanAnswersWhileTheIndexIsBuilt()
    {
        auto setComplete = [this](bool complete) {
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("meta"));
                db.setDatabaseName(m_store->path());
                QVERIFY(db.open());
                QSqlQuery q(db);
                QVERIFY(q.exec(QStringLiteral("UPDATE meta SET value = '%1' WHERE key = 'search_index_complete'")
                                   .arg(complete ? 1 : 0)));
            }
            QSqlDatabase::removeDatabase(QStringLiteral("meta"));
        };
        setComplete(false);
        QVERIFY(!Search::indexComplete(m_store->path()));
        QCOMPARE(EventTextSearch::run(m_store->path(), {QStringLiteral("only")}).value(hexId(2)),
                 QStringLiteral("flux only")); // the scan's first summary, not the index's newest match
        setComplete(true);
        QCOMPARE(EventTextSearch::run(m_store->path(), {QStringLiteral("only")}).value(hexId(2)),
                 QStringLiteral("capacitor only"));
    }

    void supersededSearchStops()
    {
        std::atomic<quint64> latest{2};
        QVERIFY(EventTextSearch::run(m_store->path(), {QStringLiteral("capacitor")}, 5000, &latest, 1).isEmpty());
    }

    void answersOffTheGuiThread()
    {
        EventTextSearch search;
        search.setStore(m_store.get());
        search.setDebounce(0);
        QSignalSpy finished(&search, &EventTextSearch::finished);
        search.search(QStringLiteral("flux"));
        search.search(QStringLiteral("gigawatts")); // supersedes the first
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).toString(), QStringLiteral("gigawatts"));
        const auto hits = finished.at(0).at(1).value<QHash<QString, QString>>(); // NOLINT
        QCOMPARE(hits.keys(), QList<QString>{hexId(1)});
        // An empty search answers at once, with nothing.
        search.search(QString());
        QCOMPARE(finished.count(), 2);
        using Hits = QHash<QString, QString>;
        QVERIFY(finished.at(1).at(1).value<Hits>().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestEventTextSearch)
#include "tst_eventtextsearch.moc"
