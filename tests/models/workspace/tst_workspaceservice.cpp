// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/api/apiclient.h"
#include "models/api/codec.h"
#include "models/commands/workspacecommands.h"
#include "models/store/store.h"
#include "models/workspace/changesmodel.h"
#include "models/workspace/workspaceservice.h"
#include "testutils/fakenetworkaccessmanager.h"
#include "testutils/testpaths.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;
using Switchyard::Test::FakeResponse;

namespace {

const QString kConversationId = QStringLiteral("a3f9c2e47b1d4e6f8a0b5c9d2e7f1a34");

Conversation conversation()
{
    Conversation c;
    c.id = kConversationId;
    c.selectedRepository = QStringLiteral("acme/demo-repo");
    c.tags.insert(QStringLiteral("archiveworkspacepath"), QStringLiteral("/workspace/project/") + kConversationId);
    c.sandboxStatus = SandboxStatus::Running;
    return c;
}

QByteArray fixture(const char *name)
{
    return Test::readFile(Test::specPath(QStringLiteral("fixtures/workspace/") + QLatin1String(name)));
}

QList<Event> fixtureEvents()
{
    const auto page = Api::Codec::parseEventPage(
        Test::readFile(Test::specPath(QStringLiteral("fixtures/events/events_search_page.json"))));
    return page.ok() ? page.value().items : QList<Event>{};
}

struct Fixture
{
    Test::FakeNetworkAccessManager nam;
    Api::ApiClient client{&nam};
    WorkspaceCommands commands{&client};
    WorkspaceService service;
    Fixture()
    {
        Api::ServerConfig config;
        config.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9"));
        config.apiKey = QStringLiteral("sk-test");
        const auto error = client.setServer(config);
        Q_ASSERT(!error);
        service.setCommands(&commands);
    }
};

} // namespace

class TestWorkspaceService : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void repositoryRoot()
    {
        Conversation c = conversation();
        QCOMPARE(WorkspaceService::repositoryRootFor(c),
                 QStringLiteral("/workspace/project/") + kConversationId + QStringLiteral("/demo-repo"));
        c.tags.clear();
        QCOMPARE(WorkspaceService::repositoryRootFor(c), QStringLiteral("/workspace/project/demo-repo"));
        c.selectedRepository.clear();
        QCOMPARE(WorkspaceService::repositoryRootFor(c), QStringLiteral("/workspace/project"));
        c.tags.insert(QStringLiteral("repo_name"), QStringLiteral("org/other.git"));
        QCOMPARE(WorkspaceService::repositoryRootFor(c), QStringLiteral("/workspace/project/other"));
    }

    void liveChangesAndCounts()
    {
        Fixture f;
        f.nam.enqueue(QStringLiteral("git/changes"), FakeResponse::json(200, fixture("git_changes_response.json")));
        f.nam.enqueue(QStringLiteral("git/diff"),
                      FakeResponse::json(200, fixture("git_diff_response.json")).repeated(-1));
        QSignalSpy updated(&f.service, &WorkspaceService::changesUpdated);
        f.service.setRef(QStringLiteral("HEAD"));
        f.service.setConversationRecord(conversation());
        QVERIFY(updated.wait(30000));
        QCOMPARE(f.service.mode(), WorkspaceService::Mode::Live);
        const Test::RecordedRequest first = f.nam.requests().constFirst();
        QCOMPARE(first.path(), QStringLiteral("/api/v1/app-conversations/%1/git/changes").arg(kConversationId));
        QCOMPARE(first.queryValue(QStringLiteral("path")), f.service.repositoryRoot());
        QCOMPARE(first.queryValue(QStringLiteral("ref")), QStringLiteral("HEAD"));
        ChangesModel *m = f.service.model();
        QCOMPARE(m->fileCount(), 3);
        // Counts for every non-deleted file arrive from /git/diff (computed here).
        const QModelIndex app = m->indexForPath(QStringLiteral("src/app.py"));
        QTRY_COMPARE(app.data(ChangesModel::AddedRole).toInt(), 1);
        QCOMPARE(app.data(ChangesModel::RemovedRole).toInt(), 1);
        // The diff request used the absolute path.
        bool sawAbsolute = false;
        for (const auto &r : f.nam.requests())
            if (r.path().endsWith(QLatin1String("/git/diff"))
                && r.queryValue(QStringLiteral("path")) == f.service.repositoryRoot() + QStringLiteral("/src/app.py"))
                sawAbsolute = true;
        QVERIFY(sawAbsolute);

        QSignalSpy ready(&f.service, &WorkspaceService::diffReady);
        f.service.requestDiff(QStringLiteral("src/app.py"));
        QVERIFY(ready.wait(30000));
        const FileDiff d = ready.constFirst().at(1).value<FileDiff>();
        QCOMPARE(d.removedCount(), 1); // the dropped trailing newline is not a change
        QCOMPARE(d.addedCount(), 1);

        QSignalSpy failed(&f.service, &WorkspaceService::diffFailed);
        f.service.requestDiff(QStringLiteral("tests/test_legacy.py"));
        QVERIFY(failed.wait(30000));
        QVERIFY(failed.constFirst().at(1).toString().contains(QLatin1String("deleted")));
    }

    void diffTooLarge()
    {
        Fixture f;
        f.nam.enqueue(QStringLiteral("git/changes"),
                      FakeResponse::json(200, R"([{"status":"UPDATED","path":"big.bin"}])"));
        f.nam.enqueue(QStringLiteral("git/diff"),
                      FakeResponse::json(502, fixture("../errors/502_agent_server.json")).repeated(-1));
        QSignalSpy updated(&f.service, &WorkspaceService::changesUpdated);
        f.service.setConversationRecord(conversation());
        QVERIFY(updated.wait(30000));
        QSignalSpy failed(&f.service, &WorkspaceService::diffFailed);
        f.service.requestDiff(QStringLiteral("big.bin"));
        QVERIFY(failed.wait(15000));
        QVERIFY2(failed.constFirst().at(1).toString().contains(QLatin1String("1 MiB")),
                 qPrintable(failed.constFirst().at(1).toString()));
    }

    void pausedFallsBackToEvents()
    {
        Fixture f;
        f.nam.enqueue(QStringLiteral("git/changes"), FakeResponse::json(409, fixture("../errors/409_git_paused.json")));
        QSignalSpy updated(&f.service, &WorkspaceService::changesUpdated);
        f.service.setEvents(fixtureEvents());
        f.service.setConversationRecord(conversation());
        QVERIFY(f.service.isBusy());
        QTRY_VERIFY(!f.service.isBusy());
        QCOMPARE(f.service.mode(), WorkspaceService::Mode::Reconstructed);
        QVERIFY(f.service.statusMessage().contains(QLatin1String("paused")));
        QCOMPARE(f.service.model()->fileCount(), 1);
        const QModelIndex app = f.service.model()->indexForPath(QStringLiteral("src/app.py"));
        QVERIFY(app.isValid());
        QTRY_COMPARE(app.data(ChangesModel::AddedRole).toInt(), 1);
    }

    void offlineWithoutClient()
    {
        WorkspaceService service;
        service.setConversationRecord(conversation());
        service.setEvents(fixtureEvents());
        QCOMPARE(service.mode(), WorkspaceService::Mode::Reconstructed);
        QSignalSpy ready(&service, &WorkspaceService::diffReady);
        service.requestDiff(QStringLiteral("src/app.py"));
        QVERIFY(ready.wait(30000));
        const FileDiff d = ready.constFirst().at(1).value<FileDiff>();
        QCOMPARE(d.oldText().lines.at(2), QStringLiteral("        raise ValueError(\"empty input\")"));
        QCOMPARE(d.newText().lines.at(2), QStringLiteral("        return []"));
        QSignalSpy file(&service, &WorkspaceService::fileReady);
        service.requestFile(QStringLiteral("src/app.py"));
        QVERIFY(file.wait(30000));
        QVERIFY(file.constFirst().at(1).toString().startsWith(QLatin1String("def parse")));
    }

    void readFile()
    {
        Fixture f;
        f.nam.setDefault(FakeResponse::json(200, "[]"));
        f.service.setConversationRecord(conversation());
        f.nam.enqueue(QStringLiteral("/file"),
                      FakeResponse::json(200, fixture("file_response_missing_or_not_running.json")));
        QSignalSpy file(&f.service, &WorkspaceService::fileReady);
        f.service.requestFile(QStringLiteral("PLAN.md"));
        QVERIFY(file.wait(30000));
        QCOMPARE(file.constFirst().at(1).toString(), QString());
        const auto r = f.nam.lastRequest();
        QCOMPARE(r.queryValue(QStringLiteral("file_path")), f.service.repositoryRoot() + QStringLiteral("/PLAN.md"));
    }

    void refreshesOnFileEditEvents()
    {
        Fixture f;
        f.nam.setDefault(FakeResponse::json(200, "[]"));
        std::unique_ptr<Store> store = Store::openInMemory();
        store->applyConversations({conversation()}, 1);
        store->waitForWrites();
        f.service.setStore(store.get());
        f.service.setAutoRefreshDelay(10);
        f.service.setConversation(kConversationId);
        QTRY_VERIFY(!f.service.isBusy());
        const qsizetype before = f.nam.requestCount();
        QList<Event> events = fixtureEvents();
        QVERIFY(!events.isEmpty());
        EventCursor cursor;
        cursor.timestamp = events.constLast().timestamp;
        cursor.idsAtTimestamp = {events.constLast().id};
        store->appendEvents(kConversationId, events, cursor);
        store->waitForWrites();
        // A new change list is read (the file list follows it: GET …/files after /git/changes).
        auto changesAfter = [&f, before] {
            const auto requests = f.nam.requests();
            for (qsizetype i = before; i < requests.size(); ++i)
                if (requests.at(i).path().endsWith(QLatin1String("/git/changes")))
                    return true;
            return false;
        };
        QTRY_VERIFY(changesAfter());
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceService)
#include "tst_workspaceservice.moc"
