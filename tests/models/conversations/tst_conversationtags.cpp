// SPDX-License-Identifier: GPL-3.0-or-later
// The local tags of the watch rules (issue 31, action "tag") in the conversation list, over a real
// store file: a tag the store's writer puts on with a rule hit reaches the list model's
// LocalTagsRole of that row only, without reopening anything; the list's search finds the row by
// its tag; TagCommands takes a tag off (the role follows at once, the row leaves the file, one
// outcome once it is committed), and a hit committed before the removal does not bring it back.
#include "models/api/codec.h"
#include "models/commands/tagcommands.h"
#include "models/conversations/conversationfilterproxy.h"
#include "models/conversations/conversationlistmodel.h"
#include "models/search/watchservice.h"
#include "models/store/store.h"
#include "testutils/outcomespy.h"
#include "testutils/terminalevent.h"

#include <QAbstractItemModelTester>
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
using namespace Switchyard::Test;
using M = ConversationListModel;

namespace {

const QString kTagged = QStringLiteral("c0ffee00c0ffee00c0ffee00c0ffee01");
const QString kOther = QStringLiteral("c0ffee00c0ffee00c0ffee00c0ffee02");

Event terminal(int n, const QString &command)
{
    return Test::terminalEvent({Test::testEventId(n), QDateTime::currentDateTimeUtc().addSecs(n), command, {}, {}});
}

Conversation conversation(const QString &id, const QString &title)
{
    Conversation c;
    c.id = id;
    c.title = title;
    c.selectedRepository = QStringLiteral("acme/api");
    c.createdAt = QDateTime::currentDateTimeUtc().addSecs(-3600);
    c.updatedAt = c.createdAt;
    return c;
}

/// The conversation_tags rows of the file, as "<conversation id> <tag>".
QStringList tagRows(const QString &path)
{
    const QString name = QStringLiteral("tst-conversationtags-read");
    QStringList out;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT conversation_id, tag FROM conversation_tags ORDER BY tag"))) {
                while (q.next())
                    out.append(q.value(0).toString() + u' ' + q.value(1).toString());
            }
        }
    }
    QSqlDatabase::removeDatabase(name);
    return out;
}

/// A store file with two conversations and an enabled rule that tags "rm -rf" as "danger".
std::unique_ptr<Store> openWithRule(const QString &path)
{
    QString error;
    auto store = Store::openFile(path, &error);
    if (!store)
        return nullptr;
    store->applyConversations({conversation(kTagged, QStringLiteral("Clean the build")),
                               conversation(kOther, QStringLiteral("Write the docs"))},
                              1);
    WatchRule r;
    r.name = QStringLiteral("rm");
    r.query = QStringLiteral("cmd:\"rm -rf\"");
    r.actions = WatchRule::Tag;
    r.tag = QStringLiteral("danger");
    r.enabled = true;
    store->putWatchRule(r);
    store->waitForWrites();
    return store;
}

/// The list as the conversation page builds it over such a store: model, filter, watch reader.
struct TaggedList
{
    explicit TaggedList(const QString &path)
        : store(openWithRule(path))
        , watch(store.get(), nullptr)
    {
        proxy.setSourceModel(&model);
        model.setStore(store.get());
        model.setWatch(&watch);
    }
    std::unique_ptr<Store> store;
    Search::WatchService watch;
    ConversationListModel model;
    ConversationFilterProxy proxy;
};

QStringList tagsOf(const ConversationListModel &model, const QString &id)
{
    return model.index(model.rowOfConversation(id)).data(M::LocalTagsRole).toStringList();
}

} // namespace

class TestConversationTags : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void ruleHitTagsTheRowOnly()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cache.sqlite"));
        auto store = openWithRule(path);
        QVERIFY(store);
        Search::WatchService watch(store.get(), nullptr);
        ConversationListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setStore(store.get());
        model.setWatch(&watch);
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(tagsOf(model, kTagged).isEmpty());

        // Events of the other conversation first (its row moves), then the hit.
        store->appendEvents(kOther, {terminal(1, QStringLiteral("ls -la"))}, {});
        store->waitForWrites();
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy tagsChanged(&watch, &WatchReader::tagsChanged);
        store->appendEvents(kTagged, {terminal(2, QStringLiteral("rm -rf build"))}, {});
        store->waitForWrites();
        QCOMPARE(tagsChanged.size(), 1);
        QCOMPARE(tagsChanged.constFirst().at(0).value<QList<QString>>(), QList<QString>{kTagged});
        QCOMPARE(tagsOf(model, kTagged), QStringList{QStringLiteral("danger")});
        QVERIFY(tagsOf(model, kOther).isEmpty());
        const int row = model.rowOfConversation(kTagged);
        QVERIFY(!changed.isEmpty());
        for (const QList<QVariant> &args : std::as_const(changed)) {
            QCOMPARE(args.at(0).toModelIndex().row(), row);
            QCOMPARE(args.at(1).toModelIndex().row(), row);
        }
        // The same tag again (another matching event) changes nothing.
        changed.clear();
        store->appendEvents(kOther, {terminal(3, QStringLiteral("rm -rf docs/_build"))}, {});
        store->waitForWrites();
        QCOMPARE(tagsOf(model, kOther), QStringList{QStringLiteral("danger")});
        QCOMPARE(tagsOf(model, kTagged), QStringList{QStringLiteral("danger")});

        // A model that follows the watch reader later reads the tags then (dataChanged, no reset).
        ConversationListModel late;
        late.setStore(store.get());
        QVERIFY(tagsOf(late, kTagged).isEmpty());
        QSignalSpy lateChanged(&late, &QAbstractItemModel::dataChanged);
        QSignalSpy lateReset(&late, &QAbstractItemModel::modelReset);
        late.setWatch(&watch);
        QCOMPARE(tagsOf(late, kTagged), QStringList{QStringLiteral("danger")});
        QVERIFY(!lateChanged.isEmpty());
        QCOMPARE(lateReset.size(), 0);
        QVERIFY(late.index(late.rowOfConversation(kTagged)).data(Qt::ToolTipRole).toString().contains(u"danger"));
    }

    void searchFindsTheTag()
    {
        QTemporaryDir dir;
        TaggedList list(dir.filePath(QStringLiteral("cache.sqlite")));
        QVERIFY(list.store);
        Store *store = list.store.get();
        ConversationFilterProxy &proxy = list.proxy;
        // The event text mentions "danger" nowhere: only the tag does.
        store->appendEvents(kTagged, {terminal(2, QStringLiteral("rm -rf build"))}, {});
        store->waitForWrites();
        proxy.setSearchText(QStringLiteral("DANG"));
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, 0).data(M::IdRole).toString(), kTagged);
        // The chip shows why it matched: no event line under the row.
        QCOMPARE(proxy.index(0, 0).data(M::MatchLineRole).toString(), QString());
        // Every word must match, the tag being one place among the others.
        proxy.setSearchText(QStringLiteral("danger clean"));
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setSearchText(QStringLiteral("danger docs"));
        QCOMPARE(proxy.rowCount(), 0);
        // A tag put on while the search is on lets the row in.
        proxy.setSearchText(QStringLiteral("danger"));
        QCOMPARE(proxy.rowCount(), 1);
        store->appendEvents(kOther, {terminal(3, QStringLiteral("rm -rf site"))}, {});
        store->waitForWrites();
        QCOMPARE(proxy.rowCount(), 2);
    }

    void removeThroughTheCommandService()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cache.sqlite"));
        {
            TaggedList list(path);
            QVERIFY(list.store);
            Store *store = list.store.get();
            ConversationListModel &model = list.model;
            ConversationFilterProxy &proxy = list.proxy;
            store->appendEvents(kTagged, {terminal(2, QStringLiteral("rm -rf build"))}, {});
            store->appendEvents(kOther, {terminal(3, QStringLiteral("rm -rf site"))}, {});
            store->waitForWrites();
            QCOMPARE(tagRows(path).size(), 2);
            proxy.setSearchText(QStringLiteral("danger"));
            QCOMPARE(proxy.rowCount(), 2);

            TagCommands tags(store);
            QSignalSpy outcomes(&tags, &TagCommands::finished);
            OutcomeSpy failed(&tags, OutcomeSpy::FailedWithReason);
            QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
            QVERIFY(tags.removeTag(kTagged, QStringLiteral("danger")));
            // The chip goes at once; the outcome waits for the commit.
            QVERIFY(tagsOf(model, kTagged).isEmpty());
            QCOMPARE(tagsOf(model, kOther), QStringList{QStringLiteral("danger")});
            QCOMPARE(proxy.rowCount(), 1);
            QCOMPARE(changed.size(), 1);
            QCOMPARE(changed.constFirst().at(0).toModelIndex().row(), model.rowOfConversation(kTagged));
            QCOMPARE(outcomes.size(), 0);
            store->waitForWrites();
            QCOMPARE(outcomes.size(), 1);
            const auto outcome = outcomes.constFirst().at(0).value<CommandOutcome>();
            QVERIFY(outcome.ok());
            QCOMPARE(outcome.command, Command::RemoveTag);
            QCOMPARE(outcome.target, kTagged);
            QVERIFY(outcome.message.contains(u"danger"));
            store->waitForWrites();
            QTest::qWait(20);
            QCOMPARE(outcomes.size(), 1); // once
            QCOMPARE(tagRows(path), QStringList{kOther + QStringLiteral(" danger")});

            // A tag the conversation does not carry: refused, once.
            QVERIFY(!tags.removeTag(kTagged, QStringLiteral("danger")));
            QCOMPARE(outcomes.size(), 2);
            QCOMPARE(failed.size(), 1);
            QCOMPARE(failed.constFirst().at(2).value<CommandFailure>(), CommandFailure::NotFound);
        }
        // Reopened: the tag stays off, the other one stays on.
        QString error;
        auto store = Store::openFile(path, &error);
        QVERIFY2(store, qPrintable(error));
        QVERIFY(store->localTags(kTagged).isEmpty());
        QCOMPARE(store->localTags(kOther), QStringList{QStringLiteral("danger")});
    }

    void hitBeforeTheRemovalDoesNotBringItBack()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cache.sqlite"));
        auto store = openWithRule(path);
        QVERIFY(store);
        store->appendEvents(kTagged, {terminal(2, QStringLiteral("rm -rf build"))}, {});
        store->waitForWrites();
        QCOMPARE(store->localTags(kTagged), QStringList{QStringLiteral("danger")});
        // Another hit is written before the removal, and reported after the user took the tag off.
        store->appendEvents(kTagged, {terminal(3, QStringLiteral("rm -rf dist"))}, {});
        TagCommands tags(store.get());
        QSignalSpy outcomes(&tags, &TagCommands::finished);
        QSignalSpy hits(store.get(), &Store::ruleHits);
        QVERIFY(tags.removeTag(kTagged, QStringLiteral("danger")));
        store->waitForWrites();
        QCOMPARE(hits.size(), 1);
        QCOMPARE(outcomes.size(), 1);
        QVERIFY(store->localTags(kTagged).isEmpty());
        QVERIFY(tagRows(path).isEmpty());
        // A hit after the removal puts it on again: the rule matched something new.
        store->appendEvents(kTagged, {terminal(4, QStringLiteral("rm -rf again"))}, {});
        store->waitForWrites();
        QCOMPARE(store->localTags(kTagged), QStringList{QStringLiteral("danger")});
        QCOMPARE(tagRows(path), QStringList{kTagged + QStringLiteral(" danger")});
    }

    void noStoreIsRefused()
    {
        TagCommands tags(nullptr);
        OutcomeSpy failed(&tags, OutcomeSpy::FailedWithReason);
        QVERIFY(!tags.removeTag(kTagged, QStringLiteral("danger")));
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.constFirst().at(2).value<CommandFailure>(), CommandFailure::NotConnected);
    }
};

QTEST_GUILESS_MAIN(TestConversationTags)
#include "tst_conversationtags.moc"
