// SPDX-License-Identifier: GPL-3.0-or-later
// Derived findings of the sandbox map on crafted snapshots: shared, near capacity, full, empty,
// orphan, desync; ordering; deltas instead of resets; observed transitions; following a store (the
// build runs on a pool thread, a caller's snapshot wins over it, nothing is rebuilt while inactive).

#include "models/api/wireenums.h"
#include "models/sandboxmap/sandboxmapmodel.h"
#include "models/store/store.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {

QDateTime t0()
{
    return QDateTime(QDate(2026, 11, 1), QTime(8, 0), Qt::UTC);
}

Sandbox sandbox(const QString &id, const QString &status, int minutes = 0)
{
    Sandbox s;
    s.id = id;
    s.status = Api::sandboxStatusFromWire(status);
    s.createdAt = t0().addSecs(60 * minutes);
    s.sandboxSpecId = QStringLiteral("spec-default");
    return s;
}

Conversation conversation(const QString &id, const QString &sandboxId, const QString &sandboxStatus,
                          const QString &execution = {}, int minutes = 0)
{
    Conversation c;
    c.id = id;
    c.sandboxId = sandboxId;
    c.title = QStringLiteral("Conversation %1").arg(id);
    c.sandboxStatus = Api::sandboxStatusFromWire(sandboxStatus);
    if (!execution.isEmpty())
        c.executionStatus = Api::executionStatusFromWire(execution);
    c.createdAt = t0().addSecs(60 * minutes);
    return c;
}

QList<SandboxMapFinding::Kind> kindsFor(const SandboxMapSnapshot &s, const QString &sandboxId)
{
    QList<SandboxMapFinding::Kind> out;
    for (const auto &f : s.findingsFor(sandboxId))
        out.append(f.kind);
    return out;
}

} // namespace

class TestSandboxMapModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void sharedSandbox()
    {
        const auto snap = SandboxMapModel::build(
            SandboxMapModel::inputFrom({sandbox(QStringLiteral("sb-shared"), QStringLiteral("RUNNING")),
                                        sandbox(QStringLiteral("sb-solo"), QStringLiteral("RUNNING"), 1)},
                                       {conversation(QStringLiteral("c2"), QStringLiteral("sb-shared"),
                                                     QStringLiteral("RUNNING"), QStringLiteral("idle"), 5),
                                        conversation(QStringLiteral("c1"), QStringLiteral("sb-shared"),
                                                     QStringLiteral("RUNNING"), QStringLiteral("running"), 2),
                                        conversation(QStringLiteral("c3"), QStringLiteral("sb-solo"),
                                                     QStringLiteral("RUNNING"), QStringLiteral("running"), 3)}));
        QCOMPARE(snap.sandboxes.size(), 2);
        const auto *shared = snap.sandbox(QStringLiteral("sb-shared"));
        QVERIFY(shared);
        QVERIFY(shared->isShared());
        QCOMPARE(shared->capacityUsed(), 2);
        // oldest conversation first
        QCOMPARE(shared->conversationIds, (QList<QString>{QStringLiteral("c1"), QStringLiteral("c2")}));
        QCOMPARE(kindsFor(snap, QStringLiteral("sb-shared")),
                 QList<SandboxMapFinding::Kind>{SandboxMapFinding::Shared});
        QVERIFY(!snap.sandbox(QStringLiteral("sb-solo"))->isShared());
        QVERIFY(kindsFor(snap, QStringLiteral("sb-solo")).isEmpty());
        QCOMPARE(snap.count(SandboxMapFinding::Shared), 1);
        QVERIFY(snap.findings.constFirst().text.contains(QStringLiteral("2")));
    }

    void capacity_data()
    {
        QTest::addColumn<int>("conversations");
        QTest::addColumn<bool>("near");
        QTest::addColumn<bool>("full");
        QTest::newRow("15") << 15 << false << false;
        QTest::newRow("16") << 16 << true << false;
        QTest::newRow("19") << 19 << true << false;
        QTest::newRow("20") << 20 << true << true;
        QTest::newRow("23 (over the limit)") << 23 << true << true;
    }
    void capacity()
    {
        QFETCH(int, conversations);
        QFETCH(bool, near);
        QFETCH(bool, full);
        QList<Conversation> convs;
        for (int i = 0; i < conversations; ++i)
            convs.append(conversation(QStringLiteral("c%1").arg(i, 2, 10, QLatin1Char('0')), QStringLiteral("sb"),
                                      QStringLiteral("RUNNING"), QStringLiteral("idle"), i));
        const auto snap = SandboxMapModel::build(
            SandboxMapModel::inputFrom({sandbox(QStringLiteral("sb"), QStringLiteral("RUNNING"))}, convs));
        const auto *s = snap.sandbox(QStringLiteral("sb"));
        QCOMPARE(s->capacityUsed(), conversations);
        QCOMPARE(s->isNearCapacity(), near);
        QCOMPARE(s->isFull(), full);
        const auto kinds = kindsFor(snap, QStringLiteral("sb"));
        QCOMPARE(kinds.contains(SandboxMapFinding::Full), full);
        // "near" and "full" are exclusive findings: a full sandbox is not also reported as near
        QCOMPARE(kinds.contains(SandboxMapFinding::NearCapacity), near && !full);
        QVERIFY(kinds.contains(SandboxMapFinding::Shared));
    }

    void emptySandbox()
    {
        const auto snap = SandboxMapModel::build(
            SandboxMapModel::inputFrom({sandbox(QStringLiteral("sb-idle"), QStringLiteral("PAUSED"))}, {}));
        QCOMPARE(snap.sandboxes.size(), 1);
        QVERIFY(snap.sandboxes.constFirst().isEmpty());
        QCOMPARE(kindsFor(snap, QStringLiteral("sb-idle")),
                 QList<SandboxMapFinding::Kind>{SandboxMapFinding::NoConversation});
    }

    void orphans()
    {
        SandboxMapInput input = SandboxMapModel::inputFrom(
            {sandbox(QStringLiteral("sb-missing"), QStringLiteral("MISSING")),
             sandbox(QStringLiteral("sb-gone"), QStringLiteral("RUNNING"), 1),
             sandbox(QStringLiteral("sb-gone-unused"), QStringLiteral("RUNNING"), 2)},
            {conversation(QStringLiteral("c-missing"), QStringLiteral("sb-missing"), QStringLiteral("MISSING")),
             conversation(QStringLiteral("c-gone"), QStringLiteral("sb-gone"), QStringLiteral("RUNNING")),
             conversation(QStringLiteral("c-unknown"), QStringLiteral("sb-never-seen"), QStringLiteral("RUNNING"),
                          QStringLiteral("running")),
             conversation(QStringLiteral("c-none"), QString(), QStringLiteral("MISSING"))});
        input.sandboxes[1].gone = true;
        input.sandboxes[2].gone = true;
        const auto snap = SandboxMapModel::build(input);

        QCOMPARE(snap.conversation(QStringLiteral("c-missing"))->desync, SandboxDesync::SandboxGone);
        QCOMPARE(snap.conversation(QStringLiteral("c-gone"))->desync, SandboxDesync::SandboxGone);
        QCOMPARE(snap.conversation(QStringLiteral("c-unknown"))->desync, SandboxDesync::SandboxUnknown);
        QCOMPARE(snap.conversation(QStringLiteral("c-none"))->desync, SandboxDesync::NoSandboxId);
        QCOMPARE(snap.count(SandboxMapFinding::Orphan), 4);
        QCOMPARE(snap.count(SandboxMapFinding::Desync), 0);
        // A gone sandbox nobody uses is not drawn; an unknown one gets a placeholder, last.
        QVERIFY(!snap.sandbox(QStringLiteral("sb-gone-unused")));
        const auto *placeholder = snap.sandbox(QStringLiteral("sb-never-seen"));
        QVERIFY(placeholder);
        QVERIFY(!placeholder->known);
        QCOMPARE(placeholder->status.value(), SandboxStatus::Missing);
        QCOMPARE(placeholder->conversationIds, QList<QString>{QStringLiteral("c-unknown")});
        QVERIFY(!snap.sandboxes.constFirst().id.isEmpty());
        QVERIFY(!snap.sandboxes.constLast().known);
        // Placeholders and gone sandboxes do not count as "shared" or "empty".
        QCOMPARE(snap.count(SandboxMapFinding::NoConversation), 0);
    }

    void desync_data()
    {
        QTest::addColumn<QString>("sandboxStatus");
        QTest::addColumn<QString>("conversationSandboxStatus");
        QTest::addColumn<QString>("execution");
        QTest::addColumn<int>("expected");
        QTest::newRow("consistent running") << "RUNNING"
                                            << "RUNNING"
                                            << "running" << int(SandboxDesync::None);
        QTest::newRow("consistent paused") << "PAUSED"
                                           << "PAUSED" << QString() << int(SandboxDesync::None);
        QTest::newRow("says running, sandbox paused") << "PAUSED"
                                                      << "RUNNING"
                                                      << "running" << int(SandboxDesync::StatusMismatch);
        QTest::newRow("says paused, sandbox running") << "RUNNING"
                                                      << "PAUSED" << QString() << int(SandboxDesync::StatusMismatch);
        QTest::newRow("agent active, sandbox paused")
            << "PAUSED"
            << "PAUSED"
            << "running" << int(SandboxDesync::ExecutionWithoutRunningSandbox);
        QTest::newRow("sandbox missing") << "MISSING"
                                         << "RUNNING"
                                         << "running" << int(SandboxDesync::SandboxGone);
        QTest::newRow("unknown status strings agree") << "HIBERNATING"
                                                      << "HIBERNATING" << QString() << int(SandboxDesync::None);
        QTest::newRow("unknown status strings differ") << "HIBERNATING"
                                                       << "FROZEN" << QString() << int(SandboxDesync::StatusMismatch);
    }
    void desync()
    {
        QFETCH(QString, sandboxStatus);
        QFETCH(QString, conversationSandboxStatus);
        QFETCH(QString, execution);
        QFETCH(int, expected);
        const auto snap = SandboxMapModel::build(SandboxMapModel::inputFrom(
            {sandbox(QStringLiteral("sb"), sandboxStatus)},
            {conversation(QStringLiteral("c"), QStringLiteral("sb"), conversationSandboxStatus, execution)}));
        const auto *c = snap.conversation(QStringLiteral("c"));
        QVERIFY(c);
        QCOMPARE(int(c->desync), expected);
        const auto e = SandboxDesync(expected);
        const int desyncFindings = snap.count(SandboxMapFinding::Desync);
        const int orphanFindings = snap.count(SandboxMapFinding::Orphan);
        if (e == SandboxDesync::None) {
            QCOMPARE(desyncFindings + orphanFindings, 0);
        } else if (e == SandboxDesync::SandboxGone) {
            QCOMPARE(orphanFindings, 1);
        } else {
            QCOMPARE(desyncFindings, 1);
            QCOMPARE(snap.findings.constLast().conversationId, QStringLiteral("c"));
        }
    }

    void displayExecutionWins()
    {
        SandboxMapInput input =
            SandboxMapModel::inputFrom({sandbox(QStringLiteral("sb"), QStringLiteral("RUNNING"))},
                                       {conversation(QStringLiteral("c"), QStringLiteral("sb"),
                                                     QStringLiteral("RUNNING"), QStringLiteral("idle"))});
        input.conversations[0].reconciled = true;
        input.conversations[0].displayExecution = ExecutionStatus::WaitingForConfirmation;
        auto snap = SandboxMapModel::build(input);
        QCOMPARE(snap.conversation(QStringLiteral("c"))->execution.value(), ExecutionStatus::WaitingForConfirmation);
        // reconciled to "nothing to show" wins over the record's own value
        input.conversations[0].displayExecution = {};
        snap = SandboxMapModel::build(input);
        QVERIFY(snap.conversation(QStringLiteral("c"))->execution.isAbsent());
    }

    void goneConversationsAreNotOnTheMap()
    {
        SandboxMapInput input = SandboxMapModel::inputFrom(
            {sandbox(QStringLiteral("sb"), QStringLiteral("RUNNING"))},
            {conversation(QStringLiteral("a"), QStringLiteral("sb"), QStringLiteral("RUNNING")),
             conversation(QStringLiteral("b"), QStringLiteral("sb"), QStringLiteral("RUNNING"))});
        input.conversations[1].gone = true;
        const auto snap = SandboxMapModel::build(input);
        QCOMPARE(snap.sandbox(QStringLiteral("sb"))->capacityUsed(), 1);
        QVERIFY(!snap.conversation(QStringLiteral("b")));
        QCOMPARE(snap.count(SandboxMapFinding::Shared), 0);
    }

    void orderIsOldestFirstAndDeterministic()
    {
        const QList<Sandbox> sbs{sandbox(QStringLiteral("z"), QStringLiteral("RUNNING"), 3),
                                 sandbox(QStringLiteral("a"), QStringLiteral("PAUSED"), 1),
                                 sandbox(QStringLiteral("m"), QStringLiteral("ERROR"), 2),
                                 sandbox(QStringLiteral("b"), QStringLiteral("RUNNING"), 1)};
        const auto s1 = SandboxMapModel::build(SandboxMapModel::inputFrom(sbs, {}));
        QList<QString> ids;
        for (const auto &s : s1.sandboxes)
            ids.append(s.id);
        QCOMPARE(ids,
                 (QList<QString>{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("m"), QStringLiteral("z")}));
        QList<Sandbox> reversed(sbs.crbegin(), sbs.crend());
        const auto s2 = SandboxMapModel::build(SandboxMapModel::inputFrom(reversed, {}));
        QCOMPARE(s2.sandboxes, s1.sandboxes);
        QCOMPARE(s2.findings, s1.findings);
    }

    void deltasNotResets()
    {
        SandboxMapModel model;
        QSignalSpy spy(&model, &SandboxMapModel::changed);
        QList<Sandbox> sbs{sandbox(QStringLiteral("s1"), QStringLiteral("RUNNING")),
                           sandbox(QStringLiteral("s2"), QStringLiteral("RUNNING"), 1)};
        QList<Conversation> convs{
            conversation(QStringLiteral("c1"), QStringLiteral("s1"), QStringLiteral("RUNNING"), QStringLiteral("idle")),
            conversation(QStringLiteral("c2"), QStringLiteral("s1"), QStringLiteral("RUNNING"),
                         QStringLiteral("running"))};
        model.setSnapshot(sbs, convs);
        QCOMPARE(spy.count(), 1);
        auto d = spy.takeFirst().at(0).value<SandboxMapDelta>();
        QCOMPARE(d.sandboxesInserted.size(), 2);
        QCOMPARE(d.conversationsInserted.size(), 2);

        // identical snapshot: no signal at all
        model.setSnapshot(sbs, convs);
        QCOMPARE(spy.count(), 0);

        // pause s1: s1 and both conversations change, s2 untouched
        sbs[0].status = SandboxStatus::Paused;
        for (auto &c : convs) {
            c.sandboxStatus = SandboxStatus::Paused;
            c.executionStatus = {};
        }
        model.setSnapshot(sbs, convs);
        QCOMPARE(spy.count(), 1);
        d = spy.takeFirst().at(0).value<SandboxMapDelta>();
        QCOMPARE(d.sandboxesChanged, QList<QString>{QStringLiteral("s1")});
        QCOMPARE(d.conversationsChanged, (QList<QString>{QStringLiteral("c1"), QStringLiteral("c2")}));
        QVERIFY(d.sandboxesInserted.isEmpty());
        QVERIFY(d.sandboxesRemoved.isEmpty());

        // delete s2
        sbs.removeLast();
        model.setSnapshot(sbs, convs);
        d = spy.takeFirst().at(0).value<SandboxMapDelta>();
        QCOMPARE(d.sandboxesRemoved, QList<QString>{QStringLiteral("s2")});
        QVERIFY(d.findingsChanged); // s2 no longer "no conversation"
    }

    void observedTransitions()
    {
        SandboxMapModel model;
        QDateTime now = t0();
        model.setClock([&now] {
            return now;
        });
        QList<Sandbox> sbs{sandbox(QStringLiteral("s"), QStringLiteral("STARTING"))};
        model.setSnapshot(sbs, {});
        now = now.addSecs(10);
        sbs[0].status = SandboxStatus::Running;
        model.setSnapshot(sbs, {});
        now = now.addSecs(10);
        model.setSnapshot(sbs, {}); // unchanged: no new transition
        now = now.addSecs(10);
        sbs[0].status = SandboxStatus::Paused;
        model.setSnapshot(sbs, {});
        const auto &tr = model.snapshot().sandbox(QStringLiteral("s"))->transitions;
        QCOMPARE(tr.size(), 3);
        QCOMPARE(tr.at(0).second.value(), SandboxStatus::Starting);
        QCOMPARE(tr.at(1).second.value(), SandboxStatus::Running);
        QCOMPARE(tr.at(1).first, t0().addSecs(10));
        QCOMPARE(tr.at(2).second.value(), SandboxStatus::Paused);
        QCOMPARE(tr.at(2).first, t0().addSecs(30));
    }

    void safeUrls()
    {
        const QString url = QStringLiteral("https://host/rt/vscode?tkn=SENTINEL-SECRET&folder=%2Fworkspace%2Fproject");
        const QString shown = displaySafeUrl(url);
        QVERIFY(!shown.contains(QStringLiteral("SENTINEL-SECRET")));
        QVERIFY(shown.contains(QStringLiteral("folder")));
        QCOMPARE(displaySafeUrl(QStringLiteral("https://work-1.host/")), QStringLiteral("https://work-1.host/"));
    }

    void followsStoreOffThread()
    {
        auto store = Store::openInMemory();
        store->applySandboxes({sandbox(QStringLiteral("sb-a"), QStringLiteral("RUNNING"))}, 1, true);
        store->applyConversations(
            {conversation(QStringLiteral("c1"), QStringLiteral("sb-a"), QStringLiteral("RUNNING")),
             conversation(QStringLiteral("c2"), QStringLiteral("sb-a"), QStringLiteral("RUNNING"))},
            2);
        store->waitForWrites();
        QTRY_COMPARE(store->conversationCount(), qsizetype(2));

        SandboxMapModel model;
        QSignalSpy spy(&model, &SandboxMapModel::changed);
        model.setStore(store.get());
        QVERIFY(model.isRebuilding()); // the build runs on the pool, not in setStore()
        QTRY_VERIFY(!model.isRebuilding());
        QCOMPARE(model.snapshot().conversations.size(), 2);
        QVERIFY(model.snapshot().sandbox(QStringLiteral("sb-a"))->isShared());
        QCOMPARE(spy.count(), 1);

        // A pause arrives as two change sets: one coalesced rebuild, one delta.
        store->applySandboxes({sandbox(QStringLiteral("sb-a"), QStringLiteral("PAUSED"))}, 3, true);
        store->applyConversations(
            {conversation(QStringLiteral("c1"), QStringLiteral("sb-a"), QStringLiteral("PAUSED")),
             conversation(QStringLiteral("c2"), QStringLiteral("sb-a"), QStringLiteral("PAUSED"))},
            4);
        QTRY_COMPARE(model.snapshot().conversation(QStringLiteral("c2"))->sandboxStatus.value(), SandboxStatus::Paused);
        QTRY_VERIFY(!model.isRebuilding());
        QCOMPARE(model.snapshot().sandbox(QStringLiteral("sb-a"))->status.value(), SandboxStatus::Paused);
        QCOMPARE(model.snapshot().conversation(QStringLiteral("c1"))->desync, SandboxDesync::None);
        QVERIFY(spy.count() >= 2);
        const auto last = spy.constLast().at(0).value<SandboxMapDelta>();
        QVERIFY(last.sandboxesChanged.contains(QStringLiteral("sb-a")));
        QCOMPARE(last.conversationsInserted.size(), 0);
    }

    void callersSnapshotWinsOverRunningBuild()
    {
        auto store = Store::openInMemory();
        store->applySandboxes({sandbox(QStringLiteral("sb-store"), QStringLiteral("RUNNING"))}, 1, true);
        store->waitForWrites();
        QTRY_COMPARE(store->sandboxes().size(), qsizetype(1));

        SandboxMapModel model;
        model.setStore(store.get()); // a build for the store starts
        model.setSnapshot({sandbox(QStringLiteral("sb-mine"), QStringLiteral("PAUSED"))}, {});
        QTRY_VERIFY(!model.isRebuilding());
        QVERIFY(model.snapshot().sandbox(QStringLiteral("sb-mine")));
        QVERIFY(!model.snapshot().sandbox(QStringLiteral("sb-store")));
    }

    void inactiveDefersRebuild()
    {
        auto store = Store::openInMemory();
        store->applySandboxes({sandbox(QStringLiteral("sb-a"), QStringLiteral("RUNNING"))}, 1, true);
        store->waitForWrites();
        QTRY_COMPARE(store->sandboxes().size(), qsizetype(1));

        SandboxMapModel model;
        model.setStore(store.get());
        QTRY_VERIFY(!model.isRebuilding());
        QCOMPARE(model.snapshot().sandboxes.size(), 1);

        model.setActive(false); // the map is hidden
        store->applyConversations(
            {conversation(QStringLiteral("c1"), QStringLiteral("sb-a"), QStringLiteral("RUNNING"))}, 2);
        QTRY_COMPARE(store->conversationCount(), qsizetype(1));
        QTest::qWait(300); // three coalescing periods
        QVERIFY(!model.isRebuilding());
        QCOMPARE(model.snapshot().conversations.size(), 0); // stale, not rebuilt

        model.setActive(true); // shown again: rebuilt
        QTRY_COMPARE(model.snapshot().conversations.size(), 1);
        QVERIFY(model.snapshot().conversation(QStringLiteral("c1")));
    }
};

QTEST_GUILESS_MAIN(TestSandboxMapModel)
#include "tst_sandboxmapmodel.moc"
