// SPDX-License-Identifier: GPL-3.0-or-later
// Answering the agent's questions end to end (spec §13.2, issue 29), over real HTTP against the
// simulator (Test::LoopbackStack: simulator -> ApiClient -> SyncEngine -> Store file ->
// AskUserCommands): one POST to respond_to_ask_user with the chosen options, echoing request_id;
// never a second one for the same request (also after a restart: the store file reopened); a server
// without the route (404) -> the offer to send the answers as a message; a stale request (answered
// by the server's timeout) -> refused, in words; unknown ids refused by the server; and approve()
// refuses while a question waits (never respond_to_confirmation for a question).

#include "app/sim/simulator.h"
#include "models/commands/askusercommands.h"
#include "models/commands/conversationcommands.h"
#include "models/domain/eventsummary.h"
#include "models/store/store.h"
#include "models/sync/syncengine.h"
#include "testutils/sim/loopbackstack.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Switchyard;

namespace {

constexpr int kWaitMs = 20000;

Test::LoopbackOptions options(bool route = true)
{
    Test::LoopbackOptions o;
    o.generation(Sim::ServerGeneration::Newer).rateLimit(false);
    o.sim.features.askUserRoute = route;
    o.sim.autoAdvance = false;
    o.recordRequests = true;
    o.timing.listMs = 150;
    o.timing.sandboxesMs = 150;
    o.timing.openActiveMs = 200;
    o.timing.openIdleMs = 200;
    o.timing.backgroundEventsMs = 300;
    o.timing.settingsMs = 60000;
    return o;
}

QString add(Test::LoopbackStack &s, const QString &script)
{
    Sim::ConversationSpec spec;
    spec.script = script;
    spec.repository = QStringLiteral("acme-corp/payments-api");
    spec.title = QStringLiteral("Run ") + script;
    return s.sim().addConversation(spec);
}

/// The question waiting in the stored log (nullopt: none).
std::optional<AskUserRequestPayload> storedQuestion(Store *store, const QString &id)
{
    QList<Event> events;
    const qint64 n = store->eventCount(id);
    for (qint64 seq = std::max<qint64>(0, n - 64); seq < n; ++seq) {
        if (auto e = store->event(id, seq))
            events.append(*e);
    }
    return waitingQuestion(events);
}

std::optional<AskUserResponsePayload> storedResponse(Store *store, const QString &id, const QString &requestId,
                                                     EventSource *source = nullptr)
{
    const qint64 n = store->eventCount(id);
    for (qint64 seq = 0; seq < n; ++seq) {
        const auto e = store->event(id, seq);
        const auto *r = e ? std::get_if<AskUserResponsePayload>(&e->payload) : nullptr;
        if (r && r->requestId == requestId) {
            if (source)
                *source = e->source.value();
            return *r;
        }
    }
    return std::nullopt;
}

int postsTo(const Test::LoopbackStack &s, const char *suffix)
{
    int n = 0;
    for (const QUrl &u : s.requests())
        n += u.path().endsWith(QLatin1String(suffix)) ? 1 : 0;
    return n;
}

AskUserAnswer pick(const AskUserRequestPayload &q, std::initializer_list<std::pair<const char *, const char *>> choices)
{
    AskUserAnswer a;
    a.requestId = q.requestId;
    a.action = AskUserAction::Accept;
    for (const auto &[question, option] : choices)
        a.answers.insert(QString::fromLatin1(question),
                         {AskUserPick{QString::fromLatin1(option), QString::fromLatin1(option)}});
    return a;
}

/// What AskUserCommands::finished reported, in order.
struct Outcome
{
    QString requestId;
    bool ok = false;
    CommandFailure failure = CommandFailure::Generic;
    QString message;
};

QList<Outcome> *record(AskUserCommands &commands, QList<Outcome> &out)
{
    QObject::connect(&commands, &AskUserCommands::finished, [&out](const CommandOutcome &o) {
        QCOMPARE(o.command, Command::Answer);
        out.append(Outcome{o.target, o.ok(), o.failure(), o.ok() ? QString() : o.message});
    });
    return &out;
}

} // namespace

class TestAskUserAnswers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void answerIsOnePostEchoingTheRequestId()
    {
        Test::LoopbackStack s(options());
        QVERIFY(s.isListening());
        const QString id = add(s, QStringLiteral("ask_user"));
        const QString rid = s.sim().pendingAskUser(id);
        QVERIFY(!rid.isEmpty());
        QVERIFY(s.connect());
        s.sync()->setOpenConversation(id);
        std::optional<AskUserRequestPayload> q;
        QTRY_VERIFY_WITH_TIMEOUT((q = storedQuestion(s.store(), id)).has_value(), kWaitMs);
        QCOMPARE(q->requestId, rid);
        QCOMPARE(q->questions.size(), 2);

        AskUserCommands commands(s.client(), s.store());
        QList<Outcome> finished;
        record(commands, finished);
        QVERIFY(commands.answer(id, *q, pick(*q, {{"storage", "redis"}, {"migrate", "empty"}})));
        QCOMPARE(commands.status(rid), AskUserCommands::Status::Sending); // recorded before it is sent
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), kWaitMs);
        QVERIFY2(finished.at(0).ok, qPrintable(finished.at(0).message));
        QCOMPARE(finished.at(0).requestId, rid);
        QCOMPARE(commands.status(rid), AskUserCommands::Status::Sent);
        QCOMPARE(postsTo(s, "/events/respond_to_ask_user"), 1);
        QCOMPARE(postsTo(s, "/events/respond_to_confirmation"), 0);
        QVERIFY(s.sim().pendingAskUser(id).isEmpty());

        // The server's AskUserResponseEvent (source user) echoes the request id and the picks.
        std::optional<AskUserResponsePayload> r;
        EventSource source = EventSource::Unknown;
        QTRY_VERIFY_WITH_TIMEOUT((r = storedResponse(s.store(), id, rid, &source)).has_value(), kWaitMs);
        QCOMPARE(source, EventSource::User);
        QCOMPARE(r->action, QStringLiteral("accept"));
        QCOMPARE(r->answers.value(QStringLiteral("storage")).value(0).optionId, QStringLiteral("redis"));
        QCOMPARE(r->answers.value(QStringLiteral("storage")).value(0).label, QStringLiteral("Redis"));
        QCOMPARE(r->answers.value(QStringLiteral("migrate")).value(0).optionId, QStringLiteral("empty"));
    }

    void neverSentTwiceAlsoAfterARestart()
    {
        Test::LoopbackStack s(options());
        const QString id = add(s, QStringLiteral("ask_user"));
        QVERIFY(s.connect());
        s.sync()->setOpenConversation(id);
        std::optional<AskUserRequestPayload> q;
        QTRY_VERIFY_WITH_TIMEOUT((q = storedQuestion(s.store(), id)).has_value(), kWaitMs);
        const AskUserAnswer answer = pick(*q, {{"storage", "sqlite"}, {"migrate", "copy"}});
        {
            AskUserCommands commands(s.client(), s.store());
            QList<Outcome> finished;
            record(commands, finished);
            QVERIFY(commands.answer(id, *q, answer));
            // A second press while the first is on its way: refused, nothing sent.
            QVERIFY(!commands.answer(id, *q, answer));
            QTRY_VERIFY_WITH_TIMEOUT(finished.size() >= 2, kWaitMs);
            QCOMPARE(commands.status(q->requestId), AskUserCommands::Status::Sent);
            QVERIFY(!commands.answer(id, *q, answer)); // and after it was taken
        }
        QCOMPARE(postsTo(s, "/events/respond_to_ask_user"), 1);
        s.store()->waitForWrites();

        // Restart: the store file is opened again by a new client and a new command service.
        s.disconnect();
        QVERIFY(s.connect());
        AskUserCommands again(s.client(), s.store());
        QCOMPARE(again.status(q->requestId), AskUserCommands::Status::Sent);
        QList<Outcome> refused;
        record(again, refused);
        QVERIFY(!again.answer(id, *q, answer));
        QCOMPARE(refused.size(), 1);
        QVERIFY(!refused.at(0).ok);
        QCOMPARE(refused.at(0).failure, CommandFailure::Busy);
        QTest::qWait(200);
        QCOMPARE(postsTo(s, "/events/respond_to_ask_user"), 0); // requests() counts since connect()
    }

    void recordedButUnsentIsNotSentAfterARestart()
    {
        // The app went away between recording and the reply: after a restart it may have been
        // sent, so it is not sent again (Unknown), and nothing is posted.
        Test::LoopbackStack s(options());
        const QString id = add(s, QStringLiteral("ask_user"));
        QVERIFY(s.connect());
        s.sync()->setOpenConversation(id);
        std::optional<AskUserRequestPayload> q;
        QTRY_VERIFY_WITH_TIMEOUT((q = storedQuestion(s.store(), id)).has_value(), kWaitMs);
        bool committed = false;
        QVERIFY(s.store()->recordAskUserAnswer(id, pick(*q, {{"storage", "redis"}, {"migrate", "copy"}}), nullptr,
                                               [&committed](bool ok) {
                                                   committed = ok;
                                               }));
        QTRY_VERIFY(committed);
        s.disconnect();
        QVERIFY(s.connect());
        AskUserCommands again(s.client(), s.store());
        QCOMPARE(again.status(q->requestId), AskUserCommands::Status::Unknown);
        QVERIFY(!again.answer(id, *q, pick(*q, {{"storage", "redis"}, {"migrate", "copy"}})));
        QVERIFY(!again.statusText(q->requestId).isEmpty());
        QTest::qWait(200);
        QCOMPARE(postsTo(s, "/events/respond_to_ask_user"), 0);
        QVERIFY(!s.sim().pendingAskUser(id).isEmpty());
    }

    void noRouteOffersTheAnswersAsAMessage()
    {
        Test::LoopbackStack s(options(false)); // an agent server without respond_to_ask_user
        const QString id = add(s, QStringLiteral("ask_user"));
        QVERIFY(s.connect());
        s.sync()->setOpenConversation(id);
        std::optional<AskUserRequestPayload> q;
        QTRY_VERIFY_WITH_TIMEOUT((q = storedQuestion(s.store(), id)).has_value(), kWaitMs);
        AskUserCommands commands(s.client(), s.store());
        QList<Outcome> finished;
        record(commands, finished);
        QVERIFY(commands.answer(id, *q, pick(*q, {{"storage", "redis"}, {"migrate", "empty"}})));
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), kWaitMs);
        QVERIFY(!finished.at(0).ok);
        QCOMPARE(finished.at(0).failure, CommandFailure::Unsupported);
        QVERIFY2(finished.at(0).message.contains(QStringLiteral("cannot take answers")),
                 qPrintable(finished.at(0).message));
        QCOMPARE(commands.status(q->requestId), AskUserCommands::Status::NoRoute);
        QCOMPARE(postsTo(s, "/events/respond_to_ask_user"), 1);

        QVERIFY(commands.sendAsMessage(id, *q));
        QTRY_VERIFY_WITH_TIMEOUT(finished.size() >= 2, kWaitMs);
        QVERIFY2(finished.at(1).ok, qPrintable(finished.at(1).message));
        QCOMPARE(commands.status(q->requestId), AskUserCommands::Status::SentAsMessage);
        QCOMPARE(postsTo(s, "/send-message"), 1);
        QVERIFY(!commands.sendAsMessage(id, *q)); // once
        // The message reached the log with the answers written out.
        bool found = false;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const qint64 n = s.store()->eventCount(id);
                for (qint64 seq = 0; seq < n && !found; ++seq) {
                    const auto e = s.store()->event(id, seq);
                    const auto *m = e ? std::get_if<MessagePayload>(&e->payload) : nullptr;
                    found = m && m->role == QLatin1String("user")
                        && m->text.contains(QStringLiteral("Which storage backend"))
                        && m->text.contains(QStringLiteral("\u2192 redis"));
                }
                return found;
            }(),
            kWaitMs);
    }

    void staleRequestIsSaidInWords()
    {
        // The multi-select question times out: the server answers cancel itself (source
        // environment); an answer sent after that is refused as stale.
        Test::LoopbackStack s(options());
        const QString id = add(s, QStringLiteral("ask_multi"));
        QVERIFY(s.connect());
        s.sync()->setOpenConversation(id);
        std::optional<AskUserRequestPayload> q;
        QTRY_VERIFY_WITH_TIMEOUT((q = storedQuestion(s.store(), id)).has_value(), kWaitMs);
        QVERIFY(q->timeoutSeconds && *q->timeoutSeconds > 0);
        QVERIFY(q->questions.at(0).multiSelect);
        s.sim().advanceClock(std::chrono::seconds(qint64(*q->timeoutSeconds) + 5));
        QVERIFY(s.sim().pendingAskUser(id).isEmpty());

        AskUserAnswer a;
        a.requestId = q->requestId;
        a.answers.insert(QStringLiteral("endpoints"),
                         {AskUserPick{QStringLiteral("orders"), QStringLiteral("GET /orders")},
                          AskUserPick{QStringLiteral("checkout"), QStringLiteral("x")}});
        a.answers.insert(QStringLiteral("limit"), {AskUserPick{QString(), QStringLiteral("120")}});
        AskUserCommands commands(s.client(), s.store());
        QList<Outcome> finished;
        record(commands, finished);
        QVERIFY(commands.answer(id, *q, a));
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), kWaitMs);
        QVERIFY(!finished.at(0).ok);
        QCOMPARE(finished.at(0).failure, CommandFailure::Conflict);
        QVERIFY2(finished.at(0).message.contains(QStringLiteral("no longer waits")),
                 qPrintable(finished.at(0).message));
        QCOMPARE(commands.status(q->requestId), AskUserCommands::Status::Refused);
        QVERIFY(!commands.answer(id, *q, a)); // not sent again

        EventSource source = EventSource::Unknown;
        std::optional<AskUserResponsePayload> r;
        QTRY_VERIFY_WITH_TIMEOUT((r = storedResponse(s.store(), id, q->requestId, &source)).has_value(), kWaitMs);
        QCOMPARE(r->action, QStringLiteral("cancel"));
        QCOMPARE(source, EventSource::Environment);
    }

    void unknownIdsAreRefusedByTheServer()
    {
        Test::LoopbackStack s(options());
        const QString id = add(s, QStringLiteral("ask_user"));
        QVERIFY(s.connect());
        s.sync()->setOpenConversation(id);
        std::optional<AskUserRequestPayload> q;
        QTRY_VERIFY_WITH_TIMEOUT((q = storedQuestion(s.store(), id)).has_value(), kWaitMs);
        // The command checks first (nothing sent)...
        AskUserCommands commands(s.client(), s.store());
        QVERIFY(!commands.answer(id, *q, pick(*q, {{"storage", "mongodb"}})));
        QVERIFY(!commands.answer(id, *q, pick(*q, {{"colour", "red"}})));
        QCOMPARE(commands.status(q->requestId), AskUserCommands::Status::None);
        QCOMPARE(postsTo(s, "/events/respond_to_ask_user"), 0);
        // ...and the server refuses what slips through: unknown option, unknown question, stale id.
        // The question can reach the log before the list poll stores the conversation itself.
        std::optional<ConversationRecord> record;
        QTRY_VERIFY_WITH_TIMEOUT((record = s.store()->conversation(id)).has_value(), kWaitMs);
        auto status = [&](const AskUserAnswer &a) -> int {
            std::optional<int> http;
            s.client()->respondToAskUser(record->conversation, a, nullptr, [&http](Api::Result<Api::Unit> r) {
                http = r ? 200 : r.error().httpStatus;
            });
            QElapsedTimer t;
            t.start();
            while (!http && t.elapsed() < kWaitMs)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
            return http.value_or(0);
        };
        QCOMPARE(status(pick(*q, {{"storage", "mongodb"}})), 422);
        QCOMPARE(status(pick(*q, {{"colour", "red"}})), 422);
        AskUserAnswer stale = pick(*q, {{"storage", "redis"}});
        stale.requestId = QStringLiteral("ask_0000000000000000");
        QCOMPARE(status(stale), 409);
        QVERIFY(!s.sim().pendingAskUser(id).isEmpty()); // still waiting
    }

    void approveRefusesWhileAQuestionWaits()
    {
        Test::LoopbackStack s(options());
        const QString id = add(s, QStringLiteral("ask_user"));
        QVERIFY(s.connect());
        s.sync()->setOpenConversation(id);
        QTRY_VERIFY_WITH_TIMEOUT(storedQuestion(s.store(), id).has_value(), kWaitMs);
        QSignalSpy finished(s.commands(), &ConversationCommands::finished);
        QVERIFY(!s.commands()->approve(id));
        QCOMPARE(finished.size(), 1);
        const auto outcome = finished.at(0).at(0).value<CommandOutcome>();
        QCOMPARE(outcome.command, Command::Approve);
        QCOMPARE(outcome.failure(), CommandFailure::Invalid);
        QTest::qWait(200);
        QCOMPARE(postsTo(s, "/events/respond_to_confirmation"), 0);
        QVERIFY(!s.sim().pendingAskUser(id).isEmpty());
    }
};

QTEST_MAIN(TestAskUserAnswers)
#include "tst_askuseranswers.moc"
