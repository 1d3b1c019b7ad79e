// SPDX-License-Identifier: GPL-3.0-or-later
// Conformance of the simulator: every endpoint, its exact shapes and quirks (v1-api.md), and every
// recorded response validated against the Cloud OpenAPI schemas by validate_responses.py.
#include "app/sim/simulator.h"
#include "simhttp_test.h"
#include "testutils/testpaths.h"

#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace Switchyard;
using namespace Switchyard::Test;
using namespace std::chrono_literals;

namespace {
const QString kConvs = QStringLiteral("/api/v1/app-conversations");
const QString rSearch = QStringLiteral("/api/v1/app-conversations/search");
const QString rCount = QStringLiteral("/api/v1/app-conversations/count");
const QString rBatch = QStringLiteral("/api/v1/app-conversations");
const QString rOne = QStringLiteral("/api/v1/app-conversations/{conversation_id}");
const QString rTasks = QStringLiteral("/api/v1/app-conversations/start-tasks");
const QString rEvents = QStringLiteral("/api/v1/conversation/{conversation_id}/events/search");
const QString rEventCount = QStringLiteral("/api/v1/conversation/{conversation_id}/events/count");
const QString rEventBatch = QStringLiteral("/api/v1/conversation/{conversation_id}/events");
const QRegularExpression kHex32(QStringLiteral("^[0-9a-f]{32}$"));
const QRegularExpression kBase62(QStringLiteral("^[0-9A-Za-z]{22}$"));
const QRegularExpression kNaive(QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d{6})?$"));
const QRegularExpression kRecord(QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{6}Z$"));
QString dashed(const QString &h)
{
    return h.mid(0, 8) + QLatin1Char('-') + h.mid(8, 4) + QLatin1Char('-') + h.mid(12, 4) + QLatin1Char('-')
        + h.mid(16, 4) + QLatin1Char('-') + h.mid(20);
}
} // namespace

class TestSimConformance : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void startTaskWalksEveryStatus();
    void conversationRecords();
    void eventsPagingAndFilters();
    void batchLimits();
    void workspaceEndpoints();
    void downloadZip();
    void patchAndSendMessage();
    void pausedSandboxQuirks();
    void sandboxEndpoints();
    void deletedSandboxMakesConversationsMissing();
    void authOrgAndUnknownPaths();
    void settings();
    void agentServerSteering();
    void streamStart();
    void deleteConversation();
    void validateAgainstOpenApi();

private:
    QString startAndWait(const QByteArray &body);
    Sim::SimOptions options() const;
    std::unique_ptr<Sim::Simulator> m_sim;
    std::unique_ptr<SimHttp> m_http;
    QString m_conv; ///< a finished fix_tests conversation
};

Sim::SimOptions TestSimConformance::options() const
{
    Sim::SimOptions o;
    o.autoAdvance = false;
    o.epoch = QDateTime(QDate(2026, 8, 20), QTime(14, 0), QTimeZone::utc());
    o.apiKeys = {QStringLiteral("sim-key"), QStringLiteral("other-key")};
    o.features.eventsSortDesc = true; // older ordering, but newest-first pages (older builds answer 422)
    return o;
}

void TestSimConformance::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_sim = std::make_unique<Sim::Simulator>(options());
    QVERIFY(m_sim->listen() != 0);
    QCOMPARE(m_sim->baseUrl().host(), QStringLiteral("127.0.0.1"));
    m_http = std::make_unique<SimHttp>(m_sim->baseUrl(), m_sim->apiKey().toUtf8());
    m_http->setRecording(true);
}

QString TestSimConformance::startAndWait(const QByteArray &body)
{
    const SimReply r = m_http->post(kConvs, body, rBatch);
    if (r.status != 200)
        return {};
    const QString task = r.object().value(QStringLiteral("id")).toString();
    for (int i = 0; i < 100; ++i) {
        m_sim->advanceClock(500ms);
        const SimReply t = m_http->get(QStringLiteral("/api/v1/app-conversations/start-tasks?ids=") + task, rTasks);
        const QJsonObject o = t.array().at(0).toObject();
        if (o.value(QStringLiteral("status")).toString() == QLatin1String("READY"))
            return o.value(QStringLiteral("app_conversation_id")).toString();
        if (o.value(QStringLiteral("status")).toString() == QLatin1String("ERROR"))
            return {};
    }
    return {};
}

void TestSimConformance::startTaskWalksEveryStatus()
{
    const QByteArray body = readFile(specPath(QStringLiteral("fixtures/start_request.json")));
    const SimReply r = m_http->post(kConvs, body, rBatch);
    QCOMPARE(r.status, 200);
    QJsonObject task = r.object();
    QCOMPARE(task.value(QStringLiteral("status")).toString(), QStringLiteral("WORKING"));
    QVERIFY(kHex32.match(task.value(QStringLiteral("id")).toString()).hasMatch());
    QVERIFY(task.value(QStringLiteral("sandbox_id")).isNull());
    // secrets are masked in the echo; every request key is present
    const QJsonObject echo = task.value(QStringLiteral("request")).toObject();
    QCOMPARE(echo.value(QStringLiteral("secrets")).toObject().value(QStringLiteral("PYPI_TOKEN")).toString(),
             QStringLiteral("**********"));
    QVERIFY(!r.body.contains("pypi-"));
    QVERIFY(echo.contains(QStringLiteral("agent_type")) && echo.contains(QStringLiteral("suggested_task")));
    QVERIFY(kRecord.match(task.value(QStringLiteral("created_at")).toString()).hasMatch());

    QStringList seen{QStringLiteral("WORKING")};
    const QString id = task.value(QStringLiteral("id")).toString();
    for (int i = 0; i < 100 && seen.last() != QLatin1String("READY") && seen.last() != QLatin1String("ERROR"); ++i) {
        m_sim->advanceClock(200ms);
        task = m_http->get(QStringLiteral("/api/v1/app-conversations/start-tasks?ids=%1").arg(id), rTasks)
                   .array()
                   .at(0)
                   .toObject();
        const QString st = task.value(QStringLiteral("status")).toString();
        if (st != seen.last())
            seen << st;
        if (st != QLatin1String("WORKING"))
            QVERIFY2(!task.value(QStringLiteral("sandbox_id")).isNull(), qPrintable(st));
        if (st == QLatin1String("STARTING_CONVERSATION") || st == QLatin1String("READY"))
            QVERIFY(task.value(QStringLiteral("agent_server_url")).toString().startsWith(m_sim->baseUrl().toString()));
    }
    QCOMPARE(seen,
             QStringList({QStringLiteral("WORKING"), QStringLiteral("WAITING_FOR_SANDBOX"),
                          QStringLiteral("PREPARING_REPOSITORY"), QStringLiteral("RUNNING_SETUP_SCRIPT"),
                          QStringLiteral("SETTING_UP_GIT_HOOKS"), QStringLiteral("SETTING_UP_SKILLS"),
                          QStringLiteral("STARTING_CONVERSATION"), QStringLiteral("READY")}));
    m_conv = task.value(QStringLiteral("app_conversation_id")).toString();
    QVERIFY(kHex32.match(m_conv).hasMatch());
    QVERIFY(kBase62.match(task.value(QStringLiteral("sandbox_id")).toString()).hasMatch());
    // the agent runs on the virtual clock
    QCOMPARE(m_sim->executionStatus(m_conv), QStringLiteral("running"));
    m_sim->advanceClock(120s);
    QCOMPARE(m_sim->executionStatus(m_conv), QStringLiteral("finished"));

    // search / count of start tasks
    const SimReply s =
        m_http->get(QStringLiteral("/api/v1/app-conversations/start-tasks/search?limit=1&sort_order=CREATED_AT"),
                    QStringLiteral("/api/v1/app-conversations/start-tasks/search"));
    QCOMPARE(s.status, 200);
    QCOMPARE(s.object().value(QStringLiteral("items")).toArray().size(), 1);
    const SimReply cnt = m_http->get(QStringLiteral("/api/v1/app-conversations/start-tasks/count"),
                                     QStringLiteral("/api/v1/app-conversations/start-tasks/count"));
    QCOMPARE(cnt.json().toInt(), 1);
    // unknown repository: the task ends in ERROR with a detail, never an HTTP error
    const SimReply bad = m_http->post(kConvs, R"({"selected_repository":"acme/does-not-exist"})", rBatch);
    QCOMPARE(bad.status, 200);
    m_sim->advanceClock(10s);
    const QJsonObject failed = m_http
                                   ->get(QStringLiteral("/api/v1/app-conversations/start-tasks?ids=")
                                             + bad.object().value(QStringLiteral("id")).toString(),
                                         rTasks)
                                   .array()
                                   .at(0)
                                   .toObject();
    QCOMPARE(failed.value(QStringLiteral("status")).toString(), QStringLiteral("ERROR"));
    QVERIFY(failed.value(QStringLiteral("detail")).toString().contains(QLatin1String("does-not-exist")));
}

void TestSimConformance::conversationRecords()
{
    const SimReply r = m_http->get(rSearch, rSearch);
    QCOMPARE(r.status, 200);
    const QJsonArray items = r.object().value(QStringLiteral("items")).toArray();
    QVERIFY(!items.isEmpty());
    QVERIFY(r.object().contains(QStringLiteral("next_page_id")));
    const QJsonObject c = items.at(0).toObject();
    QCOMPARE(c.value(QStringLiteral("id")).toString(), m_conv);
    QCOMPARE(c.value(QStringLiteral("sandbox_status")).toString(), QStringLiteral("RUNNING"));
    QCOMPARE(c.value(QStringLiteral("execution_status")).toString(), QStringLiteral("finished")); // lower-case
    const QString url = c.value(QStringLiteral("conversation_url")).toString();
    QCOMPARE(url,
             m_sim->baseUrl().toString() + QStringLiteral("/agent/") + c.value(QStringLiteral("sandbox_id")).toString()
                 + QStringLiteral("/api/conversations/") + m_conv);
    QVERIFY(!c.value(QStringLiteral("session_api_key")).toString().isEmpty());
    QCOMPARE(c.value(QStringLiteral("metrics")).toObject().value(QStringLiteral("model_name")).toString(),
             QStringLiteral("default"));
    QVERIFY(c.value(QStringLiteral("metrics")).toObject().value(QStringLiteral("accumulated_cost")).toDouble() > 0);
    QVERIFY(kRecord.match(c.value(QStringLiteral("created_at")).toString()).hasMatch());
    QVERIFY(!c.value(QStringLiteral("title")).toString().startsWith(QLatin1String("Conversation ")));
    QCOMPARE(c.value(QStringLiteral("tags")).toObject().value(QStringLiteral("archiveworkspacepath")).toString(),
             QStringLiteral("/workspace/project"));
    // count is a bare integer
    const SimReply count = m_http->get(rCount, rCount);
    QCOMPARE(count.body, QByteArray("1"));
    // filters
    QCOMPARE(m_http->get(rSearch + QStringLiteral("?title__contains=zzz-nothing"), rSearch)
                 .object()
                 .value(QStringLiteral("items"))
                 .toArray()
                 .size(),
             0);
    QCOMPARE(m_http->get(rSearch + QStringLiteral("?created_at__gte=not-a-date"), rSearch).status, 422);
    QCOMPARE(m_http
                 ->get(rSearch + QStringLiteral("?sandbox_id__eq=") + c.value(QStringLiteral("sandbox_id")).toString(),
                       rSearch)
                 .object()
                 .value(QStringLiteral("items"))
                 .toArray()
                 .size(),
             1);
}

// Every filter and paging rule of §5.1 in one pass over one conversation (one fixture, long list).
void TestSimConformance::eventsPagingAndFilters()
{
    const QString base = QStringLiteral("/api/v1/conversation/%1/events/search").arg(m_conv);
    const SimReply all = m_http->get(base, rEvents);
    QCOMPARE(all.status, 200);
    const QJsonArray events = all.object().value(QStringLiteral("items")).toArray();
    QVERIFY(events.size() > 20);
    QVERIFY(all.object().value(QStringLiteral("next_page_id")).isNull());
    QSet<QString> kinds;
    QString previous;
    for (const QJsonValue &v : events) {
        const QJsonObject e = v.toObject();
        kinds << e.value(QStringLiteral("kind")).toString();
        const QString ts = e.value(QStringLiteral("timestamp")).toString();
        QVERIFY2(kNaive.match(ts).hasMatch(), qPrintable(ts)); // naive, no zone
        QVERIFY(ts >= previous);
        previous = ts;
        QVERIFY(
            QRegularExpression(QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"))
                .match(e.value(QStringLiteral("id")).toString())
                .hasMatch());
    }
    for (const char *k : {"SystemPromptEvent", "MessageEvent", "ActionEvent", "ObservationEvent",
                          "ConversationStateUpdateEvent", "AgentErrorEvent"})
        QVERIFY2(kinds.contains(QString::fromLatin1(k)), k);
    // terminal observation with exit code, file edit with old/new content
    bool exitCode = false, edit = false, stats = false;
    for (const QJsonValue &v : events) {
        const QJsonObject o = v.toObject().value(QStringLiteral("observation")).toObject();
        if (o.value(QStringLiteral("kind")) == QLatin1String("TerminalObservation")
            && o.value(QStringLiteral("exit_code")).toInt() == 1)
            exitCode = true;
        if (o.value(QStringLiteral("kind")) == QLatin1String("FileEditorObservation")
            && o.value(QStringLiteral("old_content")).isString() && o.value(QStringLiteral("new_content")).isString())
            edit = true;
        if (v.toObject().value(QStringLiteral("key")) == QLatin1String("stats"))
            stats = true;
    }
    QVERIFY(exitCode && edit && stats);

    // paging: offset page ids, limit+1 probe
    const SimReply p1 = m_http->get(base + QStringLiteral("?limit=5"), rEvents);
    QCOMPARE(p1.object().value(QStringLiteral("next_page_id")).toString(), QStringLiteral("5"));
    const SimReply p2 = m_http->get(base + QStringLiteral("?limit=5&page_id=5"), rEvents);
    QCOMPARE(p2.object().value(QStringLiteral("items")).toArray().at(0).toObject().value(QStringLiteral("id")),
             events.at(5).toObject().value(QStringLiteral("id")));
    const SimReply b64 = m_http->get(base + QStringLiteral("?limit=5&page_id=NQ"), rEvents); // base64 "5"
    QCOMPARE(b64.object().value(QStringLiteral("items")).toArray().at(0),
             p2.object().value(QStringLiteral("items")).toArray().at(0));
    // limit out of range -> 422 validation list
    for (const char *bad : {"0", "101", "x"}) {
        const SimReply e = m_http->get(base + QStringLiteral("?limit=") + QLatin1String(bad), rEvents);
        QCOMPARE(e.status, 422);
        QCOMPARE(e.object()
                     .value(QStringLiteral("detail"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("loc"))
                     .toArray()
                     .at(1)
                     .toString(),
                 QStringLiteral("limit"));
    }
    // kind filter, invalid kind -> 422
    const SimReply actions = m_http->get(base + QStringLiteral("?kind__eq=ActionEvent"), rEvents);
    for (const QJsonValue &v : actions.object().value(QStringLiteral("items")).toArray())
        QCOMPARE(v.toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("ActionEvent"));
    QCOMPARE(m_http->get(base + QStringLiteral("?kind__eq=Foo"), rEvents).status, 422);
    // descending order
    const SimReply desc = m_http->get(base + QStringLiteral("?sort_order=TIMESTAMP_DESC&limit=1"), rEvents);
    QCOMPARE(desc.object().value(QStringLiteral("items")).toArray().at(0), events.last());
    // timestamp filters compare naive strings
    const QString mid = events.at(10).toObject().value(QStringLiteral("timestamp")).toString();
    const SimReply since = m_http->get(base + QStringLiteral("?timestamp__gte=") + mid, rEvents);
    QCOMPARE(since.object().value(QStringLiteral("items")).toArray().size(), events.size() - 10);
    // count and batch
    const SimReply count = m_http->get(QStringLiteral("/api/v1/conversation/%1/events/count").arg(m_conv), rEventCount);
    QCOMPARE(count.json().toInt(), events.size());
    const QString e0 = events.at(0).toObject().value(QStringLiteral("id")).toString();
    const SimReply batch = m_http->get(
        QStringLiteral("/api/v1/conversation/%1/events?id=%2&id=00000000-0000-4000-8000-000000000000").arg(m_conv, e0),
        rEventBatch);
    QCOMPARE(batch.array().size(), 2);
    QCOMPARE(batch.array().at(0), events.at(0));
    QVERIFY(batch.array().at(1).isNull());
    // unknown conversation: empty page, not 404; non-UUID: 500
    const SimReply unknown = m_http->get(
        QStringLiteral("/api/v1/conversation/%1/events/search").arg(QString(32, QLatin1Char('0'))), rEvents);
    QCOMPARE(unknown.status, 200);
    QVERIFY(unknown.object().value(QStringLiteral("items")).toArray().isEmpty());
    QCOMPARE(m_http->get(QStringLiteral("/api/v1/conversation/not-a-uuid/events/search")).status, 500);
}

void TestSimConformance::batchLimits()
{
    QStringList ids;
    for (int i = 0; i < 100; ++i)
        ids << QStringLiteral("ids=%1").arg(i, 32, 16, QLatin1Char('0'));
    const SimReply tooMany = m_http->get(kConvs + QLatin1Char('?') + ids.join(QLatin1Char('&')), rBatch);
    QCOMPARE(tooMany.status, 400);
    QCOMPARE(tooMany.object().value(QStringLiteral("detail")).toString(),
             QStringLiteral("Too many ids requested. Maximum is 99."));
    const SimReply bad = m_http->get(kConvs + QStringLiteral("?ids=not-a-uuid"), rBatch);
    QCOMPARE(bad.status, 400);
    QCOMPARE(bad.object().value(QStringLiteral("detail")).toString(),
             QStringLiteral("Invalid UUID format for ids: ['not-a-uuid']"));
    const SimReply mixed = m_http->get(
        kConvs + QStringLiteral("?ids=%1&ids=%2").arg(dashed(m_conv), QString(32, QLatin1Char('a'))), rBatch);
    QCOMPARE(mixed.status, 200);
    QCOMPARE(mixed.array().at(0).toObject().value(QStringLiteral("id")).toString(), m_conv);
    QVERIFY(mixed.array().at(1).isNull());
    QStringList tasks;
    for (int i = 0; i < 101; ++i)
        tasks << QStringLiteral("ids=%1").arg(i, 32, 16, QLatin1Char('0'));
    const SimReply tooManyTasks =
        m_http->get(QStringLiteral("/api/v1/app-conversations/start-tasks?") + tasks.join(QLatin1Char('&')), rTasks);
    QCOMPARE(tooManyTasks.status, 400);
    QCOMPARE(tooManyTasks.object().value(QStringLiteral("detail")).toString(),
             QStringLiteral("Cannot request more than 100 start tasks at once, got 101"));
    QCOMPARE(m_http->get(QStringLiteral("/api/v1/app-conversations/start-tasks?ids=xyz"), rTasks).status, 422);
}

void TestSimConformance::workspaceEndpoints()
{
    const QString base = kConvs + QLatin1Char('/') + m_conv;
    const QString repo = QStringLiteral("/workspace/project/demo-repo");
    // /file: a JSON string
    const SimReply plan = m_http->get(base + QStringLiteral("/file"), rOne + QStringLiteral("/file"));
    QCOMPARE(plan.status, 200);
    QVERIFY(plan.contentType.startsWith("application/json"));
    QVERIFY(plan.body.startsWith("\"# Plan"));
    QVERIFY(plan.json().toString().startsWith(QLatin1String("# Plan\n")));
    const SimReply missing =
        m_http->get(base + QStringLiteral("/file?file_path=/nope.txt"), rOne + QStringLiteral("/file"));
    QCOMPARE(missing.body, QByteArray("\"\""));
    // git/changes
    const SimReply changes =
        m_http->get(base + QStringLiteral("/git/changes?path=") + repo, rOne + QStringLiteral("/git/changes"));
    QCOMPARE(changes.status, 200);
    QStringList got;
    for (const QJsonValue &v : changes.array())
        got << v.toObject().value(QStringLiteral("status")).toString() + QLatin1Char(' ')
                + v.toObject().value(QStringLiteral("path")).toString();
    QCOMPARE(got,
             QStringList({QStringLiteral("UPDATED src/app.py"), QStringLiteral("DELETED tests/test_legacy.py"),
                          QStringLiteral("ADDED tests/test_regression.py")}));
    QCOMPARE(m_http->get(base + QStringLiteral("/git/changes?path=/tmp"), rOne + QStringLiteral("/git/changes")).body,
             QByteArray("[]"));
    QCOMPARE(m_http->get(base + QStringLiteral("/git/changes")).status, 422); // path required
    // git/diff: trailing newline dropped from modified
    const SimReply diff = m_http->get(base + QStringLiteral("/git/diff?path=") + repo + QStringLiteral("/src/app.py"),
                                      rOne + QStringLiteral("/git/diff"));
    QCOMPARE(diff.status, 200);
    const QString modified = diff.object().value(QStringLiteral("modified")).toString();
    const QString original = diff.object().value(QStringLiteral("original")).toString();
    QVERIFY(modified.contains(QLatin1String("return []")) && !modified.endsWith(QLatin1Char('\n')));
    QVERIFY(original.contains(QLatin1String("raise ValueError")) && original.endsWith(QLatin1Char('\n')));
    const SimReply added =
        m_http->get(base + QStringLiteral("/git/diff?path=") + repo + QStringLiteral("/tests/test_regression.py"));
    QCOMPARE(added.object().value(QStringLiteral("original")).toString(), QString());
    const SimReply notRepo =
        m_http->get(base + QStringLiteral("/git/diff?path=/etc/hosts"), rOne + QStringLiteral("/git/diff"));
    QVERIFY(notRepo.object().value(QStringLiteral("modified")).isNull()
            && notRepo.object().value(QStringLiteral("original")).isNull());
    const SimReply deleted =
        m_http->get(base + QStringLiteral("/git/diff?path=") + repo + QStringLiteral("/tests/test_legacy.py"),
                    rOne + QStringLiteral("/git/diff"));
    QCOMPARE(deleted.status, 502);
    QCOMPARE(deleted.object().value(QStringLiteral("detail")).toString(), QStringLiteral("Agent server error: 400"));
    // skills / hooks
    const SimReply skills = m_http->get(base + QStringLiteral("/skills"), rOne + QStringLiteral("/skills"));
    QCOMPARE(skills.status, 200);
    QStringList types;
    for (const QJsonValue &v : skills.object().value(QStringLiteral("skills")).toArray())
        types << v.toObject().value(QStringLiteral("type")).toString();
    QCOMPARE(types, QStringList({QStringLiteral("repo"), QStringLiteral("knowledge"), QStringLiteral("agentskills")}));
    const SimReply hooks = m_http->get(base + QStringLiteral("/hooks"), rOne + QStringLiteral("/hooks"));
    const QJsonObject hook = hooks.object().value(QStringLiteral("hooks")).toArray().at(0).toObject();
    QCOMPARE(hook.value(QStringLiteral("event_type")).toString(), QStringLiteral("pre_tool_use"));
    const QJsonObject def = hook.value(QStringLiteral("matchers"))
                                .toArray()
                                .at(0)
                                .toObject()
                                .value(QStringLiteral("hooks"))
                                .toArray()
                                .at(0)
                                .toObject();
    QVERIFY(def.contains(QStringLiteral("async")));
    QCOMPARE(def.value(QStringLiteral("timeout")).toInt(), 10);
    const SimReply unknown =
        m_http->get(kConvs + QLatin1Char('/') + QString(32, QLatin1Char('b')) + QStringLiteral("/skills"),
                    rOne + QStringLiteral("/skills"));
    QCOMPARE(unknown.status, 404);
    QVERIFY(unknown.object()
                .value(QStringLiteral("error"))
                .toString()
                .startsWith(QLatin1String("Conversation bbbbbbbb-bbbb-")));
    QCOMPARE(m_http->get(kConvs + QStringLiteral("/not-a-uuid/file")).status, 422);
}

void TestSimConformance::downloadZip()
{
    const QString path = kConvs + QLatin1Char('/') + m_conv + QStringLiteral("/download");
    const SimReply zip = m_http->get(path, rOne + QStringLiteral("/download"));
    QCOMPARE(zip.status, 200);
    QCOMPARE(zip.contentType, QByteArray("application/zip"));
    QCOMPARE(zip.header("Content-Disposition"),
             "attachment; filename=\"conversation_" + dashed(m_conv).toLatin1() + ".zip\"");
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("t.zip"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(zip.body);
    f.close();
    // Layout check with Python's zipfile: order, names, deflate, data descriptors, meta.json without live fields.
    QProcess py;
    py.start(QStringLiteral("python3"),
             {QStringLiteral("-c"),
              QStringLiteral(
                  "import zipfile,json,re,sys\n"
                  "z=zipfile.ZipFile(sys.argv[1]); n=z.namelist(); assert n[0]=='meta.json', n[0]\n"
                  "for i,x in enumerate(n[1:]): assert re.match(r'^event_%06d_[0-9a-f-]{36}\\.json$'%i, x), x\n"
                  "for info in z.infolist(): assert info.compress_type==8 and info.flag_bits & 8, info\n"
                  "m=json.loads(z.read('meta.json')); assert 'sandbox_status' not in m and 'session_api_key' not in m\n"
                  "e=json.loads(z.read(n[1])); assert n[1].endswith(e['id']+'.json')\n"
                  "print(len(n)-1)\n"),
              file});
    QVERIFY(py.waitForFinished(30000));
    QVERIFY2(py.exitCode() == 0, py.readAllStandardError().constData());
    const int events = py.readAllStandardOutput().trimmed().toInt();
    QCOMPARE(events, m_http->get(QStringLiteral("/api/v1/conversation/%1/events/count").arg(m_conv)).json().toInt());
    // 409 while an export runs (forced through the admin endpoint), 413 beyond 10 000 events
    QCOMPARE(m_http->post(QStringLiteral("/_sim/conversations/%1/export-lock?on=true").arg(m_conv)).status, 200);
    const SimReply busy = m_http->get(path, rOne + QStringLiteral("/download"));
    QCOMPARE(busy.status, 409);
    QCOMPARE(busy.object().value(QStringLiteral("detail")).toString(),
             QStringLiteral("Conversation export already running: ") + dashed(m_conv));
    m_http->post(QStringLiteral("/_sim/conversations/%1/export-lock?on=false").arg(m_conv));
    Sim::ConversationSpec big;
    big.bulkEvents = 10001;
    big.age = std::chrono::seconds(4 * 3600);
    const QString bigId = m_sim->addConversation(big);
    const SimReply tooBig = m_http->get(kConvs + QLatin1Char('/') + bigId + QStringLiteral("/download"),
                                        rOne + QStringLiteral("/download"));
    QCOMPARE(tooBig.status, 413);
    QVERIFY(tooBig.object()
                .value(QStringLiteral("detail"))
                .toString()
                .endsWith(QLatin1String("exceeding the limit of 10000")));
    QCOMPARE(m_http->call("DELETE", kConvs + QLatin1Char('/') + bigId).status, 200);
}

void TestSimConformance::patchAndSendMessage()
{
    const QString path = kConvs + QLatin1Char('/') + m_conv;
    const SimReply patched = m_http->call("PATCH", path, R"({"title":"Fixed title","public":true})", rOne);
    QCOMPARE(patched.status, 200);
    QCOMPARE(patched.object().value(QStringLiteral("title")).toString(), QStringLiteral("Fixed title"));
    QCOMPARE(patched.object().value(QStringLiteral("public")).toBool(), true);
    const SimReply unknown =
        m_http->call("PATCH", kConvs + QLatin1Char('/') + QString(32, QLatin1Char('c')), R"({"title":"x"})", rOne);
    QCOMPARE(unknown.status, 404);
    QCOMPARE(unknown.object().value(QStringLiteral("detail")).toString(), QStringLiteral("unknown_app_conversation"));
    const qint64 before = m_sim->eventCount(m_conv);
    const SimReply sent =
        m_http->post(path + QStringLiteral("/send-message"),
                     readFile(specPath(QStringLiteral("fixtures/conversations/send_message_request.json"))),
                     rOne + QStringLiteral("/send-message"));
    QCOMPARE(sent.status, 200);
    QCOMPARE(sent.object(),
             QJsonDocument::fromJson(R"({"success":true,"sandbox_status":"RUNNING","message":null})").object());
    QVERIFY(m_sim->eventCount(m_conv) > before);
    QCOMPARE(m_sim->executionStatus(m_conv), QStringLiteral("running"));
    m_sim->advanceClock(30s);
    QCOMPARE(m_sim->executionStatus(m_conv), QStringLiteral("finished"));
    QCOMPARE(
        m_http
            ->post(path + QStringLiteral("/send-message"), R"({"content":[]})", rOne + QStringLiteral("/send-message"))
            .status,
        422);
}

void TestSimConformance::pausedSandboxQuirks()
{
    const QString sid = m_sim->sandboxOf(m_conv);
    const QString oldKey = m_sim->sessionApiKey(sid);
    const SimReply paused = m_http->post(QStringLiteral("/api/v1/sandboxes/%1/pause").arg(sid), "{}",
                                         QStringLiteral("/api/v1/sandboxes/{sandbox_id}/pause"));
    QCOMPARE(paused.body, QByteArray(R"({"success":true})"));
    const QJsonObject rec = m_http->get(kConvs + QStringLiteral("?ids=") + m_conv, rBatch).array().at(0).toObject();
    QCOMPARE(rec.value(QStringLiteral("sandbox_status")).toString(), QStringLiteral("PAUSED"));
    QVERIFY(rec.value(QStringLiteral("execution_status")).isNull());
    QVERIFY(rec.value(QStringLiteral("conversation_url")).isNull());
    QVERIFY(rec.value(QStringLiteral("session_api_key")).isNull());
    const QString base = kConvs + QLatin1Char('/') + m_conv;
    const SimReply send =
        m_http->post(base + QStringLiteral("/send-message"), R"({"content":[{"type":"text","text":"hi"}]})",
                     rOne + QStringLiteral("/send-message"));
    QCOMPARE(send.status, 409);
    QCOMPARE(send.object().value(QStringLiteral("detail")).toString(),
             QStringLiteral("Sandbox is PAUSED. Use POST /api/v1/sandboxes/%1/resume to resume it first.").arg(sid));
    QCOMPARE(m_http->get(base + QStringLiteral("/file"), rOne + QStringLiteral("/file")).body, QByteArray("\"\""));
    const SimReply git = m_http->get(base + QStringLiteral("/git/changes?path=/workspace/project/demo-repo"),
                                     rOne + QStringLiteral("/git/changes"));
    QCOMPARE(git.status, 409);
    QCOMPARE(git.object().value(QStringLiteral("detail")).toString(),
             QStringLiteral("Sandbox is paused; resume it before reading git state."));
    QCOMPARE(m_http->get(base + QStringLiteral("/skills"), rOne + QStringLiteral("/skills")).body,
             QByteArray(R"({"skills":[]})"));
    QCOMPARE(m_http->get(base + QStringLiteral("/hooks"), rOne + QStringLiteral("/hooks")).body,
             QByteArray(R"({"hooks":[]})"));
    // resume: STARTING, then RUNNING with a new session key
    QCOMPARE(m_http
                 ->post(QStringLiteral("/api/v1/sandboxes/%1/resume").arg(sid), "{}",
                        QStringLiteral("/api/v1/sandboxes/{sandbox_id}/resume"))
                 .status,
             200);
    QCOMPARE(m_sim->sandboxStatus(sid), QStringLiteral("STARTING"));
    const SimReply starting =
        m_http->get(base + QStringLiteral("/git/changes?path=/x"), rOne + QStringLiteral("/git/changes"));
    QCOMPARE(starting.status, 404);
    QCOMPARE(starting.object().value(QStringLiteral("detail")).toString(),
             QStringLiteral("Conversation %1 is not reachable").arg(dashed(m_conv)));
    const SimReply notReady = m_http->get(base + QStringLiteral("/skills"), rOne + QStringLiteral("/skills"));
    QCOMPARE(notReady.object().value(QStringLiteral("error")).toString(),
             QStringLiteral("Sandbox not ready for conversation ") + dashed(m_conv));
    m_sim->advanceClock(5s);
    QCOMPARE(m_sim->sandboxStatus(sid), QStringLiteral("RUNNING"));
    QVERIFY(m_sim->sessionApiKey(sid) != oldKey);
    QCOMPARE(m_http->post(QStringLiteral("/api/v1/sandboxes/NoSuchSandbox0000000000/pause")).body,
             QByteArray(R"({"detail":"Not Found"})"));
}

void TestSimConformance::sandboxEndpoints()
{
    const SimReply created =
        m_http->post(QStringLiteral("/api/v1/sandboxes"), QByteArray(), QStringLiteral("/api/v1/sandboxes"));
    QCOMPARE(created.status, 200);
    const QJsonObject sb = created.object();
    QCOMPARE(sb.value(QStringLiteral("status")).toString(), QStringLiteral("STARTING"));
    QVERIFY(sb.value(QStringLiteral("exposed_urls")).isNull());
    QVERIFY(!sb.value(QStringLiteral("session_api_key")).toString().isEmpty());
    const QString id = sb.value(QStringLiteral("id")).toString();
    QVERIFY(kBase62.match(id).hasMatch());
    m_sim->advanceClock(5s);
    const SimReply batch =
        m_http->get(QStringLiteral("/api/v1/sandboxes?id=%1&id=nope").arg(id), QStringLiteral("/api/v1/sandboxes"));
    const QJsonObject running = batch.array().at(0).toObject();
    QCOMPARE(running.value(QStringLiteral("status")).toString(), QStringLiteral("RUNNING"));
    QStringList names;
    for (const QJsonValue &u : running.value(QStringLiteral("exposed_urls")).toArray())
        names << u.toObject().value(QStringLiteral("name")).toString();
    QCOMPARE(names,
             QStringList({QStringLiteral("AGENT_SERVER"), QStringLiteral("VSCODE"), QStringLiteral("WORKER_1"),
                          QStringLiteral("WORKER_2")}));
    QVERIFY(batch.array().at(1).isNull());
    QStringList many;
    for (int i = 0; i < 101; ++i)
        many << QStringLiteral("id=s%1").arg(i);
    const SimReply tooMany = m_http->get(QStringLiteral("/api/v1/sandboxes?") + many.join(QLatin1Char('&')),
                                         QStringLiteral("/api/v1/sandboxes"));
    QCOMPARE(tooMany.status, 400);
    QCOMPARE(tooMany.object().value(QStringLiteral("detail")).toString(),
             QStringLiteral("Cannot request more than 100 sandboxes at once, got 101"));
    const SimReply search =
        m_http->get(QStringLiteral("/api/v1/sandboxes/search?limit=1"), QStringLiteral("/api/v1/sandboxes/search"));
    QCOMPARE(search.object()
                 .value(QStringLiteral("items"))
                 .toArray()
                 .at(0)
                 .toObject()
                 .value(QStringLiteral("id"))
                 .toString(),
             id); // created_at desc
    QCOMPARE(search.object().value(QStringLiteral("next_page_id")).toString(), QStringLiteral("1"));
    // DELETE needs ?sandbox_id= (422 without)
    const SimReply noQuery = m_http->call("DELETE", QStringLiteral("/api/v1/sandboxes/") + id, QByteArray(),
                                          QStringLiteral("/api/v1/sandboxes/{id}"));
    QCOMPARE(noQuery.status, 422);
    QCOMPARE(
        noQuery.object(),
        QJsonDocument::fromJson(readFile(specPath(QStringLiteral("fixtures/errors/422_validation.json")))).object());
    const SimReply del = m_http->call("DELETE", QStringLiteral("/api/v1/sandboxes/%1?sandbox_id=%1").arg(id),
                                      QByteArray(), QStringLiteral("/api/v1/sandboxes/{id}"));
    QCOMPARE(del.body, QByteArray(R"({"success":true})"));
    QCOMPARE(m_http
                 ->call("DELETE", QStringLiteral("/api/v1/sandboxes/%1?sandbox_id=%1").arg(id), QByteArray(),
                        QStringLiteral("/api/v1/sandboxes/{id}"))
                 .status,
             404);
    QCOMPARE(m_http->get(QStringLiteral("/api/v1/sandbox-specs/search"), QStringLiteral("/api/v1/sandbox-specs/search"))
                 .status,
             200);
}

void TestSimConformance::deletedSandboxMakesConversationsMissing()
{
    Sim::ConversationSpec spec;
    spec.repository = QStringLiteral("acme-corp/web");
    const QString conv = m_sim->addConversation(spec);
    const QString sid = m_sim->sandboxOf(conv);
    QCOMPARE(m_http->call("DELETE", QStringLiteral("/api/v1/sandboxes/%1?sandbox_id=%1").arg(sid)).status, 200);
    const QJsonObject rec = m_http->get(kConvs + QStringLiteral("?ids=") + conv, rBatch).array().at(0).toObject();
    QCOMPARE(rec.value(QStringLiteral("sandbox_status")).toString(), QStringLiteral("MISSING"));
    QVERIFY(rec.value(QStringLiteral("execution_status")).isNull());
    const QString base = kConvs + QLatin1Char('/') + conv;
    const SimReply send =
        m_http->post(base + QStringLiteral("/send-message"), R"({"content":[{"type":"text","text":"hi"}]})",
                     rOne + QStringLiteral("/send-message"));
    QCOMPARE(send.status, 410);
    QCOMPARE(send.object().value(QStringLiteral("detail")).toString(),
             QStringLiteral("Conversation is archived. The sandbox no longer exists."));
    QCOMPARE(m_http->get(base + QStringLiteral("/file"), rOne + QStringLiteral("/file")).body, QByteArray("\"\""));
    QCOMPARE(m_http->get(base + QStringLiteral("/skills"), rOne + QStringLiteral("/skills")).status, 404);
    // still readable: events and the download
    QVERIFY(m_http->get(QStringLiteral("/api/v1/conversation/%1/events/count").arg(conv)).json().toInt() > 0);
    QCOMPARE(m_http->get(base + QStringLiteral("/download"), rOne + QStringLiteral("/download")).status, 200);
}

void TestSimConformance::authOrgAndUnknownPaths()
{
    const SimReply none = m_http->call("GET", rSearch, QByteArray(), rSearch, {}, 15000, false);
    QCOMPARE(none.status, 401);
    QCOMPARE(none.body,
             readFile(specPath(QStringLiteral("fixtures/errors/401_auth.json"))).simplified().replace(" ", ""));
    const SimReply wrong =
        m_http->call("GET", rSearch, QByteArray(), rSearch, {{"Authorization", "Bearer nope"}}, 15000, false);
    QCOMPARE(wrong.status, 401);
    QVERIFY(wrong.object().value(QStringLiteral("error")).isString());
    // other accepted places of the key
    QCOMPARE(m_http->call("GET", rCount, QByteArray(), QString(), {{"X-Access-Token", "sim-key"}}, 15000, false).status,
             200);
    QCOMPARE(
        m_http->call("GET", rCount, QByteArray(), QString(), {{"X-Session-API-Key", "sim-key"}}, 15000, false).status,
        200);
    // org scoping
    const SimReply badOrg = m_http->call("GET", rSearch, QByteArray(), rSearch, {{"X-Org-Id", "not-a-uuid"}});
    QCOMPARE(badOrg.status, 400);
    QCOMPARE(badOrg.object().value(QStringLiteral("detail")).toString(),
             QStringLiteral("Invalid X-Org-Id header (must be a UUID)"));
    const QByteArray org = "5a1b2c3d-0000-4000-8000-00000000000a";
    QCOMPARE(m_http->call("GET", rCount, QByteArray(), QString(), {{"X-Org-Id", org}}).body, QByteArray("0"));
    Sim::ConversationSpec spec;
    spec.orgId = QString::fromLatin1(org);
    const QString inOrg = m_sim->addConversation(spec);
    QCOMPARE(m_http->call("GET", rCount, QByteArray(), QString(), {{"X-Org-Id", org}}).body, QByteArray("1"));
    QVERIFY(m_http->get(kConvs + QStringLiteral("?ids=") + inOrg).array().at(0).isNull());
    // another user's key sees nothing of ours
    SimHttp other(m_sim->baseUrl(), "other-key");
    QCOMPARE(other.get(rCount).body, QByteArray("0"));
    QVERIFY(other.get(kConvs + QStringLiteral("?ids=") + m_conv).array().at(0).isNull());
    // unknown paths: the SPA index with 200
    const SimReply spa = m_http->get(QStringLiteral("/api/v1/no-such-route"));
    QCOMPARE(spa.status, 200);
    QVERIFY(spa.contentType.startsWith("text/html"));
    QVERIFY(spa.body.contains("<!DOCTYPE html>"));
}

void TestSimConformance::settings()
{
    const SimReply s = m_http->get(QStringLiteral("/api/v1/settings"), QStringLiteral("/api/v1/settings"));
    QCOMPARE(s.status, 200);
    QCOMPARE(s.object().value(QStringLiteral("sandbox_grouping_strategy")).toString(), QStringLiteral("NO_GROUPING"));
    QCOMPARE(m_http
                 ->post(QStringLiteral("/api/v1/settings"), R"({"sandbox_grouping_strategy":"FEWEST_CONVERSATIONS"})",
                        QStringLiteral("/api/v1/settings"))
                 .status,
             200);
    QCOMPARE(m_sim->groupingStrategy(), QStringLiteral("FEWEST_CONVERSATIONS"));
    QCOMPARE(m_http->get(QStringLiteral("/api/v1/settings"), QStringLiteral("/api/v1/settings"))
                 .object()
                 .value(QStringLiteral("sandbox_grouping_strategy"))
                 .toString(),
             QStringLiteral("FEWEST_CONVERSATIONS"));
    QCOMPARE(m_http
                 ->post(QStringLiteral("/api/v1/settings"), R"({"sandbox_grouping_strategy":"BOGUS"})",
                        QStringLiteral("/api/v1/settings"))
                 .status,
             422);
    m_sim->setGroupingStrategy(QStringLiteral("NO_GROUPING"));
}

void TestSimConformance::agentServerSteering()
{
    const QString conv = startAndWait(
        R"({"initial_message":{"content":[{"type":"text","text":"Rotate the key #confirm"}]},"selected_repository":"acme-corp/payments-api"})");
    QVERIFY(!conv.isEmpty());
    QJsonObject rec;
    for (int i = 0; i < 60; ++i) {
        m_sim->advanceClock(1s);
        rec = m_http->get(kConvs + QStringLiteral("?ids=") + conv).array().at(0).toObject();
        if (rec.value(QStringLiteral("execution_status")).toString() == QLatin1String("waiting_for_confirmation"))
            break;
    }
    QCOMPARE(rec.value(QStringLiteral("execution_status")).toString(), QStringLiteral("waiting_for_confirmation"));
    const QString url = rec.value(QStringLiteral("conversation_url")).toString();
    const QByteArray key = rec.value(QStringLiteral("session_api_key")).toString().toUtf8();
    const QString path = QUrl(url).path();
    const QList<QPair<QByteArray, QByteArray>> h{{"X-Session-API-Key", key}};
    // the agent-server ConversationInfo
    const SimReply info = m_http->call("GET", path, QByteArray(), QString(), h, 15000, false);
    QCOMPARE(info.status, 200);
    QCOMPARE(info.object().value(QStringLiteral("execution_status")).toString(),
             QStringLiteral("waiting_for_confirmation"));
    QCOMPARE(m_http
                 ->call("POST", path + QStringLiteral("/pause"), "{}", QString(), {{"X-Session-API-Key", "wrong"}},
                        15000, false)
                 .status,
             401);
    // approve -> runs on
    QCOMPARE(m_http
                 ->call("POST", path + QStringLiteral("/events/respond_to_confirmation"), R"({"accept":true})",
                        QString(), h, 15000, false)
                 .status,
             200);
    QCOMPARE(m_sim->executionStatus(conv), QStringLiteral("running"));
    // pause / run
    QCOMPARE(m_http->call("POST", path + QStringLiteral("/pause"), "{}", QString(), h, 15000, false).status, 200);
    QCOMPARE(m_sim->executionStatus(conv), QStringLiteral("paused"));
    const SimReply pauses =
        m_http->get(QStringLiteral("/api/v1/conversation/%1/events/search?kind__eq=PauseEvent").arg(conv), rEvents);
    QCOMPARE(pauses.object().value(QStringLiteral("items")).toArray().size(), 1);
    QCOMPARE(m_http->call("POST", path + QStringLiteral("/run"), "{}", QString(), h, 15000, false).status, 200);
    // next gate: reject -> UserRejectObservation, then the agent finishes
    for (int i = 0; i < 60 && m_sim->executionStatus(conv) != QLatin1String("waiting_for_confirmation"); ++i)
        m_sim->advanceClock(1s);
    QCOMPARE(m_sim->executionStatus(conv), QStringLiteral("waiting_for_confirmation"));
    QCOMPARE(m_http
                 ->call("POST", path + QStringLiteral("/events/respond_to_confirmation"),
                        R"({"accept":false,"reason":"not now"})", QString(), h, 15000, false)
                 .status,
             200);
    m_sim->advanceClock(30s);
    QCOMPARE(m_sim->executionStatus(conv), QStringLiteral("finished"));
    const SimReply rejects = m_http->get(
        QStringLiteral("/api/v1/conversation/%1/events/search?kind__eq=UserRejectObservation").arg(conv), rEvents);
    QCOMPARE(rejects.object()
                 .value(QStringLiteral("items"))
                 .toArray()
                 .at(0)
                 .toObject()
                 .value(QStringLiteral("rejection_reason"))
                 .toString(),
             QStringLiteral("not now"));
}

void TestSimConformance::streamStart()
{
    QTimer ticker;
    connect(&ticker, &QTimer::timeout, this, [this] {
        m_sim->advanceClock(1s);
    });
    ticker.start(20);
    const SimReply r = m_http->post(QStringLiteral("/api/v1/app-conversations/stream-start"),
                                    R"({"initial_message":{"content":[{"type":"text","text":"hello #chat"}]}})",
                                    QStringLiteral("/api/v1/app-conversations/stream-start"));
    ticker.stop();
    QCOMPARE(r.status, 200);
    QVERIFY(r.body.startsWith("[\n"));
    const QJsonArray snapshots = r.array();
    QVERIFY(snapshots.size() >= 2);
    QCOMPARE(snapshots.first().toObject().value(QStringLiteral("status")).toString(), QStringLiteral("WORKING"));
    QCOMPARE(snapshots.last().toObject().value(QStringLiteral("status")).toString(), QStringLiteral("READY"));
}

void TestSimConformance::deleteConversation()
{
    Sim::ConversationSpec spec;
    const QString a = m_sim->addConversation(spec);
    const QString sid = m_sim->sandboxOf(a);
    spec.sandboxId = sid;
    const QString b = m_sim->addConversation(spec);
    QCOMPARE(m_http->call("DELETE", kConvs + QStringLiteral("/not-a-uuid"), QByteArray(), rOne)
                 .object()
                 .value(QStringLiteral("detail"))
                 .toString(),
             QStringLiteral("Invalid conversation ID format"));
    QCOMPARE(
        m_http->call("DELETE", kConvs + QLatin1Char('/') + QString(32, QLatin1Char('d')), QByteArray(), rOne).status,
        404);
    QCOMPARE(m_http->call("DELETE", kConvs + QLatin1Char('/') + a, QByteArray(), rOne).body,
             QByteArray(R"({"success":true})"));
    QCOMPARE(m_sim->sandboxStatus(sid), QStringLiteral("RUNNING")); // still used by b
    QCOMPARE(m_http->call("DELETE", kConvs + QLatin1Char('/') + b, QByteArray(), rOne).status, 200);
    QCOMPARE(m_sim->sandboxStatus(sid), QStringLiteral("MISSING")); // the last one took its sandbox
}

void TestSimConformance::validateAgainstOpenApi()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("recording.jsonl"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    for (const QJsonObject &o : m_http->recording())
        f.write(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
    f.close();
    QVERIFY(m_http->recording().size() > 60);
    QString script = QStringLiteral(QT_TESTCASE_SOURCEDIR "/app/sim/validate_responses.py");
    if (!QFileInfo::exists(script))
        script = QFileInfo(QString::fromUtf8(__FILE__)).absolutePath() + QStringLiteral("/validate_responses.py");
    QVERIFY2(QFileInfo::exists(script), qPrintable(script));
    // Debian's python3-jsonschema lives with /usr/bin/python3; fall back to the python3 on PATH.
    const QString python = QFileInfo::exists(QStringLiteral("/usr/bin/python3")) ? QStringLiteral("/usr/bin/python3")
                                                                                 : QStringLiteral("python3");
    QProcess py;
    py.start(python, {script, specPath(QStringLiteral("reference/openhands-cloud.openapi.json")), file});
    QVERIFY(py.waitForFinished(120000));
    const QByteArray out = py.readAllStandardOutput() + py.readAllStandardError();
    qInfo().noquote() << out.trimmed();
    QVERIFY2(py.exitCode() == 0, out.constData());
}

QTEST_GUILESS_MAIN(TestSimConformance)
#include "tst_simconformance.moc"
