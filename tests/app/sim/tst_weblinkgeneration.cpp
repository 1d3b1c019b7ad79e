// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 28.8: "Open in browser" links the page the server's own web UI has: the classic
// {server}/conversations/{id} on older servers, {server}/canvas/conversations/{hex id} on newer ones
// (spec §13.4). The client learns which server it talks to (ApiClient::serverGeneration) from its
// first answers (spec §13.3's Cache-Control) and settles it by what a feature answers (newest-first
// events, §13.2); against the simulator in both generations, over real loopback HTTP.
#include "app/sim/simulator.h"
#include "models/sync/syncengine.h"
#include "testutils/sim/loopbackstack.h"
#include "ui/shell/conversationactions.h"
#include "ui/shell/shellactions.h"

#include <QAction>
#include <QMainWindow>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {

/// The rule the app applies (Application::connectTo): only a server known to be older gets the
/// classic link.
WebLink::Style styleOf(Api::ServerGeneration g)
{
    return g == Api::ServerGeneration::Older ? WebLink::Style::Classic : WebLink::Style::Canvas;
}

const QString kId = QStringLiteral("3f2504e0-4f89-41d3-9a0c-0305e82c3301");
const QString kHex = QStringLiteral("3f2504e04f8941d39a0c0305e82c3301");

} // namespace

class TestWebLinkGeneration : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void linkFollowsTheServer_data()
    {
        QTest::addColumn<bool>("newer");
        QTest::newRow("older server") << false;
        QTest::newRow("newer server") << true;
    }
    void linkFollowsTheServer()
    {
        QFETCH(bool, newer);
        Test::LoopbackOptions o;
        o.generation(newer ? Sim::ServerGeneration::Newer : Sim::ServerGeneration::Older).rateLimit(false);
        Test::LoopbackStack stack(o);
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        Api::ApiClient *client = stack.client();
        QTRY_VERIFY_WITH_TIMEOUT(client->serverGeneration() != Api::ServerGeneration::Unknown, 20000);
        QCOMPARE(client->serverGeneration(), newer ? Api::ServerGeneration::Newer : Api::ServerGeneration::Older);

        QMainWindow window;
        auto *actions = new ShellActions(&window);
        ConversationActions conversation(actions, &window);
        conversation.setCurrent(kId);
        conversation.setServerUrl(stack.sim().baseUrl());
        conversation.setWebLinkStyle(styleOf(client->serverGeneration()));
        QVERIFY(actions->openInBrowser->isEnabled());
        const QString base = stack.sim().baseUrl().toString();
        QCOMPARE(conversation.webUrl().toString(),
                 newer ? base + QStringLiteral("/canvas/conversations/") + kHex
                       : base + QStringLiteral("/conversations/") + kId);
    }

    // A proxy in front of an older server may add Cache-Control: the first guess says "newer",
    // and the older server's 422 on newest-first events settles it (and the link goes classic).
    void aFeatureSettlesWhatTheHeadersSuggest()
    {
        Test::LoopbackOptions o;
        o.generation(Sim::ServerGeneration::Older);
        o.sim.features.cacheControlHeaders = true;
        o.clientOnly();
        Test::LoopbackStack stack(o);
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        Api::ApiClient *client = stack.client();
        QSignalSpy changed(client, &Api::ApiClient::serverGenerationChanged);
        bool answered = false;
        client->searchSandboxes({}, 10, this, [&answered](Api::Result<Api::Page<Sandbox>>) {
            answered = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(answered, 20000);
        QCOMPARE(client->serverGeneration(), Api::ServerGeneration::Newer); // the headers' guess
        Api::EventSearch q;
        q.descending = true;
        answered = false;
        client->searchEvents(kHex, q, this, [&answered](Api::Result<Api::Page<Event>>) {
            answered = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(answered, 20000);
        QCOMPARE(client->serverGeneration(), Api::ServerGeneration::Older);
        QCOMPARE(changed.size(), 2);
        QCOMPARE(styleOf(client->serverGeneration()), WebLink::Style::Classic);
        // Settled: later headers do not move it back.
        answered = false;
        client->searchSandboxes({}, 10, this, [&answered](Api::Result<Api::Page<Sandbox>>) {
            answered = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(answered, 20000);
        QCOMPARE(client->serverGeneration(), Api::ServerGeneration::Older);
    }
};

QTEST_MAIN(TestWebLinkGeneration)
#include "tst_weblinkgeneration.moc"
