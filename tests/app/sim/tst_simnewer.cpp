// SPDX-License-Identifier: GPL-3.0-or-later
// The newer app server's conversations and sandboxes (spec §13.2, §13.4, §13.5) against the older
// one, over real HTTP: /files (cap, pruned folders, 409 paused, 502 agent failure, older 404-ish
// SPA page), /file remapping, UNKNOWN and working_dir, idempotent resume with 409/502, the daily
// quota (429 body, /api/quota/status, a failed start gives its slot back), the Codex key 400,
// system_prompt and disabled_skills, the newer agent scripts (ask-user answered through
// send-message, security verdicts, model switches, ACP tool calls, child conversations, budget),
// the settings HTML switch, the /_sim switches and the demo world. Shapes not in the Cloud OpenAPI
// schema are checked by hand, field by field, against the SDK and app-server sources.
#include "app/sim/simulator.h"
#include "simhttp_test.h"

#include <QJsonArray>
#include <QSet>
#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>

using namespace Switchyard;
using namespace Switchyard::Test;
using namespace std::chrono_literals;

namespace {
const QString kConvs = QStringLiteral("/api/v1/app-conversations");
const QString kCodex = QStringLiteral("c0dec0de-0000-4000-8000-00000000c0de");

QByteArray startBody(const QString &message, const QJsonObject &extra = {})
{
    QJsonObject body = extra;
    body[QStringLiteral("initial_message")] = QJsonObject{
        {QStringLiteral("role"), QStringLiteral("user")},
        {QStringLiteral("content"),
         QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")}, {QStringLiteral("text"), message}}}}};
    body[QStringLiteral("selected_repository")] = QStringLiteral("acme-corp/demo-repo");
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

QString str(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString();
}

struct World
{
    std::unique_ptr<Sim::Simulator> sim;
    std::unique_ptr<SimHttp> http;
};
} // namespace

class TestSimNewer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void filesListing();
    void filesErrors();
    void filesOnOlderServers();
    void fileRemapping();
    void unknownStatusAndWorkingDir();
    void resumeIsIdempotent();
    void resumeOnOlderServers();
    void dailyQuota();
    void codexNeedsAKey();
    void systemPromptAndDisabledSkills();
    void askUserAnsweredThroughSendMessage();
    void securityVerdicts();
    void modelSwitchesReachTheRecord();
    void acpToolCalls();
    void plannerLaunchesChildren();
    void budgetAndGrowingCost();
    void newerScriptsNeedNewerServers();
    void settingsAsHtml();
    void adminSwitches();
    void cacheControlAndWebLink();
    void demoWorld();

private:
    static World make(Sim::ServerGeneration generation, const std::function<void(Sim::SimOptions &)> &tweak = {});
    static QString startAndWait(World &w, const QByteArray &body, QJsonObject *task = nullptr);
    static QJsonObject record(World &w, const QString &conv);
    static QJsonObject sandbox(World &w, const QString &id);
    static QList<QJsonObject> events(World &w, const QString &conv);
    static QList<QJsonObject> ofKind(const QList<QJsonObject> &events, const QString &kind);
    static QString conversationWith(World &w, const QString &script, int files = 0);
    World m_newer;
    World m_older;
};

World TestSimNewer::make(Sim::ServerGeneration generation, const std::function<void(Sim::SimOptions &)> &tweak)
{
    Sim::SimOptions o;
    o.useGeneration(generation);
    o.features.rateLimit = false; // these tests are about shapes; tst_simratelimit covers the limit
    o.autoAdvance = false;
    o.epoch = QDateTime(QDate(2026, 9, 30), QTime(9, 0), QTimeZone::utc());
    if (tweak)
        tweak(o);
    World w;
    w.sim = std::make_unique<Sim::Simulator>(o);
    if (w.sim->listen() == 0)
        return {};
    w.http = std::make_unique<SimHttp>(w.sim->baseUrl(), w.sim->apiKey().toUtf8());
    return w;
}

QString TestSimNewer::startAndWait(World &w, const QByteArray &body, QJsonObject *task)
{
    const SimReply r = w.http->post(kConvs, body);
    if (r.status != 200)
        return {};
    const QString id = str(r.object(), "id");
    for (int i = 0; i < 100; ++i) {
        w.sim->advanceClock(500ms);
        const QJsonObject t = w.http->get(kConvs + QStringLiteral("/start-tasks?ids=") + id).array().at(0).toObject();
        if (task)
            *task = t;
        if (str(t, "status") == QLatin1String("READY"))
            return str(t, "app_conversation_id");
        if (str(t, "status") == QLatin1String("ERROR"))
            return {};
    }
    return {};
}

QJsonObject TestSimNewer::record(World &w, const QString &conv)
{
    return w.http->get(kConvs + QStringLiteral("?ids=") + conv).array().at(0).toObject();
}

QJsonObject TestSimNewer::sandbox(World &w, const QString &id)
{
    return w.http->get(QStringLiteral("/api/v1/sandboxes?id=") + id).array().at(0).toObject();
}

QList<QJsonObject> TestSimNewer::events(World &w, const QString &conv)
{
    QList<QJsonObject> out;
    QString page;
    for (int guard = 0; guard < 100; ++guard) {
        const SimReply r = w.http->get(QStringLiteral("/api/v1/conversation/%1/events/search?limit=100%2")
                                           .arg(conv, page.isEmpty() ? QString() : QStringLiteral("&page_id=") + page));
        for (const QJsonValue &v : r.object().value(QStringLiteral("items")).toArray())
            out << v.toObject();
        page = str(r.object(), "next_page_id");
        if (page.isEmpty())
            break;
    }
    return out;
}

QList<QJsonObject> TestSimNewer::ofKind(const QList<QJsonObject> &events, const QString &kind)
{
    QList<QJsonObject> out;
    for (const QJsonObject &e : events) {
        if (str(e, "kind") == kind)
            out << e;
    }
    return out;
}

QString TestSimNewer::conversationWith(World &w, const QString &script, int files)
{
    Sim::ConversationSpec spec;
    spec.repository = QStringLiteral("acme-corp/demo-repo");
    spec.script = script;
    spec.workspaceFiles = files;
    return w.sim->addConversation(spec);
}

void TestSimNewer::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_newer = make(Sim::ServerGeneration::Newer);
    m_older = make(Sim::ServerGeneration::Older);
    QVERIFY(m_newer.sim && m_older.sim);
}

// ---------------------------------------------------------------- /files, /file
void TestSimNewer::filesListing()
{
    const QString conv = conversationWith(m_newer, QStringLiteral("chat"), 2500);
    const SimReply r = m_newer.http->get(kConvs + QLatin1Char('/') + conv + QStringLiteral("/files"));
    QCOMPARE(r.status, 200);
    QVERIFY(r.contentType.startsWith("application/json"));
    const QJsonArray files = r.array();
    QCOMPARE(files.size(), 2000); // capped
    QSet<QString> seen;
    for (const QJsonValue &v : files) {
        const QString f = v.toString();
        QVERIFY2(!f.isEmpty() && !f.startsWith(QLatin1Char('/')), qPrintable(f)); // relative to the project
        for (const char *pruned : {".git/", "node_modules/", "dist/"})
            QVERIFY2(!f.startsWith(QLatin1String(pruned)), qPrintable(f));
        seen.insert(f);
    }
    QVERIFY(seen.contains(QStringLiteral("README.md")));
    QVERIFY(seen.contains(QStringLiteral("src/app.py")));
    // path= narrows to a folder under the project; anything else falls back to the project.
    const QString project = QStringLiteral("/workspace/project/demo-repo");
    const QJsonArray tests = m_newer.http
                                 ->get(kConvs + QLatin1Char('/') + conv + QStringLiteral("/files?path=") + project
                                       + QStringLiteral("/tests"))
                                 .array();
    QCOMPARE(tests, QJsonArray({QStringLiteral("test_app.py"), QStringLiteral("test_legacy.py")}));
    const QJsonArray outside =
        m_newer.http->get(kConvs + QLatin1Char('/') + conv + QStringLiteral("/files?path=/etc")).array();
    QCOMPARE(outside.size(), 2000);
    QCOMPARE(outside.first(), files.first());
}

void TestSimNewer::filesErrors()
{
    const QString conv = conversationWith(m_newer, QStringLiteral("chat"));
    const QString path = kConvs + QLatin1Char('/') + conv + QStringLiteral("/files");
    Sim::FaultConfig f;
    f.agentServerFailure = true;
    m_newer.sim->setFaults(f);
    SimReply r = m_newer.http->get(path);
    QCOMPARE(r.status, 502);
    QCOMPARE(str(r.object(), "detail"), QStringLiteral("Agent server error: 500"));
    m_newer.sim->setFaults({});
    m_newer.sim->setSandboxStatus(m_newer.sim->sandboxOf(conv), QStringLiteral("PAUSED"));
    r = m_newer.http->get(path);
    QCOMPARE(r.status, 409);
    QCOMPARE(str(r.object(), "detail"), QStringLiteral("Sandbox is paused; resume it before listing files."));
    const QString unknown = QStringLiteral("0123456789abcdef0123456789abcdef");
    r = m_newer.http->get(kConvs + QLatin1Char('/') + unknown + QStringLiteral("/files"));
    QCOMPARE(r.status, 404);
    QCOMPARE(str(r.object(), "detail"),
             QStringLiteral("Conversation 01234567-89ab-cdef-0123-456789abcdef is not reachable"));
}

void TestSimNewer::filesOnOlderServers()
{
    // Older servers have no such route: the SPA catch-all answers (HTML, 200), as for any path.
    const QString conv = conversationWith(m_older, QStringLiteral("chat"));
    const SimReply r = m_older.http->get(kConvs + QLatin1Char('/') + conv + QStringLiteral("/files"));
    QCOMPARE(r.status, 200);
    QVERIFY(r.contentType.startsWith("text/html"));
}

void TestSimNewer::fileRemapping()
{
    auto read = [](World &w, const QString &conv, const QString &path) {
        return w.http->get(kConvs + QLatin1Char('/') + conv + QStringLiteral("/file?file_path=") + path)
            .json()
            .toString();
    };
    const QString newer = conversationWith(m_newer, QStringLiteral("chat"));
    const QString readme = read(m_newer, newer, QStringLiteral("/workspace/project/demo-repo/README.md"));
    QVERIFY(readme.startsWith(QStringLiteral("# demo-repo")));
    QCOMPARE(read(m_newer, newer, QStringLiteral("README.md")), readme); // relative: the project folder
    QCOMPARE(read(m_newer, newer, QStringLiteral("/workspace/project/README.md")), readme); // a stale root
    QCOMPARE(read(m_newer, newer, QStringLiteral("/workspace/project/project/demo-repo/README.md")), readme);
    const QString older = conversationWith(m_older, QStringLiteral("chat"));
    QVERIFY(
        read(m_older, older, QStringLiteral("/workspace/project/demo-repo/README.md")).startsWith(QStringLiteral("#")));
    QCOMPARE(read(m_older, older, QStringLiteral("README.md")), QString()); // no remapping
}

// ---------------------------------------------------------------- sandboxes
void TestSimNewer::unknownStatusAndWorkingDir()
{
    for (World *w : {&m_newer, &m_older}) {
        const bool newer = w == &m_newer;
        const QString id = w->sim->addSandbox(QStringLiteral("RUNNING"));
        QJsonObject sb = sandbox(*w, id);
        QCOMPARE(sb.contains(QStringLiteral("working_dir")), newer);
        if (newer)
            QCOMPARE(str(sb, "working_dir"), QStringLiteral("/workspace/project"));
        w->sim->setSandboxStatus(id, QStringLiteral("UNKNOWN"));
        sb = sandbox(*w, id);
        QCOMPARE(str(sb, "status"), newer ? QStringLiteral("UNKNOWN") : QStringLiteral("MISSING"));
        QVERIFY(sb.value(QStringLiteral("session_api_key")).isNull());
        QVERIFY(sb.value(QStringLiteral("exposed_urls")).isNull());
        // The conversations on it say the same.
        Sim::ConversationSpec spec;
        spec.sandboxId = id;
        spec.script = QStringLiteral("chat");
        const QString conv = w->sim->addConversation(spec);
        const QJsonObject rec = record(*w, conv);
        QCOMPARE(str(rec, "sandbox_status"), newer ? QStringLiteral("UNKNOWN") : QStringLiteral("MISSING"));
        QVERIFY(rec.value(QStringLiteral("conversation_url")).isNull());
    }
}

void TestSimNewer::resumeIsIdempotent()
{
    World &w = m_newer;
    auto resume = [&](const QString &id) {
        return w.http->post(QStringLiteral("/api/v1/sandboxes/%1/resume").arg(id));
    };
    for (const char *status : {"RUNNING", "STARTING"}) {
        const QString id = w.sim->addSandbox(QLatin1String(status));
        const QString key = w.sim->sessionApiKey(id);
        const SimReply r = resume(id);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.object(), QJsonObject({{QStringLiteral("success"), true}}));
        QCOMPARE(w.sim->sessionApiKey(id), key); // no runtime call, no new key
        QCOMPARE(w.sim->sandboxStatus(id), QLatin1String(status));
    }
    const QString paused = w.sim->addSandbox(QStringLiteral("PAUSED"));
    const QString before = w.sim->sessionApiKey(paused);
    QCOMPARE(resume(paused).status, 200);
    QVERIFY(w.sim->sessionApiKey(paused) != before); // a real resume rotates the key
    const QString failed = w.sim->addSandbox(QStringLiteral("ERROR"));
    SimReply r = resume(failed);
    QCOMPARE(r.status, 409);
    QVERIFY(str(r.object(), "detail").contains(QStringLiteral("cannot be resumed")));
    const QString unknown = w.sim->addSandbox(QStringLiteral("RUNNING"));
    w.sim->setSandboxStatus(unknown, QStringLiteral("UNKNOWN"));
    QCOMPARE(resume(unknown).status, 502); // the provider cannot be reached
    Sim::FaultConfig f;
    f.runtimeResumeFailure = true;
    w.sim->setFaults(f);
    const QString other = w.sim->addSandbox(QStringLiteral("PAUSED"));
    r = resume(other);
    QCOMPARE(r.status, 502);
    QVERIFY(r.object().value(QStringLiteral("detail")).isString());
    QCOMPARE(resume(w.sim->addSandbox(QStringLiteral("RUNNING"))).status, 200); // no runtime call at all
    w.sim->setFaults({});
    QCOMPARE(resume(QStringLiteral("no-such-sandbox")).status, 404);
}

void TestSimNewer::resumeOnOlderServers()
{
    World &w = m_older;
    const QString id = w.sim->addSandbox(QStringLiteral("RUNNING"));
    const QString key = w.sim->sessionApiKey(id);
    QCOMPARE(w.http->post(QStringLiteral("/api/v1/sandboxes/%1/resume").arg(id)).status, 200);
    QVERIFY(w.sim->sessionApiKey(id) != key); // older: the runtime resumes whatever the state, new key
    const QString failed = w.sim->addSandbox(QStringLiteral("ERROR"));
    QCOMPARE(w.http->post(QStringLiteral("/api/v1/sandboxes/%1/resume").arg(failed)).status, 404);
}

// ---------------------------------------------------------------- starts
void TestSimNewer::dailyQuota()
{
    World w = make(Sim::ServerGeneration::Newer);
    w.sim->setDailyConversationLimit(2);
    QVERIFY(!startAndWait(w, startBody(QStringLiteral("one #chat"))).isEmpty());
    // A start that fails gives its slot back.
    QVERIFY(startAndWait(
                w, startBody(QStringLiteral("two #chat"), {{QStringLiteral("sandbox_id"), QStringLiteral("gone")}}))
                .isEmpty());
    QVERIFY(!startAndWait(w, startBody(QStringLiteral("three #chat"))).isEmpty());
    const SimReply refused = w.http->post(kConvs, startBody(QStringLiteral("four #chat")));
    QCOMPARE(refused.status, 429);
    const QJsonObject d = refused.object().value(QStringLiteral("detail")).toObject();
    QCOMPARE(str(d, "code"), QStringLiteral("daily_conversation_limit_reached"));
    QVERIFY(str(d, "message").startsWith(QStringLiteral("Daily conversation limit of 2 reached.")));
    QCOMPARE(d.value(QStringLiteral("limit")).toInt(), 2);
    QCOMPARE(d.value(QStringLiteral("used")).toInt(), 2);
    QCOMPARE(str(d, "reset_at"), QStringLiteral("2026-10-01T00:00:00+00:00"));
    QCOMPARE(w.http->post(kConvs + QStringLiteral("/stream-start"), startBody(QStringLiteral("five"))).status, 429);
    const SimReply status = w.http->get(QStringLiteral("/api/quota/status"));
    QCOMPARE(status.status, 200);
    QCOMPARE(status.object(),
             QJsonObject({{QStringLiteral("daily_limit"), 2},
                          {QStringLiteral("used_today"), 2},
                          {QStringLiteral("remaining"), 0},
                          {QStringLiteral("reset_at"), QStringLiteral("2026-10-01T00:00:00+00:00")}}));
    // Older servers have neither the quota nor its route.
    World old = make(Sim::ServerGeneration::Older);
    old.sim->setDailyConversationLimit(1);
    QCOMPARE(old.http->post(kConvs, startBody(QStringLiteral("a"))).status, 200);
    QCOMPARE(old.http->post(kConvs, startBody(QStringLiteral("b"))).status, 200);
    QVERIFY(old.http->get(QStringLiteral("/api/quota/status")).contentType.startsWith("text/html"));
}

void TestSimNewer::codexNeedsAKey()
{
    const QJsonObject codex{{QStringLiteral("agent_profile_id"), kCodex}};
    const SimReply refused = m_newer.http->post(kConvs, startBody(QStringLiteral("fix it"), codex));
    QCOMPARE(refused.status, 400);
    QCOMPARE(str(refused.object(), "detail"),
             QStringLiteral("Connect your Codex account or set an API key before starting a Codex conversation."));
    QJsonObject withKey = codex;
    withKey[QStringLiteral("secrets")] = QJsonObject{{QStringLiteral("OPENAI_API_KEY"), QStringLiteral("sk-test")}};
    const QString conv = startAndWait(m_newer, startBody(QStringLiteral("fix it"), withKey));
    QVERIFY(!conv.isEmpty());
    const QJsonObject rec = record(m_newer, conv);
    QCOMPARE(str(rec, "agent_kind"), QStringLiteral("acp"));
    QCOMPARE(str(rec, "acp_server"), QStringLiteral("codex"));
    QCOMPARE(str(rec.value(QStringLiteral("launched_agent_profile")).toObject(), "agent_profile_id"), kCodex);
    m_newer.sim->advanceClock(30s);
    QVERIFY(!ofKind(events(m_newer, conv), QStringLiteral("ACPToolCallEvent")).isEmpty());
    // Older servers do not check up front.
    QCOMPARE(m_older.http->post(kConvs, startBody(QStringLiteral("fix it"), codex)).status, 200);
}

void TestSimNewer::systemPromptAndDisabledSkills()
{
    const QJsonObject extra{{QStringLiteral("system_prompt"), QStringLiteral("You are a careful reviewer.")},
                            {QStringLiteral("system_message_suffix"), QStringLiteral("Answer briefly.")},
                            {QStringLiteral("disabled_skills"), QJsonArray{QStringLiteral("repo")}}};
    QJsonObject task;
    const QString conv = startAndWait(m_newer, startBody(QStringLiteral("review #chat"), extra), &task);
    QVERIFY2(!conv.isEmpty(), "both fields together are accepted (the model's doc says otherwise; nothing checks it)");
    const QJsonObject echo = task.value(QStringLiteral("request")).toObject();
    QCOMPARE(str(echo, "system_prompt"), QStringLiteral("You are a careful reviewer."));
    QCOMPARE(echo.value(QStringLiteral("disabled_skills")).toArray(), QJsonArray{QStringLiteral("repo")});
    m_newer.sim->advanceClock(10s);
    const QList<QJsonObject> prompts = ofKind(events(m_newer, conv), QStringLiteral("SystemPromptEvent"));
    QCOMPARE(prompts.size(), 1);
    QVERIFY(str(prompts.first().value(QStringLiteral("system_prompt")).toObject(), "text")
                .startsWith(QStringLiteral("You are a careful reviewer.")));
    const QJsonArray skills = m_newer.http->get(kConvs + QLatin1Char('/') + conv + QStringLiteral("/skills"))
                                  .object()
                                  .value(QStringLiteral("skills"))
                                  .toArray();
    for (const QJsonValue &s : skills)
        QVERIFY(str(s.toObject(), "name") != QLatin1String("repo"));
    // Older servers drop the unknown fields from the echo.
    QJsonObject oldTask;
    QVERIFY(!startAndWait(m_older, startBody(QStringLiteral("review #chat"), extra), &oldTask).isEmpty());
    QVERIFY(!oldTask.value(QStringLiteral("request")).toObject().contains(QStringLiteral("system_prompt")));
}

// ---------------------------------------------------------------- newer event kinds
void TestSimNewer::askUserAnsweredThroughSendMessage()
{
    const QString conv = conversationWith(m_newer, QStringLiteral("ask_user"));
    QCOMPARE(m_newer.sim->executionStatus(conv), QStringLiteral("waiting_for_confirmation"));
    const QString requestId = m_newer.sim->pendingAskUser(conv);
    QVERIFY(!requestId.isEmpty());
    const QList<QJsonObject> asked = ofKind(events(m_newer, conv), QStringLiteral("AskUserRequestEvent"));
    QCOMPARE(asked.size(), 1);
    const QJsonObject req = asked.first();
    QCOMPARE(str(req, "request_id"), requestId);
    QCOMPARE(str(req, "tool_name"), QStringLiteral("ask_user"));
    QCOMPARE(str(req, "source"), QStringLiteral("agent"));
    const QJsonObject question = req.value(QStringLiteral("questions")).toArray().at(0).toObject();
    QVERIFY(!str(question, "id").isEmpty() && !str(question, "question").isEmpty());
    const QJsonObject option = question.value(QStringLiteral("options")).toArray().at(0).toObject();
    QVERIFY(!str(option, "id").isEmpty() && !str(option, "label").isEmpty());
    QVERIFY(question.value(QStringLiteral("multi_select")).isBool());
    // The answer travels as a user message whose text is the JSON answer (SDK ask_user tool).
    const QJsonObject answer{{QStringLiteral("request_id"), requestId},
                             {QStringLiteral("action"), QStringLiteral("accept")},
                             {QStringLiteral("answers"),
                              QJsonObject{{str(question, "id"),
                                           QJsonArray{QJsonObject{{QStringLiteral("option_id"), str(option, "id")},
                                                                  {QStringLiteral("label"), str(option, "label")}}}}}}};
    const QJsonObject message{
        {QStringLiteral("role"), QStringLiteral("user")},
        {QStringLiteral("content"),
         QJsonArray{QJsonObject{
             {QStringLiteral("type"), QStringLiteral("text")},
             {QStringLiteral("text"), QString::fromUtf8(QJsonDocument(answer).toJson(QJsonDocument::Compact))}}}}};
    QCOMPARE(m_newer.http
                 ->post(kConvs + QLatin1Char('/') + conv + QStringLiteral("/send-message"),
                        QJsonDocument(message).toJson(QJsonDocument::Compact))
                 .status,
             200);
    QVERIFY(m_newer.sim->pendingAskUser(conv).isEmpty());
    QCOMPARE(m_newer.sim->executionStatus(conv), QStringLiteral("running"));
    const QList<QJsonObject> all = events(m_newer, conv);
    const QList<QJsonObject> answered = ofKind(all, QStringLiteral("AskUserResponseEvent"));
    QCOMPARE(answered.size(), 1);
    QCOMPARE(str(answered.first(), "source"), QStringLiteral("user"));
    QCOMPARE(str(answered.first(), "action"), QStringLiteral("accept"));
    QCOMPARE(str(answered.first()
                     .value(QStringLiteral("answers"))
                     .toObject()
                     .value(str(question, "id"))
                     .toArray()
                     .at(0)
                     .toObject(),
                 "option_id"),
             str(option, "id"));
    bool observed = false;
    for (const QJsonObject &o : ofKind(all, QStringLiteral("ObservationEvent")))
        observed |=
            str(o.value(QStringLiteral("observation")).toObject(), "kind") == QLatin1String("AskUserObservation");
    QVERIFY(observed);
    m_newer.sim->advanceClock(60s);
    QCOMPARE(m_newer.sim->executionStatus(conv), QStringLiteral("finished"));
}

void TestSimNewer::securityVerdicts()
{
    const QString conv = conversationWith(m_newer, QStringLiteral("security"));
    const QList<QJsonObject> all = events(m_newer, conv);
    const QList<QJsonObject> verdicts = ofKind(all, QStringLiteral("SecurityAnalysisEvent"));
    QVERIFY(!verdicts.isEmpty());
    QSet<QString> actions;
    for (const QJsonObject &a : ofKind(all, QStringLiteral("ActionEvent")))
        actions.insert(str(a, "id"));
    QSet<QString> risks;
    for (const QJsonObject &v : verdicts) {
        QCOMPARE(str(v, "source"), QStringLiteral("environment"));
        QVERIFY(!str(v, "analyzer").isEmpty());
        QVERIFY(v.value(QStringLiteral("policy")).isObject() || v.value(QStringLiteral("policy")).isString());
        const QJsonObject r = v.value(QStringLiteral("risks")).toObject();
        QVERIFY(!r.isEmpty());
        for (auto it = r.begin(); it != r.end(); ++it) {
            QVERIFY2(actions.contains(it.key()), "a verdict names an action of the log");
            risks.insert(it.value().toString());
            QVERIFY(v.value(QStringLiteral("details")).toObject().contains(it.key()));
        }
    }
    QVERIFY(risks.contains(QStringLiteral("HIGH")) && risks.contains(QStringLiteral("LOW")));
}

void TestSimNewer::modelSwitchesReachTheRecord()
{
    const QString conv = conversationWith(m_newer, QStringLiteral("switch_llm"));
    QList<QJsonObject> observations;
    for (const QJsonObject &o : ofKind(events(m_newer, conv), QStringLiteral("ObservationEvent")))
        observations << o.value(QStringLiteral("observation")).toObject();
    QString lastModel;
    bool classify = false, sw = false;
    for (const QJsonObject &o : std::as_const(observations)) {
        if (str(o, "kind") == QLatin1String("ClassifyAndSwitchLLMObservation")) {
            classify = true;
            QVERIFY(!str(o, "chosen_class").isEmpty() && !str(o, "model").isEmpty());
            lastModel = str(o, "active_model");
        } else if (str(o, "kind") == QLatin1String("SwitchLLMObservation")) {
            sw = true;
            QVERIFY(!str(o, "profile_name").isEmpty());
            lastModel = str(o, "active_model");
        }
    }
    QVERIFY(classify && sw);
    QCOMPARE(str(record(m_newer, conv), "llm_model"), lastModel);
}

void TestSimNewer::acpToolCalls()
{
    const QString conv = conversationWith(m_newer, QStringLiteral("acp"));
    const QList<QJsonObject> calls = ofKind(events(m_newer, conv), QStringLiteral("ACPToolCallEvent"));
    QVERIFY(calls.size() >= 3);
    QSet<QString> kinds;
    for (const QJsonObject &e : calls) {
        for (const char *key : {"tool_call_id", "title", "status", "tool_kind"})
            QVERIFY2(!str(e, key).isEmpty(), key);
        QVERIFY(e.contains(QStringLiteral("raw_input")) && e.contains(QStringLiteral("raw_output")));
        QVERIFY(e.value(QStringLiteral("content")).isArray());
        QVERIFY(e.value(QStringLiteral("is_error")).isBool());
        kinds.insert(str(e, "tool_kind"));
    }
    QVERIFY(kinds.contains(QStringLiteral("execute")) && kinds.contains(QStringLiteral("edit")));
    QCOMPARE(m_newer.sim->executionStatus(conv), QStringLiteral("finished"));
}

void TestSimNewer::plannerLaunchesChildren()
{
    const QString parent = conversationWith(m_newer, QStringLiteral("planner"));
    const QJsonObject rec = record(m_newer, parent);
    const QJsonArray subs = rec.value(QStringLiteral("sub_conversation_ids")).toArray();
    QCOMPARE(subs.size(), 2);
    QStringList launched;
    for (const QJsonObject &o : ofKind(events(m_newer, parent), QStringLiteral("ObservationEvent"))) {
        const QJsonObject obs = o.value(QStringLiteral("observation")).toObject();
        if (str(obs, "kind") == QLatin1String("LaunchChildConversationObservation"))
            launched << str(obs, "conversation_id");
    }
    QCOMPARE(launched.size(), 2);
    for (const QJsonValue &v : subs) {
        const QJsonObject child = record(m_newer, v.toString());
        QCOMPARE(str(child, "parent_conversation_id"), parent);
        QCOMPARE(str(child, "sandbox_id"), str(rec, "sandbox_id"));
        QVERIFY(launched.contains(v.toString()));
        QVERIFY(!events(m_newer, v.toString()).isEmpty()); // a real conversation with its own log
    }
}

void TestSimNewer::budgetAndGrowingCost()
{
    const QString conv = conversationWith(m_newer, QStringLiteral("budget"));
    const QJsonObject metrics = record(m_newer, conv).value(QStringLiteral("metrics")).toObject();
    QCOMPARE(metrics.value(QStringLiteral("max_budget_per_task")).toDouble(), 2.0);
    const double cost = metrics.value(QStringLiteral("accumulated_cost")).toDouble();
    QVERIFY2(cost > 1.6 && cost < 2.0, qPrintable(QString::number(cost)));
    // The stats updates carry the budget and a cost that grows turn by turn.
    double last = -1;
    int updates = 0;
    for (const QJsonObject &e : ofKind(events(m_newer, conv), QStringLiteral("ConversationStateUpdateEvent"))) {
        if (str(e, "key") != QLatin1String("stats"))
            continue;
        const QJsonObject agent = e.value(QStringLiteral("value"))
                                      .toObject()
                                      .value(QStringLiteral("usage_to_metrics"))
                                      .toObject()
                                      .value(QStringLiteral("agent"))
                                      .toObject();
        QCOMPARE(agent.value(QStringLiteral("max_budget_per_task")).toDouble(), 2.0);
        const double c = agent.value(QStringLiteral("accumulated_cost")).toDouble();
        QVERIFY(c >= last);
        last = c;
        ++updates;
    }
    QVERIFY(updates >= 2);
    // Conversations without a budget say so with null.
    const QString plain = conversationWith(m_newer, QStringLiteral("chat"));
    QVERIFY(record(m_newer, plain)
                .value(QStringLiteral("metrics"))
                .toObject()
                .value(QStringLiteral("max_budget_per_task"))
                .isNull());
}

void TestSimNewer::newerScriptsNeedNewerServers()
{
    // A #ask_user start on an older server runs the default script: no newer kinds in its log.
    const QString conv = startAndWait(m_older, startBody(QStringLiteral("Which cache? #ask_user")));
    QVERIFY(!conv.isEmpty());
    m_older.sim->advanceClock(60s);
    QVERIFY(ofKind(events(m_older, conv), QStringLiteral("AskUserRequestEvent")).isEmpty());
    const QString newer = startAndWait(m_newer, startBody(QStringLiteral("Which cache? #ask_user")));
    m_newer.sim->advanceClock(60s);
    QCOMPARE(ofKind(events(m_newer, newer), QStringLiteral("AskUserRequestEvent")).size(), 1);
}

// ---------------------------------------------------------------- switches
void TestSimNewer::settingsAsHtml()
{
    World w = make(Sim::ServerGeneration::Older, [](Sim::SimOptions &o) {
        o.features.settingsHtml = true;
    });
    SimReply r = w.http->get(QStringLiteral("/api/v1/settings"));
    QCOMPARE(r.status, 200);
    QVERIFY(r.contentType.startsWith("text/html"));
    QVERIFY(r.body.startsWith("<!DOCTYPE html>"));
    auto f = w.sim->features();
    f.settingsHtml = false;
    w.sim->setFeatures(f);
    r = w.http->get(QStringLiteral("/api/v1/settings"));
    QCOMPARE(r.status, 200);
    QVERIFY(r.contentType.startsWith("application/json"));
}

void TestSimNewer::adminSwitches()
{
    World w = make(Sim::ServerGeneration::Older);
    const QString conv = conversationWith(w, QStringLiteral("chat"));
    QJsonObject features = w.http->get(QStringLiteral("/_sim/features")).object();
    for (const char *name :
         {"rate_limit", "events_storage_order", "events_sort_desc", "session_socket", "files_endpoint",
          "sandbox_unknown_status", "resume_idempotent", "newer_event_kinds", "settings_html"})
        QVERIFY2(features.value(QLatin1String(name)) == false, name);
    features = w.http->post(QStringLiteral("/_sim/features"), R"({"files_endpoint": true})").object();
    QCOMPARE(features.value(QStringLiteral("files_endpoint")).toBool(), true);
    QVERIFY(w.http->get(kConvs + QLatin1Char('/') + conv + QStringLiteral("/files"))
                .array()
                .contains(QStringLiteral("README.md")));
    QCOMPARE(w.http->post(QStringLiteral("/_sim/features"), R"({"no_such_switch": true})").status, 400);
    // The whole generation at once; the rate limit follows unless told otherwise.
    QJsonObject g = w.http->post(QStringLiteral("/_sim/generation?value=newer&rate_limit=false")).object();
    QCOMPARE(str(g, "generation"), QStringLiteral("newer"));
    QCOMPARE(w.sim->generation(), Sim::ServerGeneration::Newer);
    Sim::ServerFeatures expected = Sim::ServerFeatures::preset(Sim::ServerGeneration::Newer);
    expected.rateLimit = false;
    QVERIFY(w.sim->features() == expected);
    w.http->post(QStringLiteral("/_sim/generation?value=older"));
    QVERIFY(w.sim->features() == Sim::ServerFeatures::preset(Sim::ServerGeneration::Older));
    QCOMPARE(w.http->post(QStringLiteral("/_sim/generation?value=newest")).status, 400);
    const QJsonObject stats = w.http->get(QStringLiteral("/_sim/stats")).object();
    QVERIFY(stats.value(QStringLiteral("rate_limit")).toObject().contains(QStringLiteral("rejected")));
    QVERIFY(stats.value(QStringLiteral("sockets")).isObject());
    // The same switches by name, as `switchyard-sim --feature name=on|off` takes them.
    Sim::ServerFeatures f;
    QString error;
    QVERIFY(Sim::Simulator::applyFeatureSwitch(f, QStringLiteral("session_socket=on"), &error));
    QVERIFY(f.sessionSocket);
    QVERIFY(!Sim::Simulator::applyFeatureSwitch(f, QStringLiteral("session_socket=maybe"), &error));
    QVERIFY(Sim::Simulator::describeFeatures(f).contains(QStringLiteral("session_socket = on")));
}

void TestSimNewer::cacheControlAndWebLink()
{
    const SimReply newer = m_newer.http->get(QStringLiteral("/api/v1/sandboxes/search"));
    QCOMPARE(newer.header("Cache-Control"), QByteArray("no-cache, no-store, must-revalidate"));
    QVERIFY(m_older.http->get(QStringLiteral("/api/v1/sandboxes/search")).header("Cache-Control").isEmpty());
    // The web link is {server base URL}/canvas/conversations/{hex id}: the SPA answers it.
    const QString conv = conversationWith(m_newer, QStringLiteral("chat"));
    const SimReply page = m_newer.http->get(QStringLiteral("/canvas/conversations/") + conv);
    QCOMPARE(page.status, 200);
    QVERIFY(page.contentType.startsWith("text/html"));
}

void TestSimNewer::demoWorld()
{
    Sim::SimOptions o; // no generation chosen: the demo picks Newer, without the rate limit
    o.autoAdvance = false;
    o.epoch = QDateTime(QDate(2026, 9, 30), QTime(9, 0), QTimeZone::utc());
    World w;
    w.sim = std::make_unique<Sim::Simulator>(o);
    w.sim->seedDemo();
    QVERIFY(w.sim->listen() != 0);
    w.http = std::make_unique<SimHttp>(w.sim->baseUrl(), w.sim->apiKey().toUtf8());
    QCOMPARE(w.sim->generation(), Sim::ServerGeneration::Newer);
    QVERIFY(!w.sim->features().rateLimit);
    QVERIFY(w.sim->features().sessionSocket);
    int asking = 0, verdicts = 0, planners = 0, budgets = 0, codex = 0, capped = 0;
    for (const QString &id : w.sim->conversationIds()) {
        asking += w.sim->pendingAskUser(id).isEmpty() ? 0 : 1;
        const QJsonObject rec = record(w, id);
        planners += rec.value(QStringLiteral("sub_conversation_ids")).toArray().size() == 2 ? 1 : 0;
        budgets +=
            rec.value(QStringLiteral("metrics")).toObject().value(QStringLiteral("max_budget_per_task")).isDouble();
        codex += str(rec, "acp_server") == QLatin1String("codex") ? 1 : 0;
        if (str(rec, "sandbox_status") != QLatin1String("RUNNING"))
            continue;
        verdicts += ofKind(events(w, id), QStringLiteral("SecurityAnalysisEvent")).isEmpty() ? 0 : 1;
        capped += w.http->get(kConvs + QLatin1Char('/') + id + QStringLiteral("/files")).array().size() == 2000;
    }
    QCOMPARE(asking, 2); // ask_user (one choice) and ask_multi (several, with a timeout)
    QVERIFY(verdicts >= 1);
    QCOMPARE(planners, 1);
    QVERIFY(budgets >= 1);
    QCOMPARE(codex, 1);
    QCOMPARE(capped, 1);
    int unknown = 0, withDir = 0;
    for (const QJsonValue &v : w.http->get(QStringLiteral("/api/v1/sandboxes/search?limit=100"))
                                   .object()
                                   .value(QStringLiteral("items"))
                                   .toArray()) {
        unknown += str(v.toObject(), "status") == QLatin1String("UNKNOWN");
        withDir += str(v.toObject(), "working_dir").isEmpty() ? 0 : 1;
    }
    QCOMPARE(unknown, 1);
    QVERIFY(withDir >= 1);
    // The newer additions do not push the older demo's sandboxes over the running limit: only the
    // deliberately paused one is PAUSED, and its richest conversation still waits for approval.
    int paused = 0;
    for (const QString &id : w.sim->sandboxIds())
        paused += w.sim->sandboxStatus(id) == QLatin1String("PAUSED") ? 1 : 0;
    QCOMPARE(paused, 1);
}

QTEST_MAIN(TestSimNewer)
#include "tst_simnewer.moc"
