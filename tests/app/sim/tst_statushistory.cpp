// SPDX-License-Identifier: GPL-3.0-or-later
// The status history (issue 32, schema 12) over real loopback HTTP against the simulator: the
// chain the app runs (ApiClient -> SyncEngine -> Store writer) writes one row per status change it
// observes — pausing a sandbox adds exactly one — and none for polls that change nothing; the
// events' execution_status updates add their own points (source 'event') once each.

#include "app/sim/simulator.h"
#include "models/commands/conversationcommands.h"
#include "models/commands/sandboxcommands.h"
#include "models/fleet/fleetreader.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "testutils/outcomespy.h"
#include "testutils/sim/loopbackstack.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <limits>
#include <optional>

using namespace Switchyard;

namespace {

constexpr int kWaitMs = 20000;
constexpr int kPollMs = 150;

QList<Fleet::HistoryRow> rowsOf(const QString &path, const QString &id, const QString &kind,
                                std::optional<bool> fromEvent = std::nullopt)
{
    QList<Fleet::HistoryRow> out;
    const QList<Fleet::HistoryRow> rows = Fleet::readHistory(path, 0, std::numeric_limits<qint64>::max());
    for (const Fleet::HistoryRow &r : rows) {
        if (r.subjectId == id && r.kind == kind && (!fromEvent || r.fromEvent == *fromEvent))
            out.append(r);
    }
    return out;
}

} // namespace

class TestStatusHistory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<Command>();
    }

    void oneRowPerObservedChange()
    {
        Test::LoopbackOptions o;
        o.sim.autoAdvance = true;
        o.sim.clockSpeed = 10.0;
        o.timing.listMs = kPollMs;
        o.timing.sandboxesMs = kPollMs;
        o.timing.openActiveMs = 60000;
        o.timing.openIdleMs = 60000;
        o.timing.backgroundEventsMs = 60000;
        o.timing.settingsMs = 60000;
        o.timing.backgroundEventConversations = 0;
        o.timing.jitterSeed = 32;
        Test::LoopbackStack stack(o);
        QVERIFY(stack.isListening());
        const QString sandbox = stack.sim().addSandbox(QStringLiteral("RUNNING"));
        Sim::ConversationSpec spec;
        spec.sandboxId = sandbox;
        spec.title = QStringLiteral("Watched");
        spec.script = QStringLiteral("idle");
        const QString conv = stack.sim().addConversation(spec);
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        stack.commands()->setPollInterval(50);
        const QString path = stack.storeFile();

        // First seen: one row for the sandbox (RUNNING), one per status of the conversation.
        QTRY_VERIFY_WITH_TIMEOUT(rowsOf(path, sandbox, QStringLiteral("sandbox")).size() == 1
                                     && !rowsOf(path, conv, QStringLiteral("exec"), false).isEmpty(),
                                 kWaitMs);
        QCOMPARE(rowsOf(path, sandbox, QStringLiteral("sandbox")).at(0).status, QStringLiteral("RUNNING"));
        QVERIFY(rowsOf(path, sandbox, QStringLiteral("sandbox")).at(0).sandboxSubject);

        // Polls that change nothing write nothing.
        QSignalSpy rounds(stack.sync(), &SyncEngine::listSynced);
        QTRY_VERIFY_WITH_TIMEOUT(rounds.size() >= 2, kWaitMs);
        const qsizetype convRows = rowsOf(path, conv, QStringLiteral("exec"), false).size()
            + rowsOf(path, conv, QStringLiteral("sandbox")).size();
        rounds.clear();
        QTRY_VERIFY_WITH_TIMEOUT(rounds.size() >= 4, kWaitMs);
        stack.store()->waitForWrites();
        QCOMPARE(rowsOf(path, sandbox, QStringLiteral("sandbox")).size(), 1);
        QCOMPARE(rowsOf(path, conv, QStringLiteral("exec"), false).size()
                     + rowsOf(path, conv, QStringLiteral("sandbox")).size(),
                 convRows);

        // Pause the sandbox: exactly one more row for it, PAUSED, and it stays one over more polls.
        Test::OutcomeSpy ok(stack.commands()->sandboxes(), Test::OutcomeSpy::Succeeded);
        QVERIFY(stack.commands()->sandboxes()->pause(sandbox));
        QTRY_VERIFY_WITH_TIMEOUT(!ok.isEmpty(), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(rowsOf(path, sandbox, QStringLiteral("sandbox")).size(), 2, kWaitMs);
        rounds.clear();
        QTRY_VERIFY_WITH_TIMEOUT(rounds.size() >= 4, kWaitMs);
        stack.store()->waitForWrites();
        const QList<Fleet::HistoryRow> rows = rowsOf(path, sandbox, QStringLiteral("sandbox"));
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(1).status, QStringLiteral("PAUSED"));
        QVERIFY(rows.at(1).atMs >= rows.at(0).atMs);
        // The conversation's own sandbox_status followed: one PAUSED row for it as well.
        QTRY_VERIFY_WITH_TIMEOUT(!rowsOf(path, conv, QStringLiteral("sandbox")).isEmpty()
                                     && rowsOf(path, conv, QStringLiteral("sandbox")).constLast().status
                                         == QLatin1String("PAUSED"),
                                 kWaitMs);
    }
};

QTEST_GUILESS_MAIN(TestStatusHistory)
#include "tst_statushistory.moc"
