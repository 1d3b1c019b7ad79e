// SPDX-License-Identifier: GPL-3.0-or-later
// Actions on many conversations at once (models/commands/bulkcommands.h): which ones a selection
// allows (data-driven, from the typed statuses), what a plan touches (every affected conversation,
// each sandbox once, the shared ones with the conversations outside the selection, the ones a
// delete leaves empty), and running them against the simulator over loopback: pause and resume
// the sandboxes, delete (and the emptied sandbox with it), export one zip per conversation. The
// archive is local: it survives a restart of the store and never reaches the server.
#include "app/sim/simulator.h"
#include "models/commands/bulkcommands.h"
#include "models/store/store.h"
#include "models/store/storeschema.h"
#include "models/sync/syncengine.h"
#include "testutils/sim/loopbackstack.h"

#include <QDir>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Switchyard;
using B = BulkAction;

Q_DECLARE_METATYPE(BulkItem)
Q_DECLARE_METATYPE(QList<BulkItem>)

namespace {
BulkItem item(SandboxStatus sandbox, ExecutionStatus exec, bool archived = false, bool connected = true,
              bool gone = false)
{
    BulkItem i;
    i.context.connected = connected;
    i.context.gone = gone;
    i.context.hasSandbox = true;
    i.context.sandbox = sandbox;
    i.context.execution = exec;
    i.archived = archived;
    return i;
}

quint8 bits(std::initializer_list<B> actions)
{
    BulkActions out;
    for (B a : actions)
        out.add(a);
    return out.bits();
}
} // namespace

class TestBulkCommands : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<Test::LoopbackStack> m_stack;
    Sim::Simulator *m_sim = nullptr;
    Store *m_store = nullptr;
    std::unique_ptr<BulkCommands> m_bulk;
    QString m_sbShared, m_sbAlone;
    QString m_c1, m_c2, m_c3, m_c4;

    void startWorld()
    {
        Test::LoopbackOptions o;
        o.sim.autoAdvance = false;
        o.inMemoryStore = true;
        o.timing.listMs = 200;
        o.timing.sandboxesMs = 200;
        o.timing.backgroundEventConversations = 0;
        o.startSync = false; // once the bulk service is there
        m_stack = std::make_unique<Test::LoopbackStack>(o);
        QVERIFY(m_stack->isListening());
        m_sim = &m_stack->sim();
        m_sbShared = m_sim->addSandbox(QStringLiteral("RUNNING"));
        m_sbAlone = m_sim->addSandbox(QStringLiteral("RUNNING"));
        auto add = [this](const QString &title, const QString &sandbox) {
            Sim::ConversationSpec spec;
            spec.title = title;
            spec.sandboxId = sandbox;
            spec.script = QStringLiteral("chat");
            return m_sim->addConversation(spec);
        };
        m_c1 = add(QStringLiteral("One & shared"), m_sbShared);
        m_c2 = add(QStringLiteral("Two shared"), m_sbShared);
        m_c3 = add(QStringLiteral("Three, not selected"), m_sbShared);
        m_c4 = add(QStringLiteral("Four alone"), m_sbAlone);
        QString error;
        QVERIFY2(m_stack->connect(&error), qPrintable(error));
        m_store = m_stack->store();
        m_bulk = std::make_unique<BulkCommands>(m_store, m_stack->commands(), m_stack->downloads());
        m_stack->sync()->start();
        QTRY_VERIFY_WITH_TIMEOUT(m_store->conversation(m_c1) && m_store->conversation(m_c2)
                                     && m_store->conversation(m_c3) && m_store->conversation(m_c4),
                                 15000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<BulkAction>();
    }

    void init()
    {
        if (QByteArray(QTest::currentTestFunction()).startsWith("availability"))
            return;
        startWorld();
    }

    void cleanup()
    {
        m_bulk.reset();
        m_store = nullptr;
        m_sim = nullptr;
        m_stack.reset();
    }

    void availability_data()
    {
        QTest::addColumn<QList<BulkItem>>("items");
        QTest::addColumn<quint8>("expected");
        using S = SandboxStatus;
        using E = ExecutionStatus;
        QTest::newRow("nothing selected") << QList<BulkItem>{} << quint8(0);
        QTest::newRow("one running") << QList<BulkItem>{item(S::Running, E::Running)}
                                     << bits({B::Archive, B::Export, B::PauseSandboxes, B::Delete});
        QTest::newRow("running + paused: both sandbox steps")
            << QList<BulkItem>{item(S::Running, E::Idle), item(S::Paused, E::Paused)}
            << bits({B::Archive, B::Export, B::PauseSandboxes, B::ResumeSandboxes, B::Delete});
        QTest::newRow("archived only: restore, not archive")
            << QList<BulkItem>{item(S::Paused, E::Paused, true)}
            << bits({B::Restore, B::Export, B::ResumeSandboxes, B::Delete});
        QTest::newRow("archived + not: both")
            << QList<BulkItem>{item(S::Missing, E::Finished, true), item(S::Missing, E::Finished, false)}
            << bits({B::Archive, B::Restore, B::Export, B::Delete});
        QTest::newRow("offline review: archive only")
            << QList<BulkItem>{item(S::Running, E::Running, false, false)} << bits({B::Archive});
        QTest::newRow("deleted on the server: archive only")
            << QList<BulkItem>{item(S::Running, E::Running, false, true, true)} << bits({B::Archive});
        QTest::newRow("provider unavailable: no sandbox step")
            << QList<BulkItem>{item(S::Unknown, E::Running)} << bits({B::Archive, B::Export, B::Delete});
    }
    void availability()
    {
        QFETCH(QList<BulkItem>, items);
        QFETCH(quint8, expected);
        QCOMPARE(availableBulkActions(items).bits(), expected);
    }

    void planListsEveryAffectedConversationAndSharedSandbox()
    {
        const QList<QString> selection{m_c1, m_c2, m_c4, m_c1};
        const BulkPlan del = m_bulk->plan(B::Delete, selection);
        QCOMPARE(del.conversations, (QList<QString>{m_c1, m_c2, m_c4})); // once each, in order
        QVERIFY(del.skipped.isEmpty());
        QCOMPARE(del.sandboxes, (QList<QString>{m_sbShared, m_sbAlone}));
        QCOMPARE(del.sharedWith.value(m_sbShared), QList<QString>{m_c3});
        QVERIFY(!del.sharedWith.contains(m_sbAlone));
        QCOMPARE(del.emptied, QList<QString>{m_sbAlone});
        const BulkPlan pause = m_bulk->plan(B::PauseSandboxes, selection);
        QCOMPARE(pause.sandboxes, (QList<QString>{m_sbShared, m_sbAlone}));
        QCOMPARE(pause.sharedWith.value(m_sbShared), QList<QString>{m_c3});
        QVERIFY(pause.emptied.isEmpty());
        // Nothing to resume: every one is skipped.
        const BulkPlan resume = m_bulk->plan(B::ResumeSandboxes, selection);
        QVERIFY(resume.isEmpty());
        QCOMPARE(resume.skipped.size(), 3);
        // The export file names carry no separators.
        QCOMPARE(BulkCommands::exportFileName(QStringLiteral("../../etc/passwd"), m_c1),
                 QStringLiteral("etc-passwd-") + m_c1.left(8) + QStringLiteral(".zip"));
        QCOMPARE(BulkCommands::exportFileName(QString(), m_c1),
                 QStringLiteral("conversation-") + m_c1.left(8) + QStringLiteral(".zip"));
    }

    void pauseAndResumeTheirSandboxes()
    {
        QSignalSpy finished(m_bulk.get(), &BulkCommands::finished);
        m_bulk->run(m_bulk->plan(B::PauseSandboxes, {m_c1, m_c2, m_c4}));
        QCOMPARE(finished.count(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(m_sim->sandboxStatus(m_sbShared), QStringLiteral("PAUSED"), 15000);
        QTRY_COMPARE_WITH_TIMEOUT(m_sim->sandboxStatus(m_sbAlone), QStringLiteral("PAUSED"), 15000);
        // Once the store knows they are paused, the selection offers resume.
        QTRY_VERIFY_WITH_TIMEOUT(m_bulk->available({m_c1, m_c4}).has(B::ResumeSandboxes), 15000);
        m_bulk->run(m_bulk->plan(B::ResumeSandboxes, {m_c1, m_c4}));
        // STARTING on the way to RUNNING (the simulator's clock does not move by itself here).
        QTRY_VERIFY_WITH_TIMEOUT(m_sim->sandboxStatus(m_sbShared) != QLatin1String("PAUSED"), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(m_sim->sandboxStatus(m_sbAlone) != QLatin1String("PAUSED"), 20000);
        QVERIFY(m_sim->sandboxStatus(m_sbShared) == QLatin1String("STARTING")
                || m_sim->sandboxStatus(m_sbShared) == QLatin1String("RUNNING"));
    }

    void deleteThemAndTheSandboxTheyLeaveEmpty()
    {
        const BulkPlan plan = m_bulk->plan(B::Delete, {m_c1, m_c4});
        QCOMPARE(plan.emptied, QList<QString>{m_sbAlone});
        m_bulk->run(plan, {}, true);
        QTRY_VERIFY_WITH_TIMEOUT(!m_sim->conversationIds().contains(m_c1), 15000);
        QTRY_VERIFY_WITH_TIMEOUT(!m_sim->conversationIds().contains(m_c4), 15000);
        QTRY_COMPARE_WITH_TIMEOUT(m_sim->sandboxStatus(m_sbAlone), QStringLiteral("MISSING"), 15000);
        // The shared one stays for the conversations outside the selection.
        QVERIFY(m_sim->conversationIds().contains(m_c2));
        QCOMPARE(m_sim->sandboxStatus(m_sbShared), QStringLiteral("RUNNING"));
    }

    void exportWritesOneZipPerConversation()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QSignalSpy finished(m_bulk.get(), &BulkCommands::finished);
        m_bulk->run(m_bulk->plan(B::Export, {m_c1, m_c2, m_c4}), dir.path());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QCOMPARE(finished.at(0).at(1).toInt(), 3);
        QCOMPARE(finished.at(0).at(2).toInt(), 0);
        const QStringList files = QDir(dir.path()).entryList({QStringLiteral("*.zip")}, QDir::Files);
        QCOMPARE(files.size(), 3);
        QVERIFY(files.contains(QStringLiteral("One-shared-") + m_c1.left(8) + QStringLiteral(".zip")));
        for (const QString &f : files)
            QVERIFY(QFileInfo(dir.filePath(f)).size() > 0);
        // A second export into the same folder keeps the first files.
        finished.clear();
        m_bulk->run(m_bulk->plan(B::Export, {m_c1}), dir.path());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*.zip")}, QDir::Files).size(), 4);
    }

    void archiveIsLocalAndRestorable()
    {
        QSignalSpy archived(m_store, &Store::archiveChanged);
        m_bulk->run(m_bulk->plan(B::Archive, {m_c1, m_c2}));
        QCOMPARE(archived.count(), 1);
        QVERIFY(m_store->isArchived(m_c1) && m_store->isArchived(m_c2) && !m_store->isArchived(m_c3));
        QVERIFY(!m_bulk->available({m_c1}).has(B::Archive));
        QVERIFY(m_bulk->available({m_c1}).has(B::Restore));
        // Archived twice changes nothing (no signal).
        m_store->setArchived({m_c1}, true);
        QCOMPARE(archived.count(), 1);
        m_bulk->run(m_bulk->plan(B::Restore, {m_c1, m_c3}));
        QVERIFY(!m_store->isArchived(m_c1) && m_store->isArchived(m_c2));
        // Still on the server, untouched.
        QVERIFY(m_sim->conversationIds().contains(m_c2));
    }

    void archiveSurvivesARestartOfTheStore()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cache.sqlite"));
        QString error;
        {
            auto store = Store::openFile(path, &error);
            QVERIFY2(store, qPrintable(error));
            QVERIFY(Store::schemaVersion() >= 4); // the archive table came with schema 4
            store->setArchived({QStringLiteral("aaa"), QStringLiteral("bbb")}, true);
            store->setArchived({QStringLiteral("bbb")}, false);
            store->waitForWrites();
        }
        {
            auto store = Store::openFile(path, &error);
            QVERIFY2(store, qPrintable(error));
            QVERIFY(store->isArchived(QStringLiteral("aaa")));
            QVERIFY(!store->isArchived(QStringLiteral("bbb")));
            QVERIFY(store->archived().value(QStringLiteral("aaa")) > 0);
        }
        // A cache of schema 3 is migrated to 4 (the table appears, nothing is archived).
        const QString old = dir.filePath(QStringLiteral("old.sqlite"));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("old"));
            db.setDatabaseName(old);
            QVERIFY(db.open());
            QVERIFY(StoreSchema::migrate(db, &error, 3));
            QCOMPARE(StoreSchema::version(db), 3);
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("old"));
        {
            auto store = Store::openFile(old, &error);
            QVERIFY2(store, qPrintable(error));
            QVERIFY(store->archived().isEmpty());
            store->setArchived({QStringLiteral("ccc")}, true);
            store->waitForWrites();
        }
        {
            auto store = Store::openFile(old, &error);
            QVERIFY(store && store->isArchived(QStringLiteral("ccc")));
        }
    }
};

QTEST_GUILESS_MAIN(TestBulkCommands)
#include "tst_bulkcommands.moc"
