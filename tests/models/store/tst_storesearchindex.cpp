// SPDX-License-Identifier: GPL-3.0-or-later
// The full-text index of the cached events (models/store/storesearchindex.h, issue 31): written
// in the store writer's own transactions for every kind of text (messages, thoughts, commands,
// paths, observation output capped head and tail, errors); in step when rows move (a gap filled)
// or go; built in the background for a cache from before it; and never holding a secret (the
// sentinel test).
#include "models/api/codec.h"
#include "models/api/redaction.h"
#include "models/store/store.h"
#include "models/store/storebatch.h"
#include "models/store/storeschema.h"
#include "models/store/storesearchindex.h"
#include "models/store/storesearchtext.h"
#include "models/store/storewriter.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Switchyard;

namespace {

QString ts(int second)
{
    return QDateTime(QDate(2026, 8, 20), QTime(14, 0), Qt::UTC)
        .addSecs(second)
        .toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz000"));
}

QString eid(int conv, int n)
{
    return QStringLiteral("00000000-0000-4000-%1-%2")
        .arg(conv, 4, 10, QLatin1Char('0'))
        .arg(n, 12, 10, QLatin1Char('0'));
}

Event parse(const QJsonObject &o)
{
    auto parsed = Api::Codec::parseEvent(QJsonDocument(o).toJson(QJsonDocument::Compact));
    if (!parsed.ok())
        qFatal("test event does not parse");
    return std::move(parsed).value();
}

QJsonArray textContent(const QString &text)
{
    return QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), text}}};
}

Event message(const QString &id, int second, const QString &text)
{
    return parse(QJsonObject{
        {QStringLiteral("id"), id},
        {QStringLiteral("timestamp"), ts(second)},
        {QStringLiteral("source"), QStringLiteral("user")},
        {QStringLiteral("kind"), QStringLiteral("MessageEvent")},
        {QStringLiteral("llm_message"),
         QJsonObject{{QStringLiteral("role"), QStringLiteral("user")}, {QStringLiteral("content"), textContent(text)}}},
    });
}

Event terminal(const QString &id, int second, const QString &command, const QString &thought, const QString &risk)
{
    return parse(QJsonObject{
        {QStringLiteral("id"), id},
        {QStringLiteral("timestamp"), ts(second)},
        {QStringLiteral("source"), QStringLiteral("agent")},
        {QStringLiteral("kind"), QStringLiteral("ActionEvent")},
        {QStringLiteral("thought"), textContent(thought)},
        {QStringLiteral("action"),
         QJsonObject{{QStringLiteral("command"), command}, {QStringLiteral("kind"), QStringLiteral("TerminalAction")}}},
        {QStringLiteral("tool_name"), QStringLiteral("terminal")},
        {QStringLiteral("tool_call_id"), QString(QStringLiteral("call_") + id)},
        {QStringLiteral("security_risk"), risk},
    });
}

Event edit(const QString &id, int second, const QString &path)
{
    return parse(QJsonObject{
        {QStringLiteral("id"), id},
        {QStringLiteral("timestamp"), ts(second)},
        {QStringLiteral("source"), QStringLiteral("agent")},
        {QStringLiteral("kind"), QStringLiteral("ActionEvent")},
        {QStringLiteral("action"),
         QJsonObject{{QStringLiteral("command"), QStringLiteral("view")},
                     {QStringLiteral("path"), path},
                     {QStringLiteral("kind"), QStringLiteral("FileEditorAction")}}},
        {QStringLiteral("tool_name"), QStringLiteral("file_editor")},
        {QStringLiteral("tool_call_id"), QString(QStringLiteral("call_") + id)},
    });
}

Event output(const QString &id, int second, const QString &text)
{
    return parse(QJsonObject{
        {QStringLiteral("id"), id},
        {QStringLiteral("timestamp"), ts(second)},
        {QStringLiteral("source"), QStringLiteral("environment")},
        {QStringLiteral("kind"), QStringLiteral("ObservationEvent")},
        {QStringLiteral("tool_name"), QStringLiteral("terminal")},
        {QStringLiteral("tool_call_id"), QStringLiteral("call_x")},
        {QStringLiteral("observation"),
         QJsonObject{{QStringLiteral("content"), textContent(text)},
                     {QStringLiteral("exit_code"), 1},
                     {QStringLiteral("kind"), QStringLiteral("TerminalObservation")}}},
    });
}

Event agentError(const QString &id, int second, const QString &error)
{
    return parse(QJsonObject{
        {QStringLiteral("id"), id},
        {QStringLiteral("timestamp"), ts(second)},
        {QStringLiteral("source"), QStringLiteral("agent")},
        {QStringLiteral("kind"), QStringLiteral("AgentErrorEvent")},
        {QStringLiteral("tool_name"), QStringLiteral("terminal")},
        {QStringLiteral("tool_call_id"), QStringLiteral("call_e")},
        {QStringLiteral("error"), error},
    });
}

QString convId(int n)
{
    return QStringLiteral("%1").arg(n, 32, 16, QLatin1Char('0'));
}

/// `read(db)` on a connection of its own to the store file, with the search text function (the
/// index reads its text through it); `failed` when the file cannot be opened.
template<typename T, typename Read>
T onConnection(const QString &dbPath, T failed, Read read)
{
    T out = failed;
    const QString name = QStringLiteral("tst-search-%1").arg(QRandomGenerator::global()->generate());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(dbPath);
        if (db.open() && StoreSearchText::registerFunction(db))
            out = read(db);
    }
    QSqlDatabase::removeDatabase(name);
    return out;
}

/// The event ids whose index row matches `match` (an FTS5 expression).
QStringList matching(const QString &dbPath, const QString &match)
{
    return onConnection(dbPath, QStringList{QStringLiteral("cannot open")}, [&match](const QSqlDatabase &db) {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT e.event_id FROM search_fts f JOIN events e ON e.rid = f.rowid "
                                 "WHERE search_fts MATCH ? ORDER BY e.rid"));
        q.addBindValue(match);
        if (!q.exec())
            return QStringList{QStringLiteral("query failed")};
        QStringList out;
        while (q.next())
            out.append(q.value(0).toString());
        return out;
    });
}

qint64 scalar(const QString &dbPath, const QString &sql)
{
    return onConnection(dbPath, qint64(-1), [&sql](const QSqlDatabase &db) {
        QSqlQuery q(db);
        if (q.exec(sql) && q.next())
            return q.value(0).toLongLong();
        qWarning() << sql << q.lastError().text();
        return qint64(-1);
    });
}

/// SQLite's own check that the index holds exactly the text of the rows it names, no more, no less
/// (FTS5 'integrity-check' against its external content); the error when not.
QString inconsistency(const QString &dbPath)
{
    return onConnection(dbPath, QStringLiteral("cannot open"), [](const QSqlDatabase &db) {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("INSERT INTO search_fts(search_fts, rank) VALUES('integrity-check', 1)")))
            return q.lastError().text();
        return QString();
    });
}

/// The index's words that contain `part` (FTS5's vocabulary of the index itself, not the text).
qint64 wordsContaining(const QString &dbPath, const QString &part)
{
    return onConnection(dbPath, qint64(-1), [&part](const QSqlDatabase &db) {
        QSqlQuery q(db);
        q.exec(QStringLiteral("CREATE VIRTUAL TABLE temp.words USING fts5vocab(main, search_fts, row)"));
        q.prepare(QStringLiteral("SELECT COUNT(*) FROM temp.words WHERE instr(term, ?) > 0"));
        q.addBindValue(part.toLower());
        return q.exec() && q.next() ? q.value(0).toLongLong() : qint64(-1);
    });
}

QByteArray fileBytes(const QString &path)
{
    QByteArray all;
    for (const QString &p : QStringList{path, path + QStringLiteral("-wal")}) {
        QFile f(p);
        if (f.open(QIODevice::ReadOnly))
            all += f.readAll();
    }
    return all;
}

/// Runs `statements` on the store file (what an older build left, made by hand); the first error.
QString edit(const QString &dbPath, const QStringList &statements)
{
    return onConnection(dbPath, QStringLiteral("cannot open"), [&statements](const QSqlDatabase &db) -> QString {
        QSqlQuery q(db);
        for (const QString &sql : statements) {
            if (!q.exec(sql))
                return sql + QStringLiteral(": ") + q.lastError().text();
        }
        return QString();
    });
}

/// Writes `events` into the store file at `dbPath` through a Store of its own, closed afterwards
/// (the cache a test then edits or opens again); the error, empty when written.
QString writeEvents(const QString &dbPath, const QString &conversationId, const QList<Event> &events)
{
    QString error;
    auto store = Store::openFile(dbPath, &error);
    if (!store)
        return error.isEmpty() ? QStringLiteral("cannot open") : error;
    store->appendEvents(conversationId, events, {});
    store->waitForWrites();
    return QString();
}

} // namespace

class TestStoreSearchIndex : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void indexesEveryKindOfText()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cache.sqlite"));
        QString error;
        auto store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        const QString longOutput = QStringLiteral("headword ") + QString(200 * 1024, u'x') + QStringLiteral(" tailword")
            + QString(100, u' ') + QStringLiteral(" middle");
        store->appendEvents(convId(1),
                            {message(eid(1, 0), 0, QStringLiteral("Please fix the flaky quokka test")),
                             terminal(eid(1, 1), 1, QStringLiteral("git push --force origin main"),
                                      QStringLiteral("I will think about wombats"), QStringLiteral("HIGH")),
                             edit(eid(1, 2), 2, QStringLiteral("/workspace/app/.env")),
                             output(eid(1, 3), 3, longOutput),
                             agentError(eid(1, 4), 4, QStringLiteral("the zeppelin tool is unavailable"))},
                            {});
        store->waitForWrites();
        QCOMPARE(matching(path, QStringLiteral("quokka")), QStringList{eid(1, 0)});
        QCOMPARE(matching(path, QStringLiteral("wombats")), QStringList{eid(1, 1)}); // a thought
        QCOMPARE(matching(path, QStringLiteral(R"(cmd : "push --force")")), QStringList{eid(1, 1)});
        QCOMPARE(matching(path, QStringLiteral("risk : high")), QStringList{eid(1, 1)});
        QCOMPARE(matching(path, QStringLiteral("path : env")), QStringList{eid(1, 2)});
        QCOMPARE(matching(path, QStringLiteral("headword")), QStringList{eid(1, 3)});
        QCOMPARE(matching(path, QStringLiteral("tailword")), QStringList{eid(1, 3)}); // the tail is kept
        QCOMPARE(matching(path, QStringLiteral("zeppelin")), QStringList{eid(1, 4)});
        QCOMPARE(matching(path, QStringLiteral("kind : error")), QStringList{eid(1, 4)});
        QCOMPARE(matching(path, QStringLiteral("kind : message")), QStringList{eid(1, 0)});
        // Observation output is capped per event (head and tail).
        QVERIFY(scalar(path, QStringLiteral("SELECT MAX(length(body)) FROM search_fts")) <= 64 * 1024 + 3);
    }

    void followsRowsThatMoveOrGo()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cache.sqlite"));
        QString error;
        auto store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        QList<Event> events;
        for (int i = 0; i < 10; i += 2)
            events.append(message(eid(2, i), i, QStringLiteral("word%1 common").arg(i)));
        store->appendEvents(convId(2), events, {});
        // A gap event at its place by timestamp: the rows after it move up.
        store->insertEvents(convId(2), {message(eid(2, 3), 3, QStringLiteral("word3 common"))}, {});
        store->waitForWrites();
        QCOMPARE(matching(path, QStringLiteral("word4")), QStringList{eid(2, 4)});
        QCOMPARE(matching(path, QStringLiteral("word3")), QStringList{eid(2, 3)});
        QCOMPARE(matching(path, QStringLiteral("word8")), QStringList{eid(2, 8)});
        QCOMPARE(matching(path, QStringLiteral("common")).size(), 6);
        QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM search_fts")), 6);
        QCOMPARE(inconsistency(path), QString());
        // The whole log replaced by a shorter one: the refill never shrinks the log (lost history
        // is kept and marked), and the index still names every row at its place.
        store->replaceEvents(convId(2), {events.at(0), events.at(1)}, {});
        store->waitForWrites();
        QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM search_fts")),
                 scalar(path, QStringLiteral("SELECT COUNT(*) FROM events")));
        QCOMPARE(matching(path, QStringLiteral("word8")), QStringList{eid(2, 8)});
        QCOMPARE(inconsistency(path), QString());
        store->dropLostHistory(convId(2));
        store->waitForWrites();
        QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM search_fts")),
                 scalar(path, QStringLiteral("SELECT COUNT(*) FROM events")));
        QCOMPARE(matching(path, QStringLiteral("word0")), QStringList{eid(2, 0)});
        QCOMPARE(inconsistency(path), QString());
    }

    // Under a backlog (work posted to the writer and not taken yet) the documents wait, their rids
    // in search_pending, and go into FTS5 with the batch that finds nothing behind it. Rows that
    // move while pending stay consistent; documents a process that ended left pending are indexed
    // from the rows at the next open.
    void pendingDocumentsUnderABacklog()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cache.sqlite"));
        QString error;
        StoreWriter writer;
        QVERIFY2(writer.open(path, &error, nullptr), qPrintable(error));
        const auto append = [&writer](const QList<Event> &events) {
            StoreOps::AppendEvents op;
            op.conversationId = convId(5);
            op.events = events;
            return !writer.process(StoreBatch{op}).failed;
        };
        writer.notePosted(); // another batch waits
        QList<Event> events;
        for (int i = 0; i < 10; i += 2)
            events.append(message(eid(5, i), i, QStringLiteral("word%1 common").arg(i)));
        QVERIFY(append(events));
        QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM search_pending")), qint64(5));
        QVERIFY(matching(path, QStringLiteral("common")).isEmpty()); // not in FTS5 yet
        // A gap event at its place by timestamp: the pending rows after it move up.
        StoreOps::InsertEvents gap;
        gap.conversationId = convId(5);
        gap.events = {message(eid(5, 3), 3, QStringLiteral("word3 common"))};
        QVERIFY(!writer.process(StoreBatch{gap}).failed);
        // The batch with nothing behind it writes what waits.
        writer.takePosted();
        QVERIFY(append({message(eid(5, 10), 10, QStringLiteral("word10 common"))}));
        QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM search_pending")), qint64(0));
        QCOMPARE(matching(path, QStringLiteral("word4")), QStringList{eid(5, 4)});
        QCOMPARE(matching(path, QStringLiteral("word8")), QStringList{eid(5, 8)});
        QCOMPARE(matching(path, QStringLiteral("common")).size(), 7);
        QCOMPARE(inconsistency(path), QString());

        // Pending again, and the process ends before they are written (its file copied as it is).
        writer.notePosted();
        QVERIFY(append({message(eid(5, 11), 11, QStringLiteral("echidna common")),
                        message(eid(5, 12), 12, QStringLiteral("platypus common"))}));
        QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM search_pending")), qint64(2));
        const QString copy = dir.filePath(QStringLiteral("copy.sqlite"));
        for (const QString &suffix : {QString(), QStringLiteral("-wal")})
            QVERIFY(QFile::copy(path + suffix, copy + suffix));
        writer.takePosted();
        {
            StoreWriter next;
            QVERIFY2(next.open(copy, &error, nullptr), qPrintable(error));
            QCOMPARE(scalar(copy, QStringLiteral("SELECT COUNT(*) FROM search_pending")), qint64(0));
            QCOMPARE(matching(copy, QStringLiteral("platypus")), QStringList{eid(5, 12)});
            QCOMPARE(matching(copy, QStringLiteral("common")).size(), 9);
            QCOMPARE(inconsistency(copy), QString());
        }
        // The first writer, closed, writes its own.
        writer.close();
        QCOMPARE(matching(path, QStringLiteral("echidna")), QStringList{eid(5, 11)});
        QCOMPARE(inconsistency(path), QString());
    }

    // An index of version 3 (no pending list, its triggers) is kept at the upgrade: only the
    // triggers change, nothing is indexed again.
    void keepsAVersion3Index()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cache.sqlite"));
        QCOMPARE(writeEvents(path, convId(6), {message(eid(6, 5), 5, QStringLiteral("bandicoot kept"))}), QString());
        QCOMPARE(edit(path,
                      {QStringLiteral("DROP TRIGGER search_fts_changed"),
                       QStringLiteral("DROP TRIGGER search_fts_deleted"), QStringLiteral("DROP TABLE search_pending"),
                       QStringLiteral("DELETE FROM search_fts_config WHERE k IN ('automerge', 'hashsize')"),
                       QStringLiteral("UPDATE meta SET value = '3' WHERE key = 'search_index_version'")}),
                 QString());
        QString error;
        auto store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(scalar(path, QStringLiteral("SELECT value FROM meta WHERE key = 'search_index_version'")), qint64(4));
        QCOMPARE(scalar(path, QStringLiteral("SELECT value FROM meta WHERE key = 'search_index_complete'")), qint64(1));
        QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM search_pending")), qint64(0));
        QCOMPARE(matching(path, QStringLiteral("bandicoot")), QStringList{eid(6, 5)});
        // FTS5's options are the index's own, kept in the file: set again on an older index.
        QCOMPARE(scalar(path, QStringLiteral("SELECT v FROM search_fts_config WHERE k = 'automerge'")), qint64(16));
        QCOMPARE(scalar(path, QStringLiteral("SELECT v FROM search_fts_config WHERE k = 'hashsize'")),
                 qint64(64 * 1024 * 1024));
        // The new triggers follow a row that moves.
        store->insertEvents(convId(6), {message(eid(6, 2), 2, QStringLiteral("wallaby before"))}, {});
        store->waitForWrites();
        QCOMPARE(matching(path, QStringLiteral("bandicoot")), QStringList{eid(6, 5)});
        QCOMPARE(matching(path, QStringLiteral("wallaby")), QStringList{eid(6, 2)});
        QCOMPARE(inconsistency(path), QString());
    }

    void buildsAnOlderCacheInTheBackground()
    {
        constexpr int kOlderEvents = StoreSearchIndex::kBuildChunk + 1000;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cache.sqlite"));
        // More than a chunk: the build goes a chunk at a time.
        QList<Event> older;
        for (int i = 0; i < kOlderEvents; ++i)
            older.append(message(eid(3, i), i, QStringLiteral("numbat%1 older text").arg(i)));
        QCOMPARE(writeEvents(path, convId(3), older), QString());
        // As a build from before the index left it (schema 7, the unread marks' step): step 8
        // creates the index, the writer builds it afterwards.
        QCOMPARE(
            edit(path,
                 {QStringLiteral("DROP TRIGGER search_fts_changed"), QStringLiteral("DROP TRIGGER search_fts_deleted"),
                  QStringLiteral("DROP TABLE search_pending"), QStringLiteral("DROP TABLE search_fts"),
                  QStringLiteral("DROP VIEW search_docs"), QStringLiteral("DELETE FROM meta WHERE key LIKE 'search_%'"),
                  QStringLiteral("PRAGMA user_version = 7")}),
            QString());
        QString error;
        auto store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        QSignalSpy progress(store.get(), &Store::searchIndexProgress);
        // Events written while the build runs are indexed once.
        store->appendEvents(convId(3),
                            {message(eid(3, kOlderEvents), kOlderEvents, QStringLiteral("numbat newer text"))}, {});
        QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty() && progress.constLast().at(2).toBool(), 60000);
        QVERIFY(progress.size() >= 2); // chunk by chunk, with progress
        QVERIFY(progress.constLast().at(1).toLongLong() >= kOlderEvents); // counted when the build began
        store->waitForWrites();
        QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM search_fts")), qint64(kOlderEvents + 1));
        QCOMPARE(inconsistency(path), QString()); // each row indexed once
        QCOMPARE(matching(path, QStringLiteral("numbat17")), QStringList{eid(3, 17)});
        QCOMPARE(matching(path, QStringLiteral("newer")), QStringList{eid(3, kOlderEvents)});
        QCOMPARE(scalar(path, QStringLiteral("PRAGMA user_version")), qint64(StoreSchema::kCurrentVersion));
        QCOMPARE(scalar(path, QStringLiteral("SELECT value FROM meta WHERE key = 'search_index_complete'")), qint64(1));
    }

    void buildReadsAheadOnlyWhenNothingChanged()
    {
        // A build step reads the next chunk ahead (its documents are made while it commits); the next
        // step takes it only when nothing was written in between: here an event appended past the
        // cursor and one inserted into a gap, which moves the rows after it.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cache.sqlite"));
        const int chunk = StoreSearchIndex::kBuildChunk;
        QList<Event> older;
        for (int i = 0; i < 3 * chunk; i += 2)
            older.append(message(eid(4, i), i, QStringLiteral("quokka%1 older").arg(i)));
        QCOMPARE(writeEvents(path, convId(4), older), QString());
        QCOMPARE(edit(path,
                      {QStringLiteral("DROP TABLE search_fts"),
                       QStringLiteral("DELETE FROM meta WHERE key LIKE 'search_%'")}),
                 QString());
        StoreWriter writer;
        QString error;
        QVERIFY2(writer.open(path, &error, nullptr), qPrintable(error));
        QVERIFY(writer.searchIndex() && !writer.searchIndex()->isComplete());
        QVERIFY(!writer.searchIndex()->buildStep(chunk).complete);
        StoreOps::InsertEvents gap;
        gap.conversationId = convId(4);
        gap.events = {message(eid(4, 3 * chunk - 3), 3 * chunk - 3, QStringLiteral("wombat late"))};
        QVERIFY(!writer.process(StoreBatch{gap}).failed);
        StoreOps::AppendEvents more;
        more.conversationId = convId(4);
        more.events = {message(eid(4, 3 * chunk + 1), 3 * chunk + 1, QStringLiteral("wombat newest"))};
        QVERIFY(!writer.process(StoreBatch{more}).failed);
        int steps = 0;
        while (!writer.searchIndex()->buildStep(chunk).complete && steps < 10)
            ++steps;
        QVERIFY(writer.searchIndex()->isComplete());
        writer.close();
        const qint64 rows = scalar(path, QStringLiteral("SELECT COUNT(*) FROM events"));
        QCOMPARE(rows, qint64(3 * chunk / 2 + 2));
        QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM search_fts")), rows);
        QCOMPARE(inconsistency(path), QString());
        QCOMPARE(matching(path, QStringLiteral("wombat")).size(), 2);
        QCOMPARE(matching(path, QStringLiteral("quokka%1").arg(3 * chunk - 2)), QStringList{eid(4, 3 * chunk - 2)});
    }

    void neverHoldsASecret()
    {
        const QString sentinel = QStringLiteral("sk-searchsentinel0123456789abcdef");
        const QString registered = QStringLiteral("reg1stered-s3cret-value-42");
        Api::Redaction::registerSecret(registered);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cache.sqlite"));
        QString error;
        auto store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        store->appendEvents(
            convId(4),
            {message(eid(4, 0), 0, QStringLiteral("my key is ") + sentinel),
             terminal(eid(4, 1), 1, QStringLiteral("curl -H 'Authorization: Bearer ") + registered + u'\'',
                      QStringLiteral("export OPENAI_API_KEY=") + sentinel, QStringLiteral("LOW")),
             output(eid(4, 2), 2, QStringLiteral("token ") + registered)},
            {});
        store->waitForWrites();
        store.reset();
        const QByteArray bytes = fileBytes(path);
        QVERIFY(!bytes.isEmpty());
        QVERIFY(!bytes.contains(sentinel.toUtf8()));
        QVERIFY(!bytes.contains(QByteArrayLiteral("searchsentinel0123456789abcdef")));
        QVERIFY(!bytes.contains(registered.toUtf8()));
        QVERIFY(matching(path, QStringLiteral("searchsentinel0123456789abcdef")).isEmpty());
        QVERIFY(matching(path, QStringLiteral("reg1stered")).isEmpty());
        QCOMPARE(scalar(path,
                        QStringLiteral("SELECT COUNT(*) FROM search_fts WHERE body LIKE '%sentinel%' OR cmd "
                                       "LIKE '%s3cret%' OR body LIKE '%s3cret%'")),
                 qint64(0));
        QCOMPARE(wordsContaining(path, QStringLiteral("searchsentinel")), qint64(0));
        QCOMPARE(wordsContaining(path, QStringLiteral("s3cret")), qint64(0));
        QVERIFY(wordsContaining(path, QStringLiteral("curl")) > 0);
        QCOMPARE(matching(path, QStringLiteral("key")).size(), 2); // the text around the secret is kept
        Api::Redaction::clearRegisteredSecrets();
    }
};

QTEST_GUILESS_MAIN(TestStoreSearchIndex)
#include "tst_storesearchindex.moc"
