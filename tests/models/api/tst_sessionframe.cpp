// SPDX-License-Identifier: GPL-3.0-or-later
// The session socket's frames (spec §13.3) and the older events socket's (§9.6): every frame type
// read with its fields, unknown types kept (not dropped), and bad input refused with an error, never
// a crash or a half-read frame: not JSON, not an object, no or a bad type, a durable frame without
// a usable seq or event, nesting, and the 4 MiB cap.
#include "models/api/sessionframe.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Switchyard;
using namespace Switchyard::Api;

namespace {

const QByteArray kMessage = "{\"id\":\"m-1\",\"timestamp\":\"2026-08-20T09:00:01.000000\",\"source\":\"agent\","
                            "\"kind\":\"MessageEvent\",\"llm_message\":{\"role\":\"assistant\","
                            "\"content\":[{\"type\":\"text\",\"text\":\"All tests pass.\"}]}}";
const QByteArray kState =
    "{\"id\":\"s-1\",\"timestamp\":\"2026-08-20T09:00:02.000000\",\"source\":\"environment\","
    "\"kind\":\"ConversationStateUpdateEvent\",\"key\":\"execution_status\",\"value\":\"running\"}";

QByteArray durable(qint64 seq, const QByteArray &event)
{
    return "{\"type\":\"durable\",\"seq\":" + QByteArray::number(seq) + ",\"event\":" + event + "}";
}

} // namespace

class TestSessionFrame : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void durableFrame()
    {
        const auto f = parseSessionFrame(durable(41, kMessage));
        QVERIFY2(f.ok(), qPrintable(f.ok() ? QString() : f.error().detail));
        QCOMPARE(f.value().type, SessionFrame::Type::Durable);
        QCOMPARE(f.value().typeName, QStringLiteral("durable"));
        QCOMPARE(f.value().seq, 41);
        QVERIFY(f.value().event);
        QCOMPARE(f.value().event->id, QStringLiteral("m-1"));
        QCOMPARE(f.value().event->kind, QStringLiteral("MessageEvent"));
        const auto *m = std::get_if<MessagePayload>(&f.value().event->payload);
        QVERIFY(m);
        QCOMPARE(m->text, QStringLiteral("All tests pass."));
        // raw is the event itself, cut from the frame
        QCOMPARE(QJsonDocument::fromJson(f.value().event->raw).object(), QJsonDocument::fromJson(kMessage).object());
    }

    void durableFrameFieldOrderAndSpaces()
    {
        const QByteArray text =
            "{ \"event\" : " + kMessage + " , \"seq\" : 0 , \"type\" : \"durable\" , \"extra\":[1,2] }";
        const auto f = parseSessionFrame(text);
        QVERIFY(f.ok());
        QCOMPARE(f.value().seq, 0);
        QCOMPARE(f.value().event->id, QStringLiteral("m-1"));
    }

    void transientStateUpdate()
    {
        const auto f = parseSessionFrame(QByteArray("{\"type\":\"transient\",\"event\":" + kState + "}"));
        QVERIFY(f.ok());
        QCOMPARE(f.value().type, SessionFrame::Type::Transient);
        QCOMPARE(f.value().seq, -1);
        const auto *s = std::get_if<StateUpdatePayload>(&f.value().event->payload);
        QVERIFY(s);
        QCOMPARE(s->executionStatus.value(), ExecutionStatus::Running);
    }

    void syncFrame()
    {
        auto f = parseSessionFrame("{\"type\":\"sync\",\"from_seq\":5,\"through_seq\":99}");
        QVERIFY(f.ok());
        QCOMPARE(f.value().type, SessionFrame::Type::Sync);
        QCOMPARE(f.value().fromSeq, 5);
        QCOMPARE(f.value().throughSeq, 99);
        f = parseSessionFrame("{\"type\":\"sync\"}"); // an empty log: exclude_none drops both
        QVERIFY(f.ok());
        QCOMPARE(f.value().fromSeq, -1);
        QCOMPARE(f.value().throughSeq, -1);
    }

    void streamingFrames()
    {
        auto f = parseSessionFrame("{\"type\":\"item_started\",\"item_id\":\"m-9\",\"attempt\":1,\"anchor_seq\":12}");
        QVERIFY(f.ok());
        QCOMPARE(f.value().type, SessionFrame::Type::ItemStarted);
        QCOMPARE(f.value().itemId, QStringLiteral("m-9"));
        QCOMPARE(f.value().attempt, 1);
        QCOMPARE(f.value().anchorSeq, 12);
        f = parseSessionFrame("{\"type\":\"delta\",\"item_id\":\"m-9\",\"attempt\":1,\"order\":3,\"kind\":"
                              "\"reasoning\",\"content\":\"th\\u00e9 <b>\"}");
        QVERIFY(f.ok());
        QCOMPARE(f.value().type, SessionFrame::Type::Delta);
        QCOMPARE(f.value().order, 3);
        QCOMPARE(f.value().deltaKind, QStringLiteral("reasoning"));
        QCOMPARE(f.value().content, QString::fromUtf8("thé <b>"));
        f = parseSessionFrame("{\"type\":\"item_aborted\",\"item_id\":\"m-9\",\"attempt\":1,\"reason\":\"cancelled\"}");
        QVERIFY(f.ok());
        QCOMPARE(f.value().type, SessionFrame::Type::ItemAborted);
        QCOMPARE(f.value().reason, QStringLiteral("cancelled"));
        // a streaming frame without its item is refused (it could not be matched to anything)
        QVERIFY(!parseSessionFrame("{\"type\":\"delta\",\"order\":1,\"content\":\"x\"}").ok());
    }

    void errorFrame()
    {
        const auto f =
            parseSessionFrame("{\"type\":\"error\",\"code\":\"ValidationError\",\"detail\":{\"msg\":\"bad\"}}");
        QVERIFY(f.ok());
        QCOMPARE(f.value().type, SessionFrame::Type::Error);
        QCOMPARE(f.value().errorCode, QStringLiteral("ValidationError"));
        QVERIFY(f.value().detail.contains(QStringLiteral("bad")));
    }

    void unknownFrameKept()
    {
        const QByteArray text = "{\"type\":\"presence\",\"who\":[\"a\"]}";
        const auto f = parseSessionFrame(text);
        QVERIFY(f.ok());
        QCOMPARE(f.value().type, SessionFrame::Type::Unknown);
        QCOMPARE(f.value().typeName, QStringLiteral("presence"));
        QCOMPARE(f.value().raw, text);
    }

    void badInput_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("kind");
        const int parse = int(ApiError::Kind::Parse);
        QTest::newRow("empty") << QByteArray() << parse;
        QTest::newRow("not json") << QByteArray("hello") << parse;
        QTest::newRow("truncated") << durable(1, kMessage).chopped(3) << parse;
        QTest::newRow("array") << QByteArray("[{\"type\":\"sync\"}]") << parse;
        QTest::newRow("string") << QByteArray("\"durable\"") << parse;
        QTest::newRow("no type") << QByteArray("{\"seq\":1}") << parse;
        QTest::newRow("type number") << QByteArray("{\"type\":3}") << parse;
        QTest::newRow("type null") << QByteArray("{\"type\":null}") << parse;
        QTest::newRow("durable no seq") << QByteArray("{\"type\":\"durable\",\"event\":" + kMessage + "}") << parse;
        QTest::newRow("durable seq string")
            << QByteArray("{\"type\":\"durable\",\"seq\":\"3\",\"event\":" + kMessage + "}") << parse;
        QTest::newRow("durable seq negative") << durable(-2, kMessage) << parse;
        QTest::newRow("durable no event") << QByteArray("{\"type\":\"durable\",\"seq\":1}") << parse;
        QTest::newRow("durable event array") << durable(1, "[1]") << parse;
        QTest::newRow("durable event without id") << durable(1, "{}") << parse;
        QTest::newRow("transient event null") << QByteArray("{\"type\":\"transient\",\"event\":null}") << parse;
        QTest::newRow("deep") << QByteArray("{\"type\":\"x\",\"a\":" + QByteArray(5000, '[') + QByteArray(5000, ']')
                                            + "}")
                              << parse;
        QByteArray big = "{\"type\":\"transient\",\"pad\":\"" + QByteArray(kMaxSessionFrameBytes, 'a') + "\"}";
        QTest::newRow("over 4 MiB") << big << int(ApiError::Kind::TooLarge);
        QTest::newRow("invalid utf-8") << QByteArray("{\"type\":\"d\xff\xfe\"}") << parse;
    }

    void badInput()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, kind);
        const auto f = parseSessionFrame(text);
        QVERIFY(!f.ok());
        QCOMPARE(int(f.error().kind), kind);
    }

    void justUnderTheCap()
    {
        const QByteArray head = "{\"type\":\"transient2\",\"pad\":\"";
        const QByteArray text = head + QByteArray(kMaxSessionFrameBytes - head.size() - 2, 'a') + "\"}";
        QCOMPARE(text.size(), kMaxSessionFrameBytes);
        QVERIFY(parseSessionFrame(text).ok());
    }

    void legacyFrame()
    {
        const auto e = parseLegacySocketFrame(kMessage);
        QVERIFY(e.ok());
        QCOMPARE(e.value().id, QStringLiteral("m-1"));
        QVERIFY(!parseLegacySocketFrame("[]").ok());
        QVERIFY(!parseLegacySocketFrame(QByteArray(kMaxSessionFrameBytes + 1, ' ')).ok());
    }

    void encodeFrames()
    {
        const QString key = QStringLiteral("k\"ey\\\u00e9");
        const QJsonObject auth = QJsonDocument::fromJson(encodeAuthFrame(key)).object();
        QCOMPARE(auth.value(QStringLiteral("type")).toString(), QStringLiteral("auth"));
        QCOMPARE(auth.value(QStringLiteral("session_api_key")).toString(), key);
        const QJsonObject msg = QJsonDocument::fromJson(encodeUserMessageFrame(QStringLiteral("go on"))).object();
        QCOMPARE(msg.value(QStringLiteral("role")).toString(), QStringLiteral("user"));
        QCOMPARE(
            msg.value(QStringLiteral("content")).toArray().at(0).toObject().value(QStringLiteral("text")).toString(),
            QStringLiteral("go on"));
    }
};

QTEST_GUILESS_MAIN(TestSessionFrame)
#include "tst_sessionframe.moc"
