// SPDX-License-Identifier: GPL-3.0-or-later
// The full-text index and its search (issue 31), on a store file of SWITCHYARD_BENCH_SEARCH_EVENTS
// events (default 1,000,000; 20,000 in quick mode) in events/1000 conversations:
//  - ingest with the index: parse + summary + SQLite + index, pages of 100 (target >= 40,000/s),
//    once with the writer driven page by page on this thread, once through the Store as the app
//    does (the writer on its own thread, a backlog of pages, the index written a chunk at a time);
//  - indexing an older cache in the background (StoreSearchIndex::buildStep, target >= 50,000/s);
//  - the index's size against the text it holds (target <= 1.5x);
//  - 50 mixed queries (words, phrases, prefixes, fields, times): p95 <= 100 ms, p99 <= 200 ms;
//  - today's LIKE scan (EventTextSearch::runLike) against the index on the same words;
//  - a watch rule check (Search::CompiledRules, the writer's hook) with 50 enabled rules: <= 0.5 ms
//    per event, and ingest with the index and those 50 rules enabled;
//  - the "while you were away" digest over 1,000 conversations (<= 200 ms).
// The writer is driven synchronously on this thread (in the app it runs on the store's worker).
#include "benchtargets.h"
#include "models/api/codec.h"
#include "models/api/wireenums.h"
#include "models/attention/awaytracker.h"
#include "models/conversations/eventtextsearch.h"
#include "models/search/searchengine.h"
#include "models/search/watchrule.h"
#include "models/store/readonlyconnection.h"
#include "models/store/store.h"
#include "models/store/storesearchindex.h"
#include "models/store/storewriter.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <numeric>

using namespace Switchyard;

namespace {

qint64 eventTotal()
{
    if (qEnvironmentVariableIsSet("SWITCHYARD_BENCH_SEARCH_EVENTS"))
        return qEnvironmentVariableIntValue("SWITCHYARD_BENCH_SEARCH_EVENTS");
    return Bench::quick() ? 20000 : 1000000;
}

/// A vocabulary of made-up words (syllables), used with a skewed distribution: a few words are in
/// most events, most are rare, as in real logs.
const QStringList &vocabulary()
{
    static const QStringList words = [] {
        const char *syl[] = {"ka", "lo", "mi",  "ra",  "te",  "zu", "qua", "ne",
                             "bo", "fi", "sha", "dor", "vel", "ix", "um"};
        QStringList out;
        for (const char *a : syl)
            for (const char *b : syl)
                for (const char *c : syl)
                    out.append(QString::fromLatin1(a) + QString::fromLatin1(b) + QString::fromLatin1(c));
        return out; // 3375 words
    }();
    return words;
}

QString sentence(QRandomGenerator &rng, int words)
{
    const QStringList &v = vocabulary();
    QStringList out;
    for (int i = 0; i < words; ++i) {
        // Skewed: the square of a uniform number favours the first words.
        const double u = rng.generateDouble();
        out.append(v.at(qsizetype(u * u * u * double(v.size() - 1))));
    }
    return out.join(QLatin1Char(' '));
}

QString jsonEscape(QString s)
{
    s.replace(u'\\', QStringLiteral("\\\\"));
    s.replace(u'"', QStringLiteral("\\\""));
    s.replace(u'\n', QStringLiteral("\\n"));
    return s;
}

const char *const kCommands[] = {"pytest -q tests/test_%1.py",
                                 "git push --force origin feature-%1",
                                 "rm -rf build/%1",
                                 "npm run build -- --scope pkg%1",
                                 "cat /workspace/.env",
                                 "make -j4 target%1",
                                 "grep -rn TODO src/mod%1"};

QByteArray eventJson(qint64 n, QRandomGenerator &rng)
{
    const QString id = QStringLiteral("%1-0000-4000-8000-%2")
                           .arg(n / 100000000, 8, 10, QLatin1Char('0'))
                           .arg(n % 1000000000000LL, 12, 10, QLatin1Char('0'));
    const QString ts = QDateTime(QDate(2026, 8, 20), QTime(0, 0), Qt::UTC)
                           .addMSecs(n * 500)
                           .toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz000"));
    switch (n % 4) {
    case 0:
        return QStringLiteral(R"({"id":"%1","timestamp":"%2","source":"user","kind":"MessageEvent",)"
                              R"("llm_message":{"role":"user","content":[{"type":"text","text":"%3"}]}})")
            .arg(id, ts, jsonEscape(sentence(rng, 24)))
            .toUtf8();
    case 1: {
        QString cmd = QString::fromLatin1(kCommands[rng.bounded(7)]);
        if (cmd.contains(QStringLiteral("%1")))
            cmd = cmd.arg(n % 500);
        const char *risk = rng.bounded(20) == 0 ? "HIGH" : rng.bounded(3) == 0 ? "MEDIUM" : "LOW";
        return QStringLiteral(R"({"id":"%1","timestamp":"%2","source":"agent","kind":"ActionEvent",)"
                              R"("thought":[{"type":"text","text":"%3"}],)"
                              R"("action":{"kind":"TerminalAction","command":"%4","is_input":false},)"
                              R"("tool_name":"terminal","tool_call_id":"call_%5","security_risk":"%6",)"
                              R"("summary":"run it"})")
            .arg(id, ts, jsonEscape(sentence(rng, 12)), jsonEscape(cmd))
            .arg(n)
            .arg(QLatin1String(risk))
            .toUtf8();
    }
    case 2: {
        // Output: mostly short, sometimes a long log.
        const int words = rng.bounded(10) == 0 ? 600 : 30;
        return QStringLiteral(R"({"id":"%1","timestamp":"%2","source":"environment","kind":"ObservationEvent",)"
                              R"("observation":{"kind":"TerminalObservation","content":[{"type":"text",)"
                              R"("text":"%3"}],"command":"pytest -q","exit_code":%4,"is_error":false,)"
                              R"("timeout":false},"tool_name":"terminal","tool_call_id":"call_%5","action_id":"x"})")
            .arg(id, ts, jsonEscape(sentence(rng, words)))
            .arg(rng.bounded(7) == 0 ? 1 : 0)
            .arg(n)
            .toUtf8();
    }
    default:
        return QStringLiteral(R"({"id":"%1","timestamp":"%2","source":"agent","kind":"ActionEvent",)"
                              R"("action":{"kind":"FileEditorAction","command":"str_replace",)"
                              R"("path":"/workspace/src/mod%3/file%4.py","old_str":"a","new_str":"b"},)"
                              R"("tool_name":"file_editor","tool_call_id":"call_%4","security_risk":"LOW",)"
                              R"("summary":"edit"})")
            .arg(id, ts)
            .arg(n % 97)
            .arg(n % 1000)
            .toUtf8();
    }
}

/// 50 enabled rules of every shape: the four examples, words, phrases, prefixes, exclusions,
/// fields, and conversation facts.
QList<WatchRule> fiftyRules()
{
    const QStringList &v = vocabulary();
    QStringList queries{QStringLiteral(R"(cmd:"rm -rf")"),
                        QStringLiteral("risk:HIGH"),
                        QStringLiteral("path:.env"),
                        QStringLiteral(R"(cmd:"git push --force")"),
                        QStringLiteral("kind:error"),
                        QStringLiteral("cmd:pytest risk:high"),
                        QStringLiteral("path:mod42 kind:action"),
                        QStringLiteral("cmd:make repo:acme")};
    for (int i = 0; queries.size() < 50; ++i) {
        switch (i % 5) {
        case 0:
            queries.append(v.at(v.size() - 1 - i * 31)); // a rare word
            break;
        case 1:
            queries.append(u'"' + v.at(i) + u' ' + v.at(i + 1) + u'"'); // a phrase
            break;
        case 2:
            queries.append(v.at(i * 41).left(4) + u'*'); // a prefix
            break;
        case 3:
            queries.append(v.at(i) + QStringLiteral(" -") + v.at(i + 2)); // a word without another
            break;
        default:
            queries.append(QStringLiteral("kind:observation ") + v.at(v.size() / 2 + i)); // a field and a word
            break;
        }
    }
    QList<WatchRule> rules;
    for (const QString &q : std::as_const(queries)) {
        WatchRule r;
        r.id = rules.size() + 1;
        r.name = q;
        r.query = q;
        r.enabled = true;
        rules.append(r);
    }
    return rules;
}

QString convId(qint64 n)
{
    return QStringLiteral("c%1").arg(n, 31, 16, QLatin1Char('0'));
}

/// One number from the store file, read as the app reads it (the search text function registered).
qint64 scalar(const QString &path, const QString &sql)
{
    ReadOnlyConnection connection(path, "bench");
    QSqlQuery q(connection.db());
    if (connection.ok() && q.exec(sql) && q.next())
        return q.value(0).toLongLong();
    qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
    return -1;
}

} // namespace

class BenchSearch : public QObject
{
    Q_OBJECT
private:
    /// The same event stream into `writer`: conversations grow side by side, a page of 100 events
    /// at a time, as a sync does. `events` and `timedNs` (parse and write, not the JSON's making)
    /// add up what was written.
    void ingest(StoreWriter &writer, qint64 conversations, qint64 perConv, qint64 &events, qint64 &timedNs)
    {
        QRandomGenerator rng(31);
        QElapsedTimer timer;
        m_parseNs = 0;
        for (qint64 from = 0; from < perConv; from += 100) {
            for (qint64 c = 0; c < conversations; ++c) {
                QList<QByteArray> json;
                const qint64 count = std::min<qint64>(100, perConv - from);
                for (qint64 i = 0; i < count; ++i)
                    json.append(eventJson(c * perConv + from + i, rng));
                timer.start();
                StoreOps::AppendEvents batch;
                batch.conversationId = convId(c);
                for (const QByteArray &j : std::as_const(json)) {
                    auto parsed = Api::Codec::parseEvent(j);
                    QVERIFY(parsed.ok());
                    batch.events.append(std::move(parsed).value());
                }
                m_parseNs += timer.nsecsElapsed();
                QVERIFY(!writer.process(StoreBatch{batch}).failed);
                timedNs += timer.nsecsElapsed();
                events += count;
            }
        }
    }

    /// Where an ingest's time went: the parse (Api::Codec::parseEvent) and the writer (summary,
    /// SQLite, index, rules).
    void reportParseShare(qint64 events, qint64 timedNs) const
    {
        qInfo("  of which the parse %.1f us/event, the writer %.1f us/event", double(m_parseNs) / 1e3 / double(events),
              double(timedNs - m_parseNs) / 1e3 / double(events));
    }

    QTemporaryDir m_dir;
    QString m_path;
    qint64 m_parseNs = 0; ///< of the last ingest(): the parse alone
    qint64 m_events = 0;
    double m_baselineRate = 0;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_path = m_dir.filePath(QStringLiteral("bench.sqlite"));
        m_events = eventTotal();
    }

    // The same stream of events into a store that writes no index: what the index costs.
    void ingestWithoutTheIndex()
    {
        const qint64 total = std::max<qint64>(1000, m_events / 5);
        const qint64 conversations = std::max<qint64>(10, total / 1000);
        const qint64 perConv = total / conversations;
        StoreWriter writer;
        QString error;
        QVERIFY2(writer.open(m_dir.filePath(QStringLiteral("baseline.sqlite")), &error, nullptr), qPrintable(error));
        writer.dropSearchIndexForBenchmark();
        qint64 n = 0;
        qint64 timedNs = 0;
        ingest(writer, conversations, perConv, n, timedNs);
        if (QTest::currentTestFailed())
            return;
        m_baselineRate = double(n) / (double(timedNs) / 1e9);
        qInfo("ingest without the index (baseline): %lld events in %lld conversations in %.2f s = %.0f events/s",
              qlonglong(n), qlonglong(conversations), double(timedNs) / 1e9, m_baselineRate);
        reportParseShare(n, timedNs);
    }

    void ingestWithTheIndex()
    {
        const qint64 conversations = std::max<qint64>(10, m_events / 1000);
        const qint64 perConv = m_events / conversations;
        StoreWriter writer;
        QString error;
        QVERIFY2(writer.open(m_path, &error, nullptr), qPrintable(error));
        QVERIFY(writer.searchIndex());
        QVERIFY(writer.searchIndex()->ensureTimeIndex()); // as the Store's open does (buildSearchIndex)
        qint64 n = 0;
        qint64 timedNs = 0;
        ingest(writer, conversations, perConv, n, timedNs);
        if (QTest::currentTestFailed())
            return;
        const double rate = double(n) / (double(timedNs) / 1e9);
        qInfo("ingest with the index: %lld events in %lld conversations in %.2f s = %.0f events/s", qlonglong(n),
              qlonglong(conversations), double(timedNs) / 1e9, rate);
        reportParseShare(n, timedNs);
        m_events = n;
        QCOMPARE(scalar(m_path, QStringLiteral("SELECT COUNT(*) FROM events")), n);
        if (m_baselineRate > 0)
            qInfo("ingest with the index: %.0f%% of the baseline's rate", 100.0 * rate / m_baselineRate);
        BENCH_TARGET(rate >= 40000, "ingest with the index >= 40,000 events/s");
    }

    // The app's path: the sync parses each page off the GUI thread (the thread pool) and hands it
    // to the Store, whose writer commits it on its own thread while the next page is fetched. When
    // pages come faster than the writer commits them, a backlog forms and the index's documents go
    // into FTS5 a chunk at a time (storesearchindex.h). Here this thread makes and parses the pages
    // with at most 64 in flight; the clock runs from the first page to the last commit, the JSON's
    // making included (it overlaps the writer).
    void ingestThroughTheStore()
    {
        const qint64 conversations = std::max<qint64>(10, m_events / 1000);
        const qint64 perConv = m_events / conversations;
        const QString path = m_dir.filePath(QStringLiteral("store.sqlite"));
        QString error;
        auto store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        QRandomGenerator rng(31);
        int inFlight = 0;
        qint64 n = 0;
        qint64 producerNs = 0;
        QElapsedTimer timer, busy;
        timer.start();
        for (qint64 from = 0; from < perConv; from += 100) {
            for (qint64 c = 0; c < conversations; ++c) {
                while (inFlight >= 64)
                    QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
                busy.start();
                const qint64 count = std::min<qint64>(100, perConv - from);
                QList<Event> events;
                events.reserve(count);
                for (qint64 i = 0; i < count; ++i) {
                    auto parsed = Api::Codec::parseEvent(eventJson(c * perConv + from + i, rng));
                    QVERIFY(parsed.ok());
                    events.append(std::move(parsed).value());
                }
                ++inFlight;
                store->appendEvents(convId(c), events, {}, this, [&inFlight](bool committed) {
                    QVERIFY(committed);
                    --inFlight;
                });
                n += count;
                producerNs += busy.nsecsElapsed();
                QCoreApplication::processEvents();
            }
        }
        store->waitForWrites();
        const double s = double(timer.nsecsElapsed()) / 1e9;
        const double rate = double(n) / s;
        qInfo("ingest through the Store (writer on its own thread, pages parsed here): %lld events in %.2f s = "
              "%.0f events/s; this thread was busy making and parsing pages %.0f%% of it",
              qlonglong(n), s, rate, 100.0 * double(producerNs) / double(timer.nsecsElapsed()));
        store.reset();
        QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM events")), n);
        QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM search_pending")), qint64(0));
        BENCH_TARGET(rate >= 40000, "ingest with the index through the Store >= 40,000 events/s");
    }

    void indexSize()
    {
        const qint64 index =
            scalar(m_path, QStringLiteral("SELECT SUM(pgsize) FROM dbstat WHERE name LIKE 'search_fts%'"));
        // total(): a NULL column (no command, no path) counts 0, it does not drop the row.
        const qint64 text = scalar(m_path,
                                   QStringLiteral("SELECT CAST(total(length(CAST(body AS BLOB))) + "
                                                  "total(length(CAST(cmd AS BLOB))) + total(length(CAST(path "
                                                  "AS BLOB))) + total(length(CAST(kind AS BLOB))) + "
                                                  "total(length(CAST(risk AS BLOB))) AS INTEGER) FROM search_fts"));
        const qint64 file = scalar(m_path, QStringLiteral("SELECT SUM(pgsize) FROM dbstat"));
        QVERIFY(index > 0 && text > 0);
        const double ratio = double(index) / double(text);
        qInfo("index: %.1f MB (FTS5 segments; the text is read from the events) for %.1f MB of text = %.2fx; "
              "whole file %.1f MB",
              double(index) / 1e6, double(text) / 1e6, ratio, double(file) / 1e6);
        // Where the bytes go: each of the index's tables, and the part of its pages left empty.
        for (const char *table : {"search_fts_data", "search_fts_idx"}) {
            const QString where = QStringLiteral(" FROM dbstat WHERE name = '%1'").arg(QLatin1String(table));
            const qint64 bytes = scalar(m_path, QStringLiteral("SELECT SUM(pgsize)") + where);
            const qint64 unused = scalar(m_path, QStringLiteral("SELECT SUM(unused)") + where);
            qInfo("  %s: %.1f MB = %.2fx the text, %.0f%% of it unused", table, double(bytes) / 1e6,
                  double(bytes) / double(text), bytes > 0 ? 100.0 * double(unused) / double(bytes) : 0.0);
        }
        BENCH_TARGET(ratio <= 1.5, "the index <= 1.5x the text it holds");
    }

    void queries()
    {
        const QStringList &v = vocabulary();
        QStringList texts;
        for (int i = 0; i < 10; ++i)
            texts.append(v.at(i * 7)); // common words
        for (int i = 0; i < 10; ++i)
            texts.append(v.at(v.size() - 1 - i * 13)); // rare words
        for (int i = 0; i < 6; ++i)
            texts.append(v.at(i) + u' ' + v.at(i * 11 + 5)); // two words
        for (int i = 0; i < 6; ++i)
            texts.append(u'"' + v.at(i * 3) + u' ' + v.at(i * 3 + 1) + u'"'); // phrases
        for (int i = 0; i < 6; ++i)
            texts.append(v.at(i * 101).left(4) + u'*'); // prefixes
        texts << QStringLiteral(R"(cmd:"git push --force")") << QStringLiteral(R"(cmd:"rm -rf")")
              << QStringLiteral("path:.env") << QStringLiteral("risk:high") << QStringLiteral("risk:high cmd:rm")
              << QStringLiteral("kind:observation ") + v.at(40) << QStringLiteral("path:mod42")
              << v.at(3) + QStringLiteral(" since:2026-08-21") << v.at(5) + QStringLiteral(" -") + v.at(6)
              << QStringLiteral("kind:message ") + v.at(2) << QStringLiteral("cmd:pytest ") + v.at(9)
              << QStringLiteral("kind:error");
        QCOMPARE(texts.size(), 50);
        QList<double> ms;
        qint64 hits = 0;
        for (const QString &t : std::as_const(texts)) {
            Search::Request r;
            r.dbPath = m_path;
            r.text = t;
            r.query = Search::parse(t, QDateTime(QDate(2026, 12, 4), QTime(12, 0), Qt::UTC));
            QVERIFY2(r.query.isValid(), qPrintable(t + u' ' + r.query.error));
            QElapsedTimer timer;
            timer.start();
            const SearchResult result = Search::run(r);
            ms.append(double(timer.nsecsElapsed()) / 1e6);
            QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
            hits += result.hitCount;
        }
        QVERIFY(hits > 0);
        const double p50 = Bench::percentile(ms, 0.5), p95 = Bench::percentile(ms, 0.95),
                     p99 = Bench::percentile(ms, 0.99);
        qInfo("50 mixed queries over %lld events: p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms (%lld hits)",
              qlonglong(m_events), p50, p95, p99, *std::max_element(ms.cbegin(), ms.cend()), qlonglong(hits));
        // The slowest queries by name: what a missed target is about.
        QList<qsizetype> order(ms.size());
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), [&ms](qsizetype a, qsizetype b) {
            return ms.at(a) > ms.at(b);
        });
        for (qsizetype i = 0; i < std::min<qsizetype>(5, order.size()); ++i)
            qInfo("  slow: %.1f ms  %s", ms.at(order.at(i)), qPrintable(texts.at(order.at(i))));
        BENCH_TARGET(p95 <= 100, "query p95 <= 100 ms");
        BENCH_TARGET(p99 <= 200, "query p99 <= 200 ms");
    }

    // The list's search box over the same store: the index (EventTextSearch::run) against the
    // LIKE scan it replaces (runLike), on common words, rare words and pairs.
    void againstTheLikeScan()
    {
        const QStringList &v = vocabulary();
        const QList<QStringList> searches{{v.at(0)},
                                          {v.at(7)},
                                          {v.at(30)},
                                          {v.at(v.size() - 7)},
                                          {v.at(v.size() - 200)},
                                          {v.at(v.size() - 1500)},
                                          {v.at(1), v.at(20)},
                                          {v.at(2), v.at(v.size() - 9)}};
        QList<double> likeMs, ftsMs;
        for (const QStringList &words : searches) {
            QElapsedTimer timer;
            timer.start();
            const auto like = EventTextSearch::runLike(m_path, words);
            likeMs.append(double(timer.nsecsElapsed()) / 1e6);
            timer.start();
            const auto fts = EventTextSearch::run(m_path, words);
            ftsMs.append(double(timer.nsecsElapsed()) / 1e6);
            qInfo("list search \"%s\": LIKE scan %.1f ms (%lld conversations), index %.1f ms (%lld conversations)",
                  qPrintable(words.join(u' ')), likeMs.constLast(), qlonglong(like.size()), ftsMs.constLast(),
                  qlonglong(fts.size()));
            // The index finds at least what the summaries' LIKE finds (it also reads past the summary cut).
            QVERIFY(fts.size() >= like.size() || like.size() >= 5000);
        }
        const double likeP50 = Bench::percentile(likeMs, 0.5), ftsP50 = Bench::percentile(ftsMs, 0.5);
        qInfo("list search over %lld events: LIKE scan p50 %.1f ms, max %.1f ms; index p50 %.1f ms, max %.1f ms",
              qlonglong(m_events), likeP50, *std::max_element(likeMs.cbegin(), likeMs.cend()), ftsP50,
              *std::max_element(ftsMs.cbegin(), ftsMs.cend()));
        BENCH_TARGET(ftsP50 * 5 <= likeP50,
                     "the list's search through the index >= 5x faster than the LIKE scan (p50)");
    }

    // The writer's hook for watch rules alone: 50 enabled rules against the documents of every
    // kind of event (the document is the index's, made once; only the check is timed).
    void ruleCheck()
    {
        Search::CompiledRules rules;
        rules.setRules(fiftyRules());
        QCOMPARE(rules.size(), 50);
        QRandomGenerator rng(3131);
        QList<Search::Document> docs;
        const qint64 n = Bench::quick() ? 4000 : 40000;
        for (qint64 i = 0; i < n; ++i) {
            auto parsed = Api::Codec::parseEvent(eventJson(i, rng));
            QVERIFY(parsed.ok());
            docs.append(Search::documentOf(parsed.value(), summarizeEvent(parsed.value())));
        }
        const Search::ConversationFacts facts{QStringLiteral("acme/app"), QStringLiteral("running running"),
                                              QStringLiteral("claude")};
        QElapsedTimer timer;
        timer.start();
        qint64 matched = 0;
        for (const Search::Document &d : std::as_const(docs))
            matched += rules.match(d, QDateTime::currentMSecsSinceEpoch(), facts).size();
        const double perEventMs = double(timer.nsecsElapsed()) / 1e6 / double(n);
        qInfo("watch rules: 50 rules checked against %lld events: %.4f ms per event (%lld matches)", qlonglong(n),
              perEventMs, qlonglong(matched));
        QVERIFY(matched > 0);
        BENCH_TARGET(perEventMs <= 0.5, "a rule check <= 0.5 ms per event with 50 rules");
    }

    // The writer with the index and 50 rules enabled (every event checked; hits recorded).
    void ingestWithTheIndexAndRules()
    {
        const qint64 total = std::max<qint64>(1000, m_events / 5);
        const qint64 conversations = std::max<qint64>(10, total / 1000);
        const qint64 perConv = total / conversations;
        const QString path = m_dir.filePath(QStringLiteral("rules.sqlite"));
        {
            StoreWriter writer;
            QString error;
            QVERIFY2(writer.open(path, &error, nullptr), qPrintable(error));
            for (WatchRule r : fiftyRules()) {
                r.id += 100;
                r.enabledAtMs = 1; // events of 2026-08 are new to them
                QVERIFY(!writer.process(StoreBatch{StoreOps::PutWatchRule{r, false}}).failed);
            }
        }
        StoreWriter writer;
        QString error;
        QVERIFY2(writer.open(path, &error, nullptr), qPrintable(error));
        qint64 n = 0;
        qint64 timedNs = 0;
        ingest(writer, conversations, perConv, n, timedNs);
        if (QTest::currentTestFailed())
            return;
        const double rate = double(n) / (double(timedNs) / 1e9);
        const qint64 hits = scalar(path, QStringLiteral("SELECT COUNT(*) FROM rule_hits"));
        qInfo("ingest with the index and 50 watch rules: %lld events in %.2f s = %.0f events/s (%lld hits recorded)",
              qlonglong(n), double(timedNs) / 1e9, rate, qlonglong(hits));
        QVERIFY(hits > 0);
        BENCH_TARGET(rate >= 40000, "ingest with the index and 50 rules >= 40,000 events/s");
    }

    // The "while you were away" digest over 1,000 conversations (records in the store's mirror,
    // sandboxes with transitions, one indexed read of rule_hits).
    void digest()
    {
        QTemporaryDir dir;
        QString error;
        auto store = Store::openFile(dir.filePath(QStringLiteral("digest.sqlite")), &error);
        QVERIFY2(store, qPrintable(error));
        const char *const exec[] = {"finished", "waiting_for_confirmation", "error", "running", "paused"};
        QList<Conversation> many;
        QList<Sandbox> sandboxes;
        for (int i = 0; i < 1000; ++i) {
            Conversation c;
            c.id = convId(i);
            c.title = QStringLiteral("Conversation %1").arg(i);
            c.sandboxId = QStringLiteral("sbx%1").arg(i % 200);
            c.sandboxStatus = SandboxStatus::Running;
            c.executionStatus = Api::executionStatusFromWire(QString::fromLatin1(exec[i % 5]));
            c.updatedAt = QDateTime::currentDateTimeUtc().addSecs(-i * 30);
            MetricsSnapshot m;
            m.accumulatedCost = 0.05 * i;
            c.metrics = m;
            many.append(c);
        }
        for (int i = 0; i < 200; ++i) {
            Sandbox s;
            s.id = QStringLiteral("sbx%1").arg(i);
            s.status = i % 4 == 0 ? SandboxStatus::Paused : SandboxStatus::Running;
            sandboxes.append(s);
        }
        store->applyConversations(many, 1);
        store->applySandboxes(sandboxes, 1, true);
        store->waitForWrites();
        AwayTracker tracker(store.get());
        QList<double> ms;
        AwayDigest d;
        for (int i = 0; i < 20; ++i) {
            QElapsedTimer timer;
            timer.start();
            d = tracker.digestSince(QDateTime::currentMSecsSinceEpoch() - 4 * 3600 * 1000);
            ms.append(double(timer.nsecsElapsed()) / 1e6);
        }
        QVERIFY(!d.isEmpty());
        const double p50 = Bench::percentile(ms, 0.5), worst = *std::max_element(ms.cbegin(), ms.cend());
        qInfo("away digest over 1,000 conversations and 200 sandboxes: p50 %.2f ms, max %.2f ms (%lld lines)", p50,
              worst, qlonglong(d.lines.size()));
        BENCH_TARGET(worst <= 200, "the away digest <= 200 ms for 1,000 conversations");
    }

    void buildAnOlderCache()
    {
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bench-old"));
            db.setDatabaseName(m_path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("DROP TABLE search_fts")));
            QVERIFY(q.exec(QStringLiteral("DELETE FROM meta WHERE key LIKE 'search_%'")));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("bench-old"));
        StoreWriter writer;
        QString error;
        QVERIFY2(writer.open(m_path, &error, nullptr), qPrintable(error));
        QVERIFY(writer.searchIndex() && !writer.searchIndex()->isComplete());
        QElapsedTimer timer;
        timer.start();
        int steps = 0;
        bool complete = false;
        do {
            complete = writer.buildSearchStep(); // as StoreWriter::buildSearchIndex() does, a turn each
            ++steps;
        } while (!complete && steps < 100000);
        const double s = double(timer.nsecsElapsed()) / 1e9;
        QVERIFY(complete);
        const StoreSearchIndex::Progress p = writer.searchIndex()->progress();
        QCOMPARE(p.total, m_events);
        const double rate = double(m_events) / s;
        qInfo("indexing an older cache: %lld events in %d steps in %.2f s = %.0f events/s", qlonglong(m_events), steps,
              s, rate);
        BENCH_TARGET(rate >= 50000, "indexing >= 50,000 events/s");
    }
};

QTEST_GUILESS_MAIN(BenchSearch)
#include "bench_search.moc"
