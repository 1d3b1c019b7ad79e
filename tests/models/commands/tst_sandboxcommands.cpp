// SPDX-License-Identifier: GPL-3.0-or-later
// The sandbox commands (models/commands/sandboxcommands.h) over the fake network: a created
// sandbox is written to the store with the sequence of its request (an older answer can no longer
// overwrite it, as it could when the map wrote it with sequence 0); failures come back as domain
// values with words, never HTTP statuses; one command per sandbox at a time; and "left empty" is
// decided here: only when the sandbox still exists and no other conversation uses it.
#include "models/api/apiclient.h"
#include "models/commands/conversationcommands.h"
#include "models/commands/sandboxcommands.h"
#include "models/commands/sandboxusage.h"
#include "models/store/store.h"
#include "testutils/fakenetworkaccessmanager.h"
#include "testutils/outcomespy.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using Test::FakeResponse;

namespace {
QByteArray sandboxJson(const QString &id, const QString &status)
{
    return QStringLiteral(R"({"id":"%1","sandbox_spec_id":"img","status":"%2","created_at":"2026-11-16T09:00:00Z"})")
        .arg(id, status)
        .toUtf8();
}

QByteArray conversationsPage(const QStringList &ids, const QString &sandboxId)
{
    QStringList items;
    for (const QString &id : ids)
        items << QStringLiteral(R"({"id":"%1","sandbox_id":"%2","title":"T","created_at":"2026-11-16T09:00:00Z",)"
                                R"("updated_at":"2026-11-16T09:00:00Z"})")
                     .arg(id, sandboxId);
    return QStringLiteral(R"({"items":[%1],"next_page_id":null})").arg(items.join(u',')).toUtf8();
}
} // namespace

class TestSandboxCommands : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<Command>();
        qRegisterMetaType<CommandError>();
    }

    void init()
    {
        m_nam = std::make_unique<Test::FakeNetworkAccessManager>();
        m_client = std::make_unique<Api::ApiClient>(m_nam.get());
        Api::ServerConfig cfg;
        cfg.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:1"));
        cfg.apiKey = QStringLiteral("key");
        QVERIFY(!m_client->setServer(cfg).has_value());
        m_store = Store::openInMemory();
        m_commands = std::make_unique<SandboxCommands>(m_client.get(), m_store.get());
    }

    void cleanup()
    {
        m_commands.reset();
        m_store.reset();
        m_client.reset();
        m_nam.reset();
    }

    void createWritesTheStoreWithItsRequestsSequence()
    {
        // a request before it, so that the create is not the client's first sequence number
        m_nam->enqueue(QStringLiteral("GET /api/v1/sandboxes\\?id="), FakeResponse::json(200, "[null]"));
        QSignalSpy first(m_store.get(), &Store::changed);
        bool answered = false;
        m_client->getSandboxes({QStringLiteral("other")}, this, [&answered](auto) {
            answered = true;
        });
        QTRY_VERIFY(answered);

        m_nam->enqueue(QStringLiteral("POST /api/v1/sandboxes"),
                       FakeResponse::json(200, sandboxJson(QStringLiteral("sb-new"), QStringLiteral("STARTING"))));
        QSignalSpy created(m_commands.get(), &SandboxCommands::created);
        Test::OutcomeSpy ok(m_commands.get(), Test::OutcomeSpy::Succeeded);
        QVERIFY(m_commands->create());
        QTRY_COMPARE(created.count(), 1);
        QCOMPARE(ok.count(), 1);
        QCOMPARE(ok.at(0).at(0).value<Command>(), Command::CreateSandbox);
        QTRY_VERIFY(m_store->sandbox(QStringLiteral("sb-new")).has_value());
        QCOMPARE(m_store->sandbox(QStringLiteral("sb-new"))->sandbox.status,
                 OpenEnum<SandboxStatus>(SandboxStatus::Starting));

        // A listing that was sent before the create (sequence 1) answers late: it must not win.
        Sandbox stale;
        stale.id = QStringLiteral("sb-new");
        stale.status = SandboxStatus::Paused;
        QSignalSpy changed(m_store.get(), &Store::changed);
        m_store->applySandboxes({stale}, 1, false);
        Sandbox marker; // a write after it, to know the stale one was processed
        marker.id = QStringLiteral("sb-marker");
        marker.status = SandboxStatus::Running;
        m_store->applySandboxes({marker}, 1000, false);
        QTRY_VERIFY(m_store->sandbox(QStringLiteral("sb-marker")).has_value());
        QCOMPARE(m_store->sandbox(QStringLiteral("sb-new"))->sandbox.status,
                 OpenEnum<SandboxStatus>(SandboxStatus::Starting));
        // a newer answer does
        stale.status = SandboxStatus::Running;
        m_store->applySandboxes({stale}, 2000, false);
        QTRY_COMPARE(m_store->sandbox(QStringLiteral("sb-new"))->sandbox.status,
                     OpenEnum<SandboxStatus>(SandboxStatus::Running));
    }

    void failureIsADomainValueWithWords()
    {
        m_nam->enqueue(QStringLiteral("POST /api/v1/sandboxes/sb-1/pause"),
                       FakeResponse::json(404, R"({"detail":"Not Found"})"));
        Test::OutcomeSpy failed(m_commands.get(), Test::OutcomeSpy::FailedWithError);
        QSignalSpy busy(m_commands.get(), &SandboxCommands::busyChanged);
        QVERIFY(m_commands->pause(QStringLiteral("sb-1")));
        QVERIFY(m_commands->isBusy(Command::PauseSandbox, QStringLiteral("sb-1")));
        // the same command for the same sandbox runs once at a time
        QVERIFY(!m_commands->pause(QStringLiteral("sb-1")));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(2).value<CommandError>().failure, CommandFailure::Busy);
        QTRY_COMPARE(failed.count(), 2);
        const CommandError e = failed.at(1).at(2).value<CommandError>();
        QCOMPARE(e.failure, CommandFailure::NotFound);
        QVERIFY(!e.message.isEmpty());
        QVERIFY(!e.message.contains(QStringLiteral("404")));
        QVERIFY(!m_commands->isBusy(Command::PauseSandbox, QStringLiteral("sb-1")));
        QCOMPARE(busy.count(), 2); // on, off
    }

    void notConnected()
    {
        SandboxCommands offline(nullptr, nullptr);
        Test::OutcomeSpy failed(&offline, Test::OutcomeSpy::FailedWithError);
        QVERIFY(!offline.remove(QStringLiteral("sb-1")));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(2).value<CommandError>().failure, CommandFailure::NotConnected);
    }

    void leftEmptyOnlyWhenNobodyElseUsesIt()
    {
        const QString sid = QStringLiteral("sb-1");
        const QString removed = QStringLiteral("0123456789abcdef0123456789abcdef");
        const QString other = QStringLiteral("fedcba9876543210fedcba9876543210");
        QSignalSpy empty(m_commands.get(), &SandboxCommands::leftEmpty);

        // still used by another conversation: nothing to say
        m_nam->enqueue(QStringLiteral("GET /api/v1/sandboxes\\?id="),
                       FakeResponse::json(200, "[" + sandboxJson(sid, QStringLiteral("RUNNING")) + "]"));
        m_nam->enqueue(QStringLiteral("GET /api/v1/app-conversations/search"),
                       FakeResponse::json(200, conversationsPage({other}, sid)));
        const int before = int(m_nam->requests().size());
        m_commands->checkLeftEmpty(sid, removed);
        QTRY_COMPARE(int(m_nam->requests().size()), before + 2);
        QTest::qWait(20);
        QCOMPARE(empty.count(), 0);

        // gone: nothing left behind
        m_nam->enqueue(QStringLiteral("GET /api/v1/sandboxes\\?id="), FakeResponse::json(200, "[null]"));
        m_commands->checkLeftEmpty(sid, removed);
        QTRY_COMPARE(int(m_nam->requests().size()), before + 3);
        QTest::qWait(20);
        QCOMPARE(empty.count(), 0);
        QTRY_VERIFY(m_store->sandbox(sid) && m_store->sandbox(sid)->gone); // the answer is stored too

        // still there and only the removed conversation (an older server ignores the filter) named it
        m_nam->enqueue(QStringLiteral("GET /api/v1/sandboxes\\?id="),
                       FakeResponse::json(200, "[" + sandboxJson(sid, QStringLiteral("PAUSED")) + "]"));
        m_nam->enqueue(QStringLiteral("GET /api/v1/app-conversations/search"),
                       FakeResponse::json(200, conversationsPage({removed}, sid)));
        m_commands->checkLeftEmpty(sid, removed);
        QTRY_COMPARE(empty.count(), 1);
        QCOMPARE(empty.at(0).at(0).toString(), sid);
        QCOMPARE(empty.at(0).at(1).toString(), removed);
    }

    void usageFromTheStore()
    {
        // what the confirmations ask before the step: who else is on the sandbox
        auto conv = [](const char *id, const char *sandbox) {
            Conversation c;
            c.id = QString::fromLatin1(id);
            c.sandboxId = QString::fromLatin1(sandbox);
            return c;
        };
        m_store->applyConversations({conv("c1", "sb-a"), conv("c2", "sb-a"), conv("c3", "sb-b")}, 1);
        QTRY_COMPARE(m_store->conversationsOnSandbox(QStringLiteral("sb-a")).size(), 2); // written on its thread
        QTRY_COMPARE(SandboxUsage::othersOn(m_store.get(), QStringLiteral("sb-a"), QStringLiteral("c1")),
                     QList<QString>{QStringLiteral("c2")});
        QVERIFY(!SandboxUsage::leavesEmpty(m_store.get(), QStringLiteral("sb-a"), QStringLiteral("c1")));
        QVERIFY(SandboxUsage::leavesEmpty(m_store.get(), QStringLiteral("sb-b"), QStringLiteral("c3")));
        QVERIFY(!SandboxUsage::leavesEmpty(m_store.get(), QString(), QStringLiteral("c3"))); // no sandbox
        QVERIFY(SandboxUsage::othersOn(nullptr, QStringLiteral("sb-a"), QStringLiteral("c1")).isEmpty());
    }

    void conversationCommandsOwnTheSandboxCommandsWithoutARelay()
    {
        // Issue 27: views steer sandboxes through SandboxCommands itself and hear its own
        // finished(); ConversationCommands passes nothing on.
        ConversationCommands commands(m_client.get(), m_store.get());
        m_nam->enqueue(QStringLiteral("POST /api/v1/sandboxes/sb-2/resume"),
                       FakeResponse::json(200, R"({"success":true})"));
        Test::OutcomeSpy ok(commands.sandboxes(), Test::OutcomeSpy::Succeeded);
        Test::OutcomeSpy relayed(&commands, Test::OutcomeSpy::Succeeded);
        QVERIFY(commands.sandboxes()->resume(QStringLiteral("sb-2")));
        QVERIFY(commands.sandboxes()->isBusy(Command::ResumeSandbox, QStringLiteral("sb-2")));
        QTRY_COMPARE(ok.count(), 1);
        QCOMPARE(relayed.count(), 0);
        QCOMPARE(ok.at(0).at(0).value<Command>(), Command::ResumeSandbox);
        QCOMPARE(ok.at(0).at(1).toString(), QStringLiteral("sb-2"));
    }

private:
    std::unique_ptr<Test::FakeNetworkAccessManager> m_nam;
    std::unique_ptr<Api::ApiClient> m_client;
    std::unique_ptr<Store> m_store;
    std::unique_ptr<SandboxCommands> m_commands;
};

QTEST_GUILESS_MAIN(TestSandboxCommands)
#include "tst_sandboxcommands.moc"
