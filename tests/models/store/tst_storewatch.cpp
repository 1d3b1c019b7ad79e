// SPDX-License-Identifier: GPL-3.0-or-later
// Watch rules in a real store file (models/store/storewatch.cpp, issue 31; schema 9): a new cache
// holds the four example rules, disabled; an enabled rule is checked by the writer on every event
// it inserts and records a hit once per event id — the same event arriving by REST and then by
// the session socket counts once — with its tag; events older than the rule, and disabled rules,
// record nothing; rules, hit counts, tags and the last-seen mark survive a reopen.
#include "models/api/codec.h"
#include "models/store/store.h"
#include "testutils/terminalevent.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Switchyard;

namespace {

Event terminal(const QString &id, qint64 secondsFromNow, const QString &command)
{
    return Test::terminalEvent({id, QDateTime::currentDateTimeUtc().addSecs(secondsFromNow), command,
                                QStringLiteral("Clean up first."), QStringLiteral("HIGH")});
}

const QString kConv = QStringLiteral("c0ffee00c0ffee00c0ffee00c0ffee01");

qint64 hitRows(const QString &path)
{
    const QString name = QStringLiteral("tst-storewatch-read");
    qint64 n = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT COUNT(*) FROM rule_hits")) && q.next())
                n = q.value(0).toLongLong();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return n;
}

} // namespace

class TestStoreWatch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void examplesShipDisabled()
    {
        QTemporaryDir dir;
        QString error;
        auto store = Store::openFile(dir.filePath(QStringLiteral("cache.sqlite")), &error);
        QVERIFY2(store, qPrintable(error));
        QVERIFY(Store::schemaVersion() >= 9); // the watch rules came with step 9
        QCOMPARE(store->watchRules().size(), 4);
        for (const WatchRule &r : store->watchRules()) {
            QVERIFY(!r.enabled);
            QCOMPARE(r.hits, 0);
        }
        // Disabled: an rm -rf records nothing.
        QSignalSpy hits(store.get(), &Store::ruleHits);
        store->appendEvents(kConv, {terminal(Test::testEventId(1), 0, QStringLiteral("rm -rf build"))}, {});
        store->waitForWrites();
        QCOMPARE(hits.size(), 0);
    }

    void hitOncePerEventId()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cache.sqlite"));
        QString error;
        qint64 id = 0;
        {
            auto store = Store::openFile(path, &error);
            QVERIFY2(store, qPrintable(error));
            WatchRule r;
            r.name = QStringLiteral("rm");
            r.query = QStringLiteral("cmd:\"rm -rf\"");
            r.actions = WatchRule::Notify | WatchRule::Tag;
            r.tag = QStringLiteral("danger");
            r.enabled = true;
            id = store->putWatchRule(r);
            QVERIFY(id > 4);
            QSignalSpy hits(store.get(), &Store::ruleHits);
            // An event from before the rule (a day old) is history, not new.
            store->appendEvents(kConv, {terminal(Test::testEventId(1), -86400, QStringLiteral("rm -rf old"))}, {});
            // The new one by REST, then again by the socket (same id), then an unrelated one.
            const Event fresh = terminal(Test::testEventId(2), 0, QStringLiteral("rm -rf build .pytest_cache"));
            store->appendEvents(kConv, {fresh}, {});
            store->appendDurableEvents(kConv, {fresh}, 7);
            store->appendEvents(kConv, {terminal(Test::testEventId(3), 1, QStringLiteral("ls -la"))}, {});
            store->waitForWrites();
            QCOMPARE(store->eventCount(kConv), 3);
            QCOMPARE(hits.size(), 1);
            const auto batch = hits.constFirst().at(0).value<QList<RuleHit>>();
            QCOMPARE(batch.size(), 1);
            QCOMPARE(batch.constFirst().ruleId, id);
            QCOMPARE(batch.constFirst().eventId, Test::testEventId(2));
            QCOMPARE(batch.constFirst().conversationId, kConv);
            QCOMPARE(batch.constFirst().text, QStringLiteral("rm -rf build .pytest_cache"));
            QCOMPARE(store->localTags(kConv), QStringList{QStringLiteral("danger")});
            QCOMPARE(store->watchRules().constLast().hits, 1);
            store->setLastSeen(123456789);
        }
        QCOMPARE(hitRows(path), 1);
        // Reopened: the rule with its count, the tag, the last-seen mark.
        auto store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->watchRules().size(), 5);
        const WatchRule &r = store->watchRules().constLast();
        QCOMPARE(r.id, id);
        QVERIFY(r.enabled);
        QCOMPARE(r.hits, 1);
        QCOMPARE(r.tag, QStringLiteral("danger"));
        QCOMPARE(store->localTags(kConv), QStringList{QStringLiteral("danger")});
        QCOMPARE(store->lastSeenMs(), 123456789);
        // Disabled, then removed: nothing more is recorded, its hits go with it.
        WatchRule off = r;
        off.enabled = false;
        store->putWatchRule(off);
        QSignalSpy hits(store.get(), &Store::ruleHits);
        store->appendEvents(kConv, {terminal(Test::testEventId(4), 2, QStringLiteral("rm -rf again"))}, {});
        store->waitForWrites();
        QCOMPARE(hits.size(), 0);
        store->removeWatchRule(id);
        store->waitForWrites();
        QCOMPARE(store->watchRules().size(), 4);
        store.reset();
        QCOMPARE(hitRows(path), 0);
    }
};

QTEST_GUILESS_MAIN(TestStoreWatch)
#include "tst_storewatch.moc"
