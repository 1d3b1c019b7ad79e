// SPDX-License-Identifier: GPL-3.0-or-later
// The attention inbox (models/attention/inboxmodel.h) over real HTTP against the simulator: a row
// for each thing that waits (a pending action with its risk and command, a question, an error, a
// stuck agent), ordered by risk then wait, groupable by repository; a row goes when the server
// says it is resolved. And, on a store of its own, the finished-since-looked rows and snooze.
#include "app/sim/simulator.h"
#include "models/attention/inboxmodel.h"
#include "models/commands/conversationcommands.h"
#include "models/store/store.h"
#include "testutils/sim/loopbackstack.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using Kind = InboxItem::Kind;

namespace {

constexpr int kWaitMs = 20000;

Test::LoopbackOptions options()
{
    Test::LoopbackOptions o;
    o.generation(Sim::ServerGeneration::Newer).rateLimit(false);
    o.sim.autoAdvance = false;
    o.recordRequests = true;
    o.inMemoryStore = true;
    o.timing.listMs = 150;
    o.timing.sandboxesMs = 150;
    o.timing.openActiveMs = 200;
    o.timing.openIdleMs = 200;
    o.timing.backgroundEventsMs = 200;
    o.timing.backgroundEventConversations = -1;
    o.timing.settingsMs = 60000;
    return o;
}

QString add(Test::LoopbackStack &s, const QString &script, const QString &repo)
{
    Sim::ConversationSpec spec;
    spec.script = script;
    spec.repository = repo;
    spec.title = QStringLiteral("Run ") + script;
    return s.sim().addConversation(spec);
}

const InboxItem *firstOf(const InboxModel &m, const QString &conversationId, Kind kind)
{
    for (const InboxItem *i : m.itemsOf(conversationId)) {
        if (i->kind == kind && (kind != Kind::Action || i->isApprovable()))
            return i;
    }
    return nullptr;
}

Conversation record(const QString &id, ExecutionStatus exec, const QString &sandbox)
{
    Conversation c;
    c.id = id;
    c.title = QStringLiteral("Conversation ") + id;
    c.sandboxId = sandbox;
    c.selectedRepository = QStringLiteral("acme/api");
    c.sandboxStatus = SandboxStatus::Running;
    c.executionStatus = exec;
    c.updatedAt = QDateTime::currentDateTimeUtc();
    c.createdAt = c.updatedAt;
    return c;
}

} // namespace

class TestInboxModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void rowsAppearAndGoWithTheServer()
    {
        Test::LoopbackStack s(options());
        QVERIFY(s.isListening());
        const QString low = add(s, QStringLiteral("confirm"), QStringLiteral("acme/api"));
        const QString high = add(s, QStringLiteral("review"), QStringLiteral("acme/web"));
        const QString question = add(s, QStringLiteral("ask_user"), QStringLiteral("acme/api"));
        const QString error = add(s, QStringLiteral("error"), QString());
        const QString stuck = add(s, QStringLiteral("stuck"), QString());
        const QString done = add(s, QStringLiteral("fix_tests"), QString());
        QString why;
        QVERIFY2(s.connect(&why), qPrintable(why));

        InboxModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setStore(s.store());
        QTRY_VERIFY_WITH_TIMEOUT(firstOf(model, low, Kind::Action) && firstOf(model, high, Kind::Action)
                                     && firstOf(model, question, Kind::Question) && firstOf(model, error, Kind::Error)
                                     && firstOf(model, stuck, Kind::Stuck),
                                 kWaitMs);
        QVERIFY(model.itemsOf(done).isEmpty()); // finished before we looked: nothing waits

        // The pending actions carry their risk and the command in full.
        const InboxItem *h = firstOf(model, high, Kind::Action);
        const QString highKey = h->key;
        QCOMPARE(h->action.risk(), SecurityRisk::High);
        QVERIFY2(h->action.detail.contains(QLatin1String("git rm")), qPrintable(h->action.detail));
        const InboxItem *l = firstOf(model, low, Kind::Action);
        const QString lowKey = l->key; // the items go with a regrouping (a reset); keys stay
        QVERIFY2(l->action.detail.contains(QLatin1String("pytest")), qPrintable(l->action.detail));
        QVERIFY(l->action.risk() != SecurityRisk::High);
        // The question is not also an action to approve (ask_user is answered, never approved).
        QVERIFY(!firstOf(model, question, Kind::Action));

        // Ordered by risk, then wait: HIGH first, errors and stuck agents after what blocks an agent.
        const QList<const InboxItem *> rows = model.items();
        QCOMPARE(rows.first()->key, h->key);
        auto at = [&rows](const QString &key) {
            for (qsizetype i = 0; i < rows.size(); ++i)
                if (rows.at(i)->key == key)
                    return i;
            return qsizetype(-1);
        };
        QVERIFY(at(firstOf(model, question, Kind::Question)->key) < at(firstOf(model, error, Kind::Error)->key));
        QVERIFY(at(l->key) < at(firstOf(model, stuck, Kind::Stuck)->key));
        QVERIFY(at(firstOf(model, error, Kind::Error)->key) < at(firstOf(model, stuck, Kind::Stuck)->key));
        QCOMPARE(model.conversationOrder().first(), high);
        const QModelIndex hi = model.indexOf(h->key);
        QCOMPARE(model.data(hi, InboxModel::ConversationIdRole).toString(), high);
        QCOMPARE(model.data(hi, InboxModel::RepositoryRole).toString(), QStringLiteral("acme/web"));

        // Grouped by repository: groups, then their rows; the row keeps its data.
        model.setGrouping(InboxModel::Grouping::Repository);
        QVERIFY(model.rowCount() >= 3);
        QVERIFY(model.data(model.index(0, 0), InboxModel::IsGroupRole).toBool());
        QCOMPARE(model.data(model.index(0, 0), InboxModel::KeyRole).toString(), QStringLiteral("acme/api"));
        QCOMPARE(model.rowCount(model.index(0, 0)), 2);
        QVERIFY(model.indexOf(highKey).parent().isValid()); // h went with the regrouping: its key stays
        model.setGrouping(InboxModel::Grouping::None);

        // The server resolves the action (approved elsewhere): its row goes; the others stay.
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QVERIFY(s.commands()->approve(low));
        QTRY_VERIFY_WITH_TIMEOUT(!model.item(lowKey), kWaitMs);
        QVERIFY(removed.count() >= 1);
        QCOMPARE(reset.count(), 0); // row diffs, never a reset on refresh
        QVERIFY(firstOf(model, high, Kind::Action));
        // The agent goes on and waits on its next step: a new row, with a new action id.
        s.sim().advanceClock(std::chrono::seconds(30));
        QTRY_VERIFY_WITH_TIMEOUT(firstOf(model, low, Kind::Action) && firstOf(model, low, Kind::Action)->key != lowKey,
                                 kWaitMs);
    }

    void finishedSinceLookedAndSnooze()
    {
        auto store = Store::openInMemory();
        QVERIFY(store);
        const QString a = QStringLiteral("aaaa0000000000000000000000000001");
        const QString b = QStringLiteral("aaaa0000000000000000000000000002");
        const QString c = QStringLiteral("aaaa0000000000000000000000000003");
        store->applyConversations({record(a, ExecutionStatus::Running, QStringLiteral("sb1")),
                                   record(b, ExecutionStatus::Finished, QStringLiteral("sb1")),
                                   record(c, ExecutionStatus::Error, QStringLiteral("sb2"))},
                                  1);
        store->waitForWrites();
        {
            // Finished and never looked at (the store's unread mark, kept across restarts): it waits.
            InboxModel fresh;
            fresh.setStore(store.get());
            QVERIFY(fresh.item(QStringLiteral("f:") + b));
        }
        store->markRead({b}); // the user looked at b
        store->waitForWrites();
        InboxModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        qint64 now = QDateTime::currentMSecsSinceEpoch();
        model.setClock([&now] {
            return now;
        });
        model.setStore(store.get());
        QCOMPARE(model.itemCount(), 1); // the error; b finished before and was looked at
        QCOMPARE(model.items().first()->kind, Kind::Error);
        // The other conversations of its sandbox are named.
        QCOMPARE(model.data(model.indexOf(QStringLiteral("e:") + c), InboxModel::SandboxPeersRole).toStringList(),
                 QStringList());

        store->applyConversations({record(a, ExecutionStatus::Finished, QStringLiteral("sb1"))}, 2);
        store->waitForWrites();
        QCoreApplication::processEvents();
        QVERIFY(model.item(QStringLiteral("f:") + a));
        QCOMPARE(model.data(model.indexOf(QStringLiteral("f:") + a), InboxModel::SandboxPeersRole).toStringList(),
                 QStringList{QStringLiteral("Conversation ") + b});
        // Errors before finished ones.
        QCOMPARE(model.items().first()->kind, Kind::Error);
        model.markLooked(a);
        QVERIFY(!model.item(QStringLiteral("f:") + a));

        // Snoozed: away until the time is up.
        const QString key = QStringLiteral("e:") + c;
        model.snooze(key, 60 * 1000);
        QVERIFY(!model.item(key));
        store->applyConversations({record(c, ExecutionStatus::Error, QStringLiteral("sb2"))}, 3);
        store->waitForWrites();
        QCoreApplication::processEvents();
        QVERIFY(!model.item(key)); // a change does not wake it
        now += 61 * 1000;
        model.checkSnoozed();
        QVERIFY(model.item(key));
        // Gone from the server: its rows go.
        store->markConversationsGone({c}, 4);
        store->waitForWrites();
        QTRY_VERIFY(!model.item(key));
        QCOMPARE(model.itemCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestInboxModel)
#include "tst_inboxmodel.moc"
