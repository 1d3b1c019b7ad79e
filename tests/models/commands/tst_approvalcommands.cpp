// SPDX-License-Identifier: GPL-3.0-or-later
// Approving pending actions from the inbox (models/commands/approvalcommands.h) over real HTTP
// against the simulator: a batch posts respond_to_confirmation once per conversation and never for
// a HIGH-risk action; the same actions approved again send nothing (deduplicated by action id, the
// response recorded in the store before it is sent), and neither does a restart; a HIGH one is
// approved on its own; a rejection carries its reason; a pending set that changed is not approved.
#include "app/sim/simulator.h"
#include "models/attention/inboxscan.h"
#include "models/commands/approvalcommands.h"
#include "models/store/store.h"
#include "testutils/sim/loopbackstack.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {

constexpr int kWaitMs = 20000;

Test::LoopbackOptions options()
{
    Test::LoopbackOptions o;
    o.generation(Sim::ServerGeneration::Newer).rateLimit(false);
    o.sim.autoAdvance = false;
    o.recordRequests = true;
    o.timing.listMs = 150;
    o.timing.sandboxesMs = 150;
    o.timing.openActiveMs = 200;
    o.timing.openIdleMs = 200;
    o.timing.backgroundEventsMs = 200;
    o.timing.backgroundEventConversations = -1;
    o.timing.settingsMs = 60000;
    return o;
}

QString add(Test::LoopbackStack &s, const QString &script)
{
    Sim::ConversationSpec spec;
    spec.script = script;
    spec.repository = QStringLiteral("acme/api");
    spec.title = QStringLiteral("Run ") + script;
    return s.sim().addConversation(spec);
}

/// respond_to_confirmation POSTs to this conversation's agent server.
int confirmations(const Test::LoopbackStack &s, const QString &conversationId)
{
    const QString sandbox = s.sim().sandboxOf(conversationId);
    int n = 0;
    for (const QUrl &u : s.requests())
        n += u.path().endsWith(QLatin1String("/respond_to_confirmation")) && u.path().contains(sandbox) ? 1 : 0;
    return n;
}

int confirmations(const Test::LoopbackStack &s)
{
    int n = 0;
    for (const QUrl &u : s.requests())
        n += u.path().endsWith(QLatin1String("/respond_to_confirmation")) ? 1 : 0;
    return n;
}

QSet<QString> idsOf(const QList<PendingAction> &actions)
{
    QSet<QString> ids;
    for (const PendingAction &a : actions)
        ids.insert(a.actionId);
    return ids;
}

bool allWait(const Store &store, const QList<QString> &ids)
{
    for (const QString &id : ids) {
        if (InboxScan::pendingActions(store, id).isEmpty())
            return false;
    }
    return true;
}

} // namespace

class TestApprovalCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void batchPostsEachOnceAndNeverHigh()
    {
        Test::LoopbackStack s(options());
        QVERIFY(s.isListening());
        QList<QString> low, high;
        for (int i = 0; i < 6; ++i)
            low.append(add(s, QStringLiteral("confirm")));
        high.append(add(s, QStringLiteral("review")));
        high.append(add(s, QStringLiteral("security")));
        QString why;
        QVERIFY2(s.connect(&why), qPrintable(why));
        QTRY_VERIFY_WITH_TIMEOUT(allWait(*s.store(), low + high), kWaitMs);
        for (const QString &id : std::as_const(high)) {
            const auto pending = InboxScan::pendingActions(*s.store(), id);
            QCOMPARE(pending.first().risk(), SecurityRisk::High);
        }
        QVERIFY(InboxScan::pendingActions(*s.store(), high.last()).first().verdict.has_value());

        ApprovalCommands approvals(s.client(), s.store());
        QSignalSpy finished(&approvals, &ApprovalCommands::finished);
        QHash<QString, QSet<QString>> selected;
        for (const QString &id : low + high)
            selected.insert(id, idsOf(InboxScan::pendingActions(*s.store(), id)));
        const ApprovalCommands::Plan plan = approvals.plan(selected);
        QCOMPARE(plan.approve.size(), 6);
        QCOMPARE(plan.actionCount(), 6);
        QCOMPARE(plan.high.size(), 2); // listed, left out
        QVERIFY(plan.answered.isEmpty());

        const int before = confirmations(s);
        QCOMPARE(approvals.approveBatch(plan), 6);
        // The same plan again at once: recorded already, nothing is sent twice.
        approvals.approveBatch(plan);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, kWaitMs);
        const auto first = finished.at(0).at(0).value<CommandOutcome>();
        const auto second = finished.at(1).at(0).value<CommandOutcome>();
        const CommandOutcome &batch = first.ok() ? first : second;
        QVERIFY2(batch.ok(), qPrintable(batch.message));
        QCOMPARE(batch.command, Command::Bulk);
        QTest::qWait(300);
        QCOMPARE(confirmations(s) - before, 6);
        for (const QString &id : std::as_const(low))
            QCOMPARE(confirmations(s, id), 1);
        for (const QString &id : std::as_const(high))
            QCOMPARE(confirmations(s, id), 0);
        for (const ApprovalCommands::Plan::Entry &e : plan.approve) {
            for (const PendingAction &a : e.actions)
                QCOMPARE(approvals.status(a.actionId), ApprovalCommands::Status::Sent);
        }
        // One request per response: the store's record had the agent server's URL and key.
        qInfo("requests sent by the approvals: %d for 6 responses", approvals.requestsSent());
        QVERIFY(approvals.requestsSent() <= 12);

        // A restart: the responses are in the file; the same plan sends nothing.
        const QString file = s.storeFile();
        const ApprovalCommands::Plan stale = plan;
        s.disconnect();
        QString error;
        auto reopened = Store::openFile(file, &error);
        QVERIFY2(reopened, qPrintable(error));
        ApprovalCommands again(&s.checkClient(), reopened.get());
        for (const ApprovalCommands::Plan::Entry &e : stale.approve) {
            for (const PendingAction &a : e.actions)
                QCOMPARE(again.status(a.actionId), ApprovalCommands::Status::Sent);
        }
        const ApprovalCommands::Plan after = again.plan(selected);
        QVERIFY(after.approve.isEmpty());
        QSignalSpy refused(&again, &ApprovalCommands::finished);
        QCOMPARE(again.approveBatch(stale), 0);
        QTRY_COMPARE(refused.count(), 1);
        QTest::qWait(200);
        QCOMPARE(confirmations(s) - before, 6);
    }

    void highOneAtATimeAndRejectWithReason()
    {
        Test::LoopbackStack s(options());
        QVERIFY(s.isListening());
        const QString high = add(s, QStringLiteral("review"));
        const QString low = add(s, QStringLiteral("confirm"));
        QString why;
        QVERIFY2(s.connect(&why), qPrintable(why));
        QTRY_VERIFY_WITH_TIMEOUT(allWait(*s.store(), {high, low}), kWaitMs);
        ApprovalCommands approvals(s.client(), s.store());
        QSignalSpy finished(&approvals, &ApprovalCommands::finished);

        // What the user did not see is not approved.
        QVERIFY(!approvals.approve(high, {}));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).value<CommandOutcome>().failure(), CommandFailure::Invalid);
        QCOMPARE(confirmations(s, high), 0);

        QVERIFY(approvals.approve(high, idsOf(InboxScan::pendingActions(*s.store(), high))));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, kWaitMs);
        auto o = finished.at(1).at(0).value<CommandOutcome>();
        QVERIFY2(o.ok(), qPrintable(o.message));
        QCOMPARE(o.command, Command::Approve);
        QCOMPARE(o.target, high);
        QCOMPARE(confirmations(s, high), 1);

        const QSet<QString> seen = idsOf(InboxScan::pendingActions(*s.store(), low));
        QVERIFY(approvals.reject(low, seen, QStringLiteral("  not on main  ")));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 3, kWaitMs);
        o = finished.at(2).at(0).value<CommandOutcome>();
        QVERIFY2(o.ok(), qPrintable(o.message));
        QCOMPARE(o.command, Command::Reject);
        const auto r = s.store()->response(*seen.begin());
        QVERIFY(r);
        QCOMPARE(r->kind, SentResponse::Kind::Confirmation);
        QVERIFY(!r->accept);
        QCOMPARE(r->reason, QStringLiteral("not on main"));
        // The agent heard the reason.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const qint64 n = s.store()->eventCount(low);
                for (qint64 seq = std::max<qint64>(0, n - 10); seq < n; ++seq) {
                    const auto e = s.store()->event(low, seq);
                    const auto *p = e ? std::get_if<UserRejectPayload>(&e->payload) : nullptr;
                    if (p && p->rejectionReason == QLatin1String("not on main"))
                        return true;
                }
                return false;
            }(),
            kWaitMs);
    }
};

QTEST_GUILESS_MAIN(TestApprovalCommands)
#include "tst_approvalcommands.moc"
