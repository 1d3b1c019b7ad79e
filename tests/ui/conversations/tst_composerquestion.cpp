// SPDX-License-Identifier: GPL-3.0-or-later
// The composer over the live test stack: while the agent waits on an ask-user question (spec §13.2)
// it does not tell the user to approve anything; while it waits on an action, it does.
#include "app/sim/simulator.h"
#include "models/attention/questiontracker.h"
#include "models/commands/conversationcommands.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "testutils/sim/loopbackstack.h"
#include "ui/conversations/composerwidget.h"

#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {

constexpr int kWaitMs = 30000;

QString add(Test::LoopbackStack &s, const QString &script)
{
    Sim::ConversationSpec spec;
    spec.script = script;
    spec.title = QStringLiteral("Run ") + script;
    return s.sim().addConversation(spec);
}

} // namespace

class TestComposerQuestion : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aQuestionIsNotAnApproval()
    {
        Test::LoopbackOptions o;
        o.generation(Sim::ServerGeneration::Newer).rateLimit(false);
        o.sim.autoAdvance = false;
        o.inMemoryStore = true;
        o.timing.listMs = 150;
        o.timing.openActiveMs = 200;
        o.timing.openIdleMs = 200;
        o.timing.backgroundEventsMs = 200;
        o.timing.backgroundEventConversations = -1;
        o.timing.settingsMs = 60000;
        Test::LoopbackStack s(o);
        QVERIFY(s.isListening());
        const QString asking = add(s, QStringLiteral("ask_user"));
        const QString confirming = add(s, QStringLiteral("review"));
        QVERIFY(s.connect());

        QuestionTracker questions;
        questions.setStore(s.store());
        ComposerWidget composer;
        composer.setStore(s.store());
        composer.setCommands(s.commands());
        composer.setQuestions(&questions);
        composer.resize(900, 200);
        composer.show();

        composer.setConversation(confirming);
        QTRY_VERIFY_WITH_TIMEOUT(composer.isApprovalHintShown(), kWaitMs); // an action waits

        composer.setConversation(asking);
        QTRY_VERIFY_WITH_TIMEOUT(questions.isWaiting(asking), kWaitMs);
        const ConversationRecord *r = s.store()->findConversation(asking);
        QVERIFY(r);
        QCOMPARE(r->displayExecution.value(), ExecutionStatus::WaitingForConfirmation); // as the server says
        QVERIFY(!composer.isApprovalHintShown()); // but it is a question: answered, not approved
    }
};

QTEST_MAIN(TestComposerQuestion)
#include "tst_composerquestion.moc"
