// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/codec.h"
#include "models/api/redaction.h"
#include "models/api/wireenums.h"
#include "models/store/store.h"
#include "models/store/storeschema.h"
#include "models/store/storesearchtext.h"

#include <QFile>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Switchyard;

namespace {

const QString kSentinel = QStringLiteral("SENTINEL-c0ffee-secret-7731");

Conversation makeConversation(const QString &id, const QString &sandboxId, const QString &sandboxStatus,
                              const QString &execution)
{
    Conversation c;
    c.id = id;
    c.sandboxId = sandboxId;
    c.title = QStringLiteral("Conversation ") + id.left(5);
    c.sandboxStatus = Api::sandboxStatusFromWire(sandboxStatus);
    if (!execution.isEmpty())
        c.executionStatus = Api::executionStatusFromWire(execution);
    c.createdAt = QDateTime(QDate(2026, 8, 20), QTime(14, 0), Qt::UTC);
    c.updatedAt = c.createdAt;
    return c;
}

Sandbox makeSandbox(const QString &id, const QString &status)
{
    Sandbox s;
    s.id = id;
    s.sandboxSpecId = QStringLiteral("spec");
    s.status = Api::sandboxStatusFromWire(status);
    s.createdAt = QDateTime(QDate(2026, 8, 20), QTime(13, 0), Qt::UTC);
    return s;
}

Event makeEvent(const QString &id, const QString &timestamp, const QString &text)
{
    const QByteArray json = QStringLiteral(R"({"id":"%1","timestamp":"%2","source":"user","kind":"MessageEvent",)"
                                           R"("llm_message":{"role":"user","content":[{"type":"text","text":"%3"}]},)"
                                           R"("activated_skills":[]})")
                                .arg(id, timestamp, text)
                                .toUtf8();
    auto parsed = Api::Codec::parseEvent(json);
    if (!parsed.ok())
        qFatal("test event does not parse");
    return std::move(parsed).value();
}

QString eid(int n)
{
    return QStringLiteral("00000000-0000-4000-8000-%1").arg(n, 12, 10, QLatin1Char('0'));
}

QString ts(int second, int micro = 0)
{
    return QStringLiteral("2026-08-20T14:%1:%2.%3")
        .arg(second / 60, 2, 10, QLatin1Char('0'))
        .arg(second % 60, 2, 10, QLatin1Char('0'))
        .arg(micro, 6, 10, QLatin1Char('0'));
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

} // namespace

class TestStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_n = 0;
    QString freshPath() { return m_dir.filePath(QStringLiteral("s%1.sqlite").arg(++m_n)); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void openCreatesSchema()
    {
        QString error;
        auto store = Store::openFile(freshPath(), &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->conversationCount(), 0);
        QVERIFY(store->isStale());
        QCOMPARE(Store::schemaVersion(), StoreSchema::kCurrentVersion);
        QVERIFY(Store::pathForProfile(QStringLiteral("a/b:c")).endsWith(QStringLiteral(".sqlite")));
        QVERIFY(!Store::pathForProfile(QStringLiteral("a/b:c")).contains(QStringLiteral("a/b")));
    }

    void changeSetsInsertChangeNoop()
    {
        auto store = Store::openInMemory();
        QVERIFY(store);
        QSignalSpy spy(store.get(), &Store::changed);
        const QString a = QStringLiteral("aaaaaaaa000000000000000000000001");
        const QString b = QStringLiteral("bbbbbbbb000000000000000000000002");
        store->applyConversations(
            {makeConversation(a, QStringLiteral("s1"), QStringLiteral("RUNNING"), QStringLiteral("running")),
             makeConversation(b, QStringLiteral("s1"), QStringLiteral("PAUSED"), {})},
            1);
        store->waitForWrites();
        QCOMPARE(spy.size(), 1);
        auto ch = spy.takeFirst().at(0).value<StoreChanges>();
        QCOMPARE(ch.conversations.inserted.size(), 2);
        QVERIFY(ch.conversations.changed.isEmpty());
        QCOMPARE(store->conversationCount(), 2);
        QCOMPARE(store->conversation(a)->displayExecution.value(), ExecutionStatus::Running);

        // Same snapshot again: nothing changed, no signal (rows are not touched on refresh).
        store->applyConversations(
            {makeConversation(a, QStringLiteral("s1"), QStringLiteral("RUNNING"), QStringLiteral("running"))}, 2);
        store->waitForWrites();
        QCOMPARE(spy.size(), 0);
        QVERIFY(store->conversation(a)->confirmedAt.isValid());

        auto renamed = makeConversation(a, QStringLiteral("s1"), QStringLiteral("RUNNING"), QStringLiteral("running"));
        renamed.title = QStringLiteral("Renamed");
        store->applyConversations({renamed}, 3);
        store->waitForWrites();
        QCOMPARE(spy.size(), 1);
        ch = spy.takeFirst().at(0).value<StoreChanges>();
        QCOMPARE(ch.conversations.changed, QList<QString>{a});
        QCOMPARE(store->conversation(a)->conversation.title, QStringLiteral("Renamed"));
    }

    // The mirror hands out its records without copying them: conversations() is a snapshot that
    // later change sets do not touch, findConversation() finds every record by id, and both agree
    // with conversation(id).
    void mirrorSnapshotsAndLookups()
    {
        auto store = Store::openInMemory();
        QVERIFY(store);
        QList<Conversation> batch;
        for (int i = 0; i < 50; ++i)
            batch.append(makeConversation(QStringLiteral("%1").arg(i, 32, 16, QLatin1Char('0')), QStringLiteral("s1"),
                                          QStringLiteral("RUNNING"), QStringLiteral("running")));
        store->applyConversations(batch, 1);
        store->waitForWrites();
        QCOMPARE(store->conversationCount(), 50);
        const QList<ConversationRecord> before = store->conversations();
        QCOMPARE(before.size(), 50);
        QCOMPARE(store->conversationIds().size(), 50);
        for (const ConversationRecord &r : before) {
            const ConversationRecord *found = store->findConversation(r.conversation.id);
            QVERIFY(found);
            QCOMPARE(found->conversation.title, r.conversation.title);
            QCOMPARE(store->conversation(r.conversation.id)->conversation.id, r.conversation.id);
        }
        QVERIFY(!store->findConversation(QStringLiteral("ffffffff00000000000000000000ffff")));

        auto renamed = batch.at(7);
        renamed.title = QStringLiteral("Renamed");
        store->applyConversations({renamed}, 2);
        store->waitForWrites();
        QCOMPARE(store->findConversation(renamed.id)->conversation.title, QStringLiteral("Renamed"));
        // The snapshot taken before is unchanged.
        const auto old = std::find_if(before.cbegin(), before.cend(), [&](const ConversationRecord &r) {
            return r.conversation.id == renamed.id;
        });
        QVERIFY(old != before.cend());
        QCOMPARE(old->conversation.title, batch.at(7).title);
        QCOMPARE(store->conversationsOnSandbox(QStringLiteral("s1")).size(), 50);
    }

    void staleResponseChangesNothing()
    {
        auto store = Store::openInMemory();
        QSignalSpy spy(store.get(), &Store::changed);
        const QString a = QStringLiteral("aaaaaaaa000000000000000000000001");
        auto newer = makeConversation(a, QStringLiteral("s1"), QStringLiteral("RUNNING"), QStringLiteral("running"));
        newer.title = QStringLiteral("newer");
        store->applyConversations({newer}, 10);
        store->waitForWrites();
        QCOMPARE(spy.size(), 1);
        spy.clear();

        auto older = makeConversation(a, QStringLiteral("s1"), QStringLiteral("PAUSED"), {});
        older.title = QStringLiteral("older");
        store->applyConversations({older}, 5); // an older request answering late
        store->applyConversationBatch({a}, {std::nullopt}, 7); // an older batch saying "gone"
        store->markConversationsGone({a}, 9);
        store->waitForWrites();
        QCOMPARE(spy.size(), 0);
        const auto rec = store->conversation(a);
        QCOMPARE(rec->conversation.title, QStringLiteral("newer"));
        QCOMPARE(rec->conversation.sandboxStatus.value(), SandboxStatus::Running);
        QVERIFY(!rec->gone);

        // Sandboxes and settings obey the same rule.
        store->applySandboxes({makeSandbox(QStringLiteral("s1"), QStringLiteral("RUNNING"))}, 20, true);
        store->waitForWrites();
        spy.clear();
        store->applySandboxes({makeSandbox(QStringLiteral("s1"), QStringLiteral("PAUSED"))}, 15, true);
        store->applySandboxes({}, 16, true);
        store->waitForWrites();
        QCOMPARE(spy.size(), 0);
        QCOMPARE(store->sandbox(QStringLiteral("s1"))->sandbox.status.value(), SandboxStatus::Running);
        QVERIFY(!store->sandbox(QStringLiteral("s1"))->gone);

        store->setGroupingStrategy(GroupingStrategy::NoGrouping, 30);
        store->setGroupingStrategy(GroupingStrategy::AddToAny, 29);
        store->waitForWrites();
        QCOMPARE(store->groupingStrategy().value(), GroupingStrategy::NoGrouping);
    }

    void goneAndReconciliation()
    {
        auto store = Store::openInMemory();
        QSignalSpy spy(store.get(), &Store::changed);
        const QString a = QStringLiteral("aaaaaaaa000000000000000000000001");
        const QString b = QStringLiteral("bbbbbbbb000000000000000000000002");
        store->applyConversations(
            {makeConversation(a, QStringLiteral("s1"), QStringLiteral("RUNNING"), QStringLiteral("running")),
             makeConversation(b, QStringLiteral("s2"), QStringLiteral("RUNNING"), QStringLiteral("idle"))},
            1);
        store->applyConversationBatch(
            {a, b},
            {std::nullopt,
             makeConversation(b, QStringLiteral("s2"), QStringLiteral("RUNNING"), QStringLiteral("idle"))},
            2);
        store->waitForWrites();
        QVERIFY(store->conversation(a)->gone);
        QVERIFY(!store->conversation(b)->gone);
        QVERIFY(!store->isStale());
        QVERIFY(store->lastConfirmed().isValid());

        // A newer sandbox record says PAUSED: the conversation no longer shows RUNNING.
        spy.clear();
        store->applySandboxes({makeSandbox(QStringLiteral("s2"), QStringLiteral("PAUSED"))}, 3, true);
        store->waitForWrites();
        const auto rec = store->conversation(b);
        QCOMPARE(rec->displaySandboxStatus.value(), SandboxStatus::Paused);
        QVERIFY(rec->displayExecution.isAbsent());
        QCOMPARE(spy.size(), 1);
        const auto ch = spy.takeFirst().at(0).value<StoreChanges>();
        QCOMPARE(ch.sandboxes.inserted, QList<QString>{QStringLiteral("s2")});
        QVERIFY(ch.conversations.changed.contains(b));
        QCOMPARE(store->conversationsOnSandbox(QStringLiteral("s2")), QList<QString>{b});

        // Sandbox gone from a complete listing.
        store->applySandboxes({}, 4, true);
        store->waitForWrites();
        QVERIFY(store->sandbox(QStringLiteral("s2"))->gone);
        QCOMPARE(store->conversation(b)->displaySandboxStatus.value(), SandboxStatus::Missing);
        QVERIFY(store->sandbox(QStringLiteral("s2"))->transitions.size() >= 2);
    }

    void startingGrace()
    {
        auto store = Store::openInMemory();
        auto clockMs = std::make_shared<std::atomic<qint64>>(
            QDateTime(QDate(2026, 8, 20), QTime(15, 0), Qt::UTC).toMSecsSinceEpoch());
        store->setClock([clockMs] {
            return QDateTime::fromMSecsSinceEpoch(clockMs->load(), Qt::UTC);
        });
        store->setStartingGrace(std::chrono::seconds(60));
        const QString a = QStringLiteral("aaaaaaaa000000000000000000000001");
        store->applyConversations({makeConversation(a, QStringLiteral("s1"), QStringLiteral("RUNNING"), {})}, 1);
        store->waitForWrites();
        QVERIFY(store->conversation(a)->startingGrace);
        clockMs->fetch_add(30000);
        store->reevaluate();
        store->waitForWrites();
        QVERIFY(store->conversation(a)->startingGrace);
        QSignalSpy spy(store.get(), &Store::changed);
        clockMs->fetch_add(31000);
        store->reevaluate();
        store->waitForWrites();
        QVERIFY(!store->conversation(a)->startingGrace);
        QCOMPARE(spy.size(), 1);
        // The agent answers: the real status is shown.
        store->applyConversations(
            {makeConversation(a, QStringLiteral("s1"), QStringLiteral("RUNNING"), QStringLiteral("running"))}, 2);
        store->waitForWrites();
        QCOMPARE(store->conversation(a)->displayExecution.value(), ExecutionStatus::Running);
    }

    void eventsAppendDedupeCursorAndReopen()
    {
        const QString path = freshPath();
        const QString a = QStringLiteral("aaaaaaaa000000000000000000000001");
        {
            QString error;
            auto store = Store::openFile(path, &error);
            QVERIFY(store);
            store->applyConversations({makeConversation(a, QStringLiteral("s1"), QStringLiteral("PAUSED"), {})}, 1);
            QSignalSpy spy(store.get(), &Store::changed);
            store->appendEvents(a,
                                {makeEvent(eid(1), ts(1), QStringLiteral("one")),
                                 makeEvent(eid(2), ts(2), QStringLiteral("two")),
                                 makeEvent(eid(3), ts(2), QStringLiteral("three"))},
                                EventCursor{ts(2), {eid(2), eid(3)}});
            store->waitForWrites();
            QCOMPARE(store->eventCount(a), 3);
            QCOMPARE(spy.size(), 2); // the record, then the events
            const auto ch = spy.last().at(0).value<StoreChanges>();
            QCOMPARE(ch.eventsAppended.value(a), 3);
            QVERIFY(ch.conversations.changed.contains(a));

            // Overlapping re-read (timestamp__gte): known ids are dropped, the new one is appended.
            store->appendEvents(a,
                                {makeEvent(eid(2), ts(2), QStringLiteral("two")),
                                 makeEvent(eid(3), ts(2), QStringLiteral("three")),
                                 makeEvent(eid(4), ts(3), QStringLiteral("four")),
                                 makeEvent(eid(4), ts(3), QStringLiteral("four again"))},
                                EventCursor{ts(3), {eid(4)}});
            // An older cursor never moves it back.
            store->appendEvents(a, {}, EventCursor{ts(1), {eid(1)}});
            store->waitForWrites();
            QCOMPARE(store->eventCount(a), 4);
            QCOMPARE(store->eventIds(a), (QList<QString>{eid(1), eid(2), eid(3), eid(4)}));
            QCOMPARE(store->eventCursor(a), (EventCursor{ts(3), {eid(4)}}));
            const auto sums = store->eventSummaries(a, 1, 10);
            QCOMPARE(sums.size(), 3);
            QCOMPARE(sums.at(0).id, eid(2));
            QCOMPARE(sums.at(0).kind, EventKind::Message);
            QVERIFY(sums.at(2).summary.contains(QStringLiteral("four")));
            QVERIFY(store->rawEvent(a, 3).contains("four"));
            QVERIFY(store->rawEvent(a, 4).isEmpty());
            const auto ev = store->event(a, 0);
            QVERIFY(ev);
            QCOMPARE(ev->id, eid(1));
            QCOMPARE(store->findEvent(a, eid(3)), 2);
            QCOMPARE(store->findEvent(a, eid(9)), -1);
            QVERIFY(store->conversation(a)->searchText.contains(QStringLiteral("three")));
            QCOMPARE(store->conversation(a)->eventCount, 4);
            QVERIFY(store->conversation(a)->lastActivityMs > 0);
        }
        QString error;
        auto store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->eventCount(a), 4);
        QCOMPARE(store->eventCursor(a), (EventCursor{ts(3), {eid(4)}}));
        QCOMPARE(store->conversation(a)->eventCount, 4);
        QVERIFY(store->isStale());
    }

    void summariesFollowTheLanguage()
    {
        // Summaries hold translated words ("Paused", "exit 2: ..."). A cache written in another
        // language has them redone from the raw events when it is opened; the others stay as they are.
        const QString path = freshPath();
        const QString a = QStringLiteral("aaaaaaaa000000000000000000000007");
        auto parse = [](const QString &json) {
            auto parsed = Api::Codec::parseEvent(json.toUtf8());
            if (!parsed.ok())
                qFatal("test event does not parse");
            return std::move(parsed).value();
        };
        {
            QString error;
            auto store = Store::openFile(path, &error);
            QVERIFY2(store, qPrintable(error));
            store->applyConversations({makeConversation(a, QStringLiteral("s1"), QStringLiteral("RUNNING"), {})}, 1);
            store->appendEvents(
                a,
                {makeEvent(eid(1), ts(1), QStringLiteral("hello")),
                 parse(QStringLiteral("{\"id\":\"%1\",\"timestamp\":\"%2\",\"source\":\"user\",\"kind\":"
                                      "\"PauseEvent\"}")
                           .arg(eid(2), ts(2))),
                 parse(QStringLiteral("{\"id\":\"%1\",\"timestamp\":\"%2\",\"source\":\"environment\",\"kind\":"
                                      "\"ObservationEvent\",\"tool_name\":\"terminal\",\"tool_call_id\":\"c1\","
                                      "\"observation\":{\"kind\":\"TerminalObservation\",\"content\":[{\"type\":"
                                      "\"text\",\"text\":\"boom\"}],\"exit_code\":2}}")
                           .arg(eid(3), ts(3)))},
                EventCursor{ts(3), {eid(3)}});
            store->waitForWrites();
            const auto sums = store->eventSummaries(a, 0, 10);
            QCOMPARE(sums.size(), 3);
            QCOMPARE(sums.at(1).summary, QStringLiteral("Paused"));
            QCOMPARE(sums.at(2).summary, QStringLiteral("exit 2: boom"));
        }
        auto rewrite = [&](const QString &tag) {
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("lang"));
                db.setDatabaseName(path);
                QVERIFY(db.open());
                QVERIFY(StoreSearchText::registerFunction(db)); // the search index's triggers call it
                QSqlQuery q(db);
                QVERIFY(q.exec(QStringLiteral("UPDATE events SET summary = 'in another language'")));
                if (!tag.isEmpty()) {
                    q.prepare(QStringLiteral("UPDATE meta SET value = ? WHERE key = 'summary_language'"));
                    q.addBindValue(tag);
                    QVERIFY(q.exec());
                    QCOMPARE(q.numRowsAffected(), 1);
                }
                q = QSqlQuery();
                db.close();
            }
            QSqlDatabase::removeDatabase(QStringLiteral("lang"));
        };
        rewrite(QStringLiteral("Pausiert|exit %1: |..."));
        {
            QString error;
            auto store = Store::openFile(path, &error);
            QVERIFY2(store, qPrintable(error));
            store->waitForWrites();
            const auto sums = store->eventSummaries(a, 0, 10);
            QCOMPARE(sums.size(), 3);
            QCOMPARE(sums.at(0).summary, QStringLiteral("in another language")); // a message: not translated
            QCOMPARE(sums.at(1).summary, QStringLiteral("Paused"));
            QCOMPARE(sums.at(2).summary, QStringLiteral("exit 2: boom"));
        }
        // Same language as recorded: nothing is redone.
        rewrite(QString());
        QString error;
        auto store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        store->waitForWrites();
        QCOMPARE(store->eventSummaries(a, 1, 1).value(0).summary, QStringLiteral("in another language"));
    }

    void replaceKeepsPrefixAndReportsReset()
    {
        auto store = Store::openInMemory();
        const QString a = QStringLiteral("aaaaaaaa000000000000000000000001");
        store->appendEvents(
            a, {makeEvent(eid(1), ts(1), QStringLiteral("1")), makeEvent(eid(2), ts(3), QStringLiteral("2"))},
            EventCursor{ts(3), {eid(2)}});
        store->waitForWrites();
        QSignalSpy spy(store.get(), &Store::changed);
        // Same prefix, more events: a plain append, no reset.
        store->replaceEvents(a,
                             {makeEvent(eid(1), ts(1), QStringLiteral("1")),
                              makeEvent(eid(2), ts(3), QStringLiteral("2")),
                              makeEvent(eid(3), ts(4), QStringLiteral("3"))},
                             EventCursor{ts(4), {eid(3)}});
        store->waitForWrites();
        QCOMPARE(spy.size(), 1);
        QVERIFY(spy.takeFirst().at(0).value<StoreChanges>().eventsReset.isEmpty());
        // A late event sorts in the middle on the server: the log is rewritten from there.
        store->replaceEvents(
            a,
            {makeEvent(eid(1), ts(1), QStringLiteral("1")), makeEvent(eid(5), ts(2), QStringLiteral("5")),
             makeEvent(eid(2), ts(3), QStringLiteral("2")), makeEvent(eid(3), ts(4), QStringLiteral("3"))},
            EventCursor{ts(4), {eid(3)}});
        store->waitForWrites();
        QCOMPARE(spy.size(), 1);
        const auto ch = spy.takeFirst().at(0).value<StoreChanges>();
        QCOMPARE(ch.eventsReset, QList<QString>{a});
        QCOMPARE(ch.eventsAppended.value(a), 4);
        QCOMPARE(store->eventIds(a), (QList<QString>{eid(1), eid(5), eid(2), eid(3)}));
    }

    void secretsNeverReachTheFile()
    {
        const QString path = freshPath();
        {
            QString error;
            auto store = Store::openFile(path, &error);
            QVERIFY(store);
            auto c = makeConversation(QStringLiteral("aaaaaaaa000000000000000000000001"), QStringLiteral("s1"),
                                      QStringLiteral("RUNNING"), QStringLiteral("running"));
            c.sessionApiKey = kSentinel;
            c.conversationUrl = QStringLiteral("http://127.0.0.1:1/api/conversations/x");
            auto s = makeSandbox(QStringLiteral("s1"), QStringLiteral("RUNNING"));
            s.sessionApiKey = kSentinel;
            s.exposedUrls.append(ExposedUrl{QStringLiteral("AGENT_SERVER"), QStringLiteral("http://h"), 60000});
            StartTask t;
            t.id = QStringLiteral("cccccccc000000000000000000000003");
            t.status = StartTaskStatus::Working;
            t.request.secrets.insert(QStringLiteral("GITHUB_TOKEN"), kSentinel);
            store->applyConversations({c}, 1);
            store->applySandboxes({s}, 2, true);
            store->applyStartTasks({t}, 3);
            store->waitForWrites();
            // In memory the keys are there (the commands need them)...
            QCOMPARE(store->conversation(c.id)->conversation.sessionApiKey, kSentinel);
            QCOMPARE(store->sandbox(QStringLiteral("s1"))->sandbox.sessionApiKey, kSentinel);
            QCOMPARE(store->startTasks().size(), 1);
            // ...on disk they are not, in any of the files SQLite wrote.
            for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
                QVERIFY2(!fileBytes(path + suffix).contains(kSentinel.toUtf8()), qPrintable(suffix));
        }
        QVERIFY(!fileBytes(path).contains(kSentinel.toUtf8()));
        QString error;
        auto store = Store::openFile(path, &error);
        QVERIFY(store->conversation(QStringLiteral("aaaaaaaa000000000000000000000001"))
                    ->conversation.sessionApiKey.isEmpty());
        QCOMPARE(store->startTasks().size(), 1); // persisted, resumed after a restart
    }

    // Issue #17.1: a sentinel key in every text field of every record kind (URLs included), once
    // as a registered secret (the API key, a session key) and once unregistered where only the
    // field tells it is secret (?tkn=, "api_key", Authorization, GITHUB_TOKEN=); neither reaches
    // the file nor its -wal, while ordinary identifiers are stored as they came.
    void sentinelInEveryFieldNeverReachesTheFile()
    {
        const QString reg = QStringLiteral("REGSENTINEL4q7ZkP0sV2mX9rT1");
        const QString field = QStringLiteral("FIELDSENTINEL8c1b2a");
        Api::Redaction::registerSecret(reg);
        const QString vscode = QStringLiteral("https://host/rt/vscode?tkn=%1&folder=%2Fworkspace%2Fproject").arg(field);
        const QString path = freshPath();
        QString error;
        auto store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        const QString dockerSandbox = QStringLiteral("oh-agent-server-r0sC74KqVykWW3N2ZYGRW");
        auto c = makeConversation(QStringLiteral("aaaaaaaa000000000000000000000009"), dockerSandbox,
                                  QStringLiteral("RUNNING"), QStringLiteral("running"));
        for (QString *f : {&c.createdByUserId, &c.selectedRepository, &c.selectedBranch, &c.gitProvider, &c.title,
                           &c.trigger, &c.llmModel, &c.agentKind, &c.parentConversationId, &c.acpServer})
            *f = QStringLiteral("x ") + reg;
        c.subConversationIds = {reg};
        c.tags.insert(QStringLiteral("k"), reg);
        c.tags.insert(QStringLiteral("url"), vscode);
        c.conversationUrl = QStringLiteral("http://127.0.0.1:1/api/conversations/x?session_api_key=") + field;
        c.sessionApiKey = reg;
        auto s = makeSandbox(dockerSandbox, QStringLiteral("RUNNING"));
        s.createdByUserId = reg;
        s.sandboxSpecId = QStringLiteral("img:") + reg;
        s.statusDetail = QStringLiteral("detail ") + reg;
        s.sessionApiKey = field;
        s.exposedUrls.append(ExposedUrl{QStringLiteral("VSCODE"), vscode, 60001});
        s.exposedUrls.append(ExposedUrl{QStringLiteral("AGENT_SERVER"), QStringLiteral("https://h/") + reg, 60000});
        StartTask t;
        t.id = QStringLiteral("cccccccc000000000000000000000009");
        t.status = StartTaskStatus::Working;
        for (QString *f : {&t.createdByUserId, &t.detail, &t.appConversationId, &t.agentServerUrl, &t.request.title,
                           &t.request.systemMessageSuffix, &t.request.selectedRepository, &t.request.llmModel})
            *f = reg;
        t.request.initialMessage = QStringLiteral("use GITHUB_TOKEN=%1 and %2").arg(field, reg);
        t.request.secrets.insert(QStringLiteral("GITHUB_TOKEN"), field);
        const QByteArray raw =
            QStringLiteral(R"({"id":"%3","timestamp":"%4","source":"agent","kind":"ActionEvent",)"
                           R"("thought":[{"type":"text","text":"%1"}],"action":{"kind":"TerminalAction",)"
                           R"("command":"curl -H Authorization: Bearer %2 %5 %1","is_input":false},)"
                           R"("tool_name":"terminal","tool_call_id":"toolu_%1","llm_response_id":"r",)"
                           R"("tool_call":{"id":"t","name":"terminal","arguments":"{}",)"
                           R"("origin":"completion"},"api_key":"%2","security_risk":"LOW",)"
                           R"("summary":"open %5 %1"})")
                .arg(reg, field, eid(90), ts(5), vscode)
                .toUtf8();
        auto parsed = Api::Codec::parseEvent(raw);
        QVERIFY(parsed.ok());
        const Event ev = std::move(parsed).value();
        const Event msg = makeEvent(eid(91), ts(6), QStringLiteral("key %1 url %2").arg(reg, vscode));
        store->applyConversations({c}, 1);
        store->applySandboxes({s}, 2, true);
        store->applyStartTasks({t}, 3);
        store->appendEvents(c.id, {ev, msg}, EventCursor{ts(6), {eid(91)}});
        store->waitForWrites();
        // The mirror keeps what the commands need.
        QCOMPARE(store->sandbox(dockerSandbox)->sandbox.exposedUrls.first().url, vscode);
        for (const QString &suffix : {QString(), QStringLiteral("-wal")}) {
            const QByteArray bytes = fileBytes(path + suffix);
            QVERIFY2(!bytes.contains(reg.toUtf8()), qPrintable(QStringLiteral("registered sentinel in") + suffix));
            QVERIFY2(!bytes.contains(field.toUtf8()), qPrintable(QStringLiteral("field sentinel in") + suffix));
        }
        // The full-text index (issue 31) holds both events, and neither sentinel: searching for
        // them finds nothing, the words around them are found.
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fts"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QVERIFY(StoreSearchText::registerFunction(db)); // the index reads its text through it
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM search_fts")) && q.next());
            QCOMPARE(q.value(0).toInt(), 2);
            // Its words: none is (part of) a sentinel.
            QVERIFY(q.exec(QStringLiteral("CREATE VIRTUAL TABLE temp.words USING fts5vocab(main, search_fts, row)")));
            QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM temp.words WHERE instr('%1', term) > 0 AND "
                                          "length(term) >= 8 OR instr('%2', term) > 0 AND length(term) >= 8")
                               .arg(reg.toLower(), field.toLower()))
                    && q.next());
            QCOMPARE(q.value(0).toInt(), 0);
            auto hits = [&q](const QString &match) {
                q.prepare(QStringLiteral("SELECT COUNT(*) FROM search_fts WHERE search_fts MATCH ?"));
                q.addBindValue(match);
                return q.exec() && q.next() ? q.value(0).toInt() : -1;
            };
            QCOMPARE(hits(QLatin1Char('"') + reg + QLatin1Char('"')), 0);
            QCOMPARE(hits(QLatin1Char('"') + field + QLatin1Char('"')), 0);
            QCOMPARE(hits(QStringLiteral("curl")), 1);
            QCOMPARE(hits(QStringLiteral("key")), 1);
            const QString all = QStringLiteral("coalesce(body, '') || coalesce(cmd, '') || coalesce(path, '')");
            QVERIFY(q.exec(QStringLiteral(
                               "SELECT COUNT(*) FROM search_fts WHERE instr(%1, '%2') > 0 OR instr(%1, '%3') > 0")
                               .arg(all, reg, field))
                    && q.next());
            QCOMPARE(q.value(0).toInt(), 0);
        }
        QSqlDatabase::removeDatabase(QStringLiteral("fts"));
        store.reset();
        Api::Redaction::clearRegisteredSecrets();
        auto again = Store::openFile(path, &error);
        QVERIFY(again);
        // Identifiers survive (no heuristic on long runs): the conversation still finds its sandbox.
        QCOMPARE(again->conversation(c.id)->conversation.sandboxId, dockerSandbox);
        QVERIFY(again->sandbox(dockerSandbox));
        QCOMPARE(again->sandbox(dockerSandbox)->sandbox.exposedUrls.first().url,
                 QStringLiteral("https://host/rt/vscode?tkn=[redacted]&folder=%2Fworkspace%2Fproject"));
        QCOMPARE(again->eventCount(c.id), 2);
    }

    void migrationFromVersion1KeepsData()
    {
        const QString path = freshPath();
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("mig"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QString error;
            QVERIFY(StoreSchema::migrate(db, &error, 1));
            QCOMPARE(StoreSchema::version(db), 1);
            QSqlQuery q(db);
            QVERIFY(
                q.prepare(QStringLiteral("INSERT INTO conversations(id, json, confirmed_at, gone) VALUES(?,?,0,0)")));
            const auto c = makeConversation(QStringLiteral("aaaaaaaa000000000000000000000001"), QStringLiteral("s1"),
                                            QStringLiteral("PAUSED"), {});
            q.addBindValue(c.id);
            q.addBindValue(Api::Codec::encodeConversation(c));
            QVERIFY(q.exec());
            QVERIFY(q.exec(QStringLiteral("INSERT INTO logs(key, id, event_count, last_activity_ms, cursor_ts, "
                                          "cursor_ids) VALUES(1, 'x', 0, 0, '2026-01-01T00:00:00', 'e1')")));
            q = QSqlQuery();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("mig"));
        QString error;
        auto store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->conversationCount(), 1);
        QCOMPARE(store->eventCursor(QStringLiteral("x")).timestamp, QStringLiteral("2026-01-01T00:00:00"));
        store->appendEvents(QStringLiteral("x"), {makeEvent(eid(1), ts(1), QStringLiteral("hello"))},
                            EventCursor{ts(1), {eid(1)}});
        store->waitForWrites();
        QVERIFY(store->conversation(QStringLiteral("aaaaaaaa000000000000000000000001")));
        QCOMPARE(store->eventCount(QStringLiteral("x")), 1);
    }

    void newerSchemaIsRefusedUntouched()
    {
        const QString path = freshPath();
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("future"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 99")));
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE t(x)")));
            q = QSqlQuery();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("future"));
        const QByteArray before = fileBytes(path);
        QString error;
        QVERIFY(!Store::openFile(path, &error));
        QVERIFY(error.contains(QStringLiteral("newer")));
        QCOMPARE(fileBytes(path), before);
    }

    void corruptInputLosesNothing()
    {
        // Not an SQLite file: refused, left as it was.
        const QString junk = freshPath();
        {
            QFile f(junk);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(8192, 'x'));
        }
        QString error;
        QVERIFY(!Store::openFile(junk, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(fileBytes(junk), QByteArray(8192, 'x'));

        // One unreadable row: skipped, the others load, and it stays on disk.
        const QString path = freshPath();
        const QString a = QStringLiteral("aaaaaaaa000000000000000000000001");
        {
            auto store = Store::openFile(path, &error);
            store->applyConversations({makeConversation(a, QStringLiteral("s1"), QStringLiteral("PAUSED"), {})}, 1);
            store->waitForWrites();
        }
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bad"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("INSERT INTO conversations(id, json) VALUES('broken', '{not json')")));
            q = QSqlQuery();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("bad"));
        auto store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->conversationCount(), 1);
        QVERIFY(store->conversation(a));

        // A failing transaction is rolled back as a whole: neither events nor cursor move.
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("trig"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("CREATE TRIGGER boom BEFORE INSERT ON events WHEN NEW.event_id = '%1' "
                                          "BEGIN SELECT RAISE(ABORT, 'boom'); END")
                               .arg(eid(2))));
            q = QSqlQuery();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("trig"));
        QSignalSpy failed(store.get(), &Store::writeFailed);
        QSignalSpy changed(store.get(), &Store::changed);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("storing an event failed")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("transaction rolled back")));
        store->appendEvents(
            a, {makeEvent(eid(1), ts(1), QStringLiteral("one")), makeEvent(eid(2), ts(2), QStringLiteral("two"))},
            EventCursor{ts(2), {eid(2)}});
        store->waitForWrites();
        QCOMPARE(failed.size(), 1);
        QCOMPARE(changed.size(), 0);
        QCOMPARE(store->failedWrites(), 1);
        QCOMPARE(store->eventCount(a), 0);
        QVERIFY(store->eventCursor(a).isEmpty());
        // The next good write works and starts from the same state.
        store->appendEvents(a, {makeEvent(eid(1), ts(1), QStringLiteral("one"))}, EventCursor{ts(1), {eid(1)}});
        store->waitForWrites();
        QCOMPARE(store->eventIds(a), QList<QString>{eid(1)});
    }
};

QTEST_GUILESS_MAIN(TestStore)
#include "tst_store.moc"
