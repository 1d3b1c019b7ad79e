// SPDX-License-Identifier: GPL-3.0-or-later
// Variants end to end (issue 30 part B): one task started as three variants against the simulator
// over real loopback HTTP, through VariantCommands and the one start path (ConversationCommands,
// start tasks tracked by the sync engine, records and events synced into a real store file). Each
// conversation is started with its own model, branch and system prompt (checked in what the
// server made of the requests: the records it lists and the system prompt its agent reports), the
// group is kept locally and survives reopening the store, the group is ready for the compare view
// once every member finished, and a refused set of variants sends nothing.
#include "app/sim/simulator.h"
#include "models/commands/conversationcommands.h"
#include "models/commands/variantcommands.h"
#include "models/read/variantgroupreader.h"
#include "models/store/store.h"
#include "testutils/outcomespy.h"
#include "testutils/sim/loopbackstack.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {

/// The system prompt of the conversation's SystemPromptEvent in the store (empty when none yet).
QString storedSystemPrompt(Store *store, const QString &id)
{
    const qint64 n = std::min<qint64>(store->eventCount(id), 5);
    for (qint64 seq = 0; seq < n; ++seq) {
        const auto e = store->event(id, seq);
        if (const auto *p = e ? std::get_if<SystemPromptPayload>(&e->payload) : nullptr)
            return p->systemPrompt;
    }
    return {};
}

} // namespace

class TestVariantGroups : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<StartTask>();
    }

    // Long: one scenario from the start request to the reopened store.
    void startsThreeVariantsAsOneGroup()
    {
        Test::LoopbackOptions o;
        o.sim.autoAdvance = true;
        o.sim.clockSpeed = 20.0;
        o.sim.useGeneration(Sim::ServerGeneration::Newer); // system_prompt is a newer start field
        o.sim.features.rateLimit = false;
        o.budget = false;
        o.timing.listMs = 200;
        Test::LoopbackStack stack(o);
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        Store *const store = stack.store();
        stack.commands()->setPollInterval(50);
        const QString storeFile = stack.storeFile();

        VariantCommands variants(stack.commands(), store);
        Test::OutcomeSpy ok(&variants, Test::OutcomeSpy::Succeeded);
        Test::OutcomeSpy failed(&variants, Test::OutcomeSpy::FailedWithError);
        QSignalSpy ready(&variants, &VariantCommands::groupReady);

        StartOptions base;
        base.selectedRepository = QStringLiteral("acme/variants");
        base.selectedBranch = QStringLiteral("main");
        base.initialMessage = QStringLiteral("Fix the failing tests");
        const QList<VariantChoice> choices{
            {QStringLiteral("model-alpha"), QString(), QStringLiteral("You are alpha."), QString()},
            {QStringLiteral("model-beta"), QStringLiteral("develop"), QStringLiteral("You are beta."), QString()},
            {QStringLiteral("model-gamma"), QStringLiteral("release"), QString(), QStringLiteral("careful")},
        };
        const QString groupId = variants.startVariants(base, choices, QStringLiteral("Fix the tests three ways"));
        QVERIFY(!groupId.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!ok.isEmpty() || !failed.isEmpty(), 60000);
        QVERIFY2(failed.isEmpty(),
                 failed.isEmpty() ? "" : qPrintable(failed.constFirst().at(2).value<CommandError>().message));
        QCOMPARE(ok.constFirst().at(1).toString(), groupId);

        const std::optional<VariantGroup> group = store->groupReader()->variantGroup(groupId);
        QVERIFY(group);
        QCOMPARE(group->members.size(), 3);
        QCOMPARE(group->title, QStringLiteral("Fix the tests three ways"));
        QVERIFY(group->members.at(0).label.startsWith(QLatin1String("A")));
        QVERIFY(group->members.at(0).label.contains(QLatin1String("model-alpha")));
        QCOMPARE(group->members.at(2).label, QStringLiteral("C \u00b7 careful"));

        // Three conversations, each as its variant asked (the server's records and its agent's
        // system prompt event).
        const QStringList expectedModels{QStringLiteral("model-alpha"), QStringLiteral("model-beta"),
                                         QStringLiteral("model-gamma")};
        const QStringList expectedBranches{QStringLiteral("main"), QStringLiteral("develop"),
                                           QStringLiteral("release")};
        const QStringList expectedPrompts{QStringLiteral("You are alpha."), QStringLiteral("You are beta."), QString()};
        QCOMPARE(stack.sim().conversationIds().size(), 3);
        for (int i = 0; i < 3; ++i) {
            const QString id = group->members.at(i).conversationId;
            QVERIFY(stack.sim().conversationIds().contains(id));
            QTRY_VERIFY_WITH_TIMEOUT(store->findConversation(id) && store->eventCount(id) > 0, 60000);
            const Conversation &c = store->findConversation(id)->conversation;
            QCOMPARE(c.llmModel, expectedModels.at(i));
            QCOMPARE(c.selectedBranch, expectedBranches.at(i));
            QTRY_VERIFY_WITH_TIMEOUT(!storedSystemPrompt(store, id).isEmpty(), 30000);
            if (expectedPrompts.at(i).isEmpty())
                QVERIFY(storedSystemPrompt(store, id) != expectedPrompts.at(0));
            else
                QCOMPARE(storedSystemPrompt(store, id), expectedPrompts.at(i));
            QCOMPARE(store->groupReader()->variantGroupOf(id)->id, groupId);
        }
        QTRY_COMPARE_WITH_TIMEOUT(store->startTasks().size(), 0, 30000); // the sync engine drops READY tasks

        // Every member finishes its script: the group is ready for the compare view, once.
        QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty(), 60000);
        QCOMPARE(ready.constFirst().at(0).toString(), groupId);
        QVERIFY(VariantCommands::isGroupDone(*store, *group));

        // Kept locally: the group is there after the store is reopened.
        stack.disconnect();
        auto reopened = Store::openFile(storeFile, &error);
        QVERIFY2(reopened, qPrintable(error));
        QCOMPARE(reopened->groupReader()->variantGroups().size(), 1);
        QCOMPARE(reopened->groupReader()->variantGroups().constFirst(), *group);
    }

    // The demo's three variant runs are tagged by the simulator; the client makes them a group.
    void adoptsTheDemoGroup()
    {
        Test::LoopbackOptions o;
        o.budget = false;
        o.timing.listMs = 200;
        Test::LoopbackStack stack(o);
        stack.sim().seedDemo();
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        VariantCommands variants(stack.commands(), stack.store());
        VariantGroupReader *groups = stack.store()->groupReader();
        QTRY_VERIFY_WITH_TIMEOUT(
            !groups->variantGroups().isEmpty() && groups->variantGroups().constFirst().members.size() == 3, 60000);
        const VariantGroup g = groups->variantGroups().constFirst();
        QCOMPARE(g.title, QStringLiteral("Fix the parser tests (3 variants)"));
        QVERIFY(g.members.at(0).label.startsWith(QLatin1String("A")));
        QVERIFY(g.members.at(2).label.startsWith(QLatin1String("C")));
        for (const VariantMember &m : g.members)
            QVERIFY(stack.store()->findConversation(m.conversationId));
    }

    void refusedVariantsSendNothing()
    {
        Test::LoopbackOptions o;
        o.budget = false;
        o.withSync = false;
        Test::LoopbackStack stack(o);
        QString error;
        QVERIFY2(stack.connect(&error), qPrintable(error));
        VariantCommands variants(stack.commands(), stack.store());
        Test::OutcomeSpy failed(&variants, Test::OutcomeSpy::FailedWithReason);
        StartOptions base;
        base.initialMessage = QStringLiteral("Do it");
        // One variant only.
        QVERIFY(variants.startVariants(base, {VariantChoice{}}, QStringLiteral("x")).isEmpty());
        // A system prompt with a suffix in the common request is fine (the variant's prompt wins);
        // a bad branch name in one variant refuses them all.
        QVERIFY(variants
                    .startVariants(base,
                                   {VariantChoice{}, VariantChoice{{}, QStringLiteral("bad branch name.."), {}, {}}},
                                   QStringLiteral("x"))
                    .isEmpty());
        QCOMPARE(failed.size(), 2);
        QCOMPARE(failed.at(0).at(2).value<CommandFailure>(), CommandFailure::Invalid);
        QVERIFY(failed.at(1).at(3).toString().contains(QLatin1String("B")));
        QCOMPARE(stack.store()->groupReader()->variantGroups().size(), 0);
        QCOMPARE(stack.sim().conversationIds().size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestVariantGroups)
#include "tst_variantgroups.moc"
