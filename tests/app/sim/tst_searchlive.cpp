// SPDX-License-Identifier: GPL-3.0-or-later
// The full-text search end to end (issue 31): conversations played by the simulator, fetched over
// loopback HTTP by the event tail into a store file, indexed in the writer's own batches, and
// found through the SearchReader (Search::SearchService, off the GUI thread): a command's word by
// cmd:, a message's words, the hit naming the event and its place in the log; repo: narrows to one
// conversation; a malformed query is explained; history the server lost and the user dropped
// leaves the index.
#include "app/sim/simulator.h"
#include "models/read/searchreader.h"
#include "models/search/searchquery.h"
#include "models/search/searchservice.h"
#include "models/store/store.h"
#include "models/sync/eventtail.h"
#include "testutils/sim/loopbackstack.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using Test::runTail;

namespace {

SearchResult searchFor(SearchReader &reader, const QString &text)
{
    QSignalSpy ready(&reader, &SearchReader::resultReady);
    reader.search(text);
    if (!ready.wait(30000))
        return {};
    return ready.constLast().at(0).value<SearchResult>();
}

/// The first event of the log with a command (its seq and the command), or -1.
std::pair<qint64, QString> firstCommand(Store *store, const QString &id)
{
    for (qint64 seq = 0; seq < store->eventCount(id); ++seq) {
        const auto e = store->event(id, seq);
        if (!e)
            continue;
        if (const auto *a = std::get_if<ActionPayload>(&e->payload); a && !a->command.isEmpty())
            return {seq, a->command};
    }
    return {-1, {}};
}

} // namespace

class TestSearchLive : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void findsWhatTheAgentDid()
    {
        Test::LoopbackOptions o;
        o.sim.autoAdvance = false;
        o.clientAndStore();
        Test::LoopbackStack stack(o);
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        Sim::Simulator &sim = stack.sim();
        Store *const store = stack.store();
        Sim::ConversationSpec a;
        a.script = QStringLiteral("fix_tests");
        a.repository = QStringLiteral("acme/search-alpha");
        a.title = QStringLiteral("Alpha");
        Sim::ConversationSpec b = a;
        b.repository = QStringLiteral("acme/search-beta");
        b.title = QStringLiteral("Beta");
        const QString idA = sim.addConversation(a);
        const QString idB = sim.addConversation(b);
        // The records as a listing brings them (the repository for repo:).
        Conversation ca;
        ca.id = idA;
        ca.title = a.title;
        ca.selectedRepository = a.repository;
        Conversation cb = ca;
        cb.id = idB;
        cb.title = b.title;
        cb.selectedRepository = b.repository;
        store->applyConversations({ca, cb}, 1);
        EventTail tail(stack.client(), store);
        QVERIFY(runTail(tail, idA));
        QVERIFY(runTail(tail, idB));
        store->waitForWrites();
        QVERIFY(store->eventCount(idA) > 0);
        QCOMPARE(store->eventCount(idA), sim.eventCount(idA));

        const auto [seq, command] = firstCommand(store, idA);
        QVERIFY2(seq >= 0, "the script runs a command");
        const QList<Search::Token> words = Search::tokenize(command);
        QVERIFY(!words.isEmpty());
        const QString word = command.mid(words.constFirst().start, words.constFirst().length);

        Search::SearchService service(store);
        const SearchResult both = searchFor(service, QStringLiteral("cmd:") + word);
        QVERIFY2(both.error.isEmpty(), qPrintable(both.error));
        QCOMPARE(both.groups.size(), 2); // the same script in both conversations
        const SearchResult one = searchFor(service, QStringLiteral("cmd:%1 repo:alpha").arg(word));
        QVERIFY2(one.error.isEmpty(), qPrintable(one.error));
        QCOMPARE(one.groups.size(), 1);
        const SearchGroup &g = one.groups.constFirst();
        QCOMPARE(g.conversationId, idA);
        QCOMPARE(g.title, QStringLiteral("Alpha"));
        QVERIFY(!g.hits.isEmpty());
        // The oldest hit is the first command: its id and place in the log, its text highlighted.
        const SearchHit &oldest = g.hits.constLast();
        if (g.hitCount <= 3) {
            QCOMPARE(oldest.position, seq);
            QCOMPARE(oldest.eventId, store->event(idA, seq)->id);
        }
        for (const SearchHit &h : g.hits) {
            QCOMPARE(store->event(idA, h.position)->id, h.eventId);
            QVERIFY(!h.spans.isEmpty());
            QCOMPARE(h.context.mid(h.spans.constFirst().start, h.spans.constFirst().length).toCaseFolded(),
                     word.toCaseFolded());
        }
        // Explained, not empty.
        const SearchResult bad = searchFor(service, QStringLiteral("cmd:\"") + word);
        QVERIFY(bad.error.contains(QStringLiteral("quote")));

        // The server loses all but the first event of B and the user drops what it lost: the
        // index follows the rows that went.
        sim.truncateEvents(idB, 1);
        for (int pass = 0; pass < 3; ++pass)
            QVERIFY(runTail(tail, idB));
        store->waitForWrites();
        QVERIFY(store->lostHistory(idB));
        store->dropLostHistory(idB);
        store->waitForWrites();
        QCOMPARE(store->eventCount(idB), 1);
        const SearchResult after = searchFor(service, QStringLiteral("cmd:") + word);
        QCOMPARE(after.groups.size(), 1);
        QCOMPARE(after.groups.constFirst().conversationId, idA);
    }
};

QTEST_GUILESS_MAIN(TestSearchLive)
#include "tst_searchlive.moc"
