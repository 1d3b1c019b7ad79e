// SPDX-License-Identifier: GPL-3.0-or-later
// The agent's question as a form (spec §13.2, issue 29): options as radio buttons or check boxes
// (multi_select), a free text where the question has no options, the untrusted texts as plain text,
// Accept sending the chosen options, the countdown; and in the timeline against the simulator: the
// approval bar never offers Approve for an ask_user action, the form answers it (one
// respond_to_ask_user, never respond_to_confirmation) and then shows the answer read-only.

#include "app/sim/simulator.h"
#include "models/commands/askusercommands.h"
#include "models/commands/conversationcommands.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "models/timeline/timelinemodel.h"
#include "testutils/sim/loopbackstack.h"
#include "ui/timeline/askuserform.h"
#include "ui/timeline/timelineapprovalbar.h"
#include "ui/timeline/timelinewidget.h"

#include <QApplication>
#include <QCheckBox>
#include <QDateTime>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {

AskUserRequestPayload sampleRequest()
{
    AskUserRequestPayload r;
    r.requestId = QStringLiteral("ask_T1");
    AskUserQuestion single;
    single.id = QStringLiteral("storage");
    single.text = QStringLiteral("Which <b>backend</b>?");
    single.options = {
        {QStringLiteral("redis"), QStringLiteral("Redis & <i>co</i>"), QStringLiteral("<a href=x>shared</a>")},
        {QStringLiteral("sqlite"), QStringLiteral("SQLite"), QString()}};
    AskUserQuestion multi;
    multi.id = QStringLiteral("endpoints");
    multi.text = QStringLiteral("Which endpoints?");
    multi.multiSelect = true;
    multi.options = {{QStringLiteral("orders"), QStringLiteral("GET /orders"), QString()},
                     {QStringLiteral("order"), QStringLiteral("GET /orders/{id}"), QString()},
                     {QStringLiteral("checkout"), QStringLiteral("POST /checkout"), QString()}};
    AskUserQuestion text;
    text.id = QStringLiteral("limit");
    text.text = QStringLiteral("Requests per minute?");
    r.questions = {single, multi, text};
    r.timeoutSeconds = 90;
    return r;
}

int postsTo(const Test::LoopbackStack &s, const char *suffix)
{
    int n = 0;
    for (const QUrl &u : s.requests())
        n += u.path().endsWith(QLatin1String(suffix)) ? 1 : 0;
    return n;
}

} // namespace

class TestAskUserForm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void optionsAreRadioButtonsOrCheckBoxes()
    {
        AskUserForm form;
        form.setRequest(sampleRequest(), QStringLiteral("2026-08-20T14:03:54.619907"));
        QVERIFY(!form.isHidden());
        const auto single = form.optionButtons(QStringLiteral("storage"));
        QCOMPARE(single.size(), 2);
        for (QAbstractButton *b : single)
            QVERIFY(qobject_cast<QRadioButton *>(b));
        const auto multi = form.optionButtons(QStringLiteral("endpoints"));
        QCOMPARE(multi.size(), 3);
        for (QAbstractButton *b : multi)
            QVERIFY(qobject_cast<QCheckBox *>(b));
        QVERIFY(form.optionButtons(QStringLiteral("limit")).isEmpty());
        QVERIFY(form.freeTextEdit(QStringLiteral("limit")));
        QVERIFY(!form.freeTextEdit(QStringLiteral("storage")));
        // Untrusted text stays text: the markup shows as typed, '&' is no mnemonic.
        QCOMPARE(single.at(0)->text(), QStringLiteral("Redis && <i>co</i>"));
        bool questionShown = false;
        for (QLabel *l : form.findChildren<QLabel *>()) {
            QVERIFY2(l->textFormat() == Qt::PlainText, qPrintable(l->text()));
            questionShown = questionShown || l->text() == QStringLiteral("Which <b>backend</b>?");
        }
        QVERIFY(questionShown);
        QVERIFY(!single.at(0)->toolTip().contains(QStringLiteral("<a href")));
    }

    void acceptSendsTheChosenOptions()
    {
        AskUserForm form;
        form.setRequest(sampleRequest(), QStringLiteral("2026-08-20T14:03:54.619907"));
        QSignalSpy asked(&form, &AskUserForm::answerRequested);
        QVERIFY(!form.acceptButton()->isEnabled()); // every question needs an answer first
        form.optionButtons(QStringLiteral("storage")).at(1)->click();
        form.optionButtons(QStringLiteral("storage")).at(0)->click(); // radio: the last one counts
        form.optionButtons(QStringLiteral("endpoints")).at(0)->click();
        form.optionButtons(QStringLiteral("endpoints")).at(2)->click();
        QVERIFY(!form.acceptButton()->isEnabled());
        form.freeTextEdit(QStringLiteral("limit"))->setText(QStringLiteral(" 120 "));
        QVERIFY(form.acceptButton()->isEnabled());
        form.acceptButton()->click();
        QCOMPARE(asked.size(), 1);
        const auto a = asked.at(0).at(0).value<AskUserAnswer>();
        QCOMPARE(a.requestId, QStringLiteral("ask_T1"));
        QCOMPARE(a.action, AskUserAction::Accept);
        QCOMPARE(a.answers.value(QStringLiteral("storage")),
                 (QList<AskUserPick>{{QStringLiteral("redis"), QStringLiteral("Redis & <i>co</i>")}}));
        QCOMPARE(a.answers.value(QStringLiteral("endpoints")),
                 (QList<AskUserPick>{{QStringLiteral("orders"), QStringLiteral("GET /orders")},
                                     {QStringLiteral("checkout"), QStringLiteral("POST /checkout")}}));
        QCOMPARE(a.answers.value(QStringLiteral("limit")), (QList<AskUserPick>{{QString(), QStringLiteral("120")}}));
        // No second submission until told.
        QVERIFY(!form.acceptButton()->isEnabled());
        QVERIFY(!form.declineButton()->isEnabled());
        form.setStatus(QStringLiteral("refused"), true, false, true);
        QVERIFY(form.declineButton()->isEnabled());
        form.declineButton()->click();
        QCOMPARE(asked.size(), 2);
        const auto d = asked.at(1).at(0).value<AskUserAnswer>();
        QCOMPARE(d.action, AskUserAction::Decline);
        QVERIFY(d.answers.isEmpty());
    }

    void countdownAndReadOnlyAnswer()
    {
        AskUserForm form;
        const QDateTime asked = QDateTime::fromString(QStringLiteral("2026-08-20T14:03:54Z"), Qt::ISODate);
        form.setRequest(sampleRequest(), QStringLiteral("2026-08-20T14:03:54"));
        const qint64 t0 = asked.toMSecsSinceEpoch();
        QCOMPARE(form.countdownText(t0), QStringLiteral("1:30 left to answer"));
        QCOMPARE(form.countdownText(t0 + 85500), QStringLiteral("0:04 left to answer"));
        QVERIFY(form.countdownText(t0 + 91000).startsWith(QStringLiteral("Time is up")));
        form.setAnswered(QStringLiteral("Answered"), {QStringLiteral("Which backend? \u2192 Redis")});
        QVERIFY(form.isAnswered());
        QVERIFY(form.acceptButton()->isHidden());
        for (QAbstractButton *b : form.optionButtons(QStringLiteral("storage")))
            QVERIFY(!b->isEnabled());
    }

    void approvalBarNeverOffersApproveForAQuestion()
    {
        Test::LoopbackOptions o;
        o.generation(Sim::ServerGeneration::Newer).rateLimit(false);
        o.sim.autoAdvance = false;
        o.recordRequests = true;
        o.timing.listMs = 150;
        o.timing.sandboxesMs = 150;
        o.timing.openActiveMs = 200;
        o.timing.openIdleMs = 200;
        o.timing.settingsMs = 60000;
        Test::LoopbackStack s(o);
        Sim::ConversationSpec spec;
        spec.script = QStringLiteral("ask_user");
        spec.title = QStringLiteral("Add a response cache to the orders API");
        spec.repository = QStringLiteral("acme-corp/payments-api");
        const QString id = s.sim().addConversation(spec);
        QVERIFY(s.connect());
        s.sync()->setOpenConversation(id);
        AskUserCommands askUser(s.client(), s.store());

        TimelineWidget w;
        w.setStore(s.store());
        w.setCommands(s.commands());
        w.setAskUserCommands(&askUser);
        w.setConversation(id);
        w.resize(1366, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const TimelineModel *model = w.model();
        // The ask_user action is the unpaired action while the conversation waits...
        QTRY_VERIFY_WITH_TIMEOUT(model->waitingForConfirmation() && !model->pendingActionRows().isEmpty(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(w.askUserForm()->isVisible(), 20000);
        // ...and yet nothing offers to approve it.
        QVERIFY(!w.approvalBar()->isVisible());
        QVERIFY(!w.approvalBar()->approveButton()->isVisible());
        QCOMPARE(w.askUserForm()->optionButtons(QStringLiteral("storage")).size(), 2);

        w.askUserForm()->optionButtons(QStringLiteral("storage")).at(1)->click(); // SQLite
        w.askUserForm()->optionButtons(QStringLiteral("migrate")).at(0)->click(); // Migrate
        w.askUserForm()->acceptButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(s.sim().pendingAskUser(id).isEmpty(), 20000);
        QCOMPARE(postsTo(s, "/events/respond_to_ask_user"), 1);
        QCOMPARE(postsTo(s, "/events/respond_to_confirmation"), 0);
        // The server's response arrives: the form shows the answer, read-only.
        QTRY_VERIFY_WITH_TIMEOUT(w.askUserForm()->isAnswered(), 20000);
        bool sqlite = false;
        for (QLabel *l : w.askUserForm()->findChildren<QLabel *>())
            sqlite = sqlite || l->text().contains(QStringLiteral("SQLite"));
        QVERIFY(sqlite);
        QVERIFY(!w.approvalBar()->isVisible());
    }
};

QTEST_MAIN(TestAskUserForm)
#include "tst_askuserform.moc"
