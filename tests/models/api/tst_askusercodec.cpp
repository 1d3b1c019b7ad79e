// SPDX-License-Identifier: GPL-3.0-or-later
// The ask-user events and the answer on the wire (spec §13.2): AskUserRequestEvent and
// AskUserResponseEvent (source user, and environment when the server answered on timeout) parsed
// into typed values from fixtures of §13.2's shapes with fields this build does not know; the
// respond_to_ask_user body {request_id, action, answers}, read back the same; and the domain's
// checks and the answers written out as a message.

#include "models/api/codec.h"
#include "models/domain/askuser.h"
#include "models/domain/eventsummary.h"
#include "testutils/testpaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Switchyard;

namespace {

Event load(const QString &name)
{
    QFile f(Test::testDataPath(QStringLiteral("askuser/") + name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    auto r = Api::Codec::parseEvent(f.readAll());
    if (!r)
        qFatal("fixture %s does not parse: %s", qPrintable(name), qPrintable(r.error().message));
    return r.value();
}

} // namespace

class TestAskUserCodec : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void requestIsTyped()
    {
        const Event e = load(QStringLiteral("request.json"));
        QCOMPARE(e.kind, QStringLiteral("AskUserRequestEvent"));
        QCOMPARE(e.source.value(), EventSource::Agent);
        const auto *r = std::get_if<AskUserRequestPayload>(&e.payload);
        QVERIFY(r);
        QCOMPARE(r->requestId, QStringLiteral("ask_7Qm2xK9pL4vN8rT1"));
        QCOMPARE(r->actionId, QStringLiteral("4d9e8c1b-5a2f-4c37-8e10-eb0a3c6d5f98"));
        QCOMPARE(r->toolCallId, QStringLiteral("toolu_01AskUserXq3sWk9VnR2yPz4t"));
        QCOMPARE(r->toolName, QStringLiteral("ask_user"));
        QVERIFY(r->timeoutSeconds);
        QCOMPARE(*r->timeoutSeconds, 300.0);
        QCOMPARE(r->questions.size(), 2);
        const AskUserQuestion &q0 = r->questions.at(0);
        QCOMPARE(q0.id, QStringLiteral("storage"));
        QCOMPARE(q0.text, QStringLiteral("Which storage backend should the response cache use?"));
        QVERIFY(!q0.multiSelect);
        QCOMPARE(q0.options.size(), 2);
        QCOMPARE(q0.options.at(1),
                 (AskUserOption{QStringLiteral("sqlite"), QStringLiteral("SQLite"),
                                QStringLiteral("A local file; no new service")}));
        const AskUserQuestion &q1 = r->questions.at(1);
        QVERIFY(q1.multiSelect);
        QCOMPARE(q1.options.at(1).description, QString()); // null
        // The deadline: the event's time plus timeout_seconds.
        const auto deadline = askUserDeadlineMs(e.timestamp, *r);
        QVERIFY(deadline);
        QCOMPARE(
            *deadline,
            QDateTime::fromString(QStringLiteral("2026-11-20T09:17:30.204Z"), Qt::ISODateWithMs).toMSecsSinceEpoch());
        QCOMPARE(summarizeEvent(e).kind, EventKind::AskUserRequest);
    }

    void responsesAreTyped()
    {
        const Event user = load(QStringLiteral("response_user.json"));
        QCOMPARE(user.source.value(), EventSource::User);
        const auto *r = std::get_if<AskUserResponsePayload>(&user.payload);
        QVERIFY(r);
        QCOMPARE(r->requestId, QStringLiteral("ask_7Qm2xK9pL4vN8rT1"));
        QCOMPARE(r->action, QStringLiteral("accept"));
        QCOMPARE(r->answers.value(QStringLiteral("storage")),
                 (QList<AskUserPick>{{QStringLiteral("sqlite"), QStringLiteral("SQLite")}}));
        QCOMPARE(r->answers.value(QStringLiteral("endpoints")).size(), 2);
        QCOMPARE(r->answers.value(QStringLiteral("endpoints")).at(1).optionId, QStringLiteral("order"));

        const Event timeout = load(QStringLiteral("response_timeout.json"));
        QCOMPARE(timeout.source.value(), EventSource::Environment);
        const auto *t = std::get_if<AskUserResponsePayload>(&timeout.payload);
        QVERIFY(t);
        QCOMPARE(askUserActionFromWire(t->action), AskUserAction::Cancel);
        QVERIFY(t->answers.isEmpty());

        // Pairing: the request waits until its response follows.
        const Event request = load(QStringLiteral("request.json"));
        QVERIFY(waitingQuestion(QList<Event>{request}));
        QVERIFY(!waitingQuestion(QList<Event>{request, timeout}));
    }

    void answerBody()
    {
        AskUserAnswer a;
        a.requestId = QStringLiteral("ask_7Qm2xK9pL4vN8rT1");
        a.action = AskUserAction::Accept;
        a.answers.insert(QStringLiteral("storage"), {{QStringLiteral("sqlite"), QStringLiteral("SQLite")}});
        a.answers.insert(QStringLiteral("note"), {{QString(), QStringLiteral("keep \"it\" small")}});
        const QByteArray body = Api::Codec::encodeAskUserAnswer(a);
        const QJsonObject o = QJsonDocument::fromJson(body).object();
        QCOMPARE(o.value(QStringLiteral("request_id")).toString(), a.requestId);
        QCOMPARE(o.value(QStringLiteral("action")).toString(), QStringLiteral("accept"));
        const QJsonObject answers = o.value(QStringLiteral("answers")).toObject();
        QCOMPARE(answers.value(QStringLiteral("storage"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("option_id"))
                     .toString(),
                 QStringLiteral("sqlite"));
        QVERIFY(
            !answers.value(QStringLiteral("note")).toArray().at(0).toObject().contains(QStringLiteral("option_id")));
        QCOMPARE(Api::Codec::parseAskUserAnswer(body), a);

        AskUserAnswer d = a;
        d.action = AskUserAction::Decline;
        const QJsonObject od = QJsonDocument::fromJson(Api::Codec::encodeAskUserAnswer(d)).object();
        QCOMPARE(od.value(QStringLiteral("action")).toString(), QStringLiteral("decline"));
        QVERIFY(od.value(QStringLiteral("answers")).toObject().isEmpty()); // answers only for accept
        QVERIFY(!Api::Codec::parseAskUserAnswer("{\"request_id\":\"x\",\"action\":\"approve\"}"));
    }

    void answerChecksAndMessage()
    {
        const Event e = load(QStringLiteral("request.json"));
        const auto &r = std::get<AskUserRequestPayload>(e.payload);
        AskUserAnswer a;
        a.requestId = r.requestId;
        a.answers.insert(QStringLiteral("storage"), {{QStringLiteral("redis"), QStringLiteral("Redis")}});
        a.answers.insert(QStringLiteral("endpoints"),
                         {{QStringLiteral("orders"), QStringLiteral("GET /orders")},
                          {QStringLiteral("order"), QStringLiteral("GET /orders/{id}")}});
        QVERIFY(askUserAnswerProblem(r, a).isEmpty());
        AskUserAnswer two = a;
        two.answers[QStringLiteral("storage")].append({QStringLiteral("sqlite"), QStringLiteral("SQLite")});
        QVERIFY(!askUserAnswerProblem(r, two).isEmpty()); // single select
        AskUserAnswer unknown = a;
        unknown.answers.insert(QStringLiteral("storage"), {{QStringLiteral("mongodb"), QStringLiteral("MongoDB")}});
        QVERIFY(!askUserAnswerProblem(r, unknown).isEmpty());
        AskUserAnswer other = a;
        other.requestId = QStringLiteral("ask_other");
        QVERIFY(!askUserAnswerProblem(r, other).isEmpty());

        const QString message = askUserAnswerAsMessage(r, a);
        QVERIFY2(message.contains(QStringLiteral("Which storage backend should the response cache use? \u2192 Redis")),
                 qPrintable(message));
        QVERIFY(message.contains(QStringLiteral("GET /orders, GET /orders/{id}")));
        AskUserAnswer declined = a;
        declined.action = AskUserAction::Decline;
        QVERIFY(askUserAnswerAsMessage(r, declined).contains(QStringLiteral("decline")));
    }
};

QTEST_MAIN(TestAskUserCodec)
#include "tst_askusercodec.moc"
