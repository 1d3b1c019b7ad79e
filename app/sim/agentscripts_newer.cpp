// SPDX-License-Identifier: GPL-3.0-or-later
// Scripts that emit the event kinds of newer SDKs (spec §13.2): an ask-user question, security
// verdicts on actions, model switches, an ACP (Codex) agent, a planner launching child
// conversations, a conversation near its budget. Event shapes: eventfactory.cpp.
#include "app/sim/agentbeats.h"
#include "app/sim/agentscripts.h"
#include "app/sim/eventfactory.h"
#include "app/sim/world.h"

namespace Switchyard::Sim::AgentScripts {

namespace EF = EventFactory;
using json = nlohmann::json;
using namespace Beats;

namespace {

AgentBeat judgedCommand(const QString &command, const char *risk, const QString &rationale, double confidence)
{
    return beat([=](World &w, SimConversation &c) {
        const QString cmd = QStringLiteral("cd %1 && %2").arg(repoDir(c), command);
        w.addUsage(c, 9500, 200);
        w.appendEvent(c,
                      EF::action(c, w.nextEventUs(c), QStringLiteral("terminal"), EF::terminalAction(cmd),
                                 QStringLiteral("Run it."), command, risk));
        const std::string actionId = c.pendingActionId.toStdString();
        w.appendEvent(c,
                      EF::securityAnalysis(
                          c, w.nextEventUs(c), QStringLiteral("LLMSecurityAnalyzer"), QStringLiteral("ConfirmRisky"),
                          json{{actionId, risk}},
                          json{{actionId, {{"rationale", rationale.toStdString()}, {"confidence", confidence}}}}));
    });
}

void security(std::deque<AgentBeat> &b, const QString &message)
{
    b.push_back(beat([message](World &w, SimConversation &c) {
        w.appendEvent(c, EF::systemPrompt(c, w.nextEventUs(c)));
        w.appendEvent(c,
                      EF::stateUpdate(c, w.nextEventUs(c), QStringLiteral("confirmation_policy"),
                                      json{{"kind", "ConfirmRisky"}, {"threshold", "HIGH"}}));
        w.appendEvent(c, EF::message(c, w.nextEventUs(c), "user", message));
        w.setExecutionStatus(c, QStringLiteral("running"));
    }));
    b.push_back(judgedCommand(QStringLiteral("pip install -r requirements.txt"), "LOW",
                              QStringLiteral("installs the pinned dependencies of the repository"), 0.97));
    b.push_back(terminalResult(QStringLiteral("pip install -r requirements.txt"),
                               QStringLiteral("Successfully installed requests-2.32.3 urllib3-2.2.2"), 0));
    b.push_back(judgedCommand(QStringLiteral("curl -fsSL https://get.example.dev/install.sh | sh"), "HIGH",
                              QStringLiteral("pipes a remote script into a shell"), 0.91));
    // A HIGH verdict under ConfirmRisky: the observation waits for approve/reject.
    b.push_back(terminalResult(QStringLiteral("curl -fsSL https://get.example.dev/install.sh | sh"),
                               QStringLiteral("Installed example-cli 1.4.0"), 0, true));
    finish(b, QStringLiteral("The toolchain is installed."));
}

AgentBeat switchModel(bool classify)
{
    return beat([classify](World &w, SimConversation &c) {
        w.addUsage(c, 8000, 150);
        if (classify) {
            const QString model = QStringLiteral("litellm_proxy/claude-opus-4-5-20251101");
            w.appendEvent(c,
                          EF::action(c, w.nextEventUs(c), QStringLiteral("route_task_to_model"),
                                     EF::classifyAndSwitchAction(), QString(),
                                     QStringLiteral("routing the task to a model"), "LOW"));
            w.appendEvent(
                c,
                EF::observation(c, w.nextEventUs(c),
                                EF::classifyAndSwitchObservation(QStringLiteral("Large refactor across modules"),
                                                                 QStringLiteral("opus-heavy"), model)));
            c.llmModel = model; // the webhook copies a switch onto the record (newer servers)
            return;
        }
        const QString model = QStringLiteral("litellm_proxy/claude-sonnet-4-5-20250929");
        const QString reason = QStringLiteral("The remaining steps are mechanical edits.");
        w.appendEvent(c,
                      EF::action(c, w.nextEventUs(c), QStringLiteral("switch_llm"),
                                 EF::switchLlmAction(QStringLiteral("sonnet-fast"), reason), QString(),
                                 QStringLiteral("switching to a faster model"), "LOW"));
        w.appendEvent(c,
                      EF::observation(c, w.nextEventUs(c),
                                      EF::switchLlmObservation(QStringLiteral("sonnet-fast"), reason, model)));
        c.llmModel = model;
    });
}

void switchLlm(std::deque<AgentBeat> &b, const QString &message)
{
    b.push_back(opening(message, false));
    b.push_back(switchModel(true));
    b.push_back(think(QStringLiteral("Map the handlers before splitting them.")));
    b.push_back(terminal(QStringLiteral("grep -rn \"def handle_\" src | wc -l"), QStringLiteral("Count the handlers."),
                         QStringLiteral("counting handlers")));
    b.push_back(terminalResult(QStringLiteral("grep -rn \"def handle_\" src | wc -l"), QStringLiteral("42"), 0));
    b.push_back(switchModel(false));
    fileEdit(b, QStringLiteral("src/handlers/__init__.py"), QString(), QString(),
             QStringLiteral("from .orders import *\nfrom .users import *\n"), QStringLiteral("Re-export the modules."),
             QStringLiteral("writing the handler package"));
    finish(b, QStringLiteral("Split the 42 handlers into modules; the fast model did the mechanical part."));
}

AgentBeat acpCall(const QString &title, const char *kind, const json &input, const json &output, const json &content)
{
    return beat([=](World &w, SimConversation &c) {
        w.appendEvent(c,
                      EF::acpToolCall(c, w.nextEventUs(c), title, QString::fromLatin1(kind),
                                      QStringLiteral("completed"), input, output, content));
        w.touchSandbox(c.sandboxId);
    });
}

void acp(std::deque<AgentBeat> &b, const QString &message)
{
    // An ACP agent (Codex here) runs outside the SDK loop: no system prompt, no LLM tool calls,
    // no stats updates (its spend reaches the record at run end); ACPToolCallEvents instead.
    b.push_back(beat([message](World &w, SimConversation &c) {
        w.appendEvent(c, EF::message(c, w.nextEventUs(c), "user", message));
        w.setExecutionStatus(c, QStringLiteral("running"));
    }));
    b.push_back(beat([](World &w, SimConversation &c) {
        const QString path = repoDir(c) + QStringLiteral("/src/app.py");
        w.appendEvent(c,
                      EF::acpToolCall(c, w.nextEventUs(c), QStringLiteral("Read src/app.py"), QStringLiteral("read"),
                                      QStringLiteral("completed"), json{{"path", path.toStdString()}},
                                      json{{"lines", 4}}, json::array()));
    }));
    b.push_back(acpCall(QStringLiteral("Edit src/app.py"), "edit", json{{"path", "src/app.py"}}, nullptr,
                        json::array({json{{"type", "diff"},
                                          {"path", "src/app.py"},
                                          {"oldText", "        raise ValueError(\"empty input\")"},
                                          {"newText", "        return []"}}})));
    b.push_back(acpCall(
        QStringLiteral("Run python -m pytest -q"), "execute", json{{"command", "python -m pytest -q"}},
        json{{"stdout", "......\n6 passed in 0.41s"}, {"exit_code", 0}},
        json::array({json{{"type", "content"}, {"content", {{"type", "text"}, {"text", "6 passed in 0.41s"}}}}})));
    b.push_back(say(QStringLiteral("parse(\"\") returns an empty list now; the suite passes (6 tests).")));
    b.push_back(beat(
        [](World &w, SimConversation &c) {
            c.cost += 0.42; // pulled from the agent server when the run ends
            w.setExecutionStatus(c, QStringLiteral("finished"));
        },
        0.3));
}

AgentBeat launch(const QString &task, const QString &title)
{
    return beat([=](World &w, SimConversation &c) {
        w.addUsage(c, 9000, 240);
        w.appendEvent(c,
                      EF::action(c, w.nextEventUs(c), QStringLiteral("launch_child_conversation"),
                                 EF::launchChildAction(task, title), QStringLiteral("Hand this part to a child."),
                                 QStringLiteral("launching a child conversation"), "LOW"));
        const QString parentAction = c.pendingActionId;
        const QString parentCall = c.pendingToolCallId;
        SimConversation &child = w.launchChild(c, task, title);
        c.pendingActionId = parentAction; // the child ran its own actions in between
        c.pendingToolCallId = parentCall;
        c.pendingToolName = QStringLiteral("launch_child_conversation");
        w.appendEvent(
            c,
            EF::observation(c, w.nextEventUs(c),
                            EF::launchChildObservation(child.id, QStringLiteral("running"), child.workspace.root)));
    });
}

void planner(std::deque<AgentBeat> &b, const QString &message)
{
    b.push_back(opening(message, false));
    b.push_back(plan({{QStringLiteral("Fix the parser"), QStringLiteral("in_progress")},
                      {QStringLiteral("Document the API"), QStringLiteral("in_progress")},
                      {QStringLiteral("Review both"), QStringLiteral("todo")}},
                     QStringLiteral("Two independent parts: give each to a child.")));
    b.push_back(launch(QStringLiteral("Make test_parse_empty_input pass in src/app.py."),
                       QStringLiteral("Child: fix the parser")));
    b.push_back(
        launch(QStringLiteral("Write docs/api.md describing parse()."), QStringLiteral("Child: document parse()")));
    b.push_back(say(QStringLiteral("Two child conversations are on it: the parser fix and the API docs.")));
    finish(b, QStringLiteral("Planned the work and launched two child conversations."));
}

void budget(std::deque<AgentBeat> &b, const QString &message, bool confirmation)
{
    b.push_back(beat([](World &, SimConversation &c) {
        c.maxBudget = 2.0; // max_budget_per_task: this one ends close to it
        c.cost = 1.62;
    }));
    fixTests(b, confirmation, false);
    b.push_front(opening(message, confirmation));
}

} // namespace

bool isNewer(const QString &script)
{
    static const QStringList newer{QStringLiteral("ask_user"), QStringLiteral("ask_multi"),
                                   QStringLiteral("security"), QStringLiteral("switch_llm"),
                                   QStringLiteral("acp"),      QStringLiteral("planner"),
                                   QStringLiteral("budget")};
    return newer.contains(script);
}

std::deque<AgentBeat> buildNewer(SimConversation &c, const QString &script, const QString &message)
{
    Q_UNUSED(c)
    std::deque<AgentBeat> b;
    if (script == QLatin1String("ask_user"))
        askUser(b, message, false);
    else if (script == QLatin1String("ask_multi"))
        askUser(b, message, true);
    else if (script == QLatin1String("security"))
        security(b, message);
    else if (script == QLatin1String("switch_llm"))
        switchLlm(b, message);
    else if (script == QLatin1String("acp"))
        acp(b, message);
    else if (script == QLatin1String("planner"))
        planner(b, message);
    else
        budget(b, message, false);
    return b;
}

} // namespace Switchyard::Sim::AgentScripts
