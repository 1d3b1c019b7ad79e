// SPDX-License-Identifier: GPL-3.0-or-later
// The wire spelling of the domain's status enums (models/api/wireenums.h): every known value maps
// both ways, an unknown string comes back as itself (raw text, never coerced), an empty one is
// absent; and a start's options survive the trip to the wire request and back through a start
// task's echo.
#include "models/api/codec.h"
#include "models/api/observabilitymetadata.h"
#include "models/api/wireenums.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Switchyard;
using namespace Switchyard::Api;

namespace {

/// Every member but Unknown maps to a distinct, non-empty wire string and back.
template<typename E>
void checkRoundTrip(E last, OpenEnum<E> (*fromWire)(const QString &))
{
    QSet<QString> seen;
    for (int i = int(E::Unknown) + 1; i <= int(last); ++i) {
        const E value = E(i);
        const QString wire = toWire(value);
        QVERIFY2(!wire.isEmpty(), qPrintable(QString::number(i)));
        QVERIFY(!seen.contains(wire));
        seen.insert(wire);
        const OpenEnum<E> back = fromWire(wire);
        QVERIFY(back.isKnown());
        QCOMPARE(back.value(), value);
        QVERIFY(back.raw().isEmpty()); // known values carry no text
        QCOMPARE(toWire(back), wire);
    }
    QVERIFY(toWire(E::Unknown).isEmpty());
}

} // namespace

class TestWireEnums : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyKnownValueRoundTrips()
    {
        checkRoundTrip(SandboxStatus::ProviderUnavailable, sandboxStatusFromWire);
        checkRoundTrip(ExecutionStatus::Deleting, executionStatusFromWire);
        checkRoundTrip(StartTaskStatus::Error, startTaskStatusFromWire);
        checkRoundTrip(EventSource::Hook, eventSourceFromWire);
        checkRoundTrip(SecurityRisk::High, securityRiskFromWire);
        checkRoundTrip(GitChangeStatus::Updated, gitChangeStatusFromWire);
        checkRoundTrip(GroupingStrategy::AddToAny, groupingStrategyFromWire);
        checkRoundTrip(TaskStatus::Done, taskStatusFromWire);
    }

    void unknownKeepsItsText()
    {
        const auto s = sandboxStatusFromWire(QStringLiteral("HIBERNATING"));
        QVERIFY(!s.isKnown());
        QVERIFY(!s.isAbsent());
        QCOMPARE(s.value(), SandboxStatus::Unknown);
        QCOMPARE(s.raw(), QStringLiteral("HIBERNATING"));
        QCOMPARE(toWire(s), QStringLiteral("HIBERNATING"));
        QVERIFY(s != OpenEnum<SandboxStatus>::unknown(QStringLiteral("FROZEN")));
        QVERIFY(s == OpenEnum<SandboxStatus>::unknown(QStringLiteral("HIBERNATING")));
        // case matters: the server's spelling is the spelling
        QVERIFY(!sandboxStatusFromWire(QStringLiteral("running")).isKnown());
        // the newer servers' sandbox UNKNOWN (§13.5) is a state of its own: provider unavailable
        QCOMPARE(sandboxStatusFromWire(QStringLiteral("UNKNOWN")).value(), SandboxStatus::ProviderUnavailable);
        QCOMPARE(toWire(SandboxStatus::ProviderUnavailable), QStringLiteral("UNKNOWN"));
        // the analyser's own "not rated" is no member: kept as text
        const auto risk = securityRiskFromWire(QStringLiteral("UNKNOWN"));
        QVERIFY(!risk.isKnown());
        QCOMPARE(risk.raw(), QStringLiteral("UNKNOWN"));
    }

    void emptyIsAbsent()
    {
        const auto e = executionStatusFromWire(QString());
        QVERIFY(e.isAbsent());
        QCOMPARE(e, OpenEnum<ExecutionStatus>());
        QVERIFY(toWire(e).isEmpty());
    }

    void openEnumSemantics()
    {
        OpenEnum<ExecutionStatus> e;
        QVERIFY(e.isAbsent());
        QVERIFY(!e.isKnown());
        e = ExecutionStatus::Running;
        QVERIFY(e.isKnown() && !e.isAbsent());
        QVERIFY(e == ExecutionStatus::Running);
        QVERIFY(e != ExecutionStatus::Idle);
        QCOMPARE(OpenEnum<ExecutionStatus>(ExecutionStatus::Unknown), OpenEnum<ExecutionStatus>());
        QVERIFY(OpenEnum<ExecutionStatus>::unknown(QString()).isAbsent());
        // a known value equals the decoded one whatever produced it (no hidden text to differ in)
        QCOMPARE(executionStatusFromWire(QStringLiteral("running")), e);
    }

    void startOptionsThroughTheEcho()
    {
        StartOptions options;
        options.selectedRepository = QStringLiteral("acme/api");
        options.initialMessage = QStringLiteral("Fix the tests");
        options.agentType = QStringLiteral("plan");
        options.prNumbers = {7};
        options.observabilityMetadata = {
            {QStringLiteral("attempt"), ObservabilityValue{false, qint64(2), {}}},
            {QStringLiteral("ratios"), ObservabilityValue{true, {}, {0.5, 1.5}}},
            {QStringLiteral("tags"), ObservabilityValue{true, {}, {QStringLiteral("a"), QStringLiteral("b")}}},
        };
        options.plugins = {PluginChoice{QStringLiteral("github:acme/p"), QStringLiteral("v1"), QString(),
                                        QByteArray(R"({"strict":true})")}};
        options.secrets.insert(QStringLiteral("TOKEN"), QStringLiteral("s3cr3t"));
        const QByteArray body = Codec::encodeStartRequest(toStartRequest(options));
        const QJsonObject o = QJsonDocument::fromJson(body).object();
        QCOMPARE(o.value(QLatin1String("initial_message")).toObject().value(QLatin1String("role")).toString(),
                 QStringLiteral("user"));
        QCOMPARE(o.value(QLatin1String("agent_type")).toString(), QStringLiteral("plan"));

        // The server echoes the request inside the task: the same options come back.
        const QByteArray task =
            R"({"id":"e2c4a6b8d0f24e1a9c3b5d7f9e1a2c4b","status":"WORKING","request":)" + body + "}";
        const auto parsed = Codec::parseStartTask(task);
        QVERIFY(parsed.ok());
        const StartOptions &back = parsed.value().request;
        QCOMPARE(back.selectedRepository, options.selectedRepository);
        QCOMPARE(back.initialMessage, options.initialMessage);
        QCOMPARE(back.agentType, options.agentType);
        QCOMPARE(back.prNumbers, options.prNumbers);
        QCOMPARE(back.plugins, options.plugins);
        QCOMPARE(back.secrets, options.secrets);
        QCOMPARE(back.observabilityMetadata.size(), 3); // keys come back sorted; these already are
        QVERIFY(back.observabilityMetadata == options.observabilityMetadata);
        QCOMPARE(Codec::encodeStartRequest(toStartRequest(back)), body);
    }

    void noMessageNoMetadataNothingSent()
    {
        const QJsonObject o = QJsonDocument::fromJson(Codec::encodeStartRequest(toStartRequest({}))).object();
        QVERIFY(!o.contains(QLatin1String("initial_message")));
        QVERIFY(!o.contains(QLatin1String("observability_metadata")));
    }
};

QTEST_GUILESS_MAIN(TestWireEnums)
#include "tst_wireenums.moc"
