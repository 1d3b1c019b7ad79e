// SPDX-License-Identifier: GPL-3.0-or-later
// World: seeding for tests, the scale world and the demo.
#include "app/sim/agentscripts.h"
#include "app/sim/eventfactory.h"
#include "app/sim/world.h"
#include "app/sim/worldvariants.h"

namespace Switchyard::Sim {

namespace {
constexpr qint64 kSecond = 1000000;

ConversationSpec demoSpec(const QString &sandboxId, const QString &repo, const QString &script, const QString &title,
                          int ageSeconds)
{
    ConversationSpec s;
    s.sandboxId = sandboxId;
    s.repository = repo;
    s.script = script;
    s.title = title;
    s.age = std::chrono::seconds(ageSeconds);
    return s;
}

QString defaultMessage(const QString &script)
{
    if (script == QLatin1String("big_diff"))
        return QStringLiteral("Split the request handlers into one module per endpoint group.");
    if (script == QLatin1String("chat"))
        return QStringLiteral("Summarise what changed in the last release.");
    if (script == QLatin1String("stuck"))
        return QStringLiteral("Make test_parse_empty_input pass without changing the test.");
    if (script == QLatin1String("error"))
        return QStringLiteral("Read the whole monorepo and explain every module in detail.");
    if (script == QLatin1String("endless"))
        return QStringLiteral("Keep extending the feature modules and keep the suite green.");
    if (script == QLatin1String("idle"))
        return QString();
    return QStringLiteral("Run the repository tests and fix any failures in src/app.py.");
}
} // namespace

QString World::addSandbox(const QString &status, const QString &apiKey)
{
    SimUser *u = apiKey.isEmpty() ? defaultUser() : userByKey(apiKey);
    if (!u)
        u = defaultUser();
    SimSandbox &sb = createSandbox(u->id, QString(), status != QLatin1String("STARTING"));
    if (status != QLatin1String("RUNNING") && status != QLatin1String("STARTING"))
        setSandboxStatus(sb.id, status);
    return sb.id;
}

QString World::addConversation(const ConversationSpec &spec)
{
    SimUser *u = spec.apiKey.isEmpty() ? defaultUser() : userByKey(spec.apiKey);
    if (!u)
        u = defaultUser();
    QString sid = spec.sandboxId;
    const bool shared = !sid.isEmpty();
    if (sid.isEmpty() || !sandbox(sid))
        sid = createSandbox(u->id, sid, true).id;
    SimSandbox *sb = sandbox(sid);
    const qint64 age = static_cast<qint64>(spec.age.count()) * kSecond;
    SimConversation &c = createConversation(u->id, spec.orgId, sid);
    c.createdAt = m_nowUs - age + (m_createdCounter++);
    c.updatedAt = c.createdAt;
    c.repository = spec.repository;
    c.branch = spec.repository.isEmpty() ? QString() : spec.branch;
    c.gitProvider = spec.repository.isEmpty() ? QString() : QStringLiteral("github");
    if (!spec.workspaceRoot.isEmpty())
        c.workspace.root = spec.workspaceRoot;
    else if (shared || conversationCountOn(sid) > 1)
        c.workspace.root = QStringLiteral("/workspace/project/") + c.id;
    setupWorkspace(c);
    addWorkspaceFiles(c, spec.workspaceFiles);
    c.lastEventUs = c.createdAt;
    if (spec.bulkEvents > 0) {
        c.bulk.count = spec.bulkEvents;
        c.bulk.seed = mix64(m_options.seed, static_cast<std::uint64_t>(m_createdCounter));
        c.bulk.firstUs = c.createdAt + kSecond;
        c.bulk.workdir = c.workspace.repoRoot.isEmpty() ? c.workspace.root : c.workspace.repoRoot;
        c.lastEventUs = EventFactory::bulkTimestamp(c.bulk, c.bulk.count - 1);
    }
    const QString message = spec.initialMessage.isEmpty() ? defaultMessage(spec.script) : spec.initialMessage;
    c.script = spec.script;
    c.pendingTitle = message.isEmpty() ? QString() : AgentScripts::titleFor(message);
    c.beats = AgentScripts::build(c, spec.script, message);
    // Agents only run on a RUNNING sandbox: seed as if it had been running, then restore its status.
    const QString realStatus = sb->status;
    sb->status = QStringLiteral("RUNNING");
    if (spec.runToEnd) {
        const qint64 span = std::max<qint64>(kSecond, std::min(age * 8 / 10, m_nowUs - c.lastEventUs - kSecond));
        playToEnd(c, span);
    } else {
        runBeat(c);
    }
    sb->status = realStatus;
    if (realStatus != QLatin1String("RUNNING")) {
        c.nextStepAt = -1;
        m_activeConversations.erase(c.id);
    }
    if (!spec.title.isEmpty()) {
        c.title = spec.title;
        c.autoTitlePending = false;
    }
    flushWebhook(true);
    return c.id;
}

QString World::seedScale(int conversations, qint64 bigEvents)
{
    SimUser *u = defaultUser();
    static const char *const repos[] = {"acme-corp/demo-repo", "acme-corp/payments-api", "acme-corp/web-frontend",
                                        "acme-corp/infra", ""};
    QString current;
    int onCurrent = 0;
    const qint64 spanUs = 60LL * 24 * 3600 * kSecond;
    for (int i = 0; i < conversations; ++i) {
        if (current.isEmpty() || onCurrent >= m_options.maxConversationsPerSandbox) {
            SimSandbox &sb = createSandbox(u->id, QString(), true);
            sb.createdAt = m_nowUs - spanUs + (spanUs / std::max(1, conversations)) * i;
            current = sb.id;
            onCurrent = 0;
        }
        SimConversation &c = createConversation(u->id, QString(), current);
        c.createdAt = m_nowUs - spanUs + (spanUs / std::max(1, conversations)) * i + (m_createdCounter++);
        c.updatedAt = c.createdAt + 600 * kSecond;
        c.repository = QString::fromLatin1(repos[i % 5]);
        c.branch = c.repository.isEmpty() ? QString() : QStringLiteral("main");
        c.gitProvider = c.repository.isEmpty() ? QString() : QStringLiteral("github");
        c.workspace.root = QStringLiteral("/workspace/project/") + c.id;
        c.tags[QStringLiteral("archiveworkspacepath")] = c.workspace.root;
        c.title = QStringLiteral("Task %1: %2")
                      .arg(i)
                      .arg(QString::fromLatin1(i % 3 == 0 ? "fix flaky test"
                                                          : (i % 3 == 1 ? "update dependencies" : "write docs")));
        c.autoTitlePending = false;
        c.executionStatus = QStringLiteral("finished");
        c.bulk.count = 10 + (i % 4) * 10;
        c.bulk.seed = mix64(m_options.seed, 0x5ca1eULL + static_cast<std::uint64_t>(i));
        c.bulk.firstUs = c.createdAt + kSecond;
        c.bulk.workdir = c.workspace.root;
        c.lastEventUs = EventFactory::bulkTimestamp(c.bulk, c.bulk.count - 1);
        c.cost = 0.01 * (i % 50);
        c.promptTokens = 1000 * (i % 50);
        c.completionTokens = 50 * (i % 50);
        ++onCurrent;
    }
    QString big;
    if (bigEvents > 0) {
        ConversationSpec spec;
        spec.repository = QStringLiteral("acme-corp/monorepo");
        spec.title = QStringLiteral("Long-running migration (%1 events)").arg(bigEvents);
        spec.script = QStringLiteral("chat");
        spec.bulkEvents = bigEvents;
        spec.age = std::chrono::seconds(bigEvents / 4 + 7200);
        big = addConversation(spec);
    }
    return big;
}

void World::addWorkspaceFiles(SimConversation &c, int count)
{
    // A generated tree (the /files cap is 2,000), plus directories /files never descends into.
    const QString root = c.workspace.repoRoot.isEmpty() ? c.workspace.root : c.workspace.repoRoot;
    for (int i = 0; i < count; ++i)
        c.workspace.addBase(QStringLiteral("%1/src/generated/pkg_%2/mod_%3.py")
                                .arg(root)
                                .arg(i / 100, 2, 10, QLatin1Char('0'))
                                .arg(i, 4, 10, QLatin1Char('0')),
                            QStringLiteral("VALUE = %1\n").arg(i));
    if (count > 0) {
        c.workspace.addBase(root + QStringLiteral("/node_modules/left-pad/index.js"),
                            QStringLiteral("module.exports = 1;\n"));
        c.workspace.addBase(root + QStringLiteral("/.git/HEAD"), QStringLiteral("ref: refs/heads/main\n"));
        c.workspace.addBase(root + QStringLiteral("/dist/bundle.js"), QStringLiteral("//\n"));
    }
}

void World::seedDemo()
{
    if (!m_options.generationChosen) {
        // The demo shows the newer servers (without the rate limit unless asked for).
        m_options.useGeneration(ServerGeneration::Newer);
        m_options.features.rateLimit = m_options.demoRateLimit;
    }
    m_demo = true;
    SimUser *u = defaultUser();
    u->grouping = QStringLiteral("FEWEST_CONVERSATIONS");
    seedDemoConversations();
    seedDemoVariants(*this);
    seedDemoSandboxStates();
    // Another user's work (visible with their key only).
    if (m_users.size() > 1) {
        ConversationSpec s = demoSpec(QString(), QStringLiteral("acme-corp/payments-api"), QStringLiteral("fix_tests"),
                                      QStringLiteral("Teammate: fix refund rounding"), 7200);
        s.apiKey = m_users[1]->apiKey;
        addConversation(s);
    }
    if (m_options.features.newerEventKinds)
        seedNewerDemo();

    // A start in progress: the client sees the task walk through its statuses.
    const json start = {
        {"initial_message",
         {{"role", "user"},
          {"content",
           json::array(
               {{{"type", "text"}, {"text", "Add pagination to the orders endpoint and cover it with tests."}}})}}},
        {"selected_repository", "acme-corp/payments-api"},
        {"selected_branch", "main"},
        {"git_provider", "github"}};
    startConversation(u->id, QString(), start);
    m_nextDemoUs = m_nowUs + 20 * kSecond;
}

void World::seedDemoConversations()
{
    auto conv = [&](const QString &sandboxId, const QString &repo, const QString &script, const QString &title,
                    int ageSeconds, bool toEnd = true, qint64 bulk = 0) {
        ConversationSpec s = demoSpec(sandboxId, repo, script, title, ageSeconds);
        s.runToEnd = toEnd;
        s.bulkEvents = bulk;
        return addConversation(s);
    };
    const QString shared = addSandbox(QStringLiteral("RUNNING"), QString());
    sandbox(shared)->createdAt -= 3 * 3600 * kSecond;
    const QString first =
        conv(shared, QStringLiteral("acme-corp/demo-repo"), QStringLiteral("fix_tests"), QString(), 3 * 3600);
    conv(shared, QStringLiteral("acme-corp/demo-repo"), QStringLiteral("condense"),
         QStringLiteral("Clean up parser edge cases"), 2 * 3600);
    conv(shared, QStringLiteral("acme-corp/payments-api"), QStringLiteral("confirm"),
         QStringLiteral("Rotate the webhook signing secret"), 1800);
    // The richest timeline: messages, a task list, a failing terminal run, edits with diffs, an
    // invalid tool call answered by an agent error, and a destructive command waiting for approval.
    // ... and it works in the first one's folder (issue 32: two agents in one worktree): both edit
    // src/app.py, and its pending `git rm` removes a file the first one already removed.
    ConversationSpec review = demoSpec(shared, QStringLiteral("acme-corp/demo-repo"), QStringLiteral("review"),
                                       QStringLiteral("Fix the parser and remove the stale test"), 2400);
    review.workspaceRoot = QStringLiteral("/workspace/project/") + first;
    addConversation(review);
    conv(shared, QStringLiteral("acme-corp/demo-repo"), QStringLiteral("endless"),
         QStringLiteral("Extend the feature modules"), 240, false);

    conv(QString(), QStringLiteral("acme-corp/web-frontend"), QStringLiteral("big_diff"),
         QStringLiteral("Split request handlers into modules"), 5 * 3600);
    conv(QString(), QStringLiteral("acme-corp/infra"), QStringLiteral("stuck"),
         QStringLiteral("Make the flaky deploy test pass"), 5400);
    conv(QString(), QStringLiteral("acme-corp/payments-api"), QStringLiteral("error"),
         QStringLiteral("Explain every module of the monorepo"), 4000);
    conv(QString(), QStringLiteral("acme-corp/ml-pipeline"), QStringLiteral("endless"),
         QStringLiteral("Keep the training pipeline green"), 120, false);
    conv(QString(), QStringLiteral("acme-corp/demo-repo"), QStringLiteral("chat"), QStringLiteral("Long migration log"),
         4 * 86400, true, 3000);
}

void World::seedDemoSandboxStates()
{
    const QString paused = addSandbox(QStringLiteral("RUNNING"), QString());
    addConversation(
        demoSpec(paused, QString(), QStringLiteral("chat"), QStringLiteral("Draft release notes for v2.4"), 26 * 3600));
    addConversation(demoSpec(paused, QStringLiteral("acme-corp/docs"), QStringLiteral("fix_tests"),
                             QStringLiteral("Fix broken links in the docs build"), 25 * 3600));
    pauseSandbox(paused);
    sandbox(paused)->createdAt -= 26 * 3600 * kSecond;

    const QString broken = addSandbox(QStringLiteral("RUNNING"), QString());
    addConversation(demoSpec(broken, QStringLiteral("acme-corp/infra"), QStringLiteral("idle"),
                             QStringLiteral("Upgrade the base image"), 7200));
    setSandboxStatus(broken, QStringLiteral("ERROR"));

    const QString gone = addSandbox(QStringLiteral("RUNNING"), QString());
    addConversation(demoSpec(gone, QStringLiteral("acme-corp/web-frontend"), QStringLiteral("fix_tests"),
                             QStringLiteral("Archived: fix the login form tests"), 9 * 86400));
    deleteSandbox(gone);

    // A sandbox that takes its time to start (STARTING for a minute and a half).
    const QString slow = addSandbox(QStringLiteral("STARTING"), QString());
    sandbox(slow)->readyAt = m_nowUs + 90 * kSecond;
}

void World::seedNewerDemo()
{
    // What the newer servers bring (spec §13): each conversation shows one of them.
    auto conv = [&](const QString &sandboxId, const QString &repo, const QString &script, const QString &title,
                    int ageSeconds, int files = 0) {
        ConversationSpec s = demoSpec(sandboxId, repo, script, title, ageSeconds);
        s.workspaceFiles = files;
        return addConversation(s);
    };
    // Two shared sandboxes, so that the older demo's sandboxes stay under the running limit (10).
    const QString shared = addSandbox(QStringLiteral("RUNNING"), QString());
    conv(shared, QStringLiteral("acme-corp/payments-api"), QStringLiteral("ask_user"),
         QStringLiteral("Add a response cache to the orders API"), 900);
    conv(shared, QStringLiteral("acme-corp/payments-api"), QStringLiteral("ask_multi"),
         QStringLiteral("Rate-limit the orders API"), 600);
    conv(shared, QStringLiteral("acme-corp/infra"), QStringLiteral("security"),
         QStringLiteral("Install the release toolchain"), 1500);
    conv(shared, QStringLiteral("acme-corp/web-frontend"), QStringLiteral("budget"),
         QStringLiteral("Port the billing export"), 2400);
    conv(shared, QStringLiteral("acme-corp/web-frontend"), QStringLiteral("switch_llm"),
         QStringLiteral("Split the handlers by resource"), 3600);
    const QString codex = conv(shared, QStringLiteral("acme-corp/demo-repo"), QStringLiteral("acp"),
                               QStringLiteral("Codex: make the empty-input test pass"), 1200);
    applyAcp(*conversation(codex), QStringLiteral("codex"));
    conv(shared, QStringLiteral("acme-corp/monorepo"), QStringLiteral("chat"),
         QStringLiteral("Map the monorepo layout"), 5000, 2400);
    conv(QString(), QStringLiteral("acme-corp/demo-repo"), QStringLiteral("planner"),
         QStringLiteral("Plan: parser fix and API docs"), 3000); // its children share its sandbox
    // A sandbox whose provider cannot be reached: UNKNOWN, neither error nor gone.
    const QString unknown = addSandbox(QStringLiteral("RUNNING"), QString());
    conv(unknown, QStringLiteral("acme-corp/ml-pipeline"), QStringLiteral("fix_tests"),
         QStringLiteral("Retrain the ranking model"), 6000);
    setSandboxStatus(unknown, QStringLiteral("UNKNOWN"));
}

void World::demoTick()
{
    m_nextDemoUs = m_nowUs + (35 + static_cast<qint64>(m_rng.below(30))) * kSecond;
    SimUser *u = defaultUser();
    ++m_demoCounter;
    static const char *const prompts[] = {"Fix the failing CI job on main.", "Add type hints to src/app.py. #chat",
                                          "Bump the HTTP client and run the suite. #confirm",
                                          "Investigate the slow query in reports.",
                                          "Write a migration for the new orders table. #fix_tests"};
    static const char *const repos[] = {"acme-corp/demo-repo", "acme-corp/payments-api", "acme-corp/web-frontend"};
    int liveCount = 0;
    for (const auto &[id, c] : m_conversations) {
        if (c->userId == u->id && c->executionStatus == QLatin1String("running"))
            ++liveCount;
    }
    if (m_demoCounter % 3 != 0 && liveCount < 6 && m_conversations.size() < 60) {
        const int i = m_demoCounter % 5;
        const json start = {{"initial_message",
                             {{"role", "user"}, {"content", json::array({{{"type", "text"}, {"text", prompts[i]}}})}}},
                            {"selected_repository", repos[m_demoCounter % 3]},
                            {"selected_branch", "main"},
                            {"git_provider", "github"}};
        startConversation(u->id, QString(), start);
        return;
    }
    // Follow up on a finished conversation that is still on a running sandbox.
    for (auto &[id, c] : m_conversations) {
        if (c->userId == u->id && c->executionStatus == QLatin1String("finished")
            && sandboxStatusOf(*c) == QLatin1String("RUNNING") && c->bulk.count == 0) {
            sendMessage(*c, QStringLiteral("Thanks. Can you also update the changelog?"), true);
            return;
        }
    }
}

} // namespace Switchyard::Sim
