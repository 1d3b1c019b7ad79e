// SPDX-License-Identifier: GPL-3.0-or-later
// The skills/hooks panel's model (models/workspace/skillshooksmodel.h) over the fake network: it
// reads through WorkspaceCommands and fills item models of domain values (skills with their content,
// hooks as event type > matcher > command); without a server or with a sandbox that is not running
// it says why the lists are empty; a newer conversation supersedes an answer still on its way.
#include "models/api/apiclient.h"
#include "models/commands/workspacecommands.h"
#include "models/store/store.h"
#include "models/workspace/skillshooksmodel.h"
#include "testutils/fakenetworkaccessmanager.h"
#include "testutils/testpaths.h"

#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using Test::FakeResponse;

namespace {
const QString kId = QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34");
const QString kOther = QStringLiteral("b3f9c2e47b1d4e6f8a0b5c9d2e7f1a35");

QByteArray fixture(const char *name)
{
    return Test::readFile(Test::specPath(QStringLiteral("fixtures/workspace/") + QLatin1String(name)));
}
} // namespace

class TestSkillsHooksModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_nam = std::make_unique<Test::FakeNetworkAccessManager>();
        m_client = std::make_unique<Api::ApiClient>(m_nam.get());
        Api::ServerConfig cfg;
        cfg.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9"));
        cfg.apiKey = QStringLiteral("sk-test");
        QVERIFY(!m_client->setServer(cfg).has_value());
        m_commands = std::make_unique<WorkspaceCommands>(m_client.get());
    }

    void cleanup()
    {
        m_commands.reset();
        m_client.reset();
        m_nam.reset();
    }

    void fillsSkillsAndHooks()
    {
        m_nam->enqueue(QStringLiteral("GET /api/v1/app-conversations/.*/skills"),
                       FakeResponse::json(200, fixture("skills_response.json")));
        m_nam->enqueue(QStringLiteral("GET /api/v1/app-conversations/.*/hooks"),
                       FakeResponse::json(200, fixture("hooks_response.json")));
        SkillsHooksModel model;
        model.setCommands(m_commands.get());
        QSignalSpy loaded(&model, &SkillsHooksModel::loaded);
        model.setConversation(kId);
        QVERIFY(!model.canReload()); // loading
        QTRY_COMPARE(loaded.size(), 1);
        QCOMPARE(model.skillCount(), 3);
        QCOMPARE(model.hookCount(), 2);
        QCOMPARE(model.skills()->item(1, 0)->text(), QStringLiteral("github"));
        QCOMPARE(model.skills()->item(1, 2)->text(), QStringLiteral("github, git"));
        QVERIFY(model.skills()->item(0, 0)->data(SkillsHooksModel::ContentRole).toString().contains(u"make test"));
        const QStandardItem *group = model.hooks()->item(0, 0);
        QCOMPARE(group->text(), QStringLiteral("pre_tool_use"));
        QCOMPARE(group->child(0)->child(0, 1)->text(), QStringLiteral(".openhands/hooks/block_rm.sh"));
        QVERIFY(model.hooks()->item(1, 0)->child(0)->child(0, 0)->text().contains(u"async"));
        QVERIFY(model.statusText().contains(u'3'));
        QVERIFY(model.canReload());
    }

    void saysWhyItIsEmpty()
    {
        SkillsHooksModel model;
        QVERIFY(model.statusText().contains(u"Select a conversation"));
        model.setConversation(kId);
        QVERIFY(model.statusText().contains(u"offline")); // no command service
        QVERIFY(!model.canReload());

        // a paused sandbox is not asked at all
        auto store = Store::openInMemory();
        Conversation c;
        c.id = kId;
        c.sandboxId = QStringLiteral("sb1");
        c.sandboxStatus = SandboxStatus::Paused;
        store->applyConversations({c}, 1);
        QTRY_VERIFY(store->conversation(kId).has_value()); // written on its thread
        SkillsHooksModel paused;
        paused.setCommands(m_commands.get());
        paused.setStore(store.get());
        paused.setConversation(kId);
        QVERIFY2(paused.statusText().contains(u"running"), qPrintable(paused.statusText()));
        QVERIFY(paused.canReload());
        QCOMPARE(m_nam->requests().size(), 0);
    }

    void failureIsSaidInWords()
    {
        m_nam->setDefault(FakeResponse::json(409, R"({"detail":"Sandbox is paused"})"));
        SkillsHooksModel model;
        model.setCommands(m_commands.get());
        QSignalSpy loaded(&model, &SkillsHooksModel::loaded);
        model.setConversation(kId);
        QTRY_COMPARE(loaded.size(), 1);
        QCOMPARE(model.skillCount(), 0);
        QVERIFY(model.statusText().contains(u"Skills: "));
        QVERIFY(model.statusText().contains(u"Hooks: "));
        QVERIFY(!model.statusText().contains(u"409"));
        QVERIFY(model.canReload());
    }

    void newerConversationSupersedes()
    {
        m_nam->enqueue(QStringLiteral("GET /api/v1/app-conversations/%1/skills").arg(kId),
                       FakeResponse::json(200, fixture("skills_response.json")));
        m_nam->enqueue(QStringLiteral("GET /api/v1/app-conversations/%1/hooks").arg(kId),
                       FakeResponse::json(200, fixture("hooks_response.json")));
        m_nam->enqueue(QStringLiteral("GET /api/v1/app-conversations/%1/skills").arg(kOther),
                       FakeResponse::json(200, fixture("skills_response_paused.json")));
        m_nam->enqueue(QStringLiteral("GET /api/v1/app-conversations/%1/hooks").arg(kOther),
                       FakeResponse::json(200, fixture("hooks_response_paused.json")));
        SkillsHooksModel model;
        model.setCommands(m_commands.get());
        QSignalSpy loaded(&model, &SkillsHooksModel::loaded);
        model.setConversation(kId);
        model.setConversation(kOther);
        QTRY_COMPARE(loaded.size(), 1);
        QTest::qWait(50); // the first conversation's answers must not arrive late
        QCOMPARE(loaded.size(), 1);
        QCOMPARE(model.conversationId(), kOther);
        QCOMPARE(model.skillCount(), 0);
    }

private:
    std::unique_ptr<Test::FakeNetworkAccessManager> m_nam;
    std::unique_ptr<Api::ApiClient> m_client;
    std::unique_ptr<WorkspaceCommands> m_commands;
};

QTEST_GUILESS_MAIN(TestSkillsHooksModel)
#include "tst_skillshooksmodel.moc"
