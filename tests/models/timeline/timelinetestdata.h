// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test inputs for the timeline: the spec fixtures and real samples parsed with Api::Codec, and
// small builders for synthetic events. Header-only, shared by the model, UI and bench tests.

#include "models/api/codec.h"
#include "models/api/wireenums.h"
#include "models/domain/event.h"
#include "testutils/testpaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QRegularExpression>
#include <QStringList>
#include <quazip.h>
#include <quazipfile.h>

#include <algorithm>

namespace Switchyard::TimelineTestData {

inline QList<Event> fixturePage(const QString &name)
{
    const QByteArray json = Test::readFile(Test::specPath(QStringLiteral("fixtures/events/") + name));
    if (json.trimmed().startsWith('[')) {
        auto batch = Api::Codec::parseEventBatch(json);
        QList<Event> out;
        if (batch) {
            for (const auto &e : batch.value()) {
                if (e)
                    out.append(e.value());
            }
        }
        return out;
    }
    auto page = Api::Codec::parseEventPage(json);
    return page ? page.value().items : QList<Event>();
}

inline QList<Event> jsonLines(const QString &realSample)
{
    auto lines =
        Api::Codec::parseEventLines(Test::readFile(Test::specPath(QStringLiteral("real-samples/") + realSample)));
    return lines ? lines.value() : QList<Event>();
}

/// The `history` arrays of the benchmark records (legacy ExecuteBash kinds), split in the test
/// with QJsonDocument and parsed one event at a time with the codec.
inline QList<Event> legacyHistory()
{
    QList<Event> out;
    const QByteArray all = Test::readFile(
        Test::specPath(QStringLiteral("real-samples/05_benchmarks_openagentsafety_output_history.jsonl")));
    for (const QByteArray &line : all.split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        const QJsonArray history = QJsonDocument::fromJson(line).object().value(QStringLiteral("history")).toArray();
        for (const QJsonValue &v : history) {
            auto e = Api::Codec::parseEvent(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
            if (e)
                out.append(e.value());
        }
    }
    return out;
}

/// The event files of a CLI trajectory zip (real-samples/06..09), in file-name order.
inline QList<Event> trajectoryZip(const QString &realSample)
{
    QList<Event> out;
    QuaZip zip(Test::specPath(QStringLiteral("real-samples/") + realSample));
    if (!zip.open(QuaZip::mdUnzip))
        return out;
    QStringList names = zip.getFileNameList();
    std::sort(names.begin(), names.end());
    for (const QString &name : names) {
        if (!name.endsWith(QLatin1String(".json")) || !name.contains(QLatin1String("event-")))
            continue;
        zip.setCurrentFile(name);
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        auto e = Api::Codec::parseEvent(file.readAll());
        if (e)
            out.append(e.value());
    }
    return out;
}

// --- synthetic events -------------------------------------------------------------------------

inline QString ts(int second)
{
    return QStringLiteral("2026-08-20T14:%1:%2.000000")
        .arg(second / 60 % 60, 2, 10, QLatin1Char('0'))
        .arg(second % 60, 2, 10, QLatin1Char('0'));
}

inline Event base(const QString &kind, EventSource source, int second)
{
    Event e;
    static int counter = 0;
    e.id = QStringLiteral("00000000-0000-4000-8000-%1").arg(++counter, 12, 10, QLatin1Char('0'));
    e.kind = kind;
    e.timestamp = ts(second);
    e.source = source;
    return e;
}

inline Event userMessage(const QString &text, int second = 0)
{
    Event e = base(QStringLiteral("MessageEvent"), EventSource::User, second);
    MessagePayload p;
    p.role = QStringLiteral("user");
    p.text = text;
    e.payload = p;
    return e;
}

inline Event agentMessage(const QString &text, int second = 0)
{
    Event e = base(QStringLiteral("MessageEvent"), EventSource::Agent, second);
    MessagePayload p;
    p.role = QStringLiteral("assistant");
    p.text = text;
    e.payload = p;
    return e;
}

inline Event terminalAction(const QString &callId, const QString &command, int second = 0)
{
    Event e = base(QStringLiteral("ActionEvent"), EventSource::Agent, second);
    ActionPayload p;
    p.actionKind = QStringLiteral("TerminalAction");
    p.toolName = QStringLiteral("terminal");
    p.toolCallId = callId;
    p.command = command;
    p.securityRisk = SecurityRisk::Medium;
    p.thought = QStringLiteral("Let me run it.");
    e.payload = p;
    return e;
}

inline Event terminalResult(const QString &callId, const QString &output, int exitCode, int second = 0)
{
    Event e = base(QStringLiteral("ObservationEvent"), EventSource::Environment, second);
    ObservationPayload p;
    p.observationKind = QStringLiteral("TerminalObservation");
    p.toolName = QStringLiteral("terminal");
    p.toolCallId = callId;
    p.text = output;
    p.exitCode = exitCode;
    p.workingDir = QStringLiteral("/workspace/project");
    e.payload = p;
    return e;
}

inline Event editAction(const QString &callId, const QString &path, const QString &oldStr, const QString &newStr,
                        int second = 0)
{
    Event e = base(QStringLiteral("ActionEvent"), EventSource::Agent, second);
    ActionPayload p;
    p.actionKind = QStringLiteral("FileEditorAction");
    p.toolName = QStringLiteral("file_editor");
    p.toolCallId = callId;
    p.command = QStringLiteral("str_replace");
    p.path = path;
    p.oldStr = oldStr;
    p.newStr = newStr;
    p.securityRisk = SecurityRisk::Low;
    e.payload = p;
    return e;
}

inline Event editResult(const QString &callId, const QString &path, int second = 0)
{
    Event e = base(QStringLiteral("ObservationEvent"), EventSource::Environment, second);
    ObservationPayload p;
    p.observationKind = QStringLiteral("FileEditorObservation");
    p.toolName = QStringLiteral("file_editor");
    p.toolCallId = callId;
    p.path = path;
    p.text = QStringLiteral("The file %1 has been edited.").arg(path);
    e.payload = p;
    return e;
}

inline Event taskAction(const QString &callId, int second = 0)
{
    Event e = base(QStringLiteral("ActionEvent"), EventSource::Agent, second);
    ActionPayload p;
    p.actionKind = QStringLiteral("TaskTrackerAction");
    p.toolName = QStringLiteral("task_tracker");
    p.toolCallId = callId;
    p.command = QStringLiteral("plan");
    p.summary = QStringLiteral("Plan the fix");
    const char *titles[] = {"Reproduce the failing test", "Fix the off-by-one in parse()", "Run the whole suite"};
    const char *statuses[] = {"done", "in_progress", "todo"};
    for (int i = 0; i < 3; ++i) {
        TaskItem t;
        t.title = QString::fromLatin1(titles[i]);
        t.status = Api::taskStatusFromWire(QString::fromLatin1(statuses[i]));
        p.taskList.append(t);
    }
    e.payload = p;
    return e;
}

inline Event agentError(const QString &callId, const QString &error, int second = 0)
{
    Event e = base(QStringLiteral("AgentErrorEvent"), EventSource::Agent, second);
    AgentErrorPayload p;
    p.toolCallId = callId;
    p.toolName = QStringLiteral("terminal");
    p.error = error;
    e.payload = p;
    return e;
}

inline Event reject(const QString &callId, const QString &reason, int second = 0)
{
    Event e = base(QStringLiteral("UserRejectObservation"), EventSource::Environment, second);
    UserRejectPayload p;
    p.toolCallId = callId;
    p.rejectionReason = reason;
    p.rejectionSource = QStringLiteral("user");
    e.payload = p;
    return e;
}

inline Event stats(double cost, qint64 prompt, qint64 completion, int second = 0)
{
    Event e = base(QStringLiteral("ConversationStateUpdateEvent"), EventSource::Environment, second);
    StateUpdatePayload p;
    p.key = QStringLiteral("stats");
    MetricsSnapshot m;
    m.accumulatedCost = cost;
    TokenUsage u;
    u.promptTokens = prompt;
    u.completionTokens = completion;
    m.accumulatedTokenUsage = u;
    p.usageToMetrics.insert(QStringLiteral("default"), m);
    e.payload = p;
    return e;
}

inline Event executionStatus(const QString &wire, int second = 0)
{
    Event e = base(QStringLiteral("ConversationStateUpdateEvent"), EventSource::Environment, second);
    StateUpdatePayload p;
    p.key = QStringLiteral("execution_status");
    p.executionStatus = Api::executionStatusFromWire(wire);
    e.payload = p;
    return e;
}

inline Event delta(const QString &content, int second = 0)
{
    Event e = base(QStringLiteral("StreamingDeltaEvent"), EventSource::Agent, second);
    StreamingDeltaPayload p;
    p.content = content;
    e.payload = p;
    return e;
}

inline Event errorEvent(const QString &code, const QString &detail, int second = 0)
{
    Event e = base(QStringLiteral("ConversationErrorEvent"), EventSource::Environment, second);
    ErrorPayload p;
    p.code = code;
    p.detail = detail;
    e.payload = p;
    return e;
}

/// A rich conversation for screenshots and widget tests: two turns with a message, a failing and a
/// passing terminal command, a file edit, a task list, an error and, at the end, an action waiting
/// for confirmation.
inline QList<Event> richConversation()
{
    QList<Event> ev;
    int t = 0;
    ev << userMessage(QStringLiteral("Run the tests and fix any failures in **src/parser.py**."), t++);
    ev << executionStatus(QStringLiteral("running"), t++);
    ev << taskAction(QStringLiteral("call_plan"), t++);
    Event planResult = base(QStringLiteral("ObservationEvent"), EventSource::Environment, t++);
    ObservationPayload pr;
    pr.observationKind = QStringLiteral("TaskTrackerObservation");
    pr.toolCallId = QStringLiteral("call_plan");
    pr.text = QStringLiteral("Task list updated (3 tasks).");
    planResult.payload = pr;
    ev << planResult;
    ev << terminalAction(QStringLiteral("call_1"), QStringLiteral("python -m pytest -q"), t++);
    QString output;
    for (int i = 0; i < 40; ++i)
        output += QStringLiteral("tests/test_parser.py::test_case_%1 PASSED\n").arg(i);
    output +=
        QStringLiteral("FAILED tests/test_parser.py::test_off_by_one - AssertionError: 3 != 4\n1 failed, 40 passed");
    ev << terminalResult(QStringLiteral("call_1"), output, 1, t++);
    ev << stats(0.0312, 5200, 340, t++);
    ev << editAction(QStringLiteral("call_2"), QStringLiteral("/workspace/project/src/parser.py"),
                     QStringLiteral("    end = start + len(token)\n    return text[start:end - 1]"),
                     QStringLiteral("    end = start + len(token)\n    return text[start:end]"), t++);
    ev << editResult(QStringLiteral("call_2"), QStringLiteral("/workspace/project/src/parser.py"), t++);
    ev << terminalAction(QStringLiteral("call_3"), QStringLiteral("python -m pytest -q"), t++);
    ev << terminalResult(QStringLiteral("call_3"), QStringLiteral("41 passed in 0.42s"), 0, t++);
    ev << stats(0.0571, 9800, 610, t++);
    ev << agentMessage(QStringLiteral("Fixed the off-by-one in `parse()`:\n\n- `src/parser.py`: the slice dropped the "
                                      "last character\n- all **41** tests pass now"),
                       t++);
    ev << userMessage(QStringLiteral("Great. Now deploy it to staging."), t++);
    Event invalid = base(QStringLiteral("ActionEvent"), EventSource::Agent, t++);
    ActionPayload ip;
    ip.toolName = QStringLiteral("deploy");
    ip.toolCallId = QStringLiteral("call_4");
    invalid.payload = ip;
    ev << invalid;
    ev << agentError(QStringLiteral("call_4"),
                     QStringLiteral("Tool 'deploy' not found. Available tools: terminal, "
                                    "file_editor, task_tracker"),
                     t++);
    ev << errorEvent(QStringLiteral("LLMRateLimitError"), QStringLiteral("Rate limit reached; retrying in 20 s"), t++);
    ev << stats(0.0804, 13100, 820, t++);
    ev << terminalAction(QStringLiteral("call_5"), QStringLiteral("./scripts/deploy.sh --env staging --force"), t++);
    ev << executionStatus(QStringLiteral("waiting_for_confirmation"), t++);
    return ev;
}

} // namespace Switchyard::TimelineTestData
